#if SnapshotTesting
import Dial

/// A face drawn for swift-snapshot-testing: the bytes of one of Dial's outputs (PNG, SVG or the text dump), as a
/// reference file holds them. When the face could not be drawn, the reason instead, so that the check fails with
/// it: swift-snapshot-testing's strategies cannot throw.
public struct RenderedFace: Sendable, Equatable {
    /// The output format, which says how two renderings are compared.
    public var format: OutputFormat
    /// The file's bytes (for a failed rendering, the reason in UTF-8, so that a reference recorded from it says why).
    public var bytes: [UInt8]
    /// Why the face could not be drawn, or nil. Already free of private values: Dial's errors never quote one.
    public var failure: String?

    public init(format: OutputFormat, bytes: [UInt8]) {
        self.format = format
        self.bytes = bytes
        failure = nil
    }

    /// A rendering that did not happen, for `reason`.
    public init(format: OutputFormat, failure reason: String) {
        self.format = format
        bytes = Array("Dial could not draw this face: \(reason)\n".utf8)
        failure = reason
    }
}
#endif
