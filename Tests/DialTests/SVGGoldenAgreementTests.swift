import DialGolden
import DialPNG
import DialTestSupport
import Foundation
import Testing

/// A frame's PNG and SVG come from two backends, Cairo and `SVGWriter`: rasterised by an independent renderer
/// (librsvg's rsvg-convert), every SVG golden must show its PNG golden's picture. Goldens, because the golden tests
/// already hold every render to them.
@Suite(.enabled(if: RSVGConvert.executable != nil,
                "rsvg-convert is not installed (Debian package librsvg2-bin); scripts/setup-test.sh installs it"))
struct SVGGoldenAgreementTests {
    /// Every golden that has both an SVG and a PNG, as `default/active`.
    static var pairs: [String] {
        let files = Set((try? FileManager.default.subpathsOfDirectory(atPath: Repository.golden.path)) ?? [])
        return files.filter { $0.hasSuffix(".svg") }.map { String($0.dropLast(4)) }.filter { files.contains($0 + ".png") }.sorted()
    }

    /// At threshold 0.1 a few pixels of a glyph's edge may differ (librsvg and Cairo antialias a little differently),
    /// a few more where glyphs overlap, as Devanagari's and Gurmukhi's vowel signs and conjuncts do (7 on the Indian
    /// scripts' 40 mm golden); anything drawn in the wrong place, size or colour differs in many more.
    static let allowedPixels = 8

    @Test func everySVGGoldenShowsItsPNGGolden() throws {
        let folder = try Repository.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let pairs = Self.pairs
        #expect(pairs.count >= 50, "only \(pairs.count) SVG goldens with a PNG beside them")
        for (index, name) in pairs.enumerated() {
            let raster = folder.appendingPathComponent("\(index).png")
            let process = Process()
            process.executableURL = RSVGConvert.executable
            process.arguments = [Repository.golden.appendingPathComponent(name + ".svg").path, "-o", raster.path]
            try process.run()
            process.waitUntilExit()
            try #require(process.terminationStatus == 0, "rsvg-convert failed on \(name).svg")
            let expected = try PNGDecoder.decode(Array(try Data(contentsOf: Repository.golden.appendingPathComponent(name + ".png"))))
            let drawn = try PNGDecoder.decode(Array(try Data(contentsOf: raster)))
            let result = try PixelDiff.compare(expected, drawn, options: PixelDiffOptions(threshold: 0.1), drawsDiff: false)
            #expect(result.mismatchedPixels <= Self.allowedPixels,
                    "\(name).svg rasterised differs from \(name).png in \(result.mismatchedPixels) pixels")
        }
    }
}

/// librsvg's command-line renderer, where installed.
enum RSVGConvert {
    static let executable: URL? = ["/usr/bin/rsvg-convert", "/usr/local/bin/rsvg-convert", "/opt/homebrew/bin/rsvg-convert"]
        .map(URL.init(fileURLWithPath:))
        .first { FileManager.default.isExecutableFile(atPath: $0.path) }
}
