@testable import Dial
import DialCore
import DialModel
import DialTestSupport
import Foundation
import Testing

/// Syriac, N'Ko, Tifinagh and Mongolian have a regular face only: a bold or semi-bold line draws them regular, and
/// `dial lint` (a note, `drawnRegular`) and `dial explain` say so for the text concerned, only for a context that
/// shows it (stranger9 #11).
@Suite struct TextDrawnRegularTests {
    /// A rectangular: a Syriac headline (semi-bold), an Adlam body line (Adlam has a bold face), and a private third
    /// line; `boldText` turns every line bold.
    static func face(boldText: Bool, privateLine: String = "ߓߊ߯ߙߊ ߞߊ߬ߙߊ") throws -> Face {
        try Face.decode(Array("""
            { "schemaVersion": 1, "style": "modular", "settings": { "boldText": \(boldText) },
              "complications": [ { "id": "church", "slot": "center", "family": "accessoryRectangular", "dataProtection": "none",
                "content": { "template": "stack", "lines": [{ "text": "ܥܕܬܐ 7" }, { "text": "𞤀𞤣𞤤𞤢𞤥 Mass" },
                  { "text": "\(privateLine)", "privacySensitive": true }] } } ] }
            """.utf8), file: "test.json")
    }

    static let hiding = RenderContext.alwaysOn(hideSensitive: true)

    @Test func aHeavyLinesScriptWithARegularFaceOnlyIsNamed() throws {
        let renderer = try Renderer()
        // The headline is semi-bold; the body lines regular, as their Syriac- and N'Ko-less scripts have a bold face
        // anyway.
        let plain = try renderer.textsDrawnRegular(try Self.face(boldText: false), in: .active)
        #expect(plain.map(\.path) == ["complications[0].content.lines[0]"])
        #expect(plain.map(\.scripts) == [["Syriac"]])
        #expect(plain.first?.description == "drawn regular: no heavier face for Syriac")
        // Bold Text: the N'Ko line too; Adlam has a bold face, so the second line is drawn bold throughout.
        let bold = try renderer.textsDrawnRegular(try Self.face(boldText: true), in: .active)
        #expect(bold.map(\.path) == ["complications[0].content.lines[0]", "complications[0].content.lines[2]"])
        #expect(bold.map(\.scripts) == [["Syriac"], ["NKo"]])
    }

    /// Hidden in Always On, the private line is not looked at: what it says changes nothing of what is reported.
    @Test func aHiddenTextIsNotReportedForTheContextThatHidesIt() throws {
        let renderer = try Renderer()
        let hidden = try renderer.textsDrawnRegular(try Self.face(boldText: true), in: Self.hiding)
        #expect(hidden.map(\.path) == ["complications[0].content.lines[0]"])
        let latin = try renderer.textsDrawnRegular(try Self.face(boldText: true, privateLine: "plain secret"), in: Self.hiding)
        #expect(hidden == latin)
        let explained = try renderer.explain(try Self.face(boldText: true), in: Self.hiding).description
        let plainExplained = try renderer.explain(try Self.face(boldText: true, privateLine: "plain secret"), in: Self.hiding).description
        #expect(explained == plainExplained)
    }

    @Test func explainSaysItForTheText() throws {
        let explained = try Renderer().explain(try Self.face(boldText: true), in: .active).description
        #expect(explained.contains("complications[0].content.lines[0]: drawn regular: no heavier face for Syriac"), "\(explained)")
        #expect(explained.contains("complications[0].content.lines[2]: drawn regular: no heavier face for NKo"), "\(explained)")
        #expect(!explained.contains("lines[1]: drawn regular"), "\(explained)")
    }

    /// A note: named with the displays it is seen in, and never failing the lint.
    @Test func lintNotesItWithoutFailing() throws {
        let renderer = try Renderer()
        let findings = try Linter.drawnRegularFindings(try Self.face(boldText: true), renderer: renderer, context: .active, waivers: [:])
        #expect(findings.map(\.rule) == [.drawnRegular, .drawnRegular])
        #expect(findings[0].message.contains("drawn regular: no heavier face for Syriac in active and Always On"), "\(findings[0].message)")
        // The private line is hidden in Always On (Hide Sensitive Complications on): noted for active only.
        let hiding = try Linter.drawnRegularFindings(try Self.face(boldText: true), renderer: renderer, context: RenderContext(hideSensitive: true),
                                                     waivers: [:])
        #expect(hiding.count == 2)
        #expect(hiding[1].message.contains("in active,") && !hiding[1].message.contains("Always On"), "\(hiding[1].message)")
        let report = try Linter.lint(try Self.face(boldText: true), renderer: renderer)
        #expect(report.findings.contains { $0.rule == .drawnRegular })
        #expect(report.findings.allSatisfy { $0.rule.isNote }, "\(report.findings.map(\.message))")
        #expect(!report.failed)
        #expect(LintResult(report: report).text.contains("drawnRegular: note: "))
    }

    @Test func scriptsWithABoldFaceAreNotNamed() throws {
        let face = try Face.decode(Array("""
            { "schemaVersion": 1, "style": "modular", "settings": { "boldText": true },
              "complications": [ { "id": "r", "slot": "center", "family": "accessoryRectangular", "dataProtection": "none",
                "content": { "template": "stack", "lines": [{ "text": "मुंबई 7" }, { "text": "Zürich ۳" }, { "text": "ᱥᱟᱱᱛᱟᱲᱤ" }] } } ] }
            """.utf8), file: "test.json")
        #expect(try Renderer().textsDrawnRegular(face, in: .active).isEmpty)
    }
}
