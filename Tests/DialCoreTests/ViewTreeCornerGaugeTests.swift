@testable import DialCore
import DialModel
import DialText
import Testing

/// A `gauge` or `progress` as a corner's `widgetLabel` is drawn as watchOS curves it: the corner gauge's arc along the
/// bezel, its minimum and maximum labels at the ends, the corner's view in the circle beyond.
struct ViewTreeCornerGaugeTests {
    static func face(_ content: String, tint: String = "#30D158") -> String {
        ##"{ "schemaVersion": 1, "style": "infograph", "time": "2026-11-22T10:09:30+01:00", "complications": [{"id": "v", "slot": "topLeft", "family": "accessoryCorner", "tint": "\##(tint)", "content": \##(content)}] }"##
    }

    static func view(_ view: String) -> String { face(##"{"view": \##(view)}"##) }

    static func nodes(_ json: String, device: DeviceID = .mm45, _ display: Display = .active,
                      _ overrides: RenderOverrides = RenderOverrides()) throws -> [LayoutNode] {
        ViewLayoutTests.nodes(try Fixtures.layout(json: json, device: device, display, overrides))
    }

    /// The gauge a corner drew: its arcs (track and fill) and circles (a value's marker); a corner's view with no
    /// backdrop draws neither.
    static func arcs(_ nodes: [LayoutNode]) -> [LayoutNode] {
        nodes.filter {
            switch $0 {
            case .stroke(.arc, _, _), .fill(.arc, _), .stroke(.circle, _, _), .fill(.circle, _): true
            default: false
            }
        }
    }

    /// The track and fill a corner drew: each arc's radius, start, sweep and ink.
    static func strokes(_ nodes: [LayoutNode]) -> [(radius: Double, start: Double, sweep: Double, ink: Ink)] {
        nodes.compactMap { if case .stroke(.arc(_, let radius, let start, let end), _, let ink) = $0 { (radius, start, end - start, ink) } else { nil } }
    }

    /// A progress bar as the label draws the corner gauge's painting (a track in the tint's dim colour, filled in the
    /// tint to the value), on every screen size, in the band along the dial where a label's text goes: inside the
    /// template's arc, so the corner's view keeps the circle beyond it.
    @Test(arguments: [DeviceID.mm40, .mm45, .mm49], [0.25, 0.8])
    func aProgressLabelIsTheCornerGaugesArcAlongTheDial(device: DeviceID, value: Double) throws {
        let view = try Self.nodes(Self.view(##"{"text": "100", "widgetLabel": {"progress": {"value": \##(value)}}}"##), device: device)
        let template = try Self.nodes(Self.face(##"{"template": "gauge", "value": \##(value), "style": "closed"}"##), device: device)
        let arcs = Self.strokes(view), templateArcs = Self.strokes(template)
        try #require(arcs.count == 2 && templateArcs.count == 2)
        let (track, fill) = (arcs[0], arcs[1])
        #expect(track.ink == templateArcs[0].ink && fill.ink == templateArcs[1].ink, "the template's inks")
        #expect(track.radius == fill.radius && track.radius < templateArcs[0].radius, "along the dial")
        #expect(fill.start == track.start)
        #expect(abs(fill.sweep - value * track.sweep) < 1e-9, "filled to the value")
        // And the corner's own view is still drawn, straight, in the circle beyond the arc.
        let number = try #require(ViewLayoutTests.runs(view).first { $0.run.text == "100" })
        #expect(number.run.glyphs.allSatisfy { $0.rotation == 0 })
    }

    /// A progress label with its own `label` or `currentValueLabel` (ports5's D1, Chinendar's countdown: `ProgressView {
    /// Text(...) }` in `widgetLabel`) is the same arc as one without: those labels have no place on the curved gauge
    /// and are not drawn, where "2 hr" was once curved instead of the arc.
    @Test(arguments: [##", "label": {"text": "2 hr"}"##, ##", "currentValueLabel": {"text": "83"}"##])
    func aProgressLabelsOwnLabelsLeaveItTheArc(labels: String) throws {
        let bare = try Self.nodes(Self.view(##"{"text": "7", "widgetLabel": {"progress": {"value": 0.83}}}"##))
        let labelled = try Self.nodes(Self.view(##"{"text": "7", "widgetLabel": {"progress": {"value": 0.83\##(labels)}}}"##))
        #expect(Self.strokes(labelled).count == 2, "the track and its fill")
        #expect(Self.arcs(labelled) == Self.arcs(bare))
        #expect(ViewLayoutTests.runs(labelled).map(\.run.text) == ["7"])
    }

    /// The value moves the fill: two values draw two arcs.
    @Test func theFillFollowsTheValue() throws {
        func arcs(_ value: Double) throws -> [LayoutNode] {
            Self.arcs(try Self.nodes(Self.view(##"{"text": "100", "widgetLabel": {"progress": {"value": \##(value), "total": 10}}}"##)))
        }
        #expect(try arcs(2) != arcs(7))
    }

    /// A gauge's style keeps its meaning: the default (`accessoryCircular`) and `accessoryLinear` mark the value on the
    /// track, as the template's open gauge does; a capacity style fills to it, as its closed one does. The gauge's
    /// `label` and `currentValueLabel` have no place on a curved gauge and are not drawn.
    @Test(arguments: [(nil as String?, true), ("accessoryCircular", true), ("accessoryLinear", true),
                      ("accessoryCircularCapacity", false), ("accessoryLinearCapacity", false), ("linearCapacity", false)])
    func aGaugeLabelKeepsItsStylesMeaning(style: String?, marked: Bool) throws {
        let styleKey = style.map { ##", "style": "\##($0)""## } ?? ""
        let gauge = ##"{"gauge": {"value": 31, "in": [18, 36]\##(styleKey), "label": {"text": "Battery"}, "currentValueLabel": {"text": "31"}}}"##
        let view = try Self.nodes(Self.view(##"{"text": "7", "widgetLabel": \##(gauge)}"##))
        let markers = view.filter { if case .fill(.circle, _) = $0 { true } else { false } }
        #expect(Self.strokes(view).count == (marked ? 1 : 2), "the track, and a fill where not marked")
        #expect(markers.isEmpty == !marked, "a marker where marked")
        #expect(ViewLayoutTests.runs(view).map(\.run.text) == ["7"])
    }

    /// The minimum and maximum labels are curved at the arc's ends, which gives them room: the track is shorter than
    /// without them.
    @Test(arguments: [DeviceID.mm40, .mm45, .mm49])
    func theEndLabelsAreCurvedAtTheArcsEnds(device: DeviceID) throws {
        func nodes(_ labels: String) throws -> [LayoutNode] {
            try Self.nodes(Self.view(##"{"text": "7", "widgetLabel": {"gauge": {"value": 31, "in": [18, 36], "style": "accessoryCircularCapacity"\##(labels)}}}"##),
                           device: device)
        }
        let labelled = try nodes(##", "minimumValueLabel": {"text": "18"}, "maximumValueLabel": {"text": "36"}"##)
        let ends = ViewLayoutTests.runs(labelled).map(\.run).filter { $0.text != "7" }
        #expect(ends.map(\.text).sorted() == ["18", "36"])
        #expect(ends.allSatisfy { $0.glyphs.contains { $0.rotation != 0 } }, "curved")
        func sweep(_ nodes: [LayoutNode]) -> Double? {
            for node in nodes { if case .stroke(.arc(_, _, let start, let end), _, _) = node { return end - start } }
            return nil
        }
        let bare = try #require(sweep(try nodes("")))
        let track = try #require(sweep(labelled))
        #expect(track < bare)
    }

    /// A label that is not a gauge (a text) keeps its curved text and draws no arc.
    @Test func aTextLabelDrawsNoArc() throws {
        let nodes = try Self.nodes(Self.view(##"{"text": "12", "widgetLabel": "Steps"}"##))
        #expect(Self.arcs(nodes).isEmpty)
        #expect(ViewLayoutTests.runs(nodes).map(\.run.text).sorted() == ["12", "Steps"])
    }

    /// A hidden gauge keeps only its track: two values draw the same nodes where privacy applies, different ones where
    /// it does not.
    @Test(arguments: [Display.active, .alwaysOn])
    func aHiddenGaugeLabelIsOnlyItsTrack(display: Display) throws {
        func nodes(_ value: Double, hide: Bool) throws -> [LayoutNode] {
            let json = Self.view(##"{"text": "•", "widgetLabel": {"gauge": {"value": \##(value), "style": "accessoryCircularCapacity"}, "privacySensitive": true}}"##)
            let locked = RenderOverrides(lock: .locked, allowAccessWhenLocked: false)
            return try Self.nodes(json, display, hide ? locked : RenderOverrides())
        }
        #expect(try nodes(0.1, hide: true) == nodes(0.9, hide: true))
        #expect(try !Self.arcs(nodes(0.1, hide: true)).isEmpty, "the track is still drawn")
        #expect(try nodes(0.1, hide: false) != nodes(0.9, hide: false))
    }

    /// A gradient tint on the label's gauge runs along the arc from the value's minimum, as watchOS draws a corner
    /// gauge's `Gradient` (ports3-final's N2): the arc starts red; an open gauge's whole arc reaches green and its marker
    /// is the colour at the value (ports3's D3: at 0.8 of red to green, red 51 and green 204); a capacity gauge's fill
    /// stops at the value, so nothing greener than that is drawn.
    @Test(arguments: ["accessoryCircular", "accessoryLinearCapacity"])
    func aGradientTintRunsAlongTheArc(style: String) throws {
        let view = ##"{"text": "80", "widgetLabel": {"gauge": {"value": 0.8, "style": "\##(style)"}, "tint": {"gradient": ["#FF0000", "#00FF00"]}}}"##
        let inks = Self.arcs(try Self.nodes(Self.view(view))).compactMap { node -> Color? in
            switch node {
            case .stroke(_, _, let ink), .fill(_, let ink): ink.color
            default: nil
            }
        }
        #expect(inks.contains { $0.red > 230 && $0.green < 30 }, "the arc starts at the gradient's start: \(inks)")
        if style == "accessoryCircular" {
            #expect(inks.contains(Color(red: 51, green: 204, blue: 0)), "the marker: \(inks)")
            #expect(inks.contains { $0.green > 230 && $0.red < 30 }, "the whole arc: \(inks)")
        } else {
            #expect(!inks.contains { $0.green > 210 }, "the fill stops at the value: \(inks)")
        }
    }

    /// Hidden, a gradient gauge's arc is its track alone, the same whatever its value.
    @Test func aHiddenGradientGaugeIsItsTrack() throws {
        func nodes(_ value: Double) throws -> [LayoutNode] {
            let json = Self.view(##"{"text": "•", "widgetLabel": {"gauge": {"value": \##(value), "style": "accessoryCircular"}, "tint": {"gradient": ["#FF0000", "#00FF00"]}, "privacySensitive": true}}"##)
            return try Self.nodes(json, .active, RenderOverrides(lock: .locked, allowAccessWhenLocked: false))
        }
        #expect(try nodes(0.1) == nodes(0.9))
    }

    /// An empty end label (`Text("")`, written to leave an end bare) takes no room: the arc is as long as with no label
    /// there at all (ports3's electricsidecar and luka corners, whose arcs were stubs).
    @Test(arguments: [DeviceID.mm40, .mm45, .mm49])
    func anEmptyEndLabelLeavesTheArcItsRoom(device: DeviceID) throws {
        func track(_ labels: String) throws -> Double {
            let gauge = ##"{"gauge": {"value": 80, "in": [0, 100], "style": "accessoryLinear"\##(labels)}}"##
            return try #require(Self.strokes(Self.nodes(Self.view(##"{"text": "7", "widgetLabel": \##(gauge)}"##), device: device)).first).sweep
        }
        let bare = try track("")
        #expect(try track(##", "minimumValueLabel": {"text": ""}, "maximumValueLabel": {"text": " "}"##) == bare)
        #expect(try track(##", "minimumValueLabel": {"text": ""}, "maximumValueLabel": {"text": "80%"}"##)
                == track(##", "maximumValueLabel": {"text": "80%"}"##))
        #expect(try track(##", "maximumValueLabel": {"text": "80%"}"##) < bare, "a label that draws takes its room")
    }
}
