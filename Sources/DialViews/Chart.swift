import DialModel
import Foundation

/// Swift Charts' `Chart`: `{"chart": [marks]}`, with its options set by `.chartXScale`, `.chartYScale`,
/// `.chartXAxis` and `.chartYAxis` on it.
public struct Chart: PrimitiveView {
    let marks: [ChartMarkDocument]

    /// The chart of the marks `content` builds.
    public init(@ChartContentBuilder content: () -> some ChartContent) {
        marks = DialViews.marks(of: content())
    }

    /// The chart of the marks `content` makes of each element of `data`, in order (`Chart(readings) { LineMark(...) }`).
    public init<Data: RandomAccessCollection>(_ data: Data, @ChartContentBuilder content: (Data.Element) -> some ChartContent) {
        marks = data.flatMap { DialViews.marks(of: content($0)) }
    }

    func documents() throws(FaceError) -> [ViewDocument] {
        [ViewDocument(.chart(ChartViewDocument(marks: marks)))]
    }
}

/// SwiftUI's `Visibility`, for `.chartXAxis(.hidden)`.
public enum Visibility: Sendable {
    /// As the chart decides: Swift Charts' default axis, grid lines and value labels at round values.
    case automatic
    /// Shown: the default axis, as `automatic`.
    case visible
    /// No axis: no grid lines, no labels.
    case hidden
}

/// Swift Charts' `AxisMarks(position:values:) { AxisGridLine(); AxisValueLabel() }`: where an axis is marked, and with
/// what (its grid lines, its value labels; `AxisMarks()` with no content draws both, as Swift Charts' default does).
public struct AxisMarks: Sendable {
    let axis: ChartAxisDocument

    /// The values an axis marks.
    public struct Values: Sendable {
        let values: ChartAxisMarksDocument.Values
        /// Round values, as Swift Charts picks them.
        public static let automatic = Values(values: .automatic)
        /// Every multiple of `stride`.
        public static func stride(by stride: Double) -> Values { Values(values: .stride(stride)) }
        /// These values (`AxisMarks(values: [0, 50, 100])`).
        public static func values(_ values: [Double]) -> Values { Values(values: .list(values)) }
        /// Every `count` hours, minutes, seconds, days or weeks, on a date axis (`.stride(by: .hour)`); another
        /// component, whose length varies (a month), is taken as `automatic`.
        public static func stride(by component: Calendar.Component, count: Int = 1) -> Values {
            let seconds: Double? = switch component {
            case .second: 1
            case .minute: 60
            case .hour: 3_600
            case .day: 86_400
            case .weekOfYear, .weekOfMonth: 604_800
            default: nil
            }
            return seconds.map { Values(values: .stride($0 * Double(count))) } ?? .automatic
        }
    }

    /// The marks at `values`, on the side `position` names: what `content` holds (`AxisGridLine()`,
    /// `AxisValueLabel()`), or with no content both, as Swift Charts' `AxisMarks()` draws.
    public init(position: AxisMarkPosition? = nil, values: Values = .automatic,
                @AxisMarkBuilder content: () -> [AxisMark] = { [.gridLine, .valueLabel] }) {
        let marks = content()
        axis = .marks(ChartAxisMarksDocument(values: values.values, gridLine: marks.contains(.gridLine),
                                             valueLabel: marks.contains(.valueLabel), position: position?.document))
    }

    /// `AxisMarks(values: [0, 50, 100])`.
    public init(position: AxisMarkPosition? = nil, values: [Double], @AxisMarkBuilder content: () -> [AxisMark] = { [.gridLine, .valueLabel] }) {
        self.init(position: position, values: .values(values), content: content)
    }
}

/// Swift Charts' `AxisMarkPosition`: the side of the plot an axis's labels are on.
public enum AxisMarkPosition: Sendable {
    /// A y axis's labels on the plot's leading side.
    case leading
    /// A y axis's labels on the plot's trailing side (Swift Charts' default for y).
    case trailing
    /// An x axis's labels above the plot.
    case top
    /// An x axis's labels below the plot (Swift Charts' default for x).
    case bottom

    var document: ChartAxisPositionDocument {
        switch self {
        case .leading: .leading
        case .trailing: .trailing
        case .top: .top
        case .bottom: .bottom
        }
    }
}

/// What an `AxisMarks` closure holds: its grid lines, its value labels.
public enum AxisMark: Sendable, Equatable {
    /// `AxisGridLine()`: a line across the plot at each value.
    case gridLine
    /// `AxisValueLabel()`: each value written beside the plot.
    case valueLabel
}

