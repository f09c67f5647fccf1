@testable import DialModel
import DialTestSupport
import Testing

/// `PlainEntry`, a timeline entry read by the grammar alone, held to the readers it stands for: whatever entry it
/// accepts, `TimelineEntryDocument`'s reader accepts too, with the same date, number of lines and privacy marks; and it
/// accepts the entries a face holds by the thousand, so that the grammar is not a check that says "ask the readers" to all.
@Suite struct PlainEntryTests {
    /// The entry parsed alone, read by the grammar and by the readers (nil where they refuse it, or it does not parse).
    /// The readers build it (`init(building:)`), as they would without the grammar, and refuse it as a face's reading
    /// would (`FaceDecoder.decode`): for a fault, a key no reader asked about, or a value the parser could not read.
    private static func read(_ json: String) -> (grammar: PlainEntry?, document: TimelineEntryDocument?) {
        let bytes = Array(json.utf8)
        guard let tree = try? JSONParser.parse(bytes, limits: .face) else { return (nil, nil) }
        let session = DecodingSession(root: JSONNode(tree: tree, index: 0))
        let built = try? session.withDecoder { (decoder) throws(FaceError) in try TimelineEntryDocument(building: decoder) }
        let accepted = built != nil && !session.hasUnknownKey() && tree.faults.isEmpty
        return (PlainEntry(in: tree, at: 0), accepted ? built : nil)
    }

    /// The entry as the grammar reads it where a face holds it, in a timeline, which the parser reads by its shape where
    /// it can (`JSONTree.readByShape`, whose keys the grammar tells by their first byte); with its file, and whether the
    /// parser did read it so.
    private static func readInATimeline(_ json: String) -> (entry: PlainEntry?, tree: JSONTree?, shaped: Bool) {
        guard let tree = try? JSONParser.parse(Array("{\"timeline\": [\(json)]}".utf8), limits: .face) else {
            return (nil, nil, false)
        }
        // The document's object, its key, the array, the entry.
        return (PlainEntry(in: tree, at: 3), tree, tree.readByShape.contains(3))
    }

    /// What the readers built, as the grammar says it.
    private static func plain(_ document: TimelineEntryDocument) -> (Timestamp, Int?, Bool, Bool) {
        let lines: Int? = if case .stack(let stack) = document.content { stack.lines.count } else { nil }
        return (document.date, lines, document.content.privacyHidesWhole, document.content.marksSensitive)
    }

    /// What the grammar says of an entry: its date, lines and marks.
    private static func said(_ entry: PlainEntry) -> [String] {
        ["\(entry.date)", "\(entry.lines)", "\(entry.privacyHidesWhole)", "\(entry.marksSensitive)"]
    }

    /// Whether the content the grammar makes of the entry in `json`, and its public part, are the readers' (`built`).
    private static func makesWhatTheReadersBuild(_ json: String, _ entry: PlainEntry, _ built: TimelineEntryDocument) throws -> Bool {
        let tree = try JSONParser.parse(Array(json.utf8), limits: .face)
        let file = PlainEntry.Content(tree: tree, entry: entry)
        return file.content() == built.content && file.publicPart() == built.content.privacyPublicPart
    }

