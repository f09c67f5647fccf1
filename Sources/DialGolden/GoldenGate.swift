import Dial
import DialCore

/// Goldens are recorded only of faces that lay out cleanly: a golden of two complications drawn over each other,
/// of a numeral half covered or of a reading cut to "1…" is a golden of a bug. A face passes when `dial lint`'s
/// layout rules (overlap, clockCovered, textCut) and missingGlyph (a golden of empty boxes is a golden of a machine
/// without a font) find nothing in the contexts its goldens are drawn in (and only those: what a golden hides must
/// not decide whether it is recorded), or when the face waives the rule with a reason.
public enum GoldenGate {
    /// The faces that fail, by name, with the findings that stop them.
    ///
    /// - Parameter faces: The faces to lint.
    /// - Returns: Each face that fails, by name, with its findings (rule and message), each once.
    /// - Throws: When a face cannot be rendered in a context of its goldens.
    public static func refusals(_ faces: [GoldenFace]) throws(DialError) -> [String: [String]] {
        let renderer = try Renderer()
        var refused: [String: [String]] = [:]
        for face in faces {
            let waivers = try Linter.waivers(of: face.face)
            // Only the contexts the goldens are drawn in: a display the face never shows its goldens in may hold what
            // they hide, and whether a face is recorded must not depend on it.
            // Variants that differ only in display are linted together, so a finding seen in both is named once.
            var contexts: [(settings: RenderContext, displays: [Display])] = []
            for variant in face.face.variants {
                let display = variant.context.display
                let settings = variant.context.with(.active)
                if let index = contexts.firstIndex(where: { $0.settings == settings }) {
                    if !contexts[index].displays.contains(display) { contexts[index].displays.append(display) }
                } else {
                    contexts.append((settings, [display]))
                }
            }
            var findings: [String] = []
            for context in contexts {
                let found = try Linter.layoutFindings(face.face, renderer: renderer, context: context.settings, waivers: waivers,
                                                      in: context.displays)
                    + Linter.missingGlyphFindings(face.face, renderer: renderer, context: context.settings, waivers: waivers,
                                                  in: context.displays)
                // Text drawn small is a finding for its author, not a layout that fails: its goldens are recorded.
                for finding in found where finding.waived == nil && finding.rule != .textBelowLegible {
                    let line = "\(finding.rule.rawValue): \(finding.message)"
                    if !findings.contains(line) { findings.append(line) }
                }
            }
            if !findings.isEmpty { refused[face.name] = findings }
        }
        return refused
    }

    /// Runs `runner`, recording only faces that pass. The gate costs a lint of every context, so outside `all` it
    /// looks only at faces with something to record: a first pass that records nothing finds them.
    ///
    /// - Parameter runner: The run, in any record mode.
    /// - Returns: The run's summary, and the faces not recorded for their layout with their findings.
    /// - Throws: When a face cannot be rendered in a context of its goldens.
    public static func run(_ runner: GoldenRunner) throws(DialError) -> (summary: GoldenRunner.Summary, refused: [String: [String]]) {
        switch runner.mode {
        case .never:
            return (runner.run(), [:])
        case .all:
            var gated = runner
            let refused = try refusals(runner.faces)
            gated.refused = Set(refused.keys)
            return (gated.run(), refused)
        case .missing, .failed:
            var probe = runner
            (probe.mode, probe.report) = (.never, nil)
            let first = probe.run()
            let candidates = Set(first.outcomes.map(\.face))
            guard !candidates.isEmpty, first.errors.isEmpty else { return (first, [:]) }
            var second = runner
            second.faces = runner.faces.filter { candidates.contains($0.name) }
            let refused = try refusals(second.faces)
            second.refused = Set(refused.keys)
            var summary = second.run()
            summary.checked = first.checked
            summary.pngPairs = first.pngPairs
            summary.elapsed += first.elapsed
            return (summary, refused)
        }
    }

    /// Why a face's goldens were not recorded: its layout's `findings`. In the library's words (the lint rules and the
    /// face's own fields), not a command's: a Swift caller meets the same message.
    package static func message(face: String, findings: [String]) -> String {
        "not recorded: \(face) fails the lint rules of layout; fix the face, or waive the rule in its lint.waivers with "
            + "the reason: " + findings.joined(separator: "; ")
    }
}
