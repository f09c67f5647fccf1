/// Swift Charts' `Chart` as a view (issue #27): `{"chart": [marks], "chartYScale": {"domain": [40, 300]},
/// "chartXAxis": "hidden"}`. The marks are Swift Charts' (`LineMark`, `PointMark`, `BarMark`, `AreaMark`, `RuleMark`),
/// one object each, with the mark's own modifiers; the chart's options are the chart modifiers' names, written as keys
/// of the view beside `chart`, as a stack's `spacing` is.
package struct ChartViewDocument: Sendable, Equatable {
    /// The marks, in the order drawn (later on top).
    package var marks: [ChartMarkDocument]
    /// `chartXScale(domain:)`: the x values the plot's width spans. Default: the marks' own extent.
    package var xDomain: ChartDomainDocument?
    /// `chartYScale(domain:)`. Default: the marks' extent and zero, widened to round numbers, as Swift Charts does.
    package var yDomain: ChartDomainDocument?
    /// `chartXAxis(...)`: its grid lines. Default: `automatic`.
    package var xAxis: ChartAxisDocument?
    /// `chartYAxis(...)`. Default: `automatic`.
    package var yAxis: ChartAxisDocument?
    /// `chartForegroundStyleScale(["Deep": .purple, ...])`: the style of each category a mark's `foregroundStyle(by:)`
    /// names; a category it leaves out takes the next colour of Swift Charts' default palette.
    package var foregroundStyleScale: [String: StyleDocument]?
    /// `chartLegend(.hidden)`: read; a watch complication's chart shows no legend, and Dial draws none.
    package var legend: ChartLegendDocument?

    package init(marks: [ChartMarkDocument], xDomain: ChartDomainDocument? = nil, yDomain: ChartDomainDocument? = nil,
                 xAxis: ChartAxisDocument? = nil, yAxis: ChartAxisDocument? = nil, foregroundStyleScale: [String: StyleDocument]? = nil,
                 legend: ChartLegendDocument? = nil) {
        self.marks = marks
        self.xDomain = xDomain
        self.yDomain = yDomain
        self.xAxis = xAxis
        self.yAxis = yAxis
        self.foregroundStyleScale = foregroundStyleScale
        self.legend = legend
    }

    /// (Dial) At most this many marks: a day of readings every five minutes, three times over.
    package static let maxMarks = 1_000

    /// The option keys, as a file writes them beside `chart`.
    package enum OptionKey: String, CaseIterable, Sendable {
        case chartXScale, chartYScale, chartXAxis, chartYAxis, chartForegroundStyleScale, chartLegend
    }

    /// (Dial) At most this many categories in a `chartForegroundStyleScale`.
    package static let maxCategories = 16

    init(key: ViewKey, from container: KeyedDecodingContainer<ViewKey>) throws {
        let marks = try container.decode([ChartMarkDocument].self, forKey: key)
        guard (1...Self.maxMarks).contains(marks.count) else {
            throw DecodingError.dataCorruptedError(forKey: key, in: container, debugDescription: "1 to \(Self.maxMarks) marks")
        }
        func scale(_ option: OptionKey) throws -> ChartDomainDocument? {
            try container.decodeIfPresent(ChartScaleDocument.self, forKey: ViewKey(stringValue: option.rawValue))?.domain
        }
        let scaleKey = ViewKey(stringValue: OptionKey.chartForegroundStyleScale.rawValue)
        let styles = try container.decodeIfPresent([String: StyleDocument].self, forKey: scaleKey)
        if let styles, !(1...Self.maxCategories).contains(styles.count) {
            throw DecodingError.dataCorruptedError(forKey: scaleKey, in: container, debugDescription: "1 to \(Self.maxCategories) categories, each a style")
        }
        self.init(marks: marks, xDomain: try scale(.chartXScale), yDomain: try scale(.chartYScale),
                  xAxis: try container.decodeIfPresent(ChartAxisDocument.self, forKey: ViewKey(stringValue: OptionKey.chartXAxis.rawValue)),
                  yAxis: try container.decodeIfPresent(ChartAxisDocument.self, forKey: ViewKey(stringValue: OptionKey.chartYAxis.rawValue)),
                  foregroundStyleScale: styles,
                  legend: try container.decodeIfPresent(ChartLegendDocument.self, forKey: ViewKey(stringValue: OptionKey.chartLegend.rawValue)))
    }

    func encode(key: ViewKey, into container: inout KeyedEncodingContainer<ViewKey>) throws {
        try container.encode(marks, forKey: key)
        try container.encodeIfPresent(xDomain.map(ChartScaleDocument.init), forKey: ViewKey(stringValue: OptionKey.chartXScale.rawValue))
        try container.encodeIfPresent(yDomain.map(ChartScaleDocument.init), forKey: ViewKey(stringValue: OptionKey.chartYScale.rawValue))
        try container.encodeIfPresent(xAxis, forKey: ViewKey(stringValue: OptionKey.chartXAxis.rawValue))
        try container.encodeIfPresent(yAxis, forKey: ViewKey(stringValue: OptionKey.chartYAxis.rawValue))
        try container.encodeIfPresent(foregroundStyleScale, forKey: ViewKey(stringValue: OptionKey.chartForegroundStyleScale.rawValue))
        try container.encodeIfPresent(legend, forKey: ViewKey(stringValue: OptionKey.chartLegend.rawValue))
    }
}

