import DialCore
import DialModel

extension Linter {
    /// Shown bold or semi-bold texts part of which is drawn regular, its script having no heavier face
    /// (`drawnRegular`, a note), each once, naming the displays it is seen in. Each display is looked at as it is
    /// drawn, so a text hidden in Always On is reported for active only, and one hidden in both, not at all.
    static func drawnRegularFindings(_ face: Face, renderer: Renderer, context: RenderContext, waivers: [LintRule: String],
                                     in displays: [Display] = [.active, .alwaysOn]) throws(DialError) -> [LintFinding] {
        var found: [(text: TextDrawnRegular, displays: [Display])] = []
        for display in displays {
            for text in try renderer.textsDrawnRegular(face, in: context.with(display)) {
                if let index = found.firstIndex(where: { $0.text == text }) {
                    found[index].displays.append(display)
                } else {
                    found.append((text, [display]))
                }
            }
        }
        return found.map { text, displays in
            let seen = displays.map { $0 == .active ? "active" : "Always On" }.joined(separator: " and ")
            return LintFinding(
                rule: .drawnRegular, complication: text.complication,
                message: "\(text.complication): \(text.path) is \(text.description) in \(seen), beside its heavier letters: "
                    + "the distribution's Noto fonts have a regular face only for it (docs/face-format.md, \"Bold Text\").",
                waived: waivers[.drawnRegular], path: text.path)
        }
    }
}
