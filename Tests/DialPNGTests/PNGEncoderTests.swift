import DialPNG
import Testing

@Suite struct PNGEncoderTests {
    /// One Cairo ARGB32 pixel: premultiplied channels packed as a native-endian 0xAARRGGBB word.
    struct PremultipliedPixel: Sendable {
        var a: UInt32, r: UInt32, g: UInt32, b: UInt32
        var word: UInt32 { a << 24 | r << 16 | g << 8 | b }
    }

    /// Encodes pixels laid out the way Cairo lays them out in memory.
    static func encode(_ words: [UInt32], width: Int, height: Int, bytesPerRow: Int? = nil) throws(PNGError) -> [UInt8] {
        let result = words.withUnsafeBytes { data in
            Result { () throws(PNGError) in
                try PNGEncoder.encode(
                    premultipliedARGB32: data, width: width, height: height, bytesPerRow: bytesPerRow ?? width * 4
                )
            }
        }
        return try result.get()
    }

    /// The documented rule, restated independently of the C implementation.
    static func unpremultiplied(_ channel: Int, alpha: Int) -> UInt8 {
        alpha == 0 ? 0 : UInt8(min(255, (channel * 255 + alpha / 2) / alpha))
    }

    @Test func roundTripUndoesPremultiplicationAtChosenPixels() throws {
        // (premultiplied input, straight output worked out by hand from (c * 255 + a / 2) / a)
        let cases: [(PremultipliedPixel, (r: UInt8, g: UInt8, b: UInt8, a: UInt8))] = [
            (.init(a: 0, r: 0, g: 0, b: 0), (0, 0, 0, 0)),
            (.init(a: 0, r: 50, g: 90, b: 255), (0, 0, 0, 0)),  // malformed, but alpha 0 wins
            (.init(a: 255, r: 10, g: 200, b: 255), (10, 200, 255, 255)),
            (.init(a: 128, r: 64, g: 128, b: 0), (128, 255, 0, 128)),
            (.init(a: 128, r: 32, g: 100, b: 127), (64, 199, 253, 128)),
            (.init(a: 1, r: 1, g: 0, b: 1), (255, 0, 255, 1)),
            (.init(a: 3, r: 1, g: 2, b: 3), (85, 170, 255, 3)),
            (.init(a: 254, r: 254, g: 127, b: 1), (255, 128, 1, 254)),
            (.init(a: 10, r: 200, g: 10, b: 5), (255, 255, 128, 10)),  // channel above alpha clamps
        ]
        let png = try Self.encode(cases.map(\.0.word), width: 3, height: 3)
        let image = try PNGDecoder.decode(png)
        #expect(image.width == 3 && image.height == 3)
        for (index, (input, expected)) in cases.enumerated() {
            let pixel = image[index % 3, index / 3]
            #expect(pixel == expected, "premultiplied \(input)")
        }
    }

    @Test func everyAlphaAndChannelCombinationFollowsTheRule() throws {
        // Column = channel value, row = alpha: all 65,536 pairs, including malformed channel > alpha.
        var words: [UInt32] = []
        for alpha in 0..<256 {
            for channel in 0..<256 {
                words.append(PremultipliedPixel(
                    a: UInt32(alpha), r: UInt32(channel), g: UInt32(255 - channel), b: UInt32(channel / 3)
                ).word)
            }
        }
        let image = try PNGDecoder.decode(Self.encode(words, width: 256, height: 256))
        var mismatches = 0
        for alpha in 0..<256 {
            for channel in 0..<256 {
                let expected = (
                    Self.unpremultiplied(channel, alpha: alpha), Self.unpremultiplied(255 - channel, alpha: alpha),
                    Self.unpremultiplied(channel / 3, alpha: alpha), UInt8(alpha)
                )
                if image[channel, alpha] != expected { mismatches += 1 }
            }
        }
        #expect(mismatches == 0)
    }

    @Test func bytesPastTheRowAreIgnored() throws {
        let words = (0..<(7 * 5)).map { UInt32(truncatingIfNeeded: $0 &* 0x2F1B_3A97) | 0x4000_0000 }
        let tight = try Self.encode(words, width: 7, height: 5)
        // Three padding words per row, filled with junk that must not reach the PNG.
        var padded: [UInt32] = []
        for row in 0..<5 {
            padded += words[(row * 7)..<(row * 7 + 7)] + [0xDEAD_BEEF, 0xFFFF_FFFF, 0x1234_5678]
        }
        #expect(try Self.encode(padded, width: 7, height: 5, bytesPerRow: 40) == tight)
        // The last row may end right after its pixels.
        #expect(try Self.encode(Array(padded.dropLast(3)), width: 7, height: 5, bytesPerRow: 40) == tight)
    }

    @Test func sameInputGivesIdenticalBytes() throws {
        let words = (0..<(64 * 48)).map { UInt32(truncatingIfNeeded: $0 &* 0x9E37_79B9) | 0xFF00_0000 }
        let first = try Self.encode(words, width: 64, height: 48)
        let second = try Self.encode(words, width: 64, height: 48)
        #expect(first == second)
    }

