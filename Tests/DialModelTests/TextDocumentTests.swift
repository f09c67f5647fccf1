import DialModel
import Testing

/// A line written as a string wherever a text is taken: the same line as `{"text": ...}`, every other field at its
/// default; anything else refused with a message that names both forms.
@Suite struct TextDocumentTests {
    static func face(_ content: String) -> [UInt8] {
        Array(#"{ "schemaVersion": 1, "style": "modular", "complications": [ { "id": "p", "slot": "topLeft", "family": "accessoryCircular", "content": \#(content) } ] }"#.utf8)
    }

    /// A face whose complication's data no lock hides: only what it marks is private.
    static func open(_ content: String) -> [UInt8] {
        Array(#"{ "schemaVersion": 1, "style": "modular", "complications": [ { "id": "p", "slot": "center", "family": "accessoryRectangular", "dataProtection": "none", "content": \#(content) } ] }"#.utf8)
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

    /// A line that mixes a written text with a live time text's keys is refused naming the rule it breaks, not the
    /// type of a value that has the right type (stranger9 #14: `"text": "Kathmandu"` beside `"date"` was told it
    /// should be "a string"). Each row: the line, the key named, and words the message must hold.
    @Test(arguments: [
        (#"{"text": "Kathmandu", "date": "now", "style": "time", "timeZone": "Asia/Kathmandu"}"#, "text", #"a written "text" or a live time text's "date" and "style", not both"#, #"found "text" beside "date""#),
        (#"{"date": "now", "style": "relative", "shortText": "२ घण्टा"}"#, "shortText", #"no "shortText" on a live time text (Dial writes its shorter forms itself)"#, #"found "shortText" beside "date""#),
        (#"{"date": "now"}"#, "style", #"a "style" beside "date": one of"#, #"found "date" without "style""#),
        (#"{"style": "time"}"#, "date", #"a "date" beside "style" or "timeZone""#, #"found no "date""#),
        (#"{"font": "headline"}"#, "text", #"a "text" (a string), or a live time text's "date" and "style""#, #"found neither "text" nor "date""#),
    ])
    func aLineMixingWrittenAndLiveTextNamesTheRule(line: String, key: String, expected: String, found: String) {
        do {
            _ = try FaceDocument.decode(Self.open(#"{ "template": "stack", "lines": [\#(line), { "text": "Trip", "privacySensitive": true }] }"#), file: "t.json")
            Issue.record("\(line) was accepted")
        } catch {
            #expect(error.path.description == "complications[0].content.lines[0].\(key)", "\(error.path)")
            #expect(error.description.contains(expected) && error.description.contains(found), "\(error.description)")
        }
    }

    /// Inside private data the same line gets its field's fixed words, found nothing (docs/privacy.md): whether a
    /// hidden line's text was a date's neighbour or missing is not told apart from a wrong value.
    @Test func aPrivateLineMixingWrittenAndLiveTextIsNotDescribed() {
        for line in [#"{"text": "Kathmandu", "date": "now", "style": "time"}"#, #"{"text": 5}"#, #"{"text": null}"#] {
            do {
                _ = try FaceDocument.decode(Self.open(#"{ "template": "stack", "lines": [{ "text": "Trip" }, \#(line.dropLast()), "privacySensitive": true}] }"#), file: "t.json")
                Issue.record("\(line) was accepted")
            } catch {
                #expect(error.description.hasPrefix("t.json: complications[0].content.lines[1].text: expected a string, or where a template takes a label, a text object"), "\(error.description)")
                #expect(error.found.contains("not repeated"), "\(error.found)")
            }
        }
    }
}
