/// How a chart writes its highest and lowest values: short enough for the side of a rectangular complication.
enum ChartLabel {
    /// SI prefixes, as in `12k`: `G` rather than `B`, because "billion" is not a billion in every language.
    private static let units: [(limit: Double, suffix: String)] = [(1e12, "T"), (1e9, "G"), (1e6, "M"), (1e3, "k"), (1, "")]

    /// `7`, `-3`, `2.5`, `1.2k`, `12k`, `3.4M`, `1G`: at most one decimal, thousands and more abbreviated. A number that
    /// rounds to a thousand of its unit is written in the next one: 999,999,999 is `1G`, never `1000M`.
    static func format(_ value: Double) -> String {
        let magnitude = abs(value)
        let sign = value < 0 ? "-" : ""
        let index = units.firstIndex { magnitude >= $0.limit } ?? units.count - 1
        var unit = units[index]
        if index > 0, rounded(magnitude / unit.limit) >= 1000 { unit = units[index - 1] }
        return sign + oneDecimal(rounded(magnitude / unit.limit)) + unit.suffix
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
