import DialModel

/// How a `chart` view draws in the frame layout gave it: the frame less its axes' value labels is the plot (the y
/// axis's beside it, the x axis's under or over it), the grid behind the marks, the marks in the order written. Marks
/// outside the domain are drawn where they fall, as Swift Charts draws them without `clipped()`.
extension ViewChart {
    /// (Dial) Where nothing is proposed: as wide as a bar gauge, half as tall.
    static let idealSize = Rect.Size(width: 60 * Device.scale, height: 30 * Device.scale)
    /// (Dial) A grid line: the tertiary level's white, half a point wide (one pixel), as Swift Charts' `AxisGridLine`.
    static let gridColor = HierarchicalStyleDocument.tertiary.color, gridWidth = 0.5 * Device.scale

    /// Draws `chart` in `frame`: a hidden one is only its baseline in the redaction colour, one line whatever it hides.
    /// `mask`: the family's shape the view is cut to (a circular's circle), which no value label crosses. `path`: the
    /// chart's in the view, by which reports name its labels.
    ///
    /// Where the mask would cut every x axis label (a short rectangular, whose labels' band falls past the slot's
    /// edge), the labels are left out and reported, and the plot takes their band: a band left empty under a 7.5 pt
    /// plot drew nothing where the data could have been twice as tall (stranger14 #9).
    static func draw(_ chart: Shown<ViewChart>, in frame: Rect, mask: Shape? = nil, path: String, on canvas: inout LayoutCanvas) {
        guard case .shown(let chart) = chart else {
            canvas.fill(.rect(Rect(x: frame.x, y: frame.maxY - ruleWidth * Device.scale, width: frame.width, height: ruleWidth * Device.scale)),
                        .content(Redactor.redactionColor))
            return
        }
        var plot = chart.plot(in: frame, xBand: true, on: canvas)
        let xBand = chart.xLabels == nil || chart.anyXLabelInside(around: plot, in: frame, mask: mask, on: canvas)
        if !xBand { plot = chart.plot(in: frame, xBand: false, on: canvas) }
        let start = canvas.shortened.count
        chart.drawLabels(around: plot, in: frame, mask: mask, xBand: xBand, path: path, on: &canvas)
        canvas.attribute(path, since: start)
        chart.draw(in: plot, on: &canvas)
    }

    /// (Dial) Between a label and the plot: 3 points, as Swift Charts keeps its value labels off the plot.
    static let labelGap = 3 * Device.scale
    /// (Dial) At most this share of the chart's width goes to the y axis's labels.
    static let labelShare = 0.4

    /// The widest of a y axis's labels and the x axis's line height, as their font sets them.
    private func labelRoom(on canvas: LayoutCanvas) -> (width: Double, height: Double) {
        let shaper = canvas.fitter.shaper
        let width = yLabels.map { labels in labels.texts.map { shaper.shape($0, font: labels.font.font, size: labels.font.size).width }.max() ?? 0 } ?? 0
        let height = xLabels.map { labels in
            let metrics = shaper.metrics(labels.font.font, size: labels.font.size)
            return metrics.ascender + metrics.descender
        } ?? 0
        return (width, height)
    }

    /// The plot: the frame less the bands its axes' labels take (the x axis's only with `xBand`).
    private func plot(in frame: Rect, xBand: Bool, on canvas: LayoutCanvas) -> Rect {
        var plot = frame
        let room = labelRoom(on: canvas)
        if let yLabels {
            let band = Swift.min(room.width + Self.labelGap, frame.width * Self.labelShare)
            plot.width -= band
            if yLabels.side == .leading { plot.x += band }
        }
        if let xLabels, xBand {
            let band = Swift.min(room.height + Self.labelGap, frame.height * Self.labelShare)
            plot.height -= band
            if xLabels.side == .top { plot.y += band }
        }
        return plot
    }

