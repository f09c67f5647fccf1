import DialModel

/// A shape view's outline as SwiftUI's `Circle().trim(from:to:).stroke(style).rotationEffect(angle)` draws it: the
/// stroke centred on the shape's outline (so half its width lies outside the frame, as SwiftUI's `stroke` does, unlike
/// `strokeBorder`), a trimmed circle from 3 o'clock clockwise, turned about the frame's centre.
package struct ViewShapeOutline: Hashable, Sendable {
    /// The part drawn, as fractions of the circle from 3 o'clock clockwise; nil for all of it.
    package var trim: ClosedRange<Double>?
    /// The stroke's width in pixels.
    package var lineWidth: Double
    package var cap: LineCap
    /// Radians clockwise.
    package var rotation: Double
    /// `StrokeStyle`'s `dash` in pixels: drawn and left by turns along the outline; empty for a solid line.
    package var dash: [Double] = []

    package init(trim: ClosedRange<Double>?, lineWidth: Double, cap: LineCap, rotation: Double, dash: [Double] = []) {
        self.trim = trim
        self.lineWidth = lineWidth
        self.cap = cap
        self.rotation = rotation
        self.dash = dash
    }

    /// The document's outline in pixels; nil for a shape that is only filled (a rotation alone turns nothing a
    /// filled circle shows).
    init?(_ document: ShapeOutlineDocument) {
        guard let stroke = document.stroke else { return nil }
        self.init(trim: document.trim.map { $0.from...$0.to }, lineWidth: stroke.lineWidth * Device.scale,
                  cap: stroke.lineCap == .round ? .round : .butt, rotation: (document.rotation ?? 0) * .pi / 180,
                  dash: (stroke.dash ?? []).map { $0 * Device.scale })
    }

    /// Strokes `kind`'s outline in `frame` with `ink`.
    func draw(_ kind: ViewShape.Kind, _ ink: Ink, in frame: Rect, on canvas: inout LayoutCanvas) {
        guard dash.isEmpty else {
            for piece in ViewChart.dashes(along: polyline(kind, in: frame), pattern: dash) {
                canvas.stroke(.line(from: piece.0, to: piece.1), width: lineWidth, cap: cap, ink)
            }
            return
        }
        guard case .circle = kind, let trim, trim != 0...1 else {
            // Whole: a turned circle is the same circle, and Dial trims and turns circles only.
            canvas.stroke(ViewLayout.outline(kind, in: frame), width: lineWidth, cap: cap, ink)
            return
        }
        guard trim.upperBound > trim.lowerBound else { return }
        let radius = Swift.min(frame.width, frame.height) / 2
        let start = rotation + 2 * .pi * trim.lowerBound, end = rotation + 2 * .pi * trim.upperBound
        canvas.stroke(.arc(center: frame.center, radius: radius, start: start, end: end), width: lineWidth, cap: cap, ink)
    }

    /// The outline as the dashes run along it: a circle (or its trimmed arc) from 3 o'clock clockwise, turned; another
    /// shape clockwise round its outline, back to where it started.
    private func polyline(_ kind: ViewShape.Kind, in frame: Rect) -> [Point] {
        guard case .circle = kind else {
            let polygon = ViewShape.outline(kind, in: frame)
            return polygon + polygon.prefix(1)
        }
        let part = trim ?? 0...1
        let radius = Swift.min(frame.width, frame.height) / 2
        let start = rotation + 2 * .pi * part.lowerBound, sweep = 2 * .pi * (part.upperBound - part.lowerBound)
        // 128 pieces a turn: on a watch's largest circle, within a twentieth of a pixel of it.
        let pieces = Swift.max(1, Int((sweep / (2 * .pi) * 128).rounded(.up)))
        return (0...pieces).map { frame.center.offset(radius: radius, angle: start + sweep * Double($0) / Double(pieces)) }
    }
}
