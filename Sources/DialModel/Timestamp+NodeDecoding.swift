extension Timestamp {
    /// Reads an instant as `init(from:)` does, with the same message for one that is not ISO 8601, straight from the
    /// face file's value: without the boxed single-value container that a timeline's every entry paid for its date
    /// (docs/performance.md, "Hidden timelines, eighth round"), and from the file's own bytes where the value holds no
    /// escape, without a string made of it: a date is longer than a string's inline room, so each one allocated,
    /// for every entry a face holds, hidden ones too (docs/performance.md, "Session 20: decoding"). A string is made
    /// only for an escaped value, and for the message of a refused one.
    init(reading decoder: NodeDecoder) throws(FaceError) {
        if let value = decoder.withUnescapedBytes({ Timestamp.parse(iso8601: $0) }) {
            self = value
            return
        }
        let text = try decoder.decodeString()
        guard let value = Timestamp(iso8601: text) else {
            throw decoder.invalid(expected: Self.expectation, found: "\"\(text)\"")
        }
        self = value
    }
}
