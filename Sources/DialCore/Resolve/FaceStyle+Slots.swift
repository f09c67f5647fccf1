import DialModel

extension FaceStyle {
    /// The slots of the style and the one family each accepts (spec/geometry.md, "Face styles").
    public var slots: [(slot: SlotID, family: Family)] {
        switch self {
        case .infograph:
            [(.topLeft, .accessoryCorner), (.topRight, .accessoryCorner),
             (.bottomLeft, .accessoryCorner), (.bottomRight, .accessoryCorner),
             (.subdialTop, .accessoryCircular), (.subdialLeft, .accessoryCircular),
             (.subdialRight, .accessoryCircular), (.subdialBottom, .accessoryCircular),
             (.top, .accessoryInline)]
        case .modular:
            [(.topLeft, .accessoryCircular), (.center, .accessoryRectangular),
             (.bottomLeft, .accessoryCircular), (.bottomCenter, .accessoryCircular), (.bottomRight, .accessoryCircular)]
        }
    }

    public var clockKind: ResolvedClock.Kind {
        switch self {
        case .infograph: .analog
        case .modular: .digital
        }
    }
}
