internal import CPNGCodec

/// Reads PNG files into ``RGBAImage``.
public enum PNGDecoder {
    /// The largest width or height accepted, in pixels.
    public static let maximumDimension = 16_384
    /// The largest decoded image accepted, in bytes (`width * height * 4`): 256 MiB.
    public static let maximumDecodedByteCount = 256 << 20

    /// Decodes any PNG that libpng reads into 8-bit straight RGBA.
    ///
    /// Non-interlaced 8-bit RGBA files (Dial's own, so every golden) are read with libdeflate,
    /// about twice as fast; at the first thing that reader does not expect, libpng reads the
    /// file instead, so results and errors are libpng's either way.
    ///
    /// All colour types are accepted — palette (with tRNS transparency), grey, grey with
    /// alpha, RGB and RGBA — at every bit depth, interlaced or not. Palettes are expanded,
    /// grey is copied into red, green and blue, and images without alpha become opaque
    /// unless a tRNS chunk says otherwise.
    ///
    /// 16-bit samples are reduced to 8 bits with libpng's `png_set_strip_16`, which keeps the
    /// high byte (`v >> 8`) instead of rounding. pixelmatch's PNG reader also reduces 16-bit
    /// images to 8 bits, by rescaling, so a sample may come out one lower here than there.
    /// Gamma, chromaticity and colour-profile chunks are ignored: sample values are returned
    /// as stored, without gamma correction.
    ///
    /// - Throws: ``PNGError/notPNG(reason:)`` without the PNG signature,
    ///   ``PNGError/tooLarge(width:height:)`` when a side exceeds ``maximumDimension`` or the
    ///   decoded size exceeds ``maximumDecodedByteCount`` (checked before allocating), and
    ///   ``PNGError/corrupt(message:)`` for anything libpng rejects, including truncated
    ///   files and bad CRCs in critical chunks.
    public static func decode(_ bytes: some Collection<UInt8>) throws(PNGError) -> RGBAImage {
        let result = bytes.withContiguousStorageIfAvailable(decodeResult)
            ?? Array(bytes).withUnsafeBufferPointer(decodeResult)
        return try result.get()
    }

    private static func accepts(width: Int, height: Int) -> Bool {
        width <= maximumDimension && height <= maximumDimension
            && width * height * 4 <= maximumDecodedByteCount
    }

    private static func decodeResult(_ bytes: UnsafeBufferPointer<UInt8>) -> Result<RGBAImage, PNGError> {
        Result { () throws(PNGError) in try decode(contiguous: bytes) }
    }

    private static func decode(contiguous bytes: UnsafeBufferPointer<UInt8>) throws(PNGError) -> RGBAImage {
        var rawWidth: UInt32 = 0
        var rawHeight: UInt32 = 0
        if let failure = PNGError.fromCodec({ message, capacity in
            dial_png_read_size(bytes.baseAddress, bytes.count, &rawWidth, &rawHeight, message, capacity)
        }) {
            throw failure
        }
        let width = Int(rawWidth)
        let height = Int(rawHeight)
        guard accepts(width: width, height: height) else {
            throw .tooLarge(width: width, height: height)
        }

        let byteCount = width * height * 4
        var failure: PNGError?
        let pixels = [UInt8](unsafeUninitializedCapacity: byteCount) { buffer, initializedCount in
            failure = PNGError.fromCodec { message, capacity in
                dial_png_decode_rgba(
                    bytes.baseAddress, bytes.count, rawWidth, rawHeight, buffer.baseAddress!, message, capacity
                )
            }
            // UInt8 needs no deinitialisation, so a failed decode can simply report nothing written.
            initializedCount = failure == nil ? byteCount : 0
        }
        if let failure { throw failure }
        return RGBAImage(width: width, height: height, pixels: pixels)
    }
}
