import DialCore
import DialModel

/// Everything a face is drawn in besides the face: the screen, the moment, wrist raised or lowered, locked or not, the
/// wearer's privacy settings and the rendering mode, each laid over the face file's own value (nil keeps the file's).
/// Every entry point takes it: `Renderer`, `Face`, timelines, goldens, export, DialTesting and DialSnapshotTesting.
///
/// Written to read as a sentence at the call site: `.alwaysOn(hideSensitive: true)`, `.active.locked()`,
/// `.alwaysOn.hiding("calendar")`, `.active.on(.mm45).at("10:09")`.
public struct RenderContext: Hashable, Sendable, CustomStringConvertible {
    /// Wrist raised or lowered.
    public var display: Display
    /// The settings laid over the face's. One value the pipeline reads, so that a setting added to it is carried
    /// by every entry point without a second list of fields to keep in step.
    package var overrides: RenderOverrides

    /// A context from its settings; each left nil keeps the face's own.
    public init(display: Display = .active, device: DeviceID? = nil, time: TimeOverride? = nil, lock: LockState? = nil,
                hideSensitive: Bool? = nil, perComplication: [String: PrivacyChoice] = [:],
                allowAccessWhenLocked: Bool? = nil, renderingMode: RenderingMode? = nil, tint: Color? = nil,
                locale: LocaleName? = nil, boldText: Bool? = nil) {
        self.display = display
        overrides = RenderOverrides(device: device, time: time, hideSensitiveComplications: hideSensitive,
                                    perComplication: perComplication, lock: lock, allowAccessWhenLocked: allowAccessWhenLocked,
                                    renderingMode: renderingMode, tint: tint, locale: locale, boldText: boldText)
    }

    /// The context the pipeline's own overrides describe.
    package init(display: Display, overrides: RenderOverrides) {
        self.display = display
        self.overrides = overrides
    }

    /// The screen drawn on; nil for the face's own device.
    public var device: DeviceID? {
        get { overrides.device }
        set { overrides.device = newValue }
    }

    /// The moment shown; nil for the face's own time.
    public var time: TimeOverride? {
        get { overrides.time }
        set { overrides.time = newValue }
    }

    /// The watch's lock state; nil for the face's own.
    public var lock: LockState? {
        get { overrides.lock }
        set { overrides.lock = newValue }
    }

    /// The wearer's global Hide Sensitive Complications; nil for the face's own.
    public var hideSensitive: Bool? {
        get { overrides.hideSensitiveComplications }
        set { overrides.hideSensitiveComplications = newValue }
    }

    /// The wearer's choices for single complications, id by id, laid over the face's own.
    public var perComplication: [String: PrivacyChoice] {
        get { overrides.perComplication }
        set { overrides.perComplication = newValue }
    }

    /// The wearer's Allow Access When Locked; nil for the face's own.
    public var allowAccessWhenLocked: Bool? {
        get { overrides.allowAccessWhenLocked }
        set { overrides.allowAccessWhenLocked = newValue }
    }

    /// `fullColor` or `accented`; nil for the face's own.
    public var renderingMode: RenderingMode? {
        get { overrides.renderingMode }
        set { overrides.renderingMode = newValue }
    }

    /// The wearer's colour for the accented rendering mode; nil for the face's own.
    public var tint: Color? {
        get { overrides.tint }
        set { overrides.tint = newValue }
    }

    /// The wearer's language and region; nil for the face's own `locale`.
    public var locale: LocaleName? {
        get { overrides.locale }
        set { overrides.locale = newValue }
    }

    /// The wearer's Bold Text (every text one weight heavier); nil for the face's own `settings.boldText`.
    public var boldText: Bool? {
        get { overrides.boldText }
        set { overrides.boldText = newValue }
    }

    /// Wrist raised, with the face's own settings.
    public static let active = RenderContext(display: .active)
    /// Wrist lowered (dimmed, no seconds), with the face's own settings.
    public static let alwaysOn = RenderContext(display: .alwaysOn)

    /// Wrist raised, with these settings over the face's.
    public static func active(lock: LockState? = nil, hideSensitive: Bool? = nil,
                              allowAccessWhenLocked: Bool? = nil) -> RenderContext {
        RenderContext(display: .active, lock: lock, hideSensitive: hideSensitive, allowAccessWhenLocked: allowAccessWhenLocked)
    }

