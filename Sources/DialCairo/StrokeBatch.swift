import DialCore
import DialModel

/// Consecutive strokes that cairo can draw as one: the same opaque colour, width and cap, touching no pixel of each
/// other. A face's dial is some sixty such ticks, and each stroke call costs more in cairo's set-up than in pixels;
/// on separate pixels the one stroke gives the same coverage as many, to within a level of antialiasing.
struct StrokeBatch {
    let stroke: Stroke
    let color: Color
    /// A pixel of margin in user space, beyond which cairo's antialiasing cannot reach.
    let pixel: Double
    private(set) var shapes: [Shape] = []
    private var boxes: [Box] = []

    private struct Box {
        var minX, minY, maxX, maxY: Double

        func overlaps(_ other: Box) -> Bool {
            minX < other.maxX && other.minX < maxX && minY < other.maxY && other.minY < maxY
        }
    }

    init(stroke: Stroke, color: Color, pixel: Double) {
        self.stroke = stroke
        self.color = color
        self.pixel = pixel
    }

    var isEmpty: Bool { shapes.isEmpty }

    /// Whether a stroke of `shape` in this style can join: the right style, a shape whose reach is known (lines and
    /// arcs; a path's miter joins reach further), and clear of every stroke already in.
    func admits(_ shape: Shape, _ stroke: Stroke, _ color: Color) -> Bool {
        guard stroke == self.stroke, color == self.color, let box = box(of: shape) else { return false }
        return !boxes.contains { $0.overlaps(box) }
    }

    mutating func add(_ shape: Shape) {
        shapes.append(shape)
        if let box = box(of: shape) { boxes.append(box) }
    }

    /// Whether `shape` may start a batch in this style at all.
    static func admits(_ shape: Shape, color: Color) -> Bool {
        guard color.alpha == 255 else { return false }
        switch shape {
        case .line, .arc: return true
        default: return false
        }
    }

    private func box(of shape: Shape) -> Box? {
        let reach = stroke.width / 2 + 2 * pixel
        switch shape {
        case .line(let from, let to):
            return Box(minX: min(from.x, to.x) - reach, minY: min(from.y, to.y) - reach,
                       maxX: max(from.x, to.x) + reach, maxY: max(from.y, to.y) + reach)
        case .arc(let center, let radius, _, _):
            return Box(minX: center.x - radius - reach, minY: center.y - radius - reach,
                       maxX: center.x + radius + reach, maxY: center.y + radius + reach)
        default:
            return nil
        }
    }
}
