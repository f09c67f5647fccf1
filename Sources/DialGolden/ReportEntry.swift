/// One failed check in `report.json`. File names are relative to the report's folder.
public struct ReportEntry: Sendable, Equatable, Codable {
    /// The golden's name in its store, with its extension: "default/active.png".
    public var name: String
    /// The golden file, as the run named it.
    public var golden: String
    /// Why the check failed.
    public var kind: GoldenFailure.Kind
    /// The output was written as the new golden: look at it, then commit it.
    public var recorded: Bool
    /// One line on what differs, as the failure's message starts.
    public var summary: String
    /// What differs from the environment the golden was recorded in.
    public var environment: [String]
    /// For images: how many pixels differ.
    public var mismatchedPixels: Int?
    /// For images: how many pixels were compared.
    public var pixelCount: Int?
    /// The golden's copy in the report folder; nil when there was no golden.
    public var expected: String?
    /// The output's copy in the report folder.
    public var actual: String
    /// The diff image (PNG) or the unified diff (text).
    public var diff: String?
    /// Expected | Diff | Actual in one PNG.
    public var composite: String?
    /// The sizes of the expected and actual images, for the report page's layout.
    public var expectedSize: ImageSize?
    /// The actual image's size.
    public var actualSize: ImageSize?
    /// The unified diff of a text golden, inline.
    public var textDiff: String?
}
