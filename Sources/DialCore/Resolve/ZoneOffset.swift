import Foundation

/// A time zone's offset from GMT, kept from the instant it was last asked for until the zone's next transition: a
/// world clock writes its time every frame, and asking a named zone (ICU, under Foundation's lock) cost a tenth of the
/// resolve stage. Between two transitions the offset is the zone's own at every instant, so the text is the same.
/// Not thread-safe: `LocaleTexts` keeps one per formatter, under the formatters' lock.
final class ZoneOffset {
    let zone: TimeZone
    /// The instants, in seconds since 1970, at which `seconds` is the zone's offset.
    private var span: Range<Int64> = 0..<0
    private var seconds = 0

    init(_ zone: TimeZone) {
        self.zone = zone
    }

    /// `zone`'s offset from GMT at `instant` (seconds since 1970): `TimeZone.secondsFromGMT(for:)`.
    func seconds(at instant: Int64) -> Int {
        if !span.contains(instant) {
            let date = Date(timeIntervalSince1970: TimeInterval(instant))
            seconds = zone.secondsFromGMT(for: date)
            // The offset changes only at a transition (summer time, or a change of the zone's standard offset); a zone
            // without any to come keeps its offset.
            let next = zone.nextDaylightSavingTimeTransition(after: date).map { Int64($0.timeIntervalSince1970.rounded(.up)) }
            span = instant..<max(next ?? .max, instant + 1)
        }
        return seconds
    }
}
