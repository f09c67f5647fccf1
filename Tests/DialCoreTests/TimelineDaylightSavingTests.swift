import DialCore
import DialModel
import Testing

/// Europe/Paris on 2026-10-25, when 03:00 summer time becomes 02:00 winter time (01:00 UTC), and on 2026-03-29,
/// when 02:00 becomes 03:00: the clock, the entry chosen, times of day, the budget's day and the hours.
@Suite struct TimelineDaylightSavingTests {
    static let paris = TimeZoneName("Europe/Paris")!
    static func at(_ text: String) -> Timestamp { Timestamp(iso8601: text)! }

    /// Entry A at the first 02:30 (summer time), B at the second 02:15 (winter time): B is 45 minutes after A,
    /// though its wall-clock time is earlier.
    static let a = "2026-10-25T02:30:00+02:00"
    static let b = "2026-10-25T02:15:00+01:00"

    static func face(time: String = "2026-10-25T12:00:00+01:00", zone: Bool = true) -> FaceDocument {
        let timeline = [a, b].map { TimelineEntryDocument(date: at($0), content: Fixtures.stack(Fixtures.text($0))) }
        var document = Fixtures.face(hide: false, ComplicationDocument(id: "c", slot: .center, family: .accessoryRectangular,
                                                          content: Fixtures.stack(Fixtures.text("static")), timeline: timeline))
        document.time = at(time)
        document.timeZone = zone ? paris : nil
        return document
    }

    static func resolved(at time: TimeOverride, _ display: Display = .active, zone: Bool = true) throws -> ResolvedFace {
        try Fixtures.resolve(face(zone: zone), display, RenderOverrides(time: time))
    }

    static func shown(at time: String, _ display: Display = .active) throws -> String? {
        guard case .stack(let stack) = Fixtures.content(try resolved(at: .instant(at(time)), display).complications[0]) else { return nil }
        let lines = stack.lines
        return lines[0].text
    }

