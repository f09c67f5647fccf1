import Foundation
import Testing
@testable import DialText

/// Where a wrapped line may end: never between a number and its unit or currency.
@Suite struct LineBreakRulesTests {
    /// Each text with the words a line may start with, as read off its break opportunities.
    @Test(arguments: [
        ("Thẻ 125.000 ₫ còn lại", ["Thẻ", "125.000 ₫", "còn", "lại"]),
        ("Stromverbrauch 3,2 kW heute", ["Stromverbrauch", "3,2 kW", "heute"]),
        ("Außen 21 °C", ["Außen", "21 °C"]),
        ("Konto € 12", ["Konto", "€ 12"]),
        ("CO₂ 1240 ppm", ["CO₂", "1240 ppm"]),
        // A longer word, or a short one in lower case that is no unit, is a word of its own, as is a second number.
        ("in 3 minutes today", ["in", "3", "minutes", "today"]),
        ("Meeting at 10:30 in Room 4", ["Meeting", "at", "10:30", "in", "Room", "4"]),
        // A word of any length that ends the number's group is what it counts, as the fitting's cuts read it
        // (`TextCuts`): "70.45" never ends a row with "afghani" on the next.
        ("in 3 minutes", ["in", "3 minutes"]),
        ("نرخ دالر ۷۰٫۴۵ افغانی", ["نرخ", "دالر", "۷۰٫۴۵ افغانی"]),
        ("Rate 70.45 afghani · Kabul", ["Rate", "70.45 afghani ·", "Kabul"]),
        ("საფერავი · 1 284 ლიტრი", ["საფერავი ·", "1 284 ლიტრი"]),
        ("CLOSES IN 10 HOURS", ["CLOSES", "IN", "10 HOURS"]),
        ("Heute 8,432 Schritte, Ziel 10,000", ["Heute", "8,432 Schritte,", "Ziel", "10,000"]),
        ("16 பந்துகளில் 16 ரன்கள் தேவை", ["16", "பந்துகளில்", "16", "ரன்கள்", "தேவை"]),
        // An amount whose currency is written before it takes no word after it, as the fitting reads it.
        ("Stav CHF 1,284.55 today", ["Stav", "CHF 1,284.55", "today"]),
        ("Amoxicillin ETB 1,245.50", ["Amoxicillin", "ETB 1,245.50"]),
        // A currency's name keeps what it is counted per (stranger18 #2: petrol at 950 dinar a litre).
        ("بەنزین ٩٥٠ دینار/لیتر ئەمڕۆ", ["بەنزین", "٩٥٠ دینار/لیتر", "ئەمڕۆ"]),
        ("Range 40 60", ["Range", "40", "60"]),
        // Digits grouped by ordinary spaces are one number, never wrapped inside.
        ("Range 40 400", ["Range", "40 400"]),
        ("Доход ₮1 248 500 000", ["Доход", "₮1 248 500 000"]),
        ("The quick brown fox", ["The", "quick", "brown", "fox"]),
        // Myanmar, Khmer, Lao and Thai, written without spaces between words, break between words as ICU's dictionary
        // finds them (`SpacelessWords`), never inside one: "ဗုဒ္ဓဟူး" is Wednesday, never "ဗုဒ္ဓ" over "ဟူး"; "ម្សិលមិញ"
        // yesterday, never "ម្សិល" over "មិញ" (stranger22 #5, 45 mm); Thai broke nowhere but at spaces.
        ("ဗုဒ္ဓဟူး", ["ဗုဒ္ဓဟူး"]),
        ("ຫາໂມງແລງ", ["ຫາ", "ໂມງແລງ"]),
        ("ប្រាំមួយព្រឹក", ["ប្រាំមួយ", "ព្រឹក"]),
        ("ធៀបនឹងម្សិលមិញ", ["ធៀប", "នឹង", "ម្សិលមិញ"]),
        ("สวัสดีครับวันนี้", ["สวัสดี", "ครับ", "วัน", "นี้"]),
    ])
    func aNumberKeepsItsUnitAndCurrency(text: String, words: [String]) {
        let characters = Array(text)
        let starts = [0] + LineBreakRules.opportunities(in: characters) + [characters.count]
        let pieces = zip(starts, starts.dropFirst()).map { String(characters[$0..<$1]).trimmingCharacters(in: .whitespaces) }
        #expect(pieces == words)
    }