    @Test func straightAndPremultipliedInputsAgree() throws {
        let words = (0..<(16 * 16)).map { index -> UInt32 in
            let alpha = UInt32(index % 4 == 0 ? 255 : index % 256)
            return PremultipliedPixel(
                a: alpha, r: alpha * 3 / 4, g: alpha / 5, b: UInt32(index) % (alpha + 1)
            ).word
        }
        let premultipliedPNG = try Self.encode(words, width: 16, height: 16)
        let straight = try PNGDecoder.decode(premultipliedPNG)
        #expect(try PNGEncoder.encode(straight) == premultipliedPNG)
    }

    @Test func straightImagesRoundTripUnchanged() throws {
        let pixels = (0..<(11 * 7 * 4)).map { UInt8(truncatingIfNeeded: $0 &* 97 &+ 13) }
        let image = RGBAImage(width: 11, height: 7, pixels: pixels)
        #expect(try PNGDecoder.decode(PNGEncoder.encode(image)) == image)
    }

    @Test func outputIsSignatureThenHeaderDataAndEndOnly() throws {
        let png = try PNGEncoder.encode(RGBAImage(width: 300, height: 200, pixels: .init(repeating: 0x5A, count: 240_000)))
        #expect(png.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]))
        let chunks = try #require(Chunk.parse(png), "chunk lengths and CRCs must be valid")
        let types = chunks.map(\.type)
        #expect(types.first == "IHDR" && types.last == "IEND")
        #expect(Set(types) == ["IHDR", "IDAT", "IEND"])
        #expect(!types.contains("tIME") && !types.contains("tEXt") && !types.contains("zTXt") && !types.contains("iTXt"))
        // Width 300, height 200, bit depth 8, colour type 6 (RGBA), deflate, adaptive filtering, no interlace.
        #expect(chunks[0] == Chunk.header(width: 300, height: 200, bitDepth: 8, colorType: 6, interlaced: false))
    }

    @Test func scanlinesAreUnfilteredStraightRGBA() throws {
        let width = 24, height = 10
        var words: [UInt32] = []
        var expectedScanlines: [UInt8] = []
        for y in 0..<height {
            expectedScanlines.append(0)  // filter type NONE
            for x in 0..<width {
                // A smooth, mostly opaque gradient: exactly where libpng's default adaptive
                // filtering would choose Sub or Up, so unfiltered rows prove the setting.
                let alpha = x == 3 ? 128 : x == 7 ? 0 : 255
                let (r, g, b) = (x * 10 * alpha / 255, y * 20 * alpha / 255, 200 * alpha / 255)
                words.append(PremultipliedPixel(a: UInt32(alpha), r: UInt32(r), g: UInt32(g), b: UInt32(b)).word)
                expectedScanlines += [r, g, b].map { Self.unpremultiplied($0, alpha: alpha) } + [UInt8(alpha)]
            }
        }
        let chunks = try #require(Chunk.parse(Self.encode(words, width: width, height: height)))
        let scanlines = try Inflater.zlib(chunks.filter { $0.type == "IDAT" }.flatMap(\.data))
        #expect(scanlines == expectedScanlines)
    }

    @Test(arguments: [(0, 4, 0), (4, 0, 16), (-1, 4, 16), (4, 4, 15)])
    func invalidLayoutIsRejected(_ layout: (width: Int, height: Int, bytesPerRow: Int)) throws {
        let words = [UInt32](repeating: 0xFF00_0000, count: 16)
        #expect(throws: PNGError.self) {
            try Self.encode(words, width: layout.width, height: layout.height, bytesPerRow: layout.bytesPerRow)
        }
    }

    @Test func shortBufferIsRejectedWithItsSize() throws {
        let words = [UInt32](repeating: 0xFF00_0000, count: 15)
        let error = try #require(throws: PNGError.self) { try Self.encode(words, width: 4, height: 4) }
        guard case .encodingFailed(let message) = error else {
            Issue.record("expected encodingFailed, got \(error)")
            return
        }
        #expect(message.contains("60 bytes"))
    }

    @Test func imageWithWrongPixelCountIsRejected() {
        var image = RGBAImage(width: 2, height: 2, pixels: .init(repeating: 255, count: 16))
        image.pixels.removeLast()
        #expect(throws: PNGError.encodingFailed(message: "RGBAImage of 2×2 pixels holds 15 bytes")) {
            try PNGEncoder.encode(image)
        }
        image.pixels += [0, 0]
        #expect(throws: PNGError.encodingFailed(message: "RGBAImage of 2×2 pixels holds 17 bytes")) {
            try PNGEncoder.encode(image)
        }
        #expect(throws: PNGError.self) { try PNGEncoder.encode(RGBAImage(width: 0, height: 0, pixels: [])) }
        #expect(throws: PNGError.self) { try PNGEncoder.encode(RGBAImage(width: .max, height: 0, pixels: [])) }
    }
}
