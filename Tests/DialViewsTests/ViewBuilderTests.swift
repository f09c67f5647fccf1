@testable import DialModel
import DialViews
import Testing

/// `if`, `if`/`else`, `switch`, `for` and `ForEach` in a builder, as SwiftUI bodies use them: the branch taken is the
/// view; a branch not taken and `EmptyView` are nothing; each repeated view is its own child.
@Suite struct ViewBuilderTests {
    struct Reading: View {
        var glucose: Int
        var stale: Bool

        var body: some View {
            if stale {
                Text("\(glucose)").strikethrough()
            } else if glucose > 180 {
                Text("\(glucose)").foregroundStyle(.orange)
            } else {
                Text("\(glucose)")
            }
        }
    }

    @Test(arguments: [
        (Reading(glucose: 120, stale: true), #"{"strikethrough":true,"text":"120"}"#),
        (Reading(glucose: 200, stale: false), ##"{"foregroundStyle":"#FF9F0A","text":"200"}"##),
        (Reading(glucose: 120, stale: false), #"{"text":"120"}"#),
    ])
    func aBodyIsTheBranchItTakes(reading: Reading, json: String) throws {
        #expect(try ViewTree(reading).json == json)
    }

    @Test(arguments: [true, false])
    func anIfWithoutElseIsNothingWhenFalse(showsIcon: Bool) throws {
        let tree = try ViewTree(HStack {
            if showsIcon { Image(systemName: "drop.fill") }
            Text("5.4")
            EmptyView()
        })
        let icon = #"{"image":{"systemName":"drop.fill"}},"#
        #expect(tree.json == #"{"hstack":["# + (showsIcon ? icon : "") + #"{"text":"5.4"}]}"#)
    }

    @Test func forEachAndForGiveOneChildEach() throws {
        let hours = [7, 8, 9]
        let ranged = try ViewTree(HStack { ForEach(0..<3) { index in Text("\(index)") } })
        let keyed = try ViewTree(HStack { ForEach(hours, id: \.self) { hour in Text("\(hour - 7)") } })
        let looped = try ViewTree(HStack { for index in 0..<3 { Text("\(index)") } })
        #expect(ranged.json == #"{"hstack":[{"text":"0"},{"text":"1"},{"text":"2"}]}"#)
        #expect(keyed == ranged)
        #expect(looped == ranged)
    }

    enum Trend { case up, flat }

    @Test(arguments: [(Trend.up, "arrow.up"), (.flat, "arrow.right")])
    func aSwitchIsTheCaseItTakes(trend: Trend, symbol: String) throws {
        let tree = try ViewTree {
            switch trend {
            case .up: Image(systemName: "arrow.up")
            case .flat: Image(systemName: "arrow.right")
            }
        }
        #expect(tree.document == ViewDocument(.image(.systemName(SymbolName(rawValue: symbol)!), renderingMode: nil)))
    }

    /// A modifier on a group applies to each of its views, which stay children of the stack around it.
    @Test func aGroupsModifierAppliesToEachView() throws {
        let tree = try ViewTree(VStack {
            Group {
                Text("A")
                Text("B")
            }
            .font(.caption)
            Text("C")
        })
        #expect(tree.json == #"{"vstack":[{"font":"caption","text":"A"},{"font":"caption","text":"B"},{"text":"C"}]}"#)
    }
}
