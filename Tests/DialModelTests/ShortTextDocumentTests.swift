import DialModel
import Testing

/// `shortText`: one shorter form or an array of them, read with errors that say where and what was wanted. The line is
/// public (`"dataProtection": "none"`, and another line marked): in private data a line's fault is one message at its
/// list (docs/privacy.md).
@Suite struct ShortTextDocumentTests {
    static func face(_ shortText: String) -> [UInt8] {
        Array(#"{ "schemaVersion": 1, "style": "modular", "complications": [ { "id": "p", "slot": "center", "family": "accessoryRectangular", "dataProtection": "none", "content": { "template": "stack", "lines": [ { "text": "Stromverbrauch 3,2 kW", "shortText": \#(shortText) }, { "text": "·", "privacySensitive": true } ] } } ] }"#.utf8)
    }

    static func line(_ document: FaceDocument) -> TextDocument? {
        guard case .stack(let stack) = document.complications?.first?.content else { return nil }
        return stack.lines.first
    }

    @Test func oneFormOrSeveral() throws {
        let one = try FaceDocument.decode(Self.face(#""3,2 kW""#), file: "t.json").document
        #expect(Self.line(one)?.shortText?.forms == ["3,2 kW"])
        let several = try FaceDocument.decode(Self.face(#"["Strom 3,2 kW", "3,2 kW"]"#), file: "t.json").document
        #expect(Self.line(several)?.shortText?.forms == ["Strom 3,2 kW", "3,2 kW"])
        // Written back as read: one form as a string, several as an array.
        #expect(try FaceDocument.decode(try several.json(), file: "t.json").document == several)
        let written = String(decoding: try one.json(), as: UTF8.self).filter { !$0.isWhitespace }
        #expect(written.contains(#""shortText":"3,2kW""#))
    }

    @Test(arguments: [
        (#"[]"#, "0 forms"),
        (#"["a", "b", "c", "d", "e"]"#, "5 forms"),
        (#"[""]"#, "an empty form"),
        (#""""#, "an empty form"),
        (#"12"#, nil),
        (#"{"text": "3,2 kW"}"#, nil),
    ])
    func badFormsAreRefusedWithTheirPath(json: String, found: String?) {
        do {
            _ = try FaceDocument.decode(Self.face(json), file: "t.json")
            Issue.record("\(json) was accepted")
        } catch {
            #expect(error.path.description.contains("shortText"), "\(error.path)")
            #expect(error.expected.contains("shorter form"), "\(error.expected)")
            if let found { #expect(error.found.contains(found), "\(error.found)") }
        }
    }

    @Test func theBuilderReadsLikeTheFile() {
        let line = TextDocument("Stromverbrauch 3,2 kW").shortText("Strom 3,2 kW", "3,2 kW")
        #expect(line.shortText == ["Strom 3,2 kW", "3,2 kW"])
    }
}
