import DialTestSupport
import DialText
import Testing

/// Random mixtures of scripts, directions, marks, controls and line breaks through every entry point: nothing may
/// crash, and what each function promises must hold for all of them.
struct MixedTextFuzzTests {
    let shaper: TextShaper

    init() throws {
        shaper = try TextShaper()
    }

    private static let pieces: [String] = [
        "Tokyo", "AVATAR", " ", "  ", "10:30", "2026", "-", "(", ")", "«", "»", ",", ".", "…", "!", "%",
        "שלום", "עולם", "מחר", "مرحبا", "بالعالم", "٣٤٥", "東京", "晴れ", "、", "。", "「", "」", "서울",
        "Καλημέρα", "Привет", "Straße", "e\u{301}", "\u{301}", "👩‍👩‍👧‍👦", "🇯🇵", "\u{200D}", "\u{200F}", "\u{200E}",
        "\u{202B}", "\u{202E}", "\u{202C}", "\u{2067}", "\u{2069}", "\u{0600}", "\u{00A0}", "\u{200B}", "\n", "\t",
    ]

    private static func texts(count: Int, seed: UInt64) -> [String] {
        var generator = SeededGenerator(seed: seed)
        return (0..<count).map { _ in
            let length = Int.random(in: 0...14, using: &generator)
            return (0..<length).map { _ in pieces.randomElement(using: &generator)! }.joined()
        }
    }

    /// UTF-8 offsets at which a Unicode scalar starts. Clusters are not always grapheme-cluster starts: HarfBuzz
    /// does not join a prepended mark such as U+0600 to what follows, as Swift's Character does.
    private func scalarStarts(_ text: String) -> Set<Int> {
        var starts: Set<Int> = []
        var offset = 0
        for scalar in text.unicodeScalars {
            starts.insert(offset)
            offset += String(scalar).utf8.count
        }
        return starts
    }

    @Test(arguments: texts(count: 120, seed: 1))
    func shapingHoldsItsPromises(text: String) {
        let line = shaper.shape(text, font: .interMedium, size: 17)
        let glyphs = line.runs.flatMap(\.glyphs)
        #expect(line.text == text)
        #expect(Set(glyphs.map(\.cluster)).isSubset(of: scalarStarts(text)))
        #expect(abs(glyphs.map(\.advance).reduce(0, +) - line.width) < 1e-9)
        #expect(line == shaper.shape(text, font: .interMedium, size: 17))

        for maxWidth in [0.0, 12, 40, 90] {
            let cut = shaper.shape(text, font: .interMedium, size: 17, maxWidth: maxWidth)
            #expect(cut.width <= maxWidth || cut == line)
            if cut.isTruncated, !cut.text.isEmpty {
                #expect(cut.text.last == "…")
                #expect(text.unicodeScalars.starts(with: cut.text.dropLast().unicodeScalars))
            }
            let fitted = shaper.fit(text, font: .interMedium, size: 17, maxWidth: maxWidth, minimumScale: 0.5)
            #expect(fitted.width <= maxWidth || fitted == line)
            #expect(fitted.runs.allSatisfy { $0.size >= 8.5 && $0.size <= 17 })
        }
    }

    @Test(arguments: texts(count: 60, seed: 2))
    func wrappingHoldsItsPromises(text: String) {
        for (maxWidth, maxLines) in [(30.0, 2), (60, 3), (120, 10)] {
            let lines = shaper.wrap(text, font: .interRegular, size: 17, maxWidth: maxWidth, maxLines: maxLines)
            #expect(!lines.isEmpty && lines.count <= maxLines)
            #expect(lines.dropLast().allSatisfy { !$0.isTruncated })
            for line in lines {
                #expect(!line.text.contains { $0.isNewline })
                // Only a single cluster too wide for any line may overflow it.
                #expect(line.width <= maxWidth || line.text.count == 1, "\(line.text.debugDescription) at \(maxWidth)")
            }
            #expect(lines == shaper.wrap(text, font: .interRegular, size: 17, maxWidth: maxWidth, maxLines: maxLines))
        }
    }
}
