import DialModel
import Foundation
import Synchronization

/// Every text Dial writes itself, in the wearer's locale: the clock's digits and date, and live time texts. Written by
/// Foundation's formatters from the ICU data of the Swift toolchain, so a toolchain writes the same text on every
/// machine; the resolver calls it, so that layout measures strings and never formats.
public struct LocaleTexts: Sendable, Hashable {
    /// The locale the texts are written in.
    public let name: LocaleName

    /// Texts in `name`'s language and region.
    public init(_ name: LocaleName) {
        self.name = name
    }

    /// Whether the region's clock counts 24 hours (`de-DE`, `fr-FR`, `en-GB`) rather than 12 (`en-US`, `ar-EG`).
    public var prefersTwentyFourHour: Bool {
        let pattern = Self.pattern(forTemplate: "j", in: name)
        return pattern.contains("H") || pattern.contains("k")
    }

    // MARK: The clock

    /// The clock's digits: hours and minutes (and seconds), in the locale's digits and separator, without a day
    /// period, as Apple's digital faces draw their time (`10:09`, `22:09`, `١٠:٠٩`).
    public func clockTime(_ time: Timestamp, twentyFourHour: Bool, seconds: Bool) -> String {
        Self.format(time, pattern: Self.clockPattern(twentyFourHour: twentyFourHour, seconds: seconds, in: name), in: name)
    }

    /// The pattern the clock's digits are written with: ICU's for the locale's hours and minutes (and seconds), as a
    /// digital face draws it, digits alone:
    /// - no day period (`a`), and no space that stood beside it;
    /// - no words between the fields (`withoutWords`), nor anything before the first or after the last but a mark of
    ///   direction (Urdu's left-to-right mark): Toki Pona's "#" before the hour, Meitei's full stop after the minutes;
    /// - a 12-hour clock's hour never padded, and counted 1 to 12: Gujarati's and Kannada's `hh:mm a` drew 16:05 as
    ///   "04:05", which with its day period dropped reads as a morning (stranger22 #2), and Japanese's `aK:mm` would
    ///   draw 12:05 as "0:05", a time past midnight once its 午後 is gone. watchOS's digital faces draw "4:05".
    /// A 24-hour clock keeps the locale's padding (`09:41` in German, `9:41` in Finnish).
    static func clockPattern(twentyFourHour: Bool, seconds: Bool, in name: LocaleName) -> String {
        let template = (twentyFourHour ? "Hmm" : "hmm") + (seconds ? "ss" : "")
        let key = "\(name.identifier)|clock|\(template)"
        if let known = patternCache.withLock({ $0[key] }) { return known }
        var parts = DatePattern(pattern(forTemplate: template, in: name)).parts.filter {
            if case .field(let field) = $0 { !"abB".contains(field.first!) } else { true }
        }
        if !twentyFourHour {
            parts = parts.map { if case .field(let field) = $0, "hK".contains(field.first!) { .field("h") } else { $0 } }
        }
        let clock = withoutWords(parts, in: name).map(\.pattern).joined()
        patternCache.withLock { $0[key] = clock }
        return clock
    }

    /// A time's fields (`parts` without a day period), with nothing before the first or after the last but marks of
    /// direction, joined by their own separators; where one of those is words or blank, every one is the separator
    /// of the locale's own 24-hour pattern (`HH:mm`), else ":". Dzongkha's 12-hour pattern writes the hour and the
    /// minute as words around them ("ཆུ་ཚོད་ h སྐར་མ་ mm", "hour 7 minute 30"), too long for any clock (stranger11: the
    /// Digital face drew "ཆུ་ཚོད་…", no time at all); Bodo's and Ewe's day period stands before a word before the hour,
    /// and Baatonum's between the hour and the minutes ("h a mm": "4  05" with the period gone).
    static func withoutWords(_ parts: [DatePattern.Part], in name: LocaleName) -> [DatePattern.Part] {
        guard let first = parts.firstIndex(where: Self.isField), let last = parts.lastIndex(where: Self.isField) else { return parts }
        func marks(_ outside: ArraySlice<DatePattern.Part>) -> [DatePattern.Part] {
            let kept = outside.map { part in
                if case .literal(let text) = part { String(text.unicodeScalars.filter(Self.directionMarks.contains).map(Character.init)) } else { "" }
            }.joined()
            return kept.isEmpty ? [] : [.literal(kept)]
        }
        // The literals between each field and the next, as one.
        var fields: [DatePattern.Part] = []
        var gaps: [String] = []
        var gap = ""
        for part in parts[first...last] {
            switch part {
            case .literal(let text): gap += text
            case .field:
                if !fields.isEmpty { gaps.append(gap) }
                fields.append(part)
                gap = ""
            }
        }
        func isSeparator(_ text: String) -> Bool {
            !text.contains { $0.isLetter } && !text.trimmingCharacters(in: .whitespaces).isEmpty
        }
        if !gaps.allSatisfy(isSeparator) {
            let separator = DatePattern(pattern(forTemplate: "Hmm", in: name)).parts.lazy.compactMap { part -> String? in
                if case .literal(let text) = part, isSeparator(text) { text } else { nil }
            }.first ?? ":"
            gaps = gaps.map { _ in separator }
        }
        var joined = marks(parts[..<first])
        for (index, field) in fields.enumerated() {
            if index > 0 { joined.append(.literal(gaps[index - 1])) }
            joined.append(field)
        }
        return joined + marks(parts[(last + 1)...])
    }

