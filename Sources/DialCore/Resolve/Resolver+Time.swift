import DialModel

extension Resolver {
    /// The instant the face shows and the offset its clock reads it at: with a `timeZone`, that zone's offset at
    /// that instant (so the clock follows daylight saving); without one, the offset the time was written with.
    package static func timeShown(_ document: FaceDocument, overrides: RenderOverrides) -> Timestamp {
        let written = document.time ?? defaultTime
        guard let name = document.timeZone else {
            return overrides.time.map { $0.applied(to: written) } ?? written
        }
        let zone = ClockZone.named(name)
        let instant = overrides.time.map { $0.applied(to: written, in: zone) } ?? written
        return zone.timestamp(at: instant.secondsSinceEpoch)
    }
}
