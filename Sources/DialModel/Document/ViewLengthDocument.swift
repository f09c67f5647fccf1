/// A length a view gives that may be relative to its container: points (`20`), or a fraction of the nearest
/// `geometryReader`'s size (of the complication's own where there is none), `{"fraction": 0.62}`, what a team
/// writes as `GeometryReader { proxy in ... proxy.size.width * 0.62 }`. A fraction is of the width where it sizes or
/// places along the width (`frame`'s `width`, `position`'s `x`), of the height along the height, unless `"of"`
/// names the other (`{"fraction": 0.5, "of": "height"}`, `proxy.size.height * 0.5` as a width).
package enum ViewLengthDocument: Codable, Sendable, Equatable {
    case points(Double)
    case fraction(Double, of: ViewDimensionDocument?)

    private enum CodingKeys: String, CodingKey, CaseIterable { case fraction, of }

    /// (Dial) The largest fraction: ten times the container, more than any layout needs.
    package static let maxFraction = 10.0

    /// What a relative length takes, as errors say it.
    package static let expectation = "a length in points, or {\"fraction\": 0 to \(Int(maxFraction))} of the container"

    package init(from decoder: any Decoder) throws {
        if let points = try? decoder.singleValueContainer().decode(Double.self) {
            self = .points(try ViewModifierDocument.length(points, also: " or {\"fraction\": F}"))
            return
        }
        guard let container = try? decoder.container(keyedBy: CodingKeys.self), container.contains(.fraction) else {
            throw ValueError(expected: Self.expectation, found: "neither")
        }
        let fraction = try container.decode(Double.self, forKey: .fraction)
        guard fraction.isFinite, fraction >= 0, fraction <= Self.maxFraction else {
            throw ValueError(expected: "a fraction from 0 to \(Int(Self.maxFraction)) of the container", found: "\(fraction)")
        }
        self = .fraction(fraction, of: try container.decodeIfPresent(ViewDimensionDocument.self, forKey: .of))
    }

    package func encode(to encoder: any Encoder) throws {
        switch self {
        case .points(let points):
            var container = encoder.singleValueContainer()
            try container.encode(points)
        case .fraction(let fraction, let dimension):
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(fraction, forKey: .fraction)
            try container.encodeIfPresent(dimension, forKey: .of)
        }
    }
}

/// Which of the container's dimensions a fraction is of.
package enum ViewDimensionDocument: String, ClosedSet { case width, height }

extension ViewLengthDocument: DocumentShaped {
    /// A number of points, or `{"fraction": …, "of": …}`.
    static let shape = DocumentShape.values(CodingKeys.self)
}
