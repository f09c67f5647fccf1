import Foundation

/// Text that looks private on a watch face. A heuristic, so the lint names what it saw and a face can waive it.
enum SensitivePattern {
    /// Each kind, its pattern, and whether a match must stand alone as a time does (`standsAlone`).
    private static let patterns: [(kind: String, regex: NSRegularExpression, alone: Bool)] = [
        ("a time of day, as an appointment shows", #"\b\d{1,2}[:.]\d{2}\b"#, true),
        ("a health reading", #"\b\d+\s*(bpm|mmhg|mg/dl|mmol)\b"#, false),
        ("an amount of money", #"[$€£¥]\s*\d|\d\s*[$€£¥]"#, false),
        ("an e-mail address", #"\S+@\S+\.\S+"#, false),
        ("a phone number", #"\+?\d[\d \-]{7,}\d"#, false),
    ].map { ($0.0, try! NSRegularExpression(pattern: $0.1, options: [.caseInsensitive]), $0.2) }

    /// What kind of private thing `text` looks like, or nil.
    static func match(_ text: String) -> String? {
        let range = NSRange(text.startIndex..., in: text)
        return patterns.first { pattern in
            pattern.regex.matches(in: text, range: range).contains { match in
                guard let found = Range(match.range, in: text) else { return false }
                return !pattern.alone || standsAlone(before: text[..<found.lowerBound], after: text[found.upperBound...])
            }
        }?.kind
    }

    /// A time stands alone: not inside a longer number ("1,280.35", "1.234.567"), nor with a percent or per-mille sign
    /// after it ("▲2.35%" is a change, not a time). "12.30" alone still reads as one, as Danish and Finnish write times.
    /// (The lookarounds this takes are refused by the regular-expression engine Foundation has on Linux.)
    static func standsAlone(before: Substring, after: Substring) -> Bool {
        if let last = before.last, last.isNumber || ".,:".contains(last) { return false }
        if let next = after.first, next.isNumber { return false }
        if let next = after.first, ".,:".contains(next), after.dropFirst().first?.isNumber == true { return false }
        return !["%", "‰"].contains(after.drop { $0 == " " || $0 == "\u{00A0}" || $0 == "\u{202F}" }.first)
    }
}