    /// A spaced separator ends the row before it and never starts one, which reads as a list's bullet (stranger15 #11:
    /// an extra large view's fare wrapped "ভাড়া ৳২,৮৫০" over "· ডেক ৳৪৫০"); an unspaced one ("2–1") is no break.
    @Test(arguments: [
        ("ভাড়া ৳২,৮৫০ · ডেক ৳৪৫০", ["ভাড়া", "৳২,৮৫০ ·", "ডেক", "৳৪৫০"]),
        ("Score 2–1 · 67'", ["Score", "2–1 ·", "67'"]),
        ("Gate B12 | Seat 14A", ["Gate", "B12 |", "Seat", "14A"]),
    ])
    func aRowNeverStartsWithASeparator(text: String, words: [String]) {
        let characters = Array(text)
        let starts = [0] + LineBreakRules.opportunities(in: characters) + [characters.count]
        let pieces = zip(starts, starts.dropFirst()).map { String(characters[$0..<$1]).trimmingCharacters(in: .whitespaces) }
        #expect(pieces == words)
    }

    /// Wrapped where the separator would start the second row: it ends the first.
    @Test func aWrappedRowKeepsItsSeparatorAtItsEnd() throws {
        let shaper = try TextShaper()
        let text = "Fare 2,850 · Deck 450"
        let width = shaper.shape("Fare 2,850 ·", font: .interRegular, size: 20).width + 1
        let lines = shaper.wrap(text, font: .interRegular, size: 20, maxWidth: width, maxLines: 3)
        #expect(lines.map(\.text) == ["Fare 2,850 ·", "Deck 450"])
    }

    /// Wrapped where only the currency would fit no more: the amount goes to the next line with it.
    @Test func aCurrencyIsNeverAloneOnALine() throws {
        let shaper = try TextShaper()
        let text = "Thẻ 125.000 ₫"
        let width = shaper.shape("Thẻ 125.000", font: .interSemiBold, size: 20).width + 2
        let lines = shaper.wrap(text, font: .interSemiBold, size: 20, maxWidth: width, maxLines: 3)
        #expect(lines.map(\.text) == ["Thẻ", "125.000 ₫"])
    }

    /// A number and the word that ends its group stay on one row where a row holds them ("CLOSES IN" over "10
    /// HOURS"); where none does, they part after the number on the row before rather than take a row each ("CLOSES",
    /// "IN 10", "HOURS", never "IN", "10", "HOURS" on four rows).
    @Test func aNumberAndItsWordPartOnlyWhereNoRowHoldsThem() throws {
        let shaper = try TextShaper()
        let wide = shaper.shape("CLOSES IN", font: .interSemiBold, size: 20).width + 1
        #expect(shaper.wrap("CLOSES IN 10 HOURS", font: .interSemiBold, size: 20, maxWidth: wide, maxLines: 4).map(\.text)
            == ["CLOSES IN", "10 HOURS"])
        let narrow = shaper.shape("CLOSES", font: .interSemiBold, size: 20).width + 1
        #expect(shaper.shape("10 HOURS", font: .interSemiBold, size: 20).width > narrow)
        #expect(shaper.wrap("CLOSES IN 10 HOURS", font: .interSemiBold, size: 20, maxWidth: narrow, maxLines: 4).map(\.text)
            == ["CLOSES", "IN 10", "HOURS"])
    }

    /// A line with no room for a number and its unit together parts them at their space rather than cut a word:
    /// "10:39" over "AM", never "10:39 A" over "M".
    @Test func aNumberAndItsUnitPartRatherThanCutAWord() throws {
        let shaper = try TextShaper()
        let width = shaper.shape("10:39 A", font: .interRegular, size: 24).width
        let lines = shaper.wrap("10:39 AM", font: .interRegular, size: 24, maxWidth: width, maxLines: 3)
        #expect(lines.map(\.text) == ["10:39", "AM"])
    }
}

