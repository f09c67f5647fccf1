@testable import DialCore
import DialModel
import Testing

/// A chart's domains, grid lines, bar widths and dashes, worked out from its document (issue #27).
struct ViewChartTests {
    /// Labels written as the value, "t" before it on a time axis, and the step after it: what the chart asked for.
    static var labels: ViewChart.LabelStyle {
        ViewChart.LabelStyle(text: { values, step, isTime in values.map { (isTime ? "t" : "") + "\($0)/\(step)" } },
                             font: TextFont(font: .interRegular, size: 20), color: .white)
    }

    static func chart(_ marks: [ChartMarkDocument], x: ChartDomainDocument? = nil, y: ChartDomainDocument? = nil,
                      xAxis: ChartAxisDocument? = nil, yAxis: ChartAxisDocument? = nil,
                      scale: [String: StyleDocument]? = nil) -> ViewChart {
        ViewChart(ChartViewDocument(marks: marks, xDomain: x, yDomain: y, xAxis: xAxis, yAxis: yAxis, foregroundStyleScale: scale),
                  accentable: true, labels: labels) { style in
            if case .color(let color)? = style { .color(color) } else { .color(.white) }
        }
    }

    /// `foregroundStyle(by:)`: each category the palette's next colour in order of first appearance (blue, green, ...),
    /// or its colour in `chartForegroundStyleScale`; a mark without one keeps its own style.
    @Test func categoriesTakeThePaletteOrTheScale() {
        let marks = [ChartMarkDocument(.line(x: 0, y: 1, series: nil), category: "Core"), ChartMarkDocument(.line(x: 1, y: 2, series: nil), category: "Deep"),
                     ChartMarkDocument(.line(x: 2, y: 3, series: nil), category: "Core"), ChartMarkDocument(.point(x: 1, y: 1), foregroundStyle: .color(.red))]
        let palette = Self.chart(marks).marks.map(\.paint)
        let (blue, green, purple) = (ViewColorDocument.named["blue"]!, ViewColorDocument.named["green"]!, ViewColorDocument.named["purple"]!)
        #expect(palette == [.color(blue), .color(green), .color(blue), .color(.red)])
        let scaled = Self.chart(marks, scale: ["Deep": .color(purple)]).marks.map(\.paint)
        #expect(scaled == [.color(blue), .color(purple), .color(blue), .color(.red)])
        #expect(Self.chart(marks).marks.map(\.category) == ["Core", "Deep", "Core", nil])
    }

    /// Swift Charts' default axis writes a label at each grid line; `{"stride": S}` draws lines only; listed values with
    /// `"gridLine": false` draw labels only, where the domain holds them, on the side asked for; an x axis of instants
    /// is written as times.
    @Test func axisLabelsAreWrittenWhereTheAxisMarksAre() throws {
        let marks = [ChartMarkDocument(.bar(x: 0, y: 142, yStart: nil)), ChartMarkDocument(.bar(x: 1, y: 260, yStart: nil))]
        let automatic = Self.chart(marks)
        let y = try #require(automatic.yLabels)
        #expect(y.values == automatic.yGrid && y.values == [0, 100, 200, 300])
        #expect(y.texts == ["0.0/100.0", "100.0/100.0", "200.0/100.0", "300.0/100.0"] && y.side == .trailing)
        #expect(automatic.xLabels?.side == .bottom)
        let lines = Self.chart(marks, yAxis: .stride(50))
        #expect(lines.yLabels == nil && lines.yGrid == [0, 50, 100, 150, 200, 250, 300])
        let listed = Self.chart(marks, yAxis: .marks(ChartAxisMarksDocument(values: .list([70, 180, 400]), gridLine: false, valueLabel: true,
                                                                           position: .leading)))
        #expect(listed.yGrid.isEmpty && listed.yLabels?.values == [70, 180] && listed.yLabels?.side == .leading)
        #expect(Self.chart(marks, yAxis: .hidden).yLabels == nil)
        let day = 498_611 * 3_600.0
        let time = Self.chart([ChartMarkDocument(.line(x: day, y: 1, series: nil)), ChartMarkDocument(.line(x: day + 4 * 3_600, y: 2, series: nil))],
                              xAxis: .marks(ChartAxisMarksDocument(values: .stride(3_600), gridLine: true, valueLabel: true)))
        #expect(time.xLabels?.texts.allSatisfy { $0.hasPrefix("t") && $0.hasSuffix("/3600.0") } == true)
        #expect(time.xLabels?.values.count == 5)
    }

