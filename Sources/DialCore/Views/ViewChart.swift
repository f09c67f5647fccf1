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
        /// Its `foregroundStyle(by:)` category: line and area marks of one category are one series.
        package var category: String? = nil
    }

    /// An axis's value labels (`AxisValueLabel`), written before layout from the chart's own values.
    package struct AxisLabels: Hashable, Sendable {
        /// Where each label is on its axis, and what it says.
        package var values: [Double]
        package var texts: [String]
        /// The side of the plot they are on: a y axis's `leading` or `trailing`, an x axis's `top` or `bottom`.
        package var side: ChartAxisPositionDocument
        package var font: TextFont
        package var color: Color
    }

    package var marks: [Mark]
    /// The x values the plot's width spans, left to right.
    package var xDomain: ClosedRange<Double>
    /// The y values the plot's height spans, bottom to top.
    package var yDomain: ClosedRange<Double>
    /// The values vertical grid lines are drawn at (x), and horizontal ones (y).
    package var xGrid: [Double]
    package var yGrid: [Double]
    /// Each axis's value labels; nil where its marks draw none.
    package var xLabels: AxisLabels?
    package var yLabels: AxisLabels?
    /// A bar's width, in x units.
    package var barWidth: Double
    /// Whether the accented mode tints the marks (as it tints a template chart); the grid is never tinted.
    package var accentable: Bool

    /// (Dial) Swift Charts' look where a mark gives none, in points: a line 2 wide, a rule 1, a point mark 30 square
    /// points (a disc about 6 across); a bar 70 % of the room between neighbours.
    static let lineWidth = 2.0, ruleWidth = 1.0, symbolSize = 30.0, barShare = 0.7
    /// (Dial) The most grid lines an axis draws: a stride finer than this many lines across the plot draws none.
    static let maxGridLines = 64

    /// (Dial) Swift Charts' default categorical palette as Dial draws it, in the watch's system colours: the first
    /// category blue, then green, orange, purple, red, teal, yellow and pink, then again from blue.
    static let palette: [Color] = ["blue", "green", "orange", "purple", "red", "teal", "yellow", "pink"].map { ViewColorDocument.named[$0]! }

    /// How an axis's labels are written and drawn: `text` writes an axis's values, `step` apart (`isTime` on an x axis
    /// of instants), in the face's locale, all at once so that no two lines read alike; `font` and `color` draw them.
    struct LabelStyle {
        var text: (_ values: [Double], _ step: Double, _ isTime: Bool) -> [String]
        var font: TextFont
        var color: Color
        /// The face's offset from UTC, in seconds: a time axis's strides fall on its local hours, as Swift Charts
        /// aligns a date axis to the calendar's.
        var timeOffset: Double = 0
    }

    /// Resolves `chart`: `paint` turns a mark's style (nil: the chart's own) into its paint; `labels` writes its axes'
    /// value labels.
    init(_ chart: ChartViewDocument, accentable: Bool, labels: LabelStyle, paint: (StyleDocument?) -> ViewPaint) {
        func px(_ points: Double) -> Double { points * Device.scale }
        // Each category its style in the chart's scale, else the palette's next colour, in order of first appearance,
        // as Swift Charts' default scale takes its domain.
        var categories: [String] = []
        for mark in chart.marks { if let category = mark.category, !categories.contains(category) { categories.append(category) } }
        func style(_ mark: ChartMarkDocument) -> StyleDocument? {
            guard let category = mark.category else { return mark.foregroundStyle }
            return chart.foregroundStyleScale?[category] ?? .color(Self.palette[categories.firstIndex(of: category)! % Self.palette.count])
        }
        marks = chart.marks.map { mark in
            let isRule = if case .rule = mark.kind { true } else { false }
            let isArea = if case .area = mark.kind { true } else { false }
            let width = mark.lineStyle?.lineWidth ?? (isRule ? Self.ruleWidth : isArea ? 0 : Self.lineWidth)
            let area = mark.symbolSize ?? Self.symbolSize
            return Mark(kind: mark.kind, paint: paint(style(mark)), lineWidth: px(width),
                        dash: (mark.lineStyle?.dash ?? []).map(px), diameter: px(2 * (area / .pi).squareRoot()),
                        interpolation: mark.interpolationMethod ?? .linear, category: mark.category)
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
            // The bounds hug the data: rounded out to a round step finer than the lines' (50 for lines 100 apart), not to
            // the next line, which left half of a price chart's plot empty (−100 to 300 for prices from −4.2 to 212.35,
            // stranger17 #9). Zero is always in the domain, as Swift Charts' number scales include it by default. Where
            // that would leave fewer than two lines to label (a small chart's "0" alone, no scale to read), or the axis
            // lists its values or strides (an author's "100" or "4" would fall outside), the bounds are the lines'.
            func rounded(_ unit: Double) -> ClosedRange<Double> {
                (lower / unit).rounded(.down) * unit...Swift.max((upper / unit).rounded(.up) * unit, (lower / unit).rounded(.down) * unit + unit)
            }
            let automaticLines = if case .marks(let marks) = chart.yAxis ?? .automatic, marks.values != .automatic { false } else { true }
            let hugging = rounded(Self.roundStep(below: yStride / 2))
            let lines = (hugging.upperBound / yStride).rounded(.down) - (hugging.lowerBound / yStride).rounded(.up) + 1
            yDomain = automaticLines && lines >= 2 ? hugging : rounded(yStride)
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
        // A place past the format's largest number is an instant (docs/views.md, "Charts"): an x axis of them is time,
        // marked at round lengths of time on the face's local clock.
        let isTime = abs(xDomain.lowerBound) > FaceLimits.maxNumberMagnitude || abs(xDomain.upperBound) > FaceLimits.maxNumberMagnitude
        let span = xDomain.upperBound - xDomain.lowerBound
        let xStride = isTime ? Self.timeStride(span) : Self.roundStride(span)
        let xAxis = chart.xAxis ?? .automatic, yAxis = chart.yAxis ?? .automatic
        let xValues = Self.grid(xAxis, in: xDomain, automatic: xStride, shift: isTime ? labels.timeOffset : 0)
        let yValues = Self.grid(yAxis, in: yDomain, automatic: yStride)
        xGrid = xAxis.drawsGridLines ? xValues : []
        yGrid = yAxis.drawsGridLines ? yValues : []
        func axisLabels(_ axis: ChartAxisDocument, _ values: [Double], automatic: Double, time: Bool,
                        side: ChartAxisPositionDocument) -> AxisLabels? {
            guard case .marks(let marks) = axis, marks.valueLabel, !values.isEmpty else { return nil }
            let step = if case .stride(let stride) = marks.values { stride } else { automatic }
            return AxisLabels(values: values, texts: labels.text(values, step, time), side: marks.position ?? side,
                              font: labels.font, color: labels.color)
        }
        xLabels = axisLabels(xAxis, xValues, automatic: xStride, time: isTime, side: .bottom)
        yLabels = axisLabels(yAxis, yValues, automatic: yStride, time: false, side: .trailing)
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

    /// The largest round step (1, 2 or 5 times a power of ten) no larger than `limit`: what an automatic domain's bounds
    /// are rounded out to.
    static func roundStep(below limit: Double) -> Double {
        let magnitude = pow10(log10(limit))
        let normal = limit / magnitude
        return (normal >= 5 ? 5 : normal >= 2 ? 2 : 1) * magnitude
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

    /// (Dial) A time axis's automatic stride: the least of a minute, 5, 15 and 30 minutes, 1, 2, 3, 6 and 12 hours and
    /// a day that is at least a quarter of `span` seconds (whole days beyond), as Swift Charts marks a date axis at
    /// round lengths of time.
    static func timeStride(_ span: Double) -> Double {
        let steps: [Double] = [60, 300, 900, 1_800, 3_600, 7_200, 10_800, 21_600, 43_200, 86_400]
        return steps.first { $0 >= span / 4 } ?? (span / 4 / 86_400).rounded(.up) * 86_400
    }

    /// The values an axis marks inside `domain`: the multiples of its stride (counted from `shift` before zero: a
    /// time axis's local midnight), or those it lists; none for a hidden axis, or for a stride so fine that its lines
    /// would fill the plot.
    static func grid(_ axis: ChartAxisDocument, in domain: ClosedRange<Double>, automatic: Double, shift: Double = 0) -> [Double] {
        let stride: Double
        switch axis {
        case .hidden: return []
        case .marks(let marks):
            switch marks.values {
            case .automatic: stride = automatic
            case .stride(let value): stride = value
            case .list(let values): return values.filter { domain.contains($0) }
            }
        }
        let first = ((domain.lowerBound + shift) / stride).rounded(.up), last = ((domain.upperBound + shift) / stride).rounded(.down)
        guard last >= first, last - first < Double(maxGridLines) else { return [] }
        // Adding zero turns a −0 (the first multiple of a domain from −50) into 0, which no label writes as "−0".
        return Swift.stride(from: first, through: last, by: 1).map { $0 * stride - shift + 0 }
    }
}

extension ChartAxisDocument {
    /// Whether its marks draw grid lines (`AxisGridLine`).
    var drawsGridLines: Bool {
        if case .marks(let marks) = self { marks.gridLine } else { false }
    }
}
