import ArgumentParser
import Dial
import DialFiles
import DialModel
import DialPNG
import Foundation

/// `dial lint`: Always On compliance and privacy findings for faces. Exit 1 when a finding is not waived.
struct Lint: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Check faces' Always On frames against published limits (lit pixels, luminance, edges, white, memory) and their privacy.",
        discussion: """
            The layout rules (overlap, clockCovered, textCut) look at the face's own screen and, active, at 40, 41, 45 \
            and 49 mm and the Ultra 3; --device narrows them to one screen. \
            A face may waive a rule with a documented reason: "lint": {"waivers": {"litPixels": "why"}}. \
            dial lint is the author's tool: it reads the whole file (every timeline entry, every placeholder) and its \
            findings name values, such as a gauge value outside its range, that a redacted render, an export or a \
            golden report never shows. Don't share its output where the faces' data is private.
            """)

    @Argument(help: "Face files (JSON). Without any, the bundled default face.")
    var faces: [String] = []

    @Flag(help: "Print JSON for CI instead of text.")
    var json = false

    @Option(name: .customLong("lit-pixels"), help: "Largest share of lit pixels in Always On (0–1).")
    var litPixels = LintThresholds().litPixels

    @Option(help: "Largest share of full-white luminance in Always On (0–1).")
    var luminance = LintThresholds().luminance

    @Option(name: .customLong("edge-margin"), help: "Pixels from the screen's edge that must stay dark in Always On.")
    var edgeMargin = LintThresholds().edgeMargin

    @Option(name: .customLong("solid-white"), help: "Largest share of the screen in solid-white blocks in Always On (0–1).")
    var solidWhite = LintThresholds().solidWhite

    @Option(name: .customLong("memory-always-on"), help: "Always On memory budget in MB.")
    var memoryAlwaysOn = LintThresholds().memoryAlwaysOnMB

    @Option(name: .customLong("memory-active"), help: "Active memory budget in MB.")
    var memoryActive = LintThresholds().memoryActiveMB

    @Option(name: .customLong("burn-in"), help: ArgumentHelp("Also render per-minute Always On frames for this long (e.g. 12h, 90m) and report where pixels wear.", valueName: "duration"))
    var burnIn: Duration?

    @Option(name: .customLong("lit-fraction"), help: "With --burn-in: report pixels lit in more than this share of the frames (0–1).")
    var litFraction = 0.5

    @Option(help: ArgumentHelp("With --burn-in: the folder for FACE-burn-in.png heat maps.", valueName: "dir"))
    var out = "."

    @OptionGroup var context: ContextOptions

    func validate() throws {
        for (name, value) in [("--lit-pixels", litPixels), ("--luminance", luminance), ("--solid-white", solidWhite), ("--lit-fraction", litFraction)]
        where !(0...1).contains(value) {
            throw ValidationError("\(name): expected a share from 0 to 1, found \(value)")
        }
        for (name, value) in [("--edge-margin", edgeMargin), ("--memory-always-on", memoryAlwaysOn), ("--memory-active", memoryActive)]
        where !(value >= 0 && value.isFinite) {
            throw ValidationError("\(name): expected a number of at least 0, found \(value)")
        }
    }

    /// `12h`, `90m`: a whole number of hours or minutes, up to a day.
    struct Duration: ExpressibleByArgument {
        var minutes: Int

        init?(argument: String) {
            guard let unit = argument.last, let number = Int(argument.dropLast()), number > 0 else { return nil }
            switch unit {
            case "h": minutes = number * 60
            case "m": minutes = number
            default: return nil
            }
            guard minutes <= 24 * 60 else { return nil }
        }
    }

    func run() throws {
        var thresholds = LintThresholds()
        thresholds.litPixels = litPixels
        thresholds.luminance = luminance
        thresholds.edgeMargin = edgeMargin
        thresholds.solidWhite = solidWhite
        thresholds.memoryAlwaysOnMB = memoryAlwaysOn
        thresholds.memoryActiveMB = memoryActive
        let renderer = try Renderer()
        let loaded = faces.isEmpty ? [try Face.bundledDefault()] : try faces.map { path throws(DialError) in try FaceFile.load(path) }

        var results: [Result] = []
        for face in loaded {
            let report = try Linter.lint(face, renderer: renderer, thresholds: thresholds, overrides: context.overrides)
            var burn: BurnInSummary?
            if let burnIn {
                let run = try BurnIn.run(face, renderer: renderer, minutes: burnIn.minutes, litFraction: litFraction, overrides: context.overrides)
                let url = URL(fileURLWithPath: out, isDirectory: true).appendingPathComponent("\(face.slug)-burn-in.png")
                try AtomicFile.write(try PNGEncoder.encode(run.heatMap), to: url)
                burn = BurnInSummary(frames: run.frames, litFraction: run.litFraction, hotShare: run.hotShare,
                                     hottest: .init(x: run.hottest.x, y: run.hottest.y, size: run.hottest.size, luminance: run.hottest.luminance),
                                     heatMap: url.relativePath)
            }
            results.append(Result(report: report, burnIn: burn))
        }

        if json {
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
            print(String(decoding: try encoder.encode(results), as: UTF8.self))
        } else {
            print(results.map(\.text).joined(separator: "\n\n"))
        }
        if results.contains(where: \.report.failed) { throw ExitCode(1) }
    }

    struct BurnInSummary: Encodable {
        struct Region: Encodable { var x, y, size: Int; var luminance: Double }
        var frames: Int
        var litFraction: Double
        var hotShare: Double
        var hottest: Region
        var heatMap: String
    }

    struct Result: Encodable {
        var report: LintReport
        var burnIn: BurnInSummary?

        var text: String {
            let metrics = report.alwaysOn
            let percent = { (value: Double) in String(format: "%.1f %%", value * 100) }
            var lines = [
                "\(report.face) (\(report.file)): \(report.failed ? "FAIL" : "ok")",
                "  Always On: \(Linter.percent(metrics.litPixels, apartFrom: report.thresholds.litPixels)) of pixels lit "
                    + "(limit \(percent(report.thresholds.litPixels))), "
                    + "\(Linter.percent(metrics.luminance, apartFrom: report.thresholds.luminance)) luminance (limit \(percent(report.thresholds.luminance))), "
                    + "\(metrics.litNearEdge) lit pixels within \(Int(report.thresholds.edgeMargin)) px of the edge, "
                    + "\(percent(metrics.solidWhite)) solid white",
                "  memory: about \(String(format: "%.1f", report.memoryAlwaysOnMB)) MB",
            ]
            for finding in report.findings {
                let mark = finding.waived.map { "waived (\($0))" } ?? "violation"
                lines.append("  \(finding.rule.rawValue): \(mark): \(finding.message)")
            }
            if let burnIn {
                lines.append("  burn-in over \(burnIn.frames) minutes: \(percent(burnIn.hotShare)) of pixels lit more than "
                             + "\(percent(burnIn.litFraction)) of the time; hottest \(burnIn.hottest.size) px square at "
                             + "(\(burnIn.hottest.x), \(burnIn.hottest.y)), mean luminance \(percent(burnIn.hottest.luminance)); heat map \(burnIn.heatMap)")
            }
            return lines.joined(separator: "\n")
        }
    }
}
