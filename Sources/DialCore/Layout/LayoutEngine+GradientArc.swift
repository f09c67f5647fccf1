import DialModel

extension LayoutEngine {
    /// A corner gauge whose view tints it with a gradient, as watchOS draws a `Gauge` with a `Gradient` tint along a
    /// corner's arc: the gradient runs the arc's length from its reading start (the value's minimum). An open gauge's
    /// whole arc is in the gradient, the value marked in its colour there; a capacity gauge's track is the dim colour
    /// at the value and its fill shows the gradient up to the value. Drawn as short arcs, each in the gradient's colour
    /// at its middle, overlapping a little so that no seam shows; the ends round.
    static func gradientArc(_ gradient: ViewGradient, _ gauge: RedactedGauge, start: Double, span: Double, forward: Bool,
                            center: Point, radius: Double, width: Double, on canvas: inout LayoutCanvas) {
        guard case .shown(let value) = gauge.value else { return }
        let open = gauge.style == .open
        if !open {
            canvas.stroke(.arc(center: center, radius: radius, start: start, end: start + span), width: width, cap: .round,
                          .content(track(gauge.color), accentable: gauge.accentable))
        }
        let reach = open ? 1 : value.value
        // The angle at `fraction` of the arc from its reading start.
        func angle(_ fraction: Double) -> Double { forward ? start + span * fraction : start + span * (1 - fraction) }
        if reach > 0 {
            // A piece a point of arc long: a corner's arc is short, and its steps of colour must not show.
            let pieces = Swift.max(1, Int((radius * span * reach / Device.scale).rounded(.up)))
            for piece in 0..<pieces {
                let from = reach * Double(piece) / Double(pieces), to = Swift.min(reach, reach * (Double(piece) + 1.15) / Double(pieces))
                let (a, b) = (angle(from), angle(to))
                canvas.stroke(.arc(center: center, radius: radius, start: Swift.min(a, b), end: Swift.max(a, b)), width: width,
                              cap: piece == 0 || piece == pieces - 1 ? .round : .butt,
                              .content(gradient.color(at: reach * (Double(piece) + 0.5) / Double(pieces)), accentable: gauge.accentable))
            }
        }
        if open {
            marker(at: center.offset(radius: radius, angle: angle(value.value)), width: width, color: gauge.color,
                   accentable: gauge.accentable, on: &canvas)
        }
    }
}
