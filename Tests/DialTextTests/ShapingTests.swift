import Testing
@testable import DialText

struct ShapingTests {
    let shaper: TextShaper

    init() throws {
        shaper = try TextShaper()
    }

    // A monospaced face has no kerning: every letter is as wide as the next.
    @Test(arguments: PinnedFont.allCases.filter { !$0.isOptional && $0 != .dejaVuSansMono && $0 != .dejaVuSansMonoBold })
    func kerningMakesAVNarrowerThanItsLetters(font: PinnedFont) {
        let pair = shaper.shape("AV", font: font, size: 17).width
        let letters = shaper.shape("A", font: font, size: 17).width + shaper.shape("V", font: font, size: 17).width
        #expect(pair < letters)
    }

    @Test func shapingNarrowsAvatarTokyo() {
        let text = "AVATAR Tokyo"
        let shaped = shaper.shape(text, font: .interRegular, size: 17).width
        let unshaped = text.map { shaper.shape(String($0), font: .interRegular, size: 17).width }.reduce(0, +)
        #expect(shaped < unshaped - 1, "shaped \(shaped) px, unshaped \(unshaped) px")
    }

    @Test func widthGrowsLinearlyWithSize() {
        let text = "Tuesday 10:09"
        let reference = shaper.shape(text, font: .interMedium, size: 17)
        let glyphCount = Double(reference.runs.map(\.glyphs.count).reduce(0, +))
        var previous = 0.0
        for size in [8.0, 12.5, 17, 34, 68, 200] {
            let width = shaper.shape(text, font: .interMedium, size: size).width
            // Each advance is rounded to 1/64 px at each size, so the error is at most one unit per glyph per size.
            let tolerance = glyphCount * (1 + size / 17) / 64
            #expect(abs(width - reference.width * size / 17) <= tolerance, "size \(size): \(width) px")
            #expect(width > previous)
            previous = width
        }
    }

    @Test(.enabled(if: NotoScriptTests.coreInstalled, NotoScriptTests.notInstalled))
    func glyphsAreLaidEndToEndAcrossRuns() throws {
        let line = shaper.shape("Tokyo مرحبا Paris", font: .interRegular, size: 17)
        // The space after the Arabic word joins it (`TextShaper.shape`), the one before stays with "Tokyo".
        #expect(line.runs.map(\.font) == [.interRegular, .notoSansArabic, .interRegular])
        var pen = 0.0
        for run in line.runs {
            for glyph in run.glyphs {
                #expect(glyph.x == pen)
                pen += glyph.advance
            }
        }
        #expect(line.width == pen)
        #expect(line.isTruncated == false)
    }

    @Test func positionsAreWholeSixtyFourthsOfAPixel() {
        let line = shaper.shape("Wavy Tokyo", font: .interSemiBold, size: 13.3)
        for glyph in line.runs.flatMap(\.glyphs) {
            #expect((glyph.x * 64).rounded() == glyph.x * 64)
            #expect((glyph.advance * 64).rounded() == glyph.advance * 64)
        }
        #expect(line.runs.allSatisfy { $0.size == 851.0 / 64 })
    }

    @Test func clustersAreUTF8OffsetsOfCharacterStarts() {
        let text = "Aé東x\u{301}Ω"
        let line = shaper.shape(text, font: .interRegular, size: 17)
        var starts: Set<Int> = []
        var offset = 0
        for character in text {
            starts.insert(offset)
            offset += character.utf8.count
        }
        let clusters = Set(line.runs.flatMap(\.glyphs).map(\.cluster))
        #expect(clusters == starts)
    }

    @Test func marksAboveAreRaisedWithYGrowingDownwards() throws {
        let line = shaper.shape("X\u{301}", font: .dejaVuSans, size: 100)
        let glyphs = try #require(line.runs.first?.glyphs)
        #expect(glyphs.count == 2)
        #expect(glyphs[0].y == 0)
        #expect(glyphs[1].y < 0)
    }

    @Test(.enabled(if: NotoScriptTests.coreInstalled, NotoScriptTests.notInstalled))
    func arabicFallsBackToNotoSansArabicAndRunsRightToLeft() throws {
        let line = shaper.shape("مرحبا", font: .interRegular, size: 17)
        let run = try #require(line.runs.first)
        #expect(line.runs.count == 1)
        #expect(run.font == .notoSansArabic)
        #expect(run.glyphs.allSatisfy { $0.id != 0 })
        let clusters = run.glyphs.map(\.cluster)
        #expect(clusters == clusters.sorted(by: >), "glyphs come out in visual order, so clusters descend")
    }

    @Test(.enabled(if: NotoScriptTests.coreInstalled, NotoScriptTests.notInstalled))
    func hebrewFallsBackToTheBoldNotoForBoldInter() {
        let line = shaper.shape("שלום", font: .interBold, size: 17)
        #expect(line.runs.map(\.font) == [.notoSansHebrewBold])
        #expect(line.runs.flatMap(\.glyphs).allSatisfy { $0.id != 0 })
    }

    @Test(arguments: ["Καλημέρα", "Привет", "Ünïcödé"])
    func greekCyrillicAndLatinStayInInter(text: String) {
        let line = shaper.shape(text, font: .interRegular, size: 17)
        #expect(line.runs.map(\.font) == [.interRegular])
        #expect(line.runs.flatMap(\.glyphs).allSatisfy { $0.id != 0 })
    }

