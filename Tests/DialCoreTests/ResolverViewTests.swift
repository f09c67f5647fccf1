@testable import DialCore
import DialModel
import DialText
import Testing

/// How resolve reads a view's SwiftUI meaning before layout (issue #27).
struct ResolverViewTests {
    static func runs(_ gauge: String, device: DeviceID = .mm45, _ display: Display = .active) throws -> [GlyphRun] {
        let view = ##"{"gauge": \##(gauge), "tint": "#30D158"}"##
        let tree = try Fixtures.layout(json: ViewLayoutTests.modular("topLeft", "accessoryCircular", view), device: device, display)
        return ViewLayoutTests.runs(ViewLayoutTests.nodes(tree)).map(\.run)
    }

    /// A closed ring has no gap for a label: an `accessoryCircularCapacity` gauge with a `label` and no
    /// `currentValueLabel` shows the label in the ring's hole, at the current value's size and place, rather than an
    /// empty ring; with a current value's label, that is shown and the label is not.
    @Test(arguments: [DeviceID.mm40, .mm45, .mm49], [Display.active, .alwaysOn])
    func aCapacityGaugesLabelTakesTheHoleWithoutACurrentValue(device: DeviceID, display: Display) throws {
        let labelOnly = try Self.runs(##"{"value": 0.68, "style": "accessoryCircularCapacity", "label": {"text": "68%"}}"##, device: device, display)
        let current = try Self.runs(##"{"value": 0.68, "style": "accessoryCircularCapacity", "currentValueLabel": {"text": "68%"}}"##, device: device, display)
        #expect(labelOnly.map(\.text) == ["68%"])
        #expect(labelOnly == current)
        let both = try Self.runs(##"{"value": 0.68, "style": "accessoryCircularCapacity", "label": {"text": "BAT"}, "currentValueLabel": {"text": "68%"}}"##, device: device, display)
        #expect(both.map(\.text) == ["68%"])
    }

    /// The open ring keeps its label in the gap at the bottom, smaller, as Apple documents: not in the hole.
    @Test func anOpenGaugesLabelStaysInTheGap() throws {
        let open = try Self.runs(##"{"value": 0.68, "label": {"text": "68%"}}"##)
        let current = try Self.runs(##"{"value": 0.68, "currentValueLabel": {"text": "68%"}}"##)
        #expect(open.map(\.text) == ["68%"])
        #expect(open[0].size < current[0].size)
        #expect(open[0].glyphs[0].origin.y > current[0].glyphs[0].origin.y)
    }
}
