import DialModel

/// Wall-clock times as short as a range allows: `09:59`, `09:59:30`; with the date (`11-23 00:15`) when the range
/// spans several days, and the offset (`02:30+01:00`) when it spans a daylight-saving change.
public struct WallTimeFormat: Hashable, Sendable {
    /// Whether times carry the month and day: the range spans several days.
    public let showsDate: Bool
    /// Whether times carry their UTC offset: the range spans a daylight-saving change.
    public let showsOffset: Bool

    /// The format for times from `from` to `to`, each read on the wall clock of its own offset.
    public init(from: Timestamp, to: Timestamp) {
        // A range that ends at midnight does not reach into the next day.
        let last = to.secondsSinceEpoch > from.secondsSinceEpoch
            ? Timestamp(secondsSinceEpoch: to.secondsSinceEpoch - 1, utcOffsetSeconds: to.utcOffsetSeconds) : to
        showsDate = last.description.prefix(10) != from.description.prefix(10)
        showsOffset = from.utcOffsetSeconds != to.utcOffsetSeconds
    }

    /// `2026-11-23 07:00 → 11:00`; `… → 24:00` for a range that ends at the next midnight; both dates in full when
    /// it spans more days.
    public static func range(from: Timestamp, to: Timestamp) -> String {
        let format = WallTimeFormat(from: from, to: to)
        let start = String(from.description.prefix(10)) + " " + WallTimeFormat(showsDate: false, showsOffset: format.showsOffset).text(from)
        let end = format.text(to)
        if !format.showsDate && to.secondsSinceEpoch > from.secondsSinceEpoch && to.description.prefix(10) != from.description.prefix(10) {
            return start + " → 24:00" + (format.showsOffset ? String(to.description.dropFirst(19)) : "")
        }
        return start + " → " + (format.showsDate ? String(to.description.prefix(4)) + "-" + end : end)
    }

    private init(showsDate: Bool, showsOffset: Bool) {
        self.showsDate = showsDate
        self.showsOffset = showsOffset
    }

    /// `time` in this format: `09:59`, `09:59:30`, `11-23 00:15`, `02:30+01:00`.
    public func text(_ time: Timestamp) -> String {
        // `2026-11-22T09:59:30+01:00`: 5..<10 the month and day, 11..<16 the hour and minute, 16..<19 the seconds.
        let characters = Array(time.description)
        var text = String(characters[11..<16])
        if characters[17..<19] != ["0", "0"] { text += String(characters[16..<19]) }
        if showsDate { text = String(characters[5..<10]) + " " + text }
        if showsOffset { text += characters.count > 20 ? String(characters[19...]) : "Z" }
        return text
    }
}
