/// What a complication draws, chosen by its `template` key, or a view tree under `view` (docs/views.md). Which
/// templates a family takes is checked when the face is resolved (`Family.templates`), so an error can name the family
/// and the templates it does take.
public indirect enum ContentDocument: Codable, Sendable, Equatable {
    /// `"template": "stack"`: one to three lines of text, with an optional icon or image.
    case stack(StackDocument)
    /// `"template": "gauge"`: a value between `min` and `max`: a ring, an arc along the bezel, or a bar.
    case gauge(GaugeDocument)
    /// `"template": "rings"`: one to three concentric progress rings.
    case rings(RingsDocument)
    /// `"template": "curvedText"`: text along the bezel, around a circular template or beside a corner's image.
    case curvedText(CurvedTextDocument)
    /// `"template": "chart"`: a small bar or line chart with its range.
    case chart(ChartDocument)
    /// `"template": "image"`: a picture or an icon, masked to the family's shape, with an optional title.
    case image(ImageTemplateDocument)
    /// `"view": {...}`: SwiftUI's views and modifiers, laid out as SwiftUI lays them out, in any family.
    case view(ViewContentDocument)

    private enum CodingKeys: String, CodingKey { case template, view }

    /// The values of `template`.
    public enum Template: String, ClosedSet {
        /// `stack`: lines of text.
        case stack
        /// `gauge`: a ring, an arc or a bar.
        case gauge
        /// `rings`: concentric progress rings.
        case rings
        /// `curvedText`: text along the bezel.
        case curvedText
        /// `chart`: a bar or line chart.
        case chart
        /// `image`: a picture or an icon.
        case image
    }

    /// The `template` key the content is written with; nil for a view.
    public var template: Template? {
        switch self {
        case .view: nil
        case .stack: .stack
        case .gauge: .gauge
        case .rings: .rings
        case .curvedText: .curvedText
        case .chart: .chart
        case .image: .image
        }
    }

    /// Reads `view`, or `template` and then the fields of that template from the same object.
    public init(from decoder: any Decoder) throws {
        // From a face file, by hand: the same reading, without a boxed container per object (`init(reading:)`).
        if let decoder = decoder as? NodeDecoder {
            self = try ContentDocument(reading: decoder)
            return
        }
        let container = try decoder.container(keyedBy: CodingKeys.self)
        // A template's content never asks for `view`, so that beside a template it is an unknown key, and a template's
        // unknown key is not told that `view` is a key.
        if !container.contains(.template), container.contains(.view) {
            self = .view(try container.decode(ViewContentDocument.self, forKey: .view))
            return
        }
        self = try Self.fields(of: try container.decode(Template.self, forKey: .template), from: decoder)
    }

    /// The fields of `template`, read from the content's own object by the template's `Codable` conformance: the one
    /// place a template's name leads to its type, for this reader and the face file's (`init(reading:)`).
    static func fields(of template: Template, from decoder: any Decoder) throws -> ContentDocument {
        switch template {
        case .stack: .stack(try StackDocument(from: decoder))
        case .gauge: .gauge(try GaugeDocument(from: decoder))
        case .rings: .rings(try RingsDocument(from: decoder))
        case .curvedText: .curvedText(try CurvedTextDocument(from: decoder))
        case .chart: .chart(try ChartDocument(from: decoder))
        case .image: .image(try ImageTemplateDocument(from: decoder))
        }
    }

    /// `template` beside the template's own fields, in one object, as a file writes it; or `view`.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        if case .view(let view) = self {
            try container.encode(view, forKey: .view)
            return
        }
        try container.encode(template, forKey: .template)
        switch self {
        case .stack(let stack): try stack.encode(to: encoder)
        case .gauge(let gauge): try gauge.encode(to: encoder)
        case .rings(let rings): try rings.encode(to: encoder)
        case .curvedText(let curved): try curved.encode(to: encoder)
        case .chart(let chart): try chart.encode(to: encoder)
        case .image(let image): try image.encode(to: encoder)
        case .view: break
        }
    }
}

/// One to three lines of text. Families take fewer: inline and corner one, circular and extra large two.
public struct StackDocument: Codable, Sendable, Equatable {
    /// Required: one to three lines, top to bottom.
    public var lines: [TextDocument]
    /// Drawn before the first line (inline, rectangular) or above the lines (circular, extra large). Default: none.
    public var icon: ImageDocument?
    /// Every line and the icon are sensitive, except those marked `unredacted` (docs/privacy.md, "Containment").
    /// Default: false.
    public var privacySensitive: Bool?
    /// Never redact the stack, nor anything in it. Default: false.
    public var unredacted: Bool?

