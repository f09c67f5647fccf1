import DialCore
import DialModel
import Testing

/// Smart Stack order per hour: the best score each complication's entries hold during the hour.
@Suite struct TimelineRelevanceTests {
    static func at(_ time: String) -> Timestamp { Timestamp(iso8601: "2026-11-22T\(time):00+01:00")! }

    static func complication(_ id: String, slot: SlotID, _ entries: [(String, RelevanceDocument?)]) -> ComplicationDocument {
        ComplicationDocument(id: id, slot: slot, family: .accessoryCircular, content: Fixtures.stack(Fixtures.text(id)),
                             timeline: entries.map { TimelineEntryDocument(date: at($0.0), content: Fixtures.stack(Fixtures.text($0.0)),
                                                                           relevance: $0.1) })
    }

    static func hours(_ complications: ComplicationDocument..., from: String = "08:00", to: String = "13:00") throws -> [HourRelevance] {
        var document = Fixtures.face()
        document.complications = complications
        let plan = try TimelinePlanner.plan(document, name: "test")
        return ScheduleSimulator.simulate(plan, from: at(from).secondsSinceEpoch, to: at(to).secondsSinceEpoch).relevance
    }

    @Test func theHighestScoreOfTheHourRanksFirst() throws {
        let hours = try Self.hours(
            Self.complication("weather", slot: .topLeft, [("08:00", RelevanceDocument(score: 30)), ("10:30", RelevanceDocument(score: 95, duration: .minutes(20)))]),
            Self.complication("calendar", slot: .bottomLeft, [("09:15", RelevanceDocument(score: 60, duration: .minutes(30)))]))
        #expect(hours.map(\.from.description) == ["08:00", "09:00", "10:00", "11:00", "12:00"].map { Self.at($0).description })
        // Duration 0: weather's first score holds until its next entry at 10:30.
        #expect(hours.map(\.top) == ["weather", "calendar", "weather", nil, nil])
        #expect(hours[1].ranking.map(\.id) == ["calendar", "weather"])
        #expect(hours[1].ranking.map(\.score) == [60, 30])
        #expect(hours[2].ranking.map(\.id) == ["weather"])
        #expect(hours[2].ranking[0].score == 95 && hours[2].ranking[0].entry == .entry(1))
    }

    @Test func aScoreWithADurationEndsThenAndTiesKeepTheFacesOrder() throws {
        let hours = try Self.hours(
            Self.complication("first", slot: .topLeft, [("08:00", RelevanceDocument(score: 50, duration: .minutes(60)))]),
            Self.complication("second", slot: .bottomLeft, [("08:30", RelevanceDocument(score: 50))]),
            Self.complication("third", slot: .bottomCenter, [("08:00", nil), ("09:00", nil)]))
        #expect(hours[0].ranking.map(\.id) == ["first", "second"])
        // first's hour ended at 09:00; second's score, with no later entry, holds on.
        #expect(hours[1].ranking.map(\.id) == ["second"])
        #expect(hours[4].ranking.map(\.id) == ["second"])
        #expect(!hours.contains { $0.ranking.contains { $0.id == "third" } })
    }

    @Test func aRangeStartingWithinAnHourStartsItsFirstRowThere() throws {
        let hours = try Self.hours(Self.complication("c", slot: .topLeft, [("08:00", RelevanceDocument(score: 1))]), from: "08:40", to: "10:10")
        #expect(hours.map(\.from.description) == ["08:40", "09:00", "10:00"].map { Self.at($0).description })
        #expect(hours.map(\.to.description) == ["09:00", "10:00", "10:10"].map { Self.at($0).description })
    }
}
