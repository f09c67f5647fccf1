import Foundation

/// Text that looks private on a watch face. A heuristic, so the lint names what it saw and a face can waive it.
enum SensitivePattern {
    /// What a match must be besides matching, for the kind it names.
    private enum Condition {
        case anywhere
        /// It stands alone, as a time does (`standsAlone`).
        case standsAlone
        /// It is not a number grouped by spaces in threes ("12 450 000", "1 284 930": French, Hungarian, Czech,
        /// Kazakh amounts), which a phone number's digits match too (stranger9 #13).
        case notGroupedInThrees
    }

    /// Each kind, its pattern, and what a match must be besides.
    private static let patterns: [(kind: String, regex: NSRegularExpression, condition: Condition)] = ([
        ("a time of day, as an appointment shows", #"\b\d{1,2}[:.]\d{2}\b"#, .standsAlone),
        ("a health reading", #"\b\d+\s*(bpm|mmhg|mg/dl|mmol)\b"#, .anywhere),
        ("an amount of money", #"[$€£¥]\s*\d|\d\s*[$€£¥]"#, .anywhere),
        ("an e-mail address", #"\S+@\S+\.\S+"#, .anywhere),
        ("a phone number", #"\+?\d[\d \-]{7,}\d"#, .notGroupedInThrees),
    ] as [(String, String, Condition)]).map { ($0.0, try! NSRegularExpression(pattern: $0.1, options: [.caseInsensitive]), $0.2) }

    /// What kind of private thing `text` looks like, or nil.
    static func match(_ text: String) -> String? {
        let range = NSRange(text.startIndex..., in: text)
        return patterns.first { pattern in
            pattern.regex.matches(in: text, range: range).contains { match in
                guard let found = Range(match.range, in: text) else { return false }
                switch pattern.condition {
                case .anywhere: return true
                case .standsAlone: return standsAlone(before: text[..<found.lowerBound], after: text[found.upperBound...])
                case .notGroupedInThrees: return !isGroupedInThrees(text[found])
                }
            }
        }?.kind
    }

    /// Whether `digits` is one to three digits, then groups of three after single spaces, and nothing else.
    static func isGroupedInThrees(_ digits: Substring) -> Bool {
        let groups = digits.split(separator: " ", omittingEmptySubsequences: false)
        guard groups.count > 1, let first = groups.first, (1...3).contains(first.count) else { return false }
        return groups.allSatisfy { $0.allSatisfy(\.isASCII) && $0.allSatisfy(\.isNumber) } && groups.dropFirst().allSatisfy { $0.count == 3 }
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
