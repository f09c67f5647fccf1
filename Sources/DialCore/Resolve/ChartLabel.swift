import DialModel
import Foundation

/// How a chart writes its highest and lowest values: short enough for the side of a rectangular complication, in the
/// locale's own compact form (`12.85M` in English, `1285萬` in Traditional Chinese, `۴٫۹ میلیون` in Persian, `2,5 Mio.`
/// in German), as Foundation's compact number notation writes it from the toolchain's ICU data.
enum ChartLabel {
    /// `value` in `locale`'s compact form, rounded by `rule` to at most `digits` significant digits, or to ICU's own
    /// precision for compact numbers where nil (`2.5K`, `12K`, `123K`). A number that rounds to a thousand of its unit
    /// is written in the next one (`1B`, never `1000M`). A hyphen-minus is written as the minus sign (U+2212), as in
    /// the rest of a watch's figures. Zero is written unsigned: a tick rounded to zero from below is −0 in floating point,
    /// a value no data had (stranger14 §9).
    static func format(_ value: Double, in locale: LocaleName, rule: FloatingPointRoundingRule = .toNearestOrAwayFromZero,
                       digits: Int? = nil) -> String {
        let value = value == 0 ? 0 : value
        var style = FloatingPointFormatStyle<Double>(locale: locale.locale).notation(.compactName).rounded(rule: rule)
        if let digits, value != 0 { style = style.precision(.significantDigits(1...digits)) }
        return value.formatted(style).replacingOccurrences(of: "-", with: "\u{2212}")
    }

    /// A chart's two labels. They name the plot's ends, so each rounds outward, away from the plot (the highest up, the
    /// lowest down): a low end of 12,650,000 is never written above it. Each keeps the significant digits that round
    /// it by a tenth of the range at most (at least two, at most six), so that outward rounding never makes a flat
    /// chart look steep, and more where the two would still read alike (`11.104K` and `11.096K`, never `11K` twice).
    static func pair(high: Double, low: Double, in locale: LocaleName) -> (high: String, low: String) {
        guard high > low else { return (format(high, in: locale), format(low, in: locale)) }
        let magnitude = Int(log10(max(abs(high), abs(low))).rounded(.down))
        let tenth = Int(log10((high - low) / 10).rounded(.down))
        var digits = min(max(magnitude - tenth + 1, 2), 6)
        while true {
            let written = (format(high, in: locale, rule: .up, digits: digits), format(low, in: locale, rule: .down, digits: digits))
            if written.0 != written.1 || digits >= 8 { return written }
            digits += 1
        }
    }

    /// An axis's value labels, one a grid line (`values`, `step` apart), in `locale`'s compact form: at ICU's own
    /// precision where that tells every line from the others, else with the significant digits that write each line
    /// within a tenth of the step (more where two would still read alike): lines at 1,250 and 1,275 read `1.25K` and
    /// `1.275K`, never `1.3K` twice, which names two lines one value (stranger13 #5).
    static func axis(_ values: [Double], step: Double, in locale: LocaleName) -> [String] {
        let plain = values.map { format($0, in: locale) }
        guard Set(plain).count < Set(values).count, step > 0, let largest = values.map(abs).max(), largest > 0 else { return plain }
        let magnitude = Int(log10(largest).rounded(.down))
        let tenth = Int(log10(step / 10).rounded(.down))
        var digits = min(max(magnitude - tenth + 1, 2), 6)
        while true {
            let written = values.map { format($0, in: locale, digits: digits) }
            if Set(written).count == Set(values).count || digits >= 8 { return written }
            digits += 1
        }
    }
}
