import DialTestSupport
import Foundation
import Testing
@testable import DialText

/// Every script Dial pins a Noto family for is shaped by HarfBuzz in that family, in the weight nearest the line's.
struct NotoScriptTests {
    static let coreInstalled = FileManager.default.fileExists(atPath: FontFiles.system.path(of: .notoSansDevanagari))
        || TestEnvironment.isCI
    static let cjkInstalled = FileManager.default.fileExists(atPath: FontFiles.system.path(of: .notoSansCJK))
        || TestEnvironment.isCI
    static let notInstalled: Comment = "fonts-noto-core or fonts-noto-cjk is not installed (scripts/setup.sh installs them)"

    let shaper: TextShaper

    init() throws {
        shaper = try TextShaper()
    }

    /// A word of each script, and the family that must draw all of it (nil: Inter itself).
    static let samples: [(text: String, family: PinnedFontFamily?)] = [
        ("नमस्ते क्षत्रिय", .noto(.devanagari)),
        ("বাংলা ক্ষমা", .noto(.bengali)),
        ("ਪੰਜਾਬੀ", .noto(.gurmukhi)),
        ("ગુજરાતી", .noto(.gujarati)),
        ("ଓଡ଼ିଆ", .noto(.oriya)),
        ("தமிழ் ஸ்ரீ", .noto(.tamil)),
        ("తెలుగు", .noto(.telugu)),
        ("ಕನ್ನಡ", .noto(.kannada)),
        ("മലയാളം", .noto(.malayalam)),
        ("සිංහල", .noto(.sinhala)),
        ("สวัสดีครับ ที่นี่", .noto(.thai)),
        ("ພາສາລາວ", .noto(.lao)),
        ("ភាសាខ្មែរ", .noto(.khmer)),
        ("မြန်မာ", .noto(.myanmar)),
        ("ქართული", .noto(.georgian)),
        ("Հայերեն", .noto(.armenian)),
        ("አማርኛ", .noto(.ethiopic)),
        ("שָׁלוֹם", .noto(.hebrew)),
        ("مرحبا بالعالم", .noto(.arabic)),
        // Installed by fonts-noto-core all along and drawn as boxes until pinned (part N's herder-mn face).
        ("ᠮᠣᠩᠭᠣᠯ ᠤᠯᠤᠰ", .noto(.mongolian)),
        ("ܫܠܡܐ ܥܠܡܐ", .noto(.syriac)),
        ("ދިވެހިބަސް", .noto(.thaana)),
        ("བོད་ཡིག", .noto(.tibetan)),
        // Installed by fonts-noto-core all along; Cherokee was drawn as boxes (stranger8 #8) and syllabics from
        // DejaVu until pinned.
        ("ᏣᎳᎩ ᎦᏬᏂᎯᏍᏗ", .noto(.cherokee)),
        ("ᐃᓄᒃᑎᑐᑦ ᓄᓇᕗᑦ", .noto(.canadianAboriginal)),
        ("ⵜⴰⵎⴰⵣⵉⵖⵜ", .noto(.tifinagh)),
        ("\u{1E906}\u{1E935}\u{1E924}\u{1E922}\u{1E944}\u{1E92A}", .noto(.adlam)),
        ("ߒߞߏ ߞߊ߲", .noto(.nko)),
        ("ᱥᱟᱱᱛᱟᱲᱤ", .noto(.olChiki)),
        ("\u{10D0C}\u{10D1F}\u{10D07}\u{10D25}\u{10D1D}", .noto(.hanifiRohingya)),
        ("서울 한국어", .notoCJK),
        ("ひらがな カタカナ", .notoCJK),
        ("東京 漢字", .notoCJK),
        ("Καλημέρα Ελένη", nil),
        ("Привет Київ", nil),
        ("Größe façon œuvre Tiếng Việt Łódź", nil),
    ]

    static let weights: [PinnedFont] = [.interRegular, .interMedium, .interSemiBold, .interBold]

