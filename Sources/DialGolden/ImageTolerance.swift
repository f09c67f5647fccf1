/// How much two PNG goldens may differ and still match.
///
/// Pixels are counted by ``PixelDiff`` with ``options`` (pixelmatch's threshold, 0.1 by default, and its
/// anti-aliasing detection). The count is then held to ``maxDiffPixels`` and ``maxDiffRatio`` as Playwright holds
/// it: each limit that is set must hold, and with neither set no pixel may differ.
public struct ImageTolerance: Sendable, Equatable {
    /// How pixels are compared, before the count is held to the limits.
    public var options: PixelDiffOptions
    /// The most pixels that may differ; nil for no limit of this kind.
    public var maxDiffPixels: Int?
    /// The largest share of all pixels, 0 to 1, that may differ; nil for no limit of this kind.
    public var maxDiffRatio: Double?

    /// pixelmatch's `threshold` and the two limits; the default lets no pixel differ.
    public init(threshold: Double = 0.1, maxDiffPixels: Int? = nil, maxDiffRatio: Double? = nil) {
        self.init(options: PixelDiffOptions(threshold: threshold), maxDiffPixels: maxDiffPixels, maxDiffRatio: maxDiffRatio)
    }

    /// Every pixelmatch option, and the two limits.
    public init(options: PixelDiffOptions, maxDiffPixels: Int? = nil, maxDiffRatio: Double? = nil) {
        self.options = options
        self.maxDiffPixels = maxDiffPixels
        self.maxDiffRatio = maxDiffRatio
    }

    /// Whether `mismatched` of `total` pixels is within the limits.
    public func accepts(mismatched: Int, of total: Int) -> Bool {
        if maxDiffPixels == nil && maxDiffRatio == nil { return mismatched == 0 }
        if let maxDiffPixels, mismatched > maxDiffPixels { return false }
        if let maxDiffRatio, Double(mismatched) > maxDiffRatio * Double(total) { return false }
        return true
    }

    /// The limits in words, for failure messages.
    var limits: String {
        var parts: [String] = []
        if let maxDiffPixels { parts.append("maxDiffPixels \(maxDiffPixels)") }
        if let maxDiffRatio { parts.append("maxDiffRatio \(maxDiffRatio)") }
        return parts.isEmpty ? "no differing pixel allowed" : parts.joined(separator: ", ")
    }
}
