import Dial
import DialCore
import DialModel
import Testing

/// A hidden text's shorter forms are as hidden as it: redaction replaces the text with a bar before layout and drops
/// its forms, so two faces that differ only in a hidden shorter form give the same bytes wherever it is hidden, and
/// different ones where it is shown (so the test can fail).
@Suite struct ShortTextPrivacyTests {
    static func face(_ forms: [String], family: Family, slot: String) throws -> Face {
        let line = TextDocument(text: "Kontostand CHF 1,284,930.55 bei der Helvetia Privée", shortText: ShortTextDocument(forms),
                                privacySensitive: true)
        let content: ContentDocument = family == .accessoryCorner ? .curvedText(line) : .stack(lines: [line])
        return try Face(FaceDocument(device: .mm40, style: .infograph, complications: [
            ComplicationDocument(id: "balance", slot: SlotID(slot), family: family, content: content),
        ]))
    }

    static let contexts: [(display: Display, overrides: RenderOverrides, hides: Bool)] = [
        (.alwaysOn, RenderOverrides(hideSensitiveComplications: true), true),
        (.active, RenderOverrides(lock: .locked, allowAccessWhenLocked: false), true),
        (.active, RenderOverrides(), false),
    ]

    @Test(arguments: [(Family.accessoryInline, "top"), (.accessoryCorner, "topLeft"), (.accessoryCircular, "subdialLeft")])
    func aHiddenShortFormChangesNoByte(family: Family, slot: String) throws {
        let renderer = try Renderer()
        let one = try Self.face(["CHF 1.28M", "1.28M"], family: family, slot: slot)
        let two = try Self.face(["CHF 9.99M · Helvetia", "9M"], family: family, slot: slot)
        for context in Self.contexts {
            let first = try renderer.render(one, in: RenderContext(display: context.display, overrides: context.overrides), formats: [.png, .svg, .txt])
            let second = try renderer.render(two, in: RenderContext(display: context.display, overrides: context.overrides), formats: [.png, .svg, .txt])
            let same = zip(first, second).allSatisfy { $0.bytes == $1.bytes }
            #expect(same == context.hides, "\(family) \(context.display) \(context.overrides): the same bytes \(same)")
            let tree = try renderer.layoutTree(one, in: RenderContext(display: context.display, overrides: context.overrides))
            if context.hides { #expect(tree.shortened.isEmpty) }
        }
    }
}
