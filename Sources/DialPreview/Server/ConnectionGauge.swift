import Foundation

/// Counts what is open (connections, event streams) against a limit.
final class ConnectionGauge: @unchecked Sendable {
    private let lock = NSLock()
    private var open = 0
    let limit: Int

    init(limit: Int) {
        self.limit = limit
    }

    func tryAcquire() -> Bool {
        lock.withLock {
            guard open < limit else { return false }
            open += 1
            return true
        }
    }

    func release() {
        lock.withLock { open -= 1 }
    }

    var count: Int { lock.withLock { open } }
}