    private static func isField(_ part: DatePattern.Part) -> Bool {
        if case .field = part { true } else { false }
    }

    /// The marks that set a text's direction and draw nothing: left-to-right, right-to-left, Arabic letter mark.
    private static let directionMarks: Set<Unicode.Scalar> = ["\u{200E}", "\u{200F}", "\u{061C}"]

    /// The date as `style` writes it in the locale: its weekday and month names in its order, in capitals where the
    /// script has them (`SUN 22`, `DIM. 22 NOV.`, `SO. 22. NOV.`, `11月22日(日)`).
    public func clockDate(_ style: DateStyle, at time: Timestamp) -> String {
        guard let template = Self.template(style) else { return "" }
        return clockDate(template: template, at: time)
    }

    /// The shorter forms of `style`'s date, the shortest last, for a date window that cannot draw the locale's
    /// longest date of the style legibly: the locale's short weekday ("WE" for "WED", Burmese "ဟူး" for "ဗုဒ္ဓဟူး"),
    /// then no weekday, then the day alone. Each is the locale's own pattern for it, so its order and words stay ICU's.
    package func shorterClockDates(_ style: DateStyle, at time: Timestamp) -> [ClockDate] {
        Self.shorterTemplates(style).map { ClockDate(text: clockDate(template: $0, at: time), parts: clockDateParts(template: $0)) }
    }

    private func clockDate(template: String, at time: Timestamp) -> String {
        Self.format(time, pattern: Self.pattern(forTemplate: template, in: name), in: name).uppercased(with: name.locale)
    }

    /// The date of `style` as parts, each with every form it takes in the locale (a weekday's seven names, a day's
    /// thirty-one numbers; a literal has one form): the widest date is the widest form of each part, so the date window
    /// is sized for the longest date of the locale without writing every date.
    public func clockDateParts(_ style: DateStyle) -> [[String]] {
        guard let template = Self.template(style) else { return [] }
        return clockDateParts(template: template)
    }

    private func clockDateParts(template: String) -> [[String]] {
        let key = "\(name.identifier)|\(template)"
        if let parts = Self.partsCache.withLock({ $0[key] }) { return parts }
        let locale = name.locale
        let parts = DatePattern(Self.pattern(forTemplate: template, in: name)).parts.map { part -> [String] in
            switch part {
            case .literal(let text): [text.uppercased(with: locale)]
            case .field(let field):
                // Every day of a year shows each form of a weekday, day or month field at least once.
                Array(Set(Self.yearOfDays.map { Self.format($0, pattern: field, in: name).uppercased(with: locale) })).sorted()
            }
        }
        Self.partsCache.withLock { $0[key] = parts }
        return parts
    }

    static func template(_ style: DateStyle) -> String? {
        switch style {
        case .none: nil
        case .day: "d"
        case .weekdayDay: "EEEd"
        case .dayMonth: "dMMM"
        case .weekdayDayMonth: "EEEdMMM"
        }
    }

    /// ICU skeletons for `style`'s shorter forms, the shortest last: `EEEEEE` is the locale's short weekday.
    static func shorterTemplates(_ style: DateStyle) -> [String] {
        switch style {
        case .none, .day: []
        case .weekdayDay: ["EEEEEEd", "d"]
        case .dayMonth: ["d"]
        // The weekday and day before the day and month: a window with room for "ỌJỌ́RÚ, 30" shows the weekday the
        // wearer reads it for, rather than the month.
        case .weekdayDayMonth: ["EEEEEEdMMM", "EEEd", "EEEEEEd", "dMMM", "d"]
        }
    }

