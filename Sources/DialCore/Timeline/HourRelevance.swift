import DialModel

/// For one hour of the range, the complications in Smart Stack order: the highest relevance score any of their
/// entries holds during the hour, highest first; ties keep the face's order. Complications without a score that
/// hour are left out.
package struct HourRelevance: Hashable, Sendable, Encodable {
    /// One complication's place in an hour's ranking.
    package struct Rank: Hashable, Sendable, Encodable {
        /// The complication's id.
        package var id: String
        /// The best score any of its entries holds during the hour.
        package var score: Double
        /// The entry that holds the score.
        package var entry: ShownContent
    }

    /// The start of the hour on the wall clock (or of the range, if it starts within the hour).
    package var from: Timestamp
    /// The end of the hour (or of the range, if it ends within the hour).
    package var to: Timestamp
    /// The complications with a score that hour, highest first.
    package var ranking: [Rank]

    /// The most relevant complication's id, if any has a score that hour.
    package var top: String? { ranking.first?.id }
}
