import DialModel

extension Family {
    /// The templates a family draws (docs/geometry.md, "Families"; ClockKit's templates per family).
    package var templates: [ContentDocument.Template] {
        switch self {
        case .accessoryCircular, .graphicExtraLarge: [.stack, .gauge, .rings, .image]
        case .accessoryCorner: [.stack, .gauge, .curvedText, .image]
        case .accessoryRectangular: [.stack, .gauge, .chart, .image]
        case .accessoryInline: [.stack]
        case .graphicBezel: [.curvedText]
        }
    }

    /// Whether the family draws a view's `widgetLabel`: a corner along the bezel beside its circle, a bezel along the
    /// ring above its circular, as WidgetKit shows a label only where the face has room for it.
    var drawsWidgetLabel: Bool {
        switch self {
        case .accessoryCorner, .graphicBezel: true
        case .accessoryCircular, .accessoryRectangular, .accessoryInline, .graphicExtraLarge: false
        }
    }

    /// A gauge's styles in this family: corners and rectangular complications draw an arc or a bar, not a ring.
    var gaugeStyles: [GaugeStyle] {
        switch self {
        case .accessoryCircular, .graphicExtraLarge: [.closed, .open, .segmented]
        case .accessoryCorner, .accessoryRectangular: [.open, .closed, .segmented]
        case .accessoryInline, .graphicBezel: []
        }
    }
}
