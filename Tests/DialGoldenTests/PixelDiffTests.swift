import DialGolden
import DialPNG
import Testing

@Suite struct PixelDiffTests {
    @Test func imagesOfDifferentSizesAreRefusedWithBothSizes() {
        #expect(throws: GoldenError.sizeMismatch(expected: ImageSize(width: 40, height: 30), actual: ImageSize(width: 30, height: 40))) {
            try PixelDiff.compare(TestImages.bands(), TestImages.bands(width: 30, height: 40))
        }
    }

    @Test func aPaintedSquareIsCountedAndDrawnInTheDiffColour() throws {
        let base = TestImages.bands()
        let result = try PixelDiff.compare(base, TestImages.painting(base, x: 10, y: 10, side: 6))
        #expect(result.mismatchedPixels == 36)
        let diff = try #require(result.diffImage)
        #expect(diff[12, 12] == (255, 0, 0, 255))
        #expect(diff[1, 1].r == diff[1, 1].g, "unchanged pixels are drawn grey")
    }

    @Test func theAlternateColourMarksPixelsThatGotDarker() throws {
        let white = RGBAImage(width: 3, height: 3, pixels: [UInt8](repeating: 255, count: 36))
        var darker = white
        darker.pixels.replaceSubrange(16..<19, with: [0, 0, 0])
        let options = PixelDiffOptions(alternateDiffColor: .init(red: 0, green: 255, blue: 0))
        let diff = try #require(try PixelDiff.compare(white, darker, options: options).diffImage)
        #expect(diff[1, 1] == (0, 255, 0, 255))
    }
}
