@testable import Dial
import DialCore
import DialModel
import DialTestSupport
import Foundation
import Testing

/// A character no pinned font has is never drawn silently (issue #23): lint, validate and explain name the text by
/// its JSON path and the characters by code point, and only for a context that shows the text.
@Suite struct UndrawnTextTests {
    /// Makasar (no font the set-up installs has it): no pinned family has it. The second line is private.
    static func face(privateLine: String = "𑻠 secret") throws -> Face {
        try Face.decode(Array(SampleFaces.makasar(privateLine: privateLine).utf8), file: "test.json")
    }

    static let hiding = RenderContext.alwaysOn(hideSensitive: true)

    @Test func aShownTextIsReportedByPathAndCodePoint() throws {
        let renderer = try Renderer()
        let found = try renderer.undrawnTexts(try Self.face(), in: .active)
        #expect(found.map(\.path) == ["complications[0].content.lines[0]", "complications[1].content.lines[1]"])
        #expect(found.map(\.complication) == ["top", "notes"])
        #expect(found.map(\.codePoints) == [["U+11EE1"], ["U+11EE0"]])
        #expect(found.first?.fontsTried.first == "Inter-SemiBold.otf")
        #expect(found.first?.fontsTried.contains("DejaVuSans-Bold.ttf") == true)
    }

    /// In Always On with Hide Sensitive Complications on, the private line is hidden: it is not looked at, and what it
    /// says changes nothing of what is reported there.
    @Test func aHiddenTextIsNotReportedForTheContextThatHidesIt() throws {
        let renderer = try Renderer()
        let hidden = try renderer.undrawnTexts(try Self.face(), in: Self.hiding)
        #expect(hidden.map(\.path) == ["complications[0].content.lines[0]"])
        let latin = try renderer.undrawnTexts(try Self.face(privateLine: "plain secret"), in: Self.hiding)
        #expect(hidden == latin)
    }

    @Test func lintReportsMissingGlyphsNamingTheDisplaysTheyAreSeenIn() throws {
        let renderer = try Renderer()
        let findings = try Linter.missingGlyphFindings(try Self.face(), renderer: renderer, context: Self.hiding, waivers: [:])
        #expect(findings.map(\.rule) == [.missingGlyph, .missingGlyph])
        #expect(findings.map(\.path) == ["complications[0].content.lines[0]", "complications[1].content.lines[1]"])
        #expect(findings.map(\.codePoints) == [["U+11EE1"], ["U+11EE0"]])
        #expect(findings[0].message.contains("in active and Always On"), "\(findings[0].message)")
        // The private line is hidden in Always On: reported for active only.
        #expect(findings[1].message.contains("in active.") && !findings[1].message.contains("Always On"), "\(findings[1].message)")
        let report = try Linter.lint(try Self.face(), renderer: renderer)
        #expect(report.failed)
        #expect(report.findings.filter { $0.rule == .missingGlyph }.count == 2)
    }

    @Test func aWaiverExcusesIt() throws {
        let face = try Face.decode(Array("""
            { "schemaVersion": 1, "style": "digital", "lint": { "waivers": { "missingGlyph": "Makasar on purpose" } },
              "complications": [ { "id": "top", "slot": "top", "family": "accessoryInline", "dataProtection": "none",
                "content": { "template": "stack", "lines": [{ "text": "𑻠" }] } } ] }
            """.utf8), file: "test.json")
        let findings = try Linter.missingGlyphFindings(face, renderer: try Renderer(), context: .active, waivers: try Linter.waivers(of: face))
        #expect(findings.map(\.waived) == ["Makasar on purpose"])
    }

    @Test func textEveryFontDrawsIsNotReported() throws {
        let face = try Face.decode(Array("""
            { "schemaVersion": 1, "style": "digital",
              "complications": [ { "id": "top", "slot": "top", "family": "accessoryInline", "dataProtection": "none",
                "content": { "template": "stack", "lines": [{ "text": "Zürich 3°" }] } } ] }
            """.utf8), file: "test.json")
        #expect(try Renderer().undrawnTexts(face, in: .active).isEmpty)
    }

    /// A view's texts are looked at like a template's (stranger13 #1: a view's 𝄞 was a box that validate, lint and
    /// explain said nothing of), in the tree and its widget label, and not where the context hides them.
    @Test func aViewsTextIsReportedAndNotWhereHidden() throws {
        let face = try Face.decode(Array("""
            { "schemaVersion": 1, "style": "modular", "settings": {"hideSensitiveComplications": true},
              "complications": [ { "id": "v", "slot": "center", "family": "accessoryRectangular", "dataProtection": "none",
                "content": { "view": { "vstack": [ { "text": "Clef 𑻠" }, { "text": "𑻡 secret", "privacySensitive": true },
                                                    { "text": "Zürich 3°" } ] } } } ] }
            """.utf8), file: "test.json")
        let renderer = try Renderer()
        let active = try renderer.undrawnTexts(face, in: .active)
        #expect(active.map(\.path) == ["complications[0].content.view.vstack[0]", "complications[0].content.view.vstack[1]"])
        #expect(active.map(\.codePoints) == [["U+11EE0"], ["U+11EE1"]])
        let hidden = try renderer.undrawnTexts(face, in: Self.hiding)
        #expect(hidden.map(\.path) == ["complications[0].content.view.vstack[0]"])
    }
}
