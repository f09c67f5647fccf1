import Testing
import DialText

/// Glyph outlines in design units, as the SVG writer draws text.
struct GlyphOutlinerTests {
    let shaper: TextShaper
    let outliner = GlyphOutliner()

    init() throws {
        shaper = try TextShaper()
    }

    func glyph(_ character: String, _ font: PinnedFont) -> UInt32 {
        shaper.shape(character, font: font, size: 17).runs[0].glyphs[0].id
    }

    static func points(_ outline: GlyphOutline) -> [(x: Int, y: Int)] {
        outline.elements.flatMap { element -> [(x: Int, y: Int)] in
            switch element {
            case .move(let x, let y), .line(let x, let y): [(x, y)]
            case .quadratic(let x1, let y1, let x, let y): [(x1, y1), (x, y)]
            case .cubic(let x1, let y1, let x2, let y2, let x, let y): [(x1, y1), (x2, y2), (x, y)]
            case .close: []
            }
        }
    }

    /// "H" stands on the baseline and rises to the cap height, which Inter's metrics put at 0.727 em.
    @Test(arguments: [PinnedFont.interRegular, .interBold])
    func anHStandsOnTheBaselineUpToTheCapHeight(font: PinnedFont) throws {
        let outline = try outliner.outline(of: glyph("H", font), in: font)
        #expect(outline.unitsPerEm == (try outliner.unitsPerEm(of: font)))
        let ys = Self.points(outline).map(\.y)
        #expect(ys.min() == 0)
        let capHeight = shaper.metrics(font, size: Double(outline.unitsPerEm)).capHeight
        #expect(abs(Double(ys.max()!) - capHeight) < 1)
        // Two uprights and a bar: one contour of straight lines, closed.
        guard case .move = outline.elements.first else { Issue.record("no move first"); return }
        #expect(outline.elements.last == .close)
        #expect(outline.elements.filter { $0 == .close }.count == 1)
        #expect(!outline.elements.contains { if case .cubic = $0 { true } else if case .quadratic = $0 { true } else { false } })
    }

    /// Every contour is closed before the next one starts: "O" has an outer and an inner one.
    @Test func contoursAreClosedOneByOne() throws {
        let outline = try outliner.outline(of: glyph("O", .interRegular), in: .interRegular)
        var open = false
        var contours = 0
        for element in outline.elements {
            switch element {
            case .move:
                #expect(!open)
                open = true
                contours += 1
            case .close:
                #expect(open)
                open = false
            default:
                #expect(open)
            }
        }
        #expect(!open && contours == 2)
    }

    /// Inter's OTF files are CFF (cubic curves); DejaVu's TTF files are TrueType (quadratic ones).
    @Test func cffGivesCubicsAndTrueTypeQuadratics() throws {
        let inter = try outliner.outline(of: glyph("O", .interRegular), in: .interRegular)
        let dejaVu = try outliner.outline(of: glyph("O", .dejaVuSans), in: .dejaVuSans)
        #expect(inter.elements.contains { if case .cubic = $0 { true } else { false } })
        #expect(dejaVu.elements.contains { if case .quadratic = $0 { true } else { false } })
    }

    @Test func aSpaceAndAnUnknownGlyphAreEmpty() throws {
        #expect(try outliner.outline(of: glyph(" ", .interRegular), in: .interRegular).isEmpty)
        #expect(try outliner.outline(of: 4_000_000, in: .interRegular).isEmpty)
    }

    @Test func theSameGlyphGivesTheSameOutline() throws {
        let id = glyph("g", .dejaVuSansBold)
        let first = try outliner.outline(of: id, in: .dejaVuSansBold)
        _ = try outliner.outline(of: glyph("W", .interMedium), in: .interMedium)
        #expect(try outliner.outline(of: id, in: .dejaVuSansBold) == first)
        #expect(try GlyphOutliner().outline(of: id, in: .dejaVuSansBold) == first)
    }

    @Test func aMissingFontFileIsReportedWhenFirstUsed() {
        let outliner = GlyphOutliner(files: FontFiles(directory: "/nonexistent-dial-fonts"))
        #expect(throws: TextError.fontMissing(path: "/nonexistent-dial-fonts/Inter-Regular.otf")) {
            try outliner.outline(of: 1, in: .interRegular)
        }
    }
}
