import DialCore
import DialModel
import DialTestSupport
import DialText
import Foundation
import Testing

/// The texts Dial writes itself, in the wearer's locale: the clock's digits and date, and live time texts, checked
/// against their definitions and against what Foundation formats.
@Suite struct LocaleTextsTests {
    static func texts(_ tag: String) -> LocaleTexts { LocaleTexts(LocaleName(tag)!) }
    /// 2026-11-22T22:09:30+01:00, a Sunday.
    static let evening = Timestamp(iso8601: "2026-11-22T22:09:30+01:00")!

    // MARK: Locale tags

    @Test(arguments: ["en-US", "fr-FR", "de-DE", "es-ES", "ar-EG", "he-IL", "ja-JP", "zh-Hans-CN", "hi-IN", "fr"])
    func tagsICUKnowsAreTaken(tag: String) {
        #expect(LocaleName(tag)?.identifier == tag)
    }

    /// A tag with a Unicode extension is taken and written in: its numbering system decides the digits of the clock,
    /// the date and the live texts (Foundation's formatters stopped the process on most of these tags).
    @Test(arguments: [("mr-IN-u-nu-deva", "०१२३४५६७८९"), ("en-US-u-nu-latn", "0123456789"), ("ar-EG-u-nu-arab", "٠١٢٣٤٥٦٧٨٩"),
                      ("ar-EG-u-nu-latn", "0123456789"), ("th-TH-u-nu-thai", "๐๑๒๓๔๕๖๗๘๙"), ("hi-IN-u-nu-deva", "०१२३४५६७८९"),
                      ("ne-NP-u-nu-latn", "0123456789"), ("en-US-u-hc-h23", "0123456789")])
    func aTagWithAUnicodeExtensionWritesInItsDigits(tag: String, digits: String) throws {
        let texts = LocaleTexts(try #require(LocaleName(tag)))
        let written = Set(digits)
        let clock = texts.clockTime(Self.evening, twentyFourHour: true, seconds: false)
        #expect(clock.filter(\.isNumber).allSatisfy { written.contains($0) } && clock.contains { written.contains($0) },
                "\(tag): \(clock)")
        let later = Timestamp(secondsSinceEpoch: Self.evening.secondsSinceEpoch + 3 * 3600, utcOffsetSeconds: 3600)
        for style in [DateTextStyle.date, .time, .offset, .timer] {
            let text = texts.liveText(style, date: later, now: Self.evening, zone: nil, alwaysOn: false)
            #expect(text.contains { written.contains($0) }, "\(tag) \(style): \(text)")
        }
    }

    @Test(arguments: ["", "fr_FR", "xx-YY", "zz", "fr-ZZ", "en US", "français"])
    func otherTagsAreRefused(tag: String) {
        #expect(LocaleName(tag) == nil)
    }

    // MARK: The clock

    @Test func theRegionDecidesTwelveOrTwentyFourHours() {
        #expect(Self.texts("en-US").prefersTwentyFourHour == false)
        #expect(Self.texts("de-DE").prefersTwentyFourHour)
        #expect(Self.texts("fr-FR").prefersTwentyFourHour)
        #expect(Self.texts("en-GB").prefersTwentyFourHour)
    }

    @Test func clockDigitsHaveNoDayPeriod() {
        #expect(Self.texts("en-US").clockTime(Self.evening, twentyFourHour: false, seconds: false) == "10:09")
        #expect(Self.texts("en-US").clockTime(Self.evening, twentyFourHour: true, seconds: true) == "22:09:30")
        #expect(Self.texts("de-DE").clockTime(Self.evening, twentyFourHour: true, seconds: false) == "22:09")
        #expect(Self.texts("ko-KR").clockTime(Self.evening, twentyFourHour: false, seconds: false) == "10:09", "오후 left out")
        // Arabic-Indic digits where the locale writes them.
        #expect(Self.texts("ar-EG").clockTime(Self.evening, twentyFourHour: true, seconds: false) == "٢٢:٠٩")
    }

