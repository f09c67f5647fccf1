@testable import DialCore
import DialModel
import DialText
import Foundation
import Testing

/// Issue #17 in round slots: laps past a goal show, text stays inside the ring, end labels are whole and clear.
@Suite struct LayoutEngineCircularTests {
    func rings(_ turns: Double) -> String {
        Fixtures.modular(##"{ "id": "a", "slot": "bottomLeft", "family": "accessoryCircular", "content": { "template": "rings", "rings": [ { "value": \##(turns), "max": 1, "color": "#FA114F" } ] } }"##)
    }

    /// Arcs drawn in the lap's shadow.
    func shadows(_ tree: LayoutTree) -> [(start: Double, end: Double)] {
        tree.nodes.compactMap { node in
            if case .stroke(.arc(_, _, let start, let end), _, let ink) = node, ink.color == LayoutEngine.lapShadow { (start, end) } else { nil }
        }
    }

    @Test func aRingPastItsGoalCastsAShadowAtTheTipOfItsLap() throws {
        let tree = try Fixtures.layout(json: rings(3.58))
        let shadow = shadows(tree)
        #expect(!shadow.isEmpty)
        // The lap ends 0.58 of a turn past the top, and its shadow starts there, ahead of it.
        let tip = -Double.pi / 2 + 0.58 * 2 * .pi
        #expect(shadow.allSatisfy { abs($0.start - tip) < 1e-9 && $0.end > tip })
        // The tip is drawn again over its shadow, so the lap reads as lying on the ring.
        let last = try #require(tree.nodes.lastIndex { if case .stroke(.arc(_, _, _, let end), _, let ink) = $0 { abs(end - tip) < 1e-9 && ink.color.alpha == 255 } else { false } })
        let lastShadow = try #require(tree.nodes.lastIndex { if case .stroke(_, _, let ink) = $0 { ink.color == LayoutEngine.lapShadow } else { false } })
        #expect(last > lastShadow)
        #expect(shadows(try Fixtures.layout(json: rings(1))).isEmpty)
        #expect(shadows(try Fixtures.layout(json: rings(0.7))).isEmpty)
    }

    /// A reading in the middle of three rings that its minimum scale would cut ("2…" for "268%", or "…" alone) shrinks on,
    /// as a ring's end labels do, and is drawn whole.
    @Test func aRingsReadingIsDrawnWholeRatherThanCutToACharacter() throws {
        let json = ##"{ "schemaVersion": 1, "style": "infograph", "time": "2026-11-22T10:09:30+01:00", "complications": [ { "id": "a", "slot": "subdialLeft", "family": "accessoryCircular", "content": { "template": "rings", "text": { "text": "268%" }, "rings": [ { "value": 2.68 }, { "value": 0.5 }, { "value": 0.9 } ] } } ] }"##
        let runs = Fixtures.glyphRuns(try Fixtures.layout(json: json)).filter { $0.text.contains("%") || $0.text.contains("…") }
        #expect(runs.map(\.text) == ["268%"])
        #expect(runs.allSatisfy { $0.size >= LegibleSize.reading })
    }

    @Test func aSegmentedGaugeAskingForStrokesIsOutlinedInAlwaysOn() throws {
        let json = ##"{ "schemaVersion": 1, "style": "extraLarge", "time": "2026-11-22T10:09:30+01:00", "complications": [ { "id": "g", "slot": "center", "family": "graphicExtraLarge", "tint": "#30D158", "content": { "template": "gauge", "style": "segmented", "segments": 20, "value": 0.5, "alwaysOn": { "stroke": true } } } ] }"##
        func thick(_ tree: LayoutTree) -> Int {
            tree.nodes.filter { if case .stroke(.arc, let stroke, let ink) = $0 { ink.color.alpha == 255 && stroke.width > 10 } else { false } }.count
        }
        #expect(thick(try Fixtures.layout(json: json)) == 10)
        #expect(thick(try Fixtures.layout(json: json, .alwaysOn)) == 0)
    }

    /// The corners of every glyph run's box (cap height above, descent below) lie inside `radius` about `center`.
    func inside(_ runs: [GlyphRun], center: Point, radius: Double) throws -> Bool {
        let shaper = try TextShaper()
        return runs.allSatisfy { run in
            let metrics = shaper.metrics(run.font, size: run.size)
            let left = run.glyphs[0].origin.x
            let right = left + shaper.shape(run.text, font: run.font, size: run.size).width
            let baseline = run.glyphs[0].origin.y
            return [left, right].allSatisfy { x in
                [baseline - metrics.capHeight, baseline + metrics.descender].allSatisfy { y in hypot(x - center.x, y - center.y) <= radius }
            }
        }
    }

    @Test func theMiddleTextOfAnExtraLargeGaugeStaysInsideItsRing() throws {
        let json = ##"{ "schemaVersion": 1, "style": "extraLarge", "time": "2026-11-22T10:09:30+01:00", "complications": [ { "id": "g", "slot": "center", "family": "graphicExtraLarge", "content": { "template": "gauge", "style": "segmented", "segments": 20, "value": 0.3, "text": { "text": "-3.5 kW exporting to grid" } } } ] }"##
        let tree = try Fixtures.layout(json: json, device: .mm49)
        let arc = try #require(tree.nodes.compactMap { node -> (Point, Double, Double)? in
            if case .stroke(.arc(let center, let radius, _, _), let stroke, _) = node { (center, radius, stroke.width) } else { nil }
        }.first)
        let text = Fixtures.glyphRuns(tree).filter { $0.text.contains("kW") }
        #expect(!text.isEmpty)
        #expect(try inside(text, center: arc.0, radius: arc.1 - arc.2 / 2))
    }

    @Test func aStackInACircleShrinksToStayInsideIt() throws {
        let json = Fixtures.modular(##"{ "id": "s", "slot": "bottomLeft", "family": "accessoryCircular", "content": { "template": "stack", "icon": { "icon": "lock" }, "lines": [ { "text": "Locked" } ] } }"##)
        let tree = try Fixtures.layout(json: json)
        let platter = try #require(tree.nodes.compactMap { node -> (Point, Double)? in
            if case .fill(.circle(let center, let radius), let ink) = node, ink.role == .background { (center, radius) } else { nil }
        }.first)
        let runs = Fixtures.glyphRuns(tree).filter { $0.text == "Locked" }
        #expect(runs.count == 1)
        #expect(try inside(runs, center: platter.0, radius: platter.1))
    }

    /// A circular gauge's end labels are never drawn larger than the reading in its middle (stranger16 #5: "0" and
    /// "30" at 8.75 pt beside "12.450.000 ₫" shrunk to 4.9 pt); where the reading is below their legible size, they are
    /// left out and reported rather than drawn over it in size.
    @Test(arguments: [DeviceID.mm40, .mm41, .mm45, .mm49], ["12.450.000 ₫", "72"])
    func endLabelsAreNoLargerThanTheReading(device: DeviceID, reading: String) throws {
        let tree = try Fixtures.layout(json: openGauge(0.4, text: reading, leading: "0", trailing: "30"), device: device)
        let runs = Fixtures.glyphRuns(tree)
        let middle = try #require(runs.first { $0.text == reading }, "\(runs.map(\.text))")
        let labels = runs.filter { $0.text == "0" || $0.text == "30" }
        for label in labels { #expect(label.size <= middle.size + 1e-9, "\(label.text) at \(label.size) beside \(reading) at \(middle.size)") }
        if labels.isEmpty {
            #expect(Set(tree.shortened.filter { $0.kind == .notDrawn }.map(\.text)) == ["0", "30"], "\(tree.shortened)")
        } else {
            #expect(labels.count == 2)
        }
        if reading == "72" { #expect(labels.count == 2, "a short reading keeps its labels") }
    }

    /// An extra large gauge's end labels are never drawn larger than its reading where the reading wraps onto rows
    /// that the circle shrinks below the size they were wrapped at (stranger22 #3: "−50" and "0 °C" at 24.25 px beside
    /// "−38,5 °C" drawn at 23 px on 40 mm), on every screen.
    @Test(arguments: [DeviceID.mm40, .mm41, .mm45, .mm49])
    func extraLargeEndLabelsAreNoLargerThanWrappedRows(device: DeviceID) throws {
        let json = ##"{ "schemaVersion": 1, "style": "extraLarge", "complications": [ { "id": "g", "slot": "center", "family": "graphicExtraLarge", "content": { "template": "gauge", "style": "open", "value": -38.5, "min": -50, "max": 0, "text": { "text": "−38,5 °C Увс аймаг, Өндөрхангай сум", "shortText": ["−38,5 °C Өндөрхангай", "−38,5 °C"] }, "leading": "−50", "trailing": "0 °C" } } ] }"##
        let tree = try Fixtures.layout(json: json, device: device)
        let runs = Fixtures.glyphRuns(tree)
        let labels = runs.filter { $0.text == "−50" || $0.text == "0 °C" }
        // The reading's rows: every text but the labels and the clock's digits.
        let rows = runs.filter { $0.text != "−50" && $0.text != "0 °C" && !$0.text.contains(":") }
        let reading = try #require(rows.map(\.size).max(), "\(runs.map(\.text))")
        #expect(labels.count == 2, "\(runs.map(\.text)) on \(device)")
        for label in labels { #expect(label.size <= reading + 1e-9, "\(label.text) at \(label.size) beside rows at \(reading) on \(device)") }
    }

    func openGauge(_ value: Double, text: String = "104k", leading: String = "0", trailing: String = "100k", sensitive: Bool = false) -> String {
        Fixtures.modular(##"{ "id": "g", "slot": "bottomCenter", "family": "accessoryCircular", "content": { "template": "gauge", "style": "open", "value": \##(value), "min": 0, "max": 1, "text": { "text": "\##(text)", "privacySensitive": \##(sensitive) }, "leading": { "text": "\##(leading)" }, "trailing": { "text": "\##(trailing)" } } }"##)
    }

    /// A ring's two end labels, a number facing a number, stand `facingNumbers` ems apart at least, or both are left
    /// out and reported: a space apart, "0" and "20,000" read "0 20,000", one figure grouped by a space as many locales
    /// write them (stranger8 #14, an extra large segmented gauge).
    @Test(arguments: [DeviceID.mm40, .mm45, .mm49], [("0", "20,000"), ("40", "400"), ("−10", "30")])
    func facingNumbersStandApart(device: DeviceID, labels: (String, String)) throws {
        let json = ##"{ "schemaVersion": 1, "style": "extraLarge", "complications": [ { "id": "g", "slot": "center", "family": "graphicExtraLarge", "content": { "template": "gauge", "style": "segmented", "segments": 12, "value": 0.64, "text": "12,453 kg", "leading": "\##(labels.0)", "trailing": "\##(labels.1)" } } ] }"##
        let tree = try Fixtures.layout(json: json, device: device)
        let shaper = try Fixtures.shaper
        let runs = Fixtures.glyphRuns(tree).filter { $0.text == labels.0 || $0.text == labels.1 }
        guard runs.count == 2 else {
            #expect(runs.isEmpty && Set(tree.shortened.map(\.text)) == [labels.0, labels.1], "\(device): \(runs.map(\.text)) drawn, \(tree.shortened) reported")
            return
        }
        let spans = runs.map { run in (run.glyphs[0].origin.x, run.glyphs[0].origin.x + shaper.shape(run.text, font: run.font, size: run.size).width) }
            .sorted { $0.0 < $1.0 }
        #expect(spans[1].0 - spans[0].1 >= runs[0].size * LayoutEngine.facingNumbers - 1e-9, "\(device): \(labels) \(spans[1].0 - spans[0].1) px apart at \(runs[0].size) px")
    }

    /// The same in a circular's gap, where the room is least: "70" and "180" (Faces' xdrip-circular), "-6" and "9"
    /// (infograph-roman-subdials), "−10" and "250" (stranger17 #3) stand 0.6 em apart or both go, reported; a space
    /// apart they read as one number, "70 180", in every locale that groups thousands by a space.
    @Test(arguments: [DeviceID.mm40, .mm41, .mm45, .mm49], [("70", "180"), ("-6", "9"), ("−10", "250")])
    func facingNumbersStandApartInACircularsGap(device: DeviceID, labels: (String, String)) throws {
        let tree = try Fixtures.layout(json: openGauge(0.5, text: "142", leading: labels.0, trailing: labels.1), device: device)
        let runs = Fixtures.glyphRuns(tree).filter { $0.text == labels.0 || $0.text == labels.1 }
        try Fixtures.expectFacingNumbersApart(runs, labels: labels, in: tree, "\(device)")
    }

    /// An extra large gauge's reading with shorter forms draws what it draws without them where its own rows fit: the
    /// text is tried wrapped first, then each shorter form (stranger17 #4: "14 °C" drawn where "Đồng Văn 14 °C, sương
    /// muối" wraps onto three rows at 14.6 pt, the place and the frost warning lost to an author who added the forms).
    @Test(arguments: [DeviceID.mm40, .mm41, .mm45, .mm49])
    func shorterFormsNeverDrawLessThanTheTextsRows(device: DeviceID) throws {
        func middle(_ text: String) throws -> [String] {
            let json = ##"{ "schemaVersion": 1, "style": "extraLarge", "locale": "vi-VN", "complications": [ { "id": "g", "slot": "center", "family": "graphicExtraLarge", "content": { "template": "gauge", "style": "open", "value": 0.6, "text": \##(text), "leading": "−2 °C", "trailing": "24 °C" } } ] }"##
            return Fixtures.glyphRuns(try Fixtures.layout(json: json, device: device)).filter { !$0.text.hasSuffix("°C") || $0.text.contains("14") }
                .map { "\($0.text) \($0.size)" }
        }
        let whole = try middle(##""Đồng Văn 14 °C, sương muối""##)
        #expect(whole.count > 1, "\(device): the text wraps onto rows: \(whole)")
        #expect(try middle(##"{"text": "Đồng Văn 14 °C, sương muối", "shortText": ["Đồng Văn 14 °C", "14 °C"]}"##) == whole)
    }

    /// On 41 mm the marker at the right end leaves "0" and "100k" no room a space apart at 6 pt: both are left out, and
    /// reported, rather than drawn too small or touching.
    @Test func endLabelsWithoutLegibleRoomAreLeftOutAndReported() throws {
        let tree = try Fixtures.layout(json: openGauge(1.04), device: .mm41)
        #expect(tree.shortened.map(\.text) == ["0", "100k"])
        #expect(tree.shortened.allSatisfy { $0.kind == .notDrawn && $0.isMisleading })
        #expect(!Fixtures.glyphRuns(tree).contains { $0.text == "100k" || $0.text == "0" })
    }

    /// A label beside the marker at its end stays whole and a space clear of it. "0" faces "max" with a letter, so a
    /// space apart is enough: "100k" would need 0.6 em of dark, which the marker's end leaves no room for.
    @Test(arguments: [DeviceID.mm44, .mm45, .mm49])
    func endLabelsAreWholeAndClearOfTheMarker(device: DeviceID) throws {
        let tree = try Fixtures.layout(json: openGauge(1.04, trailing: "max"), device: device)
        #expect(tree.shortened.isEmpty, "\(tree.shortened)")
        let label = try #require(Fixtures.glyphRuns(tree).first { $0.text == "max" })
        let marker = try #require(tree.nodes.compactMap { node -> (Point, Double)? in
            if case .fill(.circle(let center, let radius), let ink) = node, ink.color == .black { (center, radius) } else { nil }
        }.first)
        let right = label.glyphs[0].origin.x + (try TextShaper()).shape(label.text, font: label.font, size: label.size).width
        #expect(right < marker.0.x - marker.1, "label ends at \(right), marker from \(marker.0.x - marker.1)")
    }

    /// Where Always On hides a gauge's end labels, it draws no bars for them: active leaves labels out that its gap has
    /// no legible room for, and Always On cannot know that without reading them, so hidden labels are left out as a
    /// hidden value's marker is (#23, found by new users: "0" and "₩5백만" left out in active, two bars in Always On).
    @Test(arguments: [DeviceID.mm40, .mm45, .mm49], [("0", "₩5백만"), ("3,650", "4,103"), ("0", "1")])
    func hiddenEndLabelsAreLeftOutNotBarred(device: DeviceID, labels: (String, String)) throws {
        func face(labelled: Bool) -> String {
            let ends = labelled ? ##", "leading": { "text": "\##(labels.0)" }, "trailing": { "text": "\##(labels.1)" }"## : ""
            return Fixtures.modular(##"{ "id": "g", "slot": "bottomCenter", "family": "accessoryCircular", "content": { "template": "gauge", "style": "segmented", "segments": 10, "value": 0.84, "privacySensitive": true, "text": { "text": "84%" }\##(ends) } }"##)
        }
        let hide = RenderOverrides(hideSensitiveComplications: true)
        func redacted(_ tree: LayoutTree) -> [LayoutNode] {
            tree.nodes.filter { node in
                switch node {
                case .fill(_, let ink), .stroke(_, _, let ink): ink.color == Redactor.redactionColor
                default: false
                }
            }
        }
        let labelled = try Fixtures.layout(json: face(labelled: true), device: device, .alwaysOn, hide)
        let bare = try Fixtures.layout(json: face(labelled: false), device: device, .alwaysOn, hide)
        #expect(redacted(labelled) == redacted(bare))
    }

    @Test func aRightToLeftGaugeFillsFromTheRightAndSwapsItsLabels() throws {
        let hebrew = try Fixtures.layout(json: openGauge(0.2, text: "חם", leading: "קר", trailing: "רותח"))
        let runs = Fixtures.glyphRuns(hebrew)
        let leading = try #require(runs.first { $0.text == "קר" }), trailing = try #require(runs.first { $0.text == "רותח" })
        #expect(leading.glyphs[0].origin.x > trailing.glyphs[0].origin.x)
        let middle = try #require(runs.first { $0.text == "חם" }).glyphs[0].origin.x
        let marker = try #require(hebrew.nodes.compactMap { node -> Point? in
            if case .fill(.circle(let center, _), let ink) = node, ink.color == .black { center } else { nil }
        }.first)
        #expect(marker.x > middle, "a fifth of the way from the right end")
        // Hidden, the middle text must not decide anything: the layout is left to right whatever it said.
        let hidden = RenderOverrides(hideSensitiveComplications: true)
        let secret = try Fixtures.layout(json: openGauge(0.2, text: "חם", leading: "cold", trailing: "hot", sensitive: true), .alwaysOn, hidden)
        let latin = try Fixtures.layout(json: openGauge(0.2, text: "hot", leading: "cold", trailing: "hot", sensitive: true), .alwaysOn, hidden)
        #expect(secret.nodes == latin.nodes)
    }

    /// A circular stack's line that is one long number ("123,456,789,012" under "Vol", stranger20 #10) is never cut,
    /// stripped of digit groups, nor split onto two rows: it is drawn whole, below the circle's 6 pt where it must, and
    /// reported as below the legible size, whose advice is a `shortText`; given one, that is drawn at 6 pt or more.
    @Test(arguments: [DeviceID.mm40, .mm41, .mm45, .mm49])
    func aCircularLineThatIsOneLongNumberStaysWholeAndIsReported(device: DeviceID) throws {
        func stack(_ number: String) -> String {
            Fixtures.modular(##"{ "id": "bl", "slot": "bottomLeft", "family": "accessoryCircular", "content": { "template": "stack", "lines": ["Vol", \##(number)] } }"##)
        }
        func drawn(_ tree: LayoutTree) -> [GlyphRun] {
            tree.owners.filter { $0.owner == .complication("bl") }.flatMap { tree.nodes[$0.nodes] }
                .compactMap { if case .glyphs(let run, _) = $0 { run } else { nil } }
        }
        let tree = try Fixtures.layout(json: stack(#""123,456,789,012""#), device: device)
        let runs = drawn(tree)
        #expect(runs.map(\.text) == ["Vol", "123,456,789,012"], "\(device): \(runs.map(\.text))")
        let number = try #require(runs.last)
        if number.size < LegibleSize.circle - 1e-9 {
            #expect(tree.shortened.contains { $0.text == "123,456,789,012" && $0.kind == .belowLegible }, "\(device): \(tree.shortened)")
        }
        let short = drawn(try Fixtures.layout(json: stack(#"{"text": "123,456,789,012", "shortText": ["123.5 B"]}"#), device: device))
        #expect(short.map(\.text) == ["Vol", "123.5 B"] && short.allSatisfy { $0.size >= LegibleSize.circle - 1e-9 }, "\(device): \(short.map { ($0.text, $0.size) })")
    }

    // MARK: A bezel's text and a corner's (stranger22 #9)

    /// A bezel's text and a top corner's keep the gap of two curved lines (`CornerBand.bandGap`) between their
    /// ink, on every screen, in both displays, with Bold Text too: a top-left gauge's "13,8 °C", its comma on the dial
    /// side, and a Georgian bezel's "ქ", whose ascender stands above the capitals, were 1 to 2 px of dark apart on
    /// 40 mm (one with Bold Text) and read as one block; a Devanagari bezel's headline and a corner's likewise.
    @Test(arguments: [DeviceID.mm40, .mm41, .mm45, .mm49], [false, true])
    func aBezelsTextAndACornersKeepTheGapOfTwoCurvedLines(device: DeviceID, bold: Bool) throws {
        let faces = [
            (##"{ "template": "gauge", "style": "open", "value": 13.8, "min": 10, "max": 18, "text": "13,8 °C", "leading": "10°", "trailing": "18°" }"##,
             ##"{ "template": "curvedText", "text": "№7 საფერავი" }"##,
             ##"{ "template": "curvedText", "text": "რქაწითელი · დღე 23", "inner": { "template": "rings", "rings": [ { "value": 23, "max": 40 } ], "text": "23" } }"##),
            (##"{ "template": "gauge", "style": "open", "value": 180, "min": 0, "max": 300, "text": "O₂ १८० बार", "leading": "०", "trailing": "३००" }"##,
             ##"{ "template": "curvedText", "text": "३ घण्टा" }"##,
             ##"{ "template": "curvedText", "text": "दक्षिण शिखर ८,७४९ मि", "inner": { "template": "gauge", "style": "closed", "value": 0.55, "text": "५५%" } }"##),
        ]
        let shaper = try Fixtures.shaper
        for (left, right, bezel) in faces {
            let json = ##"{ "schemaVersion": 1, "style": "infograph", "time": "2026-11-22T10:09:30+01:00", "complications": [ { "id": "l", "slot": "topLeft", "family": "accessoryCorner", "dataProtection": "none", "content": \##(left) }, { "id": "r", "slot": "topRight", "family": "accessoryCorner", "dataProtection": "none", "content": \##(right) }, { "id": "b", "slot": "subdialTop", "family": "graphicBezel", "dataProtection": "none", "content": \##(bezel) } ] }"##
            for display in [Display.active, .alwaysOn] {
                let tree = try Fixtures.layout(json: json, device: device, display, RenderOverrides(boldText: bold))
                let frame = FaceFrame(device: Device(device))
                func runs(_ id: String) -> [GlyphRun] {
                    tree.owners.filter { $0.owner == .complication(id) }.flatMap(\.nodes)
                        .compactMap { if case .glyphs(let run, _) = tree.nodes[$0], run.glyphs.contains(where: { $0.rotation != 0 }) { run } else { nil } }
                }
                let (bezelRuns, cornerRuns) = (runs("b"), runs("l") + runs("r"))
                #expect(!bezelRuns.isEmpty && !cornerRuns.isEmpty, "both are drawn")
                // Both run round the dial's centre, the bezel's tops outwards and the corners' descenders inwards.
                let bezelOuter = bezelRuns.map { LayoutEngineCornerTests.farthestInk($0, from: frame.center, shaper: shaper) }.max() ?? 0
                let cornerInner = cornerRuns.map { LayoutEngineCornerTests.nearestInk($0, from: frame.center, shaper: shaper) }.min() ?? .infinity
                #expect(cornerInner - bezelOuter >= CornerBand.bandGap * frame.unit - 0.01,
                        "\(bezelRuns.map(\.text)) and \(cornerRuns.map(\.text)) on \(device), \(display), bold \(bold): \(cornerInner - bezelOuter) px apart")
            }
        }
    }
}
