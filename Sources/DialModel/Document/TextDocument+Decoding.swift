/// A line may be written as a string wherever a text is taken (a stack's lines, a gauge's `text`, `leading` and
/// `trailing`, a title, curved text): `"text": "22°"` is `"text": {"text": "22°"}`, every other field at its default,
/// as the Swift builder's string literals are (`TextDocument+Literal`).
extension TextDocument {
    public init(from decoder: any Decoder) throws {
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
        self.init(text: text,
                  shortText: try container.decodeIfPresent(ShortTextDocument.self, forKey: .shortText),
                  font: try container.decodeIfPresent(TextStyle.self, forKey: .font),
                  color: try container.decodeIfPresent(Color.self, forKey: .color),
                  privacySensitive: try container.decodeIfPresent(Bool.self, forKey: .privacySensitive),
                  unredacted: try container.decodeIfPresent(Bool.self, forKey: .unredacted),
                  accentable: try container.decodeIfPresent(Bool.self, forKey: .accentable),
                  minimumScale: try container.decodeIfPresent(UnitInterval.self, forKey: .minimumScale),
                  maxLines: try container.decodeIfPresent(Int.self, forKey: .maxLines),
                  alwaysOn: try container.decodeIfPresent(ElementAlwaysOnDocument.self, forKey: .alwaysOn),
                  date: date, style: style, timeZone: timeZone)
    }

    /// The object's keys, as the encoder writes them (the synthesized `CodingKeys` are private to the type's file).
    private enum Key: String, CodingKey {
        case text, date, style, timeZone, shortText, font, color, privacySensitive, unredacted, accentable, minimumScale,
             maxLines, alwaysOn
    }
}
