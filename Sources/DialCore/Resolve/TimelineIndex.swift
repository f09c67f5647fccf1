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
        // Each entry's date is read in place, by index: iterating handed each entry out as a copy, every reference in
        // it retained and released, and a table of the dates seen hashed each one, work for every entry a context
        // hides. Entries written in date order, the common case, are not sorted; a repeated date is found beside its
        // twin once they are.
        var entries: [Entry] = []
        entries.reserveCapacity(timeline.count)
        var inOrder = true
        for index in timeline.indices {
            let date = timeline[index].date
            if let last = entries.last, last.date.secondsSinceEpoch >= date.secondsSinceEpoch { inOrder = false }
            entries.append(Entry(date: date, index: index))
        }
        if !inOrder {
            entries.sort { ($0.date.secondsSinceEpoch, $0.index) < ($1.date.secondsSinceEpoch, $1.index) }
            // The entry refused is the first in the file whose date an earlier entry has: of each run of one date, its
            // second in file order, and the earliest of those; the message names the run's first.
            var twin: (first: Int, second: Int)?
            for position in entries.indices.dropFirst()
            where entries[position].date.secondsSinceEpoch == entries[position - 1].date.secondsSinceEpoch
                && (position == 1 || entries[position - 2].date.secondsSinceEpoch != entries[position].date.secondsSinceEpoch)
                && entries[position].index < (twin?.second ?? .max) {
                twin = (entries[position - 1].index, entries[position].index)
            }
            if let twin {
                throw FaceError(kind: .invalidValue, path: path.appending(index: twin.second).appending(key: "date"),
                                expected: "a date no other entry has",
                                found: "\(timeline[twin.second].date), the date of timeline[\(twin.first)] too")
            }
        }
        self.entries = entries
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
