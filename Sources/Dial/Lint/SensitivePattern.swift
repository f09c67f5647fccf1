import DialText
import Foundation

/// Text that looks private on a watch face. A heuristic, so the lint names what it saw and a face can waive it.
enum SensitivePattern {
    /// What a match must be besides matching, for the kind it names.
    private enum Condition {
        case anywhere
        /// It stands alone, as a time does (`standsAlone`).
        case standsAlone
        /// It is neither an amount grouped by spaces (`isAmountGroupedBySpaces`) nor digits spaced one by one
        /// (`isSpacedOneByOne`), which a phone number's pattern matches too.
        case phoneNumber
    }

    /// Each kind, its pattern, and what a match must be besides.
    private static let patterns: [(kind: String, regex: NSRegularExpression, condition: Condition)] = ([
        ("a time of day, as an appointment shows", #"\b\d{1,2}[:.]\d{2}\b"#, .standsAlone),
        ("a health reading", #"\b\d+\s*(bpm|mmhg|mg/dl|mmol)\b"#, .anywhere),
        // Any currency sign: "₹52.75", "₮ 600", "12 ₸" are money as "$5" is (stranger15 #8).
        ("an amount of money", #"\p{Sc}\s*\d|\d\s*\p{Sc}"#, .anywhere),
        ("an e-mail address", #"\S+@\S+\.\S+"#, .anywhere),
        ("a phone number", #"\+?\d[\d \-]{7,}\d"#, .phoneNumber),
    ] as [(String, String, Condition)]).map { ($0.0, try! NSRegularExpression(pattern: $0.1, options: [.caseInsensitive]), $0.2) }

    /// What kind of private thing `text` looks like, or nil. A `duration` (a live `relative`, `offset` or `timer`
    /// text, which Dial writes: `DateTextStyle.isDuration`) is a length of time, never a time of day, however its
    /// digits read ("1:22:40" to a power cut, stranger23 #5); a live `time` or `date` may be one.
    static func match(_ text: String, duration: Bool = false) -> String? {
        let range = NSRange(text.startIndex..., in: text)
        return patterns.first { pattern in
            if duration, pattern.condition == .standsAlone { return false }
            return pattern.regex.matches(in: text, range: range).contains { match in
                guard let found = Range(match.range, in: text) else { return false }
                switch pattern.condition {
                case .anywhere: return true
                case .standsAlone:
                    return isClockValue(text[found]) && standsAlone(before: text[..<found.lowerBound], after: text[found.upperBound...])
                        && !isMeasurement(text[found], after: text[found.upperBound...])
                case .phoneNumber:
                    return !isSpacedOneByOne(text[found])
                        && !isAmountGroupedBySpaces(text[found], before: text[..<found.lowerBound], after: text[found.upperBound...])
                }
            }
        }?.kind
    }

    /// Whether `digits` are an amount grouped by spaces ("12 450 000", "1 284 930": French, Hungarian, Czech, Kazakh
    /// amounts, stranger9 #13) rather than a phone number. Their groups must make one number (`DigitGroups`), and as
    /// Polish, Spanish and Portuguese mobiles are written in threes too ("600 123 456"), an amount shows itself besides:
    /// its first group is shorter than three (a phone number's is not, in those countries), or a currency sign stands
    /// beside it, or a unit or currency code of one to three letters follows ("GNF", "Ft", "zł") (review of
    /// session 14, §5).
    static func isAmountGroupedBySpaces(_ digits: Substring, before: Substring, after: Substring) -> Bool {
        guard DigitGroups.isOneNumber(digits) else { return false }
        if digits.prefix(while: \.isNumber).count < 3 { return true }
        let next = after.drop { spaces.contains($0) }
        if let sign = before.reversed().drop(while: { spaces.contains($0) }).first, isCurrencySign(sign) { return true }
        if let first = next.first, isCurrencySign(first) { return true }
        // A code or unit's word: capitalised ("GNF", "Ft", "Kč") or with a letter beyond ASCII ("zł", "лв"); a word of
        // plain lower-case letters after a number is a phone number's sentence going on ("600 123 456 now": review of
        // session 15, §9).
        let word = next.prefix { $0.isLetter }
        let isCode = word.first?.isUppercase == true || word.contains { !$0.isASCII }
        return (1...3).contains(word.count) && isCode && !(next.dropFirst(word.count).first?.isNumber ?? false)
    }

    /// Whether `digits` are digits spaced one by one ("4 8 2 6 1 7", a lottery draw; "1-2-3-4-5-6", a code read out):
    /// no country writes a phone number so, every group a single digit; a number grouped in twos, threes or fours,
    /// with a lone digit among them ("+33 6 12 34 56 78"), is one still (stranger20 #10).
    static func isSpacedOneByOne(_ digits: Substring) -> Bool {
        digits.split { $0 == " " || $0 == "-" }.allSatisfy { $0.count == 1 }
    }

    /// Whether "h:mm" or "h.mm" is a value a clock shows: an hour up to 24, a minute up to 59.
    static func isClockValue(_ time: Substring) -> Bool {
        let parts = time.split { $0 == ":" || $0 == "." }
        guard parts.count == 2, let hour = Int(parts[0]), let minute = Int(parts[1]) else { return false }
        return hour <= 24 && minute <= 59
    }

    /// Whether "h.mm" is a number with a decimal point and its unit after it, a measurement rather than a time
    /// ("3.45 kg", "1.02 ct", "1.02 કેરેટ", "21.30 °C": stranger22 #7, a diamond's carats named a time of day). A time
    /// written with a colon is one whatever follows it (no locale writes a decimal so), and so is one with a day period
    /// or an hour's word after it ("3.45 pm", "15.45 Uhr", "14.30 h", Thai's "14.30 น."). A unit is a degree sign, or
    /// a word in lower case ("kg", "carat", "kWh"), in capitals of at most three letters ("GB", "MB") or in a script
    /// without case (Gujarati, Hindi: those locales' clocks write a colon, or put their day period before the hour);
    /// a capitalised word after a time is the sentence going on ("Dentist 12.30 Dr Lee", "12.30 Lunch"), and a time
    /// still.
    static func isMeasurement(_ number: Substring, after: Substring) -> Bool {
        guard number.contains(".") else { return false }
        let next = after.drop { spaces.contains($0) }
        if next.first == "°" { return true }
        let word = next.prefix(while: \.isLetter)
        guard let first = word.first else { return false }
        let rest = next.dropFirst(word.count)
        let lowered = word.lowercased()
        // "a.m." and "p.m.": the word ends at its first full stop.
        if ["a", "p"].contains(lowered), rest.lowercased().hasPrefix(".m") { return false }
        if timeWords.contains(lowered) { return false }
        // A word in lower case is a unit only if it is one: Danish, Norwegian, Swedish and Finnish write a time with a
        // full stop and go on in lower case ("12.30 frokost med Lone", "klo 9.15 hammaslääkäri").
        if first.isLowercase { return units.contains(lowered) }
        if word.allSatisfy(\.isUppercase) { return word.count <= 3 }
        return !first.isCased
    }

    /// The units in lower case a measurement written with a decimal point takes, lowered: weight, length, volume,
    /// energy and power, pressure, speed, data, a diamond's carats.
    private static let units: Set<String> = [
        "mg", "g", "kg", "t", "lb", "lbs", "oz", "ct", "carat", "carats", "mm", "cm", "m", "km", "mi", "ft", "ml", "cl",
        "dl", "l", "gal", "kwh", "wh", "mwh", "kw", "w", "mw", "v", "mv", "ma", "mah", "bar", "mbar", "hpa", "kpa", "psi",
        "mmhg", "kmh", "mph", "kn", "kt", "kb", "mb", "gb", "tb", "mmol", "kcal", "cal", "kj", "db", "ppm", "lux", "hz",
        "khz", "mhz", "ghz",
    ]

    /// The words that make a number with a full stop a time: day periods and the hour's words written after a time.
    private static let timeWords: Set<String> = ["am", "pm", "h", "hrs", "uhr", "u", "น"]

    /// The spaces that may stand between a number and its sign or unit: a space, a no-break space, a narrow one.
    private static let spaces: Set<Character> = [" ", "\u{00A0}", "\u{202F}"]

    private static func isCurrencySign(_ character: Character) -> Bool {
        character.unicodeScalars.first?.properties.generalCategory == .currencySymbol
    }

    /// A time stands alone: not inside a longer number ("1,280.35", "1.234.567"), nor with a percent or per-mille sign
    /// after it ("▲2.35%" is a change, not a time). "12.30" alone still reads as one, as Danish and Finnish write times.
    /// (The lookarounds this takes are refused by the regular-expression engine Foundation has on Linux.)
    ///
    /// Nor is it an amount: a currency sign before it ("₹52.75", a price, spaced or not), or a value no clock shows
    /// (an hour past 24 or a minute past 59: "52.75" names no time, stranger15 #8).
    ///
    /// Nor is a signed number one ("+0.21", a temperature's change; "−1.50"): a clock shows no sign (stranger17 #10,
    /// where lint named "+0.21" a time of day). A hyphen or dash is a sign only where it does not join the time to what
    /// stands before it: "9:00–10:30" is a time's range.
    static func standsAlone(before: Substring, after: Substring) -> Bool {
        if let last = before.last, last.isNumber || ".,:".contains(last) { return false }
        if let last = before.last, "+−±∓".contains(last) { return false }
        if let last = before.last, "-–".contains(last), before.dropLast().last.map({ $0.isWhitespace }) ?? true { return false }
        if let sign = before.reversed().drop(while: { spaces.contains($0) }).first, isCurrencySign(sign) {
            return false
        }
        if let next = after.first, next.isNumber { return false }
        if let next = after.first, ".,:".contains(next), after.dropFirst().first?.isNumber == true { return false }
        return !["%", "‰"].contains(after.drop { spaces.contains($0) }.first)
    }
}
