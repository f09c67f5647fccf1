/// An instant with the UTC offset it was written with, e.g. `2026-11-22T10:09:30+01:00`.
///
/// The offset is kept because the face shows the wall-clock time of that offset. Seconds are the finest unit:
/// a watch face never shows less. Calendar arithmetic is done here (proleptic Gregorian) rather than with
/// Foundation's `Calendar`, so that no locale or time-zone database can change what a face shows.
public struct Timestamp: Hashable, Sendable, Codable, CustomStringConvertible, ExpectedValues {
    /// Seconds since 1970-01-01T00:00:00Z.
    public var secondsSinceEpoch: Int64
    /// Seconds east of UTC, within ±18 h.
    public var utcOffsetSeconds: Int

    /// An instant and the offset it is shown at.
    public init(secondsSinceEpoch: Int64, utcOffsetSeconds: Int) {
        self.secondsSinceEpoch = secondsSinceEpoch
        self.utcOffsetSeconds = utcOffsetSeconds
    }

    /// What the decoder reads, for error messages.
    public static let expectation = "an ISO 8601 date-time with offset, like \"2026-11-22T10:09:30+01:00\" or \"2026-11-22T09:09:30Z\""

    /// Parses `YYYY-MM-DDTHH:MM:SS` followed by `Z` or `±HH:MM`; nil for anything else or an impossible date.
    public init?(iso8601 text: String) {
        var text = text
        // Read in place from the string's own bytes: a face reads a date per timeline entry, hidden ones too.
        guard let parsed = text.withUTF8({ Self.parse(iso8601: $0) }) else { return nil }
        self = parsed
    }

    /// The instant whose ISO 8601 text is the UTF-8 `chars`, as `init?(iso8601:)` reads it: what a face file's dates
    /// are read by in place, from the file's bytes, without a string made of each (`init(reading:)`). Only two lengths
    /// are a date, 20 bytes (`Z`) and 25 (`±HH:MM`), so the length is checked first and each field read at its place,
    /// every digit checked as it is read, rather than by a reader of ranges that checked each against the length: a face
    /// reads a date per timeline entry, hidden ones too (docs/performance.md, "Session 20: decoding").
    static func parse(iso8601 chars: UnsafeBufferPointer<UInt8>) -> Timestamp? {
        guard chars.count == 20 || chars.count == 25 else { return nil }
        var allDigits = true
        func digits(_ start: Int, _ count: Int) -> Int {
            var value = 0
            for index in start..<start + count {
                let digit = chars[index] &- UInt8(ascii: "0")
                allDigits = allDigits && digit < 10
                value = value * 10 + Int(digit)
            }
            return value
        }
        func char(_ index: Int, _ expected: Unicode.Scalar) -> Bool {
            chars[index] == UInt8(ascii: expected)
        }
        let year = digits(0, 4), month = digits(5, 2), day = digits(8, 2)
        let hour = digits(11, 2), minute = digits(14, 2), second = digits(17, 2)
        guard char(4, "-"), char(7, "-"), char(10, "T") || char(10, "t"), char(13, ":"), char(16, ":") else { return nil }
        let offset: Int
        if chars.count == 20 {
            guard char(19, "Z") || char(19, "z") else { return nil }
            offset = 0
        } else {
            let offsetHours = digits(20, 2), offsetMinutes = digits(23, 2)
            guard char(19, "+") || char(19, "-"), char(22, ":"), offsetHours <= 18, offsetMinutes < 60 else { return nil }
            offset = (char(19, "-") ? -1 : 1) * (offsetHours * 3600 + offsetMinutes * 60)
        }
        guard allDigits, (1...12).contains(month), (1...Self.daysIn(month: month, year: year)).contains(day),
              hour < 24, minute < 60, second < 60
        else { return nil }
        let days = Self.daysSinceEpoch(year: year, month: month, day: day)
        let local = Int64(days) * 86_400 + Int64(hour * 3600 + minute * 60 + second)
        return Timestamp(secondsSinceEpoch: local - Int64(offset), utcOffsetSeconds: offset)
    }

    public init(from decoder: any Decoder) throws {
        let text = try decoder.singleValueContainer().decode(String.self)
        guard let value = Timestamp(iso8601: text) else {
            throw ValueError(expected: Self.expectation, found: "\"\(text)\"")
        }
        self = value
    }

