internal import CPNGCodec

/// Why a PNG could not be read or written.
public enum PNGError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The bytes do not begin with the PNG signature; `reason` says what was found instead.
    case notPNG(reason: String)
    /// The bytes begin like a PNG but cannot be decoded (bad CRC, truncated data, invalid
    /// header, broken compressed stream, ...); `message` is libpng's explanation.
    case corrupt(message: String)
    /// The header declares an image above the decoder's limits
    /// (``PNGDecoder/maximumDimension`` per side, ``PNGDecoder/maximumDecodedByteCount`` in total);
    /// it was refused before any pixel memory was allocated.
    case tooLarge(width: Int, height: Int)
    /// The pixels could not be encoded: an invalid size or buffer layout, or memory ran out.
    case encodingFailed(message: String)

    /// One line naming what failed and the value that made it fail.
    public var description: String {
        switch self {
        case .notPNG(let reason):
            "not a PNG: \(reason)"
        case .corrupt(let message):
            "corrupt PNG: \(message)"
        case .tooLarge(let width, let height):
            "PNG of \(width)×\(height) pixels exceeds the decoding limit of "
                + "\(PNGDecoder.maximumDimension)×\(PNGDecoder.maximumDimension) pixels "
                + "and \(PNGDecoder.maximumDecodedByteCount >> 20) MiB"
        case .encodingFailed(let message):
            "PNG encoding failed: \(message)"
        }
    }
}

extension PNGError {
    /// Runs one CPNGCodec call with a message buffer and turns a failing status into an error.
    static func fromCodec(_ call: (UnsafeMutablePointer<CChar>, Int) -> DialPNGStatus) -> PNGError? {
        withUnsafeTemporaryAllocation(of: CChar.self, capacity: Int(DIAL_PNG_MESSAGE_CAPACITY)) { buffer in
            let message = buffer.baseAddress!
            message.initialize(repeating: 0, count: buffer.count)
            let status = call(message, buffer.count)
            let text = String(cString: message)
            switch status {
            case .OK: return nil
            case .notPNG: return .notPNG(reason: text)
            case .corrupt: return .corrupt(message: text)
            case .encodingFailed: return .encodingFailed(message: text)
            }
        }
    }
}
