import DialModel

/// Stage input of the schedule: a face's timelines, policies and budgets, and the zone its clock reads.
public struct TimelinePlan: Hashable, Sendable {
    /// The face's name.
    public var name: String
    /// The zone wall-clock times are read in: local midnight renews budgets, and hours rank relevance.
    public var zone: ClockZone
    /// Each complication's plan, in the face's order.
    package var complications: [ComplicationPlan]
    /// The face's events and location permission.
    package var events: FaceEvents = .none
}