/// Swift Charts' `AxisGridLine()`: a line across the plot at each value.
public func AxisGridLine() -> AxisMark { .gridLine }

/// Swift Charts' `AxisValueLabel()`: each value written beside the plot.
public func AxisValueLabel() -> AxisMark { .valueLabel }

/// What an `AxisMarks` closure holds: its marks, in any order.
@resultBuilder
public enum AxisMarkBuilder {
    /// The closure's marks.
    public static func buildBlock(_ marks: AxisMark...) -> [AxisMark] { marks }
}

/// A chart option set on every chart in a view (and in its stacks and branches), as Swift Charts' chart
/// modifiers reach the chart they are on.
struct ChartOptioned: PrimitiveView {
    let content: any View
    let change: @Sendable (inout ChartViewDocument) -> Void

    func documents() throws(FaceError) -> [ViewDocument] {
        try DialViews.documents(of: content).map { optioned($0) }
    }

    private func optioned(_ view: ViewDocument) -> ViewDocument {
        var view = view
        switch view.kind {
        case .chart(var chart):
            change(&chart)
            view.kind = .chart(chart)
        case .vstack(let views, let spacing, let alignment): view.kind = .vstack(views.map(optioned), spacing: spacing, alignment: alignment)
        case .hstack(let views, let spacing, let alignment): view.kind = .hstack(views.map(optioned), spacing: spacing, alignment: alignment)
        case .zstack(let views, let alignment): view.kind = .zstack(views.map(optioned), alignment: alignment)
        case .branch(let condition, let then, let otherwise):
            view.kind = .branch(condition, then: optioned(then), else: otherwise.map(optioned))
        case .geometryReader(let inner): view.kind = .geometryReader(optioned(inner))
        case .viewThatFits(let views): view.kind = .viewThatFits(views.map(optioned))
        case .grid(let grid): view.kind = .grid(grid.mapViews(optioned))
        case .spacer, .text, .liveText, .image, .shape, .accessoryWidgetBackground, .gauge, .progress, .linearGradient, .angularGradient: break
        }
        return view
    }
}

extension View {
    /// `"chartXScale": {"domain": [-300, 0]}`: the x values the plot spans.
    public func chartXScale(domain: ClosedRange<Double>) -> some View {
        ChartOptioned(content: self) { $0.xDomain = ChartDomainDocument(lower: domain.lowerBound, upper: domain.upperBound) }
    }

    /// `"chartYScale": {"domain": [40, 300]}`: the y values the plot spans.
    public func chartYScale(domain: ClosedRange<Double>) -> some View {
        ChartOptioned(content: self) { $0.yDomain = ChartDomainDocument(lower: domain.lowerBound, upper: domain.upperBound) }
    }

    /// `"chartForegroundStyleScale": {"Deep": "#5E5CE6", ...}`: each `foregroundStyle(by:)` category's colour.
    public func chartForegroundStyleScale(_ mapping: KeyValuePairs<String, Color>) -> some View {
        let styles = Dictionary(mapping.map { ($0.key, StyleDocument.color($0.value)) }, uniquingKeysWith: { first, _ in first })
        return ChartOptioned(content: self) { $0.foregroundStyleScale = styles }
    }

    /// `"chartLegend": "hidden"`: read; Dial draws no legend, as a watch complication's chart shows none.
    public func chartLegend(_ visibility: Visibility) -> some View {
        ChartOptioned(content: self) { $0.legend = visibility == .hidden ? .hidden : .automatic }
    }

    /// `"chartXAxis": "hidden"`: no grid lines and no labels (`.visible` and `.automatic` draw Swift Charts' default
    /// axis: both, at round values).
    public func chartXAxis(_ visibility: Visibility) -> some View {
        ChartOptioned(content: self) { $0.xAxis = visibility == .hidden ? .hidden : .automatic }
    }

    /// `"chartYAxis": "hidden"`.
    public func chartYAxis(_ visibility: Visibility) -> some View {
        ChartOptioned(content: self) { $0.yAxis = visibility == .hidden ? .hidden : .automatic }
    }

    /// `"chartXAxis": {"stride": 60}`: `.chartXAxis { AxisMarks(values: .stride(by: 60)) { AxisGridLine() } }`.
    public func chartXAxis(content: () -> AxisMarks) -> some View {
        let axis = content().axis
        return ChartOptioned(content: self) { $0.xAxis = axis }
    }

    /// `"chartYAxis": {"stride": 50}`.
    public func chartYAxis(content: () -> AxisMarks) -> some View {
        let axis = content().axis
        return ChartOptioned(content: self) { $0.yAxis = axis }
    }
}
