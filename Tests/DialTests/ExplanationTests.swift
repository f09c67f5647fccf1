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
}
