import DialText

extension BarWidth {
    /// The width a bar of this kind takes in `font`: the one measure of a bar, for every layout that draws one (a
    /// template's line, a curved line, a view's text), so none can take a kind of bar for no width (stranger18 #1: a
    /// view measured only a bar of ems, and drew a placeholder's matching line as a bar 0 px wide, an empty row).
    func width(in font: TextFont, shaper: TextShaper) -> Double {
        switch self {
        case .ems(let ems): ems * font.size
        case .widthOf(let text): shaper.shape(text, font: font.font, size: font.size).width
        case .textWidth(let width): width
        }
    }
}
