@testable import DialModel
import DialViews
import Testing

/// SwiftUI's gradients, fonts' designs and turns pasted as written (issue #27, view fidelity I) give the JSON a file
/// writes for them, and read back through the face decoder.
@Suite struct LinearGradientTests {
    @Test func aLinearGradientIsTheFilesGradient() throws {
        let tree = try ViewTree(Text("72°").foregroundStyle(LinearGradient(colors: [.yellow, .red], startPoint: .topLeading, endPoint: .bottomTrailing)))
        #expect(tree.document == (try ViewTreeTests.grammar(##"{"text": "72°", "foregroundStyle": {"gradient": ["yellow", "red"], "startPoint": "topLeading", "endPoint": "bottomTrailing"}}"##)))
    }

    @Test func stopsAndPointsAreKept() throws {
        let gradient = LinearGradient(stops: [.init(color: .green, location: 0), .init(color: .red, location: 0.7)],
                                      startPoint: UnitPoint(x: 0.5, y: 0.2), endPoint: .bottom)
        let tree = try ViewTree(Capsule().fill(gradient))
        #expect(tree.document == (try ViewTreeTests.grammar(##"""
            {"shape": "capsule", "foregroundStyle": {"gradient": {"stops": [{"color": "green", "location": 0}, {"color": "red", "location": 0.7}]},
             "startPoint": {"x": 0.5, "y": 0.2}, "endPoint": "bottom"}}
            """##)))
    }

    /// A `Gradient` as a tint runs leading to trailing, written as a plain list of colours.
    @Test func aGradientTintIsAListOfColours() throws {
        let tree = try ViewTree(ProgressView(value: 3, total: 10).tint(Gradient(colors: [.green, .red])))
        #expect(tree.document == (try ViewTreeTests.grammar(##"{"progress": {"value": 3, "total": 10}, "tint": {"gradient": ["green", "red"]}}"##)))
        #expect(tree.json.contains(##""gradient":["##), "\(tree.json)")
    }

    /// What the decoder refuses, the builder refuses with the same words: stops that go back.
    @Test func stopsThatGoBackAreRefused() {
        #expect(throws: FaceError.self) {
            try ViewTree(Text("A").foregroundStyle(Gradient(stops: [.init(color: .red, location: 0.8), .init(color: .blue, location: 0.2)])))
        }
    }

    @Test func designsTurnsAndDashesAreTheFiles() throws {
        let tree = try ViewTree(VStack {
            Text("124").fontDesign(.rounded).monospacedDigit()
            Image(systemName: "chevron.compact.up").rotationEffect(.degrees(90))
            Text("0:42").monospaced()
            Circle().stroke(style: StrokeStyle(lineWidth: 3, lineCap: .round, dash: [1, 5]))
            Rectangle().stroke(lineWidth: 1).rotationEffect(.degrees(30))
        })
        #expect(tree.document == (try ViewTreeTests.grammar(##"""
            {"vstack": [
              {"text": "124", "fontDesign": "rounded", "monospacedDigit": true},
              {"image": {"systemName": "chevron.compact.up"}, "rotationEffect": 90},
              {"text": "0:42", "monospaced": true},
              {"shape": "circle", "stroke": {"lineWidth": 3, "lineCap": "round", "dash": [1, 5]}},
              {"shape": "rectangle", "stroke": 1, "rotationEffect": 30}]}
            """##)))
    }
}
