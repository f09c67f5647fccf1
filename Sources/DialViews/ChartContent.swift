import DialModel
import Foundation

/// What a `Chart`'s closure holds (Swift Charts' `ChartContent`): marks, `ForEach` over marks, and their groups.
public protocol ChartContent {}

/// Chart content this module turns into mark documents itself.
protocol MarkContent: ChartContent {
    var marks: [ChartMarkDocument] { get }
}

/// The mark documents of any chart content.
func marks(of content: any ChartContent) -> [ChartMarkDocument] {
    (content as? any MarkContent)?.marks ?? []
}

/// Several marks as one (what a `Chart`'s closure and each of its branches build).
public struct ChartGroup: MarkContent {
    let marks: [ChartMarkDocument]

    init(_ parts: [any ChartContent]) {
        marks = parts.flatMap { DialViews.marks(of: $0) }
    }
}

/// Swift Charts' `@ChartContentBuilder`: the marks of a closure, one after another, with `if`, `if`/`else`, `switch`
/// and `for`.
@resultBuilder
public enum ChartContentBuilder {
    /// One mark (or `ForEach`) of the closure.
    public static func buildExpression(_ content: some ChartContent) -> ChartGroup { ChartGroup([content]) }
    /// The closure's marks, in order.
    public static func buildBlock(_ parts: ChartGroup...) -> ChartGroup { ChartGroup(parts) }
    /// An `if` without `else`: its marks, or none.
    public static func buildOptional(_ part: ChartGroup?) -> ChartGroup { part ?? ChartGroup([]) }
    /// The first branch of an `if`/`else` or `switch`, when taken.
    public static func buildEither(first part: ChartGroup) -> ChartGroup { part }
    /// The second branch, when taken.
    public static func buildEither(second part: ChartGroup) -> ChartGroup { part }
    /// A `for` loop's marks, each pass's in order.
    public static func buildArray(_ parts: [ChartGroup]) -> ChartGroup { ChartGroup(parts) }
}

/// A mark with its modifiers (`.foregroundStyle`, `.symbolSize`, `.lineStyle`, `.interpolationMethod`), applied to each of its marks as Swift
/// Charts applies a `ForEach`'s modifiers to each mark it makes.
struct ModifiedMark: MarkContent {
    let marks: [ChartMarkDocument]
}

extension ChartContent {
    private func modifying(_ change: (inout ChartMarkDocument) -> Void) -> ModifiedMark {
        ModifiedMark(marks: DialViews.marks(of: self).map { var mark = $0; change(&mark); return mark })
    }

    /// `"foregroundStyle": "#30D158"`: the mark's colour.
    public func foregroundStyle(_ color: Color) -> some ChartContent { modifying { $0.foregroundStyle = .color(color) } }

    /// `"foregroundStyle": "secondary"`.
    public func foregroundStyle(_ style: HierarchicalShapeStyle) -> some ChartContent {
        modifying { $0.foregroundStyle = .hierarchical(style.document) }
    }

    /// `"foregroundStyle": {"by": "Deep"}`: `.foregroundStyle(by: .value("Stage", "Deep"))`, the mark's category,
    /// coloured by the chart's `chartForegroundStyleScale` or the default palette; lines and areas of one category are
    /// one series.
    public func foregroundStyle(by value: PlottableValue<String>) -> some ChartContent { modifying { $0.category = value.value } }

    /// `"symbolSize": 20`: a point mark's area in square points.
    public func symbolSize(_ size: Double) -> some ChartContent { modifying { $0.symbolSize = size } }

    /// `"lineStyle": {"lineWidth": 1, "dash": [2, 2]}`.
    public func lineStyle(_ style: StrokeStyle) -> some ChartContent {
        modifying { $0.lineStyle = ChartLineStyleDocument(lineWidth: style.lineWidth, dash: style.dash.isEmpty ? nil : style.dash) }
    }

    /// `"interpolationMethod": "catmullRom"`: how a line's or an area's series runs between its marks.
    public func interpolationMethod(_ method: InterpolationMethod) -> some ChartContent {
        modifying { $0.interpolationMethod = method.document }
    }
}

/// Swift Charts' `InterpolationMethod`: how a line or an area runs between its marks.
public struct InterpolationMethod: Sendable, Equatable {
    let document: ChartInterpolationDocument

    /// Straight from mark to mark (the default).
    public static let linear = InterpolationMethod(document: .linear)
    /// A smooth curve through every mark.
    public static let catmullRom = InterpolationMethod(document: .catmullRom)
    /// A smooth curve through every mark that stays between two marks' values.
    public static let monotone = InterpolationMethod(document: .monotone)
    /// Steps that change at the start of each interval.
    public static let stepStart = InterpolationMethod(document: .stepStart)
    /// Steps that change halfway between two marks.
    public static let stepCenter = InterpolationMethod(document: .stepCenter)
    /// Steps that change at the end of each interval.
    public static let stepEnd = InterpolationMethod(document: .stepEnd)
}

/// SwiftUI's `StrokeStyle`, its width, ends and dashes (in points): what `lineStyle(_:)` (width and dashes) and a
/// shape's `stroke(style:)` (width and ends) read.
public struct StrokeStyle: Sendable, Equatable {
    /// The line's width, in points.
    public var lineWidth: Double
    /// How the line's ends are drawn.
    public var lineCap: LineCap
    /// Lengths of dashes and gaps, in points, alternating; empty for a solid line.
    public var dash: [Double]

    /// A stroke `lineWidth` wide, ending in `lineCap`, dashed by `dash` (solid when empty).
    public init(lineWidth: Double = 1, lineCap: LineCap = .butt, dash: [Double] = []) {
        self.lineWidth = lineWidth
        self.lineCap = lineCap
        self.dash = dash
    }
}

/// A number or a date a mark is placed at (Swift Charts' `Plottable`; no categories).
public protocol PlottableNumber {
    /// Where on its axis the value is placed.
    var plottedValue: Double { get }
}
extension Double: PlottableNumber {
    /// The number itself.
    public var plottedValue: Double { self }
}
extension Float: PlottableNumber {
    /// The number, as a `Double`.
    public var plottedValue: Double { Double(self) }
}
extension Int: PlottableNumber {
    /// The number, as a `Double`.
    public var plottedValue: Double { Double(self) }
}
/// A date is placed at its seconds since 1970, as a file's instants are (`"x": "2026-11-23T05:12:00+01:00"`).
extension Date: PlottableNumber {
    /// Seconds since 1970.
    public var plottedValue: Double { timeIntervalSince1970 }
}

/// `.value("Glucose", 142)`: a value with the name Swift Charts gives its axis (an axis's value labels write the values,
/// not this name, which is kept for pasting and not written); `.value("Stage", "Deep")` names a `foregroundStyle(by:)`
/// category.
public struct PlottableValue<Value>: Sendable where Value: Sendable {
    let label: String
    let value: Value

    /// `value`, labelled.
    public static func value(_ label: String, _ value: Value) -> PlottableValue<Value> { PlottableValue(label: label, value: value) }
}
