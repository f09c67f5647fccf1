import DialCore
import DialModel
import DialPNG
import DialSVG
import DialText
import DialTestSupport
import Foundation
import Testing

/// Emoji reach the SVG as the pictures layout made of them, embedded as PNG: colour glyphs have no outlines to write.
@Suite struct SVGEmojiTests {
    static let installed = FileManager.default.fileExists(atPath: FontFiles.system.path(of: .notoColorEmoji)) || TestEnvironment.isCI
    static let notInstalled: Comment = "the emoji font is not installed (scripts/setup.sh installs fonts-noto-color-emoji)"

    /// A modular face whose rectangular shows `text`, as a display list.
    static func list(_ text: String) throws -> DisplayList {
        let json = """
        {"schemaVersion": 1, "style": "modular", "time": "2026-11-22T10:09:30+01:00",
         "complications": [{"id": "c", "slot": "center", "family": "accessoryRectangular", "dataProtection": "none",
           "content": {"template": "stack", "lines": [{"text": "\(text)"}]}}]}
        """
        let document = try FaceDocument.decode(Array(json.utf8)).document
        let shaper = try TextShaper()
        let resolved = try Resolver.resolve(document, name: "emoji", display: .active, overrides: RenderOverrides())
        let redacted = try Redactor.redact(resolved) { text, font in shaper.shape(text, font: font.font, size: font.size).width }
        return Painter.paint(LayoutEngine.layout(redacted, shaper: shaper))
    }

    @Test(.enabled(if: installed, notInstalled))
    func anEmojiIsAnEmbeddedPicture() throws {
        let list = try Self.list("🍣 Sushi")
        let pictures = list.commands.compactMap { command -> (Bitmap, Rect)? in
            if case .image(let bitmap, let frame, _) = command { (bitmap, frame) } else { nil }
        }
        let (bitmap, frame) = try #require(pictures.first)
        #expect(pictures.count == 1)

        let svg = String(decoding: try SVGWriter().svg(list), as: UTF8.self)
        let images = svg.split(separator: "\n").filter { $0.hasPrefix("<image ") }
        #expect(images.count == 1)
        let image = String(try #require(images.first))
        #expect(image.contains("x=\"\(Int(frame.x))\" y=\"\(Int(frame.y))\" width=\"\(bitmap.width)\" height=\"\(bitmap.height)\""))
        // The embedded PNG is the emoji's picture, in colour.
        let base64 = try #require(image.split(separator: ",").last?.split(separator: "\"").first)
        let png = try PNGDecoder.decode(Array(try #require(Data(base64Encoded: String(base64)))))
        #expect(png.width == bitmap.width && png.height == bitmap.height)
        #expect((0..<png.width * png.height).contains { index in
            let (r, g, b, a) = (png.pixels[index * 4], png.pixels[index * 4 + 1], png.pixels[index * 4 + 2], png.pixels[index * 4 + 3])
            return a > 200 && Int(max(r, g, b)) - Int(min(r, g, b)) > 80
        })
        // No glyph of the emoji font is written as an outline: as many glyphs as without the emoji.
        let plain = String(decoding: try SVGWriter().svg(try Self.list("Sushi")), as: UTF8.self)
        #expect(svg.components(separatedBy: "<use ").count == plain.components(separatedBy: "<use ").count)
        #expect(!plain.contains("<image "))
    }
}
