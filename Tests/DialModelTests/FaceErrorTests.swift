import DialModel
import Testing

@Suite struct FaceErrorTests {
    static let linesColor: JSONPath = [
        .key("complications"), .index(2), .key("content"), .key("lines"), .index(0), .key("color"),
    ]

    @Test func syntaxErrorsLeadWithLineAndColumnAndNeverSayWhatTheyFound() {
        let error = FaceError(
            kind: .syntax, file: "Faces/a.json", path: .root, location: SourceLocation(line: 3, column: 7),
            expected: "',' or '}'", found: "'x'")
        #expect(error.description == "Faces/a.json: line 3, column 7: expected ',' or '}'")
        var inside = error
        inside.path = [.key("clock")]
        inside.withholdsColumn = true
        #expect(inside.description == "Faces/a.json: line 3: expected ',' or '}' (in clock)")
    }

    @Test func otherErrorsLeadWithThePath() {
        let error = FaceError(
            kind: .invalidValue, file: "Faces/a.json", path: Self.linesColor, location: SourceLocation(line: 14, column: 22),
            expected: ##""#RRGGBB" or "#RRGGBBAA""##, found: #""blue""#)
        #expect(error.description == ##"Faces/a.json: complications[2].content.lines[0].color: expected "#RRGGBB" or "#RRGGBBAA", found "blue" (line 14, column 22)"##)
    }

    @Test func fileAndLocationAreOptional() {
        let error = FaceError(kind: .missingKey, path: [.key("slot")], expected: "a value", found: "nothing")
        #expect(error.description == "slot: expected a value, found nothing")
        #expect(error.inFile("f.json").description == "f.json: slot: expected a value, found nothing")

        var located = error
        located.location = SourceLocation(line: 1, column: 2)
        #expect(located.description == "slot: expected a value, found nothing (line 1, column 2)")

        let syntax = FaceError(
            kind: .syntax, path: .root, location: SourceLocation(line: 1, column: 1), expected: "a value", found: "end of input")
        #expect(syntax.description == "line 1, column 1: expected a value")
    }

    @Test func aFileIsQuotedForTheShellOnlyWhereAShellWouldSplitOrExpandIt() {
        #expect(FaceError.shellWord("Faces/a-b_c.json") == "Faces/a-b_c.json")
        #expect(FaceError.shellWord("Ansichten/Ühr.json") == "Ansichten/Ühr.json")
        #expect(FaceError.shellWord("My Faces/a.json") == "'My Faces/a.json'")
        #expect(FaceError.shellWord("it's.json") == #"'it'\''s.json'"#)
        #expect(FaceError.shellWord("$HOME/a.json") == "'$HOME/a.json'")
        #expect(FaceError.shellWord("~/a.json") == "'~/a.json'")
        #expect(FaceError.shellWord("") == "''")
    }

    @Test func syntaxErrorWithoutLocationStillNamesThePath() {
        let error = FaceError(kind: .syntax, path: .root, expected: "a value", found: "end of input")
        #expect(error.description == "(root): expected a value, found end of input")
    }

    @Test func inFileOnlyChangesTheFile() {
        let error = FaceError(kind: .io, path: .root, expected: "a readable file", found: "permission denied")
        let inFile = error.inFile("x.json")
        #expect(inFile.file == "x.json")
        #expect(inFile.kind == .io && inFile.path == .root && inFile.location == nil)
        #expect(inFile.expected == error.expected && inFile.found == error.found)
        #expect(inFile.inFile("y.json").file == "y.json")
    }

    @Test func locatedByFillsTheLocationFromTheSourceMap() throws {
        let json = "{\"faces\": [\n  {\"name\": \"a\"},\n  {\"name\": \"b\"}\n]}"
        let (_, map) = try FaceDecoder.decode([String: [[String: String]]].self, from: Array(json.utf8))

        let error = FaceError(kind: .invalidValue, path: [.key("faces"), .index(1), .key("name")], expected: "x", found: "y")
        #expect(error.located(by: map).location == SourceLocation(line: 3, column: 12))

        // A path that names nothing (a missing key) falls back to the innermost value that exists.
        let missing = FaceError(kind: .missingKey, path: [.key("faces"), .index(1), .key("slot")], expected: "x", found: "y")
        #expect(missing.located(by: map).location == SourceLocation(line: 3, column: 3))

        let alreadyLocated = FaceError(
            kind: .invalidValue, path: [.key("faces")], location: SourceLocation(line: 9, column: 9), expected: "x", found: "y")
        #expect(alreadyLocated.located(by: map) == alreadyLocated)
    }
}
