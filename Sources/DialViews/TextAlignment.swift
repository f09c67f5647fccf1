import DialModel

/// How the lines of a wrapped text line up: `.leading`, `.center`, `.trailing`.
public enum TextAlignment: Sendable {
    /// Lines start at the leading edge.
    case leading
    /// Lines are centred.
    case center
    /// Lines end at the trailing edge.
    case trailing

    var document: HorizontalAlignmentDocument {
        switch self {
        case .leading: .leading
        case .center: .center
        case .trailing: .trailing
        }
    }
}
