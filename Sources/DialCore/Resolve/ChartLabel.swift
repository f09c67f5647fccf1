/// How a chart writes its highest and lowest values: short enough for the side of a rectangular complication.
enum ChartLabel {
    /// `7`, `-3`, `2.5`, `1.2k`, `12k`, `3.4M`: at most one decimal, thousands and millions abbreviated.
    static func format(_ value: Double) -> String {
        let magnitude = abs(value)
        let sign = value < 0 ? "-" : ""
        for (limit, suffix) in [(1e9, "G"), (1e6, "M"), (1e3, "k")] where magnitude >= limit {
            return sign + oneDecimal(magnitude / limit) + suffix
        }
        return sign + oneDecimal(magnitude)
    }

    /// One decimal below 10, none above; a trailing `.0` dropped.
    private static func oneDecimal(_ value: Double) -> String {
        if value >= 10 { return String(Int(value.rounded())) }
        let tenths = Int((value * 10).rounded())
        return tenths % 10 == 0 ? String(tenths / 10) : "\(tenths / 10).\(tenths % 10)"
    }
}
