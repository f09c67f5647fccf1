import DialTestSupport
import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// `dial preview` run as a user runs it, on a free loopback port: started, read, and stopped with SIGINT.
final class PreviewProcess {
    let process = Process()
    let port: UInt16
    let url: String
    private let output: Pipe
    private let errors = Pipe()
    private let lines = LineCollector()
    private let wrapped: Bool

    /// The `dial` executable built beside the test bundle.
    static var dial: URL { TestEnvironment.dial }

    /// Starts `dial preview ARGUMENTS --port 0` and waits (`TestEnvironment.patience`) for the address it prints.
    init(_ arguments: [String], wrapper: [String] = []) throws {
        output = Pipe()
        wrapped = !wrapper.isEmpty
        if wrapper.isEmpty {
            process.executableURL = Self.dial
            process.arguments = ["preview"] + arguments + ["--port", "0"]
        } else {
            process.executableURL = URL(fileURLWithPath: wrapper[0])
            process.arguments = Array(wrapper.dropFirst()) + [Self.dial.path, "preview"] + arguments + ["--port", "0"]
        }
        process.standardOutput = output
        process.standardError = errors
        let collector = lines
        output.fileHandleForReading.readabilityHandler = { handle in collector.append(handle.availableData) }
        try process.run()
        let deadline = Date().addingTimeInterval(TestEnvironment.patience)
        var found: String?
        while found == nil, Date() < deadline, process.isRunning {
            found = collector.text.firstMatch(of: /at (http:\/\/127\.0\.0\.1:\d+\/)/).map { String($0.1) }
            if found == nil { Thread.sleep(forTimeInterval: 0.05) }
        }
        guard let found, let port = UInt16(found.split(separator: ":").last!.dropLast()) else {
            process.terminate()
            throw PreviewTestError("dial preview printed no address: \(collector.text) \(String(decoding: errors.fileHandleForReading.availableData, as: UTF8.self))")
        }
        url = found
        self.port = port
    }

    var standardOutput: String { lines.text }

    /// The server's process: the one started, or under a wrapper (strace) the wrapper's child.
    var serverPID: pid_t {
        let pid = process.processIdentifier
        guard wrapped else { return pid }
        let children = (try? String(contentsOfFile: "/proc/\(pid)/task/\(pid)/children", encoding: .utf8)) ?? ""
        return children.split(separator: " ").first.flatMap { pid_t($0) } ?? pid
    }

    /// The server's resident memory in KiB (VmRSS).
    var residentKiB: Int {
        let status = (try? String(contentsOfFile: "/proc/\(serverPID)/status", encoding: .utf8)) ?? ""
        let line = status.split(separator: "\n").first { $0.hasPrefix("VmRSS:") } ?? ""
        return Int(line.split(separator: " ").dropFirst().first ?? "") ?? 0
    }

    /// Ctrl-C, then up to `TestEnvironment.patience` for a clean exit; the exit status.
    @discardableResult
    func stop() -> Int32 {
        guard process.isRunning else { return process.terminationStatus }
        kill(serverPID, SIGINT)
        let deadline = Date().addingTimeInterval(TestEnvironment.patience)
        while process.isRunning, Date() < deadline { Thread.sleep(forTimeInterval: 0.05) }
        if process.isRunning {
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
            return -1
        }
        return process.terminationStatus
    }

    deinit {
        if process.isRunning { kill(process.processIdentifier, SIGKILL) }
        output.fileHandleForReading.readabilityHandler = nil
    }
}

/// What a process printed so far, gathered from its pipe's handler thread.
final class LineCollector: @unchecked Sendable {
    private let lock = NSLock()
    private var data = Data()
    func append(_ more: Data) { lock.withLock { data.append(more) } }
    var text: String { lock.withLock { String(decoding: data, as: UTF8.self) } }
}

struct PreviewTestError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}

/// Polls `condition` every 50 ms until it holds or `seconds` pass: the machine may be slow and busy.
func eventually(_ seconds: Double = TestEnvironment.patience, _ condition: () throws -> Bool) rethrows -> Bool {
    let deadline = Date().addingTimeInterval(seconds)
    while Date() < deadline {
        if try condition() { return true }
        Thread.sleep(forTimeInterval: 0.05)
    }
    return try condition()
}

/// A folder of its own under the temporary folder, with copies of the named repository faces in it.
func temporaryFolder(copying faces: [String] = []) throws -> URL {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("dial-preview-tests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let root = TestEnvironment.repositoryRoot
    for face in faces {
        let source = root.appendingPathComponent(face)
        try FileManager.default.copyItem(at: source, to: folder.appendingPathComponent(source.lastPathComponent))
    }
    return folder
}