    /// A face's time is digits in every locale: Dzongkha writes its 12-hour time as "ཆུ་ཚོད་ ༡༠ སྐར་མ་ ༠༩" ("hour 10
    /// minute 09"), which the Digital face drew "ཆུ་ཚོད་…" (stranger11); its digits are joined as its 24-hour time joins them.
    @Test func clockDigitsHaveNoWords() throws {
        #expect(Self.texts("dz-BT").clockTime(Self.evening, twentyFourHour: false, seconds: false) == "༡༠:༠༩")
        #expect(Self.texts("dz-BT").clockTime(Self.evening, twentyFourHour: false, seconds: true) == "༡༠:༠༩:༣༠")
        var checked = 0
        for identifier in Locale.availableIdentifiers.sorted() {
            guard let name = LocaleName(identifier.replacingOccurrences(of: "_", with: "-")) else { continue }
            checked += 1
            for (twentyFourHour, seconds) in [(false, false), (true, false), (false, true)] {
                let clock = LocaleTexts(name).clockTime(Self.evening, twentyFourHour: twentyFourHour, seconds: seconds)
                #expect(!clock.contains { $0.isLetter }, "\(identifier): \(clock)")
                #expect(clock.filter(\.isNumber).count == (seconds ? 6 : 4), "\(identifier): \(clock)")
            }
        }
        #expect(checked > 500, "only \(checked) locales")
    }

    /// A digital clock draws its hour as a watch does in every locale the tool takes: a 12-hour clock from 1 to 12,
    /// never padded (Gujarati's and Kannada's `hh:mm a` drew 16:05 as "04:05" and 13:47 as "01:47", a morning once
    /// the day period is gone: stranger22 #2; Japanese's `aK:mm` would draw 12:05 as "0:05"); a 24-hour one from 0 to
    /// 23; both as hour, separator, two digits of minutes, with nothing before or after but marks of direction.
    @Test func everyLocalesClockDrawsItsHourAsAWatchDoes() throws {
        let moments = [("16:05", 4, 16), ("13:47", 1, 13), ("12:05", 12, 12), ("00:05", 12, 0), ("09:41", 9, 9)]
        var checked = 0
        for identifier in Locale.availableIdentifiers.sorted() {
            guard let name = LocaleName(identifier.replacingOccurrences(of: "_", with: "-")) else { continue }
            checked += 1
            for (moment, twelve, twentyFour) in moments {
                let time = try #require(Timestamp(iso8601: "2026-11-27T\(moment):00+05:30"))
                for twentyFourHour in [false, true] {
                    let clock = LocaleTexts(name).clockTime(time, twentyFourHour: twentyFourHour, seconds: false)
                    let drawn = clock.unicodeScalars.filter { !["\u{200E}", "\u{200F}", "\u{061C}"].contains($0) }
                    let text = String(String.UnicodeScalarView(drawn))
                    let hour = text.prefix(while: \.isNumber), minutes = String(text.reversed().prefix(while: \.isNumber).reversed())
                    let separator = text.dropFirst(hour.count).dropLast(minutes.count)
                    let value = hour.reduce(0) { $0 * 10 + ($1.wholeNumberValue ?? 99) }
                    let said = "\(identifier) at \(moment), \(twentyFourHour ? 24 : 12) hours: \(clock)"
                    #expect(value == (twentyFourHour ? twentyFour : twelve), "\(said)")
                    #expect(minutes.count == 2 && Int(String(minutes.map { Character(String($0.wholeNumberValue ?? 99)) })) == Int(moment.suffix(2)), "\(said)")
                    #expect(!separator.isEmpty && !separator.contains { $0.isLetter || $0.isNumber }
                            && !separator.allSatisfy(\.isWhitespace), "\(said)")
                    if !twentyFourHour { #expect(hour.count == String(twelve).count, "a padded hour: \(said)") }
                }
            }
        }
        #expect(checked > 500, "only \(checked) locales")
        // The two the new user found, as they draw now.
        let afternoon = try #require(Timestamp(iso8601: "2026-11-27T16:05:00+05:30"))
        #expect(Self.texts("gu-IN").clockTime(afternoon, twentyFourHour: false, seconds: false) == "4:05")
        #expect(Self.texts("kn-IN").clockTime(afternoon, twentyFourHour: false, seconds: true) == "4:05:00")
    }

