import DialModel
import Testing

/// `MessagePolicy`: a fault inside a complication's private data, read for a context, answers at the outermost hidden
/// list or view in fixed words; read for the author (`dial validate`, `dial lint`), it is named at its own path, line
/// and column, with what was found, and with where a context names it (stranger15 §1: its broken faces).
@Suite struct MessagePolicyTests {
    /// A face of one complication, with its default data protection (a lock can hide all of its content), holding
    /// `content`.
    static func face(_ content: String, family: String = "accessoryRectangular") -> String {
        """
        {"schemaVersion": 1, "style": "modular", "complications": [{"id": "t", "slot": "center", "family": "\(family)",
          "content": \(content)}]}
        """
    }

    func message(_ json: String, _ policy: MessagePolicy) throws -> String {
        do {
            _ = try FaceDocument.decode(Array(json.utf8), file: "face.json", policy: policy)
        } catch {
            return error.description
        }
        Issue.record("\(json) was read without fault")
        return ""
    }

    /// The stranger's repros, one level or two down inside a stack, a grid or a stack template's `lines`: the author
    /// reads the fault's own place and value; a context reads the container, in the words it read before.
    @Test(arguments: [
        // b02: a symbol's name in a vstack.
        (#"{"view": {"vstack": [{"image": {"systemName": "thermometer.snowflake"}}, {"text": "3.9"}]}}"#,
         "complications[0].content.view.vstack[0].image.systemName: expected an SF Symbols name", #"found "thermometer.snowflake" (line 2, column 60)"#,
         "complications[0].content.view"),
        // b04: a colour in a vstack.
        (#"{"view": {"vstack": [{"text": "a", "foregroundStyle": "grene"}, {"text": "b", "privacySensitive": true}]}}"#,
         "complications[0].content.view.vstack[0].foregroundStyle: expected \"#RRGGBB\"", #"found "grene" (line 2, column 68)"#,
         "complications[0].content.view"),
        // b09: a colour in an hstack in a vstack.
        (##"{"view": {"vstack": [{"hstack": [{"text": "a", "foregroundStyle": "#12345"}]}]}}"##,
         "complications[0].content.view.vstack[0].hstack[0].foregroundStyle: expected \"#RRGGBB\" or \"#RRGGBBAA\"",
         ##"found "#12345" (line 2, column 80)"##, "complications[0].content.view"),
        // b11: a colour in a grid's cell.
        (#"{"view": {"grid": [{"gridRow": [{"text": "a", "foregroundStyle": "grene"}, {"text": "b"}]}]}}"#,
         "complications[0].content.view.grid[0].gridRow[0].foregroundStyle: expected \"#RRGGBB\"", #"found "grene" (line 2, column 79)"#,
         "complications[0].content.view"),
        // x05b: a time zone in a stack template's line.
        (#"{"template": "stack", "lines": [{"date": "now", "style": "time", "timeZone": "Mars/Olympus"}, {"text": "s"}]}"#,
         "complications[0].content.lines[0].timeZone: expected an IANA time zone name", #"found "Mars/Olympus" (line 2, column 91)"#,
         "complications[0].content.lines"),
        // x05c: a time zone in a view's live text, in a vstack.
        (#"{"view": {"vstack": [{"text": {"date": "now", "style": "time", "timeZone": "Mars/Olympus"}}]}}"#,
         "complications[0].content.view.vstack[0].text.timeZone: expected an IANA time zone name", #"found "Mars/Olympus" (line 2, column 89)"#,
         "complications[0].content.view"),
    ])
    func theAuthorReadsTheFaultsOwnPlace(content: String, exact: String, found: String, container: String) throws {
        let json = Self.face(content)
        let author = try message(json, .author)
        #expect(author.hasPrefix("face.json: \(exact)"), "\(author)")
        #expect(author.contains(found), "\(author)")
        #expect(author.hasSuffix("; private data: other commands report it at \(container), without what was found (docs/privacy.md)"), "\(author)")

        let context = try message(json, .context)
        #expect(context.hasPrefix("face.json: \(container): expected "), "\(context)")
        #expect(context.hasSuffix("found a value not repeated here (a complication's data may be private; `dial validate face.json` names the fault) (line 2)"),
                "\(context)")
        #expect(!context.contains("private data: other commands"), "\(context)")
    }

