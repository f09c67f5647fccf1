import DialPNG
import DialTestSupport
import Testing

extension SeededGenerator {
    mutating func int(below bound: Int) -> Int { Int(next(below: UInt64(bound))) }
}

/// The compressor for frames (runs of repeated pixels): every stream it writes must inflate, under zlib's rules, to
/// exactly the scanlines, whatever the image, and frames must come out small.
@Suite struct RunDeflateTests {
    /// A frame's kind of image: black, transparent corners, rectangles and rows of flat colour, soft edges (a ramp of
    /// alpha), and a sprinkle of noise.
    static func frameLike(width: Int, height: Int, seed: UInt64) -> RGBAImage {
        var random = SeededGenerator(seed: seed)
        var pixels = [UInt8](repeating: 0, count: width * height * 4)
        for index in stride(from: 3, to: pixels.count, by: 4) { pixels[index] = 255 }
        func put(_ x: Int, _ y: Int, _ rgba: [UInt8]) {
            let at = (y * width + x) * 4
            for channel in 0..<4 { pixels[at + channel] = rgba[channel] }
        }
        for _ in 0..<max(1, width * height / 2_000) {
            let (x0, y0) = (random.int(below: width), random.int(below: height))
            let (w, h) = (1 + random.int(below: max(1, width / 4)), 1 + random.int(below: max(1, height / 4)))
            let colour = [UInt8(random.int(below: 256)), UInt8(random.int(below: 256)), UInt8(random.int(below: 256)), 255]
            for y in y0..<min(height, y0 + h) {
                for x in x0..<min(width, x0 + w) { put(x, y, colour) }
                // A soft right edge.
                for step in 0..<4 where x0 + w + step < width {
                    put(x0 + w + step, y, [colour[0], colour[1], colour[2], UInt8(255 - 60 * step)])
                }
            }
        }
        for _ in 0..<(width * height / 50) {
            put(random.int(below: width), random.int(below: height), (0..<4).map { _ in UInt8(random.int(below: 256)) })
        }
        for y in 0..<min(height, 3) {
            for x in 0..<min(width, 3 - y) { put(x, y, [0, 0, 0, 0]) }
        }
        return RGBAImage(width: width, height: height, pixels: pixels)
    }

    /// The scanlines a PNG of `image` must hold: filter byte 0, then the row.
    static func scanlines(_ image: RGBAImage) -> [UInt8] {
        let row = image.width * 4
        return (0..<image.height).flatMap { y in [0] + image.pixels[(y * row)..<((y + 1) * row)] }
    }

    /// Inflates the PNG's image data with the test's own strict inflater, and decodes it with Dial's decoder.
    static func expectRoundTrip(_ image: RGBAImage, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let png = try PNGEncoder.encode(image)
        let chunks = try #require(Chunk.parse(png), sourceLocation: sourceLocation)
        let stream = chunks.filter { $0.type == "IDAT" }.flatMap(\.data)
        #expect(try Inflater.zlib(stream) == scanlines(image), sourceLocation: sourceLocation)
        #expect(try PNGDecoder.decode(png) == image, sourceLocation: sourceLocation)
    }

    @Test(arguments: [(1, 1), (1, 300), (3, 5), (64, 64), (396, 484), (9_000, 4)] as [(Int, Int)])
    func framesRoundTrip(_ size: (width: Int, height: Int)) throws {
        for seed in 1...3 as ClosedRange<UInt64> {
            try Self.expectRoundTrip(Self.frameLike(width: size.width, height: size.height, seed: seed))
        }
    }

    /// A row of 64,000 bytes of noise (longer than one token's run of literals, and rows too far apart to copy from
    /// the one above) in a frame that is otherwise black.
    @Test func longStretchesOfLiteralsAndDistantRows() throws {
        var image = Self.frameLike(width: 16_000, height: 6, seed: 9)
        var random = SeededGenerator(seed: 4)
        for index in 0..<(16_000 * 4) { image.pixels[index] = UInt8(random.int(below: 256)) }
        try Self.expectRoundTrip(image)
    }

    /// Byte values with Fibonacci frequencies: an unlimited Huffman code would need codes of over 20 bits, more than
    /// deflate's 15.
    @Test func skewedFrequenciesStillMakeValidCodes() throws {
        var fibonacci = [1, 1]
        while fibonacci.count < 24 { fibonacci.append(fibonacci[fibonacci.count - 1] + fibonacci[fibonacci.count - 2]) }
        var bytes = fibonacci.enumerated().flatMap { [UInt8](repeating: UInt8(10 * $0.offset + 3), count: $0.element) }
        var random = SeededGenerator(seed: 77)
        for index in bytes.indices.reversed() { bytes.swapAt(index, random.int(below: index + 1)) }
        // Then as much black again, so the image is mostly runs, the kind this compressor takes.
        let width = 512
        let literalRows = (bytes.count + width * 4 - 1) / (width * 4)
        let height = 2 * literalRows + 2
        var pixels = [UInt8](repeating: 0, count: width * height * 4)
        pixels.replaceSubrange(0..<bytes.count, with: bytes)
        try Self.expectRoundTrip(RGBAImage(width: width, height: height, pixels: pixels))
    }

    @Test func aBlackFrameCompressesToUnderAPercent() throws {
        var image = RGBAImage(width: 396, height: 484, pixels: [UInt8](repeating: 0, count: 396 * 484 * 4))
        for index in stride(from: 3, to: image.pixels.count, by: 4) { image.pixels[index] = 255 }
        let png = try PNGEncoder.encode(image)
        #expect(png.count * 100 < image.pixels.count)
        #expect(try PNGDecoder.decode(png) == image)
    }

    @Test func noiseRoundTrips() throws {
        var random = SeededGenerator(seed: 5)
        let image = RGBAImage(width: 300, height: 200, pixels: (0..<(300 * 200 * 4)).map { _ in UInt8(random.int(below: 256)) })
        try Self.expectRoundTrip(image)
    }
}
