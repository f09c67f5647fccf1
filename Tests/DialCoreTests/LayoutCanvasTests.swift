@testable import DialCore
import DialModel
import DialText
import Testing

/// How the canvas sets straight text that wraps onto rows.
@Suite struct LayoutCanvasTests {
    /// A wrapped line's last row, where its text does not fit, is cut keeping at least half of the word it cuts, or
    /// after the word before; never to a stub of it, which reads as a word of its own ("219/9" over "irr…" for
    /// "irratti" in an Afaan Oromo cricket score, oromo-cricket, session 25, where the row took any cut that fitted).
    @Test(arguments: ["Ok irratti keessatti", "Itoophiyaa 219/9 irratti keessatti"])
    func aWrappedLinesLastRowLeavesNoStub(text: String) throws {
        let shaper = try Fixtures.shaper
        let font = TextFont(font: .interMedium, size: 22)
        let words = text.split(separator: " ").map(String.init)
        let stub = shaper.shortened("irratti", keeping: 3, font: font.font, size: font.size).width
        let whole = shaper.shape(text, font: font.font, size: font.size).width
        for width in stride(from: stub - 4, through: whole, by: 0.5) {
            var canvas = LayoutCanvas(shaper: shaper)
            let line = RedactedText(font: font, color: .white, content: .text(text), maxLines: 2)
            canvas.wrappedText(line, x: 0, baseline: 100, pitch: 30, alignment: .leading, maxWidth: width)
            let rows = canvas.nodes.compactMap { node -> String? in if case .glyphs(let run, _) = node { run.text } else { nil } }
            guard let last = rows.last, last.hasSuffix("…"), rows.count == 2 else { continue }
            // The word the row's cut falls in, if it falls inside one: the text's word its last piece starts.
            let piece = String(last.dropLast().split(separator: " ").last ?? "")
            guard !piece.isEmpty, !words.contains(piece), let word = words.first(where: { $0.hasPrefix(piece) }) else { continue }
            #expect(piece.count * 2 >= word.count, "\(text) at \(width): \(rows) keeps \(piece.count) of \"\(word)\"")
        }
        // Room for "irr…" and not for "irra…": the row is left empty ("Ok" alone), as no word's half fits.
        guard text.hasPrefix("Ok") else { return }
        var canvas = LayoutCanvas(shaper: shaper)
        canvas.wrappedText(RedactedText(font: font, color: .white, content: .text(text), maxLines: 2), x: 0, baseline: 100, pitch: 30,
                           alignment: .leading, maxWidth: stub + 0.5)
        let rows = canvas.nodes.compactMap { node -> String? in if case .glyphs(let run, _) = node { run.text } else { nil } }
        #expect(rows == ["Ok"], "\(rows)")
    }
}
