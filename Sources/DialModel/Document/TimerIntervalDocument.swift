/// A progress's `"timerInterval": [from, to]`: two instants, the first before the second, read on its own as a gauge's
/// range is, so that a reversed interval names the instants found.
struct TimerIntervalDocument: Decodable {
    var from: Timestamp
    var to: Timestamp

    init(from decoder: any Decoder) throws {
        let instants = try decoder.singleValueContainer().decode([Timestamp].self)
        guard instants.count == 2, instants[0].secondsSinceEpoch < instants[1].secondsSinceEpoch else {
            throw ValueError(expected: "[from, to], two instants, from before to",
                             found: "[" + instants.map { "\"\($0)\"" }.joined(separator: ", ") + "]")
        }
        (from, to) = (instants[0], instants[1])
    }
}
