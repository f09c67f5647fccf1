@testable import DialCore
import DialModel
import DialText
import Foundation
import Testing

/// Views drawn end to end (issue #27): decoded, resolved, redacted and laid out by SwiftUI's rules into the same
/// `LayoutTree` nodes templates make, with each family's own treatment.
struct ViewLayoutTests {
    static func modular(_ slot: String, _ family: String, _ view: String) -> String {
        Fixtures.modular(##"{"id": "v", "slot": "\##(slot)", "family": "\##(family)", "content": {"view": \##(view)}}"##)
    }

    static func infograph(_ slot: String, _ family: String, _ view: String) -> String {
        ##"{ "schemaVersion": 1, "style": "infograph", "time": "2026-11-22T10:09:30+01:00", "complications": [{"id": "v", "slot": "\##(slot)", "family": "\##(family)", "content": {"view": \##(view)}}] }"##
    }

    /// The nodes the complication drew, those inside clips in their place (the clips themselves left out).
    static func nodes(_ tree: LayoutTree) -> [LayoutNode] {
        func unclipped(_ nodes: [LayoutNode]) -> [LayoutNode] {
            nodes.flatMap { node -> [LayoutNode] in if case .clip(_, let inner) = node { unclipped(inner) } else { [node] } }
        }
        return unclipped(tree.owners.filter { $0.owner == .complication("v") }.flatMap { tree.nodes[$0.nodes] })
    }

    /// Two texts in a column stand as far apart as their ink reaches, in the fonts they are drawn in: a line is as tall
    /// as Inter's line box or its own ink, whichever reaches further, as SwiftUI's line takes the height of the font a
    /// script falls back to. Tibetan's subjoined letters under "སྐྱབས་འགྲོ" ran into the vowel sign and anusvara of
    /// "ཨོཾ་མ་ཎི" under it (stranger9 #6); Khmer's subscripts and Lao's stacked marks likewise.
    @Test(arguments: [("bo-CN", "སྐྱབས་འགྲོ", "ཨོཾ་མ་ཎི"), ("km-KH", "ស្ត្រី", "ព្រះ"), ("lo-LA", "ມື້ນີ້", "ເຂົ້າ")], [DeviceID.mm40, .mm45])
    func textsInAColumnKeepTheirInkApart(texts: (String, String, String), device: DeviceID) throws {
        let json = ##"{ "schemaVersion": 1, "style": "modular", "locale": "\##(texts.0)", "complications": [{"id": "v", "slot": "bottomCenter", "family": "accessoryCircular", "content": {"view": {"vstack": [{"text": "\##(texts.1)", "font": {"size": 11}}, {"text": "\##(texts.2)", "font": {"size": 10}}]}}}] }"##
        let tree = try Fixtures.layout(json: json, device: device)
        let shaper = try Fixtures.shaper
        let runs = Self.nodes(tree).compactMap { if case .glyphs(let run, _) = $0 { run } else { nil } }
        func ink(_ text: String) -> (top: Double, bottom: Double) {
            let boxes = runs.filter { text.contains($0.text) }.flatMap { run in
                run.glyphs.compactMap { glyph in shaper.inkBox(of: glyph.id, font: run.font, size: run.size).map { (glyph.origin.y + $0.top, glyph.origin.y + $0.bottom) } }
            }
            return (boxes.map(\.0).min() ?? .infinity, boxes.map(\.1).max() ?? -.infinity)
        }
        let (upper, lower) = (ink(texts.1), ink(texts.2))
        #expect(upper.bottom <= lower.top, "\(texts.0) on \(device): \(upper) over \(lower)")
    }

    /// The complication's nodes as drawn, clips and all.
    static func drawn(_ tree: LayoutTree) -> [LayoutNode] {
        tree.owners.filter { $0.owner == .complication("v") }.flatMap { tree.nodes[$0.nodes] }
    }

    // MARK: - Clipping

    /// A circular view is cut at its circle, as watchOS masks the family (issue #27: three default-size lines taller
    /// than the disc): everything it draws is inside one clip of the complication's circle, and the texts that overflow
    /// the disc reach past it, so the clip is what cuts them.
    @Test(arguments: [DeviceID.mm40, .mm45, .mm49])
    func aCircularViewIsCutAtItsCircle(device: DeviceID) throws {
        let view = ##"{"zstack": [{"accessoryWidgetBackground": {}}, {"vstack": [{"text": "2m"}, {"text": "100"}, {"text": "+2"}]}]}"##
        let tree = try Fixtures.layout(json: Self.modular("topLeft", "accessoryCircular", view), device: device)
        let drawn = Self.drawn(tree)
        try #require(drawn.count == 1, "one clip holding the view, got \(drawn)")
        guard case .clip(.circle(let center, let radius), let inner) = drawn[0] else {
            Issue.record("expected a circle's clip, got \(drawn[0])"); return
        }
        guard case .fill(.circle(let platterCenter, let platterRadius), _) = inner.first else {
            Issue.record("expected the platter first inside the clip"); return
        }
        #expect(platterCenter == center && platterRadius == radius, "the clip is the family's circle")
        let runs = Self.runs(inner)
        #expect(runs.map(\.run.text) == ["2m", "100", "+2"])
        let last = try #require(runs.last)
        #expect(last.run.glyphs[0].origin.y > center.y + radius * 0.8, "the last line sits at the disc's foot, where it is cut")
    }

    /// A circular gauge's minimum and maximum labels are drawn inside the circle the view is cut at, in the gap between
    /// the arc's ends, the minimum's glyphs all before the maximum's, on every screen size:
    /// no glyph's ink reaches the arc's round ends, the two stand at least a space apart (0.6 em where a number faces a
    /// number, as a template gauge's end labels: `aCircularGaugesFacingNumbersStandApart`), and they are never drawn
    /// below the labels' legible 6 pt; where they cannot, both are left out and reported (xdrip-circular's "70" and
    /// "180" on 40 mm; stranger16 #4: they were drawn over the arc's ends).
    @Test(arguments: [DeviceID.mm40, .mm41, .mm45, .mm49], ["", ##", "font": {"size": 8}"##])
    func aCircularGaugesEndLabelsAreBetweenTheArcsEnds(device: DeviceID, font: String) throws {
        let view = ##"{"gauge": {"value": 142, "in": [70, 180], "style": "accessoryCircular", "currentValueLabel": {"text": "142"}, "minimumValueLabel": {"text": "70"\##(font)}, "maximumValueLabel": {"text": "180"\##(font)}}}"##
        let tree = try Fixtures.layout(json: Self.modular("topLeft", "accessoryCircular", view), device: device)
        let drawn = Self.drawn(tree)
        guard drawn.count == 1, case .clip(.circle(let center, let radius), let inner) = drawn[0] else {
            Issue.record("expected one circle's clip, got \(drawn)"); return
        }
        // The arc: its round ends are discs of half its width about its first and last points.
        let arcs = inner.compactMap { node -> (center: Point, radius: Double, start: Double, end: Double, width: Double)? in
            if case .stroke(.arc(let center, let radius, let start, let end), let stroke, _) = node { (center, radius, start, end, stroke.width) } else { nil }
        }
        let (first, last) = (try #require(arcs.first), try #require(arcs.last))
        let ends = [first.center.offset(radius: first.radius, angle: first.start), last.center.offset(radius: last.radius, angle: last.end)]
        let shaper = try Fixtures.shaper
        let runs = Self.runs(inner).map(\.run)
        // Where they have no room 0.6 em apart (40 mm's gap), both are left out and reported, never drawn closer.
        guard let minimum = runs.first(where: { $0.text == "70" }), let maximum = runs.first(where: { $0.text == "180" }) else {
            #expect(!runs.contains { $0.text == "70" || $0.text == "180" }, "\(runs.map(\.text))")
            #expect(Set(tree.shortened.filter { $0.kind == .notDrawn }.map(\.text)) == ["70", "180"], "\(tree.shortened)")
            #expect(device == .mm40, "only 40 mm's gap is too narrow for them")
            return
        }
        for run in [minimum, maximum] {
            #expect(run.size >= LegibleSize.label - 1e-9, "\(run.text) at \(run.size) px, below 6 pt")
            for glyph in run.glyphs {
                let box = try #require(shaper.inkBox(of: glyph.id, font: run.font, size: run.size))
                let ink = Rect(x: glyph.origin.x + box.left, y: glyph.origin.y + box.top, width: box.right - box.left, height: box.bottom - box.top)
                for corner in [Point(x: ink.x, y: ink.y), Point(x: ink.maxX, y: ink.y), Point(x: ink.x, y: ink.maxY), Point(x: ink.maxX, y: ink.maxY)] {
                    let (dx, dy) = (corner.x - center.x, corner.y - center.y)
                    #expect((dx * dx + dy * dy).squareRoot() < radius, "\(run.text)'s ink at \(corner) inside the circle")
                }
                for end in ends {
                    // The nearest point of the ink box to the end's centre is farther than the cap's radius.
                    let nearest = Point(x: Swift.min(Swift.max(end.x, ink.x), ink.maxX), y: Swift.min(Swift.max(end.y, ink.y), ink.maxY))
                    #expect(hypot(nearest.x - end.x, nearest.y - end.y) > first.width / 2, "\(run.text)'s ink clear of the arc's end at \(end)")
                }
                #expect(glyph.origin.y > center.y, "in the gap, below the middle")
            }
        }
        // At least a space apart, ink to ink: never "70180".
        let (minimumLast, maximumFirst) = (minimum.glyphs.last!, maximum.glyphs[0])
        let inkRight = minimumLast.origin.x + (try #require(shaper.inkBox(of: minimumLast.id, font: minimum.font, size: minimum.size))).right
        let inkLeft = maximumFirst.origin.x + (try #require(shaper.inkBox(of: maximumFirst.id, font: maximum.font, size: maximum.size))).left
        let space: Double = shaper.shape(" ", font: minimum.font, size: minimum.size).width
        #expect(inkLeft - inkRight >= space - 1e-6, "the labels \(inkLeft - inkRight) px apart, a space is \(space)")
    }

    /// A view gauge's ends keep the template's rule where a number faces a number: 0.6 em apart, or both left out and
    /// reported (stranger17 #3: Nord Pool's "−10" and "250" drew 0.38 em apart on 45 and 49 mm, read "−10 250", minus
    /// ten thousand two hundred and fifty where thousands are grouped by a space).
    @Test(arguments: [DeviceID.mm40, .mm41, .mm45, .mm49], [("−10", "250"), ("70", "180")])
    func aCircularGaugesFacingNumbersStandApart(device: DeviceID, labels: (String, String)) throws {
        let view = ##"{"gauge": {"value": 212, "in": [-10, 250], "style": "accessoryCircular", "currentValueLabel": {"text": "212"}, "minimumValueLabel": {"text": "\##(labels.0)"}, "maximumValueLabel": {"text": "\##(labels.1)"}}}"##
        let tree = try Fixtures.layout(json: Self.modular("bottomRight", "accessoryCircular", view), device: device)
        let runs = Self.runs(Self.nodes(tree)).map(\.run).filter { $0.text == labels.0 || $0.text == labels.1 }
        try Fixtures.expectFacingNumbersApart(runs, labels: labels, in: tree, "\(device)")
    }

    /// A view's text whose `lineLimit` ends before its last paragraph ends its last row in "…", and is reported: the
    /// row before a newline is no whole text (it drew "Alpha" / "Bravo" for "Alpha\nBravo\nCharlie", "Charlie" gone
    /// without a mark or a report). Where no cut fits the last row, the row above takes it (`TextShaper.wrap`).
    @Test func aViewTextCutAtANewlineEndsInAnEllipsis() throws {
        let tree = try Fixtures.layout(json: Fixtures.modular(##"{"id": "v", "slot": "center", "family": "accessoryRectangular", "content": {"view": {"text": "Alpha\nBravo\nCharlie", "lineLimit": 2}}}"##),
                                       device: .mm45)
        let texts = Self.runs(Self.nodes(tree)).map(\.run.text)
        #expect(texts.count == 2 && texts.first == "Alpha" && texts.last?.hasSuffix("…") == true, "\(texts)")
        #expect(tree.shortened.contains { $0.text == "Alpha\nBravo\nCharlie" }, "\(tree.shortened)")
    }

    /// A circular gauge's label takes the gap where its end labels are not drawn, and gives way to them where they are,
    /// reported so (`givesWay`): stranger22 #10, icelandic-volcano's "SO₂ µg/m³" with "0" and "3.000", whose end labels
    /// are left out on 40 and 41 mm, where the gap stood empty and "2.450" read without its unit; drawn on 45 and 49 mm,
    /// where the label was not drawn and explain called it shown.
    @Test(arguments: [DeviceID.mm40, .mm41, .mm45, .mm49])
    func aCircularGaugesLabelTakesTheGapWhereNoEndLabelsAreDrawn(device: DeviceID) throws {
        let view = ##"{"gauge": {"value": 2450, "in": [0, 3000], "style": "accessoryCircular", "currentValueLabel": {"text": "2.450"}, "label": {"text": "SO₂ µg/m³"}, "minimumValueLabel": {"text": "0"}, "maximumValueLabel": {"text": "3.000"}}}"##
        let tree = try Fixtures.layout(json: Self.modular("bottomLeft", "accessoryCircular", view), device: device)
        let texts = Self.runs(Self.nodes(tree)).map(\.run.text)
        let endsDrawn = texts.contains("0") && texts.contains("3.000")
        #expect(endsDrawn == (device == .mm45 || device == .mm49), "\(device): \(texts)")
        #expect(texts.contains("SO₂ µg/m³") == !endsDrawn, "\(device): \(texts)")
        let givesWay = tree.shortened.filter { $0.kind == .givesWay }.map(\.text)
        #expect(givesWay == (endsDrawn ? ["SO₂ µg/m³"] : []), "\(device): \(tree.shortened)")
        #expect(texts.contains("2.450"))
    }

    /// Where a circular gauge's end labels cannot stand between the arc's ends at 6 pt, both are left out and reported
    /// (a range with one end written reads as a value), never drawn over the arc.
    @Test func endLabelsWithoutRoomAreLeftOutAndReported() throws {
        let view = ##"{"gauge": {"value": 0.6, "style": "accessoryCircular", "minimumValueLabel": {"text": "−1,284,930"}, "maximumValueLabel": {"text": "12,450,000"}}}"##
        let tree = try Fixtures.layout(json: Self.modular("topLeft", "accessoryCircular", view), device: .mm40)
        let texts = Self.runs(Self.nodes(tree)).map(\.run.text)
        #expect(!texts.contains("−1,284,930") && !texts.contains("12,450,000"), "\(texts)")
        let notDrawn = Set(tree.shortened.filter { $0.kind == .notDrawn }.map(\.text))
        #expect(notDrawn == ["−1,284,930", "12,450,000"], "\(tree.shortened)")
    }

    /// A circular chart's axis labels that the circle would cut are left out and reported, never drawn in part
    /// (stranger16 #1: "300" at the circle's edge, the x axis's "0" sliced); those inside it are drawn.
    @Test(arguments: [DeviceID.mm40, .mm45, .mm49])
    func aCircularChartsAxisLabelsKeepInsideTheCircle(device: DeviceID) throws {
        let view = ##"{"chart": [{"lineMark": {"x": 0, "y": 142}}, {"lineMark": {"x": 1, "y": 180}}, {"lineMark": {"x": 2, "y": 250}}, {"lineMark": {"x": 3, "y": 210}}, {"lineMark": {"x": 4, "y": 96}}], "chartYScale": {"domain": [40, 300]}, "chartYAxis": {"values": [70, 180, 300], "valueLabel": true}, "chartXAxis": {"stride": 1, "valueLabel": true}}"##
        let tree = try Fixtures.layout(json: Self.modular("topLeft", "accessoryCircular", view), device: device)
        let drawn = Self.drawn(tree)
        guard drawn.count == 1, case .clip(let circle, let inner) = drawn[0], case .circle = circle else {
            Issue.record("expected one circle's clip, got \(drawn)"); return
        }
        let canvas = LayoutCanvas(shaper: try Fixtures.shaper)
        let runs = Self.runs(inner).map(\.run)
        #expect(!runs.isEmpty, "some axis labels are drawn")
        for run in runs {
            let shaped = try Fixtures.shaper.shape(run.text, font: run.font, size: run.size)
            let cut = canvas.cutByMask(shaped, x: run.glyphs[0].origin.x, baseline: run.glyphs[0].origin.y, alignment: .leading,
                                       maxWidth: .infinity, mask: circle)
            #expect(cut.sliced.isEmpty && cut.hidden.isEmpty, "\(run.text) on \(device) cut by the circle: \(cut)")
        }
        let leftOut = tree.shortened.filter { $0.kind == .notDrawn }.map(\.text)
        #expect(!leftOut.isEmpty, "the labels the circle would cut are reported")
        for text in leftOut { #expect(!runs.contains { $0.text == text }, "\(text) reported, not drawn") }
    }

    /// A text in a circular view that the circle would slice is set narrower until it fits whole, a number shrinking
    /// rather than losing its edge digits (stranger16 #8: "12,450" at 20 pt bold, its "1" and "0" sliced on every
    /// screen); a prose line that would only fit shortened with "…" stays as SwiftUI draws it.
    @Test(arguments: [DeviceID.mm40, .mm41, .mm45, .mm49])
    func aCircularViewsNumberShrinksInsideTheCircle(device: DeviceID) throws {
        let view = ##"{"vstack": [{"text": "12,450", "font": {"size": 20}, "bold": true}, {"text": "steps", "font": {"size": 12}}]}"##
        let tree = try Fixtures.layout(json: Self.modular("topLeft", "accessoryCircular", view), device: device)
        let masked = tree.shortened.filter { $0.kind == .masked && $0.text == "12,450" }
        #expect(masked.isEmpty, "\(masked)")
        #expect(Self.runs(Self.nodes(tree)).contains { $0.run.text == "12,450" })
    }

    /// A reading's unit in a circle is never stubbed nor drawn below the circle's legible 6 pt: the stack gives way
    /// instead, its texts shrinking together, so that its last row rises where the circle is wider (stranger20 #6:
    /// "mmHg" at 4.4 pt on 40 mm, "mm…" on 41 mm, under "72" at 18 pt bold). Every text drawn whole, at 6 pt or more,
    /// none cut by the circle.
    @Test(arguments: [DeviceID.mm40, .mm41, .mm45, .mm49])
    func aReadingsUnitInACircleStaysWholeAndLegible(device: DeviceID) throws {
        let view = ##"{"vstack": [{"text": "PAM"}, {"text": "72", "font": {"size": 18, "weight": "bold"}}, {"text": "mmHg", "font": {"size": 8}}]}"##
        let tree = try Fixtures.layout(json: Self.modular("bottomLeft", "accessoryCircular", view), device: device)
        let runs = Self.runs(Self.nodes(tree)).map(\.run)
        #expect(runs.map(\.text) == ["PAM", "72", "mmHg"], "\(device): \(runs.map(\.text))")
        for run in runs { #expect(run.size >= LegibleSize.circle - 1e-9, "\(device): \(run.text) at \(run.size / 2) pt") }
        let reported = tree.shortened.filter { $0.kind == .masked || $0.kind == .belowLegible || $0.shown != $0.text }
        #expect(reported.isEmpty, "\(device): \(reported)")
    }

    /// The same stack with privacy marks: hidden whole (stranger20's guarani-icu: the stack `privacySensitive`), it gives
    /// way for its unit wrist up as unmarked, no text shown beside a hidden one; with its reading alone marked, the unit
    /// beside it is set alike wrist up and wrist down (Always On hiding the reading), and wrist down whatever the reading
    /// says: the view
    /// gives way for a shown text only, which Always On asks as active does (the review of session 24: a count of shown
    /// texts, two wrist up and one wrist down, had the unit whole at 6 pt in active and 4.4 pt in Always On).
    @Test(arguments: [DeviceID.mm40, .mm41, .mm45, .mm49])
    func aReadingsUnitGivesWayAlikeWhereItsReadingMayHide(device: DeviceID) throws {
        let whole = ##"{"vstack": [{"text": "PAM"}, {"text": "72", "font": {"size": 18, "weight": "bold"}}, {"text": "mmHg", "font": {"size": 8}}], "privacySensitive": true}"##
        let shown = Self.runs(Self.nodes(try Fixtures.layout(json: Self.modular("bottomLeft", "accessoryCircular", whole), device: device))).map(\.run)
        #expect(shown.map(\.text) == ["PAM", "72", "mmHg"], "\(device): \(shown.map(\.text))")
        for run in shown { #expect(run.size >= LegibleSize.circle - 1e-9, "\(device): \(run.text) at \(run.size / 2) pt") }
        func unit(_ reading: String, _ display: Display) throws -> Double? {
            let view = ##"{"vstack": [{"text": "PAM"}, {"text": "\##(reading)", "font": {"size": 18, "weight": "bold"}, "privacySensitive": true}, {"text": "mmHg", "font": {"size": 8}}]}"##
            let json = Self.hiding(##"{"id": "v", "slot": "bottomLeft", "family": "accessoryCircular", "content": {"view": \##(view)}}"##)
            return Self.runs(Self.nodes(try Fixtures.layout(json: json, device: device, display))).map(\.run).first { $0.text.hasPrefix("mm") }?.size
        }
        let active = try unit("72", .active), alwaysOn = try unit("72", .alwaysOn)
        #expect(active != nil && active == alwaysOn, "\(device): mmHg at \(String(describing: active)) px wrist up, \(String(describing: alwaysOn)) wrist down")
        #expect(try unit("172000", .alwaysOn) == alwaysOn, "\(device): wrist down, the unit moves with what the reading says")
    }

    /// A code of letters and digits with no space (a parcel's tracking number) in a circle, given two lines, is drawn
    /// on them broken between characters, as SwiftUI breaks a word too long for its line, at the circle's legible 6 pt
    /// or more, every character kept and none cut by the circle: never a blank subdial (stranger20 #10: nothing drawn
    /// on 40 and 41 mm, 4.6 pt on 45 and 49 mm).
    @Test(arguments: [DeviceID.mm40, .mm41, .mm45, .mm49])
    func aLongCodeInACircleWrapsBetweenCharactersLegibly(device: DeviceID) throws {
        let code = "1Z999AA10123456784"
        let json = ##"{ "schemaVersion": 1, "time": "2026-11-22T10:09:30+01:00", "complications": [{"id": "v", "slot": "subdialBottom", "family": "accessoryCircular", "content": {"view": {"text": "\##(code)", "lineLimit": 2, "font": {"size": 10}}}}] }"##
        let tree = try Fixtures.layout(json: json, device: device)
        let runs = Self.runs(Self.nodes(tree)).map(\.run)
        #expect(runs.map(\.text).joined() == code, "\(device): \(runs.map(\.text))")
        #expect(runs.count == 2, "\(device): on its two lines, \(runs.map(\.text))")
        for run in runs { #expect(run.size >= LegibleSize.circle - 1e-9, "\(device): \(run.text) at \(run.size / 2) pt") }
        let reported = tree.shortened.filter { $0.kind == .masked || $0.kind == .belowLegible || $0.kind == .notDrawn }
        #expect(reported.isEmpty, "\(device): \(reported)")
    }

    // MARK: - Redaction bars

    /// A modular face that hides sensitive complications, with one complication.
    static func hiding(_ complication: String) -> String {
        ##"{ "schemaVersion": 1, "style": "modular", "time": "2026-11-22T10:09:30+01:00", "settings": {"hideSensitiveComplications": true}, "complications": [\##(complication)] }"##
    }

    /// The redaction bars a complication drew: its rounded rectangles in the redaction colour.
    static func bars(_ tree: LayoutTree) -> [Rect] {
        nodes(tree).compactMap { node -> Rect? in
            if case .fill(.roundedRect(let rect, _), let ink) = node, ink.color == Redactor.redactionColor { rect } else { nil }
        }
    }

    /// A hidden text in a view is a bar as wide as its placeholder's matching text (a template's line too), in the
    /// hidden text's font: never 0 px wide, an empty row where a code stands (stranger18 #1, bank-otp: a view's layout
    /// measured only a bar of ems). Six bullets make a bar twice three bullets', whatever the hidden text.
    @Test(arguments: [("accessoryRectangular", "center"), ("accessoryCircular", "topLeft")])
    func aHiddenViewTextsBarIsAsWideAsItsPlaceholdersMatchingText(family: String, slot: String) throws {
        func bar(placeholder: String, code: String) throws -> Rect {
            let json = Self.hiding(##"{"id": "v", "slot": "\##(slot)", "family": "\##(family)", "placeholder": {"template": "stack", "lines": ["Code", "\##(placeholder)"]}, "content": {"view": {"vstack": [{"text": "Bank"}, {"text": "\##(code)", "privacySensitive": true}]}}}"##)
            let bars = Self.bars(try Fixtures.layout(json: json, device: .mm45, .alwaysOn))
            #expect(bars.count == 1, "\(bars)")
            return try #require(bars.first)
        }
        let six = try bar(placeholder: "••••••", code: "482 917"), three = try bar(placeholder: "•••", code: "482 917")
        #expect(six.width > 10 && abs(six.width - 2 * three.width) < 1, "\(six.width) and \(three.width)")
        #expect(try bar(placeholder: "••••••", code: "1").width == six.width, "the hidden text's length does not show")
    }

    /// Where the placeholder has no matching text (fewer texts than the view), the bar is the family's fixed width,
    /// 3.5 em (2 em in a circular); and a locked watch's view placeholder draws its own texts as bars as wide as they.
    @Test func aHiddenViewTextWithNoMatchingPlaceholderTextIsTheFamilysFixedBar() throws {
        let json = Self.hiding(##"{"id": "v", "slot": "center", "family": "accessoryRectangular", "placeholder": {"template": "stack", "lines": ["Code"]}, "content": {"view": {"vstack": [{"text": "Bank"}, {"text": "482 917", "font": {"size": 20}, "privacySensitive": true}]}}}"##)
        let bars = Self.bars(try Fixtures.layout(json: json, device: .mm45, .alwaysOn))
        let size = 20 * Device.scale
        #expect(bars.count == 1 && abs((bars.first?.width ?? 0) - 3.5 * size) < 0.01, "\(bars) for a font of \(size) px")
        var locked = RenderOverrides()
        locked.lock = .locked
        let placeholder = Fixtures.modular(##"{"id": "v", "slot": "center", "family": "accessoryRectangular", "dataProtection": "complete", "placeholder": {"view": {"vstack": [{"text": "Bank"}, {"text": "Code"}]}}, "content": {"view": {"text": "482 917"}}}"##)
        let lockedBars = Self.bars(try Fixtures.layout(json: placeholder, device: .mm45, .active, locked))
        #expect(lockedBars.count == 2 && lockedBars.allSatisfy { $0.width > 10 }, "\(lockedBars)")
    }

    // MARK: - Layout direction

    /// In a right-to-left locale a view is mirrored, as SwiftUI mirrors it: an hstack's first child is at the right, a
    /// leading-aligned vstack's texts end at the right edge; in a left-to-right one, the other way round.
    @Test(arguments: ["he-IL", "ar-EG", "en-US"])
    func aRightToLeftLocaleMirrorsTheView(locale: String) throws {
        let view = ##"{"vstack": [{"hstack": [{"text": "AAA"}, {"text": "B"}]}, {"text": "C"}], "alignment": "leading", "frame": {"maxWidth": "infinity", "alignment": "leading"}}"##
        let json = Self.modular("center", "accessoryRectangular", view).replacingOccurrences(of: ##""style": "modular""##,
                                                                                           with: ##""style": "modular", "locale": "\##(locale)""##)
        let tree = try Fixtures.layout(json: json)
        let runs = Self.runs(Self.nodes(tree)).map(\.run)
        func left(_ text: String) throws -> Double { try #require(runs.first { $0.text == text }).glyphs[0].origin.x }
        let rightToLeft = locale != "en-US"
        #expect(try (left("AAA") > left("B")) == rightToLeft, "the hstack's first child at the \(rightToLeft ? "right" : "left")")
        // The leading edge: "C" starts at the left of the area, or ends at its right (past the hstack's first child).
        let area = tree.width / 2
        #expect(try (left("C") > Double(area)) == rightToLeft)
    }

    /// A rectangular view is cut at its slot (the rounded rectangle a template's platter fills), not at its content
    /// margins, which are room, not a cut.
    @Test func aRectangularViewIsCutAtItsSlot() throws {
        let tree = try Fixtures.layout(json: Self.modular("center", "accessoryRectangular", ##"{"text": "Glucose"}"##))
        let drawn = Self.drawn(tree)
        guard drawn.count == 1, case .clip(.roundedRect(let slot, _), let inner) = drawn[0] else {
            Issue.record("expected one rounded-rectangle clip, got \(drawn)"); return
        }
        #expect(Self.runs(inner).map(\.run.text) == ["Glucose"])
        // The slot is where a template's platter is drawn.
        let template = Self.drawn(try Fixtures.layout(json: Fixtures.modular(
            ##"{"id": "v", "slot": "center", "family": "accessoryRectangular", "content": {"template": "stack", "lines": [{"text": "Glucose"}]}}"##)))
        guard case .fill(.roundedRect(let platter, _), _) = template.first else {
            Issue.record("expected the template's platter first, got \(template)"); return
        }
        #expect(slot == platter)
    }

    /// A template complication draws no clip: its output is what it was before views could clip.
    @Test func aTemplateDrawsNoClip() throws {
        let tree = try Fixtures.layout(json: Fixtures.modular(##"{"id": "v", "slot": "topLeft", "family": "accessoryCircular", "content": {"template": "stack", "lines": [{"text": "2m"}, {"text": "100"}]}}"##))
        let drawn = Self.drawn(tree)
        #expect(!drawn.isEmpty)
        #expect(!drawn.contains { if case .clip = $0 { true } else { false } })
    }

    /// `clipShape` cuts its view to the shape in the view's frame: a 40 × 40 point square clipped to a circle is one
    /// clip of a circle of 20 points' radius round the square's centre, holding the square; without it, no clip.
    @Test func clipShapeCutsItsViewToTheShapeInItsFrame() throws {
        func clips(_ modifiers: String) throws -> [(Shape, [LayoutNode])] {
            let view = ##"{"vstack": [{"shape": "rectangle", "foregroundStyle": "#FF0000", "frame": {"width": 40, "height": 40}\##(modifiers)}, {"text": "x"}]}"##
            let tree = try Fixtures.layout(json: Self.modular("center", "accessoryRectangular", view))
            guard case .clip(_, let inner) = Self.drawn(tree).first else { return [] }
            return inner.compactMap { if case .clip(let shape, let nodes) = $0 { (shape, nodes) } else { nil } }
        }
        #expect(try clips("").isEmpty)
        for (name, expected) in [("circle", "circle"), ("capsule", "rounded"), (##"{"roundedRectangle": {"cornerRadius": 6}}"##, "rounded")] {
            let shape = name.hasPrefix("{") ? name : "\"\(name)\""
            let found = try clips(", \"clipShape\": \(shape)")
            try #require(found.count == 1, "one clip for \(name)")
            let (clip, inner) = found[0]
            guard case .fill(.rect(let square), _) = inner.first, inner.count == 1 else {
                Issue.record("the clip holds the square only, got \(inner)"); continue
            }
            #expect(abs(square.width - 40 * Device.scale) < 1e-6)
            switch (clip, expected) {
            case (.circle(let center, let radius), "circle"):
                #expect(center == square.center && abs(radius - 20 * Device.scale) < 1e-6)
            case (.roundedRect(let rect, let radius), "rounded"):
                #expect(rect == square)
                #expect(abs(radius - (name == "capsule" ? 20 : 6) * Device.scale) < 1e-6)
            default:
                Issue.record("\(name) gave \(clip)")
            }
        }
    }

    /// A custom face's rectangular slot, 150 × 62 pt (inside every screen), holding `view`, as stranger20's phone bill.
    static func bill(_ view: String) -> String {
        ##"{"schemaVersion": 1, "style": "custom", "time": "2026-11-27T09:09:00+05:00", "clock": {"kind": "digital"}, "slots": [{"name": "a", "family": "accessoryRectangular", "frame": {"x": 6, "y": 56, "width": 150, "height": 62}}], "complications": [{"id": "v", "slot": "a", "family": "accessoryRectangular", "content": {"view": \##(view)}}]}"##
    }

    /// A row's texts shrink by one scale (docs/views.md, "Layout": rows shrink as one): each fitted alone to its
    /// share, one row of one font was drawn at 7.9, 13.25 and 9 pt, its "·" separators unshrunk at 19.5 pt, larger
    /// than the amounts they part (stranger20 #3). A row of readings shrinks as one as far as a reading does, so on
    /// every screen its texts are one size, drawn whole.
    @Test(arguments: [DeviceID.mm40, .mm41, .mm45, .mm49])
    func aRowsTextsShrinkByOneScale(device: DeviceID) throws {
        let amounts = ["1 245,80 смн", "·", "$114.03", "·", "₽ 10 456,12"]
        let view = ##"{"hstack": ["## + amounts.map { ##"{"text": "\##($0)"}"## }.joined(separator: ", ") + ##"], "spacing": 3}"##
        let runs = Self.runs(Self.nodes(try Fixtures.layout(json: Self.bill(view), device: device))).map(\.run)
        #expect(runs.map(\.text) == amounts, "every amount whole")
        #expect(Set(runs.map(\.size)).count == 1, "\(runs.map { ($0.text, $0.size) })")
        #expect(runs.allSatisfy { $0.size >= LegibleSize.reading && $0.size < 19.5 * Device.scale })
    }

    /// A row of prose on one line shrinks as one to its family's legible size and no further; there its widest text
    /// gives way, cut after a whole word, and the other keeps the row's size. (A text that may wrap wraps at its size
    /// first, as SwiftUI's does: the row is then as written.)
    @Test(arguments: [DeviceID.mm40, .mm45])
    func aProseRowStopsAtTheLegibleSizeAndItsWidestGivesWay(device: DeviceID) throws {
        let long = "Grandmother's birthday dinner at the old lake house with everyone"
        let view = ##"{"hstack": [{"text": "Tuesday"}, {"text": "\##(long)", "lineLimit": 1}]}"##
        let runs = Self.runs(Self.nodes(try Fixtures.layout(json: Self.bill(view), device: device))).map(\.run)
        let day = try #require(runs.first { $0.text == "Tuesday" })
        let cut = try #require(runs.first { $0.text != "Tuesday" })
        #expect(day.size == LegibleSize.large && cut.size == LegibleSize.large, "\(runs.map { ($0.text, $0.size) })")
        #expect(cut.text.hasSuffix("…") && long.hasPrefix(String(cut.text.dropLast()) + " "), "\(cut.text)")
    }

    static func runs(_ nodes: [LayoutNode]) -> [(run: GlyphRun, ink: Ink)] {
        nodes.compactMap { if case .glyphs(let run, let ink) = $0 { (run, ink) } else { nil } }
    }

    static let steps = ##"{"vstack": [{"text": "812", "font": {"size": 16, "weight": "semibold", "design": "rounded"}}, {"text": "STEPS", "font": {"size": 10}, "foregroundStyle": "#0A84FF"}]}"##

    /// The issue's "Done when": "812" at 16 pt (semibold) above "STEPS" at 10 pt in blue, both centred in the circle,
    /// and no platter, on every screen size.
    @Test(arguments: [DeviceID.mm40, .mm45, .mm49])
    func theStepCountIsDrawnAsItsSwiftUIWithoutAPlatter(device: DeviceID) throws {
        let tree = try Fixtures.layout(json: Self.modular("topLeft", "accessoryCircular", Self.steps), device: device)
        let nodes = Self.nodes(tree)
        let runs = Self.runs(nodes)
        let number = try #require(runs.first { $0.run.text == "812" })
        let label = try #require(runs.first { $0.run.text == "STEPS" })
        #expect(number.run.size == 16 * Device.scale && number.run.font == .quicksandBold)
        #expect(label.run.size == 10 * Device.scale && label.run.font == .interRegular)
        #expect(label.ink.color == Color(red: 0x0A, green: 0x84, blue: 0xFF))
        #expect(number.run.glyphs[0].origin.y < label.run.glyphs[0].origin.y - 10 * Device.scale)
        let platter = nodes.contains { $0.isBackground }
        #expect(!platter, "a view draws no platter of its own")
        // Both centred on the same vertical line.
        func middle(_ run: GlyphRun) -> Double { (run.glyphs.first!.origin.x + run.glyphs.last!.origin.x) / 2 }
        #expect(abs(middle(number.run) - middle(label.run)) < 6 * Device.scale)
    }

    /// `AccessoryWidgetBackground` is the platter, where the view asks for it: behind what is drawn over it, removed in
    /// Always On as a template's platter is.
    @Test func theWidgetBackgroundIsThePlatterWhereAsked() throws {
        let view = ##"{"zstack": [{"accessoryWidgetBackground": {}}, {"text": "68"}]}"##
        let nodes = Self.nodes(try Fixtures.layout(json: Self.modular("topLeft", "accessoryCircular", view)))
        let first = try #require(nodes.first)
        guard case .fill(.circle, let ink) = first else { Issue.record("expected the platter first, got \(first)"); return }
        #expect(ink.role == .background)
        #expect(Self.runs(nodes).map(\.run.text) == ["68"])
    }

    /// A `containerBackground` is not drawn on a face, in any family, active or Always On (WidgetKit removes a widget's
    /// removable container background there; ports3's D7): the text alone is drawn, and a branch on
    /// `showsWidgetContainerBackground` takes its `false` side.
    @Test(arguments: [("topLeft", "accessoryCircular", Display.active), ("center", "accessoryRectangular", .active),
                      ("center", "accessoryRectangular", .alwaysOn), ("topLeft", "accessoryCorner", .active)])
    func aContainerBackgroundIsNotDrawnOnAFace(slot: String, family: String, display: Display) throws {
        let view = ##"{"if": {"showsWidgetContainerBackground": false}, "then": {"text": "68"}, "else": {"text": "99"}, "containerBackground": {"shape": "circle", "foregroundStyle": "#FF0000"}}"##
        let json = family == "accessoryCorner" ? Self.infograph(slot, family, view) : Self.modular(slot, family, view)
        let nodes = Self.nodes(try Fixtures.layout(json: json, device: .mm45, display))
        #expect(Self.runs(nodes).map(\.run.text) == ["68"])
        #expect(!nodes.contains { if case .fill = $0 { true } else { false } }, "nothing filled: \(nodes)")
    }

    /// `widgetCurvesContent` in a corner curves the view's text along the dial in its own font (ports3's D2: "120" at 20
    /// pt bold was a "…" in the corner's small circle), beyond its label: every glyph of "120" turned, 20 points (on
    /// 40 mm fitted to the shorter arc, still larger than the label), and farther from the screen's centre than the label's.
    @Test(arguments: [("topLeft", DeviceID.mm40), ("bottomRight", .mm45), ("topRight", .mm49)])
    func aCornersCurvedContentIsDrawnAlongTheDialInItsFont(slot: String, device: DeviceID) throws {
        let view = ##"{"text": "120", "font": {"size": 20, "weight": "bold"}, "widgetCurvesContent": true, "widgetLabel": "mg/dL"}"##
        let tree = try Fixtures.layout(json: Self.infograph(slot, "accessoryCorner", view), device: device)
        let centre = Point(x: Double(tree.width) / 2, y: Double(tree.height) / 2)
        let runs = Self.runs(Self.nodes(tree)).map(\.run)
        let content = try #require(runs.first { $0.text == "120" }, "\(runs.map(\.text))")
        let label = try #require(runs.first { $0.text == "mg/dL" })
        #expect(content.glyphs.allSatisfy { $0.rotation != 0 } && label.glyphs.allSatisfy { $0.rotation != 0 })
        // On 40 mm the arc beyond the label is short: the text is fitted to it, but stays larger than its label.
        #expect(device == .mm40 ? content.size > label.size : content.size == 20 * Device.scale, "\(content.size)")
        func distance(_ run: GlyphRun) -> Double { run.glyphs.map { hypot($0.origin.x - centre.x, $0.origin.y - centre.y) }.min()! }
        #expect(distance(content) > distance(label) + 10, "the content beyond the label")
        // Without the modifier the view is drawn flat in the corner's circle, as before.
        let flat = Self.runs(Self.nodes(try Fixtures.layout(json: Self.infograph(slot, "accessoryCorner", ##"{"text": "72", "widgetLabel": "bpm"}"##), device: device))).map(\.run)
        #expect(flat.first { $0.text == "72" }?.glyphs.allSatisfy { $0.rotation == 0 } == true)
    }

    /// A view's text is cut where every text Dial draws may be (#23): never inside a number. "Next 12:40" too wide even
    /// at the rectangular's legible 11 pt is "… 12:40" (a number is the last thing a line gives up), never "Next 12:4…"
    /// nor "Next…"; where 11 pt holds it, it is drawn whole there rather than cut (stranger17 #6); a lone "100" too wide
    /// for its frame shrinks (to half its size at most) rather than be drawn "1…".
    @Test func aViewsTextIsNeverCutInsideANumber() throws {
        func runs(_ view: String) throws -> [GlyphRun] {
            Self.runs(Self.nodes(try Fixtures.layout(json: Self.modular("center", "accessoryRectangular", view)))).map(\.run)
        }
        let cut = try runs(##"{"text": "Next 12:40", "font": {"size": 16}, "lineLimit": 1, "frame": {"width": 52}}"##)
        #expect(cut.map(\.text) == ["… 12:40"])
        let whole = try runs(##"{"text": "Next 12:40", "font": {"size": 16}, "lineLimit": 1, "frame": {"width": 60}}"##)
        #expect(whole.map(\.text) == ["Next 12:40"] && whole[0].size < 16 * Device.scale && whole[0].size >= 11 * Device.scale,
                "\(whole.map { "\($0.text) \($0.size)" })")
        let lone = try runs(##"{"text": "100", "font": {"size": 20}, "lineLimit": 1, "frame": {"width": 22}}"##)
        #expect(lone.map(\.text) == ["100"])
        #expect(lone[0].size < 20 * Device.scale && lone[0].size >= 10 * Device.scale)
        #expect(lone[0].glyphs.last!.origin.x - lone[0].glyphs[0].origin.x < 22 * Device.scale)
    }

    /// An open circular gauge's current value keeps above its end labels (ports2's ha-circular-open: a symbol, "68%"
    /// and "Battery" in a column ran into "0" and "100"): raised, then proposed narrower so that its texts shrink as
    /// their `minimumScaleFactor` allows, each drawn whole, on every screen; a value that fits stays where it was.
    @Test(arguments: [DeviceID.mm40, .mm45, .mm49])
    func anOpenGaugesCurrentValueKeepsAboveItsEndLabels(device: DeviceID) throws {
        let shaper = try TextShaper()
        let current = ##"{"vstack": [{"image": {"systemName": "bolt.fill"}, "font": {"size": 10}, "frame": {"width": 10, "height": 10}}, {"text": "68%", "font": {"size": 12, "weight": "semibold"}, "lineLimit": 1, "minimumScaleFactor": 0.2}, {"text": "Battery", "font": {"size": 8}, "lineLimit": 1, "minimumScaleFactor": 0.4}], "spacing": 0, "padding": 2}"##
        func gauge(_ current: String) -> String {
            ##"{"gauge": {"value": 0.68, "style": "accessoryCircular", "currentValueLabel": \##(current), "minimumValueLabel": {"text": "0"}, "maximumValueLabel": {"text": "100"}}, "tint": "#34C759"}"##
        }
        func inks(_ tree: LayoutTree) -> [String: (top: Double, bottom: Double, size: Double)] {
            var found: [String: (top: Double, bottom: Double, size: Double)] = [:]
            for (run, _) in Self.runs(Self.nodes(tree)) {
                let boxes = run.glyphs.compactMap { glyph in shaper.inkBox(of: glyph.id, font: run.font, size: run.size).map { (glyph.origin.y + $0.top, glyph.origin.y + $0.bottom) } }
                found[run.text] = (boxes.map(\.0).min()!, boxes.map(\.1).max()!, run.size)
            }
            return found
        }
        let drawn = inks(try Fixtures.layout(json: Self.modular("topLeft", "accessoryCircular", gauge(current)), device: device))
        let (percent, battery) = (try #require(drawn["68%"], "\(drawn.keys)"), try #require(drawn["Battery"], "drawn whole: \(drawn.keys)"))
        let ends = try #require(drawn["0"].flatMap { zero in drawn["100"].map { min(zero.top, $0.top) } })
        #expect(max(percent.bottom, battery.bottom) + 1 * Device.scale <= ends, "a point above the end labels on \(device)")
        #expect(percent.bottom <= battery.top, "the column keeps its order")
        #expect(percent.size < 12 * Device.scale && percent.size >= 12 * 0.2 * Device.scale)
        // A lone number with room above the end labels is centred in the hole as before: the same place with or
        // without them.
        let lone = inks(try Fixtures.layout(json: Self.modular("topLeft", "accessoryCircular", gauge(##"{"text": "7"}"##)), device: device))
        let bare = ##"{"gauge": {"value": 0.68, "style": "accessoryCircular", "currentValueLabel": {"text": "7"}}, "tint": "#34C759"}"##
        let alone = inks(try Fixtures.layout(json: Self.modular("topLeft", "accessoryCircular", bare), device: device))
        #expect(lone["7"]?.top == alone["7"]?.top && lone["7"] != nil)
    }

    /// A view's text is cut between characters, as SwiftUI truncates it, outside numbers (ports4, Jetpack): "My
    /// WordPress Site" in 50 points is a start of it cut inside a word ("My WordP…"), not "My…"; "Next 12:40" keeps its
    /// time (above), and a name cut shorter than 3 characters falls back to a whole word.
    @Test func aViewsTextIsCutBetweenCharactersOutsideNumbers() throws {
        func runs(_ text: String, width: Int) throws -> [String] {
            let view = ##"{"text": "\##(text)", "font": {"size": 11}, "lineLimit": 1, "frame": {"width": \##(width)}}"##
            return Self.runs(Self.nodes(try Fixtures.layout(json: Self.modular("center", "accessoryRectangular", view), device: .mm40))).map(\.run.text)
        }
        let cut = try #require(try runs("My WordPress Site", width: 58).first)
        #expect(cut.hasPrefix("My W") && cut.hasSuffix("…") && "My WordPress Site".hasPrefix(cut.dropLast()), "\(cut)")
        #expect(cut.count > 5, "cut inside the word, not after \"My\": \(cut)")
        // Every cut keeps the number whole (with what it counts, "left"), its words shortened before it where they
        // must be ("Ca… 1,284.50 left"), or drops it.
        for width in [40, 50, 60, 70] {
            let line = try #require(try runs("Cash 1,284.50 left", width: width).first)
            #expect(line.hasPrefix("Cash 1,284.50") || line.hasSuffix("… 1,284.50 left") || !line.contains("1"), "\(width): \(line)")
        }
    }

    /// A custom symbol (ports4, Ikachan's `Image("rule")` sized by `.font(.title)`) is as tall as its font, like an SF
    /// Symbol, and keeps that size inside padding wider than a ring's hole leaves room for, overflowing as SwiftUI's
    /// image does; a picture file squeezed to nothing by padding is not drawn, and the layout says so.
    @Test func aCustomSymbolKeepsItsFontsSize() throws {
        let shaper = try TextShaper()
        func images(_ view: String, slot: String = "center", family: String = "accessoryRectangular") throws -> (images: [PlacedImage], tree: LayoutTree) {
            var document = try FaceDocument.decode(Array(Self.modular(slot, family, view).utf8)).document
            document.device = .mm45
            let resolved = try Resolver.resolve(document, name: "test", display: .active, images: AppleGeometryTests.pictures)
            let tree = LayoutEngine.layout(try Redactor.redact(resolved) { text, font in shaper.shape(text, font: font.font, size: font.size).width },
                                           shaper: shaper)
            return (Self.nodes(tree).compactMap { if case .image(let image) = $0 { image } else { nil } }, tree)
        }
        let title = try #require(try images(##"{"image": {"customSymbol": "wide.png"}, "font": "title"}"##).images.first)
        let caption = try #require(try images(##"{"image": {"customSymbol": "wide.png"}, "font": "caption2"}"##).images.first)
        // A 2:1 picture fitted in the live area of the font's square, as an SF Symbol's icon is drawn (20 of 24 units,
        // ports4-final R3): five sixths of the font's size wide, half that tall.
        let live = 34 * Device.scale * 20 / 24
        #expect(abs(title.frame.width - live) < 0.01 && abs(title.frame.height - live / 2) < 0.01, "\(title.frame)")
        #expect(abs(title.frame.width / caption.frame.width - 34.0 / 14) < 0.01)
        // Padding 10 around a title symbol in a ring's hole: drawn at the font's size, centred, overflowing.
        let gauge = ##"{"gauge": {"value": 0.4, "style": "accessoryCircular", "currentValueLabel": {"image": {"customSymbol": "square.png"}, "font": "title", "padding": 10}}}"##
        let ring = try #require(try images(gauge, slot: "topLeft", family: "accessoryCircular").images.first)
        #expect(abs(ring.frame.width - live) < 0.01 && abs(ring.frame.height - live) < 0.01, "\(ring.frame)")
        // The same as a picture file, padding applied before the frame (the keys' order), so offered no room at all
        // (ports4-final R5): drawn at its ideal size (20 points), centred on its 18-point frame, overflowing as SwiftUI's
        // image that is not resizable does, and nothing reported missing.
        let squeezed = ##"{"gauge": {"value": 0.4, "style": "accessoryCircular", "currentValueLabel": {"image": {"file": "square.png"}, "frame": {"width": 18, "height": 18}, "padding": 10}}}"##
        let overflowing = try images(squeezed, slot: "topLeft", family: "accessoryCircular")
        let picture = try #require(overflowing.images.first, "drawn")
        #expect(abs(picture.frame.width - 20 * Device.scale) < 0.01 && abs(picture.frame.height - 20 * Device.scale) < 0.01, "\(picture.frame)")
        #expect(abs(picture.frame.center.x - ring.frame.center.x) < 0.01 && abs(picture.frame.center.y - ring.frame.center.y) < 0.01)
        #expect(overflowing.tree.shortened.isEmpty, "\(overflowing.tree.shortened)")
    }

    /// A text and a plain view in a column stand the text's own edge apart, as SwiftUI spaces them (docs/views.md,
    /// "Default spacing"): a 12-point Inter text 7.3 points above a bar under it, 4.4 points below a bar over it, not the
    /// 8 points between two plain views.
    @Test func aTextAndAShapeInAColumnAreTheTextsEdgeApart() throws {
        func gap(_ textFirst: Bool) throws -> Double {
            let text = ##"{"text": "Ag", "font": {"size": 12}}"##, bar = ##"{"shape": "rectangle", "frame": {"width": 40, "height": 4}}"##
            let view = ##"{"vstack": [\##(textFirst ? text : bar), \##(textFirst ? bar : text)]}"##
            let nodes = Self.nodes(try Fixtures.layout(json: Self.modular("center", "accessoryRectangular", view)))
            let rect = try #require(nodes.compactMap { node -> Rect? in if case .fill(.rect(let rect), _) = node { rect } else { nil } }.first)
            let baseline = try #require(Self.runs(nodes).first?.run.glyphs.first?.origin.y)
            let metrics = try TextShaper().metrics(.interRegular, size: 12 * Device.scale)
            // The text's frame: its ascender above the baseline, its line height in all.
            let top = baseline - metrics.ascender, bottom = top + metrics.lineHeight
            return (textFirst ? rect.y - bottom : top - rect.maxY) / Device.scale
        }
        let (below, above) = (try gap(true), try gap(false))
        #expect(abs(below - 7.3) < 0.1, "\(below)")
        #expect(abs(above - 4.4) < 0.1, "\(above)")
    }

    /// A linear gauge's end labels keep the rule every pair of secondary labels keeps: both at one size, never larger
    /// than the reading over the bar, and the bar keeps at least half the row; or both are left out and reported
    /// (stranger17 #2: an extra large's "0" at 82 px beside "500" at 37 and "412 kWh" at 49.5, the bar a stub).
    @Test(arguments: [DeviceID.mm40, .mm41, .mm45, .mm49], [("graphicExtraLarge", "center"), ("accessoryRectangular", "center"), ("accessoryCircular", "bottomLeft")])
    func aLinearGaugesEndLabelsAreOneSizeBesideItsBar(device: DeviceID, slot: (family: String, name: String)) throws {
        let view = ##"{"gauge": {"value": 412, "in": [0, 500], "style": "accessoryLinearCapacity", "currentValueLabel": {"text": "412 kWh"}, "minimumValueLabel": {"text": "0"}, "maximumValueLabel": {"text": "500"}}}"##
        let json = slot.family == "graphicExtraLarge"
            ? ##"{ "schemaVersion": 1, "style": "extraLarge", "complications": [{"id": "v", "slot": "center", "family": "graphicExtraLarge", "content": {"view": \##(view)}}] }"##
            : Self.modular(slot.name, slot.family, view)
        let tree = try Fixtures.layout(json: json, device: device)
        let nodes = Self.nodes(tree)
        let runs = Self.runs(nodes).map(\.run)
        let ends = runs.filter { $0.text == "0" || $0.text == "500" }
        guard ends.count == 2 else {
            #expect(ends.isEmpty && Set(tree.shortened.filter { $0.kind == .notDrawn }.map(\.text)) == ["0", "500"], "\(device) \(slot): \(runs.map(\.text)), \(tree.shortened)")
            return
        }
        #expect(ends[0].size == ends[1].size, "\(device) \(slot): \(ends.map { "\($0.text) at \($0.size)" })")
        if let reading = runs.first(where: { $0.text.hasPrefix("412") }) {
            #expect(ends.allSatisfy { $0.size <= reading.size + 1e-9 }, "\(device) \(slot): \(ends.map(\.size)) beside \(reading.size)")
        }
        let track = try #require(nodes.compactMap { node -> Rect? in if case .fill(.roundedRect(let rect, _), _) = node { rect } else { nil } }.first)
        let shaper = try Fixtures.shaper
        let labels = ends.map { shaper.shape($0.text, font: $0.font, size: $0.size).width }.reduce(0, +)
        #expect(track.width >= labels - 1e-9, "\(device) \(slot): a bar \(track.width) px long between labels \(labels) px wide")
    }

    /// With no current value, a linear gauge's end labels stay at the caption2 text style's size at most (13 pt on 40 mm,
    /// 14 pt on the others), not at the family's (stranger19 #5: an extra large's "1" and "10" at 28.6 pt, twice the
    /// caption2 title over them, read as the reading); a font written on the label's own text is kept.
    @Test(arguments: [DeviceID.mm40, .mm41, .mm45, .mm49], ["graphicExtraLarge", "accessoryRectangular"])
    func aLinearGaugesEndsWithoutAReadingStayAtCaption2(device: DeviceID, family: String) throws {
        let view = ##"{"vstack": [{"text": "Mood", "font": "caption2"}, {"gauge": {"value": 3, "in": [1, 10], "style": "accessoryLinearCapacity", "minimumValueLabel": {"text": "1"}, "maximumValueLabel": {"text": "10"}}}]}"##
        let json = family == "graphicExtraLarge"
            ? ##"{ "schemaVersion": 1, "style": "extraLarge", "complications": [{"id": "v", "slot": "center", "family": "graphicExtraLarge", "content": {"view": \##(view)}}] }"##
            : Self.modular("center", family, view)
        let runs = Self.runs(Self.nodes(try Fixtures.layout(json: json, device: device))).map(\.run)
        let ends = runs.filter { $0.text == "1" || $0.text == "10" }
        let caption2 = (device == .mm40 ? 13 : 14) * Device.scale
        #expect(ends.count == 2 && ends.allSatisfy { $0.size <= caption2 + 1e-9 }, "\(device) \(family): \(runs.map { "\($0.text) at \($0.size)" })")
        // An end label's own font is the author's.
        let own = view.replacingOccurrences(of: ##"{"text": "10"}"##, with: ##"{"text": "10", "font": {"size": 20}}"##)
            .replacingOccurrences(of: ##"{"text": "1"}"##, with: ##"{"text": "1", "font": {"size": 20}}"##)
        let written = family == "graphicExtraLarge" ? json.replacingOccurrences(of: view, with: own) : Self.modular("center", family, own)
        let sized = Self.runs(Self.nodes(try Fixtures.layout(json: written, device: device))).map(\.run).filter { $0.text == "1" || $0.text == "10" }
        #expect(sized.count == 2 && sized[0].size > caption2, "\(device) \(family): \(sized.map(\.size))")
    }

    /// `ProgressView(timerInterval:countsDown:)` moves with the moment drawn: an interval from an hour before to an hour
    /// after 10:09:30 is half left counting down, and a quarter gone counting up from half an hour before to 1½ hours
    /// after; outside its interval it is full or empty.
    @Test(arguments: [
        (##""timerInterval": ["2026-11-22T09:09:30+01:00", "2026-11-22T11:09:30+01:00"]"##, 0.5),
        (##""timerInterval": ["2026-11-22T09:39:30+01:00", "2026-11-22T11:39:30+01:00"], "countsDown": false"##, 0.25),
        (##""timerInterval": ["2026-11-22T11:00:00+01:00", "2026-11-22T12:00:00+01:00"]"##, 1),
        (##""timerInterval": ["2026-11-22T08:00:00+01:00", "2026-11-22T09:00:00+01:00"], "countsDown": false"##, 1),
    ] as [(String, Double)])
    func aTimerProgressIsWhereTheMomentIsInItsInterval(interval: String, filled: Double) throws {
        let view = ##"{"progress": {\##(interval)}, "frame": {"width": 100}}"##
        let nodes = Self.nodes(try Fixtures.layout(json: Self.modular("center", "accessoryRectangular", view)))
        let bars = nodes.compactMap { node -> Rect? in if case .fill(.roundedRect(let rect, _), _) = node { rect } else { nil } }
        let (track, fill) = (try #require(bars.first), try #require(bars.last))
        #expect(bars.count == 2)
        #expect(abs(fill.width - track.width * filled) < 0.01, "\(fill.width) of \(track.width)")
    }

    /// `ProgressView(value:total:) { label } currentValueLabel: { ... }` (ports4, BeatTime): the label above the bar, the
    /// current value's label below it, both at the bar's leading edge, the current value in the secondary style.
    @Test func aProgressBarsLabelsAreAboveAndBelowIt() throws {
        let view = ##"{"progress": {"value": 423, "total": 1000, "label": {"text": "@423 .beats"}, "currentValueLabel": {"text": "42 %"}}}"##
        let nodes = Self.nodes(try Fixtures.layout(json: Self.modular("center", "accessoryRectangular", view)))
        let runs = Self.runs(nodes)
        let label = try #require(runs.first { $0.run.text == "@423 .beats" })
        let current = try #require(runs.first { $0.run.text == "42 %" })
        let bar = try #require(nodes.compactMap { node -> Rect? in
            if case .fill(.roundedRect(let rect, _), _) = node { rect } else { nil }
        }.first)
        #expect(label.run.glyphs[0].origin.y < bar.y, "the label above the bar")
        #expect(current.run.glyphs[0].origin.y > bar.maxY, "the current value below it")
        #expect(abs(label.run.glyphs[0].origin.x - bar.x) < 4 && abs(current.run.glyphs[0].origin.x - bar.x) < 4, "leading")
        #expect(label.ink.color == .white && current.ink.color == HierarchicalStyleDocument.secondary.color)
    }

    /// A gradient tint on a capacity bar or a progress bar is laid along the whole track and the fill shows it up to the
    /// value, as watchOS fills a `Gradient` (ports4's BeatTime: purple to yellow, once drawn in the one colour at the
    /// value); an `accessoryLinear` track is the gradient between round ends. Nothing of it passes the value.
    @Test(arguments: [#"{"progress": {"value": 0.8, "total": 1}"#, #"{"gauge": {"value": 0.8, "style": "accessoryLinearCapacity"}"#])
    func aGradientBarShowsItsGradientUpToTheValue(bar: String) throws {
        let view = bar + ##", "tint": {"gradient": ["#AF52DE", "#FFFF00"]}}"##
        let tree = try Fixtures.layout(json: Self.modular("center", "accessoryRectangular", view))
        // Every clip, at any depth: the slot's, and inside it the fill's.
        func clips(_ nodes: [LayoutNode]) -> [(Rect, [LayoutNode])] {
            nodes.flatMap { node -> [(Rect, [LayoutNode])] in
                guard case .clip(let shape, let inner) = node else { return [] }
                let own: [(Rect, [LayoutNode])] = if case .roundedRect(let rect, _) = shape { [(rect, inner)] } else { [] }
                return own + clips(inner)
            }
        }
        let drawn = Self.drawn(tree)
        let clip = try #require(clips(drawn).last, "the fill is the gradient clipped to the value: \(drawn)")
        let colours = clip.1.compactMap { node -> Color? in if case .fill(_, let ink) = node { ink.color } else { nil } }
        #expect(Set(colours).count > 10, "a gradient, not one colour: \(Set(colours))")
        #expect(colours.first.map { $0.red > $0.green } == true, "purple at the start")
        // The fill ends at 80 % of the track (the track is the bar's first node, its whole width).
        let track = try #require(Self.nodes(tree).compactMap { node -> Rect? in if case .fill(.roundedRect(let rect, _), _) = node { rect } else { nil } }.first)
        #expect(abs(clip.0.width - track.width * 0.8) < 1, "\(clip.0) of \(track)")
    }

    /// `Spacer()` without a `minLength` shrinks no shorter than the default spacing, as SwiftUI's nil `minLength` is "the
    /// system default spacing between views": in a row squeezed to its texts they stay 8 points apart (ports/xdrip-
    /// rectangular on 40 mm drew "+310:07"); a `minLength` written is kept, 0 included.
    @Test func aSpacerKeepsTheDefaultSpacingAtLeast() throws {
        func runs(_ spacer: String) throws -> [String: Double] {
            // Two texts that keep their size, in a row narrower than they are: where the second starts is the spacer's minimum.
            let view = ##"{"hstack": [{"text": "+3", "fixedSize": true}, \##(spacer), {"text": "10:07", "fixedSize": true}], "frame": {"width": 40}}"##
            let placed = Self.runs(Self.nodes(try Fixtures.layout(json: Self.modular("center", "accessoryRectangular", view), device: .mm40)))
            return Dictionary(placed.map { ($0.run.text, $0.run.glyphs[0].origin.x) }, uniquingKeysWith: { a, _ in a })
        }
        let plain = try runs(##"{"spacer": {}}"##)
        #expect(plain == (try runs(##"{"spacer": {"minLength": 8}}"##)), "\(plain)")
        #expect(plain != (try runs(##"{"spacer": {"minLength": 0}}"##)), "a squeezed row: the minimum decides where the second text starts")
    }

    /// An inline view's picture is drawn whole in its square (ports4, MC Status): WidgetKit's inline shows its image,
    /// not a circle cut out of it.
    @Test func anInlinePictureIsNotCutToACircle() throws {
        let view = ##"{"hstack": [{"image": {"file": "square.png"}}, {"text": "7/20"}]}"##
        var document = try FaceDocument.decode(Array(Self.infograph("top", "accessoryInline", view).utf8)).document
        document.device = .mm45
        let shaper = try TextShaper()
        let resolved = try Resolver.resolve(document, name: "test", display: .active, images: AppleGeometryTests.pictures)
        let tree = LayoutEngine.layout(try Redactor.redact(resolved) { text, font in shaper.shape(text, font: font.font, size: font.size).width },
                                       shaper: shaper)
        let image = try #require(Self.nodes(tree).compactMap { if case .image(let image) = $0 { image } else { nil } }.first)
        #expect(image.mask == .rect(image.frame))
    }

    /// An `accessoryCircularCapacity` gauge whose current value label is an hstack of a symbol and a number draws both,
    /// the symbol before the number, inside the ring, and the ring filled to the value.
    @Test func aCapacityGaugeDrawsItsSymbolAndNumberInsideTheRing() throws {
        let view = ##"{"gauge": {"value": 0.72, "style": "accessoryCircularCapacity", "currentValueLabel": {"hstack": [{"image": {"systemName": "bolt.fill"}}, {"text": "72"}], "spacing": 1}}, "tint": "#30D158"}"##
        let tree = try Fixtures.layout(json: Self.modular("bottomLeft", "accessoryCircular", view))
        let nodes = Self.nodes(tree)
        let ring = try #require(nodes.compactMap { node -> (Point, Double)? in
            if case .stroke(.circle(let center, let radius), _, _) = node { (center, radius) } else { nil }
        }.first)
        let arc = nodes.contains { if case .stroke(.arc(_, _, let start, let end), _, let ink) = $0 { abs((end - start) / (2 * .pi) - 0.72) < 0.01 && ink.color == Color(red: 0x30, green: 0xD1, blue: 0x58) } else { false } }
        #expect(arc, "the ring filled to 72 %")
        let number = try #require(Self.runs(nodes).first { $0.run.text == "72" })
        let symbol = try #require(nodes.compactMap { if case .fill(.path(let path), _) = $0 { path } else { nil } }.first)
        let box = try #require(symbol.bounds)
        #expect(box.maxX <= number.run.glyphs[0].origin.x + 1, "the symbol before the number")
        for point in [Point(x: box.x, y: box.y), Point(x: box.maxX, y: box.maxY), number.run.glyphs.last!.origin] {
            #expect(hypot(point.x - ring.0.x, point.y - ring.0.y) < ring.1, "\(point) inside the ring")
        }
    }

    /// On one line (`lineLimit` 1), `minimumScaleFactor` shrinks a text that does not fit, and without it the text is cut
    /// with "…" where not even its family's legible size holds it; `lineLimit` 2 lets it wrap, as far as the height
    /// offered holds two lines.
    @Test func aTextShrinksWrapsOrIsCutAsItsModifiersSay() throws {
        func runs(width: Int, _ modifiers: String) throws -> [GlyphRun] {
            let view = ##"{"text": "Stromverbrauch heute", "font": {"size": 16}, "frame": {"width": \##(width)}\##(modifiers)}"##
            return Self.runs(Self.nodes(try Fixtures.layout(json: Self.modular("center", "accessoryRectangular", view)))).map(\.run)
        }
        let shrunk = try runs(width: 90, ##", "lineLimit": 1, "minimumScaleFactor": 0.4"##)
        #expect(shrunk.map(\.text) == ["Stromverbrauch heute"])
        #expect(shrunk[0].size < 16 * Device.scale && shrunk[0].size >= 16 * Device.scale * 0.4)
        let wrapped = try runs(width: 130, ##", "lineLimit": 2"##)
        #expect(wrapped.map(\.text) == ["Stromverbrauch", "heute"])
        #expect(wrapped.allSatisfy { $0.size == 16 * Device.scale })
        let cut = try runs(width: 90, ##", "lineLimit": 1"##)
        #expect(cut.count == 1 && cut[0].text.hasSuffix("…") && cut[0].size == 16 * Device.scale, "\(cut.map(\.text))")
        // Wrapped, a text breaks between words: where its longest word is wider than the line, it shrinks (as far as
        // its `minimumScaleFactor` allows, and then on to its family's legible size, 11 pt here) rather than break the
        // word; only where not even that holds the word is it broken.
        let shrunkToWrap = try runs(width: 90, ##", "lineLimit": 2, "minimumScaleFactor": 0.5"##)
        #expect(shrunkToWrap.map(\.text) == ["Stromverbrauch", "heute"])
        #expect(shrunkToWrap.allSatisfy { $0.size < 16 * Device.scale && $0.size >= 8 * Device.scale })
        let legible = try runs(width: 90, ##", "lineLimit": 2"##)
        #expect(legible.map(\.text) == ["Stromverbrauch", "heute"], "\(legible.map(\.text))")
        #expect(legible.allSatisfy { $0.size < 16 * Device.scale && $0.size >= 11 * Device.scale })
        let broken = try runs(width: 60, ##", "lineLimit": 2"##)
        #expect(broken.first.map { "Stromverbrauch".hasPrefix($0.text) && $0.text.count < 14 } == true, "\(broken.map(\.text))")
        #expect(broken.allSatisfy { $0.size == 16 * Device.scale })
    }

    /// A circle view's text that ends in a number and the word it counts ("CLOSES IN 10 HOURS", "10 HOURS" one unit
    /// that never parts) wraps whole, shrunk below its `minimumScaleFactor` as a long word does, where that unit is wider
    /// than a row at full size: never cut to "… 10 HOURS" on one row at the size where it wraps whole a little smaller
    /// (session 20's reverted merge: the number's word made it a number too wide to wrap).
    @Test(arguments: [DeviceID.mm40, .mm41, .mm45, .mm49], [Display.active, .alwaysOn])
    func aCircleViewsNumberAndItsWordWrapWhole(device: DeviceID, display: Display) throws {
        let view = ##"{"vstack": [{"text": "MARKET", "font": "caption2"}, {"text": "CLOSES IN 10 HOURS", "font": {"size": 12, "weight": "semibold"}}], "spacing": 0}"##
        let texts = Self.runs(Self.nodes(try Fixtures.layout(json: Self.infograph("subdialLeft", "accessoryCircular", view),
                                                             device: device, display))).map(\.run.text)
        #expect(texts.first == "MARKET" && !texts.contains { $0.contains("…") }, "\(device.rawValue): \(texts)")
        #expect(texts.dropFirst().joined(separator: " ") == "CLOSES IN 10 HOURS" && texts.contains { $0.hasSuffix("10 HOURS") },
                "\(device.rawValue): \(texts)")
    }

    /// A text capped by a larger text above it that shrank (`capped`) stands where its column's alignment puts a text
    /// of its drawn width, not at the leading edge of the wider frame it was laid out in at its own size: "CLOSES IN" /
    /// "10 HOURS" under "MARKET", laid out on three rows at its 12 pt ("10 HOURS" wide) and drawn on two, stood 7 to 9 px
    /// left of the circle's middle on 40 and 41 mm, its "C" sliced (session 22's regression, t9's fixture). Its rows are
    /// centred in the circle, whole, on every screen, active and Always On.
    @Test(arguments: [DeviceID.mm40, .mm41, .mm45, .mm49], [Display.active, .alwaysOn])
    func aCappedCircleTextStandsInTheMiddleOfItsColumn(device: DeviceID, display: Display) throws {
        let view = ##"{"vstack": [{"text": "MARKET", "font": "caption2"}, {"text": "CLOSES IN 10 HOURS", "font": {"size": 12, "weight": "semibold"}}], "spacing": 0}"##
        let tree = try Fixtures.layout(json: Self.infograph("subdialLeft", "accessoryCircular", view), device: device, display)
        guard case .clip(.circle(let center, _), let inner)? = Self.drawn(tree).first else {
            Issue.record("expected the circle's clip, got \(Self.drawn(tree))"); return
        }
        let shaper = try Fixtures.shaper
        let rows = Self.runs(inner).map(\.run).filter { $0.text != "MARKET" }
        #expect(rows.map(\.text) == ["CLOSES IN", "10 HOURS"], "\(device.rawValue): \(rows.map(\.text))")
        func ink(_ run: GlyphRun) throws -> (left: Double, right: Double) {
            let (first, last) = (try #require(run.glyphs.first), try #require(run.glyphs.last))
            let left = try #require(shaper.inkBox(of: first.id, font: run.font, size: run.size)).left + first.origin.x
            let right = try #require(shaper.inkBox(of: last.id, font: run.font, size: run.size)).right + last.origin.x
            return (left, right)
        }
        // Left-aligned within the text (its `multilineTextAlignment`), the widest row spans the text: its middle is the
        // circle's, within a side bearing.
        let widest = try #require(try rows.map(ink).max { $0.right - $0.left < $1.right - $1.left })
        #expect(abs((widest.left + widest.right) / 2 - center.x) < 1.5,
                "\(device.rawValue): rows span \(widest.left)...\(widest.right) about \(center.x)")
        #expect(!tree.shortened.contains { $0.kind == .masked }, "\(device.rawValue): \(tree.shortened)")
    }

    /// A wrapping view text is never cut inside the word after a number where that drops the numbers after it:
    /// "ᎤᏂᏲᏍᏗ 12 ᎠᏂ…" (12 stu…) for a lesson's students, room and time is a unit cut that hides its room and time; the
    /// text shrinks, its words shortened before its last number, as on main (stranger14's Cherokee school face).
    @Test(arguments: [DeviceID.mm40, .mm41, .mm45, .mm49])
    func aWrappingViewTextKeepsItsNumbersAfterANumbersWord(device: DeviceID) throws {
        let view = ##"{"vstack": [{"text": "ᏣᎳᎩ ᎦᏬᏂᎯᏍᏗ · ᏔᎵᏁ ᎠᏕᎶᏆᏍᏗ", "font": "headline"}, {"text": "ᎤᏂᏲᏍᏗ 12 ᎠᏂᏲᏍᎩ · Room 204 · ᏑᏓᎵ ᎢᏯᏔᏬᏍᏔᏅ 6:30", "lineLimit": 2}], "alignment": "leading", "spacing": 1}"##
        let tree = try Fixtures.layout(json: Self.modular("center", "accessoryRectangular", view), device: device)
        let drawn = Self.runs(Self.nodes(tree)).map(\.run.text).joined()
        #expect(drawn.contains("6:30") && drawn.contains("ᎠᏂᏲᏍᎩ"), "\(device.rawValue): \(drawn)")
    }

    /// A symbol is as large as its font; `resizable` makes it take its frame, and `scaledToFit` keeps it square there.
    @Test func aResizableSymbolTakesItsFrame() throws {
        func symbol(_ modifiers: String) throws -> Rect {
            let view = ##"{"image": {"systemName": "square.fill"}, "font": {"size": 12}\##(modifiers), "frame": {"width": 40, "height": 30}}"##
            let nodes = Self.nodes(try Fixtures.layout(json: Self.modular("center", "accessoryRectangular", view)))
            return try #require(nodes.compactMap { if case .fill(.path(let path), _) = $0 { path.bounds } else { nil } }.first)
        }
        // The icon's square is drawn on its grid with a margin: its ink is a share of the box, the same in both.
        let fixed = try symbol("")
        #expect(fixed.width <= 12 * Device.scale + 1 && fixed.height <= 12 * Device.scale + 1)
        let resized = try symbol(##", "resizable": true, "scaledToFit": true"##)
        #expect(abs(resized.width / fixed.width - 30.0 / 12) < 0.05, "as tall as the frame (30 points): \(resized), \(fixed)")
        #expect(abs(resized.width - resized.height) < 0.5, "square")
    }

    /// An environment branch draws the view for the context: Always On is `isLuminanceReduced`, the accented mode is
    /// `widgetRenderingMode`.
    @Test func anEnvironmentBranchDrawsTheViewOfTheContext() throws {
        let view = ##"{"if": {"isLuminanceReduced": true}, "then": {"text": "DIM"}, "else": {"if": {"widgetRenderingMode": "accented"}, "then": {"text": "TINT"}, "else": {"text": "FULL"}}}"##
        let json = Self.modular("topLeft", "accessoryCircular", view)
        func texts(_ display: Display, _ overrides: RenderOverrides = RenderOverrides()) throws -> [String] {
            Self.runs(Self.nodes(try Fixtures.layout(json: json, device: .mm45, display, overrides))).map(\.run.text)
        }
        #expect(try texts(.active) == ["FULL"])
        #expect(try texts(.alwaysOn) == ["DIM"])
        #expect(try texts(.active, RenderOverrides(renderingMode: .accented)) == ["TINT"])
    }

    /// `showsWidgetLabel` holds where the family draws a `widgetLabel` (a corner and a bezel) and nowhere else, the one
    /// rule that decides both what the condition reads and whether a label is drawn.
    @Test func showsWidgetLabelHoldsWhereTheFamilyDrawsTheLabel() throws {
        let view = ##"{"if": {"showsWidgetLabel": true}, "then": {"text": "LABELLED"}, "else": {"text": "PLAIN"}}"##
        func texts(_ json: String) throws -> [String] { Self.runs(Self.nodes(try Fixtures.layout(json: json))).map(\.run.text) }
        #expect(try texts(Self.infograph("topLeft", "accessoryCorner", view)).joined().contains("LABELLED"), "wrapped or not")
        #expect(try texts(Self.infograph("subdialTop", "graphicBezel", view)).joined().contains("LABELLED"), "wrapped or not")
        #expect(try texts(Self.modular("topLeft", "accessoryCircular", view)) == ["PLAIN"])
        #expect(try texts(Self.modular("center", "accessoryRectangular", view)) == ["PLAIN"])
    }

    /// A rectangular view has the whole slot and no platter; an inline shows its first text and image on one line; a
    /// corner draws its view in the corner's circle and its `widgetLabel` curved along the dial.
    @Test func eachFamilyTreatsAViewAsWidgetKitDoes() throws {
        let rectangular = Self.nodes(try Fixtures.layout(json: Self.modular("center", "accessoryRectangular",
            ##"{"vstack": [{"text": "Glucose"}, {"text": "142"}], "alignment": "leading"}"##)))
        let platter = rectangular.contains { $0.isBackground }
        #expect(!platter)
        #expect(Self.runs(rectangular).map(\.run.text) == ["Glucose", "142"])
        let inline = Self.nodes(try Fixtures.layout(json: Self.infograph("top", "accessoryInline",
            ##"{"hstack": [{"image": {"systemName": "heart.fill"}}, {"text": "72 BPM"}, {"text": "resting"}]}"##)))
        #expect(Self.runs(inline).map(\.run.text) == ["72 BPM"])
        let corner = Self.nodes(try Fixtures.layout(json: Self.infograph("topLeft", "accessoryCorner",
            ##"{"text": "12", "font": {"size": 18, "weight": "semibold"}, "widgetLabel": "Steps"}"##)))
        let runs = Self.runs(corner).map(\.run)
        #expect(runs.map(\.text).sorted() == ["12", "Steps"])
        #expect(runs.first { $0.text == "Steps" }!.glyphs.contains { $0.rotation != 0 }, "the label curved")
        #expect(runs.first { $0.text == "12" }!.glyphs.allSatisfy { $0.rotation == 0 }, "the view straight")
    }

    /// A corner's `widgetLabel` of several texts is curved as one line, a space apart; where one of them is hidden,
    /// only the first is curved, and nothing of the hidden one.
    @Test func aCornersLabelOfSeveralTextsIsCurvedAsOneLine() throws {
        func label(_ second: String) throws -> [String] {
            let view = ##"{"text": "5", "widgetLabel": {"hstack": [{"text": "142"}, \##(second)]}}"##
            let locked = RenderOverrides(lock: .locked, allowAccessWhenLocked: false)
            // Locked without access, privacy applies: a view with a marked text shows the rest.
            let tree = try Fixtures.layout(json: Self.infograph("topLeft", "accessoryCorner", view), device: .mm45, .active,
                                           second.contains("privacySensitive") ? locked : RenderOverrides())
            return Self.runs(Self.nodes(tree)).map(\.run).filter { $0.glyphs.contains { $0.rotation != 0 } }.map(\.text)
        }
        let both = try label(##"{"text": "mg/dL", "foregroundStyle": "secondary"}"##)
        #expect(both == ["142 mg/dL"], "\(both)")
        let first = try label(##"{"text": "rising", "privacySensitive": true}"##)
        #expect(first == ["142"], "\(first)")
    }

    /// A gauge that is a corner's whole view is the corner's curved gauge: an arc about the screen's centre, its current
    /// value curved along the dial; a gauge under a stack is still a view drawn flat in the corner's circle.
    @Test func aCornersGaugeViewIsCurvedAlongTheDial() throws {
        func nodes(_ view: String) throws -> [LayoutNode] {
            Self.nodes(try Fixtures.layout(json: Self.infograph("bottomRight", "accessoryCorner", view)))
        }
        let gauge = ##"{"gauge": {"value": 0.4, "style": "accessoryLinear", "currentValueLabel": {"text": "567"}}, "tint": "#E3AE0A"}"##
        let curved = try nodes(gauge)
        let screen = try Fixtures.layout(json: Self.infograph("bottomRight", "accessoryCorner", gauge))
        let centre = Point(x: Double(screen.width) / 2, y: Double(screen.height) / 2)
        let arcs = curved.compactMap { if case .stroke(.arc(let center, _, _, _), _, _) = $0 { center } else { nil } }
        #expect(!arcs.isEmpty && arcs.allSatisfy { hypot($0.x - centre.x, $0.y - centre.y) < 1 }, "an arc about the screen's centre")
        #expect(Self.runs(curved).contains { $0.run.text == "567" && $0.run.glyphs.contains { $0.rotation != 0 } })
        let flat = try nodes(##"{"vstack": [\##(gauge)]}"##)
        #expect(!flat.contains { if case .stroke(.arc(let center, _, _, _), _, _) = $0 { hypot(center.x - centre.x, center.y - centre.y) < 1 } else { false } })
    }

    /// A hidden text is a bar of a fixed width: two secrets of any length draw the same nodes, so nothing around them
    /// moves; shown, they differ.
    @Test(arguments: [Display.active, .alwaysOn])
    func aHiddenTextsBarDoesNotDependOnIt(display: Display) throws {
        func nodes(_ secret: String, hide: Bool) throws -> [LayoutNode] {
            let view = ##"{"hstack": [{"text": "\##(secret)", "privacySensitive": true}, {"text": "mg/dL"}]}"##
            // Locked without access: privacy applies in either display.
            let locked = RenderOverrides(lock: .locked, allowAccessWhenLocked: false)
            return Self.nodes(try Fixtures.layout(json: Self.modular("center", "accessoryRectangular", view), device: .mm45, display,
                                                  hide ? locked : RenderOverrides()))
        }
        #expect(try nodes("7", hide: true) == nodes("142.5 rising fast", hide: true))
        #expect(try nodes("7", hide: false) != nodes("142.5 rising fast", hide: false))
    }

    /// A view taller than its rectangular slot: everything the slot's edge clips is reported, the gauge as well as the
    /// text (stranger7 #14: a linear gauge's bar clipped to 2 px, unreported). Its texts shrink together toward 11 pt
    /// first (stranger18 #11), so the headline the edge sliced, emoji and all, is drawn whole: nothing reported of it;
    /// the gauge, which does not shrink, is still cut and reported.
    @Test func whatTheSlotClipsIsReportedWhole() throws {
        let json = ##"{ "schemaVersion": 1, "style": "custom", "time": "2026-11-22T10:09:30+01:00", "clock": { "kind": "analog" }, "slots": [ { "name": "cellar", "family": "accessoryRectangular", "frame": { "x": 40, "y": 140, "width": 118, "height": 36 } } ], "complications": [ { "id": "q", "slot": "cellar", "family": "accessoryRectangular", "dataProtection": "none", "content": { "view": { "vstack": [ { "text": "🍇 Qvevri 14", "font": "headline" }, { "text": "Rkatsiteli", "font": "body" }, { "gauge": { "value": 0.87, "style": "accessoryLinear" } } ], "alignment": "leading", "spacing": 1 } } } ] }"##
        let tree = try Fixtures.layout(json: json, device: .mm40)
        let masked = tree.shortened.filter { $0.kind == .masked }
        let gauge = try #require(masked.first { $0.path == "view.vstack[2]" }, "\(masked)")
        #expect(gauge.detail == .maskedElement(.slot, .gauge, hiddenWhole: false) && gauge.text.isEmpty)
        #expect(!masked.contains { $0.text == "🍇 Qvevri 14" }, "\(masked)")
        #expect(!tree.shortened.contains { $0.text == "🍇 Qvevri 14" }, "\(tree.shortened)")
        // With room for all of it, nothing is reported.
        let roomy = json.replacingOccurrences(of: #""y": 140, "width": 118, "height": 36"#, with: #""y": 60, "width": 118, "height": 90"#)
        #expect(try Fixtures.layout(json: roomy, device: .mm40).shortened.filter { $0.kind == .masked }.isEmpty)
    }

    /// stranger14 #9's weather chart: a caption over a bar chart in a short custom rectangular, whose x axis's default
    /// labels fall past the slot's edge.
    static func shortChart(xAxis: String = "") -> String {
        ##"{ "schemaVersion": 1, "style": "custom", "time": "2026-11-22T10:09:30+01:00", "clock": { "kind": "analog" }, "slots": [ { "name": "mid", "family": "accessoryRectangular", "frame": { "x": 44, "y": 142, "width": 104, "height": 48 } } ], "complications": [ { "id": "v", "slot": "mid", "family": "accessoryRectangular", "dataProtection": "none", "content": { "view": { "vstack": [ { "text": "Hitastig °C", "font": "caption2" }, { "chart": [ { "barMark": { "x": 0, "y": -3 } }, { "barMark": { "x": 1, "y": -5 } }, { "barMark": { "x": 2, "y": -8 } }, { "barMark": { "x": 3, "y": -2 } }, { "barMark": { "x": 4, "y": 1 } }, { "barMark": { "x": 5, "y": 3 } } ], "chartYAxis": { "stride": 5 }\##(xAxis) } ], "alignment": "leading" } } } ] }"##
    }

    /// Where the slot's edge would cut every x axis label, the labels are left out and reported by the chart's own
    /// path, and the plot takes their band: it is drawn as the same chart with grid lines and no labels is, not 7.5 pt
    /// tall over an empty band (stranger14 #9).
    @Test(arguments: [DeviceID.mm40, .mm45, .mm49])
    func aChartWhoseLabelsTheSlotCutsGivesThePlotTheirBand(_ device: DeviceID) throws {
        let tree = try Fixtures.layout(json: Self.shortChart(), device: device)
        let dropped = tree.shortened.filter { $0.kind == .notDrawn }
        #expect(dropped.map(\.text) == ["0", "2", "4"], "\(tree.shortened)")
        #expect(dropped.allSatisfy { $0.path == "view.vstack[1]" }, "\(dropped)")
        func plot(_ tree: LayoutTree) -> [LayoutNode] {
            Self.nodes(tree).filter { if case .glyphs = $0 { false } else { true } }
        }
        let unlabelled = try Fixtures.layout(json: Self.shortChart(xAxis: #", "chartXAxis": { "stride": 2 }"#), device: device)
        #expect(unlabelled.shortened.filter { $0.kind == .notDrawn }.isEmpty)
        #expect(plot(tree) == plot(unlabelled))
    }

    /// An extra large face whose complication is `view`.
    static func extraLarge(_ view: String) -> String {
        ##"{ "schemaVersion": 1, "style": "extraLarge", "time": "2026-11-26T07:10:00+08:00", "complications": [{ "id": "v", "slot": "center", "family": "graphicExtraLarge", "dataProtection": "none", "content": { "view": \##(view) } }] }"##
    }

    /// stranger14 #10's face, in short: a symbol beside a reading, a line and a capacity bar in an extra large view.
    static let herders = extraLarge(##"{ "vstack": [ { "hstack": [ { "image": { "systemName": "snowflake" } }, { "text": "−38 °C", "font": { "size": 30, "weight": "bold" } } ] }, { "text": "Khövsgöl aimag", "font": { "size": 14 } }, { "gauge": { "value": 0.82, "style": "accessoryLinearCapacity" } } ], "spacing": 2 }"##)

    /// The circle an extra large complication is drawn in, from its clip.
    static func circle(_ tree: LayoutTree) throws -> (center: Point, radius: Double) {
        let clips = tree.owners.filter { $0.owner == .complication("v") }.flatMap { tree.nodes[$0.nodes] }
            .compactMap { node -> (Point, Double)? in if case .clip(.circle(let center, let radius), _) = node { (center, radius) } else { nil } }
        return try #require(clips.first)
    }

    /// An extra large view is laid out in the square inscribed in its circle: its symbol and its capacity bar lie
    /// inside the circle on every screen, where laid out in the circle's whole square the circle cut the symbol's
    /// corner and the bar's empty end, so the bar read full (stranger14 #10); nothing is reported cut.
    @Test(arguments: [DeviceID.mm40, .mm45, .mm49])
    func anExtraLargeViewIsLaidOutInsideItsCircle(_ device: DeviceID) throws {
        let tree = try Fixtures.layout(json: Self.herders, device: device)
        let (center, radius) = try Self.circle(tree)
        func inside(_ point: Point) -> Bool {
            ((point.x - center.x) * (point.x - center.x) + (point.y - center.y) * (point.y - center.y)).squareRoot() <= radius + 0.5
        }
        let drawn = Self.nodes(tree)
        let bars = drawn.compactMap { node -> Rect? in if case .fill(.roundedRect(let rect, _), _) = node { rect } else { nil } }
        #expect(bars.count == 2, "the track and its fill: \(bars)")
        for bar in bars {
            // The capsule's ends, half its thickness in from the rectangle's corners.
            let half = bar.height / 2
            for point in [Point(x: bar.x, y: bar.center.y), Point(x: bar.maxX, y: bar.center.y), Point(x: bar.x + half, y: bar.maxY),
                          Point(x: bar.maxX - half, y: bar.maxY), Point(x: bar.x + half, y: bar.y), Point(x: bar.maxX - half, y: bar.y)] {
                #expect(inside(point), "\(bar) at \(point) on \(device)")
            }
        }
        let symbol = try #require(drawn.compactMap { node -> Rect? in if case .fill(.path(let path), _) = node { path.bounds } else { nil } }.first)
        for point in [Point(x: symbol.x, y: symbol.center.y), Point(x: symbol.center.x, y: symbol.y), Point(x: symbol.maxX, y: symbol.center.y),
                      Point(x: symbol.center.x, y: symbol.maxY)] {
            #expect(inside(point), "the symbol \(symbol) at \(point) on \(device)")
        }
        #expect(tree.shortened.filter { $0.kind == .masked }.isEmpty, "\(tree.shortened)")
    }

    /// A ring that is the whole extra large view still fills the circle, as watchOS draws an extra large gauge.
    @Test func anExtraLargeRingFillsItsCircle() throws {
        let tree = try Fixtures.layout(json: Self.extraLarge(#"{ "gauge": { "value": 0.5, "style": "accessoryCircularCapacity" } }"#), device: .mm45)
        let (_, radius) = try Self.circle(tree)
        let rings = Self.nodes(tree).compactMap { node -> Double? in if case .stroke(.arc(_, let radius, _, _), let stroke, _) = node { radius + stroke.width / 2 } else { nil } }
        let outer = try #require(rings.max(), "\(Self.nodes(tree))")
        #expect(outer > radius * 0.9, "the ring reaches \(outer) px of the circle's \(radius) px")
    }

    /// A widget background as large as the extra large view fills the whole circle, not the inscribed square's circle.
    @Test func anExtraLargeBackgroundFillsItsCircle() throws {
        let tree = try Fixtures.layout(json: Self.extraLarge(##"{ "zstack": [ { "accessoryWidgetBackground": {} }, { "vstack": [ { "text": "UV 7" }, { "gauge": { "value": 0.7, "style": "accessoryLinearCapacity" } } ] } ] }"##), device: .mm45)
        let (center, radius) = try Self.circle(tree)
        let discs = Self.nodes(tree).compactMap { node -> (Point, Double)? in if case .fill(.circle(let center, let radius), _) = node { (center, radius) } else { nil } }
        let disc = try #require(discs.first, "\(Self.nodes(tree))")
        #expect(disc.0 == center && abs(disc.1 - radius) < 1e-9, "\(disc) in a circle of \(radius) about \(center)")
    }

    /// What a circle cuts that is not text is reported too, by its path: a circular view whose symbol sits at the
    /// circle's edge and whose capacity bar runs past it (laid out in the circle's square, as watchOS lays it out).
    @Test func aSymbolAndAGaugeTheCircleCutsAreReported() throws {
        let json = ViewLayoutTests.modular("topLeft", "accessoryCircular", ##"{ "vstack": [ { "hstack": [ { "image": { "systemName": "snowflake" } }, { "text": "−38 °C", "font": { "size": 30, "weight": "bold" } } ] }, { "gauge": { "value": 0.82, "style": "accessoryLinearCapacity" } } ] }"##)
            .replacingOccurrences(of: #""family": "accessoryCircular","#, with: #""family": "accessoryCircular", "dataProtection": "none","#)
        let tree = try Fixtures.layout(json: json, device: .mm45)
        let masked = tree.shortened.filter { $0.kind == .masked }
        let symbol = try #require(masked.first { $0.path == "view.vstack[0].hstack[0]" }, "\(masked)")
        #expect(symbol.detail == .maskedElement(.circle, .symbol, hiddenWhole: false))
        // Its middle inside the circle, its ends cut: sliced, not hidden whole.
        let gauge = try #require(masked.first { $0.path == "view.vstack[1]" }, "\(masked)")
        #expect(gauge.detail == .maskedElement(.circle, .gauge, hiddenWhole: false))
        // Named by what they are, never quoted as if the face had written "image" or "gauge" (notes18/u6).
        #expect([symbol.subject, gauge.subject] == ["its symbol", "its gauge"])
        #expect(symbol.drawnAs.hasSuffix(": the symbol sliced") && gauge.drawnAs.hasSuffix(": the gauge sliced"), "\(symbol.drawnAs)")
    }

    /// A rectangular's slot edge judges a symbol by the box its ink is drawn in, as a circle does, never by its frame's
    /// margins: guarani-icu's drop beside a headline, its frame's top a few pixels past the slot on every screen, was
    /// reported "sliced" while drawn whole (stranger20 #8). Pushed past the slot's edge, it is reported still.
    @Test(arguments: [(0, false), (-14, true)])
    func aSymbolTheSlotCutsIsReportedByItsInk(offset: Int, cut: Bool) throws {
        let view = ##"{ "vstack": [ { "hstack": [ { "image": { "systemName": "drop.fill" }, "offset": { "y": \##(offset) } }, { "text": "Cama 7 · Noradrenalina 8 mg/250 mL", "lineLimit": 1 } ], "font": "headline" }, { "hstack": [ { "text": "12,5 mL/h", "font": { "size": 20, "weight": "semibold" } }, { "spacer": {} }, { "text": "0,11 µg/kg/min", "font": { "size": 11 } } ] }, { "progress": { "value": 187.5, "total": 250, "label": { "text": "Ojeporu 187,5 / 250 mL" }, "currentValueLabel": { "text": "Opa jave: 5 h 0 min" } } } ], "alignment": "leading", "spacing": 1 }"##
        for device in [DeviceID.mm40, .mm45, .mm49] {
            let tree = try Fixtures.layout(json: Self.modular("center", "accessoryRectangular", view), device: device)
            let symbol = tree.shortened.first { $0.path?.hasPrefix("view.vstack[0].hstack[0]") == true && $0.kind == .masked }
            #expect((symbol != nil) == cut, "\(device): \(tree.shortened)")
        }
    }
}

/// View fidelity (issue #27, part I): the SwiftUI teams write that Dial drew wrong or not at all, end to end.
struct ViewFidelityTests {
    static func tree(_ view: String, family: String = "accessoryRectangular", slot: String = "center",
                     device: DeviceID = .mm45, _ overrides: RenderOverrides = RenderOverrides()) throws -> LayoutTree {
        try Fixtures.layout(json: ViewLayoutTests.modular(slot, family, view), device: device, .active, overrides)
    }

    /// The complication's nodes, clips and all.
    static func nodes(_ view: String, family: String = "accessoryRectangular", slot: String = "center",
                      _ overrides: RenderOverrides = RenderOverrides()) throws -> [LayoutNode] {
        ViewLayoutTests.drawn(try tree(view, family: family, slot: slot, overrides))
    }

    /// Its glyph runs, those inside clips too.
    static func runs(_ view: String) throws -> [GlyphRun] {
        ViewLayoutTests.runs(ViewLayoutTests.nodes(try tree(view))).map(\.run)
    }

    /// `monospacedDigit()`: "1111" is as wide as "8888" (Inter's tabular figures), where without it the ones are narrower.
    @Test func monospacedDigitsAreOfOneWidth() throws {
        func width(_ digits: String, _ tabular: Bool) throws -> Double {
            let view = ##"{"text": "\##(digits)", "font": {"size": 18}\##(tabular ? #", "monospacedDigit": true"# : "")}"##
            let run = try #require(Self.runs(view).first)
            return run.glyphs.last!.origin.x - run.glyphs.first!.origin.x
        }
        #expect(try width("1111", true) == width("8888", true))
        #expect(try width("1111", false) < width("8888", false))
    }

    /// `fontDesign` sets the design of the font in effect, a text style's as a size's; `monospaced()` its fixed-width one.
    @Test(arguments: [(##""fontDesign": "rounded""##, PinnedFont.quicksandBold), (##""fontDesign": "serif""##, .dejaVuSerifBold),
                      (##""monospaced": true"##, .dejaVuSansMonoBold), (##""fontDesign": "default""##, .interSemiBold)])
    func aDesignAppliesToTheFontInEffect(modifier: String, font: PinnedFont) throws {
        let view = ##"{"vstack": [{"text": "7", "font": "headline"}], \##(modifier)}"##
        #expect(try Self.runs(view).first?.font == font)
    }

    /// `rotationEffect` turns the text's glyphs and leaves the layout as it was: its neighbour does not move.
    @Test func aTurnedTextLeavesItsNeighbourInPlace() throws {
        func runs(_ turn: String) throws -> [GlyphRun] {
            try Self.runs(##"{"vstack": [{"text": "N"\##(turn)}, {"text": "below"}]}"##)
        }
        let (plain, turned) = (try runs(""), try runs(#", "rotationEffect": 90"#))
        #expect(turned[0].glyphs.allSatisfy { abs($0.rotation - .pi / 2) < 1e-9 })
        #expect(turned[1] == plain[1])
    }

    /// A gradient foreground paints a text's glyphs band by band; hidden, its bar is the same one colour whatever the
    /// text, with no gradient over it.
    @Test func aGradientTextIsPaintedAndItsBarIsPlain() throws {
        let painted = try Self.nodes(##"{"text": "Glucose 142", "foregroundStyle": {"gradient": ["#30D158", "#64D2FF"]}}"##)
        // The glyphs' colours inside clips (the bands', inside the slot's own).
        func clipped(_ nodes: [LayoutNode], inside: Bool) -> [Color] {
            nodes.flatMap { node -> [Color] in
                switch node {
                case .clip(_, let inner): clipped(inner, inside: true)
                case .glyphs(_, let ink) where inside: [ink.color]
                default: []
                }
            }
        }
        let clips = clipped(painted, inside: false)
        #expect(Set(clips).count > 5, "the glyphs in many colours: \(clips)")
        func hidden(_ text: String) throws -> [LayoutNode] {
            try Self.nodes(##"{"text": "\##(text)", "privacySensitive": true, "foregroundStyle": {"gradient": ["#30D158", "#64D2FF"], "startPoint": "top", "endPoint": "bottom"}}"##,
                           RenderOverrides(lock: .locked, allowAccessWhenLocked: false))
        }
        let bar = try hidden("142")
        #expect(try bar == hidden("99"))
        func leaves(_ nodes: [LayoutNode]) -> [LayoutNode] {
            nodes.flatMap { node -> [LayoutNode] in if case .clip(_, let inner) = node { leaves(inner) } else { [node] } }
        }
        let drawn = leaves(bar).count
        #expect(drawn > 0 && drawn < 4, "the bar, not a band of it per point: \(bar)")
    }

    /// A dashed circle is drawn as its dashes, each a short stroke, all on the circle.
    @Test func aDashedCircleIsItsDashes() throws {
        let nodes = ViewLayoutTests.nodes(try Self.tree(##"{"shape": "circle", "stroke": {"lineWidth": 2, "dash": [2, 4]}}"##,
                                                         family: "accessoryCircular", slot: "topLeft"))
        let dashes = nodes.compactMap { node -> (Point, Point)? in
            if case .stroke(.line(let from, let to), _, _) = node { (from, to) } else { nil }
        }
        #expect(dashes.count > 10)
        let lengths = dashes.map { dash -> Double in
            let (dx, dy) = (dash.1.x - dash.0.x, dash.1.y - dash.0.y)
            return (dx * dx + dy * dy).squareRoot()
        }
        #expect(lengths.allSatisfy { $0 <= 2 * Device.scale + 1e-6 })
    }
}

/// One directed gradient over a whole view (issue #27, R1: BeatTime's `.overlay(LinearGradient(...)).mask(gauge)`), and
/// `scaleEffect` (R4), end to end.
struct ViewLayoutMaskTests {
    static let colors = ##"["#001E32", "#BF5AF2", "#F7BA00", "#FFFF00"]"##
    static func beat(_ value: Double, sensitive: Bool = false) -> String {
        let gauge = ##"{"gauge": {"value": \##(value), "style": "accessoryCircular", "label": {"text": "@"}}\##(sensitive ? ##", "privacySensitive": true"## : "")}"##
        return ##"{"gauge": {"value": \##(value), "style": "accessoryCircular", "label": {"text": "@"}}, "overlay": {"linearGradient": {"colors": \##(colors), "startPoint": "bottom", "endPoint": "top"}}, "mask": \##(gauge)\##(sensitive ? ##", "privacySensitive": true"## : "")}"##
    }

    /// The masks among `nodes`, clips opened.
    static func masks(_ nodes: [LayoutNode]) -> [(view: [LayoutNode], mask: [LayoutNode])] {
        nodes.flatMap { node -> [(view: [LayoutNode], mask: [LayoutNode])] in
            switch node {
            case .mask(let view, let mask): [(view, mask)]
            case .clip(_, let inner): masks(inner)
            default: []
            }
        }
    }

    /// The gradient laid over the whole gauge bottom to top, kept where the gauge has ink: one mask, its view the
    /// gradient's one-point bands from the dark colour at the frame's foot to yellow at its top, its mask the gauge's
    /// arc and its "@" (white-or-not does not matter to a mask: their alpha does).
    @Test(arguments: [DeviceID.mm40, .mm45, .mm49])
    func aGradientOverAGaugeRunsBottomToTop(device: DeviceID) throws {
        let tree = try Fixtures.layout(json: ViewLayoutTests.modular("topLeft", "accessoryCircular", Self.beat(0.42)), device: device)
        let masks = Self.masks(ViewLayoutTests.drawn(tree))
        try #require(masks.count == 1)
        let bands = masks[0].view.compactMap { node -> (y: Double, color: Color)? in
            guard case .fill(.path(let path), let ink) = node, let box = path.bounds else { return nil }
            return (box.center.y, ink.color)
        }
        try #require(bands.count > 20)
        #expect(zip(bands, bands.dropFirst()).allSatisfy { $0.y > $1.y }, "drawn from the foot up")
        #expect(bands.first!.color.blue > bands.first!.color.red && bands.first!.color.red < 40, "dark at the foot: \(bands.first!.color)")
        #expect(bands.last!.color.red > 240 && bands.last!.color.green > 240 && bands.last!.color.blue < 20, "yellow at the top: \(bands.last!.color)")
        #expect(masks[0].mask.contains { if case .stroke(.arc, _, _) = $0 { true } else { false } }, "the arc is in the mask")
        #expect(!ViewLayoutTests.runs(masks[0].mask).isEmpty, "the label's glyphs are in the mask")
    }

    /// Hidden (privacySensitive, Hide Sensitive on, wrist down), the gauge and its mask are one region (a mask may draw
    /// data, docs/privacy.md "Structure"): one bar, the same whatever the value, and no mask at all.
    @Test func aHiddenMaskedGaugeDrawsTheSameForEveryValue() throws {
        func drawn(_ value: Double) throws -> [LayoutNode] {
            let json = ViewLayoutTests.modular("topLeft", "accessoryCircular", Self.beat(value, sensitive: true))
            return ViewLayoutTests.drawn(try Fixtures.layout(json: json, .alwaysOn, RenderOverrides(hideSensitiveComplications: true)))
        }
        let low = try drawn(0.05)
        #expect(low == (try drawn(0.93)))
        #expect(Self.masks(low).isEmpty)
        #expect(low != ViewLayoutTests.drawn(try Fixtures.layout(json: ViewLayoutTests.modular("topLeft", "accessoryCircular", Self.beat(0.05)), .alwaysOn)),
                "shown, the value is drawn")
    }

    /// `scaleEffect` draws the view scaled about its centre and moves nothing else: the text beside a halved circle
    /// stands where it stands beside the circle unscaled, and the circle's radius is half.
    @Test func aScaleMovesNothingElse() throws {
        func drawn(_ scale: String) throws -> [LayoutNode] {
            let view = ##"{"hstack": [{"shape": "circle", "frame": {"width": 20, "height": 20}\##(scale)}, {"text": "72"}]}"##
            return ViewLayoutTests.nodes(try Fixtures.layout(json: ViewLayoutTests.modular("center", "accessoryRectangular", view)))
        }
        let plain = try drawn(""), scaled = try drawn(##", "scaleEffect": 0.5"##)
        #expect(ViewLayoutTests.runs(plain).map(\.run) == ViewLayoutTests.runs(scaled).map(\.run))
        guard case .fill(.circle(let center, let radius), _) = plain[0], case .fill(.circle(let scaledCenter, let scaledRadius), _) = scaled[0] else {
            Issue.record("\(plain[0]) \(scaled[0])"); return
        }
        #expect(center == scaledCenter && abs(scaledRadius - radius / 2) < 1e-9)
    }
}

/// `ProgressView(value:total:).progressViewStyle(.circular)` (issue #27, ports5): a ring filled to the value, as a
/// capacity gauge is, its label inside it; the bar's layout where no style is given.
struct ViewLayoutCircularProgressTests {
    @Test(arguments: [DeviceID.mm40, .mm45, .mm49])
    func aCircularProgressIsARingWithItsLabelInside(device: DeviceID) throws {
        let view = ##"{"progress": {"value": 0.25, "total": 1, "style": "circular", "label": {"text": "25"}}}"##
        let nodes = ViewLayoutTests.nodes(try Fixtures.layout(json: ViewLayoutTests.modular("topLeft", "accessoryCircular", view), device: device))
        let track = nodes.compactMap { node -> (Point, Double)? in
            if case .stroke(.circle(let center, let radius), _, _) = node { (center, radius) } else { nil }
        }
        try #require(track.count == 1, "\(nodes)")
        #expect(nodes.contains { if case .stroke(.arc, _, _) = $0 { true } else { false } }, "the fill to the value")
        let runs = ViewLayoutTests.runs(nodes)
        #expect(runs.map(\.run.text) == ["25"])
        let origin = try #require(runs.first?.run.glyphs.first?.origin)
        #expect(abs(origin.y - track[0].0.y) < track[0].1 / 2, "inside the ring")
    }
}

extension ViewLayoutTests {
    /// A column offers a text a display may hide what its shown texts leave, after them, and keeps its line (as tall
    /// as its bar) whatever it says: the caption over a hidden amount is drawn the same, in the same place, wrist down
    /// as wrist up. Always On drew "… 24h" beside the bar where active drew "P&L" over "24h", the shown amount shrunk
    /// to its width leaving the caption two rows (stranger15 #7).
    @Test(arguments: [DeviceID.mm40, .mm41, .mm45, .mm49])
    func aHiddenTextGetsWhatItsShownNeighboursLeave(device: DeviceID) throws {
        let json = ##"{"schemaVersion": 1, "style": "custom", "locale": "en-PH", "time": "2026-11-26T22:10:00+08:00", "clock": {"kind": "digital"}, "slots": [{"name": "right", "family": "accessoryCircular", "frame": {"x": 100, "y": 120, "width": 44, "height": 44}}], "settings": {"hideSensitiveComplications": true, "allowAccessWhenLocked": false}, "complications": [{"id": "v", "slot": "right", "family": "accessoryCircular", "content": {"view": {"vstack": [{"text": "P&L 24h", "font": "caption2"}, {"text": "+₱601,230", "font": {"size": 14, "weight": "bold"}, "privacySensitive": true}]}}}]}"##
        func caption(_ display: Display) throws -> [String] {
            Self.runs(Self.nodes(try Fixtures.layout(json: json, device: device, display))).map(\.run)
                .filter { !$0.text.contains("₱") }
                .map { "\($0.text) \($0.size) at \(($0.glyphs.first?.origin.x ?? 0).rounded()),\(($0.glyphs.first?.origin.y ?? 0).rounded())" }
        }
        let active = try caption(.active)
        #expect(active.joined().contains("24h"), "\(active)")
        #expect(try caption(.alwaysOn) == active)
    }
}

extension ViewLayoutTests {
    /// A column in a circle, with the locale that writes its amount ("−1.240,00 €").
    static func circularColumn(_ column: String) -> String {
        ##"{"schemaVersion": 1, "style": "modular", "locale": "ca-ES", "time": "2026-11-27T06:45:00+01:00", "timeZone": "Europe/Madrid", "complications": [{"id": "v", "slot": "bottomRight", "family": "accessoryCircular", "content": {"view": {"vstack": [\##(column)]}}}]}"##
    }

    static let demurrageAmount = ##"{"text": "−1.240,00 €", "font": {"size": 13, "weight": "semibold"}, "foregroundStyle": "#FF453A"}"##
    static let profitAmount = ##"{"text": "+₱601,230", "font": {"size": 14, "weight": "bold"}}"##

    /// The reading keeps its size and its caption gives way (#23: "a caption or subtitle is never drawn larger than
    /// the line it belongs to"). stranger18's container `demurrage`: "−1.240,00 €" (13 pt semibold) was drawn at 5 pt on
    /// 40 mm above "Estadia 3/7 d" (caption2) wrapped on two rows at 10.25 pt, the caption's rows pushing it up the
    /// circle; and "P&L 24h" (caption2) over a 14 pt bold amount drew the amount at 4.9 pt under a 13 pt caption on two
    /// rows. The amount is drawn as large as alone in the circle, the caption whole on one row and never larger than it,
    /// on every screen, wrist up and down.
    @Test(arguments: [DeviceID.mm40, .mm41, .mm45, .mm49], [Display.active, .alwaysOn])
    func aColumnsReadingKeepsItsSizeAndItsCaptionGivesWay(device: DeviceID, display: Display) throws {
        let columns = [("demurrage", "\(Self.demurrageAmount), {\"text\": \"Estadia 3/7 d\", \"font\": \"caption2\"}", Self.demurrageAmount, "1.240", "Estadia 3/7 d"),
                       ("P&L", "{\"text\": \"P&L 24h\", \"font\": \"caption2\"}, \(Self.profitAmount)", Self.profitAmount, "601", "P&L 24h")]
        for (name, column, amount, digits, caption) in columns {
            let runs = Self.runs(Self.nodes(try Fixtures.layout(json: Self.circularColumn(column), device: device, display))).map(\.run)
            let alone = Self.runs(Self.nodes(try Fixtures.layout(json: Self.circularColumn(amount), device: device, display))).map(\.run)
            let drawn = try #require(runs.first { $0.text.contains(digits) }, "\(name) \(device): \(runs.map(\.text))")
            let single = try #require(alone.first { $0.text.contains(digits) })
            #expect(drawn.size >= single.size - 1e-9, "\(name) \(device) \(display): the amount at \(drawn.size) px, alone \(single.size) px")
            let captions = runs.filter { !$0.text.contains(digits) }
            #expect(captions.map(\.text) == [caption], "\(name) \(device) \(display): \(captions.map(\.text))")
            #expect(captions.allSatisfy { $0.size <= drawn.size + 1e-9 },
                    "\(name) \(device) \(display): the caption at \(captions.map(\.size)) px over an amount at \(drawn.size) px")
        }
    }

    /// A caption gives way only where its reading gains at least a tenth of the size it was drawn at, or reaches the
    /// legible size from below it: stranger19's `albanian-election` drew "Mandate" (body) over "74/140" (15 pt bold) on
    /// 40 mm at 18.5 over 22.5 px, and shrinking "Mandate" to 12.25 px would have drawn "74/140" at 24.25 px alone, 8 %
    /// larger: a third of the caption for what is not seen at a glance. The column stays as it was (18.5, 19.25, 22 and
    /// 22 px on 40, 41, 45 and 49 mm, over 22.5, 24.25, 27 and 27 px), wrist up and down.
    @Test(arguments: [(DeviceID.mm40, 18.5, 22.5), (.mm41, 19.25, 24.25), (.mm45, 22, 27), (.mm49, 22, 27)],
          [Display.active, .alwaysOn])
    func aCaptionKeepsItsSizeWhereItsReadingWouldGainLittle(expected: (device: DeviceID, caption: Double, reading: Double),
                                                            display: Display) throws {
        let reading = ##"{"text": "74/140", "font": {"size": 15, "weight": "bold"}}"##
        let json = Self.circularColumn(##"{"text": "Mandate"}, "## + reading)
        let runs = Self.runs(Self.nodes(try Fixtures.layout(json: json, device: expected.device, display))).map(\.run)
        let alone = Self.runs(Self.nodes(try Fixtures.layout(json: Self.circularColumn(reading), device: expected.device, display))).map(\.run)
        let drawn = runs.map { "\($0.text) \($0.size)" }
        // The case this is: alone, the reading would gain something, but less than a tenth.
        let single = try #require(alone.first { $0.text == "74/140" }).size
        #expect(single > expected.reading && single < expected.reading * 1.1, "\(expected.device): alone \(single) px")
        #expect(drawn == ["Mandate \(expected.caption)", "74/140 \(expected.reading)"], "\(expected.device) \(display): \(drawn)")
    }

    /// A caption that, on one row at the circle's legible size, would be cut or leave its reading below the legible
    /// size is left out whole and reported where the reading alone is drawn legibly: "−11.240,00 €" was drawn at 4.6 pt
    /// over "Estadia del contenidor al moll" on three rows on 40 mm. A reading drawn legibly beside a caption keeps it
    /// (`aColumnsReadingKeepsItsSizeAndItsCaptionGivesWay`).
    @Test func aCaptionThatLeavesItsReadingIllegibleIsLeftOutAndReported() throws {
        let amount = ##"{"text": "−11.240,00 €", "font": {"size": 13, "weight": "semibold"}}"##
        let tree = try Fixtures.layout(json: Self.circularColumn(amount + ##", {"text": "Estadia del contenidor al moll", "font": "caption2"}"##), device: .mm40)
        let runs = Self.runs(Self.nodes(tree)).map(\.run)
        let alone = Self.runs(Self.nodes(try Fixtures.layout(json: Self.circularColumn(amount), device: .mm40))).map(\.run)
        #expect(runs.map(\.text) == ["−11.240,00 €"] && runs.map(\.size) == alone.map(\.size), "\(runs.map { "\($0.text) \($0.size)" })")
        #expect(tree.shortened.filter { $0.kind == .notDrawn }.map(\.text) == ["Estadia del contenidor al moll"], "\(tree.shortened)")
    }

    /// Only a shown reading makes its captions give way: an amount a display may hide is a bar wrist down, whose kind
    /// is not known, and its caption is set as it is wrist up and down (`aHiddenTextGetsWhatItsShownNeighboursLeave`).
    /// A reading drawn at its font changes nothing.
    @Test(arguments: [DeviceID.mm40, .mm45])
    func onlyAShownReadingMakesItsCaptionGiveWay(device: DeviceID) throws {
        let hidden = Self.circularColumn(##"{"text": "P&L 24h", "font": "caption2"}, {"text": "+₱601,230", "font": {"size": 14, "weight": "bold"}, "privacySensitive": true}"##)
            .replacingOccurrences(of: ##""complications""##, with: ##""settings": {"hideSensitiveComplications": true}, "complications""##)
        func caption(_ display: Display) throws -> [String] {
            Self.runs(Self.nodes(try Fixtures.layout(json: hidden, device: device, display))).map(\.run).filter { !$0.text.contains("₱") }
                .map { "\($0.text) \($0.size) at \(($0.glyphs.first?.origin.y ?? 0).rounded())" }
        }
        let active = try caption(.active)
        #expect(try caption(.alwaysOn) == active && active.count == 1, "\(device): \(active)")
        let fits = Self.circularColumn(##"{"text": "812", "font": {"size": 16, "weight": "semibold"}}, {"text": "STEPS TODAY", "font": "caption2"}"##)
        let runs = Self.runs(Self.nodes(try Fixtures.layout(json: fits, device: device))).map(\.run)
        #expect(runs.first { $0.text == "812" }?.size == 32, "\(device): \(runs.map { "\($0.text) \($0.size)" })")
    }
}

extension ViewLayoutTests {
    /// A `headline` on one line that shrank to fit its row leads the rows under it set in its size: they shrink with it,
    /// by its scale, never standing larger than it. stranger21's meitei-ward (its rows in `body`, the headline's size)
    /// drew "ꯋꯥꯔꯗ ꯷ · ꯃꯦꯗꯤꯁꯤꯟ · ꯃꯅꯨꯡ ꯑꯃꯥ" at 13 pt over rows at 16 on 45 and 49 mm.
    @Test(arguments: [DeviceID.mm40, .mm41, .mm45, .mm49], [Display.active, .alwaysOn])
    func rowsShrinkWithTheHeadlineOverThem(device: DeviceID, display: Display) throws {
        let view = ##"{"vstack": [{"text": "ꯋꯥꯔꯗ ꯷ · ꯃꯦꯗꯤꯁꯤꯟ · ꯃꯅꯨꯡ ꯑꯃꯥ", "font": "headline", "lineLimit": 1}, {"text": "ꯕꯦꯗ ꯱꯲ ꯈꯥꯂꯤ"}, {"text": "ꯅꯔꯁ ꯊꯣꯏꯕꯤ · ꯱꯰:꯳꯰"}], "alignment": "leading"}"##
        let runs = Self.runs(Self.nodes(try Fixtures.layout(json: Self.modular("center", "accessoryRectangular", view), device: device, display))).map(\.run)
        let baselines = runs.compactMap { $0.glyphs.first?.origin.y }
        let top = try #require(baselines.min())
        let headline = runs.filter { $0.glyphs.first?.origin.y == top }.map(\.size)
        let rows = runs.filter { $0.glyphs.first?.origin.y != top }.map(\.size)
        #expect(!headline.isEmpty && !rows.isEmpty)
        #expect(rows.allSatisfy { row in headline.allSatisfy { row <= $0 + 1e-9 } }, "\(device) \(display): rows at \(rows) px under a headline at \(headline) px")
    }

    /// A text without a `lineLimit` in an extra large wraps between words while it shrinks to the family's legible
    /// 11 pt: nahuatl's "$23.40 MXN/kg ▲ +16.4%" (30 pt semibold) was drawn whole on one line at 6.6 to 7.9 pt, where two
    /// rows at 11 pt or more hold it.
    @Test(arguments: [DeviceID.mm40, .mm41, .mm45, .mm49], [Display.active, .alwaysOn])
    func anExtraLargeTextWrapsAsItShrinksToItsLegibleSize(device: DeviceID, display: Display) throws {
        let json = ##"{"schemaVersion": 1, "style": "extraLarge", "time": "2026-11-27T08:15:00-06:00", "complications": [{"id": "v", "slot": "center", "family": "graphicExtraLarge", "content": {"view": {"text": "$23.40 MXN/kg ▲ +16.4%", "font": {"size": 30, "weight": "semibold"}}}}]}"##
        let runs = Self.runs(Self.nodes(try Fixtures.layout(json: json, device: device, display))).map(\.run)
        let rows = Set(runs.compactMap { $0.glyphs.first?.origin.y })
        #expect(rows.count > 1, "\(device) \(display): \(runs.map { "\($0.text) \($0.size)" })")
        #expect(runs.allSatisfy { $0.size >= 22 - 1e-9 }, "\(device) \(display): \(runs.map { "\($0.text) \($0.size)" })")
        // Every character drawn (a fallback font splits a row into runs; rows part at spaces).
        #expect(String(runs.map(\.text).joined().filter { !$0.isWhitespace }) == "$23.40MXN/kg▲+16.4%", "\(device) \(display): \(runs.map(\.text))")
    }
}

extension ViewLayoutTests {
    /// A row capped by a text above it in its own font stops at the family's legible size: a one-number headline that
    /// shrank below it, whole rather than cut (5 to 5.9 pt), does not take the row under it below 11 pt.
    @Test(arguments: [DeviceID.mm40, .mm41, .mm45, .mm49], [Display.active, .alwaysOn])
    func aRowIsNotTakenBelowLegibleByAnIllegibleHeadline(device: DeviceID, display: Display) throws {
        let view = ##"{"vstack": [{"text": "₫1.284.930.567.000.000.000.000.000.000.000.000.000.000", "font": "headline", "lineLimit": 1}, {"text": "Ruta Norte, andén B"}], "alignment": "leading"}"##
        let runs = Self.runs(Self.nodes(try Fixtures.layout(json: Self.modular("center", "accessoryRectangular", view), device: device, display))).map(\.run)
        let headline = try #require(runs.first { $0.text.hasPrefix("₫") })
        let rows = runs.filter { !$0.text.hasPrefix("₫") }.map(\.size)
        #expect(headline.size < 22 && !rows.isEmpty, "\(device) \(display): the headline at \(headline.size) px")
        #expect(rows.allSatisfy { $0 >= 22 - 1e-9 }, "\(device) \(display): rows at \(rows) px under a headline at \(headline.size) px")
    }

    /// (Dial) A grid's name is held at its family's legible size while the readings beside it can give room: a ferry's
    /// destination no cut may shorten ("Aasiaat", "Paamiut", "Nuuk") was drawn whole at 4.5 to 7.25 pt beside departure
    /// times whole at 19 pt, its least counted whole at any size (new-user greenlandic-ferry). On 45 and 49 mm, where the
    /// times can give the room, every name is drawn at 11 pt or more, whole or cut to at least half of itself, and every
    /// time whole. (On 40 and 41 mm the ferries' names whole at 11 pt and the destinations at 11 pt leave the times less
    /// than their 4.5 pt: there the last tier holds, and the destinations shrink.)
    @Test(arguments: [DeviceID.mm45, .mm49])
    func aGridsNamesStayLegibleWhereItsReadingsCanGiveRoom(device: DeviceID) throws {
        let ferries = [("Qeqertarsuatsiaat", "07:45", "Aasiaat"), ("Kangerlussuatsiaq", "09:10", "Paamiut"), ("Ittoqqortoormiit", "11:30", "Nuuk")]
        let rows = ferries.map { name, time, to in
            ##"{"gridRow": [{"text": "\##(name)"}, {"text": "\##(time)", "font": {"size": 19, "weight": "semibold"}}, {"text": "\##(to)", "foregroundStyle": "secondary"}], "alignment": "firstTextBaseline"}"##
        }
        let view = ##"{"grid": [\##(rows.joined(separator: ", "))], "alignment": "leading", "horizontalSpacing": 6}"##
        let runs = Self.runs(Self.nodes(try Fixtures.layout(json: Self.modular("center", "accessoryRectangular", view), device: device))).map(\.run)
        let context = "\(device): \(runs.map { "\($0.text) \($0.size / 2) pt" })"
        for (name, time, to) in ferries {
            #expect(runs.contains { $0.text == time }, "\(time) not whole; \(context)")
            for name in [name, to] {
                let run = try #require(runs.first { name.hasPrefix($0.text.replacingOccurrences(of: "…", with: "")) && !$0.text.isEmpty },
                                       "\(name) not drawn; \(context)")
                #expect(run.size >= LegibleSize.large - 1e-9, "\(name) at \(run.size / 2) pt; \(context)")
                #expect(run.text == name || run.text.count - 1 >= name.count / 2, "\(name) cut to \(run.text); \(context)")
            }
        }
    }
}

extension ViewLayoutTests {
    /// stranger22's repro (#1): three departures, a line number, a destination and a time, in a rectangular's grid.
    static let departures = [("52", "Czerwone Maki P+R", "2min 45s"), ("50", "Borek Fałęcki (Łagiewniki)", "7 min"),
                             ("17", "Wzgórza Krzesławickie — objazd ul. Wielicką", "12 min")]

    static func departuresGrid(time: (String) -> String = { ##""\##($0)""## }) -> String {
        let rows = departures.map { line, name, minutes in
            ##"{"gridRow": [{"text": "\##(line)", "font": {"style": "headline", "weight": "bold"}}, {"text": "\##(name)"}, {"text": \##(time(minutes)), "font": {"style": "body", "weight": "semibold"}}], "alignment": "firstTextBaseline"}"##
        }
        return ##"{"grid": [\##(rows.joined(separator: ", "))], "alignment": "leading", "horizontalSpacing": 5, "verticalSpacing": 1}"##
    }

    /// (Dial) A grid's name shrinks toward its family's legible size before it is cut, and a cut keeps its first word
    /// whole: stranger22's polish-tram drew "Czerw…" at its own 15 to 16 pt beside "52" and "2min 45s" on every screen
    /// (cut at its own size, a name kept four or five letters and stood larger than the times). Every name cut is
    /// drawn at 11 pt or less, keeps its first word, and no name is drawn larger than the readings of its row unless
    /// at its legible size.
    @Test(arguments: [DeviceID.mm40, .mm41, .mm45, .mm49], [Display.active, .alwaysOn])
    func aGridsNameShrinksToItsLegibleSizeBeforeItIsCut(device: DeviceID, display: Display) throws {
        let json = Self.modular("center", "accessoryRectangular", Self.departuresGrid())
        let runs = Self.runs(Self.nodes(try Fixtures.layout(json: json, device: device, display))).map(\.run)
        let context = "\(device) \(display): \(runs.map { "\($0.text) \($0.size / 2) pt" })"
        for (line, name, minutes) in Self.departures {
            let drawn = try #require(runs.first { name.hasPrefix($0.text.replacingOccurrences(of: "…", with: "")) && !$0.text.isEmpty },
                                     "\(name) not drawn; \(context)")
            let readings = runs.filter { $0.text == line || $0.text == minutes }
            #expect(readings.count == 2, "\(line) or \(minutes) not whole; \(context)")
            let firstWord = String(name.prefix { !$0.isWhitespace })
            if drawn.text.hasSuffix("…") {
                #expect(drawn.size <= LegibleSize.large + 1e-9, "\(name) cut at \(drawn.size / 2) pt; \(context)")
                #expect(drawn.text.hasPrefix(firstWord), "\(name) cut to \(drawn.text); \(context)")
            }
            let cap = Swift.max(readings.map(\.size).max() ?? 0, LegibleSize.large)
            #expect(drawn.size <= cap + 1e-9, "\(name) larger than its row's readings and its legible size; \(context)")
        }
    }

    /// (Dial) A grid's live time is a reading: never cut, its column goes first. Polish writes "2 minuty 45 sekund",
    /// words too long for a unit, so stranger22's polish-tram had a column of names for its departures, shrunk to
    /// 13.4 pt on 40 mm beside destinations cut at 15 pt. The time is drawn whole, no smaller than the names.
    @Test(arguments: [DeviceID.mm40, .mm41, .mm45, .mm49], [Display.active, .alwaysOn])
    func aGridsLiveTimeIsAReading(device: DeviceID, display: Display) throws {
        let grid = Self.departuresGrid { minutes in
            minutes == "2min 45s" ? ##"{"date": "2026-11-27T07:46:00+01:00", "style": "relative"}"## : ##""\##(minutes)""##
        }
        let json = ##"{"schemaVersion": 1, "style": "modular", "locale": "pl-PL", "timeZone": "Europe/Warsaw", "time": "2026-11-27T07:43:15+01:00", "complications": [{"id": "v", "slot": "center", "family": "accessoryRectangular", "content": {"view": \##(grid)}}]}"##
        let runs = Self.runs(Self.nodes(try Fixtures.layout(json: json, device: device, display))).map(\.run)
        let context = "\(device) \(display): \(runs.map { "\($0.text) \($0.size / 2) pt" })"
        let names = runs.filter { run in Self.departures.contains { $0.1.hasPrefix(run.text.replacingOccurrences(of: "…", with: "")) } }
        let time = try #require(runs.first { $0.text.first?.isNumber == true && $0.text.contains { $0.isLetter } }, "no time; \(context)")
        #expect(!time.text.contains("…"), "\(time.text) cut; \(context)")
        #expect(!names.isEmpty && names.allSatisfy { $0.size <= time.size + 1e-9 }, "\(time.text) at \(time.size / 2) pt; \(context)")
    }

    /// (Dial) A grid's name is never cut to the number that ends it, nor a reading to its amount without its currency:
    /// stranger22's repro drew "… 500 mg" for "Amoxicillin 500 mg" beside "… 1,245.50" for "ETB 1,245.50" on 40 and
    /// 41 mm, a dose of no drug at a price in no currency.
    @Test(arguments: [DeviceID.mm40, .mm41, .mm45, .mm49], [Display.active, .alwaysOn])
    func aGridsNameIsNeverCutToItsNumberAlone(device: DeviceID, display: Display) throws {
        let rows = [("Czerwone Maki P+R", "7 min"), ("Borek Fałęcki (Łagiewniki)", "€45"), ("Amoxicillin 500 mg", "ETB 1,245.50")].map {
            ##"{"gridRow": [{"text": "\##($0.0)"}, {"text": "\##($0.1)"}]}"##
        }
        let view = ##"{"grid": [\##(rows.joined(separator: ", "))], "alignment": "leading"}"##
        let runs = Self.runs(Self.nodes(try Fixtures.layout(json: Self.modular("center", "accessoryRectangular", view), device: device, display))).map(\.run)
        let context = "\(device) \(display): \(runs.map { "\($0.text) \($0.size / 2) pt" })"
        #expect(!runs.contains { $0.text.hasPrefix("…") }, "\(context)")
        #expect(runs.contains { $0.text == "ETB 1,245.50" }, "\(context)")
        #expect(runs.contains { $0.text.hasPrefix("Amox") }, "\(context)")
    }

    /// stranger23 #6: an extra large row of two corners' names and scores, a `spacer` between (each text fitted on its
    /// own), under a title, a timer and a bar. Each side keeps a start of its words before its score, or is drawn whole:
    /// never the score alone ("… 28" for "น้ำเงิน: สามเอ 28", the blue corner's name gone, on every screen, while a
    /// start of it fits beside the score a little smaller).
    static let muayThaiRow = extraLarge(##"{"vstack": [{"text": "ยกที่ 3 จาก 5 · เวทีราชดำเนิน", "font": {"size": 13, "weight": "semibold"}}, {"text": "1:15", "font": {"size": 40, "weight": "bold"}}, {"progress": {"value": 0.4}}, {"hstack": [{"text": "แดง: เพชรบุญชู 29", "font": {"size": 12}}, {"spacer": {}}, {"text": "น้ำเงิน: สามเอ 28", "font": {"size": 12}}]}], "spacing": 2}"##)

    @Test(arguments: [DeviceID.mm40, .mm41, .mm45, .mm49])
    func anExtraLargeRowKeepsBothNamesBeforeTheirScores(device: DeviceID) throws {
        let runs = Self.runs(Self.nodes(try Fixtures.layout(json: Self.muayThaiRow, device: device))).map(\.run)
        // The row's runs in order: the red corner's up to its score, then the blue corner's.
        let row = runs.drop { !$0.text.contains("แดง") }.map(\.text)
        let red = row.prefix { !$0.contains("29") } + row.drop { !$0.contains("29") }.prefix(1)
        let blue = Array(row.dropFirst(red.count))
        for (side, texts, score) in [("red", Array(red), "29"), ("blue", blue, "28")] {
            let drawn = texts.joined()
            #expect(drawn.hasSuffix(score) && !drawn.hasPrefix("…") && drawn.first?.isLetter == true, "\(device) \(side): \(texts)")
        }
    }
}

extension ViewLayoutTests {
    /// stranger23 #7: a rectangular's view taller than its slot (a headline, a grid of three prices, the wearer's own
    /// holdings `privacySensitive` last). 40 mm left the holdings out wrist up (their text did not fit at the legible
    /// size) and drew their bar wrist down, where the bar, never judged by the slot's edge, let the rows above it stay
    /// at 22.5 px against 22 px wrist up. Judged by the line the column keeps for it in both displays, the private row
    /// is drawn in both or in neither, and every shown text is drawn alike, at the same size and place.
    static let goldBoard = ##"{"schemaVersion": 1, "style": "modular", "locale": "fa-IR", "time": "2026-11-27T13:42:00+03:30", "timeZone": "Asia/Tehran", "settings": {"hideSensitiveComplications": true}, "complications": [{"id": "v", "slot": "center", "family": "accessoryRectangular", "content": {"view": {"vstack": [{"text": "بازار طلای تهران · هزار تومان", "font": "headline"}, {"grid": [{"gridRow": [{"text": "سکه امامی (طرح جدید)"}, {"text": "۶۸٬۴۵۰", "font": {"style": "body", "weight": "semibold"}}], "alignment": "firstTextBaseline"}, {"gridRow": [{"text": "نیم سکه بهار آزادی"}, {"text": "۳۶٬۲۰۰", "font": {"style": "body", "weight": "semibold"}}], "alignment": "firstTextBaseline"}, {"gridRow": [{"text": "طلای ۱۸ عیار (هر گرم)"}, {"text": "۶٬۸۲۵٫۴", "font": {"style": "body", "weight": "semibold"}}], "alignment": "firstTextBaseline"}], "alignment": "leading", "horizontalSpacing": 6}, {"text": "دارایی شما: ۱۲ سکه = ۸۲۱٬۴۰۰", "foregroundStyle": "secondary", "privacySensitive": true}], "alignment": "leading", "spacing": 1}}}]}"##

    @Test(arguments: [DeviceID.mm40, .mm41, .mm45, .mm49])
    func aPrivateRowIsDrawnWristDownWhereItIsDrawnWristUp(device: DeviceID) throws {
        let active = try Fixtures.layout(json: Self.goldBoard, device: device, .active)
        let alwaysOn = try Fixtures.layout(json: Self.goldBoard, device: device, .alwaysOn)
        func shown(_ tree: LayoutTree) -> [String] {
            // The private row's runs (by font: its words, " = ", its amount) left out: drawn wrist up only.
            Self.runs(Self.nodes(tree)).map(\.run).filter { run in !["دارایی", "۸۲۱", "۱۲ سکه"].contains { run.text.contains($0) } && run.text != " = " }
                .map { "\($0.text) \($0.size) at \(($0.glyphs.first?.origin.x ?? 0).rounded()),\(($0.glyphs.first?.origin.y ?? 0).rounded())" }
        }
        let privateDrawn = Self.runs(Self.nodes(active)).contains { $0.run.text.contains("دارایی") }
        #expect(shown(active) == shown(alwaysOn), "\(device)")
        #expect(privateDrawn == !Self.bars(alwaysOn).isEmpty, "\(device): private row drawn wrist up \(privateDrawn), bars wrist down \(Self.bars(alwaysOn))")
    }

    /// A font is large by its style, on every screen (session 25's review of `ViewLayout.largeFont`): 40 mm's `body`,
    /// 15 pt, and a rectangular's text with no font, which takes it, shrink as 41 mm's 16 pt do before a number is
    /// dropped, to 4.5 pt, not to half of themselves as a caption does. Read by its pixels, 40 mm's body was a caption's
    /// size: the M-Pesa row drew "kwa MAMA… 0712 345 678" at 11.5 pt there where 41 to 49 mm drew "kwa… 0712 345 678",
    /// two rules for one style.
    @Test(arguments: ["", #", "font": "body""#])
    func aBodyTextTakesOneRuleOnEveryScreen(font: String) throws {
        let view = ##"{"vstack": [{"text": "Muamala wa mwisho", "font": "headline"}, {"text": "Umetuma KSh 12,450.00 kwa MAMA MBOGA WANJIKU KAMAU 0712 345 678", "lineLimit": 2\##(font)}], "alignment": "leading", "spacing": 1}"##
        func rows(_ device: DeviceID) throws -> [String] {
            let tree = try Fixtures.layout(json: Self.modular("center", "accessoryRectangular", view), device: device)
            return Self.runs(Self.nodes(tree)).map(\.run.text).filter { !$0.hasPrefix("Muamala") }
        }
        let (small, large) = (try rows(.mm40), try rows(.mm41))
        #expect(small.count == 2 && small == large, "40 mm: \(small), 41 mm: \(large)")
    }
}
