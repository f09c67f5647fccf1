/// The size a view is offered by its parent, as SwiftUI's `ProposedViewSize`: in each dimension a length, `nil` for
/// "your ideal size", `0` for "your smallest" and `.infinity` for "your largest". A view answers with the size it
/// chooses, which its parent cannot change, only place.
package struct ProposedSize: Hashable, Sendable {
    package var width: Double?
    package var height: Double?

    package init(width: Double?, height: Double?) {
        self.width = width
        self.height = height
    }

    /// Ask for the ideal size in both dimensions.
    package static let unspecified = ProposedSize(width: nil, height: nil)
    /// Ask for the smallest size.
    package static let zero = ProposedSize(width: 0, height: 0)
    /// Ask for the largest size.
    package static let infinity = ProposedSize(width: .infinity, height: .infinity)

    /// The proposal with `size` standing in for each unspecified dimension.
    package func replacingUnspecified(with size: Rect.Size) -> Rect.Size {
        Rect.Size(width: width ?? size.width, height: height ?? size.height)
    }

    /// The length along `axis`.
    package subscript(axis: ViewAxis) -> Double? {
        get { axis == .horizontal ? width : height }
        set { if axis == .horizontal { width = newValue } else { height = newValue } }
    }

    /// A proposal from its length along `axis` and across it.
    package init(_ axis: ViewAxis, along: Double?, across: Double?) {
        self = axis == .horizontal ? ProposedSize(width: along, height: across) : ProposedSize(width: across, height: along)
    }
}

/// One of the two directions a stack lays its children out in.
package enum ViewAxis: Hashable, Sendable {
    case horizontal, vertical

    /// The other axis.
    package var cross: ViewAxis { self == .horizontal ? .vertical : .horizontal }
}

extension Rect.Size {
    /// The length along `axis`.
    package subscript(axis: ViewAxis) -> Double {
        axis == .horizontal ? width : height
    }

    /// A size from its length along `axis` and across it.
    package init(_ axis: ViewAxis, along: Double, across: Double) {
        self = axis == .horizontal ? Rect.Size(width: along, height: across) : Rect.Size(width: across, height: along)
    }
}
