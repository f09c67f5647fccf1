import DialTestSupport
import Foundation
import Testing

/// docs/privacy.md, "Non-interference": `dial timeline` and `dial explain` asked about a context describe what
/// that context shows. Each test runs the command on two faces that differ only in what the context hides, written
/// under the same name in two folders, and compares every byte the command prints and writes.
@Suite struct RedactedContextCommandTests {
    /// A medication schedule behind `dataProtection: complete`, locked: the watch shows its placeholder, whatever
    /// the entries are. `entries` are (hour, text, relevance) on the face's day.
    static func medication(_ entries: [(hour: Int, text: String, score: Double)]) -> String {
        let timeline = entries.map { entry in
            """
            {"date": "2026-11-22T\(String(format: "%02d", entry.hour)):00:00+01:00", "relevance": {"score": \(entry.score)},
             "content": {"template": "stack", "lines": [{"text": "Medication"}, {"text": "\(entry.text)", "privacySensitive": true}]}}
            """
        }
        return """
            { "schemaVersion": 1, "name": "Meds", "style": "modular", "time": "2026-11-22T10:09:30+01:00",
              "settings": { "lock": "locked" },
              "complications": [
                { "id": "meds", "slot": "center", "family": "accessoryRectangular", "dataProtection": "complete",
                  "placeholder": { "template": "stack", "lines": [{ "text": "Medication", "unredacted": true }] },
                  "timeline": [\(timeline.joined(separator: ",\n"))] },
                { "id": "weather", "slot": "bottomLeft", "family": "accessoryCircular", "dataProtection": "none",
                  "content": { "template": "stack", "lines": [{ "text": "5°" }] } } ] }
            """
    }

    static let one = medication([(8, "Lithium 300 mg", 0.9), (20, "Lithium 600 mg", 0.2)])
    static let other = medication([(7, "Insulin 4 u", 0.1), (12, "Insulin 6 u", 0.8), (18, "Insulin 8 u", 0.5), (22, "Insulin 2 u", 1)])

