import DialTestSupport
import Foundation
import Testing

/// `dial explain` and the privacy context flags, as a user runs them.
@Suite struct ExplainCommandTests {
    @Test func explainsEachComplicationWithItsRuleAndNeverPrintsText() throws {
        let result = try Repository.run(["explain", "Faces/privacy/hide-sensitive.json", "--mode", "always-on"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("calendar: accessoryRectangular in center"))
        #expect(result.stdout.contains("because privacy: Always On, and Hide Sensitive Complications is on"))
        // Where part of it is hidden, no index: a shown line's would count the hidden lines before it.
        #expect(result.stdout.contains("complications[0].content.lines[…]: hidden (privacySensitive)"))
        // Of a complication of which nothing is shown, not where its content comes from: that would tell whether a
        // timeline entry is in force.
        // It marks nothing, so privacy hides all of it and its placeholder is drawn.
        #expect(result.stdout.contains("battery: accessoryCircular in bottomRight, data protection none\n  reasons: privacy\n"
                                       + "  because privacy: Always On, and Hide Sensitive Complications is on (this complication inherits it)\n"
                                       + "  draws: the family's system placeholder\n"), "\(result.stdout)")
        #expect(!result.stdout.contains("complications[3].content"))
        #expect(!result.stdout.contains("10:30 Room 4"))
    }

    /// Issue #17: explain says what is actually drawn: a shown text that does not fit, and what of it is drawn; in a
    /// context that hides it, nothing of it.
    @Test func explainsWhatIsDrawnOfATextThatDoesNotFit() throws {
        let folder = try Repository.temporaryDirectory()
        let url = folder.appendingPathComponent("tiny.json")
        try Data(#"""
            { "schemaVersion": 1, "style": "custom", "clock": {"kind": "digital"},
              "slots": [ {"name": "a", "family": "accessoryCircular", "frame": {"x": 20, "y": 120, "width": 18, "height": 18}} ],
              "complications": [ {"id": "temp", "slot": "a", "family": "accessoryCircular",
                "content": {"template": "stack", "lines": [{"text": "1,284,930 steps", "privacySensitive": true}]}} ] }
            """#.utf8).write(to: url)
        let shown = try Repository.run(["explain", url.path, "--mode", "active"])
        #expect(shown.status == 0, "\(shown.stderr)")
        #expect(shown.stdout.contains("\"1,284,930 steps\" not drawn (no room for it"), "\(shown.stdout)")
        let hidden = try Repository.run(["explain", url.path, "--mode", "always-on", "--hide-sensitive", "all"])
        #expect(hidden.status == 0, "\(hidden.stderr)")
        #expect(!hidden.stdout.contains("1,284,930") && !hidden.stdout.contains("not drawn"), "\(hidden.stdout)")
    }

    @Test func explainsAsJSON() throws {
        let result = try Repository.run(["explain", "Faces/privacy/locked.json", "--json", "--mode", "active"])
        #expect(result.status == 0, "\(result.stderr)")
        let reports = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [[String: Any]])
        let complications = try #require(reports.first?["complications"] as? [[String: Any]])
        let calendar = try #require(complications.first { $0["id"] as? String == "calendar" })
        #expect(calendar["reasons"] as? [String] == ["placeholder"])
        #expect(calendar["draws"] as? String == "systemPlaceholder")
        #expect((calendar["rules"] as? [[String: Any]])?.first?["rule"] as? String == "lockedWhileProtected")
    }

    @Test func appleStyleIsReportedAsLeakingLength() throws {
        let result = try Repository.run(["explain", "Faces/privacy/apple-style.json", "--mode", "always-on"])
        #expect(result.stdout.contains("warning: redactionStyle \"apple\" draws bars as wide as the hidden text"))
    }

    @Test func contextFlagsChangeWhatIsHidden() throws {
        let out = try Repository.temporaryDirectory()
        let shown = try Repository.run(["render", "Faces/privacy/hide-sensitive.json", "--mode", "always-on", "--show", "calendar",
                                        "--format", "txt", "--out", out.path])
        #expect(shown.status == 0, "\(shown.stderr)")
        #expect(try String(contentsOf: out.appendingPathComponent("hide-sensitive-always-on.txt"), encoding: .utf8).contains("10:30 Room 4"))
        let locked = try Repository.run(["render", "Faces/privacy/hide-sensitive.json", "--mode", "active", "--lock", "beforeFirstUnlock",
                                         "--format", "txt", "--out", out.path])
        #expect(locked.status == 0, "\(locked.stderr)")
        let dump = try String(contentsOf: out.appendingPathComponent("hide-sensitive-active.txt"), encoding: .utf8)
        #expect(!dump.contains("Team standup") && !dump.contains("10:30"))
        let noAccess = try Repository.run(["render", "Faces/privacy/hide-sensitive.json", "--mode", "active", "--lock", "locked",
                                           "--allow-access-when-locked", "false", "--format", "txt", "--out", out.path])
        #expect(noAccess.status == 0)
        #expect(!(try String(contentsOf: out.appendingPathComponent("hide-sensitive-active.txt"), encoding: .utf8)).contains("10:30"))
    }

    @Test func badContextFlagsExitTwo() throws {
        let unknown = try Repository.run(["render", "Faces/privacy/hide-sensitive.json", "--hide", "calender"])
        #expect(unknown.status == 2)
        #expect(unknown.stderr.contains("settings.perComplication.calender: expected the id of a complication"), "\(unknown.stderr)")
        let both = try Repository.run(["render", "Faces/privacy/hide-sensitive.json", "--hide", "calendar", "--show", "calendar"])
        #expect(both.status == 2)
        #expect(both.stderr.contains("\"calendar\" in both"))
        let lock = try Repository.run(["explain", "--lock", "sleeping"])
        #expect(lock.status == 2)
    }
}
