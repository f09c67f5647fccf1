import DialTestSupport
import Foundation
import Testing
@testable import DialText

/// Symbols of no script that neither DejaVu Sans nor Noto Sans CJK has come from Noto's symbol families, in the
/// weight nearest the line's, and loading them opens no script family.
struct PinnedFontFamilyTests {
    static let coreInstalled = NotoScriptTests.coreInstalled
    static let notInstalled = NotoScriptTests.notInstalled

    let shaper: TextShaper

    init() throws {
        shaper = try TextShaper()
    }

    /// A few symbols of each family, none of which DejaVu Sans or Noto Sans CJK has: the fallback tries those first, so
    /// a run in the symbol family's face shows that they lack every one.
    static let samples: [(text: String, family: PinnedFontFamily)] = [
        ("⎓⎍⏧", .notoSymbols),         // direct current, monostable, electrical intersection (an EV charger's face)
        ("⏻⏼␀⑆", .notoSymbols2),       // power and power on-off (IEC 5009, 5010), the null picture, OCR's amount
        ("⍟⎕⟂", .notoMath),           // APL's circle star and quad, perpendicular
        ("𝄞𝅘𝅥𝅮𝄢", .notoMusic),          // G clef, an eighth note, F clef
    ]

    @Test(.enabled(if: coreInstalled, notInstalled), arguments: samples.indices, [PinnedFont.interRegular, .interSemiBold])
    func aSymbolNoOtherFamilyHasIsDrawnByItsSymbolFamily(sample: Int, font: PinnedFont) {
        let (text, family) = Self.samples[sample]
        let line = shaper.shape(text, font: font, size: 20)
        let glyphs = line.runs.flatMap(\.glyphs)
        #expect(!glyphs.isEmpty && glyphs.allSatisfy { $0.id != 0 }, "\(text): a .notdef glyph in \(line.runs.map(\.font))")
        #expect(line.runs.allSatisfy { $0.font == family.face(nearest: font.weight) }, "\(text) in \(line.runs.map(\.font))")
        #expect(shaper.missingGlyphs(in: text, font: font) == nil)
    }

    /// A semi-bold line's ⎓ is Noto Sans Symbols SemiBold, a bold one's Bold: the one symbol family with several
    /// weights keeps the line's.
    @Test(.enabled(if: coreInstalled && NotoScriptTests.extraInstalled, notInstalled))
    func aSymbolKeepsItsLinesWeight() {
        #expect(shaper.shape("22 kW ⎓", font: .interSemiBold, size: 20).runs.map(\.font) == [.interSemiBold, .notoSansSymbolsSemiBold])
        #expect(shaper.shape("22 kW ⎓", font: .interBold, size: 20).runs.map(\.font) == [.interBold, .notoSansSymbolsBold])
        #expect(shaper.shape("22 kW ⎓", font: .interMedium, size: 20).runs.map(\.font) == [.interMedium, .notoSansSymbolsMedium])
    }

    /// A symbol opens its own family's file and no script family's: they come after it in the fallback.
    @Test(.enabled(if: coreInstalled, notInstalled))
    func aSymbolOpensNoScriptFamily() throws {
        let fresh = try TextShaper()
        let before = fresh.loadedFonts
        _ = fresh.shape("⎓ 𝄞", font: .interMedium, size: 20)
        let opened = fresh.loadedFonts.subtracting(before)
        #expect(opened.allSatisfy { if case .noto = $0.family { false } else { true } }, "\(opened)")
        #expect(opened.contains(.notoSansSymbolsMedium) && opened.contains(.notoMusic))
    }
}