    /// A stack of `lines`; each field left nil takes the default documented on it.
    public init(lines: [TextDocument], icon: ImageDocument? = nil, privacySensitive: Bool? = nil, unredacted: Bool? = nil) {
        self.lines = lines
        self.icon = icon
        self.privacySensitive = privacySensitive
        self.unredacted = unredacted
    }

    /// Its keys, as its `Codable` conformance reads them and its `DocumentShape` takes them.
    enum CodingKeys: String, CodingKey, CaseIterable { case lines, icon, privacySensitive, unredacted }
}

/// A gauge: a ring in a circular or extra large complication, an arc along the bezel in a corner, a bar in a
/// rectangular one.
public struct GaugeDocument: Codable, Sendable, Equatable {
    /// `closed` fills a ring from the top; `open` marks the value on an arc open at the bottom (a bar in
    /// rectangular); `segmented` lights whole segments. Default: `closed`.
    public var style: GaugeStyle?
    /// Segments of a `segmented` gauge, 2 to 60. Default: 8.
    public var segments: Int?
    /// Required. Values outside `min...max` are drawn at the nearer end (as SwiftUI's `Gauge` clamps), and
    /// `dial lint` reports them.
    public var value: Double
    /// Default: 0.
    public var min: Double?
    /// Default: 1. Must be greater than `min`.
    public var max: Double?
    /// Default: the complication's tint.
    public var color: Color?
    /// The value is sensitive: hidden (the track stays) when privacy redaction applies, and so is every part of the
    /// gauge (text, icon, labels, title) that is not marked `unredacted`. Default: false.
    public var privacySensitive: Bool?
    /// Never redact the gauge or its text. Default: false.
    public var unredacted: Bool?
    /// In the accent group of the accented rendering mode. Default: true (gauges carry the tint).
    public var accentable: Bool?
    /// Text in the middle of a circular gauge, along a corner's arc, or beside a rectangular bar. Default: none.
    public var text: TextDocument?
    /// An icon in the middle of a circular gauge instead of text. Default: none.
    public var icon: ImageDocument?
    /// Labels at the gauge's two ends (open and segmented gauges, corner arcs, rectangular bars). Default: none.
    public var leading: TextDocument?
    /// The label at the gauge's other end, as `leading` is at its start. Default: none.
    public var trailing: TextDocument?
    /// A line above a rectangular gauge. Default: none.
    public var title: TextDocument?
    /// What the gauge does differently in Always On. Default: nothing.
    public var alwaysOn: ElementAlwaysOnDocument?

    /// A gauge showing `value`; each field left nil takes the default documented on it.
    public init(style: GaugeStyle? = nil, value: Double, min: Double? = nil, max: Double? = nil, color: Color? = nil,
                privacySensitive: Bool? = nil, unredacted: Bool? = nil, text: TextDocument? = nil,
                segments: Int? = nil, accentable: Bool? = nil, icon: ImageDocument? = nil, leading: TextDocument? = nil,
                trailing: TextDocument? = nil, title: TextDocument? = nil, alwaysOn: ElementAlwaysOnDocument? = nil) {
        self.segments = segments
        self.accentable = accentable
        self.icon = icon
        self.leading = leading
        self.trailing = trailing
        self.title = title
        self.alwaysOn = alwaysOn
        self.style = style
        self.value = value
        self.min = min
        self.max = max
        self.color = color
        self.privacySensitive = privacySensitive
        self.unredacted = unredacted
        self.text = text
    }

    /// Its keys, as its `Codable` conformance reads them and its `DocumentShape` takes them.
    enum CodingKeys: String, CodingKey, CaseIterable {
        case style, segments, value, min, max, color, privacySensitive, unredacted, accentable, text, icon, leading,
             trailing, title, alwaysOn
    }
}

/// How a gauge shows its value.
public enum GaugeStyle: String, ClosedSet {
    /// The value marked on a ring open at the bottom (an arc in a corner, a bar in a rectangular).
    case open
    /// A closed ring filled from the top, up to the value.
    case closed
    /// The ring in `segments` segments, those up to the value lit.
    case segmented
}

