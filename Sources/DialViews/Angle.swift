/// An angle, as SwiftUI's `Angle` gives one to `rotationEffect(_:)`: `.degrees(135)`, `.radians(.pi / 2)`.
public struct Angle: Sendable, Equatable {
    /// The angle in degrees.
    public var degrees: Double

    /// An angle of `degrees`.
    public static func degrees(_ degrees: Double) -> Angle { Angle(degrees: degrees) }

    /// An angle of `radians`.
    public static func radians(_ radians: Double) -> Angle { Angle(degrees: radians * 180 / .pi) }
}
