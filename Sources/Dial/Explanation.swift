import DialCore
import DialModel

/// What a context shows of each complication of a face, and which rule decided it: what `dial explain` prints, as
/// text or JSON.
///
/// It is derived from what the context shows (docs/privacy.md, "Errors, explanations, structure and timing"): of a
/// complication drawn as a placeholder it says nothing of the content behind it, and of one of which nothing is shown
/// it does not say where its content comes from, which would tell whether a timeline entry is in force. Texts are named
/// by their JSON path; a hidden text is never quoted, and only shown texts are reported as shortened or not drawn.
public struct Explanation: Encodable, Sendable {
    /// The context explained.
    public struct Context: Encodable, Sendable {
        /// "active" or "alwaysOn".
        public let display: String
        /// The lock state.
        public let lock: String
        /// The wearer's Hide Sensitive Complications setting.
        public let hideSensitiveComplications: Bool
        /// The wearer's Allow Access When Locked setting.
        public let allowAccessWhenLocked: Bool
        /// The wearer's choice per complication id.
        public let perComplication: [String: String]
    }

    /// One complication in the context.
    public struct Complication: Encodable, Sendable {
        /// The complication's id.
        public let id: String
        /// Its slot.
        public let slot: String
        /// Its family.
        public let family: String
        /// Its data protection.
        public let dataProtection: String
        /// How its hidden texts are drawn.
        public let redactionStyle: String
        /// The wearer's Hide Sensitive Complications choice for it: inherit, hide or show.
        public let choice: String
        /// The redaction reasons: "placeholder", "privacy".
        public let reasons: [String]
        /// The rules behind them.
        public let rules: [Rule]
        /// "content", "customPlaceholder" or "systemPlaceholder".
        public let draws: String
        /// The JSON path its content comes from, where the context shows something of it.
        public let source: String?
        /// Its elements and whether each is shown.
        public let elements: [Element]
        /// Shown texts not drawn as written: what is drawn of each (a shorter form, a shortened start, or nothing).
        public let cut: [Cut]
        /// Shown texts with characters no pinned font draws: those characters are not drawn (empty boxes).
        public let notDrawn: [NotDrawn]
        /// Shown bold or semi-bold texts with characters of a script that has only a regular face: drawn regular.
        public let drawnRegular: [DrawnRegular]
        /// Shown pictures whose file's bytes do not decode (a damaged or truncated PNG), by JSON path: each is drawn as
        /// its stand-in, the redaction colour in its mask, as where it is hidden; `dial validate` refuses the face for
        /// them. A hidden picture is never opened, so it is never listed.
        public let undecodedPictures: [String]
        /// Whether `redactionStyle: apple` draws a hidden text's bar as wide as the text.
        public let leaksLength: Bool
    }

    /// A shown text not drawn as written.
    public struct Cut: Encodable, Sendable {
        /// The text as written.
        public let text: String
        /// What is drawn of it ("" where nothing is).
        public let drawn: String
        /// `ShortenedText.Kind`: shortForm, shortened, numberDropped, numberCut, unitCut, lessThanHalf,
        /// destinationDropped (where a spaced arrow points dropped whole), notDrawn, givesWay (a circular gauge's
        /// label, where its minimum and maximum labels take the gap), noRoom,
        /// belowLegible (drawn smaller than its family's legible size), or (a view's text) shrunk or masked (ink cut
        /// away by the family's circle or the slot's edge).
        public let kind: String
        /// A view's text: its JSON path.
        public let path: String?
        /// In words, for the text output.
        public let drawnAs: String
    }

    /// A shown text with characters no pinned font has.
    public struct NotDrawn: Encodable, Sendable {
        /// The JSON path, written as an element's is: under the content's path only where the context shows which
        /// content that is, with indices withheld where the context hides part of it.
        public let path: String
        /// The characters, as code points (U+0915).
        public let codePoints: [String]
        /// The fonts looked in.
        public let fontsTried: [String]
        /// Fonts not installed, by Debian package.
        public let notInstalled: [String]
        /// The fonts tried and those not installed, in the words `dial lint` uses (`MissingGlyphs.triedDescription`):
        /// one wording from one place, so the two commands never count the fonts differently (stranger19 #10).
        public let tried: String

        init(_ text: UndrawnText, _ decision: RedactionDecision) {
            // Not `text.path`, which names the timeline entry in force: where the context hides part of that entry, its
            // name would tell when a hidden part changed, as `source` would (review of session 15).
            let element = Explanation.withheldIndices(text.element, decision)
            path = Explanation.shownSource(decision).map { "\($0).\(element)" } ?? element
            codePoints = text.codePoints
            fontsTried = text.fontsTried
            notInstalled = text.fontsNotInstalled
            tried = text.missing.triedDescription
        }
    }