/// Up to three concentric rings, outermost first, as Activity draws them.
public struct RingsDocument: Codable, Sendable, Equatable {
    /// One to three rings.
    public var rings: [RingDocument]
    /// Text in the middle. Default: none.
    public var text: TextDocument?
    /// The values are sensitive: every ring's fill is hidden (tracks stay), and so is the text, unless it is marked
    /// `unredacted`. Default: false.
    public var privacySensitive: Bool?
    /// Never redact the rings or their text. Default: false.
    public var unredacted: Bool?
    /// In the accent group of the accented rendering mode. Default: true.
    public var accentable: Bool?

    /// Rings of `rings`, outermost first; each field left nil takes the default documented on it.
    public init(rings: [RingDocument], text: TextDocument? = nil, privacySensitive: Bool? = nil, unredacted: Bool? = nil,
                accentable: Bool? = nil) {
        self.privacySensitive = privacySensitive
        self.unredacted = unredacted
        self.accentable = accentable
        self.rings = rings
        self.text = text
    }

    /// Its keys, as its `Codable` conformance reads them and its `DocumentShape` takes them.
    enum CodingKeys: String, CodingKey, CaseIterable { case rings, text, privacySensitive, unredacted, accentable }
}

/// One ring: past `max` it goes round again, drawn over itself, as Activity shows a goal exceeded.
public struct RingDocument: Codable, Sendable, Equatable {
    /// Required. Below 0 is drawn as 0 (and `dial lint` reports it): a value never makes a render fail.
    public var value: Double
    /// The goal: one full turn. Default: 1.
    public var max: Double?
    /// Default: the complication's tint.
    public var color: Color?

    /// A ring filled to `value` of `max`; each field left nil takes the default documented on it.
    public init(value: Double, max: Double? = nil, color: Color? = nil) {
        self.value = value
        self.max = max
        self.color = color
    }

    /// Its keys, as its `Codable` conformance reads them and its `DocumentShape` takes them.
    enum CodingKeys: String, CodingKey, CaseIterable { case value, max, color }
}

/// Text along the bezel. In a bezel complication it runs along the dial's edge above the circular `inner`
/// (up to nearly 180°, then shortened with "…"); in a corner, along the corner's arc beside an `inner` image.
public struct CurvedTextDocument: Codable, Sendable, Equatable {
    /// Required.
    public var text: TextDocument
    /// Bezel: any template a circular complication takes. Corner: an `image` template. Default: none.
    public var inner: ContentDocument?
    /// The text and everything in `inner` are sensitive, except parts marked `unredacted`. Default: false.
    public var privacySensitive: Bool?
    /// Never redact the text, nor anything in `inner`. Default: false.
    public var unredacted: Bool?

    /// Curved `text` around `inner`; each field left nil takes the default documented on it.
    public init(text: TextDocument, inner: ContentDocument? = nil, privacySensitive: Bool? = nil, unredacted: Bool? = nil) {
        self.text = text
        self.inner = inner
        self.privacySensitive = privacySensitive
        self.unredacted = unredacted
    }

    /// Its keys, as its `Codable` conformance reads them and its `DocumentShape` takes them.
    enum CodingKeys: String, CodingKey, CaseIterable { case text, inner, privacySensitive, unredacted }
}

/// A small chart for rectangular complications: bars or a line, its lowest and highest values labelled.
public struct ChartDocument: Codable, Sendable, Equatable {
    /// `bars` or `line`. Default: `bars`.
    public var style: ChartStyle?
    /// Required: 2 to 48 finite numbers, oldest first.
    public var values: [Double]
    /// The bottom of the scale. Default: the lowest value, or 0 if all values are positive and the style is `bars`;
    /// below `max` when only `max` is given.
    public var min: Double?
    /// The top of the scale. Default: the highest value; above `min` when only `min` is given. Values outside the
    /// scale are drawn at its nearer end (and `dial lint` reports them): a value never makes a render fail.
    public var max: Double?
    /// Default: the complication's tint.
    public var color: Color?
    /// A line above the chart. Default: none.
    public var title: TextDocument?
    /// Label the highest and lowest values on the right of the chart. Default: true.
    public var showsRange: Bool?
    /// The values are sensitive: the chart is replaced by an empty frame (its range labels too), and the title is
    /// hidden unless it is marked `unredacted`. Default: false.
    public var privacySensitive: Bool?
    /// Never redact the chart. Default: false.
    public var unredacted: Bool?
    /// In the accent group of the accented rendering mode. Default: true.
    public var accentable: Bool?

