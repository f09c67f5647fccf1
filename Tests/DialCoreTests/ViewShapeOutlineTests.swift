@testable import DialCore
import DialModel
import Testing

/// `Circle().trim(from:to:).stroke(style).rotationEffect(angle)` as SwiftUI draws it: the arc from 3 o'clock
/// clockwise over the trimmed fraction of the circle, turned by the angle, stroked centred on the circle.
struct ViewShapeOutlineTests {
    static func strokes(_ view: String, device: DeviceID = .mm45, _ display: Display = .active,
                        _ overrides: RenderOverrides = RenderOverrides()) throws -> [(shape: Shape, stroke: Stroke, ink: Ink)] {
        let tree = try Fixtures.layout(json: ViewLayoutTests.modular("topLeft", "accessoryCircular", view), device: device, display, overrides)
        return ViewLayoutTests.nodes(tree).compactMap { if case .stroke(let shape, let stroke, let ink) = $0 { (shape, stroke, ink) } else { nil } }
    }

    /// ElectricSidecar's range ring: `Circle().trim(from: 0, to: 0.75 × 0.8).stroke(lineWidth: 5, round caps)
    /// .rotationEffect(.degrees(135))` is an arc from 135° (down and left, 7:30 on a clock) clockwise over 0.6 of the
    /// circle, 216°, to 351°, in the circle's frame (the slot's square, 50 points at 45 mm, less the padding).
    @Test(arguments: [DeviceID.mm40, .mm45, .mm49])
    func aTrimmedCircleIsItsArcFromThreeOClock(device: DeviceID) throws {
        let view = ##"{"shape": "circle", "trim": {"from": 0, "to": 0.6}, "stroke": {"lineWidth": 5, "lineCap": "round"}, "rotationEffect": 135, "foregroundStyle": "#30D158", "padding": 2.5}"##
        let strokes = try Self.strokes(view, device: device)
        try #require(strokes.count == 1)
        guard case .arc(let center, let radius, let start, let end) = strokes[0].shape else {
            Issue.record("not an arc: \(strokes[0].shape)")
            return
        }
        let degree = Double.pi / 180
        #expect(abs(start - 135 * degree) < 1e-9)
        #expect(abs(end - 351 * degree) < 1e-9)
        #expect(strokes[0].stroke == Stroke(width: 5 * Device.scale, cap: .round))
        #expect(strokes[0].ink.color == Color(red: 0x30, green: 0xD1, blue: 0x58))
        // The circle is the slot's square less the padding, centred where the unpadded one is.
        let unpadded = try Self.strokes(view.replacingOccurrences(of: #", "padding": 2.5"#, with: ""), device: device)
        guard case .arc(let wholeCenter, let wholeRadius, _, _) = unpadded.first?.shape else {
            Issue.record("no arc without the padding")
            return
        }
        let padding: Double = 2.5 * Device.scale
        #expect(abs(wholeRadius - radius - padding) < 1e-6, "\(radius) against \(wholeRadius)")
        #expect(abs(center.x - wholeCenter.x) < 1e-6 && abs(center.y - wholeCenter.y) < 1e-6)
    }

    /// Untrimmed, a stroked shape is its whole outline, stroked, not filled; a trim from 0.2 to 0.2 draws nothing;
    /// a plain shape is filled as before.
    @Test func aStrokeDrawsTheOutlineAndAnEmptyTrimNothing() throws {
        let ring = try Self.strokes(#"{"shape": "circle", "stroke": 4}"#)
        try #require(ring.count == 1)
        if case .circle = ring[0].shape {} else { Issue.record("not a circle: \(ring[0].shape)") }
        #expect(ring[0].stroke == Stroke(width: 4 * Device.scale, cap: .butt))
        let box = try Self.strokes(#"{"shape": {"roundedRectangle": {"cornerRadius": 6}}, "stroke": 2}"#)
        if case .roundedRect = box.first?.shape {} else { Issue.record("not a rounded rectangle: \(box)") }
        #expect(try Self.strokes(#"{"shape": "circle", "trim": {"from": 0.2, "to": 0.2}, "stroke": 4}"#).isEmpty)
        #expect(try Self.strokes(#"{"shape": "circle"}"#).isEmpty)
    }

    /// A hidden arc (Always On, with sensitive complications hidden) is the stand-in of every hidden shape, its frame
    /// filled in the redaction colour, whatever its trim: how far it runs is what it shows. A hidden capsule, filled,
    /// draws the same: its kind and outline are data too (adversary12 #1).
    @Test(arguments: [0.1, 0.9])
    func aHiddenArcIsItsFrameFilled(fraction: Double) throws {
        let hidden = RenderOverrides(hideSensitiveComplications: true)
        func drawn(_ view: String) throws -> [LayoutNode] {
            ViewLayoutTests.nodes(try Fixtures.layout(json: ViewLayoutTests.modular("topLeft", "accessoryCircular", view),
                                                      device: .mm45, .alwaysOn, hidden))
        }
        let arc = try drawn(#"{"shape": "circle", "trim": {"to": \#(fraction)}, "stroke": 5, "privacySensitive": true}"#)
        try #require(arc.count == 1)
        guard case .fill(.rect, let ink) = arc[0] else {
            Issue.record("a hidden arc drawn as \(arc[0])")
            return
        }
        #expect(ink.color == Redactor.redactionColor)
        #expect(try drawn(#"{"shape": "capsule", "privacySensitive": true}"#) == arc)
    }
}
