/// A position in pixels; y grows downwards, as on the screen.
package struct Point: Hashable, Sendable {
    /// Pixels from the screen's left.
    package var x: Double
    /// Pixels from the screen's top.
    package var y: Double

    /// A point from its coordinates.
    package init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    /// The two points added as vectors.
    package static func + (a: Point, b: Point) -> Point { Point(x: a.x + b.x, y: a.y + b.y) }

    /// The point at `radius` from here in the direction `angle` (radians, 0 = right, growing clockwise on screen).
    package func offset(radius: Double, angle: Double) -> Point {
        Point(x: x + radius * Foundation.cos(angle), y: y + radius * Foundation.sin(angle))
    }
}

import Foundation
