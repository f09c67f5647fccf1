internal import CPNGCodec

/// Writes 8-bit RGBA PNG files.
///
/// Every PNG has filter None and carries only IHDR, IDAT and IEND chunks (no time or text),
/// so the same pixels always give the same bytes. Images that are mostly runs of repeated
/// pixels (every rendered frame) are compressed by Dial's own deflate for runs, two to three
/// times faster than libdeflate at level 1; others (photographs) by libdeflate at level 1.
/// Speed comes before file size because a frame is encoded for every render.
public enum PNGEncoder {
    /// The libpng this process runs with, as "1.6.43": for the golden environment record.
    package static var libraryVersion: String { String(cString: dial_png_library_version()) }

    /// Encodes Cairo `CAIRO_FORMAT_ARGB32` pixel data as an 8-bit RGBA PNG.
    ///
    /// The input is premultiplied: each pixel is a native-endian 32-bit word `0xAARRGGBB`
    /// (on little-endian machines the bytes in memory are B, G, R, A), and rows start
    /// `bytesPerRow` bytes apart; bytes past `width * 4` in a row are ignored.
    ///
    /// Alpha is undone exactly and deterministically: for `a > 0` every colour channel
    /// becomes `min(255, (c * 255 + a / 2) / a)` in integer arithmetic (round to nearest);
    /// for `a == 0` the pixel becomes 0, 0, 0, 0.
    ///
    /// - Throws: ``PNGError/encodingFailed(message:)`` if the size is not positive, the
    ///   stride is shorter than a row or the buffer is too small, or memory runs out.
    public static func encode(
        premultipliedARGB32 data: UnsafeRawBufferPointer,
        width: Int,
        height: Int,
        bytesPerRow: Int
    ) throws(PNGError) -> [UInt8] {
        try encode(data, width: width, height: height, bytesPerRow: bytesPerRow, format: .premultipliedARGB32)
    }

    /// Encodes a straight-alpha image with the same settings as
    /// ``encode(premultipliedARGB32:width:height:bytesPerRow:)``.
    ///
    /// - Throws: ``PNGError/encodingFailed(message:)`` if the image is empty or its pixel
    ///   count does not match its size, or memory runs out.
    public static func encode(_ image: RGBAImage) throws(PNGError) -> [UInt8] {
        // The properties are mutable, so the initializer's precondition may no longer hold.
        let (pixelCount, overflow) = image.width.multipliedReportingOverflow(by: image.height)
        guard !overflow, pixelCount.multipliedReportingOverflow(by: 4) == (image.pixels.count, false) else {
            throw .encodingFailed(
                message: "RGBAImage of \(image.width)×\(image.height) pixels holds \(image.pixels.count) bytes"
            )
        }
        // An empty image may have any width, so the stride can wrap; validateLayout rejects it first.
        let bytesPerRow = image.width &* 4
        let result = image.pixels.withUnsafeBytes { pixels in
            Result { () throws(PNGError) in
                try encode(pixels, width: image.width, height: image.height, bytesPerRow: bytesPerRow, format: .RGBA)
            }
        }
        return try result.get()
    }

    private static func encode(
        _ data: UnsafeRawBufferPointer,
        width: Int,
        height: Int,
        bytesPerRow: Int,
        format: DialPNGPixelFormat
    ) throws(PNGError) -> [UInt8] {
        try validateLayout(byteCount: data.count, width: width, height: height, bytesPerRow: bytesPerRow)
        var output: UnsafeMutablePointer<UInt8>?
        var count = 0
        let failure = PNGError.fromCodec { message, capacity in
            dial_png_encode(
                data.baseAddress!, UInt32(width), UInt32(height), bytesPerRow, format,
                &output, &count, message, capacity
            )
        }
        defer { dial_png_free(output) }
        if let failure { throw failure }
        return Array(UnsafeBufferPointer(start: output, count: count))
    }

    /// PNG allows sides up to 2³¹ − 1; the C side trusts that every row lies inside `data`.
    private static func validateLayout(byteCount: Int, width: Int, height: Int, bytesPerRow: Int) throws(PNGError) {
        let maximumSide = Int(Int32.max)
        guard (1...maximumSide).contains(width), (1...maximumSide).contains(height) else {
            throw .encodingFailed(message: "image size must be 1 to \(maximumSide) per side, got \(width)×\(height)")
        }
        let rowBytes = width * 4
        guard bytesPerRow >= rowBytes else {
            throw .encodingFailed(message: "bytesPerRow \(bytesPerRow) is less than width × 4 = \(rowBytes)")
        }
        let (stridedBytes, overflow) = (height - 1).multipliedReportingOverflow(by: bytesPerRow)
        guard !overflow, stridedBytes <= byteCount - rowBytes else {
            throw .encodingFailed(
                message: "buffer of \(byteCount) bytes is too small for \(height) rows of \(rowBytes) bytes "
                    + "\(bytesPerRow) bytes apart"
            )
        }
    }
}
