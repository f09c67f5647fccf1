/// Thrown from `init(from:)` of a model type when a value is well-formed JSON but not acceptable,
/// e.g. `throw ValueError(expected: "\"#RRGGBB\" or \"#RRGGBBAA\"", found: "\"blue\"")`.
/// The decoder turns it into a FaceError carrying the path and location of the value being decoded.
public struct ValueError: Error, Sendable, Equatable {
    /// What would have been acceptable, phrased to follow "expected".
    public var expected: String
    /// What the document holds instead, phrased to follow "found".
    public var found: String

    /// An error saying the value should have been `expected` but is `found`.
    public init(expected: String, found: String) {
        self.expected = expected
        self.found = found
    }
}
