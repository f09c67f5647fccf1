import Dial
import Foundation

/// A fixed number of threads, each with its own `Renderer` (which is not thread-safe), and a bounded queue in front of
/// them. Rendering is CPU work of milliseconds: on the threads of Swift's cooperative pool it would stall every socket
/// the server holds, so it runs here. A request that finds the queue full is refused at once (503), so a burst of
/// requests costs at most `queueLimit` renders' time and memory.
final class RenderPool: @unchecked Sendable {
    private let condition = NSCondition()
    private var jobs: [@Sendable (Renderer) -> Void] = []
    private var stopped = false
    let queueLimit: Int
    let workers: Int

    /// Each worker's renderer, used by that worker's thread alone.
    private final class Slot: @unchecked Sendable {
        let renderer: Renderer
        init(_ renderer: Renderer) { self.renderer = renderer }
    }

    init(workers: Int, queueLimit: Int) throws(DialError) {
        self.workers = workers
        self.queueLimit = queueLimit
        for number in 0..<workers {
            let slot = Slot(try Renderer())
            let thread = Thread { [self] in work(slot) }
            thread.name = "dial-preview-render-\(number)"
            thread.start()
        }
    }

    /// Runs `body` on a worker with its renderer; throws 503 when the queue is full.
    func run<T: Sendable>(_ body: @escaping @Sendable (Renderer) -> T) async throws(HTTPFailure) -> T {
        let result: T? = await withCheckedContinuation { continuation in
            let accepted = condition.withLock {
                guard !stopped, jobs.count < queueLimit else { return false }
                jobs.append { renderer in continuation.resume(returning: body(renderer)) }
                condition.signal()
                return true
            }
            if !accepted { continuation.resume(returning: nil) }
        }
        guard let result else { throw HTTPFailure(.unavailable, "the preview is busy rendering; try again") }
        return result
    }

    func stop() {
        condition.withLock {
            stopped = true
            condition.broadcast()
        }
    }

    private func work(_ slot: Slot) {
        while true {
            condition.lock()
            while jobs.isEmpty && !stopped { condition.wait() }
            if jobs.isEmpty {
                condition.unlock()
                return
            }
            let job = jobs.removeFirst()
            condition.unlock()
            job(slot.renderer)
        }
    }
}
