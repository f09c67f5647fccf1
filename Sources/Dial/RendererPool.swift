import Foundation
import Synchronization
#if canImport(Glibc)
import Glibc
#endif

/// Threads that render, each with a `Renderer` of its own (a renderer is not thread-safe), and a bounded queue of
/// jobs in front of them: the one way Dial runs renders on every core, for the export, the golden runner and the
/// preview. Rendering is CPU work of milliseconds: on the threads of Swift's cooperative pool it would stall every
/// task, so it runs here.
///
/// A job's output does not depend on the worker that ran it: renderers keep caches, never state that changes bytes.
/// Callers that gather results put them in their own order (the export's manifest, the golden summary), so the same
/// input gives the same bytes whatever the number of workers and the order jobs finish in.
///
/// When the queue empties and every worker is idle, the pool hands the memory its renders freed back to the system
/// (`malloc_trim`): a burst of renders would otherwise leave the process at its peak size for good.
public final class RendererPool: @unchecked Sendable {
    /// How many jobs run at once.
    public let workers: Int
    /// How many jobs may wait; `submit(_:)` refuses more.
    public let queueLimit: Int

    private let condition = NSCondition()
    // Guarded by `condition`.
    private var jobs: [@Sendable (Renderer) -> Void] = []
    private var head = 0
    private var running = 0
    private var stopped = false

    /// Each worker's renderer, used by that worker's thread alone.
    private final class Slot: @unchecked Sendable {
        let renderer: Renderer
        init(_ renderer: Renderer) { self.renderer = renderer }
    }

    /// Starts `workers` threads, each with a renderer of its own, behind a queue of at most `queueLimit` jobs.
    ///
    /// - Parameters:
    ///   - workers: Threads, at least one.
    ///   - queueLimit: Jobs that may wait at once.
    ///   - name: The threads' name, numbered, as a debugger shows them.
    /// - Throws: When the pinned fonts cannot be opened (no thread is left running then).
    public init(workers: Int, queueLimit: Int = .max, name: String = "dial-render") throws(DialError) {
        self.workers = max(1, workers)
        self.queueLimit = queueLimit
        // Every renderer first: a font that cannot be opened stops the pool before any thread starts.
        var slots: [Slot] = []
        for _ in 0..<self.workers { slots.append(Slot(try Renderer())) }
        for (number, slot) in slots.enumerated() {
            let thread = Thread { [self] in work(slot) }
            thread.name = "\(name)-\(number)"
            thread.start()
        }
    }

    /// Queues `job`, to run on the next free worker with its renderer.
    ///
    /// - Parameter job: The work, given the worker's renderer.
    /// - Returns: false, and `job` is dropped, when the queue is full or the pool stopped.
    @discardableResult
    public func submit(_ job: @escaping @Sendable (Renderer) -> Void) -> Bool {
        condition.withLock {
            guard !stopped, jobs.count - head < queueLimit else { return false }
            jobs.append(job)
            condition.signal()
            return true
        }
    }

    /// Runs `body` once on every worker, with its renderer, and returns when all have returned: for work that
    /// shares out its own items (the export's jobs, the golden runner's variants) among the workers.
    ///
    /// - Parameter body: The loop each worker runs.
    public func onEveryWorker(_ body: @escaping @Sendable (Renderer) -> Void) {
        let group = DispatchGroup()
        for _ in 0..<workers {
            group.enter()
            let queued = submit { renderer in
                body(renderer)
                group.leave()
            }
            if !queued { group.leave() }
        }
        group.wait()
    }

    /// Runs `body` on the next free worker with its renderer and waits for its result: for checks made one frame at a
    /// time from many threads (the golden strategies, as tests run in parallel), so that the workers' renderers, with
    /// their fonts open and caches warm, serve every check rather than a renderer being made for each.
    ///
    /// - Returns: `body`'s result, or nil when the queue was full or the pool stopped. Not for a job of this pool's
    ///   own: it would wait for a worker that waits for it.
    package func perform<T: Sendable>(_ body: @escaping @Sendable (Renderer) -> T) -> T? {
        let done = DispatchSemaphore(value: 0)
        let result = Mutex<T?>(nil)
        guard submit({ renderer in
            let value = body(renderer)
            result.withLock { $0 = value }
            done.signal()
        }) else { return nil }
        done.wait()
        return result.withLock { $0 }
    }

    /// The pool the golden strategies share, one worker per core, made when first asked for; or why it could not be.
    package static let checks = Result { () throws(DialError) in
        try RendererPool(workers: ProcessInfo.processInfo.activeProcessorCount, name: "dial-check")
    }

    /// Lets every worker finish the jobs queued, then end.
    public func stop() {
        condition.withLock {
            stopped = true
            condition.broadcast()
        }
    }

    private func work(_ slot: Slot) {
        while true {
            condition.lock()
            while head == jobs.count && !stopped { condition.wait() }
            if head == jobs.count {
                condition.unlock()
                return
            }
            let job = jobs[head]
            head += 1
            if head == jobs.count { (jobs, head) = ([], 0) }
            running += 1
            condition.unlock()
            job(slot.renderer)
            let idle = condition.withLock {
                running -= 1
                return running == 0 && head == jobs.count
            }
            if idle { Self.releaseFreedMemory() }
        }
    }

    /// Returns the heap's free pages to the system. glibc keeps what a burst freed, in every thread's arena.
    private static func releaseFreedMemory() {
        _ = trim?(0)
    }

    /// glibc's `malloc_trim`, looked up once: Swift's Glibc module leaves out `malloc.h`. Nil where there is none.
    private static let trim: (@convention(c) (Int) -> Int32)? = {
        #if canImport(Glibc)
        guard let symbol = dlsym(dlopen(nil, RTLD_NOW), "malloc_trim") else { return nil }
        return unsafeBitCast(symbol, to: (@convention(c) (Int) -> Int32).self)
        #else
        return nil
        #endif
    }()
}