    /// x04b: a line past the format's string limit names the limit and the line for the author.
    @Test func anOverlongLineNamesTheLimitAndTheLine() throws {
        let long = String(repeating: "x", count: 20_000)
        let json = Self.face(#"{"template": "stack", "lines": ["ok", "\#(long)"]}"#)
        let author = try message(json, .author)
        #expect(author.hasPrefix("face.json: complications[0].content.lines[1]: expected a value within the format's limits: a string of at most 4096 characters"), "\(author)")
        #expect(author.contains("at complications[0].content.lines, without what was found"), "\(author)")
        let context = try message(json, .context)
        #expect(context.hasPrefix("face.json: complications[0].content.lines: expected "), "\(context)")
        #expect(!context.contains("4096 characters, or a number"), "\(context)")
    }

    /// Outside private data the two readings are one but for the column: nothing to coarsen, and no note.
    @Test func aPublicFaultReadsAlikeForBoth() throws {
        let json = """
            {"schemaVersion": 1, "style": "modular", "complications": [{"id": "t", "slot": "center", "family": "accessoryRectangular",
              "dataProtection": "none", "content": {"view": {"vstack": [{"text": "s", "privacySensitive": true}, {"text": "a", "foregroundStyle": "grene"}]}}}]}
            """
        let author = try message(json, .author)
        #expect(author.contains(##"content.view.vstack[1].foregroundStyle: expected "#RRGGBB""##), "\(author)")
        #expect(author.hasSuffix(#"found "grene" (line 2, column 135)"#), "\(author)")
        // A context leaves out the column after a private string on the line (docs/privacy.md); the author has it.
        #expect((try message(json, .context)) == author.replacingOccurrences(of: ", column 135", with: ""))
    }

    /// Two faults at two places in one hidden list: one message for a context, two for the author.
    @Test func twoPrivateFaultsReadApartOnlyForTheAuthor() throws {
        let colour = Self.face(#"{"view": {"vstack": [{"text": "a", "foregroundStyle": "grene"}, {"text": "b"}]}}"#)
        let symbol = Self.face(#"{"view": {"vstack": [{"text": "a"}, {"image": {"systemName": "heart.fil"}}]}}"#)
        #expect(try message(colour, .context) == (try message(symbol, .context)))
        let one = try message(colour, .author)
        let other = try message(symbol, .author)
        #expect(one.contains("vstack[0].foregroundStyle") && other.contains("vstack[1].image.systemName"), "\(one)\n\(other)")
    }

    /// A hidden timeline's entry: the author reads its index, its field and its value.
    @Test func aHiddenTimelinesEntryIsNamedForTheAuthor() throws {
        let json = """
            {"schemaVersion": 1, "style": "modular", "complications": [{"id": "t", "slot": "center", "family": "accessoryRectangular",
              "content": {"template": "stack", "lines": ["now"]},
              "timeline": [{"date": "2026-01-01T10:00:00Z", "content": {"template": "stack", "lines": ["a"]}},
                           {"date": "2026-01-01T11:00:00Z", "content": {"template": "stack", "lines": [{"text": "b", "color": "grene"}]}}]}]}
            """
        let author = try message(json, .author)
        #expect(author.hasPrefix("face.json: complications[0].timeline[1].content.lines[0].color: expected "), "\(author)")
        #expect(author.contains(#"found "grene""#) && author.contains("report it at complications[0].timeline,"), "\(author)")
        let context = try message(json, .context)
        #expect(context.hasPrefix("face.json: complications[0].timeline: expected "), "\(context)")
        #expect(!context.contains("grene") && !context.contains("[1]"), "\(context)")
    }
}
