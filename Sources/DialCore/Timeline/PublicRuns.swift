import DialModel

/// A complication's runs of timeline entries alike in what privacy shows of them, in a request whose every display
/// applies a privacy rule to it (the lock and the wearer's settings do not change with time) and that uses no
/// location: consecutive entries (by date) whose public parts (`ContentDocument.privacyPublicPart`, nil for an
/// entry privacy hides whole, which draws the complication's placeholder) are equal draw alike, so nothing changes within a run. The schedule and the `--changes` moments
/// look only at the entries within a minute of a run's start, so that the work of a request follows the runs the
/// context shows, not the entries it hides (docs/privacy.md, "Timing").
package struct PublicRuns: Sendable {
    /// Per complication that qualifies, by its place in the plan: the position (by date) of the start of each
    /// entry's run, and the positions at which a run starts.
    private var runs: [Int: (starts: [Int], heads: [Int])] = [:]
    private let plan: TimelinePlan

    /// Runs for none: every entry is looked at.
    package init(_ plan: TimelinePlan) {
        self.plan = plan
    }

    /// The runs of the complications `parts` names (by place in `plan`), each with its entries' public parts by their
    /// place in the file's `timeline` array.
    package init(_ plan: TimelinePlan, parts: [Int: [ContentDocument?]]) {
        self.plan = plan
        for (index, parts) in parts where index < plan.complications.count {
            let entries = plan.complications[index].timeline.entries
            var starts: [Int] = [], heads: [Int] = []
            starts.reserveCapacity(entries.count)
            for position in entries.indices {
                if position > 0 && parts[entries[position].index] == parts[entries[position - 1].index] {
                    starts.append(starts[position - 1])
                } else {
                    starts.append(position)
                    heads.append(position)
                }
            }
            runs[index] = (starts, heads)
        }
    }

    /// Whether the complication at `index` draws at `instant` as the second before, in every display: every entry
    /// that may be in force over that second, from the entry at the whole minute before it (Always On's) to the entry
    /// at it, is of one run. False for a complication without runs, which must be resolved to tell.
    package func drawsAlike(_ index: Int, _ instant: Int64) -> Bool {
        guard let starts = runs[index]?.starts, case let timeline = plan.complications[index].timeline,
              let low = timeline.position(at: plan.zone.timestamp(at: instant - 1).flooredToMinute.secondsSinceEpoch),
              let high = timeline.position(at: instant) else { return false }
        return starts[high] <= low
    }

    /// Whether the entry at `position` (by date) of the complication at `index` begins its run; true for every entry of
    /// a complication without runs. Read from the runs worked out once, so telling it costs nothing per entry of the
    /// run: no walk back along it.
    package func beginsRun(_ index: Int, at position: Int) -> Bool {
        guard let starts = runs[index]?.starts else { return true }
        return starts[position] == position
    }

    /// The positions (by date, each once, in order) of the entries of the complication at `index` at whose date, or
    /// the first whole minute after it, it may draw otherwise than the second before; nil for one without runs, all
    /// of whose entries may.
    ///
    /// Where `drawsAlike` is false at an instant `t`, a run starts at a date `d` after the whole minute before `t`
    /// (later than `t - 60`) and no later than `t` (or `t` is within a minute of the first entry, which starts a run):
    /// so `t` lies in `[d, d + 61)`. An entry's date and its next whole minute lie within 59 seconds of each other, so
    /// only entries dated within a minute either side of a run's start can give such an instant.
    package func positionsToLook(_ index: Int) -> [Int]? {
        guard let heads = runs[index]?.heads else { return nil }
        let entries = plan.complications[index].timeline.entries
        var positions: [Int] = []
        for head in heads {
            let date = entries[head].date.secondsSinceEpoch
            var position = head
            while position > (positions.last ?? -1) + 1, entries[position - 1].date.secondsSinceEpoch >= date - 60 {
                position -= 1
            }
            position = max(position, (positions.last ?? -1) + 1)
            while position < entries.count, entries[position].date.secondsSinceEpoch <= date + 61 {
                positions.append(position)
                position += 1
            }
        }
        return positions
    }
}
