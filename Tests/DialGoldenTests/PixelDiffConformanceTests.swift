import DialGolden
import DialPNG
import Testing

/// "pixelmatch-compatible", proved: every fixture pair of pixelmatch v7.2.0 gives its mismatch count exactly and its
/// diff image pixel for pixel. The fixtures are vendored, so they are always there: a missing or broken one fails.
struct PixelDiffConformanceTests {
    @Test func theFixturesRead() throws {
        let expected = try PixelmatchFixtures.loaded.get()
        #expect(expected.cases.count == 12, "pixelmatch v7.2.0's fixtures give 12 cases")
        for fixture in expected.cases {
            for name in [fixture.a, fixture.b, fixture.diff] { _ = try PixelmatchFixtures.image(name) }
        }
    }

    @Test(arguments: PixelmatchFixtures.cases)
    func countsAndDrawsAsPixelmatch(_ fixture: PixelmatchFixtures.Case) throws {
        let result = try PixelDiff.compare(try PixelmatchFixtures.image(fixture.a), try PixelmatchFixtures.image(fixture.b),
                                           options: fixture.options.pixelDiffOptions)
        #expect(result.mismatchedPixels == fixture.mismatch)
        let expectedDiff = try PixelmatchFixtures.image(fixture.diff)
        let diff = try #require(result.diffImage)
        let differing = zip(stride(from: 0, to: diff.pixels.count, by: 4), 0...).filter { offset, _ in
            diff.pixels[offset..<offset + 4] != expectedDiff.pixels[offset..<offset + 4]
        }
        #expect(differing.isEmpty, "\(differing.count) diff pixels differ from \(fixture.diff).png, first at pixel \(differing.first?.1 ?? -1)")
    }

    @Test func theUnitChecksAgree() throws {
        let checks = try #require(PixelmatchFixtures.expected?.unitChecks)
        try #require(checks.count == 2)
        // expected.json describes both as the same pair: [0,0,0,128] against [127,127,127,255].
        let translucentBlack = RGBAImage(width: 1, height: 1, pixels: [0, 0, 0, 128])
        let grey = RGBAImage(width: 1, height: 1, pixels: [127, 127, 127, 255])
        for check in checks {
            let result = try PixelDiff.compare(translucentBlack, grey, options: check.options.pixelDiffOptions, drawsDiff: false)
            #expect(result.mismatchedPixels == check.mismatch, "\(check.what)")
        }
    }
}
