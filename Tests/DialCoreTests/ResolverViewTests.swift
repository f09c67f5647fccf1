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

    /// A text no font reaches takes SwiftUI's default font, `body` (watchOS's 15 pt on 40 mm, 16 pt on the others),
    /// where its family's own size is larger, so a row is never set larger than the `headline` over it: stranger21's
    /// meitei-ward drew its rows at 19.5 pt (39 px) under a 16 pt headline on 45 and 49 mm, at 16.5 pt under 15 pt on
    /// 40 mm; an extra large's rows stood at its 34.5 to 41 pt.
    @Test(arguments: [(DeviceID.mm40, 30.0), (.mm41, 32), (.mm45, 32), (.mm49, 32)], [Display.active, .alwaysOn])
    func anUnstyledTextTakesBodyUnderAHeadline(expected: (device: DeviceID, body: Double), display: Display) throws {
        let rows = ##"{"vstack": [{"text": "ꯋꯥꯔꯗ ꯷ · ꯃꯦꯗꯤꯁꯤꯟ", "font": "headline"}, {"text": "ꯕꯦꯗ ꯱꯲ ꯈꯥꯂꯤ"}, {"text": "ꯅꯔꯁ ꯊꯣꯏꯕꯤ · ꯱꯰:꯳꯰"}], "alignment": "leading"}"##
        let price = ##"{"vstack": [{"text": "Tianquiztli", "font": "headline"}, {"text": "$23.40"}]}"##
        let faces = [ViewLayoutTests.modular("center", "accessoryRectangular", rows),
                     ##"{"schemaVersion": 1, "style": "extraLarge", "time": "2026-11-27T08:15:00-06:00", "complications": [{"id": "v", "slot": "center", "family": "graphicExtraLarge", "content": {"view": \##(price)}}]}"##]
        for face in faces {
            // The headline's runs are those on the first baseline (a text's fallback fonts split it into runs).
            let runs = ViewLayoutTests.runs(ViewLayoutTests.nodes(try Fixtures.layout(json: face, device: expected.device, display))).map(\.run)
            let baselines = runs.compactMap { $0.glyphs.first?.origin.y }
            let top = try #require(baselines.min())
            let headline = runs.filter { $0.glyphs.first?.origin.y == top }.map(\.size)
            let body = runs.filter { $0.glyphs.first?.origin.y != top }.map(\.size)
            #expect(!headline.isEmpty && !body.isEmpty)
            #expect(body.allSatisfy { $0 == expected.body }, "\(expected.device) \(display): rows at \(body) px, headline at \(headline) px")
            #expect(body.allSatisfy { row in headline.allSatisfy { row <= $0 } }, "\(expected.device) \(display): rows at \(body) px, headline at \(headline) px")
        }
    }
}
