import Testing
import DialText

struct FittingTests {
    let shaper: TextShaper

    init() throws {
        shaper = try TextShaper()
    }

    private func sizes(_ line: ShapedLine) -> Set<Double> {
        Set(line.runs.map(\.size))
    }

    @Test func textThatFitsIsShapedAtItsSize() {
        let plain = shaper.shape("10:09", font: .interMedium, size: 29)
        #expect(shaper.fit("10:09", font: .interMedium, size: 29, maxWidth: plain.width, minimumScale: 0.5) == plain)
        #expect(shaper.fit("10:09", font: .interMedium, size: 29, maxWidth: .infinity, minimumScale: 0.5) == plain)
        #expect(shaper.fit("", font: .interMedium, size: 29, maxWidth: 10, minimumScale: 0.5)
            == shaper.shape("", font: .interMedium, size: 29))
    }

    @Test(arguments: [("SUNRISE 07:42", 17.0), ("Quarterly planning", 23.0), ("שלום עולם 2026", 20.0),
                      ("Καλημέρα Ελένη", 13.3), ("مرحبا بالعالم", 29.0)])
    func shrinksToTheLargestQuarterPixelThatFits(text: String, size: Double) throws {
        let full = shaper.shape(text, font: .interSemiBold, size: size).width
        for fraction in [0.95, 0.9, 0.8, 0.7, 0.65] {
            let maxWidth = full * fraction
            let line = shaper.fit(text, font: .interSemiBold, size: size, maxWidth: maxWidth, minimumScale: 0.6)
            #expect(!line.isTruncated)
            #expect(line.text == text)
            #expect(line.width <= maxWidth)
            let used = try #require(sizes(line).first)
            #expect(sizes(line).count == 1)
            #expect(used < size)
            #expect(used >= size * 0.6)
            #expect((used * 4).rounded() == used * 4, "\(used) is on the quarter-pixel grid")
            #expect(line == shaper.shape(text, font: .interSemiBold, size: used))
            // The next size up on the grid would not have fitted.
            let larger = used + 0.25
            if larger < size {
                #expect(shaper.shape(text, font: .interSemiBold, size: larger).width > maxWidth)
            }
        }
    }

    @Test func truncatesAtTheMinimumSizeWhenShrinkingIsNotEnough() throws {
        let text = "Quarterly planning with Ana, Björn and Chloé"
        let size = 17.0
        let maxWidth = shaper.shape(text, font: .interRegular, size: size).width * 0.3
        let line = shaper.fit(text, font: .interRegular, size: size, maxWidth: maxWidth, minimumScale: 0.7)
        // 17 × 0.7 = 11.9, and the smallest quarter pixel no smaller than that is 12.
        #expect(sizes(line) == [12])
        #expect(line.isTruncated)
        #expect(line.text.last == "…")
        #expect(line.width <= maxWidth)
        #expect(line == shaper.shape(text, font: .interRegular, size: 12, maxWidth: maxWidth))
    }

    @Test func aMinimumScaleOfOneOnlyTruncates() {
        let text = "Quarterly planning"
        let maxWidth = shaper.shape(text, font: .interBold, size: 17).width * 0.7
        let expected = shaper.shape(text, font: .interBold, size: 17, maxWidth: maxWidth)
        #expect(shaper.fit(text, font: .interBold, size: 17, maxWidth: maxWidth, minimumScale: 1) == expected)
        #expect(shaper.fit(text, font: .interBold, size: 17, maxWidth: maxWidth, minimumScale: 1.5) == expected)
        #expect(shaper.fit(text, font: .interBold, size: 17, maxWidth: maxWidth, minimumScale: .nan) == expected)
    }

    @Test func aSizeOffTheGridShrinksOntoIt() throws {
        let text = "Heart rate 72 BPM"
        let maxWidth = shaper.shape(text, font: .interMedium, size: 13.25).width
        try #require(shaper.shape(text, font: .interMedium, size: 13.3).width > maxWidth)
        let line = shaper.fit(text, font: .interMedium, size: 13.3, maxWidth: maxWidth, minimumScale: 0.5)
        #expect(sizes(line) == [13.25], "the grid is whole quarter pixels, not steps down from 13.3")
        #expect(!line.isTruncated)
    }

    @Test func nothingFitsGivesAnEmptyTruncatedLine() {
        let line = shaper.fit("Tokyo", font: .interRegular, size: 17, maxWidth: 1, minimumScale: 0.5)
        #expect(line == ShapedLine(text: "", runs: [], width: 0, isTruncated: true))
    }

    @Test func fittingIsDeterministic() throws {
        let text = "Квартальное планирование"
        let first = shaper.fit(text, font: .interSemiBold, size: 19, maxWidth: 120, minimumScale: 0.5)
        _ = shaper.fit("Other", font: .interSemiBold, size: 40, maxWidth: 20, minimumScale: 0.2)
        #expect(shaper.fit(text, font: .interSemiBold, size: 19, maxWidth: 120, minimumScale: 0.5) == first)
        #expect(try TextShaper().fit(text, font: .interSemiBold, size: 19, maxWidth: 120, minimumScale: 0.5) == first)
    }
}
