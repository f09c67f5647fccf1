import ArgumentParser
import Dial
import DialGolden
import Foundation

/// `dial golden verify`: renders every face and checks each output against its golden.
struct GoldenVerify: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "verify",
        abstract: "Check every face's outputs against its goldens.",
        discussion: """
            Exit status 0 when every golden matches, 1 when one is missing, differs or was recorded, or a golden \
            belongs to no face; 2 for bad input. Failures leave a package in the artefacts folder: expected, \
            actual, diff and composite images, report.html, report.json, and the command that accepts them.
            """)

    @OptionGroup var options: GoldenOptions

    @Option(help: ArgumentHelp("When to write outputs as goldens: never, missing, failed or all. Over DIAL_RECORD; by default never when CI is set, else missing.",
                               valueName: "mode"))
    var record: String?

    @Option(help: ArgumentHelp("Where failures leave their package (emptied first if a report made it).", valueName: "dir"))
    var artifacts = ".artifacts/golden"

    @Option(help: "How different two pixels may look before they count, 0 to 1 (pixelmatch's threshold).")
    var threshold = 0.1

    @Option(name: .customLong("max-diff-pixels"), help: "How many pixels of a PNG may differ (default: none).")
    var maxDiffPixels: Int?

    @Option(name: .customLong("max-diff-ratio"), help: "What share of a PNG's pixels, 0 to 1, may differ (default: none).")
    var maxDiffRatio: Double?

    @Option(help: "Workers (default: one per core).")
    var jobs: Int?

    @Flag(help: "Print throughput and peak memory.")
    var stats = false

    func validate() throws {
        guard (0...1).contains(threshold) else { throw ValidationError("--threshold: expected 0 to 1, found \(threshold)") }
        if let jobs, jobs < 1 { throw ValidationError("--jobs: expected at least 1, found \(jobs)") }
    }

    func run() throws {
        let mode: RecordMode
        do {
            if let record {
                guard let flag = RecordMode(rawValue: record) else {
                    throw GoldenError.invalidRecordMode(source: "--record", value: record)
                }
                mode = flag
            } else {
                mode = try RecordMode.fromEnvironment(ProcessInfo.processInfo.environment)
            }
        } catch {
            throw CommandError.badInput("\(error)")
        }
        let faces = try options.loadFaces()
        let report = GoldenReport(folder: URL(fileURLWithPath: artifacts, isDirectory: true))
        do {
            try report.clear()
        } catch {
            throw CommandError.badInput("\(error)")
        }
        var runner = GoldenRunner(faces: faces, store: options.store, formats: try options.formats(), mode: mode,
                                  tolerance: ImageTolerance(threshold: threshold, maxDiffPixels: maxDiffPixels, maxDiffRatio: maxDiffRatio),
                                  report: report, environment: try? EnvironmentRecord.current())
        if let jobs { runner.jobs = jobs }
        let (summary, refused) = try GoldenGate.run(runner)
        guard summary.errors.isEmpty else {
            throw CommandError.badInput(summary.errors.joined(separator: "\n"))
        }
        let orphans = options.faceNames.isEmpty ? options.store.orphans(of: faces) : []

        for outcome in summary.outcomes.sorted(by: { $0.name < $1.name }) {
            print((outcome.recorded ? "RECORDED " : "FAIL ") + outcome.text)
        }
        for face in Set(summary.outcomes.map(\.face)).sorted() {
            if let findings = refused[face] { print("FAIL " + GoldenGate.message(face: face, findings: findings)) }
        }
        for orphan in orphans {
            print("FAIL \(options.goldenFolder)/\(orphan) belongs to no face: remove it with `dial golden prune`")
        }
        let failed = summary.outcomes.count
        print("\(summary.checked) goldens of \(faces.count) face\(faces.count == 1 ? "" : "s"): "
              + "\(summary.checked - failed) matched, \(failed) did not\(orphans.isEmpty ? "" : "; \(orphans.count) belong to no face").")
        if stats { print(Self.statistics(summary)) }
        guard failed > 0 || !orphans.isEmpty else { return }

        let unaccepted = Set(summary.outcomes.filter { !$0.recorded }.map(\.face))
        let faceArguments = faces.filter { unaccepted.contains($0.name) }.map { face in
            face.face.file == (options.facesFolder as NSString).appendingPathComponent(face.name + ".json") ? face.name : face.face.file
        }
        // Every face failed: name none, so the command stays one line however many faces there are.
        let everyFace = options.faceNames.isEmpty && faceArguments.count == faces.count
        let accept = faceArguments.isEmpty ? nil : acceptCommand(faces: everyFace ? [] : faceArguments)
        if failed > 0 {
            do {
                try report.write(accept: accept)
                print("Report: \(report.htmlURL.relativePath)")
            } catch {
                Terminal.error("the failure package could not be written: \(error)")
            }
        }
        if let accept { print("To accept the new outputs, after looking at the report: \(accept)") }
        throw CommandError.checkFailed
    }

    /// `dial golden record` for the failed faces, with the folders this run used, as the user called `dial`.
    func acceptCommand(faces: [String]) -> String {
        var arguments = [CommandLine.arguments.first ?? "dial", "golden", "record", "--mode", "failed"]
        if options.facesFolder != "Faces" { arguments += ["--faces", options.facesFolder] }
        if options.goldenFolder != "Golden" { arguments += ["--golden", options.goldenFolder] }
        if options.format != "png,svg,txt" { arguments += ["--format", options.format] }
        return (arguments + faces).map(Self.shellQuoted).joined(separator: " ")
    }

    static func shellQuoted(_ argument: String) -> String {
        let safe = argument.unicodeScalars.allSatisfy { $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || "-_./=,+@:".unicodeScalars.contains($0)) }
        return safe && !argument.isEmpty ? argument : "'" + argument.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }

    static func statistics(_ summary: GoldenRunner.Summary) -> String {
        let seconds = Double(summary.elapsed.components.seconds) + Double(summary.elapsed.components.attoseconds) / 1e18
        var usage = rusage()
        getrusage(RUSAGE_SELF.rawValue, &usage)
        let rate = { (count: Int) in seconds > 0 ? String(format: "%.0f", Double(count) / seconds) : "∞" }
        return "stats: \(summary.checked) goldens (\(summary.pngPairs) PNG pairs) in \(String(format: "%.3f", seconds)) s "
            + "on \(summary.workers) worker\(summary.workers == 1 ? "" : "s"): \(rate(summary.checked)) goldens/s, "
            + "\(rate(summary.pngPairs)) PNG pairs/s; peak memory \(usage.ru_maxrss / 1024) MiB"
    }
}
