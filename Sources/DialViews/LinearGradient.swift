import DialModel

/// SwiftUI's `LinearGradient`: a gradient from `startPoint` to `endPoint` of the view's frame.
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
