/// How a chart writes its highest and lowest values: short enough for the side of a rectangular complication.
enum ChartLabel {
    /// SI prefixes, as in `12k`: `G` rather than `B`, because "billion" is not a billion in every language.
    private static let units: [(limit: Double, suffix: String)] = [(1e12, "T"), (1e9, "G"), (1e6, "M"), (1e3, "k"), (1, "")]

    /// `7`, `−3`, `2.5`, `1.2k`, `12k`, `3.4M`, `1G`: at most one decimal, thousands and more abbreviated. A number that
    /// rounds to a thousand of its unit is written in the next one: 999,999,999 is `1G`, never `1000M`. A minus is a
    /// minus sign (U+2212), as in the rest of a watch's figures, not a hyphen.
    static func format(_ value: Double) -> String {
        let magnitude = abs(value)
        let sign = value < 0 ? "\u{2212}" : ""
        let index = units.firstIndex { magnitude >= $0.limit } ?? units.count - 1
        var unit = units[index]
        if index > 0, rounded(magnitude / unit.limit) >= 1000 { unit = units[index - 1] }
        return sign + oneDecimal(rounded(magnitude / unit.limit)) + unit.suffix
    }

    /// A chart's two labels, written so that they differ where the values do: `11k` and `11k` for 11,234 and 11,101
    /// would say the chart is flat, so both take the larger one's unit and as many decimals as tell them apart
    /// (`11.2k`, `11.1k`), up to four.
    static func pair(high: Double, low: Double) -> (high: String, low: String) {
        let (written, writtenLow) = (format(high), format(low))
        guard written == writtenLow, high != low else { return (written, writtenLow) }
        let magnitude = max(abs(high), abs(low))
        let unit = units.first { magnitude >= $0.limit } ?? units[units.count - 1]
        for decimals in 1...4 {
            let (one, other) = (fixed(high / unit.limit, decimals) + unit.suffix, fixed(low / unit.limit, decimals) + unit.suffix)
            if one != other { return (one, other) }
        }
        return (written, writtenLow)
    }

    /// `value` with `decimals` decimals, trailing zeros kept so that the two labels line up.
    private static func fixed(_ value: Double, _ decimals: Int) -> String {
        let scale = (0..<decimals).reduce(1.0) { product, _ in product * 10 }
        let units = Int((abs(value) * scale).rounded())
        let whole = units / Int(scale), fraction = String(units % Int(scale))
        let padded = String(repeating: "0", count: decimals - fraction.count) + fraction
        return (value < 0 ? "\u{2212}" : "") + "\(whole).\(padded)"
    }

    /// One decimal below 10, none above.
    private static func rounded(_ value: Double) -> Double {
        value >= 10 ? value.rounded() : (value * 10).rounded() / 10
    }

    /// A rounded value written with its one decimal, a trailing `.0` dropped.
    private static func oneDecimal(_ value: Double) -> String {
        let tenths = Int((value * 10).rounded())
        return tenths % 10 == 0 ? String(tenths / 10) : "\(tenths / 10).\(tenths % 10)"
    }
}
