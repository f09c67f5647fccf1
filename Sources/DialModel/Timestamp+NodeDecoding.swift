extension Timestamp {
    /// Reads an instant as `init(from:)` does, with the same message for one that is not ISO 8601, straight from the
    /// face file's value: without the boxed single-value container that a timeline's every entry paid for its date
    /// (docs/performance.md, "Hidden timelines, eighth round").
    init(reading decoder: NodeDecoder) throws(FaceError) {
        let text = try decoder.decodeString()
        guard let value = Timestamp(iso8601: text) else {
            throw decoder.invalid(expected: Self.expectation, found: "\"\(text)\"")
        }
        self = value
    }
}
