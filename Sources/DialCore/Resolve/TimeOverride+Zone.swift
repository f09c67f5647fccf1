import DialModel

extension TimeOverride {
    /// The instant meant, when times of day are read on the wall clock of `zone`: `16:45` is 16:45 there on the
    /// day `face` falls on, whatever offset `face` was written with (on a daylight-saving day the two differ).
    package func applied(to face: Timestamp, in zone: ClockZone) -> Timestamp {
        switch self {
        case .instant(let instant):
            return instant
        case .timeOfDay(let hour, let minute, let second):
            let day = zone.timestamp(at: face.secondsSinceEpoch).wallClock
            return zone.timestamp(at: zone.instant(year: day.year, month: day.month, day: day.day,
                                                   hour: hour, minute: minute, second: second))
        }
    }
}
