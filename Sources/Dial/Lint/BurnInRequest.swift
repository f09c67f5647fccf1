import Foundation

/// A burn-in run asked of `Linter.check`: how long, what counts as hot, and where the heat map goes.
public struct BurnInRequest: Sendable {
    /// Per-minute Always On frames to render, from the face's time.
    public var minutes: Int
    /// Pixels lit in more than this share of the frames (0 to 1) are reported as hot.
    public var litFraction: Double
    /// The folder the heat map (`FACE-burn-in.png`) is written into.
    public var folder: URL

    /// A run of `minutes` frames, hot above `litFraction`, its heat map written into `folder`.
    public init(minutes: Int, litFraction: Double, folder: URL) {
        self.minutes = minutes
        self.litFraction = litFraction
        self.folder = folder
    }
}
