/// How the wall-clock time of an instant is read: at the one offset the face's time was written with (the default,
/// independent of any time-zone data), or in a named zone whose offset changes with daylight saving.
public enum ClockZone: Hashable, Sendable, CustomStringConvertible {
    /// Seconds east of UTC, the same at every instant.
    case fixed(utcOffsetSeconds: Int)
    /// A named IANA zone: the offset follows its rules, daylight saving included.
    case named(TimeZoneName)

    /// The face's `timeZone`, else the offset its time was written with.
    public init(_ name: TimeZoneName?, writtenAt time: Timestamp) {
        self = name.map(ClockZone.named) ?? .fixed(utcOffsetSeconds: time.utcOffsetSeconds)
    }

    /// Seconds east of UTC at that instant.
    public func utcOffset(at secondsSinceEpoch: Int64) -> Int {
        switch self {
        case .fixed(let offset): offset
        case .named(let name): name.utcOffset(at: secondsSinceEpoch)
        }
    }

    /// The instant as a wearer in this zone reads it.
    public func timestamp(at secondsSinceEpoch: Int64) -> Timestamp {
        Timestamp(secondsSinceEpoch: secondsSinceEpoch, utcOffsetSeconds: utcOffset(at: secondsSinceEpoch))
    }

    /// The instant a wall clock in this zone shows `local` (seconds since 1970-01-01T00:00 of the wall clock).
    /// A wall time that happens twice (clocks going back) is its first occurrence; one that never happens (clocks
    /// going forward) is read with the offset before the jump, so 02:30 on a spring-forward night is 03:30.
    public func instant(ofLocal local: Int64) -> Int64 {
        // Offsets change at most once within a day on either side in every zone the tz database has.
        let before = utcOffset(at: local - 86_400)
        let after = utcOffset(at: local + 86_400)
        let candidates = [local - Int64(before), local - Int64(after)]
            .filter { utcOffset(at: $0) == Int(local - $0) }
        return candidates.min() ?? local - Int64(before)
    }

    /// The instant a wall clock in this zone shows the given date and time.
    public func instant(year: Int, month: Int, day: Int, hour: Int, minute: Int, second: Int) -> Int64 {
        let days = Int64(Timestamp.daysSinceEpoch(year: year, month: month, day: day))
        return instant(ofLocal: days * 86_400 + Int64(hour * 3600 + minute * 60 + second))
    }

    /// Local midnight at the start of the day that holds `secondsSinceEpoch`.
    public func startOfDay(containing secondsSinceEpoch: Int64) -> Int64 {
        let clock = timestamp(at: secondsSinceEpoch).wallClock
        return instant(year: clock.year, month: clock.month, day: clock.day, hour: 0, minute: 0, second: 0)
    }

    /// Local midnight at the end of the day that holds `secondsSinceEpoch`: 23, 24 or 25 hours after its start.
    public func startOfNextDay(after secondsSinceEpoch: Int64) -> Int64 {
        let clock = timestamp(at: secondsSinceEpoch).wallClock
        let (year, month, day) = Timestamp.civil(fromDaysSinceEpoch:
            Timestamp.daysSinceEpoch(year: clock.year, month: clock.month, day: clock.day) + 1)
        return instant(year: year, month: month, day: day, hour: 0, minute: 0, second: 0)
    }

    /// `Europe/Paris`, or the fixed offset as `+01:00`.
    public var description: String {
        switch self {
        case .named(let name): return name.identifier
        case .fixed(let offset):
            let magnitude = abs(offset)
            func two(_ n: Int) -> String { n < 10 ? "0\(n)" : "\(n)" }
            return "\(offset < 0 ? "-" : "+")\(two(magnitude / 3600)):\(two(magnitude / 60 % 60))"
        }
    }
}
