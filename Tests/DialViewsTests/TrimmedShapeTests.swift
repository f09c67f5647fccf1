@testable import DialModel
import DialViews
import Testing

/// SwiftUI's custom arcs pasted as written, `Circle().trim(from:to:).stroke(style:).rotationEffect(_:)`, give the
/// JSON a file writes for them; and what Dial cannot draw is refused as the file would be.
@Suite struct TrimmedShapeTests {
    /// ElectricSidecar's `RadialProgressView`: a 270° arc open at the bottom, filled to 80 %.
    @Test func aRadialProgressIsTheFilesArc() throws {
        let tree = try ViewTree(ZStack {
            Circle().trim(from: 0, to: 0.75).stroke(style: StrokeStyle(lineWidth: 5, lineCap: .round)).rotationEffect(.degrees(135))
                .foregroundStyle(Color.green.opacity(0.2))
            Circle().trim(from: 0, to: 0.75 * 0.8).stroke(.green, style: StrokeStyle(lineWidth: 5, lineCap: .round))
        })
        #expect(tree.document == (try ViewTreeTests.grammar(##"""
            {"zstack": [
              {"shape": "circle", "trim": {"from": 0, "to": 0.75}, "stroke": {"lineWidth": 5, "lineCap": "round"}, "rotationEffect": 135,
               "foregroundStyle": "#30D15833"},
              {"shape": "circle", "trim": {"from": 0, "to": 0.6000000000000001}, "stroke": {"lineWidth": 5, "lineCap": "round"}, "foregroundStyle": "#30D158"}]}
            """##)))
        #expect(tree.json.contains(#""rotationEffect":135"#))
    }

    /// A stroke alone, by width; an angle in radians; a turn past a whole one is the same turn.
    @Test func strokesAndAnglesReadAsSwiftUIs() throws {
        #expect(try ViewTree(Capsule().stroke(lineWidth: 2)).document == (try ViewTreeTests.grammar(##"{"shape": "capsule", "stroke": 2}"##)))
        #expect(try ViewTree(Circle().stroke(lineWidth: 2).rotationEffect(.radians(.pi / 2))).document
            == (try ViewTreeTests.grammar(##"{"shape": "circle", "stroke": 2, "rotationEffect": 90}"##)))
        #expect(try ViewTree(Circle().stroke(lineWidth: 2).rotationEffect(.degrees(450))).document
            == (try ViewTreeTests.grammar(##"{"shape": "circle", "stroke": 2, "rotationEffect": 90}"##)))
    }

    /// A trimmed shape that is filled, or not a circle, is refused with the file's path and words.
    @Test func whatDialCannotDrawIsRefused() {
        #expect {
            try ViewTree(Circle().trim(from: 0, to: 0.5))
        } throws: { error in
            (error as? FaceError)?.expected == "trim with a stroke (a trimmed circle is drawn as its stroked arc)"
        }
        #expect {
            try ViewTree(Rectangle().trim(from: 0, to: 0.5).stroke(lineWidth: 1))
        } throws: { error in
            (error as? FaceError)?.path.description == "trim"
        }
    }
}
