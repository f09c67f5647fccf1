import CFriBidi
import CHarfBuzz
import Testing
@testable import DialText

struct BidiTests {
    let shaper: TextShaper

    init() throws {
        shaper = try TextShaper()
    }

    /// The line's glyphs left to right.
    private func glyphs(_ line: ShapedLine) -> [ShapedGlyph] {
        line.runs.flatMap(\.glyphs)
    }

    /// The UTF-8 byte range of the first occurrence of `part` in `text`.
    private func bytes(of part: String, in text: String) throws -> Range<Int> {
        let range = try #require(text.range(of: part))
        return text.utf8.distance(from: text.startIndex, to: range.lowerBound)
            ..< text.utf8.distance(from: text.startIndex, to: range.upperBound)
    }

    /// The x positions of the glyphs that come from the characters at `range`.
    private func positions(of range: Range<Int>, in line: ShapedLine) -> [Double] {
        glyphs(line).filter { range.contains($0.cluster) }.map(\.x)
    }

    // MARK: - The algorithm itself

    /// A number grouped by spaces ("12 450 000", as fr, ru, pl, sv and Guinea's francs write it) reads left to right
    /// as one in a right-to-left line, as it does grouped by a no-break space (a common separator, UAX #9 W4): each
    /// space between digit groups resolved as whitespace put the groups in the line's order, "000 450 12"
    /// (stranger9 #2: N'Ko, Hebrew and Arabic lines). A space between a word and a number is whitespace still.
    @Test(arguments: ["ߓߊ߯ߙߊ 12 450 000 GNF", "מחיר 12 450 000 ₪", "السعر 12 450 000 ر.س", "السعر ١٢ ٤٥٠ ٠٠٠ ر.س"])
    func aNumberGroupedBySpacesReadsLeftToRightInARightToLeftLine(text: String) throws {
        let line = shaper.shape(text, font: .interRegular, size: 20)
        #expect(line.isRightToLeft)
        let digits = Array(text.unicodeScalars).filter { $0.properties.numericType == .decimal }.map { String($0) }
        let first = try bytes(of: String(digits[0 ..< 2].joined()), in: text)
        let middle = try bytes(of: String(digits[2 ..< 5].joined()), in: text)
        let last = try bytes(of: String(digits[5...].joined()), in: text)
        let (a, b, c) = (positions(of: first, in: line).min()!, positions(of: middle, in: line).min()!, positions(of: last, in: line).min()!)
        #expect(a < b && b < c, "\(text): groups at \(a), \(b), \(c)")
        // The groups stand together, the words on either side of the number keep the line's order.
        let word = try bytes(of: String(text.prefix(2)), in: text)
        #expect(positions(of: word, in: line).min()! > c)
    }

    /// Numbers parted by a space that are not one number grouped by spaces ("5 7": lines 5 and 7; "3 4", two gates)
    /// keep the line's order in a right-to-left line: read from the right, 5 then 7 (review of session 14, §6). Only
    /// groups of three after the first join (`DigitGroups`).
    @Test(arguments: ["קווים 5 7", "שער 3 4", "الخطوط 5 7", "קווים 12 4500"])
    func numbersPartedBySpacesReadInTheLinesOrder(text: String) throws {
        let line = shaper.shape(text, font: .interRegular, size: 20)
        #expect(line.isRightToLeft)
        let numbers = text.split(separator: " ").dropFirst().map(String.init)
        let first = positions(of: try bytes(of: numbers[0], in: text), in: line).min()!
        let second = positions(of: try bytes(of: numbers[1], in: text), in: line).min()!
        #expect(first > second, "\(text): \(numbers[0]) at \(first), \(numbers[1]) at \(second)")
        let levels = BidiParagraph(text, direction: nil).levels
        let space = text.unicodeScalars.count - numbers[1].unicodeScalars.count - 1
        #expect(levels[space] == 1, "\(text): the space between the numbers is the line's, level \(levels[space])")
    }

