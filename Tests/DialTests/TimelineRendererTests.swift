@testable import Dial
import DialCore
import DialModel
import DialGolden
import DialPNG
import DialTestSupport
import DialText
import Foundation
import Testing

/// Live time texts move with the moment drawn: in frames of a timeline, with no timeline entry per minute.
@Suite struct TimelineRendererTests {
    /// The texts a frame draws, in order.
    static func texts(_ list: DisplayList) -> [String] {
        texts(list.commands)
    }

    /// The texts drawn, in order, those inside a clip (a view's family mask) too.
    static func texts(_ commands: [DrawCommand]) -> [String] {
        commands.flatMap { command -> [String] in
            switch command {
            case .glyphs(let run, _): [run.text]
            case .clip(_, let inner): texts(inner)
            default: []
            }
        }
    }

    /// A face named right to left leaves the heading left to right: the name is isolated, so the range reads from
    /// its start to its end and the offset keeps its sign in front ("15:40 → 16:40 (+02:00)"). Written plainly, the
    /// name would turn the whole heading around.
    @Test func aRightToLeftFaceNameLeavesTheHeadingLeftToRight() throws {
        let shaper = try TextShaper()
        let (range, zone) = ("2026-11-27 15:40 → 16:40", "+02:00")
        let heading = TimelineRenderer.heading(face: "זמני היום", range: range, zone: zone)
        #expect(!shaper.shape(heading, font: .interSemiBold, size: 16).isRightToLeft)
        #expect(shaper.shape("זמני היום — \(range) (\(zone))", font: .interSemiBold, size: 16).isRightToLeft)
        #expect(heading.hasSuffix("— \(range) (\(zone))"))
    }

    @Test func aFilmstripOfACountdownCounts() throws {
        let start = Timestamp(iso8601: "2026-11-22T10:00:00+01:00")!
        let end = Timestamp(iso8601: "2026-11-22T10:05:00+01:00")!
        let countdown = ComplicationDocument(id: "tea", slot: .center, family: .accessoryRectangular,
                                             dataProtection: DataProtection.none,
                                             content: .stack(lines: ["Tea", TextDocument(date: .instant(end), style: .timer)]))
        let face = try Face(FaceDocument(style: .modular, time: start, complications: [countdown]))
        let renderer = try TimelineRenderer()
        let request = TimelineRequest(from: start, to: Timestamp(iso8601: "2026-11-22T10:07:00+01:00")!,
                                      stepping: .every(.minutes(1)), displays: [.active])
        let schedule = try renderer.schedule(face, request)
        let frames = try renderer.frames(face, request, at: try renderer.moments(face, request, schedule: schedule))
        let timers = frames.map { Self.texts($0.list).last { $0.contains(":") && !$0.contains("Tea") } }
        // Down to the end, then up from it: the last of each frame's texts with a colon is the timer (the clock's
        // digits come first).
        #expect(timers == ["5:00", "4:00", "3:00", "2:00", "1:00", "0:00", "1:00", "2:00"])
    }

    @Test func theDefaultFacesWorldClockFollowsTheTime() throws {
        let face = try Face.bundledDefault()
        let renderer = try Renderer()
        func worldClock(_ time: String) throws -> [String] {
            let list = try renderer.displayList(face, in: RenderContext(time: TimeOverride(time)))
            // The analog face's one text with a colon (its sunset's "16:32" aside).
            return Self.texts(list).filter { $0.contains(":") && !$0.hasPrefix("SUNSET") }
        }
        let shown = try worldClock("10:09:30")
        #expect(shown == ["4:09\u{202F}AM"], "\(shown)")
        #expect(try worldClock("16:45") == ["10:45\u{202F}AM"])
        #expect(try worldClock("2026-11-22T23:30:00Z") == ["6:30\u{202F}PM"])
    }

