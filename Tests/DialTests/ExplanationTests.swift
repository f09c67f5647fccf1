import Dial
import DialCore
import DialModel
import Foundation
import Testing

/// The library's explain is context-safe, not only the command line's (docs/privacy.md, "Errors, explanations,
/// structure and timing"): what a context hides changes nothing of its explanation.
@Suite struct ExplanationTests {
    /// A complication that marks nothing, hidden whole in Always On: whether its static content or a timeline entry is
    /// in force, and when that entry starts, show nowhere in the explanation of that context.
    @Test func whichEntryIsInForceDoesNotShowWhereNothingIsShown() throws {
        func face(_ entryDate: String) throws -> Face {
            let json = """
            { "schemaVersion": 1, "style": "modular", "time": "2026-11-22T10:00:00Z", "complications": [
              { "id": "c", "slot": "center", "family": "accessoryRectangular", "dataProtection": "none",
                "content": { "template": "stack", "lines": [{ "text": "static" }] },
                "timeline": [{ "date": "\(entryDate)", "content": { "template": "stack", "lines": [{ "text": "entry" }] } }] } ] }
            """
            return try Face.decode(Array(json.utf8), file: "face.json")
        }
        let renderer = try Renderer()
        let hidden = RenderContext.alwaysOn(hideSensitive: true)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        // 09:00: the entry is in force; 11:00: the static content is.
        let (current, future) = (try face("2026-11-22T09:00:00Z"), try face("2026-11-22T11:00:00Z"))
        let one = try renderer.explain(current, in: hidden)
        let other = try renderer.explain(future, in: hidden)
        #expect(try encoder.encode(one) == encoder.encode(other))
        #expect(one.description == other.description)
        #expect(one.complications[0].source == nil)
        // Where the content is shown, its source is given, and differs: the property can fail.
        let (shownOne, shownOther) = (try renderer.explain(current, in: .active), try renderer.explain(future, in: .active))
        #expect(shownOne.complications[0].source == "complications[0].timeline[0].content")
        #expect(shownOther.complications[0].source == "complications[0].content")
    }

    /// A view's text cut with "…" or shrunk is reported as a template's is, by its JSON path: `dial explain` lists it,
    /// and `dial lint` names a misleading cut (a number dropped) with the path. A hidden text is never reported.
    @Test func aViewsCutOrShrunkTextIsReportedByItsPath() throws {
        func face(sensitive: Bool) throws -> Face {
            let json = """
            { "schemaVersion": 1, "style": "modular", "time": "2026-11-22T10:00:00Z", "complications": [
              { "id": "c", "slot": "center", "family": "accessoryRectangular", "dataProtection": "none",
                "content": { "view": { "vstack": [
                  { "text": "Ab heute im Wohnzimmer und Keller 3,2 kW", "lineLimit": 1, "frame": { "width": 60 }\(sensitive ? ", \"privacySensitive\": true" : "") },
                  { "text": "Energieverbrauch", "lineLimit": 1, "minimumScaleFactor": 0.3, "frame": { "width": 60 } } ] } } } ] }
            """
            return try Face.decode(Array(json.utf8), file: "face.json")
        }
        let renderer = try Renderer()
        let explained = try renderer.explain(face(sensitive: false), in: .active)
        let cut = explained.complications[0].cut
        #expect(cut.map(\.path) == ["complications[0].content.view.vstack[0]", "complications[0].content.view.vstack[1]"])
        // Shrunk by its minimumScaleFactor below the rectangular's legible 11 pt: said so, with its size (stranger8 #11).
        #expect(cut.map(\.kind) == ["numberDropped", "belowLegible"])
        #expect(cut[0].drawn.hasSuffix("…") && cut[1].drawn == "Energieverbrauch")
        #expect(explained.description.contains("complications[0].content.view.vstack[1]: \"Energieverbrauch\" drawn whole"))
        let findings = try Linter.lint(face(sensitive: false), renderer: renderer).findings.filter { $0.rule == .textCut }
        #expect(!findings.isEmpty && findings.allSatisfy { $0.message.contains("c (view.vstack[0]): ") }, "\(findings.map(\.message))")
        // Hidden (Always On hides a sensitive text), only the shown text is reported.
        let hidden = try renderer.explain(face(sensitive: true), in: RenderContext.alwaysOn(hideSensitive: true))
        #expect(hidden.complications[0].cut.map(\.text) == ["Energieverbrauch"])
    }
}