    /// A shown bold or semi-bold text part of which is drawn regular, its script having no heavier face.
    public struct DrawnRegular: Encodable, Sendable {
        /// The JSON path, with indices withheld as an element's are where the context hides part of the content.
        public let path: String
        /// The scripts drawn regular: "Syriac".
        public let scripts: [String]
    }

    /// A rule of docs/privacy.md that applies.
    public struct Rule: Encodable, Sendable {
        /// The rule's name.
        public let rule: String
        /// The reason it gives.
        public let reason: String
        /// The rule in words.
        public let explanation: String
    }

    /// One element of the content drawn.
    public struct Element: Encodable, Sendable {
        /// The JSON path.
        public let path: String
        /// Whether it is shown.
        public let shown: Bool
        /// Why.
        public let because: String
        /// Whether it is shown but the layout draws nothing of it (its cut, in `cut`, says why): "shown" names what the
        /// privacy rules let through, and a report must not let it read as drawn (a circular gauge's label beside its
        /// minimum and maximum labels, stranger22 #10). Never said of a hidden element: what becomes of a hidden
        /// text is not told.
        public let leftOut: Bool
    }

    /// The face's name.
    public let face: String
    /// The file it was read from.
    public let file: String
    /// The context explained.
    public let context: Context
    /// Each complication, in the face's order.
    public let complications: [Complication]

    init(face: Face, resolved: ResolvedFace, decisions: [RedactionDecision], cut: [ShortenedText], undrawn: [UndrawnText],
         drawnRegular: [TextDrawnRegular], undecoded: [String: [ElementID]]) {
        self.face = face.displayName
        file = face.file
        let privacy = resolved.privacy
        context = Context(display: resolved.display.rawValue, lock: privacy.lock.rawValue,
                          hideSensitiveComplications: privacy.hideSensitiveComplications,
                          allowAccessWhenLocked: privacy.allowAccessWhenLocked,
                          perComplication: privacy.perComplication.mapValues(\.rawValue))
        complications = zip(resolved.complications, decisions).map { complication, decision in
            Complication(
                id: complication.id, slot: complication.slot.rawValue, family: complication.family.rawValue,
                dataProtection: complication.dataProtection.rawValue, redactionStyle: complication.redactionStyle.rawValue,
                choice: privacy.choice(for: complication.id).rawValue,
                reasons: Self.names(decision.reasons),
                rules: Self.shownRules(decision).map {
                    Rule(rule: $0.name, reason: Self.names($0.reason).joined(), explanation: $0.explanation)
                },
                draws: decision.drawn.rawValue,
                source: Self.shownSource(decision)?.description,
                elements: decision.drawn != .content ? [] : decision.listed.map { element in
                    let path = Self.withheldIndices("\(element.element)", decision)
                    let written = Self.shownSource(decision).map { "\($0).\(path)" } ?? path
                    // Matched by the element's own path, before its indices are withheld: withheld, every shown
                    // `vstack[…]` of a partly hidden view would match any text of it that is not drawn.
                    let leftOut = element.shown
                        && cut.contains { $0.owner == complication.id && $0.drawsNothing && $0.path == "\(element.element)" }
                    return Element(path: written, shown: element.shown, because: element.because, leftOut: leftOut)
                },
                cut: Self.cuts(cut.filter { $0.owner == complication.id }, decision),
                notDrawn: undrawn.filter { $0.complication == complication.id }.map { NotDrawn($0, decision) },
                drawnRegular: drawnRegular.filter { $0.complication == complication.id }.map { text in
                    let path = Self.withheldIndices(text.element, decision)
                    return DrawnRegular(path: Self.shownSource(decision).map { "\($0).\(path)" } ?? path, scripts: text.scripts)
                },
                undecodedPictures: (undecoded[complication.id] ?? []).map { element in
                    let path = Self.withheldIndices("\(element)", decision)
                    return Self.shownSource(decision).map { "\($0).\(path)" } ?? path
                },
                leaksLength: decision.leaksLength)
        }
    }

    /// A complication's shown texts not drawn as written; a view's named by its JSON path.
    static func cuts(_ cut: [ShortenedText], _ decision: RedactionDecision) -> [Cut] {
        let source = shownSource(decision)
        return cut.map { cut in
            let path: String? = cut.path.map { withheldIndices($0, decision) }.map { path in source.map { "\($0).\(path)" } ?? path }
            return Cut(text: cut.text, drawn: cut.shown, kind: cut.kind.rawValue, path: path, drawnAs: cut.drawnAs)
        }
    }