    /// The locale's ten digits and its decimal separator: what the clock's digits are written in by arithmetic
    /// (`ClockPattern`).
    static func numerals(_ name: LocaleName) -> (digits: [String], separator: String) {
        if let known = numeralsCache.withLock({ $0[name.identifier] }) { return known }
        let formatter = NumberFormatter()
        formatter.locale = name.locale
        let digits = (0...9).map { formatter.string(from: NSNumber(value: $0)) ?? String($0) }
        let numerals = (digits, formatter.decimalSeparator ?? ".")
        numeralsCache.withLock { $0[name.identifier] = numerals }
        return numerals
    }

    private static let numeralsCache = Mutex<[String: (digits: [String], separator: String)]>([:])

    // MARK: Live time texts

    /// A live time text (SwiftUI's `Text(_:style:)`) drawn at `now`: `date` in `zone` (else `now`'s own offset).
    /// With the wrist down (`alwaysOn`) watchOS updates such texts once a minute: `now` comes floored to the minute,
    /// and the styles that count seconds leave them out (a timer's seconds are drawn as `--`).
    public func liveText(_ style: DateTextStyle, date: Timestamp, now: Timestamp, zone: TimeZoneName?, alwaysOn: Bool) -> String {
        let seconds = date.secondsSinceEpoch - now.secondsSinceEpoch
        // A right-to-left locale's time or timer may be digits alone ("14:30" in Hebrew, "٣٩:٥٠"), which read left to
        // right and would be drawn at the left edge among the locale's lines aligned right: a right-to-left mark first
        // gives it the locale's direction, as an offset's (stranger9 #10).
        let direction = name.isRightToLeft ? "\u{200F}" : ""
        switch style {
        case .time:
            return direction + Self.format(date, pattern: Self.pattern(forTemplate: "jmm", in: name), zone: zone, in: name)
        case .date:
            return Self.format(date, pattern: Self.pattern(forTemplate: "yMMMMd", in: name), zone: zone, in: name)
        case .relative:
            // The distance either way, in its two largest units, as SwiftUI's `.relative` ("1 hr, 21 min").
            return Self.units(abs(seconds), count: 2, width: .abbreviated, seconds: !alwaysOn, in: name)
        case .offset:
            // One unit, signed: a date to come is minus, a date gone is plus, as SwiftUI's `.offset`.
            let sign = seconds > 0 ? Self.signs(name).minus : Self.signs(name).plus
            // ICU writes a right-to-left locale's sign with a left-to-right mark ("\u{200E}-" in Hebrew and Persian)
            // to keep it before its digits; as the text's first strong character that mark would make the whole
            // line a left-to-right paragraph, aligned left and read "שעות 3-". A right-to-left mark first gives the
            // line the locale's direction, and the sign stays with its number.
            return direction + sign + Self.units(abs(seconds), count: 1, width: .wide, seconds: !alwaysOn, in: name)
        case .timer:
            // Counting down to a date to come, up from a date gone, as SwiftUI's `.timer` ("21:00", "1:05:09").
            let magnitude = abs(seconds)
            let pattern: Duration.TimeFormatStyle.Pattern = magnitude >= 3600 ? .hourMinuteSecond : .minuteSecond
            let shown = alwaysOn ? magnitude / 60 * 60 : magnitude
            let text = Duration.seconds(shown).formatted(.time(pattern: pattern).locale(name.locale))
            // Seconds are the last two digits in every numbering system ICU writes timers in.
            let shownText = alwaysOn ? String(text.dropLast(2)) + "--" : text
            // In a right-to-left line the timer keeps its digits' own order inside an isolate whose direction is its
            // first strong character's (a first-strong isolate), so that the dashes stand where the seconds stood: the
            // dashes are no digits, and in the line's direction they would be put on the minutes' far side. Arabic's,
            // Persian's and Latin digits have no strong direction: left to right, "٤٠:--" (not "--:٤٠"). Adlam's and
            // N'Ko's digits are right-to-left letters to the algorithm: the timer reads from the right, its dashes on
            // the left where its seconds were, not on the hours' side ("--:8:20" to its reader; stranger12 #5).
            return name.isRightToLeft ? direction + "\u{2068}" + shownText + "\u{2069}" : shownText
        }
    }

