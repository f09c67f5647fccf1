/// The limits `dial lint` checks against; each can be changed (docs/always-on.md gives the defaults' sources).
public struct LintThresholds: Sendable, Hashable, Codable {
    /// Largest share of lit (not black) pixels in Always On.
    public var litPixels = 0.15
    /// Largest share of the screen's possible luminance lit in Always On.
    public var luminance = 0.10
    /// Pixels from the screen's edge that must stay dark in Always On.
    public var edgeMargin = 10.0
    /// Largest share of the screen that may be covered by solid-white 8 × 8 blocks in Always On.
    public var solidWhite = 0.005
    /// Memory budgets in MB (10⁶ bytes).
    public var memoryAlwaysOnMB = 10.0
    /// Estimated memory of the active frames, in MB.
    public var memoryActiveMB = 100.0

    /// The default limits, as the lint table of docs/always-on.md gives them.
    public init() {}
}
