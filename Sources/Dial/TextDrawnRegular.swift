import DialCore
import DialModel
import DialText

/// A shown text asked in a bold or semi-bold face (Bold Text, a corner's, bezel's or headline's style, a view's
/// `weight`) with characters of a script Dial has only a regular face for: those are drawn regular beside the
/// line's heavier letters (stranger9 #11: fonts-noto-core ships no bold Syriac, N'Ko, Tifinagh or Mongolian).
///
/// A note, not a fault: the text is drawn, in the only face there is. Found from what the context shows and nothing
/// else (`RedactionDecision`), as `UndrawnText` is: a text hidden in a context is not looked at for it.
public struct TextDrawnRegular: Hashable, Sendable {
    /// The complication whose text it is.
    public var complication: String
    /// The text's JSON path in the face file: "complications[1].content.lines[0]".
    public var path: String
    /// The text's path within its content: "lines[0]".
    public var element: String
    /// The scripts drawn regular, by name: "Syriac".
    public var scripts: [String]

    /// Every shown text of `face` that `shaper` draws partly lighter than asked, in the complications' order.
    static func find(in face: ResolvedFace, shaper: TextShaper) -> [TextDrawnRegular] {
        var found: [TextDrawnRegular] = []
        for (complication, decision) in zip(face.complications, Redactor.decisions(face)) {
            guard decision.drawn == .content, case .content(let content, let source) = complication.current else { continue }
            let textOf = content.textLookup()
            for element in decision.elements where element.shown {
                guard let text = textOf(element.element) else { continue }
                let scripts = shaper.scriptsDrawnLighter(in: text.text, font: text.font.font)
                guard !scripts.isEmpty else { continue }
                found.append(TextDrawnRegular(complication: complication.id, path: "\(source).\(element.element)",
                                              element: "\(element.element)", scripts: scripts))
            }
        }
        return found
    }

    /// In words, for a message: "drawn regular: no heavier face for Syriac".
    public var description: String {
        "drawn regular: no heavier face for " + Self.list(scripts)
    }

    /// "Syriac", "Syriac and NKo", "Syriac, NKo and Tifinagh".
    static func list(_ names: [String]) -> String {
        guard names.count > 1 else { return names.first ?? "" }
        return names.dropLast().joined(separator: ", ") + " and " + names.last!
    }
}
