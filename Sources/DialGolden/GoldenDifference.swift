import DialPNG

/// Why an output does not match its golden, with what a reviewer needs to see it.
public struct GoldenDifference: Sendable {
    /// One line: what differs, in numbers where there are numbers.
    public var summary: String
    /// A unified diff of text outputs, or nil.
    public var textDiff: String?
    /// For images: pixels counted as different, and the pixels compared.
    public var mismatchedPixels: Int?
    /// The pixels compared.
    public var pixelCount: Int?
    /// For images: both sides decoded and the diff drawn, for the report's images. Dropped once they are written.
    public var expectedImage: RGBAImage?
    /// The output, decoded.
    public var actualImage: RGBAImage?
    /// The difference as pixelmatch draws it: the expected image in grey, differing pixels in red.
    public var diffImage: RGBAImage?

    /// A difference from its summary and what there is to show of it.
    public init(summary: String, textDiff: String? = nil, mismatchedPixels: Int? = nil, pixelCount: Int? = nil,
                expectedImage: RGBAImage? = nil, actualImage: RGBAImage? = nil, diffImage: RGBAImage? = nil) {
        self.summary = summary
        self.textDiff = textDiff
        self.mismatchedPixels = mismatchedPixels
        self.pixelCount = pixelCount
        self.expectedImage = expectedImage
        self.actualImage = actualImage
        self.diffImage = diffImage
    }
}
