@testable import DialCore
import DialModel
import DialTestSupport
import Foundation
import Testing

@Suite struct ResolverTests {
    @Test func appliesDocumentedDefaults() throws {
        let face = try Fixtures.resolve(FaceDocument())
        #expect(face.device.id == .mm45)
        #expect(face.style == .infograph)
        #expect(face.clock.kind == .analog)
        #expect(face.clock.time == Resolver.defaultTime)
        #expect(face.clock.showsSeconds)
        #expect(face.clock.accent == Color(hex: "#FF9F0A"))
        #expect(face.privacy.hideSensitiveComplications == false)
        #expect(face.complications.isEmpty)
    }

    @Test(arguments: DeviceID.allCases)
    func bindsTheDeviceGeometry(id: DeviceID) throws {
        let face = try Fixtures.resolve(FaceDocument(device: .mm40), .active, RenderOverrides(device: id))
        #expect(face.device.id == id)
        #expect(face.device == Device(id))
    }

    @Test func devicesHaveTheSizesOfTheSpec() {
        let sizes = Dictionary(uniqueKeysWithValues: Device.all.map { ($0.id.rawValue, "\($0.pixelWidth)x\($0.pixelHeight)") })
        #expect(sizes == ["40mm": "324x394", "44mm": "368x448", "41mm": "352x430", "45mm": "396x484",
                          "42mm": "374x446", "46mm": "416x496", "49mm": "410x502", "ultra3": "422x514"])
        #expect(Device(.mm42).sizeClass == .mm41)
        #expect(Device(.mm46).sizeClass == .mm45)
        #expect(Device(.mm49).cornerRadiusPoints == 38)
        #expect(Device(.ultra3).sizeClass == .mm45)
        #expect(Device.all.filter { !$0.hasOwnSizeColumn }.map(\.id) == [.mm42, .mm46, .ultra3])
    }

    @Test func alwaysOnFloorsTheTimeAndHidesSeconds() throws {
        let document = Fixtures.face(style: .infograph)
        let active = try Fixtures.resolve(document, .active)
        let alwaysOn = try Fixtures.resolve(document, .alwaysOn)
        #expect(active.clock.time.wallClock.second == 30)
        #expect(active.clock.showsSeconds)
        #expect(alwaysOn.clock.time.wallClock.second == 0)
        #expect(alwaysOn.clock.time.wallClock.minute == 9)
        #expect(!alwaysOn.clock.showsSeconds)
    }

    @Test func timeOfDayOverrideKeepsTheFacesDateAndOffset() throws {
        let face = try Fixtures.resolve(Fixtures.face(), .active, RenderOverrides(time: TimeOverride("23:59:59")))
        #expect(face.clock.time.description == "2026-11-22T23:59:59+01:00")
    }

    @Test func defaultsFollowTheFamily() throws {
        let document = Fixtures.face(Fixtures.calendar(Fixtures.text("Title"), Fixtures.text("Body")))
        let content = try #require(Fixtures.content(try Fixtures.resolve(document).complications.first))
        guard case .stack(let stack) = content else { Issue.record("expected a stack"); return }
        let lines = stack.lines
        #expect(lines[0].font == TextFont(font: .interSemiBold, size: 39))
        #expect(lines[0].color == Resolver.defaultAccent)
        #expect(lines[1].font == TextFont(font: .interMedium, size: 39))
        #expect(lines[1].color == .white)
    }

    @Test func refusesASlotTheStyleDoesNotHave() {
        let document = Fixtures.face(style: .infograph, Fixtures.calendar(Fixtures.text("x")))
        let error = #expect(throws: FaceError.self) { try Fixtures.resolve(document) }
        #expect(error?.path.description == "complications[0].family")
        #expect(error?.found == "\"accessoryRectangular\"")
        #expect(error?.expected.contains("accessoryCorner") == true)
    }

    @Test func refusesAFamilyInTheWrongSlot() {
        let complication = ComplicationDocument(id: "a", slot: .topLeft, family: .accessoryCircular, content: Fixtures.stack(Fixtures.text("x")))
        let error = #expect(throws: FaceError.self) { try Fixtures.resolve(Fixtures.face(style: .infograph, complication)) }
        #expect(error?.path.description == "complications[0].slot")
        #expect(error?.expected == "a slot of infograph that takes accessoryCircular: one of \"subdialTop\", \"subdialLeft\", \"subdialRight\", \"subdialBottom\" (\"topLeft\" takes \"accessoryCorner\")")
    }

    @Test func refusesDuplicateIdsAndSlots() {
        let a = ComplicationDocument(id: "a", slot: .bottomLeft, family: .accessoryCircular, content: Fixtures.stack(Fixtures.text("x")))
        var b = a
        b.slot = .bottomRight
        let duplicateID = #expect(throws: FaceError.self) { try Fixtures.resolve(Fixtures.face(a, b)) }
        #expect(duplicateID?.path.description == "complications[1].id")
        b.id = "b"
        b.slot = .bottomLeft
        let duplicateSlot = #expect(throws: FaceError.self) { try Fixtures.resolve(Fixtures.face(a, b)) }
        #expect(duplicateSlot?.path.description == "complications[1].slot")
        #expect(duplicateSlot?.found.contains("complications[0] \"a\"") == true)
    }

    @Test func refusesTooManyLinesForTheFamily() {
        let corner = ComplicationDocument(id: "a", slot: .topLeft, family: .accessoryCorner,
                                          content: Fixtures.stack(Fixtures.text("1"), Fixtures.text("2")))
        let error = #expect(throws: FaceError.self) { try Fixtures.resolve(Fixtures.face(style: .infograph, corner)) }
        #expect(error?.path.description == "complications[0].content.lines")
        #expect(error?.found == "2 lines")
    }

    @Test func refusesAGaugeWhoseRangeIsEmpty() {
        let gauge = ComplicationDocument(id: "g", slot: .bottomLeft, family: .accessoryCircular,
                                         content: .gauge(GaugeDocument(value: 1, min: 5, max: 5)))
        let error = #expect(throws: FaceError.self) { try Fixtures.resolve(Fixtures.face(gauge)) }
        #expect(error?.path.description == "complications[0].content.max")
    }

    /// A gauge error names the field that does not fit beside the rest: an open ring whose end labels take the gap its
    /// icon sits in would draw the icon in its middle, in the text's place, so the icon is named; a closed ring's icon
    /// is instead of text, so the text is; an open ring with an icon and end labels but no text is drawn.
    @Test(arguments: [
        (#""style": "open", "text": {"text": "22"}, "icon": {"icon": "drop"}, "leading": {"text": "0"}, "trailing": {"text": "28"}"#,
         "complications[0].content.icon" as String?),
        (#""style": "closed", "text": {"text": "22"}, "icon": {"icon": "drop"}"#, "complications[0].content.text"),
        (#""style": "open", "icon": {"icon": "drop"}, "leading": {"text": "0"}, "trailing": {"text": "28"}"#, nil),
        (#""style": "open", "text": {"text": "22"}, "icon": {"icon": "drop"}"#, nil),
    ])
    func aGaugeErrorNamesTheFieldThatDoesNotFit(fields: String, path: String?) throws {
        let json = Fixtures.modular(#"{ "id": "g", "slot": "topLeft", "family": "accessoryCircular", "content": { "template": "gauge", "value": 0.5, \#(fields) } }"#)
        let document = try FaceDocument.decode(Array(json.utf8)).document
        guard let path else {
            _ = try Fixtures.resolve(document)
            return
        }
        let error = #expect(throws: FaceError.self) { try Fixtures.resolve(document) }
        #expect(error?.path.description == path)
    }

    @Test func refusesSettingsForAnUnknownComplication() {
        var document = Fixtures.face(Fixtures.calendar(Fixtures.text("x")))
        document.settings?.perComplication = ["calender": .hide]
        let error = #expect(throws: FaceError.self) { try Fixtures.resolve(document) }
        #expect(error?.path.description == "settings.perComplication.calender")
        #expect(error?.expected == "the id of a complication: one of \"calendar\"")
    }

    @Test func gaugeValuesAreClampedIntoTheirRange() throws {
        let gauge = ComplicationDocument(id: "g", slot: .bottomLeft, family: .accessoryCircular,
                                         content: .gauge(GaugeDocument(value: 40, min: -5, max: 25)))
        guard case .gauge(let resolved) = Fixtures.content(try Fixtures.resolve(Fixtures.face(gauge)).complications[0]) else {
            Issue.record("expected a gauge"); return
        }
        #expect(resolved.value == .one)
    }

    /// A value is data: it never makes a render fail (docs/privacy.md, "Non-interference").
    @Test func ringValuesBelowZeroAreDrawnEmptyNotRefused() throws {
        let rings = ComplicationDocument(id: "r", slot: .bottomLeft, family: .accessoryCircular,
                                         content: .rings(RingsDocument(rings: [RingDocument(value: -5), RingDocument(value: 3e12, max: 2)])))
        guard case .rings(let resolved) = Fixtures.content(try Fixtures.resolve(Fixtures.face(rings)).complications[0]) else {
            Issue.record("expected rings"); return
        }
        #expect(resolved.rings.map(\.turns) == [0, Resolver.maxRingTurns])
    }

    /// The finding: a fixed `max` and a reading above every bound the chart derived made the render fail.
    @Test func aChartWithOnlyAMaxAndReadingsAboveItIsDrawnAtItsTop() throws {
        var chart = ChartDocument(style: .line, values: [100, 120, 180])
        chart.max = 90
        let face = Fixtures.face(ComplicationDocument(id: "c", slot: .center, family: .accessoryRectangular, content: .chart(chart)))
        guard case .chart(let resolved) = Fixtures.content(try Fixtures.resolve(face).complications[0]) else {
            Issue.record("expected a chart"); return
        }
        #expect(resolved.points == [.one, .one, .one])
    }

    @Test func aChartWithOnlyAMinAndReadingsBelowItIsDrawnAtItsBottom() throws {
        var chart = ChartDocument(style: .bars, values: [3, 4, 5])
        chart.min = 10
        let face = Fixtures.face(ComplicationDocument(id: "c", slot: .center, family: .accessoryRectangular, content: .chart(chart)))
        guard case .chart(let resolved) = Fixtures.content(try Fixtures.resolve(face).complications[0]) else {
            Issue.record("expected a chart"); return
        }
        #expect(resolved.points == [.zero, .zero, .zero])
    }

    /// Issue #17: a custom frame that reaches into a corner's text and arcs is refused, naming both slots and the
    /// device; the same frame without the corner is fine.
    @Test func aCustomFrameReachingIntoACornerIsRefused() throws {
        var face = FaceDocument(style: .custom, time: Fixtures.morning, complications: [])
        let strip = CustomSlotDocument(name: SlotID("strip"), family: .accessoryInline,
                                       frame: FrameDocument(x: 10, y: 200, width: 178, height: 20))
        face.slots = [strip, CustomSlotDocument(name: SlotID("bl"), family: .accessoryCorner, corner: .bottomLeft)]
        let error = #expect(throws: FaceError.self) { try Fixtures.resolve(face) }
        #expect(error?.path.description == "slots[0].frame")
        #expect(error?.found == "a frame reaching into slots[1] \"bl\" (bottomLeft) on 45mm, at x 10, y 220")
        #expect(error?.expected.contains("outside the dial's circle (radius 93 pt about x 99, y 121) within 29° either side") == true,
                "the message says where the corner's region is: \(String(describing: error?.expected))")
        face.slots = [strip]
        _ = try Fixtures.resolve(face)
    }

    /// A custom frame leaves the clock its room: a digital clock's digits, an analog clock's date window.
    @Test func aCustomFrameOverTheClocksDigitsOrDateWindowIsRefused() throws {
        var face = FaceDocument(style: .custom, time: Fixtures.morning, complications: [])
        face.slots = [CustomSlotDocument(name: SlotID("photo"), family: .accessoryRectangular,
                                         frame: FrameDocument(x: 20, y: 100, width: 159, height: 55))]
        _ = try Fixtures.resolve(face)
        face.clock = ClockDocument()
        face.clock?.date = .weekdayDayMonth
        let window = #expect(throws: FaceError.self) { try Fixtures.resolve(face) }
        // Where the window is, in points, as the digits' band and the corners' regions are told (stranger14 #12).
        #expect(window?.expected == "a frame clear of the date window at 3 o'clock (x 101 to 179 pt, y 108 to 134 pt)")
        face.clock = ClockDocument(kind: .digital)
        face.slots = [CustomSlotDocument(name: SlotID("top"), family: .accessoryRectangular,
                                         frame: FrameDocument(x: 100, y: 10, width: 90, height: 40))]
        let digits = #expect(throws: FaceError.self) { try Fixtures.resolve(face) }
        #expect(digits?.expected == "a frame clear of the clock's digits (the band from y 17 to 48 pt, x 0 to 190 pt)")
        #expect(digits?.found == "a frame over it on 45mm")
    }

    /// Issue #23: a custom face either fits every screen or is refused on every screen, naming the one it does not
    /// fit. The corners' regions follow the dial's edge towards each screen's own corners, at slightly different
    /// angles on screens of other proportions: this frame is clear of the top left corner's region on 45mm, its own
    /// screen, but not on 49mm.
    @Test func aCustomFaceThatFitsItsOwnScreenButNotAnotherIsRefusedOnEveryScreenNamingIt() throws {
        var face = FaceDocument(device: .mm45, style: .custom, time: Fixtures.morning, complications: [])
        face.slots = [CustomSlotDocument(name: SlotID("dot"), family: .accessoryCircular, frame: FrameDocument(x: 44, y: 46, width: 12, height: 12)),
                      CustomSlotDocument(name: SlotID("tl"), family: .accessoryCorner, corner: .topLeft)]
        // On its own screen alone, it fits.
        _ = try Resolver.styleLayout(face, style: .custom, frame: FaceFrame(device: Device(.mm45)), device: .mm45)
        var messages: Set<String> = []
        for device in DeviceID.allCases {
            let error = #expect(throws: FaceError.self) { try Fixtures.resolve(face, .active, RenderOverrides(device: device)) }
            #expect(error?.path.description == "slots[0].frame")
            messages.insert(error?.found ?? "")
        }
        #expect(messages.count == 1, "the same refusal on every screen: \(messages)")
        #expect(messages.first?.contains("on 49mm") == true, "\(messages)")
    }

    /// Frames that touch where they were drawn touch on every screen (each edge scales with the screen; scaling an
    /// origin and a width apart could make them overlap by a rounding error), and an overlap is found on the face's
    /// own screen, which the error names.
    @Test func touchingCustomFramesFitEveryScreenAndAnOverlapNamesTheScreen() throws {
        var face = FaceDocument(device: .mm45, style: .custom, time: Fixtures.morning, complications: [])
        face.slots = [33.3, 66.6, 99.9, 133.2].enumerated().map { index, x in
            CustomSlotDocument(name: SlotID("c\(index)"), family: .accessoryCircular, frame: FrameDocument(x: x - 33.3, y: 100.7, width: 33.3, height: 33.3))
        }
        for device in DeviceID.allCases { _ = try Fixtures.resolve(face, .active, RenderOverrides(device: device)) }
        face.slots?[1].frame?.x -= 0.5
        let error = #expect(throws: FaceError.self) { try Fixtures.resolve(face, .active, RenderOverrides(device: .mm40)) }
        #expect(error?.found.hasPrefix("a frame overlapping slots[0] \"c0\" on 45mm, the face's own screen") == true, "\(String(describing: error?.found))")
    }

    /// A frame just below a custom face's digits on its own screen is below them on every screen: the digits' band
    /// scales with the frames (the modular faces' band, from Apple's sizes, grows faster than the screen).
    @Test(arguments: [DeviceID.mm40, .mm45, .mm49])
    func aFrameClearOfTheDigitsOnItsOwnScreenIsClearOnEveryScreen(own: DeviceID) throws {
        var face = FaceDocument(device: own, style: .custom, time: Fixtures.morning, complications: [])
        face.clock = ClockDocument(kind: .digital)
        let designed = FaceFrame(device: Device(own))
        guard case .digital(let band, _) = StyleLayout.modular(designed).clock else { Issue.record("no digits"); return }
        face.slots = [CustomSlotDocument(name: SlotID("below"), family: .accessoryRectangular,
                                         frame: FrameDocument(x: 10, y: band.maxY / Device.scale, width: 100, height: 40))]
        for device in DeviceID.allCases {
            let resolved = try Fixtures.resolve(face, .active, RenderOverrides(device: device))
            let slots = try Resolver.styleLayout(face, style: .custom, frame: FaceFrame(device: Device(device)), device: device).slots
            guard case .digital(let digits, _) = resolved.clock.placement, case .rect(let frame)? = slots.first?.accepts.first?.placement else {
                Issue.record("on \(device): \(resolved.clock.placement), \(slots)")
                continue
            }
            #expect(frame.y >= digits.maxY - 1e-9, "on \(device): digits to \(digits.maxY), frame from \(frame.y)")
        }
    }

    /// docs/custom-regions.svg and the table in docs/face-format.md are the Resolver's own regions. After a change
    /// of geometry, `DIAL_RECORD_DOCS=1 swift test --filter ResolverTests` writes them anew (look at the figure).
    @Test func theDocumentedCustomRegionsAreTheResolvers() throws {
        let docs = TestEnvironment.repositoryRoot
            .appendingPathComponent("docs")
        let figure = docs.appendingPathComponent("custom-regions.svg")
        let guide = docs.appendingPathComponent("face-format.md")
        let (start, end) = ("<!-- custom-regions table: made by ResolverTests -->\n", "<!-- end of custom-regions table -->")
        var markdown = try String(contentsOf: guide, encoding: .utf8)
        let table = try #require(markdown.range(of: start).flatMap { s in markdown.range(of: end, range: s.upperBound..<markdown.endIndex).map { s.upperBound..<$0.lowerBound } },
                                 "face-format.md has no custom-regions table")
        if ProcessInfo.processInfo.environment["DIAL_RECORD_DOCS"] == "1" {
            try Data(CustomRegionsFigure.svg.utf8).write(to: figure)
            markdown.replaceSubrange(table, with: CustomRegionsFigure.table)
            try Data(markdown.utf8).write(to: guide)
            return
        }
        #expect(try String(contentsOf: figure, encoding: .utf8) == CustomRegionsFigure.svg, "docs/custom-regions.svg is out of date")
        #expect(String(markdown[table]) == CustomRegionsFigure.table, "the table in docs/face-format.md is out of date")
    }

    /// A custom face's digital clock is the modular faces' time row, with no room for a date: refused as there,
    /// rather than accepted and never drawn.
    @Test func aDateOnACustomDigitalClockIsRefused() throws {
        var face = FaceDocument(style: .custom, time: Fixtures.morning, complications: [])
        face.clock = ClockDocument(kind: .digital)
        face.slots = [CustomSlotDocument(name: SlotID("low"), family: .accessoryRectangular,
                                         frame: FrameDocument(x: 20, y: 100, width: 159, height: 55))]
        _ = try Fixtures.resolve(face)
        face.clock?.date = .weekdayDay
        let error = #expect(throws: FaceError.self) { try Fixtures.resolve(face) }
        #expect(error?.path.description == "clock.date")
        #expect(error?.expected == "\"none\" on a custom face with a digital clock (its clock has no room; show the date with a complication)")
    }

    /// The digits' band runs along the top: a top corner's arc would cross the time (seen on a dense custom grid).
    @Test func aTopCornerOnACustomDigitalFaceIsRefused() throws {
        var face = FaceDocument(style: .custom, time: Fixtures.morning, complications: [])
        face.clock = ClockDocument(kind: .digital)
        face.slots = [CustomSlotDocument(name: SlotID("low"), family: .accessoryRectangular,
                                         frame: FrameDocument(x: 20, y: 100, width: 159, height: 55)),
                      CustomSlotDocument(name: SlotID("bl"), family: .accessoryCorner, corner: .bottomLeft)]
        _ = try Fixtures.resolve(face)
        face.slots?.append(CustomSlotDocument(name: SlotID("tr"), family: .accessoryCorner, corner: .topRight))
        let error = #expect(throws: FaceError.self) { try Fixtures.resolve(face) }
        #expect(error?.path.description == "slots[2].corner")
        #expect(error?.found == "\"topRight\"")
    }

    /// A scale the author fixed wrongly is structure: refused, whatever the values.
    @Test func aChartWhoseFixedScaleIsEmptyIsRefused() {
        var chart = ChartDocument(values: [1, 2])
        (chart.min, chart.max) = (5, 5)
        let face = Fixtures.face(ComplicationDocument(id: "c", slot: .center, family: .accessoryRectangular, content: .chart(chart)))
        let error = #expect(throws: FaceError.self) { try Fixtures.resolve(face) }
        #expect(error?.path.description == "complications[0].content.max")
    }
}

@Suite struct TimelineSelectionTests {
    static let nine = Timestamp(iso8601: "2026-11-22T09:00:00+01:00")!
    static let ten = Timestamp(iso8601: "2026-11-22T10:00:00+01:00")!

    func current(at time: String, entries: [Timestamp], content: Bool = false) throws -> String? {
        let timeline = entries.map { TimelineEntryDocument(date: $0, content: Fixtures.stack(Fixtures.text($0.description))) }
        let complication = ComplicationDocument(id: "c", slot: .center, family: .accessoryRectangular,
                                                content: content ? Fixtures.stack(Fixtures.text("static")) : nil, timeline: timeline)
        var document = Fixtures.face(complication)
        document.time = Timestamp(iso8601: time)
        guard case .stack(let stack) = Fixtures.content(try Fixtures.resolve(document).complications[0]) else { return nil }
        let lines = stack.lines
        return lines[0].text
    }

    @Test func theLatestEntryAtOrBeforeTheTimeIsShownWhateverTheOrder() throws {
        #expect(try current(at: "2026-11-22T10:00:00+01:00", entries: [Self.ten, Self.nine]) == Self.ten.description)
        #expect(try current(at: "2026-11-22T09:59:59+01:00", entries: [Self.ten, Self.nine]) == Self.nine.description)
        #expect(try current(at: "2026-11-22T08:59:59+01:00", entries: [Self.ten, Self.nine]) == nil)
        #expect(try current(at: "2026-11-22T08:59:59+01:00", entries: [Self.ten, Self.nine], content: true) == "static")
    }

    @Test func twoEntriesWithOneDateAreRefused() {
        let error = #expect(throws: FaceError.self) {
            try current(at: "2026-11-22T10:00:00+01:00", entries: [Self.nine, Self.ten, Timestamp(iso8601: "2026-11-22T08:00:00Z")!])
        }
        #expect(error?.path.description == "complications[0].timeline[2].date")
        #expect(error?.found.contains("timeline[0]") == true)
    }

    @Test func aComplicationNeedsContentOrATimeline() {
        let complication = ComplicationDocument(id: "c", slot: .center, family: .accessoryRectangular)
        let error = #expect(throws: FaceError.self) { try Fixtures.resolve(Fixtures.face(complication)) }
        #expect(error?.kind == .missingKey)
        #expect(error?.path.description == "complications[0].content")
    }
}

