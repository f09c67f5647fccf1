/// A line may be written as a string wherever a text is taken (a stack's lines, a gauge's `text`, `leading` and
/// `trailing`, a title, curved text): `"text": "22°"` is `"text": {"text": "22°"}`, every other field at its default,
/// as the Swift builder's string literals are (`TextDocument+Literal`).
extension TextDocument {
    public init(from decoder: any Decoder) throws {
        // From a face file, by hand (`init(reading:)`): the same keys in the same order, the same messages.
        if let decoder = decoder as? NodeDecoder {
            try self.init(reading: decoder)
            return
        }
        if let text = try? decoder.singleValueContainer().decode(String.self) {
            self.init(text: text)
            return
        }
        let container = try decoder.container(keyedBy: Key.self)
        // In the order `init(reading:)` reads them (the keys' order), so the first fault is the same either way.
        let text = try container.decodeIfPresent(String.self, forKey: .text)
        let date = try container.decodeIfPresent(TextDate.self, forKey: .date)
        let style = try container.decodeIfPresent(DateTextStyle.self, forKey: .style)
        let timeZone = try container.decodeIfPresent(TimeZoneName.self, forKey: .timeZone)
        let shortText = try container.decodeIfPresent(ShortTextDocument.self, forKey: .shortText)
        if let misfit = Self.misfit(text: text, date: date, style: style, timeZone: timeZone, shortText: shortText) {
            throw DecodingError.dataCorrupted(DecodingError.Context(codingPath: container.codingPath + [Key(rawValue: misfit.key)!],
                                                                   debugDescription: misfit.expected))
        }
        self.init(text: text,
                  shortText: shortText,
                  font: try container.decodeIfPresent(TextStyle.self, forKey: .font),
                  color: try container.decodeIfPresent(Color.self, forKey: .color),
                  privacySensitive: try container.decodeIfPresent(Bool.self, forKey: .privacySensitive),
                  unredacted: try container.decodeIfPresent(Bool.self, forKey: .unredacted),
                  accentable: try container.decodeIfPresent(Bool.self, forKey: .accentable),
                  minimumScale: try container.decodeIfPresent(MinimumScale.self, forKey: .minimumScale),
                  maxLines: try container.decodeIfPresent(Int.self, forKey: .maxLines),
                  alwaysOn: try container.decodeIfPresent(ElementAlwaysOnDocument.self, forKey: .alwaysOn),
                  date: date, style: style, timeZone: timeZone)
    }

    /// How a line's `text`, `date`, `style`, `timeZone` and `shortText` fail to go together: a line is a written text,
    /// or a live one (a `date` and its `style`, perhaps a `timeZone`, no `text` or `shortText`). Checked as soon as
    /// those five are read, before the line's other keys, so that a `null` text, which reads as absent, is refused at
    /// the same point as a text of the wrong type: were it refused only when the face is resolved, a face with a
    /// second fault after it would be refused for that fault instead, and the message would tell which of the two a
    /// hidden text is (docs/privacy.md, "What Dial cannot hide").
    package enum Misfit: Sendable {
        /// Neither a text nor a date.
        case noText
        /// A style or a time zone, which only a live text takes, without its date.
        case noDate
        /// A written text beside a live text's date.
        case textBesideDate
        /// Shorter forms beside a live text's date: Dial writes a live text's own.
        case shortTextBesideDate
        /// A live text's date without its style.
        case noStyle

        /// The key the fault is reported at.
        package var key: String {
            switch self {
            case .noText, .textBesideDate: "text"
            case .noDate: "date"
            case .shortTextBesideDate: "shortText"
            case .noStyle: "style"
            }
        }

        /// What was expected, naming the rule that was broken (stranger9 #14: "expected a string" for a `text` that is
        /// one hid that it may not stand beside `date`). Inside private data the field's fixed words are said instead
        /// (`PrivateRegions`), as for any fault there.
        package var expected: String {
            switch self {
            case .noText: "a \"text\" (a string), or a live time text's \"date\" and \"style\""
            case .noDate: "a \"date\" beside \"style\" or \"timeZone\", which only a live time text takes"
            case .textBesideDate: "a written \"text\" or a live time text's \"date\" and \"style\", not both (Dial writes a "
                + "live text's words for the moment drawn)"
            case .shortTextBesideDate: "no \"shortText\" on a live time text (Dial writes its shorter forms itself)"
            case .noStyle: "a \"style\" beside \"date\": \(DateTextStyle.expectation)"
            }
        }

        /// What was found: which keys, never their values.
        package var found: String {
            switch self {
            case .noText: "neither \"text\" nor \"date\""
            case .noDate: "no \"date\""
            case .textBesideDate: "\"text\" beside \"date\""
            case .shortTextBesideDate: "\"shortText\" beside \"date\""
            case .noStyle: "\"date\" without \"style\""
            }
        }
    }

    /// How the line's text and live-text keys fail to go together, or nil when they do (`Misfit`).
    package static func misfit(text: String?, date: TextDate?, style: DateTextStyle?, timeZone: TimeZoneName?,
                               shortText: ShortTextDocument?) -> Misfit? {
        guard date != nil else {
            // A style or zone is a live text's: without a date, the date is what is missing.
            if style != nil || timeZone != nil { return .noDate }
            return text == nil ? .noText : nil
        }
        if text != nil { return .textBesideDate }
        if shortText != nil { return .shortTextBesideDate }
        return style == nil ? .noStyle : nil
    }

    /// The object's keys, as the encoder writes them (the synthesized `CodingKeys` are private to the type's file).
    private enum Key: String, CodingKey {
        case text, date, style, timeZone, shortText, font, color, privacySensitive, unredacted, accentable, minimumScale,
             maxLines, alwaysOn
    }
}
