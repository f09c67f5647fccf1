/// A face file as written (Face JSON, version 1): a Codable mirror whose optional fields are the ones a file may
/// leave out. `resolve` applies the defaults documented on each field; nothing else reads this type.
public struct FaceDocument: Codable, Sendable, Equatable {
    /// Required; 1 is the only version. Decoded first, so a file of a newer format is refused as such
    /// before any of its fields can be misread.
    public var schemaVersion: SchemaVersion
    /// Shown in reports and output names. Default: the file's name without `.json`.
    public var name: String?
    /// Default: `45mm`.
    public var device: DeviceID?
    /// Default: `infograph`.
    public var style: FaceStyle?
    /// Default: every field of `ClockDocument` at its default.
    public var clock: ClockDocument?
    /// The moment the face shows. Default: `2026-01-01T10:09:30Z`, the time watches are photographed at,
    /// so that a file without a time renders the same bytes every day.
    public var time: Timestamp?
    /// An IANA time zone (`"Europe/Paris"`): the clock shows its wall time at each instant, daylight saving
    /// included. Default: none; the clock keeps the offset `time` was written with.
    public var timeZone: TimeZoneName?
    /// The wearer's language and region, a BCP 47 tag (`"fr-FR"`): the language of every text Dial writes itself
    /// (the date, live time texts, numbers) and, unless `clock.twentyFourHour` says, a 12- or 24-hour clock.
    /// Default: `en-US`.
    public var locale: LocaleName?
    /// Each complication's reload budget (a complication's own `reloadBudget` overrides it field by field).
    /// Default: every field of `ReloadBudgetDocument` at its default.
    public var reloadBudget: ReloadBudgetDocument?
    /// A `custom` style's slots, each with its family and frame; refused with other styles. Default: none.
    public var slots: [CustomSlotDocument]?
    /// Default: none.
    public var complications: [ComplicationDocument]?
    /// The wearer's settings. Default: every field of `SettingsDocument` at its default.
    public var settings: SettingsDocument?
    /// The contexts its goldens are checked in. Default: `active` and `always-on` with the face's own settings.
    public var variants: [VariantDocument]?
    /// How the face dims with the wrist lowered. Default: every field of `AlwaysOnDocument` at its default.
    public var alwaysOn: AlwaysOnDocument?
    /// Lint rules the face knowingly breaks. Default: none.
    public var lint: LintDocument?
    /// What happens around the face that reloads its complications besides their policies (app reloads, the app in
    /// use, location and system changes, views), for `dial timeline`, in any order. Default: none.
    public var events: [FaceEventDocument]?
    /// The wearer's location permission for the app, which decides whether a complication that `usesLocation` gets
    /// a location. Default: `always`.
    public var locationPermission: LocationPermission?

    /// A face with the given fields; each one left nil takes the default documented on it.
    public init(schemaVersion: SchemaVersion = SchemaVersion(), name: String? = nil, device: DeviceID? = nil,
                style: FaceStyle? = nil, clock: ClockDocument? = nil, time: Timestamp? = nil,
                complications: [ComplicationDocument]? = nil, settings: SettingsDocument? = nil,
                variants: [VariantDocument]? = nil, timeZone: TimeZoneName? = nil,
                reloadBudget: ReloadBudgetDocument? = nil, slots: [CustomSlotDocument]? = nil,
                alwaysOn: AlwaysOnDocument? = nil, lint: LintDocument? = nil, locale: LocaleName? = nil) {
        self.schemaVersion = schemaVersion
        self.locale = locale
        self.timeZone = timeZone
        self.reloadBudget = reloadBudget
        self.slots = slots
        self.alwaysOn = alwaysOn
        self.lint = lint
        self.name = name
        self.device = device
        self.style = style
        self.clock = clock
        self.time = time
        self.complications = complications
        self.settings = settings
        self.variants = variants
    }

