/// The column of Apple's complication size tables a device reads from. Apple's tables have four columns (40mm, 41mm,
/// 44mm, 45mm & 49mm); Series 10's 42mm reuses 41mm and its 46mm reuses 45mm, because Apple's auto-scale table puts
/// them at the same scale, and the Ultra 3 reuses 45mm & 49mm, the Ultra's column (docs/geometry.md).
public enum SizeClass: Sendable, Hashable {
    /// 40mm (Series 4–6, SE).
    case mm40
    /// 41mm (Series 7–9) and Series 10's 42mm.
    case mm41
    /// 44mm (Series 4–6, SE).
    case mm44
    /// 45mm (Series 7–9), Series 10's 46mm and the Ultras' 49mm.
    case mm45

    /// The column's heading in Apple's tables, as `dial devices` shows where a screen's sizes come from.
    public var column: String {
        pick("40mm", "41mm", "44mm", "45mm & 49mm")
    }

    /// Picks the value of a four-column table row (40mm, 41mm, 44mm, 45mm & 49mm).
    public func pick<T>(_ mm40: T, _ mm41: T, _ mm44: T, _ mm45: T) -> T {
        switch self {
        case .mm40: mm40
        case .mm41: mm41
        case .mm44: mm44
        case .mm45: mm45
        }
    }
}
