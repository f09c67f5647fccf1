import DialCore
import DialModel
import DialTestSupport
import DialText
import Foundation
import Testing

/// Every SF Symbols name Dial draws has an outline from the icon font, in the unit box, as its Material icon was
/// drawn on its 24-unit grid. (SymbolContactSheetTests, in DialCairoTests, draws them all to look at.)
@Suite struct SymbolOutlineTests {
    static let installed = FileManager.default.fileExists(atPath: FontFiles.system.path(of: .materialIcons))
    static let notInstalled: Comment = "the icon font is not installed (scripts/setup.sh installs fonts-material-design-icons-iconfont)"

    @Test(.enabled(if: TestEnvironment.runs(needing: installed), notInstalled), arguments: SymbolName.allCases)
    func everySymbolIsAClosedOutlineInsideTheUnitBox(_ symbol: SymbolName) throws {
        let outline = try symbol.outline(with: GlyphOutliner())
        #expect(outline.elements.count >= 4)
        #expect(outline.elements.last == .close)
        let bounds = try #require(outline.bounds)
        #expect(bounds.x >= 0 && bounds.y >= 0 && bounds.maxX <= 1 && bounds.maxY <= 1, "\(symbol): \(bounds)")
        // Big enough to read: Material's icons keep 2 of their 24 units clear at most sides, and the smallest (a minus,
        // a dot) still spans over half the box one way.
        #expect(max(bounds.width, bounds.height) >= 0.5, "\(symbol): \(bounds)")
    }

    /// The grid is placed as drawn: Material's square "stop" fills 6...18 of its 24 units both ways, and its "add"
    /// is centred.
    @Test(.enabled(if: TestEnvironment.runs(needing: installed), notInstalled))
    func theIconGridIsTheUnitBox() throws {
        let outliner = GlyphOutliner()
        let square = try #require(try SymbolName.stopFill.outline(with: outliner).bounds)
        #expect(abs(square.x - 0.25) < 0.01 && abs(square.maxX - 0.75) < 0.01, "\(square)")
        #expect(abs(square.y - 0.25) < 0.01 && abs(square.maxY - 0.75) < 0.01, "\(square)")
        let plus = try #require(try SymbolName.plus.outline(with: outliner).bounds)
        #expect(abs(plus.center.x - 0.5) < 0.01 && abs(plus.center.y - 0.5) < 0.01, "\(plus)")
    }

    /// SF Symbols' `.circle.fill` knocks the symbol out of a disc, `.circle` sets it inside a ring: read with the
    /// nonzero rule the painter fills with, the heart's middle is empty in the disc and filled in the ring, and the
    /// space between the heart and the circle's edge is the other way round.
    @Test(.enabled(if: TestEnvironment.runs(needing: installed), notInstalled))
    func circleVariantsSetTheIconInADiscOrARing() throws {
        let outliner = GlyphOutliner()
        let disc = try SymbolName.heartCircleFill.outline(with: outliner)
        let ring = try SymbolName.heartCircle.outline(with: outliner)
        let middle = (x: 0.5, y: 0.5), between = (x: 0.5, y: 0.2), outside = (x: 0.5, y: 0.05), onTheRing = (x: 0.5, y: 0.1)
        #expect(!Self.fills(disc, middle) && Self.fills(disc, between) && !Self.fills(disc, outside))
        #expect(Self.fills(ring, middle) && !Self.fills(ring, between) && Self.fills(ring, onTheRing) && !Self.fills(ring, outside))
        // The plain heart fills its middle; the enclosed ones keep the circle's 20-unit extent.
        #expect(Self.fills(try SymbolName.heartFill.outline(with: outliner), middle))
        let bounds = try #require(disc.bounds)
        #expect(abs(bounds.width - 20.0 / 24) < 0.01 && abs(bounds.center.x - 0.5) < 0.01, "\(bounds)")
    }

    /// Whether the nonzero rule fills `point` inside `path` (curves flattened finely).
    static func fills(_ path: PathData, _ point: (x: Double, y: Double)) -> Bool {
        var winding = 0
        var current = (x: 0.0, y: 0.0), start = (x: 0.0, y: 0.0)
        func edge(to end: (x: Double, y: Double)) {
            let a = current
            defer { current = end }
            guard (a.y <= point.y) != (end.y <= point.y) else { return }
            let x = a.x + (point.y - a.y) / (end.y - a.y) * (end.x - a.x)
            if x > point.x { winding += end.y > a.y ? 1 : -1 }
        }
        for element in path.elements {
            switch element {
            case .move(let x, let y):
                edge(to: start)
                (current, start) = ((x, y), (x, y))
            case .line(let x, let y):
                edge(to: (x, y))
            case .cubic(let x1, let y1, let x2, let y2, let x, let y):
                let p0 = current
                for step in 1...64 {
                    let t = Double(step) / 64, u = 1 - t
                    edge(to: (u * u * u * p0.x + 3 * u * u * t * x1 + 3 * u * t * t * x2 + t * t * t * x,
                              u * u * u * p0.y + 3 * u * u * t * y1 + 3 * u * t * t * y2 + t * t * t * y))
                }
            case .close:
                edge(to: start)
            }
        }
        edge(to: start)
        return winding != 0
    }

    /// Symbols that mean different things look different; the few mapped to one icon say so in the table.
    @Test(.enabled(if: TestEnvironment.runs(needing: installed), notInstalled))
    func symbolsOfOneIconAreTheDocumentedPairs() throws {
        let outliner = GlyphOutliner()
        var byOutline: [PathData: [SymbolName]] = [:]
        for symbol in SymbolName.allCases { byOutline[try symbol.outline(with: outliner), default: []].append(symbol) }
        let shared = byOutline.values.filter { $0.count > 1 }
        // Exactly the symbols whose Material icon is another symbol's too.
        let byIcon = Dictionary(grouping: SymbolName.allCases, by: \.drawing).values.filter { $0.count > 1 }
        #expect(Set(shared.map(Set.init)) == Set(byIcon.map(Set.init)))
        // Most symbols have an icon of their own; the shared ones are spellings of one symbol (SF Symbols 4's
        // `battery.100percent` for `battery.100`, `arrow.forward` for `arrow.right`) or variants Material lacks.
        #expect(byIcon.joined().count * 4 < SymbolName.allCases.count, "most symbols have an icon of their own")
    }

    /// docs/views.md's table lists every name with the icon drawn for it, in the order of `allCases` (the contact
    /// sheet's), and no name Dial does not draw.
    @Test func theDocsTableIsTheMapping() throws {
        let page = try String(contentsOf: TestEnvironment.repositoryRoot.appendingPathComponent("docs/views.md"), encoding: .utf8)
        // The "Symbols" section's table only: the page has tables of kinds, modifiers and colours too.
        let section = try #require(page.components(separatedBy: "\n## Symbols\n").dropFirst().first?.components(separatedBy: "\n## ").first)
        let rows = section.split(separator: "\n").filter { $0.hasPrefix("| `") }.map { line in
            line.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
        }
        #expect(rows.map { $0.first ?? "" } == SymbolName.allCases.map { "`\($0.rawValue)`" })
        #expect(rows.map { $0.last ?? "" } == SymbolName.allCases.map(\.drawing))
    }

    /// Without the font, the error names the Debian package to install.
    @Test func withoutTheFontTheErrorNamesThePackage() {
        #expect {
            try SymbolName.heartFill.outline(with: GlyphOutliner(files: FontFiles(directory: "/nonexistent/dial-fonts")))
        } throws: { error in
            (error as? TextError)?.description.contains("fonts-material-design-icons-iconfont") == true
        }
    }
}
