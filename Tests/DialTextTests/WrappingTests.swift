import Testing
@testable import DialText

struct WrappingTests {
    let shaper: TextShaper

    init() throws {
        shaper = try TextShaper()
    }

    private func width(_ text: String, _ font: PinnedFont = .interRegular, size: Double = 17) -> Double {
        shaper.shape(text, font: font, size: size).width
    }

    @Test func emptyTextIsOneEmptyLine() {
        let lines = shaper.wrap("", font: .interRegular, size: 17, maxWidth: 100, maxLines: 3)
        #expect(lines == [shaper.shape("", font: .interRegular, size: 17)])
        #expect(shaper.wrap("Tokyo", font: .interRegular, size: 17, maxWidth: 100, maxLines: 0).isEmpty)
    }

    @Test func textThatFitsIsOneLine() {
        let text = "Meeting at 10:30"
        let lines = shaper.wrap(text, font: .interMedium, size: 17, maxWidth: width(text, .interMedium), maxLines: 3)
        #expect(lines == [shaper.shape(text, font: .interMedium, size: 17)])
    }

    @Test(arguments: [60.0, 90, 120, 175])
    func greedyLinesBreakAtSpacesAndTakeAsManyWordsAsFit(maxWidth: Double) {
        let text = "The quick brown fox jumps over the lazy dog near Tokyo Station"
        let words = text.split(separator: " ").map(String.init)
        let lines = shaper.wrap(text, font: .interRegular, size: 17, maxWidth: maxWidth, maxLines: 20)
        #expect(lines.flatMap { $0.text.split(separator: " ").map(String.init) } == words)
        var next = 0
        for (index, line) in lines.enumerated() {
            #expect(line.width <= maxWidth)
            #expect(!line.isTruncated)
            #expect(line.text.first != " " && line.text.last != " ")
            #expect(line == shaper.shape(line.text, font: .interRegular, size: 17))
            next += line.text.split(separator: " ").count
            if index < lines.count - 1 {
                #expect(width(line.text + " " + words[next]) > maxWidth, "\"\(words[next])\" would have fitted")
            }
        }
    }

    @Test func aWordLongerThanALineIsCutAtGraphemeClusters() {
        let text = "Supercalifragilisticexpialidocious"
        let maxWidth = 70.0
        let lines = shaper.wrap(text, font: .interBold, size: 17, maxWidth: maxWidth, maxLines: 10)
        #expect(lines.count > 1)
        #expect(lines.map(\.text).joined() == text)
        var used = 0
        for (index, line) in lines.enumerated() {
            #expect(line.width <= maxWidth)
            used += line.text.count
            if index < lines.count - 1 {
                let longer = line.text + String(Array(text)[used])
                #expect(width(longer, .interBold) > maxWidth)
            }
        }
    }

    @Test func clustersAreNeverSplit() {
        let text = "e\u{301}e\u{301}e\u{301}e\u{301}e\u{301}e\u{301}e\u{301}e\u{301}👩‍👩‍👧‍👦👩‍👩‍👧‍👦"
        let lines = shaper.wrap(text, font: .interRegular, size: 17, maxWidth: 25, maxLines: 20)
        #expect(lines.map(\.text).joined() == text)
        #expect(lines.map(\.text.count).reduce(0, +) == text.count)
        #expect(lines.allSatisfy { $0.text.unicodeScalars.first != "\u{301}" })
    }

    @Test func aClusterWiderThanTheLineGetsALineOfItsOwn() {
        let lines = shaper.wrap("WW", font: .interBold, size: 40, maxWidth: 5, maxLines: 5)
        #expect(lines.map(\.text) == ["W", "W"])
        #expect(lines.allSatisfy { $0.width > 5 && !$0.isTruncated })
    }

    @Test func theLastLineIsEllipsisedWhenTextRemains() {
        let text = "The quick brown fox jumps over the lazy dog near Tokyo Station"
        let lines = shaper.wrap(text, font: .interRegular, size: 17, maxWidth: 100, maxLines: 2)
        #expect(lines.count == 2)
        #expect(!lines[0].isTruncated)
        #expect(lines[1].isTruncated)
        #expect(lines[1].text.last == "…")
        #expect(lines[1].width <= 100)
        let shown = lines[0].text + " " + lines[1].text.dropLast()
        #expect(text.hasPrefix(shown))
        // The last line holds as much of the rest as fits before the ellipsis.
        let rest = String(text.dropFirst(lines[0].text.count + 1))
        #expect(lines[1] == shaper.shape(rest, font: .interRegular, size: 17, maxWidth: 100))
    }

