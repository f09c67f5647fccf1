import DialModel

/// WidgetKit's gauge styles, for `.gaugeStyle(...)`: `.accessoryCircular`, `.accessoryCircularCapacity`,
/// `.accessoryLinear`, `.accessoryLinearCapacity`, `.linearCapacity`.
public struct GaugeViewStyle: Sendable, Equatable {
    let document: GaugeViewStyleDocument

    /// An open ring with a marker at the value.
    public static let accessoryCircular = GaugeViewStyle(document: .accessoryCircular)
    /// A closed ring filled up to the value.
    public static let accessoryCircularCapacity = GaugeViewStyle(document: .accessoryCircularCapacity)
    /// A bar with a marker at the value.
    public static let accessoryLinear = GaugeViewStyle(document: .accessoryLinear)
    /// A bar filled up to the value.
    public static let accessoryLinearCapacity = GaugeViewStyle(document: .accessoryLinearCapacity)
    /// A bar filled up to the value, with its labels around it.
    public static let linearCapacity = GaugeViewStyle(document: .linearCapacity)
}
