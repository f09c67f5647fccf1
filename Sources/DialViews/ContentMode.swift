import DialModel

/// How `aspectRatio` sizes a view (SwiftUI's `ContentMode`): inside what it is offered, or around it.
public enum ContentMode: Sendable, Hashable {
    /// The largest size of the ratio inside what is offered.
    case fit
    /// The smallest size of the ratio around what is offered.
    case fill

    var document: ContentModeDocument {
        switch self {
        case .fit: .fit
        case .fill: .fill
        }
    }
}
