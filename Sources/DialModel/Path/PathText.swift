/// SVG path data as a face file writes it: checked when the face is read, read into `PathData` only where it is drawn.
///
/// A face is refused for malformed path data in every context alike, so every path is checked when the face is read
/// (`SVGPathParser.check(_:)`, which makes nothing). Its elements are made by the redact stage, for a path that is
/// shown: a hidden one is never parsed, so neither the time a context takes nor anything it draws depends on how many
/// commands a path it hides holds (docs/privacy.md, "Timing"), as a hidden picture is never decoded.
public struct PathText: Hashable, Sendable, Codable, CustomStringConvertible {
    /// The path data, as written.
    public let text: String

    /// `text`, checked.
    /// - Throws: what `SVGPathParser.parse(_:)` would: the character it could not read and where.
    public init(checking text: String) throws(ValueError) {
        try SVGPathParser.check(text)
        self.text = text
    }

    /// The path data of `data` (absolute `M`, `L`, `C` and `Z` commands), for a face built in Swift.
    public init(_ data: PathData) {
        text = data.svg
    }

    /// The elements. The text was checked by the parser that reads it, so reading it again cannot fail; were it to,
    /// the path would draw nothing rather than stop a render.
    public var data: PathData {
        (try? SVGPathParser.parse(text)) ?? PathData(elements: [])
    }

    /// The path data, as written.
    public var description: String { text }

    /// Reads a JSON string and checks it as `init(checking:)` does.
    public init(from decoder: any Decoder) throws {
        try self.init(checking: try decoder.singleValueContainer().decode(String.self))
    }

    /// Writes the path data as written, a JSON string.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(text)
    }
}
