import DialCore
import DialModel

/// One point of the export matrix, named: the dimensions an export varies, from which the frame's `RenderContext`
/// and its file name follow. A nil field keeps the face file's own value and takes no part in the output's name; the
/// device is always named, as the face's own when not chosen.
public struct ExportContext: Hashable, Sendable {
    /// The screen the frame is drawn on.
    public var device: DeviceID
    /// Active or Always On.
    public var display: Display
    /// The wearer's privacy settings the frame shows; nil for the face's own.
    public var privacy: PrivacyVariant?
    /// The lock state; nil for the face's own.
    public var lock: LockState?
    /// The time shown; nil for the face's own.
    public var time: TimeOverride?
    /// The wearer's language and region; nil for the face's own.
    public var locale: LocaleName?
    /// The wearer's Bold Text; nil for the face's own.
    public var boldText: Bool?

    /// A context; each dimension left nil keeps the face's own value.
    public init(device: DeviceID, display: Display, privacy: PrivacyVariant? = nil, lock: LockState? = nil,
                time: TimeOverride? = nil, locale: LocaleName? = nil, boldText: Bool? = nil) {
        self.locale = locale
        self.boldText = boldText
        self.device = device
        self.display = display
        self.privacy = privacy
        self.lock = lock
        self.time = time
    }

    /// The output's file name without folder or extension, e.g. `45mm-always-on-hide-all-locked-at-1645-fr-FR-bold-text`.
    public var stem: String {
        var segments = [device.rawValue, display.rawValue]
        if let privacy { segments.append(privacy.nameSegment) }
        if let lock { segments.append(lock.rawValue) }
        if let time { segments.append("at-" + time.token.filter { $0 != ":" }) }
        if let locale { segments.append(locale.identifier) }
        if let boldText { segments.append(boldText ? "bold-text" : "regular-text") }
        // Complication ids can make the privacy segment any length: keep the name within what a file system takes.
        return OutputName.fitted(segments.joined(separator: "-"))
    }

    /// The context the frame is rendered in.
    public var renderContext: RenderContext {
        RenderContext(display: display, device: device, time: time, lock: lock, locale: locale, boldText: boldText)
            .privacy(privacy ?? .face)
    }

    /// Keeps ASCII letters, digits, `.`, `-` and `_`; anything else becomes `_`. Never empty, never only dots.
    static func sanitized(_ text: String) -> String {
        let safe = String(text.unicodeScalars.map { scalar -> Character in
            scalar.isASCII && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || "._-".unicodeScalars.contains(scalar))
                ? Character(scalar) : "_"
        })
        return safe.isEmpty || safe.allSatisfy({ $0 == "." }) ? "_" : safe
    }
}

extension ExportContext: Codable {
    private enum CodingKeys: String, CodingKey {
        case device, mode, hideSensitive, lock, time, locale, boldText
    }

    /// Reads a context as the manifest writes it, by each value's token (`"45mm"`, `"always-on"`, `"hide:calendar"`).
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        func parsed<T>(_ key: CodingKeys, _ parse: (String) -> T?) throws -> T? {
            guard let text = try container.decodeIfPresent(String.self, forKey: key) else { return nil }
            guard let value = parse(text) else {
                throw DecodingError.dataCorruptedError(forKey: key, in: container, debugDescription: "unknown value \"\(text)\"")
            }
            return value
        }
        guard let device = try parsed(.device, DeviceID.init(rawValue:)), let display = try parsed(.mode, Display.init(rawValue:)) else {
            throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: "device and mode are required"))
        }
        self.init(device: device, display: display, privacy: try parsed(.hideSensitive, PrivacyVariant.init(token:)),
                  lock: try parsed(.lock, LockState.init(rawValue:)), time: try parsed(.time, TimeOverride.init),
                  locale: try parsed(.locale, LocaleName.init), boldText: try container.decodeIfPresent(Bool.self, forKey: .boldText))
    }

    /// Writes the context by each value's token, leaving out the dimensions the export did not set.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(device.rawValue, forKey: .device)
        try container.encode(display.rawValue, forKey: .mode)
        try container.encodeIfPresent(privacy?.token, forKey: .hideSensitive)
        try container.encodeIfPresent(lock?.rawValue, forKey: .lock)
        try container.encodeIfPresent(time?.token, forKey: .time)
        try container.encodeIfPresent(locale?.identifier, forKey: .locale)
        try container.encodeIfPresent(boldText, forKey: .boldText)
    }
}
