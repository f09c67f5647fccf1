/// Runs work that waits on a client for at most a given time: a client that sends a request byte by byte, or never
/// reads its answer, holds a connection only that long.
enum Deadline {
    struct Expired: Error {}

    static func run<T: Sendable>(seconds: Double, _ body: @escaping @Sendable () async throws -> T) async throws -> T {
        try await withThrowingTaskGroup(of: T?.self) { group in
            group.addTask { try await body() }
            group.addTask {
                try await Task.sleep(for: .milliseconds(Int(seconds * 1000)))
                return nil
            }
            defer { group.cancelAll() }
            guard let first = try await group.next(), let value = first else { throw Expired() }
            return value
        }
    }
}
