/// One complication as written in the face file.
public struct ComplicationDocument: Codable, Sendable, Equatable {
    /// Required; unique within the face; names the complication in settings, errors and reports.
    public var id: String
    /// Required; must be a slot of the face's style that accepts `family`.
    public var slot: SlotID
    /// Required.
    public var family: Family
    /// The app's data-protection entitlement. Default: `completeUntilFirstUserAuthentication`.
    public var dataProtection: DataProtection?
    /// The complication's colour: headers and gauges that name none use it. Default: the clock's accent.
    public var tint: Color?
    /// What the complication shows when no timeline entry is current. Required unless `timeline` has entries.
    public var content: ContentDocument?
    /// What it shows while its data can't be shown. Default: none (the system placeholder of the family).
    public var placeholder: ContentDocument?
    /// Entries by date: the one shown at time t is the latest whose date is ≤ t. Default: none.
    public var timeline: [TimelineEntryDocument]?
    /// How redaction bars are sized. Default: `fixed`.
    public var redactionStyle: RedactionStyle?
    /// When it asks for a new timeline: `atEnd`, `never` or `{"after": date or duration}`. Default: `atEnd`
    /// (WidgetKit's default).
    public var reloadPolicy: ReloadPolicyDocument?
    /// Its own reload budget, field by field over the face's `reloadBudget`. Default: the face's.
    public var reloadBudget: ReloadBudgetDocument?
    /// Whether its content needs the wearer's location (`NSWidgetUsesLocation`): without one, as the face's
    /// `locationPermission` decides, it draws its placeholder. Default: false.
    public var usesLocation: Bool?

    /// A complication with the given fields; each one left nil takes the default documented on it.
    public init(id: String, slot: SlotID, family: Family, dataProtection: DataProtection? = nil, tint: Color? = nil,
                content: ContentDocument? = nil, placeholder: ContentDocument? = nil,
                timeline: [TimelineEntryDocument]? = nil, redactionStyle: RedactionStyle? = nil,
                reloadPolicy: ReloadPolicyDocument? = nil, reloadBudget: ReloadBudgetDocument? = nil) {
        self.id = id
        self.slot = slot
        self.family = family
        self.dataProtection = dataProtection
        self.tint = tint
        self.content = content
        self.placeholder = placeholder
        self.timeline = timeline
        self.redactionStyle = redactionStyle
        self.reloadPolicy = reloadPolicy
        self.reloadBudget = reloadBudget
    }
}

/// One entry of a complication's timeline.
public struct TimelineEntryDocument: Codable, Sendable, Equatable {
    /// Required: from when the entry is shown.
    public var date: Timestamp
    /// Required. An entry read from a file by the grammar alone (`PlainEntry`) is built from it when asked for.
    public var content: ContentDocument {
        get {
            switch source {
            case .built(let content): content
            case .file(let file): file.content()
            }
        }
        set { source = .built(newValue) }
    }
    /// Its rank for the Smart Stack. Default: none (it does not compete).
    public var relevance: RelevanceDocument?
    /// Where `content` is: built, or in the file it was read from.
    private var source: Source

    /// An entry showing `content` from `date`, ranked by `relevance` if given.
    public init(date: Timestamp, content: ContentDocument, relevance: RelevanceDocument? = nil) {
        self.date = date
        self.source = .built(content)
        self.relevance = relevance
    }

    /// An entry read by the grammar alone, its content left in `file` (`PlainEntry`).
    init(date: Timestamp, file: PlainEntry.Content) {
        self.date = date
        self.source = .file(file)
        self.relevance = nil
    }

    /// The entry as read from a file by the grammar alone, if it was: what a context needs of every entry (its date,
    /// marks and number of lines) without building its content.
    package var plain: PlainEntry? {
        if case .file(let file) = source { return file.entry }
        return nil
    }

    /// `content.privacyHidesWhole`, from the marks the grammar read where the content is not built.
    package var privacyHidesWhole: Bool { plain?.privacyHidesWhole ?? content.privacyHidesWhole }

    /// `content.marksSensitive`, from the marks the grammar read where the content is not built.
    package var marksSensitive: Bool { plain?.marksSensitive ?? content.marksSensitive }

    /// `content.marks.privacyShowsNothing`, from the marks the grammar read where the content is not built.
    package var privacyShowsNothing: Bool { plain?.privacyShowsNothing ?? content.marks.privacyShowsNothing }

    /// `content.privacyPublicPart`, made from the file where the content is not built (`PlainEntry.Content.publicPart`).
    package var privacyPublicPart: ContentDocument {
        switch source {
        case .built(let content): content.privacyPublicPart
        case .file(let file): file.publicPart()
        }
    }

    private enum Source: Sendable {
        case built(ContentDocument)
        case file(PlainEntry.Content)
    }

    private enum CodingKeys: String, CodingKey { case date, content, relevance }