/// `chartLegend(.hidden)` or `.automatic`: a watch complication's chart shows no legend (its room is the plot's), so
/// Dial draws none either way; `visible` would promise one and is refused.
package enum ChartLegendDocument: String, ClosedSet { case automatic, hidden }

/// `{"domain": [40, 300]}`: `chartYScale(domain: 40...300)`.
struct ChartScaleDocument: Codable {
    var domain: ChartDomainDocument

    /// Its key, as its `Codable` conformance reads it and its `DocumentShape` takes it.
    enum CodingKeys: String, CodingKey, CaseIterable { case domain }
}

/// `[lower, upper]`: two finite numbers, the lower below the upper.
package struct ChartDomainDocument: Codable, Sendable, Equatable {
    package var lower: Double
    package var upper: Double

    package init(lower: Double, upper: Double) {
        self.lower = lower
        self.upper = upper
    }

    package init(from decoder: any Decoder) throws {
        let bounds = try decoder.singleValueContainer().decode([ChartValueDocument].self).map(\.value)
        guard bounds.count == 2, bounds.allSatisfy(\.isFinite), bounds[0] < bounds[1] else {
            throw ValueError(expected: "[lower, upper], two finite numbers, lower below upper",
                             found: "[" + bounds.map { "\($0)" }.joined(separator: ", ") + "]")
        }
        self.init(lower: bounds[0], upper: bounds[1])
    }

    package func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode([ChartValueDocument(lower), ChartValueDocument(upper)])
    }
}

