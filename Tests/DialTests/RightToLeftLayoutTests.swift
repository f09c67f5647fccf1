import Dial
import DialCore
import Foundation
import Testing

/// Issue #17, "Right-to-left layouts mirror": an icon leads its line, on the right of a line that reads right to left.
@Suite struct RightToLeftLayoutTests {
    /// The icon's left edge and the glyphs' left and right edges, in the display list of `text` after a calendar icon.
    func layout(_ text: String, family: String, slot: String, style: String) throws -> (icon: Double, glyphs: ClosedRange<Double>) {
        let json = """
            { "schemaVersion": 1, "style": "\(style)", "complications": [{ "id": "c", "slot": "\(slot)", "family": "\(family)",
              "content": { "template": "stack", "icon": { "icon": "calendar" }, "lines": [{ "text": "\(text)" }] } }] }
            """
        let list = try Renderer().displayList(try Face.decode(Array(json.utf8), file: "rtl.json"), in: .active)
        var icon: Double?
        var xs: [Double] = []
        for command in list.commands {
            switch command {
            case .fill(.path(let path), _): icon = path.bounds?.x
            case .glyphs(let run, _) where run.text.contains(where: { !$0.isNumber && $0 != ":" }): xs += run.glyphs.map(\.origin.x)
            default: break
            }
        }
        let (lowest, highest) = (try #require(xs.min()), try #require(xs.max()))
        return (try #require(icon), lowest...highest)
    }

    @Test(arguments: [("accessoryRectangular", "center", "modular"), ("accessoryInline", "top", "infograph")])
    func anIconLeadsARightToLeftLineOnItsRight(family: String, slot: String, style: String) throws {
        let hebrew = try layout("פגישה", family: family, slot: slot, style: style)
        #expect(hebrew.icon > hebrew.glyphs.upperBound, "icon at \(hebrew.icon), text \(hebrew.glyphs)")
        let english = try layout("Meeting", family: family, slot: slot, style: style)
        #expect(english.icon < english.glyphs.lowerBound, "icon at \(english.icon), text \(english.glyphs)")
    }
}
