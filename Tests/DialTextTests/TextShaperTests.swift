import CHarfBuzz
import Foundation
import Testing
@testable import DialText

/// What a shaper tells the golden environment record: each pinned file's hash and revision, and the libraries' versions.
@Suite struct TextShaperTests {
    @Test func fontHashesCoverEveryLoadedPinnedFile() throws {
        let shaper = try TextShaper()
        let hashes = shaper.fontHashes()
        #expect(Set(hashes.keys) == Set(PinnedFont.allCases.filter(shaper.isLoaded)))
        #expect(Set(PinnedFont.allCases.filter { !$0.isOptional }).isSubset(of: hashes.keys))
        for hash in hashes.values {
            #expect(hash.count == 64)
            #expect(hash.allSatisfy { "0123456789abcdef".contains($0) })
        }
        #expect(Set(hashes.values).count == hashes.count)
    }

    @Test func fileHashMatchesItsBytes() throws {
        let path = NSTemporaryDirectory() + "DialTextTests-" + UUID().uuidString
        defer { try? FileManager.default.removeItem(atPath: path) }
        try Data("abc".utf8).write(to: URL(fileURLWithPath: path))
        let data = try FontData.read(path: path)
        #expect(data.sha256 == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
    }

    /// Read from the faces the shaper has open, written with three decimals (Debian's Inter is 3.019); a revision of
    /// 0 would be a table read at the wrong place.
    @Test func fontRevisionsAreTheHeadTablesWithThreeDecimals() throws {
        let shaper = try TextShaper()
        let revisions = shaper.fontRevisions()
        #expect(Set(revisions.keys).isSubset(of: Set(shaper.fontHashes().keys)))
        let inter = try #require(revisions[.interMedium])
        #expect(inter.wholeMatch(of: /[1-9][0-9]*\.[0-9]{3}/) != nil, "\(inter)")
        #expect(revisions.values.allSatisfy { $0.wholeMatch(of: /[0-9]+\.[0-9]{3}/) != nil }, "\(revisions)")
    }

    @Test func libraryVersionsAreAskedOfTheLibraries() throws {
        let versions = try TextShaper().libraryVersions()
        // ICU, whose word breaks the spaceless scripts are cut at (`SpacelessWords`), names itself major.minor ("76.1").
        #expect(Set(versions.keys) == ["freetype", "harfbuzz", "icu"])
        #expect(versions.values.allSatisfy { $0.wholeMatch(of: /[0-9]+\.[0-9]+(\.[0-9]+)?/) != nil }, "\(versions)")
    }

    /// A start of a text cut to be shortened takes its characters' fonts from the whole text rather than finding them
    /// again: the same line, run for run and glyph for glyph, as the start shaped on its own, whatever joins what (digits
    /// beside Thai, Hangul or Ethiopic, Latin inside Arabic, emoji, ASCII).
    @Test(arguments: ["ครับ 3분 · Room 4", "ከፍተኛ 26° · ዝቅተኛ 8°", "Квартальное планирование · مراجعة التصميم · סקירת עיצוב",
                      "あと23分 ・ 동대문 3분", "Team standup · Room 4", "🍣 19:30 Sushi 鮨", "ร้าน 1,240 บาท"])
    func aShortenedStartIsTheStartShapedOnItsOwn(text: String) throws {
        let shaper = try TextShaper()
        let characters = Array(text)
        let direction = BidiParagraph(text, direction: nil).direction
        for font in [PinnedFont.interSemiBold, .interRegular] {
            for kept in 0...characters.count {
                let cut = shaper.shortened(text, keeping: kept, font: font, size: 20)
                // A new shaper, which has not seen the whole text: the start's own fonts.
                let alone = try TextShaper().truncated(characters[..<kept], font: font, size: 20, direction: direction)
                #expect(cut == alone, "\(text) kept \(kept): \(cut.text)")
            }
        }
    }

