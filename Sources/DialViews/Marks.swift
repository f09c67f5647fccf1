import DialModel

/// Swift Charts' `LineMark(x:y:)`: joined to the next line mark of its series, `{"lineMark": {"x": 0, "y": 142}}`.
public struct LineMark: MarkContent {
    let marks: [ChartMarkDocument]

    /// A point of the line at `x`, `y`, joined to the next of its `series`.
    public init<X: PlottableNumber, Y: PlottableNumber>(x: PlottableValue<X>, y: PlottableValue<Y>, series: PlottableValue<String>? = nil) {
        marks = [ChartMarkDocument(.line(x: x.value.plottedValue, y: y.value.plottedValue, series: series?.value))]
    }
}

/// Swift Charts' `PointMark(x:y:)`: a disc, `{"pointMark": {"x": 0, "y": 142}}`.
public struct PointMark: MarkContent {
    let marks: [ChartMarkDocument]

    /// A disc at `x`, `y`.
    public init<X: PlottableNumber, Y: PlottableNumber>(x: PlottableValue<X>, y: PlottableValue<Y>) {
        marks = [ChartMarkDocument(.point(x: x.value.plottedValue, y: y.value.plottedValue))]
    }
}

/// Swift Charts' `BarMark(x:y:)` and `BarMark(x:yStart:yEnd:)`: `{"barMark": {"x": 3, "y": 800}}`.
public struct BarMark: MarkContent {
    let marks: [ChartMarkDocument]

    /// A bar at `x` from the plot's floor up to `y`.
    public init<X: PlottableNumber, Y: PlottableNumber>(x: PlottableValue<X>, y: PlottableValue<Y>) {
        marks = [ChartMarkDocument(.bar(x: x.value.plottedValue, y: y.value.plottedValue, yStart: nil))]
    }

    /// A bar at `x` from `yStart` to `yEnd`.
    public init<X: PlottableNumber, Y: PlottableNumber>(x: PlottableValue<X>, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>) {
        marks = [ChartMarkDocument(.bar(x: x.value.plottedValue, y: yEnd.value.plottedValue, yStart: yStart.value.plottedValue))]
    }
}

/// Swift Charts' `AreaMark(x:y:)`: the area under its series' line, `{"areaMark": {"x": 0, "y": 3}}`.
public struct AreaMark: MarkContent {
    let marks: [ChartMarkDocument]

    /// A point of the area's top edge at `x`, `y`, in its `series`.
    public init<X: PlottableNumber, Y: PlottableNumber>(x: PlottableValue<X>, y: PlottableValue<Y>, series: PlottableValue<String>? = nil) {
        marks = [ChartMarkDocument(.area(x: x.value.plottedValue, y: y.value.plottedValue, series: series?.value))]
    }
}

/// Swift Charts' `RuleMark(y:)` (a line across the plot) and `RuleMark(x:)` (a line up it): `{"ruleMark": {"y": 70}}`.
public struct RuleMark: MarkContent {
    let marks: [ChartMarkDocument]

    /// A line across the plot at `y`.
    public init<Y: PlottableNumber>(y: PlottableValue<Y>) {
        marks = [ChartMarkDocument(.rule(.y(y.value.plottedValue)))]
    }

    /// A line up the plot at `x`.
    public init<X: PlottableNumber>(x: PlottableValue<X>) {
        marks = [ChartMarkDocument(.rule(.x(x.value.plottedValue)))]
    }
}
