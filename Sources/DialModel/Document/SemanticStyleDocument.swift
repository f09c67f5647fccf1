/// SwiftUI's semantic shape styles that a watch face draws as fixed colours, in the dark appearance every watch face
/// has: the fill levels (`.fill`, `.fill.secondary`, ...: Apple's system fills, grey at 36, 32, 24 and 18 %) and the
/// background levels (`.background` black, `.background.secondary`, `.background.tertiary`: Apple's grouped dark
/// greys). Read wherever a view takes a style or a layer (`foregroundStyle`, `tint`, `background`, `overlay`,
/// `containerBackground`), not inside a gradient, as SwiftUI's `Gradient` takes colours only.
package enum SemanticStyleDocument: String, ClosedSet {
    case fill
    case fillSecondary = "fill.secondary"
    case fillTertiary = "fill.tertiary"
    case fillQuaternary = "fill.quaternary"
    case background
    case backgroundSecondary = "background.secondary"
    case backgroundTertiary = "background.tertiary"

    /// The colour the style is on a watch face.
    package var color: Color {
        switch self {
        case .fill: Color(red: 0x78, green: 0x78, blue: 0x80, alpha: 0x5C)
        case .fillSecondary: Color(red: 0x78, green: 0x78, blue: 0x80, alpha: 0x52)
        case .fillTertiary: Color(red: 0x76, green: 0x76, blue: 0x80, alpha: 0x3D)
        case .fillQuaternary: Color(red: 0x76, green: 0x76, blue: 0x80, alpha: 0x2E)
        case .background: .black
        case .backgroundSecondary: Color(red: 0x1C, green: 0x1C, blue: 0x1E)
        case .backgroundTertiary: Color(red: 0x2C, green: 0x2C, blue: 0x2E)
        }
    }
}
