import DialModel
import Testing

/// A missing required key says what to write there when its type can say it (`ExpectedValues`): the valid values of
/// an enum-valued key, the form of a date or a name; a key of a free-form type (a string id) only that it is missing.
@Suite struct ExpectedValuesTests {
    /// A face with one complication and one variant, `edit` applied to its text. The complication's data is not
    /// protected and one text of each content is marked sensitive, so that only they are private: inside private data
    /// every error says its field's fixed words instead (`FieldExpectation`), and a missing template or date would say
    /// nothing. Each content keeps a public line: one whose every element is marked is hidden whole, its template and
    /// dates with it (`ContentMarks`, session 26).
    static func face(_ edit: (String) -> String) -> String {
        edit(#"""
            {"schemaVersion": 1, "style": "modular",
             "complications": [{"id": "c", "slot": "center", "family": "accessoryRectangular", "dataProtection": "none",
                                "content": {"template": "stack", "lines": [{"text": "a", "privacySensitive": true}, "Meds"]},
                                "timeline": [{"date": "2026-11-22T10:00:00+01:00",
                                              "content": {"template": "stack", "lines": [{"text": "b", "privacySensitive": true}, "Meds"]}}]}],
             "variants": [{"name": "aod", "display": "always-on"}]}
            """#)
    }

    struct Case: CustomTestStringConvertible, Sendable {
        /// What is taken out of the face; a template's lines are put back.
        var removed: String
        var path: String
        /// What the error says after "a value for required key "KEY"", or nil for nothing more.
        var values: String?
        var testDescription: String { path }
    }

    static let cases: [Case] = [
        Case(removed: #", "display": "always-on""#, path: "variants[0].display", values: Display.expectation),
        Case(removed: #""name": "aod", "#, path: "variants[0].name", values: VariantName.expectation),
        Case(removed: #""family": "accessoryRectangular","#, path: "complications[0].family", values: Family.expectation),
        Case(removed: #""slot": "center", "#, path: "complications[0].slot", values: SlotID.expectation),
        Case(removed: #""schemaVersion": 1, "#, path: "schemaVersion", values: SchemaVersion.expectation),
        Case(removed: #""template": "stack", "lines": [{"text": "a""#, path: "complications[0].content.template",
             values: ContentDocument.Template.expectation),
        Case(removed: #""date": "2026-11-22T10:00:00+01:00","#, path: "complications[0].timeline[0].date", values: Timestamp.expectation),
        Case(removed: #""id": "c", "#, path: "complications[0].id", values: nil),
    ]

    @Test(arguments: cases)
    func aMissingKeySaysWhatToWrite(_ missing: Case) throws {
        let kept = missing.removed.hasPrefix(#""template""#) ? #""lines": [{"text": "a""# : ""
        let text = Self.face { $0.replacingOccurrences(of: missing.removed, with: kept) }
        #expect(text != Self.face { $0 }, "the face no longer holds \(missing.removed)")
        let key = String(missing.path.split(separator: ".").last!.split(separator: "[").first!)
        do {
            _ = try FaceDocument.decode(Array(text.utf8), file: "t.json")
            Issue.record("decoded without \(missing.path)")
        } catch {
            #expect(error.kind == .missingKey)
            #expect(error.path.description == missing.path)
            #expect(error.expected == "a value for required key \"\(key)\"" + (missing.values.map { ": " + $0 } ?? ""))
            #expect(error.found == "nothing")
        }
    }

    /// The words themselves, once: the display's two values, as a user reads them.
    @Test func aMissingDisplayListsItsValues() throws {
        let text = Self.face { $0.replacingOccurrences(of: #", "display": "always-on""#, with: "") }
        do {
            _ = try FaceDocument.decode(Array(text.utf8), file: "t.json")
            Issue.record("decoded without a display")
        } catch {
            #expect(error.description.hasPrefix(
                #"t.json: variants[0].display: expected a value for required key "display": one of "active", "always-on", found nothing"#),
                "\(error)")
        }
    }

    /// The face the cases start from decodes whole: each case's error is its missing key's alone.
    @Test func theWholeFaceDecodes() throws {
        let document = try FaceDocument.decode(Array(Self.face { $0 }.utf8), file: "t.json").document
        #expect(document.variants?.first?.display == .alwaysOn)
    }
}
