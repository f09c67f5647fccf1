import DialModel

/// How a `VStack` lines up its children across, and the lines of a wrapped text (`TextAlignment`): `.leading`,
/// `.center`, `.trailing`.
public enum HorizontalAlignment: Sendable {
    /// Lined up on the leading edge.
    case leading
    /// Centred.
    case center
    /// Lined up on the trailing edge.
    case trailing

    var document: HorizontalAlignmentDocument {
        switch self {
        case .leading: .leading
        case .center: .center
        case .trailing: .trailing
        }
    }
}