/// Live time texts (`{"date": ..., "style": ...}`) are written by the resolve stage for the moment drawn, in the face's
/// locale: the rest of the pipeline sees a text like any other.
@Suite struct LiveTimeTextTests {
    func written(_ line: TextDocument, time: String = "2026-11-22T10:09:30+01:00", display: Display = .active,
                 locale: String? = nil, overrides: RenderOverrides = RenderOverrides()) throws -> ResolvedText? {
        // Nothing hidden, in either display: what is written is the subject, not whether Always On shows it.
        var document = Fixtures.face(hide: false, Fixtures.calendar(line))
        document.time = Timestamp(iso8601: time)
        document.locale = locale.flatMap(LocaleName.init)
        guard case .stack(let stack) = Fixtures.content(try Fixtures.resolve(document, display, overrides).complications[0]) else { return nil }
        return stack.lines[0]
    }

    static let newYork = TimeZoneName("America/New_York")

    @Test func aWorldClockFollowsTheTimeDrawn() throws {
        let clock = TextDocument(date: .now, style: .time, timeZone: Self.newYork)
        #expect(try written(clock)?.text == "4:09\u{202F}AM")
        #expect(try written(clock, time: "2026-11-22T16:45:00+01:00")?.text == "10:45\u{202F}AM")
        #expect(try written(clock, overrides: RenderOverrides(time: .timeOfDay(hour: 22, minute: 5, second: 0)))?.text == "4:05\u{202F}PM")
        #expect(try written(clock, locale: "de-DE")?.text == "04:09")
        #expect(try written(clock, overrides: RenderOverrides(locale: LocaleName("fr-FR")))?.text == "04:09", "--locale wins over the file")
    }