    /// Decodes a face file. Errors name `file`, the JSON path, what was expected and what was found, written for
    /// `policy`'s reader (`MessagePolicy`: a context's unless the author's is asked for).
    public static func decode(
        _ bytes: [UInt8], file: String? = nil, policy: MessagePolicy = .context
    ) throws(FaceError) -> (document: FaceDocument, sourceMap: SourceMap) {
        let decoded = try FaceDecoder.decode(FaceDocument.self, from: bytes, file: file, policy: policy)
        return (decoded.value, decoded.sourceMap)
    }

    /// Its keys, as its `Codable` conformance reads them and its `DocumentShape` takes them.
    enum CodingKeys: String, CodingKey, CaseIterable {
        case schemaVersion, name, device, style, clock, time, timeZone, locale, reloadBudget, slots, complications,
             settings, variants, alwaysOn, lint, events, locationPermission
    }
}

/// The face format's version number. Only 1 exists.
public struct SchemaVersion: Codable, Sendable, Equatable, ExpectedValues {
    /// The one version this Dial reads and writes.
    public static let supported = 1
    /// What a missing version's error says to write.
    public static let expectation = "\(supported) (the only version this Dial reads)"
    /// The version number, always `supported`.
    public let value: Int

    /// The supported version: what a face built in code is written as.
    public init() { value = Self.supported }

    /// Reads the version, refusing any but `supported` with an error that says it is the only version this Dial reads.
    public init(from decoder: any Decoder) throws {
        let found = try decoder.singleValueContainer().decode(Int.self)
        guard found == Self.supported else {
            throw FaceError(kind: .unsupportedVersion, path: [.key("schemaVersion")],
                            expected: "schemaVersion \(Self.supported) (the only version this Dial reads)", found: "\(found)")
        }
        value = found
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(value)
    }
}

/// How a face is laid out: which slots it has, which families each takes, and where its clock is.
public enum FaceStyle: String, ClosedSet {
    /// Analog dial filling the screen: four corners, four subdials (the top one may be a bezel), an inline slot on top.
    case infograph
    /// Digital time top right; a small circular slot top left, a large rectangular slot, three circular slots below.
    case modular
    /// A small analog dial top right; a circular slot top left, a large rectangular slot, two circular slots below.
    case modularCompact
    /// Large digital time; an inline slot above it and a rectangular slot below.
    case digital
    /// One extra large complication filling the screen, the digital time small above it.
    case extraLarge
    /// The face's own `slots`, each with a family and a frame; the clock as `clock.kind` says.
    case custom
}

/// One slot of a `custom` face.
public struct CustomSlotDocument: Codable, Sendable, Equatable {
    /// Required: unique within the face; what complications name in `slot`.
    public var name: SlotID
    /// Required: the one family the slot takes.
    public var family: Family
    /// Where it sits, in points from the screen's top left. Required, except for corners, which take `corner`.
    public var frame: FrameDocument?
    /// Which corner of the screen an `accessoryCorner` slot fills. Required for corners, refused otherwise.
    public var corner: ScreenCorner?

    /// A slot named `name` taking `family`, placed by `frame`, or by `corner` for an `accessoryCorner` slot.
    public init(name: SlotID, family: Family, frame: FrameDocument? = nil, corner: ScreenCorner? = nil) {
        self.name = name
        self.family = family
        self.frame = frame
        self.corner = corner
    }

    /// Its keys, as its `Codable` conformance reads them and its `DocumentShape` takes them.
    enum CodingKeys: String, CodingKey, CaseIterable { case name, family, frame, corner }
}

/// A rectangle in points, from the screen's top left.
public struct FrameDocument: Codable, Sendable, Hashable {
    /// The left edge, in points from the screen's left.
    public var x: Double
    /// The top edge, in points from the screen's top.
    public var y: Double
    /// The width in points.
    public var width: Double
    /// The height in points.
    public var height: Double

