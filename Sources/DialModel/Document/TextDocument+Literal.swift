/// A line written as a string literal is a line with every other field at its default, as `{"text": "..."}` in a file,
/// so a stack reads `lines: ["Team standup", "Room 4"]`.
extension TextDocument: ExpressibleByStringLiteral {
    /// A line of `text`, every other field at its default.
    public init(stringLiteral text: String) {
        self.init(text: text)
    }

    /// A line of `text` with the given fields: `TextDocument("Room 4", font: .caption)`.
    public init(_ text: String, font: TextStyle? = nil, color: Color? = nil) {
        self.init(text: text, font: font, color: color)
    }

    /// A live time text, as SwiftUI's `Text(date, style: .timer)`: `date` written for the moment drawn, in the face's
    /// locale, as `style` says; `timeZone` for a world clock. `TextDocument(date: .now, style: .time, timeZone: newYork)`.
    public init(date: TextDate, style: DateTextStyle, timeZone: TimeZoneName? = nil, font: TextStyle? = nil, color: Color? = nil) {
        self.init(text: nil, font: font, color: color, date: date, style: style, timeZone: timeZone)
    }

    /// This line with shorter forms of its text, tried in order where it does not fit (`"shortText": [...]`), as
    /// ClockKit's `shortText`: `TextDocument("Stromverbrauch 3,2 kW").shortText("Strom 3,2 kW", "3,2 kW")`.
    public func shortText(_ forms: String...) -> TextDocument {
        var line = self
        line.shortText = ShortTextDocument(forms)
        return line
    }

    /// This line, hidden when privacy redaction applies (`"privacySensitive": true`), as SwiftUI's `privacySensitive()`.
    public func privacySensitive(_ sensitive: Bool = true) -> TextDocument {
        var line = self
        line.privacySensitive = sensitive
        return line
    }

    /// This line, never redacted (`"unredacted": true`), as SwiftUI's `unredacted()`.
    public func unredacted(_ unredacted: Bool = true) -> TextDocument {
        var line = self
        line.unredacted = unredacted
        return line
    }
}