    /// Hanifi Rohingya's digits are Arabic numbers (class AN since Unicode 11.0), so "𐴱𐴲𐴳" (123) reads left to right,
    /// most significant digit first, in a Rohingya sentence and in a Latin line alike. FriBidi's Unicode 10.0 data
    /// typed them R, and the number was drawn "321" (stranger17 #1).
    @Test(arguments: ["𐴌𐴟𐴇𐴥𐴝𐴚𐴒𐴙𐴝 𐴱𐴲𐴳", "Clinic 𐴱𐴲𐴳 14:30", "𐴱𐴲𐴳"])
    func hanifiRohingyaDigitsReadLeftToRight(text: String) throws {
        let line = shaper.shape(text, font: .interRegular, size: 20)
        let digits = try ["𐴱", "𐴲", "𐴳"].map { try #require(positions(of: try bytes(of: $0, in: text), in: line).min()) }
        #expect(digits == digits.sorted() && Set(digits).count == 3, "\(text): 1, 2, 3 at \(digits)")
        let levels = BidiParagraph(text, direction: nil).levels
        let first = try #require(Array(text.unicodeScalars).firstIndex(of: "𐴱"))
        #expect(levels[first ..< first + 3].allSatisfy { $0 == 2 }, "\(text): an Arabic number's level is 2, \(levels)")
        if text.hasPrefix("𐴌") {
            // The word is read first in its right-to-left line: it stands right of the number.
            #expect(line.isRightToLeft)
            #expect(positions(of: try bytes(of: "𐴌𐴟𐴇𐴥𐴝𐴚𐴒𐴙𐴝", in: text), in: line).min()! > digits.max()!)
        }
    }

    /// The table of classes newer than FriBidi's data: sorted ranges, no two overlapping; every code point in it is
    /// assigned (the standard library's own Unicode data) and takes the table's class. Where FriBidi's data is older
    /// than the table, FriBidi types each otherwise, so no range corrects nothing; where it is as new, FriBidi agrees
    /// with the table, which is then not applied. Marks and digits agree with their general category, a second source.
    @Test func theCorrectedClassesAreTheTablesAndDifferFromFriBidis() throws {
        let table = BidiClassCorrections.table
        #expect(zip(table, table.dropFirst()).allSatisfy { $0.high < $1.low } && table.allSatisfy { $0.low <= $0.high })
        let applies = BidiClassCorrections.applies
        var wrong: [String] = []
        for entry in table {
            let values = Array(entry.low ... entry.high)
            let corrected = BidiClassCorrections.types(of: values)
            for (value, type) in zip(values, corrected) {
                let name = "U+\(String(value, radix: 16, uppercase: true))"
                guard let scalar = Unicode.Scalar(value), scalar.properties.age != nil else {
                    wrong.append("\(name) unassigned")
                    continue
                }
                if type != entry.bidiClass.friBidiType { wrong.append("\(name) not corrected") }
                if applies == (fribidi_get_bidi_type(value) == entry.bidiClass.friBidiType) {
                    wrong.append("\(name) FriBidi \(applies ? "agrees" : "disagrees")")
                }
                if BidiClassCorrections.bidiClass(of: value) != entry.bidiClass { wrong.append("\(name) not found") }
                let category = scalar.properties.generalCategory
                if entry.bidiClass == .nsm, category != .nonspacingMark, category != .enclosingMark {
                    wrong.append("\(name) NSM but \(category)")
                }
                if entry.bidiClass == .en, category != .decimalNumber { wrong.append("\(name) EN but \(category)") }
            }
            // Just outside a range, nothing is looked up unless the next range begins there.
            if let after = Unicode.Scalar(entry.high + 1), !table.contains(where: { $0.low == entry.high + 1 }) {
                #expect(BidiClassCorrections.bidiClass(of: after.value) == nil)
            }
        }
        #expect(wrong.isEmpty, "\(wrong.prefix(20))")
        #expect(BidiClassCorrections.bidiClass(of: 0x05D0) == nil && BidiClassCorrections.bidiClass(of: 0x10FFFF) == nil)
    }

    @Test func levelsFollowTheUnicodeBidiAlgorithm() {
        // Worked by hand from UAX #9: the space between Hebrew and digits takes the Hebrew direction (N1, digits
        // counting as R), and European digits after R rise two levels above the left-to-right paragraph (I1).
        let mixed = BidiParagraph("abc אבג 123", direction: nil)
        #expect(mixed.direction == .leftToRight)
        #expect(mixed.levels == [0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2])

        // Right-to-left paragraph: Latin rises to 2, and the trailing space goes back to the paragraph level (L1).
        let hebrew = BidiParagraph("אב cd ", direction: nil)
        #expect(hebrew.direction == .rightToLeft)
        #expect(hebrew.levels == [1, 1, 1, 2, 2, 1])
    }

    @Test func theParagraphDirectionComesFromTheFirstStrongCharacter() {
        #expect(BidiParagraph("123 שלום abc", direction: nil).direction == .rightToLeft)
        #expect(BidiParagraph("123 abc שלום", direction: nil).direction == .leftToRight)
        #expect(BidiParagraph("«مرحبا» hello", direction: nil).direction == .rightToLeft)
        #expect(BidiParagraph("12:30 …", direction: nil).direction == .leftToRight, "no strong character")
        #expect(BidiParagraph("", direction: nil).direction == .leftToRight)
        #expect(BidiParagraph("abc", direction: .rightToLeft).direction == .rightToLeft, "a requested direction wins")
        #expect(BidiParagraph("abc", direction: .rightToLeft).levels == [2, 2, 2])
    }

    @Test func theShortcutSkipsFriBidiOnlyWhereItWouldResolveEverythingToLevelZero() {
        // Each code point the shortcut takes, followed by a letter: a right-to-left letter or Arabic digit would
        // raise its own level, an embedding, override or isolate would raise the letter's.
        var wrong: [String] = []
        for range: Range<UInt32> in [0..<0x0590, 0x0900..<0x2000, 0x2026..<0x2027, 0x202F..<0x2030, 0x2070..<0xFB1D] {
            for value in range {
                guard let scalar = Unicode.Scalar(value) else { continue }
                if !BidiParagraph.isNeverRightToLeft(scalar) { wrong.append("U+\(String(value, radix: 16)) not taken") }
                let (direction, levels) = BidiParagraph.resolvedByFriBidi(String(scalar) + "a", direction: nil)
                if direction != .leftToRight || levels.contains(where: { $0 != 0 }) {
                    wrong.append("U+\(String(value, radix: 16)) \(levels)")
                }
            }
        }
        #expect(wrong.isEmpty, "\(wrong.prefix(20))")
        for outside: Unicode.Scalar in ["\u{05D0}", "\u{0627}", "\u{0660}", "\u{0710}", "\u{07C0}", "\u{200F}", "\u{202B}",
                                        "\u{202E}", "\u{2067}", "\u{FB1D}", "\u{FEFC}", "\u{10800}", "\u{1E900}"] {
            #expect(!BidiParagraph.isNeverRightToLeft(outside))
            #expect(BidiParagraph("a\(outside)b", direction: nil).levels
                == BidiParagraph.resolvedByFriBidi("a\(outside)b", direction: nil).1)
        }
    }

