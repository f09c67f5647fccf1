import DialCore
import DialModel
import Testing

/// Which entry a complication shows, right at the edges: an entry's own second, the second before, nothing yet,
/// no entries at all, and Always On's whole minutes.
@Suite struct TimelineBoundaryTests {
    static func at(_ text: String) -> Timestamp { Timestamp(iso8601: text)! }

    /// A face whose one complication has an entry (showing its own date) at each of `dates`.
    static func face(_ dates: [String], content: Bool = false) -> FaceDocument {
        let timeline = dates.map { TimelineEntryDocument(date: at($0), content: Fixtures.stack(Fixtures.text($0))) }
        return Fixtures.face(hide: false, ComplicationDocument(id: "c", slot: .center, family: .accessoryRectangular,
                                                  content: content ? Fixtures.stack(Fixtures.text("static")) : nil,
                                                  timeline: timeline))
    }

    /// The first line the complication shows at `time`, or nil for its placeholder.
    static func shown(_ face: FaceDocument, at time: String, _ display: Display = .active) throws -> String? {
        let resolved = try Fixtures.resolve(face, display, RenderOverrides(time: .instant(at(time))))
        guard case .stack(let stack) = Fixtures.content(resolved.complications[0]) else { return nil }
        let lines = stack.lines
        return lines[0].text
    }

    static let entries = ["2026-11-22T09:00:00+01:00", "2026-11-22T10:00:30+01:00"]

    @Test func anEntryIsShownFromItsOwnSecond() throws {
        #expect(try Self.shown(Self.face(Self.entries), at: "2026-11-22T10:00:30+01:00") == Self.entries[1])
        #expect(try Self.shown(Self.face(Self.entries), at: "2026-11-22T09:00:00+01:00") == Self.entries[0])
    }

    @Test func oneSecondBeforeTheEntryBeforeIsShown() throws {
        #expect(try Self.shown(Self.face(Self.entries), at: "2026-11-22T10:00:29+01:00") == Self.entries[0])
    }

    @Test func everyEntryInTheFutureShowsThePlaceholderOrTheStaticContent() throws {
        let early = "2026-11-22T08:59:59+01:00"
        #expect(try Self.shown(Self.face(Self.entries), at: early) == nil)
        let resolved = try Fixtures.resolve(Self.face(Self.entries), .active, RenderOverrides(time: .instant(Self.at(early))))
        #expect(resolved.complications[0].current == .nothingCurrent)
        #expect(try Self.shown(Self.face(Self.entries, content: true), at: early) == "static")
    }

    @Test func anEmptyTimelineShowsTheStaticContentAndNeedsIt() throws {
        #expect(try Self.shown(Self.face([], content: true), at: "2026-11-22T10:00:00+01:00") == "static")
        let error = #expect(throws: FaceError.self) { try Self.shown(Self.face([]), at: "2026-11-22T10:00:00+01:00") }
        #expect(error?.path.description == "complications[0].content")
    }

    @Test func theOrderInTheFileDoesNotMatter() throws {
        let reversed = Self.face(Self.entries.reversed())
        #expect(try Self.shown(reversed, at: "2026-11-22T10:00:29+01:00") == Self.entries[0])
        #expect(try Self.shown(reversed, at: "2026-11-22T10:00:30+01:00") == Self.entries[1])
        let index = try TimelineIndex(reversed.complications![0].timeline!, at: [.key("timeline")])
        #expect(index.entries.map(\.index) == [1, 0])
        #expect(index.current(at: Self.at("2026-11-22T08:00:00Z").secondsSinceEpoch) == 1)
    }

