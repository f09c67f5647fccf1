import DialTestSupport
import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Headless Chromium driven through the DevTools protocol over a pipe (`--remote-debugging-pipe`: commands on its
/// descriptor 3, answers on 4, each a JSON text ended by a NUL): no port to find, no WebSocket client needed, and the
/// page stays open while the test edits files, which `--dump-dom` runs could not do.
final class HeadlessChromium {
    static let executable: String? = TestEnvironment.chromium?.path

    private var pid: pid_t = 0
    private let commands: Int32
    private let answers: Int32
    private let profile: URL
    private var nextID = 0
    private var pending: [UInt8] = []
    private var session: String?

    init(width: Int = 1400, height: Int = 1000) throws {
        guard let executable = Self.executable else { throw PreviewTestError("no chromium on PATH") }
        profile = FileManager.default.temporaryDirectory.appendingPathComponent("dial-chromium-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: profile, withIntermediateDirectories: true)
        var toBrowser: [Int32] = [0, 0], fromBrowser: [Int32] = [0, 0]
        guard pipe(&toBrowser) == 0, pipe(&fromBrowser) == 0 else { throw PreviewTestError("pipe: \(errno)") }
        // Moved above 10 first, so that the dup2 to 3 and 4 below never finds its source already there.
        let childRead = fcntl(toBrowser[0], F_DUPFD_CLOEXEC, 10), childWrite = fcntl(fromBrowser[1], F_DUPFD_CLOEXEC, 10)
        [toBrowser[0], fromBrowser[1]].forEach { close($0) }
        commands = toBrowser[1]
        answers = fromBrowser[0]
        _ = fcntl(commands, F_SETFD, FD_CLOEXEC)
        _ = fcntl(answers, F_SETFD, FD_CLOEXEC)

        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, childRead, 3)
        posix_spawn_file_actions_adddup2(&actions, childWrite, 4)
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        // No sandbox: CI runs as root, where Chromium refuses to start with one. Background throttling off: the page's
        // timers and fetches must run at full speed in a window nobody looks at.
        let arguments = [executable, "--headless", "--no-sandbox", "--disable-gpu", "--no-first-run", "--no-default-browser-check",
                         "--remote-debugging-pipe", "--user-data-dir=\(profile.path)", "--window-size=\(width),\(height)",
                         "--disable-background-timer-throttling", "--disable-renderer-backgrounding",
                         "--disable-backgrounding-occluded-windows", "--no-proxy-server", "--hide-scrollbars", "about:blank"]
        let argv = arguments.map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        let spawned = posix_spawn(&pid, executable, &actions, nil, argv, environ)
        close(childRead)
        close(childWrite)
        guard spawned == 0 else { throw PreviewTestError("cannot start chromium: \(String(cString: strerror(spawned)))") }
    }

    deinit {
        close(commands)
        close(answers)
        if pid > 0 {
            kill(pid, SIGKILL)
            var status: Int32 = 0
            waitpid(pid, &status, 0)
        }
        try? FileManager.default.removeItem(at: profile)
    }

    /// Opens `url` in a new tab and keeps talking to that tab.
    func open(_ url: String) throws {
        let target = try call("Target.createTarget", ["url": url])
        guard let id = target["targetId"] as? String else { throw PreviewTestError("no target: \(target)") }
        let attached = try call("Target.attachToTarget", ["targetId": id, "flatten": true])
        session = attached["sessionId"] as? String
        _ = try call("Page.enable", [:])
        _ = try call("Runtime.enable", [:])
    }

    /// The value of a JavaScript expression in the page (promises awaited), as JSON gives it.
    func evaluate(_ expression: String) throws -> Any? {
        let result = try call("Runtime.evaluate", ["expression": expression, "returnByValue": true, "awaitPromise": true])
        if let exception = result["exceptionDetails"] { throw PreviewTestError("\(expression): \(exception)") }
        return (result["result"] as? [String: Any])?["value"]
    }

    /// The page as a PNG.
    func screenshot() throws -> Data {
        let result = try call("Page.captureScreenshot", ["format": "png", "captureBeyondViewport": false])
        guard let base64 = result["data"] as? String, let data = Data(base64Encoded: base64) else { throw PreviewTestError("no screenshot") }
        return data
    }

    func call(_ method: String, _ parameters: [String: Any], timeout: Double = TestEnvironment.patience) throws -> [String: Any] {
        nextID += 1
        var message: [String: Any] = ["id": nextID, "method": method, "params": parameters]
        if let session, !method.hasPrefix("Target.") { message["sessionId"] = session }
        var bytes = Array(try JSONSerialization.data(withJSONObject: message))
        bytes.append(0)
        var offset = 0
        while offset < bytes.count {
            let written = bytes.withUnsafeBytes { write(commands, $0.baseAddress! + offset, bytes.count - offset) }
            guard written > 0 else { throw PreviewTestError("chromium's pipe closed") }
            offset += written
        }
        let deadline = Date().addingTimeInterval(timeout)
        while true {
            while let end = pending.firstIndex(of: 0) {
                let text = Array(pending[..<end])
                pending.removeFirst(end + 1)
                guard let object = try JSONSerialization.jsonObject(with: Data(text)) as? [String: Any],
                      object["id"] as? Int == nextID else { continue }
                if let error = object["error"] { throw ChromiumRefusal(method: method, error: "\(error)") }
                return object["result"] as? [String: Any] ?? [:]
            }
            let left = deadline.timeIntervalSinceNow
            guard left > 0 else { throw PreviewTestError("\(method): no answer from chromium in \(timeout) s") }
            var poller = pollfd(fd: answers, events: Int16(POLLIN), revents: 0)
            guard poll(&poller, 1, Int32(min(left, 1) * 1000)) >= 0 || errno == EINTR else { throw PreviewTestError("poll: \(errno)") }
            if poller.revents == 0 { continue }
            var chunk = [UInt8](repeating: 0, count: 65536)
            let got = chunk.withUnsafeMutableBytes { read(answers, $0.baseAddress, $0.count) }
            guard got > 0 else { throw PreviewTestError("chromium closed its pipe") }
            pending += chunk[..<got]
        }
    }

    /// Clicks the element with this id once the evaluation has answered: a click that opens another page destroys
    /// the context an evaluation waits in, and Chromium then answers with an error instead of the result.
    func click(_ id: String) throws {
        _ = try evaluate("setTimeout(() => document.getElementById(\(Self.quoted(id))).click(), 0); true")
    }

    /// `text` as a JavaScript string literal.
    static func quoted(_ text: String) -> String {
        let data = try! JSONSerialization.data(withJSONObject: [text])
        return String(String(decoding: data, as: UTF8.self).dropFirst().dropLast())
    }

    /// Polls `expression` until it is true (generous: the machine may be slow and busy).
    func waitFor(_ expression: String, seconds: Double = TestEnvironment.patience) throws -> Bool {
        let deadline = Date().addingTimeInterval(seconds)
        while Date() < deadline {
            // An exception (the page not yet loaded, `document.body` still null) reads as false.
            // So does a page between two documents: an evaluation whose context a navigation destroyed
            // ("Inspected target navigated or closed") is asked again of the next document.
            do {
                if try evaluate("(() => { try { return Boolean(\(expression)); } catch (e) { return false; } })()") as? Bool == true { return true }
            } catch let refusal as ChromiumRefusal where refusal.isNavigation {}
            Thread.sleep(forTimeInterval: 0.1)
        }
        return false
    }
}

/// An error Chromium answered a command with (the protocol's `error`), as opposed to a broken pipe or silence.
struct ChromiumRefusal: Error, CustomStringConvertible {
    var method: String
    var error: String
    var description: String { "\(method): \(error)" }
    /// The page moved to another document while the command ran: ask again.
    var isNavigation: Bool {
        ["navigated or closed", "context was destroyed", "Cannot find context"].contains { error.contains($0) }
    }
}
