import DialModel
import Testing

/// A line written as a string wherever a text is taken: the same line as `{"text": ...}`, every other field at its
/// default; anything else refused with a message that names both forms.
@Suite struct TextDocumentTests {
    static func face(_ content: String) -> [UInt8] {
        Array(#"{ "schemaVersion": 1, "style": "modular", "complications": [ { "id": "p", "slot": "topLeft", "family": "accessoryCircular", "content": \#(content) } ] }"#.utf8)
    }

    static func content(_ json: String) throws(FaceError) -> ContentDocument? {
        try FaceDocument.decode(Self.face(json), file: "t.json").document.complications?.first?.content
    }

    /// Each place a template takes a line, written both ways: the same document.
    @Test(arguments: [
        (#"{ "template": "gauge", "style": "open", "value": 22, "min": 8, "max": 26, "text": "22°", "leading": "8", "trailing": "26" }"#,
         #"{ "template": "gauge", "style": "open", "value": 22, "min": 8, "max": 26, "text": {"text": "22°"}, "leading": {"text": "8"}, "trailing": {"text": "26"} }"#),
        (#"{ "template": "stack", "lines": ["SUN 22", "Room 4"] }"#, #"{ "template": "stack", "lines": [{"text": "SUN 22"}, {"text": "Room 4"}] }"#),
        (##"{ "template": "rings", "rings": [{"value": 3, "max": 5, "color": "#FF0000"}], "text": "3/5" }"##,
         ##"{ "template": "rings", "rings": [{"value": 3, "max": 5, "color": "#FF0000"}], "text": {"text": "3/5"} }"##),
    ])
    func aStringIsALineWithItsText(short: String, long: String) throws {
        let read = try Self.content(short)
        let written = try Self.content(long)
        #expect(read != nil)
        #expect(read == written)
    }

    /// A number where a line goes is neither form: the message says what is wanted, and withholds what was found.
    @Test(arguments: [#"{ "template": "stack", "lines": [12] }"#, #"{ "template": "gauge", "value": 1, "leading": 8 }"#])
    func aNumberIsRefusedNamingBothForms(content: String) {
        do {
            _ = try Self.content(content)
            Issue.record("\(content) was accepted")
        } catch {
            #expect(error.expected.contains("a string or a text object"), "\(error.expected)")
            #expect(!error.found.contains("12") && !error.found.contains("8"), "\(error.found)")
        }
    }
}