    /// A complication hidden whole in a context reveals no reload there, whatever asked for it (the app, a location
    /// change, the system): the events are the same in both contexts, only the context differs.
    @Test func aComplicationHiddenWholeRevealsNoReloadsOfItsEvents() throws {
        let at = { (time: String) in Timestamp(iso8601: "2026-11-22T\(time):00+01:00")! }
        var secret = ComplicationDocument(id: "secret", slot: .center, family: .accessoryRectangular,
                                          dataProtection: DataProtection.none,
                                          content: .stack(lines: ["Balance", "1 204 €"]), reloadPolicy: .never)
        secret.usesLocation = true
        var document = FaceDocument(style: .modular, time: at("08:00"), complications: [secret],
                                    settings: SettingsDocument(hideSensitiveComplications: true))
        document.events = [FaceEventDocument(date: at("09:00"), event: .appReload),
                           FaceEventDocument(date: at("09:10"), event: .significantLocationChange),
                           FaceEventDocument(date: at("09:20"), event: .view),
                           FaceEventDocument(date: at("09:30"), event: .systemChange, change: .boldText)]
        let face = try Face(document)
        let renderer = try TimelineRenderer()
        func schedule(_ display: Display) throws -> ComplicationSchedule {
            try renderer.schedule(face, TimelineRequest(from: at("08:00"), to: at("10:00"), stepping: .changes, displays: [display])).complications[0]
        }
        let active = try schedule(.active)
        #expect(active.reloads.map(\.cause) == [.app(inUse: false), .location, .system(.boldText)])
        let alwaysOn = try schedule(.alwaysOn)
        #expect(alwaysOn.hidden)
        #expect(alwaysOn.reloads.isEmpty && alwaysOn.days.isEmpty && alwaysOn.shows.isEmpty)
    }

    /// A timeline whose later entries mark nothing is hidden whole under privacy while they are in force, though its
    /// first entry shows its title: in Always On the schedule gives nothing of its entries, neither the date of the
    /// last (nor the reload due after it) nor their relevance, which two faces differing only in those tell apart;
    /// active, where it is drawn, it gives them.
    @Test func aTimelinePrivacyHidesInPartGivesNoDatesUnderPrivacy() throws {
        func face(_ last: String, score: Int) throws -> Face {
            let json = """
                {"schemaVersion": 1, "style": "modular", "time": "2026-11-22T10:09:30+01:00",
                 "settings": {"hideSensitiveComplications": true}, "complications": [
                  {"id": "s", "slot": "center", "family": "accessoryRectangular", "dataProtection": "none", "timeline": [
                   {"date": "2026-11-22T08:00:00+01:00", "content": {"template": "stack", "lines": ["Title", {"text": "x", "privacySensitive": true}]}},
                   {"date": "2026-11-22T09:00:00+01:00", "content": {"template": "stack", "lines": ["Dentist"]}},
                   {"date": "2026-11-22T\(last):00+01:00", "content": {"template": "stack", "lines": ["Dentist"]},
                    "relevance": {"score": \(score), "duration": "1h"}}]}]}
                """
            return try Face.decode(Array(json.utf8), file: "face.json")
        }
        let at = { (time: String) in Timestamp(iso8601: "2026-11-22T\(time):00+01:00")! }
        let renderer = try TimelineRenderer()
        func schedule(_ face: Face, _ display: Display) throws -> ComplicationSchedule {
            try renderer.schedule(face, TimelineRequest(from: at("07:00"), to: at("11:00"), stepping: .changes,
                                                        displays: [display])).complications[0]
        }
        let (early, late) = (try face("09:30", score: 1), try face("09:45", score: 9))
        let alwaysOn = try schedule(early, .alwaysOn)
        #expect(alwaysOn.hidden)
        #expect(alwaysOn == (try schedule(late, .alwaysOn)))
        // Active shows the entries, so there the two faces' schedules differ, as their files do.
        #expect(!(try schedule(early, .active)).hidden)
        #expect(try schedule(early, .active) != (try schedule(late, .active)))
    }

