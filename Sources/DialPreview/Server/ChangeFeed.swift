import DialModel
import Foundation

/// Fans face changes out to the open event streams. Each subscriber's buffer holds the newest few messages only: a
/// page that stops reading loses old news (it fetches the current state when it reads again), never the server's
/// memory.
final class ChangeFeed: @unchecked Sendable {
    private let lock = NSLock()
    private var subscribers: [Int: AsyncStream<[UInt8]>.Continuation] = [:]
    private var next = 0
    let limit: Int

    init(limit: Int) {
        self.limit = limit
    }

    /// A new subscriber's stream, or nil when `limit` are open already.
    func subscribe() -> (id: Int, stream: AsyncStream<[UInt8]>)? {
        let (stream, continuation) = AsyncStream<[UInt8]>.makeStream(bufferingPolicy: .bufferingNewest(16))
        return lock.withLock {
            guard subscribers.count < limit else { return nil }
            next += 1
            subscribers[next] = continuation
            return (next, stream)
        }
    }

    func unsubscribe(_ id: Int) {
        lock.withLock { subscribers.removeValue(forKey: id) }?.finish()
    }

    var count: Int { lock.withLock { subscribers.count } }

    func publish(_ status: FaceStatus) {
        broadcast(Self.message(status))
    }

    /// A comment line: keeps idle proxies from closing the stream, and finds the streams whose reader has gone.
    func heartbeat() {
        broadcast(Array(": keep-alive\n\n".utf8))
    }

    func finishAll() {
        let all = lock.withLock {
            defer { subscribers = [:] }
            return Array(subscribers.values)
        }
        all.forEach { $0.finish() }
    }

    private func broadcast(_ message: [UInt8]) {
        for continuation in lock.withLock({ Array(subscribers.values) }) { continuation.yield(message) }
    }

    static func message(_ status: FaceStatus) -> [UInt8] {
        let encoder = JSONEncoder.dial(.line)
        // JSON keeps the message on one line: a newline in an error cannot end the event early.
        let data = (try? encoder.encode(status)) ?? Data("{}".utf8)
        return Array("event: face\ndata: ".utf8) + Array(data) + Array("\n\n".utf8)
    }
}
