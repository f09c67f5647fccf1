import DialModel

/// Stage output of the schedule: over a range of time, what each complication shows, when its policy asks for
/// reloads and which the budget grants, when what it shows is stale, and, per hour, the Smart Stack order.
public struct Schedule: Hashable, Sendable, Encodable {
    /// The face's name.
    public var face: String
    /// The zone wall-clock times are read in: a name, or a fixed offset like `+01:00`.
    public var zone: String
    /// The range's start.
    public var from: Timestamp
    /// The range's end.
    public var to: Timestamp
    /// Each complication's schedule, in the face's order.
    package var complications: [ComplicationSchedule]
    /// Per wall-clock hour, the complications ranked by relevance.
    package var relevance: [HourRelevance]

    /// The schedule with the complications `ids` withheld, and left out of every hour's ranking.
    public func withholding(_ ids: Set<String>) -> Schedule {
        guard !ids.isEmpty else { return self }
        var copy = self
        copy.complications = complications.map { ids.contains($0.id) ? $0.withheld() : $0 }
        copy.relevance = relevance.map { hour in
            var hour = hour
            hour.ranking.removeAll { ids.contains($0.id) }
            return hour
        }
        return copy
    }

    /// The ids of the complications stale at `instant`, in the face's order.
    public func stale(at instant: Int64) -> [String] {
        complications.filter { $0.isStale(at: instant) }.map(\.id)
    }
}