    @Test func charactersNoFontHasStayInThePrimaryFontAsNotdef() {
        // Makasar letters: in none of the pinned fonts (no font the set-up installs has them).
        let line = shaper.shape("\u{11EE0}\u{11EE1}", font: .interMedium, size: 17)
        #expect(line.runs.map(\.font) == [.interMedium])
        #expect(line.runs.flatMap(\.glyphs).map(\.id) == [0, 0])
    }

    @Test func combiningMarksStayWithTheirBasesFont() {
        // U+0301 is in both fonts; it follows the Arabic base into DejaVu rather than splitting off into Inter.
        let arabic = shaper.shape("ب\u{301}", font: .interRegular, size: 17)
        #expect(arabic.runs.map(\.font) == [.dejaVuSans])
        let latin = shaper.shape("e\u{301}", font: .interRegular, size: 17)
        #expect(latin.runs.map(\.font) == [.interRegular])
    }

    @Test func dejaVuFallsBackOnlyToTheCJKFont() throws {
        let line = shaper.shape("Ωμέγα مرحبا Tokyo", font: .dejaVuSans, size: 17)
        #expect(Set(line.runs.map(\.font)) == [.dejaVuSans])
        let withoutCJK = try CJKFallbackTests.shaperWithoutTheOptionalFonts()
        #expect(withoutCJK.shape("東京 Tokyo", font: .dejaVuSans, size: 17).runs.map(\.font) == [.dejaVuSans])
    }

    @Test func emptyTextIsAnEmptyLine() {
        let line = shaper.shape("", font: .interRegular, size: 17)
        #expect(line == ShapedLine(text: "", runs: [], width: 0, isTruncated: false))
    }

    /// What the shaper keeps of the lines it planned (their fonts, bidi levels and items) gives exactly what shaping
    /// afresh gives, at every size and every cut, whatever was shaped before; a text is told apart by its bytes, so
    /// "é" written as "e" and a combining accent is not drawn as the "é" of one code point shaped before it.
    @Test(arguments: ["Caf\u{E9} 3,2 kW", "Cafe\u{301} 3,2 kW", "Квартальное · مراجعة التصميم · סקירת עיצוב", "ETA 3분 👩‍👩‍👧 ครับ"])
    func keptPlansGiveWhatShapingAfreshGives(text: String) throws {
        // Texts that are equal strings but not equal bytes, shaped first, where the plans would confuse them.
        _ = shaper.shape("Caf\u{E9} 3,2 kW", font: .interMedium, size: 17)
        _ = shaper.shortened("Caf\u{E9} 3,2 kW", keeping: 4, font: .interMedium, size: 17)
        for size in [9.0, 16, 16.25, 31] {
            let fresh = try TextShaper()
            #expect(shaper.shape(text, font: .interMedium, size: size) == fresh.shape(text, font: .interMedium, size: size))
            for kept in [1, 4, 6, text.count - 1] {
                let line = shaper.shortened(text, keeping: kept, font: .interMedium, size: size)
                #expect(line == fresh.shortened(text, keeping: kept, font: .interMedium, size: size), "\(text) keeping \(kept) at \(size)")
                #expect(line.text.utf8.elementsEqual((String(Array(text)[..<kept]).trimmingSuffixSpaces + "…").utf8))
            }
        }
        let before = shaper.shape(text, font: .interMedium, size: 17)
        shaper.forgetLines()
        #expect(shaper.shape(text, font: .interMedium, size: 17) == before)
    }

    @Test func sameInputGivesTheSameOutput() throws {
        let text = "AVATAR Tokyo مرحبا 👩‍👩‍👧 e\u{301}"
        let first = shaper.shape(text, font: .interSemiBold, size: 17)
        // Shaping other text at other sizes in between must not leave state behind.
        _ = shaper.shape("Other text", font: .interSemiBold, size: 41)
        _ = shaper.shape(text, font: .dejaVuSansBold, size: 9, maxWidth: 20)
        let second = shaper.shape(text, font: .interSemiBold, size: 17)
        let fresh = try TextShaper().shape(text, font: .interSemiBold, size: 17)
        #expect(first == second)
        #expect(first == fresh)
        #expect(shaper.shape(text, font: .interSemiBold, size: 17, maxWidth: 90)
            == shaper.shape(text, font: .interSemiBold, size: 17, maxWidth: 90))
    }

    @Test(.enabled(if: NotoScriptTests.coreInstalled, NotoScriptTests.notInstalled))
    func segmentsSplitOnlyWhereTheFontChanges() {
        let segments = shaper.segments(of: "ab مر cd", primary: .interRegular)
        // The space after the Arabic letters joins them; the one before them stays with "ab".
        #expect(segments == [
            FontSegment(font: .interRegular, bytes: 0..<3),
            FontSegment(font: .notoSansArabic, bytes: 3..<8),
            FontSegment(font: .interRegular, bytes: 8..<10),
        ])
    }
}

private extension String {
    /// The text without the spaces it ends in, as a shortened line drops them before its "…".
    var trimmingSuffixSpaces: String {
        var characters = Array(self)
        while characters.last?.isWhitespace == true { characters.removeLast() }
        return String(characters)
    }
}