    /// A chart of `values`; each field left nil takes the default documented on it.
    public init(style: ChartStyle? = nil, values: [Double], title: TextDocument? = nil, min: Double? = nil,
                max: Double? = nil, color: Color? = nil, showsRange: Bool? = nil, privacySensitive: Bool? = nil,
                unredacted: Bool? = nil, accentable: Bool? = nil) {
        self.min = min
        self.max = max
        self.color = color
        self.showsRange = showsRange
        self.privacySensitive = privacySensitive
        self.unredacted = unredacted
        self.accentable = accentable
        self.style = style
        self.values = values
        self.title = title
    }

    /// Its keys, as its `Codable` conformance reads them and its `DocumentShape` takes them.
    enum CodingKeys: String, CodingKey, CaseIterable {
        case style, values, min, max, color, title, showsRange, privacySensitive, unredacted, accentable
    }
}

/// How a chart draws its values.
public enum ChartStyle: String, ClosedSet {
    /// A bar per value.
    case bars
    /// A line through the values.
    case line
}

/// A picture or an icon as a whole complication: masked to a circle (circular, corner, extra large) or to a
/// rectangle with 4 pt corners (rectangular), with an optional title above it (rectangular) or a label.
public struct ImageTemplateDocument: Codable, Sendable, Equatable {
    /// Required.
    public var image: ImageDocument
    /// Rectangular: a title line above the image, which then takes the smaller "with title" size. Default: none.
    public var title: TextDocument?
    /// The image and the title are sensitive, except a part marked `unredacted`. A `privacySensitive` image makes
    /// its title sensitive too. Default: false.
    public var privacySensitive: Bool?
    /// Never redact the image or its title. Default: false.
    public var unredacted: Bool?

    /// `image` as a whole complication; each field left nil takes the default documented on it.
    public init(image: ImageDocument, title: TextDocument? = nil, privacySensitive: Bool? = nil, unredacted: Bool? = nil) {
        self.image = image
        self.title = title
        self.privacySensitive = privacySensitive
        self.unredacted = unredacted
    }

    /// Its keys, as its `Codable` conformance reads them and its `DocumentShape` takes them.
    enum CodingKeys: String, CodingKey, CaseIterable { case image, title, privacySensitive, unredacted }
}

/// Exactly one of `icon` (a built-in vector icon), `file` (a PNG beside the face file) or `path` (SVG path data).
public struct ImageDocument: Codable, Sendable, Equatable {
    /// Where the image comes from: the one key of `icon`, `file` and `path` a file gives.
    public enum Source: Sendable, Equatable {
        /// One of Dial's built-in vector icons, filled with `color`.
        case icon(IconName)
        /// A path relative to the face file's folder, as written; the facade loads and checks it.
        case file(String)
        /// SVG path data in a box of `viewBox` (width and height from 0,0): checked, parsed only where it is drawn.
        case path(PathText, viewBox: ViewBox)
    }

    /// Required: the icon, file or path drawn.
    public var source: Source
    /// The colour icons and paths are filled with (pictures keep their own). Default: the complication's tint.
    public var color: Color?
    /// The picture is sensitive: replaced by an empty shape of the same mask when privacy redaction applies.
    /// Default: false.
    public var privacySensitive: Bool?
    /// Never redacted. Default: false.
    public var unredacted: Bool?
    /// In the accent group of the accented rendering mode. Default: true for icons and paths, false for pictures.
    public var accentable: Bool?

    private enum CodingKeys: String, CodingKey, CaseIterable { case icon, file, path, viewBox, color, privacySensitive, unredacted, accentable }

    /// An image of `source`; each field left nil takes the default documented on it.
    public init(source: Source, color: Color? = nil, privacySensitive: Bool? = nil, unredacted: Bool? = nil,
                accentable: Bool? = nil) {
        self.privacySensitive = privacySensitive
        self.unredacted = unredacted
        self.accentable = accentable
        self.source = source
        self.color = color
    }

