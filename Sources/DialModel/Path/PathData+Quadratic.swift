extension PathData.Element {
    /// The cubic that is the quadratic Bézier from `start` through `control` to `end`: its control points lie two
    /// thirds of the way from each end to the quadratic's one, which is the same curve exactly. The one place Dial
    /// raises a quadratic (SVG path data, and glyph outlines drawn as paths), so that each point is worked out in
    /// the same order of operations wherever a curve comes from.
    package static func cubic(from start: (x: Double, y: Double), quadratic control: (x: Double, y: Double),
                              to end: (x: Double, y: Double)) -> Self {
        .cubic(x1: start.x + 2 * (control.x - start.x) / 3, y1: start.y + 2 * (control.y - start.y) / 3,
               x2: end.x + 2 * (control.x - end.x) / 3, y2: end.y + 2 * (control.y - end.y) / 3,
               x: end.x, y: end.y)
    }
}