    @Test func theDateIsInTheLocalesLanguageAndOrder() {
        #expect(Self.texts("en-US").clockDate(.weekdayDay, at: Self.evening) == "SUN 22")
        #expect(Self.texts("en-US").clockDate(.weekdayDayMonth, at: Self.evening) == "SUN, NOV 22")
        #expect(Self.texts("en-GB").clockDate(.weekdayDayMonth, at: Self.evening) == "SUN 22 NOV")
        #expect(Self.texts("fr-FR").clockDate(.weekdayDayMonth, at: Self.evening) == "DIM. 22 NOV.")
        #expect(Self.texts("de-DE").clockDate(.weekdayDayMonth, at: Self.evening) == "SO. 22. NOV.")
        #expect(Self.texts("es-ES").clockDate(.weekdayDayMonth, at: Self.evening) == "DOM, 22 NOV")
        #expect(Self.texts("ja-JP").clockDate(.dayMonth, at: Self.evening) == "11月22日")
        #expect(Self.texts("fr-FR").clockDate(.none, at: Self.evening) == "")
    }

    /// The window is sized from the parts' forms: every date of the locale is its parts, one form each.
    @Test(arguments: ["en-US", "fr-FR", "de-DE", "es-ES", "ar-EG", "he-IL", "ja-JP", "ru-RU"])
    func everyDateIsOneFormOfEachPart(tag: String) {
        let texts = Self.texts(tag)
        var random = SeededGenerator(seed: 28)
        for style in [DateStyle.day, .weekdayDay, .dayMonth, .weekdayDayMonth] {
            let parts = texts.clockDateParts(style)
            for _ in 0..<40 {
                let instant = Timestamp(secondsSinceEpoch: 1_700_000_000 + Int64(random.next(below: 400_000_000)), utcOffsetSeconds: 3600)
                let date = texts.clockDate(style, at: instant)
                #expect(Self.splits(date, into: parts), "\(tag) \(style) \(date) from \(parts.map { $0.prefix(3) })")
            }
        }
    }

    /// Whether `text` is one form of each part, in order.
    static func splits(_ text: String, into parts: [[String]]) -> Bool {
        guard let first = parts.first else { return text.isEmpty }
        return first.contains { text.hasPrefix($0) && splits(String(text.dropFirst($0.count)), into: Array(parts.dropFirst())) }
    }

    // MARK: Live time texts

    /// For random instants, zones and locales, a `time` text is what Foundation formats for that instant, zone and locale.
    @Test func aTimeTextIsWhatFoundationFormats() throws {
        var random = SeededGenerator(seed: 2028)
        let tags = ["en-US", "en-GB", "fr-FR", "de-DE", "es-ES", "ar-EG", "he-IL", "ja-JP", "ko-KR", "hi-IN", "ru-RU"]
        let zones = ["America/New_York", "Europe/Paris", "Asia/Kolkata", "Australia/Lord_Howe", "Pacific/Chatham", "UTC", "Asia/Tokyo"]
        for _ in 0..<300 {
            let (tag, zoneName) = (random.element(of: tags), random.element(of: zones))
            let instant = Timestamp(secondsSinceEpoch: Int64(random.next(below: 4_000_000_000)), utcOffsetSeconds: 0)
            let now = Timestamp(secondsSinceEpoch: Int64(random.next(below: 4_000_000_000)), utcOffsetSeconds: 7200)
            let formatter = DateFormatter()
            formatter.locale = Locale(identifier: tag)
            formatter.timeZone = try #require(TimeZone(identifier: zoneName == "UTC" ? "GMT" : zoneName))
            formatter.setLocalizedDateFormatFromTemplate("jmm")
            let expected = formatter.string(from: Date(timeIntervalSince1970: TimeInterval(instant.secondsSinceEpoch)))
            let drawn = Self.texts(tag).liveText(.time, date: instant, now: now, zone: TimeZoneName(zoneName), alwaysOn: false)
            // A right-to-left locale's time starts with a right-to-left mark, which gives it the locale's direction.
            let direction = ["ar-EG", "he-IL"].contains(tag) ? "\u{200F}" : ""
            #expect(drawn == direction + expected, "\(tag) \(zoneName) \(instant)")
        }
    }