    /// Shorter forms of a live text, tried in order where it does not fit, as a face's `shortText` is (a live text
    /// cannot have one), as ClockKit's date, relative and time text providers shorten themselves:
    /// - a `date` with its month abbreviated, then without its year, then both (`Nov 18`; Hijri `٨ جمادى الآخرة`
    ///   rather than `٨ جمادى الآخرة، …` cut);
    /// - a `relative` in its narrow units (`5h 52m` for `5 hr, 52 min`), then its largest unit alone (`5 hr`, `5h`),
    ///   and an `offset` in abbreviated then narrow units (`+5 hr`, `+5h`): the smaller unit goes before any is cut
    ///   (Persian `۵ ساعت` rather than `۵ ساعت،…`);
    /// - a `time` written with words between its numbers (Dzongkha's `ཆུ་ཚོད་ ༡༠ སྐར་མ་ ༡༥ སྔ་ཆ་`) in digits, its day
    ///   period kept (`༡༠:༡༥ སྔ་ཆ་`): the day period tells a world clock's night from its day.
    /// Any other `time`, and a `timer`, have none: they shrink whole (a live text is never cut); a timer's digits are
    /// all it is. A form that writes Latin letters where the text has none (Persian's
    /// narrow units are `h` and `m`) is left out: one line, one script.
    public func liveTextShorterForms(_ style: DateTextStyle, date: Timestamp, now: Timestamp, zone: TimeZoneName?,
                                     alwaysOn: Bool) -> [String] {
        let seconds = abs(date.secondsSinceEpoch - now.secondsSinceEpoch)
        let candidates: [String] = switch style {
        case .date:
            ["yMMMd", "MMMMd", "MMMd"].map { Self.format(date, pattern: Self.pattern(forTemplate: $0, in: name), zone: zone, in: name) }
        case .relative:
            [Self.units(seconds, count: 2, width: .narrow, seconds: !alwaysOn, in: name),
             Self.units(seconds, count: 1, width: .abbreviated, seconds: !alwaysOn, in: name),
             Self.units(seconds, count: 1, width: .narrow, seconds: !alwaysOn, in: name)]
        case .offset:
            [Duration.UnitsFormatStyle.UnitWidth.abbreviated, .narrow].map { width in
                let sign = date.secondsSinceEpoch > now.secondsSinceEpoch ? Self.signs(name).minus : Self.signs(name).plus
                return sign + Self.units(seconds, count: 1, width: width, seconds: !alwaysOn, in: name)
            }
        case .time:
            // Its hour and minute in digits, its day period kept: where the locale writes words between them
            // (Dzongkha's "ཆུ་ཚོད་ ༡༠ སྐར་མ་ ༡༥ སྔ་ཆ་"), "༡༠:༡༥ སྔ་ཆ་" is the same time, shorter.
            Self.numericTime(Self.pattern(forTemplate: "jmm", in: name)).map { [Self.format(date, pattern: $0, zone: zone, in: name)] } ?? []
        case .timer:
            []
        }
        // Most times have none, and a world clock's is written every frame: not a second time for nothing to compare.
        guard !candidates.isEmpty else { return [] }
        let full = liveText(style, date: date, now: now, zone: zone, alwaysOn: alwaysOn)
        func hasLatin(_ text: String) -> Bool { text.unicodeScalars.contains { $0.isASCII && $0.properties.isAlphabetic } }
        var forms: [String] = []
        for form in candidates where form != full && !forms.contains(form) && (hasLatin(full) || !hasLatin(form)) {
            forms.append(form)
        }
        return forms
    }

    /// The text a hidden live text's bar is measured on: the same for every date, zone and render time of `style`, so
    /// that the bar tells nothing of the value (a long time of day, date and duration).
    public func liveTextSample(_ style: DateTextStyle, alwaysOn: Bool) -> String {
        let key = "\(name.identifier)|\(style.rawValue)|\(alwaysOn)"
        if let sample = Self.samples.withLock({ $0[key] }) { return sample }
        let now = Timestamp(secondsSinceEpoch: 1_790_726_400, utcOffsetSeconds: 0) // 2026-09-30T00:00:00Z
        let later = Timestamp(secondsSinceEpoch: now.secondsSinceEpoch + 23 * 3600 + 58 * 60 + 58, utcOffsetSeconds: 0)
        let sample = liveText(style, date: later, now: now, zone: nil, alwaysOn: alwaysOn)
        Self.samples.withLock { $0[key] = sample }
        return sample
    }

