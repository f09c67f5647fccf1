import DialCore
import DialModel
import Testing

/// Each reload policy over a whole day, the budget running out and renewing, the minimum interval.
@Suite struct TimelineReloadTests {
    static func at(_ text: String) -> Int64 { Timestamp(iso8601: text)!.secondsSinceEpoch }
    static let midnight = at("2026-11-22T00:00:00+01:00")
    static let nextMidnight = at("2026-11-23T00:00:00+01:00")

    /// A face with one complication: entries at `entries` (times of day on 2026-11-22, +01:00), a policy, a budget.
    static func face(entries: [String] = ["08:00", "12:00"], policy: ReloadPolicyDocument?, content: Bool = false,
                     budget: ReloadBudgetDocument? = nil, faceBudget: ReloadBudgetDocument? = nil) -> FaceDocument {
        let timeline = entries.map {
            TimelineEntryDocument(date: Timestamp(iso8601: "2026-11-22T\($0):00+01:00")!, content: Fixtures.stack(Fixtures.text($0)))
        }
        var document = Fixtures.face(ComplicationDocument(
            id: "c", slot: .center, family: .accessoryRectangular, content: content ? Fixtures.stack(Fixtures.text("static")) : nil,
            timeline: timeline, reloadPolicy: policy, reloadBudget: budget))
        document.reloadBudget = faceBudget
        return document
    }

    static func day(_ document: FaceDocument, from: Int64 = midnight, to: Int64 = nextMidnight) throws -> ComplicationSchedule {
        ScheduleSimulator.simulate(try TimelinePlanner.plan(document, name: "test"), from: from, to: to).complications[0]
    }

    static func times(_ reloads: [ComplicationSchedule.Reload]) -> [String] {
        reloads.map { String($0.due.description.dropFirst(11).prefix(5)) }
    }

    @Test func atEndIsDueOnceAtTheLastEntry() throws {
        let schedule = try Self.day(Self.face(policy: .atEnd))
        #expect(schedule.policy == .atEnd)
        #expect(Self.times(schedule.reloads) == ["12:00"])
        #expect(schedule.reloads[0].granted == schedule.reloads[0].due)
        #expect(schedule.reloads[0].used == 1 && schedule.reloads[0].of == 75)
        #expect(schedule.stale.isEmpty)
        #expect(schedule.days.map(\.used) == [1])
        // The reload yields the same entries: what is shown does not change.
        #expect(schedule.shows.map(\.shows) == [.nothingCurrent, .entry(0), .entry(1)])
    }

    @Test func atEndIsTheDefaultAndWithoutEntriesNeverComesDue() throws {
        #expect(try Self.day(Self.face(policy: nil)).policy == .atEnd)
        let empty = try Self.day(Self.face(entries: [], policy: .atEnd, content: true))
        #expect(empty.reloads.isEmpty)
        #expect(empty.warnings.contains { $0.contains("no entries") })
    }

    /// A static complication (no timeline, no policy of its own) is reloaded `never`, and draws no warning: only a
    /// face that asks for `atEnd` without entries is told that no reload comes due.
    @Test func aStaticComplicationIsNeverReloadedAndNotWarned() throws {
        let plain = try Self.day(Self.face(entries: [], policy: nil, content: true))
        #expect(plain.policy == .never)
        #expect(plain.reloads.isEmpty && plain.warnings.isEmpty)
    }

    @Test func afterADateIsDueThenAndOnlyThen() throws {
        let date = Timestamp(iso8601: "2026-11-22T14:30:00+01:00")!
        let schedule = try Self.day(Self.face(policy: .afterDate(date)))
        #expect(Self.times(schedule.reloads) == ["14:30"])
        #expect(schedule.stale.isEmpty)
        let passed = try Self.day(Self.face(policy: .afterDate(Timestamp(iso8601: "2026-11-21T14:30:00+01:00")!)))
        #expect(passed.reloads.isEmpty)
        #expect(passed.warnings.contains { $0.contains("passed before") })
    }

    @Test func neverReloads() throws {
        let schedule = try Self.day(Self.face(policy: .never))
        #expect(schedule.reloads.isEmpty && schedule.stale.isEmpty && schedule.warnings.isEmpty)
        #expect(schedule.days.map(\.used) == [0])
    }

    @Test func anIntervalWithinTheBudgetIsGrantedAllDay() throws {
        let schedule = try Self.day(Self.face(policy: .afterInterval(.minutes(30))))
        // 00:30 to 23:30, and 00:00 of the next day, which the range still includes.
        #expect(schedule.reloads.count == 48)
        #expect(schedule.reloads.allSatisfy { !$0.withheld && $0.granted == $0.due })
        #expect(schedule.reloads.last?.used == 1)
        #expect(schedule.days.map(\.used) == [47, 1])
        #expect(schedule.stale.isEmpty && schedule.warnings.isEmpty)
    }

