/// One problem `dial lint` found, in words a designer can act on.
public struct LintFinding: Sendable, Hashable, Codable {
    /// The rule broken, by the name a waiver uses.
    public var rule: LintRule
    /// The complication it concerns, if one.
    public var complication: String?
    /// What was found and what to do about it, in one sentence.
    public var message: String
    /// The measured figure, in the rule's unit, when the rule measures one.
    public var measured: Double?
    /// The limit the figure is held to, when the rule has one.
    public var limit: Double?
    /// The face's documented reason for breaking the rule; a waived finding does not fail the lint.
    public var waived: String?
    /// The JSON path of the text it concerns, when a rule names one (`missingGlyph`).
    public var path: String? = nil
    /// The characters it concerns as code points ("U+0915"), when a rule names them (`missingGlyph`).
    public var codePoints: [String]? = nil
    /// The font files tried for them, in order (`missingGlyph`).
    public var fontsTried: [String]? = nil
}

/// Everything `dial lint` measured and found for one face.
public struct LintReport: Sendable, Codable {
    /// The face's name, as reports show it.
    public var face: String
    /// The face file, as the command named it.
    public var file: String
    /// The limits this lint applied.
    public var thresholds: LintThresholds
    /// The Always On frame.
    public var alwaysOn: FrameMetrics
    /// Estimated memory of the Always On frames, in MB: 4 bytes × pixels × frames (one and each timeline entry).
    public var memoryAlwaysOnMB: Double
    /// Estimated memory of the active frames, in MB, counted the same way.
    public var memoryActiveMB: Double
    /// Every problem found, waived ones included.
    public var findings: [LintFinding]
    /// The Always On frame without Dial's system placeholders, where it draws some: what the frame rules (`litPixels`,
    /// `luminance`, `solidWhite`) are checked against, since the placeholders are the system's shapes.
    public var withoutPlaceholders: FrameMetrics? = nil
    /// The complications drawn as their family's system placeholder in Always On, by id.
    public var systemPlaceholders: [String]? = nil

    /// True when a finding is not waived, notes aside (`LintRule.isNote`).
    public var failed: Bool { findings.contains { $0.waived == nil && !$0.rule.isNote } }
}
