import Foundation

/// Runs work that waits on a client for at most a given time: a client that sends a request byte by byte, or never
/// reads its answer, holds a connection only that long.
///
/// One clock for the whole server (`watch(every:)`) ends the work whose time is up, rather than a timer per wait:
/// a cancelled `Task.sleep` keeps its timer, a couple of hundred bytes, until the time it was set for, so a burst of
/// requests with a 10 s timer each held megabytes for 10 s, scattered among the heap's pages, and the heap could not
/// give them back when the burst was over (docs/preview.md, "Memory under load").
final class Deadlines: @unchecked Sendable {
    struct Expired: Error {}

    private final class Entry {
        let deadline: ContinuousClock.Instant
        let cancel: @Sendable () -> Void
        var expired = false

        init(deadline: ContinuousClock.Instant, cancel: @escaping @Sendable () -> Void) {
            self.deadline = deadline
            self.cancel = cancel
        }
    }

    private let lock = NSLock()
    // Guarded by `lock`.
    private var pending: [Int: Entry] = [:]
    private var next = 0

    /// `body`'s result, or `Expired` if it had not returned `seconds` after it began (it is cancelled then). The end
    /// comes at the first tick of `watch(every:)` after the time is up.
    func run<T: Sendable>(seconds: Double, _ body: @escaping @Sendable () async throws -> T) async throws -> T {
        let work = Task { try await body() }
        let id = arm(Entry(deadline: .now + .milliseconds(Int(seconds * 1000)), cancel: { work.cancel() }))
        do {
            let value = try await withTaskCancellationHandler { try await work.value } onCancel: { work.cancel() }
            _ = disarm(id)
            return value
        } catch {
            if disarm(id) { throw Expired() }
            throw error
        }
    }

    /// Ends the work whose time is up, every `tick`, until the task running it is cancelled.
    func watch(every tick: Duration) async {
        while !Task.isCancelled {
            try? await Task.sleep(for: tick)
            let now = ContinuousClock.now
            let due = lock.withLock {
                pending.values.filter { $0.deadline <= now && !$0.expired }.map { entry in
                    entry.expired = true
                    return entry.cancel
                }
            }
            for cancel in due { cancel() }
        }
    }

    private func arm(_ entry: Entry) -> Int {
        lock.withLock {
            next += 1
            pending[next] = entry
            return next
        }
    }

    /// Waits begun and not yet over: none once every wait has ended, however many there were.
    var waiting: Int { lock.withLock { pending.count } }

    /// Forgets the wait; true if its time had run out.
    private func disarm(_ id: Int) -> Bool {
        lock.withLock { pending.removeValue(forKey: id)?.expired ?? false }
    }
}
