@testable import DialModel
import Foundation
import Testing

/// One malformed document and the error it must produce.
struct JSONSyntaxCase: Sendable, CustomTestStringConvertible {
    var bytes: [UInt8]
    var line: Int
    /// Nil where a string or number starts before the fault on its line: the column would count its characters.
    var column: Int?
    var expected: String

    init(_ json: String, _ line: Int, _ column: Int?, _ expected: String) {
        self.init(bytes: Array(json.utf8), line, column, expected)
    }

    init(bytes: [UInt8], _ line: Int, _ column: Int?, _ expected: String) {
        self.bytes = bytes
        self.line = line
        self.column = column
        self.expected = expected
    }

    var testDescription: String { String(decoding: bytes, as: UTF8.self).debugDescription }
}

/// What every malformed string, number or literal is told, at its start, whatever is wrong inside it.
let malformed = #"a JSON value: a string in double quotes (escapes \" \\ \/ \b \f \n \r \t \uXXXX only), a decimal number"#
    + " without leading zeros, true, false or null, followed by ',' or the end of its object or array"

/// What a trailing comma is told, in an array and in an object.
let trailingInArray = "a value after ',': JSON allows no ',' before ']' (a trailing comma), so remove this one"
let trailingInObject = #"'"' to start a key after ',': JSON allows no ',' before '}' (a trailing comma), so remove this one"#

