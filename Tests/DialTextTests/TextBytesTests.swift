import Foundation
import Testing
@testable import DialText

/// A text cache's key: equal exactly where the UTF-8 bytes are, however each string holds them.
struct TextBytesTests {
    /// Each pair, and whether their bytes are the same.
    static let pairs: [(String, String, sameBytes: Bool)] = [
        ("4:09\u{202F}AM", "4:09\u{202F}AM", true),
        ("4:09\u{202F}AM", "4:09 AM", false),
        // One code point against "e" and a combining accent: equal strings, different bytes.
        ("caf\u{E9}", "cafe\u{301}", false),
        ("", "", true),
        ("", "a", false),
        ("ab", "ba", false),
        // Longer than a small string holds inline, so on the heap; then one differing in its last byte only.
        (String(repeating: "Mittwoch 12:30 ", count: 8), String(repeating: "Mittwoch 12:30 ", count: 8), true),
        (String(repeating: "Mittwoch 12:30 ", count: 8) + "a", String(repeating: "Mittwoch 12:30 ", count: 8) + "b", false),
        // A string made from part of another, and one through Foundation: the bytes decide, not where they are kept.
        (String("«Ωμέγα» 3.918 μ".dropFirst().dropLast(4)), "Ωμέγα» 3.9", true),
        (String(NSString(string: "東京 12:30")), "東京 12:30", true),
        ("🇯🇵", "🇯", false),
    ]

    @Test(arguments: pairs.indices)
    func equalExactlyWhereTheBytesAre(pair: Int) {
        let (a, b, sameBytes) = Self.pairs[pair]
        #expect(Array(a.utf8) == Array(b.utf8) || !sameBytes, "the table's pair \(pair) is mislabelled")
        #expect((TextBytes(text: a) == TextBytes(text: b)) == sameBytes)
        #expect((TextBytes(text: b) == TextBytes(text: a)) == sameBytes)
        if sameBytes { #expect(TextBytes(text: a).hashValue == TextBytes(text: b).hashValue) }
        // As a dictionary's key: one entry for the same bytes, two for different ones.
        var keys: [TextBytes: Int] = [:]
        keys[TextBytes(text: a)] = 1
        keys[TextBytes(text: b)] = 2
        #expect(keys.count == (sameBytes ? 1 : 2))
        #expect(keys[TextBytes(text: a)] == (sameBytes ? 2 : 1))
    }
}