    /// The rectangle of width × height points whose top left is at (x, y).
    public init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    /// Its keys, as its `Codable` conformance reads them and its `DocumentShape` takes them.
    enum CodingKeys: String, CodingKey, CaseIterable { case x, y, width, height }
}

/// A corner of the screen, which an `accessoryCorner` slot of a `custom` face fills.
public enum ScreenCorner: String, ClosedSet {
    /// The top left corner.
    case topLeft
    /// The top right corner.
    case topRight
    /// The bottom left corner.
    case bottomLeft
    /// The bottom right corner.
    case bottomRight
}

/// The analog or digital clock of the face.
public struct ClockDocument: Codable, Sendable, Equatable {
    /// `analog` or `digital`. Default: the style's (analog on infograph, modularCompact and custom).
    /// Only a `custom` face may choose.
    public var kind: ClockKind?
    /// Show seconds while the wrist is raised (a seconds hand, or `:SS` on digital faces). Always On never shows
    /// seconds. Default: true on analog faces, false on digital ones.
    public var seconds: Bool?
    /// The colour of the seconds hand, the digital time and headers that name none. Default: `#FF9F0A` (orange).
    public var accent: Color?
    /// Digital time in 24-hour form. Default: false (12-hour, no AM/PM, as on the watch).
    public var twentyFourHour: Bool?
    /// Analog: numerals round the dial. Default: `none`.
    public var numerals: Numerals?
    /// Analog: the marks round the dial's edge. Default: `minutes`.
    public var ticks: TickStyle?
    /// Analog: the hour and minute hands' colour. Default: white.
    public var handColor: Color?
    /// The date with the time: under the digital time, or in a window at 3 o'clock on analog dials. Default: `none`.
    public var date: DateStyle?

    /// A clock with the given fields; each one left nil takes the default documented on it.
    public init(kind: ClockKind? = nil, seconds: Bool? = nil, accent: Color? = nil, twentyFourHour: Bool? = nil,
                numerals: Numerals? = nil, ticks: TickStyle? = nil, handColor: Color? = nil, date: DateStyle? = nil) {
        self.numerals = numerals
        self.ticks = ticks
        self.handColor = handColor
        self.date = date
        self.kind = kind
        self.seconds = seconds
        self.accent = accent
        self.twentyFourHour = twentyFourHour
    }

    /// Its keys, as its `Codable` conformance reads them and its `DocumentShape` takes them.
    enum CodingKeys: String, CodingKey, CaseIterable {
        case kind, seconds, accent, twentyFourHour, numerals, ticks, handColor, date
    }
}

/// Whether the clock has hands or digits.
public enum ClockKind: String, ClosedSet {
    /// Hands on a dial: filling the screen, or small top right on `modularCompact`.
    case analog
    /// The time in digits: large in the middle on `digital`, small top right on the other styles.
    case digital
}

/// The numerals round an analog dial. Any that would reach into a complication are left out whole.
public enum Numerals: String, ClosedSet {
    /// No numerals.
    case none
    /// 12, 1, 2 ... 11.
    case arabic
    /// XII, I, II ... XI.
    case roman
}

/// The marks round an analog dial's edge. Any that would reach into a complication are left out whole.
public enum TickStyle: String, ClosedSet {
    /// 60 marks, longer at the hours.
    case minutes
    /// 12 marks.
    case hours
    /// No marks.
    case none
}

/// How the date is written; names and months in English capitals, as Apple's faces write them.
public enum DateStyle: String, ClosedSet {
    /// No date.
    case none
    /// `SUN 22`
    case weekdayDay
    /// `22 NOV`
    case dayMonth
    /// `SUN 22 NOV`
    case weekdayDayMonth
    /// `22`
    case day
}

