/// A date the clock may draw: its text at the face's time, and every form of each of its parts in the locale
/// (`LocaleTexts.clockDateParts`), which is what a date window is sized for, so that the window never changes with
/// the date.
package struct ClockDate: Hashable, Sendable {
    /// The date at the face's time (`WED, NOV 25`).
    package var text: String
    /// Every form each part takes in the locale (a weekday's seven names, a day's thirty-one numbers).
    package var parts: [[String]]

    package init(text: String, parts: [[String]]) {
        self.text = text
        self.parts = parts
    }
}