/// An axis: `"hidden"` (`chartXAxis(.hidden)`), `"automatic"` (Swift Charts' default `AxisMarks()`: grid lines and
/// value labels at round values), or its marks `{"stride": 60}` (`AxisMarks(values: .stride(by: 60)) { AxisGridLine() }`),
/// `{"values": [0, 50, 100], "valueLabel": true}` (`AxisMarks(values: [0, 50, 100]) { AxisGridLine(); AxisValueLabel() }`),
/// with `"gridLine": false` for labels alone and `"position"` for the side its labels are on.
package enum ChartAxisDocument: Codable, Sendable, Equatable {
    case hidden
    case marks(ChartAxisMarksDocument)

    /// Swift Charts' default axis: grid lines and labels at round values.
    package static let automatic = ChartAxisDocument.marks(ChartAxisMarksDocument(values: .automatic, gridLine: true, valueLabel: true))

    /// `{"stride": S}`: grid lines every `S`, no labels (what `AxisMarks(values: .stride(by:)) { AxisGridLine() }` draws).
    package static func stride(_ stride: Double) -> ChartAxisDocument {
        .marks(ChartAxisMarksDocument(values: .stride(stride), gridLine: true, valueLabel: false))
    }

    private enum CodingKeys: String, CodingKey, CaseIterable { case stride, values, gridLine, valueLabel, position }

    package init(from decoder: any Decoder) throws {
        if let word = try? decoder.singleValueContainer().decode(String.self) {
            switch word {
            case "automatic": self = .automatic
            case "hidden": self = .hidden
            default: throw ValueError(expected: Self.expectation, found: "\"\(word)\"")
            }
            return
        }
        let container = try decoder.container(keyedBy: CodingKeys.self)
        var marks = ChartAxisMarksDocument(values: .automatic, gridLine: true, valueLabel: false)
        if container.contains(.stride), container.contains(.values) {
            throw DecodingError.dataCorruptedError(forKey: .values, in: container, debugDescription: "\"stride\" or \"values\", not both")
        }
        if container.contains(.stride) {
            // A length of time ("1h", "15m") is its seconds, the unit dates are placed in.
            let stride = if let span = try? container.decode(TimeSpan.self, forKey: .stride) { Double(span.seconds) }
                else { try container.decode(Double.self, forKey: .stride) }
            guard stride.isFinite, stride > 0 else {
                throw DecodingError.dataCorruptedError(forKey: .stride, in: container, debugDescription: "a stride above 0")
            }
            marks.values = .stride(stride)
        }
        if container.contains(.values) {
            let values = try container.decode([ChartValueDocument].self, forKey: .values).map(\.value)
            guard (1...ChartAxisMarksDocument.maxValues).contains(values.count), values.allSatisfy(\.isFinite) else {
                throw DecodingError.dataCorruptedError(forKey: .values, in: container,
                                                       debugDescription: "1 to \(ChartAxisMarksDocument.maxValues) numbers or instants")
            }
            marks.values = .list(values)
        }
        marks.gridLine = try container.decodeIfPresent(Bool.self, forKey: .gridLine) ?? true
        marks.valueLabel = try container.decodeIfPresent(Bool.self, forKey: .valueLabel) ?? false
        marks.position = try container.decodeIfPresent(ChartAxisPositionDocument.self, forKey: .position)
        self = .marks(marks)
    }

    package func encode(to encoder: any Encoder) throws {
        switch self {
        case .hidden:
            var container = encoder.singleValueContainer()
            try container.encode("hidden")
        case .marks(let marks):
            if self == .automatic {
                var container = encoder.singleValueContainer()
                try container.encode("automatic")
                return
            }
            var container = encoder.container(keyedBy: CodingKeys.self)
            switch marks.values {
            case .automatic: break
            case .stride(let stride): try container.encode(stride, forKey: .stride)
            case .list(let values): try container.encode(values.map(ChartValueDocument.init), forKey: .values)
            }
            if !marks.gridLine { try container.encode(false, forKey: .gridLine) }
            if marks.valueLabel { try container.encode(true, forKey: .valueLabel) }
            try container.encodeIfPresent(marks.position, forKey: .position)
        }
    }

    static let expectation = "\"automatic\", \"hidden\" or axis marks {\"stride\": a number above 0 or a length of time such as \"1h\", "
        + "or \"values\": numbers; \"gridLine\", \"valueLabel\": true or false; \"position\"}"
}

/// Swift Charts' `AxisMarks(position:values:) { AxisGridLine(); AxisValueLabel() }`: where an axis is marked, and what
/// is drawn there.
package struct ChartAxisMarksDocument: Sendable, Equatable {
    package enum Values: Sendable, Equatable {
        /// Round values: multiples of the least round step at least a quarter of the domain.
        case automatic
        /// Every multiple of the stride inside the domain.
        case stride(Double)
        /// These values, those inside the domain.
        case list([Double])
    }

    package var values: Values
    /// `AxisGridLine()`: a line across the plot at each value.
    package var gridLine: Bool
    /// `AxisValueLabel()`: the value written beside the plot (a y axis's at its trailing side, an x axis's under it).
    package var valueLabel: Bool
    /// `AxisMarks(position:)`: the side its labels are on. Default: a y axis's trailing, an x axis's bottom.
    package var position: ChartAxisPositionDocument?

    package init(values: Values, gridLine: Bool, valueLabel: Bool, position: ChartAxisPositionDocument? = nil) {
        self.values = values
        self.gridLine = gridLine
        self.valueLabel = valueLabel
        self.position = position
    }

    /// (Dial) At most this many values listed.
    package static let maxValues = 16
}

/// `AxisMarks(position:)`: `leading` or `trailing` for a y axis, `top` or `bottom` for an x axis.
package enum ChartAxisPositionDocument: String, ClosedSet { case leading, trailing, top, bottom }