/// The wearer's privacy settings (docs/privacy.md).
public struct SettingsDocument: Codable, Sendable, Equatable {
    /// Settings › Display & Brightness › Always On › Hide Sensitive Complications. Default: false.
    public var hideSensitiveComplications: Bool?
    /// The wearer's choice per complication id, overriding the global setting. Default: `inherit` for each.
    public var perComplication: [String: PrivacyChoice]?
    /// Whether the watch is locked. Default: `unlocked`.
    public var lock: LockState?
    /// Face ID & Passcode › Allow Access When Locked. Default: true.
    public var allowAccessWhenLocked: Bool?
    /// `fullColor`, or `accented` (a tinted face). Default: `fullColor`.
    public var renderingMode: RenderingMode?
    /// The wearer's colour that `accented` tints with. Default: the clock's accent.
    public var tint: Color?
    /// Settings › Accessibility › Bold Text: every text drawn one weight heavier. Default: false.
    public var boldText: Bool?

    /// Settings with the given fields; each one left nil takes the default documented on it.
    public init(hideSensitiveComplications: Bool? = nil, perComplication: [String: PrivacyChoice]? = nil,
                lock: LockState? = nil, allowAccessWhenLocked: Bool? = nil, renderingMode: RenderingMode? = nil,
                tint: Color? = nil, boldText: Bool? = nil) {
        self.boldText = boldText
        self.renderingMode = renderingMode
        self.tint = tint
        self.hideSensitiveComplications = hideSensitiveComplications
        self.perComplication = perComplication
        self.lock = lock
        self.allowAccessWhenLocked = allowAccessWhenLocked
    }

    /// Its keys, as its `Codable` conformance reads them and its `DocumentShape` takes them.
    enum CodingKeys: String, CodingKey, CaseIterable {
        case hideSensitiveComplications, perComplication, lock, allowAccessWhenLocked, renderingMode, tint, boldText
    }
}

/// Whether the watch is locked (docs/privacy.md).
public enum LockState: String, ClosedSet {
    /// Unlocked: nothing is hidden for the lock.
    case unlocked
    /// Passcode-locked after having been unlocked once since it started.
    case locked
    /// Started and not yet unlocked: data protected until first authentication can't be read.
    case beforeFirstUnlock
}

/// The wearer's choice for one complication in Hide Sensitive Complications.
public enum PrivacyChoice: String, ClosedSet {
    /// Follow the global setting.
    case inherit
    /// Hide this complication's sensitive content in Always On, whatever the global setting.
    case hide
    /// Show it, whatever the global setting.
    case show
}

/// A context a face is rendered in for its goldens: a display and settings laid over the face's own.
public struct VariantDocument: Codable, Sendable, Equatable {
    /// Required: `[a-z0-9-]+`, unique within the face; the goldens' file name.
    public var name: VariantName
    /// Required.
    public var display: Display
    /// Default: the face's own.
    public var lock: LockState?
    /// Default: the face's own.
    public var hideSensitiveComplications: Bool?
    /// Laid over the face's own, id by id. Default: none.
    public var perComplication: [String: PrivacyChoice]?
    /// Default: the face's own.
    public var allowAccessWhenLocked: Bool?
    /// Default: the face's own.
    public var device: DeviceID?
    /// An ISO 8601 instant. Default: the face's own.
    public var time: Timestamp?
    /// Default: the face's own.
    public var renderingMode: RenderingMode?
    /// Default: the face's own.
    public var tint: Color?
    /// A BCP 47 tag (`"fr-FR"`). Default: the face's own.
    public var locale: LocaleName?
    /// The wearer's Bold Text. Default: the face's own.
    public var boldText: Bool?

    /// A variant named `name` showing `display`; each setting left nil is the face's own.
    public init(name: VariantName, display: Display, lock: LockState? = nil, hideSensitiveComplications: Bool? = nil,
                perComplication: [String: PrivacyChoice]? = nil, allowAccessWhenLocked: Bool? = nil,
                device: DeviceID? = nil, time: Timestamp? = nil, renderingMode: RenderingMode? = nil, tint: Color? = nil,
                locale: LocaleName? = nil, boldText: Bool? = nil) {
        self.name = name
        self.boldText = boldText
        self.locale = locale
        self.display = display
        self.lock = lock
        self.hideSensitiveComplications = hideSensitiveComplications
        self.perComplication = perComplication
        self.allowAccessWhenLocked = allowAccessWhenLocked
        self.device = device
        self.time = time
        self.renderingMode = renderingMode
        self.tint = tint
    }

