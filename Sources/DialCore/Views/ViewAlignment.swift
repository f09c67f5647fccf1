/// Where a view sits inside a larger space, as SwiftUI's `Alignment`: its default guides only (leading, centre,
/// trailing; top, centre, bottom), which is what the stacks, frames and overlays of complications use.
package struct ViewAlignment: Hashable, Sendable {
    package enum Position: Hashable, Sendable {
        /// Leading or top.
        case start
        case center
        /// Trailing or bottom.
        case end
        /// Across a horizontal stack: its children's first (or last) text baselines on one line
        /// (`ViewNode+Baseline`). Where one view is placed alone it is `end`, as SwiftUI puts the baseline of a view
        /// without text at its bottom.
        case firstTextBaseline, lastTextBaseline

        /// The offset that puts `length` at this position in `room`.
        package func offset(of length: Double, in room: Double) -> Double {
            switch self {
            case .start: 0
            case .center: (room - length) / 2
            case .end, .firstTextBaseline, .lastTextBaseline: room - length
            }
        }

        /// Whether this lines text baselines up, and which: nil for the edges and the centre.
        var baseline: TextBaseline? {
            switch self {
            case .firstTextBaseline: .first
            case .lastTextBaseline: .last
            case .start, .center, .end: nil
            }
        }
    }

    package var horizontal: Position
    package var vertical: Position

    package init(horizontal: Position, vertical: Position) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    package static let center = ViewAlignment(horizontal: .center, vertical: .center)
    package static let leading = ViewAlignment(horizontal: .start, vertical: .center)
    package static let trailing = ViewAlignment(horizontal: .end, vertical: .center)
    package static let top = ViewAlignment(horizontal: .center, vertical: .start)
    package static let bottom = ViewAlignment(horizontal: .center, vertical: .end)
    package static let topLeading = ViewAlignment(horizontal: .start, vertical: .start)

    /// The position along `axis`.
    package subscript(axis: ViewAxis) -> Position { axis == .horizontal ? horizontal : vertical }

    /// Where a child of `size` goes in `room`, relative to the room's origin.
    package func origin(of size: Rect.Size, in room: Rect.Size) -> Point {
        Point(x: horizontal.offset(of: size.width, in: room.width), y: vertical.offset(of: size.height, in: room.height))
    }
}

/// Insets on each edge (SwiftUI's `EdgeInsets`; leading is left in Dial's left-to-right layout space).
package struct ViewInsets: Hashable, Sendable {
    package var top: Double
    package var leading: Double
    package var bottom: Double
    package var trailing: Double

    package init(top: Double, leading: Double, bottom: Double, trailing: Double) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }

    /// The same inset on every edge.
    package init(all length: Double) { self.init(top: length, leading: length, bottom: length, trailing: length) }

    package var horizontal: Double { leading + trailing }
    package var vertical: Double { top + bottom }
}