    /// A line shaped before in a layout is given again only where it is the same line: the same bytes, font, paragraph
    /// direction, cut or not, and a size that HarfBuzz quantises alike (1/64 px); anything else is shaped as a new
    /// shaper shapes it.
    @Test func keptLinesAreGivenOnlyForTheSameLine() throws {
        let shaper = try TextShaper()
        let fresh = { (body: (TextShaper) -> ShapedLine) throws -> ShapedLine in body(try TextShaper()) }
        let first = shaper.shape("4:09 AM", font: .interMedium, size: 29)
        #expect(first.runs.map(\.size) == [29])
        // 29.004 px quantises to 29 px: the same line, at 29 px.
        #expect(shaper.shape("4:09 AM", font: .interMedium, size: 29.004) == first)
        for size in [28.75, 22.0, 29.25] {
            let line = shaper.shape("4:09 AM", font: .interMedium, size: size)
            #expect(line == (try fresh { $0.shape("4:09 AM", font: .interMedium, size: size) }))
            #expect(line.runs.map(\.size) == [size])
            #expect(line.width != first.width)
        }
        let regular = shaper.shape("4:09 AM", font: .interRegular, size: 29)
        #expect(regular.runs.map(\.font) == [.interRegular])
        #expect(regular == (try fresh { $0.shape("4:09 AM", font: .interRegular, size: 29) }))
        // The same bytes cut ("4:09…", drawn truncated) and written so (a whole line).
        let cut = shaper.shortened("4:09 AM", keeping: 4, font: .interMedium, size: 29)
        let written = shaper.shape("4:09…", font: .interMedium, size: 29)
        #expect(cut.text == written.text)
        #expect(cut.isTruncated && !written.isTruncated)
        // The same bytes in a right-to-left paragraph: the direction is part of the line.
        let mixed = "Room 4 غرفة"
        let leftToRight = shaper.shape(mixed, font: .interMedium, size: 29, direction: .leftToRight)
        let rightToLeft = shaper.shape(mixed, font: .interMedium, size: 29, direction: .rightToLeft)
        #expect(leftToRight != rightToLeft)
        #expect(rightToLeft == (try fresh { $0.shape(mixed, font: .interMedium, size: 29, direction: .rightToLeft) }))
        shaper.forgetLines()
        #expect(shaper.shape("4:09 AM", font: .interMedium, size: 29) == first)
    }

    /// Text in ASCII that a font has whole is one segment in that font, and one Latin item (of no script without a
    /// letter), as found character by character.
    @Test func asciiIsOneSegmentAndOneItem() throws {
        let shaper = try TextShaper()
        for text in ["Room 4", "12:30", "Hello, world!…", "-1000000000 steps"] {
            let segments = shaper.segments(of: text, primary: .interSemiBold)
            #expect(segments == [FontSegment(font: .interSemiBold, bytes: 0..<text.utf8.count)])
            let items = TextItem.items(of: text, segments: segments, bidi: BidiParagraph(text, direction: nil))
            let script = text.contains { $0.isLetter } ? HB_SCRIPT_LATIN : HB_SCRIPT_INVALID
            #expect(items == [TextItem(font: .interSemiBold, bytes: 0..<text.utf8.count, level: 0, script: script)])
        }
        #expect(TextItem.items(of: "12:30…", segments: [FontSegment(font: .interRegular, bytes: 0..<8)],
                               bidi: BidiParagraph("12:30…", direction: nil)).map(\.script) == [HB_SCRIPT_INVALID])
    }

    /// `withTabularDigits` shapes with the fonts' tabular figures (OpenType `tnum`, SwiftUI's `monospacedDigit()`): every
    /// digit as wide as the others, where Inter's own figures differ ("1111" narrower than "8888"); outside it, lines are
    /// shaped as before, and a line shaped in one way is never served from the cache for the other.
    /// (Quicksand has no `tnum`: docs/views.md, "Not yet".)
    @Test(arguments: [PinnedFont.interRegular, .interSemiBold, .interBlack])
    func tabularDigitsAreOfOneWidth(font: PinnedFont) throws {
        let shaper = try TextShaper()
        let proportional = (shaper.shape("1111", font: font, size: 40).width, shaper.shape("8888", font: font, size: 40).width)
        let tabular = shaper.withTabularDigits(true) {
            (shaper.shape("1111", font: font, size: 40).width, shaper.shape("8888", font: font, size: 40).width)
        }
        #expect(abs(tabular.0 - tabular.1) < 1e-9)
        #expect(proportional.0 < proportional.1)
        #expect(shaper.shape("1111", font: font, size: 40).width == proportional.0, "outside the scope, the proportional line")
    }

    /// A rounded line's Greek and Cyrillic, which Quicksand lacks, come from the Inter face whose strokes match the
    /// Quicksand face's, not the one its weight's name gives (stranger7 #18: a semi-bold rounded "Πειραιάς 07:45" drew
    /// its word in Inter Bold beside Quicksand Bold digits, visibly heavier), and their stems are within a tenth of
    /// each other.
    @Test(arguments: [(PinnedFont.quicksandBold, PinnedFont.interSemiBold), (.quicksandMedium, .interMedium),
                      (.quicksandRegular, .interLight), (.quicksandLight, .interExtraLight)])
    func aDesignsFallbackMatchesItsStrokes(design: PinnedFont, inter: PinnedFont) throws {
        let shaper = try TextShaper()
        for text in ["Πειραιάς 07:45", "Малчин 1 248"] {
            let line = shaper.shape(text, font: design, size: 36)
            // The word comes first, the digits after it.
            let letters = try #require(line.runs.first)
            #expect(letters.font == inter, "\(text) in \(design): \(line.runs.map(\.font))")
            #expect(line.runs.contains { $0.font == design }, "the digits stay in \(design)")
        }
        // The stem of an "l" across the middle of its x-height, from the outlines.
        func stem(_ font: PinnedFont) throws -> Double {
            let glyph = try #require(shaper.shape("l", font: font, size: 400).runs.first?.glyphs.first)
            let ink = try #require(shaper.inkBox(of: glyph.id, font: font, size: 400))
            return ink.right - ink.left
        }
        let (own, matched) = (try stem(design), try stem(inter))
        #expect(abs(own - matched) / own < 0.2, "\(design) \(own), \(inter) \(matched)")
    }
}


