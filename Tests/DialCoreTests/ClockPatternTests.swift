@testable import DialCore
import DialModel
import Foundation
import Testing

/// A time of day written by arithmetic: the formatter's own text, or not used at all.
@Suite struct ClockPatternTests {
    static func formatter(_ locale: String, _ pattern: String, zone: TimeZone) -> DateFormatter {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: locale)
        formatter.timeZone = zone
        formatter.dateFormat = pattern
        return formatter
    }

    /// Each locale's own time patterns, in a fixed and a named zone (with its summer time), at every 37th minute of a
    /// year and a few seconds: what the formatter writes, character for character.
    @Test(arguments: ["en-US", "fr-FR", "de-DE", "ar-EG", "he-IL", "ja-JP", "hi-IN", "ko-KR", "am-ET", "vi-VN", "fa-IR"])
    func writesWhatTheFormatterWrites(locale: String) throws {
        let name = try #require(LocaleName(locale))
        for template in ["jmm", "hmm", "Hmm", "jmmss"] {
            let pattern = LocaleTexts.pattern(forTemplate: template, in: name)
            for zone in [TimeZone(secondsFromGMT: 3 * 3600 + 1800)!, TimeZone(identifier: "America/New_York")!] {
                let formatter = Self.formatter(locale, pattern, zone: zone)
                guard let clock = ClockPattern(pattern, formatter: formatter, digits: LocaleTexts.numerals(name).digits) else {
                    // Only where the formatter writes something else: it is then the formatter's to write.
                    continue
                }
                for step in stride(from: Int64(0), to: 366 * 86_400, by: 37 * 60 + 13) {
                    let date = Date(timeIntervalSince1970: TimeInterval(1_767_225_600 + step))
                    #expect(clock.write(date, zone: zone) == formatter.string(from: date), "\(locale) \(pattern) \(date)")
                }
            }
        }
    }

    /// The clock's patterns in the catalogue's locales are written by arithmetic (else the frame gains nothing).
    @Test(arguments: ["en-US", "fr-FR", "de-DE", "ja-JP"])
    func theUsualPatternsAreTaken(locale: String) throws {
        let name = try #require(LocaleName(locale))
        let pattern = LocaleTexts.pattern(forTemplate: "jmm", in: name)
        let formatter = Self.formatter(locale, pattern, zone: .gmt)
        #expect(ClockPattern(pattern, formatter: formatter, digits: LocaleTexts.numerals(name).digits) != nil, "\(pattern)")
    }

    /// A date, a flexible day period or digits the formatter does not write leave it to the formatter.
    @Test func anythingElseIsTheFormattersToWrite() {
        let digits = (0...9).map(String.init)
        for pattern in ["EEE d", "d MMM", "h:mm B", "yyyy", "hhh:mm"] {
            #expect(ClockPattern(pattern, formatter: Self.formatter("en-US", pattern, zone: .gmt), digits: digits) == nil, "\(pattern)")
        }
        let arabic = Self.formatter("ar-EG", "HH:mm", zone: .gmt)
        #expect(ClockPattern("HH:mm", formatter: arabic, digits: digits) == nil)
    }
}