/// One of Swift Charts' marks with its modifiers: `{"lineMark": {"x": 0, "y": 142}, "foregroundStyle": "green"}`.
package struct ChartMarkDocument: Codable, Sendable, Equatable {
    /// What the mark is and where.
    package var kind: Kind
    /// `foregroundStyle`: the mark's colour (a gradient runs along the x axis). Default: the chart's foreground
    /// style, else its tint.
    package var foregroundStyle: StyleDocument?
    /// `symbolSize`: a point mark's area in square points (Swift Charts' measure).
    package var symbolSize: Double?
    /// `lineStyle`: the line's width and dashes, for line, rule and area marks (an area's upper edge).
    package var lineStyle: ChartLineStyleDocument?
    /// `interpolationMethod`: how a line's or an area's series runs between its marks. Default: straight.
    package var interpolationMethod: ChartInterpolationDocument?
    /// `foregroundStyle(by: .value("Stage", "Deep"))`, written `"foregroundStyle": {"by": "Deep"}`: the mark's category,
    /// coloured by the chart's `chartForegroundStyleScale` or Swift Charts' default palette; line and area marks of
    /// one category are one series.
    package var category: String?

    package enum Kind: Sendable, Hashable {
        /// `LineMark(x:y:)`: the line marks of one series are joined in the order written.
        case line(x: Double, y: Double, series: String?)
        /// `PointMark(x:y:)`: a disc.
        case point(x: Double, y: Double)
        /// `BarMark(x:y:)` (`yStart` for `BarMark(x:yStart:yEnd:)`): from `yStart` (0) to `y`.
        case bar(x: Double, y: Double, yStart: Double?)
        /// `AreaMark(x:y:)`: the area under a series' line, down to 0.
        case area(x: Double, y: Double, series: String?)
        /// `RuleMark(y:)` across the plot, or `RuleMark(x:)` up it.
        case rule(ChartRuleDocument)
    }

    /// The mark keys, as a file writes them (Swift Charts' type names, lower camel case).
    package enum MarkName: String, CaseIterable, Sendable { case lineMark, pointMark, barMark, areaMark, ruleMark }

    package init(_ kind: Kind, foregroundStyle: StyleDocument? = nil, symbolSize: Double? = nil, lineStyle: ChartLineStyleDocument? = nil,
                 interpolationMethod: ChartInterpolationDocument? = nil, category: String? = nil) {
        self.kind = kind
        self.category = category
        self.foregroundStyle = foregroundStyle
        self.symbolSize = symbolSize
        self.lineStyle = lineStyle
        self.interpolationMethod = interpolationMethod
    }

    private struct Key: CodingKey {
        var stringValue: String
        var intValue: Int? { nil }
        init(_ string: String) { stringValue = string }
        init?(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }

    /// (Dial) The longest category name, in characters.
    package static let maxCategoryLength = 64

    /// From a face file, by hand (`init(reading:)`); from any other decoder, through a keyed container, as here.
    package init(from decoder: any Decoder) throws {
        if let decoder = decoder as? NodeDecoder {
            try self.init(reading: decoder)
        } else {
            try self.init(keyed: decoder)
        }
    }

    private init(keyed decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: Key.self)
        let names = MarkName.allCases.filter { container.contains(Key($0.rawValue)) }
        guard names.count == 1 else {
            throw ValueError(expected: "a mark: exactly one of " + MarkName.allCases.map { "\"\($0.rawValue)\"" }.joined(separator: ", "),
                             found: names.isEmpty ? "none of them" : names.map { "\"\($0.rawValue)\"" }.joined(separator: " and "))
        }
        // Keys that are neither a mark nor a modifier were refused before any value was read: the face's structure is
        // walked first (`DocumentShape`, this type's `shape`).
        let key = Key(names[0].rawValue)
        switch names[0] {
        case .lineMark:
            let at = try container.decode(ChartPlacementDocument.self, forKey: key)
            kind = .line(x: at.x, y: at.y, series: at.series)
        case .pointMark:
            let at = try container.decode(ChartPlacementDocument.self, forKey: key)
            kind = .point(x: at.x, y: at.y)
        case .barMark:
            let at = try container.decode(ChartPlacementDocument.self, forKey: key)
            kind = .bar(x: at.x, y: at.y, yStart: at.yStart)
        case .areaMark:
            let at = try container.decode(ChartPlacementDocument.self, forKey: key)
            kind = .area(x: at.x, y: at.y, series: at.series)
        case .ruleMark:
            kind = .rule(try container.decode(ChartRuleDocument.self, forKey: key))
        }
        // `{"by": "Deep"}` is `foregroundStyle(by:)`, a category; anything else a style. Looked up before it is tried
        // as an object: a failed try builds an error (its path, its place, its words), and a chart's marks, hidden
        // ones too, mostly have no style: 35 thousand instructions a mark (docs/performance.md, "Session 25").
        if container.contains(Key("foregroundStyle")),
           let by = try? container.nestedContainer(keyedBy: Key.self, forKey: Key("foregroundStyle")), by.contains(Key("by")) {
            let name = try by.decode(String.self, forKey: Key("by"))
            guard !name.isEmpty, name.count <= Self.maxCategoryLength else {
                throw DecodingError.dataCorruptedError(forKey: Key("by"), in: by, debugDescription: "a category's name of 1 to \(Self.maxCategoryLength) characters")
            }
            category = name
        } else {
            foregroundStyle = try container.decodeIfPresent(StyleDocument.self, forKey: Key("foregroundStyle"))
        }
        if container.contains(Key("symbolSize")) {
            let size = try container.decode(Double.self, forKey: Key("symbolSize"))
            guard size.isFinite, size > 0, size <= 1_000 else {
                throw DecodingError.dataCorruptedError(forKey: Key("symbolSize"), in: container,
                                                       debugDescription: "an area from 0 to 1000 square points, above 0")
            }
            guard case .point = kind else {
                throw DecodingError.dataCorruptedError(forKey: Key("symbolSize"), in: container, debugDescription: "no symbolSize but on a pointMark")
            }
            symbolSize = size
        }
        lineStyle = try container.decodeIfPresent(ChartLineStyleDocument.self, forKey: Key("lineStyle"))
        if container.contains(Key("interpolationMethod")) {
            let method = try container.decode(ChartInterpolationDocument.self, forKey: Key("interpolationMethod"))
            switch kind {
            case .line, .area: interpolationMethod = method
            case .point, .bar, .rule:
                throw DecodingError.dataCorruptedError(forKey: Key("interpolationMethod"), in: container,
                                                       debugDescription: "no interpolationMethod but on a lineMark or an areaMark")
            }
        }
    }

    package func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Key.self)
        switch kind {
        case .line(let x, let y, let series):
            try container.encode(ChartPlacementDocument(x: x, y: y, series: series), forKey: Key(MarkName.lineMark.rawValue))
        case .point(let x, let y):
            try container.encode(ChartPlacementDocument(x: x, y: y), forKey: Key(MarkName.pointMark.rawValue))
        case .bar(let x, let y, let yStart):
            try container.encode(ChartPlacementDocument(x: x, y: y, yStart: yStart), forKey: Key(MarkName.barMark.rawValue))
        case .area(let x, let y, let series):
            try container.encode(ChartPlacementDocument(x: x, y: y, series: series), forKey: Key(MarkName.areaMark.rawValue))
        case .rule(let rule):
            try container.encode(rule, forKey: Key(MarkName.ruleMark.rawValue))
        }
        if let category {
            var by = container.nestedContainer(keyedBy: Key.self, forKey: Key("foregroundStyle"))
            try by.encode(category, forKey: Key("by"))
        } else {
            try container.encodeIfPresent(foregroundStyle, forKey: Key("foregroundStyle"))
        }
        try container.encodeIfPresent(symbolSize, forKey: Key("symbolSize"))
        try container.encodeIfPresent(lineStyle, forKey: Key("lineStyle"))
        try container.encodeIfPresent(interpolationMethod, forKey: Key("interpolationMethod"))
    }
}

