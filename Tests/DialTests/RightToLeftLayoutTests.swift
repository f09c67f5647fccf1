import Dial
import DialCore
import DialModel
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

    /// The bars of an Always On rectangular's hidden lines, and the left and right ends of the text it shows active.
    func bars(locale: String, text: String) throws -> (bars: [Rect], text: ClosedRange<Double>) {
        let json = """
            { "schemaVersion": 1, "style": "modular", "locale": "\(locale)", "settings": { "hideSensitiveComplications": true },
              "complications": [{ "id": "c", "slot": "center", "family": "accessoryRectangular",
                "content": { "template": "stack", "lines": [{ "text": "\(text)", "privacySensitive": true },
                                                     { "text": "\(text)", "privacySensitive": true }] } }] }
            """
        let face = try Face.decode(Array(json.utf8), file: "bars.json")
        let xs = try Renderer().displayList(face, in: .active).commands.flatMap { command -> [Double] in
            // The line's runs, not the clock's.
            if case .glyphs(let run, _) = command, !run.text.isEmpty, text.contains(run.text) { run.glyphs.map(\.origin.x) } else { [] }
        }
        let bars = try Renderer().displayList(face, in: .alwaysOn).commands.compactMap { command -> Rect? in
            if case .fill(.roundedRect(let rect, _), _) = command { rect } else { nil }
        }
        return (bars, try #require(xs.min())...(try #require(xs.max())))
    }

    /// A hidden line's bar stands where its line's text stood: at the leading edge of the locale, the right in a
    /// Persian face, whose lines are aligned right (it stood at the left, stranger12 #7); and, fixed in width, it
    /// does not depend on the text it hides, its direction included.
    @Test(arguments: [("fa-IR", "افطار تهران ۱۷:۵۸", true), ("he-IL", "ארוחת ערב בשעה 19:30", true),
                      ("en-US", "Dinner at 19:30", false)])
    func aHiddenLinesBarStandsAtItsLocalesLeadingEdge(locale: String, text: String, rightToLeft: Bool) throws {
        let (bars, shown) = try bars(locale: locale, text: text)
        #expect(bars.count == 2)
        for bar in bars {
            let (fromRight, fromLeft) = (abs(bar.maxX - shown.upperBound), abs(bar.x - shown.lowerBound))
            #expect(rightToLeft ? fromRight < fromLeft : fromLeft < fromRight, "\(locale): bar \(bar), text \(shown)")
        }
        #expect(try self.bars(locale: locale, text: "x").bars == bars, "\(locale): the bars follow the hidden text")
    }

    /// Stranger12 #6: an extra large stack's hidden amount kept its size in Always On, where the rows shown above it
    /// had shrunk: its bar stood taller than their capitals and the block shrank for it, the rows moving and the icon
    /// growing. A bar is drawn as its line would be at most; the rows and the icon are drawn as active draws them
    /// with a value that fits.
    @Test(arguments: [DeviceID.mm40, .mm45, .mm49])
    func anExtraLargeBarKeepsTheStacksShape(device: DeviceID) throws {
        func face(_ amount: String) throws -> Face {
            let json = """
                { "schemaVersion": 1, "style": "extraLarge", "device": "\(device.rawValue)", "settings": { "hideSensitiveComplications": true },
                  "complications": [{ "id": "pay", "slot": "center", "family": "graphicExtraLarge",
                    "content": { "template": "stack", "icon": { "icon": "calendar" },
                      "lines": [{ "text": "Жалақы күні · Maosh kuni" }, { "text": "\(amount)", "privacySensitive": true }] } }] }
                """
            return try Face.decode(Array(json.utf8), file: "salary.json")
        }
        /// The icon's bounds, the shown rows (font size and origins), and the bars.
        func drawn(_ list: DisplayList) -> (icon: [Rect?], rows: [[Double]], bars: [Rect]) {
            var (icon, rows, bars): ([Rect?], [[Double]], [Rect]) = ([], [], [])
            for command in list.commands {
                switch command {
                case .fill(.path(let path), _): icon.append(path.bounds)
                case .fill(.roundedRect(let rect, _), _): bars.append(rect)
                case .glyphs(let run, _) where run.text.contains("Ж") || run.text.contains("Maosh"):
                    rows.append([run.size] + run.glyphs.flatMap { [$0.origin.x, $0.origin.y] })
                default: break
                }
            }
            return (icon, rows, bars)
        }
        let hidden = drawn(try Renderer().displayList(try face("1 284 930 567 ₸"), in: .alwaysOn))
        let short = drawn(try Renderer().displayList(try face("5 ₸"), in: .active))
        // Within a tenth of a pixel: the block's shrinking steps may settle a hair apart for a bar and for a short
        // amount; the defect was the icon a quarter larger and the rows a line's height higher.
        func near(_ a: [Double], _ b: [Double]) -> Bool { a.count == b.count && zip(a, b).allSatisfy { abs($0 - $1) < 0.1 } }
        func box(_ rect: Rect?) -> [Double] { rect.map { [$0.x, $0.y, $0.width, $0.height] } ?? [] }
        #expect(near(hidden.icon.flatMap(box), short.icon.flatMap(box)) && hidden.icon.count == short.icon.count,
                "\(device.rawValue): icon \(hidden.icon) in Always On, \(short.icon) active")
        #expect(hidden.rows.count == short.rows.count && zip(hidden.rows, short.rows).allSatisfy(near), "\(device.rawValue): the rows moved")
        let bar = try #require(hidden.bars.first)
        let rowSize = try #require(short.rows.first?.first)
        // Inter's capitals are 0.727 em.
        #expect(bar.height <= rowSize * 0.73, "\(device.rawValue): bar \(bar.height) px high under rows of \(rowSize) px")
    }
}
