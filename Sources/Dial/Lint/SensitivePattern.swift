import Foundation

/// Text that looks private on a watch face. A heuristic, so the lint names what it saw and a face can waive it.
enum SensitivePattern {
    private static let patterns: [(kind: String, regex: NSRegularExpression)] = [
        ("a time of day, as an appointment shows", #"\b\d{1,2}[:.]\d{2}\b"#),
        ("a health reading", #"\b\d+\s*(bpm|mmhg|mg/dl|mmol)\b"#),
        ("an amount of money", #"[$€£¥]\s*\d|\d\s*[$€£¥]"#),
        ("an e-mail address", #"\S+@\S+\.\S+"#),
        ("a phone number", #"\+?\d[\d \-]{7,}\d"#),
    ].map { ($0.0, try! NSRegularExpression(pattern: $0.1, options: [.caseInsensitive])) }

    /// What kind of private thing `text` looks like, or nil.
    static func match(_ text: String) -> String? {
        let range = NSRange(text.startIndex..., in: text)
        return patterns.first { $0.regex.firstMatch(in: text, range: range) != nil }?.kind
    }
}
