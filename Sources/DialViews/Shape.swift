import DialModel

/// A shape that fills what it is offered, in the foreground style (SwiftUI's `Shape`): `{"shape": "circle"}`.
public protocol Shape: View {}

/// The shapes this module draws, each as its document.
protocol DocumentShape: Shape, PrimitiveView {
    var shape: ShapeDocument { get }
}

extension DocumentShape {
    func documents() throws(FaceError) -> [ViewDocument] {
        [ViewDocument(.shape(shape))]
    }
}

extension Shape {
    /// The shape filled with `color`: SwiftUI fills a shape with its foreground style, so this is that style.
    public func fill(_ color: Color) -> some View { foregroundStyle(color) }

    /// The shape filled with a gradient.
    public func fill(_ gradient: LinearGradient) -> some View { foregroundStyle(gradient) }

    /// The shape filled with a level of the foreground (`.secondary`...).
    public func fill(_ style: HierarchicalShapeStyle) -> some View { foregroundStyle(style) }
}
