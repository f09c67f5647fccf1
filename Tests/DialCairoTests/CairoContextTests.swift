import DialCairo
import DialCore
import DialModel
import Testing

/// How the backend draws a mask (issue #27, R1): the view in a group, through the mask's alpha.
@Suite struct CairoContextTests {
    static let red = Color(red: 255, green: 0, blue: 0)
    static let blue = Color(red: 0, green: 0, blue: 255)

    /// A red square masked by a disc at half alpha is half red over black inside the disc, black outside it; a mask of
    /// full alpha lets it through whole; what is drawn after the mask is not masked.
    @Test func aMaskLetsThroughAsMuchAsItsAlpha() throws {
        let square = DrawCommand.fill(.rect(Rect(x: 10, y: 10, width: 40, height: 40)), Self.red)
        let image = try CairoBackend().rgba(DisplayList(width: 80, height: 60, screenCornerRadius: 0, commands: [
            .mask([square], by: [.fill(.circle(center: Point(x: 30, y: 30), radius: 12), Color(red: 255, green: 255, blue: 255, alpha: 128))]),
            .mask([.fill(.rect(Rect(x: 55, y: 5, width: 20, height: 20)), Self.blue)], by: [.fill(.rect(Rect(x: 55, y: 5, width: 10, height: 20)), .white)]),
            .fill(.rect(Rect(x: 55, y: 40, width: 20, height: 10)), Self.blue),
        ]))
        func near(_ x: Int, _ y: Int, _ r: Int, _ g: Int, _ b: Int) -> Bool {
            let pixel = image[x, y]
            return abs(Int(pixel.r) - r) <= 3 && abs(Int(pixel.g) - g) <= 3 && abs(Int(pixel.b) - b) <= 3
        }
        #expect(near(30, 30, 128, 0, 0), "\(image[30, 30])")
        #expect(near(12, 12, 0, 0, 0) && near(47, 30, 0, 0, 0), "outside the disc, the square is masked away")
        #expect(near(58, 10, 0, 0, 255) && near(70, 10, 0, 0, 0), "a whole mask lets through whole, only where it has ink")
        #expect(near(70, 45, 0, 0, 255), "drawn after the masks: whole")
    }
}
