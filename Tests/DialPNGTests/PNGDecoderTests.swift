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
