/// A type that can say in words which values it takes (`expectation`): every error about its value says it, a
/// missing required key of its type included, so that an author learns what to write and not only that something is
/// missing (`variants[0].display: expected a value for required key "display": one of "active", "always-on"`).
public protocol ExpectedValues {
    /// What an error says was expected: `one of "a", "b"`, `an ISO 8601 date-time ...`.
    static var expectation: String { get }
}
