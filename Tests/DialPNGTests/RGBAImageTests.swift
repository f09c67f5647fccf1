import DialPNG
import Testing

@Suite struct RGBAImageTests {
    @Test func subscriptReadsRowsTopToBottom() {
        let image = RGBAImage(width: 2, height: 2, pixels: Array(0..<16))
        #expect(image[0, 0] == (0, 1, 2, 3))
        #expect(image[1, 0] == (4, 5, 6, 7))
        #expect(image[0, 1] == (8, 9, 10, 11))
        #expect(image[1, 1] == (12, 13, 14, 15))
    }

    @Test func pixelCountMustMatchSize() async {
        await #expect(processExitsWith: .failure) {
            _ = RGBAImage(width: 2, height: 2, pixels: [0, 0, 0, 0])
        }
    }

    @Test func subscriptOutsideTheImageTraps() async {
        await #expect(processExitsWith: .failure) {
            _ = RGBAImage(width: 1, height: 1, pixels: [0, 0, 0, 0])[1, 0]
        }
    }
}
