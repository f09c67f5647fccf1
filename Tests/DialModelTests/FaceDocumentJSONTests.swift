import DialModel
import DialTestSupport
import Foundation
import Testing

/// `FaceDocument.json()`: Swift → JSON gives the file `dial` reads, and JSON → Swift → JSON changes nothing.
@Suite struct FaceDocumentJSONTests {
    static func decode(_ bytes: [UInt8]) throws(FaceError) -> FaceDocument {
        try FaceDocument.decode(bytes, file: "t.json").document
    }

    /// The tests that take every example face as an argument check nothing if there are none.
    @Test func thereAreFacesToCheck() {
        #expect(Repository.exampleFaces.count >= 20, "found only \(Repository.exampleFaces.count) faces under \(Repository.faces.path)")
    }

    /// Decode, encode, decode again: an equal value; encoding that value again: the same bytes.
    @Test(arguments: Repository.exampleFaces)
    func roundTripsEveryFace(face: String) throws {
        let original = try Self.decode(Array(try Data(contentsOf: Repository.faceFile(face))))
        let json = try original.json()
        let again = try Self.decode(json)
        #expect(again == original)
        #expect(try again.json() == json)
        #expect(try original.json() == json)
    }

    @Test func leavesEveryDefaultOut() throws {
        #expect(String(decoding: try FaceDocument().json(), as: UTF8.self) == "{\n  \"schemaVersion\" : 1\n}\n")
    }

    @Test func writesSortedKeysAndTheFileForms() throws {
        let document = FaceDocument(name: "Morning", device: .mm41, style: .modular, clock: ClockDocument(accent: .cyan),
                                    complications: [
                                        ComplicationDocument(id: "calendar", slot: .center, family: .accessoryRectangular,
                                                             content: .stack(lines: ["Standup", TextDocument("Room 4").privacySensitive()]),
                                                             reloadPolicy: .afterInterval(.minutes(15))),
                                    ])
        let expected = """
            {
              "clock" : {
                "accent" : "#64D2FF"
              },
              "complications" : [
                {
                  "content" : {
                    "lines" : [
                      {
                        "text" : "Standup"
                      },
                      {
                        "privacySensitive" : true,
                        "text" : "Room 4"
                      }
                    ],
                    "template" : "stack"
                  },
                  "family" : "accessoryRectangular",
                  "id" : "calendar",
                  "reloadPolicy" : {
                    "after" : "15m"
                  },
                  "slot" : "center"
                }
              ],
              "device" : "41mm",
              "name" : "Morning",
              "schemaVersion" : 1,
              "style" : "modular"
            }

            """
        #expect(String(decoding: try document.json(), as: UTF8.self) == expected)
    }

    /// Forms that a file may write in more than one way come back as the same value.
    @Test(arguments: [
        ##"{"icon": {"path": "m4 4 h16 v16 h-16 z a 2 3 0 0 1 4 4", "viewBox": {"width": 32, "height": 30}}, "lines": [{"text": "x"}], "template": "stack"}"##,
        ##"{"icon": {"path": "M0.1 1e-3L3 4"}, "lines": [{"text": "x", "color": "#ff000080", "minimumScale": 0.55}], "template": "stack"}"##,
        ##"{"template": "gauge", "value": 0.25, "min": -1.5, "max": 1e3, "segments": 12, "style": "segmented", "alwaysOn": {"stroke": true, "color": "#FFFFFF"}}"##,
    ])
    func roundTripsContent(json: String) throws {
        let content = try FaceDecoder.decode(ContentDocument.self, from: Array(json.utf8)).value
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        let again = try FaceDecoder.decode(ContentDocument.self, from: Array(try encoder.encode(content))).value
        #expect(again == content)
    }

    @Test(arguments: [ReloadPolicyDocument.atEnd, .never, .afterInterval(TimeSpan(seconds: 5400)),
                      .afterDate(Timestamp(iso8601: "2026-11-22T12:00:00+01:00")!)])
    func roundTripsReloadPolicies(policy: ReloadPolicyDocument) throws {
        var document = FaceDocument(complications: [
            ComplicationDocument(id: "a", slot: .topLeft, family: .accessoryCorner, content: .stack(lines: ["x"]), reloadPolicy: policy),
        ])
        document.timeZone = TimeZoneName("Europe/Paris")
        let again = try Self.decode(try document.json())
        #expect(again.complications?.first?.reloadPolicy == policy)
        #expect(again == document)
    }

    /// JSON has no NaN: refused with the value's path, and without repeating it.
    @Test func refusesANumberJSONCannotHold() {
        let document = FaceDocument(complications: [
            ComplicationDocument(id: "heart", slot: .subdialLeft, family: .accessoryCircular,
                                 content: .gauge(value: .nan, privacySensitive: true)),
        ])
        #expect(throws: FaceError(kind: .invalidValue, path: [.key("complications"), .index(0), .key("content"), .key("value")],
                                  expected: "a finite number", found: "a number JSON cannot hold (not finite)")) {
            try document.json()
        }
    }
}
