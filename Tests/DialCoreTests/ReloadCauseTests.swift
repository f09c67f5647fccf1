import DialCore
import DialModel
import Testing

/// Every way a complication reloads besides its policy (the seed's "Ways the widget will refresh"), each budgeted or
/// free as the seed's table says, shown in the schedule with its cause and what it changed.
@Suite struct ReloadCauseTests {
    static func at(_ time: String) -> Timestamp { Timestamp(iso8601: "2026-11-22T\(time):00+01:00")! }

    /// A face with a `never` complication `c` and another `other`, and these events; `c` uses the location if asked.
    static func face(_ events: [FaceEventDocument], usesLocation: Bool = false, budget: Int? = nil,
                     permission: LocationPermission? = nil) -> FaceDocument {
        var c = ComplicationDocument(id: "c", slot: .center, family: .accessoryRectangular,
                                     content: Fixtures.stack(Fixtures.text("now")), reloadPolicy: .never,
                                     reloadBudget: budget.map { ReloadBudgetDocument(reloadsPerDay: $0) })
        c.usesLocation = usesLocation
        let other = ComplicationDocument(id: "other", slot: .topLeft, family: .accessoryCircular,
                                         content: Fixtures.stack(Fixtures.text("1")), reloadPolicy: .never)
        var document = Fixtures.face(c)
        document.complications?.append(other)
        document.events = events
        document.locationPermission = permission
        return document
    }

    static func schedule(_ document: FaceDocument) throws -> Schedule {
        ScheduleSimulator.simulate(try TimelinePlanner.plan(document, name: "test"),
                                   from: TimelineReloadTests.midnight, to: TimelineReloadTests.nextMidnight)
    }

    static func reloads(_ document: FaceDocument, of id: String = "c") throws -> [ComplicationSchedule.Reload] {
        try schedule(document).complications.first { $0.id == id }!.reloads
    }

    /// An app reload in the background is budgeted: it counts against the day's budget, and once the budget is spent
    /// it is withheld until midnight.
    @Test func anAppReloadInTheBackgroundCostsBudget() throws {
        let reloads = try Self.reloads(Self.face([FaceEventDocument(date: Self.at("09:00"), event: .appReload),
                                                  FaceEventDocument(date: Self.at("10:00"), event: .appReload)], budget: 1))
        #expect(reloads.map(\.cause) == [.app(inUse: false), .app(inUse: false)])
        #expect(reloads.map(\.budgeted) == [true, true])
        #expect(reloads[0].used == 1 && reloads[0].granted == reloads[0].due)
        #expect(reloads[1].withheld && reloads[1].granted == Timestamp(iso8601: "2026-11-23T00:00:00+01:00")!)
        #expect(reloads[0].changed == "the same timeline again")
    }

    /// The same reload while the app is in the foreground, or in a session, is free: the budget is untouched.
    @Test(arguments: [FaceEventDocument(date: at("08:00"), event: .appForeground),
                      FaceEventDocument(date: at("08:00"), event: .sessionStart, session: .nowPlaying)])
    func anAppReloadWhileTheAppIsInUseIsFree(start: FaceEventDocument) throws {
        let end = FaceEventDocument(date: Self.at("09:30"), event: start.event == .appForeground ? .appBackground : .sessionEnd)
        let reloads = try Self.reloads(Self.face([start, FaceEventDocument(date: Self.at("09:00"), event: .appReload),
                                                  end, FaceEventDocument(date: Self.at("10:00"), event: .appReload)], budget: 1))
        #expect(reloads.map(\.cause) == [.app(inUse: true), .app(inUse: false)])
        #expect(reloads.map(\.budgeted) == [false, true])
        #expect(reloads.map(\.used) == [0, 1], "the free reload left the budget whole")
    }

    /// An app reload that names complications reloads only those.
    @Test func anAppReloadOfOneKindReloadsOnlyIt() throws {
        let document = Self.face([FaceEventDocument(date: Self.at("09:00"), event: .appReload, complications: ["other"])])
        #expect(try Self.reloads(document).isEmpty)
        #expect(try Self.reloads(document, of: "other").map(\.cause) == [.app(inUse: false)])
    }

    /// A significant location change is free and reloads what uses the location, when the wearer next views the face;
    /// without a view after it, not at all; a complication that does not use the location is not reloaded.
    @Test func aLocationChangeIsFreeAndWaitsForAView() throws {
        let change = FaceEventDocument(date: Self.at("09:00"), event: .significantLocationChange)
        let view = FaceEventDocument(date: Self.at("09:40"), event: .view)
        let reloads = try Self.reloads(Self.face([change, view], usesLocation: true))
        #expect(reloads.map(\.cause) == [.location])
        #expect(reloads[0].due == Self.at("09:40") && !reloads[0].budgeted && reloads[0].used == 0)
        #expect(reloads[0].changed == "a location")
        #expect(try Self.reloads(Self.face([change], usesLocation: true)).isEmpty, "no view: not applied")
        #expect(try Self.reloads(Self.face([change, view], usesLocation: false)).isEmpty)
    }

    /// Every system change the seed names reloads every complication, free.
    @Test(arguments: FaceEventDocument.SystemChange.allCases)
    func aSystemChangeReloadsEveryComplicationFree(change: FaceEventDocument.SystemChange) throws {
        let document = Self.face([FaceEventDocument(date: Self.at("11:00"), event: .systemChange, change: change)], budget: 0)
        for id in ["c", "other"] {
            let reloads = try Self.reloads(document, of: id)
            #expect(reloads.map(\.cause) == [.system(change)])
            #expect(reloads.map(\.budgeted) == [false] && reloads[0].granted == reloads[0].due, "free even with a budget of 0")
            #expect(reloads[0].changed.contains(change.rawValue))
        }
    }

    /// The schedule's text names each reload's cause, its cost and what it changed.
    @Test func theScheduleTextSaysCauseCostAndChange() throws {
        let text = ScheduleText.render(try Self.schedule(Self.face([
            FaceEventDocument(date: Self.at("09:00"), event: .appReload),
            FaceEventDocument(date: Self.at("11:00"), event: .systemChange, change: .language),
        ])))
        #expect(text.contains("09:00  app, budgeted: granted (1 of 75 used) → the same timeline again"), "\(text)")
        #expect(text.contains("11:00  system: language, free: granted → drawn again for the language change"), "\(text)")
    }

    /// An app reload that names an unknown complication, a session start without its session and a change on the wrong
    /// event are refused at their paths.
    @Test func badEventsAreRefusedAtTheirPaths() {
        let cases: [(FaceEventDocument, String)] = [
            (FaceEventDocument(date: Self.at("09:00"), event: .appReload, complications: ["nope"]), "events[0].complications[0]"),
            (FaceEventDocument(date: Self.at("09:00"), event: .sessionStart), "events[0].session"),
            (FaceEventDocument(date: Self.at("09:00"), event: .view, change: .language), "events[0].change"),
            (FaceEventDocument(date: Self.at("09:00"), event: .systemChange), "events[0].change"),
        ]
        for (event, path) in cases {
            #expect { try TimelinePlanner.plan(Self.face([event]), name: "test") } throws: {
                ($0 as? FaceError)?.path.description == path
            }
        }
    }
}
