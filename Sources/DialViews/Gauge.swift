import DialModel

/// A value between two ends (SwiftUI's `Gauge`), with the labels each style shows: `{"gauge": {"value": 0.6,
/// "currentValueLabel": {...}}}`. Its style comes from `.gaugeStyle(...)`, on it or on a view that holds it.
public struct Gauge: PrimitiveView {
    let value: Double
    let bounds: ClosedRange<Double>
    let label: any View
    let currentValueLabel: any View
    let minimumValueLabel: any View
    let maximumValueLabel: any View

    /// `value` within `bounds`, with a label.
    public init<Value: BinaryFloatingPoint>(value: Value, in bounds: ClosedRange<Value> = 0...1,
                                            @ViewBuilder label: () -> some View) {
        self.init(value: value, in: bounds, label: label, currentValueLabel: { EmptyView() },
                  minimumValueLabel: { EmptyView() }, maximumValueLabel: { EmptyView() })
    }

    /// `value` within `bounds`, with a label and the value's own label.
    public init<Value: BinaryFloatingPoint>(value: Value, in bounds: ClosedRange<Value> = 0...1,
                                            @ViewBuilder label: () -> some View,
                                            @ViewBuilder currentValueLabel: () -> some View) {
        self.init(value: value, in: bounds, label: label, currentValueLabel: currentValueLabel,
                  minimumValueLabel: { EmptyView() }, maximumValueLabel: { EmptyView() })
    }

    /// `value` within `bounds`, with a label, the value's label, and a label at each end.
    public init<Value: BinaryFloatingPoint>(value: Value, in bounds: ClosedRange<Value> = 0...1,
                                            @ViewBuilder label: () -> some View,
                                            @ViewBuilder currentValueLabel: () -> some View,
                                            @ViewBuilder minimumValueLabel: () -> some View,
                                            @ViewBuilder maximumValueLabel: () -> some View) {
        self.value = Double(value)
        self.bounds = Double(bounds.lowerBound)...Double(bounds.upperBound)
        self.label = label()
        self.currentValueLabel = currentValueLabel()
        self.minimumValueLabel = minimumValueLabel()
        self.maximumValueLabel = maximumValueLabel()
    }

    func documents() throws(FaceError) -> [ViewDocument] {
        [ViewDocument(.gauge(GaugeViewDocument(
            value: value, range: bounds == 0...1 ? nil : [bounds.lowerBound, bounds.upperBound],
            label: try singleDocument(of: label), currentValueLabel: try singleDocument(of: currentValueLabel),
            minimumValueLabel: try singleDocument(of: minimumValueLabel),
            maximumValueLabel: try singleDocument(of: maximumValueLabel))))]
    }
}
