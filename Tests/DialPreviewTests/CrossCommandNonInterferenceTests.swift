@testable import DialPreview
import Dial
import DialTestSupport
import Foundation
import Testing

/// docs/privacy.md, "Non-interference" and "Errors, explanations, structure and timing", across every command: two
/// faces that differ only in a value some context hides — a text of another length, a malformed value of the same
/// kind, a timeline of 1 or 1,000 entries, a path of 1 or 780 commands, a hidden view gauge's, chart's, ring's or live
/// time text's value (`elementPairs`) — give, for that context, the same bytes from
/// `dial render` (PNG, SVG, TXT), `dial export --json` (every file, the manifest, the events), `dial explain` (text and
/// JSON), `dial timeline` (schedule, filmstrip, `--json`), `dial golden verify` (report, messages) and the preview's
/// API (face list, face detail with its slider's marks, the context's picture), with the same exit status and standard
/// error.
///
/// `dial lint` and `dial validate` read the whole file for its author and have no context: the spec exempts them (lint
/// names values; validate warns of a hidden text's characters no font draws).
/// Default: 10 cases at a fixed seed, each kind of hidden value in turn (about 25 s in a debug build);
/// `DIAL_CROSS_CASES=200 DIAL_PROPERTY_SEED=7 swift test --filter CrossCommand` runs more.
@Suite(.serialized) struct CrossCommandNonInterferenceTests {
    static let environment = ProcessInfo.processInfo.environment
    static let cases = environment["DIAL_CROSS_CASES"].flatMap(Int.init) ?? 10
    static let seed = environment["DIAL_PROPERTY_SEED"].flatMap(UInt64.init) ?? 25

    /// A context that hides something: the flags the commands take, a variant for the goldens, the preview's query.
    struct Context {
        var flags: [String]
        var variant: String
        var query: String
        /// The face detail's query where the page's active view, the author's, hides what the context hides; nil where
        /// it shows it (Always On hides what the active view beside it draws), and then its slider may mark it.
        var detail: String?
    }

    static let alwaysOnHidden = Context(flags: ["--mode", "always-on", "--hide-sensitive", "all"],
                                        variant: #"{ "name": "hidden", "display": "always-on", "hideSensitiveComplications": true }"#,
                                        query: "view=always-on&hideSensitive=true", detail: nil)
    static let locked = Context(flags: ["--mode", "active", "--lock", "locked"],
                                variant: #"{ "name": "hidden", "display": "active", "lock": "locked" }"#,
                                query: "view=active&lock=locked", detail: "lock=locked")
    static let beforeFirstUnlock = Context(flags: ["--mode", "active", "--lock", "beforeFirstUnlock"],
                                           variant: #"{ "name": "hidden", "display": "active", "lock": "beforeFirstUnlock" }"#,
                                           query: "view=active&lock=beforeFirstUnlock", detail: "lock=beforeFirstUnlock")

    /// What varies between the two faces of a pair.
    enum Kind: CaseIterable {
        /// Two valid texts of different lengths and scripts.
        case text
        /// Two malformed or invalid values of one kind of fault.
        case malformed
        /// A timeline of 1 entry and one of 1,000.
        case entries
        /// A path of 1 command and one of 780, padded to one length.
        case pathCommands
        /// Two malformed paths.
        case malformedPath
        /// Two malformed or invalid values of one kind of fault, and a fault after them in a public part of the face:
        /// which of the two faults the face is refused for must not depend on the hidden value (a `null` text, read
        /// as absent, was refused only when the face was resolved, and so after the other fault; a number at once).
        case malformedBesideAFault
        /// Two values of a hidden view's gauge, chart, shape or text, or of a live time text (`elementPairs`).
        case element
    }

    /// Where a hidden value sits, as the complication around it (`SECRET` stands for the value's JSON text), and the
    /// context that hides it.
    struct Region {
        var name: String
        var context: Context
        var complication: String
    }