    /// Asked for active and Always On together (`dial timeline`'s default), a complication Always On hides whole is
    /// not withheld: the active display shows its entries, so its schedule and its changes' frames are drawn, as they
    /// are for active alone (stranger12 #3: one frame where the prices changed twice on the raised wrist).
    @Test func bothDisplaysWithholdOnlyWhatEveryDisplayHides() throws {
        let json = """
            {"schemaVersion": 1, "time": "2026-10-02T17:30:00+04:00", "settings": {"hideSensitiveComplications": true},
             "complications": [{"id": "price", "slot": "subdialBottom", "family": "accessoryCircular", "timeline": [
               {"date": "2026-10-02T18:00:00+04:00", "content": {"template": "stack", "lines": ["₾", "24.90"]}},
               {"date": "2026-10-02T19:00:00+04:00", "content": {"template": "stack", "lines": ["₾", "26.40"]}}]}]}
            """
        let face = try Face.decode(Array(json.utf8), file: "face.json")
        let at = { (time: String) in Timestamp(iso8601: "2026-10-02T\(time):00+04:00")! }
        let renderer = try TimelineRenderer()
        func run(_ displays: [Display]) throws -> (schedule: ComplicationSchedule, moments: Int) {
            let request = TimelineRequest(from: at("17:30"), to: at("19:30"), stepping: .changes, displays: displays)
            let schedule = try renderer.schedule(face, request)
            return (schedule.complications[0], try renderer.moments(face, request, schedule: schedule).count)
        }
        let (active, both, alwaysOn) = (try run([.active]), try run([.active, .alwaysOn]), try run([.alwaysOn]))
        #expect(alwaysOn.schedule.hidden && alwaysOn.moments == 1)
        #expect(!both.schedule.hidden && both.schedule == active.schedule)
        #expect(both.moments == 3 && active.moments == 3)
    }

