/// 1-based line and column (column counted in Unicode scalars).
///
/// A line ends at "\n", "\r\n" or a lone "\r"; a UTF-8 byte order mark at the start of the file is not counted.
public struct SourceLocation: Hashable, Sendable {
    /// The line, starting at 1.
    public var line: Int
    /// The column, starting at 1, counted in Unicode scalars from the start of the line.
    public var column: Int

    /// A location at `line` and `column`, both 1-based.
    public init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }
}
