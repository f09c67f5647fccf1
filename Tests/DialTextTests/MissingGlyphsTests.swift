import Foundation
import Testing
@testable import DialText

/// What no pinned font draws is found, named by code point, with the fonts tried.
struct MissingGlyphsTests {
    let shaper: TextShaper

    init() throws {
        shaper = try TextShaper()
    }

    @Test func aCharacterNoFontHasIsReportedByCodePoint() throws {
        // Makasar (no font the set-up installs has it): no pinned family has it.
        let missing = try #require(shaper.missingGlyphs(in: "Makassar 𑻠 𑻡 𑻠", font: .interSemiBold))
        #expect(missing.scalars == ["\u{11EE0}", "\u{11EE1}"])
        #expect(missing.codePoints == "U+11EE0 U+11EE1")
        #expect(missing.tried.first == .interSemiBold)
        #expect(missing.tried.contains(.dejaVuSansBold))
        #expect(missing.triedDescription.hasPrefix("tried Inter-SemiBold.otf"))
        // The shaped line draws them as .notdef, as reported.
        let glyphs = shaper.shape("𑻠", font: .interSemiBold, size: 20).runs.flatMap(\.glyphs)
        #expect(glyphs.map(\.id) == [0])
    }

    /// A private-use character means what the app's own font draws there, which Dial does not have: reported as missing
    /// and drawn as the empty box, never as a pinned font's private glyph (Inter has one at U+E123: stranger19 #10).
    @Test func aPrivateUseCharacterIsMissingAndDrawnAsTheBox() throws {
        let missing = try #require(shaper.missingGlyphs(in: "x \u{E123} y", font: .interMedium))
        #expect(missing.scalars == ["\u{E123}"])
        let line = shaper.shape("x \u{E123} y", font: .interMedium, size: 20)
        let glyphs = line.runs.flatMap(\.glyphs)
        #expect(glyphs.count == 5 && glyphs[2].id == 0, "\(glyphs.map(\.id))")
        // Its box is as wide as the font's, not the private glyph's.
        let box = shaper.shape("\u{11EE0}", font: .interMedium, size: 20).runs.flatMap(\.glyphs)
        #expect(box.map(\.id) == [0] && glyphs[2].advance == box[0].advance, "\(glyphs[2].advance) \(box.map(\.advance))")
        #expect(MissingGlyphs.isPrivateUse(0xE000) && MissingGlyphs.isPrivateUse(0xF8FF) && MissingGlyphs.isPrivateUse(0xF0001))
        #expect(!MissingGlyphs.isPrivateUse(0xDFFF) && !MissingGlyphs.isPrivateUse(0xF900) && !MissingGlyphs.isPrivateUse(0x1F600))
    }

    @Test(arguments: ["", "Hello, world", "Größe −3°", "line one\nline two", "e\u{301}", "A\u{200D}B"])
    func textEveryFontDrawsIsNotReported(text: String) {
        #expect(shaper.missingGlyphs(in: text, font: .interMedium) == nil)
    }

    @Test func codePointsHaveAtLeastFourUpperCaseDigits() {
        #expect(MissingGlyphs.codePoint("A") == "U+0041")
        #expect(MissingGlyphs.codePoint("\u{0915}") == "U+0915")
        #expect(MissingGlyphs.codePoint("\u{1F600}") == "U+1F600")
        #expect(MissingGlyphs.codePoint("\u{E000}") == "U+E000")
    }
}
