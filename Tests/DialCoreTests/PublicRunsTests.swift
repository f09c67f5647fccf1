import DialCore
import DialModel
import DialTestSupport
import Testing

/// `PublicRuns` looks only at the entries near a run's start: the moments it gives are those a look at every entry
/// gives, on timelines of runs of every length, entries on the minute and between, in a zone with seconds in its
/// offset, and the entries it looks at do not grow with a run's length.
@Suite struct PublicRunsTests {
    /// A plan of one complication with an entry at each of `seconds` after 09:00 UTC, and their public parts: the
    /// entry's run, by `run(index)`.
    static func plan(_ seconds: [Int64], zone: String = "+01:00") throws -> TimelinePlan {
        let start = Timestamp(iso8601: "2026-11-22T09:00:00Z")!.secondsSinceEpoch
        let offset = Timestamp(iso8601: "2026-11-22T09:00:00" + zone)!.utcOffsetSeconds
        let dates = seconds.map { Timestamp(secondsSinceEpoch: start + $0, utcOffsetSeconds: offset) }
        let face = Fixtures.face(hide: false, ComplicationDocument(
            id: "c", slot: .center, family: .accessoryRectangular, content: nil,
            timeline: dates.map { TimelineEntryDocument(date: $0, content: Fixtures.stack(Fixtures.text($0.description))) }))
        return try TimelinePlanner.plan(face, name: "runs")
    }

    static func parts(_ count: Int, run: (Int) -> Int) -> [ContentDocument] {
        (0..<count).map { Fixtures.stack(Fixtures.text("run \(run($0))")) }
    }

    /// What a look at every entry gives: each entry's date and next whole minute where the runs say it may change.
    static func everyEntry(_ plan: TimelinePlan, _ runs: PublicRuns, from: Int64, to: Int64) -> [Int64] {
        var moments: Set<Int64> = [from]
        for entry in plan.complications[0].timeline.entries {
            let date = entry.date.secondsSinceEpoch
            for moment in [date, FrameTimes.minuteCeiling(date, zone: plan.zone)]
            where moment > from && moment <= to && !runs.drawsAlike(0, moment) {
                moments.insert(moment)
            }
        }
        return moments.sorted()
    }

    @Test func theMomentsAreThoseOfALookAtEveryEntry() throws {
        var generator = SeededGenerator(seed: 25)
        for trial in 0..<60 {
            let count = 1 + Int(generator.next() % 300)
            var second: Int64 = Int64(generator.next() % 120) - 60
            var seconds: [Int64] = []
            for _ in 0..<count {
                seconds.append(second)
                second += 1 + Int64(generator.next() % (trial % 3 == 0 ? 3 : trial % 3 == 1 ? 40 : 130))
            }
            let breaks = Set((0..<count).filter { _ in generator.next() % (trial % 2 == 0 ? 50 : 4) == 0 })
            var run = 0
            let runOf = (0..<count).map { index in
                if breaks.contains(index) { run += 1 }
                return run
            }
            let plan = try Self.plan(seconds, zone: trial % 4 == 0 ? "+05:30" : "-03:00")
            let runs = PublicRuns(plan, parts: [0: Self.parts(count) { runOf[$0] }])
            let from = plan.complications[0].timeline.entries[0].date.secondsSinceEpoch - Int64(generator.next() % 200)
            let to = from + Int64(generator.next() % 20_000)
            #expect(FrameTimes.candidates(plan, from: from, to: to, runs: runs) == Self.everyEntry(plan, runs, from: from, to: to),
                    "trial \(trial)")
        }
    }

    @Test func theEntriesLookedAtFollowTheRunsNotTheirLength() throws {
        for count in [1, 10, 1_000] {
            let plan = try Self.plan((0..<Int64(count)).map { $0 * 7 })
            let runs = PublicRuns(plan, parts: [0: Self.parts(count) { _ in 0 }])
            // One run: the entries within a minute of its start, 09:00:00 to 09:01:01, 7 s apart.
            #expect(runs.positionsToLook(0)?.count == min(count, 9), "\(count) entries")
        }
        #expect(PublicRuns(try Self.plan([0, 7])).positionsToLook(0) == nil)
    }
}