    /// Reads exactly one of `icon`, `file` and `path` (with `viewBox` only beside `path`), then the other fields.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let given = [CodingKeys.icon, .file, .path].filter(container.contains)
        guard given.count == 1 else {
            throw ValueError(expected: "exactly one of \"icon\", \"file\" or \"path\"",
                             found: given.isEmpty ? "none of them" : given.map { "\"\($0.stringValue)\"" }.joined(separator: " and "))
        }
        switch given[0] {
        case .icon: source = .icon(try container.decode(IconName.self, forKey: .icon))
        case .file: source = .file(try container.decode(String.self, forKey: .file))
        default:
            source = .path(try container.decode(PathText.self, forKey: .path),
                           viewBox: try container.decodeIfPresent(ViewBox.self, forKey: .viewBox) ?? ViewBox.standard)
        }
        if given[0] != .path, container.contains(.viewBox) {
            throw ValueError(expected: "\"viewBox\" only beside \"path\"", found: "\"viewBox\" beside \"\(given[0].stringValue)\"")
        }
        color = try container.decodeIfPresent(Color.self, forKey: .color)
        privacySensitive = try container.decodeIfPresent(Bool.self, forKey: .privacySensitive)
        unredacted = try container.decodeIfPresent(Bool.self, forKey: .unredacted)
        accentable = try container.decodeIfPresent(Bool.self, forKey: .accentable)
    }

    /// The one key of its source; `viewBox` only when it is not the default a file may leave out.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        switch source {
        case .icon(let icon): try container.encode(icon, forKey: .icon)
        case .file(let file): try container.encode(file, forKey: .file)
        case .path(let path, let viewBox):
            try container.encode(path, forKey: .path)
            if viewBox != .standard { try container.encode(viewBox, forKey: .viewBox) }
        }
        try container.encodeIfPresent(color, forKey: .color)
        try container.encodeIfPresent(privacySensitive, forKey: .privacySensitive)
        try container.encodeIfPresent(unredacted, forKey: .unredacted)
        try container.encodeIfPresent(accentable, forKey: .accentable)
    }
}

/// The box SVG path data is drawn in: `{"width": 24, "height": 24}` from 0,0, scaled to fit the image's frame.
public struct ViewBox: Codable, Sendable, Hashable {
    /// The box's width, above 0 and at most 10,000.
    public var width: Double
    /// The box's height, above 0 and at most 10,000.
    public var height: Double

    /// The built-in icons' box, and the default.
    public static let standard = ViewBox(width: 24, height: 24)

    /// A box of `width` × `height` from 0,0.
    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    private enum CodingKeys: String, CodingKey, CaseIterable { case width, height }

    /// Reads `width` and `height`, refusing any not above 0 and at most 10,000.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        width = try container.decode(Double.self, forKey: .width)
        height = try container.decode(Double.self, forKey: .height)
        guard width.isFinite, height.isFinite, width > 0, height > 0, width <= 10_000, height <= 10_000 else {
            throw ValueError(expected: "a width and height above 0 and at most 10000", found: "\(width) × \(height)")
        }
    }
}

/// One line of text.
public struct TextDocument: Codable, Sendable, Equatable {
    /// Required, unless the line is a live time text (`date`). Shrunk to `minimumScale`; where it still does not fit,
    /// its `shortText` forms are tried, and only then is it shortened with "…" (never through a number).
    public var text: String?
    /// A live time text's date, as SwiftUI's `Text(_:style:)`: `"now"` or an ISO 8601 instant, written for the moment
    /// drawn in the face's locale as `style` says. Given instead of `text`. Default: none.
    public var date: TextDate?
    /// How a live time text writes its `date`: `time`, `date`, `relative`, `offset` or `timer`. Required with `date`.
    public var style: DateTextStyle?
    /// The time zone a live `time` or `date` text is read in (a world clock). Default: the face's own.
    public var timeZone: TimeZoneName?
    /// Shorter forms of `text`, tried in order where it does not fit: the first that fits is drawn whole (ClockKit's
    /// `shortText`). Hidden with the text. Default: none.
    public var shortText: ShortTextDocument?
    /// Default: `headline` for the first line of a rectangular stack, `body` otherwise.
    public var font: TextStyle?
    /// Default: the complication's tint for a headline, white otherwise.
    public var color: Color?
    /// Hidden when privacy redaction applies (docs/privacy.md). Default: false.
    public var privacySensitive: Bool?
    /// Never redacted. Default: false.
    public var unredacted: Bool?
    /// In the accent group of the accented rendering mode. Default: true for headlines, false otherwise.
    public var accentable: Bool?
    /// How far the text may shrink to fit before it is shortened, from 0.5 to 1. Default: 0.8.
    public var minimumScale: MinimumScale?
    /// The last line of a rectangular stack may wrap onto this many lines, counted against the three. Default: 1.
    public var maxLines: Int?
    /// What the line does differently in Always On. Default: nothing.
    public var alwaysOn: ElementAlwaysOnDocument?

