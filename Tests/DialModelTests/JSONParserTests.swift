import DialModel
import Foundation
import Testing

/// One malformed document and the error it must produce.
struct JSONSyntaxCase: Sendable, CustomTestStringConvertible {
    var bytes: [UInt8]
    var line: Int
    var column: Int
    var expected: String
    var found: String

    init(_ json: String, _ line: Int, _ column: Int, _ expected: String, _ found: String) {
        self.init(bytes: Array(json.utf8), line, column, expected, found)
    }

    init(bytes: [UInt8], _ line: Int, _ column: Int, _ expected: String, _ found: String) {
        self.bytes = bytes
        self.line = line
        self.column = column
        self.expected = expected
        self.found = found
    }

    var testDescription: String { String(decoding: bytes, as: UTF8.self).debugDescription }
}

@Suite struct JSONParserTests {
    static let structureCases: [JSONSyntaxCase] = [
        JSONSyntaxCase("", 1, 1, "a value", "end of input"),
        JSONSyntaxCase(" \n\t ", 2, 3, "a value", "end of input"),
        JSONSyntaxCase("[1, 2,]", 1, 7, "a value", "']'"),
        JSONSyntaxCase("[1,,2]", 1, 4, "a value", "','"),
        JSONSyntaxCase(#"{"a": 1,}"#, 1, 9, #"'"' to start a key"#, "'}'"),
        JSONSyntaxCase(#"{"a" 1}"#, 1, 6, "':' after the key", "'1'"),
        JSONSyntaxCase(#"{"a":1,"b"}"#, 1, 11, "':' after the key", "'}'"),
        JSONSyntaxCase(#"{"a":}"#, 1, 6, "a value", "'}'"),
        JSONSyntaxCase("{\n  \"a\": 1,\n\"b\":1 x\n}", 3, 7, "',' or '}'", "'x'"),
        JSONSyntaxCase("{\"a\": 1 // note\n}", 1, 9, "',' or '}'", "'/'"),
        JSONSyntaxCase("/* c */ {}", 1, 1, "a value", "'/'"),
        JSONSyntaxCase("{'a': 1}", 1, 2, #"'"' to start a key or '}'"#, #""'""#),
        JSONSyntaxCase("{} x", 1, 4, "end of input", "'x'"),
        JSONSyntaxCase("{}{}", 1, 3, "end of input", "'{'"),
        JSONSyntaxCase("[1, 2", 1, 6, "',' or ']'", "end of input"),
        JSONSyntaxCase("[1 2]", 1, 4, "',' or ']'", "'2'"),
        JSONSyntaxCase("[tru]", 1, 2, "a value", "'tru'"),
        JSONSyntaxCase("[True]", 1, 2, "a value", "'True'"),
        JSONSyntaxCase("[undefined]", 1, 2, "a value", "'undefined'"),
        JSONSyntaxCase("\u{201C}a\u{201D}", 1, 1, "a value", "'\u{201C}'"),
    ]

    static let numberCases: [JSONSyntaxCase] = [
        JSONSyntaxCase("[NaN]", 1, 2, "a value", "'NaN'"),
        JSONSyntaxCase("[Infinity]", 1, 2, "a value", "'Infinity'"),
        JSONSyntaxCase("[-Infinity]", 1, 3, "a digit", "'Infinity'"),
        JSONSyntaxCase("[01]", 1, 3, "'.', 'e' or the end of the number (JSON allows no leading zeros)", "'1'"),
        JSONSyntaxCase("[-01]", 1, 4, "'.', 'e' or the end of the number (JSON allows no leading zeros)", "'1'"),
        JSONSyntaxCase("[1.]", 1, 4, "a digit after '.'", "']'"),
        JSONSyntaxCase("[.5]", 1, 2, "a value", "'.'"),
        JSONSyntaxCase("[1e+]", 1, 5, "a digit in the exponent", "']'"),
        JSONSyntaxCase("[1E]", 1, 4, "a digit in the exponent", "']'"),
        JSONSyntaxCase("[+1]", 1, 2, "a value", "'+'"),
        JSONSyntaxCase("[-]", 1, 3, "a digit", "']'"),
        JSONSyntaxCase("0x1F", 1, 2, "end of input", "'x1F'"),
    ]

    static let stringCases: [JSONSyntaxCase] = [
        JSONSyntaxCase(#"["abc"#, 1, 6, #"'"' to end the string"#, "end of input"),
        JSONSyntaxCase("[\"a\u{1}b\"]", 1, 4, #"'"' to end the string, or an escape such as \n for a control character"#,
                   #""\u{1}" (a control character)"#),
        JSONSyntaxCase("[\"a\nb\"]", 1, 4, #"'"' to end the string, or an escape such as \n for a control character"#,
                   #""\u{A}" (a control character)"#),
        JSONSyntaxCase(#"["\x"]"#, 1, 4, #"an escape sequence (\" \\ \/ \b \f \n \r \t or \uXXXX)"#, "'x'"),
        JSONSyntaxCase(#"["\"#, 1, 4, #"an escape sequence after '\'"#, "end of input"),
        JSONSyntaxCase(#"["\u12G4"]"#, 1, 7, #"four hex digits after \u"#, "'G4'"),
        JSONSyntaxCase(#"["\uD800"]"#, 1, 9, #"'\uDC00'–'\uDFFF' to complete the surrogate pair \uD800"#, #"'"'"#),
        JSONSyntaxCase(#"["\uD800\u0041"]"#, 1, 9, #"'\uDC00'–'\uDFFF' to complete the surrogate pair \uD800"#, #"'\u0041'"#),
        JSONSyntaxCase(#"["\uD800\uD800"]"#, 1, 9, #"'\uDC00'–'\uDFFF' to complete the surrogate pair \uD800"#, #"'\uD800'"#),
        JSONSyntaxCase(#"["\uDC00"]"#, 1, 3, "a character, not half of a surrogate pair", #"'\uDC00' (a lone low surrogate)"#),
    ]

    /// Columns count Unicode scalars, and "\r\n", "\r" and "\n" all end a line.
    static let locationCases: [JSONSyntaxCase] = [
        JSONSyntaxCase(#"{"é": 1 x}"#, 1, 9, "',' or '}'", "'x'"),
        JSONSyntaxCase(#"["😀", x]"#, 1, 7, "a value", "'x'"),
        JSONSyntaxCase("{\r\n\"a\":1 x}", 2, 7, "',' or '}'", "'x'"),
        JSONSyntaxCase("{\r\"a\":1 x}", 2, 7, "',' or '}'", "'x'"),
        JSONSyntaxCase("[\n\n\n    1 x]", 4, 7, "',' or ']'", "'x'"),
        JSONSyntaxCase(bytes: [0xEF, 0xBB, 0xBF] + Array("[1 x]".utf8), 1, 4, "',' or ']'", "'x'"),
    ]

    static let encodingCases: [JSONSyntaxCase] = [
        JSONSyntaxCase(bytes: [0x5B, 0x22, 0xFF, 0x22, 0x5D], 1, 3, "valid UTF-8", "byte 0xFF (not valid UTF-8)"),
        // Overlong encoding of '/'.
        JSONSyntaxCase(bytes: [0x5B, 0x22, 0xC0, 0xAF, 0x22, 0x5D], 1, 3, "valid UTF-8", "byte 0xC0 (not valid UTF-8)"),
        // Overlong three- and four-byte encodings of '/'.
        JSONSyntaxCase(bytes: [0x5B, 0x22, 0xE0, 0x80, 0xAF, 0x22, 0x5D], 1, 3, "valid UTF-8", "byte 0xE0 (not valid UTF-8)"),
        JSONSyntaxCase(bytes: [0x5B, 0x22, 0xF0, 0x80, 0x80, 0xAF, 0x22, 0x5D], 1, 3, "valid UTF-8", "byte 0xF0 (not valid UTF-8)"),
        // A continuation byte with nothing to continue.
        JSONSyntaxCase(bytes: [0x5B, 0x22, 0x61, 0x80, 0x22, 0x5D], 1, 4, "valid UTF-8", "byte 0x80 (not valid UTF-8)"),
        // U+D800 encoded directly, which UTF-8 forbids.
        JSONSyntaxCase(bytes: [0x5B, 0x22, 0xED, 0xA0, 0x80, 0x22, 0x5D], 1, 3, "valid UTF-8", "byte 0xED (not valid UTF-8)"),
        // A three-byte sequence cut short.
        JSONSyntaxCase(bytes: [0x5B, 0x22, 0xE2, 0x82, 0x22, 0x5D], 1, 3, "valid UTF-8", "byte 0xE2 (not valid UTF-8)"),
        // Beyond U+10FFFF.
        JSONSyntaxCase(bytes: [0x5B, 0x22, 0xF4, 0x90, 0x80, 0x80, 0x22, 0x5D], 1, 3, "valid UTF-8", "byte 0xF4 (not valid UTF-8)"),
        JSONSyntaxCase(bytes: [0x5B, 0x22, 0xC3], 1, 3, "valid UTF-8", "byte 0xC3 (not valid UTF-8)"),
        JSONSyntaxCase(bytes: [0x5B, 0xFF, 0x5D], 1, 2, "a value", "byte 0xFF (not valid UTF-8)"),
        // A byte order mark is only allowed at the very start.
        JSONSyntaxCase(bytes: [0x20, 0xEF, 0xBB, 0xBF, 0x5B, 0x5D], 1, 2, "a value", "'\u{FEFF}'"),
    ]

    @Test(arguments: structureCases + numberCases + stringCases + locationCases + encodingCases)
    func syntaxErrorsSayWhatWasExpectedAndWhereItWasFound(_ testCase: JSONSyntaxCase) throws {
        let error = try #require(JSONTestSupport.error(TestJSONValue.self, testCase.bytes))
        #expect(error.kind == .syntax)
        #expect(error.location == SourceLocation(line: testCase.line, column: testCase.column))
        #expect(error.expected == testCase.expected)
        #expect(error.found == testCase.found)
        #expect(error.file == "t.json")
    }

    @Test func syntaxErrorMessageMatchesTheDocumentedFormat() throws {
        let json = "{\n  \"a\": 1,\n\"b\":1 x\n}"
        let error = try #require(JSONTestSupport.error(TestJSONValue.self, json, file: "Faces/a.json"))
        #expect(error.description == "Faces/a.json: line 3, column 7: expected ',' or '}', found 'x'")
    }

    @Test func syntaxErrorsCarryThePathBeingParsed() throws {
        let inValue = try #require(JSONTestSupport.error(TestJSONValue.self, #"{"a": [1, {"b": x}]}"#))
        #expect(inValue.path == [.key("a"), .index(1), .key("b")])
        let betweenElements = try #require(JSONTestSupport.error(TestJSONValue.self, "[[1], [2 x]]"))
        #expect(betweenElements.path == [.index(1)])
        let atTopLevel = try #require(JSONTestSupport.error(TestJSONValue.self, "[] x"))
        #expect(atTopLevel.path == .root)
    }

    @Test func duplicateKeysAreRejectedNamingTheFirstOccurrence() throws {
        let json = "{\"faces\": [{\"slot\": 1,\n   \"slot\": 2}]}"
        let error = try #require(JSONTestSupport.error(TestJSONValue.self, json))
        #expect(error.kind == .duplicateKey)
        #expect(error.path == [.key("faces"), .index(0), .key("slot")])
        #expect(error.location == SourceLocation(line: 2, column: 4))
        #expect(error.expected == "each key at most once in an object")
        #expect(error.found == #""slot" again (first at line 1, column 13)"#)
        #expect(error.description == #"t.json: faces[0].slot: expected each key at most once in an object, found "slot" again (first at line 1, column 13) (line 2, column 4)"#)
    }

    @Test func sameKeyInDifferentObjectsIsFine() throws {
        let value = try JSONTestSupport.decode(TestJSONValue.self, #"[{"a": 1}, {"a": 2}, {"b": {"a": 3}}]"#)
        #expect(value == .array([
            .object(["a": .number(1)]), .object(["a": .number(2)]), .object(["b": .object(["a": .number(3)])]),
        ]))
    }

    @Test func escapesDecode() throws {
        let value = try JSONTestSupport.decode(String.self, #""\"\\\/\b\f\n\r\t\u00e9\u0000\uD83D\uDE00\u20AC""#)
        #expect(value == "\"\\/\u{8}\u{C}\n\r\té\u{0}😀€")
    }

    @Test func rawNonASCIIAndDeleteAreAllowedInStrings() throws {
        #expect(try JSONTestSupport.decode(String.self, "\"é😀\u{7F}\"") == "é😀\u{7F}")
    }

    @Test func byteOrderMarkAndSurroundingWhitespaceAreAllowed() throws {
        let bytes: [UInt8] = [0xEF, 0xBB, 0xBF] + Array(" \r\n\t{\"a\": [true, false, null]} \n".utf8)
        let value = try JSONTestSupport.decode(TestJSONValue.self, bytes)
        #expect(value == .object(["a": .array([.bool(true), .bool(false), .null])]))
    }

    @Test func topLevelScalarsAreDocuments() throws {
        #expect(try JSONTestSupport.decode(Int.self, " 42 ") == 42)
        #expect(try JSONTestSupport.decode(String.self, #""s""#) == "s")
        #expect(try JSONTestSupport.decode(Bool.self, "true") == true)
        #expect(try JSONTestSupport.decode(Int?.self, "null") == nil)
    }

    @Test func everyNumberFormOfTheGrammarIsAccepted() throws {
        let numbers = try JSONTestSupport.decode([Double].self, "[0, -0, 0.0, 1E5, 1e-5, -1.5E+3, 12.25e0, 100]")
        #expect(numbers == [0, -0.0, 0, 1e5, 1e-5, -1500, 12.25, 100])
        #expect(numbers[1].sign == .minus)
    }

    @Test func valuesRecordWhereTheyStart() throws {
        let json = "{\n  \"a\": [10,\n    {\"b\": \"é\"}],\n  \"c\": null\n}"
        let (_, map) = try FaceDecoder.decode(TestJSONValue.self, from: Array(json.utf8))
        #expect(map.location(of: .root) == SourceLocation(line: 1, column: 1))
        #expect(map.location(of: [.key("a")]) == SourceLocation(line: 2, column: 8))
        #expect(map.location(of: [.key("a"), .index(0)]) == SourceLocation(line: 2, column: 9))
        #expect(map.location(of: [.key("a"), .index(1)]) == SourceLocation(line: 3, column: 5))
        #expect(map.location(of: [.key("a"), .index(1), .key("b")]) == SourceLocation(line: 3, column: 11))
        #expect(map.location(of: [.key("c")]) == SourceLocation(line: 4, column: 8))
        #expect(map.location(of: [.key("a"), .index(2)]) == nil)
        #expect(map.location(of: [.key("z")]) == nil)
        #expect(map.location(of: [.index(0)]) == nil)
    }

    @Test func longSingleLineDocumentsAreLocatedInLinearTime() throws {
        let count = 200_000
        let json = "[" + Array(repeating: "7", count: count).joined(separator: ",") + "]"
        let (values, map) = try FaceDecoder.decode([Int].self, from: Array(json.utf8))
        #expect(values.count == count)
        #expect(map.location(of: [.index(count - 1)]) == SourceLocation(line: 1, column: 2 * count))
    }
}
