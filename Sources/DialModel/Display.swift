/// Whether the wearer's wrist is raised.
public enum Display: String, ClosedSet {
    /// Wrist raised: full brightness, seconds ticking.
    case active
    /// Wrist lowered: dimmed, minute-granular, Hide Sensitive Complications applied.
    case alwaysOn = "always-on"
}
