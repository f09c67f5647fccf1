import DialCore
import DialModel
import DialTXT
import Testing

/// The text dump's lines for pictures and paths: stable, readable, and changing only when the drawing does.
@Suite struct TextDumpImageTests {
    func dump(_ commands: [DrawCommand]) -> [Substring] {
        TextDump.render(DisplayList(width: 100, height: 100, screenCornerRadius: 10, commands: commands))
            .split(separator: "\n").dropFirst(2).map { $0 }
    }

    @Test func picturesNameTheirSizeDigestFrameAndMask() {
        let bitmap = Bitmap(width: 1, height: 1, premultipliedARGB: [0x8080_4000])
        let lines = dump([
            .image(bitmap, frame: Rect(x: 10, y: 20.5, width: 30, height: 30), mask: .circle(center: Point(x: 25, y: 35.5), radius: 15)),
            .image(bitmap, frame: Rect(x: 0, y: 0, width: 64, height: 32), mask: .roundedRect(Rect(x: 0, y: 0, width: 64, height: 32), radius: 4)),
        ])
        // The digest's first 12 hex digits, as in BitmapTests.
        #expect(lines == [
            "image 1x1 sha256:32f66977dc26 frame 10.00,20.50 30.00x30.00 mask circle (25.00,35.50) radius 15.00",
            "image 1x1 sha256:32f66977dc26 frame 0.00,0.00 64.00x32.00 mask rounded-rect 0.00,0.00 64.00x32.00 radius 4.00",
        ])
    }

    @Test func pathsNameTheirElementsBoundsAndDigest() throws {
        let path = try SVGPathParser.parse("M10 10H30V30H10Z")
        let line = try #require(dump([.fill(.path(path), .white)]).first)
        let pattern = /fill path elements 5 bounds 10\.00,10\.00 20\.00x20\.00 sha256:[0-9a-f]{12} #FFFFFFFF/
        #expect(line.wholeMatch(of: pattern) != nil, "\(line)")
        let stroked = try #require(dump([.stroke(.path(path), Stroke(width: 2, cap: .round), .white)]).first)
        #expect(stroked.hasPrefix("stroke path elements 5 bounds"))
        #expect(stroked.hasSuffix("width 2.00 cap round #FFFFFFFF"))
    }

    @Test func thePathDigestFollowsVisibleChangesOnly() throws {
        func line(_ data: String) throws -> Substring {
            try #require(dump([.fill(.path(try SVGPathParser.parse(data)), .white)]).first)
        }
        let original = try line("M10 10C20 0 30 0 40 10Z")
        #expect(try line("M10 10C20 0 30 0 40 10Z") == original)
        // A ten-thousandth of a pixel prints the same at two decimals.
        #expect(try line("M10 10C20.0001 0 30 0 40 10Z") == original)
        // A hundredth of a pixel on a control point: the bounds barely move, the digest does.
        let moved = try line("M10 10C20.01 0 30 0 40 10Z")
        #expect(moved != original)
        #expect(moved.prefix(while: { $0 != ":" }) == original.prefix(while: { $0 != ":" }))
    }

    @Test func anEmptyPathHasNoBounds() {
        #expect(dump([.fill(.path(PathData(elements: [])), .white)])
                == ["fill path elements 0 bounds none sha256:e3b0c44298fc #FFFFFFFF"])
    }
}
