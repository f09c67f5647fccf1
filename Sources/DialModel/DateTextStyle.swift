/// How a live time text writes its date, as SwiftUI's `Text.DateStyle`: drawn for the moment rendered, so that it
/// moves with `--time`, timelines and filmstrips without a timeline entry per minute.
public enum DateTextStyle: String, ClosedSet {
    /// The time of day in the locale, with its day period where the region counts 12 hours (`4:09 AM`, `04:09`).
    case time
    /// The date in the locale's long form (`November 22, 2026`, `22 novembre 2026`).
    case date
    /// The distance to the date either way, in its two largest units (`21 min`, `1 hr, 5 min`).
    case relative
    /// The distance in its largest unit, minus for a date to come and plus for one gone (`-21 minutes`).
    case offset
    /// A countdown to a date to come, counting up from one gone (`21:00`, `1:05:09`).
    case timer

    /// Whether it writes a length of time (a distance to a date, a countdown) rather than a moment: Dial writes its
    /// digits, and "1:22:40" to a power cut is no time of day, whatever it looks like (stranger23 #5).
    public var isDuration: Bool { self == .relative || self == .offset || self == .timer }
}
