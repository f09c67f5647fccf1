@testable import DialCore
import DialModel
import DialText
import Foundation
import Testing

/// Curved lines of two complications nearer than the gap of two bands along the dial (stranger22 #9): Dial's own
/// placement of a bezel and the top corners keeps it, and what comes nearer is found.
@Suite struct NearCurvedLinesTests {
    /// stranger22's Georgian cellar, its top corners and bezel: a gauge's "13,8 °C" whose comma faces the dial, and a
    /// bezel whose "ქ" rises above the capitals.
    static let cellar = ##"{ "schemaVersion": 1, "style": "infograph", "time": "2026-11-22T10:09:30+01:00", "complications": [ { "id": "l", "slot": "topLeft", "family": "accessoryCorner", "dataProtection": "none", "content": { "template": "gauge", "style": "open", "value": 13.8, "min": 10, "max": 18, "text": "13,8 °C", "leading": "10°", "trailing": "18°" } }, { "id": "r", "slot": "topRight", "family": "accessoryCorner", "dataProtection": "none", "content": { "template": "curvedText", "text": "№7 საფერავი" } }, { "id": "b", "slot": "subdialTop", "family": "graphicBezel", "dataProtection": "none", "content": { "template": "curvedText", "text": "რქაწითელი · დღე 23", "inner": { "template": "rings", "rings": [ { "value": 23, "max": 40 } ], "text": "23" } } } ] }"##

    /// `tree` with the glyphs `owner` draws moved `distance` away from `center`.
    static func moved(_ tree: LayoutTree, _ owner: String, outwards distance: Double, from center: Point) -> LayoutTree {
        var moved = tree
        for owned in tree.owners where owned.owner == .complication(owner) {
            for index in owned.nodes {
                guard case .glyphs(var run, let ink) = tree.nodes[index] else { continue }
                for glyph in run.glyphs.indices {
                    let origin = run.glyphs[glyph].origin
                    let (dx, dy) = (origin.x - center.x, origin.y - center.y)
                    let length = hypot(dx, dy)
                    run.glyphs[glyph].origin = Point(x: origin.x + dx / length * distance, y: origin.y + dy / length * distance)
                }
                moved.nodes[index] = .glyphs(run, ink)
            }
        }
        return moved
    }

    @Test(arguments: [DeviceID.mm40, .mm41, .mm45, .mm49], [Display.active, .alwaysOn])
    func aBezelAndTheTopCornersAreApartAndNearerIsFound(device: DeviceID, display: Display) throws {
        let shaper = try Fixtures.shaper
        let frame = FaceFrame(device: Device(device))
        let tree = try Fixtures.layout(json: Self.cellar, device: device, display)
        let kept = NearCurvedLines.find(in: tree, shaper: shaper)
        #expect(kept.isEmpty, "\(device), \(display): \(kept.map { "\($0.firstText) and \($0.secondText) \($0.distance) px apart" })")
        // The bezel moved out by half the gap comes that much nearer the corners.
        let near = NearCurvedLines.find(in: Self.moved(tree, "b", outwards: CornerBand.bandGap / 2 * frame.unit, from: frame.center),
                                        shaper: shaper)
        let pairs = Set(near.map { [$0.first, $0.second].sorted() })
        #expect(pairs.contains(["b", "l"]), "\(device), \(display): \(near)")
        #expect(near.allSatisfy { $0.distance < $0.gap - NearCurvedLines.slack }, "\(near)")
    }
}
