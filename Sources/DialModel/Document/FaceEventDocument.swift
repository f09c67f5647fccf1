/// Something that happens around the face at a moment and may reload its complications, besides their reload
/// policies: the seed "Principles of great widgets" (WWDC21) names the app's `WidgetCenter` reloads, the app in the
/// foreground or in a session, significant location changes and system updates. `dial timeline` shows what each did.
public struct FaceEventDocument: Codable, Sendable, Hashable {
    /// What happens.
    public enum Kind: String, ClosedSet {
        /// The app calls `WidgetCenter.reloadTimelines(ofKind:)` (`complications`) or `reloadAllTimelines()`:
        /// budgeted, but free while the app is in the foreground or in a session.
        case appReload
        /// The app comes to the foreground: its reloads are free until `appBackground`.
        case appForeground
        /// The app leaves the foreground.
        case appBackground
        /// The app starts a session (`session`): its reloads are free until `sessionEnd`.
        case sessionStart
        /// The session ends.
        case sessionEnd
        /// The system notices a significant location change: a free reload of each complication that `usesLocation`,
        /// applied when the wearer next views the face (a `view`), not when the location changes.
        case significantLocationChange
        /// A system update (`change`): a free reload of every complication.
        case systemChange
        /// The wearer raises the wrist and views the face.
        case view
    }

    /// A session that makes the app in use while it runs (the seed names Navigation and Now Playing audio).
    public enum Session: String, ClosedSet {
        /// Turn-by-turn directions.
        case navigation
        /// Audio playing (Now Playing).
        case nowPlaying
        /// A workout session.
        case workout
    }

    /// A system update the seed lists as reloading widgets for free.
    public enum SystemChange: String, ClosedSet {
        /// The wearer's language.
        case language
        /// The wearer's region.
        case region
        /// Accessibility: Bold Text.
        case boldText
        /// Accessibility: Text Size (Dynamic Type).
        case textSize
        /// A significant time change (a new time zone, the clock set).
        case significantTimeChange
        /// An iCloud or App Store account change.
        case account
    }

    /// Required: when it happens.
    public var date: Timestamp
    /// Required.
    public var event: Kind
    /// `appReload` only: the complications the app reloads, by id. Default: all of them (`reloadAllTimelines`).
    public var complications: [String]?
    /// Required for `sessionStart`, refused elsewhere.
    public var session: Session?
    /// Required for `systemChange`, refused elsewhere.
    public var change: SystemChange?

    /// An event; `complications`, `session` and `change` where its kind takes them.
    public init(date: Timestamp, event: Kind, complications: [String]? = nil, session: Session? = nil,
                change: SystemChange? = nil) {
        self.date = date
        self.event = event
        self.complications = complications
        self.session = session
        self.change = change
    }

    /// Its keys, as its `Codable` conformance reads them and its `DocumentShape` takes them.
    enum CodingKeys: String, CodingKey, CaseIterable { case date, event, complications, session, change }
}

extension FaceEventDocument: DocumentShaped {
    static let shape = DocumentShape.values(CodingKeys.self)
}
