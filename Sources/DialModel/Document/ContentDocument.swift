/// What a complication draws, chosen by its `template` key.
public enum ContentDocument: Decodable, Sendable, Equatable {
    /// `"template": "stack"`: lines of text (curved along the bezel in a corner).
    case stack(StackDocument)
    /// `"template": "gauge"`: a value between `min` and `max`, with optional text.
    case gauge(GaugeDocument)

    private enum CodingKeys: String, CodingKey { case template }

    /// The values of `template`.
    public enum Template: String, ClosedSet { case stack, gauge }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        switch try container.decode(Template.self, forKey: .template) {
        case .stack: self = .stack(try StackDocument(from: decoder))
        case .gauge: self = .gauge(try GaugeDocument(from: decoder))
        }
    }
}

/// One to three lines of text. Families take fewer: inline and corner one, circular two.
public struct StackDocument: Decodable, Sendable, Equatable {
    public var lines: [TextDocument]

    public init(lines: [TextDocument]) { self.lines = lines }
}

/// A gauge: a ring in a circular complication, an arc along the bezel in a corner.
public struct GaugeDocument: Decodable, Sendable, Equatable {
    /// `closed` fills a ring from the top; `open` marks the value on an arc open at the bottom. Default: `closed`.
    public var style: GaugeStyle?
    /// Required. Values outside `min...max` are drawn at the nearer end.
    public var value: Double
    /// Default: 0.
    public var min: Double?
    /// Default: 1. Must be greater than `min`.
    public var max: Double?
    /// Default: the complication's tint.
    public var color: Color?
    /// The value is sensitive: hidden (the track stays) when privacy redaction applies. Default: false.
    public var privacySensitive: Bool?
    /// Never redact the gauge or its text. Default: false.
    public var unredacted: Bool?
    /// Text in the middle of a circular gauge, or along a corner's arc. Default: none.
    public var text: TextDocument?
    /// What the gauge does differently in Always On. Default: nothing.
    public var alwaysOn: ElementAlwaysOnDocument?

    public init(style: GaugeStyle? = nil, value: Double, min: Double? = nil, max: Double? = nil, color: Color? = nil,
                privacySensitive: Bool? = nil, unredacted: Bool? = nil, text: TextDocument? = nil) {
        self.style = style
        self.value = value
        self.min = min
        self.max = max
        self.color = color
        self.privacySensitive = privacySensitive
        self.unredacted = unredacted
        self.text = text
    }
}

public enum GaugeStyle: String, ClosedSet { case open, closed }

/// One line of text.
public struct TextDocument: Decodable, Sendable, Equatable {
    /// Required. Shortened with "…" where it does not fit.
    public var text: String
    /// Default: `headline` for the first line of a rectangular stack, `body` otherwise.
    public var font: TextStyle?
    /// Default: the complication's tint for a headline, white otherwise.
    public var color: Color?
    /// Hidden when privacy redaction applies (spec/redaction.md). Default: false.
    public var privacySensitive: Bool?
    /// Never redacted. Default: false.
    public var unredacted: Bool?
    /// What the line does differently in Always On. Default: nothing.
    public var alwaysOn: ElementAlwaysOnDocument?

    public init(text: String, font: TextStyle? = nil, color: Color? = nil, privacySensitive: Bool? = nil, unredacted: Bool? = nil) {
        self.text = text
        self.font = font
        self.color = color
        self.privacySensitive = privacySensitive
        self.unredacted = unredacted
    }
}

/// Text styles, sized per family and device from spec/geometry.md.
public enum TextStyle: String, ClosedSet {
    /// Semibold at the family's size.
    case headline
    /// Medium at the family's size (semibold in corners, as Apple's corner text).
    case body
    /// Regular at 80 % of the family's size.
    case caption
}
