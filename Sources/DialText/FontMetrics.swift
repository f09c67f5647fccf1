/// Vertical metrics of a font at one size, in pixels, unhinted. All values are distances, so positive.
package struct FontMetrics: Sendable, Equatable {
    /// Distance from the baseline up to the top of the font's line box (hhea ascender).
    package var ascender: Double
    /// Distance from the baseline down to the bottom of the font's line box (positive, below the baseline).
    package var descender: Double
    /// Height of capital letters above the baseline.
    package var capHeight: Double
    /// Height of lowercase letters such as "x" above the baseline.
    package var xHeight: Double
    /// Recommended distance between consecutive baselines.
    package var lineHeight: Double

    /// Metrics from their five distances, in pixels.
    package init(ascender: Double, descender: Double, capHeight: Double, xHeight: Double, lineHeight: Double) {
        self.ascender = ascender
        self.descender = descender
        self.capHeight = capHeight
        self.xHeight = xHeight
        self.lineHeight = lineHeight
    }

    /// These metrics multiplied by `factor`: metrics are linear in size because nothing is hinted.
    func scaled(by factor: Double) -> FontMetrics {
        FontMetrics(
            ascender: ascender * factor,
            descender: descender * factor,
            capHeight: capHeight * factor,
            xHeight: xHeight * factor,
            lineHeight: lineHeight * factor
        )
    }
}
