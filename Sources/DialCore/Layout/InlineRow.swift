/// How an inline's line takes its row between what stands on either side of the row's middle (the infograph's top
/// corners): centred while both sides give it half of what it wants, else reaching further into the side that gives
/// more (docs/geometry.md, "infograph top inline").
enum InlineRow {
    /// `reach` (how far the line reaches to the left and right of the row's middle) grown to `total` at most, neither
    /// side beyond its `limits`: evenly while both sides have room, then on the side that still has.
    static func grow(_ reach: (left: Double, right: Double), to total: Double,
                     within limits: (left: Double, right: Double)) -> (left: Double, right: Double) {
        var (left, right) = (max(0, min(reach.left, limits.left)), max(0, min(reach.right, limits.right)))
        var extra = total - left - right
        guard extra > 0 else { return (left, right) }
        // Evenly first, so that a line both sides have room for stays centred.
        let even = (max(0, min(limits.left - left, extra / 2)), max(0, min(limits.right - right, extra / 2)))
        (left, right) = (left + even.0, right + even.1)
        extra -= even.0 + even.1
        let more = max(0, min(limits.left - left, extra))
        left += more
        extra -= more
        right += max(0, min(limits.right - right, extra))
        return (left, right)
    }
}
