@testable import Dial
import Testing

/// What `dial lint`'s sensitiveContent rule reads as private, and what it must not.
@Suite struct SensitivePatternTests {
    static let time = "a time of day, as an appointment shows"

    @Test(arguments: [
        ("at 10:30", time),
        ("10:30.", time),
        ("Dentist 9.15", time),
        // Danish and Finnish write a time with a full stop: alone, it still reads as one.
        ("12.30", time),
        // A price is no time, whatever its currency's sign; nor is a value no clock shows (stranger15 #8).
        ("₹52.75", "an amount of money"),
        ("Milk ₹ 52.75/L", "an amount of money"),
        ("$5", "an amount of money"),
        ("52.75", nil),
        ("10:75", nil),
        ("24:00", time),
        // A change in per cent is no time, however it is spaced (issue: "▲2.35%" in a price line).
        ("▲2.35%", nil),
        ("−2.35 %", nil),
        ("2.35\u{202F}%", nil),
        ("0.75‰", nil),
        // A signed number is a change, not a time: a clock shows no sign (stranger17 #10: a basal temperature's
        // "+0.21" was named a time of day). A dash after a time is a range's, and the time after it one still.
        ("+0.21", nil),
        ("Temp +0.21 °C", nil),
        ("−1.50", nil),
        ("-0.21", nil),
        ("Δ ±0.30", nil),
        ("Δ -0.21", nil),
        ("9:00–10:30", time),
        ("9:00-10:30", time),
        ("Dentist - 10:30", time),
        // A number with a decimal point and a unit after it is a measurement, not a time (stranger22 #7: a diamond's
        // carats); with a day period or an hour's word after it, or written with a colon, it is a time still, and so
        // with a capitalised word after it, the sentence going on.
        ("Round 1.02 ct", nil),
        ("Oval 3.45 carat", nil),
        ("Oval 3.45 kg", nil),
        ("3.45kg", nil),
        ("રાઉન્ડ બ્રિલિયન્ટ 1.02 કેરેટ VS1 G", nil),
        ("Used 3.45 GB", nil),
        ("Pool 21.30 °C", nil),
        ("Battery 1.25 kWh", nil),
        ("3.45 pm", time),
        ("3.45 p.m.", time),
        ("Tea 4.15 AM", time),
        ("15.45 Uhr", time),
        ("14.30 h", time),
        ("นัด 14.30 น.", time),
        ("12.30 Lunch", time),
        ("12.30 MEETING", time),
        ("3:45 kg", time),
        // A lower-case word after a time is a unit only if it is one (the review of session 25: Nordic times with a
        // full stop, the sentence going on in lower case).
        ("12.30 frokost med Lone", time),
        ("klo 9.15 hammaslääkäri", time),
        ("Tannlege 14.45 i dag", time),
        ("möte 10.15 med chefen", time),
        // Part of a longer number.
        ("1,280.35 bags", nil),
        ("1.234.567", nil),
        ("12.345", nil),
        ("Contract 1,280 bags", nil),
        ("72 bpm", "a health reading"),
        // Amounts grouped by spaces in threes, as French, Hungarian, Czech and Kazakh write them, are no phone number
        // (stranger9 #13); a phone number's groups are not all threes.
        ("Prix du riz 12 450 000 GNF", nil),
        ("Prix 1 284 930 Ft", nil),
        ("12 450 000", nil),
        ("+966 55 123 4567", "a phone number"),
        ("Call 555 123 4567", "a phone number"),
        ("0612 345 678", "a phone number"),
        ("+33 612 345 678", "a phone number"),
        // Polish, Spanish and Portuguese mobiles are written in threes: with nothing that makes them an amount (a first
        // group shorter than three, a currency sign, a unit or code after), they are phone numbers still (review of
        // session 14, §5).
        ("Mama 600 123 456", "a phone number"),
        ("600 123 456", "a phone number"),
        // A plain lower-case word after it is the sentence going on, not a unit (review of session 15, §9).
        ("Call 600 123 456 now", "a phone number"),
        ("Tel. 912 345 678 Mama", "a phone number"),
        ("600 123 456 zł", nil),
        ("Saldo 600 123 456 Kč", nil),
        // With a currency sign they are money (no phone number), as "$5" is.
        ("₮ 600 123 456", "an amount of money"),
        ("600 123 456 ₸", "an amount of money"),
        // Groups not in threes are no amount, a unit after them or not.
        ("06 12 34 56 78 Ft", "a phone number"),
        // Digits spaced one by one are a draw or a code read out, no phone number (stranger20 #10: lao-lottery's result
        // "4 8 2 6 1 7"); numbers in several countries' formats, a lone digit among their groups or not, are.
        ("4 8 2 6 1 7", nil),
        ("ເລກອອກ 4 8 2 6 1 7", nil),
        ("1-2-3-4-5-6-7-8", nil),
        ("+33 6 12 34 56 78", "a phone number"),
        ("06 12 34 56 78", "a phone number"),
        ("+1 555 123 4567", "a phone number"),
        ("+44 20 7946 0958", "a phone number"),
        ("+49 30 1234567", "a phone number"),
        ("03-1234-5678", "a phone number"),
        ("010-1234-5678", "a phone number"),
        ("+856 20 5555 1234", "a phone number"),
        ("98765 43210", "a phone number"),
        ("+7 916 123-45-67", "a phone number"),
    ] as [(String, String?)])
    func whatReadsAsPrivate(text: String, kind: String?) {
        #expect(SensitivePattern.match(text) == kind, "\(text)")
    }

    /// A length of time Dial writes (a live `timer`, `relative` or `offset` text) is no time of day, however its digits
    /// read; its other kinds are still looked for (stranger23 #5: a countdown to a power cut, "1:22:40").
    @Test func aDurationIsNoTimeOfDay() {
        // A timer under an hour wrist up, and one over an hour as Always On draws it.
        #expect(SensitivePattern.match("21:00") == Self.time)
        #expect(SensitivePattern.match("21:00", duration: true) == nil)
        #expect(SensitivePattern.match("1:22:--") == Self.time)
        #expect(SensitivePattern.match("1:22:--", duration: true) == nil)
        #expect(SensitivePattern.match("$5", duration: true) == "an amount of money")
    }
}
