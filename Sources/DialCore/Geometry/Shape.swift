import DialModel

/// The closed set of outlines Dial draws. Every backend knows each case; nothing else is ever drawn.
package enum Shape: Hashable, Sendable {
    /// A rectangle.
    case rect(Rect)
    /// A rectangle with corners of `radius`.
    case roundedRect(Rect, radius: Double)
    /// A circle.
    case circle(center: Point, radius: Double)
    /// Part of a circle from `start` to `end`, in radians, clockwise on screen (0 = right, π/2 = down); `end` > `start`.
    case arc(center: Point, radius: Double, start: Double, end: Double)
    /// A straight segment: stroked, never filled.
    case line(from: Point, to: Point)
    /// An outline of moves, lines and cubics in pixels (`PathData.fitted(_:into:)` places icon and face paths);
    /// filled with the nonzero winding rule, so holes are subpaths wound the other way.
    case path(PathData)
}

/// How a stroke ends.
package enum LineCap: String, Hashable, Sendable {
    /// Square, ending exactly at the line's end.
    case butt
    /// Rounded, reaching half the width past the end.
    case round
}