    /// Writes `date`, `content` and `relevance` (if any), as a synthesized conformance would: a content left in its
    /// file is built for it.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(date, forKey: .date)
        try container.encode(content, forKey: .content)
        try container.encodeIfPresent(relevance, forKey: .relevance)
    }

    /// Equal where date, content and relevance are, however each content is held.
    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.date == rhs.date && lhs.relevance == rhs.relevance && lhs.content == rhs.content
    }
}

/// How a redaction bar is sized (docs/privacy.md).
public enum RedactionStyle: String, ClosedSet {
    /// From the placeholder's matching element, else a fixed width per family: the hidden text's length does not show.
    case fixed
    /// As wide as the hidden text, as Apple draws it. This shows how long the secret is; `dial explain` says so.
    case apple
}

/// The families Dial draws: WidgetKit's four accessory families, and ClockKit's graphic extra large and bezel.
public enum Family: String, ClosedSet {
    /// A small circle: a ring, text, an icon or a picture (WidgetKit accessoryCircular).
    case accessoryCircular
    /// A corner of the screen: a small circle, with text or a gauge along the bezel beside it (WidgetKit accessoryCorner).
    case accessoryCorner
    /// A rectangle of up to three lines, a gauge bar, a chart or a picture (WidgetKit accessoryRectangular).
    case accessoryRectangular
    /// One line of text, with an optional icon, above the time (WidgetKit accessoryInline).
    case accessoryInline
    /// One large circular complication filling the face (ClockKit graphicExtraLarge).
    case graphicExtraLarge
    /// A circular complication with text curved along the bezel above it (ClockKit graphicBezel).
    case graphicBezel
}

/// A named place on a face: one of the style's slots (`topLeft`, `subdialTop`, `center`, ...), or for a `custom`
/// style one of the names its `slots` give.
public struct SlotID: Codable, Sendable, Hashable, CustomStringConvertible, ExpectedValues {
    /// The name as written.
    public let rawValue: String

    /// What a missing slot's error says to write; which of them the face's style has is checked when it is resolved.
    public static let expectation = "a slot of the face's style, like \"topLeft\", \"subdialTop\", \"center\" or \"bottom\" "
        + "(docs/face-format.md lists each style's), or the name of one of a custom face's \"slots\""

    /// The slot named `rawValue`, unchecked: a file's slot names are checked when read, and against the style when resolved.
    public init(_ rawValue: String) { self.rawValue = rawValue }

    /// Reads a slot name: a letter, then letters and digits, at most 32 in all.
    public init(from decoder: any Decoder) throws {
        let text = try decoder.singleValueContainer().decode(String.self)
        guard let first = text.unicodeScalars.first, ("a"..."z").contains(first) || ("A"..."Z").contains(first),
              text.unicodeScalars.count <= 32,
              text.unicodeScalars.allSatisfy({ ("a"..."z").contains($0) || ("A"..."Z").contains($0) || ("0"..."9").contains($0) })
        else { throw ValueError(expected: "a slot name: a letter, then letters and digits, at most 32", found: "\"\(text)\"") }
        rawValue = text
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(rawValue)
    }

    /// The name as written.
    public var description: String { rawValue }

    /// The top corners of `infograph`; `topLeft` is also the small circular slot of `modular` and `modularCompact`.
    public static let topLeft = SlotID("topLeft"), topRight = SlotID("topRight")
    /// The bottom corners of `infograph`; also the circular slots bottom left and right of `modular` and `modularCompact`.
    public static let bottomLeft = SlotID("bottomLeft"), bottomRight = SlotID("bottomRight")
    /// The subdials of `infograph`: the top one takes a circular or a bezel complication, the left one a circular.
    public static let subdialTop = SlotID("subdialTop"), subdialLeft = SlotID("subdialLeft")
    /// The right and bottom subdials of `infograph`, each circular.
    public static let subdialRight = SlotID("subdialRight"), subdialBottom = SlotID("subdialBottom")
    /// `top`: the inline slot of `infograph` and `digital`. `center`: the rectangular slot of `modular` and
    /// `modularCompact`, and the whole screen of `extraLarge`. `bottom`: the rectangular slot of `digital`.
    public static let top = SlotID("top"), center = SlotID("center"), bottom = SlotID("bottom")
    /// The middle circular slot at the bottom of `modular`.
    public static let bottomCenter = SlotID("bottomCenter")
}

/// The data-protection class of the complication's app (docs/privacy.md).
public enum DataProtection: String, ClosedSet {
    /// Readable whatever the lock: the lock never makes the complication a placeholder.
    case none
    /// Unreadable until the first unlock after the watch starts, when the complication shows its placeholder.
    case completeUntilFirstUserAuthentication
    /// Only files the app already has open stay readable when locked, which a complication can't count on: it shows
    /// its placeholder while the watch is locked, as with `complete`.
    case completeUnlessOpen
    /// Unreadable while the watch is locked: the complication shows its placeholder.
    case complete
}
