import DialModel

extension ViewTree where Leaf == RedactedViewLeaf {
    /// The gauge a corner's `widgetLabel` draws along the bezel, where the label is a `Gauge` or a `ProgressView`:
    /// watchOS curves it there as a gauge, so Dial draws it as its corner gauge template does (`LayoutEngine.corner`),
    /// with the minimum and maximum labels at the arc's ends. The gauge's `label` and `currentValueLabel` have no place
    /// on the curved gauge and are not drawn, as on the watch; the corner's own view says the value.
    ///
    /// Styles keep their meaning: the open ones (`accessoryCircular`, the default, and `accessoryLinear`) mark the value
    /// on an arc wholly in the tint; the capacity ones and a progress bar fill the arc up to it. Layout modifiers around the gauge (a frame, padding) do
    /// not move an arc that follows the bezel, so they are looked through; a label that is anything else (text, a stack)
    /// is not a gauge.
    var labelCornerGauge: RedactedGauge? {
        switch self {
        case .gauge(let style, .value(let value, let paint, _), let labels):
            let open = style == .accessoryCircular || style == .accessoryLinear
            // The template's arc has one colour: a gradient's at the value, as a capacity bar's fill and an open gauge's
            // marker take it (ports3's D3: a red-to-green tint at 80 % was drawn red), or its first where the value is
            // hidden (then the paint is the redaction colour's).
            var color = paint.first
            if case .shown(let fraction) = value { color = paint.color(at: fraction.value) }
            let shown = if case .shown = value { true } else { false }
            // And along the arc, the gradient itself, as watchOS draws a corner gauge's gradient (ports3-final's N2).
            let gradient: ViewGradient? = if shown, case .gradient(let gradient) = paint { gradient } else { nil }
            return RedactedGauge(
                style: open ? .open : .closed, segments: 0,
                color: color, value: value, accentable: shown, text: nil, icon: nil,
                leading: Self.endLabel(labels.minimum), trailing: Self.endLabel(labels.maximum), title: nil,
                isDrawn: true, outlined: false, gradient: gradient)
        case .padding(_, let child), .frame(_, _, _, let child), .flexibleFrame(_, let child), .fixedSize(_, _, let child),
             .layoutPriority(_, let child), .offset(_, _, let child):
            return child.labelCornerGauge
        default:
            return nil
        }
    }

    /// An end label as the curved gauge draws it: none where the label is a shown text with nothing to draw
    /// (`Text("")`, which apps write to leave an end bare and SwiftUI draws as nothing), so the arc keeps that room.
    /// A bar or an Always On blank keeps its place: whether a hidden label is empty is not known, nor may it matter.
    private static func endLabel(_ label: ViewTree?) -> RedactedText? {
        guard let text = label?.firstText else { return nil }
        if case .text(let string) = text.content, string.allSatisfy(\.isWhitespace) { return nil }
        return text
    }
}