    @Test func theClockGoesBackFromThreeToTwo() throws {
        let before = try Self.resolved(at: .instant(Self.at("2026-10-25T00:59:59Z"))).clock.time
        let after = try Self.resolved(at: .instant(Self.at("2026-10-25T01:00:00Z"))).clock.time
        #expect(before.description == "2026-10-25T02:59:59+02:00")
        #expect(after.description == "2026-10-25T02:00:00+01:00")
        #expect(after.secondsSinceEpoch - before.secondsSinceEpoch == 1)
        #expect((before.wallClock.hour, before.wallClock.minute) == (2, 59))
        #expect((after.wallClock.hour, after.wallClock.minute) == (2, 0))
        // Without a time zone the clock keeps the offset the instant was written with.
        #expect(try Self.resolved(at: .instant(Self.at("2026-10-25T01:00:00Z")), zone: false).clock.time.description
                == "2026-10-25T01:00:00Z")
    }

    @Test func entriesAreChosenByInstantNotByWallClock() throws {
        #expect(try Self.shown(at: "2026-10-25T02:29:59+02:00") == "static")
        #expect(try Self.shown(at: "2026-10-25T02:45:00+02:00") == Self.a)
        // 02:10 winter time reads earlier than A's 02:30, but comes 40 minutes after it.
        #expect(try Self.shown(at: "2026-10-25T02:10:00+01:00") == Self.a)
        #expect(try Self.shown(at: "2026-10-25T02:14:59+01:00") == Self.a)
        #expect(try Self.shown(at: "2026-10-25T02:15:00+01:00") == Self.b)
        #expect(try Self.shown(at: "2026-10-25T01:15:30Z", .alwaysOn) == Self.b)
        #expect(try Self.shown(at: "2026-10-25T01:14:59Z", .alwaysOn) == Self.a)
        let floored = try Self.resolved(at: .instant(Self.at("2026-10-25T01:15:30Z")), .alwaysOn).clock.time
        #expect(floored.description == "2026-10-25T02:15:00+01:00")
    }

    @Test func aTimeOfDayIsReadOnTheZonesWallClock() throws {
        // 02:30 happens twice: the first (summer time) is meant.
        #expect(try Self.resolved(at: .timeOfDay(hour: 2, minute: 30, second: 0)).clock.time.description == "2026-10-25T02:30:00+02:00")
        #expect(try Self.resolved(at: .timeOfDay(hour: 16, minute: 45, second: 0)).clock.time.description == "2026-10-25T16:45:00+01:00")
        // 02:30 never happens on the night the clocks go forward: it is read as 03:30 summer time.
        let spring = ClockZone.named(Self.paris)
        #expect(spring.timestamp(at: spring.instant(year: 2026, month: 3, day: 29, hour: 2, minute: 30, second: 0)).description
                == "2026-03-29T03:30:00+02:00")
        #expect(spring.timestamp(at: spring.instant(year: 2026, month: 3, day: 29, hour: 1, minute: 59, second: 59)).description
                == "2026-03-29T01:59:59+01:00")
    }

    @Test func theDayHasTwentyFiveHoursAndTheBudgetFollowsIt() throws {
        let zone = ClockZone.named(Self.paris)
        let noon = Self.at("2026-10-25T12:00:00+01:00").secondsSinceEpoch
        let start = zone.startOfDay(containing: noon), end = zone.startOfNextDay(after: noon)
        #expect(zone.timestamp(at: start).description == "2026-10-25T00:00:00+02:00")
        #expect(zone.timestamp(at: end).description == "2026-10-26T00:00:00+01:00")
        #expect(end - start == 25 * 3600)
        #expect(zone.startOfNextDay(after: Self.at("2026-03-29T12:00:00+02:00").secondsSinceEpoch)
                - zone.startOfDay(containing: Self.at("2026-03-29T12:00:00+02:00").secondsSinceEpoch) == 23 * 3600)

        var document = Self.face()
        document.complications![0].reloadPolicy = .afterInterval(TimeSpan(seconds: 3600))
        let plan = try TimelinePlanner.plan(document, name: "dst")
        let schedule = ScheduleSimulator.simulate(plan, from: start, to: end)
        let complication = schedule.complications[0]
        // Loaded free at midnight, then every hour: 24 reloads within the day's 25 hours, the 25th at the next midnight.
        #expect(complication.days.map(\.used) == [24, 1])
        #expect(complication.reloads.map(\.due.description).contains("2026-10-25T02:00:00+02:00"))
        #expect(complication.reloads.map(\.due.description).contains("2026-10-25T02:00:00+01:00"))
        // Twenty-five hours, the 02:00 hour twice.
        #expect(schedule.relevance.count == 25)
        #expect(schedule.relevance.map(\.from.description).filter { $0.contains("T02:00") }
                == ["2026-10-25T02:00:00+02:00", "2026-10-25T02:00:00+01:00"])
        #expect(FrameTimes.count(every: 3600, from: start, to: end) == 26)
        let text = ScheduleText.render(schedule)
        #expect(text.contains("02:00+02:00") && text.contains("02:00+01:00"), "\(text)")
        #expect(text.hasPrefix("dst: 2026-10-25 00:00+02:00 → 24:00+01:00 (Europe/Paris)\n"), "\(text)")
    }

    @Test func theRangeOfADayIsMidnightToMidnight() throws {
        let zone = ClockZone.named(Self.paris)
        // Both 02:30s, in order, from wall-clock times: the first is the summer one.
        let first = zone.instant(year: 2026, month: 10, day: 25, hour: 2, minute: 30, second: 0)
        #expect(zone.timestamp(at: first).description == Self.a)
        #expect(zone.timestamp(at: first + 3600).description == "2026-10-25T02:30:00+01:00")
    }

    @Test func anUnknownZoneIsRefusedWithItsPathAndASuggestion() {
        let misspelt = #expect(throws: FaceError.self) {
            try FaceDocument.decode(Array(#"{"schemaVersion": 1, "timeZone": "Europe/Pariss"}"#.utf8), file: "zone.json")
        }
        #expect(misspelt?.path.description == "timeZone")
        #expect(misspelt?.expected.contains("IANA time zone name") == true)
        #expect(misspelt?.expected.contains("did you mean \"Europe/Paris\"") == true)
        #expect(misspelt?.found == "\"Europe/Pariss\"")
        #expect(misspelt?.location?.line == 1)
        for name in ["CET", "PST", "GMT+1", "Mars/Olympus", ""] {
            #expect(throws: FaceError.self, "\(name)") {
                try FaceDocument.decode(Array(#"{"schemaVersion": 1, "timeZone": "\#(name)"}"#.utf8))
            }
        }
        for name in ["UTC", "America/New_York", "Asia/Kolkata"] {
            #expect(TimeZoneName(name) != nil, "\(name)")
        }
    }
}
