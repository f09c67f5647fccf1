import DialModel

/// The moments a timeline's frames are drawn at.
package enum FrameTimes {
    /// How many moments `every(step:from:to:)` gives, without making them: for a limit checked up front.
    package static func count(every step: Int64, from: Int64, to: Int64) -> Int64 {
        precondition(step > 0 && from <= to)
        return (to - from) / step + 1
    }

    /// `from`, `from + step`, … up to and including `to` where a step lands on it.
    package static func every(step: Int64, from: Int64, to: Int64) -> [Int64] {
        Array(stride(from: from, through: to, by: Int(step)))
    }

    /// The moments at which what a complication draws may change: the start of the range, each entry's date
    /// within it, and the first whole minute of the wall clock at or after each date (Always On floors the time,
    /// so it shows an entry from then). Sorted, each once. The entries of the complications in `excluding` (hidden at
    /// every moment, so they change nothing drawn) add none: looking at them would take time that grows with them.
    /// Nor does a moment at which `runs` says the complication (by its place in the plan) draws as the second
    /// before, in every display: no change can be found there; and only the entries near the start of one of its
    /// runs are looked at, so that this work does not grow with the entries a run holds.
    package static func candidates(_ plan: TimelinePlan, from: Int64, to: Int64, excluding: Set<String> = [],
                                   runs: PublicRuns? = nil) -> [Int64] {
        var moments: Set<Int64> = [from]
        for (index, complication) in plan.complications.enumerated() where !excluding.contains(complication.id) {
            let entries = complication.timeline.entries
            let positions = runs?.positionsToLook(index) ?? Array(entries.indices)
            WorkProbe.note(.entriesLookedAt, positions.count)
            for position in positions {
                let date = entries[position].date.secondsSinceEpoch
                for moment in [date, minuteCeiling(date, zone: plan.zone)]
                where moment > from && moment <= to && runs?.drawsAlike(index, moment) != true {
                    moments.insert(moment)
                }
            }
        }
        // Whether a complication that uses the location has one changes as the app is used and the face viewed.
        if plan.complications.contains(where: { $0.usesLocation && !excluding.contains($0.id) }) {
            for event in plan.events.events {
                var dates = [event.at]
                if event.document.event == .view { dates.append(event.at + LocationPermission.afterViewSeconds) }
                for date in dates {
                    for moment in [date, minuteCeiling(date, zone: plan.zone)] where moment > from && moment <= to {
                        moments.insert(moment)
                    }
                }
            }
        }
        return moments.sorted()
    }

    /// The first whole minute of the wall clock at or after `instant`.
    package static func minuteCeiling(_ instant: Int64, zone: ClockZone) -> Int64 {
        let second = ((instant + Int64(zone.utcOffset(at: instant))) % 60 + 60) % 60
        return second == 0 ? instant : instant + 60 - second
    }
}
