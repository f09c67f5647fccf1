/// A string enum read from JSON whose unknown values are refused with the list of known ones,
/// so a typo such as `"acessoryCorner"` is named instead of silently misread.
public protocol ClosedSet: RawRepresentable, CaseIterable, Codable, Sendable, Hashable, ExpectedValues where RawValue == String {}

extension ClosedSet {
    /// Reads a raw value; an unknown one is an error that lists every known value (`expectation`).
    public init(from decoder: any Decoder) throws {
        let raw = try decoder.singleValueContainer().decode(String.self)
        guard let value = Self(rawValue: raw) else {
            throw ValueError(expected: Self.expectation, found: "\"\(raw)\"")
        }
        self = value
    }

    /// `one of "a", "b", "c"`: what an error says was expected.
    public static var expectation: String {
        "one of " + allCases.map { "\"\($0.rawValue)\"" }.joined(separator: ", ")
    }
}
