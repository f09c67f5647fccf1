import DialPNG
import Testing

@Suite struct PNGDecoderTests {
    static let plainFixtures: [PNGFixture] = [
        .patterned(.grey, bitDepth: 1),
        .patterned(.grey, bitDepth: 2),
        .patterned(.grey, bitDepth: 4),
        .patterned(.grey, bitDepth: 8),
        .patterned(.grey, bitDepth: 16),
        .patterned(.grey, bitDepth: 2).withTransparency(),
        .patterned(.grey, bitDepth: 8).withTransparency(),
        .patterned(.grey, bitDepth: 16).withTransparency(),
        .patterned(.greyAlpha, bitDepth: 8),
        .patterned(.greyAlpha, bitDepth: 16),
        .patterned(.rgb, bitDepth: 8),
        .patterned(.rgb, bitDepth: 16),
        .patterned(.rgb, bitDepth: 8).withTransparency(),
        .patterned(.rgb, bitDepth: 16).withTransparency(),
        .patterned(.rgba, bitDepth: 8),
        .patterned(.rgba, bitDepth: 16),
        .patterned(.palette, bitDepth: 1),
        .patterned(.palette, bitDepth: 2),
        .patterned(.palette, bitDepth: 4),
        .patterned(.palette, bitDepth: 8),
        .patterned(.palette, bitDepth: 1).withTransparency(),
        .patterned(.palette, bitDepth: 4).withTransparency(),
        .patterned(.palette, bitDepth: 8).withTransparency(),
    ]

    @Test(arguments: plainFixtures)
    func decodesEveryColourTypeAndBitDepth(_ fixture: PNGFixture) throws {
        let image = try PNGDecoder.decode(fixture.encoded())
        #expect(image == fixture.expectedImage())
    }

    static let interlacedFixtures: [PNGFixture] = [
        .patterned(.grey, bitDepth: 1, interlaced: true),
        .patterned(.grey, bitDepth: 16, interlaced: true),
        .patterned(.greyAlpha, bitDepth: 8, width: 17, height: 11, interlaced: true),
        .patterned(.rgb, bitDepth: 8, width: 8, height: 8, interlaced: true).withTransparency(),
        .patterned(.rgba, bitDepth: 16, width: 9, height: 10, interlaced: true),
        .patterned(.palette, bitDepth: 4, interlaced: true).withTransparency(),
        // Sizes where some Adam7 passes are empty.
        .patterned(.rgba, bitDepth: 8, width: 1, height: 1, interlaced: true),
        .patterned(.palette, bitDepth: 2, width: 3, height: 2, interlaced: true),
        .patterned(.rgb, bitDepth: 16, width: 2, height: 5, interlaced: true),
    ]

    @Test(arguments: interlacedFixtures)
    func decodesInterlacedImages(_ fixture: PNGFixture) throws {
        let image = try PNGDecoder.decode(fixture.encoded())
        #expect(image == fixture.expectedImage())
        var progressive = fixture
        progressive.interlaced = false
        #expect(try PNGDecoder.decode(progressive.encoded()) == image)
    }

    @Test func sixteenBitSamplesKeepTheirHighByte() throws {
        // 0x12FF would round to 0x13; png_set_strip_16 truncates to 0x12.
        let fixture = PNGFixture(
            width: 2, height: 1, colorType: .rgba, bitDepth: 16,
            samples: [0x12FF, 0x0080, 0xFFFF, 0x8000, 0x00FF, 0x7FFF, 0x0100, 0xFF00]
        )
        let image = try PNGDecoder.decode(fixture.encoded())
        #expect(image.pixels == [0x12, 0x00, 0xFF, 0x80, 0x00, 0x7F, 0x01, 0xFF])
    }

    @Test func paletteTransparencyAppliesOnlyToListedEntries() throws {
        var fixture = PNGFixture(width: 3, height: 1, colorType: .palette, bitDepth: 8, samples: [0, 1, 2])
        fixture.palette = [10, 20, 30, 40, 50, 60, 70, 80, 90]
        fixture.transparency = [0, 128]
        let image = try PNGDecoder.decode(fixture.encoded())
        #expect(image[0, 0] == (10, 20, 30, 0))
        #expect(image[1, 0] == (40, 50, 60, 128))
        #expect(image[2, 0] == (70, 80, 90, 255))
    }

    @Test func greyColourKeyBecomesTransparent() throws {
        var fixture = PNGFixture(width: 2, height: 1, colorType: .grey, bitDepth: 16, samples: [0x1234, 0x1235])
        fixture.transparency = [0x12, 0x34]
        let image = try PNGDecoder.decode(fixture.encoded())
        #expect(image.pixels == [0x12, 0x12, 0x12, 0, 0x12, 0x12, 0x12, 255])
    }

    @Test func gammaAndColourChunksDoNotChangeSamples() throws {
        let fixture = PNGFixture.patterned(.rgb, bitDepth: 8)
        // gAMA of 1/2.2 and an sRGB intent: a gamma-correcting decoder would alter every sample.
        let tagged = fixture
            .with(Chunk(type: "gAMA", data: PNGFixture.bigEndian32(45_455)))
            .with(Chunk(type: "sRGB", data: [0]))
        #expect(try PNGDecoder.decode(tagged.encoded()) == fixture.expectedImage())
    }

    @Test func acceptsAnyContiguousOrNoncontiguousCollection() throws {
        let bytes = PNGFixture.patterned(.rgba, bitDepth: 8).encoded()
        let expected = try PNGDecoder.decode(bytes)
        #expect(try PNGDecoder.decode(bytes[...]) == expected)
        #expect(try PNGDecoder.decode(ContiguousArray(bytes)) == expected)
        // A lazily mapped collection has no contiguous storage and takes the copying path.
        #expect(try PNGDecoder.decode(bytes.lazy.map { $0 }) == expected)
    }
}