    @Test func visualOrderReversesEveryLevelFromTheHighestDown() {
        func item(_ index: Int, level: UInt8) -> TextItem {
            TextItem(font: .interRegular, bytes: index..<(index + 1), level: level, script: HB_SCRIPT_INVALID)
        }
        // Levels 0 1 1 2 2 1 0: the 2s reverse first (3 4 → 4 3), then all of 1…5 reverses as a block.
        let items = [0, 1, 1, 2, 2, 1, 0].enumerated().map { item($0.offset, level: UInt8($0.element)) }
        let order = TextItem.visualOrder(items).map(\.bytes.lowerBound)
        #expect(order == [0, 5, 3, 4, 2, 1, 6])
        #expect(TextItem.visualOrder(items.map { item($0.bytes.lowerBound, level: 0) }).map(\.bytes.lowerBound)
            == Array(0..<7))
    }

    // MARK: - Shaped lines

    @Test func hebrewRunsRightToLeft() {
        let line = shaper.shape("שלום עולם", font: .interRegular, size: 17)
        let clusters = glyphs(line).map(\.cluster)
        #expect(clusters == clusters.sorted(by: >), "glyphs in visual order, so the logical order descends")
        #expect(glyphs(line).allSatisfy { $0.id != 0 })
    }

    @Test func digitsInsideHebrewReadLeftToRightBetweenTheWords() throws {
        let text = "שלום 123 עולם"
        let line = shaper.shape(text, font: .interMedium, size: 17)
        let first = positions(of: try bytes(of: "שלום", in: text), in: line)
        let digits = positions(of: try bytes(of: "123", in: text), in: line)
        let last = positions(of: try bytes(of: "עולם", in: text), in: line)
        // Right to left: the first word at the right end, the last at the left, the number between them.
        #expect(last.max()! < digits.min()!)
        #expect(digits.max()! < first.min()!)
        let digitClusters = glyphs(line).filter { try! bytes(of: "123", in: text).contains($0.cluster) }.map(\.cluster)
        #expect(digitClusters == digitClusters.sorted(), "the number itself reads left to right")
    }

    @Test func aLatinWordInsideHebrewKeepsItsOwnOrder() throws {
        let text = "אני אוהב Swift מאוד"
        let line = shaper.shape(text, font: .interRegular, size: 17)
        let swift = try bytes(of: "Swift", in: text)
        let latin = glyphs(line).filter { swift.contains($0.cluster) }
        #expect(latin.map(\.cluster) == latin.map(\.cluster).sorted())
        #expect(latin.count == 5)
        // "מאוד" is the last word, so it is leftmost; "אני", the first, is rightmost.
        #expect(positions(of: try bytes(of: "מאוד", in: text), in: line).max()! < latin.map(\.x).min()!)
        #expect(positions(of: try bytes(of: "אני", in: text), in: line).min()! > latin.map(\.x).max()!)
    }

    @Test func aHebrewPhraseInsideEnglishIsReversedAsAWhole() throws {
        let text = "Meet שלום עולם today"
        let line = shaper.shape(text, font: .interRegular, size: 17)
        let meet = positions(of: try bytes(of: "Meet", in: text), in: line)
        let shalom = positions(of: try bytes(of: "שלום", in: text), in: line)
        let olam = positions(of: try bytes(of: "עולם", in: text), in: line)
        let today = positions(of: try bytes(of: "today", in: text), in: line)
        // Read right to left, "שלום" comes first, so it stands right of "עולם"; the English stays around them.
        #expect(meet.max()! < olam.min()!)
        #expect(olam.max()! < shalom.min()!)
        #expect(shalom.max()! < today.min()!)
    }

    @Test func aParagraphStartingWithDigitsTakesTheDirectionOfItsFirstLetter() throws {
        let text = "2026 שנה טובה"
        let line = shaper.shape(text, font: .interRegular, size: 17)
        let year = positions(of: try bytes(of: "2026", in: text), in: line)
        let words = positions(of: try bytes(of: "שנה טובה", in: text), in: line)
        #expect(year.min()! > words.max()!, "in a right-to-left paragraph the leading number is at the right")
    }

    @Test func arabicJoinsInsideMixedText() throws {
        // Shaped alone, the word gets its joined (initial, medial, final) forms; inside Latin text, in a DejaVu run
        // that also holds the Latin, it must get the same ones, not isolated letters shaped as Latin script.
        let word = "مرحبا"
        let alone = shaper.shape(word, font: .dejaVuSans, size: 17)
        let text = "Tokyo \(word) Paris"
        let mixed = shaper.shape(text, font: .dejaVuSans, size: 17)
        let range = try bytes(of: word, in: text)
        let inMixed = glyphs(mixed).filter { range.contains($0.cluster) }.map(\.id)
        #expect(inMixed == glyphs(alone).map(\.id))

        let isolated = word.map { shaper.shape(String($0), font: .dejaVuSans, size: 17) }.flatMap(glyphs).map(\.id)
        #expect(Set(glyphs(alone).map(\.id)) != Set(isolated), "joining changes the letters' forms")
    }

    @Test func arabicWordsKeepTheirOrderInsideAnEnglishLine() throws {
        let text = "Tokyo مرحبا بالعالم Paris"
        let line = shaper.shape(text, font: .interRegular, size: 17)
        let hello = positions(of: try bytes(of: "مرحبا", in: text), in: line)
        let world = positions(of: try bytes(of: "بالعالم", in: text), in: line)
        #expect(world.max()! < hello.min()!, "the first Arabic word is read first, so it is on the right")
    }

    @Test func bracketsAreMirroredInRightToLeftText() throws {
        let line = shaper.shape("(שלום)", font: .interRegular, size: 17)
        let open = shaper.shape("(", font: .interRegular, size: 17)
        let close = shaper.shape(")", font: .interRegular, size: 17)
        let visual = glyphs(line)
        // The logical "(" is at the right end, drawn as ")" so that it still opens the word, reading right to left.
        #expect(visual.last?.cluster == 0)
        #expect(visual.last?.id == glyphs(close).first?.id)
        #expect(visual.first?.id == glyphs(open).first?.id)
    }

    @Test(arguments: ["שלום 123 עולם", "Tokyo مرحبا بالعالم Paris", "אני אוהב Swift מאוד!", "(مرحبا) 2026 ok"])
    func glyphsAreLaidEndToEndAndClustersIndexTheLogicalText(text: String) {
        let line = shaper.shape(text, font: .interSemiBold, size: 17)
        var pen = 0.0
        for glyph in glyphs(line) {
            // Right-to-left kerning (Noto Sans Hebrew's) moves a glyph by an offset of a fraction of a pixel.
            #expect(abs(glyph.x - pen) < 0.5, "\(glyph.x) against \(pen)")
            pen += glyph.advance
        }
        #expect(line.width == pen)
        var starts: Set<Int> = []
        var offset = 0
        for character in text {
            starts.insert(offset)
            offset += character.utf8.count
        }
        #expect(Set(glyphs(line).map(\.cluster)) == starts)
        #expect(glyphs(line).allSatisfy { $0.id != 0 })
    }

    @Test func runsCoverContiguousStretchesOfTheText() {
        // Each run's clusters form one stretch of the logical text, so a run's characters can be named.
        let text = "אני אוהב Swift ו-Kotlin מאוד (2026)"
        let line = shaper.shape(text, font: .interRegular, size: 17)
        for run in line.runs {
            let clusters = Set(run.glyphs.map(\.cluster))
            let others = Set(line.runs.filter { $0 != run }.flatMap(\.glyphs).map(\.cluster))
            guard let low = clusters.min(), let high = clusters.max() else { continue }
            #expect(others.allSatisfy { $0 < low || $0 > high }, "\(run.font) \(low)...\(high)")
        }
    }

    @Test func latinTextKeepsItsLogicalOrder() {
        for text in ["AVATAR Tokyo", "Quarterly planning with Ana, Björn, Chloé and Ελένη", "Квартальное · 10:30"] {
            let line = shaper.shape(text, font: .interRegular, size: 17)
            let clusters = glyphs(line).map(\.cluster)
            #expect(clusters == clusters.sorted())
        }
    }

    // MARK: - Truncation

    @Test func truncatedRightToLeftTextKeepsItsStartAndEndsWithAnEllipsisOnTheLeft() throws {
        let text = "שלום עולם ומלואו"
        let full = shaper.shape(text, font: .interRegular, size: 17)
        let line = shaper.shape(text, font: .interRegular, size: 17, maxWidth: full.width * 0.6)
        #expect(line.isTruncated)
        #expect(line.width <= full.width * 0.6)
        let kept = String(line.text.dropLast())
        #expect(line.text.last == "…")
        #expect(text.hasPrefix(kept) && !kept.isEmpty)
        let leftmost = try #require(glyphs(line).first)
        #expect(leftmost.cluster == kept.utf8.count, "the ellipsis is the leftmost glyph")
        #expect(line.runs.first?.font == .interRegular)
        let rest = glyphs(line).dropFirst().map(\.cluster)
        #expect(rest == rest.sorted(by: >))
    }

    @Test func truncatedRightToLeftTextEndingInLatinStillPutsTheEllipsisOnTheLeft() throws {
        let text = "שלום hello world"
        let full = shaper.shape(text, font: .interRegular, size: 17)
        let cut = shaper.shape("שלום hello…", font: .interRegular, size: 17).width
        let line = shaper.shape(text, font: .interRegular, size: 17, maxWidth: min(cut, full.width - 1))
        #expect(line.text == "שלום hello…")
        #expect(glyphs(line).first?.cluster == line.text.utf8.count - "…".utf8.count)
    }

    @Test func shapingIsDeterministic() throws {
        let text = "אני אוהב Swift 2026 مرحبا"
        let first = shaper.shape(text, font: .interBold, size: 17)
        _ = shaper.shape("Other text", font: .interBold, size: 30)
        #expect(shaper.shape(text, font: .interBold, size: 17) == first)
        #expect(try TextShaper().shape(text, font: .interBold, size: 17) == first)
    }
}
