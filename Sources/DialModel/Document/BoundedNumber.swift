/// The range a kind of bounded number in a face file may take, and the words a message expects it in.
public protocol NumberBounds: Sendable {
    /// What a face may write.
    static var range: ClosedRange<Double> { get }
    /// What a message says it expected, whatever it found: "a number from 0 to 1".
    static var expected: String { get }
}

/// A number a face writes within `Bounds.range`, checked where it is read: every kind of bounded number (a unit
/// interval, a minimum scale) is read, refused and written one way.
public struct BoundedNumber<Bounds: NumberBounds>: Codable, Sendable, Hashable {
    /// The number, within `range`.
    public let value: Double

    /// What a face may write.
    public static var range: ClosedRange<Double> { Bounds.range }

    /// `value`; nil unless it lies in `range`.
    public init?(_ value: Double) {
        guard Bounds.range.contains(value) else { return nil }
        self.value = value
    }

    /// Reads a number, refusing one outside `range`.
    public init(from decoder: any Decoder) throws {
        let value = try decoder.singleValueContainer().decode(Double.self)
        guard let number = Self(value) else { throw ValueError(expected: Bounds.expected, found: "\(value)") }
        self = number
    }

    /// Writes the number alone.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(value)
    }
}
