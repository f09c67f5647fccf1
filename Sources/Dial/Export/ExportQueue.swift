import Foundation

/// What a worker tells the coordinating thread.
enum WorkerMessage: Sendable {
    /// What became of the job at this index of `ExportPlan.jobs`, with the entries of the files it wrote and of
    /// those it kept, encoded.
    case job(Int, [ExportEvent], written: [EncodedEntry], kept: [EncodedEntry])
    /// The worker has taken its last job; with the error that stopped it early, if one did.
    case stopped(DialError?)
}

/// What the workers share: the number of the next job to take, and the messages on their way to the thread that
/// called `Exporter.run`. Every property is read and written with `condition` locked.
final class ExportQueue: @unchecked Sendable {
    private let condition = NSCondition()
    private let jobCount: Int
    private var nextJob = 0
    private var cancelled = false
    private var messages: [WorkerMessage] = []

    init(jobCount: Int) {
        self.jobCount = jobCount
    }

    /// The next job's index, or nil when there is none left or the export was cancelled.
    func take() -> Int? {
        condition.lock()
        defer { condition.unlock() }
        guard !cancelled, nextJob < jobCount else { return nil }
        nextJob += 1
        return nextJob - 1
    }

    /// Stops every worker after its current job.
    func cancel() {
        condition.lock()
        cancelled = true
        condition.unlock()
    }

    func post(_ new: [WorkerMessage]) {
        condition.lock()
        messages += new
        condition.signal()
        condition.unlock()
    }

    /// Every message posted since the last call; waits until there is at least one.
    func waitForMessages() -> [WorkerMessage] {
        condition.lock()
        defer { condition.unlock() }
        while messages.isEmpty { condition.wait() }
        defer { messages.removeAll(keepingCapacity: true) }
        return messages
    }
}
