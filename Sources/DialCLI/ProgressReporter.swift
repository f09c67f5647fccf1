import Dial
import Foundation

/// Shows an export's progress: a live bar on a terminal, a plain line every few seconds otherwise, JSON lines for
/// tools, or nothing. Errors always go to standard error, each distinct one once.
///
/// Only what a person watches on a terminal tells time (the bar's rate and time left, the summary's duration): the
/// time an export takes grows with what its faces hide as well as with what they show, so no file, log or `--json`
/// stream records it (docs/privacy.md, "Timing").
final class ProgressReporter {
    enum Style {
        /// A bar redrawn in place on standard error, with count, rate and time left.
        case bar
        /// A line on standard error every `ProgressReporter.lineInterval` seconds.
        case lines
        /// One JSON object a line on standard output per event.
        case json
        case quiet

        /// A bar when standard error is a terminal, lines when it is a file or pipe.
        static var forStandardError: Style { isatty(2) == 1 ? .bar : .lines }
    }

    static let barInterval = 0.1
    static let lineInterval = 5.0

    private let style: Style
    private let start = Date()
    private var total = 0
    private var workers = 0
    private var written = 0
    private var reused = 0
    private var failed = 0
    private lazy var lastDrawn = start
    private var barVisible = false
    private var reportedErrors = Set<String>()
    private var repeatedErrors = 0
    private let encoder = JSONEncoder.dial(.line)

    init(style: Style) {
        self.style = style
    }

    func handle(_ event: ExportEvent) {
        switch event {
        case .started(let outputs, let workers):
            total = outputs
            self.workers = workers
            emit(JSONEvent(event: "started", outputs: outputs, workers: workers))
        case .wrote(let entry):
            written += 1
            emit(JSONEvent(event: "wrote", file: entry.file, bytes: entry.bytes, sha256: entry.sha256))
        case .reused(let entry):
            reused += 1
            emit(JSONEvent(event: "reused", file: entry.file, bytes: entry.bytes, sha256: entry.sha256))
        case .failed(let failure):
            failed += failure.files.count
            emit(JSONEvent(event: "failed", files: failure.files, face: failure.face, error: failure.error))
            // A face broken in a way every context meets would otherwise say the same thing once per context.
            if reportedErrors.insert(failure.error).inserted {
                clearBar()
                Terminal.error(failure.error)
            } else {
                repeatedErrors += 1
            }
        }
        showProgress()
    }

    func finish(_ report: ExportReport) {
        let seconds = Date().timeIntervalSince(start)
        let failures = report.failures
        switch style {
        case .quiet:
            return
        case .json:
            emit(JSONEvent(event: "finished", files: report.summaryFiles, written: report.written, reused: report.reused,
                           failures: failures.count))
            return
        case .bar, .lines:
            clearBar()
        }
        var summary = "\(report.outputs) files of \(report.faces) face\(report.faces == 1 ? "" : "s")"
        if report.written > 0 {
            let time = isatty(1) == 1 ? " in \(Self.duration(seconds)) (\(Self.rate(report.written, seconds)) files/s, " : " ("
            summary += ": \(report.written) written\(time)\(workers) worker\(workers == 1 ? "" : "s"))"
        }
        if report.reused > 0 { summary += "\(report.written > 0 ? "," : ":") \(report.reused) kept" }
        print(summary + ". " + report.summaryFiles.joined(separator: ", "))
        if !failures.isEmpty {
            let files = failures.map(\.files.count).reduce(0, +)
            let unreadable = failures.filter(\.files.isEmpty).count
            var problems = [files > 0 ? "\(files) file(s) not written" : nil, unreadable > 0 ? "\(unreadable) face(s) not readable" : nil]
                .compactMap { $0 }.joined(separator: ", ")
            if repeatedErrors > 0 { problems += " (\(repeatedErrors) repeated error(s) not shown)" }
            Terminal.error(problems + "; every failure is listed in the manifest")
        }
    }

    private func showProgress() {
        let now = Date()
        let interval = style == .bar ? Self.barInterval : Self.lineInterval
        guard style == .bar || style == .lines, total > 0, now.timeIntervalSince(lastDrawn) >= interval else { return }
        lastDrawn = now
        let done = written + reused + failed
        let seconds = now.timeIntervalSince(start)
        let rate = seconds > 0 ? Double(written) / seconds : 0
        let left = rate > 0 ? "\(Self.duration(Double(total - done) / rate)) left" : ""
        let counts = "\(done)/\(total) \(done * 100 / total)% \(Self.rate(written, seconds)) files/s \(left)"
        if style == .lines {
            // A log keeps these lines: counts only.
            Self.standardError("dial: export: \(done)/\(total) \(done * 100 / total)%\n")
            return
        }
        let width = max(10, min(40, Self.terminalColumns() - counts.count - 4))
        let filled = width * done / total
        let bar = String(repeating: "=", count: filled) + (filled < width ? ">" + String(repeating: " ", count: width - filled - 1) : "")
        Self.standardError("\r\u{1B}[2K[\(bar)] \(counts)")
        barVisible = true
    }

    private func clearBar() {
        guard barVisible else { return }
        Self.standardError("\r\u{1B}[2K")
        barVisible = false
    }

    private func emit(_ event: JSONEvent) {
        guard style == .json, let line = try? encoder.encode(event) else { return }
        StandardOutput.write(line + [UInt8(ascii: "\n")])
    }

    private static func standardError(_ text: String) {
        Terminal.write(text)
    }

    private static func rate(_ count: Int, _ seconds: Double) -> String {
        seconds > 0 ? String(Int((Double(count) / seconds).rounded())) : "-"
    }

    private static func duration(_ seconds: Double) -> String {
        seconds < 60 ? String(format: "%.1f s", seconds) : String(format: "%d:%02d", Int(seconds) / 60, Int(seconds) % 60)
    }

    private static func terminalColumns() -> Int {
        var size = winsize()
        return ioctl(2, UInt(TIOCGWINSZ), &size) == 0 && size.ws_col > 0 ? Int(size.ws_col) : 80
    }

    /// One line of `--json` output; absent fields are left out.
    private struct JSONEvent: Encodable {
        var event: String
        var files: [String]?
        var outputs: Int?
        var workers: Int?
        var file: String?
        var bytes: Int?
        var sha256: String?
        var face: String?
        var error: String?
        var written: Int?
        var reused: Int?
        var failures: Int?
    }
}