/// A mark above a capital is drawn above it in every weight a line asks for: where Inter has the capital and the
/// mark but no anchor joining them (Yoruba's "Ọ́", "Ẹ̀": the acute was drawn inside the capital, stranger10 #1), the
/// mark is lifted over the capital, in the line's own font.
@Suite struct CapitalMarkTests {
    static let capitals = ["Ọ", "Ẹ", "Ṣ", "Ị", "Ụ", "O", "E", "A", "N", "Ǹ"]
    static let marks = ["\u{0300}", "\u{0301}", "\u{0304}", "\u{0303}"]

    @Test(arguments: [PinnedFont.interRegular, .interMedium, .interSemiBold, .interBold])
    func everyCapitalsMarkAboveIsDrawnAboveIt(font: PinnedFont) throws {
        let shaper = try TextShaper()
        let size = 40.0
        for capital in Self.capitals {
            for mark in Self.marks {
                let cluster = capital + mark
                let line = shaper.shape(cluster, font: font, size: size)
                let glyphs = line.runs.flatMap { run in run.glyphs.map { (run.font, $0) } }
                let (baseFont, base) = try #require(glyphs.first)
                let baseInk = try #require(shaper.inkBox(of: base.id, font: baseFont, size: size))
                let top = base.y + baseInk.top
                // Each glyph drawn in the upper half of the capitals' height is the mark: its ink starts above the
                // capital's top (a twentieth of an em of overlap allowed, as an accent may tuck into the letter).
                let above = glyphs.dropFirst().compactMap { font, glyph -> Double? in
                    guard let ink = shaper.inkBox(of: glyph.id, font: font, size: size), glyph.y + ink.top < top / 2 else { return nil }
                    return glyph.y + ink.bottom
                }
                // One glyph: the font composed the capital and its mark into one (Inter's "Ó"), drawn as designed.
                #expect(glyphs.count == 1 || !above.isEmpty, "\(cluster) in \(font): no mark above drawn")
                for bottom in above {
                    #expect(bottom <= top + size / 20, "\(cluster) in \(font): the mark's ink starts at \(bottom), the capital's top at \(top) (\(line.runs.map(\.font)))")
                }
                // Drawn in the line's own font: the mark is lifted, not the cluster sent to another family.
                #expect(line.runs.allSatisfy { $0.font == font }, "\(cluster) in \(font): drawn in \(line.runs.map(\.font))")
            }
        }
    }

    /// Lower case and a capital Inter joins to its mark stay in Inter.
    @Test func clustersInterPlacesStayInInter() throws {
        let shaper = try TextShaper()
        for text in ["ọ̀jọ́", "E\u{0301}", "A\u{0300}", "O\u{0304}"] {
            let line = shaper.shape(text, font: .interSemiBold, size: 40)
            #expect(line.runs.allSatisfy { $0.font == .interSemiBold }, "\(text): \(line.runs.map(\.font))")
        }
    }
}
