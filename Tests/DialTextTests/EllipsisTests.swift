import Testing
import DialText

struct EllipsisTests {
    let shaper: TextShaper

    init() throws {
        shaper = try TextShaper()
    }

    /// Each text with the direction of its paragraph (from its first strong character).
    static let samples: [(text: String, isRightToLeft: Bool)] = [
        ("AVATAR Tokyo", false),
        ("Hello   world, this is long", false),
        ("e\u{301}e\u{301}e\u{301}e\u{301}e\u{301}e\u{301}", false),
        ("👩‍👩‍👧‍👦👩‍👩‍👧‍👦 family 🇯🇵🇫🇷", false),
        ("Tokyo مرحبا بالعالم Paris", false),
        ("שלום עולם", true),
        ("מחר ב-10:30 עם Ana", true),
        ("مرحبا بالعالم 2026", true),
        ("東京 Tokyo", false),
    ]

    @Test func textThatFitsIsUnchanged() {
        let plain = shaper.shape("Tokyo", font: .interMedium, size: 17)
        #expect(shaper.shape("Tokyo", font: .interMedium, size: 17, maxWidth: plain.width) == plain)
        #expect(shaper.shape("Tokyo", font: .interMedium, size: 17, maxWidth: .infinity) == plain)
    }

    @Test(arguments: samples)
    func everyCutFitsAndEndsAtAGraphemeBoundary(text: String, isRightToLeft: Bool) {
        let full = shaper.shape(text, font: .interRegular, size: 17)
        let ellipsisWidth = shaper.shape("…", font: .interRegular, size: 17).width
        let boundaries = characterBoundaries(text)
        for step in 0..<Int(full.width) {
            let maxWidth = Double(step) + 0.5
            let line = shaper.shape(text, font: .interRegular, size: 17, maxWidth: maxWidth)
            #expect(line.isTruncated)
            #expect(line.width <= maxWidth)
            if maxWidth < ellipsisWidth {
                #expect(line == ShapedLine(text: "", runs: [], width: 0, isTruncated: true))
                continue
            }
            #expect(line.text.last == "…")
            let kept = String(line.text.dropLast())
            #expect(kept.last?.isWhitespace != true, "no whitespace before the ellipsis: \(line.text)")
            #expect(text.unicodeScalars.starts(with: kept.unicodeScalars), "\(line.text) is a prefix of \(text)")
            #expect(Array(text).starts(with: Array(kept)))
            #expect(boundaries.contains(kept.unicodeScalars.count), "\(line.text) cuts inside a character")
            // The ellipsis ends the line on the side the paragraph's direction ends it.
            let end = isRightToLeft ? line.runs.first : line.runs.last
            let ellipsis = isRightToLeft ? end?.glyphs.first : end?.glyphs.last
            #expect(end?.font == .interRegular, "the ellipsis is in the requested font")
            #expect(ellipsis?.cluster == kept.utf8.count)
            #expect(line.runs.flatMap(\.glyphs).filter { $0.cluster == kept.utf8.count }.count == 1)
        }
    }

    @Test func keepsAsManyCharactersAsFit() {
        let text = "AVATAR Tokyo"
        let maxWidth = 80.0
        let line = shaper.shape(text, font: .interRegular, size: 17, maxWidth: maxWidth)
        let kept = line.text.dropLast().count
        let longer = String(text.prefix(kept + 1)) + "…"
        #expect(kept > 0)
        #expect(shaper.shape(longer, font: .interRegular, size: 17).width > maxWidth)
        #expect(line.width == shaper.shape(line.text, font: .interRegular, size: 17).width)
    }

    @Test func trimsTrailingWhitespaceBeforeTheEllipsis() {
        let size = 17.0
        let hello = shaper.shape("Hello…", font: .interRegular, size: size).width
        let helloW = shaper.shape("Hello w…", font: .interRegular, size: size).width
        let line = shaper.shape("Hello   world", font: .interRegular, size: size, maxWidth: (hello + helloW) / 2)
        #expect(line.text == "Hello…")
        #expect(line.width == hello)
    }

    @Test func combinedCharactersAreNeverSplit() {
        let text = "e\u{301}e\u{301}e\u{301}"
        for maxWidth in stride(from: 10.0, through: 40, by: 0.25) {
            let line = shaper.shape(text, font: .interRegular, size: 17, maxWidth: maxWidth)
            let kept = line.isTruncated ? String(line.text.dropLast()) : line.text
            #expect(kept.unicodeScalars.count % 2 == 0, "\(line.text.debugDescription) keeps a bare e")
        }
    }

    @Test func anEmojiSequenceIsKeptWholeOrDropped() {
        let family = "👩‍👩‍👧‍👦"
        let text = family + family
        let oneFamily = shaper.shape(family + "…", font: .interRegular, size: 17).width
        let line = shaper.shape(text, font: .interRegular, size: 17, maxWidth: oneFamily + 1)
        #expect(line.text == family + "…")
        let none = shaper.shape(text, font: .interRegular, size: 17, maxWidth: oneFamily - 1)
        #expect(none.text == "…")
    }

    @Test func nothingFitsGivesAnEmptyLine() {
        let line = shaper.shape("Tokyo", font: .interBold, size: 17, maxWidth: 1)
        #expect(line == ShapedLine(text: "", runs: [], width: 0, isTruncated: true))
        #expect(shaper.shape("Tokyo", font: .interBold, size: 17, maxWidth: -5).runs.isEmpty)
        #expect(shaper.shape("Tokyo", font: .interBold, size: 17, maxWidth: .nan).runs.isEmpty)
    }

    /// Unicode-scalar offsets at which `text` has a character (grapheme-cluster) boundary.
    private func characterBoundaries(_ text: String) -> Set<Int> {
        var boundaries: Set<Int> = [0]
        var offset = 0
        for character in text {
            offset += character.unicodeScalars.count
            boundaries.insert(offset)
        }
        return boundaries
    }
}
