/// A number in 0...1, clamped on creation, so no stage has to check.
public struct Fraction: Hashable, Sendable, Comparable {
    /// The number, in 0...1.
    public let value: Double

    /// Clamps `value` into 0...1; NaN becomes 0.
    public init(clamping value: Double) {
        self.value = value.isNaN ? 0 : Swift.min(1, Swift.max(0, value))
    }

    /// Where `value` lies between `lower` and `upper` (`lower` < `upper`), clamped.
    public init(_ value: Double, between lower: Double, and upper: Double) {
        self.init(clamping: (value - lower) / (upper - lower))
    }

    /// Orders by value.
    public static func < (a: Fraction, b: Fraction) -> Bool { a.value < b.value }

    /// 0: an empty gauge.
    public static let zero = Fraction(clamping: 0)
    /// 1: a full gauge.
    public static let one = Fraction(clamping: 1)
}
