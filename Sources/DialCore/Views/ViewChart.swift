import DialModel

/// A `chart` view after resolve: its marks in data units with their paints and line widths in pixels, the domains its
/// plot spans and the values its grid lines are drawn at, all worked out from the document alone. Redaction keeps it
/// whole or drops it whole (a hidden chart is a baseline), so nothing of it is read for a hidden chart's layout.
package struct ViewChart: Hashable, Sendable {
    /// One mark, ready to draw.
    package struct Mark: Hashable, Sendable {
        package var kind: ChartMarkDocument.Kind
        package var paint: ViewPaint
        /// A line's, a rule's or an area's edge's width, in pixels (0: an area without an edge).
        package var lineWidth: Double
        /// Dashes drawn and gaps left, in turn, in pixels; empty for a solid line.
        package var dash: [Double]
        /// A point mark's disc, in pixels.
        package var diameter: Double
        /// How a line's or an area's series runs from this mark to the next.
        package var interpolation: ChartInterpolationDocument = .linear
    }

    package var marks: [Mark]
    /// The x values the plot's width spans, left to right.
    package var xDomain: ClosedRange<Double>
    /// The y values the plot's height spans, bottom to top.
    package var yDomain: ClosedRange<Double>
    /// The values vertical grid lines are drawn at (x), and horizontal ones (y).
    package var xGrid: [Double]
    package var yGrid: [Double]
    /// A bar's width, in x units.
    package var barWidth: Double
    /// Whether the accented mode tints the marks (as it tints a template chart); the grid is never tinted.
    package var accentable: Bool

    /// (Dial) Swift Charts' look where a mark gives none, in points: a line 2 wide, a rule 1, a point mark 30 square
    /// points (a disc about 6 across); a bar 70 % of the room between neighbours.
    static let lineWidth = 2.0, ruleWidth = 1.0, symbolSize = 30.0, barShare = 0.7
    /// (Dial) The most grid lines an axis draws: a stride finer than this many lines across the plot draws none.
    static let maxGridLines = 64

    /// Resolves `chart`: `paint` turns a mark's style (nil: the chart's own) into its paint.
    init(_ chart: ChartViewDocument, accentable: Bool, paint: (StyleDocument?) -> ViewPaint) {
        func px(_ points: Double) -> Double { points * Device.scale }
        marks = chart.marks.map { mark in
            let isRule = if case .rule = mark.kind { true } else { false }
            let isArea = if case .area = mark.kind { true } else { false }
            let width = mark.lineStyle?.lineWidth ?? (isRule ? Self.ruleWidth : isArea ? 0 : Self.lineWidth)
            let area = mark.symbolSize ?? Self.symbolSize
            return Mark(kind: mark.kind, paint: paint(mark.foregroundStyle), lineWidth: px(width),
                        dash: (mark.lineStyle?.dash ?? []).map(px), diameter: px(2 * (area / .pi).squareRoot()),
                        interpolation: mark.interpolationMethod ?? .linear)
        }
        var xs: [Double] = [], ys: [Double] = [0], barXs: [Double] = []
        for mark in chart.marks {
            switch mark.kind {
            case .line(let x, let y, _), .point(let x, let y), .area(let x, let y, _):
                xs.append(x)
                ys.append(y)
            case .bar(let x, let y, let yStart):
                xs.append(x)
                barXs.append(x)
                ys += [y, yStart ?? 0]
            case .rule(.x(let x)): xs.append(x)
            case .rule(.y(let y)): ys.append(y)
            }
        }
        // Bars are as wide as a share of the closest two bars' distance, or of a tenth of the domain for a lone bar.
        let distinct = Set(barXs).sorted()
        let gap = zip(distinct, distinct.dropFirst()).map { $1 - $0 }.min()
        let yStride: Double
        if let domain = chart.yDomain {
            yDomain = domain.lower...domain.upper
            yStride = Self.roundStride(domain.upper - domain.lower)
        } else {
            let lower = ys.min()!, upper = ys.max()! > lower ? ys.max()! : lower + 1
            yStride = Self.roundStride(upper - lower)
            yDomain = (lower / yStride).rounded(.down) * yStride...Swift.max((upper / yStride).rounded(.up) * yStride,
                                                                             (lower / yStride).rounded(.down) * yStride + yStride)
        }
        if let domain = chart.xDomain {
            xDomain = domain.lower...domain.upper
            barWidth = (gap ?? (domain.upper - domain.lower) / 10) * Self.barShare
        } else {
            var (lower, upper) = (xs.min() ?? 0, xs.max() ?? 1)
            if lower == upper { (lower, upper) = (lower - 0.5, upper + 0.5) }
            let slot = gap ?? 1
            if !barXs.isEmpty { (lower, upper) = (Swift.min(lower, distinct[0] - slot / 2), Swift.max(upper, distinct.last! + slot / 2)) }
            xDomain = lower...upper
            barWidth = slot * Self.barShare
        }
        xGrid = Self.grid(chart.xAxis ?? .automatic, in: xDomain, automatic: Self.roundStride(xDomain.upperBound - xDomain.lowerBound))
        yGrid = Self.grid(chart.yAxis ?? .automatic, in: yDomain, automatic: yStride)
        self.accentable = accentable
    }

    /// The least round step (1, 2, 2.5, 5 or 10 times a power of ten) at least a quarter of `span`: an automatic axis
    /// cuts its domain into at most four parts, as Swift Charts' do on a watch.
    static func roundStride(_ span: Double) -> Double {
        let raw = span / 4
        let magnitude = pow10((log10(raw)).rounded(.down))
        let normal = raw / magnitude
        let step = normal <= 1 ? 1 : normal <= 2 ? 2 : normal <= 2.5 ? 2.5 : normal <= 5 ? 5 : 10
        return step * magnitude
    }

    private static func pow10(_ exponent: Double) -> Double {
        var result = 1.0
        for _ in 0..<Int(abs(exponent)) { result *= 10 }
        return exponent < 0 ? 1 / result : result
    }

    private static func log10(_ value: Double) -> Double {
        // Only the integer part matters (a power of ten), and a loop keeps Foundation out of DialCore's hot path.
        var exponent = 0.0, rest = value
        while rest >= 10 { rest /= 10; exponent += 1 }
        while rest < 1, rest > 0 { rest *= 10; exponent -= 1 }
        return exponent
    }

    /// The multiples of the axis's stride inside `domain`; none for a hidden axis, or for a stride so fine that
    /// its lines would fill the plot.
    static func grid(_ axis: ChartAxisDocument, in domain: ClosedRange<Double>, automatic: Double) -> [Double] {
        let stride: Double
        switch axis {
        case .hidden: return []
        case .automatic: stride = automatic
        case .stride(let value): stride = value
        }
        let first = (domain.lowerBound / stride).rounded(.up), last = (domain.upperBound / stride).rounded(.down)
        guard last >= first, last - first < Double(maxGridLines) else { return [] }
        return Swift.stride(from: first, through: last, by: 1).map { $0 * stride }
    }
}