    @Test func textThatEndsOnTheLastLineIsNotEllipsised() {
        let text = "Quarterly planning review"
        let lines = shaper.wrap(text, font: .interRegular, size: 17, maxWidth: width("Quarterly planning"), maxLines: 2)
        #expect(lines.map(\.text) == ["Quarterly planning", "review"])
        #expect(lines.allSatisfy { !$0.isTruncated })
    }

    @Test func newlinesEndLines() {
        let lines = shaper.wrap("Tokyo\nParis\n\nLondon", font: .interRegular, size: 17, maxWidth: 300, maxLines: 10)
        #expect(lines.map(\.text) == ["Tokyo", "Paris", "", "London"])
        let cut = shaper.wrap("Tokyo\nParis", font: .interRegular, size: 17, maxWidth: 300, maxLines: 1)
        #expect(cut.map(\.text) == ["Tokyo…"], "text on a later line still remains")
        #expect(cut.first?.isTruncated == true)
        let trailing = shaper.wrap("Tokyo\n", font: .interRegular, size: 17, maxWidth: 300, maxLines: 1)
        #expect(trailing.map(\.text) == ["Tokyo"], "an empty last line is no text left out")
    }

    @Test func ideographsBreakWithoutSpaces() {
        let text = "東京は今日も明日も晴れです"
        let maxWidth = width("東京は今日") + 0.5
        let lines = shaper.wrap(text, font: .interRegular, size: 17, maxWidth: maxWidth, maxLines: 10)
        #expect(lines.count > 1)
        #expect(lines.map(\.text).joined() == text)
        #expect(lines.first?.text == "東京は今日")
        #expect(lines.allSatisfy { $0.width <= maxWidth })
    }

    @Test func ideographicPunctuationStaysWithTheTextBeforeIt() {
        let text = "東京、大阪。「名古屋」も"
        // From two characters' width on: a line narrower than that cannot honour kinsoku, only keep the text whole.
        let twoCharacters = width("東京") + 0.5
        for maxWidth in stride(from: twoCharacters, through: 120, by: 3) {
            let lines = shaper.wrap(text, font: .interRegular, size: 17, maxWidth: maxWidth, maxLines: 20)
            #expect(lines.map(\.text).joined() == text)
            for line in lines.dropFirst() {
                #expect(!["、", "。", "」"].contains(line.text.first), "\(lines.map(\.text)) at \(maxWidth)")
            }
            for line in lines.dropLast() {
                #expect(line.text.last != "「", "\(lines.map(\.text)) at \(maxWidth)")
            }
        }
    }

    @Test func aLineTooNarrowForKinsokuStillKeepsAllText() {
        let text = "東京、大阪。「名古屋」も"
        let lines = shaper.wrap(text, font: .interRegular, size: 17, maxWidth: width("東") + 0.5, maxLines: 20)
        #expect(lines.map(\.text).joined() == text)
        #expect(lines.allSatisfy { $0.text.count == 1 })
    }

    @Test func breakOpportunities() {
        #expect(LineBreakRules.opportunities(in: Array("ab cd")) == [3])
        #expect(LineBreakRules.opportunities(in: Array("ab   cd ef")) == [5, 8])
        #expect(LineBreakRules.opportunities(in: Array("10\u{00A0}km")) == [], "a no-break space holds")
        #expect(LineBreakRules.opportunities(in: Array("a\u{200B}b")) == [2])
        // Around each ideograph and kana, but not before the prolonged-sound mark or closing punctuation.
        #expect(LineBreakRules.opportunities(in: Array("東京タワー")) == [1, 2, 3])
        #expect(LineBreakRules.opportunities(in: Array("「東京」へ")) == [2, 4])
        #expect(LineBreakRules.opportunities(in: Array("阪。「名")) == [2], "between a full stop and an opening bracket")
        #expect(LineBreakRules.opportunities(in: Array("Tokyo東京")) == [5, 6])
        // Korean is written with spaces and breaks only there.
        #expect(LineBreakRules.opportunities(in: Array("서울 날씨")) == [3])
    }

