import Foundation

/// What a finished program left: its exit status and everything it printed.
public struct ProcessOutput: Sendable {
    public var status: Int32
    public var stdout: String
    public var stderr: String
    /// Ended by a signal (`status` is then the signal's number), not by exiting.
    public var signalled: Bool
    /// Ended because it ran past the `timeout` it was given.
    public var timedOut: Bool
}

/// Runs a program to its end, as the tests run `dial`, Chromium and `swift`: one way, so that no test can hang on a
/// pipe it forgot to drain.
public enum ProcessRunner {
    /// Runs `executable` with `arguments` in `directory`, with `environment` (the tests' own when nil), and ends it
    /// after `timeout` seconds if given. Both outputs are read as they come, so a program that fills one pipe while the
    /// test waits on the other cannot stall.
    public static func run(_ executable: URL, _ arguments: [String], in directory: URL? = nil,
                           environment: [String: String]? = nil, timeout: TimeInterval? = nil) throws -> ProcessOutput {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        if let directory { process.currentDirectoryURL = directory }
        if let environment { process.environment = environment }
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        var timer: DispatchWorkItem?
        let lock = NSLock()
        nonisolated(unsafe) var timedOut = false
        if let timeout {
            let item = DispatchWorkItem {
                lock.withLock { timedOut = process.isRunning }
                process.terminate()
            }
            DispatchQueue.global().asyncAfter(deadline: .now() + timeout, execute: item)
            timer = item
        }
        nonisolated(unsafe) var errors = Data()
        let reading = DispatchGroup()
        reading.enter()
        DispatchQueue.global().async {
            errors = err.fileHandleForReading.readDataToEndOfFile()
            reading.leave()
        }
        let output = out.fileHandleForReading.readDataToEndOfFile()
        reading.wait()
        process.waitUntilExit()
        timer?.cancel()
        return ProcessOutput(status: process.terminationStatus, stdout: String(decoding: output, as: UTF8.self),
                             stderr: String(decoding: errors, as: UTF8.self),
                             signalled: process.terminationReason == .uncaughtSignal, timedOut: lock.withLock { timedOut })
    }
}