    /// Runs `arguments` (with `FACE` standing for the face file, `OUT` for a fresh folder) in a folder holding `json`
    /// as meds.json; returns what it printed and every file it wrote.
    func run(_ arguments: [String], face json: String) throws -> (status: Int32, stdout: String, stderr: String, files: [String: Data]) {
        let folder = try Repository.temporaryDirectory()
        try Data(json.utf8).write(to: folder.appendingPathComponent("meds.json"))
        let out = folder.appendingPathComponent("out")
        let result = try Repository.run(arguments.map { $0 == "FACE" ? "meds.json" : $0 == "OUT" ? "out" : $0 }, in: folder)
        var files: [String: Data] = [:]
        for name in (try? FileManager.default.subpathsOfDirectory(atPath: out.path)) ?? [] {
            var isFolder: ObjCBool = false
            let url = out.appendingPathComponent(name)
            if FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder), !isFolder.boolValue {
                files[name] = try Data(contentsOf: url)
            }
        }
        return (result.status, result.stdout, result.stderr, files)
    }

    @Test func aLockedTimelineDoesNotShowTheHiddenEntriesDatesCountOrRelevance() throws {
        for arguments in [["timeline", "FACE", "--out", "OUT"], ["timeline", "FACE", "--out", "OUT", "--json", "--mode", "active"]] {
            let first = try run(arguments, face: Self.one)
            let second = try run(arguments, face: Self.other)
            #expect(first.status == 0, "\(first.stderr)")
            #expect(first.stdout == second.stdout, "\(arguments): the schedule differs:\n\(first.stdout)\n---\n\(second.stdout)")
            #expect(first.stderr == second.stderr)
            #expect(first.files == second.files, "\(arguments): the written files differ")
            #expect(!first.stdout.contains("Lithium") && !first.stdout.contains("meds 0.9"))
        }
        let text = try run(["timeline", "FACE", "--out", "OUT"], face: Self.one).stdout
        #expect(text.contains("hidden in this context"))
        // The weather, which shows, keeps its schedule.
        #expect(text.contains("weather (bottomLeft)") && text.contains("shows    00:00  content"))
    }

    /// The reload policy is the timeline's (`after` a date of its own): behind the placeholder the schedule says it is
    /// withheld, whatever it is (adversary8 leak 10 printed "policy after 2026-11-22T10:30:00+01:00").
    @Test func aLockedTimelineWithholdsItsReloadPolicy() throws {
        func face(_ policy: String) -> String {
            Self.medication([(8, "Lithium 300 mg", 0.9)]).replacingOccurrences(of: #""placeholder""#, with: #""reloadPolicy": \#(policy), "placeholder""#)
        }
        let (interval, date) = (face(#"{"after": "15m"}"#), face(#"{"after": "2026-11-22T10:30:00+01:00"}"#))
        #expect(interval != date)
        for arguments in [["timeline", "FACE", "--out", "OUT"], ["timeline", "FACE", "--out", "OUT", "--json"]] {
            let first = try run(arguments, face: interval), second = try run(arguments, face: date)
            #expect(first.status == 0, "\(first.stderr)")
            #expect(first.stdout == second.stdout && first.files == second.files, "\(arguments):\n\(first.stdout)\n---\n\(second.stdout)")
            #expect(!first.stdout.contains("15m"))
        }
        #expect(try run(["timeline", "FACE", "--out", "OUT"], face: interval).stdout.contains("meds (center): policy withheld"))
        #expect(try run(["timeline", "FACE", "--out", "OUT", "--lock", "unlocked"], face: interval).stdout.contains("policy after 15m"))
    }

    /// The same face unlocked shows its entries: the withholding follows the context, not the face.
    @Test func anUnlockedTimelineShowsTheEntries() throws {
        let shown = try run(["timeline", "FACE", "--out", "OUT", "--lock", "unlocked"], face: Self.one)
        #expect(shown.status == 0, "\(shown.stderr)")
        #expect(!shown.stdout.contains("hidden in this context"))
        #expect(shown.stdout.contains("08:00") && shown.stdout.contains("20:00"))
    }

    @Test func explainOfALockedFaceDoesNotDescribeTheEntryBehindThePlaceholder() throws {
        // At 07:30 the first face has nothing current yet and the other has: explain must not tell them apart.
        for arguments in [["explain", "FACE"], ["explain", "FACE", "--json"], ["explain", "FACE", "--time", "07:30"]] {
            let first = try run(arguments, face: Self.one)
            let second = try run(arguments, face: Self.other)
            #expect(first.status == 0, "\(first.stderr)")
            #expect(first.stdout == second.stdout, "\(arguments):\n\(first.stdout)\n---\n\(second.stdout)")
            #expect(!first.stdout.contains("timeline["), "\(first.stdout)")
        }
    }

    /// The same schedule with no lock and no protection: a complication that marks nothing is hidden whole by
    /// privacy in Always On under Hide Sensitive Complications, at every moment. Its placeholder is drawn whatever is
    /// current (even nothing), so the moments, the frames and the schedule are those of any other timeline it could have.
    static func unmarked(_ entries: [(hour: Int, text: String, score: Double)]) -> String {
        medication(entries)
            .replacingOccurrences(of: #""settings": { "lock": "locked" },"#, with: "")
            .replacingOccurrences(of: #""dataProtection": "complete""#, with: #""dataProtection": "none""#)
            .replacingOccurrences(of: #", "privacySensitive": true"#, with: "")
    }

    @Test func aTimelineHiddenWholeByPrivacyShowsNothingOfItsEntries() throws {
        let (one, other) = (Self.unmarked([(8, "Lithium 300 mg", 0.9), (20, "Lithium 600 mg", 0.2)]),
                            Self.unmarked([(7, "Insulin 4 u", 0.1), (12, "Insulin 6 u", 0.8), (18, "Insulin 8 u", 0.5), (22, "Insulin 2 u", 1)]))
        #expect(!one.contains("privacySensitive") && !one.contains("lock"))
        let hidden = ["--mode", "always-on", "--hide-sensitive", "all"]
        for arguments in [["timeline", "FACE", "--out", "OUT"] + hidden, ["timeline", "FACE", "--out", "OUT", "--json"] + hidden,
                          ["timeline", "FACE", "--out", "OUT", "--every", "1h", "--frames"] + hidden,
                          ["explain", "FACE", "--time", "07:30"] + hidden, ["explain", "FACE", "--time", "21:00", "--json"] + hidden] {
            let first = try run(arguments, face: one)
            let second = try run(arguments, face: other)
            #expect(first.status == 0, "\(first.stderr)")
            #expect(first.stdout == second.stdout, "\(arguments):\n\(first.stdout)\n---\n\(second.stdout)")
            #expect(first.stderr == second.stderr)
            #expect(first.files == second.files, "\(arguments): the written files differ")
        }
        // In the active display the entries show, and so do their moments.
        let shown = try run(["timeline", "FACE", "--out", "OUT", "--mode", "active"], face: one).stdout
        #expect(shown.contains("08:00") && shown.contains("20:00"), "\(shown)")
        let withheld = try run(["timeline", "FACE", "--out", "OUT"] + hidden, face: one).stdout
        #expect(withheld.contains("hidden in this context"), "\(withheld)")
    }

    /// The adversary's pairs of refused faces that differ only in a private value (adversary9: which member of a
    /// hidden pair is wrong, an unknown key beside a hidden value, a syntax error in a hidden timeline): every command
    /// that reads the face prints the same bytes and exits alike, 2 (an export 1). Each row: the two faces' complication contents (or
    /// whole timelines), its data protection, and whether it is a timeline.
    @Test(arguments: [
        (#""content": { "view": { "vstack": [{ "text": "T" }, { "chart": [{ "ruleMark": { "x": "a" } }], "privacySensitive": true }] } }"#,
         #""content": { "view": { "vstack": [{ "text": "T" }, { "chart": [{ "ruleMark": { "y": "a" } }], "privacySensitive": true }] } }"#, "none"),
        (#""content": { "view": { "vstack": [{ "text": "T" }, { "chart": [{ "pointMark": { "x": -1e10, "y": 1 } }], "privacySensitive": true }] } }"#,
         #""content": { "view": { "vstack": [{ "text": "T" }, { "chart": [{ "pointMark": { "x": 0, "y": 1e10 } }], "privacySensitive": true }] } }"#, "none"),
        (#""content": { "view": { "vstack": [{ "text": "T" }, { "text": "72", "offset": { "x": "a", "y": 0 } }] } }"#,
         #""content": { "view": { "vstack": [{ "text": "T" }, { "text": "72", "offset": { "x": 0, "y": "a" } }] } }"#, "none"),
        (#""content": { "view": { "vstack": [{ "text": "T" }, { "text": "72", "frame": { "width": -1 } }] } }"#,
         #""content": { "view": { "vstack": [{ "text": "T" }, { "text": "72", "frame": { "height": -1 } }] } }"#, "complete"),
        (#""content": { "template": "gauge", "privacySensitive": true, "value": 0.5, "leading": 5 }"#,
         #""content": { "template": "gauge", "privacySensitive": true, "value": 0.5, "trailing": 5 }"#, "none"),
        (#""content": { "template": "gauge", "privacySensitive": true, "value": 0.5, "leading": { "text": "1", "color": "x" } }"#,
         #""content": { "template": "gauge", "privacySensitive": true, "value": 0.5, "trailing": { "text": "1", "color": "x" } }"#, "complete"),
        (#""content": { "view": { "vstack": [{ "text": "T" }, { "chart": [{ "barMark": { "x": 0, "y": 1 }, "foregroundStyle": { "by": 5, "extra": 1 } }], "privacySensitive": true }] } }"#,
         #""content": { "view": { "vstack": [{ "text": "T" }, { "chart": [{ "barMark": { "x": 0, "y": 1 }, "foregroundStyle": { "by": "Deep", "extra": 1 } }], "privacySensitive": true }] } }"#, "none"),
        (#""timeline": [{ "date": "2026-11-22T08:00:00+01:00", "content": { "template": "stack", "lines": [{ "text": "a" "b" }] } }]"#,
         #""timeline": [{ "date": "2026-11-22T07:00:00+01:00", "content": { "template": "stack", "lines": [{ "text": "a" }] } }, { "date": "2026-11-22T08:00:00+01:00", "content": { "template": "stack", "lines": [{ "text": "a" "b" }] } }]"#, "none"),
        // A fault in different places of one hidden view, under different kinds, is the view's (session 18): hidden
        // whole (notes17/lead/view-single-child-fault-A and -B), behind the lock, marked in its modifiers; a value's
        // fault, an unknown key, a list's count.
        (#""content": { "view": { "gauge": { "value": 0.5, "currentValueLabel": { "text": "72", "foregroundStyle": "nocolour" } } } }"#,
         #""content": { "view": { "text": "72", "background": { "shape": "circle", "foregroundStyle": "nocolour" } } }"#, "none"),
        (#""content": { "view": { "vstack": [{ "gauge": { "value": 0.5, "currentValueLabel": { "text": "72", "colr": 1 } } }] } }"#,
         #""content": { "view": { "vstack": [{ "text": "72", "background": { "shape": "circle", "foregroundStyle": 5 } }] } }"#, "complete"),
        (#""content": { "view": { "vstack": [{ "text": "T", "unredacted": true }, { "gauge": { "value": 0.5, "currentValueLabel": { "text": "72", "colr": 1 } }, "modifiers": [{ "privacySensitive": true }] }] } }"#,
         #""content": { "view": { "vstack": [{ "text": "T", "unredacted": true }, { "hstack": [{ "text": "a" }, { "text": "b" }, { "text": "c" }, { "text": "d" }, { "text": "e" }, { "text": "f" }, { "text": "g" }, { "text": "h" }, { "text": "i" }, { "text": "j" }, { "text": "k" }, { "text": "l" }, { "text": "m" }, { "text": "n" }, { "text": "o" }, { "text": "p" }, { "text": "q" }], "modifiers": [{ "privacySensitive": true }] }] } }"#, "none"),
    ])
    func aRefusedPrivatePairPrintsTheSame(one: String, other: String, protection: String) throws {
        func face(_ complication: String) -> String {
            """
            { "schemaVersion": 1, "name": "probe", "style": "modular", "time": "2026-11-22T10:09:30+01:00",
              "settings": { "hideSensitiveComplications": true, "lock": "locked" },
              "complications": [{ "id": "secret", "slot": "center", "family": "accessoryRectangular", "dataProtection": "\(protection)", \(complication) },
                { "id": "pub", "slot": "bottomRight", "family": "accessoryCircular", "dataProtection": "none", "content": { "template": "gauge", "value": 0.5, "text": "50%" } }] }
            """
        }
        for arguments in [["render", "FACE", "--format", "txt", "--out", "OUT", "--mode", "both"], ["explain", "FACE", "--json", "--mode", "always-on"],
                          ["explain", "FACE"], ["timeline", "FACE", "--out", "OUT", "--json"],
                          ["export", "FACE", "--out", "OUT", "--format", "txt", "--json", "--jobs", "1"]] {
            let first = try run(arguments, face: face(one))
            let second = try run(arguments, face: face(other))
            // An export goes on past a face it cannot read, and says so with 1.
            #expect(first.status == (arguments[0] == "export" ? 1 : 2), "\(arguments): \(first.stderr)")
            #expect(first.status == second.status && first.stdout == second.stdout && first.files == second.files, "\(arguments)")
            #expect(first.stderr == second.stderr, "\(arguments):\n\(first.stderr)\n\(second.stderr)")
        }
    }
}
