import DialPNG

/// What ``PixelDiff/compare(_:_:options:drawsDiff:)`` found.
public struct PixelDiffResult: Sendable, Equatable {
    /// Pixels that differ by more than the threshold and are not anti-aliasing (unless that is included).
    public var mismatchedPixels: Int
    /// The diff image pixelmatch would draw, when asked for.
    public var diffImage: RGBAImage?
}
