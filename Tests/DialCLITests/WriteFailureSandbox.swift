import DialTestSupport
import Foundation

/// Runs `dial` where writing fails: a full disk, a read-only one, a file-size limit. Tests run as root, which
/// `chmod` does not stop, so the failures are real ones: a small tmpfs mounted in a private mount namespace
/// (`unshare -rm`, which needs user namespaces or root), and `ulimit -f`, which binds root too.
enum WriteFailureSandbox {
    static let unshare = ["/usr/bin/unshare", "/bin/unshare"].first { FileManager.default.isExecutableFile(atPath: $0) }

    /// Whether a child process may mount a tmpfs of its own here; probed once, by doing it.
    static let mountsAvailable: Bool = {
        guard unshare != nil, let folder = try? Repository.temporaryDirectory() else { return false }
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try? run(inNamespace: true, #"mount -t tmpfs -o size=16k tmpfs "$1" && touch "$1/probe""#, [folder.path])
        return result?.status == 0
    }()

    /// Whether `dial` runs under `ulimit -f` here: ThreadSanitizer's runtime dies of SIGBUS under a small file-size
    /// limit before `main`, so a TSan build cannot be tested this way. Probed once, by doing it.
    static let fileSizeLimitAvailable: Bool = {
        // The output, not only the status: a sanitizer told to keep exit statuses exits 0 even when it dies. Its
        // report of this expected death goes to the probe's standard error, not to scripts/sanitize.sh's reports.
        let result = try? run(inNamespace: false, #"""
            export TSAN_OPTIONS="${TSAN_OPTIONS:+$TSAN_OPTIONS:}log_path=stderr"
            trap '' XFSZ; ulimit -f 16 && exec "$1" devices
            """#, [Repository.dial.path])
        return result?.status == 0 && result?.stdout.contains("45mm") == true
    }()

    /// Runs `script` with `sh -c`, `arguments` as `$1`, `$2`, ...: in a private user and mount namespace when
    /// `inNamespace`, so that what it mounts vanishes with it and nothing else sees it.
    static func run(inNamespace: Bool, _ script: String, _ arguments: [String]) throws -> (status: Int32, stdout: String, stderr: String) {
        let process = Process()
        if inNamespace, let unshare {
            process.executableURL = URL(fileURLWithPath: unshare)
            process.arguments = ["-rm", "/bin/sh", "-c", script, "sh"] + arguments
        } else {
            process.executableURL = URL(fileURLWithPath: "/bin/sh")
            process.arguments = ["-c", script, "sh"] + arguments
        }
        // Standard error goes to a file: with two pipes read one after the other, a child that fills the second
        // (a sanitizer's report does) while the first is being read would wait for ever.
        let errorFile = FileManager.default.temporaryDirectory.appendingPathComponent("dial-stderr-\(UUID().uuidString)")
        guard FileManager.default.createFile(atPath: errorFile.path, contents: nil),
              let errorHandle = FileHandle(forWritingAtPath: errorFile.path) else {
            throw CocoaError(.fileWriteUnknown)
        }
        defer { try? FileManager.default.removeItem(at: errorFile) }
        let out = Pipe()
        process.standardOutput = out
        process.standardError = errorHandle
        try process.run()
        let stdout = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        try errorHandle.close()
        let stderr = try Data(contentsOf: errorFile)
        return (process.terminationStatus, String(decoding: stdout, as: UTF8.self), String(decoding: stderr, as: UTF8.self))
    }
}
