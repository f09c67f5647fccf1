import DialModel
import Foundation

/// How far along (SwiftUI's `ProgressView(value:total:)`): `{"progress": {"value": 3, "total": 8}}`, with a label
/// above the bar and the current value's label below it where given (`ProgressView(value:total:) { label }
/// currentValueLabel: { ... }`).
public struct ProgressView: PrimitiveView {
    let value: ProgressValueDocument
    let label: any View
    let currentValueLabel: any View
    /// `.progressViewStyle(.circular)`: a ring; nil for the bar.
    var style: ProgressViewStyleDocument?

    /// `value` of `total` done.
    public init<Value: BinaryFloatingPoint>(value: Value, total: Value = 1) {
        self.init(value: value, total: total, label: { EmptyView() }, currentValueLabel: { EmptyView() })
    }

    /// `value` of `total` done, `label` above the bar.
    public init<Value: BinaryFloatingPoint>(value: Value, total: Value = 1, @ViewBuilder label: () -> some View) {
        self.init(value: value, total: total, label: label, currentValueLabel: { EmptyView() })
    }

    /// `value` of `total` done, `label` above the bar and `currentValueLabel` below it.
    public init<Value: BinaryFloatingPoint>(value: Value, total: Value = 1, @ViewBuilder label: () -> some View,
                                            @ViewBuilder currentValueLabel: () -> some View) {
        self.value = .value(Double(value), total: Double(total))
        self.label = label()
        self.currentValueLabel = currentValueLabel()
    }

    /// `"timerInterval": [from, to]`: how much of the interval is left at the moment drawn (`countsDown`, SwiftUI's
    /// default), or how much has gone; `label` above the bar and `currentValueLabel` below it.
    public init(timerInterval: ClosedRange<Date>, countsDown: Bool = true, @ViewBuilder label: () -> some View = { EmptyView() },
                @ViewBuilder currentValueLabel: () -> some View = { EmptyView() }) {
        func instant(_ date: Date) -> Timestamp { Timestamp(secondsSinceEpoch: Int64(date.timeIntervalSince1970.rounded()), utcOffsetSeconds: 0) }
        self.value = .timerInterval(from: instant(timerInterval.lowerBound), to: instant(timerInterval.upperBound), countsDown: countsDown)
        self.label = label()
        self.currentValueLabel = currentValueLabel()
    }

    func documents() throws(FaceError) -> [ViewDocument] {
        [ViewDocument(.progress(value, label: try singleDocument(of: label), currentValueLabel: try singleDocument(of: currentValueLabel),
                                style: style))]
    }
}

/// SwiftUI's progress view styles that show a value on the watch.
public struct ProgressViewStyle: Sendable, Equatable {
    let document: ProgressViewStyleDocument

    /// A bar (the default).
    public static let linear = ProgressViewStyle(document: .linear)
    /// A ring filled to the value, its label inside.
    public static let circular = ProgressViewStyle(document: .circular)
}

extension ProgressView {
    /// `"style": "circular"`: `ProgressView(value:total:).progressViewStyle(.circular)`, a ring. Here on the progress
    /// view itself, as `gaugeStyle` goes on a `Gauge` when written on it.
    public func progressViewStyle(_ style: ProgressViewStyle) -> ProgressView {
        var styled = self
        styled.style = style.document
        return styled
    }
}
