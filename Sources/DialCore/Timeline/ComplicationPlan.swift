import DialModel

/// One complication's timeline, policy and budget, checked and with every default applied.
package struct ComplicationPlan: Hashable, Sendable {
    /// The complication's id.
    package var id: String
    /// Its slot.
    package var slot: SlotID
    /// Its entries by date (the file's order does not matter).
    package var timeline: TimelineIndex
    /// Relevance by the entry's index in the file; entries without one are absent.
    package var relevance: [Int: Relevance]
    /// Whether it has static `content` for when no entry is current.
    package var hasContent: Bool
    /// When it asks for reloads.
    package var policy: ReloadPolicy
    /// How many reloads it is granted, and how far apart.
    package var budget: ReloadBudget
    /// Whether it needs the wearer's location (`usesLocation`).
    package var usesLocation = false
    /// Whether its entries are seen in runs: the context conceals part of them, so entries alike in what shows are one
    /// run. An entry is then named without its index (`ShownContent.entryOfRun`), and the spacing of its entries is
    /// not advised on, since both count or date entries that differ only in what is hidden (docs/privacy.md).
    package var entriesInRuns = false

    /// What it shows at `instant`, were nothing hidden.
    package func shown(at instant: Int64) -> ShownContent {
        if let index = timeline.current(at: instant) { return named(index) }
        return hasContent ? .content : .nothingCurrent
    }

    /// The entry at `index` of the file's timeline, as the schedule names it.
    package func named(_ index: Int) -> ShownContent {
        entriesInRuns ? .entryOfRun : .entry(index)
    }

    /// The date of its last entry: when `atEnd` asks for a new timeline.
    package var lastEntry: Int64? { timeline.entries.last?.date.secondsSinceEpoch }
}
