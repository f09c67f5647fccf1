import DialModel

/// The levels of the foreground SwiftUI draws with falling opacity: `.primary`, `.secondary`, `.tertiary`,
/// `.quaternary`, for `.foregroundStyle(...)` and `.tint(...)`.
public struct HierarchicalShapeStyle: Sendable, Equatable {
    let document: HierarchicalStyleDocument

    /// The foreground itself.
    public static let primary = HierarchicalShapeStyle(document: .primary)
    /// The second level: labels beside a value.
    public static let secondary = HierarchicalShapeStyle(document: .secondary)
    /// The third level.
    public static let tertiary = HierarchicalShapeStyle(document: .tertiary)
    /// The fourth level, faintest.
    public static let quaternary = HierarchicalShapeStyle(document: .quaternary)
}
