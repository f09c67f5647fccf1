/// How the face looks with the wrist lowered (docs/always-on.md).
public struct AlwaysOnDocument: Codable, Sendable, Equatable {
    /// The share of its active linear-light intensity each colour keeps. Default: 0.4.
    public var dimming: UnitInterval?
    /// Keep showing seconds (at 1 Hz, as Series 10 can on some faces). Default: false.
    public var seconds: Bool?
    /// `fullColor`, or `monochrome` (every colour turned to grey of the same luminance). Default: `fullColor`.
    public var renderingMode: AlwaysOnRenderingMode?

    /// Always On settings with the given fields; each one left nil takes the default documented on it.
    public init(dimming: UnitInterval? = nil, seconds: Bool? = nil, renderingMode: AlwaysOnRenderingMode? = nil) {
        self.dimming = dimming
        self.seconds = seconds
        self.renderingMode = renderingMode
    }

    /// Its keys, as its `Codable` conformance reads them and its `DocumentShape` takes them.
    enum CodingKeys: String, CodingKey, CaseIterable { case dimming, seconds, renderingMode }
}

/// How colours are drawn in Always On (docs/always-on.md).
public enum AlwaysOnRenderingMode: String, ClosedSet {
    /// Each colour as in the active face, dimmed.
    case fullColor
    /// Each colour turned to the grey of its luminance, then dimmed.
    case monochrome
}

/// What one element does differently in Always On. Applied before redaction: an element that is hidden for
/// privacy stays hidden whatever its Always On text.
public struct ElementAlwaysOnDocument: Codable, Sendable, Equatable {
    /// Not drawn at all in Always On. Default: false.
    public var hidden: Bool?
    /// Another colour in Always On (dimmed like every other). Default: the element's own.
    public var color: Color?
    /// Other text in Always On (text elements only). Default: the element's own.
    public var text: String?
    /// Gauges only: the filled part drawn as an outline instead, to light fewer pixels. Default: false.
    public var stroke: Bool?

    /// An element's Always On changes; each one left nil takes the default documented on it.
    public init(hidden: Bool? = nil, color: Color? = nil, text: String? = nil, stroke: Bool? = nil) {
        self.hidden = hidden
        self.color = color
        self.text = text
        self.stroke = stroke
    }

    /// Its keys, as its `Codable` conformance reads them and its `DocumentShape` takes them.
    enum CodingKeys: String, CodingKey, CaseIterable { case hidden, color, text, stroke }
}

/// A number in 0...1 as written in a face file.
public typealias UnitInterval = BoundedNumber<UnitBounds>

/// A unit interval's range: from 0 to 1.
public enum UnitBounds: NumberBounds {
    /// From nothing to the whole.
    public static let range = 0.0...1.0
    /// The words of a message about a unit interval.
    public static let expected = "a number from 0 to 1"
}

/// Lint rules a face knowingly breaks, each with the reason a reviewer reads.
public struct LintDocument: Codable, Sendable, Equatable {
    /// Rule name → why the face may break it. Default: none.
    public var waivers: [String: String]?

    /// Waivers of these rules, each with its reason.
    public init(waivers: [String: String]? = nil) { self.waivers = waivers }

    /// Its keys, as its `Codable` conformance reads them and its `DocumentShape` takes them.
    enum CodingKeys: String, CodingKey, CaseIterable { case waivers }
}

extension AlwaysOnDocument: DocumentShaped {
    static let shape = DocumentShape.values(CodingKeys.self)
}

extension ElementAlwaysOnDocument: DocumentShaped {
    static let shape = DocumentShape.values(CodingKeys.self)
}

extension LintDocument: DocumentShaped {
    static let shape = DocumentShape.values(CodingKeys.self)
}