    /// A line of `text`; each field left nil takes the default documented on it.
    public init(text: String?, shortText: ShortTextDocument? = nil, font: TextStyle? = nil, color: Color? = nil,
                privacySensitive: Bool? = nil, unredacted: Bool? = nil, accentable: Bool? = nil, minimumScale: MinimumScale? = nil,
                maxLines: Int? = nil, alwaysOn: ElementAlwaysOnDocument? = nil, date: TextDate? = nil,
                style: DateTextStyle? = nil, timeZone: TimeZoneName? = nil) {
        self.date = date
        self.style = style
        self.timeZone = timeZone
        self.shortText = shortText
        self.accentable = accentable
        self.minimumScale = minimumScale
        self.maxLines = maxLines
        self.alwaysOn = alwaysOn
        self.text = text
        self.font = font
        self.color = color
        self.privacySensitive = privacySensitive
        self.unredacted = unredacted
    }
}

/// Text styles, sized per family and device from docs/geometry.md.
public enum TextStyle: String, ClosedSet {
    /// Semibold at the family's size.
    case headline
    /// Medium at the family's size (semibold in corners, as Apple's corner text).
    case body
    /// Regular at 80 % of the family's size.
    case caption
}

extension GaugeDocument: DocumentShaped {
    static let shape = DocumentShape.object(CodingKeys.self) { key in
        switch key {
        case .style, .segments, .value, .min, .max, .color, .privacySensitive, .unredacted, .accentable: .value
        case .text: .reader(TextDocument.self)
        case .icon: .reader(ImageDocument.self)
        case .leading: .reader(TextDocument.self)
        case .trailing: .reader(TextDocument.self)
        case .title: .reader(TextDocument.self)
        case .alwaysOn: .reader(ElementAlwaysOnDocument.self)
        }
    }
}

extension RingsDocument: DocumentShaped {
    static let shape = DocumentShape.object(CodingKeys.self) { key in
        switch key {
        case .privacySensitive, .unredacted, .accentable: .value
        case .rings: .array(of: RingDocument.self)
        case .text: .reader(TextDocument.self)
        }
    }
}

extension RingDocument: DocumentShaped {
    static let shape = DocumentShape.values(CodingKeys.self)
}

extension CurvedTextDocument: DocumentShaped {
    static let shape = DocumentShape.object(CodingKeys.self) { key in
        switch key {
        case .privacySensitive, .unredacted: .value
        case .text: .reader(TextDocument.self)
        case .inner: .reader(ContentDocument.self)
        }
    }
}

extension ChartDocument: DocumentShaped {
    static let shape = DocumentShape.object(CodingKeys.self) { key in
        switch key {
        case .style, .values, .min, .max, .color, .showsRange, .privacySensitive, .unredacted, .accentable: .value
        case .title: .reader(TextDocument.self)
        }
    }
}

extension ImageTemplateDocument: DocumentShaped {
    static let shape = DocumentShape.object(CodingKeys.self) { key in
        switch key {
        case .privacySensitive, .unredacted: .value
        case .image: .reader(ImageDocument.self)
        case .title: .reader(TextDocument.self)
        }
    }
}

extension StackDocument: DocumentShaped {
    static let shape = DocumentShape.object(CodingKeys.self) { key in
        switch key {
        case .privacySensitive, .unredacted: .value
        case .lines: .array(of: TextDocument.self)
        case .icon: .reader(ImageDocument.self)
        }
    }
}

extension ImageDocument: DocumentShaped {
    static let shape = DocumentShape.object(CodingKeys.self) { key in
        switch key {
        case .icon, .file, .path, .color, .privacySensitive, .unredacted, .accentable: .value
        case .viewBox: .reader(ViewBox.self)
        }
    }
}

extension ViewBox: DocumentShaped {
    static let shape = DocumentShape.values(CodingKeys.self)
}
