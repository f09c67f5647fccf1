import DialCore
import DialModel
import DialText

/// A text a context shows with characters no pinned font draws: they would be empty boxes (.notdef).
///
/// Found from what the context shows and nothing else (`RedactionDecision`): a text hidden in a context is not
/// looked at for it, so whether its characters have fonts tells nothing of it there.
public struct UndrawnText: Hashable, Sendable {
    /// The complication whose text it is.
    public var complication: String
    /// The text's JSON path in the face file: "complications[1].content.lines[0]".
    public var path: String
    /// The text's path within its content: "lines[0]". Explain writes it under the content's path only where the
    /// context shows which content that is, and with its indices withheld where the context hides part of it.
    public var element: String
    /// The characters no font has, the fonts tried and those not installed.
    public var missing: MissingGlyphs

    /// `missing` in the text at `path` of `complication`.
    package init(complication: String, path: String, element: String, missing: MissingGlyphs) {
        self.complication = complication
        self.path = path
        self.element = element
        self.missing = missing
    }

    /// Every shown text of `face` with characters `shaper` has no font for, in the complications' order.
    static func find(in face: ResolvedFace, shaper: TextShaper) -> [UndrawnText] {
        var found: [UndrawnText] = []
        for (complication, decision) in zip(face.complications, Redactor.decisions(face)) {
            guard decision.drawn == .content, case .content(let content, let source) = complication.current else { continue }
            let textOf = content.textLookup()
            for element in decision.elements where element.shown {
                guard let text = textOf(element.element),
                      let missing = shaper.missingGlyphs(in: text.text, font: text.font.font) else { continue }
                found.append(UndrawnText(complication: complication.id, path: "\(source).\(element.element)",
                                         element: "\(element.element)", missing: missing))
            }
        }
        return found
    }

    /// The characters as code points: "U+0915".
    public var codePoints: [String] { missing.scalars.map(MissingGlyphs.codePoint) }
    /// The font files tried, in order.
    public var fontsTried: [String] { missing.tried.map(\.fileName) }
    /// The font files for these characters' scripts that are not installed.
    public var fontsNotInstalled: [String] { missing.notInstalled.map(\.fileName) }

    /// In words, for a message: "U+0915 U+094D at complications[1].content.lines[0]: no pinned font has them
    /// (tried …); they are drawn as empty boxes".
    public var description: String {
        "\(path) has characters no pinned font draws: \(missing.codePoints) (\(missing.triedDescription))"
    }
}
