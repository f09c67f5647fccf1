import Dial
import DialTestSupport
import Foundation
import Testing

/// docs/privacy.md, "Errors, explanations, structure and timing", as a property: two faces that differ only in a
/// value inside a private region, both refused, are refused with the same message. Values are drawn from classes of
/// faults a person makes (malformed JSON, a wrong type or value, a string or number past a limit), any two per case,
/// placed in every kind of private region, first or last among their keys, on one line or many.
/// `DIAL_PROPERTY_CASES=5000 DIAL_PROPERTY_SEED=7 swift test --filter PrivateErrorMessageProperty` runs more.
@Suite struct PrivateErrorMessagePropertyTests {
    static let environment = ProcessInfo.processInfo.environment
    static let cases = environment["DIAL_PROPERTY_CASES"].flatMap(Int.init) ?? 300
    static let seed = environment["DIAL_PROPERTY_SEED"].flatMap(UInt64.init) ?? 25

    /// Faults of every kind: any two give one message. A value that is not JSON, or past the format's limits, is kept
    /// unread by the parser and refused where it is read, inside private data in the words a wrong value gets there,
    /// so that which message is given does not tell one kind of fault from another either.
    static let faults: [String] = [
        // Not JSON: leading zeros, hex, bare words, numbers that go on, bad escapes, lone surrogates, text after a string,
        // and what no JSON value starts with (a sign, a point, a single quote).
        "072", "094", "0x48", "0xFFFF", "seventy", "ninety", "1.2.3", "-", "--5", "Infinity", #""a\q""#,
        #""long private text \x""#, #""\uD800""#, #""x"y"#, "072e", "+1", ".5", "'a'", "-x",
        // JSON, but not what the field takes.
        "5", "-3", "7000", #""red""#, #""bogus""#, "true", "[1]", "{}", ##""#12""##, "0.2", "2",
        // Past a limit of the file format.
        "\"" + String(repeating: "s", count: 4_100) + "\"", "\"" + String(repeating: "é", count: 6_000) + "\"",
        String(repeating: "1", count: 101), String(repeating: "9", count: 180), "1e400",
    ]

    /// A face with `secret` written raw inside one kind of private region, as `key`'s value.
    struct Region: Sendable {
        var name: String
        var keys: [String]
        var face: @Sendable (_ key: String, _ secret: String, _ first: Bool) -> String
    }

    /// `"key": secret` placed first or last among `others`.
    static func members(_ key: String, _ secret: String, _ others: [String], first: Bool) -> String {
        let member = "\"\(key)\": \(secret)"
        return (first ? [member] + others : others + [member]).joined(separator: ", ")
    }

    static let regions: [Region] = [
        Region(name: "a privacySensitive line", keys: ["color", "font", "minimumScale", "accentable", "text", "maxLines"]) { key, secret, first in
            let line = members(key, secret, [#""privacySensitive": true"#] + (key == "text" ? [] : [#""text": "Dr Okafor""#]), first: first)
            return """
            { "schemaVersion": 1, "style": "modular", "complications": [{ "id": "c", "slot": "center", "family": "accessoryRectangular", "dataProtection": "none", "content": { "template": "stack", "lines": [{ "text": "Calendar" }, { \(line) }] } }] }
            """
        },
        Region(name: "content a lock hides", keys: ["value", "color", "segments", "min", "max"]) { key, secret, first in
            let gauge = members(key, secret, [#""template": "gauge""#, #""style": "segmented""#] + (key == "value" ? [] : [#""value": 0.5"#]), first: first)
            return """
            { "schemaVersion": 1, "style": "modular", "complications": [{ "id": "g", "slot": "topLeft", "family": "accessoryCircular", "content": { \(gauge) }, "timeline": [] }] }
            """
        },
        Region(name: "a mark unredacted neutralises", keys: ["color", "font", "text"]) { key, secret, first in
            let line = members(key, secret, key == "text" ? [] : [#""text": "Dr Okafor""#], first: first)
            return """
            { "schemaVersion": 1, "style": "modular", "complications": [{ "id": "c", "slot": "center", "family": "accessoryRectangular", "dataProtection": "none", "content": { "template": "stack", "lines": [{ "text": "Calendar", "privacySensitive": true, "unredacted": true }, { \(line) }] } }] }
            """
        },
        Region(name: "a sensitive picture's title", keys: ["color", "text", "font"]) { key, secret, first in
            let title = members(key, secret, key == "text" ? [] : [#""text": "Scan""#], first: first)
            return """
            { "schemaVersion": 1, "style": "modular", "complications": [{ "id": "p", "slot": "center", "family": "accessoryRectangular", "dataProtection": "none", "content": { "template": "image", "image": { "icon": "heart", "privacySensitive": true }, "title": { \(title) } } }] }
            """
        },
        Region(name: "the timeline of a complication hidden whole", keys: ["date", "relevance"]) { key, secret, first in
            let entry = members(key, secret, [#""content": { "template": "stack", "lines": [{ "text": "b" }] }"#] + (key == "date" ? [] : [#""date": "2026-01-01T11:00:00Z""#]), first: first)
            return """
            { "schemaVersion": 1, "style": "modular", "complications": [{ "id": "t", "slot": "center", "family": "accessoryRectangular", "dataProtection": "none", "timeline": [{ "date": "2026-01-01T10:00:00Z", "content": { "template": "stack", "lines": [{ "text": "a" }] } }, { \(entry) }] }] }
            """
        },
    ]

    static func message(_ json: String) -> String? {
        do {
            _ = try Face.decode(Array(json.utf8), file: "face.json")
            return nil
        } catch {
            return error.description
        }
    }

    @Test func twoPrivateValuesRefusedAlikeGetOneMessage() {
        var random = SeededGenerator(seed: Self.seed)
        var compared = 0
        for index in 0..<Self.cases {
            let region = random.element(of: Self.regions)
            let key = random.element(of: region.keys)
            let (one, other) = (random.element(of: Self.faults), random.element(of: Self.faults))
            let first = random.chance(0.5)
            var (a, b) = (region.face(key, one, first), region.face(key, other, first))
            if random.chance(0.5) {
                // Many lines: the region's own line starts with the secret's object.
                (a, b) = (a.replacingOccurrences(of: ", {", with: ",\n{"), b.replacingOccurrences(of: ", {", with: ",\n{"))
            }
            // One refused and the other read is the one bit a refusal may give (docs/privacy.md).
            guard let messageA = Self.message(a), let messageB = Self.message(b) else { continue }
            compared += 1
            #expect(messageA == messageB, "case \(index) (seed \(Self.seed)), \(region.name), \(key): \(one) and \(other)\n  \(messageA)\n  \(messageB)")
        }
        // Most pairs are both refused; a property that compared nothing would prove nothing.
        #expect(compared > Self.cases / 2, "only \(compared) of \(Self.cases) cases compared")
    }
}