    /// Regions a text or a malformed value can go in (the value is a line's or a title's `text`).
    static let textRegions = [
        Region(name: "a privacySensitive line", context: alwaysOnHidden, complication: """
            { "id": "c", "slot": "center", "family": "accessoryRectangular", "dataProtection": "none",
              "content": { "template": "stack", "lines": [{ "text": "Calendar" }, { FIRST"text": SECRETLAST }] } }
            """),
        Region(name: "content a lock hides", context: locked, complication: """
            { "id": "c", "slot": "center", "family": "accessoryRectangular", "dataProtection": "complete",
              "placeholder": { "template": "stack", "lines": [{ "text": "Calendar", "unredacted": true }] },
              "content": { "template": "stack", "lines": [{ "text": "Calendar" }, { FIRST"text": SECRETLAST }] } }
            """),
        Region(name: "a complication hidden whole", context: alwaysOnHidden, complication: """
            { "id": "c", "slot": "center", "family": "accessoryRectangular", "dataProtection": "none",
              "content": { "template": "stack", "lines": [{ "text": "Calendar" }, { FIRST"text": SECRETLAST }] } }
            """),
        Region(name: "a sensitive picture's title", context: alwaysOnHidden, complication: """
            { "id": "c", "slot": "center", "family": "accessoryRectangular", "dataProtection": "none",
              "content": { "template": "image", "image": { "icon": "heart", "privacySensitive": true }, "title": { FIRST"text": SECRETLAST } } }
            """),
        Region(name: "a line a neutralised mark leaves hidden", context: alwaysOnHidden, complication: """
            { "id": "c", "slot": "center", "family": "accessoryRectangular", "dataProtection": "none",
              "content": { "template": "stack", "lines": [{ "text": "Calendar", "privacySensitive": true, "unredacted": true }, { FIRST"text": SECRETLAST }] } }
            """),
        Region(name: "content before the first unlock", context: beforeFirstUnlock, complication: """
            { "id": "c", "slot": "center", "family": "accessoryRectangular",
              "content": { "template": "stack", "lines": [{ "text": "Calendar" }, { FIRST"text": SECRETLAST }] } }
            """),
        Region(name: "a privacySensitive view's text", context: alwaysOnHidden, complication: """
            { "id": "c", "slot": "center", "family": "accessoryRectangular", "dataProtection": "none",
              "content": { "view": { "vstack": [{ "text": "Calendar" }, { FIRST"text": SECRETLAST }] } } }
            """),
    ]

    /// Regions a whole timeline can go in (`SECRET` is the array).
    static let timelineRegions = [
        Region(name: "the timeline of a complication hidden whole", context: alwaysOnHidden, complication: """
            { "id": "c", "slot": "center", "family": "accessoryRectangular", "dataProtection": "none", "timeline": SECRET }
            """),
        Region(name: "a timeline behind the lock's placeholder", context: locked, complication: """
            { "id": "c", "slot": "center", "family": "accessoryRectangular", "dataProtection": "complete",
              "placeholder": { "template": "stack", "lines": [{ "text": "Medication", "unredacted": true }] }, "timeline": SECRET }
            """),
    ]

    /// Regions a path can go in (`SECRET` is the path data's JSON string).
    static let pathRegions = [
        Region(name: "a privacySensitive path", context: alwaysOnHidden, complication: """
            { "id": "c", "slot": "bottomLeft", "family": "accessoryCircular", "dataProtection": "none",
              "content": { "template": "image", "image": { FIRST"path": SECRET, "viewBox": { "width": 10, "height": 10 }LAST } } }
            """),
        Region(name: "a path a lock hides", context: locked, complication: """
            { "id": "c", "slot": "bottomLeft", "family": "accessoryCircular", "dataProtection": "complete",
              "content": { "template": "image", "image": { FIRST"path": SECRET, "viewBox": { "width": 10, "height": 10 }LAST } } }
            """),
    ]

