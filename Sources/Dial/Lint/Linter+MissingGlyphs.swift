import DialCore
import DialText

extension Linter {
    /// Shown texts with characters no pinned font draws (`missingGlyph`), each once, naming the displays it is seen
    /// in. Each display is looked at as it is drawn, so a text hidden in Always On is reported for active only, and
    /// one hidden in both, not at all.
    package static func missingGlyphFindings(_ face: Face, renderer: Renderer, context: RenderContext,
                                            waivers: [LintRule: String],
                                            in displays: [Display] = [.active, .alwaysOn]) throws(DialError) -> [LintFinding] {
        var found: [(text: UndrawnText, displays: [Display])] = []
        for display in displays {
            for text in try renderer.undrawnTexts(face, in: context.with(display)) {
                if let index = found.firstIndex(where: { $0.text == text }) {
                    found[index].displays.append(display)
                } else {
                    found.append((text, [display]))
                }
            }
        }
        return found.map { text, displays in
            let seen = displays.map { $0 == .active ? "active" : "Always On" }.joined(separator: " and ")
            let install = text.missing.notInstalled.isEmpty ? ""
                : " Install " + Set(text.missing.notInstalled.map(\.debianPackage)).sorted().joined(separator: " and ") + ", or"
            return LintFinding(
                rule: .missingGlyph, complication: text.complication,
                message: "\(text.complication): \(text.description); they are drawn as empty boxes in \(seen)."
                    // Where nothing is left to install, no pinned font has them: say which scripts are drawn, not
                    // "write them otherwise" (stranger8 #8, for Cherokee, which was installed and not pinned).
                    + (install.isEmpty ? " No font Dial pins draws them (docs/face-format.md, \"How text fits\", lists the scripts it draws): "
                        + "write them in one of those." : install + " write them in a script Dial draws."),
                waived: waivers[.missingGlyph], path: text.path,
                codePoints: text.codePoints, fontsTried: text.fontsTried)
        }
    }
}
