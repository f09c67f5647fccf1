import DialModel

/// SwiftUI's `AngularGradient`: colours turning clockwise about a centre, from `startAngle` to `endAngle` (0 at 3
/// o'clock). A shape style (`.foregroundStyle`, `.tint`, `.fill`) and a view of its own (`{"angularGradient": {...}}`),
/// which fills the room it is offered: `.overlay(AngularGradient(...)).mask { ring }` paints a ring round its turn.
public struct AngularGradient: Sendable, Equatable {
    let document: GradientDocument

    /// `gradient` from `startAngle` to `endAngle` about `center`; an end at the start is a whole turn.
    public init(gradient: Gradient, center: UnitPoint = .center, startAngle: Angle = .degrees(0), endAngle: Angle = .degrees(0)) {
        let end = endAngle.degrees == startAngle.degrees ? startAngle.degrees + 360 : endAngle.degrees
        document = GradientDocument(colors: gradient.colors, locations: gradient.locations, center: center.document,
                                    startAngle: startAngle.degrees, endAngle: end)
    }

    /// `colors` evenly spaced from `startAngle` to `endAngle` about `center`.
    public init(colors: [Color], center: UnitPoint = .center, startAngle: Angle = .degrees(0), endAngle: Angle = .degrees(0)) {
        self.init(gradient: Gradient(colors: colors), center: center, startAngle: startAngle, endAngle: endAngle)
    }

    /// `stops` from `startAngle` to `endAngle` about `center`.
    public init(stops: [Gradient.Stop], center: UnitPoint = .center, startAngle: Angle = .degrees(0), endAngle: Angle = .degrees(0)) {
        self.init(gradient: Gradient(stops: stops), center: center, startAngle: startAngle, endAngle: endAngle)
    }

    /// A whole turn of `gradient` starting at `angle` (SwiftUI's conic form).
    public init(gradient: Gradient, center: UnitPoint = .center, angle: Angle) {
        self.init(gradient: gradient, center: center, startAngle: angle, endAngle: .degrees(angle.degrees + 360))
    }

    /// A whole turn of `colors` starting at `angle`.
    public init(colors: [Color], center: UnitPoint = .center, angle: Angle) {
        self.init(gradient: Gradient(colors: colors), center: center, angle: angle)
    }
}

extension AngularGradient: PrimitiveView {
    func documents() throws(FaceError) -> [ViewDocument] { [ViewDocument(.angularGradient(document))] }
}

extension View {
    /// `"foregroundStyle": {"angularGradient": {...}}`: an angular gradient across each text, symbol and shape.
    public func foregroundStyle(_ gradient: AngularGradient) -> some View { modified(.foregroundStyle(.gradient(gradient.document))) }

    /// `"tint": {"angularGradient": {...}}`: a gauge's or progress view's fill in the gradient's colours.
    public func tint(_ gradient: AngularGradient) -> some View { modified(.tint(.gradient(gradient.document))) }

    /// `"overlay": {"angularGradient": {...}}`: the gradient over this view, across its frame.
    public func overlay(_ gradient: AngularGradient) -> some View { modified(.overlay(.view(ViewDocument(.angularGradient(gradient.document))))) }

    /// `"background": {"angularGradient": {...}}`: the gradient behind this view, across its frame.
    public func background(_ gradient: AngularGradient) -> some View {
        modified(.background(.view(ViewDocument(.angularGradient(gradient.document)))))
    }
}

extension Shape {
    /// The shape filled with an angular gradient.
    public func fill(_ gradient: AngularGradient) -> some View { foregroundStyle(gradient) }
}
