/// A number in 0...1, clamped on creation, so no stage has to check.
package struct Fraction: Hashable, Sendable, Comparable {
    /// The number, in 0...1.
    package let value: Double

    /// Clamps `value` into 0...1; NaN becomes 0.
    package init(clamping value: Double) {
        self.value = value.isNaN ? 0 : Swift.min(1, Swift.max(0, value))
    }

    /// Where `value` lies between `lower` and `upper` (`lower` < `upper`), clamped.
    package init(_ value: Double, between lower: Double, and upper: Double) {
        self.init(clamping: (value - lower) / (upper - lower))
    }

    /// Orders by value.
    package static func < (a: Fraction, b: Fraction) -> Bool { a.value < b.value }

    /// 0: an empty gauge.
    package static let zero = Fraction(clamping: 0)
    /// 1: a full gauge.
    package static let one = Fraction(clamping: 1)
}
