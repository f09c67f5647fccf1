import DialCore
import DialModel
import Testing

/// The location permission states of the seed ("Widget location permission"), each against the same morning: a view
/// at 09:00, the app in the foreground from 10:00 to 10:30.
@Suite struct FaceEventsTests {
    static let morning = [
        FaceEventDocument(date: ReloadCauseTests.at("09:00"), event: .view),
        FaceEventDocument(date: ReloadCauseTests.at("10:00"), event: .appForeground),
        FaceEventDocument(date: ReloadCauseTests.at("10:30"), event: .appBackground),
    ]
    static let moments = ["08:00", "09:05", "09:20", "10:10", "11:00"]

    /// Whether each permission gives a location at each moment: never and ask-next-time never; while using the app
    /// only with the app in the foreground; with widgets too for 15 minutes after the view; always always. The
    /// schedule of a complication that uses the location shows its placeholder exactly where none is given.
    @Test(arguments: [(LocationPermission.never, [false, false, false, false, false]),
                      (.askNextTime, [false, false, false, false, false]),
                      (.whileUsingApp, [false, false, false, true, false]),
                      (.whileUsingAppOrWidgets, [false, true, false, true, false]),
                      (.always, [true, true, true, true, true])])
    func eachPermissionGivesALocationWhenTheSeedSays(permission: LocationPermission, given: [Bool]) throws {
        let document = ReloadCauseTests.face(Self.morning, usesLocation: true, permission: permission)
        let events = try FaceEvents(document)
        #expect(Self.moments.map { events.givesLocation(at: ReloadCauseTests.at($0).secondsSinceEpoch) } == given)
        let spans = try ReloadCauseTests.schedule(document).complications[0].shows
        let shown = Self.moments.map { time in
            let instant = ReloadCauseTests.at(time).secondsSinceEpoch
            return spans.last { $0.from.secondsSinceEpoch <= instant }!.shows
        }
        #expect(shown == given.map { $0 ? .content : .noLocation })
        #expect(events.neverGivesLocation == (permission == .never || permission == .askNextTime))
    }

    /// A complication that does not use the location draws its content whatever the permission.
    @Test func aComplicationWithoutLocationIgnoresThePermission() throws {
        let document = ReloadCauseTests.face(Self.morning, usesLocation: false, permission: .never)
        #expect(try ReloadCauseTests.schedule(document).complications[0].shows.map(\.shows) == [.content])
    }

    /// The app is in use in the foreground or in a session, sessions and the foreground each ending on their own.
    @Test func theAppIsInUseInTheForegroundOrASession() throws {
        let events = try FaceEvents(ReloadCauseTests.face([
            FaceEventDocument(date: ReloadCauseTests.at("08:00"), event: .sessionStart, session: .navigation),
            FaceEventDocument(date: ReloadCauseTests.at("08:30"), event: .appForeground),
            FaceEventDocument(date: ReloadCauseTests.at("09:00"), event: .sessionEnd),
            FaceEventDocument(date: ReloadCauseTests.at("09:30"), event: .appBackground),
        ]))
        let inUse = ["07:59", "08:00", "08:45", "09:15", "09:30", "10:00"].map {
            events.appInUse(at: ReloadCauseTests.at($0).secondsSinceEpoch)
        }
        #expect(inUse == [false, true, true, true, false, false])
    }

    /// A field one kind of event takes (a session start's `session`, a system change's `change`): missing there, and
    /// present on any other kind, each refused at its path with what was expected and found.
    @Test(arguments: [
        (FaceEventDocument(date: ReloadCauseTests.at("09:00"), event: .sessionStart), FaceError.Kind.missingKey, "events[0].session",
         "a session for sessionStart: \(FaceEventDocument.Session.expectation)", "nothing"),
        (FaceEventDocument(date: ReloadCauseTests.at("09:00"), event: .view, session: .workout), .invalidValue, "events[0].session",
         "no \"session\" on a view event (only sessionStart names one)", "\"workout\""),
        (FaceEventDocument(date: ReloadCauseTests.at("09:00"), event: .systemChange), .missingKey, "events[0].change",
         "a change for systemChange: \(FaceEventDocument.SystemChange.expectation)", "nothing"),
        (FaceEventDocument(date: ReloadCauseTests.at("09:00"), event: .sessionStart, session: .navigation, change: .region), .invalidValue,
         "events[0].change", "no \"change\" on a sessionStart event (only systemChange names one)", "\"region\""),
    ])
    func aFieldOfOneKindIsRequiredThereAndRefusedElsewhere(event: FaceEventDocument, kind: FaceError.Kind, path: String,
                                                         expected: String, found: String) {
        do {
            _ = try FaceEvents(ReloadCauseTests.face([event]))
            Issue.record("accepted \(event)")
        } catch {
            #expect(error.kind == kind && error.path.description == path, "\(error)")
            #expect(error.expected == expected && error.found == found, "\(error)")
        }
    }
}