    @Test func aWorldClockCrossesDaylightSaving() {
        let newYork = TimeZoneName("America/New_York")
        // 2026-03-08: New York's clocks go from 1:59:59 EST to 3:00:00 EDT at 07:00Z.
        let before = Timestamp(iso8601: "2026-03-08T06:59:00Z")!
        let after = Timestamp(iso8601: "2026-03-08T07:00:00Z")!
        let texts = Self.texts("en-US")
        #expect(texts.liveText(.time, date: before, now: before, zone: newYork, alwaysOn: false) == "1:59\u{202F}AM")
        #expect(texts.liveText(.time, date: after, now: after, zone: newYork, alwaysOn: false) == "3:00\u{202F}AM")
        #expect(Self.texts("de-DE").liveText(.time, date: after, now: after, zone: newYork, alwaysOn: false) == "03:00")
    }

    static func at(_ now: Timestamp, plus seconds: Int64) -> Timestamp {
        Timestamp(secondsSinceEpoch: now.secondsSinceEpoch + seconds, utcOffsetSeconds: now.utcOffsetSeconds)
    }

    @Test func aTimerCountsDownToItsDateAndUpAfterIt() {
        let texts = Self.texts("en-US")
        let now = Self.evening
        func timer(_ seconds: Int64, alwaysOn: Bool = false) -> String {
            texts.liveText(.timer, date: Self.at(now, plus: seconds), now: now, zone: nil, alwaysOn: alwaysOn)
        }
        #expect(timer(21 * 60) == "21:00")
        #expect(timer(21 * 60 - 1) == "20:59", "a minute boundary")
        #expect(timer(0) == "0:00")
        #expect(timer(-5) == "0:05", "counting up once the date is gone")
        #expect(timer(3600) == "1:00:00")
        #expect(timer(3599) == "59:59")
        #expect(timer(86_400 + 61) == "24:01:01", "a day boundary: hours keep counting")
        // Wrist down: whole minutes, the seconds left out.
        #expect(timer(21 * 60 - 1, alwaysOn: true) == "20:--")
        #expect(Self.texts("ar-EG").liveText(.timer, date: Self.at(now, plus: 21 * 60), now: now, zone: nil, alwaysOn: false) == "\u{200F}\u{2068}٢١:٠٠\u{2069}")
    }

