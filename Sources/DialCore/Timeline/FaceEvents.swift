import DialModel

/// A face's `events`, checked and in date order, and what they say about a moment: whether the app is in use, when
/// the wearer views the face, and so whether a complication that uses the location gets one.
package struct FaceEvents: Hashable, Sendable {
    /// One event, its date in seconds since the epoch, with its index in the file.
    package struct Event: Hashable, Sendable {
        package var index: Int
        package var at: Int64
        package var document: FaceEventDocument
    }

    /// The events by date; the file's order among events of one date.
    package let events: [Event]
    /// The wearer's location permission, defaulted.
    package let permission: LocationPermission

    /// No events, and every location given.
    package static let none = FaceEvents(events: [], permission: .always)

    private init(events: [Event], permission: LocationPermission) {
        self.events = events
        self.permission = permission
    }

    /// The face's events, checked: a complication an app reload names must exist, a session start names its session
    /// and a system change its change, and no other event takes either. Errors carry the event's JSON path.
    package init(_ document: FaceDocument) throws(FaceError) {
        permission = document.locationPermission ?? .always
        guard let written = document.events, !written.isEmpty else {
            events = []
            return
        }
        let ids = Set((document.complications ?? []).map(\.id))
        var events: [Event] = []
        for index in written.indices {
            let event = written[index]
            try Self.check(event, at: JSONPath.root.appending(key: "events").appending(index: index), ids: ids)
            events.append(Event(index: index, at: event.date.secondsSinceEpoch, document: event))
        }
        // Events of one date keep the file's order.
        self.events = events.sorted { ($0.at, $0.index) < ($1.at, $1.index) }
    }

    private static func check(_ event: FaceEventDocument, at path: JSONPath, ids: Set<String>) throws(FaceError) {
        let kind = event.event.rawValue
        if let named = event.complications {
            if event.event != .appReload {
                throw FaceError(kind: .invalidValue, path: path.appending(key: "complications"),
                                expected: "no \"complications\" on a \(kind) event (only appReload names them)", found: "a list")
            }
            for position in named.indices where !ids.contains(named[position]) {
                throw FaceError(kind: .invalidValue, path: path.appending(key: "complications").appending(index: position),
                                expected: "the id of a complication of the face", found: "\"\(named[position])\"")
            }
        }
        try checkField(event.session, named: "session", takenOnlyBy: .sessionStart, of: event.event, at: path)
        try checkField(event.change, named: "change", takenOnlyBy: .systemChange, of: event.event, at: path)
    }

    /// A field that one kind of event takes: required on it, refused on every other kind.
    private static func checkField<Value: ClosedSet>(_ value: Value?, named key: String, takenOnlyBy owner: FaceEventDocument.Kind,
                                                     of kind: FaceEventDocument.Kind, at path: JSONPath) throws(FaceError) {
        if kind == owner, value == nil {
            throw FaceError(kind: .missingKey, path: path.appending(key: key),
                            expected: "a \(key) for \(owner.rawValue): \(Value.expectation)", found: "nothing")
        }
        if kind != owner, let value {
            throw FaceError(kind: .invalidValue, path: path.appending(key: key),
                            expected: "no \"\(key)\" on a \(kind.rawValue) event (only \(owner.rawValue) names one)",
                            found: "\"\(value.rawValue)\"")
        }
    }

    /// Whether the app is in use at `instant`: in the foreground, or in a session. Events at `instant` count.
    package func appInUse(at instant: Int64) -> Bool {
        var foreground = false
        var sessions = 0
        for event in events {
            guard event.at <= instant else { break }
            switch event.document.event {
            case .appForeground: foreground = true
            case .appBackground: foreground = false
            case .sessionStart: sessions += 1
            case .sessionEnd: sessions = max(0, sessions - 1)
            case .appReload, .significantLocationChange, .systemChange, .view: break
            }
        }
        return foreground || sessions > 0
    }

    /// The wearer's last view of the face at or before `instant`, if any.
    package func lastView(atOrBefore instant: Int64) -> Int64? {
        events.last { $0.document.event == .view && $0.at <= instant }?.at
    }

    /// The wearer's first view of the face at or after `instant`, if any.
    package func nextView(atOrAfter instant: Int64) -> Int64? {
        events.first { $0.document.event == .view && $0.at >= instant }?.at
    }

    /// Whether the permission gives the app's widgets a location at `instant`.
    package func givesLocation(at instant: Int64) -> Bool {
        switch permission {
        case .never, .askNextTime: false
        case .whileUsingApp: appInUse(at: instant)
        case .whileUsingAppOrWidgets:
            appInUse(at: instant) || lastView(atOrBefore: instant).map { instant - $0 < LocationPermission.afterViewSeconds } ?? false
        case .always: true
        }
    }

    /// Whether no moment can give a location, whatever the events: the placeholder then holds at every moment.
    package var neverGivesLocation: Bool { permission == .never || permission == .askNextTime }
}