/// How a line's or an area's series runs between its marks: Swift Charts' `InterpolationMethod`, by its names.
package enum ChartInterpolationDocument: String, Codable, CaseIterable, Sendable, Hashable {
    /// Straight from mark to mark (`.linear`, the default).
    case linear
    /// A smooth curve through every mark (`.catmullRom`).
    case catmullRom
    /// A smooth curve through every mark that never overshoots them: between two marks it stays between their values
    /// (`.monotone`).
    case monotone
    /// Steps, each level stretch at a mark's value: the step at the start of each interval, so that the level
    /// stretch ends at its mark (`.stepStart`); halfway between two marks (`.stepCenter`); at the end, so that the level
    /// stretch starts at its mark (`.stepEnd`).
    case stepStart, stepCenter, stepEnd

    package init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let name = try container.decode(String.self)
        guard let method = Self(rawValue: name) else { throw ValueError(expected: Self.expectation, found: "\"\(name)\"") }
        self = method
    }

    static let expectation = Self.allCases.map { "\"\($0.rawValue)\"" }.joined(separator: ", ")
}

/// Where a line, point, bar or area mark is: `{"x": 0, "y": 142}`, with a line's or area's `series` and a bar's
/// `yStart`.
struct ChartPlacementDocument: Codable {
    var x: Double
    var y: Double
    var series: String?
    var yStart: Double?