    @Test func aTimerCountsRealSecondsAcrossDaylightSaving() {
        // New York falls back at 2026-11-01T06:00Z: an hour of real time is an hour on the timer, whatever the wall clock does.
        let now = Timestamp(iso8601: "2026-11-01T05:30:00Z")!
        let end = Timestamp(iso8601: "2026-11-01T06:30:00Z")!
        let texts = Self.texts("en-US")
        #expect(texts.liveText(.timer, date: end, now: now, zone: TimeZoneName("America/New_York"), alwaysOn: false) == "1:00:00")
        #expect(texts.liveText(.relative, date: end, now: now, zone: TimeZoneName("America/New_York"), alwaysOn: false) == "1 hr")
        #expect(texts.liveText(.offset, date: end, now: now, zone: TimeZoneName("America/New_York"), alwaysOn: false) == "-1 hour")
        // Spring forward (2026-03-08T07:00Z): the hour the wall clock skips is no hour less on any of the three.
        let spring = Timestamp(iso8601: "2026-03-08T06:30:00Z")!, later = Timestamp(iso8601: "2026-03-08T07:30:00Z")!
        #expect(texts.liveText(.timer, date: later, now: spring, zone: TimeZoneName("America/New_York"), alwaysOn: false) == "1:00:00")
        #expect(texts.liveText(.relative, date: spring, now: later, zone: TimeZoneName("America/New_York"), alwaysOn: false) == "1 hr")
        #expect(texts.liveText(.offset, date: spring, now: later, zone: TimeZoneName("America/New_York"), alwaysOn: false) == "+1 hour")
    }

    @Test func relativeAndOffsetTexts() {
        let now = Self.evening
        func text(_ style: DateTextStyle, _ seconds: Int64, _ tag: String = "en-US", alwaysOn: Bool = false) -> String {
            Self.texts(tag).liveText(style, date: Self.at(now, plus: seconds), now: now, zone: nil, alwaysOn: alwaysOn)
        }
        #expect(text(.relative, 21 * 60) == "21 min")
        #expect(text(.relative, -21 * 60) == "21 min", "either way")
        #expect(text(.relative, 21 * 60, "fr-FR") == "21\u{A0}min", "French keeps the number and its unit together")
        #expect(text(.relative, 21 * 60, "de-DE") == "21 Min.")
        #expect(text(.relative, 3600 + 21 * 60 + 59) == "1 hr, 21 min", "cut, never rounded up")
        #expect(text(.relative, 86_400 + 1800) == "1 day", "a day boundary: the next unit is 0 hours")
        #expect(text(.relative, 86_400 + 3600) == "1 day, 1 hr")
        #expect(text(.relative, 59) == "59 sec")
        #expect(text(.relative, 59, alwaysOn: true) == "0 min", "no seconds with the wrist down")
        #expect(text(.relative, 21 * 60 + 30, alwaysOn: true) == "21 min")
        #expect(text(.offset, 11 * 60 + 50) == "-11 minutes", "a date to come is minus, cut to its unit")
        #expect(text(.offset, -11 * 60) == "+11 minutes")
        #expect(text(.offset, 2 * 86_400 + 5) == "-2 days")
        #expect(text(.offset, 21 * 60, "de-DE") == "-21 Minuten")
    }