    /// Reports write it as it is read: `2026-11-22T10:09:30+01:00`.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(description)
    }

    /// The time as a wearer in this offset reads it.
    public var wallClock: WallClock {
        let local = secondsSinceEpoch + Int64(utcOffsetSeconds)
        let days = Int(local.floorDivided(by: 86_400))
        let secondOfDay = Int(local - Int64(days) * 86_400)
        let (year, month, day) = Self.civil(fromDaysSinceEpoch: days)
        // 1970-01-01 was a Thursday; weekday 1 is Sunday as in ISO's US convention and Foundation's.
        let weekday = (days + 4).modulo(7) + 1
        return WallClock(year: year, month: month, day: day, hour: secondOfDay / 3600,
                         minute: secondOfDay / 60 % 60, second: secondOfDay % 60, weekday: weekday)
    }

    /// The same instant with the seconds dropped: what Always On shows.
    public var flooredToMinute: Timestamp {
        let local = secondsSinceEpoch + Int64(utcOffsetSeconds)
        return Timestamp(secondsSinceEpoch: local.floorDivided(by: 60) * 60 - Int64(utcOffsetSeconds),
                         utcOffsetSeconds: utcOffsetSeconds)
    }

    /// The same day and offset at another time of day.
    public func at(hour: Int, minute: Int, second: Int) -> Timestamp {
        let local = secondsSinceEpoch + Int64(utcOffsetSeconds)
        let midnight = local.floorDivided(by: 86_400) * 86_400
        return Timestamp(secondsSinceEpoch: midnight + Int64(hour * 3600 + minute * 60 + second) - Int64(utcOffsetSeconds),
                         utcOffsetSeconds: utcOffsetSeconds)
    }

    /// `2026-11-22T10:09:30+01:00`: the form every output uses.
    public var description: String {
        let clock = wallClock
        func two(_ n: Int) -> String { n < 10 ? "0\(n)" : "\(n)" }
        let sign = utcOffsetSeconds < 0 ? "-" : "+"
        let offset = abs(utcOffsetSeconds)
        let zone = utcOffsetSeconds == 0 ? "Z" : "\(sign)\(two(offset / 3600)):\(two(offset / 60 % 60))"
        return "\(clock.year)-\(two(clock.month))-\(two(clock.day))T\(two(clock.hour)):\(two(clock.minute)):\(two(clock.second))\(zone)"
    }

    static func isLeap(_ year: Int) -> Bool { year % 4 == 0 && (year % 100 != 0 || year % 400 == 0) }

    static func daysIn(month: Int, year: Int) -> Int {
        switch month {
        case 2: isLeap(year) ? 29 : 28
        case 4, 6, 9, 11: 30
        default: 31
        }
    }

    // Howard Hinnant's days-from-civil and civil-from-days, for the proleptic Gregorian calendar.
    static func daysSinceEpoch(year: Int, month: Int, day: Int) -> Int {
        let y = month <= 2 ? year - 1 : year
        let era = (y >= 0 ? y : y - 399) / 400
        let yearOfEra = y - era * 400
        let dayOfYear = (153 * (month + (month > 2 ? -3 : 9)) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }

    static func civil(fromDaysSinceEpoch days: Int) -> (year: Int, month: Int, day: Int) {
        let z = days + 719_468
        let era = (z >= 0 ? z : z - 146_096) / 146_097
        let dayOfEra = z - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let mp = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * mp + 2) / 5 + 1
        let month = mp < 10 ? mp + 3 : mp - 9
        return (yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day)
    }
}

/// Calendar fields of a `Timestamp` in its own offset.
public struct WallClock: Hashable, Sendable {
    /// The year, proleptic Gregorian.
    public var year: Int
    /// 1 = January … 12 = December.
    public var month: Int
    /// Day of the month, from 1.
    public var day: Int
    /// 0–23.
    public var hour: Int
    /// 0–59.
    public var minute: Int
    /// 0–59.
    public var second: Int
    /// 1 = Sunday … 7 = Saturday.
    public var weekday: Int
}

extension Int64 {
    func floorDivided(by divisor: Int64) -> Int64 {
        let quotient = self / divisor
        return (self % divisor != 0 && (self < 0) != (divisor < 0)) ? quotient - 1 : quotient
    }
}

extension Int {
    func modulo(_ divisor: Int) -> Int { ((self % divisor) + divisor) % divisor }
}