/// 8-bit RGBA files that are not interlaced — Dial's own, so every golden — are read without libpng. That reader must
/// give libpng's pixels for every filter and chunk layout, and at anything unexpected hand the file to libpng, whose
/// verdict and message stand.
@Suite struct PlainRGBADecodingTests {
    static func plain(filters: [UInt8], idatSize: Int = 64, width: Int = 13, height: Int = 9) -> PNGFixture {
        var fixture = PNGFixture.patterned(.rgba, bitDepth: 8, width: width, height: height)
        fixture.filters = filters
        fixture.idatSize = idatSize
        return fixture
    }

    @Test(arguments: [[0], [1], [2], [3], [4], [0, 1, 2, 3, 4], [4, 3, 2, 1]] as [[UInt8]])
    func everyFilterGivesTheImage(_ filters: [UInt8]) throws {
        let fixture = Self.plain(filters: filters)
        #expect(try PNGDecoder.decode(fixture.encoded()) == fixture.expectedImage())
    }

    /// The same filters where libpng reads (RGB), so the fixture's filtering is checked by an independent decoder.
    @Test(arguments: [[1], [2], [3], [4], [0, 1, 2, 3, 4]] as [[UInt8]])
    func theFixtureFiltersAsLibpngReads(_ filters: [UInt8]) throws {
        var fixture = PNGFixture.patterned(.rgb, bitDepth: 8)
        fixture.filters = filters
        #expect(try PNGDecoder.decode(fixture.encoded()) == fixture.expectedImage())
    }

    @Test(arguments: [1, 7, 1_000_000])
    func anySplitOfTheStreamOverIDATChunks(_ idatSize: Int) throws {
        let fixture = Self.plain(filters: [0, 4], idatSize: idatSize, width: 40, height: 30)
        #expect(try PNGDecoder.decode(fixture.encoded()) == fixture.expectedImage())
    }

    @Test func ancillaryChunksAreSkippedAndDamagedOnesLeftToLibpng() throws {
        let fixture = Self.plain(filters: [2]).with(Chunk(type: "tEXt", data: Array("Comment\0hello".utf8)))
        var bytes = fixture.encoded()
        #expect(try PNGDecoder.decode(bytes) == fixture.expectedImage())
        let text = try #require(MalformedPNGTests.offset(of: "tEXt", in: bytes))
        bytes[text + 9] ^= 0x01
        #expect(try PNGDecoder.decode(bytes) == fixture.expectedImage())
    }

    @Test func anUnknownFilterIsLibpngsError() throws {
        let fixture = Self.plain(filters: [0])
        var chunks = try #require(Chunk.parse(fixture.encoded()))
        var scanlines = try Inflater.zlib(chunks.filter { $0.type == "IDAT" }.flatMap(\.data))
        scanlines[(13 * 4 + 1) * 3] = 5
        chunks.removeAll { $0.type == "IDAT" }
        chunks.insert(Chunk(type: "IDAT", data: PNGFixture.zlibStored(scanlines)), at: chunks.count - 1)
        let error = try #require(MalformedPNGTests.decodingError(Chunk.file(chunks)))
        guard case .corrupt(let message) = error else {
            Issue.record("expected corrupt, got \(error)")
            return
        }
        #expect(message.lowercased().contains("filter"), "\(message)")
    }

    @Test(arguments: ["IHDR", "IDAT", "IEND"])
    func aBadCRCIsLibpngsError(_ type: String) throws {
        var bytes = Self.plain(filters: [1]).encoded()
        let chunkStart = try #require(MalformedPNGTests.offset(of: type, in: bytes))
        let length = bytes[chunkStart..<(chunkStart + 4)].reduce(0) { $0 << 8 | Int($1) }
        bytes[chunkStart + 8 + length] ^= 0x01
        let error = try #require(MalformedPNGTests.decodingError(bytes))
        guard case .corrupt(let message) = error else {
            Issue.record("expected corrupt, got \(error)")
            return
        }
        #expect(message.lowercased().contains("crc"), "\(message)")
    }

    @Test func everyTruncationFails() {
        let bytes = Self.plain(filters: [0, 1, 2, 3, 4]).encoded()
        for length in 0..<bytes.count {
            let error = MalformedPNGTests.decodingError(Array(bytes.prefix(length)))
            switch error {
            case .notPNG: #expect(length < 8, "truncated to \(length) bytes")
            case .corrupt: #expect(length >= 8, "truncated to \(length) bytes")
            default: Issue.record("truncated to \(length) bytes gave \(String(describing: error))")
            }
        }
    }

    /// Damage with the CRC made good again reaches the zlib stream: a flipped bit anywhere in it (header, block
    /// lengths, data, Adler-32) must end in an error, never in a crash or an image with wrong pixels.
    @Test func damagedImageDataIsAlwaysAnError() throws {
        let fixture = Self.plain(filters: [0, 1, 2, 3, 4], idatSize: 1_000_000, width: 5, height: 4)
        let chunks = try #require(Chunk.parse(fixture.encoded()))
        let idat = try #require(chunks.firstIndex { $0.type == "IDAT" })
        for position in chunks[idat].data.indices {
            var damaged = chunks
            damaged[idat].data[position] ^= 0x01
            #expect(MalformedPNGTests.decodingError(Chunk.file(damaged)) != nil, "bit 0 of stream byte \(position) flipped")
        }
    }
}
