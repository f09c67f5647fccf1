import DialModel

/// An entry's Smart Stack relevance, resolved: its score holds from its date for `duration` seconds, or, when
/// `duration` is 0, for as long as the entry is the one shown.
public struct Relevance: Hashable, Sendable, Encodable {
    public var score: Double
    public var duration: Int64

    public init(score: Double, duration: Int64) {
        self.score = score
        self.duration = duration
    }
}
