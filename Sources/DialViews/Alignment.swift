import DialModel

/// Where a `ZStack` or a frame puts what it holds: `.topLeading` ... `.bottomTrailing`.
public enum Alignment: Sendable {
    /// The top leading corner.
    case topLeading
    /// The middle of the top edge.
    case top
    /// The top trailing corner.
    case topTrailing
    /// The middle of the leading edge.
    case leading
    /// The centre.
    case center
    /// The middle of the trailing edge.
    case trailing
    /// The bottom leading corner.
    case bottomLeading
    /// The middle of the bottom edge.
    case bottom
    /// The bottom trailing corner.
    case bottomTrailing

    var document: AlignmentDocument {
        switch self {
        case .topLeading: .topLeading
        case .top: .top
        case .topTrailing: .topTrailing
        case .leading: .leading
        case .center: .center
        case .trailing: .trailing
        case .bottomLeading: .bottomLeading
        case .bottom: .bottom
        case .bottomTrailing: .bottomTrailing
        }
    }
}
