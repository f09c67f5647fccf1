import DialModel

/// A shape cut to part of its outline (SwiftUI's `Shape.trim(from:to:)`): `"trim": {"from": 0, "to": 0.75}` beside
/// `"shape": "circle"`. Drawn only stroked (`stroke(lineWidth:)`), as its arc, from 3 o'clock clockwise; Dial trims
/// circles only, and refuses a trimmed shape that is filled or not a circle.
public struct TrimmedShape<Base: Shape>: Shape, PrimitiveView {
    let base: Base
    let trim: ShapeTrimDocument

    func documents() throws(FaceError) -> [ViewDocument] {
        try DialViews.documents(of: base).map { view in
            var view = view
            if case .shape(let shape, var outline) = view.kind {
                outline.trim = trim
                view.kind = .shape(shape, outline: outline)
            }
            return view
        }
    }
}

extension Shape {
    /// The part of the shape's outline from `from` to `to`, fractions of its length: `"trim": {"from": 0, "to": 0.75}`.
    public func trim(from: Double = 0, to: Double = 1) -> TrimmedShape<Self> {
        TrimmedShape(base: self, trim: ShapeTrimDocument(from: from, to: to))
    }

    /// The shape's outline stroked `lineWidth` points wide, centred on it: `"stroke": 5`.
    public func stroke(lineWidth: Double = 1) -> StrokedShape<Self> {
        StrokedShape(base: self, stroke: ShapeStrokeDocument(lineWidth: lineWidth), rotation: nil)
    }

    /// The shape's outline stroked in `style`'s width, ends and dashes: `"stroke": {"lineWidth": 5, "lineCap": "round",
    /// "dash": [4, 2]}`.
    public func stroke(style: StrokeStyle) -> StrokedShape<Self> {
        StrokedShape(base: self, stroke: ShapeStrokeDocument(lineWidth: style.lineWidth, lineCap: style.lineCap.document,
                                                             dash: style.dash.isEmpty ? nil : style.dash), rotation: nil)
    }

    /// The outline stroked in `color`, `lineWidth` points wide: `.stroke(.green, lineWidth: 5)`.
    public func stroke(_ color: Color, lineWidth: Double = 1) -> some View {
        stroke(lineWidth: lineWidth).foregroundStyle(color)
    }

    /// The outline stroked in `color` and `style`.
    public func stroke(_ color: Color, style: StrokeStyle) -> some View {
        stroke(style: style).foregroundStyle(color)
    }
}
