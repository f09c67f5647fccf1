import DialModel

/// SwiftUI's `LinearGradient`: a gradient from `startPoint` to `endPoint` of the view's frame. A shape style
/// (`.foregroundStyle(LinearGradient(...))`) and a view of its own (`{"linearGradient": {...}}`), which fills the room it
/// is offered: `.overlay(LinearGradient(...))` lays it over a view, `.mask { }` keeps it where the mask has ink.
public struct LinearGradient: Sendable, Equatable {
    let document: GradientDocument

    /// `gradient` from `startPoint` to `endPoint`.
    public init(gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) {
        document = gradient.document(from: startPoint, to: endPoint)
    }

    /// `colors` evenly spaced from `startPoint` to `endPoint`.
    public init(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) {
        self.init(gradient: Gradient(colors: colors), startPoint: startPoint, endPoint: endPoint)
    }

    /// `stops` from `startPoint` to `endPoint`.
    public init(stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint) {
        self.init(gradient: Gradient(stops: stops), startPoint: startPoint, endPoint: endPoint)
    }
}

extension LinearGradient: PrimitiveView {
    func documents() throws(FaceError) -> [ViewDocument] { [ViewDocument(.linearGradient(document))] }
}