    @Test func aSpentBudgetWithholdsTheReloadUntilMidnightAndTheEntryGoesStale() throws {
        let schedule = try Self.day(Self.face(policy: .afterInterval(.minutes(15))), to: Self.at("2026-11-23T01:00:00+01:00"))
        let first = schedule.reloads.prefix(75)
        #expect(first.allSatisfy { !$0.withheld && $0.of == 75 })
        #expect(Self.times(Array(first)).first == "00:15" && Self.times(Array(first)).last == "18:45")
        #expect(first.last?.used == 75)
        let withheld = schedule.reloads[75]
        #expect(withheld.withheld && withheld.due.description == "2026-11-22T19:00:00+01:00")
        #expect(withheld.granted?.description == "2026-11-23T00:00:00+01:00" && withheld.used == 1)
        #expect(schedule.stale.count == 1)
        #expect(schedule.stale[0].from.description == "2026-11-22T19:00:00+01:00")
        #expect(schedule.stale[0].to.description == "2026-11-23T00:00:00+01:00")
        #expect(schedule.stale[0].shows == .entry(1))
        #expect(schedule.stale[0].reason.contains("75 of 75"))
        #expect(schedule.days.map(\.used) == [75, 5])
        #expect(schedule.days.map(\.withheld) == [1, 0])
        // The next day starts over from the reload granted at midnight.
        #expect(Self.times(Array(schedule.reloads.suffix(4))) == ["00:15", "00:30", "00:45", "01:00"])
        #expect(schedule.isStale(at: Self.at("2026-11-22T23:59:59+01:00")))
        #expect(!schedule.isStale(at: Self.at("2026-11-22T18:59:59+01:00")))
        #expect(!schedule.isStale(at: Self.at("2026-11-23T00:00:00+01:00")))
        #expect(schedule.warnings.contains { $0.contains("96 reloads a day") })
    }

    @Test func theBudgetIsOverriddenOnTheFaceAndPerComplicationFieldByField() throws {
        let face = Self.face(policy: .afterInterval(.minutes(30)), budget: ReloadBudgetDocument(reloadsPerDay: 10),
                             faceBudget: ReloadBudgetDocument(reloadsPerDay: 40, minimumInterval: .minutes(45)))
        let schedule = try Self.day(face)
        #expect(schedule.budget == ReloadBudget(reloadsPerDay: 10, minimumInterval: 45 * 60, entrySpacing: 300))
        // Asked for 30 minutes after each load, granted 45 minutes apart at most: 10 reloads by 07:30, then the
        // one due at 08:00 is withheld.
        #expect(Self.times(Array(schedule.reloads.prefix(3))) == ["00:30", "01:15", "02:00"])
        #expect(schedule.reloads.prefix(3).compactMap { $0.granted.map { String($0.description.dropFirst(11).prefix(5)) } }
                == ["00:45", "01:30", "02:15"])
        #expect(schedule.reloads.filter { !$0.withheld }.count == 10)
        #expect(schedule.reloads.filter { !$0.withheld }.last?.granted?.description == "2026-11-22T07:30:00+01:00")
        #expect(schedule.stale.first?.from.description == "2026-11-22T08:00:00+01:00")
        #expect(schedule.warnings.contains { $0.contains("shorter than the minimum interval") })

        let overridden = try TimelinePlanner.plan(face, name: "test", reloadsPerDay: 3).complications[0].budget
        #expect(overridden.reloadsPerDay == 3 && overridden.minimumInterval == 45 * 60)
    }

    @Test func aReloadDueTooSoonWaitsForTheMinimumInterval() throws {
        let schedule = try Self.day(Self.face(entries: ["00:00", "00:02"], policy: .atEnd))
        #expect(schedule.reloads.count == 1)
        #expect(schedule.reloads[0].due.description == "2026-11-22T00:02:00+01:00")
        #expect(schedule.reloads[0].granted?.description == "2026-11-22T00:05:00+01:00")
        #expect(!schedule.reloads[0].withheld && schedule.stale.isEmpty)
        #expect(schedule.warnings.contains { $0.contains("timeline[1] starts 2m after timeline[0]") })
    }

    @Test func aBudgetOfZeroNeverGrantsAndStaysStale() throws {
        let schedule = try Self.day(Self.face(policy: .atEnd, budget: ReloadBudgetDocument(reloadsPerDay: 0)))
        #expect(schedule.reloads.count == 1)
        #expect(schedule.reloads[0].granted == nil && schedule.reloads[0].withheld)
        #expect(schedule.stale.map(\.from.description) == ["2026-11-22T12:00:00+01:00"])
        #expect(schedule.stale.map(\.to.description) == ["2026-11-23T00:00:00+01:00"])
    }

    @Test func aRangeLaterInTheDayCountsTheBudgetFromMidnight() throws {
        let schedule = try Self.day(Self.face(policy: .afterInterval(.minutes(15))),
                                    from: Self.at("2026-11-22T20:00:00+01:00"), to: Self.nextMidnight)
        // The budget was spent at 18:45, before the range began: the reload due at 19:00 is not the range's, but
        // the staleness it causes is, and the budget renews at midnight.
        #expect(schedule.reloads.isEmpty)
        #expect(schedule.stale.map(\.from.description) == ["2026-11-22T20:00:00+01:00"])
        #expect(schedule.stale.map(\.due.description) == ["2026-11-22T19:00:00+01:00"])
        #expect(schedule.days.map(\.used) == [75, 1])
    }

    @Test func aBadBudgetIsRefusedWithItsPath() {
        let error = #expect(throws: FaceError.self) {
            try TimelinePlanner.plan(Self.face(policy: .atEnd, budget: ReloadBudgetDocument(reloadsPerDay: -1)), name: "test")
        }
        #expect(error?.path.description == "complications[0].reloadBudget.reloadsPerDay")
        #expect(error?.found == "-1")
    }
}