    /// A hidden element whose value is data, as the content of a complication (`SECRET` stands for the value), and
    /// values it may hold: any two of them make a pair. Its structure (how many marks a chart has, how far a ring is
    /// trimmed, a gauge's range) is the data too, and so is how much of a hidden text a frame would cut.
    struct ElementPair {
        var name: String
        var content: String
        var values: [String]
    }

    static let elementPairs = [
        ElementPair(name: "a view's gauge", content: """
            { "view": { "vstack": [{ "text": "Glucose" }, { "gauge": SECRET, "privacySensitive": true }] } }
            """, values: [#"{ "value": 0.2, "in": [0, 1], "currentValueLabel": { "text": "20" } }"#,
                          #"{ "value": 172, "in": [40, 300], "currentValueLabel": { "text": "172 mg/dL" } }"#,
                          #"{ "value": -5, "in": [-10, 0], "currentValueLabel": { "text": "−5" } }"#,
                          #"{ "value": 7000, "in": [0, 1], "currentValueLabel": { "text": "" } }"#]),
        ElementPair(name: "a view's linear gauge", content: """
            { "view": { "vstack": [{ "text": "Battery" }, { "gauge": SECRET, "privacySensitive": true }] } }
            """, values: [#"{ "value": 3, "in": [0, 10], "style": "accessoryLinearCapacity", "label": { "text": "3" } }"#,
                          #"{ "value": 0.95, "in": [0, 1], "style": "accessoryLinearCapacity", "label": { "text": "95 % charged" } }"#]),
        ElementPair(name: "a view's chart", content: """
            { "view": { "vstack": [{ "text": "Heart rate" }, { "chart": SECRET, "chartYScale": { "domain": [40, 200] }, "privacySensitive": true }] } }
            """, values: [#"[{ "lineMark": { "x": 0, "y": 142 } }]"#,
                          "[" + (0..<40).map { #"{ "lineMark": { "x": \#($0), "y": \#(60 + $0 * 37 % 120) } }"# }.joined(separator: ", ") + "]",
                          #"[{ "pointMark": { "x": -10, "y": 150 } }, { "pointMark": { "x": -5, "y": 190 }, "symbolSize": 80 }]"#]),
        ElementPair(name: "a view's trimmed ring", content: """
            { "view": { "zstack": [{ "shape": "circle", "stroke": 4, "opacity": 0.3 }, { "shape": "circle", "stroke": 4, "trim": SECRET, "rotationEffect": -90, "privacySensitive": true }] } }
            """, values: [#"{ "from": 0, "to": 0.05 }"#, #"{ "from": 0, "to": 0.9 }"#, #"{ "from": 0.3, "to": 0.6 }"#]),
        ElementPair(name: "a view's progress", content: """
            { "view": { "vstack": [{ "text": "Steps" }, { "progress": SECRET, "privacySensitive": true }] } }
            """, values: [#"{ "value": 3, "total": 10 }"#, #"{ "value": 9999, "total": 10000 }"#, #"{ "value": 0, "total": 1 }"#]),
        ElementPair(name: "a view's live time text", content: """
            { "view": { "vstack": [{ "text": "Next dose" }, { "text": { "date": SECRET, "style": "timer" }, "privacySensitive": true }] } }
            """, values: [#""2026-11-22T10:21:00+01:00""#, #""2026-11-24T23:59:59+01:00""#, #""2026-11-20T08:00:00+01:00""#]),
        ElementPair(name: "a view's relative time text", content: """
            { "view": { "hstack": [{ "text": "Seen" }, { "text": { "date": SECRET, "style": "relative" }, "privacySensitive": true }] } }
            """, values: [#""2026-11-22T10:09:00+01:00""#, #""2025-01-01T00:00:00+01:00""#, #""2026-11-22T13:45:00+01:00""#]),
        ElementPair(name: "a line's Text(date, style:)", content: """
            { "template": "stack", "lines": [{ "text": "Next dose" }, { "date": SECRET, "style": "offset", "privacySensitive": true }] }
            """, values: [#""2026-11-22T10:10:00+01:00""#, #""2026-11-29T22:00:00+01:00""#, #""2026-11-01T00:00:00+01:00""#]),
        ElementPair(name: "a line's timer", content: """
            { "template": "stack", "lines": [{ "text": "Tea" }, { "date": SECRET, "style": "timer", "privacySensitive": true }] }
            """, values: [#""2026-11-22T10:12:00+01:00""#, #""2026-11-23T10:12:00+01:00""#]),
        ElementPair(name: "a view's text a frame would cut", content: """
            { "view": { "hstack": [{ "text": "Note" }, { "text": SECRET, "frame": { "width": 30 }, "lineLimit": 1, "privacySensitive": true }] } }
            """, values: [#""72""#, #""a private note far too long for thirty points, cut by its frame""#,
                          #""会議予定秘密東京会議予定秘密東京""#, #""""#]),
        ElementPair(name: "a view's text a circle would mask", content: """
            { "view": { "zstack": [{ "accessoryWidgetBackground": {} }, { "text": SECRET, "font": "title", "privacySensitive": true }] } }
            """, values: [#""7""#, #""Appointment with Dr Hernández at the clinic""#]),
    ]

    /// The contexts an element pair is hidden in, its content in a complication: privacy in Always On, and a lock.
    static func regions(of pair: ElementPair) -> [Region] {
        let family = pair.name.contains("circle") ? #""slot": "bottomLeft", "family": "accessoryCircular""#
            : #""slot": "center", "family": "accessoryRectangular""#
        return [
            Region(name: "\(pair.name), privacySensitive", context: alwaysOnHidden, complication: """
                { "id": "c", \(family), "dataProtection": "none", "content": \(pair.content) }
                """),
            Region(name: "\(pair.name), behind a lock", context: locked, complication: """
                { "id": "c", \(family), "dataProtection": "complete", "content": \(pair.content) }
                """),
        ]
    }

    /// Faults of one kind, as in `PrivateErrorMessagePropertyTests`: any two give one message.
    static let faults: [[String]] = [
        ["072", "094", "0x48", "0xFFFF", "seventy", "ninety", "1.2.3", "-", "--5", "Infinity", #""a\q""#,
         #""long private text \x""#, #""\uD800""#, #""x"y"#, "072e"],
        ["5", "-3", "7000", "true", "[1]", "{}", "null", "0.2"],
        ["\"" + String(repeating: "s", count: 4_100) + "\"", "\"" + String(repeating: "é", count: 6_000) + "\"",
         String(repeating: "1", count: 101), String(repeating: "9", count: 180)],
    ]

    static let pathFaults = [#""M 0 0 L 5""#, #""M 0 0 Q 1 2 3 4 5 6 Z X""#, #""""#, #""L 1 1""#, #""M 1e9 0""#,
                             "\"M0 0" + String(repeating: " 1 1", count: 1_000) + "\"", #""M 0 0 A 1 1 0 2 1 3 3""#]

    /// The whole face: a public complication beside the region's, the context as a variant for the goldens.
    static func face(_ region: Region, secret: String, first: Bool, manyLines: Bool, time: String = "10:09:30",
                     publicFault: Bool = false) -> String {
        // A view has no `accentable`: its text is marked sensitive, which the region's context hides.
        let marks = region.name == "a privacySensitive line" || region.name.contains("view")
            ? #""privacySensitive": true"# : #""accentable": true"#
        var complication = region.complication.replacingOccurrences(of: "SECRET", with: secret)
        complication = complication.replacingOccurrences(of: "FIRST", with: first ? "" : marks + ", ")
            .replacingOccurrences(of: "LAST", with: first ? ", " + marks : "")
        if region.name.contains("path") {
            // The path's own marks: sensitive where privacy hides it, nothing where a lock does.
            let pathMarks = region.context.flags.contains("--lock") ? #""accentable": true"# : #""privacySensitive": true"#
            complication = complication.replacingOccurrences(of: marks, with: pathMarks)
        }
        if manyLines { complication = complication.replacingOccurrences(of: ", {", with: ",\n{") }
        return """
            { "schemaVersion": 1, "name": "Pair", "style": "modular", "time": "2026-11-22T\(time)+01:00",
              "complications": [
                \(complication),
                { "id": "steps", "slot": "topLeft", "family": "accessoryCircular", "dataProtection": "none",\(publicFault ? #" "colour": "red","# : "")
                  "content": { "template": "stack", "lines": [{ "text": "5°", "unredacted": true }] } } ],
              "variants": [\(region.context.variant)] }
            """
    }

    /// A random text of 0 to 300 characters, from one script or of characters JSON escapes, as a JSON string.
    static func text(_ random: inout SeededGenerator) -> String {
        let pools = ["abcdefghij KLMNOP", "会議予定秘密東京", "שלום עולם", "0123456789:.%", "😀🫀👩‍👩‍👧 ", "\"\\\n\té/"]
        let pool = Array(random.element(of: pools))
        let text = String((0..<random.next(below: 300)).map { _ in random.element(of: pool) })
        let escaped = text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
            .replacingOccurrences(of: "\n", with: "\\n").replacingOccurrences(of: "\t", with: "\\t")
        return "\"" + escaped + "\""
    }

    /// `count` entries on random distinct minutes of the face's day and the days around it, with random texts.
    static func timeline(_ count: Int, _ random: inout SeededGenerator) -> String {
        var minutes = Set<UInt64>()
        while minutes.count < count { minutes.insert(random.next(below: 3 * 1440)) }
        let entries = minutes.sorted().map { minute -> String in
            let day = 21 + minute / 1440, hour = minute % 1440 / 60, second = minute % 60
            return """
                { "date": "2026-11-\(day)T\(String(format: "%02d:%02d", hour, second)):00+01:00", "relevance": { "score": \(random.next(below: 100)) },
                  "content": { "template": "stack", "lines": [{ "text": "Medication" }, { "text": \(text(&random)) }] } }
                """
        }
        return "[" + entries.joined(separator: ",\n") + "]"
    }

    /// A path of `commands` commands, padded with spaces to `length` characters.
    static func path(_ commands: Int, length: Int = 4_000) -> String {
        let data = (["M1 1"] + (1..<commands).map { "L\($0 % 9) \($0 * 3 % 9)" }).joined(separator: " ")
        return "\"" + data + String(repeating: " ", count: length - data.count) + "\""
    }

    /// Two hidden values of `kind`, and the region they go in.
    static func pair(_ kind: Kind, _ random: inout SeededGenerator) -> (Region, String, String) {
        switch kind {
        case .text:
            return (random.element(of: textRegions), text(&random), text(&random))
        case .malformed, .malformedBesideAFault:
            let fault = random.element(of: faults)
            return (random.element(of: textRegions), random.element(of: fault), random.element(of: fault))
        case .entries:
            let (few, many) = (timeline(1, &random), timeline(1_000, &random))
            let region = random.element(of: timelineRegions)
            return random.chance(0.5) ? (region, few, many) : (region, many, few)
        case .pathCommands:
            return (random.element(of: pathRegions), path(1), path(780))
        case .malformedPath:
            return (random.element(of: pathRegions), random.element(of: pathFaults), random.element(of: pathFaults))
        case .element:
            let pair = random.element(of: elementPairs)
            let values = pair.values.shuffled(using: &random)
            return (random.element(of: regions(of: pair)), values[0], values[1])
        }
    }

    @Test func everyCommandGivesTheSameBytesWhateverAContextHides() async throws {
        var random = SeededGenerator(seed: Self.seed)
        var refused = 0, read = 0
        for index in 0..<Self.cases {
            let kind = Kind.allCases[index % Kind.allCases.count]
            let (region, one, other) = Self.pair(kind, &random)
            let (first, manyLines) = (random.chance(0.5), random.chance(0.5))
            let label = "case \(index) (seed \(Self.seed)): \(kind), \(region.name)"
            // One folder for both faces, so that paths the commands print are the same.
            let folder = try Self.temporaryFolder()
            defer { try? FileManager.default.removeItem(at: folder) }
            let goldens = Self.face(region, secret: one, first: first, manyLines: manyLines, time: "16:45:00")
            var outputs: [[String: [UInt8]]] = []
            for secret in [one, other] {
                let face = Self.face(region, secret: secret, first: first, manyLines: manyLines,
                                     publicFault: kind == .malformedBesideAFault)
                outputs.append(try await Self.outputs(of: face, goldens: goldens, context: region.context, in: folder))
            }
            for (name, bytes) in outputs[0].sorted(by: { $0.key < $1.key }) {
                #expect(bytes == outputs[1][name], "\(label): \(name) differs\n\(String(decoding: bytes.prefix(600), as: UTF8.self))\n---\n\(String(decoding: (outputs[1][name] ?? []).prefix(600), as: UTF8.self))")
            }
            #expect(Set(outputs[0].keys) == Set(outputs[1].keys), "\(label): different files")
            if outputs[0]["render status"] == Array("0".utf8) { read += 1 } else { refused += 1 }
        }
        // Both faces read and both refused were compared, or the property proved half of what it says.
        #expect(read >= Self.cases / 4 && refused >= Self.cases / 4, "\(read) read, \(refused) refused")
    }

    /// A hidden timeline's JSON type and count, and its reload policy, through every command (adversary13 #2 and #3:
    /// `found a number (5)`, `[]` told as a missing content, `found "tomorrow"` with a column that counted it).
    @Test(arguments: [
        ("the timeline of a complication hidden whole", "5", #""tomorrow""#),
        ("the timeline of a complication hidden whole", "[]", #"[{ "date": 5, "content": { "template": "stack", "lines": ["Meds"] } }]"#),
        ("a timeline behind the lock's placeholder", "true", "[]"),
    ])
    func aHiddenTimelinesTypeGivesTheSameBytes(region name: String, one: String, other: String) async throws {
        let region = try #require(Self.timelineRegions.first { $0.name == name })
        try await Self.expectSameBytes(region, one, other)
    }

    @Test(arguments: [
        (alwaysOnHidden, "none", #"{ "after": "tomorrow" }"#, #"{ "after": "2026-11-22T25:00:00+01:00" }"#),
        (locked, "complete", #"{ "after": "tomorrow" }"#, #""sometimes""#),
        (alwaysOnHidden, "none", #"{ "after": 5, "colr": "red" }"#, #"{ "after": "2026-11-22T10:10:00", "colr": "red" }"#),
    ])
    func aHiddenTimelinesReloadPolicyGivesTheSameBytes(context: Context, protection: String, one: String, other: String) async throws {
        let region = Region(name: "a hidden timeline's reload policy", context: context, complication: """
            { "id": "c", "slot": "center", "family": "accessoryRectangular", "dataProtection": "\(protection)", "reloadPolicy": SECRET,
              "timeline": [{ "date": "2026-11-22T08:00:00+01:00", "content": { "template": "stack", "lines": [{ "text": "Meds" }] } }] }
            """)
        try await Self.expectSameBytes(region, one, other)
    }

    /// A complication every element of which is `privacySensitive` (a stack's every line, a gauge marked whole, a view
    /// whose every element is marked), with no data protection: Always On with Hide Sensitive draws every element as a
    /// bar, and `dial timeline` says "hidden in this context" and withholds its policy, so its timeline's dates,
    /// duplicate dates, relevance and reload policy are its data too, as the contents of a complication that marks
    /// nothing are. On b32d6cdc the messages quoted them (`found 2026-11-22T09:00:00+01:00, the date of timeline[1]
    /// too`, `found a string ("high")`, `found "tomorrow" (line 2, column …)`).
    @Test(arguments: [
        // A date taken twice: the second 09:00, or the second 09:30.
        (stack, "SECRET", "null", #""never""#, #""2026-11-22T09:00:00+01:00""#, #""2026-11-22T09:30:00+01:00""#),
        (#"{ "template": "gauge", "value": 4, "min": 0, "max": 10, "privacySensitive": true, "text": "4u" }"#,
         "SECRET", "null", #""never""#, #""2026-11-22T09:00:00+01:00""#, #""2026-11-22T09:30:00+01:00""#),
        (#"{ "view": { "vstack": [{ "text": "Meds", "privacySensitive": true }, { "hstack": [{ "text": "4" }, { "text": "u" }], "modifiers": [{ "privacySensitive": true }] }] } }"#,
         "SECRET", "null", #""never""#, #""2026-11-22T09:00:00+01:00""#, #""2026-11-22T09:30:00+01:00""#),
        // A relevance of the wrong type.
        (stack, #""2026-11-22T10:00:00+01:00""#, "SECRET", #""never""#, #"{ "score": "high" }"#, #"{ "score": true }"#),
        // A reload policy's fault.
        (#"{ "template": "stack", "privacySensitive": true, "lines": ["Meds", "4u"] }"#, #""2026-11-22T10:00:00+01:00""#, "null",
         "SECRET", #"{ "after": "tomorrow" }"#, #"{ "after": "2026-11-22T25:00:00+01:00" }"#),
    ])
    func aTimelineOfEveryElementMarkedGivesTheSameBytes(content: String, date: String, relevance: String, policy: String,
                                                        one: String, other: String) async throws {
        let region = Region(name: "a timeline of every element marked", context: Self.alwaysOnHidden, complication: """
            { "id": "c", "slot": "center", "family": "accessoryRectangular", "dataProtection": "none", "reloadPolicy": \(policy),
              "timeline": [{ "date": "2026-11-22T08:00:00+01:00", "content": \(content) },
                { "date": "2026-11-22T09:00:00+01:00", "content": \(content) },
                { "date": "2026-11-22T09:30:00+01:00", "content": \(content) },
                { "date": \(date), "relevance": \(relevance), "content": \(content) }] }
            """)
        try await Self.expectSameBytes(region, one, other)
    }

    /// Every line of a stack marked.
    static let stack = #"{ "template": "stack", "lines": [{ "text": "Meds", "privacySensitive": true }, { "text": "4u", "privacySensitive": true }] }"#

    /// Every command's output for the region's face with `one` and with `other`, compared.
    static func expectSameBytes(_ region: Region, _ one: String, _ other: String) async throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let goldens = face(region, secret: one, first: true, manyLines: false, time: "16:45:00")
        var outputs: [[String: [UInt8]]] = []
        for secret in [one, other] {
            let face = face(region, secret: secret, first: true, manyLines: false)
            outputs.append(try await Self.outputs(of: face, goldens: goldens, context: region.context, in: folder))
        }
        for (name, bytes) in outputs[0].sorted(by: { $0.key < $1.key }) {
            #expect(bytes == outputs[1][name], "\(region.name), \(one) / \(other): \(name) differs\n\(String(decoding: bytes.prefix(600), as: UTF8.self))\n---\n\(String(decoding: (outputs[1][name] ?? []).prefix(600), as: UTF8.self))")
        }
        #expect(Set(outputs[0].keys) == Set(outputs[1].keys), "\(region.name): different files")
    }

    /// Every command's streams, exit status and files for `face`, written as `face.json` in `folder` (emptied first).
    static func outputs(of face: String, goldens: String, context: Context, in folder: URL) async throws -> [String: [UInt8]] {
        for name in (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? [] {
            try FileManager.default.removeItem(at: folder.appendingPathComponent(name))
        }
        let faces = folder.appendingPathComponent("Faces")
        try FileManager.default.createDirectory(at: faces, withIntermediateDirectories: true)
        // Goldens of the same face at another time, so that verifying fails and writes its report.
        try Data(goldens.utf8).write(to: faces.appendingPathComponent("face.json"))
        _ = try run(["golden", "record", "--mode", "all"], in: folder)
        try Data(face.utf8).write(to: faces.appendingPathComponent("face.json"))
        try Data(face.utf8).write(to: folder.appendingPathComponent("face.json"))
        var outputs: [String: [UInt8]] = [:]
        let commands: [(String, [String])] = [
            ("render", ["render", "face.json", "--out", "render", "--format", "png,svg,txt"] + context.flags),
            ("export", ["export", "face.json", "--out", "export", "--format", "png,svg,txt", "--json", "--jobs", "1"] + context.flags),
            ("explain", ["explain", "face.json"] + context.flags),
            ("explain --json", ["explain", "face.json", "--json"] + context.flags),
            ("timeline", ["timeline", "face.json", "--out", "timeline", "--json"] + context.flags),
            ("golden verify", ["golden", "verify", "--record", "never"]),
        ]
        for (name, arguments) in commands {
            let result = try run(arguments, in: folder)
            outputs["\(name) status"] = Array("\(result.status)".utf8)
            outputs["\(name) stdout"] = result.stdout
            outputs["\(name) stderr"] = result.stderr
        }
        let files = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: [.isRegularFileKey])
        while let url = files?.nextObject() as? URL {
            guard (try? url.resourceValues(forKeys: [.isRegularFileKey]))?.isRegularFile == true, !url.path.hasSuffix("face.json") else { continue }
            outputs[String(url.path.dropFirst(folder.path.count))] = Array(try Data(contentsOf: url))
        }
        for (name, bytes) in try await preview(folder.appendingPathComponent("face.json"), query: context.query, detail: context.detail) {
            outputs["preview \(name)"] = bytes
        }
        return outputs
    }

    /// The preview's answers, in this process: the face list, the face's detail for an active view that hides what the
    /// context hides, and the context's picture.
    static func preview(_ file: URL, query: String, detail: String?) async throws -> [String: [UInt8]] {
        let catalog = try PreviewCatalog.open(file.path)
        let pool = try RendererPool(workers: 1, queueLimit: 4, name: "dial-test-preview")
        defer { pool.stop() }
        let router = PreviewRouter(catalog: catalog, pool: pool, host: "127.0.0.1")
        var answers: [String: [UInt8]] = [:]
        for path in ["/api/faces", "/api/faces/0/view.png?\(query)"] + (detail.map { ["/api/faces/0?\($0)"] } ?? []) {
            let head = Array("GET \(path) HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n".utf8)
            let request = try HTTPRequestHead.parse(head[...], limits: HTTPLimits())
            guard case .response(let response) = await router.route(request) else {
                Issue.record("\(path) is no plain answer")
                continue
            }
            // Whole, the face's detail too: its slider gives the dates of no timeline some context hides.
            answers[path] = response.encoded(keepAlive: false, includeBody: true)
        }
        return answers
    }

    static func run(_ arguments: [String], in folder: URL) throws -> (status: Int32, stdout: [UInt8], stderr: [UInt8]) {
        let process = Process()
        process.executableURL = PreviewProcess.dial
        process.arguments = arguments
        process.currentDirectoryURL = folder
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        let stdout = out.fileHandleForReading.readDataToEndOfFile()
        let stderr = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, Array(stdout), Array(stderr))
    }

    static func temporaryFolder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("dial-cross-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }
}
