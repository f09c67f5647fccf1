import DialModel

/// One slot of a style on a device: its name and, for each family it accepts, where that family goes.
package struct StyleSlot: Hashable, Sendable {
    /// The slot's name, as complications name it in `slot`.
    package var name: SlotID
    /// The families the slot takes, each with where it goes.
    package var accepts: [Accepted]

    /// A family a slot takes, and where that family sits in it.
    package struct Accepted: Hashable, Sendable {
        /// The family.
        package var family: Family
        /// Where a complication of that family goes.
        package var placement: SlotPlacement
    }

    init(_ name: SlotID, _ accepts: (Family, SlotPlacement)...) {
        self.name = name
        self.accepts = accepts.map { Accepted(family: $0.0, placement: $0.1) }
    }

    init(_ name: SlotID, accepts: [Accepted]) {
        self.name = name
        self.accepts = accepts
    }

    /// The families the slot takes, in order: what an error lists when a complication's family does not fit.
    package var families: [Family] { accepts.map(\.family) }

    /// Where a complication of `family` goes in this slot; nil when the slot does not take it.
    package func placement(of family: Family) -> SlotPlacement? {
        accepts.first { $0.family == family }?.placement
    }
}