    /// The table has a line for every script Dial pins a family for: a script added without one is never checked.
    @Test func everyPinnedScriptHasASample() {
        let sampled = Set(Self.samples.compactMap { sample -> NotoScript? in
            if case .noto(let script) = sample.family { script } else { nil }
        })
        #expect(Set(NotoScript.allCases).subtracting(sampled).isEmpty)
    }

    @Test(.enabled(if: coreInstalled && cjkInstalled, notInstalled), arguments: samples.indices, weights)
    func everyScriptIsDrawnWholeByItsFamilyInTheNearestWeight(sample: Int, font: PinnedFont) {
        let (text, family) = Self.samples[sample]
        let line = shaper.shape(text, font: font, size: 20)
        let glyphs = line.runs.flatMap(\.glyphs)
        #expect(!glyphs.isEmpty)
        #expect(glyphs.allSatisfy { $0.id != 0 }, "\(text): a .notdef glyph in \(line.runs.map(\.font))")
        let expected = family?.face(nearest: font.weight) ?? font
        #expect(line.runs.allSatisfy { $0.font == expected }, "\(text) in \(line.runs.map(\.font)), expected \(expected)")
        #expect(shaper.missingGlyphs(in: text, font: font) == nil)
        // The glyphs cover every character: none is dropped.
        let clusters = Set(glyphs.map(\.cluster))
        #expect(clusters.isSubset(of: Set(text.indices.flatMap { index in
            (0..<text[index].utf8.count).map { text.utf8.distance(from: text.startIndex, to: index) + $0 }
        })))
    }

    /// Conjuncts and ligatures: HarfBuzz shapes the cluster into fewer glyphs than it has code points, which a
    /// font without the script's shaping (or no shaping) cannot do.
    @Test(.enabled(if: coreInstalled, notInstalled),
          arguments: ["क्ष", "क्षत्रिय", "ক্ষ", "ஸ்ரீ", "ത്ര", "ಕ್ಷ"])
    func conjunctsShapeIntoFewerGlyphsThanCodePoints(text: String) {
        let line = shaper.shape(text, font: .interMedium, size: 20)
        let glyphs = line.runs.flatMap(\.glyphs)
        #expect(glyphs.count < text.unicodeScalars.count, "\(text): \(glyphs.count) glyphs")
        #expect(glyphs.allSatisfy { $0.id != 0 })
    }

    /// Devanagari's vowel sign i is written after its consonant and drawn before it.
    @Test(.enabled(if: coreInstalled, notInstalled))
    func devanagariVowelSignIIsReorderedBeforeItsConsonant() {
        let consonant = shaper.shape("क", font: .interMedium, size: 20).runs.flatMap(\.glyphs)
        let syllable = shaper.shape("कि", font: .interMedium, size: 20).runs.flatMap(\.glyphs)
        #expect(syllable.count == 2)
        #expect(syllable.last?.id == consonant.first?.id)
        // The sign (a form of it as wide as its consonant) on the left, written second in the text.
        #expect(syllable.first?.id != consonant.first?.id && syllable.first?.id != 0)
        #expect(syllable.first?.cluster == 0 && syllable.last?.cluster == 0)
    }

    /// Arabic joins: a letter inside a word takes another glyph than alone, and the line reads right to left.
    @Test(.enabled(if: coreInstalled, notInstalled))
    func arabicLettersJoinAndReadRightToLeft() {
        let alone = shaper.shape("ح", font: .interMedium, size: 20).runs.flatMap(\.glyphs)
        let word = shaper.shape("مرحبا", font: .interMedium, size: 20)
        #expect(word.isRightToLeft)
        let joined = word.runs.flatMap(\.glyphs)
        let inWord = joined.first { $0.cluster == "مر".utf8.count }
        #expect(inWord != nil && inWord?.id != alone.first?.id)
        // Visual order: the first letter is drawn rightmost.
        #expect(joined.last?.cluster == 0)
    }

    /// A semi-bold line stays heavy in every script: its Devanagari, Thai and Hangul come from the bold faces
    /// (fonts-noto-core and fonts-noto-cjk ship 400 and 700; 700 is nearest 600), never the regular ones.
    @Test(.enabled(if: coreInstalled && cjkInstalled, notInstalled))
    func aSemiBoldLineIsBoldInEveryScript() {
        let line = shaper.shape("Next नमस्ते สวัสดี 서울", font: .interSemiBold, size: 20)
        #expect(Set(line.runs.map(\.font)) == [.interSemiBold, .notoSansDevanagariBold, .notoSansThaiBold, .notoSansCJKBold])
        let medium = shaper.shape("Next नमस्ते สวัสดี 서울", font: .interMedium, size: 20)
        #expect(Set(medium.runs.map(\.font)) == [.interMedium, .notoSansDevanagari, .notoSansThai, .notoSansCJK])
    }

    /// Digits beside Hangul are drawn with it, in its weight ("3분" is one word); after Latin they stay Inter's.
    @Test(.enabled(if: cjkInstalled, notInstalled))
    func digitsJoinTheScriptBesideThem() {
        #expect(shaper.segments(of: "3분", primary: .interSemiBold).map(\.font) == [.notoSansCJKBold])
        #expect(shaper.segments(of: "서울 12°", primary: .interMedium).map(\.font) == [.notoSansCJK])
        let eta = shaper.segments(of: "ETA 3분", primary: .interSemiBold)
        #expect(eta == [FontSegment(font: .interSemiBold, bytes: 0..<5), FontSegment(font: .notoSansCJKBold, bytes: 5..<8)])
        // Where the script before has not all of them, the one after takes them: Noto Sans Thai has no Latin digits,
        // so " 3" joins the Hangul after it, the space with the digit.
        let thai = shaper.segments(of: "ครับ 3분", primary: .interMedium)
        #expect(thai.map(\.font) == [.notoSansThai, .notoSansCJK])
        #expect(thai.last?.bytes.lowerBound == "ครับ".utf8.count)
    }

    /// A run of digits and punctuation is drawn in one font: Noto Sans Khmer has commas but no Latin digits, so
    /// "1,240,000" after the riel sign stays whole in Inter rather than Inter digits between Khmer commas.
    @Test(.enabled(if: coreInstalled, notInstalled))
    func aRunOfDigitsAndPunctuationIsOneFont() {
        let riel = shaper.segments(of: "៛1,240,000", primary: .interSemiBold)
        #expect(riel.map(\.font) == [.notoSansKhmerBold, .interSemiBold], "\(riel)")
        #expect(riel.last?.bytes == "៛".utf8.count..<"៛1,240,000".utf8.count)
        // Each run decides alone: the Khmer digits after a space are Khmer's.
        let mixed = shaper.segments(of: "៛1,240 ១២៨", primary: .interSemiBold)
        #expect(mixed.map(\.font).last == .notoSansKhmerBold)
    }

    /// The optional families are loaded when a text first needs one, and only that one: a Latin face opens none.
    @Test(.enabled(if: coreInstalled && cjkInstalled, notInstalled))
    func optionalFontsAreLoadedOnlyWhenATextNeedsThem() throws {
        let fresh = try TextShaper()
        // The designs' faces are required but opened on first use too.
        let required = Set(PinnedFont.allCases.filter(\.opensEagerly))
        #expect(fresh.loadedFonts == required)
        _ = fresh.shape("Hello, Zürich −3°", font: .interSemiBold, size: 20)
        #expect(fresh.loadedFonts == required)
        _ = fresh.shape("नमस्ते 서울", font: .interSemiBold, size: 20)
        #expect(fresh.loadedFonts == required.union([.notoSansDevanagariBold, .notoSansCJKBold]))
    }
}
