import DialModel

/// How an `HStack` lines up its children across: `.top`, `.center`, `.bottom`.
public enum VerticalAlignment: Sendable {
    /// Lined up at the top.
    case top
    /// Centred.
    case center
    /// Lined up at the bottom.
    case bottom

    var document: VerticalAlignmentDocument {
        switch self {
        case .top: .top
        case .center: .center
        case .bottom: .bottom
        }
    }
}
