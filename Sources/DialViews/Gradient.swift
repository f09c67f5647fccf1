import DialModel

/// SwiftUI's `Gradient`: colours evenly spaced, or stops at locations, for `.tint(...)`, `.foregroundStyle(...)` and
/// `LinearGradient`.
public struct Gradient: Sendable, Equatable {
    /// A colour at a place along the gradient, from 0 to 1.
    public struct Stop: Sendable, Equatable {
        /// The colour at the stop.
        public var color: Color
        /// Where the stop is along the gradient, from 0 to 1.
        public var location: Double

        /// `color` at `location`.
        public init(color: Color, location: Double) {
            self.color = color
            self.location = location
        }
    }

    let colors: [Color]
    let locations: [Double]?

    /// Colours evenly spaced: `{"gradient": ["red", "green"]}`.
    public init(colors: [Color]) {
        self.colors = colors
        locations = nil
    }

    /// Colours at locations: `{"gradient": {"stops": [{"color": "red", "location": 0.2}, ...]}}`.
    public init(stops: [Stop]) {
        colors = stops.map(\.color)
        locations = stops.map(\.location)
    }

    func document(from start: UnitPoint = .leading, to end: UnitPoint = .trailing) -> GradientDocument {
        GradientDocument(colors: colors, locations: locations, startPoint: start.document, endPoint: end.document)
    }
}
