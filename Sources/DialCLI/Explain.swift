import ArgumentParser
import Dial
import DialCore
import DialModel
import Foundation

/// `dial explain`: what the privacy model decides for each complication of a face, and which rule decided it.
struct Explain: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Show, per complication, the redaction reasons, the rules behind them and what each element shows.",
        discussion: """
            Elements are named by their JSON path; their text is never printed. Asked about a context, it describes \
            what that context shows: of a complication drawn as a placeholder, nothing of the content behind it (not \
            even which timeline entry is in force).
            """)

    @Argument(help: "The face file (JSON). Without one, the bundled default face.")
    var face: String?

    @Option(help: "active, always-on or both.")
    var mode: Render.Mode = .both

    @Flag(help: "Print JSON for tools instead of text.")
    var json = false

    @OptionGroup var context: ContextOptions

    func run() throws {
        let loaded = try face.map(FaceFile.load) ?? Face.bundledDefault()
        var reports: [Report] = []
        let renderer = try Renderer()
        for display in mode.displays {
            let resolved = try loaded.resolved(display: display, overrides: context.overrides)
            // What layout did with the shown texts: only shown text reaches layout, so this tells nothing hidden.
            let cut = try renderer.layoutTree(loaded, display: display, overrides: context.overrides).shortened
            // Looked for only among the texts this context shows.
            let undrawn = try renderer.undrawnTexts(loaded, display: display, overrides: context.overrides)
            reports.append(Report(face: loaded, resolved: resolved, decisions: Redactor.decisions(resolved), cut: cut,
                                  undrawn: undrawn))
        }
        if json {
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
            print(String(decoding: try encoder.encode(reports), as: UTF8.self))
        } else {
            print(reports.map(\.text).joined(separator: "\n"))
        }
    }

    /// One display's decisions, in the shape `--json` prints.
    struct Report: Encodable {
        struct Context: Encodable {
            var display: String
            var lock: String
            var hideSensitiveComplications: Bool
            var allowAccessWhenLocked: Bool
            var perComplication: [String: String]
        }

        struct Complication: Encodable {
            var id: String
            var slot: String
            var family: String
            var dataProtection: String
            var redactionStyle: String
            /// The wearer's Hide Sensitive Complications choice for it: inherit, hide or show.
            var choice: String
            var reasons: [String]
            var rules: [Rule]
            var draws: String
            var source: String?
            var elements: [Element]
            /// Shown texts not drawn as written: what is drawn of each (a shorter form, a shortened start, or nothing).
            var cut: [Cut]
            /// Shown texts with characters no pinned font draws: those characters are not drawn (empty boxes).
            var notDrawn: [NotDrawn]
            var leaksLength: Bool
        }

        struct Cut: Encodable {
            var text: String
            var drawn: String
            /// `ShortenedText.Kind`: shortForm, shortened, numberDropped, numberCut, lessThanHalf or notDrawn.
            var kind: String
            /// In words, for the text output.
            var drawnAs: String
        }

        struct NotDrawn: Encodable {
            var path: String
            var codePoints: [String]
            var fontsTried: [String]
            var notInstalled: [String]

            init(_ text: UndrawnText) {
                path = text.path
                codePoints = text.codePoints
                fontsTried = text.fontsTried
                notInstalled = text.fontsNotInstalled
            }
        }

        struct Rule: Encodable {
            var rule: String
            var reason: String
            var explanation: String
        }

        struct Element: Encodable {
            var path: String
            var shown: Bool
            var because: String
        }

        var face: String
        var file: String
        var context: Context
        var complications: [Complication]

        init(face: Face, resolved: ResolvedFace, decisions: [RedactionDecision], cut: [ShortenedText], undrawn: [UndrawnText] = []) {
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
                    elements: decision.drawn != .content ? [] : decision.elements.map { element in
                        Element(path: Self.shownSource(decision).map { "\($0).\(element.element)" } ?? "\(element.element)",
                                shown: element.shown, because: element.because)
                    },
                    cut: cut.filter { $0.owner == complication.id }.map { Cut(text: $0.text, drawn: $0.shown, kind: $0.kind.rawValue, drawnAs: $0.drawnAs) },
                    notDrawn: undrawn.filter { $0.complication == complication.id }.map(NotDrawn.init),
                    leaksLength: decision.leaksLength)
            }
        }

        /// Where the drawn content comes from, as far as the context shows it (spec/redaction.md, "Non-interference":
        /// `dial explain` asked about a context describes what is shown). A placeholder shows nothing of the content
        /// behind it, so neither its path nor its elements are given; and the path of a timeline entry whose every
        /// element is hidden is not given either, since it would tell which entry is in force.
        static func shownSource(_ decision: RedactionDecision) -> JSONPath? {
            guard decision.drawn == .content, let source = decision.source else { return nil }
            return decision.shows || !source.components.contains(.key("timeline")) ? source : nil
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

        var text: String {
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
                    lines.append("    \(element.path): \(element.shown ? "shown" : "hidden") (\(element.because))")
                }
                for text in complication.notDrawn {
                    let absent = text.notInstalled.isEmpty ? "" : "; not installed: " + text.notInstalled.joined(separator: ", ")
                    let tried: String = text.fontsTried.joined(separator: ", ") + absent
                    lines.append("  not drawn: \(text.codePoints.joined(separator: " ")) in \(text.path): no pinned font has them, "
                                 + "they are empty boxes (tried \(tried))")
                }
                for cut in complication.cut {
                    lines.append("  \"\(cut.text)\" \(cut.drawnAs)")
                }
                if complication.leaksLength {
                    lines.append("  warning: redactionStyle \"apple\" draws bars as wide as the hidden text, which shows its length")
                }
            }
            return lines.joined(separator: "\n")
        }
    }
}
