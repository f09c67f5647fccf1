import DialModel
import DialTestSupport
import Foundation
import Testing

// MARK: - Fixtures shared by the JSON test files

extension JSONLimits {
    /// `FaceLimits`, except that numbers may be any size: for tests of the decoder's own number handling, which
    /// must stay right past the limits a face is held to.
    static let unboundedNumbers: JSONLimits = {
        var limits = JSONLimits.face
        limits.maxNumberMagnitude = .infinity
        limits.maxNumberLength = .max
        return limits
    }()
}

/// Decoding helpers that always attribute the document to "t.json".
enum JSONTestSupport {
    static func decode<T: Decodable>(_ type: T.Type, _ json: String, limits: JSONLimits = .face) throws(FaceError) -> T {
        try decode(type, Array(json.utf8), limits: limits)
    }

    static func decode<T: Decodable>(_ type: T.Type, _ bytes: [UInt8], limits: JSONLimits = .face) throws(FaceError) -> T {
        try FaceDecoder.decode(type, from: bytes, file: "t.json", limits: limits).value
    }

    /// The error decoding `json` produces, or nil if it decodes.
    static func error<T: Decodable>(_ type: T.Type, _ json: String, file: String = "t.json", limits: JSONLimits = .face) -> FaceError? {
        error(type, Array(json.utf8), file: file, limits: limits)
    }

    static func error<T: Decodable>(_ type: T.Type, _ bytes: [UInt8], file: String = "t.json", limits: JSONLimits = .face) -> FaceError? {
        do throws(FaceError) {
            _ = try FaceDecoder.decode(type, from: bytes, file: file, limits: limits)
            return nil
        } catch {
            return error
        }
    }
}

/// Any JSON value, decoded through the public Codable containers only.
enum TestJSONValue: Decodable, Equatable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([TestJSONValue])
    case object([String: TestJSONValue])

    init(from decoder: any Decoder) throws {
        if let object = try? decoder.container(keyedBy: TestAnyKey.self) {
            var members: [String: TestJSONValue] = [:]
            for key in object.allKeys {
                members[key.stringValue] = try object.decode(TestJSONValue.self, forKey: key)
            }
            self = .object(members)
        } else if var array = try? decoder.unkeyedContainer() {
            var elements: [TestJSONValue] = []
            while !array.isAtEnd {
                elements.append(try array.decode(TestJSONValue.self))
            }
            self = .array(elements)
        } else {
            let value = try decoder.singleValueContainer()
            if value.decodeNil() {
                self = .null
            } else if let flag = try? value.decode(Bool.self) {
                self = .bool(flag)
            } else if let string = try? value.decode(String.self) {
                self = .string(string)
            } else {
                self = .number(try value.decode(Double.self))
            }
        }
    }
}

struct TestAnyKey: CodingKey {
    var stringValue: String
    var intValue: Int? { nil }
    init(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { nil }
}

/// A colour written "#RRGGBB" or "#RRGGBBAA", refusing anything else with a `ValueError`.
struct TestHexColor: Decodable, Equatable {
    var rgba: UInt32

    init(rgba: UInt32) { self.rgba = rgba }

    init(from decoder: any Decoder) throws {
        let text = try decoder.singleValueContainer().decode(String.self)
        let digits = text.dropFirst()
        guard text.first == "#", digits.count == 6 || digits.count == 8, let value = UInt32(digits, radix: 16) else {
            throw ValueError(expected: ##""#RRGGBB" or "#RRGGBBAA""##, found: "\"\(text)\"")
        }
        rgba = digits.count == 6 ? value << 8 | 0xFF : value
    }
}

struct TestItem: Decodable, Equatable {
    var color: TestHexColor
    var label: String?
    var size: Int?
}

struct TestItems: Decodable, Equatable {
    var items: [TestItem]
}

// MARK: - Tests

@Suite struct FaceDecoderTests {
    // MARK: Values and paths

