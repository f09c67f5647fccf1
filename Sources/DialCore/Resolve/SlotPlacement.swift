import DialModel

/// Where a slot puts its complication on a device, in pixels: layout draws the family into it and reads no slot
/// name, so a style is only a table of placements.
package enum SlotPlacement: Hashable, Sendable {
    /// A circular (or extra large) complication of this diameter.
    case circle(center: Point, diameter: Double)
    /// A circular complication, and its text along `ring`: a circle about the dial's centre, centred on the top.
    case bezel(center: Point, diameter: Double, ring: BezelRing)
    /// Text and arcs along the dial's edge towards a screen corner.
    case corner(ScreenCorner)
    /// A rectangular complication.
    case rect(Rect)
    /// One line of text centred in a band.
    case inline(Rect)
}

/// The circle a bezel's text follows, and the widest angle it may take.
package struct BezelRing: Hashable, Sendable {
    /// The circle's centre: the dial's.
    package var center: Point
    /// The outer edge of the text band: glyph tops reach it.
    package var radius: Double
    /// The widest angle the text may take, in radians; longer text is shortened.
    package var maxSpan: Double
}
