import Testing
import DialText

struct MetricsTests {
    let shaper: TextShaper

    init() throws {
        shaper = try TextShaper()
    }

    @Test(arguments: [PinnedFont.interRegular, .interMedium, .interSemiBold, .interBold])
    func interCapHeightIsAbout0727Em(font: PinnedFont) {
        let metrics = shaper.metrics(font, size: 100)
        #expect(abs(metrics.capHeight - 72.7) < 0.5)
    }

    @Test(arguments: [PinnedFont.interRegular, .interMedium, .interSemiBold, .interBold, .dejaVuSans, .dejaVuSansBold])
    func metricsArePlausible(font: PinnedFont) {
        let metrics = shaper.metrics(font, size: 17)
        #expect(metrics.ascender > metrics.capHeight)
        #expect(metrics.capHeight > metrics.xHeight)
        #expect(metrics.xHeight > 0)
        #expect(metrics.descender > 0)
        #expect(metrics.descender < metrics.ascender)
        #expect(metrics.lineHeight >= metrics.ascender + metrics.descender - 1e-9)
        #expect(metrics.lineHeight < 17 * 1.5)
    }

    @Test(arguments: [PinnedFont.dejaVuSans, .dejaVuSansBold])
    func dejaVuCapHeightComesFromTheGlyphH(font: PinnedFont) {
        // DejaVu's OS/2 table predates sCapHeight, so this exercises the fallback to the outline of "H".
        let metrics = shaper.metrics(font, size: 2048)
        #expect(abs(metrics.capHeight - 1493) < 1)
        #expect(abs(metrics.xHeight - 1120) < 1)
    }

    @Test func metricsScaleLinearly() {
        let small = shaper.metrics(.interBold, size: 10)
        let large = shaper.metrics(.interBold, size: 30)
        #expect(abs(large.ascender - 3 * small.ascender) < 1e-9)
        #expect(abs(large.descender - 3 * small.descender) < 1e-9)
        #expect(abs(large.capHeight - 3 * small.capHeight) < 1e-9)
        #expect(abs(large.xHeight - 3 * small.xHeight) < 1e-9)
        #expect(abs(large.lineHeight - 3 * small.lineHeight) < 1e-9)
    }
}
