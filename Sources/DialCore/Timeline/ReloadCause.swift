import DialModel

/// Why a complication reloaded: the seed's "Ways the widget will refresh" ("Principles of great widgets", WWDC21),
/// each budgeted or free as its table says.
package enum ReloadCause: Hashable, Sendable, Encodable, CustomStringConvertible {
    /// Its `TimelineReloadPolicy` came due: always budgeted.
    case policy
    /// The app called `WidgetCenter`: budgeted, but free while the app is in use (in the foreground or a session).
    case app(inUse: Bool)
    /// A significant location change, applied when the wearer next viewed the face: free.
    case location
    /// A system update: free.
    case system(FaceEventDocument.SystemChange)

    /// Whether it costs one of the day's reloads.
    package var isBudgeted: Bool {
        switch self {
        case .policy: true
        case .app(let inUse): !inUse
        case .location, .system: false
        }
    }

    /// `policy`, `app (in use)`, `app`, `location`, `system: boldText`.
    package var description: String {
        switch self {
        case .policy: "policy"
        case .app(let inUse): inUse ? "app (in use)" : "app"
        case .location: "location"
        case .system(let change): "system: \(change.rawValue)"
        }
    }

    package func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(description)
    }
}
