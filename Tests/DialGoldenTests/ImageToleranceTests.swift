import DialGolden
import Testing

@Suite struct ImageToleranceTests {
    @Test func withNoLimitNoPixelMayDiffer() {
        #expect(ImageTolerance().accepts(mismatched: 0, of: 100))
        #expect(!ImageTolerance().accepts(mismatched: 1, of: 100))
    }

    @Test func eachLimitThatIsSetMustHold() {
        let pixels = ImageTolerance(maxDiffPixels: 5)
        #expect(pixels.accepts(mismatched: 5, of: 100))
        #expect(!pixels.accepts(mismatched: 6, of: 100))
        let ratio = ImageTolerance(maxDiffRatio: 0.1)
        #expect(ratio.accepts(mismatched: 10, of: 100))
        #expect(!ratio.accepts(mismatched: 11, of: 100))
        let both = ImageTolerance(maxDiffPixels: 50, maxDiffRatio: 0.1)
        #expect(!both.accepts(mismatched: 20, of: 100), "20 is within 50 pixels but above 10 %")
    }
}