    /// The axes' value labels, each by its value on its axis, drawn by the fitting policy as labels are (whole at a
    /// legible size, or not at all); a label that would come within a space of one already placed (a y axis's, ink to
    /// ink) is left out, as Swift Charts leaves out labels that collide. None is tinted: they are the axis's, not the
    /// marks'. A label the family's `mask` would cut (a circular chart's "300" at the circle's edge, its "0" sliced to
    /// a sliver: stranger16 #1) is left out as a colliding one is, and reported, never drawn in part: a number cut by
    /// the circle reads as another number.
    private func drawLabels(around plot: Rect, in frame: Rect, mask: Shape?, xBand: Bool, path: String, on canvas: inout LayoutCanvas) {
        let shaper = canvas.fitter.shaper
        /// Whether the label fits inside the mask; one that does not is recorded as not drawn.
        func inside(_ line: RedactedText, x: Double, baseline: Double, alignment: LayoutCanvas.Alignment, maxWidth: Double) -> Bool {
            guard case .text(let text) = line.content,
                  Self.cut(line, x: x, baseline: baseline, alignment: alignment, maxWidth: maxWidth, mask: mask, on: canvas) else { return true }
            canvas.recordView(text, shown: "", kind: .notDrawn, path: path)
            return false
        }
        if let labels = yLabels {
            let capHeight = canvas.capHeight(labels.font)
            // Labels stand at least a space apart, ink to ink, as secondary labels do (face-format.md, "Secondary
            // labels"): a comma reaches below the baseline, so "0,1" whose capitals cleared the "0" under it by half a
            // gap drew its comma onto the "0" (luxembourgish-tariff on 45 and 49 mm, session 25).
            let space = canvas.spaceWidth(labels.font)
            let leading = labels.side == .leading
            let room = leading ? plot.x - frame.x - Self.labelGap : frame.maxX - plot.maxX - Self.labelGap
            // The zero line's first, where the axis crosses zero: it is the line a reader of values on both sides of
            // it needs (stranger17 #9: a price chart from −100 to 300 labelled "−100", lifted off its line to stay in
            // the frame, and left out the "0" above it that the bars stand on). Then from the lowest up; one that would
            // run into one already placed is left out.
            let ascending: [(Double, String)] = zip(labels.values, labels.texts).sorted { $0.0 < $1.0 }
            let ordered = ascending.filter { $0.0 == 0 } + ascending.filter { $0.0 != 0 }
            // The ink of each label placed, from its top to its bottom.
            var placed: [ClosedRange<Double>] = []
            for (value, text) in ordered {
                // Centred on its grid line, kept inside the chart's frame.
                let baseline = Swift.min(Swift.max(py(value, plot) + capHeight / 2, frame.y + capHeight), frame.maxY)
                // Its ink, a comma's or a descender's included; one closer than a space to a placed label's is left out.
                let ink = canvas.inkExtent(of: text, font: labels.font)
                let band = (baseline - ink.rise)...(baseline + ink.depth)
                guard !placed.contains(where: { $0.lowerBound - space < band.upperBound && band.lowerBound < $0.upperBound + space }) else { continue }
                let line = RedactedText(font: labels.font, color: labels.color, content: .text(text))
                let x = leading ? plot.x - Self.labelGap : plot.maxX + Self.labelGap
                guard inside(line, x: x, baseline: baseline, alignment: leading ? .trailing : .leading, maxWidth: room) else { continue }
                canvas.text(line, x: x, baseline: baseline, alignment: leading ? .trailing : .leading, maxWidth: room, role: .label)
                placed.append(band)
            }
        }
        if let labels = xLabels, !xBand {
            // Every one would be cut: each reported, none drawn.
            for text in labels.texts { canvas.recordView(text, shown: "", kind: .notDrawn, path: path) }
        } else if let labels = xLabels {
            let metrics = shaper.metrics(labels.font.font, size: labels.font.size)
            let baseline = labels.side == .top ? plot.y - Self.labelGap - metrics.descender : plot.maxY + Self.labelGap + metrics.ascender
            var end = -Double.infinity
            for (value, text) in zip(labels.values, labels.texts) {
                let width = shaper.shape(text, font: labels.font.font, size: labels.font.size).width
                // Centred under its grid line, kept inside the chart's frame.
                let left = Swift.min(Swift.max(px(value, plot) - width / 2, frame.x), frame.maxX - width)
                guard left >= end else { continue }
                let line = RedactedText(font: labels.font, color: labels.color, content: .text(text))
                guard inside(line, x: left, baseline: baseline, alignment: .leading, maxWidth: frame.maxX - left) else { continue }
                canvas.text(line, x: left, baseline: baseline, alignment: .leading, maxWidth: frame.maxX - left, role: .label)
                end = left + width + Self.labelGap
            }
        }
    }

