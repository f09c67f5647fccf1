@testable import Dial
import DialModel
import Testing

/// A live `relative`, `offset` or `timer` text to `"now"` measures from the moment drawn to itself: it draws zero at
/// every moment, and `dial lint` says so (`liveTextToNow`), wherever it is written. A date already past counts up and
/// is not reported, nor a `time` or `date` of now (session 25: a timer to "now" was accepted silently).
@Suite struct LiveTextsToNowTests {
    static let face = #"""
        { "schemaVersion": 1, "style": "modular", "time": "2026-11-26T10:00:00Z", "complications": [
          { "id": "v", "slot": "topLeft", "family": "accessoryCircular",
            "content": { "view": { "vstack": [
              { "text": { "date": "now", "style": "time" } },
              { "text": { "date": "now", "style": "timer" }, "font": "caption2" } ] } } },
          { "id": "t", "slot": "center", "family": "accessoryRectangular",
            "content": { "template": "stack", "lines": [{ "text": "Since the last dose" },
                                                         { "date": "2026-11-26T07:30:00Z", "style": "timer" }] },
            "timeline": [{ "date": "2026-11-26T09:00:00Z",
                           "content": { "template": "stack", "lines": [{ "text": "Standup" }, { "date": "now", "style": "relative" }] } }],
            "placeholder": { "template": "stack", "lines": [{ "text": "Next" }, { "date": "now", "style": "offset" }] } },
          { "id": "g", "slot": "bottomLeft", "family": "accessoryCircular",
            "content": { "template": "gauge", "value": 0.5, "text": { "date": "2026-11-26T07:30:00Z", "style": "relative" } } } ] }
        """#

    @Test func aDistanceToNowIsFoundByItsPathWhereverItIsWritten() throws {
        let face = try Face.decode(Array(Self.face.utf8), file: "now.json")
        let findings = LiveTextsToNow.find(face.document)
        #expect(findings.map(\.complication) == ["v", "t", "t"])
        let paths = findings.map { String($0.message.split(separator: " ")[1]) }
        #expect(paths == ["complications[0].content.view.vstack[1].text", "complications[1].timeline[0].content.lines[1]",
                          "complications[1].placeholder.lines[1]"])
        #expect(findings[0].message.hasPrefix(#"v: complications[0].content.view.vstack[1].text is a live timer text to "now", the moment drawn, "#
            + #"which measures from that moment to itself: it draws zero at every moment, "0:00" ("0:--" in Always On) in English."#))
        #expect(findings[2].message.contains(#"is a live offset text to "now""#))
    }

    @Test func lintReportsItAsAFindingThatFails() throws {
        let face = try Face.decode(Array(Self.face.utf8), file: "now.json")
        let findings = try Linter.lint(face, renderer: try Renderer()).findings.filter { $0.rule == .liveTextToNow }
        #expect(findings.count == 3)
        #expect(!LintRule.liveTextToNow.isNote)
    }
}
