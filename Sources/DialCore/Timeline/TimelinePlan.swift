import DialModel

/// Stage input of the schedule: a face's timelines, policies and budgets, and the zone its clock reads.
public struct TimelinePlan: Hashable, Sendable {
    public var name: String
    public var zone: ClockZone
    public var complications: [ComplicationPlan]
}