    /// Where the y axis crosses zero, its "0" is labelled first, the line a reader of values on both sides needs
    /// (stranger17 #9: a price chart's "−100", lifted off its line to stay in the frame, left out the "0" above it).
    @Test func theZeroLineIsLabelledWhereTheAxisCrossesIt() throws {
        let marks = [-4.2, 80, 212.35].enumerated().map { ChartMarkDocument(.bar(x: Double($0.offset), y: $0.element, yStart: nil)) }
        let chart = Self.chart(marks)
        // The domain hugs the data: −50 to 250, not −100 to 300 with half of the plot empty.
        #expect(chart.yDomain == -50...250 && chart.yGrid == [0, 100, 200], "\(chart.yDomain) \(chart.yGrid)")
        var canvas = LayoutCanvas(shaper: try Fixtures.shaper)
        ViewChart.draw(.shown(chart), in: Rect(x: 0, y: 0, width: 300, height: 80), path: "view", on: &canvas)
        let texts = canvas.nodes.compactMap { node -> String? in if case .glyphs(let run, _) = node { run.text } else { nil } }
        #expect(texts.contains("0.0/100.0"), "\(texts)")
        #expect(texts.contains("200.0/100.0"), "\(texts)")
    }

    /// A y axis's labels keep at least a space of dark between their inks, a comma's included, or the later one is
    /// left out (every other one where they are evenly spaced): "0,1" over the "0" of a Luxembourgish tariff chart,
    /// its capitals half a gap clear of the "0", drew its comma onto it on 45 and 49 mm (session 25).
    @Test func axisLabelsStandASpaceApartInk() throws {
        let shaper = try Fixtures.shaper
        // Written as lb-LU writes them: a decimal comma.
        let decimalComma = ViewChart.LabelStyle(text: { values, _, _ in values.map { String("\($0)".map { $0 == "." ? "," : $0 }).replacingZero() } },
                                                font: TextFont(font: .interRegular, size: 20), color: .white)
        let marks = [0.21, 0.07, 0.24].enumerated().map { ChartMarkDocument(.line(x: Double($0.offset), y: $0.element, series: nil)) }
        let chart = ViewChart(ChartViewDocument(marks: marks, xAxis: .hidden), accentable: true, labels: decimalComma) { _ in .color(.white) }
        #expect(chart.yLabels?.texts == ["0", "0,1", "0,2"])
        let space = shaper.shape(" ", font: .interRegular, size: 20).width
        var drawnTwo = false
        for height in stride(from: 40.0, through: 120, by: 1) {
            var canvas = LayoutCanvas(shaper: shaper)
            ViewChart.draw(.shown(chart), in: Rect(x: 0, y: 0, width: 300, height: height), path: "view", on: &canvas)
            // Each drawn label's ink, from its glyphs' boxes where they are placed.
            let inks = canvas.nodes.compactMap { node -> (text: String, top: Double, bottom: Double)? in
                guard case .glyphs(let run, _) = node else { return nil }
                let boxes = run.glyphs.compactMap { glyph in shaper.inkBox(of: glyph.id, font: run.font, size: run.size).map { (glyph.origin.y + $0.top, glyph.origin.y + $0.bottom) } }
                return (run.text, boxes.map(\.0).min() ?? 0, boxes.map(\.1).max() ?? 0)
            }.sorted { $0.top < $1.top }
            #expect(inks.contains { $0.text == "0" }, "height \(height): \(inks)")
            drawnTwo = drawnTwo || inks.count > 1
            for (upper, lower) in zip(inks, inks.dropFirst()) {
                #expect(lower.top - upper.bottom >= space - 1e-9, "height \(height): \(upper.text) over \(lower.text), \(lower.top - upper.bottom) px apart")
            }
        }
        #expect(drawnTwo)
    }

    /// Swift Charts' automatic y scale: zero and the marks' extent, widened to multiples of a round step (1, 2 or 5
    /// times a power of ten) no larger than half the lines' step, so that the marks fill the plot (stranger17 #9); grid
    /// lines at multiples of the least round step that is at least a quarter of the extent.
    @Test(arguments: [
        ([142.0, 80, 260], 0.0...300.0, [0.0, 100, 200, 300]),
        ([3, 7, 11], 0...12, [0, 5, 10]),
        ([-4, 9], -4...10, [0, 5, 10]),
        ([0, 0], 0...1, [0, 0.25, 0.5, 0.75, 1]),
        ([0.35, 0.01], 0...0.35000000000000003, [0, 0.1, 0.2, 0.30000000000000004]),
        ([-4.2, 212.35], -50...250, [0, 100, 200]),
    ])
    func theAutomaticYScaleIsRoundAndHoldsZero(values: [Double], domain: ClosedRange<Double>, grid: [Double]) {
        let chart = Self.chart(values.enumerated().map { ChartMarkDocument(.line(x: Double($0.offset), y: $0.element, series: nil)) })
        #expect(chart.yDomain == domain)
        #expect(chart.yGrid == grid)
        #expect(chart.xDomain == 0...Double(values.count - 1))
    }