    @Test func rightToLeftParagraphsKeepTheirDirectionOnEveryLine() throws {
        // The second line starts with Latin, yet belongs to a Hebrew paragraph: its ellipsis is on the left.
        let text = "שלום לכולם hello world again and again"
        let first = "שלום לכולם"
        let lines = shaper.wrap(text, font: .interRegular, size: 17, maxWidth: width(first) + 1, maxLines: 2)
        #expect(lines.count == 2)
        #expect(lines[0].text == first)
        let last = lines[1]
        #expect(last.isTruncated)
        #expect(last.text.hasPrefix("hello"))
        let ellipsis = last.text.utf8.count - "…".utf8.count
        #expect(last.runs.first?.glyphs.first?.cluster == ellipsis)
        // Shaped as a paragraph of its own, the same text would put the ellipsis on the right.
        let alone = shaper.shape(last.text, font: .interRegular, size: 17)
        #expect(alone.runs.last?.glyphs.last?.cluster == ellipsis)
    }

    @Test func wrappingIsDeterministic() throws {
        let text = "Квартальное планирование · مراجعة التصميم · סקירת עיצוב · 東京 晴れ"
        let first = shaper.wrap(text, font: .interSemiBold, size: 17, maxWidth: 110, maxLines: 4)
        _ = shaper.wrap("Other words here", font: .interSemiBold, size: 30, maxWidth: 40, maxLines: 2)
        #expect(shaper.wrap(text, font: .interSemiBold, size: 17, maxWidth: 110, maxLines: 4) == first)
        #expect(try TextShaper().wrap(text, font: .interSemiBold, size: 17, maxWidth: 110, maxLines: 4) == first)
        #expect(first.count == 4)
        #expect(first.allSatisfy { $0.width <= 110 })
    }

    /// A right-to-left paragraph's last line, laid out by the caller, reads right to left even where it starts with a
    /// Latin word: it is aligned on the right like the lines above it.
    @Test func aRightToLeftParagraphsLastLineKeepsItsDirection() {
        let text = "פגישה עם הצוות Ana Björn"
        let maxWidth = width("פגישה עם הצוות") + 2
        let lines = shaper.wrap(text, font: .interRegular, size: 17, maxWidth: maxWidth, maxLines: 2) { rest, _ in
            self.shaper.shape(rest, font: .interRegular, size: 17)
        }
        #expect(lines.map(\.text) == ["פגישה עם הצוות", "Ana Björn"])
        #expect(lines.allSatisfy { $0.isRightToLeft })
    }

    /// Where the caller's last line keeps nothing of the text it is given, the line above becomes the last and is
    /// given its own text with the rest: a row left empty would leave the row above ending as if the text ended there
    /// (session 25's review: "Ok" over nothing for "Ok irratti keessatti"). Up through the rows, and across a newline.
    @Test func aLastLineThatKeepsNothingMovesUp() {
        // The caller keeps a text only whole and alone, else nothing: "Ok irratti" is whole only on the first row.
        func lines(_ text: String, maxLines: Int) -> [String] {
            shaper.wrap(text, font: .interRegular, size: 17, maxWidth: width("Ok irratti") + 1, maxLines: maxLines) { rest, isFollowed in
                !isFollowed && rest == "Ok irratti" ? self.shaper.shape(rest, font: .interRegular, size: 17)
                    : ShapedLine(text: "", runs: [], width: 0, isTruncated: true)
            }.map(\.text)
        }
        #expect(lines("Ok irratti", maxLines: 3) == ["Ok irratti"])
        #expect(lines("Ok irratti keessatti", maxLines: 2) == [""])
        // Every row above the last is offered the cut in turn, the nearest first.
        var offered: [String] = []
        _ = shaper.wrap("Ok irratti\njira kana jira kana", font: .interRegular, size: 17, maxWidth: width("Ok irratti") + 1, maxLines: 3) { rest, isFollowed in
            offered.append("\(rest) \(isFollowed)")
            return rest == "Ok irratti" ? self.shaper.shape("Ok…", font: .interRegular, size: 17)
                : ShapedLine(text: "", runs: [], width: 0, isTruncated: true)
        }
        #expect(offered == ["jira kana false", "jira kana jira kana false", "Ok irratti true"])
        // A last line given nothing, with nothing after it, is no cut and stays.
        let blank = shaper.wrap("Ok\n", font: .interRegular, size: 17, maxWidth: 100, maxLines: 2) { _, _ in
            ShapedLine(text: "", runs: [], width: 0, isTruncated: false)
        }
        #expect(blank.map(\.text) == ["Ok", ""])
    }
}
