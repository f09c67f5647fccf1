import Dial

/// `dial lint`'s findings for the page, beside the pictures. The author's tool, like `dial lint` itself: its messages
/// may name values (a gauge value out of range), so the page shows them apart from every redacted view, and never in
/// a response for one.
struct LintPayload: Codable, Sendable {
    struct Finding: Codable, Sendable {
        var rule: String
        var complication: String?
        var message: String
        var waived: String?
    }

    var generation: Int
    var failed: Bool
    var summary: String
    var findings: [Finding]

    init(generation: Int, report: LintReport) {
        self.generation = generation
        failed = report.failed
        let metrics = report.alwaysOn
        summary = "Always On: \(Linter.percent(metrics.litPixels, apartFrom: report.thresholds.litPixels)) of pixels lit, "
            + "\(Linter.percent(metrics.luminance, apartFrom: report.thresholds.luminance)) luminance, "
            + "\(metrics.litNearEdge) lit pixels near the edge"
        findings = report.findings.map {
            Finding(rule: $0.rule.rawValue, complication: $0.complication, message: $0.message, waived: $0.waived)
        }
    }
}
