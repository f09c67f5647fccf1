import DialCore
import DialModel

/// The four pictures the page shows side by side, each a context laid over the wearer's settings the page sets.
public enum PreviewView: String, CaseIterable, Sendable {
    /// Wrist raised, the settings as set.
    case active
    /// Wrist lowered, the settings as set.
    case alwaysOn = "always-on"
    /// Wrist raised on a locked watch (or before first unlock, if that is what the page set).
    case locked
    /// Wrist lowered with Hide Sensitive Complications on, whatever the page set (each complication's own choice still
    /// overrides it, as on the watch: docs/privacy.md).
    case hidden

    public func context(over settings: RenderOverrides) -> (display: Display, overrides: RenderOverrides) {
        var overrides = settings
        switch self {
        case .active:
            return (.active, overrides)
        case .alwaysOn:
            return (.alwaysOn, overrides)
        case .locked:
            if overrides.lock == nil || overrides.lock == .unlocked { overrides.lock = .locked }
            return (.active, overrides)
        case .hidden:
            overrides.hideSensitiveComplications = true
            return (.alwaysOn, overrides)
        }
    }
}
