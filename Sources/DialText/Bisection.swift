/// The one search behind every "largest that fits": the largest size on a grid at which a text fits, the longest start
/// of a text that fits with "…". What fits at an index fits at every smaller one (widths grow with the size and with
/// what is kept), so a bisection finds the largest in a logarithmic number of attempts, each of which shapes.
package enum Bisection {
    /// The largest index in `range` at which `attempt` succeeds, with what it returned, where it is known to succeed at
    /// `range.lowerBound` with `known` (not attempted again).
    package static func largest<Value>(in range: ClosedRange<Int>, known: Value, _ attempt: (Int) -> Value?) -> (index: Int, value: Value) {
        var (low, high, found) = (range.lowerBound, range.upperBound, known)
        while low < high {
            let middle = (low + high + 1) / 2
            if let value = attempt(middle) { (low, found) = (middle, value) } else { high = middle - 1 }
        }
        return (low, found)
    }
}
