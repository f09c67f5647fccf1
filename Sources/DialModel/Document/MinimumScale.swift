/// How far a line of text may shrink to fit before it is shortened: a number from 0.5 to 1.
///
/// The whole range is checked when the face is read. Were part of it checked later, when the face is resolved, a face
/// with a second fault elsewhere would be refused with one message or the other depending on which side of 0.5 a
/// hidden scale lies (docs/privacy.md, "What Dial cannot hide").
public struct MinimumScale: Codable, Sendable, Hashable {
    /// The scale, from 0.5 to 1.
    public let value: Double

    /// What a face may write.
    public static let range = 0.5...1.0

    /// `value`; nil unless it lies in `range`.
    public init?(_ value: Double) {
        guard Self.range.contains(value) else { return nil }
        self.value = value
    }

    /// Reads a number, refusing one outside `range`.
    public init(from decoder: any Decoder) throws {
        let value = try decoder.singleValueContainer().decode(Double.self)
        guard let scale = MinimumScale(value) else { throw ValueError(expected: "a number from 0.5 to 1", found: "\(value)") }
        self = scale
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(value)
    }
}
