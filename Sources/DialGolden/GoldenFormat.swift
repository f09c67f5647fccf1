import DialPNG
/// How one format is stored and compared: to and from the bytes of a golden file, and what differs between two
/// values. After swift-snapshot-testing's `Diffing`, named apart so that a file importing
/// both needs no qualification.
public struct GoldenFormat<Format>: Sendable {
    /// The bytes a golden file holds for a value.
    public var toData: @Sendable (Format) throws -> [UInt8]
    /// The value a golden file's bytes hold.
    public var fromData: @Sendable ([UInt8]) throws -> Format
    /// Nil when `actual` matches `expected`; otherwise what differs.
    public var diff: @Sendable (_ expected: Format, _ actual: Format) throws -> GoldenDifference?

    /// A format from its three parts; ``GoldenStrategy`` pairs it with the way a value is rendered.
    public init(toData: @escaping @Sendable (Format) throws -> [UInt8],
                fromData: @escaping @Sendable ([UInt8]) throws -> Format,
                diff: @escaping @Sendable (_ expected: Format, _ actual: Format) throws -> GoldenDifference?) {
        self.toData = toData
        self.fromData = fromData
        self.diff = diff
    }
}

extension GoldenFormat where Format == [UInt8] {
    /// PNG files, compared as images: the same bytes match at once; otherwise both are decoded and their pixels
    /// compared with ``PixelDiff`` within `tolerance`. Images of different sizes never match.
    public static func png(_ tolerance: ImageTolerance = ImageTolerance()) -> GoldenFormat {
        GoldenFormat(toData: { $0 }, fromData: { $0 }) { expected, actual in
            expected == actual ? nil : try ImageComparison.compare(png: expected, with: actual, tolerance: tolerance)
        }
    }

    /// Text files (UTF-8), compared exactly after line endings are made `\n`, so a checkout that turned them into
    /// `\r\n` still matches. A difference comes with a unified diff of the lines.
    public static var lines: GoldenFormat {
        GoldenFormat(toData: { $0 }, fromData: { $0 }) { expected, actual in
            let old = TextLines(expected), new = TextLines(actual)
            if old == new { return nil }
            let diff = UnifiedDiff(old: old.lines, new: new.lines)
            return GoldenDifference(summary: diff.summary, textDiff: diff.text(maximumLines: 200))
        }
    }
}

extension GoldenFormat where Format == RGBAImage {
    /// Images kept as PNG files but compared as decoded pixels within `tolerance`: a render need not be compressed
    /// to be checked, only to be written. Equal pixels match at once.
    public static func pixels(_ tolerance: ImageTolerance = ImageTolerance()) -> GoldenFormat {
        GoldenFormat(toData: { try PNGEncoder.encode($0) }, fromData: { try PNGDecoder.decode($0) }) { expected, actual in
            expected.hasSamePixels(as: actual) ? nil : try ImageComparison.compare(expected, actual, tolerance: tolerance)
        }
    }
}