    /// `seconds` in at most `count` units, the largest first, the rest cut off (never rounded up: a countdown of
    /// 11:50 says 11 minutes, as it would a moment later).
    static func units(_ seconds: Int64, count: Int, width: Duration.UnitsFormatStyle.UnitWidth, seconds showsSeconds: Bool,
                      in name: LocaleName) -> String {
        let sizes: [(Duration.UnitsFormatStyle.Unit, Int64)] = [(.days, 86_400), (.hours, 3600), (.minutes, 60), (.seconds, 1)]
        let shown = showsSeconds ? sizes : Array(sizes.dropLast())
        let largest = shown.firstIndex { seconds >= $0.1 } ?? shown.count - 1
        let kept = Array(shown[largest..<min(shown.count, largest + count)])
        let step = kept.last!.1
        let value = max(seconds / step * step, 0)
        return Duration.seconds(value).formatted(.units(allowed: Set(kept.map(\.0)), width: width, maximumUnitCount: count,
                                                        zeroValueUnits: .hide).locale(name.locale))
    }

    static func signs(_ name: LocaleName) -> (minus: String, plus: String) {
        if let known = signsCache.withLock({ $0[name.identifier] }) { return known }
        let formatter = NumberFormatter()
        formatter.locale = name.locale
        let signs = (formatter.minusSign ?? "-", formatter.plusSign ?? "+")
        signsCache.withLock { $0[name.identifier] = signs }
        return signs
    }

    // MARK: Formatters

    /// ICU's pattern for a skeleton in the locale (`EEEd` → `EEE d` in English, `d日(EEE)` in Japanese).
    static func pattern(forTemplate template: String, in name: LocaleName) -> String {
        let key = "\(name.identifier)|\(template)"
        if let pattern = patternCache.withLock({ $0[key] }) { return pattern }
        let pattern = DateFormatter.dateFormat(fromTemplate: template, options: 0, locale: name.locale) ?? template
        patternCache.withLock { $0[key] = pattern }
        return pattern
    }

    /// A time's pattern with the words between its fields taken out, its hour and minute parted by a colon and its day
    /// period by a space, in the pattern's order; nil where no literal of it has a letter (most locales: "h:mm a").
    static func numericTime(_ pattern: String) -> String? {
        let parts = DatePattern(pattern).parts
        guard parts.contains(where: { if case .literal(let text) = $0 { text.contains(where: \.isLetter) } else { false } }) else { return nil }
        let fields = parts.compactMap { part -> String? in if case .field(let field) = part { field } else { nil } }
        guard fields.contains(where: { "hHkK".contains($0.first!) }), fields.contains(where: { $0.first == "m" }) else { return nil }
        var numeric = ""
        for (index, field) in fields.enumerated() {
            if index > 0 { numeric += "hHkK".contains(fields[index - 1].first!) && field.first == "m" ? ":" : " " }
            numeric += field
        }
        return numeric
    }

    /// `time` written with `pattern` in `zone`, else at its own offset.
    static func format(_ time: Timestamp, pattern: String, zone: TimeZoneName? = nil, in name: LocaleName) -> String {
        // One formatter per zone too: changing a formatter's zone makes it build its ICU formatter again, which costs
        // more than the rest of a frame's resolve stage.
        let key = "\(name.identifier)|\(pattern)|\(zone?.identifier ?? String(time.utcOffsetSeconds))"
        let digits = numerals(name).digits
        return formatters.withLock { formatters in
            let (formatter, clock, offset) = formatters[key] ?? {
                let formatter = DateFormatter()
                formatter.locale = name.locale
                formatter.timeZone = zone?.timeZone ?? TimeZone(secondsFromGMT: time.utcOffsetSeconds) ?? .gmt
                formatter.dateFormat = pattern
                // A time of day is written by arithmetic where that writes what the formatter does.
                let clock = ClockPattern(pattern, formatter: formatter, digits: digits)
                let made = (formatter, clock, clock.map { _ in ZoneOffset(formatter.timeZone ?? .gmt) })
                formatters[key] = made
                return made
            }()
            if let clock, let offset {
                return clock.write(time.secondsSinceEpoch, offset: offset.seconds(at: time.secondsSinceEpoch))
            }
            return formatter.string(from: Date(timeIntervalSince1970: TimeInterval(time.secondsSinceEpoch)))
        }
    }

    /// Noon of every day of 2026, UTC.
    private static let yearOfDays: [Timestamp] = (0..<365).map {
        Timestamp(secondsSinceEpoch: 1_767_268_800 + Int64($0) * 86_400, utcOffsetSeconds: 0)
    }

    // Formatters are slow to make and not thread-safe: one per locale and pattern, used under a lock.
    private static let formatters = Mutex<[String: (DateFormatter, ClockPattern?, ZoneOffset?)]>([:])
    private static let patternCache = Mutex<[String: String]>([:])
    private static let partsCache = Mutex<[String: [[String]]]>([:])
    private static let samples = Mutex<[String: String]>([:])
    private static let signsCache = Mutex<[String: (minus: String, plus: String)]>([:])
}
