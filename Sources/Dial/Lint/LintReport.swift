/// One problem `dial lint` found, in words a designer can act on.
public struct LintFinding: Sendable, Hashable, Codable {
    public var rule: LintRule
    /// The complication it concerns, if one.
    public var complication: String?
    public var message: String
    public var measured: Double?
    public var limit: Double?
    /// The face's documented reason for breaking the rule; a waived finding does not fail the lint.
    public var waived: String?
}

/// Everything `dial lint` measured and found for one face.
public struct LintReport: Sendable, Codable {
    public var face: String
    public var file: String
    public var thresholds: LintThresholds
    /// The Always On frame.
    public var alwaysOn: FrameMetrics
    public var memoryAlwaysOnMB: Double
    public var memoryActiveMB: Double
    public var findings: [LintFinding]

    /// True when a finding is not waived.
    public var failed: Bool { findings.contains { $0.waived == nil } }
}
