import DialModel

/// How a `chart` view draws in the frame layout gave it: the whole frame is the plot (Dial draws no axis labels), the
/// grid behind the marks, the marks in the order written. Marks outside the domain are drawn where they fall, as Swift
/// Charts draws them without `clipped()`.
extension ViewChart {
    /// (Dial) Where nothing is proposed: as wide as a bar gauge, half as tall.
    static let idealSize = Rect.Size(width: 60 * Device.scale, height: 30 * Device.scale)
    /// (Dial) A grid line: the tertiary level's white, half a point wide (one pixel), as Swift Charts' `AxisGridLine`.
    static let gridColor = HierarchicalStyleDocument.tertiary.color, gridWidth = 0.5 * Device.scale

    /// Draws `chart` in `frame`: a hidden one is only its baseline in the redaction colour, one line whatever it hides.
    static func draw(_ chart: Shown<ViewChart>, in frame: Rect, on canvas: inout LayoutCanvas) {
        guard case .shown(let chart) = chart else {
            canvas.fill(.rect(Rect(x: frame.x, y: frame.maxY - ruleWidth * Device.scale, width: frame.width, height: ruleWidth * Device.scale)),
                        .content(Redactor.redactionColor))
            return
        }
        chart.draw(in: frame, on: &canvas)
    }

    private func draw(in plot: Rect, on canvas: inout LayoutCanvas) {
        let grid = Ink.content(Self.gridColor)
        for x in xGrid { canvas.stroke(.line(from: Point(x: px(x, plot), y: plot.y), to: Point(x: px(x, plot), y: plot.maxY)), width: Self.gridWidth, grid) }
        for y in yGrid { canvas.stroke(.line(from: Point(x: plot.x, y: py(y, plot)), to: Point(x: plot.maxX, y: py(y, plot))), width: Self.gridWidth, grid) }
        var drawnSeries: Set<SeriesKey> = []
        for (index, mark) in marks.enumerated() {
            switch mark.kind {
            case .point(let x, let y):
                canvas.fill(.circle(center: Point(x: px(x, plot), y: py(y, plot)), radius: mark.diameter / 2), ink(mark, atX: x))
            case .bar(let x, let y, let yStart):
                let left = px(x - barWidth / 2, plot), right = px(x + barWidth / 2, plot)
                let top = Swift.min(py(y, plot), py(yStart ?? 0, plot)), bottom = Swift.max(py(y, plot), py(yStart ?? 0, plot))
                guard right > left, bottom > top else { continue }
                canvas.fill(.rect(Rect(x: left, y: top, width: right - left, height: bottom - top)), ink(mark, atX: x))
            case .rule(.y(let y)):
                stroke([Point(x: plot.x, y: py(y, plot)), Point(x: plot.maxX, y: py(y, plot))], mark, ink(mark, atX: nil), on: &canvas)
            case .rule(.x(let x)):
                stroke([Point(x: px(x, plot), y: plot.y), Point(x: px(x, plot), y: plot.maxY)], mark, ink(mark, atX: x), on: &canvas)
            case .line(_, _, let series), .area(_, _, let series):
                // A series is drawn whole where its first mark is, as Swift Charts joins a series' marks.
                let isArea = if case .area = mark.kind { true } else { false }
                guard drawnSeries.insert(SeriesKey(area: isArea, name: series)).inserted else { continue }
                let members = marks[index...].filter { $0.series == SeriesKey(area: isArea, name: series) }
                if isArea { area(members, in: plot, on: &canvas) } else { line(members, in: plot, on: &canvas) }
            }
        }
    }

    /// A line's or an area's series: marks of one kind and one `series` name are joined.
    fileprivate struct SeriesKey: Hashable {
        var area: Bool
        var name: String?
    }

    private func px(_ x: Double, _ plot: Rect) -> Double {
        plot.x + (x - xDomain.lowerBound) / (xDomain.upperBound - xDomain.lowerBound) * plot.width
    }

    private func py(_ y: Double, _ plot: Rect) -> Double {
        plot.maxY - (y - yDomain.lowerBound) / (yDomain.upperBound - yDomain.lowerBound) * plot.height
    }

    /// A mark's ink: its colour, or its gradient's colour where the mark is along the x domain.
    private func ink(_ mark: Mark, atX x: Double?) -> Ink {
        let fraction = x.map { ($0 - xDomain.lowerBound) / (xDomain.upperBound - xDomain.lowerBound) } ?? 0
        return .content(mark.paint.color(at: fraction), accentable: accentable)
    }

    /// A series' line: each stretch from one mark to the next in the colour of the mark it starts at (a gradient's
    /// colour halfway along it), stretches of one colour drawn as one path so that their joins are round.
    private func line(_ members: [Mark], in plot: Rect, on canvas: inout LayoutCanvas) {
        let points = members.map { Point(x: px($0.x, plot), y: py($0.y, plot)) }
        guard points.count > 1 else { return }
        var run = [points[0]]
        var runInk = ink(members[0], atX: (members[0].x + members[1].x) / 2)
        for index in 1..<points.count {
            run.append(points[index])
            let next = index + 1 < points.count ? ink(members[index], atX: (members[index].x + members[index + 1].x) / 2) : nil
            if next != runInk {
                stroke(run, members[0], runInk, on: &canvas)
                run = [points[index]]
                if let next { runInk = next }
            }
        }
    }

