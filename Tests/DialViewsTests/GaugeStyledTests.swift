@testable import DialModel
import DialViews
import Testing

/// `.gaugeStyle(...)` as SwiftUI's environment gives it: to every gauge inside, the innermost style winning.
@Suite struct GaugeStyledTests {
    static func styles(_ tree: ViewTree) -> [GaugeViewStyleDocument?] {
        func walk(_ view: ViewDocument) -> [GaugeViewStyleDocument?] {
            switch view.kind {
            case .vstack(let views, _, _), .hstack(let views, _, _), .zstack(let views, _): views.flatMap(walk)
            case .gauge(let gauge): [gauge.style]
            default: view.modifiers.flatMap { modifier -> [GaugeViewStyleDocument?] in
                if case .background(.view(let layer)) = modifier { walk(layer) } else { [] }
            }
            }
        }
        return walk(tree.document)
    }

    @Test func theInnermostStyleWins() throws {
        let tree = try ViewTree(HStack {
            Gauge(value: 0.2) { EmptyView() }
            Gauge(value: 0.4) { EmptyView() }.gaugeStyle(.accessoryLinear)
            Text("A").background { Gauge(value: 0.6) { EmptyView() } }
        }
        .gaugeStyle(.accessoryCircularCapacity))
        #expect(Self.styles(tree) == [.accessoryCircularCapacity, .accessoryLinear, .accessoryCircularCapacity])
    }

    @Test func withoutAStyleAGaugeHasNone() throws {
        #expect(Self.styles(try ViewTree(Gauge(value: 0.2) { EmptyView() })) == [nil])
        // And the style, put after other modifiers, still reaches it.
        #expect(Self.styles(try ViewTree(Gauge(value: 0.2) { EmptyView() }.tint(.green).gaugeStyle(.linearCapacity))) == [.linearCapacity])
    }
}
