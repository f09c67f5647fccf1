import DialPNG
import Testing

@Suite struct PNGErrorTests {
    @Test func descriptionsNameTheFailingValue() {
        #expect(PNGError.notPNG(reason: "signature is 00").description.contains("signature is 00"))
        #expect(PNGError.corrupt(message: "IHDR: CRC error").description.contains("IHDR: CRC error"))
        #expect(PNGError.tooLarge(width: 100_000, height: 20).description.contains("100000×20"))
        #expect(PNGError.encodingFailed(message: "bytesPerRow 3").description.contains("bytesPerRow 3"))
    }
}
