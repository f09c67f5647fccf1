/// `report.json`: every failure of one run, and the command that accepts them all.
public struct ReportIndex: Sendable, Equatable, Codable {
    public var dial: String
    /// Run this, after looking at every failure, to make the outputs the goldens.
    public var accept: String?
    public var failures: [ReportEntry]
}