    /// Wrist lowered, with these settings over the face's: `.alwaysOn(hideSensitive: true)` is Hide Sensitive
    /// Complications turned on.
    public static func alwaysOn(hideSensitive: Bool? = nil, lock: LockState? = nil,
                                allowAccessWhenLocked: Bool? = nil) -> RenderContext {
        RenderContext(display: .alwaysOn, lock: lock, hideSensitive: hideSensitive, allowAccessWhenLocked: allowAccessWhenLocked)
    }

    /// The same settings with the wrist raised or lowered: what a command that draws both displays draws each in.
    package func with(_ display: Display) -> RenderContext {
        setting(\.display, to: display)
    }

    /// This context with `base`'s settings wherever this one keeps the face's own: a variant's settings laid over the
    /// command line's. The display is this one's.
    package func laid(over base: RenderContext) -> RenderContext {
        RenderContext(display: display, overrides: overrides.laid(over: base.overrides))
    }

    /// The same context on another screen.
    public func on(_ device: DeviceID) -> RenderContext {
        setting(\.device, to: device)
    }

    /// The same context at another moment.
    public func at(_ time: TimeOverride) -> RenderContext {
        setting(\.time, to: time)
    }

    /// The same context with the watch locked (`.locked` by default, or `.beforeFirstUnlock`).
    public func locked(_ state: LockState = .locked) -> RenderContext {
        setting(\.lock, to: state)
    }

    /// The same context with the wearer's choice `hide` for these complications.
    public func hiding(_ ids: String...) -> RenderContext {
        choosing(.hide, for: ids)
    }

    /// The same context with the wearer's choice `show` for these complications.
    public func showing(_ ids: String...) -> RenderContext {
        choosing(.show, for: ids)
    }

    /// The same context with one of the whole-face privacy presets `dial render` and `dial export` name with
    /// `--hide-sensitive`: `.all`, `.none` and `.hide(ids)` set the global setting and drop the face's own choices for
    /// single complications; `.face` keeps the face's settings. Choices given after it (`hiding`, `showing`) still apply.
    public func privacy(_ preset: PrivacyVariant) -> RenderContext {
        var context = self
        switch preset {
        case .face:
            context.overrides.hideSensitiveComplications = nil
            context.overrides.perComplication = [:]
            context.overrides.keepsFileChoices = true
        case .all, .none, .hide:
            context.overrides.hideSensitiveComplications = preset == .all
            context.overrides.perComplication = [:]
            if case .hide(let ids) = preset {
                // An id the face lacks is passed on: resolving then fails with an error that names it and the known ids.
                for id in ids { context.overrides.perComplication[id] = .hide }
            }
            context.overrides.keepsFileChoices = false
        }
        return context
    }

    /// The same context, tinted (the `accented` rendering mode) with `tint`, or the face's own tint.
    public func accented(tint: Color? = nil) -> RenderContext {
        setting(\.renderingMode, to: .accented).setting(\.tint, to: tint ?? self.tint)
    }

    /// This context with one setting changed: what each builder above returns.
    private func setting<Value>(_ setting: WritableKeyPath<RenderContext, Value>, to value: Value) -> RenderContext {
        var context = self
        context[keyPath: setting] = value
        return context
    }

    private func choosing(_ choice: PrivacyChoice, for ids: [String]) -> RenderContext {
        var context = self
        for id in ids { context.perComplication[id] = choice }
        return context
    }

    /// `always-on, locked, hide-sensitive`: the display, then each setting the context changes, for messages and names.
    public var description: String {
        var parts = [display.rawValue]
        if let device { parts.append(device.rawValue) }
        if let time { parts.append("at \(time.token)") }
        if let lock { parts.append(lock == .unlocked ? "unlocked" : lock == .locked ? "locked" : "before-first-unlock") }
        if let hide = hideSensitive { parts.append(hide ? "hide-sensitive" : "show-sensitive") }
        if !overrides.keepsFileChoices { parts.append("no file choices") }
        for (id, choice) in perComplication.sorted(by: { $0.key < $1.key }) { parts.append("\(choice.rawValue):\(id)") }
        if let allow = allowAccessWhenLocked { parts.append(allow ? "access-when-locked" : "no-access-when-locked") }
        if renderingMode == .accented { parts.append("accented") }
        if let locale { parts.append(locale.description) }
        if let boldText { parts.append(boldText ? "bold-text" : "regular-text") }
        return parts.joined(separator: ", ")
    }
}
