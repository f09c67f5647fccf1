@testable import DialCore
import DialModel
import DialText
import Foundation
import Testing

/// Issue #17 in corners: labels that never overlap, emoji clear of the arc, gauges that read right to left.
@Suite struct LayoutEngineCornerTests {
    func gauge(leading: String, trailing: String, text: String, sensitive: Bool = false) -> String {
        ##"{ "schemaVersion": 1, "style": "infograph", "time": "2026-11-22T10:09:30+01:00", "complications": [ { "id": "g", "slot": "bottomLeft", "family": "accessoryCorner", "tint": "#30D158", "content": { "template": "gauge", "value": 0.8, "privacySensitive": \##(sensitive), "leading": { "text": "\##(leading)" }, "trailing": { "text": "\##(trailing)" }, "text": { "text": "\##(text)" } } } ] }"##
    }

    /// A corner's picture keeps the rim Always On keeps dark, where its circle comes nearest the screen's rounded
    /// corner, on every screen; Apple's size where that allows it (44, 45 and 49 mm). On 42 and 46 mm, which carry 41 and
    /// 45 mm's sizes under rounder corners, the catalogue's photo corner came within 4 px of the edge (lint's
    /// edgeMargin failed there and on 40 and 41 mm).
    @Test(arguments: DeviceID.allCases)
    func aCornersPictureKeepsTheDarkRim(device: DeviceID) throws {
        let json = ##"{ "schemaVersion": 1, "style": "infograph", "time": "2026-11-22T10:09:30+01:00", "complications": [ { "id": "p", "slot": "bottomRight", "family": "accessoryCorner", "content": { "template": "image", "image": { "path": "M0 0h10v10H0z", "viewBox": { "width": 10, "height": 10 } } } } ] }"##
        let tree = try Fixtures.layout(json: json, device: device)
        let frame = FaceFrame(device: Device(device))
        let circles = tree.nodes.compactMap { node -> (center: Point, radius: Double)? in
            if case .fill(.circle(let center, let radius), _) = node { (center, radius) } else { nil }
        }
        let platter = try #require(circles.max { $0.radius < $1.radius }, "\(tree.nodes)")
        let clearance = frame.distanceToEdge(platter.center) - platter.radius
        #expect(clearance >= LayoutEngine.edgeMargin, "\(clearance) px from the edge on \(device.rawValue)")
        if [.mm44, .mm45, .mm49].contains(device) {
            #expect(abs(2 * platter.radius - frame.cornerImageDiameter) < 0.01, "\(2 * platter.radius) against Apple's \(frame.cornerImageDiameter)")
        }
    }

    @Test(arguments: [DeviceID.mm41, .mm45, .mm49])
    func redactedLabelBarsKeepApart(device: DeviceID) throws {
        let tree = try Fixtures.layout(json: gauge(leading: "ריק", trailing: "מלא", text: "סוללה 80%", sensitive: true), device: device,
                                       .alwaysOn, RenderOverrides(hideSensitiveComplications: true))
        // The label bars: redaction-coloured arcs on one circle; the middle text's bar is on another.
        let bars = tree.nodes.compactMap { node -> (radius: Double, span: ClosedRange<Double>)? in
            // (The hidden gauge's track is in the redaction colour too, but with round ends.)
            if case .stroke(.arc(_, let radius, let start, let end), let stroke, let ink) = node, ink.color == Redactor.redactionColor,
               stroke.cap == .butt { (radius, start...end) } else { nil }
        }
        let radii = Dictionary(grouping: bars, by: { ($0.radius * 100).rounded() })
        let labels = try #require(radii.values.first { $0.count == 2 }, "\(bars)")
        #expect(!labels[0].span.overlaps(labels[1].span), "\(labels.map(\.span))")
    }

    /// A corner gauge's text keeps a space of its end labels' font from their ink, not only the track's 2 units: "40"
    /// stood about a pixel over " 24°" in a right-to-left corner and read as one block with it (stranger16 #3).
    @Test(arguments: [DeviceID.mm40, .mm41, .mm45, .mm49],
          [("topRight", "he-IL", "טמפ׳ 24°", "10", "40"), ("bottomLeft", "ar-EG", "البطارية 60٪", "0", "100")])
    func aCornerGaugesTextKeepsASpaceFromItsEndLabels(device: DeviceID, corner: (String, String, String, String, String)) throws {
        let json = ##"{ "schemaVersion": 1, "style": "infograph", "locale": "\##(corner.1)", "time": "2026-11-22T10:09:30+01:00", "complications": [ { "id": "g", "slot": "\##(corner.0)", "family": "accessoryCorner", "content": { "template": "gauge", "style": "open", "value": 0.5, "text": { "text": "\##(corner.2)" }, "leading": { "text": "\##(corner.3)" }, "trailing": { "text": "\##(corner.4)" } } } ] }"##
        let tree = try Fixtures.layout(json: json, device: device)
        let shaper = try Fixtures.shaper
        let middle = Point(x: Double(tree.width) / 2, y: Double(tree.height) / 2)
        let runs = Fixtures.glyphRuns(tree)
        /// How near to and far from the face's middle a run's ink reaches.
        func radii(_ run: GlyphRun) -> [Double] {
            run.glyphs.flatMap { glyph -> [Double] in
                guard let box = shaper.inkBox(of: glyph.id, font: run.font, size: run.size) else { return [] }
                return [(box.left, box.top), (box.right, box.top), (box.left, box.bottom), (box.right, box.bottom)].map { x, y in
                    let (c, s) = (cos(glyph.rotation), sin(glyph.rotation))
                    return hypot(glyph.origin.x + x * c - y * s - middle.x, glyph.origin.y + x * s + y * c - middle.y)
                }
            }
        }
        let labels = runs.filter { [corner.3, corner.4].contains($0.text) }
        try #require(labels.count == 2, "\(runs.map(\.text))")
        let text = runs.filter { !labels.contains($0) && !$0.text.trimmingCharacters(in: .whitespaces).isEmpty }
        try #require(!text.isEmpty, "\(runs.map(\.text))")
        let labelInner = labels.flatMap(radii).min()!, textOuter = text.flatMap(radii).max()!
        let space = shaper.shape(" ", font: labels[0].font, size: labels[0].size).width
        #expect(labelInner - textOuter >= space - 0.5, "\(corner.0) on \(device): \(labelInner - textOuter) px between the labels and the text, a space is \(space)")
    }