    /// A live `offset` text in a right-to-left locale is a right-to-left paragraph, as the locale's other texts are:
    /// ICU's sign starts with a left-to-right mark in Hebrew and Persian, which once
    /// made the line left to right (drawn at the left edge, "שעות 3-"; stranger7 #15). Arabic's sign has its own mark.
    @Test(arguments: ["he-IL", "fa-IR", "ar-EG"])
    func anOffsetTakesItsRightToLeftLocalesDirection(tag: String) throws {
        let shaper = try TextShaper()
        for seconds: Int64 in [3 * 3600, -3 * 3600, 90] {
            let text = Self.texts(tag).liveText(.offset, date: Timestamp(secondsSinceEpoch: Self.evening.secondsSinceEpoch + seconds,
                                                                            utcOffsetSeconds: 3600), now: Self.evening, zone: nil, alwaysOn: false)
            let line = shaper.shape(text, font: .interMedium, size: 30)
            #expect(line.isRightToLeft, "\(tag) \(seconds): \(text.unicodeScalars.map { String($0.value, radix: 16) })")
        }
        #expect(!Self.texts("en-US").liveText(.offset, date: Self.evening, now: Self.evening, zone: nil, alwaysOn: false).hasPrefix("\u{200F}"),
                "a left-to-right locale's text is left as it was")
    }

    /// A live `timer` or `time` in a right-to-left locale is a right-to-left paragraph too, though it may hold no letter
    /// ("٣٩:٥٠", "14:30" in Hebrew): as digits alone it read left to right and was drawn at the left edge among lines
    /// aligned right (stranger9 #10: ar-EG, ps-AF, he-IL), active and Always On ("۴۰:--").
    @Test(arguments: ["he-IL", "ps-AF", "ar-EG", "fa-IR"])
    func aTimerAndATimeTakeTheirRightToLeftLocalesDirection(tag: String) throws {
        let shaper = try TextShaper()
        for style in [DateTextStyle.timer, .time] {
            for alwaysOn in [false, true] {
                let text = Self.texts(tag).liveText(style, date: Timestamp(secondsSinceEpoch: Self.evening.secondsSinceEpoch + 2390,
                                                                           utcOffsetSeconds: 3600), now: Self.evening, zone: nil, alwaysOn: alwaysOn)
                let line = shaper.shape(text, font: .interMedium, size: 30)
                #expect(line.isRightToLeft, "\(tag) \(style) \(alwaysOn): \(text)")
                // A timer's minutes stay on the left of its seconds (or their dashes), as a number's digits do.
                if style == .timer {
                    let glyphs = line.runs.flatMap(\.glyphs)
                    let colon = try #require(text.utf8.firstIndex(of: UInt8(ascii: ":")).map { text.utf8.distance(from: text.utf8.startIndex, to: $0) })
                    let minutes = glyphs.filter { $0.cluster < colon && $0.advance > 0 }.map(\.x)
                    let seconds = glyphs.filter { $0.cluster > colon && $0.advance > 0 }.map(\.x)
                    #expect(minutes.max()! < seconds.min()!, "\(tag) \(alwaysOn): \(text)")
                }
            }
        }
        #expect(!Self.texts("en-US").liveText(.timer, date: Self.evening, now: Self.evening, zone: nil, alwaysOn: false).hasPrefix("\u{200F}"))
    }

    /// Always On's timer reads as the active one with its seconds replaced in place by "--", in every right-to-left
    /// locale, whichever way its digits run: Arabic's, Persian's and Latin digits left to right, Adlam's and N'Ko's
    /// right to left (they are right-to-left letters to the bidirectional algorithm). In an Adlam face the dashes
    /// once stood on the hours' side, "--:8:20" to its reader (stranger12 #5).
    @Test(arguments: ["ar-EG", "he-IL", "fa-IR", "ps-AF", "ff-Adlm-GN", "nqo-GN", "dv-MV", "ar-EG-u-nu-latn"])
    func anAlwaysOnTimersDashesStandWhereItsSecondsStood(tag: String) throws {
        let shaper = try TextShaper()
        let texts = try #require(LocaleName(tag).map(LocaleTexts.init))
        /// Where each of the timer's parts (hours, minutes, seconds, as written between its colons) is drawn: the middle
        /// of its glyphs, left to right.
        func parts(_ text: String) throws -> [Double] {
            let line = shaper.shape(text, font: .interMedium, size: 30)
            let glyphs = line.runs.flatMap(\.glyphs).filter { $0.advance > 0 }
            // Each character's part, by its UTF-8 offset (a glyph's cluster): a colon starts the next part; marks
            // and isolates belong to none.
            var part: [Int: Int] = [:]
            var (index, offset) = (0, 0)
            for scalar in text.unicodeScalars {
                if scalar == ":" { index += 1 } else if scalar.properties.numericType != nil || scalar == "-" { part[offset] = index }
                offset += String(scalar).utf8.count
            }
            return try (0...index).map { index in
                let xs = glyphs.filter { part[$0.cluster] == index }.map { $0.x + $0.advance / 2 }
                return try #require(xs.isEmpty ? nil : xs.reduce(0, +) / Double(xs.count), "\(tag): no glyph for part \(index) of \(text)")
            }
        }
        for seconds: Int64 in [8 * 3600 + 20 * 60, 21 * 60 + 30] {
            let date = Timestamp(secondsSinceEpoch: Self.evening.secondsSinceEpoch + seconds, utcOffsetSeconds: 3600)
            let active = texts.liveText(.timer, date: date, now: Self.evening, zone: nil, alwaysOn: false)
            let alwaysOn = texts.liveText(.timer, date: date, now: Self.evening, zone: nil, alwaysOn: true)
            #expect(alwaysOn.hasSuffix("--\u{2069}"), "\(tag): \(alwaysOn)")
            // The parts in the same order across the screen, the seconds' dashes where the seconds were.
            let (shown, dimmed) = (try parts(active), try parts(alwaysOn))
            #expect(shown.indices.sorted { shown[$0] < shown[$1] } == dimmed.indices.sorted { dimmed[$0] < dimmed[$1] },
                    "\(tag): \(active) drawn \(shown), \(alwaysOn) drawn \(dimmed)")
            #expect(shaper.shape(alwaysOn, font: .interMedium, size: 30).isRightToLeft, "\(tag): \(alwaysOn)")
        }
    }

    /// A live text's shorter forms, tried before it is cut, as ClockKit's providers shortened themselves: narrow units,
    /// then the largest unit alone; none for a time or a timer; never Latin letters in a line
    /// written without them (Persian's narrow units are "h" and "m").
    @Test func liveTextsHaveShorterForms() {
        let now = Self.evening
        func forms(_ style: DateTextStyle, _ seconds: Int64, _ tag: String = "en-US") -> [String] {
            Self.texts(tag).liveTextShorterForms(style, date: Self.at(now, plus: seconds), now: now, zone: nil, alwaysOn: false)
        }
        let relative = forms(.relative, 5 * 3600 + 52 * 60)
        #expect(relative.count == 3 && relative[1] == "5 hr", "\(relative)")
        #expect(relative.allSatisfy { $0.count < "5 hr, 52 min".count })
        #expect(forms(.offset, 11 * 60).allSatisfy { $0.hasPrefix("-11") && $0.count < "-11 minutes".count })
        #expect(forms(.timer, 11 * 60).isEmpty)
        #expect(forms(.time, 0).isEmpty, "a time written in digits has no shorter form")
        // Written with words between its numbers, a time's shorter form is its digits, its day period kept (#23, 2:
        // "ཆུ་ཚོད་ ༡༠ སྐར་མ་ ༡༥ སྔ་ཆ་" was cut to "ཆུ་ཚོད་…" in a 40 mm circle).
        let dzongkha = forms(.time, 0, "dz")
        #expect(dzongkha.count == 1, "\(dzongkha)")
        let full = Self.texts("dz").liveText(.time, date: now, now: now, zone: nil, alwaysOn: false)
        #expect(dzongkha.allSatisfy { $0.count < full.count && $0.contains(":") }, "\(dzongkha) for \(full)")
        // Its digits and its day period are the full form's.
        #expect(dzongkha.allSatisfy { form in form.filter(\.isNumber) == full.filter(\.isNumber) && full.hasSuffix(String(form.split(separator: " ").last ?? "")) },
                "\(dzongkha) for \(full)")
        let persian = forms(.relative, 5 * 3600 + 52 * 60, "fa-IR")
        #expect(!persian.isEmpty && persian.allSatisfy { !$0.unicodeScalars.contains { $0.isASCII && $0.properties.isAlphabetic } },
                "\(persian)")
    }

    @Test func aDateTextIsTheLongDate() {
        let texts = Self.texts("fr-FR")
        #expect(texts.liveText(.date, date: Self.evening, now: Self.evening, zone: nil, alwaysOn: false) == "22 novembre 2026")
        // In Tokyo it is already the 23rd.
        #expect(texts.liveText(.date, date: Self.evening, now: Self.evening, zone: TimeZoneName("Asia/Tokyo"), alwaysOn: false)
                == "23 novembre 2026")
    }
}
