extension ContentDocument {
    /// A stack of one to three lines, as a face file's `{"template": "stack", "lines": [...]}`:
    /// `.stack(lines: ["Team standup", TextDocument("10:30 Room 4").privacySensitive()])`.
    public static func stack(lines: [TextDocument], icon: ImageDocument? = nil, privacySensitive: Bool? = nil,
                             unredacted: Bool? = nil) -> ContentDocument {
        .stack(StackDocument(lines: lines, icon: icon, privacySensitive: privacySensitive, unredacted: unredacted))
    }

    /// A gauge of `value` between `min` (default 0) and `max` (default 1): `.gauge(value: 0.7, text: "70")`.
    public static func gauge(value: Double, min: Double? = nil, max: Double? = nil, style: GaugeStyle? = nil,
                             color: Color? = nil, text: TextDocument? = nil, icon: ImageDocument? = nil,
                             leading: TextDocument? = nil, trailing: TextDocument? = nil, title: TextDocument? = nil,
                             privacySensitive: Bool? = nil, unredacted: Bool? = nil) -> ContentDocument {
        .gauge(GaugeDocument(style: style, value: value, min: min, max: max, color: color, privacySensitive: privacySensitive,
                             unredacted: unredacted, text: text, icon: icon, leading: leading, trailing: trailing, title: title))
    }

    /// One to three rings, outermost first: `.rings([RingDocument(value: 0.8, color: .red)], text: "412")`.
    public static func rings(_ rings: [RingDocument], text: TextDocument? = nil, privacySensitive: Bool? = nil,
                             unredacted: Bool? = nil) -> ContentDocument {
        .rings(RingsDocument(rings: rings, text: text, privacySensitive: privacySensitive, unredacted: unredacted))
    }

    /// A bar or line chart of 2 to 48 values, oldest first: `.chart(values: [3, 5, 4], title: "Steps")`.
    public static func chart(values: [Double], style: ChartStyle? = nil, title: TextDocument? = nil, min: Double? = nil,
                             max: Double? = nil, color: Color? = nil, privacySensitive: Bool? = nil,
                             unredacted: Bool? = nil) -> ContentDocument {
        .chart(ChartDocument(style: style, values: values, title: title, min: min, max: max, color: color,
                             privacySensitive: privacySensitive, unredacted: unredacted))
    }

    /// A picture or an icon filling the complication: `.image(.icon(.heart), title: "Heart")`.
    public static func image(_ image: ImageDocument, title: TextDocument? = nil, privacySensitive: Bool? = nil,
                             unredacted: Bool? = nil) -> ContentDocument {
        .image(ImageTemplateDocument(image: image, title: title, privacySensitive: privacySensitive, unredacted: unredacted))
    }

    /// Text along the bezel, around `inner`: `.curvedText("Paris 12°", inner: .gauge(value: 0.4))`.
    public static func curvedText(_ text: TextDocument, inner: ContentDocument? = nil, privacySensitive: Bool? = nil,
                                  unredacted: Bool? = nil) -> ContentDocument {
        .curvedText(CurvedTextDocument(text: text, inner: inner, privacySensitive: privacySensitive, unredacted: unredacted))
    }
}
