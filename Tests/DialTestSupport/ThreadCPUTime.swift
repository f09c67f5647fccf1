import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// The processor time the calling thread has used: how tests measure work, so that a budget holds on a loaded
/// machine. Waiting for a core, which is what load lengthens, is not counted; only running is, which the same work
/// does in about the same time however many other programs run beside it (within a factor for shared caches, which
/// the budgets leave room for). Wall-clock limits counted the wait, and failed on CI's two busy cores.
public enum ThreadCPUTime {
    /// The calling thread's processor time since it started.
    public static var now: Duration {
        var time = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
        return .seconds(time.tv_sec) + .nanoseconds(time.tv_nsec)
    }

    /// `body`'s result and the processor time it took on this thread. `body` must be synchronous: an `await` could
    /// resume on another thread, whose time this would not see.
    public static func measure<T, E: Error>(_ body: () throws(E) -> T) throws(E) -> (result: T, time: Duration) {
        let start = now
        let result = try body()
        return (result, now - start)
    }
}

extension Duration {
    /// The duration in seconds, for messages.
    public var inSeconds: Double {
        Double(components.seconds) + Double(components.attoseconds) / 1e18
    }
}
