import DialCore
import DialFiles
import DialPNG
import Foundation

/// What `dial lint` finds for one face: its lint report and, when asked for, how its Always On display would wear a
/// panel. Encoded as `dial lint --json` prints it.
public struct LintResult: Encodable, Sendable {
    /// The face's findings and Always On measures.
    public var report: LintReport
    /// The burn-in run, when one was asked for.
    public var burnIn: BurnInSummary?

    /// The report in words, a line per measure and per finding, as `dial lint` prints it.
    public var text: String {
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
        if let own = report.withoutPlaceholders, let placeholders = report.systemPlaceholders {
            lines.insert("  without Dial's system placeholders (\(placeholders.joined(separator: ", "))): "
                         + "\(Linter.percent(own.litPixels, apartFrom: report.thresholds.litPixels)) of pixels lit, "
                         + "\(Linter.percent(own.luminance, apartFrom: report.thresholds.luminance)) luminance, "
                         + "\(percent(own.solidWhite)) solid white: what the limits are checked against", at: 2)
        }
        for finding in report.findings {
            let mark = finding.waived.map { "waived (\($0))" } ?? (finding.rule.isNote ? "note" : "violation")
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

extension Linter {
    /// Lints `face` and, with `burnIn`, renders its Always On frames over hours and writes the heat map: `dial lint`.
    ///
    /// - Parameters:
    ///   - face: The face.
    ///   - renderer: The renderer to draw with.
    ///   - thresholds: The limits each measure is checked against.
    ///   - context: The settings the face is linted in, over its own; its display is not used, as lint looks at both.
    ///   - burnIn: How long to look for burn-in and where to write the heat map (`FACE-burn-in.png`); nil for none.
    /// - Returns: The report, and the burn-in summary with the heat map's path relative to the working folder.
    /// - Throws: When the face cannot be rendered, or the heat map written.
    public static func check(_ face: Face, renderer: Renderer, thresholds: LintThresholds = LintThresholds(),
                             context: RenderContext = .active, burnIn: BurnInRequest? = nil) throws(DialError) -> LintResult {
        let report = try lint(face, renderer: renderer, thresholds: thresholds, context: context)
        guard let burnIn else { return LintResult(report: report) }
        let run = try BurnIn.run(face, renderer: renderer, minutes: burnIn.minutes, litFraction: burnIn.litFraction, context: context)
        let url = burnIn.folder.appendingPathComponent("\(face.slug)-burn-in.png")
        let png: [UInt8]
        do throws(PNGError) {
            png = try PNGEncoder.encode(run.heatMap)
        } catch {
            throw .io(path: url.relativePath, problem: "cannot encode the heat map: \(error)")
        }
        do throws(FileError) {
            try AtomicFile.write(png, to: url)
        } catch {
            throw .file(error)
        }
        return LintResult(report: report, burnIn: BurnInSummary(
            frames: run.frames, litFraction: run.litFraction, hotShare: run.hotShare,
            hottest: .init(x: run.hottest.x, y: run.hottest.y, size: run.hottest.size, luminance: run.hottest.luminance),
            heatMap: url.relativePath))
    }
}
