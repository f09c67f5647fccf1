import DialModel
import Foundation
import Testing

/// Each JSON-level limit of `FaceLimits`: the value at the limit is read, one step past it is refused with an error
/// that names the path, the limit and what was found.
@Suite struct FaceLimitsTests {
    /// What every string or number past a limit is told: neither its length nor its JSON type, which may be private.
    static let valueLimits = "a value within the format's limits: a string of at most 4096 characters, or a number of at most "
        + "100 characters from -1000000000 to 1000000000"

    /// `{"s": "…"}` with `body` as the string's JSON text.
    static func document(string body: String) -> [UInt8] {
        Array(#"{"s": ""#.utf8) + Array(body.utf8) + Array(#""}"#.utf8)
    }

    static func tooLarge(_ bytes: [UInt8]) throws -> FaceError {
        let error = try #require(JSONTestSupport.error(TestJSONValue.self, bytes))
        #expect(error.kind == .tooLarge)
        return error
    }

    @Test func faceDecodingUsesFaceLimits() {
        #expect(JSONLimits.face == JSONLimits(
            maxBytes: FaceLimits.maxFileBytes, maxDepth: FaceLimits.maxDepth, maxStringLength: FaceLimits.maxStringLength,
            maxNumberMagnitude: FaceLimits.maxNumberMagnitude, maxNumberLength: FaceLimits.maxNumberLength))
        // The documented values; changing one is a decision for the README's limits table too.
        #expect(FaceLimits.maxFileBytes == 4_194_304)
        #expect(FaceLimits.maxDepth == 64)
        #expect(FaceLimits.maxStringLength == 4_096)
        #expect(FaceLimits.maxNumberMagnitude == 1e9)
        #expect(FaceLimits.maxNumberLength == 100)
    }

    // MARK: File size

    /// `{}` padded with spaces to exactly `size` bytes: valid JSON of any size.
    static func padded(to size: Int) -> [UInt8] {
        [UInt8(ascii: "{")] + [UInt8](repeating: 0x20, count: size - 2) + [UInt8(ascii: "}")]
    }

    @Test func aFileOfExactlyTheLimitIsRead() throws {
        let bytes = Self.padded(to: FaceLimits.maxFileBytes)
        #expect(bytes.count == FaceLimits.maxFileBytes)
        #expect(try JSONTestSupport.decode([String: Int].self, bytes) == [:])
    }

    @Test func aFileOneByteLargerIsRefusedBeforeParsing() throws {
        // Past the limit the bytes are not even JSON: the size is checked first, so the syntax never matters.
        var bytes = Self.padded(to: FaceLimits.maxFileBytes + 1)
        bytes[1] = UInt8(ascii: "x")
        let error = try Self.tooLarge(bytes)
        #expect(error.path == .root)
        #expect(error.expected == "a file of at most 4 MiB (4194304 bytes)")
        #expect(error.found == "4194305 bytes")
        #expect(error.description == "t.json: (root): expected a file of at most 4 MiB (4194304 bytes), found 4194305 bytes")
    }

    @Test func aLargeFaceFileNamesTheFile() throws {
        let bytes = Array(#"{"schemaVersion": 1}"#.utf8) + [UInt8](repeating: 0x0A, count: FaceLimits.maxFileBytes)
        do {
            _ = try FaceDocument.decode(bytes, file: "Faces/huge.json")
            Issue.record("a file past the limit was read")
        } catch {
            #expect(error.kind == .tooLarge)
            #expect(error.description.hasPrefix("Faces/huge.json: (root): expected a file of at most 4 MiB"))
        }
    }

    // MARK: Depth

    @Test func nestingAtTheLimitIsReadAndOneDeeperIsNot() throws {
        let depth = FaceLimits.maxDepth
        let atLimit = String(repeating: #"{"a":"#, count: depth - 1) + "[]" + String(repeating: "}", count: depth - 1)
        #expect(JSONTestSupport.error(TestJSONValue.self, atLimit) == nil)

        let past = String(repeating: #"{"a":"#, count: depth) + "[]" + String(repeating: "}", count: depth)
        let error = try #require(JSONTestSupport.error(TestJSONValue.self, past))
        #expect(error.kind == .tooDeep)
        #expect(error.path == JSONPath(Array(repeating: .key("a"), count: depth)))
        #expect(error.expected == "at most 64 nested arrays and objects")
        #expect(error.found == "arrays and objects nested 65 deep")
        #expect(error.location == SourceLocation(line: 1, column: 5 * depth + 1))
    }

    // MARK: Strings

    @Test func aStringOfExactlyTheLimitIsRead() throws {
        let text = String(repeating: "a", count: FaceLimits.maxStringLength)
        let value = try JSONTestSupport.decode([String: String].self, Self.document(string: text))
        #expect(value["s"]?.unicodeScalars.count == FaceLimits.maxStringLength)
    }

    /// Not even the string's first characters are repeated: the parser cannot tell whether it is private data.
    @Test func aStringOneLongerIsRefusedWithItsPathButNotItsStart() throws {
        let text = String(repeating: "a", count: FaceLimits.maxStringLength + 1)
        let error = try Self.tooLarge(Self.document(string: text))
        #expect(error.path == [.key("s")])
        #expect(error.location == SourceLocation(line: 1, column: 7))
        #expect(error.expected == Self.valueLimits)
        #expect(error.found == "a value past them")
    }

    /// The limit counts Unicode scalars, however they are written: as UTF-8 of any length, as an escape, as a
    /// surrogate pair.
    @Test(arguments: ["é", "€", "😀", #"\n"#, #"\u00e9"#, #"\ud83d\ude00"#])
    func scalarsCountOnceWhateverTheirEncoding(scalar: String) throws {
        let atLimit = String(repeating: scalar, count: FaceLimits.maxStringLength)
        let decoded = try JSONTestSupport.decode([String: String].self, Self.document(string: atLimit))
        #expect(decoded["s"]?.unicodeScalars.count == FaceLimits.maxStringLength)

        let past = String(repeating: scalar, count: FaceLimits.maxStringLength + 1)
        #expect(try Self.tooLarge(Self.document(string: past)).path == [.key("s")])
    }

    /// One character (a grapheme cluster) of thousands of combining marks costs what thousands of characters do.
    @Test func combiningMarksCountAsScalars() throws {
        let zalgo = "e" + String(repeating: "\u{301}", count: FaceLimits.maxStringLength)
        #expect(zalgo.count == 1)
        #expect(try Self.tooLarge(Self.document(string: zalgo)).expected == Self.valueLimits)
    }

    @Test func aKeyPastTheLimitIsRefused() throws {
        let key = String(repeating: "k", count: FaceLimits.maxStringLength + 1)
        let error = try Self.tooLarge(Array(#"{"ok": {"\#(key)": 1}}"#.utf8))
        #expect(error.path == [.key("ok")])
        #expect(error.expected == "a key of at most 4096 characters")
        #expect(error.location == SourceLocation(line: 1, column: 9))
    }

    // MARK: Numbers

    @Test(arguments: ["1000000000", "-1000000000", "1e9", "-1E+9", "999999999.999", "0.000001", "1e-400", "-0", "999999999",
                      "-999999999.99999999999", "0.5"])
    func numbersWithinTheMagnitudeAreRead(literal: String) throws {
        let value = try JSONTestSupport.decode([String: Double].self, #"{"n": \#(literal)}"#)
        #expect(value["n"] == Double(literal))
    }

    @Test(arguments: ["1000000001", "-1000000001", "1e10", "1e308", "-1.7976931348623157e308", "1e400", "-1e400",
                      "123456789012345678901234567890"])
    func numbersPastTheMagnitudeAreRefused(literal: String) throws {
        let error = try Self.tooLarge(Array(#"{"list": [1, \#(literal)]}"#.utf8))
        #expect(error.path == [.key("list"), .index(1)])
        #expect(error.location == SourceLocation(line: 1, column: 14))
        #expect(error.expected == Self.valueLimits)
        #expect(error.found == "a value past them")
    }

    /// Integer fields are refused the same way, before the integer conversion could say anything else.
    @Test func integersPastTheMagnitudeAreRefusedToo() throws {
        let error = try #require(JSONTestSupport.error([String: Int].self, #"{"count": 9223372036854775807}"#))
        #expect(error.kind == .tooLarge)
        #expect(error.description == "t.json: count: expected \(Self.valueLimits), found a value past them (line 1, column 11)")
    }

    @Test func aNumberLiteralOfExactlyTheLimitIsRead() throws {
        let literal = "0." + String(repeating: "0", count: FaceLimits.maxNumberLength - 3) + "5"
        #expect(literal.count == FaceLimits.maxNumberLength)
        let value = try JSONTestSupport.decode([Double].self, "[\(literal)]")
        #expect(value == [Double(literal)!])
    }

    @Test func aNumberLiteralOneLongerIsRefused() throws {
        let literal = "0." + String(repeating: "0", count: FaceLimits.maxNumberLength - 2) + "5"
        let error = try Self.tooLarge(Array("[\(literal)]".utf8))
        #expect(error.path == [.index(0)])
        #expect(error.location == SourceLocation(line: 1, column: 2))
        #expect(error.expected == Self.valueLimits)
        // Not its length: the parser cannot yet tell whether the number is private.
        #expect(error.found == "a value past them")
    }

    // MARK: In a face

    @Test func aFaceValuePastALimitNamesTheFileAndPath() throws {
        let name = String(repeating: "n", count: FaceLimits.maxStringLength + 1)
        do {
            _ = try FaceDocument.decode(Array(#"{"schemaVersion": 1, "name": "\#(name)"}"#.utf8), file: "long.json")
            Issue.record("a name past the limit was read")
        } catch {
            #expect(error.kind == .tooLarge)
            #expect(error.path == [.key("name")])
            #expect(error.description.hasPrefix("long.json: name: expected \(Self.valueLimits), found a value past them "))
            // The schema version's number precedes it on its line: a column would count a value's characters.
            #expect(error.description.hasSuffix("(line 1)"))
        }
    }

    @Test func limitsHoldInValuesTheModelNeverReads() throws {
        // An unknown key is an error too, but the limit is found first, while parsing: a huge value never reaches the
        // model or the unknown-key report.
        let error = try #require(JSONTestSupport.error(TestItems.self, #"{"items": [], "typo": [1e999]}"#))
        #expect(error.kind == .tooLarge)
        #expect(error.path == [.key("typo"), .index(0)])
    }
}
