import DialModel

/// One complication's timeline, policy and budget, checked and with every default applied.
public struct ComplicationPlan: Hashable, Sendable {
    /// The complication's id.
    public var id: String
    /// Its slot.
    public var slot: SlotID
    /// Its entries by date (the file's order does not matter).
    public var timeline: TimelineIndex
    /// Relevance by the entry's index in the file; entries without one are absent.
    public var relevance: [Int: Relevance]
    /// Whether it has static `content` for when no entry is current.
    public var hasContent: Bool
    /// When it asks for reloads.
    public var policy: ReloadPolicy
    /// How many reloads it is granted, and how far apart.
    public var budget: ReloadBudget

    /// What it shows at `instant`, were nothing hidden.
    public func shown(at instant: Int64) -> ShownContent {
        if let index = timeline.current(at: instant) { return .entry(index) }
        return hasContent ? .content : .nothingCurrent
    }

    /// The date of its last entry: when `atEnd` asks for a new timeline.
    public var lastEntry: Int64? { timeline.entries.last?.date.secondsSinceEpoch }
}