    init(x: Double, y: Double, series: String? = nil, yStart: Double? = nil) {
        self.x = x
        self.y = y
        self.series = series
        self.yStart = yStart
    }

    enum CodingKeys: String, CodingKey, CaseIterable { case x, y, series, yStart }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(ChartValueDocument(x), forKey: .x)
        try container.encode(y, forKey: .y)
        try container.encodeIfPresent(series, forKey: .series)
        try container.encodeIfPresent(yStart, forKey: .yStart)
    }

    /// From a face file, by hand (`init(reading:)`); from any other decoder, through a keyed container, as here.
    init(from decoder: any Decoder) throws {
        if let decoder = decoder as? NodeDecoder {
            try self.init(reading: decoder)
        } else {
            try self.init(keyed: decoder)
        }
    }

    private init(keyed decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        func finite(_ value: Double, _ key: CodingKeys) throws -> Double {
            guard value.isFinite else { throw DecodingError.dataCorruptedError(forKey: key, in: container, debugDescription: "a finite number") }
            return value
        }
        x = try finite(try container.decode(ChartValueDocument.self, forKey: .x).value, .x)
        y = try finite(try container.decode(Double.self, forKey: .y), .y)
        series = try container.decodeIfPresent(String.self, forKey: .series)
        yStart = try container.decodeIfPresent(Double.self, forKey: .yStart).map { try finite($0, .yStart) }
    }
}

/// `RuleMark(y:)` (`{"y": 70}`), a line across the plot at a value, or `RuleMark(x:)` (`{"x": 60}`), a line up it.
package enum ChartRuleDocument: Codable, Sendable, Hashable {
    case y(Double)
    case x(Double)

    private enum CodingKeys: String, CodingKey, CaseIterable { case x, y }

    package init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        switch (try container.decodeIfPresent(ChartValueDocument.self, forKey: .x)?.value, try container.decodeIfPresent(Double.self, forKey: .y)) {
        case (nil, let y?) where y.isFinite: self = .y(y)
        case (let x?, nil) where x.isFinite: self = .x(x)
        case (.some, .some): throw ValueError(expected: "exactly one of \"x\" or \"y\"", found: "both")
        case (nil, nil): throw ValueError(expected: "exactly one of \"x\" or \"y\"", found: "neither")
        default: throw ValueError(expected: "a finite number", found: "a number too large")
        }
    }

    package func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        switch self {
        case .y(let y): try container.encode(y, forKey: .y)
        case .x(let x): try container.encode(ChartValueDocument(x), forKey: .x)
        }
    }
}