    @Test func decodesNestedModels() throws {
        let json = ##"{"items": [{"color": "#FF8800", "label": "a"}, {"color": "#00000080", "size": 3, "label": null}]}"##
        let decoded = try JSONTestSupport.decode(TestItems.self, json)
        #expect(decoded == TestItems(items: [
            TestItem(color: TestHexColor(rgba: 0xFF88_00FF), label: "a", size: nil),
            TestItem(color: TestHexColor(rgba: 0x0000_0080), label: nil, size: 3),
        ]))
    }

    @Test func valueErrorBecomesAnInvalidValueAtThatValue() throws {
        let json = """
            {"items": [
              {"color": "#FF8800"},
               {"color": "blue"}
            ]}
            """
        let error = try #require(JSONTestSupport.error(TestItems.self, json))
        #expect(error.kind == .invalidValue)
        #expect(error.path == [.key("items"), .index(1), .key("color")])
        #expect(error.location == SourceLocation(line: 3, column: 14))
        #expect(error.description == ##"t.json: items[1].color: expected "#RRGGBB" or "#RRGGBBAA", found "blue" (line 3, column 14)"##)
    }

    @Test func valueErrorFromAKeyedTypeNamesTheObject() throws {
        struct Bounds: Decodable {
            var min: Int
            var max: Int
            init(from decoder: any Decoder) throws {
                let container = try decoder.container(keyedBy: CodingKeys.self)
                min = try container.decode(Int.self, forKey: .min)
                max = try container.decode(Int.self, forKey: .max)
                guard min <= max else { throw ValueError(expected: "min ≤ max", found: "min \(min) > max \(max)") }
            }
            enum CodingKeys: CodingKey { case min, max }
        }
        struct Holder: Decodable { var range: Bounds }

        let error = try #require(JSONTestSupport.error(Holder.self, "{\n \"range\": {\"min\": 5, \"max\": 2}}"))
        #expect(error.kind == .invalidValue)
        #expect(error.path == [.key("range")])
        #expect(error.location == SourceLocation(line: 2, column: 11))
        #expect(error.expected == "min ≤ max")
        #expect(error.found == "min 5 > max 2")
    }

    @Test func typeMismatchDeepInsideNestedArrays() throws {
        struct Tagged: Decodable { var tags: [[String]] }
        struct Doc: Decodable { var items: [Tagged] }

        let json = "{\"items\": [{\"tags\": []},\n{\"tags\": [[\"a\", 3]]}]}"
        let error = try #require(JSONTestSupport.error(Doc.self, json))
        #expect(error.kind == .typeMismatch)
        #expect(error.path == [.key("items"), .index(1), .key("tags"), .index(0), .index(1)])
        #expect(error.location == SourceLocation(line: 2, column: 17))
        #expect(error.description == "t.json: items[1].tags[0][1]: expected a string, found a number (3) (line 2, column 17)")
    }

    @Test func codingPathIsRightAtEveryLevel() throws {
        struct Leaf: Decodable {
            var path: [String]
            var indices: [Int?]
            init(from decoder: any Decoder) throws {
                path = decoder.codingPath.map(\.stringValue)
                indices = decoder.codingPath.map(\.intValue)
                let container = try decoder.singleValueContainer()
                #expect(container.codingPath.map(\.stringValue) == path)
                _ = try container.decode(Int.self)
            }
        }
        struct Middle: Decodable {
            var containerPath: [String]
            var nestedPath: [String]
            var leaf: Leaf
            enum CodingKeys: CodingKey { case leaf, pair }
            init(from decoder: any Decoder) throws {
                let container = try decoder.container(keyedBy: CodingKeys.self)
                containerPath = container.codingPath.map(\.stringValue)
                leaf = try container.decode(Leaf.self, forKey: .leaf)
                var pair = try container.nestedUnkeyedContainer(forKey: .pair)
                nestedPath = pair.codingPath.map(\.stringValue)
                _ = try pair.decode(Int.self)
                _ = try pair.decode(Int.self)
            }
        }
        struct Outer: Decodable { var outer: [Middle] }

        let json = #"{"outer": [{"leaf": 1, "pair": [1, 2]}, {"leaf": 2, "pair": [3, 4]}]}"#
        let outer = try JSONTestSupport.decode(Outer.self, json).outer
        #expect(outer[1].containerPath == ["outer", "Index 1"])
        #expect(outer[1].nestedPath == ["outer", "Index 1", "pair"])
        #expect(outer[1].leaf.path == ["outer", "Index 1", "leaf"])
        #expect(outer[1].leaf.indices == [nil, 1, nil])
    }

    // MARK: Missing values

    @Test func missingKeyNamesTheKeyAndTheEnclosingObject() throws {
        let json = ##"{"items": [{"color": "#000000"}, {"label": "x"}]}"##
        let error = try #require(JSONTestSupport.error(TestItems.self, json))
        #expect(error.kind == .missingKey)
        #expect(error.path == [.key("items"), .index(1), .key("color")])
        #expect(error.location == SourceLocation(line: 1, column: 34))
        #expect(error.expected == #"a value for required key "color""#)
        #expect(error.found == "nothing")
    }

    @Test func optionalsAcceptNullAndAbsence() throws {
        let json = ##"{"items": [{"color": "#000000", "label": null}, {"color": "#000000"}]}"##
        let items = try JSONTestSupport.decode(TestItems.self, json).items
        #expect(items.map(\.label) == [nil, nil])
        #expect(try JSONTestSupport.decode([Int?].self, "[1, null, 3]") == [1, nil, 3])
        #expect(try JSONTestSupport.decode(TestItem?.self, "null") == nil)
    }

    @Test func optionalOfTheWrongTypeIsStillAnError() throws {
        let error = try #require(JSONTestSupport.error(TestItems.self, ##"{"items": [{"color": "#000000", "label": 5}]}"##))
        #expect(error.kind == .typeMismatch)
        #expect(error.path == [.key("items"), .index(0), .key("label")])
        #expect(error.expected == "a string")
        #expect(error.found == "a number (5)")
    }

    @Test func nullForARequiredValueIsATypeMismatch() throws {
        let error = try #require(JSONTestSupport.error(TestItems.self, #"{"items": [{"color": null}]}"#))
        #expect(error.kind == .typeMismatch)
        #expect(error.found == "null")
        #expect(error.path == [.key("items"), .index(0), .key("color")])
    }

    @Test func readingPastTheEndOfAnArrayIsAMissingValue() throws {
        struct Pair: Decodable {
            var a: Int, b: Int
            init(from decoder: any Decoder) throws {
                var container = try decoder.unkeyedContainer()
                a = try container.decode(Int.self)
                b = try container.decode(Int.self)
            }
        }
        struct Holder: Decodable { var pair: Pair }

        let error = try #require(JSONTestSupport.error(Holder.self, #"{"pair": [1]}"#))
        #expect(error.kind == .missingKey)
        #expect(error.path == [.key("pair"), .index(1)])
        #expect(error.location == SourceLocation(line: 1, column: 10))
        #expect(error.expected == "a value at index 1")
        #expect(error.found == "the end of the array (1 element)")
    }

    @Test func failedElementDecodeDoesNotAdvanceTheArray() throws {
        struct Flexible: Decodable {
            var values: [String] = []
            init(from decoder: any Decoder) throws {
                var container = try decoder.unkeyedContainer()
                #expect(container.count == 4)
                while !container.isAtEnd {
                    if try container.decodeNil() {
                        values.append("nil")
                    } else if let number = try? container.decode(Int.self) {
                        values.append("int \(number)")
                    } else {
                        values.append(try container.decode(String.self))
                    }
                }
                #expect(container.currentIndex == 4)
            }
        }
        #expect(try JSONTestSupport.decode(Flexible.self, #"[1, "x", null, 2]"#).values == ["int 1", "x", "nil", "int 2"])
    }

    // MARK: Type mismatches

    @Test func typeMismatchesDescribeWhatWasFound() throws {
        let cases: [(json: String, found: String)] = [
            ("42", "a number (42)"),
            ("-1.5e3", "a number (-1.5e3)"),
            ("true", "true"),
            ("false", "false"),
            ("null", "null"),
            ("{}", "an empty object"),
            (#"{"a": 1}"#, "an object"),
            ("[]", "an empty array"),
            ("[1]", "an array"),
        ]
        for (json, found) in cases {
            let error = try #require(JSONTestSupport.error(String.self, json))
            #expect(error.kind == .typeMismatch)
            #expect(error.expected == "a string")
            #expect(error.found == found)
            #expect(error.path == .root)
            #expect(error.location == SourceLocation(line: 1, column: 1))
        }
    }

    @Test func typeMismatchesNameTheExpectedType() throws {
        #expect(JSONTestSupport.error(Int.self, #""3""#)?.expected == "an integer")
        #expect(JSONTestSupport.error(Int.self, #""3""#)?.found == #"a string ("3")"#)
        #expect(JSONTestSupport.error(Double.self, "true")?.expected == "a number")
        #expect(JSONTestSupport.error(Bool.self, "1")?.expected == "true or false")
        #expect(JSONTestSupport.error(Bool.self, "1")?.found == "a number (1)")
        #expect(JSONTestSupport.error([Int].self, "{}")?.expected == "an array")
        #expect(JSONTestSupport.error(TestItem.self, "[]")?.expected == "an object")
        #expect(JSONTestSupport.error([String: Int].self, "3")?.kind == .typeMismatch)
    }

    @Test func longValuesAreShortenedInMessages() throws {
        let long = String(repeating: "a", count: 100)
        let error = try #require(JSONTestSupport.error(Int.self, "\"\(long)\""))
        #expect(error.found == "a string (\"\(String(repeating: "a", count: 39))…\")")

        // A number past the limits is refused by the parser, which cannot tell whether it is private: not repeated.
        let digits = String(repeating: "9", count: 100)
        let number = try #require(JSONTestSupport.error(Int.self, digits))
        #expect(number.found == "a value past them")
    }

    // MARK: Numbers

    @Test func integersDecodeExactly() throws {
        #expect(try JSONTestSupport.decode(Int.self, "3", limits: .unboundedNumbers) == 3)
        #expect(try JSONTestSupport.decode(Int.self, "-0", limits: .unboundedNumbers) == 0)
        #expect(try JSONTestSupport.decode(UInt.self, "-0", limits: .unboundedNumbers) == 0)
        #expect(try JSONTestSupport.decode(Int.self, "2.0", limits: .unboundedNumbers) == 2)
        #expect(try JSONTestSupport.decode(Int.self, "1e2", limits: .unboundedNumbers) == 100)
        #expect(try JSONTestSupport.decode(Int.self, "1.5e1", limits: .unboundedNumbers) == 15)
        #expect(try JSONTestSupport.decode(Int.self, "-12.50E1", limits: .unboundedNumbers) == -125)
        #expect(try JSONTestSupport.decode(Int.self, "0e400", limits: .unboundedNumbers) == 0)
        #expect(try JSONTestSupport.decode(Int64.self, "9223372036854775807", limits: .unboundedNumbers) == .max)
        #expect(try JSONTestSupport.decode(Int64.self, "-9223372036854775808", limits: .unboundedNumbers) == .min)
        #expect(try JSONTestSupport.decode(UInt64.self, "18446744073709551615", limits: .unboundedNumbers) == .max)
        // Beyond 2^53 a Double would round this; the literal must not go through one.
        #expect(try JSONTestSupport.decode(Int64.self, "9007199254740993", limits: .unboundedNumbers) == 9_007_199_254_740_993)
        #expect(try JSONTestSupport.decode(Int8.self, "-128", limits: .unboundedNumbers) == .min)
        #expect(try JSONTestSupport.decode(Int16.self, "32767", limits: .unboundedNumbers) == .max)
        #expect(try JSONTestSupport.decode(Int32.self, "-2147483648", limits: .unboundedNumbers) == .min)
        #expect(try JSONTestSupport.decode(UInt8.self, "255", limits: .unboundedNumbers) == .max)
        #expect(try JSONTestSupport.decode(UInt16.self, "65535", limits: .unboundedNumbers) == .max)
        #expect(try JSONTestSupport.decode(UInt32.self, "4294967295", limits: .unboundedNumbers) == .max)
        #expect(try JSONTestSupport.decode(Int128.self, "170141183460469231731687303715884105727", limits: .unboundedNumbers) == .max)
        #expect(try JSONTestSupport.decode(UInt128.self, "340282366920938463463374607431768211455", limits: .unboundedNumbers) == .max)
    }

    /// Every scalar type the Codable containers name, read by a keyed container (a synthesized `init(from:)`, the
    /// optionals too) and by an unkeyed one: each reaches the reader of its kind, Int128 and UInt128 included.
    @Test func everyScalarTypeDecodesInKeyedAndUnkeyedContainers() throws {
        struct Scalars: Decodable, Equatable {
            var b: Bool, s: String, d: Double, f: Float, i: Int, i8: Int8, i16: Int16, i32: Int32, i64: Int64, i128: Int128
            var u: UInt, u8: UInt8, u16: UInt16, u32: UInt32, u64: UInt64, u128: UInt128
            var ob: Bool?, os: String?, od: Double?, oi: Int?, of: Float?, ou8: UInt8?, oi128: Int128?, absent: Int16?

            init(b: Bool, s: String, d: Double, f: Float, i: Int, i8: Int8, i16: Int16, i32: Int32, i64: Int64, i128: Int128,
                 u: UInt, u8: UInt8, u16: UInt16, u32: UInt32, u64: UInt64, u128: UInt128) {
                (self.b, self.s, self.d, self.f, self.i, self.i8, self.i16, self.i32, self.i64, self.i128) = (b, s, d, f, i, i8, i16, i32, i64, i128)
                (self.u, self.u8, self.u16, self.u32, self.u64, self.u128) = (u, u8, u16, u32, u64, u128)
                (ob, os, od, oi, of, ou8, oi128) = (b, s, d, i, f, u8, i128)
            }
        }
        struct Row: Decodable {
            var scalars: Scalars
            init(from decoder: any Decoder) throws {
                var row = try decoder.unkeyedContainer()
                scalars = Scalars(b: try row.decode(Bool.self), s: try row.decode(String.self), d: try row.decode(Double.self),
                                  f: try row.decode(Float.self), i: try row.decode(Int.self), i8: try row.decode(Int8.self),
                                  i16: try row.decode(Int16.self), i32: try row.decode(Int32.self), i64: try row.decode(Int64.self),
                                  i128: try row.decode(Int128.self), u: try row.decode(UInt.self), u8: try row.decode(UInt8.self),
                                  u16: try row.decode(UInt16.self), u32: try row.decode(UInt32.self), u64: try row.decode(UInt64.self),
                                  u128: try row.decode(UInt128.self))
            }
        }
        let expected = Scalars(b: true, s: "x", d: 0.5, f: 1.5, i: -3, i8: -128, i16: 32767, i32: -2147483648, i64: .max, i128: .min,
                               u: 7, u8: 255, u16: 65535, u32: 4294967295, u64: .max, u128: .max)
        let values = ["true", "\"x\"", "0.5", "1.5", "-3", "-128", "32767", "-2147483648", "9223372036854775807",
                      "-170141183460469231731687303715884105728", "7", "255", "65535", "4294967295", "18446744073709551615",
                      "340282366920938463463374607431768211455"]
        let keys = ["b", "s", "d", "f", "i", "i8", "i16", "i32", "i64", "i128", "u", "u8", "u16", "u32", "u64", "u128"]
        let optionals = #""ob": true, "os": "x", "od": 0.5, "oi": -3, "of": 1.5, "ou8": 255, "oi128": -170141183460469231731687303715884105728, "absent": null"#
        let object = "{" + zip(keys, values).map { "\"\($0)\": \($1)" }.joined(separator: ", ") + ", " + optionals + "}"
        #expect(try JSONTestSupport.decode(Scalars.self, object, limits: .unboundedNumbers) == expected)
        #expect(try JSONTestSupport.decode(Row.self, "[" + values.joined(separator: ", ") + "]", limits: .unboundedNumbers).scalars == expected)
    }

    @Test func integersOutOfRangeAreInvalid() throws {
        let cases: [(error: FaceError?, expected: String, found: String)] = [
            (JSONTestSupport.error(Int8.self, "300", limits: .unboundedNumbers), "an integer from -128 to 127", "300"),
            (JSONTestSupport.error(Int8.self, "-129", limits: .unboundedNumbers), "an integer from -128 to 127", "-129"),
            (JSONTestSupport.error(UInt.self, "-1", limits: .unboundedNumbers), "an integer from 0 to 18446744073709551615", "-1"),
            (JSONTestSupport.error(UInt8.self, "2.56e2", limits: .unboundedNumbers), "an integer from 0 to 255", "2.56e2"),
            (JSONTestSupport.error(Int64.self, "9223372036854775808", limits: .unboundedNumbers),
             "an integer from -9223372036854775808 to 9223372036854775807", "9223372036854775808"),
            (JSONTestSupport.error(Int.self, "1e400", limits: .unboundedNumbers),
             "an integer from -9223372036854775808 to 9223372036854775807", "1e400"),
            (JSONTestSupport.error(Int.self, "1e99999999999999999999", limits: .unboundedNumbers),
             "an integer from -9223372036854775808 to 9223372036854775807", "1e99999999999999999999"),
        ]
        for (error, expected, found) in cases {
            #expect(error?.kind == .invalidValue)
            #expect(error?.expected == expected)
            #expect(error?.found == found)
        }
    }

    @Test func fractionsAreNotIntegers() throws {
        for literal in ["3.5", "0.1", "1e-400", "-2.25", "12345678901234567890.5"] {
            let error = try #require(JSONTestSupport.error(Int.self, literal, limits: .unboundedNumbers))
            #expect(error.kind == .invalidValue)
            #expect(error.expected == "an integer")
            #expect(error.found == "\(literal), which has a fractional part")
        }
        let inContext = try #require(JSONTestSupport.error(TestItems.self, ##"{"items": [{"color": "#000000", "size": 3.5}]}"##, limits: .unboundedNumbers))
        #expect(inContext.path == [.key("items"), .index(0), .key("size")])
        #expect(inContext.location == SourceLocation(line: 1, column: 41))
    }

    @Test func floatingPointDecodesLikeTheStringInitializer() throws {
        var random = SeededGenerator(seed: 0x5EED)
        var literals = ["0.1", "1e-400", "2.2250738585072011e-308", "4.9e-324", "1.7976931348623157e308", "-0.0"]
        for _ in 0..<500 {
            var literal = random.next(below: 2) == 0 ? "-" : ""
            literal += String(random.next(below: 1_000_000_000))
            if random.next(below: 2) == 0 { literal += "." + String(random.next(below: 1_000_000_000_000)) }
            if random.next(below: 2) == 0 { literal += "e" + String(Int(random.next(below: 700)) - 350) }
            literals.append(literal)
        }
        literals = literals.filter { Double($0)!.isFinite }
        let doubles = try JSONTestSupport.decode([Double].self, "[" + literals.joined(separator: ",") + "]", limits: .unboundedNumbers)
        #expect(doubles.count == literals.count && literals.count > 400)
        for (literal, value) in zip(literals, doubles) {
            #expect(value.bitPattern == Double(literal)!.bitPattern, "\(literal)")
        }
        let small = literals.filter { Float($0)?.isFinite == true }
        let floats = try JSONTestSupport.decode([Float].self, "[" + small.joined(separator: ",") + "]", limits: .unboundedNumbers)
        for (literal, value) in zip(small, floats) {
            #expect(value.bitPattern == Float(literal)!.bitPattern, "\(literal)")
        }
    }

    @Test func numbersBeyondTheFloatingPointRangeAreInvalid() throws {
        for literal in ["1e400", "-1e400", "1" + String(repeating: "0", count: 400)] {
            let error = try #require(JSONTestSupport.error(Double.self, literal, limits: .unboundedNumbers))
            #expect(error.kind == .invalidValue)
            #expect(error.expected == "a finite number")
        }
        let float = try #require(JSONTestSupport.error(Float.self, "1e39", limits: .unboundedNumbers))
        #expect(float.kind == .invalidValue)
        #expect(float.expected == "a finite number within Float range (±3.4028235e+38)")
        #expect(float.found == "1e39")
    }

    // MARK: Collections and Codable features

    @Test func dictionariesDecodeWithAnyKeys() throws {
        let counts = try JSONTestSupport.decode([String: Int].self, #"{"a": 1, "my id": 2, "": 3}"#)
        #expect(counts == ["a": 1, "my id": 2, "": 3])

        let byName = try JSONTestSupport.decode([String: TestItem].self, ##"{"x": {"color": "#000000"}}"##)
        #expect(byName["x"]?.color == TestHexColor(rgba: 0xFF))
    }

    @Test func errorsInsideDictionariesNameTheKey() throws {
        struct Doc: Decodable { var byName: [String: TestItem] }
        let error = try #require(JSONTestSupport.error(Doc.self, #"{"byName": {"my id": {"color": 7}}}"#))
        #expect(error.path == [.key("byName"), .key("my id"), .key("color")])
        #expect(error.description == #"t.json: byName["my id"].color: expected a string, found a number (7) (line 1, column 32)"#)
    }

    @Test func enumsWithPayloadsDecode() throws {
        enum Shape: Decodable, Equatable {
            case circle(radius: Double)
            case square(side: Double)
        }
        #expect(try JSONTestSupport.decode(Shape.self, #"{"circle": {"radius": 2}}"#) == .circle(radius: 2))
        #expect(try JSONTestSupport.decode([Shape].self, #"[{"square": {"side": 1.5}}]"#) == [.square(side: 1.5)])

        let typo = try #require(JSONTestSupport.error(Shape.self, #"{"circle": {"raduis": 2}}"#))
        #expect(typo.kind == .missingKey)
        #expect(typo.path == [.key("circle"), .key("radius")])

        let extra = try #require(JSONTestSupport.error(Shape.self, #"{"circle": {"radius": 2, "radiuss": 3}}"#))
        #expect(extra.kind == .unknownKey)
        #expect(extra.path == [.key("circle"), .key("radiuss")])
        #expect(extra.found == #"unknown key "radiuss" (did you mean "radius"?)"#)

        // Synthesized enum decoding throws its own DecodingError for an unknown case.
        let unknownCase = try #require(JSONTestSupport.error(Shape.self, #"{"triangle": {}}"#))
        #expect(unknownCase.kind == .typeMismatch)
        #expect(unknownCase.path == .root)
        #expect(unknownCase.found == "an object")
    }

    @Test func rawValueEnumsReportInvalidValues() throws {
        enum Kind: String, Decodable { case circle, square }
        struct Doc: Decodable { var kinds: [Kind] }
        #expect(try JSONTestSupport.decode(Doc.self, #"{"kinds": ["circle", "square"]}"#).kinds == [.circle, .square])

        let error = try #require(JSONTestSupport.error(Doc.self, #"{"kinds": ["circle", "triangle"]}"#))
        #expect(error.kind == .invalidValue)
        #expect(error.path == [.key("kinds"), .index(1)])
        #expect(error.location == SourceLocation(line: 1, column: 22))
        #expect(error.expected.contains("triangle"))
        #expect(error.found == #"a string ("triangle")"#)
    }

    @Test func superDecoderReadsTheSuperKey() throws {
        let derived = try JSONTestSupport.decode(TestDerived.self, #"{"b": 2, "super": {"a": 1}}"#)
        #expect(derived.a == 1 && derived.b == 2)

        let error = try #require(JSONTestSupport.error(TestDerived.self, #"{"b": 2, "super": {"a": "x"}}"#))
        #expect(error.path == [.key("super"), .key("a")])
        #expect(error.kind == .typeMismatch)
    }

    @Test func subclassSharingTheDecoderKnowsBothSetsOfKeys() throws {
        let shared = try JSONTestSupport.decode(TestSharedDerived.self, #"{"a": 1, "b": 2}"#)
        #expect(shared.a == 1 && shared.b == 2)
        let error = try #require(JSONTestSupport.error(TestSharedDerived.self, #"{"a": 1, "b": 2, "c": 3}"#))
        #expect(error.kind == .unknownKey)
        #expect(error.expected == #"one of "a", "b""#)
    }

    @Test func acceptsDataAndOtherByteCollections() throws {
        let json = ##"{"items": [{"color": "#112233"}]}"##
        let fromData = try FaceDecoder.decode(TestItems.self, from: Data(json.utf8)).value
        let fromSlice = try FaceDecoder.decode(TestItems.self, from: Array(" \(json) ".utf8)[1...]).value
        #expect(fromData == fromSlice)
        #expect(fromData.items[0].color == TestHexColor(rgba: 0x1122_33FF))
    }

    @Test func withoutAFileTheMessageHasNoFilePrefix() throws {
        do throws(FaceError) {
            _ = try FaceDecoder.decode(Int.self, from: Array("true".utf8))
            Issue.record("expected an error")
        } catch {
            #expect(error.file == nil)
            #expect(error.description == "(root): expected an integer, found true (line 1, column 1)")
        }
    }

    // MARK: Errors thrown by model types

    @Test func decodingErrorsFromModelTypesAreConverted() throws {
        struct Mode: Decodable {
            enum CodingKeys: CodingKey { case mode }
            init(from decoder: any Decoder) throws {
                let container = try decoder.container(keyedBy: CodingKeys.self)
                let mode = try container.decode(String.self, forKey: .mode)
                guard mode == "a" || mode == "b" else {
                    throw DecodingError.dataCorruptedError(forKey: .mode, in: container, debugDescription: #""a" or "b""#)
                }
            }
        }
        struct Doc: Decodable { var modes: [Mode] }

        let error = try #require(JSONTestSupport.error(Doc.self, #"{"modes": [{"mode": "a"}, {"mode": "c"}]}"#))
        #expect(error.kind == .invalidValue)
        #expect(error.path == [.key("modes"), .index(1), .key("mode")])
        #expect(error.location == SourceLocation(line: 1, column: 36))
        #expect(error.expected == #""a" or "b""#)
        #expect(error.found == #"a string ("c")"#)
    }

    @Test func decodingErrorsWithAForeignPathFallBackToTheValueBeingDecoded() throws {
        struct Stubborn: Decodable {
            init(from decoder: any Decoder) throws {
                throw DecodingError.keyNotFound(
                    TestAnyKey(stringValue: "x"), .init(codingPath: [], debugDescription: "needs x"))
            }
        }
        struct Doc: Decodable { var list: [Stubborn] }
        let error = try #require(JSONTestSupport.error(Doc.self, #"{"list": [{}]}"#))
        #expect(error.kind == .missingKey)
        #expect(error.path == [.key("list"), .index(0)])
        #expect(error.location == SourceLocation(line: 1, column: 11))
    }

    @Test func faceErrorsFromModelTypesPassThrough() throws {
        let thrown = FaceError(kind: .unsupportedVersion, path: [.key("schemaVersion")], expected: "1", found: "2")
        struct Versioned: Decodable {
            init(from decoder: any Decoder) throws {
                throw FaceError(kind: .unsupportedVersion, path: [.key("schemaVersion")], expected: "1", found: "2")
            }
        }
        let error = try #require(JSONTestSupport.error([Versioned].self, "[{}]"))
        #expect(error == thrown.inFile("t.json"))
    }

    @Test func otherErrorsBecomeInvalidValues() throws {
        struct Oops: Error, CustomStringConvertible { var description: String { "the oops condition" } }
        struct Fussy: Decodable {
            init(from decoder: any Decoder) throws { throw Oops() }
        }
        struct Doc: Decodable { var fussy: Fussy }
        let error = try #require(JSONTestSupport.error(Doc.self, #"{"fussy": 12}"#))
        #expect(error.kind == .invalidValue)
        #expect(error.path == [.key("fussy")])
        #expect(error.expected == "the oops condition")
        #expect(error.found == "a number (12)")
    }
}

class TestBase: Decodable {
    let a: Int
    private enum CodingKeys: CodingKey { case a }
    required init(from decoder: any Decoder) throws {
        a = try decoder.container(keyedBy: CodingKeys.self).decode(Int.self, forKey: .a)
    }
}

final class TestDerived: TestBase {
    let b: Int
    private enum CodingKeys: CodingKey { case b }
    required init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        b = try container.decode(Int.self, forKey: .b)
        try super.init(from: container.superDecoder())
    }
}

/// Decodes its superclass from the same object, the other common inheritance pattern.
final class TestSharedDerived: TestBase {
    let b: Int
    private enum CodingKeys: CodingKey { case b }
    required init(from decoder: any Decoder) throws {
        b = try decoder.container(keyedBy: CodingKeys.self).decode(Int.self, forKey: .b)
        try super.init(from: decoder)
    }
}

/// stranger14 #12: a `\u` escape for a lone surrogate was told three ways by place ("expected a JSON value ... \uXXXX",
/// "expected a string", a template's line count), none naming it. In public data it is one message at the string's
/// path; inside private data it reads as any wrong value there does (docs/privacy.md).
@Suite struct LoneSurrogateFaceTests {
    static func face(_ complication: String, name: String = "Face") -> String {
        #"{"schemaVersion": 1, "name": "\#(name)", "style": "modular", "complications": [\#(complication)]}"#
    }

    /// A line after a private one: with data protection `none` and a mark, the unmarked line is public.
    static func line(_ text: String, public: Bool = true) -> String {
        let protection = `public` ? #""dataProtection": "none","# : ""
        return #"{"id": "a", "slot": "center", "family": "accessoryRectangular", \#(protection) "content": {"template": "stack", "lines": [{"text": "s", "privacySensitive": true}, "\#(text)"]}}"#
    }

    static func view(_ text: String, public: Bool = true) -> String {
        let protection = `public` ? #""dataProtection": "none","# : ""
        return #"{"id": "a", "slot": "center", "family": "accessoryRectangular", \#(protection) "content": {"view": {"vstack": [{"text": "s", "privacySensitive": true}, {"text": "\#(text)"}]}}}"#
    }

    @Test(arguments: [
        (face(line("ok"), name: #"bad \udc00 name"#), "name"),
        (face(line(#"\ud800 lone"#)), "complications[0].content.lines[1]"),
        (face(view(#"x \ud83d y"#)), "complications[0].content.view.vstack[1].text"),
    ])
    func aPublicLoneSurrogateIsNamedAtItsPath(_ json: String, _ path: String) throws {
        let error = try #require(JSONTestSupport.error(FaceDocument.self, json))
        #expect(error.path.description == path)
        #expect(error.found == "a \\u escape for a lone surrogate")
        #expect(error.description.contains("\(path): expected a string whose \\u escapes each write a whole character"))
    }

    /// Behind the lock (the default data protection) the same text is private: a lone surrogate in it is refused in
    /// the same words as any other malformed text there, whichever the text.
    @Test(arguments: [true, false])
    func aPrivateLoneSurrogateReadsAsAnyWrongValue(_ inView: Bool) throws {
        func message(_ text: String) throws -> String {
            let complication = inView ? Self.view(text, public: false) : Self.line(text, public: false)
            return try #require(JSONTestSupport.error(FaceDocument.self, Self.face(complication))).description
        }
        let lone = try message(#"\ud800 lone"#)
        #expect(lone == (try message(#"\q lone"#)))
        #expect(!lone.contains("surrogate"))
    }
}
