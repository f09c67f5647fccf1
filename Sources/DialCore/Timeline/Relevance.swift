import DialModel

/// An entry's Smart Stack relevance, resolved: its score holds from its date for `duration` seconds, or, when
/// `duration` is 0, for as long as the entry is the one shown.
package struct Relevance: Hashable, Sendable, Encodable {
    /// The entry's score: higher is more relevant.
    package var score: Double
    /// How long the score holds from the entry's date, in seconds; 0 for as long as the entry is shown.
    package var duration: Int64

    /// A relevance from its score and duration.
    package init(score: Double, duration: Int64) {
        self.score = score
        self.duration = duration
    }
}