    /// `path` (an element's or a cut text's, relative to its content) with its indices written `[…]` where the context
    /// hides part of the content: a shown line after a hidden run would otherwise be `lines[2]` or `lines[1]` as the
    /// run held two hidden lines or one, which the pixels do not show (review of session 14), as a message inside
    /// private data writes them (docs/privacy.md).
    static func withheldIndices(_ path: String, _ decision: RedactionDecision) -> String {
        guard decision.elements.contains(where: { !$0.shown }) else { return path }
        var written = ""
        var inIndex = false
        for character in path {
            if character == "[" { inIndex = true; written += "[…]"; continue }
            if character == "]" { inIndex = false; continue }
            if !inIndex { written.append(character) }
        }
        return written
    }

    /// Where the drawn content comes from, as far as the context shows it. A placeholder shows nothing of the content
    /// behind it, so neither its path nor its elements are given; and where every element is hidden, the path is not
    /// given either: "from complications[0].content" beside nothing for an entry would tell whether an entry is in force.
    static func shownSource(_ decision: RedactionDecision) -> JSONPath? {
        guard decision.drawn == .content, decision.shows else { return nil }
        return decision.source
    }

    /// The rules, less `nothingCurrent` where the lock puts a placeholder there anyway: whether an entry is in
    /// force behind it would tell when the hidden timeline starts.
    static func shownRules(_ decision: RedactionDecision) -> [RedactionRule] {
        let locked = decision.rules.contains { rule in
            switch rule {
            case .beforeFirstUnlock, .lockedWhileProtected: true
            default: false
            }
        }
        return locked ? decision.rules.filter { $0 != .nothingCurrent } : decision.rules
    }

    static func names(_ reasons: RedactionReasons) -> [String] {
        [(RedactionReasons.placeholder, "placeholder"), (.privacy, "privacy"), (.invalidated, "invalidated")]
            .filter { reasons.contains($0.0) }.map(\.1)
    }

    /// The explanation in words, as `dial explain` prints it.
    public var description: String {
        let on = { (flag: Bool) in flag ? "on" : "off" }
        var lines = ["\(face) (\(file)): \(context.display), \(context.lock), Hide Sensitive Complications \(on(context.hideSensitiveComplications)), "
                     + "Allow Access When Locked \(on(context.allowAccessWhenLocked))"]
        for complication in complications {
            lines.append("")
            lines.append("\(complication.id): \(complication.family) in \(complication.slot), data protection \(complication.dataProtection)")
            if complication.choice != "inherit" {
                lines.append("  the wearer's choice: \(complication.choice), over the global setting")
            }
            lines.append("  reasons: \(complication.reasons.isEmpty ? "none" : complication.reasons.joined(separator: ", "))")
            for rule in complication.rules { lines.append("  because \(rule.explanation)") }
            let draws = switch complication.draws {
            case "customPlaceholder": "its own placeholder, each element not marked unredacted as a bar"
            case "systemPlaceholder": "the family's system placeholder"
            default: complication.source.map { "its content from \($0)" } ?? "its content"
            }
            lines.append("  draws: \(draws)")
            for element in complication.elements {
                let status = element.leftOut ? "not hidden" : element.shown ? "shown" : "hidden"
                lines.append("    \(element.path): \(status) (\(element.because))" + (element.leftOut ? ", but not drawn" : ""))
            }
            for text in complication.notDrawn {
                // The families named as lint names them; the JSON lists every font file.
                lines.append("  not drawn: \(text.codePoints.joined(separator: " ")) in \(text.path): no pinned font has them, "
                             + "they are empty boxes (\(text.tried))")
            }
            for text in complication.drawnRegular {
                lines.append("  \(text.path): drawn regular: no heavier face for \(TextDrawnRegular.list(text.scripts))")
            }
            for cut in complication.cut {
                // A picture has no text to quote.
                lines.append("  " + (cut.path.map { "\($0): " } ?? "") + (cut.text.isEmpty ? "" : "\"\(cut.text)\" ") + cut.drawnAs)
            }
            for path in complication.undecodedPictures {
                lines.append("  \(path): its picture's bytes do not decode, so it is drawn as its stand-in (the redaction colour in its mask)")
            }
            if complication.leaksLength {
                lines.append("  warning: redactionStyle \"apple\" draws bars as wide as the hidden text, which shows its length")
            }
        }
        return lines.joined(separator: "\n")
    }
}