    /// A view's live time texts are drawn like a template's: a timer to T + 21 minutes drawn at T reads 21:00 and
    /// counts down with the time shown, and a world clock in a view follows `--time`.
    @Test func aViewsLiveTextsMoveWithTheTime() throws {
        let json = #"""
            {"schemaVersion": 1, "style": "modular", "time": "2026-11-22T10:00:00+01:00", "complications": [
              {"id": "tea", "slot": "center", "family": "accessoryRectangular", "dataProtection": "none",
               "content": {"view": {"vstack": [
                 {"text": {"date": "2026-11-22T10:21:00+01:00", "style": "timer"}},
                 {"text": {"date": "now", "style": "time", "timeZone": "Asia/Tokyo"}}]}}}]}
            """#
        let face = try Face.decode(Array(json.utf8), file: "tea.json")
        let renderer = try Renderer()
        func texts(_ time: String) throws -> [String] {
            Self.texts(try renderer.displayList(face, in: RenderContext(time: TimeOverride(time)))).suffix(2)
        }
        #expect(try texts("10:00") == ["21:00", "6:00\u{202F}PM"])
        #expect(try texts("10:16") == ["5:00", "6:16\u{202F}PM"])
    }

    // MARK: The README's filmstrip

    static let mondayFace = "Faces/timeline/monday.json"
    /// The morning filmstrip, compared as pixels. It sits beside its face, not in Golden/: GoldenTests takes every
    /// image under Golden/ for a face's golden and refuses any other.
    static let mondayGolden = "Golden/filmstrips/monday-morning.png"

    /// The README's filmstrip: the example face from 07:00 to 11:00, active and Always On, at each change.
    @Test func theMorningFilmstripMatchesItsGolden() throws {
        let face = try FaceFile.load(Repository.root.appendingPathComponent(Self.mondayFace).path, name: Self.mondayFace)
        let zone = try face.timelinePlan().zone
        let range = face.timelineRange(from: TimeOverride("07:00"), to: TimeOverride("11:00"), zone: zone)
        let request = TimelineRequest(from: range.from, to: range.to, stepping: .changes, displays: [.active, .alwaysOn])
        let renderer = try TimelineRenderer()
        let schedule = try renderer.schedule(face, request)
        let moments = try renderer.moments(face, request, schedule: schedule)
        #expect(moments.map { String($0.time.description.dropFirst(11).prefix(5)) }
                == ["07:00", "08:00", "09:00", "09:15", "09:45", "10:00", "10:25"])
        let png = try renderer.filmstrip(try renderer.frames(face, request, at: moments), schedule: schedule, request)

        let url = Repository.root.appendingPathComponent(Self.mondayGolden)
        let golden = try? Data(contentsOf: url)
        // Pixels, as every golden is checked: a change of PNG compressor changes bytes, not the picture.
        if let golden, try PNGDecoder.decode(Array(golden)).hasSamePixels(as: try PNGDecoder.decode(png)) { return }
        let mode = try RecordMode.fromEnvironment(ProcessInfo.processInfo.environment)
        let artifact = Repository.artifacts.appendingPathComponent("timeline/monday-morning.png")
        try FileManager.default.createDirectory(at: artifact.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(png).write(to: artifact)
        if mode == .failed || mode == .all || (mode == .missing && golden == nil) {
            try Data(png).write(to: url)
            Issue.record("recorded \(Self.mondayGolden): look at it, then run the tests again")
        } else {
            Issue.record("\(Self.mondayGolden) \(golden == nil ? "is missing" : "differs"); the new filmstrip is \(artifact.path)")
        }
    }

    /// Entries that differ only in what a context hides are one run in that context's schedule: neither the hidden
    /// boundary's date nor the reload the timeline's end asks for there is named; shown, both are (adversary8 leak 5).
    @Test func aScheduleNamesNoHiddenBoundary() throws {
        func face(_ second: String) throws -> Face {
            let json = """
            { "schemaVersion": 1, "style": "modular", "time": "2026-11-22T10:09:30+01:00", "complications": [
              { "id": "s", "slot": "center", "family": "accessoryRectangular", "dataProtection": "none", "timeline": [
                { "date": "2026-11-22T08:00:00+01:00", "content": { "template": "stack", "lines": ["Title", { "text": "x", "privacySensitive": true }] } },
                { "date": "\(second)", "content": { "template": "stack", "lines": ["Title", { "text": "y", "privacySensitive": true }] } } ] } ],
              "settings": { "hideSensitiveComplications": true } }
            """
            return try Face.decode(Array(json.utf8), file: "face.json")
        }
        let renderer = try TimelineRenderer()
        let (one, other) = (try face("2026-11-22T09:30:00+01:00"), try face("2026-11-22T09:45:00+01:00"))
        let (from, to) = (Timestamp(iso8601: "2026-11-22T00:00:00+01:00")!, Timestamp(iso8601: "2026-11-23T00:00:00+01:00")!)
        let hidden = TimelineRequest(from: from, to: to, stepping: .changes, displays: [.alwaysOn])
        let (a, b) = (ScheduleText.render(try renderer.schedule(one, hidden)), ScheduleText.render(try renderer.schedule(other, hidden)))
        #expect(a == b, "\(a)\n---\n\(b)")
        #expect(!a.contains("09:30") && a.contains("08:00"), "\(a)")
        let shown = TimelineRequest(from: from, to: to, stepping: .changes, displays: [.active, .alwaysOn])
        #expect(ScheduleText.render(try renderer.schedule(one, shown)).contains("09:30"))
    }

    /// A run of entries that differ only in what a context hides is named without an index in that context's
    /// schedule: the entry in force at the range's start counts the hidden changes before it, 1 or 12 doses before the
    /// day drawn (`timeline[0]` against `timeline[11]`), or before `--from` inside the day (`timeline[0]` against
    /// `timeline[4]` at 12:30), so moving the start a minute at a time found each hidden change (adversary13 leak 1).
    /// Shown, the entry in force is named.
    @Test func aScheduleNamesARunWithoutCountingItsHiddenEntries() throws {
        func face(_ dates: [String]) throws -> Face {
            let timeline = dates.enumerated().map { index, date in
                """
                { "date": "\(date)", "content": { "template": "stack", "lines": ["Meds", { "text": "dose \(index)", "privacySensitive": true }] } }
                """
            }.joined(separator: ",")
            let json = """
            { "schemaVersion": 1, "style": "modular", "time": "2026-11-22T10:09:30+01:00", "complications": [
              { "id": "c", "slot": "center", "family": "accessoryRectangular", "dataProtection": "none", "timeline": [\(timeline)] } ],
              "settings": { "hideSensitiveComplications": true } }
            """
            return try Face.decode(Array(json.utf8), file: "face.json")
        }
        func hours(_ day: String, _ hours: [Int]) -> [String] {
            hours.map { "2026-11-\(day)T\($0 < 10 ? "0" : "")\($0):00:00+01:00" }
        }
        let renderer = try TimelineRenderer()
        func schedule(_ face: Face, from: String, to: String, _ displays: [Display]) throws -> String {
            let request = TimelineRequest(from: Timestamp(iso8601: from)!, to: Timestamp(iso8601: to)!, stepping: .changes,
                                          displays: displays)
            return ScheduleText.render(try renderer.schedule(face, request))
        }
        // Before the day drawn.
        let (one, twelve) = (try face(hours("21", [8])), try face(hours("21", Array(8...19))))
        let (dayStart, dayEnd) = ("2026-11-22T00:00:00+01:00", "2026-11-23T00:00:00+01:00")
        let (a, b) = (try schedule(one, from: dayStart, to: dayEnd, [.alwaysOn]),
                      try schedule(twelve, from: dayStart, to: dayEnd, [.alwaysOn]))
        #expect(a == b, "\(a)\n---\n\(b)")
        #expect(a.contains("timeline[…]") && !a.contains("timeline[0]"), "\(a)")
        #expect(try schedule(twelve, from: dayStart, to: dayEnd, [.active, .alwaysOn]).contains("timeline[11]"))
        // Inside the day, the range starting inside the run.
        let (first, many) = (try face(hours("22", [0])), try face(hours("22", [0] + Array(9...19))))
        let (from, to) = ("2026-11-22T12:30:00+01:00", "2026-11-22T13:00:00+01:00")
        let (c, d) = (try schedule(first, from: from, to: to, [.alwaysOn]), try schedule(many, from: from, to: to, [.alwaysOn]))
        #expect(c == d, "\(c)\n---\n\(d)")
        #expect(try schedule(many, from: from, to: to, [.active, .alwaysOn]).contains("timeline[4]"))
        // Nor do the warnings on entries' spacing date a hidden change (1 entry, or 2 a minute apart).
        let close = try face(["2026-11-21T08:00:00+01:00", "2026-11-21T08:01:00+01:00"])
        let (e, f) = (try schedule(one, from: dayStart, to: dayEnd, [.alwaysOn]),
                      try schedule(close, from: dayStart, to: dayEnd, [.alwaysOn]))
        #expect(e == f, "\(e)\n---\n\(f)")
        #expect(try schedule(close, from: dayStart, to: dayEnd, [.active, .alwaysOn]).contains("timeline[1] starts 1m after timeline[0]"))
    }

    /// A run begun before the range is ranked by its first entry, as a run inside the range is: the entry in force at
    /// the range's start may be the last of many that differ only in what is hidden, and its relevance (or one an entry
    /// inside the run holds over the range with its `duration`) told of entries whose existence the context hides
    /// (notes25/r15 "relevance": 1 entry scored 10, 12 all scored 10, and 12 whose last is scored 90, ranked `c 10`,
    /// `c 10` and `c 90` on b32d6cdc). Shown, the entry in force ranks by its own score.
    @Test func aRunBegunBeforeTheRangeIsRankedByItsFirstEntry() throws {
        func face(_ relevances: [String]) throws -> Face {
            let timeline = relevances.enumerated().map { index, relevance in
                """
                { "date": "2026-11-21T\(index + 8 < 10 ? "0" : "")\(index + 8):00:00+01:00", "relevance": \(relevance),
                  "content": { "template": "stack", "lines": ["Meds", { "text": "dose \(index)", "privacySensitive": true }] } }
                """
            }.joined(separator: ",")
            let json = """
            { "schemaVersion": 1, "style": "modular", "time": "2026-11-22T10:09:30+01:00", "complications": [
              { "id": "c", "slot": "center", "family": "accessoryRectangular", "dataProtection": "none", "timeline": [\(timeline)] } ],
              "settings": { "hideSensitiveComplications": true } }
            """
            return try Face.decode(Array(json.utf8), file: "face.json")
        }
        let renderer = try TimelineRenderer()
        func schedule(_ face: Face, _ displays: [Display]) throws -> String {
            let request = TimelineRequest(from: Timestamp(iso8601: "2026-11-22T00:00:00+01:00")!,
                                          to: Timestamp(iso8601: "2026-11-23T00:00:00+01:00")!, stepping: .changes, displays: displays)
            return ScheduleText.render(try renderer.schedule(face, request))
        }
        let ten = #"{ "score": 10 }"#
        let one = try face([ten])
        let faces = [
            try face(Array(repeating: ten, count: 12)),
            try face(Array(repeating: ten, count: 11) + [#"{ "score": 90 }"#]),
            try face([ten, #"{ "score": 90, "duration": "48h" }"#, ten]),
        ]
        let alone = try schedule(one, [.alwaysOn])
        #expect(alone.contains("00:00  c 10"), "\(alone)")
        for face in faces {
            let hidden = try schedule(face, [.alwaysOn])
            #expect(hidden == alone, "\(hidden)\n---\n\(alone)")
        }
        // Shown, the entry in force at the start ranks with its own score, 90.
        #expect(try schedule(faces[1], [.active, .alwaysOn]).contains("00:00  c 90"))
        #expect(try schedule(faces[2], [.active, .alwaysOn]).contains("00:00  c 90"))
    }

    /// A timeline whose entries differ only in a `privacySensitive` line is one run under privacy, found without
    /// resolving the face per entry: 1 and 240 such entries (some on the minute, some between) give the same schedule
    /// and moments for the same number of resolved faces, so the time a timeline takes does not tell how many hidden
    /// changes the run holds (adversary11 leak 1). Shown, each entry still counts.
    @Test func aRunOfHiddenChangesCostsWhatOneEntryCosts() throws {
        func face(entries: Int) throws -> Face {
            let start = Timestamp(iso8601: "2026-11-22T09:00:00+01:00")!.secondsSinceEpoch
            let timeline = (0..<entries).map { index in
                let date = Timestamp(secondsSinceEpoch: start + Int64(index * 15), utcOffsetSeconds: 3600).description
                return """
                { "date": "\(date)", "content": { "template": "stack", "lines": [{ "text": "T", "unredacted": true }, { "text": "v\(index)", "privacySensitive": true }] } }
                """
            }.joined(separator: ",")
            let json = """
            { "schemaVersion": 1, "style": "modular", "time": "2026-11-22T10:09:30+01:00", "complications": [
              { "id": "c", "slot": "center", "family": "accessoryRectangular", "dataProtection": "none",
                "content": { "template": "stack", "lines": [{ "text": "T", "unredacted": true }, { "text": "s", "privacySensitive": true }] },
                "timeline": [\(timeline)] } ],
              "settings": { "hideSensitiveComplications": true } }
            """
            return try Face.decode(Array(json.utf8), file: "face.json")
        }
        let renderer = try TimelineRenderer()
        let (from, to) = (Timestamp(iso8601: "2026-11-22T09:00:00+01:00")!, Timestamp(iso8601: "2026-11-22T10:00:00+01:00")!)
        func run(_ face: Face, _ displays: [Display]) throws -> (String, [TimelineMoment], Int, Int) {
            let request = TimelineRequest(from: from, to: to, stepping: .changes, displays: displays)
            let probe = WorkProbe()
            var text = "", moments: [TimelineMoment] = []
            try WorkProbe.$current.withValue(probe) {
                let schedule = try renderer.schedule(face, request)
                moments = try renderer.moments(face, request, schedule: schedule)
                text = ScheduleText.render(schedule)
            }
            return (text, moments, probe.count(.facesResolved), probe.count(.entriesLookedAt))
        }
        let (one, many) = (try face(entries: 1), try face(entries: 240))
        let (a, b) = (try run(one, [.alwaysOn]), try run(many, [.alwaysOn]))
        #expect(a.0 == b.0, "\(a.0)\n---\n\(b.0)")
        #expect(a.1 == b.1)
        #expect(a.2 == b.2, "faces resolved: \(a.2) for 1 entry, \(b.2) for 240")
        // The entries looked at: those within a minute of the run's start (09:00:00 to 09:01:01, 15 s apart, 5), in
        // the schedule's search for a moment that shows it, its run check and the moments' candidates; every entry,
        // three times, before `PublicRuns`.
        #expect(a.3 == 3 && b.3 == 15, "entries looked at: \(a.3) for 1 entry, \(b.3) for 240")
        let shown = try run(many, [.active, .alwaysOn])
        #expect(shown.1.count > 200, "\(shown.1.count) moments")
    }
}
