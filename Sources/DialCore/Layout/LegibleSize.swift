import DialModel

/// (Dial) The smallest sizes, in pixels (2 px a point), that text is drawn at to be read at a glance on a wrist.
///
/// Apple's Human Interface Guidelines give watchOS a 12 pt minimum for an app's text, yet Apple's own faces draw
/// complication text smaller: a 40 mm corner's text is 10 pt. So the floors follow the families as Apple draws them,
/// not the app minimum: each is the family's smallest default size at the scale Dial lets it shrink to by default.
/// Text shrinks (within its `minimumScale`) no further than its floor before it takes a shorter form or is shortened;
/// where shortening would drop a number or more than half of it, it shrinks on to the floor first; a shortened text is
/// never drawn below it.
enum LegibleSize {
    /// Text along the edge (corner, bezel, inline): 8 pt, the 40 mm corner's 10 pt at the 0.8 it may shrink to by
    /// default. Apple draws complication text below the HIG's 12 pt app minimum, but not much below this.
    static let edge = 16.0
    /// Text in circles: 6 pt, the smallest Apple's defaults draw there (a 40 mm circular's caption, 12 pt × 0.8, at the
    /// 0.65 circles may shrink to).
    static let circle = 12.0
    /// Rectangular rows and extra large text: 11 pt. Rows are read as sentences, a line at a time, and extra large text
    /// has the whole screen; both stay near the app minimum.
    static let large = 22.0
    /// Secondary labels (a gauge's end labels, a chart's range): 6 pt, and always a space apart. They are short numbers
    /// beside a mark that says most of it, in the narrow gap between a ring's ends (about 46 px on a 49 mm circular);
    /// 6 pt lets two three-character ends ("−10", "400") stand there a space apart, where at 5.6 pt and touching they
    /// read as one number. Where they cannot be this large, they are left out, and `dial lint` reports it.
    static let label = 12.0
    /// A reading (the value in the middle of rings or a gauge) that cannot fit whole at its family's floor shrinks on,
    /// to 4.5 pt at most, rather than lose a digit: a ring's reading is never cut (docs/face-format.md).
    static let reading = 9.0

    /// Whether a text drawn at `size` px is below `legible` px, as reports say it: by any amount, a quarter pixel (a
    /// step of the fitting's grid) included, since the fitting's sizes at a legible floor are exact
    /// (`TextFitter.gridSize`): a size a step under it was fitted there (stranger22 #8: Burmese lines at 21.75 px,
    /// 10.9 pt, under the rectangular's 11 pt, were in no report).
    static func isBelow(_ size: Double, _ legible: Double) -> Bool {
        legible > 0 && size < legible - 1e-9
    }

    /// The floor of a family's text.
    static func text(_ family: Family) -> Double {
        switch family {
        case .accessoryCorner, .graphicBezel, .accessoryInline: edge
        case .accessoryCircular: circle
        case .accessoryRectangular, .graphicExtraLarge: large
        }
    }
}
