import Dial
import DialCore
import DialModel
import Foundation
import Testing

/// A context does no work for what it hides whole or never draws, and the face's faults are still found when it is
/// read, in every context alike (docs/privacy.md, "Timing").
@Suite struct FaceContentsTests {
    static func face(_ complication: String, settings: String = "{}") throws -> Face {
        let json = """
        { "schemaVersion": 1, "style": "modular", "time": "2026-11-22T10:00:00Z", "settings": \(settings),
          "complications": [\(complication)] }
        """
        return try Face.decode(Array(json.utf8), file: "face.json")
    }

    /// Behind the lock's placeholder, or hidden whole by privacy, a complication's content is not resolved for the
    /// context: what the resolve stage hands on is the same for a content of one text and of eight.
    @Test(arguments: [RenderContext.alwaysOn(hideSensitive: true), RenderContext.active(lock: .locked)])
    func aComplicationHiddenWholeIsNotResolvedForTheContext(context: RenderContext) throws {
        func complication(_ count: Int) -> String {
            let texts = (0..<count).map { "{\"text\": \"line \($0)\"}" }.joined(separator: ", ")
            return """
            { "id": "c", "slot": "center", "family": "accessoryRectangular", "dataProtection": "complete",
              "content": { "view": { "vstack": [\(texts)] } } }
            """
        }
        let (one, eight) = (try Self.face(complication(1)), try Self.face(complication(8)))
        #expect(try one.resolved(in: context).complications[0].current == .withheld)
        #expect(try one.resolved(in: context) == eight.resolved(in: context))
        // Where it shows, its content is resolved, and the two differ: the property can fail.
        guard case .content = try one.resolved(in: .active).complications[0].current else {
            Issue.record("the active view resolves the content")
            return
        }
        #expect(try one.resolved(in: .active) != eight.resolved(in: .active))
    }

    /// A fault in a content that the face's own settings hide whole is found when the face is read, as one anywhere.
    @Test func aFaultInAContentTheFacesOwnSettingsHideIsRefusedWhenRead() throws {
        let complication = """
        { "id": "c", "slot": "center", "family": "accessoryRectangular", "dataProtection": "complete",
          "content": { "template": "rings", "rings": [{ "value": 0.5 }] } }
        """
        #expect(throws: DialError.self) { try Self.face(complication, settings: "{\"lock\": \"locked\"}") }
        do {
            _ = try Self.face(complication, settings: "{\"lock\": \"locked\"}")
        } catch {
            #expect("\(error)".contains("complications[0].content"), "\(error)")
        }
    }

    /// A rectangular draws no `widgetLabel`, and no face draws a `containerBackground`: a context neither lists their
    /// hidden texts nor lays them out, so a label of one text and one of eight explain alike.
    @Test(arguments: ["widgetLabel", "containerBackground"])
    func whatNoFamilyDrawsIsNotListed(modifier: String) throws {
        func complication(_ count: Int) -> String {
            let texts = (0..<count).map { "{\"text\": \"label \($0)\"}" }.joined(separator: ", ")
            return """
            { "id": "c", "slot": "center", "family": "accessoryRectangular", "dataProtection": "none",
              "content": { "view": { "vstack": [{ "text": "shown" }, { "text": "hidden", "privacySensitive": true }],
                                     "\(modifier)": { "vstack": [\(texts)], "privacySensitive": true } } } }
            """
        }
        let renderer = try Renderer()
        let hidden = RenderContext.alwaysOn(hideSensitive: true)
        let (one, eight) = (try Self.face(complication(1)), try Self.face(complication(8)))
        #expect(try renderer.explain(one, in: hidden).description == renderer.explain(eight, in: hidden).description)
        // The element hidden where it is drawn is listed: the explanations compared are not empty.
        #expect(try renderer.explain(one, in: hidden).description.contains("vstack[…]: hidden"))
    }
}