    @Test func givenDomainsAndStridesAreKept() {
        let chart = Self.chart([ChartMarkDocument(.point(x: -20, y: 142))], x: ChartDomainDocument(lower: -300, upper: 0),
                               y: ChartDomainDocument(lower: 40, upper: 300), xAxis: .stride(60), yAxis: .hidden)
        #expect(chart.xDomain == -300...0)
        #expect(chart.yDomain == 40...300)
        #expect(chart.xGrid == [-300, -240, -180, -120, -60, 0])
        #expect(chart.yGrid.isEmpty)
    }

    /// A stride that would fill the plot with lines draws none rather than thousands.
    @Test func aStrideTooFineDrawsNoGrid() {
        let chart = Self.chart([ChartMarkDocument(.point(x: 0, y: 1)), ChartMarkDocument(.point(x: 1000, y: 1))], xAxis: .stride(1))
        #expect(chart.xGrid.isEmpty)
    }

    /// Bars are 70 % of the closest neighbours' distance wide, and the automatic x scale holds the outer bars whole.
    @Test func barsTakeTheirShareOfTheRoom() {
        let chart = Self.chart([0.0, 2, 3].map { ChartMarkDocument(.bar(x: $0, y: 5, yStart: nil)) })
        #expect(abs(chart.barWidth - 0.7) < 1e-12)
        #expect(chart.xDomain == -0.5...3.5)
    }

    /// A point mark's symbol size is its area, as Swift Charts measures it; lines, rules and areas take their widths.
    @Test func marksTakeTheirSizesInPixels() {
        let chart = Self.chart([
            ChartMarkDocument(.point(x: 0, y: 1), symbolSize: .pi * 9),
            ChartMarkDocument(.rule(.y(1))),
            ChartMarkDocument(.line(x: 0, y: 1, series: nil), lineStyle: ChartLineStyleDocument(lineWidth: 3, dash: [2, 1])),
            ChartMarkDocument(.area(x: 0, y: 1, series: nil)),
        ])
        #expect(abs(chart.marks[0].diameter - 6 * Device.scale) < 1e-9)
        #expect(chart.marks[1].lineWidth == ViewChart.ruleWidth * Device.scale)
        #expect(chart.marks[2].lineWidth == 3 * Device.scale && chart.marks[2].dash == [2 * Device.scale, 1 * Device.scale])
        #expect(chart.marks[3].lineWidth == 0)
    }

    /// Dashes run on across a line's corners; an odd pattern repeats twice over, so that it alternates.
    @Test func dashesFollowThePattern() {
        let corner = ViewChart.dashes(along: [Point(x: 0, y: 0), Point(x: 5, y: 0), Point(x: 5, y: 5)], pattern: [3, 2])
        let lengths = corner.map { (($1.x - $0.x) * ($1.x - $0.x) + ($1.y - $0.y) * ($1.y - $0.y)).squareRoot() }
        #expect(corner.map(\.0) == [Point(x: 0, y: 0), Point(x: 5, y: 0)])
        #expect(lengths == [3, 3])
        let odd = ViewChart.dashes(along: [Point(x: 0, y: 0), Point(x: 10, y: 0)], pattern: [2])
        #expect(odd.map(\.0.x) == [0, 4, 8])
    }

