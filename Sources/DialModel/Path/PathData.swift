/// SVG path data reduced to absolute moves, lines, cubic Béziers and closes: every other command (relative forms,
/// H/V, S/T, quadratics, elliptical arcs) is converted when parsed, so renderers know only these four.
public struct PathData: Hashable, Sendable, Codable {
    /// One command of the path, in absolute coordinates of its view box.
    public enum Element: Hashable, Sendable {
        /// Starts a new subpath at (x, y).
        case move(x: Double, y: Double)
        /// A straight line to (x, y).
        case line(x: Double, y: Double)
        /// A cubic Bézier curve to (x, y), with control points (x1, y1) and (x2, y2).
        case cubic(x1: Double, y1: Double, x2: Double, y2: Double, x: Double, y: Double)
        /// A straight line back to the subpath's start, closing it.
        case close
    }

    /// The commands, in order.
    public var elements: [Element]

    /// The path of `elements`, taken as they are.
    public init(elements: [Element]) { self.elements = elements }

    /// Parses SVG path data, converting every command to the four of `Element`; an error names the position of the character it could not read.
    public init(from decoder: any Decoder) throws {
        let text = try decoder.singleValueContainer().decode(String.self)
        self = try SVGPathParser.parse(text)
    }

    /// The elements as absolute `M`, `L`, `C` and `Z` commands, each number in the shortest form that reads back as
    /// the same `Double`: the text a file was written with is gone once parsed (arcs are already curves), but what it
    /// draws is kept exactly.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(svg)
    }

    /// The path as SVG path data: `M4 4L20 4C...Z`.
    public var svg: String {
        func number(_ value: Double) -> String {
            let text = "\(value)"
            return text.hasSuffix(".0") ? String(text.dropLast(2)) : text
        }
        func point(_ x: Double, _ y: Double) -> String { "\(number(x)) \(number(y))" }
        return elements.map { element in
            switch element {
            case .move(let x, let y): "M" + point(x, y)
            case .line(let x, let y): "L" + point(x, y)
            case .cubic(let x1, let y1, let x2, let y2, let x, let y): "C" + [point(x1, y1), point(x2, y2), point(x, y)].joined(separator: " ")
            case .close: "Z"
            }
        }.joined()
    }
}
