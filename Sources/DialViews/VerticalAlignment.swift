import DialModel

/// How an `HStack` lines up its children across: `.top`, `.center`, `.bottom`, or their texts' first or last
/// baselines.
public enum VerticalAlignment: Sendable {
    /// Lined up at the top.
    case top
    /// Centred.
    case center
    /// Lined up at the bottom.
    case bottom
    /// The first lines' baselines on one line; a child without text by its bottom.
    case firstTextBaseline
    /// The last lines' baselines on one line; a child without text by its bottom.
    case lastTextBaseline

    var document: VerticalAlignmentDocument {
        switch self {
        case .top: .top
        case .center: .center
        case .bottom: .bottom
        case .firstTextBaseline: .firstTextBaseline
        case .lastTextBaseline: .lastTextBaseline
        }
    }
}
