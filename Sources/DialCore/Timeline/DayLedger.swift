import DialModel

/// The budget of each local day a simulation passes through, in order: reloads granted and withheld.
struct DayLedger {
    struct Record {
        var day: ComplicationSchedule.BudgetDay
        var end: Int64
    }

    let zone: ClockZone
    let budget: Int
    private(set) var records: [Record] = []
    private(set) var start: Int64
    private(set) var end: Int64
    private(set) var used = 0
    private var withheld = 0

    init(zone: ClockZone, startingAt midnight: Int64, budget: Int) {
        self.zone = zone
        self.budget = budget
        start = midnight
        end = zone.startOfNextDay(after: midnight)
    }

    var isSpent: Bool { used >= budget }

    /// `2026-11-22`: the local date of the current day.
    var date: String { String(zone.timestamp(at: start).description.prefix(10)) }

    mutating func grant() { used += 1 }

    mutating func withhold() { withheld += 1 }

    /// Closes every day that ends at or before `instant`.
    mutating func advance(to instant: Int64) {
        while instant >= end {
            close()
            start = end
            end = zone.startOfNextDay(after: start)
            used = 0
            withheld = 0
        }
    }

    /// Every day so far, the current one included.
    var allRecords: [Record] {
        records + [current]
    }

    private var current: Record {
        Record(day: .init(start: zone.timestamp(at: start), used: used, of: budget, withheld: withheld), end: end)
    }

    private mutating func close() { records.append(current) }
}