    @Test func readsTheEntriesOfATimelineHiddenWholeOrInPart() throws {
        let cases: [(json: String, hidesWhole: Bool, marks: Bool)] = [
            (#"{"date": "2026-11-22T09:00:00+01:00", "content": {"template": "stack", "lines": [{"text": "T", "unredacted": true}, {"text": "v0"}]}}"#, false, false),
            (#"{"date": "2026-11-22T09:00:00+01:00", "content": {"template": "stack", "lines": [{"text": "T"}, {"text": "v0"}]}}"#, true, false),
            (#"{"content": {"lines": ["T", {"text": "v0", "privacySensitive": true}], "template": "stack"}, "date": "2026-11-22T08:00:00Z"}"#, false, true),
            (#"{"date": "2026-11-22T09:00:00+01:00", "relevance": null, "content": {"template": "stack", "privacySensitive": true, "lines": ["a", "b"]}}"#, false, true),
            (#"{"date": "2026-11-22T09:00:00+01:00", "content": {"template": "stack", "unredacted": true, "privacySensitive": true, "lines": ["a"]}}"#, false, false),
        ]
        for (json, hidesWhole, marks) in cases {
            let (grammar, document) = Self.read(json)
            let entry = try #require(grammar, "\(json)")
            #expect(entry.privacyHidesWhole == hidesWhole && entry.marksSensitive == marks, "\(json)")
            let built = try #require(document, "\(json)")
            #expect(Self.plain(built) == (entry.date, Optional(entry.lines), entry.privacyHidesWhole, entry.marksSensitive), "\(json)")
            #expect(try Self.makesWhatTheReadersBuild(json, entry, built), "\(json)")
        }
    }

    @Test func leavesToTheReadersWhatItDoesNotKnow() throws {
        for json in [
            #"{"date": "2026-11-22T09:00:00+01:00", "content": {"template": "gauge", "value": 0.5, "style": "open"}}"#,
            #"{"date": "2026-11-22T09:00:00+01:00", "content": {"template": "stack", "lines": ["a"], "icon": {"icon": "heart"}}}"#,
            #"{"d\u0061te": "2026-11-22T09:00:00+01:00", "content": {"template": "stack", "lines": ["a"]}}"#,
            #"{"date": "2026-11-22T09:00:00+01:00", "content": {"template": "stack", "lines": [{"text": "a", "font": "body"}]}}"#,
            #"{"date": "2026-11-22T09:00:00+01:00", "content": {"template": "stack", "lines": [{"text": "a"}]}, "relevance": {"score": 1}}"#,
        ] {
            let (grammar, document) = Self.read(json)
            #expect(grammar == nil, "\(json)")
            #expect(document != nil, "the readers refuse \(json)")
        }
    }

    /// Random entries made of the pieces a plain entry is made of, each one right, wrong in kind or value, escaped,
    /// absent, or another reader's, in random orders: the grammar accepts none the readers refuse, and where it
    /// accepts, says what they build.
    @Test func acceptsNothingTheReadersRefuse() throws {
        var random = SeededGenerator(seed: 22)
        func pick(_ choices: [String?]) -> String? { random.element(of: choices) }
        // Most pieces right, a few wrong: an entry is mostly one or two changes away from a plain one.
        func piece(_ right: [String?], _ wrong: [String?]) -> String? { pick(random.chance(0.93) ? right : wrong) }
        func object(_ members: [(String, String?)]) -> String {
            var present = members.compactMap { key, value in value.map { "\"\(key)\": \($0)" } }
            present.shuffle(using: &random)
            return "{" + present.joined(separator: ", ") + "}"
        }
        let marks = (right: [nil, nil, "true", "false", "null"] as [String?], wrong: ["1", "\"true\"", "[]"] as [String?])
        func line() -> String {
            switch random.next(below: 8) {
            case 0: return piece(["\"A\"", "\"\\u0041\""], ["3", "null", "[]"])!
            default:
                var members: [(String, String?)] = [
                    ("text", piece(["\"v\"", "\"\\u00e9\""], ["null", "5", nil])),
                    ("privacySensitive", piece(marks.right, marks.wrong)), ("unredacted", piece(marks.right, marks.wrong)),
                ]
                if random.chance(0.15) {
                    members.append(random.element(of: [("font", "\"body\""), ("maxLines", "1"), ("txt", "\"v\""),
                                                       ("t\\u0065xt", "\"v\""), ("date", "\"2026-11-22T09:00:00Z\""),
                                                       ("style", "\"time\""), ("color", "\"#FF0000\"")]))
                }
                return object(members)
            }
        }
        func content() -> String {
            if random.chance(0.05) { return pick(["\"stack\"", "null", "[]"])! }
            let count = Int(random.next(below: 5))
            var members: [(String, String?)] = [
                ("template", piece(["\"stack\""], ["\"st\\u0061ck\"", "\"gauge\"", "\"stak\"", "3", "null", nil])),
                ("lines", random.chance(0.9) ? "[" + (0..<count).map { _ in line() }.joined(separator: ", ") + "]"
                    : pick(["null", "{\"text\": \"A\"}", "\"A\"", nil])),
                ("privacySensitive", piece(marks.right, marks.wrong)), ("unredacted", piece(marks.right, marks.wrong)),
            ]
            if random.chance(0.1) {
                members.append(random.element(of: [("icon", "{\"symbol\": \"heart\"}"), ("icon", "null"), ("view", "{\"text\": \"A\"}"),
                                                   ("lines ", "[]"), ("value", "0.5")]))
            }
            return object(members)
        }
        var (accepted, refused, declined, shaped) = (0, 0, 0, 0)
        for round in 0..<3_000 {
            var members: [(String, String?)] = [
                ("date", piece(["\"2026-11-22T09:00:00+01:00\"", "\"2026-11-22T08:00:00Z\"", "\"2026-11-22t08:00:00z\""],
                               ["\"2026-11-22T09:00:00\\u002B01:00\"", "\"tomorrow\"", "\"2026-11-22T09:00:00+19:00\"",
                                "\"2026-11-22 09:00:00Z\"", "5", "null", nil])),
                ("content", random.chance(0.97) ? content() : nil),
                ("relevance", piece([nil, nil, "null"], ["{\"score\": 1}", "1"])),
            ]
            if random.chance(0.05) { members.append(random.element(of: [("Date", "1"), ("extra", "null"), ("", "1")])) }
            let json = object(members)
            let (grammar, document) = Self.read(json)
            // Read by its shape, the same entry says the same, and makes the same content.
            let timeline = Self.readInATimeline(json)
            if timeline.shaped { shaped += 1 }
            #expect(timeline.entry.map(Self.said) == grammar.map(Self.said), "round \(round): in a timeline: \(json)")
            if let entry = timeline.entry, let tree = timeline.tree, let built = document {
                let file = PlainEntry.Content(tree: tree, entry: entry)
                #expect(file.content() == built.content && file.publicPart() == built.content.privacyPublicPart,
                        "round \(round): in a timeline, the content or public part differs: \(json)")
            }
            guard let grammar else {
                if document == nil { refused += 1 } else { declined += 1 }
                continue
            }
            accepted += 1
            let built = try #require(document, "round \(round): the readers refuse what the grammar accepts: \(json)")
            #expect(Self.plain(built) == (grammar.date, Optional(grammar.lines), grammar.privacyHidesWhole, grammar.marksSensitive),
                    "round \(round): \(json)")
            #expect(try Self.makesWhatTheReadersBuild(json, grammar, built), "round \(round): the content or public part differs: \(json)")
        }
        // Each kind is seen often, so that the grammar is tried on both sides of the readers' line.
        #expect(accepted > 300 && refused > 300 && declined > 100, "accepted \(accepted), refused \(refused), declined \(declined)")
        #expect(shaped > 300, "read by their shape: \(shaped)")
    }
}
