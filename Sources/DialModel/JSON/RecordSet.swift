/// A set of a `JSONTree`'s records, a bit each: asked about once for every timeline entry a face reads, hidden ones
/// too, so asking is a load and a mask, whatever the set holds (docs/privacy.md, "Timing").
struct RecordSet: Sendable, Equatable {
    private var words: [UInt64] = []

    /// The empty set: a file with no entry read by its shape holds no words.
    init() {}

    /// The set of `records`, each below `count`, the table's size.
    init(_ records: [UInt32], count: Int) {
        guard !records.isEmpty else { return }
        words = Array(repeating: 0, count: (count + 63) / 64)
        for record in records {
            words[Int(record) >> 6] |= 1 << UInt64(record & 63)
        }
    }

    /// Whether record `index` is in the set.
    func contains(_ index: Int) -> Bool {
        let word = index >> 6
        return word < words.count && words[word] & (1 << UInt64(index & 63)) != 0
    }
}