    /// `interpolationMethod` (#27): a Catmull-Rom or monotone series passes through every mark and curves between them;
    /// a monotone one stays between two marks' values (Catmull-Rom overshoots a peak); steps are level at the marks.
    @Test func aSeriesRunsBetweenItsMarksAsItsInterpolationSays() {
        let points = [Point(x: 0, y: 50), Point(x: 10, y: 10), Point(x: 20, y: 10), Point(x: 30, y: 40)]
        for method in ChartInterpolationDocument.allCases {
            let stretches = ViewChart.stretches(through: points, method)
            #expect(stretches.count == 3)
            for (index, stretch) in stretches.enumerated() {
                #expect(stretch.first == points[index] && stretch.last == points[index + 1], "\(method) joins its marks")
            }
        }
        #expect(ViewChart.stretches(through: points, .linear) == [[points[0], points[1]], [points[1], points[2]], [points[2], points[3]]])
        let smooth = ViewChart.stretches(through: points, .catmullRom)
        // Between the two level marks the Catmull-Rom curve dips past them (it overshoots); the monotone one stays level.
        #expect(smooth[1].contains { $0.y < 10 - 0.5 }, "\(smooth[1])")
        #expect(smooth[0].count > 2 && smooth[0].contains { abs($0.y - (50 - 4 * $0.x)) > 0.5 }, "curved, not straight")
        let monotone = ViewChart.stretches(through: points, .monotone)
        for (index, stretch) in monotone.enumerated() {
            let (low, high) = (min(points[index].y, points[index + 1].y), max(points[index].y, points[index + 1].y))
            #expect(stretch.allSatisfy { $0.y >= low - 1e-9 && $0.y <= high + 1e-9 }, "\(stretch)")
        }
        #expect(ViewChart.stretches(through: points, .stepStart)[0] == [points[0], Point(x: 0, y: 10), points[1]])
        #expect(ViewChart.stretches(through: points, .stepEnd)[0] == [points[0], Point(x: 10, y: 50), points[1]])
        #expect(ViewChart.stretches(through: points, .stepCenter)[0] == [points[0], Point(x: 5, y: 50), Point(x: 5, y: 10), points[1]])
        // Marks that do not run left to right are joined by Catmull-Rom's curve rather than a monotone one's.
        let back = [Point(x: 0, y: 0), Point(x: 10, y: 10), Point(x: 5, y: 20)]
        #expect(ViewChart.stretches(through: back, .monotone) == ViewChart.stretches(through: back, .catmullRom))
    }
}

/// A line's or area's gradient `foregroundStyle` is laid over the series' bounds from its start point to its end point
/// (issue #27, R1: Jetpack's area fading out downwards), not along x.
struct ViewChartGradientTests {
    static let white = Color.white, clear = Color(red: 255, green: 255, blue: 255, alpha: 0)

    static func bands(_ kind: (Double, Double) -> ChartMarkDocument.Kind) throws -> [(box: Rect, color: Color)] {
        let marks = [(0.0, 10.0), (1, 14), (2, 4)].map { ChartMarkDocument(kind($0.0, $0.1)) }
        let chart = ViewChart(ChartViewDocument(marks: marks, xDomain: nil, yDomain: ChartDomainDocument(lower: 0, upper: 20), xAxis: .hidden, yAxis: .hidden),
                              accentable: true, labels: ViewChartTests.labels) { _ in .gradient(ViewGradient(colors: [white, clear], start: (0.5, 0), end: (0.5, 1))) }
        var canvas = LayoutCanvas(shaper: try Fixtures.shaper)
        ViewChart.draw(.shown(chart), in: Rect(x: 0, y: 0, width: 100, height: 40), path: "view", on: &canvas)
        return canvas.nodes.compactMap { node in
            guard case .clip(.path(let path), let inner) = node, let box = path.bounds else { return nil }
            let color: Color? = switch inner.first {
            case .fill(_, let ink)?, .stroke(_, _, let ink)?: ink.color
            default: nil
            }
            return color.map { (box, $0) }
        }
    }

    /// The area from its top (14 of 20: 12 px down) to its base (40 px down): white at the top, clear at the base, each
    /// band lower and fainter than the one before; every band spans the whole width.
    @Test func anAreaFadesDownwards() throws {
        let bands = try Self.bands { .area(x: $0, y: $1, series: nil) }
        try #require(bands.count > 10)
        #expect(zip(bands, bands.dropFirst()).allSatisfy { $0.box.y < $1.box.y && $0.color.alpha >= $1.color.alpha })
        // The first band reaches up past the area's top (12 px) to 14 px, in the colour 1 px below the top; the last
        // from 38 px down past the base, in the colour 1 px above it.
        #expect(abs(bands.first!.box.maxY - 14) < 1e-9 && bands.first!.color.alpha > 240, "\(bands.first!)")
        #expect(abs(bands.last!.box.y - 38) < 1e-9 && bands.last!.color.alpha < 15, "\(bands.last!)")
        #expect(bands.allSatisfy { $0.box.x < 0 && $0.box.maxX > 100 })
    }

    /// A line's gradient is laid over the line's own bounds (its marks' extent, 4 to 14 of 20).
    @Test func aLinesGradientRunsOverItsBounds() throws {
        let bands = try Self.bands { .line(x: $0, y: $1, series: nil) }
        try #require(bands.count > 5)
        // Its top 12 px down, its foot 32 px down: the end bands 1 px inside them, nearly white and nearly clear.
        #expect(abs(bands.first!.box.maxY - 14) < 1e-9 && bands.first!.color.alpha > 235, "\(bands.first!)")
        #expect(abs(bands.last!.box.y - 30) < 1e-9 && bands.last!.color.alpha < 20, "\(bands.last!)")
    }
}

private extension String {
    /// "0,0" as an axis writes zero: "0".
    func replacingZero() -> String { self == "0,0" ? "0" : self }
}
