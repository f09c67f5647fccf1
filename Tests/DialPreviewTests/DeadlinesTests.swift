@testable import DialPreview
import Foundation
import Testing

@Suite struct DeadlinesTests {
    struct Refused: Error, Equatable {}

    /// Runs `body` with a clock ticking every 20 ms beside it, as the server runs one.
    func withClock<T>(_ body: (Deadlines) async throws -> T) async rethrows -> T {
        let deadlines = Deadlines()
        let clock = Task { await deadlines.watch(every: .milliseconds(20)) }
        defer { clock.cancel() }
        return try await body(deadlines)
    }

    @Test func workThatEndsInTimeGivesItsResultAndLeavesNothingWaiting() async throws {
        try await withClock { deadlines in
            for number in 0..<1_000 {
                let value = try await deadlines.run(seconds: 10) { number * 2 }
                #expect(value == number * 2)
            }
            // A timer per wait would still be there, for 10 s each: the clock keeps nothing once a wait is over.
            #expect(deadlines.waiting == 0)
        }
    }

    @Test func workThatOutlivesItsDeadlineIsCancelledAndEndsAsExpired() async throws {
        await withClock { deadlines in
            let start = ContinuousClock.now
            await #expect(throws: Deadlines.Expired.self) {
                try await deadlines.run(seconds: 0.2) {
                    try await Task.sleep(for: .seconds(3_600))
                    return 1
                }
            }
            let took = ContinuousClock.now - start
            #expect(took >= .milliseconds(200))
            // Cancelled, not left to run its hour. How soon after 0.2 s is not asserted: beside the other suites'
            // blocking work, Swift's two cooperative threads here can be busy for a minute and more.
            #expect(took < .seconds(1_800), "cancelled after its time, not when the work would have ended")
            #expect(deadlines.waiting == 0)
        }
    }

    @Test func workThatFailsInTimeFailsWithItsOwnError() async throws {
        await withClock { deadlines in
            await #expect(throws: Refused.self) {
                try await deadlines.run(seconds: 10) { () throws -> Int in throw Refused() }
            }
            #expect(deadlines.waiting == 0)
        }
    }

    @Test func cancellingTheWaiterCancelsTheWorkAndIsNotExpiry() async throws {
        try await withClock { deadlines in
            // An hour's deadline: this is about the waiter's cancellation, which must not race the clock.
            let waiter = Task {
                try await deadlines.run(seconds: 3_600) {
                    try await Task.sleep(for: .seconds(60))
                    return 1
                }
            }
            try await Task.sleep(for: .milliseconds(50))
            waiter.cancel()
            let result = await waiter.result
            #expect(throws: CancellationError.self) { try result.get() }
        }
    }
}
