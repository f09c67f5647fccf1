import DialCore
import Testing

@Suite struct BitmapTests {
    /// Straight (255, 128, 0) at alpha 128: red 255·128/255 = 128, green 128·128/255 = 64.25 → 64, blue 0.
    @Test func premultipliesToCairosWords() {
        let bitmap = Bitmap(width: 1, height: 1, straightRGBA: [255, 128, 0, 128])
        #expect(bitmap.pixels == [0x8080_4000])
        #expect(bitmap.straightColor(at: 0) == (255, 128, 0, 128) as (UInt8, UInt8, UInt8, UInt8))
    }

    @Test func fullyTransparentPixelsAreZero() {
        let bitmap = Bitmap(width: 2, height: 1, straightRGBA: [200, 100, 50, 0, 9, 9, 9, 255])
        #expect(bitmap.pixels == [0, 0xFF09_0909])
        #expect(bitmap.straightColor(at: 0) == (0, 0, 0, 0) as (UInt8, UInt8, UInt8, UInt8))
    }

    /// Digests from Python's hashlib over the words' little-endian bytes.
    @Test func digestIsSHA256OfTheLittleEndianWords() {
        #expect(Bitmap(width: 1, height: 1, premultipliedARGB: [0]).digest
                == "df3f619804a92fdb4057192dc43dd748ea778adc52bc498ce80524c014b81119")
        #expect(Bitmap(width: 1, height: 1, premultipliedARGB: [0x8080_4000]).digest
                == "32f66977dc268a410a5436685ba7d558d1161076991afd187f6514f6cf202414")
    }

    @Test func equalityFollowsSizeAndPixels() {
        let pixels: [UInt32] = [0xFF00_0000, 0xFFFF_FFFF, 0x8000_0080, 0]
        let a = Bitmap(width: 2, height: 2, premultipliedARGB: pixels)
        let b = Bitmap(width: 2, height: 2, premultipliedARGB: pixels)
        #expect(a == b)
        #expect(a.hashValue == b.hashValue)
        #expect(a != Bitmap(width: 4, height: 1, premultipliedARGB: pixels))
        var changed = pixels
        changed[3] = 0x0100_0000
        #expect(a != Bitmap(width: 2, height: 2, premultipliedARGB: changed))
        #expect(Set([a, b]).count == 1)
    }
}
