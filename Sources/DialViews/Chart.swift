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
    /// As the chart decides: Dial draws no axis, so as `hidden`, but grid lines given by `AxisMarks` are drawn.
    case automatic
    /// Shown: as `automatic` in Dial, which draws no axis labels.
    case visible
    /// No axis and no grid lines.
    case hidden
}

/// Swift Charts' `AxisMarks(values: .stride(by: 60)) { AxisGridLine() }`: grid lines every `stride`.
public struct AxisMarks: Sendable {
    let axis: ChartAxisDocument

    /// The values an axis marks.
    public struct Values: Sendable {
        let axis: ChartAxisDocument
        /// Round values, as Swift Charts picks them.
        public static let automatic = Values(axis: .automatic)
        /// Every multiple of `stride`.
        public static func stride(by stride: Double) -> Values { Values(axis: .stride(stride)) }
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
            return seconds.map { Values(axis: .stride($0 * Double(count))) } ?? .automatic
        }
    }

    /// Grid lines at `values`; `content` (`AxisGridLine()`) is what Dial draws at each whatever it holds.
    public init(values: Values = .automatic, @AxisMarkBuilder content: () -> AxisGridLine = { AxisGridLine() }) {
        axis = values.axis
    }
}

/// Swift Charts' `AxisGridLine()`: the only axis mark Dial draws.
public struct AxisGridLine: Sendable {
    /// A grid line at every stride of its `AxisMarks`.
    public init() {}
}

/// What an `AxisMarks` closure holds: its grid line.
@resultBuilder
public enum AxisMarkBuilder {
    /// The closure's one grid line.
    public static func buildBlock(_ line: AxisGridLine) -> AxisGridLine { line }
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

    /// `"chartXAxis": "hidden"`: no vertical grid lines (`.visible` and `.automatic` draw them at round values).
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
