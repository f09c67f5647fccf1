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
    static let extraInstalled = FileManager.default.fileExists(atPath: FontFiles.system.path(of: .notoSansDevanagariMedium))
        || TestEnvironment.isCI
    static let notInstalled: Comment = "fonts-noto-core, fonts-noto-extra or fonts-noto-cjk is not installed (scripts/setup.sh installs them)"

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
        // The living scripts pinned in session 15 (stranger10's Javanese face drew boxes): five letters of each, from
        // the start of its block, where its consonants or independent vowels are.
        ("\u{A984}\u{A985}\u{A986}\u{A987}\u{A988}", .noto(.javanese)),
        ("\u{1B05}\u{1B06}\u{1B07}\u{1B08}\u{1B09}", .noto(.balinese)),
        ("\u{1B83}\u{1B84}\u{1B85}\u{1B86}\u{1B87}", .noto(.sundanese)),
        ("\u{1BC0}\u{1BC1}\u{1BC2}\u{1BC3}\u{1BC4}", .noto(.batak)),
        ("\u{1A00}\u{1A01}\u{1A02}\u{1A03}\u{1A04}", .noto(.buginese)),
        ("\u{A930}\u{A931}\u{A932}\u{A933}\u{A934}", .noto(.rejang)),
        ("\u{AA00}\u{AA01}\u{AA02}\u{AA03}\u{AA04}", .noto(.cham)),
        ("\u{11103}\u{11104}\u{11105}\u{11106}\u{11107}", .noto(.chakma)),
        ("\u{A90A}\u{A90B}\u{A90C}\u{A90D}\u{A90E}", .noto(.kayahLi)),
        ("\u{1C00}\u{1C01}\u{1C02}\u{1C03}\u{1C04}", .noto(.lepcha)),
        ("\u{1901}\u{1902}\u{1903}\u{1904}\u{1905}", .noto(.limbu)),
        ("\u{A4D0}\u{A4D1}\u{A4D2}\u{A4D3}\u{A4D4}", .noto(.lisu)),
        ("\u{ABC0}\u{ABC1}\u{ABC2}\u{ABC3}\u{ABC4}", .noto(.meeteiMayek)),
        ("\u{16F00}\u{16F01}\u{16F02}\u{16F03}\u{16F04}", .noto(.miao)),
        ("\u{1980}\u{1981}\u{1982}\u{1983}\u{1984}", .noto(.newTaiLue)),
        ("\u{104B0}\u{104B1}\u{104B2}\u{104B3}\u{104B4}", .noto(.osage)),
        ("\u{1950}\u{1951}\u{1952}\u{1953}\u{1954}", .noto(.taiLe)),
        ("\u{1A20}\u{1A21}\u{1A22}\u{1A23}\u{1A24}", .noto(.taiTham)),
        ("\u{AA80}\u{AA81}\u{AA82}\u{AA83}\u{AA84}", .noto(.taiViet)),
        ("\u{A500}\u{A501}\u{A502}\u{A503}\u{A504}", .noto(.vai)),
        ("\u{A000}\u{A001}\u{A002}\u{A003}\u{A004}", .noto(.yi)),
        ("\u{A6A0}\u{A6A1}\u{A6A2}\u{A6A3}\u{A6A4}", .noto(.bamum)),
        ("\u{840}\u{841}\u{842}\u{843}\u{844}", .noto(.mandaic)),
        ("\u{11400}\u{11401}\u{11402}\u{11403}\u{11404}", .noto(.newa)),
        ("\u{A882}\u{A883}\u{A884}\u{A885}\u{A886}", .noto(.saurashtra)),
        ("\u{A800}\u{A801}\u{A802}\u{A803}\u{A804}", .noto(.sylotiNagri)),
        ("\u{1E2C0}\u{1E2C1}\u{1E2C2}\u{1E2C3}\u{1E2C4}", .noto(.wancho)),
        ("\u{1703}\u{1704}\u{1705}\u{1706}\u{1707}", .noto(.tagalog)),
        ("\u{16AD0}\u{16AD1}\u{16AD2}\u{16AD3}\u{16AD4}", .noto(.bassaVah)),
        ("\u{1E800}\u{1E801}\u{1E802}\u{1E803}\u{1E804}", .noto(.mendeKikakui)),
        ("\u{16B00}\u{16B01}\u{16B02}\u{16B03}\u{16B04}", .noto(.pahawhHmong)),
        ("\u{110D0}\u{110D1}\u{110D2}\u{110D3}\u{110D4}", .noto(.soraSompeng)),
        ("\u{16E40}\u{16E41}\u{16E42}\u{16E43}\u{16E44}", .noto(.medefaidrin)),
        ("\u{800}\u{801}\u{802}\u{803}\u{804}", .noto(.samaritan)),
        ("\u{10480}\u{10481}\u{10482}\u{10483}\u{10484}", .noto(.osmanya)),
        ("\u{11D60}\u{11D61}\u{11D62}\u{11D63}\u{11D64}", .noto(.gunjalaGondi)),
        ("\u{11D00}\u{11D01}\u{11D02}\u{11D03}\u{11D04}", .noto(.masaramGondi)),
        // The rest of fonts-noto-core's scripts, pinned in session 15 after stranger11's Tirhuta and Coptic: five letters
        // of each, the first its font has.
        ("\u{14400}\u{14401}\u{14402}\u{14403}\u{14404}", .noto(.anatolianHieroglyphs)),
        ("\u{10B00}\u{10B01}\u{10B02}\u{10B03}\u{10B04}", .noto(.avestan)),
        ("\u{11C00}\u{11C01}\u{11C02}\u{11C03}\u{11C04}", .noto(.bhaiksuki)),
        ("\u{11003}\u{11004}\u{11005}\u{11006}\u{11007}", .noto(.brahmi)),
        ("\u{1740}\u{1741}\u{1742}\u{1743}\u{1744}", .noto(.buhid)),
        ("\u{102A0}\u{102A1}\u{102A2}\u{102A3}\u{102A4}", .noto(.carian)),
        ("\u{10530}\u{10531}\u{10532}\u{10533}\u{10534}", .noto(.caucasianAlbanian)),
        ("\u{3E2}\u{3E3}\u{3E4}\u{3E5}\u{3E6}", .noto(.coptic)),
        ("\u{12000}\u{12001}\u{12002}\u{12003}\u{12004}", .noto(.cuneiform)),
        ("\u{10800}\u{10801}\u{10802}\u{10803}\u{10804}", .noto(.cypriot)),
        ("\u{10400}\u{10401}\u{10402}\u{10403}\u{10404}", .noto(.deseret)),
        ("\u{1BC00}\u{1BC01}\u{1BC02}\u{1BC03}\u{1BC04}", .noto(.duployan)),
        ("\u{13000}\u{13001}\u{13002}\u{13003}\u{13004}", .noto(.egyptianHieroglyphs)),
        ("\u{10500}\u{10501}\u{10502}\u{10503}\u{10504}", .noto(.elbasan)),
        ("\u{10FE0}\u{10FE1}\u{10FE2}\u{10FE3}\u{10FE4}", .noto(.elymaic)),
        ("\u{2C00}\u{2C01}\u{2C02}\u{2C03}\u{2C04}", .noto(.glagolitic)),
        ("\u{10330}\u{10331}\u{10332}\u{10333}\u{10334}", .noto(.gothic)),
        ("\u{11305}\u{11306}\u{11307}\u{11308}\u{11309}", .noto(.grantha)),
        ("\u{1720}\u{1721}\u{1722}\u{1723}\u{1724}", .noto(.hanunoo)),
        ("\u{108E0}\u{108E1}\u{108E2}\u{108E3}\u{108E4}", .noto(.hatran)),
        ("\u{10840}\u{10841}\u{10842}\u{10843}\u{10844}", .noto(.imperialAramaic)),
        ("\u{10B60}\u{10B61}\u{10B62}\u{10B63}\u{10B64}", .noto(.inscriptionalPahlavi)),
        ("\u{10B40}\u{10B41}\u{10B42}\u{10B43}\u{10B44}", .noto(.inscriptionalParthian)),
        ("\u{11083}\u{11084}\u{11085}\u{11086}\u{11087}", .noto(.kaithi)),
        ("\u{10A00}\u{10A10}\u{10A11}\u{10A12}\u{10A13}", .noto(.kharoshthi)),
        ("\u{11200}\u{11201}\u{11202}\u{11203}\u{11204}", .noto(.khojki)),
        ("\u{112B0}\u{112B1}\u{112B2}\u{112B3}\u{112B4}", .noto(.khudawadi)),
        ("\u{10600}\u{10601}\u{10602}\u{10603}\u{10604}", .noto(.linearA)),
        ("\u{10000}\u{10001}\u{10002}\u{10003}\u{10004}", .noto(.linearB)),
        ("\u{10280}\u{10281}\u{10282}\u{10283}\u{10284}", .noto(.lycian)),
        ("\u{10920}\u{10921}\u{10922}\u{10923}\u{10924}", .noto(.lydian)),
        ("\u{11150}\u{11151}\u{11152}\u{11153}\u{11154}", .noto(.mahajani)),
        ("\u{10AC0}\u{10AC1}\u{10AC2}\u{10AC3}\u{10AC4}", .noto(.manichaean)),
        ("\u{11C72}\u{11C73}\u{11C74}\u{11C75}\u{11C76}", .noto(.marchen)),
        ("\u{10980}\u{10981}\u{10982}\u{10983}\u{10984}", .noto(.meroitic)),
        ("\u{11600}\u{11601}\u{11602}\u{11603}\u{11604}", .noto(.modi)),
        ("\u{16A40}\u{16A41}\u{16A42}\u{16A43}\u{16A44}", .noto(.mro)),
        ("\u{11280}\u{11281}\u{11282}\u{11283}\u{11284}", .noto(.multani)),
        ("\u{10880}\u{10881}\u{10882}\u{10883}\u{10884}", .noto(.nabataean)),
        ("\u{16FE1}\u{1B170}\u{1B171}\u{1B172}\u{1B173}", .noto(.nushu)),
        ("\u{1681}\u{1682}\u{1683}\u{1684}\u{1685}", .noto(.ogham)),
        ("\u{10C80}\u{10C81}\u{10C82}\u{10C83}\u{10C84}", .noto(.oldHungarian)),
        ("\u{10300}\u{10301}\u{10302}\u{10303}\u{10304}", .noto(.oldItalic)),
        ("\u{10A80}\u{10A81}\u{10A82}\u{10A83}\u{10A84}", .noto(.oldNorthArabian)),
        ("\u{10350}\u{10351}\u{10352}\u{10353}\u{10354}", .noto(.oldPermic)),
        ("\u{103A0}\u{103A1}\u{103A2}\u{103A3}\u{103A4}", .noto(.oldPersian)),
        ("\u{10F00}\u{10F01}\u{10F02}\u{10F03}\u{10F04}", .noto(.oldSogdian)),
        ("\u{10A60}\u{10A61}\u{10A62}\u{10A63}\u{10A64}", .noto(.oldSouthArabian)),
        ("\u{10C00}\u{10C01}\u{10C02}\u{10C03}\u{10C04}", .noto(.oldTurkic)),
        ("\u{10860}\u{10861}\u{10862}\u{10863}\u{10864}", .noto(.palmyrene)),
        ("\u{11AC0}\u{11AC1}\u{11AC2}\u{11AC3}\u{11AC4}", .noto(.pauCinHau)),
        ("\u{A840}\u{A841}\u{A842}\u{A843}\u{A844}", .noto(.phagsPa)),
        ("\u{10900}\u{10901}\u{10902}\u{10903}\u{10904}", .noto(.phoenician)),
        ("\u{10B80}\u{10B81}\u{10B82}\u{10B83}\u{10B84}", .noto(.psalterPahlavi)),
        ("\u{16A0}\u{16A1}\u{16A2}\u{16A3}\u{16A4}", .noto(.runic)),
        ("\u{11183}\u{11184}\u{11185}\u{11186}\u{11187}", .noto(.sharada)),
        ("\u{10450}\u{10451}\u{10452}\u{10453}\u{10454}", .noto(.shavian)),
        ("\u{11580}\u{11581}\u{11582}\u{11583}\u{11584}", .noto(.siddham)),
        ("\u{10F30}\u{10F31}\u{10F32}\u{10F33}\u{10F34}", .noto(.sogdian)),
        ("\u{11A50}\u{11A5C}\u{11A5D}\u{11A5E}\u{11A5F}", .noto(.soyombo)),
        ("\u{1760}\u{1761}\u{1762}\u{1763}\u{1764}", .noto(.tagbanwa)),
        ("\u{11680}\u{11681}\u{11682}\u{11683}\u{11684}", .noto(.takri)),
        ("\u{11480}\u{11481}\u{11482}\u{11483}\u{11484}", .noto(.tirhuta)),
        ("\u{10380}\u{10381}\u{10382}\u{10383}\u{10384}", .noto(.ugaritic)),
        ("\u{118A0}\u{118A1}\u{118A2}\u{118A3}\u{118A4}", .noto(.warangCiti)),
        ("\u{11A00}\u{11A0B}\u{11A0C}\u{11A0D}\u{11A0E}", .noto(.zanabazarSquare)),
        ("\u{11700}\u{11701}\u{11702}\u{11703}\u{11704}", .noto(.ahom)),
        ("\u{11800}\u{11801}\u{11802}\u{11803}\u{11804}", .noto(.dogra)),
        ("\u{1E100}\u{1E101}\u{1E102}\u{1E103}\u{1E104}", .noto(.nyiakengPuachueHmong)),
        ("\u{10E80}\u{10E81}\u{10E82}\u{10E83}\u{10E84}", .noto(.yezidi)),
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

    /// A semi-bold line stays semi-bold in every script fonts-noto-extra has the weight for: its Devanagari and Thai
    /// come from their semi-bold faces, a medium line's from their medium ones; Hangul, whose packages ship 400 and 700
    /// only (fonts-noto-cjk), from the nearest, the heavier of two as near.
    @Test(.enabled(if: coreInstalled && cjkInstalled && extraInstalled, notInstalled))
    func aLineKeepsItsWeightInEveryScript() {
        let line = shaper.shape("Next नमस्ते สวัสดี 서울", font: .interSemiBold, size: 20)
        #expect(Set(line.runs.map(\.font)) == [.interSemiBold, .notoSansDevanagariSemiBold, .notoSansThaiSemiBold, .notoSansCJKBold])
        let medium = shaper.shape("Next नमस्ते สวัสดี 서울", font: .interMedium, size: 20)
        #expect(Set(medium.runs.map(\.font)) == [.interMedium, .notoSansDevanagariMedium, .notoSansThaiMedium, .notoSansCJK])
        // Oriya has no medium or semi-bold in Debian: regular and bold, as before.
        #expect(Set(shaper.shape("ଓଡ଼ିଆ", font: .interMedium, size: 20).runs.map(\.font)) == [.notoSansOriya])
        #expect(Set(shaper.shape("ଓଡ଼ିଆ", font: .interSemiBold, size: 20).runs.map(\.font)) == [.notoSansOriyaBold])
    }

    /// On a machine set up before fonts-noto-extra was pinned, a medium line's script is drawn regular and a semi-bold
    /// line's bold, as before: never as boxes for want of the extra weight.
    @Test(.enabled(if: coreInstalled, notInstalled))
    func withoutTheExtraWeightsAScriptTakesTheCoreFaces() throws {
        let directory = NSTemporaryDirectory() + "DialTextTests-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        for font in PinnedFont.allCases where font.debianPackage != "fonts-noto-extra"
            && FileManager.default.fileExists(atPath: FontFiles.system.path(of: font)) {
            try FileManager.default.createSymbolicLink(atPath: directory + "/" + font.fileName,
                                                       withDestinationPath: FontFiles.system.path(of: font))
        }
        let core = try TextShaper(files: FontFiles(directory: directory))
        #expect(!core.isLoaded(.notoSansDevanagariMedium) && core.isLoaded(.notoSansDevanagari))
        let medium = core.shape("Next नमस्ते ⎓", font: .interMedium, size: 20)
        #expect(Set(medium.runs.map(\.font)) == [.interMedium, .notoSansDevanagari, .notoSansSymbols])
        #expect(medium.runs.flatMap(\.glyphs).allSatisfy { $0.id != 0 })
        #expect(core.missingGlyphs(in: "नमस्ते", font: .interSemiBold) == nil)
        let semiBold = core.shape("Next नमस्ते ⎓", font: .interSemiBold, size: 20)
        #expect(Set(semiBold.runs.map(\.font)) == [.interSemiBold, .notoSansDevanagariBold, .notoSansSymbolsBold])
    }

    /// Digits beside Hangul are drawn with it, in its weight ("3분" is one word); after Latin they stay Inter's.
    @Test(.enabled(if: cjkInstalled && extraInstalled, notInstalled))
    func digitsJoinTheScriptBesideThem() {
        #expect(shaper.segments(of: "3분", primary: .interSemiBold).map(\.font) == [.notoSansCJKBold])
        #expect(shaper.segments(of: "서울 12°", primary: .interMedium).map(\.font) == [.notoSansCJK])
        let eta = shaper.segments(of: "ETA 3분", primary: .interSemiBold)
        #expect(eta == [FontSegment(font: .interSemiBold, bytes: 0..<5), FontSegment(font: .notoSansCJKBold, bytes: 5..<8)])
        // Where the script before has not all of them, the one after takes them: Noto Sans Thai has no Latin digits,
        // so " 3" joins the Hangul after it, the space with the digit.
        let thai = shaper.segments(of: "ครับ 3분", primary: .interMedium)
        #expect(thai.map(\.font) == [.notoSansThaiMedium, .notoSansCJK])
        #expect(thai.last?.bytes.lowerBound == "ครับ".utf8.count)
    }

    /// A face has one ellipsis, Inter's baseline "…" as a line cut to fit draws it: a "…" inside a text (a tail cut
    /// "삼성전자… +₩12,845,300원") stays in the primary font, never Noto Sans CJK's centred one after Hangul (stranger16
    /// #8), while the digits and signs beside it join the script as before.
    @Test(.enabled(if: cjkInstalled, notInstalled))
    func anEllipsisStaysInThePrimaryFont() {
        let text = "삼성전자… +₩12,845,300원"
        let segments = shaper.segments(of: text, primary: .interSemiBold)
        let ellipsis = "삼성전자".utf8.count
        #expect(segments.first { $0.bytes.contains(ellipsis) }?.font == .interSemiBold, "\(segments)")
        #expect(segments.first { $0.bytes.contains(ellipsis + "…".utf8.count + 1) }?.font == .notoSansCJKBold, "\(segments)")
        #expect(shaper.segments(of: "서울…", primary: .interMedium).map(\.font) == [.notoSansCJK, .interMedium])
    }

    /// A run of digits and punctuation is drawn in one font: Noto Sans Khmer has commas but no Latin digits, so
    /// "1,240,000" after the riel sign stays whole in Inter rather than Inter digits between Khmer commas.
    @Test(.enabled(if: coreInstalled && extraInstalled, notInstalled))
    func aRunOfDigitsAndPunctuationIsOneFont() {
        let riel = shaper.segments(of: "៛1,240,000", primary: .interSemiBold)
        #expect(riel.map(\.font) == [.notoSansKhmerSemiBold, .interSemiBold], "\(riel)")
        #expect(riel.last?.bytes == "៛".utf8.count..<"៛1,240,000".utf8.count)
        // Each run decides alone: the Khmer digits after a space are Khmer's.
        let mixed = shaper.segments(of: "៛1,240 ១២៨", primary: .interSemiBold)
        #expect(mixed.map(\.font).last == .notoSansKhmerSemiBold)
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
        #expect(fresh.loadedFonts == required.union([.notoSansDevanagariSemiBold, .notoSansCJKBold]))
    }
}
