import Testing
@testable import DialText

/// A line's width at another size read off the line (`widthBounds(atSize:)`): fitting answers "does it fit?" from
/// these bounds wherever they tell, so the width shaping gives must lie within them at every size, in every script
/// and font, kerned, joined, with marks, emoji and fallback spaces.
@Suite struct ShapedLineTests {
    static let texts: [(String, PinnedFont)] = [
        ("4:09\u{202F}AM", .interSemiBold), ("AVATAR Wave 7.1 TT", .interBold), ("Tokyo · 12:41", .interMedium),
        ("Квартальное планирование", .interRegular), ("مراجعة التصميم 3", .interSemiBold), ("סקירת עיצוב", .interRegular),
        ("नमस्ते दुनिया", .interSemiBold), ("ครับ 3분", .interMedium), ("あと23分", .interRegular),
        ("🍣 19:30 👩‍👩‍👧", .interSemiBold), ("ΜΎΤΙΚΑΣ 2.918 μ", .interBold), ("WAVE", .dejaVuSans),
    ]

    static let references: [Double] = [7, 13.25, 23, 29, 52.5]

    @Test(arguments: texts)
    func theWidthAtEverySizeIsWithinTheBounds(text: String, font: PinnedFont) throws {
        let shaper = try TextShaper()
        for reference in Self.references {
            let line = shaper.shape(text, font: font, size: reference)
            for quarter in 16...240 {
                let size = Double(quarter) / 4
                let bounds = try #require(line.widthBounds(atSize: size))
                let width = shaper.shape(text, font: font, size: size).width
                #expect(bounds.contains(width), "\(text) shaped at \(reference) px, at \(size) px: \(width) outside \(bounds)")
            }
        }
    }

    /// Bounds that allowed any width would answer nothing: within half a pixel either side for a short line, less than a
    /// quarter-pixel step of its size moves it (about 0.8 px at 22 px).
    @Test func theBoundsAreNarrow() throws {
        let shaper = try TextShaper()
        let line = shaper.shape("4:09\u{202F}AM", font: .interSemiBold, size: 29)
        let bounds = try #require(line.widthBounds(atSize: 22))
        #expect(bounds.upperBound - bounds.lowerBound < 1)
        #expect(bounds.contains(line.width * 22 / 29))
    }

    /// Sizes quantise to 1/64 px as shaping quantises them: at the line's own size the bounds hold its width.
    @Test func atItsOwnSizeTheBoundsHoldTheLinesWidth() throws {
        let shaper = try TextShaper()
        let line = shaper.shape("Team standup", font: .interMedium, size: 17.3)
        let bounds = try #require(line.widthBounds(atSize: 17.3))
        #expect(bounds.contains(line.width))
        #expect(bounds.upperBound - bounds.lowerBound > 0)
    }

    @Test func anEmptyLineIsZeroWideAtEverySize() throws {
        let line = try TextShaper().shape("", font: .interRegular, size: 20)
        #expect(line.widthBounds(atSize: 7) == 0...0)
        #expect(line.widthBounds(atSize: 70) == 0...0)
    }

    /// Runs at different sizes are no line shaping makes: nothing is read off them.
    @Test func aLineOfTwoSizesHasNoBounds() {
        let glyph = ShapedGlyph(id: 1, x: 0, y: 0, advance: 10, cluster: 0)
        let line = ShapedLine(text: "ab", runs: [ShapedRun(font: .interRegular, size: 10, glyphs: [glyph]),
                                                 ShapedRun(font: .interRegular, size: 12, glyphs: [glyph])],
                              width: 20, isTruncated: false)
        #expect(line.widthBounds(atSize: 10) == nil)
    }
}
