/// A gauge's `"in": [min, max]`: two finite numbers, the first below the second. Read as a value of its own, so that a
/// pair out of order is reported at its own path with the pair found ("found [10.0, 0.0]"), as a chart's domain is,
/// rather than as "an array" (stranger16 #9); inside private data the decoder keeps what was found out of the message.
struct GaugeRangeDocument: Decodable {
    var min: Double
    var max: Double

    init(from decoder: any Decoder) throws {
        let bounds = try decoder.singleValueContainer().decode([Double].self)
        guard bounds.count == 2, bounds.allSatisfy(\.isFinite), bounds[0] < bounds[1] else {
            throw ValueError(expected: "[min, max], two finite numbers, min below max",
                             found: "[" + bounds.map { "\($0)" }.joined(separator: ", ") + "]")
        }
        (min, max) = (bounds[0], bounds[1])
    }
}
