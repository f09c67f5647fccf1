import DialCore
import DialModel

extension Face {
    /// The face's timelines, policies and budgets for the schedule; errors name the file, path and line.
    public func timelinePlan(reloadsPerDay: Int? = nil) throws(DialError) -> TimelinePlan {
        do {
            return try TimelinePlanner.plan(document, name: displayName, reloadsPerDay: reloadsPerDay, timelines: timelines)
        } catch {
            throw .face(error.located(by: sourceMap).inFile(file))
        }
    }

    /// The range `--from`/`--to` name on the face's wall clock: a time of day falls on the face's own date. Without
    /// `from`, the face's day from midnight; without `to`, up to the next midnight (23 or 25 hours later on a
    /// daylight-saving day).
    public func timelineRange(from: TimeOverride?, to: TimeOverride?, zone: ClockZone) -> (from: Timestamp, to: Timestamp) {
        let base = document.time ?? Resolver.defaultTime
        let start = from.map { $0.applied(to: base, in: zone).secondsSinceEpoch } ?? zone.startOfDay(containing: base.secondsSinceEpoch)
        let end = to.map { $0.applied(to: base, in: zone).secondsSinceEpoch } ?? zone.startOfNextDay(after: start)
        return (zone.timestamp(at: start), zone.timestamp(at: end))
    }
}