    @Test func alwaysOnFloorsTheTimeToTheMinuteBeforeChoosing() throws {
        let face = Self.face(Self.entries)
        // 10:00:45 floored is 10:00:00, before the entry's 10:00:30: Always On still shows the one before.
        #expect(try Self.shown(face, at: "2026-11-22T10:00:45+01:00", .active) == Self.entries[1])
        #expect(try Self.shown(face, at: "2026-11-22T10:00:45+01:00", .alwaysOn) == Self.entries[0])
        #expect(try Self.shown(face, at: "2026-11-22T10:00:59+01:00", .alwaysOn) == Self.entries[0])
        #expect(try Self.shown(face, at: "2026-11-22T10:01:00+01:00", .alwaysOn) == Self.entries[1])
        let resolved = try Fixtures.resolve(face, .alwaysOn, RenderOverrides(time: .instant(Self.at("2026-11-22T10:00:45+01:00"))))
        #expect(resolved.clock.time == Self.at("2026-11-22T10:00:00+01:00"))
    }

    @Test func alwaysOnChangesAreLookedForAtTheFirstWholeMinute() throws {
        let plan = try TimelinePlanner.plan(Self.face(Self.entries), name: "test")
        let from = Self.at("2026-11-22T08:00:00+01:00").secondsSinceEpoch
        let to = Self.at("2026-11-22T12:00:00+01:00").secondsSinceEpoch
        #expect(FrameTimes.candidates(plan, from: from, to: to).map { plan.zone.timestamp(at: $0).description } == [
            "2026-11-22T08:00:00+01:00", "2026-11-22T09:00:00+01:00", "2026-11-22T10:00:30+01:00", "2026-11-22T10:01:00+01:00",
        ])
        // A complication hidden at every moment adds no moment: looking at its entries would take time they decide.
        let ids = Set(plan.complications.map(\.id))
        #expect(FrameTimes.candidates(plan, from: from, to: to, excluding: ids).map { plan.zone.timestamp(at: $0).description } == [
            "2026-11-22T08:00:00+01:00",
        ])
    }

    /// The lock's placeholder hides any complication whole at every moment of a context; privacy hides whole at every
    /// moment only one whose every content it hides whole; what is current is what changes with time.
    @Test func whichRulesHideWholeAtEveryMoment() throws {
        let line = { (marks: String) in #"{ "template": "stack", "lines": [{ "text": "Lithium" \#(marks)}] }"# }
        func complication(_ content: String, _ entries: [String]) throws -> ResolvedComplication {
            let timeline = entries.enumerated().map { #"{ "date": "2026-11-22T0\#($0.offset):00:00Z", "content": \#($0.element) }"# }
            let json = """
                { "id": "c", "slot": "center", "family": "accessoryRectangular", "content": \(content), "timeline": [\(timeline.joined(separator: ","))] }
                """
            let document = try FaceDecoder.decode(ComplicationDocument.self, from: Array(json.utf8)).value
            return try Fixtures.resolve(FaceDocument(style: .modular, time: Fixtures.morning, complications: [document]), .alwaysOn).complications[0]
        }
        let unmarked = try complication(line(""), [line(""), line("")])
        let oneEntryMarks = try complication(line(""), [line(""), line(#", "privacySensitive": true"#)])
        let oneEntryUnredacted = try complication(line(""), [line(#", "unredacted": true"#)])
        for rule in [RedactionRule.beforeFirstUnlock(.complete), .lockedWhileProtected(.completeUnlessOpen)] {
            #expect(rule.hidesWholeAtEveryMoment(unmarked) && rule.hidesWholeAtEveryMoment(oneEntryMarks))
        }
        for rule in [RedactionRule.hiddenInAlwaysOn(.hide), .hiddenInAlwaysOn(.inherit), .lockedWithoutAccess] {
            #expect(rule.hidesWholeAtEveryMoment(unmarked))
            #expect(!rule.hidesWholeAtEveryMoment(oneEntryMarks))
            #expect(!rule.hidesWholeAtEveryMoment(oneEntryUnredacted))
        }
        #expect(!RedactionRule.nothingCurrent.hidesWholeAtEveryMoment(unmarked))
    }

    @Test func stepsIncludeBothEnds() {
        #expect(FrameTimes.every(step: 60, from: 0, to: 180) == [0, 60, 120, 180])
        #expect(FrameTimes.count(every: 60, from: 0, to: 180) == 4)
        #expect(FrameTimes.count(every: 60, from: 0, to: 179) == 3)
        #expect(FrameTimes.count(every: 60, from: 0, to: 86_400) == 1441)
    }
}
