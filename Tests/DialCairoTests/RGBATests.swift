import DialCairo
import DialCore
import DialModel
import DialPNG
import Testing

/// A render's straight-alpha pixels equal what decoding its PNG gives: goldens may be compared without compressing.
@Suite struct RGBATests {
    @Test func pixelsEqualTheDecodedPNG() throws {
        let list = DisplayList(width: 40, height: 30, screenCornerRadius: 8, commands: [
            .fill(.circle(center: Point(x: 20, y: 15), radius: 9.3), Color(red: 250, green: 17, blue: 79, alpha: 140)),
            .stroke(.arc(center: Point(x: 20, y: 15), radius: 12, start: 0, end: 2), Stroke(width: 3, cap: .round), Color(red: 90, green: 200, blue: 250)),
        ])
        let backend = CairoBackend()
        let decoded = try PNGDecoder.decode(try backend.png(list))
        let direct = try backend.rgba(list)
        #expect(direct == decoded)
        // Partly covered pixels are there to be undone: the test means something.
        #expect(stride(from: 3, to: direct.pixels.count, by: 4).contains { direct.pixels[$0] != 0 && direct.pixels[$0] != 255 })
    }
}
