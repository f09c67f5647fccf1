@testable import DialModel
import Testing

private struct TestLine: Decodable {
    var text: String
    var color: TestHexColor?
    var font: String?
    var privacySensitive: Bool?
    var unredacted: String?
}

@Suite struct UnknownKeyTests {
    @Test func misspeltKeyIsReportedWithASuggestion() throws {
        let json = #"{"text": "Hi", "privacySensitve": true}"#
        let error = try #require(JSONTestSupport.error(TestLine.self, json))
        #expect(error.kind == .unknownKey)
        #expect(error.path == [.key("privacySensitve")])
        #expect(error.location == SourceLocation(line: 1, column: 16))
        #expect(error.expected == #"one of "color", "font", "privacySensitive", "text", "unredacted""#)
        #expect(error.found == #"unknown key "privacySensitve" (did you mean "privacySensitive"?)"#)
        #expect(error.description == #"t.json: privacySensitve: expected one of "color", "font", "privacySensitive", "text", "unredacted", found unknown key "privacySensitve" (did you mean "privacySensitive"?) (line 1, column 16)"#)
    }

    @Test func suggestionsAllowUpToTwoEditsIncludingSwaps() throws {
        let cases: [(key: String, suggestion: String?)] = [
            ("colr", "color"),
            ("colour", "color"),
            ("clolr", "color"),
            ("Font", "font"),
            ("txet", "text"),
            ("oclro", "color"),
            ("unreadcted", "unredacted"),
            ("background", nil),
            ("x", nil),
        ]
        for (key, suggestion) in cases {
            let error = try #require(JSONTestSupport.error(TestLine.self, #"{"text": "", "\#(key)": 1}"#))
            #expect(error.kind == .unknownKey)
            let hint = suggestion.map { #" (did you mean "\#($0)"?)"# } ?? ""
            #expect(error.found == #"unknown key "\#(key)""# + hint)
        }
    }

    /// The keys nearest a word, however far, the nearest first and ties in alphabetical order; case counts for nothing.
    @Test func theNearestKeysAreInOrderOfDistance() {
        let keys = ["foregroundStyle", "font", "frame", "offset", "fontWeight", "tint"]
        #expect(EditDistance.nearest(to: "foregroundColor", among: keys, count: 3) == ["foregroundStyle", "font", "fontWeight"])
        #expect(EditDistance.nearest(to: "Fnot", among: keys, count: 4) == ["font", "tint", "frame", "offset"])
        #expect(EditDistance.nearest(to: "x", among: keys, count: 10).count == keys.count)
    }

    @Test func unknownKeysInsideArraysNameTheElement() throws {
        let json = "{\"items\": [\n  {\"color\": \"#000000\"},\n  {\"color\": \"#000000\", \"siez\": 3}\n]}"
        let error = try #require(JSONTestSupport.error(TestItems.self, json))
        #expect(error.kind == .unknownKey)
        #expect(error.path == [.key("items"), .index(1), .key("siez")])
        #expect(error.location == SourceLocation(line: 3, column: 24))
        #expect(error.expected == #"one of "color", "label", "size""#)
        #expect(error.found == #"unknown key "siez" (did you mean "size"?)"#)
    }

    @Test func theFirstUnknownKeyInDocumentOrderIsReported() throws {
        let nestedFirst = ##"{"items": [{"color": "#000000", "sise": 1}], "extra": 2}"##
        #expect(JSONTestSupport.error(TestItems.self, nestedFirst)?.path == [.key("items"), .index(0), .key("sise")])

        let outerFirst = ##"{"extra": 2, "items": [{"color": "#000000", "sise": 1}]}"##
        let error = JSONTestSupport.error(TestItems.self, outerFirst)
        #expect(error?.path == [.key("extra")])
        #expect(error?.expected == #""items""#)
    }

    @Test func keysOfObjectsThatWereNeverDecodedAreNotChecked() throws {
        // The model looks at "legacy" but never decodes it, so what is inside is its own business.
        struct LegacyAware: Decodable {
            var hasLegacy: Bool
            enum CodingKeys: CodingKey { case legacy }
            init(from decoder: any Decoder) throws {
                hasLegacy = try decoder.container(keyedBy: CodingKeys.self).contains(.legacy)
            }
        }
        #expect(try JSONTestSupport.decode(LegacyAware.self, #"{"legacy": {"anything": {"goes": 1}}}"#).hasLegacy)
    }

    @Test func enumeratedObjectsAcceptAllKeysButTheirValuesAreChecked() throws {
        #expect(try JSONTestSupport.decode([String: TestItem].self, ##"{"a": {"color": "#000000"}, "b b": {"color": "#000000"}}"##).count == 2)

        let json = ##"{"a": {"color": "#000000"}, "b": {"color": "#000000", "lable": "x"}}"##
        let error = try #require(JSONTestSupport.error([String: TestItem].self, json))
        #expect(error.kind == .unknownKey)
        #expect(error.path == [.key("b"), .key("lable")])
        #expect(error.found == #"unknown key "lable" (did you mean "label"?)"#)
    }

    @Test func readingAllKeysMakesEveryKeyKnown() throws {
        struct KeyCounter: Decodable {
            var count: Int
            init(from decoder: any Decoder) throws {
                count = try decoder.container(keyedBy: TestAnyKey.self).allKeys.count
            }
        }
        #expect(try JSONTestSupport.decode(KeyCounter.self, #"{"a": 1, "b": {"c": 1}}"#).count == 2)
    }

    @Test func decodingErrorsTakePrecedenceOverUnknownKeys() throws {
        let error = try #require(JSONTestSupport.error(TestItems.self, #"{"zzz": 1, "items": [{"color": "blue"}]}"#))
        #expect(error.kind == .invalidValue)
    }

    @Test func keysAskedAboutWithContainsOrDecodeNilAreKnown() throws {
        struct Probe: Decodable {
            var flags: [Bool]
            enum CodingKeys: CodingKey { case a, b, c }
            init(from decoder: any Decoder) throws {
                let container = try decoder.container(keyedBy: CodingKeys.self)
                flags = [container.contains(.a), try container.decodeNil(forKey: .b)]
                _ = try container.nestedContainer(keyedBy: CodingKeys.self, forKey: .c)
            }
        }
        let probe = try JSONTestSupport.decode(Probe.self, #"{"a": {"x": 1}, "b": null, "c": {}}"#)
        #expect(probe.flags == [true, true])

        let error = try #require(JSONTestSupport.error(Probe.self, #"{"a": 1, "b": 2, "c": {"d": 1}}"#))
        #expect(error.path == [.key("c"), .key("d")])
        #expect(error.expected == "a known key")
        #expect(error.found == #"unknown key "d""#)
    }

    @Test func anObjectAskedForOneKeyNamesIt() throws {
        struct Only: Decodable { var only: Int }
        let error = try #require(JSONTestSupport.error(Only.self, #"{"only": 1, "onyl": 2}"#))
        #expect(error.expected == #""only""#)
        #expect(error.found == #"unknown key "onyl" (did you mean "only"?)"#)
    }

    @Test func oddKeysAreQuotedInPathsAndMessages() throws {
        let error = try #require(JSONTestSupport.error(TestItems.self, #"{"items": [], "my \"odd\" key": 1}"#))
        #expect(error.path == [.key(#"my "odd" key"#)])
        #expect(error.description.hasPrefix(#"t.json: ["my \"odd\" key"]: expected "items", found unknown key "my \"odd\" key""#))
    }
}
