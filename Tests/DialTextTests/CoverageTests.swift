import Testing
import DialText

/// Every pinned face covers the scripts and languages Dial's texts come in: no character may end up as .notdef.
struct CoverageTests {
    let shaper: TextShaper

    init() throws {
        shaper = try TextShaper()
    }

    static let fonts: [PinnedFont] = [.interRegular, .interMedium, .interSemiBold, .interBold, .dejaVuSans, .dejaVuSansBold]

    static let samples: [(language: String, text: String)] = [
        ("English", "Quarterly review at 10:30 — “Don’t be late”, said the team’s lead; 72°F & 45% (approx.) #1 @home"),
        ("Spanish", "¿Dónde está la reunión? ¡Mañana a las 9! El niño, la niña, el año, la acción: á é í ó ú ü ñ Á É Í Ó Ú Ü Ñ"),
        ("French", "L’été à Noël : où êtes-vous ? « Ça va », dit l’œil. Cœur, æther, naïve, île, dûment, Ève, ÇA, Œ, Æ, è ê ë à â ç ô û ù ï î ÿ"),
        ("German", "Größe, Äpfel, Öl, Übermut, straße — „Schön“, sagte er. ÄÖÜäöüß ẞ"),
        ("Greek", "Καλημέρα, Ελένη! Σήμερα στις 10:30 · ΑΒΓΔΕΖΗΘΙΚΛΜΝΞΟΠΡΣΤΥΦΧΨΩ αβγδεζηθικλμνξοπρσςτυφχψω ά έ ή ί ό ύ ώ ϊ ϋ ΐ ΰ"),
        ("Cyrillic", "Квартальное планирование в 10:30 · АБВГДЕЁЖЗИЙКЛМНОПРСТУФХЦЧШЩЪЫЬЭЮЯ абвгдеёжзийклмнопрстуфхцчшщъыьэюя ґ є і ї ў"),
    ]

    @Test(arguments: fonts, samples.map(\.text))
    func everyCharacterHasAGlyph(font: PinnedFont, text: String) {
        let line = shaper.shape(text, font: font, size: 17)
        let missing = line.runs.flatMap(\.glyphs).filter { $0.id == 0 }.map { glyph in
            String(String(decoding: Array(text.utf8)[glyph.cluster...], as: UTF8.self).prefix(1))
        }
        #expect(missing.isEmpty, "\(font) lacks \(missing)")
    }

    @Test(arguments: fonts, samples.map(\.text))
    func eachCharacterAloneHasAGlyph(font: PinnedFont, text: String) {
        // One at a time, so that no ligature or context can hide a character the fonts lack.
        for character in Set(text) {
            let glyphs = shaper.shape(String(character), font: font, size: 17).runs.flatMap(\.glyphs)
            #expect(!glyphs.isEmpty && glyphs.allSatisfy { $0.id != 0 }, "\(font) lacks \(character)")
        }
    }

    @Test(arguments: [PinnedFont.interRegular, .interMedium, .interSemiBold, .interBold], samples.map(\.text))
    func interItselfCoversTheSeedLanguagesGreekAndCyrillic(font: PinnedFont, text: String) {
        // The fallback exists for scripts Inter lacks; these must keep Inter's look throughout.
        let line = shaper.shape(text, font: font, size: 17)
        #expect(line.runs.map(\.font) == [font])
    }
}
