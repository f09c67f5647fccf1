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
        // Room for "Ok…" and "irr…", not for "irra…": no word's half fits the last row, so the row above takes the cut,
        // after its last whole word ("Ok…"), and no row is kept for nothing (it drew "Ok" over an empty row).
        guard text.hasPrefix("Ok") else { return }
        let room = max(stub, shaper.shortened(text, keeping: 2, font: font.font, size: font.size).width) + 0.5
        try #require(room < shaper.shortened("irratti", keeping: 4, font: font.font, size: font.size).width)
        var canvas = LayoutCanvas(shaper: shaper)
        let line = RedactedText(font: font, color: .white, content: .text(text), maxLines: 2)
        let drawn = canvas.wrappedText(line, x: 0, baseline: 100, pitch: 30, alignment: .leading, maxWidth: room)
        let rows = canvas.nodes.compactMap { node -> String? in if case .glyphs(let run, _) = node { run.text } else { nil } }
        #expect(rows == ["Ok…"], "\(rows)")
        #expect(drawn == 1 && canvas.lineCount(of: line, maxWidth: room) == 1)
    }

    /// A wrapped line whose text is cut ends in "…" on its last row, at every width: never a row left empty under one
    /// that ends as if the text ended there ("Dose: take 2" over nothing reads as a whole instruction; session 25's
    /// review), and `lineCount` keeps no room for a row it does not draw.
    @Test(arguments: ["Dose: take 2 tablets after breakfast", "Ok irratti keessatti", "Gate B closes 10 minutes earlier"])
    func aCutWrappedLineEndsInAnEllipsisOnItsLastRow(text: String) throws {
        let shaper = try Fixtures.shaper
        let font = TextFont(font: .interMedium, size: 22)
        let whole = shaper.shape(text, font: font.font, size: font.size).width
        for width in stride(from: 20.0, through: whole, by: 1) {
            for maxLines in 2...3 {
                var canvas = LayoutCanvas(shaper: shaper)
                let line = RedactedText(font: font, color: .white, content: .text(text), maxLines: maxLines)
                let drawn = canvas.wrappedText(line, x: 0, baseline: 100, pitch: 30, alignment: .leading, maxWidth: width)
                let rows = canvas.nodes.compactMap { node -> String? in if case .glyphs(let run, _) = node { run.text } else { nil } }
                // (Where not even a cut of the first row fits, nothing is drawn, and the line, left out, is reported.)
                guard !rows.isEmpty else { continue }
                #expect(drawn == rows.count && canvas.lineCount(of: line, maxWidth: width) == rows.count,
                        "\(text) at \(width) on \(maxLines): \(rows), \(drawn) kept")
                // A word too wide for a row is broken across rows: what was kept is read without the spaces.
                guard rows.joined().filter({ $0 != " " }) != text.filter({ $0 != " " }) else { continue }
                #expect(rows.last?.hasSuffix("…") == true, "\(text) at \(width) on \(maxLines): \(rows)")
            }
        }
    }
}
