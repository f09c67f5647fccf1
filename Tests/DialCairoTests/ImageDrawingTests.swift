import DialCairo
import DialCore
import DialModel
import DialPNG
import Testing

/// Pictures and paths as the backend draws them: where the pixels land, and that the bytes never vary.
@Suite struct ImageDrawingTests {
    static let red = Color(red: 255, green: 0, blue: 0)
    static let blue = Color(red: 0, green: 0, blue: 255)

    /// Four columns by two rows: red, red, blue, blue. Filled into a square, only the middle two columns show.
    static let halves = Bitmap(width: 4, height: 2, straightRGBA: (0..<8).flatMap { index -> [UInt8] in
        index % 4 < 2 ? [255, 0, 0, 255] : [0, 0, 255, 255]
    })

    static func list(_ commands: [DrawCommand], width: Int = 80, height: Int = 60) -> DisplayList {
        DisplayList(width: width, height: height, screenCornerRadius: 0, commands: commands)
    }

    @Test func picturesFillTheirFrameAndAreClippedToTheMask() throws {
        let frame = Rect(x: 10, y: 10, width: 40, height: 40)
        let image = try CairoBackend().rgba(Self.list([
            .image(Self.halves, frame: frame, mask: .circle(center: frame.center, radius: 20)),
        ]))
        // Aspect fill scales the 4 × 2 picture to 80 × 40: columns 1 (red) and 2 (blue) fill the frame's halves.
        #expect(isNear(image[20, 30], Self.red))
        #expect(isNear(image[40, 30], Self.blue))
        // Near the top of the circle, still inside it. (Between the columns the filter blends them over 20 px.)
        #expect(isNear(image[20, 16], Self.red))
        // Inside the frame but outside the circle, and outside the frame: the black screen.
        #expect(isNear(image[11, 11], .black))
        #expect(isNear(image[48, 48], .black))
        #expect(isNear(image[60, 30], .black))
        #expect(isNear(image[5, 30], .black))
    }

    /// A clip cuts what it holds and nothing after it: a red square clipped to a circle is red inside the circle and
    /// black outside it, in the square's corners; a blue square drawn after the clip is whole.
    @Test func aClipCutsWhatItHoldsOnly() throws {
        let image = try CairoBackend().rgba(Self.list([
            .clip(.circle(center: Point(x: 30, y: 30), radius: 20), [.fill(.rect(Rect(x: 10, y: 10, width: 40, height: 40)), Self.red)]),
            .fill(.rect(Rect(x: 55, y: 5, width: 20, height: 20)), Self.blue),
        ]))
        #expect(isNear(image[30, 30], Self.red))
        #expect(isNear(image[30, 12], Self.red))
        #expect(isNear(image[12, 12], .black))
        #expect(isNear(image[47, 47], .black))
        #expect(isNear(image[56, 6], Self.blue))
        #expect(isNear(image[74, 24], Self.blue))
    }

    @Test func aRoundedRectangleMaskKeepsTheCornersOut() throws {
        let frame = Rect(x: 0, y: 0, width: 80, height: 60)
        let image = try CairoBackend().rgba(Self.list([
            .image(Self.halves, frame: frame, mask: .roundedRect(frame, radius: 12)),
        ]))
        #expect(isNear(image[1, 1], .black))
        #expect(isNear(image[78, 58], .black))
        // 80 × 60 needs the picture at 120 × 60: a quarter of each half is cut off on either side.
        #expect(isNear(image[20, 30], Self.red))
        #expect(isNear(image[60, 30], Self.blue))
    }

    @Test func picturesDrawTheSameBytesEveryTime() throws {
        var rgba: [UInt8] = []
        for index in 0..<35 {
            rgba += [UInt8(index * 7), UInt8(255 - index * 5), UInt8(index * 3), UInt8(128 + index * 3)]
        }
        let gradient = Bitmap(width: 7, height: 5, straightRGBA: rgba)
        let list = Self.list([
            .fill(.rect(Rect(x: 0, y: 0, width: 80, height: 60)), Color(red: 30, green: 30, blue: 30)),
            .image(gradient, frame: Rect(x: 3.3, y: 4.7, width: 51.2, height: 33.1),
                   mask: .roundedRect(Rect(x: 3.3, y: 4.7, width: 51.2, height: 33.1), radius: 6)),
        ])
        let first = try CairoBackend().png(list)
        let again = try CairoBackend().png(list)
        #expect(first == again)
        // Enlarged 7.3 times and filtered: in-between values exist, so the filter took part.
        let image = try PNGDecoder.decode(first)
        let reds = Set((10..<50).map { image[$0, 20].r })
        #expect(reds.count > 7)
    }

    @Test func pathsFillWithTheNonzeroRule() throws {
        let outer = "M10 10H50V50H10Z"
        let image = try CairoBackend().rgba(Self.list([
            // Inner square wound the other way: a hole.
            .fill(.path(try SVGPathParser.parse(outer + "M20 20V40H40V20Z")), .white),
            // Inner square wound the same way: still filled.
            .fill(.path(try SVGPathParser.parse("M55 10H75V50H55Z M60 20H70V40H60Z")), .white),
        ]))
        #expect(isNear(image[15, 15], .white))
        #expect(isNear(image[30, 30], .black))
        #expect(isNear(image[65, 30], .white))
        #expect(isNear(image[52, 30], .black))
    }

    @Test func curvesAreDrawnWhereTheyPass() throws {
        // A circle of radius 20 as four arcs, converted to cubics by the parser.
        let circle = try SVGPathParser.parse("M20 30A20 20 0 0 1 60 30A20 20 0 0 1 20 30Z")
        let image = try CairoBackend().rgba(Self.list([.fill(.path(circle), .white)]))
        #expect(isNear(image[40, 30], .white))
        #expect(isNear(image[40, 12], .white))
        #expect(isNear(image[40, 48], .white))
        #expect(isNear(image[23, 14], .black))
        #expect(isNear(image[57, 46], .black))
    }

    /// Coordinates far beyond cairo's 24.8 fixed-point range (a path scaled up from a tiny view box) must not wrap
    /// round and land the outline elsewhere.
    @Test func hugePathsStillCoverTheScreen() throws {
        let triangle = PathData(elements: [.move(x: -3e7, y: -3e7), .line(x: 3e7, y: -3e7), .line(x: 40, y: 3e7), .close])
        let image = try CairoBackend().rgba(Self.list([.fill(.path(triangle), .white)]))
        for (x, y) in [(0, 0), (79, 0), (40, 30), (0, 59), (79, 59)] {
            #expect(isNear(image[x, y], .white), "(\(x), \(y))")
        }
    }

    private func isNear(_ pixel: (r: UInt8, g: UInt8, b: UInt8, a: UInt8), _ color: Color) -> Bool {
        abs(Int(pixel.r) - Int(color.red)) <= 8 && abs(Int(pixel.g) - Int(color.green)) <= 8
            && abs(Int(pixel.b) - Int(color.blue)) <= 8
    }
}
