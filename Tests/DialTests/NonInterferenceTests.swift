import DialCairo
import DialCore
import DialModel
import DialSVG
import DialText
import Foundation
import Testing

/// spec/redaction.md, "Non-interference": changing any value that is redacted in a context leaves the PNG, SVG and
/// TXT of that context byte-identical, and no hidden text (nor any 4-character piece of it) appears in the SVG or TXT.
/// Random faces × random contexts × two random values for every redacted element. CI runs a fixed seed;
/// `DIAL_PROPERTY_CASES=5000 DIAL_PROPERTY_SEED=7 swift test --filter NonInterference` runs more.
@Suite struct NonInterferenceTests {
    static let environment = ProcessInfo.processInfo.environment
    static let cases = environment["DIAL_PROPERTY_CASES"].flatMap(Int.init) ?? 250
    static let seed = environment["DIAL_PROPERTY_SEED"].flatMap(UInt64.init) ?? 20_261_122

    /// The whole pipeline, stage by stage, to the three outputs.
    final class Pipeline {
        let shaper: TextShaper
        let backend = CairoBackend()
        let svgWriter = SVGWriter()

        init() throws { shaper = try TextShaper() }

        func resolve(_ document: FaceDocument, _ display: Display, _ overrides: RenderOverrides) throws -> ResolvedFace {
            try Resolver.resolve(document, name: "random", display: display, overrides: overrides)
        }

        func outputs(_ face: ResolvedFace) throws -> (png: [UInt8], svg: [UInt8], txt: [UInt8]) {
            let redacted = Redactor.redact(face) { [shaper] text, font in shaper.shape(text, font: font.font, size: font.size).width }
            let list = Painter.paint(LayoutEngine.layout(redacted, shaper: shaper))
            return (try backend.png(list), try svgWriter.svg(list), Array(TextDump.render(list).utf8))
        }
    }

    @Test func redactedValuesNeverReachAnOutput() throws {
        let pipeline = try Pipeline()
        var random = RandomFace(generator: SeededGenerator(seed: Self.seed))
        var checkedElements = 0
        for index in 0..<Self.cases {
            let document = random.face()
            let (display, overrides) = random.context(for: document)
            let face = try pipeline.resolve(document, display, overrides)
            var first = document, second = document
            var secrets: [String] = []
            for decision in Redactor.decisions(face) {
                guard let source = decision.source else { continue }
                for element in decision.elements where !element.shown {
                    let (a, b) = (random.text(), random.text())
                    secrets.append(a)
                    let (x, y) = (Double.random(in: -1000...1000, using: &random.generator), Double.random(in: -1000...1000, using: &random.generator))
                    first = first.replacing(element.element, at: source, with: { $0.text = a }, value: { _, _, _ in x })
                    second = second.replacing(element.element, at: source, with: { $0.text = b }, value: { _, _, _ in y })
                    checkedElements += 1
                }
            }
            let one = try pipeline.outputs(try pipeline.resolve(first, display, overrides))
            let two = try pipeline.outputs(try pipeline.resolve(second, display, overrides))
            let context = "case \(index) (seed \(Self.seed)): \(display.rawValue) \(overrides)"
            #expect(one.txt == two.txt, "TXT differs, \(context)")
            #expect(one.svg == two.svg, "SVG differs, \(context)")
            #expect(one.png == two.png, "PNG differs, \(context)")
            // Pieces the face also shows elsewhere (random texts share an alphabet) prove nothing either way.
            let elsewhere = Self.cString(Array(second.allTexts.joined(separator: "\n").utf8))
            let (txt, svg) = (Self.cString(one.txt), Self.cString(one.svg))
            // ...and so do pieces the other render, which holds other secrets, shows too: SVG boilerplate ("xml ").
            let (otherTXT, otherSVG) = (Self.cString(two.txt), Self.cString(two.svg))
            for secret in secrets {
                for piece in Self.telltalePieces(of: secret) where strstr(elsewhere, piece) == nil {
                    #expect(strstr(txt, piece) == nil || strstr(otherTXT, piece) != nil, "TXT shows \"\(piece)\" of a hidden text, \(context)")
                    #expect(strstr(svg, piece) == nil || strstr(otherSVG, piece) != nil, "SVG shows \"\(piece)\" of a hidden text, \(context)")
                }
            }
        }
        // The property means nothing if the generator never hides anything.
        #expect(checkedElements > Self.cases)
    }

    /// Every 4-character piece of a secret that could not turn up in an output by chance: it has a character other
    /// than a space, a digit, a hex letter or punctuation (outputs are full of numbers and colours like #FFA0B1).
    static func telltalePieces(of secret: String) -> Set<String> {
        let characters = Array(secret)
        guard characters.count >= 4 else { return [] }
        return Set((0...(characters.count - 4)).map { String(characters[$0..<$0 + 4]) }.filter { piece in
            piece.contains { !($0.isNumber || $0.isHexDigit || $0.isPunctuation || $0.isWhitespace) }
        })
    }

    /// A NUL-terminated copy for C's `strstr`: Unicode-aware `String.contains` over 100 KB of SVG is far too slow
    /// for thousands of pieces. Outputs and secrets hold no NUL byte, so the copy searches the same bytes.
    static func cString(_ bytes: [UInt8]) -> [CChar] { bytes.map { CChar(bitPattern: $0) } + [0] }

    /// The inverse: with nothing redacted, changing a value does change the output, so the property above can fail.
    @Test func visibleValuesDoReachTheOutput() throws {
        let pipeline = try Pipeline()
        var random = RandomFace(generator: SeededGenerator(seed: Self.seed &+ 1))
        var changed = 0
        for _ in 0..<40 {
            let document = random.face()
            let face = try pipeline.resolve(document, .active, RenderOverrides())
            guard let decision = Redactor.decisions(face).first(where: { $0.source != nil && !$0.elements.isEmpty && $0.reasons.isEmpty }),
                  let source = decision.source, let element = decision.elements.first, element.shown
            else { continue }
            let before = try pipeline.outputs(face)
            // Short, distinct texts (a long one could be cut back to the same ellipsis) and a value far away.
            let edited = document.replacing(element.element, at: source, with: { $0.text = $0.text.hasPrefix("Q") ? "Z" : "Q" },
                                            value: { value, lower, upper in value < (lower + upper) / 2 ? upper : lower })
            let after = try pipeline.outputs(try pipeline.resolve(edited, .active, RenderOverrides()))
            #expect(before.txt != after.txt || before.png != after.png, "changing a visible \(element.element) changed nothing")
            changed += 1
        }
        #expect(changed > 10)
    }
}
