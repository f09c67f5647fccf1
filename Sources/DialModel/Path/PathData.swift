/// SVG path data reduced to absolute moves, lines, cubic Béziers and closes: every other command (relative forms,
/// H/V, S/T, quadratics, elliptical arcs) is converted when parsed, so renderers know only these four.
public struct PathData: Hashable, Sendable, Decodable {
    public enum Element: Hashable, Sendable {
        case move(x: Double, y: Double)
        case line(x: Double, y: Double)
        case cubic(x1: Double, y1: Double, x2: Double, y2: Double, x: Double, y: Double)
        case close
    }

    public var elements: [Element]

    public init(elements: [Element]) { self.elements = elements }

    public init(from decoder: any Decoder) throws {
        let text = try decoder.singleValueContainer().decode(String.self)
        self = try SVGPathParser.parse(text)
    }
}
