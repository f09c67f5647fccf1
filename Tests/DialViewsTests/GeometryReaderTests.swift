@testable import DialModel
import DialViews
import Testing

/// `GeometryReader`'s proxy lengths are written as fractions of the reader, so that a body measuring its container
/// pastes as it is and reads back through the face decoder unchanged.
@Suite struct GeometryReaderTests {
    /// Home Assistant's bar: a track and a fill 62 % of the reader's width, a pill centred at that point.
    @Test func aProxysLengthsAreWrittenAsFractions() throws {
        let tree = try ViewTree(GeometryReader { proxy in
            ZStack(alignment: .leading) {
                Capsule().frame(height: 7)
                Capsule().frame(width: proxy.size.width * 0.62, height: 7)
                Text("68%").position(x: proxy.size.width * 0.62, y: 11)
            }
        })
        #expect(tree.json == #"{"geometryReader":{"alignment":"leading","zstack":[{"frame":{"height":7},"shape":"capsule"},{"frame":{"height":7,"width":{"fraction":0.62}},"shape":"capsule"},{"position":{"x":{"fraction":0.62},"y":11},"text":"68%"}]}}"#)
        #expect(tree.document == (try ViewTreeTests.grammar(tree.json)))
    }

    /// A fraction of the other dimension names it; halving divides; several views in a reader are set one on another.
    @Test func theOtherDimensionIsNamedAndSeveralViewsOverlap() throws {
        let tree = try ViewTree(GeometryReader { proxy in
            Circle().frame(width: proxy.size.height / 2)
            Text("A").position(x: 0.5 * proxy.size.width, y: proxy.size.height * 0.25)
        })
        #expect(tree.json == #"{"geometryReader":{"alignment":"topLeading","zstack":[{"frame":{"width":{"fraction":0.5,"of":"height"}},"shape":"circle"},{"position":{"x":{"fraction":0.5},"y":{"fraction":0.25}},"text":"A"}]}}"#)
        #expect(tree.document == (try ViewTreeTests.grammar(tree.json)))
    }

    /// A fraction out of range is refused with its path, as the same JSON in a file is.
    @Test func aFractionOutOfRangeIsRefusedAtItsPath() {
        #expect(throws: (any Error).self) { try ViewTreeTests.grammar(#"{"text": "A", "frame": {"width": {"fraction": 11}}}"#) }
        do {
            _ = try ViewTreeTests.grammar(#"{"text": "A", "position": {"x": {"fraction": -1}}}"#)
            Issue.record("a negative fraction was read")
        } catch {
            #expect("\(error)".contains("position"))
        }
    }
}
