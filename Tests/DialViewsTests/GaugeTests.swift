@testable import DialModel
import DialViews
import Testing

/// Gauges with SwiftUI's initialisers: the value, its range, and each label as a view.
@Suite struct GaugeTests {
    /// The issue's "done when" gauge: a capacity gauge whose current value is a symbol beside a number.
    @Test func aCapacityGaugeWithASymbolAndANumber() throws {
        let tree = try ViewTree(
            Gauge(value: 0.72) {
                Text("Battery")
            } currentValueLabel: {
                HStack(spacing: 1) {
                    Image(systemName: "bolt.fill")
                    Text("72")
                }
            }
            .gaugeStyle(.accessoryCircularCapacity))
        #expect(tree.document == (try ViewTreeTests.grammar(##"""
            {"gauge": {"value": 0.72, "style": "accessoryCircularCapacity", "label": {"text": "Battery"},
                       "currentValueLabel": {"hstack": [{"image": {"systemName": "bolt.fill"}}, {"text": "72"}], "spacing": 1}}}
            """##)))
        #expect(tree.json.hasPrefix(#"{"gauge":{"currentValueLabel":{"hstack":"#))
        #expect(!tree.json.contains(#""in""#), "0...1 is SwiftUI's default and is left out")
    }

    @Test func allFourLabelsAndARange() throws {
        let tree = try ViewTree(
            Gauge(value: 72, in: 40...200) {
                Image(systemName: "heart.fill")
            } currentValueLabel: {
                Text("72")
            } minimumValueLabel: {
                Text("40")
            } maximumValueLabel: {
                Text("200")
            })
        guard case .gauge(let gauge) = tree.document.kind else {
            Issue.record("not a gauge: \(tree.json)")
            return
        }
        #expect(gauge == GaugeViewDocument(
            value: 72, range: [40, 200], style: nil,
            label: ViewDocument(.image(.systemName(.heartFill), renderingMode: nil)), currentValueLabel: ViewDocument(.text("72")),
            minimumValueLabel: ViewDocument(.text("40")), maximumValueLabel: ViewDocument(.text("200"))))
        #expect(tree.json.contains(#""in":[40,200]"#), "\(tree.json)")
    }

    /// A label left empty is no label; a label of several views is stacked.
    @Test func emptyAndSeveralViewLabels() throws {
        let tree = try ViewTree(Gauge(value: 0.5) { EmptyView() } currentValueLabel: { Text("50"); Text("%") })
        guard case .gauge(let gauge) = tree.document.kind else {
            Issue.record("not a gauge: \(tree.json)")
            return
        }
        #expect(gauge.label == nil)
        #expect(gauge.currentValueLabel == ViewDocument(.vstack([ViewDocument(.text("50")), ViewDocument(.text("%"))], spacing: nil, alignment: nil)))
    }
}
