import DialModel

/// A shape's outline stroked, centred on it (SwiftUI's `Shape.stroke(lineWidth:)`, `stroke(style:)`):
/// `"stroke": {"lineWidth": 5, "lineCap": "round"}` beside the shape, drawn in the foreground style.
public struct StrokedShape<Base: Shape>: PrimitiveView {
    let base: Base
    let stroke: ShapeStrokeDocument
    let rotation: Double?

    func documents() throws(FaceError) -> [ViewDocument] {
        try DialViews.documents(of: base).map { view in
            var view = view
            if case .shape(let shape, var outline) = view.kind {
                outline.stroke = stroke
                // A circle's turn is its outline's (where a trimmed arc starts); another shape's turns the view.
                if shape == .circle { outline.rotation = rotation } else if let rotation { view.modifiers.append(.rotationEffect(rotation)) }
                view.kind = .shape(shape, outline: outline)
            }
            return view
        }
    }

    /// The stroked circle turned `angle` clockwise about its centre: `"rotationEffect": 135` (SwiftUI's
    /// `rotationEffect(_:)`; Dial turns stroked circles only, where a trimmed arc starts).
    public func rotationEffect(_ angle: Angle) -> StrokedShape<Base> {
        StrokedShape(base: base, stroke: stroke, rotation: angle.degrees.truncatingRemainder(dividingBy: 360))
    }
}
