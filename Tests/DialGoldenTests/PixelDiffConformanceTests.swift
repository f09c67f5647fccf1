import DialGolden
import DialPNG
import Testing

/// "pixelmatch-compatible", proved: every fixture pair of pixelmatch v7.2.0 gives its mismatch count exactly and its
/// diff image pixel for pixel. Skipped, never passed, where the fixtures are not on this machine.
@Suite(.enabled(if: PixelmatchFixtures.expected != nil,
                "pixelmatch fixtures not found in Tests/Fixtures/pixelmatch (or DIAL_PIXELMATCH_FIXTURES)"))
struct PixelDiffConformanceTests {
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
