import DialModel

/// A length for each edge, for `.padding(_:)`.
public struct EdgeInsets: Sendable, Equatable {
    /// The length on the top edge, in points.
    public var top: Double
    /// The length on the leading edge.
    public var leading: Double
    /// The length on the bottom edge.
    public var bottom: Double
    /// The length on the trailing edge.
    public var trailing: Double

    /// These lengths on each edge, none where left out.
    public init(top: Double = 0, leading: Double = 0, bottom: Double = 0, trailing: Double = 0) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }

    /// `length` on the edges of `edges`, nothing on the others.
    init(_ edges: Edge.Set, _ length: Double) {
        self.init(top: edges.contains(.top) ? length : 0, leading: edges.contains(.leading) ? length : 0,
                  bottom: edges.contains(.bottom) ? length : 0, trailing: edges.contains(.trailing) ? length : 0)
    }

    var document: ViewEdgesDocument {
        ViewEdgesDocument(top: top, leading: leading, bottom: bottom, trailing: trailing)
    }
}
