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

/// BeatTime's gradient over a whole view, and `scaleEffect` (issue #27, R1 and R4), pasted as SwiftUI writes them, give
/// the JSON a file writes.
@Suite struct MaskAndScaleTests {
    @Test func aGradientOverlayMaskedByTheViewIsTheFiles() throws {
        let gradient = LinearGradient(colors: [.purple, .yellow], startPoint: .bottom, endPoint: .top)
        let tree = try ViewTree(Text("@").overlay(gradient).mask { Text("@") })
        #expect(tree.document == (try ViewTreeTests.grammar(##"""
            {"text": "@", "overlay": {"linearGradient": {"colors": ["purple", "yellow"], "startPoint": "bottom", "endPoint": "top"}},
             "mask": {"text": "@"}}
            """##)))
    }

    /// A gradient is a view of its own, and `mask(_:)` takes one: Jetpack's area faded by a gradient.
    @Test func aGradientIsAViewAndAMask() throws {
        let fade = LinearGradient(stops: [.init(color: .white, location: 0), .init(color: .clear, location: 1)], startPoint: .top, endPoint: .bottom)
        let tree = try ViewTree(VStack {
            fade.frame(height: 4)
            Circle().mask(fade)
        })
        #expect(tree.document == (try ViewTreeTests.grammar(##"""
            {"vstack": [
              {"linearGradient": {"stops": [{"color": "white", "location": 0}, {"color": "clear", "location": 1}], "startPoint": "top", "endPoint": "bottom"},
               "frame": {"height": 4}},
              {"shape": "circle", "mask": {"linearGradient": {"stops": [{"color": "white", "location": 0}, {"color": "clear", "location": 1}],
                                                               "startPoint": "top", "endPoint": "bottom"}}}]}
            """##)))
    }

    @Test func aScaleIsTheFiles() throws {
        let tree = try ViewTree(VStack {
            Image(systemName: "arrow.right").scaleEffect(0.7)
            Text("A").scaleEffect(x: 2, anchor: .leading)
        })
        #expect(tree.document == (try ViewTreeTests.grammar(##"""
            {"vstack": [{"image": {"systemName": "arrow.right"}, "scaleEffect": 0.7},
                        {"text": "A", "scaleEffect": {"x": 2, "y": 1, "anchor": "leading"}}]}
            """##)))
    }

    /// What the decoder refuses, the builder refuses: a mirror.
    @Test func aNegativeScaleIsRefused() {
        #expect(throws: FaceError.self) { try ViewTree(Text("A").scaleEffect(-1)) }
    }
}

/// `AngularGradient` and the circular progress style (issue #27, ports5's Pomodoro ring), pasted as SwiftUI writes them.
@Suite struct AngularGradientTests {
    @Test func anAngularGradientIsTheFiles() throws {
        let tree = try ViewTree(VStack {
            Circle().fill(AngularGradient(colors: [.red, .blue], center: .center, startAngle: .degrees(-90), endAngle: .degrees(270)))
            AngularGradient(colors: [.red, .blue], center: .top, angle: .degrees(30))
            ProgressView(value: 3, total: 10).progressViewStyle(.circular).tint(AngularGradient(colors: [.red, .blue], center: .center))
        })
        #expect(tree.document == (try ViewTreeTests.grammar(##"""
            {"vstack": [
              {"shape": "circle", "foregroundStyle": {"angularGradient": {"colors": ["red", "blue"], "startAngle": -90, "endAngle": 270}}},
              {"angularGradient": {"colors": ["red", "blue"], "center": "top", "startAngle": 30}},
              {"progress": {"value": 3, "total": 10, "style": "circular"}, "tint": {"angularGradient": {"colors": ["red", "blue"]}}}]}
            """##)))
    }
}