    @Test func aRightToLeftCornerGaugeFillsFromItsOtherEnd() throws {
        func fill(_ tree: LayoutTree) throws -> (start: Double, end: Double, track: ClosedRange<Double>) {
            let arcs = tree.nodes.compactMap { node -> (Double, Double, Color)? in
                if case .stroke(.arc(_, _, let start, let end), _, let ink) = node { (start, end, ink.color) } else { nil }
            }
            let track = try #require(arcs.first { $0.2.alpha < 255 })
            let fill = try #require(arcs.first { $0.2 == Color(red: 0x30, green: 0xD1, blue: 0x58) })
            return (fill.0, fill.1, track.0...track.1)
        }
        let english = try fill(try Fixtures.layout(json: gauge(leading: "empty", trailing: "full", text: "Battery")))
        let hebrew = try fill(try Fixtures.layout(json: gauge(leading: "ריק", trailing: "מלא", text: "סוללה")))
        // Bottom text reads counter-clockwise: left to right ends at the track's start, right to left at its end.
        #expect(abs(english.end - english.track.upperBound) < 1e-9)
        #expect(abs(hebrew.start - hebrew.track.lowerBound) < 1e-9)
    }

    @Test func anUprightEmojiInACornerStaysClearOfItsArc() throws {
        let json = ##"{ "schemaVersion": 1, "style": "infograph", "time": "2026-11-22T10:09:30+01:00", "complications": [ { "id": "bl", "slot": "bottomLeft", "family": "accessoryCorner", "content": { "template": "gauge", "value": 0.4, "text": { "text": "🔥 40%" } } } ] }"##
        for device in [DeviceID.mm41, .mm45, .mm49] {
            let tree = try Fixtures.layout(json: json, device: device)
            let (center, radius, width) = try #require(tree.nodes.compactMap { node -> (Point, Double, Double)? in
                if case .stroke(.arc(let center, let radius, _, _), let stroke, _) = node { (center, radius, stroke.width) } else { nil }
            }.first)
            let emoji = try #require(tree.nodes.compactMap { if case .image(let image) = $0 { image } else { nil } }.first)
            // The farthest of the picture's visible pixels (its square's corners are transparent).
            let bitmap = emoji.bitmap
            var farthest = 0.0
            for row in 0..<bitmap.height {
                for column in 0..<bitmap.width where bitmap.pixels[row * bitmap.width + column] >> 24 > 32 {
                    let x = emoji.frame.x + (Double(column) + 0.5) * emoji.frame.width / Double(bitmap.width)
                    let y = emoji.frame.y + (Double(row) + 0.5) * emoji.frame.height / Double(bitmap.height)
                    farthest = max(farthest, hypot(x - center.x, y - center.y))
                }
            }
            #expect(farthest < radius - width / 2 - 1, "emoji reaches \(farthest), arc from \(radius - width / 2) on \(device)")
        }
    }

    // MARK: The top inline and the top corners share the row (issue #23)

    /// A top-left corner gauge (labels "18" and "36") under an infograph top inline of `inline`.
    func gaugeUnderInline(_ inline: String, sensitive: Bool = false) -> String {
        ##"{ "schemaVersion": 1, "style": "infograph", "time": "2026-11-22T10:09:30+01:00", "complications": [ { "id": "g", "slot": "topLeft", "family": "accessoryCorner", "tint": "#FF9F0A", "content": { "template": "gauge", "value": 31, "min": 18, "max": 36, "leading": { "text": "18" }, "trailing": { "text": "36" }, "text": { "text": "31°C" } } }, { "id": "i", "slot": "top", "family": "accessoryInline", "content": { "template": "stack", "icon": { "icon": "bell" }, "lines": [ { "text": "\##(inline)", "privacySensitive": \##(sensitive) } ] } } ] }"##
    }

    /// However long the inline between them, a top corner gauge keeps its arc and both end labels: the inline shortens
    /// first (found by a new user's Telugu farm face, whose long advisory shrank the gauge to a 10 px pill without labels).
    @Test(arguments: [DeviceID.mm40, .mm41, .mm45, .mm49])
    func aTopCornerGaugeKeepsItsArcBesideALongInline(device: DeviceID) throws {
        let long = try Fixtures.layout(json: gaugeUnderInline("Pesticide spraying not advised today · wind 18 km/h NE · gusts"), device: device)
        let alone = try Fixtures.layout(json: gaugeUnderInline("No spray"), device: device)
        let (arc, free) = (try Self.track(long), try Self.track(alone))
        // A track at least half as long as beside a short inline, and the labels drawn.
        #expect(arc.end - arc.start >= (free.end - free.start) / 2, "\((arc.end - arc.start) * 180 / .pi)° beside a long inline, \((free.end - free.start) * 180 / .pi)° beside a short one")
        let labels = Set(Fixtures.glyphRuns(long).map(\.text))
        #expect(labels.isSuperset(of: ["18", "36", "31°C"]), "\(labels)")
    }

    /// A top-right corner that is a gauge, a template's or a view's (Czech "Zł" to "Kč"), under an inline of `inline`;
    /// Always On shows the gauge and hides the inline where it is `sensitive`.
    func topGauge(view: Bool, under inline: String, sensitive: Bool = false) -> String {
        let gauge = view
            ? ##"{ "view": { "gauge": { "value": 0.62, "in": [0, 1], "style": "accessoryLinearCapacity", "minimumValueLabel": { "text": "Zł" }, "maximumValueLabel": { "text": "Kč" } } } }"##
            : ##"{ "template": "gauge", "value": 0.62, "leading": { "text": "Zł" }, "trailing": { "text": "Kč" } }"##
        return ##"{ "schemaVersion": 1, "style": "infograph", "time": "2026-11-22T10:09:30+01:00", "complications": [ { "id": "g", "slot": "topRight", "family": "accessoryCorner", "tint": "#FF9F0A", "content": \##(gauge) }, { "id": "i", "slot": "top", "family": "accessoryInline", "content": { "template": "stack", "lines": [ { "text": "\##(inline)", "privacySensitive": \##(sensitive) } ] } } ], "settings": { "hideSensitiveComplications": true, "perComplication": { "g": "show" } } }"##
    }

    /// A top corner gauge keeps the whole track Apple's faces give it, however long the inline beside it: the inline,
    /// which is shortened anyway, gives way, so the wrist raised never shows less of the gauge than Always On, where
    /// the inline is a bar (stranger14 #7: a view that is a gauge was squeezed to a stub without its labels in active,
    /// and drawn whole with "Zł" and "Kč" in Always On).
    @Test(arguments: [DeviceID.mm40, .mm41, .mm45, .mm49], [false, true])
    func aTopCornerGaugeKeepsItsWholeTrackBesideALongInline(device: DeviceID, view: Bool) throws {
        let long = "Dnes: Řídící výbor ČNB rozhodne o sazbách ve 14:30"
        let beside = try Fixtures.layout(json: topGauge(view: view, under: long), device: device)
        let alone = try Fixtures.layout(json: topGauge(view: view, under: "ČNB"), device: device)
        let (arc, free) = (try Self.track(beside), try Self.track(alone))
        #expect(abs((arc.end - arc.start) - (free.end - free.start)) < 1e-9,
                "\(device): \((arc.end - arc.start) * 180 / .pi)° beside a long inline, \((free.end - free.start) * 180 / .pi)° beside a short one")
        let labels = Set(Fixtures.glyphRuns(beside).map(\.text))
        #expect(labels.isSuperset(of: ["Zł", "Kč"]), "\(device): \(labels)")
        // In Always On the inline is a bar, the gauge shown.
        let hidden = try Fixtures.layout(json: topGauge(view: view, under: long, sensitive: true), device: device, .alwaysOn)
        let dim = try Self.track(hidden)
        #expect(arc.end - arc.start >= dim.end - dim.start - 1e-9,
                "\(device): \((arc.end - arc.start) * 180 / .pi)° in active, \((dim.end - dim.start) * 180 / .pi)° in Always On")
    }

    /// Where the inline is hidden, the room the corners get does not depend on what it hides: two inlines of very
    /// different lengths lay the corners out alike in Always On (the inline's bar is the same).
    @Test(arguments: [DeviceID.mm40, .mm45, .mm49])
    func aHiddenInlinesTextDoesNotMoveTheCorners(device: DeviceID) throws {
        let hide = RenderOverrides(hideSensitiveComplications: true)
        let short = try Fixtures.layout(json: gaugeUnderInline("Rx 3", sensitive: true), device: device, .alwaysOn, hide)
        let long = try Fixtures.layout(json: gaugeUnderInline("Prescription #HK-2026-118432 awaiting dispensing · Chan Tai Man", sensitive: true),
                                       device: device, .alwaysOn, hide)
        #expect(short.nodes == long.nodes)
    }

    // MARK: Redaction keeps the shape (issue #23)

    /// A gauge's track: the round-capped arc on the gauge's circle, as (start, end) in radians.
    static func track(_ tree: LayoutTree) throws -> (radius: Double, start: Double, end: Double) {
        try #require(tree.nodes.compactMap { node -> (Double, Double, Double)? in
            if case .stroke(.arc(_, let radius, let start, let end), let stroke, _) = node, stroke.cap == .round { (radius, start, end) } else { nil }
        }.first)
    }

    static let labelPairs = [("0", "1"), ("40", "400"), ("−10", "30"), ("10K", "1,000,000"), ("Leer", "Stromverbrauch heute")]

    /// In Always On the hidden labels' bars take the labels' whole room, the most any text could: the track keeps
    /// its least, never more than active draws, whatever the labels say.
    @Test(arguments: [DeviceID.mm40, .mm41, .mm45, .mm49])
    func aCornerGaugeKeepsItsTrackInAlwaysOn(device: DeviceID) throws {
        var hidden: Set<String> = []
        for (leading, trailing) in Self.labelPairs {
            let json = gauge(leading: leading, trailing: trailing, text: "112", sensitive: true)
            let active = try Self.track(try Fixtures.layout(json: json, device: device))
            let alwaysOn = try Self.track(try Fixtures.layout(json: json, device: device, .alwaysOn, RenderOverrides(hideSensitiveComplications: true)))
            #expect(alwaysOn.end - alwaysOn.start <= active.end - active.start + 1e-9,
                    "\(leading)/\(trailing) on \(device): \((active.end - active.start) * 180 / .pi)° in active, \((alwaysOn.end - alwaysOn.start) * 180 / .pi)° in Always On")
            hidden.insert("\(alwaysOn)")
        }
        // Hidden, the labels leave the track where it is, whatever they say.
        #expect(hidden.count == 1, "\(hidden)")
    }

    /// Each hidden label's bar is no wider than its share of the labels' room: half of what the track's least leaves
    /// (the room does not depend on the hidden text, so the bar does not either).
    @Test(arguments: [DeviceID.mm40, .mm41, .mm45, .mm49])
    func aHiddenLabelsBarIsNoWiderThanItsRoom(device: DeviceID) throws {
        let json = gauge(leading: "−1,284,930", trailing: "Stromverbrauch", text: "112", sensitive: true)
        let tree = try Fixtures.layout(json: json, device: device, .alwaysOn, RenderOverrides(hideSensitiveComplications: true))
        let bars = tree.nodes.compactMap { node -> (radius: Double, span: Double, height: Double)? in
            if case .stroke(.arc(_, let radius, let start, let end), let stroke, let ink) = node, ink.color == Redactor.redactionColor,
               stroke.cap == .butt { (radius, end - start, stroke.width) } else { nil }
        }
        let track = try Self.track(tree)
        let labels = bars.filter { abs($0.radius - track.radius) < 1 }
        #expect(labels.count == 2, "\(bars)")
        // In Always On the track is its least; the labels share the rest of the arc.
        let share = (track.end - track.start) / CornerBand.leastTrack * (1 - CornerBand.leastTrack) / 2
        for bar in labels {
            #expect(bar.span <= share + 1e-9, "a bar of \(bar.span * 180 / .pi)° for a share of \(share * 180 / .pi)° on \(device)")
        }
    }

    /// The insulin pump's reservoir (stranger16 #2): a top-right corner whose label is a gauge from "0" to `maximum`,
    /// a view's (`widgetLabel`, with "142" curved beyond it) or a template's; without ends where `maximum` is empty.
    func reservoir(view: Bool, maximum: String, sensitive: Bool = false) -> String {
        let ends = maximum.isEmpty ? "" : (view ? ##", "minimumValueLabel": { "text": "0" }, "maximumValueLabel": { "text": "\##(maximum)" }"##
                                                : ##", "leading": { "text": "0" }, "trailing": { "text": "\##(maximum)" }"##)
        let content = view
            ? ##"{ "view": { "text": "142", "font": { "size": 20, "weight": "bold" }, "widgetCurvesContent": true, "privacySensitive": \##(sensitive), "widgetLabel": { "gauge": { "value": 142, "in": [0, 300], "style": "accessoryLinearCapacity"\##(ends) } } } }"##
            : ##"{ "template": "gauge", "value": 142, "min": 0, "max": 300, "privacySensitive": \##(sensitive), "text": { "text": "142" }\##(ends) }"##
        return ##"{ "schemaVersion": 1, "style": "infograph", "time": "2026-11-22T10:09:30+01:00", "complications": [ { "id": "r", "slot": "topRight", "family": "accessoryCorner", "tint": "#FF9F0A", "content": \##(content) } ] }"##
    }

    /// A corner gauge's end labels never squeeze its track below its least share of the arc it has without them (two
    /// fifths, `CornerBand.leastTrack`): "0" and "300 U" left an 8° stub of 34° (11° as a template). They shrink in
    /// their share and are drawn, both, or are left out together and reported, and the track has the whole arc; Always
    /// On, the labels hidden, never draws more of the track than active (it drew 20° beside active's 8°).
    @Test(arguments: [DeviceID.mm40, .mm41, .mm45, .mm49], [false, true])
    func aCornerGaugesEndLabelsLeaveItsTrackItsLeast(device: DeviceID, view: Bool) throws {
        let bare = try Self.track(try Fixtures.layout(json: reservoir(view: view, maximum: ""), device: device))
        let whole = bare.end - bare.start
        for maximum in ["300", "300 U", "300 units of insulin"] {
            let tree = try Fixtures.layout(json: reservoir(view: view, maximum: maximum), device: device)
            let track = try Self.track(tree)
            let context = "\(maximum) on \(device), \(view ? "view" : "template")"
            #expect(track.end - track.start >= whole * CornerBand.leastTrack - 1e-9,
                    "\(context): \((track.end - track.start) * 180 / .pi)° of \(whole * 180 / .pi)°")
            let drawn = Set(Fixtures.glyphRuns(tree).map(\.text)).intersection(["0", maximum])
            let left = Set(tree.shortened.filter { $0.kind == .notDrawn }.map(\.text)).intersection(["0", maximum])
            #expect(drawn.count == 2 || left.count == 2, "\(context): drawn \(drawn), left out \(left)")
            if left.count == 2 {
                #expect(abs((track.end - track.start) - whole) < 1e-9, "\(context): the labels left out, the track has the whole arc")
            }
            let hidden = try Fixtures.layout(json: reservoir(view: view, maximum: maximum, sensitive: true), device: device, .alwaysOn,
                                             RenderOverrides(hideSensitiveComplications: true))
            let dim = try Self.track(hidden)
            #expect(dim.end - dim.start <= track.end - track.start + 1e-9,
                    "\(context): \((dim.end - dim.start) * 180 / .pi)° in Always On, \((track.end - track.start) * 180 / .pi)° in active")
            #expect(dim.end - dim.start >= whole * CornerBand.leastTrack - 1e-9, "\(context): Always On keeps the track's least")
        }
    }

    /// A hidden icon stands in as a rounded square of an icon's size (¾ of its box), not a disc filling the circle
    /// it is drawn in: in a corner, beside rectangular text and in a circular.
    @Test(arguments: [DeviceID.mm40, .mm45, .mm49])
    func aHiddenIconIsTheSizeOfAnIcon(device: DeviceID) throws {
        // The icons are marked: a complication that marks nothing is hidden whole, and draws its placeholder instead.
        let json = ##"{ "schemaVersion": 1, "style": "infograph", "time": "2026-11-22T10:09:30+01:00", "complications": [ { "id": "k", "slot": "bottomLeft", "family": "accessoryCorner", "content": { "template": "stack", "icon": { "icon": "key", "privacySensitive": true }, "lines": [ { "text": "LOCKED" } ] } }, { "id": "c", "slot": "subdialLeft", "family": "accessoryCircular", "content": { "template": "stack", "icon": { "icon": "key", "privacySensitive": true }, "lines": [ { "text": "2" } ] } } ] }"##
        let active = try Fixtures.layout(json: json, device: device)
        let alwaysOn = try Fixtures.layout(json: json, device: device, .alwaysOn, RenderOverrides(hideSensitiveComplications: true))
        let keys = active.nodes.compactMap { node -> Rect? in
            if case .fill(.path(let path), _) = node { path.bounds } else { nil }
        }
        let standIns = alwaysOn.nodes.compactMap { node -> Rect? in
            // (A text's bar is a rounded rectangle too, but not a square.)
            if case .fill(.roundedRect(let rect, _), let ink) = node, ink.color == Redactor.redactionColor,
               abs(rect.width - rect.height) < 1e-9 { rect } else { nil }
        }
        #expect(!alwaysOn.nodes.contains { if case .fill(.circle, let ink) = $0 { ink.color == Redactor.redactionColor } else { false } },
                "no hidden icon is a disc")
        #expect(keys.count == 2 && standIns.count == 2, "\(keys) \(standIns)")
        for (key, standIn) in zip(keys, standIns) {
            // About the key's own size: no side more than a fifth larger than the key's larger side.
            #expect(standIn.width <= max(key.width, key.height) * 1.2, "stand-in \(standIn.width) px for a key of \(key.width) × \(key.height) px")
            #expect(abs(standIn.center.x - key.center.x) < key.width && abs(standIn.center.y - key.center.y) < key.height)
        }
    }

    /// `widgetCurvesContent` beyond a `widgetLabel` (#27): the content's ink keeps 2 pt (at 45 mm, in proportion
    /// elsewhere) clear of all the label draws: a gauge's arc, an open one's marker and its end labels, which are taller than the arc
    /// (xdrip-corner's "142→" came within 1.4 px of its "180" and 2 px of its track), or a text label's ink, at the top
    /// corners, where the content's descent faces the dial, and at the bottom ones, where its tops do.
    @Test(arguments: [("topLeft", DeviceID.mm40), ("topRight", .mm45), ("bottomLeft", .mm45), ("bottomRight", .mm49), ("topLeft", .mm49)])
    func curvedContentKeepsClearOfItsLabel(slot: String, device: DeviceID) throws {
        let shaper = try TextShaper()
        let gauge = ##"{"gauge": {"value": 142, "in": [70, 180], "style": "linearCapacity", "minimumValueLabel": {"text": "70", "font": {"size": 8}}, "maximumValueLabel": {"text": "180", "font": {"size": 8}}}}"##
        let open = gauge.replacingOccurrences(of: "linearCapacity", with: "accessoryLinear")
        for label in [gauge, open, #""Goal achieved!""#, #""$97,412 gÉ""#] {
            // (On 40 mm a descending content beside an accented label has no room left in the corner: it is left out.)
            let text = device == .mm40 ? "142→" : "142→ Qg"
            let view = ##"{"text": "\##(text)", "font": {"size": 20}, "minimumScaleFactor": 0.2, "widgetCurvesContent": true, "widgetLabel": \##(label)}"##
            let json = ##"{ "schemaVersion": 1, "style": "infograph", "time": "2026-11-22T10:09:30+01:00", "complications": [{"id": "v", "slot": "\##(slot)", "family": "accessoryCorner", "content": {"view": \##(view)}}] }"##
            let tree = try Fixtures.layout(json: json, device: device)
            let centre = Point(x: Double(tree.width) / 2, y: Double(tree.height) / 2)
            let nodes = tree.owners.filter { $0.owner == .complication("v") }.flatMap { tree.nodes[$0.nodes] }
            // Each glyph's ink box turned with it (the ink lies inside): its nearest reach to the centre at least the
            // box's nearest edge's, its farthest at most its farthest corner.
            func reach(_ run: GlyphRun) -> (inner: Double, outer: Double) {
                var (inner, outer) = (Double.infinity, 0.0)
                for glyph in run.glyphs {
                    guard let ink = shaper.inkBox(of: glyph.id, font: run.font, size: run.size) else { continue }
                    let corners = [(ink.left, ink.top), (ink.right, ink.top), (ink.right, ink.bottom), (ink.left, ink.bottom)].map { along, down in
                        (glyph.origin.x + along * cos(glyph.rotation) - down * sin(glyph.rotation) - centre.x,
                         glyph.origin.y + along * sin(glyph.rotation) + down * cos(glyph.rotation) - centre.y)
                    }
                    for (index, a) in corners.enumerated() {
                        let b = corners[(index + 1) % 4]
                        let (ex, ey) = (b.0 - a.0, b.1 - a.1)
                        let t = max(0, min(1, -(a.0 * ex + a.1 * ey) / max(ex * ex + ey * ey, 1e-12)))
                        let (px, py) = (a.0 + t * ex, a.1 + t * ey)
                        inner = min(inner, (px * px + py * py).squareRoot())
                        outer = max(outer, (a.0 * a.0 + a.1 * a.1).squareRoot())
                    }
                }
                return (inner, outer)
            }
            var content: (inner: Double, outer: Double)?
            var labelOuter = 0.0
            for node in nodes {
                switch node {
                case .glyphs(let run, _) where run.text.hasPrefix("142"):
                    content = reach(run)
                case .glyphs(let run, _):
                    labelOuter = max(labelOuter, reach(run).outer)
                case .stroke(.arc(_, let radius, _, _), let stroke, _):
                    labelOuter = max(labelOuter, radius + stroke.width / 2)
                case .fill(.circle(let middle, let radius), let ink) where ink.color != .black:
                    // An open gauge's marker (its black halo aside).
                    labelOuter = max(labelOuter, hypot(middle.x - centre.x, middle.y - centre.y) + radius)
                default:
                    break
                }
            }
            let drawn = try #require(content, "the content is drawn: \(nodes)")
            let unit = Double(tree.width) / 396
            #expect(labelOuter > 0, "the label is drawn")
            #expect(drawn.inner - labelOuter >= 4 * unit - 0.25, "\(label) on \(slot), \(device): \(drawn.inner - labelOuter) px apart")
        }
    }

    // MARK: The rim Always On keeps dark (C14)

    /// The points of a run's glyphs' outlines, placed as drawn (each glyph turned by its rotation).
    static func inkPoints(_ run: GlyphRun, shaper: TextShaper) -> [Point] {
        run.glyphs.flatMap { glyph in
            let outline = shaper.outline(of: glyph.id, font: run.font)
            let scale = run.size / Double(outline.unitsPerEm)
            return LayoutCanvas.inkPoints(of: outline).map { point in
                let (dx, dy) = (point.x * scale, -point.y * scale)
                return Point(x: glyph.origin.x + dx * cos(glyph.rotation) - dy * sin(glyph.rotation),
                             y: glyph.origin.y + dx * sin(glyph.rotation) + dy * cos(glyph.rotation))
            }
        }
    }

    /// The nearest a run's ink comes to the screen's rounded edge, on the points of its glyphs' outlines.
    static func nearestEdge(_ run: GlyphRun, frame: FaceFrame, shaper: TextShaper) -> Double {
        inkPoints(run, shaper: shaper).map { frame.distanceToEdge($0) }.min() ?? .infinity
    }

    /// A corner's curved text keeps the rim Always On keeps dark with all its ink, not only its baseline (a top
    /// corner's capitals): a bottom corner's Arabic descends below its baseline, towards the screen's edge, and the
    /// tails of "لوكاجن" at the line's end by the screen's side were drawn within 10 px of it, which `dial lint` blamed on
    /// the face's author (C14, hausa-ajami-jumuah). Latin's descenders likewise; the ends with tails are put by the
    /// screen's sides.
    @Test(arguments: DeviceID.allCases)
    func aCornersTextKeepsTheDarkRimWithItsDescenders(device: DeviceID) throws {
        let shaper = try Fixtures.shaper
        let frame = FaceFrame(device: Device(device))
        let texts = [("topLeft", "١٢:٣٠ جمعة لوكاجن"), ("topRight", "لوكاجن جمعة ١٢:٣٠"),
                     ("bottomLeft", "١٢:٣٠ جمعة لوكاجن"), ("bottomRight", "لوكاجن جمعة ١٢:٣٠"),
                     ("bottomLeft", "jumpy gyp quay"), ("bottomRight", "12:30 jumpy gyp")]
        for (slot, text) in texts {
            let json = ##"{ "schemaVersion": 1, "style": "infograph", "time": "2026-11-22T10:09:30+01:00", "complications": [ { "id": "c", "slot": "\##(slot)", "family": "accessoryCorner", "dataProtection": "none", "content": { "template": "curvedText", "text": { "text": "\##(text)" } } } ] }"##
            for display in [Display.active, .alwaysOn] {
                let runs = Fixtures.glyphRuns(try Fixtures.layout(json: json, device: device, display))
                #expect(!runs.isEmpty, "\(text) is drawn")
                let nearest = runs.map { Self.nearestEdge($0, frame: frame, shaper: shaper) }.min() ?? .infinity
                #expect(nearest >= LayoutEngine.edgeMargin, "\(text) in \(slot) on \(device), \(display): ink \(nearest) px from the edge")
            }
        }
    }

    // MARK: Bottom corners: descenders and end labels (stranger7)

    /// The farthest a run's ink reaches from `center`, on the points of its glyphs' outlines.
    static func farthestInk(_ run: GlyphRun, from center: Point, shaper: TextShaper) -> Double {
        var farthest = 0.0
        for glyph in run.glyphs {
            let outline = shaper.outline(of: glyph.id, font: run.font)
            let scale = run.size / Double(outline.unitsPerEm)
            for point in LayoutCanvas.inkPoints(of: outline) {
                let (dx, dy) = (point.x * scale, -point.y * scale)
                let x = glyph.origin.x + dx * cos(glyph.rotation) - dy * sin(glyph.rotation)
                let y = glyph.origin.y + dx * sin(glyph.rotation) + dy * cos(glyph.rotation)
                farthest = max(farthest, hypot(x - center.x, y - center.y))
            }
        }
        return farthest
    }

    /// A bottom corner turns its text's baseline to the gauge's arc: what descends below it (Latin's "gyp", most of
    /// Georgian's letters) stays clear of the arc (stranger7 #9: "რთველი 64%" was drawn over its arc).
    @Test(arguments: [DeviceID.mm40, .mm41, .mm45, .mm49])
    func aBottomCornersDescendersStayClearOfItsArc(device: DeviceID) throws {
        let shaper = try Fixtures.shaper
        for text in ["რთველი 64%", "Harvest gyp 64%"] {
            let tree = try Fixtures.layout(json: gauge(leading: "0", trailing: "100", text: text), device: device)
            let (center, radius, width) = try #require(tree.nodes.compactMap { node -> (Point, Double, Double)? in
                if case .stroke(.arc(let center, let radius, _, _), let stroke, _) = node, stroke.cap == .round { (center, radius, stroke.width) } else { nil }
            }.first)
            let runs = tree.nodes.compactMap { if case .glyphs(let run, _) = $0, run.text != "0", run.text != "100" { run } else { nil } }
            #expect(!runs.isEmpty)
            let farthest = runs.map { Self.farthestInk($0, from: center, shaper: shaper) }.max() ?? 0
            #expect(farthest < radius - width / 2 - 1, "\(text): ink reaches \(farthest), the arc starts at \(radius - width / 2) on \(device)")
        }
    }

    /// The nearest a run's ink comes to `center`, on the points of its glyphs' outlines.
    static func nearestInk(_ run: GlyphRun, from center: Point, shaper: TextShaper) -> Double {
        inkPoints(run, shaper: shaper).map { hypot($0.x - center.x, $0.y - center.y) }.min() ?? .infinity
    }

    /// Marks above and below the letters keep a corner gauge's text clear of its track and of its end labels' ink, top
    /// corners (their marks above the capitals face the arc) and bottom ones (their descenders do, and the labels'
    /// marks face the text): Czech's "Ř" beside a "0" label read as "Q", Polish's "Ć" touched the fill, Tibetan's naro
    /// crossed the arc and its stacks ran into the label "༡༠༨" (stranger9 #7).
    @Test(arguments: [DeviceID.mm40, .mm41, .mm45, .mm49])
    func marksAboveAndBelowLettersKeepClearOfTheArcAndItsLabels(device: DeviceID) throws {
        let shaper = try Fixtures.shaper
        let cases: [(slot: String, leading: String, trailing: String, text: String)] = [
            ("topLeft", "0", "Ř", "ŘÍJEN Ů"), ("topRight", "Ź", "Ż", "ŻÓŁĆ 40%"), ("bottomLeft", "Ź", "Ż", "ŻÓŁĆ 40%"),
            ("bottomRight", "0", "Ř", "ŘÍJEN Ů"), ("topLeft", "༠", "༡༠༨", "སྒྲོ"), ("bottomLeft", "༠", "༡༠༨", "བརྒྱ་རྩ་བརྒྱད"),
        ]
        for (slot, leading, trailing, text) in cases {
            let json = ##"{ "schemaVersion": 1, "style": "infograph", "time": "2026-11-22T10:09:30+01:00", "complications": [ { "id": "g", "slot": "\##(slot)", "family": "accessoryCorner", "tint": "#FF9F0A", "content": { "template": "gauge", "value": 0.8, "leading": { "text": "\##(leading)" }, "trailing": { "text": "\##(trailing)" }, "text": { "text": "\##(text)" } } } ] }"##
            let tree = try Fixtures.layout(json: json, device: device)
            let (center, radius, width) = try #require(tree.nodes.compactMap { node -> (Point, Double, Double)? in
                if case .stroke(.arc(let center, let radius, _, _), let stroke, _) = node, stroke.cap == .round { (center, radius, stroke.width) } else { nil }
            }.first)
            let runs = tree.nodes.compactMap { if case .glyphs(let run, _) = $0 { run } else { nil } }
            let labels = runs.filter { [leading, trailing].contains($0.text) }
            let texts = runs.filter { ![leading, trailing].contains($0.text) }
            #expect(!texts.isEmpty && labels.count == 2, "\(text) on \(device): \(runs.map(\.text))")
            let farthest = texts.map { Self.farthestInk($0, from: center, shaper: shaper) }.max() ?? 0
            let labelsNearest = labels.map { Self.nearestInk($0, from: center, shaper: shaper) }.min() ?? .infinity
            let context = "'\(text)' in \(slot) on \(device)"
            #expect(farthest < radius - width / 2 - 1, "\(context): ink reaches \(farthest), the arc starts at \(radius - width / 2)")
            #expect(farthest < labelsNearest - 1, "\(context): ink reaches \(farthest), the labels' ink starts at \(labelsNearest)")
        }
    }

    /// A corner gauge's end labels are secondary labels: legible at 6 pt, as docs/face-format.md says (not the corner's
    /// 8 pt), and drawn at one size, shrunk together (stranger7 #13: "1000" at 6.3 pt and "2900" at 6.4 pt, both
    /// reported below 8 pt), or, where not even 6 pt leaves the track half its arc, both left out and reported
    /// ("1000" and "2900" on every screen since stranger16 #2; "10" and "29" fit).
    @Test(arguments: [DeviceID.mm40, .mm41, .mm45, .mm49], [("1000", "2900"), ("10", "29")])
    func cornerEndLabelsShareOneSizeAndTheLabelsFloor(device: DeviceID, ends: (String, String)) throws {
        let json = ##"{ "schemaVersion": 1, "style": "infograph", "time": "2026-11-22T10:09:30+01:00", "complications": [ { "id": "elo", "slot": "bottomRight", "family": "accessoryCorner", "dataProtection": "none", "content": { "template": "gauge", "value": 24, "min": 10, "max": 29, "leading": "\##(ends.0)", "trailing": "\##(ends.1)", "text": "Elo 2431" } } ] }"##
        let tree = try Fixtures.layout(json: json, device: device)
        let sizes = tree.nodes.compactMap { if case .glyphs(let run, _) = $0, [ends.0, ends.1].contains(run.text) { run.size } else { nil } }
        let left = tree.shortened.filter { $0.kind == .notDrawn && [ends.0, ends.1].contains($0.text) }
        #expect(sizes.count == 2 || (sizes.isEmpty && left.count == 2), "\(sizes), \(left.map(\.text)) on \(device)")
        #expect(ends.0.count > 2 || sizes.count == 2, "\(ends) on \(device): short ends are drawn")
        #expect(Set(sizes).count <= 1, "\(sizes) on \(device)")
        #expect(sizes.allSatisfy { $0 >= LegibleSize.label - TextFitter.step - 1e-9 }, "\(sizes)")
        #expect(!tree.shortened.contains { $0.kind == .belowLegible }, "\(tree.shortened)")
    }

    /// A top inline keeps the room its shortest form needs at its legible 8 pt against the top corners' text, which is
    /// cut first (stranger7 #4: beside Tamil corners, "மொத்த வசூல் ₹1,23,45,67,890" drew only its icon on 41 mm and
    /// its short form "₹123.4 கோடி" at 4.9 pt on 45 mm, though alone it is drawn at 10.5 pt).
    @Test(arguments: [DeviceID.mm40, .mm41, .mm45, .mm49])
    func anInlineKeepsItsLegibleShortFormBesideTopCorners(device: DeviceID) throws {
        let json = ##"{ "schemaVersion": 1, "style": "infograph", "locale": "ta-IN", "time": "2026-11-22T10:09:30+01:00", "complications": [ { "id": "gross", "slot": "top", "family": "accessoryInline", "content": { "template": "stack", "icon": {"icon": "music"}, "lines": [ { "text": "மொத்த வசூல் ₹1,23,45,67,890", "shortText": "₹123.4 கோடி" } ] } }, { "id": "shows", "slot": "topLeft", "family": "accessoryCorner", "content": { "template": "gauge", "value": 0.92, "text": "அரங்கு நிறைவு 92%" } }, { "id": "next", "slot": "topRight", "family": "accessoryCorner", "content": { "template": "stack", "lines": [ "1 ம., 30 நிமி." ] } } ] }"##
        let tree = try Fixtures.layout(json: json, device: device)
        let inline = tree.shortened.filter { $0.owner == "gross" }
        #expect(!inline.contains { $0.kind == .notDrawn || $0.kind == .belowLegible }, "\(inline) on \(device)")
        // The corner gauge keeps its arc.
        #expect(tree.nodes.contains { if case .stroke(.arc, let stroke, _) = $0 { stroke.cap == .round } else { false } })
    }
}

