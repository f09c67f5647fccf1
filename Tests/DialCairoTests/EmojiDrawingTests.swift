import DialCairo
import DialCore
import DialModel
import DialPNG
import DialText
import DialTestSupport
import Foundation
import Testing

/// Emoji drawn by the backend from a face: in colour while active, in grey where the display is monochrome.
@Suite struct EmojiDrawingTests {
    static let installed = FileManager.default.fileExists(atPath: FontFiles.system.path(of: .notoColorEmoji)) || TestEnvironment.isCI
    static let notInstalled: Comment = "the emoji font is not installed (scripts/setup.sh installs fonts-noto-color-emoji)"

    /// A modular face whose rectangular shows `lines`, white text on the platter; monochrome in Always On.
    static func face(_ lines: [String]) throws -> FaceDocument {
        let json = """
        {"schemaVersion": 1, "style": "modular", "time": "2026-11-22T10:09:30+01:00",
         "alwaysOn": {"renderingMode": "monochrome"},
         "complications": [{"id": "c", "slot": "center", "family": "accessoryRectangular", "dataProtection": "none",
           "content": {"template": "stack", "lines": [\(lines.map { "{\"text\": \"\($0)\", \"color\": \"#FFFFFF\"}" }.joined(separator: ","))]}}]}
        """
        return try FaceDocument.decode(Array(json.utf8)).document
    }

    static func displayList(_ document: FaceDocument, _ display: Display) throws -> DisplayList {
        let shaper = try TextShaper()
        let resolved = try Resolver.resolve(document, name: "emoji", display: display, overrides: RenderOverrides())
        let redacted = try Redactor.redact(resolved) { text, font in shaper.shape(text, font: font.font, size: font.size).width }
        return Painter.paint(LayoutEngine.layout(redacted, shaper: shaper))
    }

    static func pictures(_ list: DisplayList) -> [Rect] {
        list.commands.compactMap { command in
            if case .image(_, let frame, _) = command { frame } else { nil }
        }
    }

    /// Pixels inside `frame` that are opaque enough to judge, as (spread between channels, brightest channel).
    static func pixels(_ image: RGBAImage, in frame: Rect) -> [(spread: Int, level: Int)] {
        var found: [(spread: Int, level: Int)] = []
        for y in Int(frame.y)..<Int(frame.maxY) {
            for x in Int(frame.x)..<Int(frame.maxX) {
                let p = image[x, y]
                let channels = [Int(p.r), Int(p.g), Int(p.b)]
                found.append((channels.max()! - channels.min()!, channels.max()!))
            }
        }
        return found
    }

    @Test(.enabled(if: installed, notInstalled))
    func sushiIsInColourWhileActive() throws {
        let list = try Self.displayList(try Self.face(["🍣 Sushi"]), .active)
        let frame = try #require(Self.pictures(list).first)
        let image = try CairoBackend().rgba(list)
        let pixels = Self.pixels(image, in: frame)
        // Salmon, rice and nori: many pixels far from any grey (a grey's channels are equal).
        #expect(pixels.filter { $0.spread > 80 }.count > pixels.count / 10)
    }

    @Test(.enabled(if: installed, notInstalled))
    func sushiIsGreyAndDimmerInMonochromeAlwaysOn() throws {
        let document = try Self.face(["🍣 Sushi"])
        let active = try Self.displayList(document, .active)
        let alwaysOn = try Self.displayList(document, .alwaysOn)
        let frame = try #require(Self.pictures(alwaysOn).first)
        #expect(Self.pictures(active) == [frame])
        let dim = Self.pixels(try CairoBackend().rgba(alwaysOn), in: frame)
        let bright = Self.pixels(try CairoBackend().rgba(active), in: frame)
        #expect(dim.allSatisfy { $0.spread <= 1 })
        #expect(dim.contains { $0.level > 20 })  // drawn, not left out
        #expect(dim.map(\.level).reduce(0, +) < bright.map(\.level).reduce(0, +) / 2)
    }

    @Test(.enabled(if: installed, notInstalled))
    func aFamilyIsDrawnAsOnePicture() throws {
        let list = try Self.displayList(try Self.face(["👩‍👩‍👧 Home"]), .active)
        let frames = Self.pictures(list)
        #expect(frames.count == 1)
        let family = try #require(frames.first)
        // One glyph about 1.25 em wide, not three side by side.
        let size = try #require(list.commands.compactMap { command -> Double? in
            if case .glyphs(let run, _) = command, run.text == " Home" { run.size } else { nil }
        }.first)
        #expect(family.width < size * 1.4)
        // Drawn: Noto draws families as a light grey sign with black figures, far brighter than the platter.
        let pixels = Self.pixels(try CairoBackend().rgba(list), in: family)
        #expect(pixels.filter { $0.level > 150 }.count > pixels.count / 4)
    }
}