@Suite struct JSONParserTests {
    static let structureCases: [JSONSyntaxCase] = [
        JSONSyntaxCase("", 1, 1, "a value"),
        JSONSyntaxCase(" \n\t ", 2, 3, "a value"),
        JSONSyntaxCase("[1, 2,]", 1, nil, trailingInArray),
        JSONSyntaxCase("[1,,2]", 1, nil, "a value"),
        JSONSyntaxCase(#"{"a": 1,}"#, 1, nil, trailingInObject),
        JSONSyntaxCase(#"{"a" 1}"#, 1, 6, "':' after the key"),
        JSONSyntaxCase(#"{"a":1,"b"}"#, 1, nil, "':' after the key"),
        // A malformed value before the fault, whatever it starts with, withholds the column (its length would move it).
        JSONSyntaxCase(#"{"a": [null-x], "b" 1}"#, 1, nil, "':' after the key"),
        JSONSyntaxCase(#"{"a": [true.5], "b" 1}"#, 1, nil, "':' after the key"),
        JSONSyntaxCase(#"{"a":}"#, 1, 6, "a value"),
        JSONSyntaxCase("{\n  \"a\": 1,\n\"b\":1 x\n}", 3, nil, "',' or '}'"),
        JSONSyntaxCase("{\"a\": 1 // note\n}", 1, nil, "',' or '}'"),
        JSONSyntaxCase("/* c */ {}", 1, 1, malformed),
        JSONSyntaxCase("{'a': 1}", 1, 2, #"'"' to start a key or '}'"#),
        JSONSyntaxCase("{} x", 1, 4, "end of input"),
        JSONSyntaxCase("{}{}", 1, 3, "end of input"),
        JSONSyntaxCase("[1, 2", 1, nil, "',' or ']'"),
        JSONSyntaxCase("[1 2]", 1, nil, "',' or ']'"),
        JSONSyntaxCase("[tru]", 1, 2, malformed),
        JSONSyntaxCase("[True]", 1, 2, malformed),
        JSONSyntaxCase("[undefined]", 1, 2, malformed),
        JSONSyntaxCase("\u{201C}a\u{201D}", 1, 1, malformed),
    ]

    static let numberCases: [JSONSyntaxCase] = [
        JSONSyntaxCase("[NaN]", 1, 2, malformed),
        JSONSyntaxCase("[Infinity]", 1, 2, malformed),
        JSONSyntaxCase("[-Infinity]", 1, 2, malformed),
        JSONSyntaxCase("[01]", 1, 2, malformed),
        JSONSyntaxCase("[-01]", 1, 2, malformed),
        JSONSyntaxCase("[1.]", 1, 2, malformed),
        JSONSyntaxCase("[.5]", 1, 2, malformed),
        JSONSyntaxCase("[1e+]", 1, 2, malformed),
        JSONSyntaxCase("[1E]", 1, 2, malformed),
        JSONSyntaxCase("[+1]", 1, 2, malformed),
        JSONSyntaxCase("['a']", 1, 2, malformed),
        JSONSyntaxCase("[-]", 1, 2, malformed),
        JSONSyntaxCase("0x1F", 1, 1, malformed),
    ]

    static let stringCases: [JSONSyntaxCase] = [
        JSONSyntaxCase(#"["abc"#, 1, 2, malformed),
        JSONSyntaxCase("[\"a\u{1}b\"]", 1, 2, malformed),
        JSONSyntaxCase("[\"a\nb\"]", 1, 2, malformed),
        JSONSyntaxCase(#"["\x"]"#, 1, 2, malformed),
        JSONSyntaxCase(#"["\"#, 1, 2, malformed),
        JSONSyntaxCase(#"["\u12G4"]"#, 1, 2, malformed),
    ]

    /// Columns count Unicode scalars (keys count: they are structure), and "\r\n", "\r" and "\n" all end a line.
    static let locationCases: [JSONSyntaxCase] = [
        JSONSyntaxCase(#"{"é": x}"#, 1, 7, malformed),
        JSONSyntaxCase(#"{"😀": x}"#, 1, 7, malformed),
        JSONSyntaxCase("{\r\n\"a\":x}", 2, 5, malformed),
        JSONSyntaxCase("{\r\"a\":x}", 2, 5, malformed),
        JSONSyntaxCase("[\n\n\n    x]", 4, 5, malformed),
        JSONSyntaxCase(bytes: [0xEF, 0xBB, 0xBF] + Array("[x]".utf8), 1, 2, malformed),
        // After a value on its line, a column would count the value's characters.
        JSONSyntaxCase(#"{"é": 1 x}"#, 1, nil, "',' or '}'"),
        JSONSyntaxCase(#"["😀", x]"#, 1, nil, malformed),
        JSONSyntaxCase("[\n\n\n    1 x]", 4, nil, "',' or ']'"),
    ]

    /// A trailing comma is told where the comma is, the fault to remove, not where the container ends on a later
    /// line (session 25: "line 6, column 2: expected a value" for the "," ending line 5); its column as any syntax
    /// error's, left out after a value on its line.
    static let trailingCommaCases: [JSONSyntaxCase] = [
        JSONSyntaxCase("[\n  [],\n]", 2, 5, trailingInArray),
        JSONSyntaxCase("{\n  \"a\": {},\n\n}", 2, 10, trailingInObject),
        JSONSyntaxCase("{\n  \"a\": [true, null],\r\n  }", 2, 20, trailingInObject),
        JSONSyntaxCase("{\n  \"a\": 1,\n}", 2, nil, trailingInObject),
        JSONSyntaxCase("[\n  {\"id\": \"a\"},\n]", 2, nil, trailingInArray),
        // Inside an element of a timeline, which the parser first tries by its shape (`parsePlainEntry`).
        JSONSyntaxCase("{\"timeline\": [{\"date\": \"2026-01-01T00:00:00Z\", \"content\": {\"template\": \"stack\", \"lines\": [\n{},\n]}}]}", 2, 3, trailingInArray),
    ]

    static let encodingCases: [JSONSyntaxCase] = [
        JSONSyntaxCase(bytes: [0x5B, 0x22, 0xFF, 0x22, 0x5D], 1, 2, malformed),
        // Overlong encoding of '/'.
        JSONSyntaxCase(bytes: [0x5B, 0x22, 0xC0, 0xAF, 0x22, 0x5D], 1, 2, malformed),
        // Overlong three- and four-byte encodings of '/'.
        JSONSyntaxCase(bytes: [0x5B, 0x22, 0xE0, 0x80, 0xAF, 0x22, 0x5D], 1, 2, malformed),
        JSONSyntaxCase(bytes: [0x5B, 0x22, 0xF0, 0x80, 0x80, 0xAF, 0x22, 0x5D], 1, 2, malformed),
        // A continuation byte with nothing to continue.
        JSONSyntaxCase(bytes: [0x5B, 0x22, 0x61, 0x80, 0x22, 0x5D], 1, 2, malformed),
        // U+D800 encoded directly, which UTF-8 forbids.
        JSONSyntaxCase(bytes: [0x5B, 0x22, 0xED, 0xA0, 0x80, 0x22, 0x5D], 1, 2, malformed),
        // A three-byte sequence cut short.
        JSONSyntaxCase(bytes: [0x5B, 0x22, 0xE2, 0x82, 0x22, 0x5D], 1, 2, malformed),
        // Beyond U+10FFFF.
        JSONSyntaxCase(bytes: [0x5B, 0x22, 0xF4, 0x90, 0x80, 0x80, 0x22, 0x5D], 1, 2, malformed),
        JSONSyntaxCase(bytes: [0x5B, 0x22, 0xC3], 1, 2, malformed),
        // Inside the document a byte that is not UTF-8 starts a value, which may be private: no word on what it is.
        JSONSyntaxCase(bytes: [0x5B, 0xFF, 0x5D], 1, 2, malformed),
        JSONSyntaxCase(bytes: [0xFF, 0xFE, 0x5B, 0x00], 1, 1, "a value, in UTF-8 (this is not UTF-8)"),
        // A byte order mark is only allowed at the very start.
        JSONSyntaxCase(bytes: [0x20, 0xEF, 0xBB, 0xBF, 0x5B, 0x5D], 1, 2, malformed),
    ]

    @Test(arguments: structureCases + numberCases + stringCases + locationCases + trailingCommaCases + encodingCases)
    func syntaxErrorsSayWhatWasExpectedAndWhereItWasFound(_ testCase: JSONSyntaxCase) throws {
        let error = try #require(JSONTestSupport.error(TestJSONValue.self, testCase.bytes))
        #expect(error.kind == .syntax)
        #expect(error.location?.line == testCase.line)
        if let column = testCase.column {
            #expect(error.location?.column == column)
            #expect(!error.withholdsColumn)
        } else {
            #expect(error.withholdsColumn)
        }
        #expect(error.expected == testCase.expected)
        // Nothing of the text at the fault: until the file parses, any of it may be private.
        #expect(error.found.isEmpty)
        #expect(!error.description.contains("found"))
        #expect(error.file == "t.json")
    }

    @Test func syntaxErrorMessageMatchesTheDocumentedFormat() throws {
        let json = "{\n  \"a\": 1,\n\"b\":1 x\n}"
        let error = try #require(JSONTestSupport.error(TestJSONValue.self, json, file: "Faces/a.json"))
        #expect(error.description == "Faces/a.json: line 3: expected ',' or '}'")
        let value = try #require(JSONTestSupport.error(TestJSONValue.self, "{\"a\": [x]}", file: "Faces/a.json"))
        #expect(value.description == "Faces/a.json: line 1, column 8: expected \(malformed) (in a[0])")
        let top = try #require(JSONTestSupport.error(TestJSONValue.self, "{} x", file: "Faces/a.json"))
        #expect(top.description == "Faces/a.json: line 1, column 4: expected end of input")
    }

    /// Two documents that differ only in a malformed value, or in the text before an error on its line, get the
    /// same message: the parser cannot yet tell whether the value is private (docs/privacy.md, "Syntax errors").
    @Test(arguments: [
        ("072", "094"), ("0123456", "01"), ("seventy", "ninety"), ("072", "seventy"), ("0x48", "0xFFFF"),
        ("7.2.3", "1.5e"), ("-", "--5"), ("Infinity", "NaN"), ("-x", "+1"), ("072", ".5"), ("seventy", "'a'"), (#""a\q""#, #""abcdefgh\z""#),
        (#""\u00""#, #""xyz\u12G4""#), (#""é\x""#, #""😀😀\x""#), (#""a"b"#, #""long text"b"#),
        (#""tab\there" x"#, #""t" x"#), (#""a", "next": 1 x"#, #""a much longer text", "next": 12345 x"#),
        (String(repeating: "1", count: 101), String(repeating: "9", count: 150)),
        ("\"" + String(repeating: "s", count: 4097) + "\"", "\"" + String(repeating: "é", count: 5000) + "\""),
    ])
    func syntaxErrorsSayNothingOfTheValueAtTheFault(_ first: String, _ second: String) throws {
        func message(_ value: String) throws -> String {
            let json = "{\"schemaVersion\": 1,\n  \"complication\": {\"label\": \"x\", \"value\": \(value)}\n}"
            return try #require(JSONTestSupport.error(TestJSONValue.self, json, file: "f.json")).description
        }
        #expect(try message(first) == message(second))
    }

    /// A `\u` escape for half of a surrogate pair (copied from UTF-16) is one fault wherever it is, told as such at the
    /// string's path and start: the high half alone, before another escape or another high half, and the low half alone.
    /// (Inside private data every unread value reads in the field's own words: `LoneSurrogateFaceTests`.)
    @Test(arguments: [#""\uD800""#, #""a \uD800\u0041""#, #""\uDBFF\uD800 b""#, #""\udc00""#, #""x \ud83d y""#])
    func aLoneSurrogateIsToldAsOneAtItsPath(_ value: String) throws {
        let error = try #require(JSONTestSupport.error(TestJSONValue.self, "{\"a\": [\(value), 1]}"))
        #expect(error.kind == .invalidValue)
        #expect(error.path == [.key("a"), .index(0)])
        #expect(error.location?.line == 1)
        #expect(error.location?.column == 8)
        #expect(error.found == "a \\u escape for a lone surrogate")
        #expect(error.description.hasPrefix("t.json: a[0]: expected a string whose \\u escapes each write a whole character"))
        // A pair written whole is one character.
        #expect(try JSONTestSupport.decode(String.self, #""\uD83D\uDE00""#) == "😀")
    }

    /// In a key, the file's structure, it is a syntax error where the escape is.
    @Test func aLoneSurrogateInAKeyIsASyntaxErrorThere() throws {
        let error = try #require(JSONTestSupport.error(TestJSONValue.self, #"{"ab\uD800": 1}"#))
        #expect(error.kind == .syntax)
        #expect(error.location?.column == 5)
        #expect(error.expected.hasSuffix("not a \\u escape for a lone surrogate"))
    }

    @Test func syntaxErrorsCarryThePathBeingParsed() throws {
        let inValue = try #require(JSONTestSupport.error(TestJSONValue.self, #"{"a": [1, {"b": x}]}"#))
        #expect(inValue.path == [.key("a"), .index(1), .key("b")])
        let betweenElements = try #require(JSONTestSupport.error(TestJSONValue.self, "[[1], [2 x]]"))
        #expect(betweenElements.path == [.index(1)])
        let atTopLevel = try #require(JSONTestSupport.error(TestJSONValue.self, "[] x"))
        #expect(atTopLevel.path == .root)
    }

    /// The parser keeps no path while it reads: an error rebuilds it from the records read so far. Documents of nested
    /// objects and arrays, each broken in one place: a fault between a container's members names that container, a
    /// string past the limit names its own member, whatever lies around them and however deep.
    @Test(arguments: 0..<60)
    func syntaxErrorsNameThePathAtAnyDepth(seed: Int) throws {
        var random = SeededRandom(seed: UInt64(seed) &+ 1)
        let target = Int(random.next() % 5) + 1
        var path: [JSONPathComponent] = []
        /// A container `depth` deep; at `target` deep, the one holding the fault.
        func container(depth: Int) -> String {
            let isArray = random.next() % 2 == 0
            let count = Int(random.next() % 3) + 1
            let broken = depth == target ? Int(random.next() % UInt64(count)) : -1
            let onPath = depth < target ? Int(random.next() % UInt64(count)) : -1
            var members: [String] = []
            for index in 0..<count {
                let key = "k\(index)"
                var value = "\(index)"
                if index == onPath {
                    path.append(isArray ? .index(index) : .key(key))
                    value = container(depth: depth + 1)
                } else if index == broken {
                    if seed % 2 == 0 {
                        value += " 7"  // a value after a value: the container's fault
                    } else {
                        path.append(isArray ? .index(index) : .key(key))
                        value = "\"" + String(repeating: "a", count: 5) + "\""
                    }
                } else if random.next() % 3 == 0 {
                    value = random.next() % 2 == 0 ? "[1, {\"x\": [2]}]" : "{\"y\": {\"z\": 3}}"
                }
                members.append(isArray ? value : "\"\(key)\": \(value)")
            }
            return isArray ? "[\(members.joined(separator: ", "))]" : "{\(members.joined(separator: ", "))}"
        }
        let json = container(depth: 1)
        var limits = JSONLimits.face
        limits.maxStringLength = 4
        let error = try #require(JSONTestSupport.error(TestJSONValue.self, json, limits: limits), "\(json)")
        #expect(error.path == JSONPath(path), "\(json)")
        #expect(error.kind == (seed % 2 == 0 ? .syntax : .tooLarge), "\(json)")
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

    /// A key is compared with the others of its object by its text, escapes decoded, whether the object is small (one
    /// by one) or past 12 members (through a table of its keys).
    @Test(arguments: [3, 12, 13, 40])
    func duplicateKeysAreFoundByTheirTextInObjectsOfAnySize(members: Int) throws {
        let others = (0..<members).map { #""k\#($0)": \#($0)"# }.joined(separator: ", ")
        for (first, again) in [("ab", "ab"), ("ab", #"a\u0062"#), (#"\u0061b"#, "ab"), ("k1", "k1")] {
            let json = #"{"\#(first)": 0, \#(others), "\#(again)": 1}"#
            let error = try #require(JSONTestSupport.error([String: Int].self, json), "\(json)")
            #expect(error.kind == .duplicateKey, "\(json)")
            #expect(error.found.hasPrefix(first == "k1" && members > 1 ? #""k1" again (first at line 1, column "# : #""ab" again"#),
                    "\(json): \(error.found)")
        }
        let distinct = #"{"ab": 0, \#(others), "a\u0063": 1, "abc": 2}"#
        let value = try JSONTestSupport.decode([String: Int].self, distinct)
        #expect(value["ab"] == 0 && value["ac"] == 1 && value["abc"] == 2 && value.count == members + 3)
    }

    /// A key written with escapes is the key it spells, for a field looked up by name as for a dictionary's keys.
    @Test func escapedKeysReadAsTheirText() throws {
        struct Named: Decodable, Equatable { var name: String }
        #expect(try JSONTestSupport.decode(Named.self, #"{"n\u0061me": "x"}"#) == Named(name: "x"))
        #expect(try JSONTestSupport.decode([String: Int].self, #"{"\u00e9t\u00E9": 1, "a\/b": 2}"#) == ["été": 1, "a/b": 2])
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

    /// A string's plain ASCII is read eight bytes at a time (`JSONParser.plainRun`): whatever stops a run (a quote, a
    /// backslash, a control character, a byte beyond ASCII, valid or not) stops it at every place in an eight-byte
    /// word, in a string at the document's end (its last word short) or followed by more, and the length limit holds
    /// at every place too.
    @Test func stringsAreReadAsTheirBytesWhereverARunStops() throws {
        // What stands after `count` plain bytes, and the string it makes (nil: refused).
        let stops: [([UInt8], (String) -> String?)] = [
            (Array("\\n".utf8), { $0 + "\n" }), (Array("\\\"".utf8), { $0 + "\"" }), ([0x7F], { $0 + "\u{7F}" }),
            (Array("é".utf8), { $0 + "é" }), (Array("😀".utf8), { $0 + "😀" }), ([0x20], { $0 + " " }), ([0x7E], { $0 + "~" }),
            ([0x01], { _ in nil }), ([0x1F], { _ in nil }), ([0x0A], { _ in nil }), ([0xFF], { _ in nil }),
            ([0xC3], { _ in nil }), ([0x80], { _ in nil }),
        ]
        for count in 0..<20 {
            let plain = String((0..<count).map { Character(UnicodeScalar(UInt8(0x21 + $0 * 5 % 90))) })
            for (stop, expected) in stops {
                for rest in ["", "tail", "a longer tail of text"] {
                    for after in ["", "  ", "]"] {
                        let string = Array(plain.utf8) + stop + Array(rest.utf8)
                        let bytes = Array((after == "]" ? "[\"" : "\"").utf8) + string + Array("\"\(after)".utf8)
                        // Inside an array a malformed string is kept unread; as the document, it is refused.
                        let record = after == "]" ? 1 : 0
                        let text = (try? JSONParser.parse(bytes)).flatMap {
                            $0.records[record].kind == .string ? $0.string(at: record) : nil
                        }
                        #expect(text == expected(plain).map { $0 + rest }, "\(bytes)")
                    }
                }
            }
        }
        // The quote ends the string wherever it stands: what follows is more of the value, which is malformed.
        for count in 0..<20 {
            let bytes = Array("\"\(String(repeating: "a", count: count))\"b\"".utf8)
            #expect(throws: FaceError.self, "\(count)") { try JSONParser.parse(bytes) }
            #expect(try JSONParser.parse(Array(bytes.dropLast(2))).string(at: 0) == String(repeating: "a", count: count))
        }
        for maxStringLength in 1..<20 {
            let limits = JSONLimits(maxBytes: 1_000, maxDepth: 8, maxStringLength: maxStringLength, maxNumberMagnitude: 1e6,
                                    maxNumberLength: 20)
            for lead in ["", "é"] {
                let within = lead + String(repeating: "x", count: maxStringLength - lead.count)
                for tail in ["", " ", "          "] {
                    #expect((try? JSONParser.parse(Array("\"\(within)\"\(tail)".utf8), limits: limits)) != nil, "\(within)")
                    #expect((try? JSONParser.parse(Array("{\"\(within)\": 1}\(tail)".utf8), limits: limits)) != nil, "\(within)")
                    for over in ["\"\(within)x\"\(tail)", "{\"\(within)x\": 1}\(tail)"] {
                        let error = try #require(throws: FaceError.self) { try JSONParser.parse(Array(over.utf8), limits: limits) }
                        #expect(error.kind == .tooLarge, "\(over)")
                    }
                }
            }
        }
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

    /// Lines and columns are counted eight bytes at a time where none of them is a carriage return or past ASCII (line
    /// feeds among them, as in an indented file, counted at once): every value's and key's place, in documents whose
    /// line ends (LF, CR, CRLF, several in eight bytes) and characters of two to four bytes fall at every offset from an
    /// eight-byte boundary, is the one a byte-by-byte count of the same rules gives.
    @Test(arguments: 0..<9)
    func everyRecordIsLocatedAsCountedByteByByte(shift: Int) throws {
        let body = "{\"a\": \"é\", \"bb\":\r\n[1,\r2,\n\"xyz\", \"日本語 text\"],\r\n\r\"ccc\": [\"😀\", true,\n\n null],"
            + " \"long key of plain text\": \"and a long value of plain text\", \"d\":\r{\"e\": -1.5e3},\n \"f\": [\n  1,\n  2,\n\n\n  3,\n   {\n    \"g\": 4\n   }\n ]}"
        let json = String(repeating: " ", count: shift) + body + String(repeating: "\n ", count: shift)
        let bytes = Array(json.utf8)
        let tree = try JSONParser.parse(bytes)
        for (recordIndex, record) in tree.records.enumerated() {
            // A string's or key's place is its opening quote; its record starts inside it.
            let offset = Int(record.start) - (record.kind == .string || record.kind == .key ? 1 : 0)
            var (line, column) = (1, 1)
            for index in 0..<offset {
                let byte = bytes[index]
                if byte == 0x0A || (byte == 0x0D && bytes[index + 1] != 0x0A) {
                    (line, column) = (line + 1, 1)
                } else if byte != 0x0D && byte & 0xC0 != 0x80 {
                    column += 1
                }
            }
            #expect(tree.location(of: recordIndex) == SourceLocation(line: line, column: column), "the record at byte \(offset)")
        }
    }

    /// A timeline's entries written as most are, read by their shape alone (`parsePlainEntry`), make the very records
    /// (and faults, and errors) that reading them value by value makes: over every one-byte deletion, replacement and
    /// insertion of a few entries, under the face's limits and under tight ones, a document holding the entries under
    /// `timeline` parses exactly as one holding them under a key of the same length that no shape is tried for. And the
    /// shape is tried: it reads the entries unchanged, and many of the mutants, up to a timeline's first other entry.
    @Test func plainTimelineEntriesParseAsEveryValueDoes() throws {
        let entries = [
            #"{"date": "2026-11-22T09:00:00+01:00", "content": {"template": "stack", "lines": [{"text": "T", "unredacted": true}, {"text": "v0"}]}}"#,
            #"{"content": {"lines": ["T", {"text": "vé", "privacySensitive": false}], "template": "stack", "privacySensitive": null}, "relevance": null, "date": "2026-11-22T08:00:00Z"}"#,
            "{\n \"date\": \"2026-11-22T09:00:00Z\",\r\n \"content\": {\n\t\"template\": \"stack\",\n  \"lines\": [ ]\n }\n}",
            #"{"date":"x","content":{"template":"stack","unredacted":false,"lines":["€ 5",{"text":"","unredacted":null,"privacySensitive":true}]}}"#,
            #"{"content": {}, "relevance": null}"#,
            // Past 15 characters at a character beyond ASCII, and at 15 with one: the deep limits' bound, both sides
            // (as `privacySensitive` is past it, a key).
            #"{"date": "x", "content": {"template": "stack", "lines": ["éééééééééééééééééé", "abcdefghijklmné"]}}"#,
            // Escapes in values, each a whole character; a key's is left to `parseValue`.
            #"{"date": "2026-11-22T09:00:00\u002B01:00", "content": {"template": "stack", "lines": ["a\"b\\c\/\n", {"text": "\u00e9\uD83D\uDE00\t"}]}}"#,
        ].map { Array($0.utf8) }
        let alphabet = Array(#""\{}[],: e1.u"#.utf8) + [0x0A, 0x01, 0xC3, 0xA9, 0xFF]
        var mutants: [[UInt8]] = []
        for entry in entries {
            mutants.append(entry)
            for at in entry.indices {
                var deleted = entry
                deleted.remove(at: at)
                mutants.append(deleted)
                for byte in alphabet {
                    var replaced = entry, inserted = entry
                    replaced[at] = byte
                    inserted.insert(byte, at: at)
                    mutants += [replaced, inserted]
                }
            }
        }
        let tight = JSONLimits(maxBytes: 1 << 20, maxDepth: 5, maxStringLength: 9, maxNumberMagnitude: 1e9, maxNumberLength: 9)
        let deep = JSONLimits(maxBytes: 1 << 20, maxDepth: 6, maxStringLength: 15, maxNumberMagnitude: 1e9, maxNumberLength: 9)
        /// An error's path as in the document whose key is `timeline`.
        func named(_ error: FaceError) -> FaceError {
            var error = error
            error.path = JSONPath(error.path.components.map { $0 == .key("timelind") ? .key("timeline") : $0 })
            return error
        }
        /// The document's records and faults, or its error; with how many entries were read by their shape.
        func parse(_ key: String, _ entry: [UInt8], _ limits: JSONLimits) -> (Result<[JSONTree.Record], FaceError>, [FaceError], Int) {
            let document = Array("{\"\(key)\": [".utf8) + entry + Array(", ".utf8) + entry + Array("]}".utf8)
            let probe = WorkProbe()
            let tree = WorkProbe.$current.withValue(probe) {
                Result { () throws(FaceError) in try JSONParser.parse(document, limits: limits) }
            }
            return (tree.map(\.records).mapError(named), ((try? tree.get())?.faults ?? []).map(named),
                    probe.count(.entriesParsedPlainly))
        }
        var (plain, other) = (0, 0)
        for limits in [JSONLimits.face, tight, deep] {
            for (number, mutant) in mutants.enumerated() {
                let (timeline, timelineFaults, read) = parse("timeline", mutant, limits)
                let (elsewhere, elsewhereFaults, none) = parse("timelind", mutant, limits)
                #expect(none == 0)
                #expect(timeline == elsewhere && timelineFaults == elsewhereFaults,
                        "mutant \(number) under \(limits): \(String(decoding: mutant, as: UTF8.self))")
                (plain, other) = (plain + read, other + 2 - read)
            }
        }
        for entry in entries { #expect(parse("timeline", entry, .face).2 == 2) }
        // Once an entry is not plain (a gauge's), the rest of its timeline is read value by value: one try, not one an
        // entry.
        let (gauge, first) = (#"{"date": "x", "content": {"template": "gauge", "value": 0.5}}"#, String(decoding: entries[0], as: UTF8.self))
        for (timeline, tried) in [([first, gauge, first], 1), ([gauge, first, first], 0), ([first, first, first], 3)] {
            let probe = WorkProbe()
            let document = Array("{\"timeline\": [\(timeline.joined(separator: ", "))]}".utf8)
            _ = try WorkProbe.$current.withValue(probe) { try JSONParser.parse(document) }
            #expect(probe.count(.entriesParsedPlainly) == tried, "\(timeline)")
        }
        #expect(plain > 5_000 && other > 50_000, "read by shape \(plain), value by value \(other)")
    }

    @Test func longSingleLineDocumentsAreLocatedInLinearTime() throws {
        let count = 200_000
        let json = "[" + Array(repeating: "7", count: count).joined(separator: ",") + "]"
        let (values, map) = try FaceDecoder.decode([Int].self, from: Array(json.utf8))
        #expect(values.count == count)
        #expect(map.location(of: [.index(count - 1)]) == SourceLocation(line: 1, column: 2 * count))
    }
}

/// A small deterministic generator (SplitMix64), so a failing case names its seed.
struct SeededRandom {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