    /// Its keys, as its `Codable` conformance reads them and its `DocumentShape` takes them.
    enum CodingKeys: String, CodingKey, CaseIterable {
        case name, display, lock, hideSensitiveComplications, perComplication, allowAccessWhenLocked, device, time,
             renderingMode, tint, locale, boldText
    }
}


/// A file-name-safe variant name: lower-case letters, digits and `-`.
public struct VariantName: Codable, Sendable, Hashable, CustomStringConvertible, ExpectedValues {
    /// The name as written.
    public let value: String

    /// What an error says a variant's name should be.
    public static let expectation = "a name of 1 to 64 characters a-z, 0-9 and -"

    /// Reads a name, refusing one that is empty, longer than 64 characters or has characters other than `a-z`, `0-9` and `-`.
    public init(from decoder: any Decoder) throws {
        let text = try decoder.singleValueContainer().decode(String.self)
        guard !text.isEmpty, text.count <= 64,
              text.unicodeScalars.allSatisfy({ ("a"..."z").contains($0) || ("0"..."9").contains($0) || $0 == "-" })
        else { throw ValueError(expected: Self.expectation, found: "\"\(text)\"") }
        value = text
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(value)
    }

    /// The name `text`; nil unless it is 1 to 64 characters of `a-z`, `0-9` and `-`.
    public init?(_ text: String) {
        guard !text.isEmpty, text.count <= 64, text.unicodeScalars.allSatisfy({ ("a"..."z").contains($0) || ("0"..."9").contains($0) || $0 == "-" })
        else { return nil }
        value = text
    }

    /// The name as written.
    public var description: String { value }
}

extension FaceDocument: DocumentShaped {
    /// A file of another version is read by no reader of this one: its keys are not judged by this version's, and its
    /// reader refuses it for its version, as the version is read first.
    static let shape = DocumentShape.chosen { object in
        guard let version = object[CodingKeys.schemaVersion.stringValue]?.value, version.kind == .number,
              Int(version.tree.string(at: version.index)) != SchemaVersion.supported else { return thisVersion }
        return .map(.value)
    }

    private static let thisVersion = DocumentShape.object(CodingKeys.self) { key in
        switch key {
        case .schemaVersion, .name, .device, .style, .time, .timeZone, .locale, .locationPermission: .value
        case .clock: .reader(ClockDocument.self)
        case .reloadBudget: .reader(ReloadBudgetDocument.self)
        case .slots: .array(of: CustomSlotDocument.self)
        case .complications: .array(of: ComplicationDocument.self)
        case .settings: .reader(SettingsDocument.self)
        case .variants: .array(of: VariantDocument.self)
        case .alwaysOn: .reader(AlwaysOnDocument.self)
        case .lint: .reader(LintDocument.self)
        case .events: .array(of: FaceEventDocument.self)
        }
    }
}

extension CustomSlotDocument: DocumentShaped {
    static let shape = DocumentShape.object(CodingKeys.self) { key in
        switch key {
        case .name, .family, .corner: .value
        case .frame: .reader(FrameDocument.self)
        }
    }
}

extension FrameDocument: DocumentShaped {
    static let shape = DocumentShape.values(CodingKeys.self)
}

extension ClockDocument: DocumentShaped {
    static let shape = DocumentShape.values(CodingKeys.self)
}

extension SettingsDocument: DocumentShaped {
    static let shape = DocumentShape.values(CodingKeys.self)
}

extension VariantDocument: DocumentShaped {
    static let shape = DocumentShape.values(CodingKeys.self)
}