    /// A series' area, down to 0 (or the domain's nearer end): one shape in one colour, or each stretch in its own;
    /// its upper edge stroked where the marks give a line style.
    private func area(_ members: [Mark], in plot: Rect, on canvas: inout LayoutCanvas) {
        let points = members.map { Point(x: px($0.x, plot), y: py($0.y, plot)) }
        guard points.count > 1 else { return }
        let base = py(Swift.min(Swift.max(0, yDomain.lowerBound), yDomain.upperBound), plot)
        let inks = (0..<(points.count - 1)).map { ink(members[$0], atX: (members[$0].x + members[$0 + 1].x) / 2) }
        func shape(_ top: ArraySlice<Point>) -> Shape {
            var elements: [PathData.Element] = [.move(x: top.first!.x, y: base)]
            elements += top.map { .line(x: $0.x, y: $0.y) }
            elements += [.line(x: top.last!.x, y: base), .close]
            return .path(PathData(elements: elements))
        }
        if Set(inks).count == 1 {
            canvas.fill(shape(points[...]), inks[0])
        } else {
            for index in inks.indices { canvas.fill(shape(points[index...(index + 1)]), inks[index]) }
        }
        if members[0].lineWidth > 0 { line(members, in: plot, on: &canvas) }
    }

    /// A polyline in the mark's width, solid with round ends, or dashed with square-cut ones as `StrokeStyle`'s
    /// default cap draws dashes.
    private func stroke(_ points: [Point], _ mark: Mark, _ ink: Ink, on canvas: inout LayoutCanvas) {
        guard mark.lineWidth > 0 else { return }
        guard !mark.dash.isEmpty else {
            var elements: [PathData.Element] = [.move(x: points[0].x, y: points[0].y)]
            elements += points.dropFirst().map { .line(x: $0.x, y: $0.y) }
            canvas.stroke(.path(PathData(elements: elements)), width: mark.lineWidth, cap: .round, ink)
            return
        }
        for dash in Self.dashes(along: points, pattern: mark.dash) {
            canvas.stroke(.line(from: dash.0, to: dash.1), width: mark.lineWidth, ink)
        }
    }

    /// The pieces a dash pattern draws along a polyline (even entries drawn, odd ones left), the pattern running on
    /// across its corners. At most a few thousand: a pattern finer than a pixel on a long line is drawn solid.
    static func dashes(along points: [Point], pattern: [Double]) -> [(Point, Point)] {
        // An odd pattern repeats twice over, as `StrokeStyle`'s dash does, so that it alternates drawn and left.
        let pattern = pattern.count % 2 == 1 ? pattern + pattern : pattern
        let period = pattern.reduce(0, +)
        let length = zip(points, points.dropFirst()).map { hypot($1.x - $0.x, $1.y - $0.y) }.reduce(0, +)
        guard length / period <= 4_000 else { return zip(points, points.dropFirst()).map { ($0, $1) } }
        var pieces: [(Point, Point)] = []
        var phase = 0, left = pattern[0]
        for (from, to) in zip(points, points.dropFirst()) {
            let segment = hypot(to.x - from.x, to.y - from.y)
            var done = 0.0
            while done < segment {
                let step = Swift.min(left, segment - done)
                if phase % 2 == 0, step > 0 {
                    let a = done / segment, b = (done + step) / segment
                    pieces.append((Point(x: from.x + (to.x - from.x) * a, y: from.y + (to.y - from.y) * a),
                                   Point(x: from.x + (to.x - from.x) * b, y: from.y + (to.y - from.y) * b)))
                }
                done += step
                left -= step
                if left <= 1e-9 {
                    phase = (phase + 1) % pattern.count
                    left = pattern[phase]
                }
            }
        }
        return pieces
    }

    private static func hypot(_ dx: Double, _ dy: Double) -> Double { (dx * dx + dy * dy).squareRoot() }
}

extension ViewChart.Mark {
    /// The mark's place along x and y (a rule's or a bar's start aside).
    var x: Double {
        switch kind {
        case .line(let x, _, _), .point(let x, _), .bar(let x, _, _), .area(let x, _, _), .rule(.x(let x)): x
        case .rule(.y): 0
        }
    }

    var y: Double {
        switch kind {
        case .line(_, let y, _), .point(_, let y), .bar(_, let y, _), .area(_, let y, _), .rule(.y(let y)): y
        case .rule(.x): 0
        }
    }

    /// The series a line or area mark joins; nil for other marks.
    fileprivate var series: ViewChart.SeriesKey? {
        switch kind {
        case .line(_, _, let name): ViewChart.SeriesKey(area: false, name: name)
        case .area(_, _, let name): ViewChart.SeriesKey(area: true, name: name)
        case .point, .bar, .rule: nil
        }
    }
}
