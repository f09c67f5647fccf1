import DialModel

/// One slot of a style on a device: its name and, for each family it accepts, where that family goes.
public struct StyleSlot: Hashable, Sendable {
    public var name: SlotID
    public var accepts: [Accepted]

    public struct Accepted: Hashable, Sendable {
        public var family: Family
        public var placement: SlotPlacement
    }

    init(_ name: SlotID, _ accepts: (Family, SlotPlacement)...) {
        self.name = name
        self.accepts = accepts.map { Accepted(family: $0.0, placement: $0.1) }
    }

    init(_ name: SlotID, accepts: [Accepted]) {
        self.name = name
        self.accepts = accepts
    }

    public var families: [Family] { accepts.map(\.family) }

    public func placement(of family: Family) -> SlotPlacement? {
        accepts.first { $0.family == family }?.placement
    }
}
