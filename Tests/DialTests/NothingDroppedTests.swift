import Dial
import DialCore
import Foundation
import Testing

/// Issue #17, "Nothing accepted is silently dropped": every text a complication holds is drawn, whatever its frame.
@Suite struct NothingDroppedTests {
    /// Two 50 pt tall rectangular slots: a chart with a title, and a gauge with a title and its reading.
    static let face = """
        { "schemaVersion": 1, "style": "custom", "device": "45mm", "clock": {"kind": "digital"},
          "slots": [ {"name": "a", "family": "accessoryRectangular", "frame": {"x": 10, "y": 70, "width": 170, "height": 50}},
                     {"name": "b", "family": "accessoryRectangular", "frame": {"x": 10, "y": 130, "width": 170, "height": 50}} ],
          "complications": [
           {"id": "c", "slot": "a", "family": "accessoryRectangular",
            "content": {"template": "chart", "values": [3, 5, 2, 8], "title": {"text": "STEPS"}}},
           {"id": "g", "slot": "b", "family": "accessoryRectangular",
            "content": {"template": "gauge", "value": 0.6, "title": {"text": "RUN"}, "text": {"text": "6 of 10 km"}}} ] }
        """

    @Test func titlesAndReadingsInShortRectangularFramesAreDrawn() throws {
        let face = try Face.decode(Array(Self.face.utf8), file: "short.json")
        let list = try Renderer().displayList(face, in: .active)
        let texts = list.commands.compactMap { command -> String? in
            if case .glyphs(let run, _) = command { return run.text }
            return nil
        }
        // The range names the plot's ends: 8 at the top, 0 at the bars' foot.
        for expected in ["STEPS", "RUN", "6 of 10 km", "8", "0"] {
            #expect(texts.contains(expected), "\(expected) is not drawn: \(texts)")
        }
    }

    /// A corner stack's icon was accepted and never drawn: it sits in the corner's circle, as a corner's image does.
    @Test func aCornerStacksIconIsDrawn() throws {
        func list(icon: String) throws -> DisplayList {
            let json = """
                { "schemaVersion": 1, "complications": [{ "id": "w", "slot": "bottomLeft", "family": "accessoryCorner",
                  "content": { "template": "stack", "lines": [{ "text": "12 KM/H" }]\(icon) } }] }
                """
            return try Renderer().displayList(try Face.decode(Array(json.utf8), file: "corner.json"), in: .active)
        }
        let without = try list(icon: "")
        let with = try list(icon: #", "icon": { "icon": "wind" }"#)
        #expect(with.commands.count > without.commands.count)
        #expect(with.commands.contains { if case .fill(.path, _) = $0 { true } else { false } })
    }

    /// A ring's end labels shrink, both alike, to fit beside its ends rather than be cut to "1…" or sit on them (on
    /// 45 mm; on 41 mm there is no legible room for them, and they are left out and reported: LayoutEngineCircularTests).
    /// The value's marker stands near the right end; where it stands on it (a value at or past max), two numbers facing
    /// each other 0.6 em apart have no room beside it and are left out (`SecondaryLabels`), as "70 180" would read as one.
    @Test func aRingsEndLabelsAreDrawnWholeBesideItsEnds() throws {
        let json = """
            { "schemaVersion": 1, "style": "modular", "device": "45mm", "complications": [{ "id": "a", "slot": "bottomLeft",
              "family": "accessoryCircular", "content": { "template": "gauge", "style": "open", "value": 175, "min": 70, "max": 180,
              "text": { "text": "96" }, "leading": { "text": "70" }, "trailing": { "text": "180" } } }] }
            """
        let list = try Renderer().displayList(try Face.decode(Array(json.utf8), file: "labels.json"), in: .active)
        let runs = list.commands.compactMap { command -> GlyphRun? in
            if case .glyphs(let run, _) = command { return run }
            return nil
        }
        let leading = try #require(runs.first { $0.text == "70" })
        let trailing = try #require(runs.first { $0.text == "180" })
        #expect(leading.size == trailing.size)
        #expect(leading.size >= 12)
        // The trailing label ends left of the value's marker, which stands near the ring's right end.
        let marker = try #require(list.commands.compactMap { command -> (Point, Double)? in
            // The marker's black ring: the only small black disc.
            if case .fill(.circle(let center, let radius), let color) = command, radius < 15, color.red == 0, color.green == 0, color.blue == 0 {
                return (center, radius)
            }
            return nil
        }.first)
        let trailingEnd = try #require(trailing.glyphs.last).origin.x + trailing.size * 0.6
        #expect(trailingEnd <= marker.0.x - marker.1 + 1, "180 ends at \(trailingEnd), the marker starts at \(marker.0.x - marker.1)")
    }
}
