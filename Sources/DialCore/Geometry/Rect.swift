/// An axis-aligned rectangle in pixels.
package struct Rect: Hashable, Sendable {
    /// Left edge, in pixels from the screen's left.
    package var x: Double
    /// Top edge, in pixels from the screen's top.
    package var y: Double
    /// Width in pixels.
    package var width: Double
    /// Height in pixels.
    package var height: Double

    /// A rectangle from its top-left corner and size.
    package init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    /// A rectangle of the size, centred on `center`.
    package init(center: Point, width: Double, height: Double) {
        self.init(x: center.x - width / 2, y: center.y - height / 2, width: width, height: height)
    }

    /// The centre point.
    package var center: Point { Point(x: x + width / 2, y: y + height / 2) }
    /// Right edge.
    package var maxX: Double { x + width }
    /// Bottom edge.
    package var maxY: Double { y + height }

    /// The rectangle shrunk by `dx` on the left and right and `dy` on the top and bottom (grown for negative values).
    package func insetBy(dx: Double, dy: Double) -> Rect {
        Rect(x: x + dx, y: y + dy, width: width - 2 * dx, height: height - 2 * dy)
    }

    /// The part of this rectangle inside `other`, or nil where they do not overlap.
    package func intersection(_ other: Rect) -> Rect? {
        let (minX, minY) = (Swift.max(x, other.x), Swift.max(y, other.y))
        let (maxX, maxY) = (Swift.min(self.maxX, other.maxX), Swift.min(self.maxY, other.maxY))
        guard maxX >= minX, maxY >= minY else { return nil }
        return Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    /// A width and a height, in pixels.
    package struct Size: Hashable, Sendable {
        /// Width in pixels.
        package var width: Double
        /// Height in pixels.
        package var height: Double

        /// A size of `width` × `height` pixels.
        package init(width: Double, height: Double) {
            self.width = width
            self.height = height
        }
    }
}
