import DialModel

/// What the command line (or a caller) sets over the face file's own values. nil keeps the file's value.
package struct RenderOverrides: Hashable, Sendable {
    /// The screen to draw on.
    package var device: DeviceID?
    /// The moment shown.
    package var time: TimeOverride?
    /// The wearer's global Hide Sensitive Complications.
    package var hideSensitiveComplications: Bool?
    /// Per-complication choices laid over the file's own, id by id.
    package var perComplication: [String: PrivacyChoice]
    /// False: the file's own per-complication choices are dropped, so every complication `perComplication` does not
    /// name inherits the global setting (the whole-face presets `all`, `none`, `hide:ID`).
    package var keepsFileChoices: Bool
    /// The watch's lock state.
    package var lock: LockState?
    /// The wearer's Allow Access When Locked.
    package var allowAccessWhenLocked: Bool?
    /// `fullColor` or `accented`.
    package var renderingMode: RenderingMode?
    /// The wearer's colour for the accented rendering mode.
    package var tint: Color?
    /// The wearer's language and region.
    package var locale: LocaleName?
    /// The wearer's Bold Text.
    package var boldText: Bool?

    /// Overrides of the values given; every other value stays the file's.
    package init(device: DeviceID? = nil, time: TimeOverride? = nil, hideSensitiveComplications: Bool? = nil,
                perComplication: [String: PrivacyChoice] = [:], keepsFileChoices: Bool = true, lock: LockState? = nil,
                allowAccessWhenLocked: Bool? = nil, renderingMode: RenderingMode? = nil, tint: Color? = nil,
                locale: LocaleName? = nil, boldText: Bool? = nil) {
        self.locale = locale
        self.boldText = boldText
        self.device = device
        self.time = time
        self.hideSensitiveComplications = hideSensitiveComplications
        self.perComplication = perComplication
        self.keepsFileChoices = keepsFileChoices
        self.lock = lock
        self.allowAccessWhenLocked = allowAccessWhenLocked
        self.renderingMode = renderingMode
        self.tint = tint
    }
}

extension RenderOverrides {
    /// These overrides with `base`'s wherever these have none: a variant's settings laid over the command line's.
    package func laid(over base: RenderOverrides) -> RenderOverrides {
        RenderOverrides(device: device ?? base.device, time: time ?? base.time,
                        hideSensitiveComplications: hideSensitiveComplications ?? base.hideSensitiveComplications,
                        perComplication: keepsFileChoices ? base.perComplication.merging(perComplication) { $1 } : perComplication,
                        keepsFileChoices: keepsFileChoices && base.keepsFileChoices,
                        lock: lock ?? base.lock, allowAccessWhenLocked: allowAccessWhenLocked ?? base.allowAccessWhenLocked,
                        renderingMode: renderingMode ?? base.renderingMode, tint: tint ?? base.tint,
                        locale: locale ?? base.locale, boldText: boldText ?? base.boldText)
    }
}

/// A time a render context shows: a full instant, or a time of day on the face's own date and offset.
public enum TimeOverride: Hashable, Sendable {
    /// An instant, shown at its own offset.
    case instant(Timestamp)
    /// A time of day on the face's own date, read on its wall clock.
    case timeOfDay(hour: Int, minute: Int, second: Int)

    /// Reads `2026-11-22T10:09:30+01:00`, `10:09` or `10:09:30`; nil otherwise.
    public init?(_ text: String) {
        if let instant = Timestamp(iso8601: text) {
            self = .instant(instant)
            return
        }
        let parts = text.split(separator: ":", omittingEmptySubsequences: false)
        guard (2...3).contains(parts.count), parts.allSatisfy({ $0.count == 2 && $0.allSatisfy(\.isASCII) }),
              let hour = Int(parts[0]), let minute = Int(parts[1]), let second = parts.count == 3 ? Int(parts[2]) : 0,
              (0..<24).contains(hour), (0..<60).contains(minute), (0..<60).contains(second)
        else { return nil }
        self = .timeOfDay(hour: hour, minute: minute, second: second)
    }

    func applied(to face: Timestamp) -> Timestamp {
        switch self {
        case .instant(let instant): instant
        case .timeOfDay(let hour, let minute, let second): face.at(hour: hour, minute: minute, second: second)
        }
    }
}
