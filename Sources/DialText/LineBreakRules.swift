/// Where `TextShaper.wrap` may end a line: after spaces, around Chinese and Japanese characters, which are
/// written without spaces, and between the words of Myanmar, Khmer, Lao and Thai, which only a dictionary finds
/// (`SpacelessWords`, ICU's; where it is not there, between syllables of the first three, `SpacelessSyllables`). A
/// simplified UAX #14 otherwise: no hyphenation; Korean, which is written with
/// spaces, breaks at its spaces only.
package enum LineBreakRules {
    /// Positions `p` (`0 < p < characters.count`) at which a line may end before `characters[p]`: after a run of
    /// breaking spaces (the spaces go with the break), or between two characters at least one of which is a
    /// Chinese ideograph or Japanese kana, unless punctuation forbids it (kinsoku: no line starts with a closing
    /// mark or small kana, none ends with an opening bracket).
    ///
    /// `keepingUnits`: no break between a number and its unit or currency (`bindsToNumber`); without it, those breaks
    /// too, for a line that has no room for the number and its unit together (better "10:39" over "AM" than "10:39 A"
    /// over "M").
    package static func opportunities(in characters: [Character], keepingUnits: Bool = true) -> [Int] {
        guard characters.count > 1 else { return [] }
        var positions: [Int] = []
        let syllables = SpacelessSyllables.boundaries(in: characters)
        let words = syllables == nil ? nil : SpacelessWords.ends(in: characters)
        for position in 1..<characters.count {
            let before = characters[position - 1]
            let after = characters[position]
            if isBreakingSpace(after) { continue }
            if isBreakingSpace(before), !keepingUnits || !bindsToNumber(characters, at: position),
               !groupsDigits(characters, at: position), !startsWithSeparator(characters, at: position) {
                positions.append(position)
            } else if allowsIdeographicBreak(between: before, and: after) {
                positions.append(position)
            } else if let words {
                // Myanmar, Khmer, Lao and Thai write no spaces between words: a line ends between words, never inside
                // one ("ធៀបនឹង" over "ម្សិលមិញ", never "ធៀបនឹងម្សិល" over "មិញ", yester-day).
                if words[position] { positions.append(position) }
            } else if let syllables, SpacelessSyllables.startsSyllable(characters, at: position, boundaries: syllables) {
                // Without ICU, between syllables of Myanmar, Khmer and Lao.
                positions.append(position)
            }
        }
        return positions
    }

    /// Whether the spaces before `position` part a number from its unit or currency, which stay on its line: after
    /// it ("125.000 ₫", "3,2 kW", "21 °C", "40 %", "1240 ppm"), or a currency sign before it ("€ 12"). A unit is a
    /// currency sign, a percent or degree sign, a currency's name (with what it is counted per: "٩٥٠ دینار/لیتر"), a
    /// word of at most four letters with a capital or a "/" in it ("kW", "CHF", "km/h") or one of the common lower-case
    /// units, or a word of any length that ends the number's group (`endsItsGroup`: "۷۰٫۴۵ افغانی", "1 284 ლიტრი",
    /// "10 HOURS"), as the fitting's cuts read it (`TextCuts`): "at 10:30 in Room 4" may still break after "10:30",
    /// and so may "CHF 1,284.55 today", an amount whose currency is written before it.
    static func bindsToNumber(_ characters: [Character], at position: Int) -> Bool {
        var last = position - 1
        while last >= 0, isBreakingSpace(characters[last]) { last -= 1 }
        guard last >= 0 else { return false }
        let next = characters[position]
        if isCurrency(characters[last]), next.isNumber { return true }
        // A currency code before its amount ("USD 12,500.00", "KSh 1,284"), as the fitting's cuts read it (`TextCuts`).
        if next.isNumber || (position + 1 < characters.count && "+-−".contains(next) && characters[position + 1].isNumber),
           last >= 2, currencyCodes.contains(String(characters[(last - 2)...last])), last == 2 || characters[last - 3].isWhitespace {
            return true
        }
        guard characters[last].isNumber else { return false }
        if isCurrency(next) || ["%", "‰", "°", "℃", "℉"].contains(next) { return true }
        var end = position
        // Where the word's name ends, before what it is counted per ("دینار" of "دینار/لیتر").
        var name: Int?
        while end < characters.count, characters[end].isLetter || (characters[end] == "/" && end > position) {
            if characters[end] == "/", name == nil { name = end }
            end += 1
        }
        let word = characters[position..<end]
        // A currency's name stays with its amount ("12,450,000,000 rial", "12 450 000 toman", "٩٥٠ دینار/لیتر").
        if currencyWords.contains(String(characters[position..<(name ?? end)]).lowercased()) { return true }
        guard word.contains(where: \.isLetter), end == characters.count || !characters[end].isNumber else { return false }
        if endsItsGroup(characters, at: end), !hasCurrencyBefore(characters, numberEndingAt: last) { return true }
        guard (1...4).contains(word.filter(\.isLetter).count) else { return false }
        return word.contains { $0.isUppercase || $0 == "/" } || lowerCaseUnits.contains(String(word))
    }

    /// Whether a currency is written before the number whose last character is at `last` ("₹1,250.00", "HK$38",
    /// "CHF 1,284.55", "Rs. 1,250"): such an amount has its unit, and a word after it is the line's.
    static func hasCurrencyBefore(_ characters: [Character], numberEndingAt last: Int) -> Bool {
        // The number back to a breaking space, over the spaces that group its digits ("₮1 248 500").
        var start = last
        while start > 0, !isBreakingSpace(characters[start - 1]) || groupsDigits(characters, at: start) { start -= 1 }
        if characters[start...last].contains(where: isCurrency) { return true }
        var space = start
        while space > 0, isBreakingSpace(characters[space - 1]) { space -= 1 }
        return space < start && currencyCode(in: characters, before: space) != nil
    }

    /// Where a currency code that ends at the space `space` starts: a code of the list, its abbreviation's point
    /// after it or not ("Rs. 1,250,000", "රු. 1,250,000"), after a space, a sign or the start only: in a pair
    /// ("EUR/USD 1.08734") the code names the pair, not the amount. The fitting's cuts read it so too (`TextCuts`).
    package static func currencyCode(in characters: [Character], before space: Int) -> Int? {
        var end = space
        if end > 0, characters[end - 1] == "." { end -= 1 }
        var begin = end
        while begin > 0, characters[begin - 1].isLetter, end - begin < 3 { begin -= 1 }
        guard begin < end, currencyCodes.contains(String(characters[begin..<end])),
              begin == 0 || characters[begin - 1].isWhitespace || signs.contains(characters[begin - 1]) else { return nil }
        return begin
    }

    /// Whether nothing of its group follows a word that ends at `end`: the text's end (closing punctuation and spaces
    /// aside), a clause mark, or a space before a spaced separator, a spaced arrow or an opening bracket. Such a word
    /// after a number names what it counts, in any script ("۷۰٫۴۵ افغانی", 70.45 afghani): the line breaker keeps it
    /// on the number's row, and the fitting's cuts never part them (`TextCuts`), one rule for both.
    package static func endsItsGroup(_ characters: [Character], at end: Int) -> Bool {
        var index = end
        while index < characters.count, characters[index].isPunctuation, !dangling.contains(characters[index]),
              !clauseMarks.contains(characters[index]), !unspacedSeparators.contains(characters[index]) { index += 1 }
        guard index < characters.count else { return true }
        let next = characters[index]
        if clauseMarks.contains(next) || unspacedSeparators.contains(next) { return true }
        guard next.isWhitespace else { return false }
        var after = index
        while after < characters.count, characters[after].isWhitespace { after += 1 }
        guard after < characters.count else { return true }
        let mark = characters[after]
        let spaced = after + 1 == characters.count || characters[after + 1].isWhitespace
        return (groupSeparators.contains(mark) || arrows.contains(mark)) && spaced || openers.contains(mark)
    }

    /// Marks that end a clause: a number after one is read apart from the number before it, and a word before one
    /// ends its group.
    package static let clauseMarks: Set<Character> = [",", ";", "،", "؛", "、", "，", "；"]
    /// Signs and arrows written before a number, part of its value. The numero sign names the number it stands
    /// before ("ქვევრი №14").
    package static let signs: Set<Character> = ["+", "-", "−", "±", "▲", "▼", "△", "▽", "↑", "↓", "~", "≈", "<", ">", "≤", "≥", "№"]
    /// Separators that part groups unspaced: the katakana middle dot (full and half width) and the full-width bar.
    package static let unspacedSeparators: Set<Character> = ["\u{30FB}", "\u{FF65}", "\u{FF5C}"]
    /// Opening brackets, which start a trailing group when a space comes before them.
    package static let openers: Set<Character> = ["(", "[", "{", "«", "‹", "“", "‘", "„", "「", "（"]
    /// Ethiopic's word space, U+1361: a break after it (UAX #14 class BA), and no end for a shortened text.
    package static let ethiopicWordspace: Character = "\u{1361}"
    /// Arrows between a place and where it leads ("Kadıköy → Eminönü").
    package static let arrows: Set<Character> = ["→", "←", "↔", "⇒"]
    /// Marks that open or join what follows them: a shortened text does not end on one ("Quận 1 →…" points at
    /// nothing), and a word's group goes on past one.
    package static let dangling: Set<Character> = openers.union(groupSeparators).union(signs).union(arrows)
        .union([",", ":", ";", "\"", "'", "¿", "¡", "=", "@", "#", "&", "*", ethiopicWordspace])

    /// Separators that, spaced, part a text into groups ("৳২,৮৫০ · ডেক ৳৪৫০", "FB 2 – 1 GS"); the katakana middle dot
    /// (full and half width) and the full-width bar are Japanese's own ("あと23分 ・ 동대문"). Fitting's cuts read the same
    /// (`TextCuts`).
    package static let groupSeparators: Set<Character> = ["·", "•", "‧", "∙", "–", "—", "|", "/", "-", "\u{30FB}", "\u{FF65}", "\u{FF5C}"]

    /// Whether a spaced separator stands at `position`: a row never starts with one, which reads as a list's bullet
    /// ("· ডেক ৳৪৫০", stranger15 #11); it ends the row before, and the row breaks after it.
    static func startsWithSeparator(_ characters: [Character], at position: Int) -> Bool {
        groupSeparators.contains(characters[position])
            && (position + 1 == characters.count || isBreakingSpace(characters[position + 1]))
    }

    /// Whether the space before `position` groups the digits of one number ("₮1 248 500 000"): a group of three digits
    /// or more after digits, as the fitting's cuts read it (`TextCuts`). A number is never wrapped inside, whatever
    /// the room.
    static func groupsDigits(_ characters: [Character], at position: Int) -> Bool {
        // Decimal digits: "CO₂ 1240 ppm" is a formula's subscript and a number.
        func isDigit(_ character: Character) -> Bool { character.unicodeScalars.first?.properties.numericType == .decimal }
        guard position >= 2, isBreakingSpace(characters[position - 1]), isDigit(characters[position - 2]) else { return false }
        var end = position
        while end < characters.count, isDigit(characters[end]) { end += 1 }
        return end - position >= 3 && (end == characters.count || !characters[end].isLetter)
    }

    /// ISO 4217 codes (and East Africa's shilling abbreviations) written before an amount ("CHF 1,284.50",
    /// "KSh 1,284"): a list rather than any three capitals, as "DXB 05:42" is an airport and a time, not an amount.
    package static let currencyCodes: Set<String> = ["AED", "AUD", "BRL", "CAD", "CHF", "CNY", "CZK", "DKK", "EGP", "ETB", "EUR",
                                                     "GBP", "GHS", "HKD", "HUF", "IDR", "ILS", "INR", "JPY", "KES", "KRW",
                                                     "KZT", "MXN", "MYR", "NGN", "NOK", "NZD", "PHP", "PKR", "PLN", "RUB",
                                                     "SAR", "SEK", "SGD", "THB", "TRY", "TWD", "TZS", "UAH", "UGX", "USD",
                                                     "VND", "ZAR", "KSh", "TSh", "USh",
                                                     // Rupees and rupiah, written before the amount with their point
                                                     // or without ("Rs. 1,250,000", "රු. 1,250,000", "Rp 150.000").
                                                     "Rs", "රු", "Rp",
                                                     // Ethiopia's birr in Amharic, written before the amount as its
                                                     // code is ("ብር 1,245.50", stranger22's amharic-pharmacy).
                                                     "ብር"]

    /// Names of currencies written after the amount ("12,450,000,000 rial", "12 450 000 toman", "۱۲٬۴۵۰٬۰۰۰ تومان"), in
    /// lower case: a number keeps them on its line, and a cut never parts them.
    package static let currencyWords: Set<String> = ["rial", "rials", "toman", "tomans", "dong", "baht", "yen", "won", "lari",
                                                     "birr", "taka", "kyat", "riel", "kip", "rand", "naira", "cedi", "peso",
                                                     "pesos", "rupee", "rupees", "lira", "dollars", "euros", "تومان", "تومن",
                                                     "دينار", "دینار", "روپیه", "ليرة", "لیره", "جنيه", "ریال", "ريال",
                                                     // Serbian, Bulgarian, Hungarian, Czech, Polish, Ukrainian, Russian,
                                                     // Kazakh amounts (stranger10 #11: "1.234.567 динара" lost its currency).
                                                     "dinar", "dinara", "dinari", "динар", "динара", "динари", "forint",
                                                     "korun", "koruna", "koruny", "złoty", "złote", "złotych", "гривня",
                                                     "гривні", "гривень", "рубль", "рубля", "рублей", "тенге"]

    /// Units written in lower case, which a number keeps on its line.
    private static let lowerCaseUnits: Set<String> = ["mm", "cm", "m", "km", "mi", "ft", "g", "kg", "mg", "lb", "lbs",
                                                      "oz", "ml", "l", "cl", "dl", "h", "hr", "hrs", "min", "s", "ms",
                                                      "ppm", "ppb", "kcal", "cal", "bpm", "mph", "kph", "kmh", "mmHg"]

    private static func isCurrency(_ character: Character) -> Bool {
        character.unicodeScalars.count == 1 && character.unicodeScalars.first!.properties.generalCategory == .currencySymbol
    }

    /// A space a line may break at, which then shows at neither line's edge. No-break spaces (U+00A0, U+2007,
    /// U+202F) are not, so "10 km" written with one stays together; the zero-width space is.
    package static func isBreakingSpace(_ character: Character) -> Bool {
        if character == "\u{200B}" { return true }
        guard character.isWhitespace, !character.isNewline else { return false }
        return !["\u{00A0}", "\u{2007}", "\u{202F}"].contains(character)
    }

    /// Whether a word too wide for a line may be cut before `characters[position]` without breaking kinsoku, for
    /// when there is a choice of where to cut it.
    static func allowsCut(in characters: [Character], at position: Int) -> Bool {
        guard position < characters.count else { return true }
        return !noBreakBefore.contains(characters[position]) && !noBreakAfter.contains(characters[position - 1])
    }

    private static func allowsIdeographicBreak(between before: Character, and after: Character) -> Bool {
        (isIdeographic(before) || isIdeographic(after))
            && !noBreakBefore.contains(after) && !noBreakAfter.contains(before)
    }

    /// Han ideographs, kana and the CJK and full-width punctuation written among them, each of which may start or
    /// end a line unless the kinsoku sets below say otherwise.
    private static func isIdeographic(_ character: Character) -> Bool {
        guard let scalar = character.unicodeScalars.first else { return false }
        if scalar.properties.isIdeographic { return true }
        switch scalar.value {
        case 0x3000...0x30FF, 0x31F0...0x31FF, 0xFF01...0xFF60, 0xFF66...0xFF9D: return true
        default: return false
        }
    }

    /// Closing punctuation, iteration and prolonged-sound marks, small kana: they stay with what precedes them.
    private static let noBreakBefore: Set<Character> = Set(
        "、。，．：；？！）」』】〕〉》〙〗〛｝］｠ヽヾゝゞ々〻ー・…‥〜゠"
            + "ぁぃぅぇぉっゃゅょゎゕゖァィゥェォッャュョヮヵヶㇰㇱㇲㇳㇴㇵㇶㇷㇸㇹㇺㇻㇼㇽㇾㇿ"
            + ",.:;?!)]}%’”"
    )

    /// Opening brackets and quotes: they stay with what follows them.
    private static let noBreakAfter: Set<Character> = Set("（「『【〔〈《〘〖〚｛［｟([{‘“")
}
