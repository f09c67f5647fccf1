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
        if let key = Self.misfit(text: text, date: date, style: style, timeZone: timeZone, shortText: shortText) {
            throw DecodingError.dataCorrupted(DecodingError.Context(codingPath: container.codingPath + [Key(rawValue: key)!],
                                                                   debugDescription: FieldExpectation.forKey(key)))
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

    /// The key at which a line's `text`, `date`, `style`, `timeZone` and `shortText` fail to go together, or nil when
    /// they do: a written text, or a live one (a `date` and its `style`, perhaps a `timeZone`, no `text` or
    /// `shortText`). Checked as soon as those five are read, before the line's other keys, so that a `null` text,
    /// which reads as absent, is refused at the same point as a text of the wrong type: were it refused only when
    /// the face is resolved, a face with a second fault after it would be refused for that fault instead, and the
    /// message would tell which of the two a hidden text is (docs/privacy.md, "What Dial cannot hide").
    package static func misfit(text: String?, date: TextDate?, style: DateTextStyle?, timeZone: TimeZoneName?,
                               shortText: ShortTextDocument?) -> String? {
        guard date != nil else {
            // A style or zone is a live text's: without a date, the date is what is missing.
            if style != nil || timeZone != nil { return "date" }
            return text == nil ? "text" : nil
        }
        if text != nil { return "text" }
        if shortText != nil { return "shortText" }
        return style == nil ? "style" : nil
    }

    /// The object's keys, as the encoder writes them (the synthesized `CodingKeys` are private to the type's file).
    private enum Key: String, CodingKey {
        case text, date, style, timeZone, shortText, font, color, privacySensitive, unredacted, accentable, minimumScale,
             maxLines, alwaysOn
    }
}
