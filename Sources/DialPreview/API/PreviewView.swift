import Dial
import DialModel

/// The four pictures the page shows side by side, each a context laid over the wearer's settings the page sets.
package enum PreviewView: String, CaseIterable, Sendable {
    /// Wrist raised, the settings as set.
    case active
    /// Wrist lowered, the settings as set.
    case alwaysOn = "always-on"
    /// Wrist raised on a locked watch (or before first unlock, if that is what the page set).
    case locked
    /// Wrist lowered with Hide Sensitive Complications on, whatever the page set (each complication's own choice still
    /// overrides it, as on the watch: docs/privacy.md).
    case hidden

    /// This view's context: the page's settings (`settings`, whose display is not used) with this view's display
    /// and what the view forces.
    package func context(over settings: RenderContext) -> RenderContext {
        switch self {
        case .active:
            return settings.with(.active)
        case .alwaysOn:
            return settings.with(.alwaysOn)
        case .locked:
            return settings.lock == nil || settings.lock == .unlocked ? settings.with(.active).locked() : settings.with(.active)
        case .hidden:
            var context = settings.with(.alwaysOn)
            context.hideSensitive = true
            return context
        }
    }
}
