import DialModel

/// Where an analog dial's date window may lie: along the radius at 3 o'clock, as on Apple's analog faces. A day
/// alone ("22") fits between the hub and the numerals; a longer date takes the numeral's place as well, and the 3
/// gives way to it (as on Apple's Utility face), so that it is drawn at a size one can read rather than squeezed.
/// One geometry for the resolver (custom frames must stay clear of it) and the layout (which sizes the window's text
/// to it), decided by the style alone: the window never moves with the date.
package struct DateWindow: Hashable, Sendable {
    /// The leftmost the window's text may start.
    package var leading: Double
    /// Where the window's text ends; the window reaches `padding` beyond it.
    package var trailing: Double
    /// The dial's centre, in pixels.
    package var center: Point
    /// The dial's scale: one unit is a point of the 45mm infograph's dial, which the window's sizes were drawn for.
    package var unit: Double

    /// The window of `clock` on a dial of `radius` about `center`; nil when the clock shows no date.
    package init?(_ clock: ResolvedClock, center: Point, radius: Double) {
        guard clock.date != .none else { return nil }
        // Sizes were drawn for the 45mm infograph's dial; smaller dials scale them.
        unit = radius / 182.16
        self.center = center
        if clock.date == .day {
            leading = center.x + 48 * unit
            trailing = center.x + radius - (clock.numerals == .none ? 30 : 84) * unit
        } else {
            // Just clear of the hands' hub (7 units), and of the hour tick's inner end (18 units).
            leading = center.x + 16 * unit
            trailing = center.x + radius - 34 * unit
        }
    }

    /// The smallest the date is drawn at, in pixels: 7 pt. Below it a shorter form of the date is drawn instead.
    package static let legibleSize = 14.0
    /// The text's size before it is fitted to the room.
    package var fontSize: Double { (26 * unit).rounded() }
    /// The room between the window's edge and its text, on either side.
    package var padding: Double { 12 * unit }
    /// The width the text may take: from `leading` to `trailing`.
    package var room: Double { trailing - leading }

    /// The window for text `width` wide with cap height `cap`.
    package func box(textWidth width: Double, cap: Double) -> Rect {
        Rect(x: trailing - width - padding, y: center.y - cap / 2 - 8 * unit, width: width + 2 * padding, height: cap + 16 * unit)
    }

    /// The most the window can take, whatever the date: what a custom frame must stay clear of.
    package var extent: Rect {
        Rect(x: leading - padding, y: center.y - 26 * unit, width: room + 2 * padding, height: 52 * unit)
    }
}
