import DialModel

/// A complication's timeline entries in date order, whatever their order in the file. The one rule of which entry
/// is shown — the latest dated at or before the time — lives here, for the resolver and the schedule alike.
package struct TimelineIndex: Hashable, Sendable {
    /// An entry's date and its place in the file's `timeline` array.
    package struct Entry: Hashable, Sendable {
        /// The entry's date.
        package var date: Timestamp
        /// Its place in the file's `timeline` array.
        package var index: Int
    }

    /// By date, earliest first.
    package let entries: [Entry]

    /// Orders `timeline`; two entries with one date are ambiguous and refused, naming both (`path` is the array's).
    package init(_ timeline: [TimelineEntryDocument], at path: JSONPath) throws(FaceError) {
        WorkProbe.note(.entriesOrdered, timeline.count)
        var firstWithDate: [Int64: Int] = [:]
        for (index, entry) in timeline.enumerated() {
            let instant = entry.date.secondsSinceEpoch
            if let first = firstWithDate[instant] {
                throw FaceError(kind: .invalidValue, path: path.appending(index: index).appending(key: "date"),
                                expected: "a date no other entry has", found: "\(entry.date), the date of timeline[\(first)] too")
            }
            firstWithDate[instant] = index
        }
        entries = timeline.enumerated().map { Entry(date: $1.date, index: $0) }
            .sorted { $0.date.secondsSinceEpoch < $1.date.secondsSinceEpoch }
    }

    /// No entries: the timeline of a complication whose schedule is withheld, so that nothing grows with what it hides.
    package static let empty = TimelineIndex(sorted: [])

    private init(sorted entries: [Entry]) {
        self.entries = entries
    }

    /// The index without the entries whose positions (in date order) `remove` picks: a schedule for a context that
    /// cannot tell them from the entry before them shows them as part of that entry's run.
    package func removing(where remove: (Int) -> Bool) -> TimelineIndex {
        TimelineIndex(sorted: entries.indices.filter { !remove($0) }.map { entries[$0] })
    }

    /// The position in `entries` of the entry shown at `instant`: the latest dated at or before it; nil when every
    /// entry lies in the future (or there are none).
    package func position(at instant: Int64) -> Int? {
        var low = 0, high = entries.count
        while low < high {
            let middle = (low + high) / 2
            if entries[middle].date.secondsSinceEpoch <= instant { low = middle + 1 } else { high = middle }
        }
        return low == 0 ? nil : low - 1
    }

    /// The file index of the entry shown at `instant`, if any.
    package func current(at instant: Int64) -> Int? {
        position(at: instant).map { entries[$0].index }
    }
}
