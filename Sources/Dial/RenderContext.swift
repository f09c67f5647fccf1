import DialCore
import DialModel

/// What the wearer's watch is doing while a face is drawn: wrist raised or lowered, locked or not, and the privacy
/// settings, laid over the face's own `settings`. Written to read as a sentence at the call site:
/// `.alwaysOn(hideSensitive: true)`, `.active.locked()`, `.alwaysOn.hiding("calendar")`.
///
/// The device and the time are not part of it: strategies and renderers take them beside it.
public struct RenderContext: Hashable, Sendable, CustomStringConvertible {
    /// Wrist raised or lowered.
    public var display: Display
    /// Settings over the face's own; `device` and `time` stay nil here.
    public var overrides: RenderOverrides

    /// A context from its settings; each left nil keeps the face's own.
    public init(display: Display, lock: LockState? = nil, hideSensitive: Bool? = nil,
                perComplication: [String: PrivacyChoice] = [:], allowAccessWhenLocked: Bool? = nil,
                renderingMode: RenderingMode? = nil, tint: Color? = nil) {
        self.display = display
        overrides = RenderOverrides(hideSensitiveComplications: hideSensitive, perComplication: perComplication, lock: lock,
                                    allowAccessWhenLocked: allowAccessWhenLocked, renderingMode: renderingMode, tint: tint)
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

    /// The same context with the watch locked (`.locked` by default, or `.beforeFirstUnlock`).
    public func locked(_ state: LockState = .locked) -> RenderContext {
        var context = self
        context.overrides.lock = state
        return context
    }

    /// The same context with the wearer's choice `hide` for these complications.
    public func hiding(_ ids: String...) -> RenderContext {
        choosing(.hide, for: ids)
    }

    /// The same context with the wearer's choice `show` for these complications.
    public func showing(_ ids: String...) -> RenderContext {
        choosing(.show, for: ids)
    }

    /// The same context, tinted (the `accented` rendering mode) with `tint`, or the face's own tint.
    public func accented(tint: Color? = nil) -> RenderContext {
        var context = self
        context.overrides.renderingMode = .accented
        context.overrides.tint = tint ?? context.overrides.tint
        return context
    }

    private func choosing(_ choice: PrivacyChoice, for ids: [String]) -> RenderContext {
        var context = self
        for id in ids { context.overrides.perComplication[id] = choice }
        return context
    }

    /// `always-on, locked, hide-sensitive`: the display, then each setting the context changes, for messages and names.
    public var description: String {
        var parts = [display.rawValue]
        if let lock = overrides.lock { parts.append(lock == .unlocked ? "unlocked" : lock == .locked ? "locked" : "before-first-unlock") }
        if let hide = overrides.hideSensitiveComplications { parts.append(hide ? "hide-sensitive" : "show-sensitive") }
        for (id, choice) in overrides.perComplication.sorted(by: { $0.key < $1.key }) { parts.append("\(choice.rawValue):\(id)") }
        if let allow = overrides.allowAccessWhenLocked { parts.append(allow ? "access-when-locked" : "no-access-when-locked") }
        if overrides.renderingMode == .accented { parts.append("accented") }
        return parts.joined(separator: ", ")
    }
}