/// `lineStyle(StrokeStyle(lineWidth: 1, dash: [2, 2]))`: `{"lineWidth": 1, "dash": [2, 2]}`, in points.
package struct ChartLineStyleDocument: Codable, Sendable, Equatable {
    package var lineWidth: Double?
    /// Lengths drawn and left, in turn, from the line's start; 1 to 8 of them, not all 0.
    package var dash: [Double]?

    package init(lineWidth: Double? = nil, dash: [Double]? = nil) {
        self.lineWidth = lineWidth
        self.dash = dash
    }

    private enum CodingKeys: String, CodingKey, CaseIterable { case lineWidth, dash }

    package init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        lineWidth = try container.decodeIfPresent(Double.self, forKey: .lineWidth)
        if let width = lineWidth, !(width.isFinite && width > 0 && width <= 20) {
            throw DecodingError.dataCorruptedError(forKey: .lineWidth, in: container, debugDescription: "a width above 0, at most 20 points")
        }
        dash = try container.decodeIfPresent([Double].self, forKey: .dash)
        if let dash, !((1...8).contains(dash.count) && dash.allSatisfy { $0.isFinite && $0 >= 0 && $0 <= 100 } && dash.contains { $0 > 0 }) {
            throw DecodingError.dataCorruptedError(forKey: .dash, in: container,
                                                   debugDescription: "1 to 8 lengths from 0 to 100 points, not all 0")
        }
    }
}

/// A place on a chart's axis: a number, or an instant (`"2026-11-23T05:12:00+01:00"`, as a face writes times), read as
/// its seconds since 1970, so that Swift Charts' `.value("Time", date)` is written as the date it is.
struct ChartValueDocument: Codable {
    var value: Double

    init(_ value: Double) { self.value = value }

    /// A number, or past the format's largest number (a date placed by `.value("Time", date)`), the instant it is, in
    /// UTC, whole seconds: what a file can hold.
    func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        if abs(value) > FaceLimits.maxNumberMagnitude {
            try container.encode(Timestamp(secondsSinceEpoch: Int64(value.rounded()), utcOffsetSeconds: 0).description)
        } else {
            try container.encode(value)
        }
    }

    /// From a face file, by hand (`init(reading:)`); from any other decoder, trying a number, then an instant.
    init(from decoder: any Decoder) throws {
        if let decoder = decoder as? NodeDecoder {
            try self.init(reading: decoder)
        } else {
            try self.init(trying: decoder)
        }
    }

    private init(trying decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if let number = try? container.decode(Double.self) {
            value = number
        } else if let text = try? container.decode(String.self), let instant = Timestamp(iso8601: text) {
            value = Double(instant.secondsSinceEpoch)
        } else {
            throw ValueError(expected: Self.expectation, found: "something else")
        }
    }

    /// What a place that is neither is told it should be.
    static let expectation = "a number or an instant (\"2026-11-23T05:12:00+01:00\")"
}

extension ChartViewDocument {
    /// What an option's key holds.
    static func shape(of option: OptionKey) -> DocumentShape {
        switch option {
        case .chartXScale, .chartYScale: .values(ChartScaleDocument.CodingKeys.self)
        case .chartXAxis, .chartYAxis: .reader(ChartAxisDocument.self)
        case .chartForegroundStyleScale: .map(.reader(StyleDocument.self))
        case .chartLegend: .value
        }
    }
}

extension ChartAxisDocument: DocumentShaped {
    /// A word, or its marks' keys.
    static let shape = DocumentShape.values(CodingKeys.self)
}

extension ChartMarkDocument: DocumentShaped {
    /// One mark's key and the mark's modifiers. Which mark it is is a key, so structure; a mark naming none or several
    /// takes every mark's, and its reader refuses it.
    static let shape = DocumentShape.object(DocumentShape.Keys(Dictionary(uniqueKeysWithValues: MarkName.allCases.map {
        ($0.rawValue, $0 == .ruleMark ? DocumentShape.reader(ChartRuleDocument.self) : .values(ChartPlacementDocument.CodingKeys.self))
    })).adding(DocumentShape.Keys([
        // A category, or a style: its reader asks for `by` first.
        "foregroundStyle": .chosen { object in object["by"] == nil ? styleBesideBy : .object(DocumentShape.Keys(["by": .value])) },
        "symbolSize": .value,
        "lineStyle": .reader(ChartLineStyleDocument.self),
        "interpolationMethod": .value,
    ])))
}

extension ChartMarkDocument {
    private static let styleBesideBy = StyleDocument.shape.adding(DocumentShape.Keys(["by": .value]))
}

extension ChartRuleDocument: DocumentShaped {
    static let shape = DocumentShape.values(CodingKeys.self)
}

extension ChartLineStyleDocument: DocumentShaped {
    static let shape = DocumentShape.values(CodingKeys.self)
}
