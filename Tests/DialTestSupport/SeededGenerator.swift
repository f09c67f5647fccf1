/// SplitMix64: a small, fast generator whose sequence is fixed by its seed, so a failing case can be replayed on any
/// machine. Shared by the test targets that generate their cases.
public struct SeededGenerator: RandomNumberGenerator {
    private var state: UInt64

    public init(seed: UInt64) { state = seed }

    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A number below `bound` (slightly biased towards small ones, which no test minds).
    public mutating func next(below bound: UInt64) -> UInt64 { next() % bound }

    public mutating func element<C: Collection>(of collection: C) -> C.Element {
        collection[collection.index(collection.startIndex, offsetBy: Int(next(below: UInt64(collection.count))))]
    }

    public mutating func chance(_ probability: Double) -> Bool { Double.random(in: 0..<1, using: &self) < probability }
}
