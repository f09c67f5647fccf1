/// `report.json`: every failure of one run, and the command that accepts them all.
public struct ReportIndex: Sendable, Equatable, Codable {
    /// The version of Dial that wrote the report, for tools that read it.
    public var dial: String
    /// Run this, after looking at every failure, to make the outputs the goldens.
    public var accept: String?
    /// Every failed check of the run, by name.
    public var failures: [ReportEntry]
}
