import ArgumentParser
import Dial
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
            golden report never shows, and a face it refuses is named at the fault's own place, as dial validate \
            names it. Don't share its output where the faces' data is private.
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
        let loaded = faces.isEmpty ? [try Face.bundledDefault()] : try faces.map { path throws(DialError) in try FaceFile.load(path, policy: .author) }

        let request = burnIn.map { BurnInRequest(minutes: $0.minutes, litFraction: litFraction, folder: URL(fileURLWithPath: out, isDirectory: true)) }
        let results = try loaded.map { face throws(DialError) in
            try Linter.check(face, renderer: renderer, thresholds: thresholds, context: context.renderContext, burnIn: request)
        }

        if json {
            let encoder = JSONEncoder.dial(.document)
            print(String(decoding: try encoder.encode(results), as: UTF8.self))
        } else {
            print(results.map(\.text).joined(separator: "\n\n"))
        }
        if results.contains(where: \.report.failed) { throw CommandError.checkFailed }
    }
}
