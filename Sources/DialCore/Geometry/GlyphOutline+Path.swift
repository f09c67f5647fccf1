import DialModel
import DialText

extension GlyphOutline {
    /// The outline's steps as path elements, each point placed by `place` (from design units, y up, to where the
    /// caller draws; an affine map, as a glyph's placing is), quadratics raised to the cubics they are in design units
    /// first: the one way a glyph becomes a path, for text along the bezel and for symbols alike.
    package func forEachPathElement(placing place: (Double, Double) -> (x: Double, y: Double),
                                    _ body: (PathData.Element) -> Void) {
        var last = (x: 0.0, y: 0.0)
        for element in elements {
            switch element {
            case .move(let x, let y):
                last = (Double(x), Double(y))
                body(PathData.Element.move(x: last.x, y: last.y).placed(place))
            case .line(let x, let y):
                last = (Double(x), Double(y))
                body(PathData.Element.line(x: last.x, y: last.y).placed(place))
            case .quadratic(let x1, let y1, let x, let y):
                let end = (x: Double(x), y: Double(y))
                body(PathData.Element.cubic(from: last, quadratic: (Double(x1), Double(y1)), to: end).placed(place))
                last = end
            case .cubic(let x1, let y1, let x2, let y2, let x, let y):
                last = (Double(x), Double(y))
                body(PathData.Element.cubic(x1: Double(x1), y1: Double(y1), x2: Double(x2), y2: Double(y2),
                                            x: last.x, y: last.y).placed(place))
            case .close:
                body(.close)
            }
        }
    }
}
