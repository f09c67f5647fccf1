/// The checks of `dial lint` (docs/always-on.md, "Compliance checks"), by the names waivers and JSON use.
public enum LintRule: String, CaseIterable, Sendable, Codable {
    /// Share of the screen's pixels that are not black in Always On (Wear OS ambient guidance; Samsung OPR).
    case litPixels
    /// Share of the screen's total possible luminance that Always On lights (Garmin's on-pixel ratio).
    case luminance
    /// Lit pixels closer to the screen's edge than the margin in Always On (Wear OS burn-in protection).
    case edgeMargin
    /// Large areas of solid white in Always On (Wear OS burn-in protection).
    case solidWhite
    /// Estimated memory of Always On frames: 4 bytes × pixels × frames (google/watchface footprint evaluator).
    case memoryAlwaysOn
    /// Estimated memory of active frames.
    case memoryActive
    /// Text that looks private (a time, a health reading, money, an address) stays visible in Always On even
    /// when the wearer hides sensitive complications.
    case sensitiveContent
    /// `redactionStyle: apple` draws bars as wide as the hidden text, so their length shows.
    case redactionStyleApple
    /// A gauge, ring or chart value outside its range: drawn at the nearer end (clamped, as SwiftUI's Gauge does),
    /// never refused, since a value must not make a render fail.
    case valueOutOfRange
    /// Two complications draw on the same pixels (Dial's own check, measured from what is drawn).
    case overlap
    /// A complication draws over part of a clock mark (a tick, a numeral), the date or the digits: the dial gives way
    /// to a complication's slot, so this is ink outside it.
    case clockCovered
    /// A complication's text does not fit, even in its shorter forms at its smallest legible size: it is not drawn, is
    /// cut to less than half of it, or loses a number (dropped whole, or cut through).
    case textCut
    /// A shown text has characters no pinned font draws: they would be empty boxes.
    case missingGlyph
    /// A complication's text drawn below its family's legible size (docs/face-format.md, "How text fits", steps 5 to
    /// 8): whole, or shortened, but too small to read at a glance. A rule of its own, not `textCut`: nothing is lost
    /// from the text, and goldens are not refused for it.
    case textBelowLegible
    /// A shown bold or semi-bold text (Bold Text, a corner's, bezel's or headline's style) has characters of a script
    /// Dial has only a regular face for (Syriac, N'Ko, Tifinagh, Mongolian): they are drawn regular beside its heavier
    /// letters. A note: nothing is lost, and there is no heavier face to draw them in.
    case drawnRegular
    /// A live `relative`, `offset` or `timer` text whose `date` is `"now"`: it measures from the moment drawn to itself,
    /// and draws zero at every moment (`0:00`). Read from the whole file, every timeline entry and placeholder.
    case liveTextToNow

    /// Whether a finding of the rule is a note, told and never failing the lint: it names what is drawn as well as
    /// Dial can, and the face could not do better by changing.
    public var isNote: Bool {
        switch self {
        case .drawnRegular: true
        case .litPixels, .luminance, .edgeMargin, .solidWhite, .memoryAlwaysOn, .memoryActive, .sensitiveContent, .redactionStyleApple,
             .valueOutOfRange, .overlap, .clockCovered, .textCut, .missingGlyph, .textBelowLegible, .liveTextToNow: false
        }
    }
}