    /// Whether `mask` would cut `line` (a label) fitted to `maxWidth` and set at `x` on `baseline`.
    private static func cut(_ line: RedactedText, x: Double, baseline: Double, alignment: LayoutCanvas.Alignment, maxWidth: Double,
                            mask: Shape?, on canvas: LayoutCanvas) -> Bool {
        guard let mask, case .text = line.content else { return false }
        let fitted = canvas.fit(line, role: .label) { _ in maxWidth }
        let cut = canvas.cutByMask(fitted.line, x: x, baseline: baseline, alignment: alignment, maxWidth: maxWidth, mask: mask)
        return !cut.sliced.isEmpty || !cut.hidden.isEmpty
    }

    /// Whether any x axis label, set under (or over) `plot` where `drawLabels` sets it, lies whole inside `mask`.
    private func anyXLabelInside(around plot: Rect, in frame: Rect, mask: Shape?, on canvas: LayoutCanvas) -> Bool {
        guard let labels = xLabels else { return false }
        guard mask != nil else { return true }
        let shaper = canvas.fitter.shaper
        let metrics = shaper.metrics(labels.font.font, size: labels.font.size)
        let baseline = labels.side == .top ? plot.y - Self.labelGap - metrics.descender : plot.maxY + Self.labelGap + metrics.ascender
        return zip(labels.values, labels.texts).contains { value, text in
            let width = shaper.shape(text, font: labels.font.font, size: labels.font.size).width
            let left = Swift.min(Swift.max(px(value, plot) - width / 2, frame.x), frame.maxX - width)
            let line = RedactedText(font: labels.font, color: labels.color, content: .text(text))
            return !Self.cut(line, x: left, baseline: baseline, alignment: .leading, maxWidth: frame.maxX - left, mask: mask, on: canvas)
        }
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
                // A series is drawn whole where its first mark is, as Swift Charts joins a series' marks; marks of
                // one `foregroundStyle(by:)` category are a series of their own.
                let isArea = if case .area = mark.kind { true } else { false }
                let key = SeriesKey(area: isArea, name: series, category: mark.category)
                guard drawnSeries.insert(key).inserted else { continue }
                let members = marks[index...].filter { $0.series == key }
                if isArea { area(members, in: plot, on: &canvas) } else { line(members, in: plot, on: &canvas) }
            }
        }
    }

    /// A line's or an area's series: marks of one kind and one `series` name are joined.
    fileprivate struct SeriesKey: Hashable {
        var area: Bool
        var name: String?
        var category: String?
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
        let stretches = Self.stretches(through: points, members[0].interpolation)
        if case .gradient(let gradient) = members[0].paint {
            // Laid over the line's bounds from its start point to its end point, as Swift Charts maps a series' style.
            let path = [points[0]] + stretches.flatMap { $0.dropFirst() }
            canvas.painting(gradient, across: Self.bounds(path)) {
                stroke(path, members[0], .content(gradient.colors[0], accentable: accentable), on: &$0)
            }
            return
        }
        var run = [points[0]]
        var runInk = ink(members[0], atX: (members[0].x + members[1].x) / 2)
        for index in 1..<points.count {
            run += stretches[index - 1].dropFirst()
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
        let stretches = Self.stretches(through: points, members[0].interpolation)
        func shape(_ top: [Point]) -> Shape {
            var elements: [PathData.Element] = [.move(x: top.first!.x, y: base)]
            elements += top.map { .line(x: $0.x, y: $0.y) }
            elements += [.line(x: top.last!.x, y: base), .close]
            return .path(PathData(elements: elements))
        }
        if case .gradient(let gradient) = members[0].paint {
            // Laid over the area's bounds (its top to its base) from its start point to its end point, as Swift Charts
            // maps a series' style: `startPoint: .top, endPoint: .bottom` fades it downwards.
            let top = [points[0]] + stretches.flatMap { $0.dropFirst() }
            let box = Self.bounds(top + [Point(x: top[0].x, y: base)])
            canvas.painting(gradient, across: box) { $0.fill(shape(top), .content(gradient.colors[0], accentable: accentable)) }
        } else if Set(inks).count == 1 {
            canvas.fill(shape([points[0]] + stretches.flatMap { $0.dropFirst() }), inks[0])
        } else {
            for index in inks.indices { canvas.fill(shape(stretches[index]), inks[index]) }
        }
        if members[0].lineWidth > 0 { line(members, in: plot, on: &canvas) }
    }

    /// The smallest rectangle holding `points`.
    static func bounds(_ points: [Point]) -> Rect {
        let xs = points.map(\.x), ys = points.map(\.y)
        let (left, top) = (xs.min() ?? 0, ys.min() ?? 0)
        return Rect(x: left, y: top, width: (xs.max() ?? 0) - left, height: (ys.max() ?? 0) - top)
    }

    /// (Dial) The straight pieces a curved stretch between two marks is drawn as: at a chart's size (a rectangular's
    /// width at most) each is a few pixels long, too short to show as corners.
    static let curvePieces = 12

    /// The line from each mark to the next (`points[i]` to `points[i + 1]`, both ends included) as the series'
    /// `interpolationMethod` runs it: straight; a Catmull-Rom curve through every mark (the ends' tangents reaching
    /// to their one neighbour); a monotone cubic (Fritsch and Carlson's tangents, so that between two marks the curve
    /// stays between their values, where the marks run left to right; else Catmull-Rom's); or steps.
    static func stretches(through points: [Point], _ method: ChartInterpolationDocument) -> [[Point]] {
        let count = points.count
        func cubic(_ from: Point, _ c1: Point, _ c2: Point, _ to: Point) -> [Point] {
            (0...curvePieces).map { step in
                let t = Double(step) / Double(curvePieces), u = 1 - t
                let (a, b, c, d) = (u * u * u, 3 * u * u * t, 3 * u * t * t, t * t * t)
                return Point(x: a * from.x + b * c1.x + c * c2.x + d * to.x, y: a * from.y + b * c1.y + c * c2.y + d * to.y)
            }
        }
        func catmullRom(_ i: Int) -> [Point] {
            let (p0, p1, p2, p3) = (points[Swift.max(0, i - 1)], points[i], points[i + 1], points[Swift.min(count - 1, i + 2)])
            return cubic(p1, Point(x: p1.x + (p2.x - p0.x) / 6, y: p1.y + (p2.y - p0.y) / 6),
                         Point(x: p2.x - (p3.x - p1.x) / 6, y: p2.y - (p3.y - p1.y) / 6), p2)
        }
        switch method {
        case .linear:
            return (0..<(count - 1)).map { [points[$0], points[$0 + 1]] }
        case .catmullRom:
            return (0..<(count - 1)).map(catmullRom)
        case .monotone:
            let slopes = (0..<(count - 1)).map { (points[$0 + 1].y - points[$0].y) / (points[$0 + 1].x - points[$0].x) }
            guard slopes.allSatisfy(\.isFinite), zip(points, points.dropFirst()).allSatisfy({ $1.x > $0.x }) else {
                return (0..<(count - 1)).map(catmullRom)
            }
            // Each mark's tangent: its neighbours' slopes' harmonic mean where they agree in sign, level where they do
            // not (a peak or a trough stays one); the ends take their one slope.
            let tangents = (0..<count).map { i -> Double in
                if i == 0 { return slopes[0] }
                if i == count - 1 { return slopes[count - 2] }
                let (before, after) = (slopes[i - 1], slopes[i])
                return before * after <= 0 ? 0 : 2 / (1 / before + 1 / after)
            }
            return (0..<(count - 1)).map { i in
                let (from, to) = (points[i], points[i + 1])
                let third = (to.x - from.x) / 3
                return cubic(from, Point(x: from.x + third, y: from.y + tangents[i] * third),
                             Point(x: to.x - third, y: to.y - tangents[i + 1] * third), to)
            }
        case .stepStart:
            return (0..<(count - 1)).map { [points[$0], Point(x: points[$0].x, y: points[$0 + 1].y), points[$0 + 1]] }
        case .stepCenter:
            return (0..<(count - 1)).map { i in
                let middle = (points[i].x + points[i + 1].x) / 2
                return [points[i], Point(x: middle, y: points[i].y), Point(x: middle, y: points[i + 1].y), points[i + 1]]
            }
        case .stepEnd:
            return (0..<(count - 1)).map { [points[$0], Point(x: points[$0 + 1].x, y: points[$0].y), points[$0 + 1]] }
        }
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
        case .line(_, _, let name): ViewChart.SeriesKey(area: false, name: name, category: category)
        case .area(_, _, let name): ViewChart.SeriesKey(area: true, name: name, category: category)
        case .point, .bar, .rule: nil
        }
    }
}
