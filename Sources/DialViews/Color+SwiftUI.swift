import DialModel

extension Color {
    /// This colour with its opacity multiplied by `opacity` (0 to 1), as SwiftUI's `Color.opacity(_:)`: `Color.red
    /// .opacity(0.5)` is `#FF453A80`.
    public func opacity(_ opacity: Double) -> Color {
        guard !opacity.isNaN else { return self }
        return withAlpha(UInt8((Double(alpha) * min(max(opacity, 0), 1)).rounded()))
    }
}