    @Test func aCountdownIsWrittenForTheMomentDrawn() throws {
        let end = TextDocument(date: .instant(Timestamp(iso8601: "2026-11-22T10:30:30+01:00")!), style: .timer)
        #expect(try written(end)?.text == "21:00")
        #expect(try written(end, time: "2026-11-22T10:29:30+01:00")?.text == "1:00")
        // Wrist down: the clock's minute, and no seconds.
        #expect(try written(end, display: .alwaysOn)?.text == "21:--")
        let relative = TextDocument(date: .instant(Timestamp(iso8601: "2026-11-22T10:30:30+01:00")!), style: .relative)
        #expect(try written(relative, locale: "fr-FR")?.text == "21\u{A0}min")
        #expect(try written(relative, locale: "es-ES")?.text == "21 min")
    }

    @Test func theBarSampleIsTheSameForEveryValue() throws {
        let one = try written(TextDocument(date: .instant(Timestamp(iso8601: "2026-11-22T10:30:30+01:00")!), style: .timer))
        let other = try written(TextDocument(date: .instant(Timestamp(iso8601: "2030-01-01T00:00:00Z")!), style: .timer))
        #expect(one?.text != other?.text)
        #expect(one?.barSample != nil)
        #expect(one?.barSample == other?.barSample)
        #expect(try written(Fixtures.text("Team standup"))?.barSample == nil)
    }

    @Test func aLiveTextNeedsAStyleAndNoText() throws {
        func path(_ line: TextDocument) -> String? {
            (#expect(throws: FaceError.self) { try written(line) })?.path.description
        }
        #expect(path(TextDocument(text: nil, date: .now)) == "complications[0].content.lines[0].style")
        #expect(path(TextDocument(text: "4:09", date: .now, style: .time)) == "complications[0].content.lines[0].text")
        #expect(path(TextDocument(text: nil)) == "complications[0].content.lines[0].text")
        #expect(path(TextDocument(text: "NYC", style: .time)) == "complications[0].content.lines[0].date")
        #expect(path(TextDocument(text: "NYC", timeZone: Self.newYork)) == "complications[0].content.lines[0].date")
        #expect(path(TextDocument(date: .now, style: .time).shortText("x")) == "complications[0].content.lines[0].shortText")
    }
}
