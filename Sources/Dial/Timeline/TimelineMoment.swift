import DialModel

/// A moment a timeline draws, and what sets it apart from the one before.
public struct TimelineMoment: Hashable, Sendable {
    /// On the face's wall clock.
    public var time: Timestamp
    /// The complications whose drawing differs from the moment before, in any display (all of them at the first).
    public var changed: [String]
    /// The complications showing stale content then.
    public var stale: [String]
}
