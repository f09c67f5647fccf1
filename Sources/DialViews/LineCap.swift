import DialModel

/// How a stroke's ends are drawn (SwiftUI's `CGLineCap`, as `StrokeStyle(lineCap:)` takes it): `"lineCap": "round"`.
public enum LineCap: Sendable {
    /// Square, ending exactly at the line's end (SwiftUI's default).
    case butt
    /// Rounded, reaching half the width past the end.
    case round

    var document: LineCapDocument {
        switch self {
        case .butt: .butt
        case .round: .round
        }
    }
}
