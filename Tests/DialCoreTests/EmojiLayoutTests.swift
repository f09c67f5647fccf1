import DialCore
import DialModel
import DialTestSupport
import DialText
import Foundation
import Testing

/// Emoji in shown text become picture nodes at their place in the line: one per emoji, whatever it is made of.
struct EmojiLayoutTests {
    static let installed = FileManager.default.fileExists(atPath: FontFiles.system.path(of: .notoColorEmoji)) || TestEnvironment.isCI
    static let notInstalled: Comment = "the emoji font is not installed (scripts/setup.sh installs fonts-noto-color-emoji)"

    func layout(_ document: FaceDocument, _ display: Display = .active) throws -> LayoutTree {
        LayoutEngine.layout(try Redactor.redact(try Fixtures.resolve(document, display), measure: Fixtures.measure),
                            shaper: try Fixtures.shaper)
    }

    func images(_ tree: LayoutTree) -> [PlacedImage] {
        tree.nodes.compactMap { node in
            if case .image(let image) = node { image } else { nil }
        }
    }

    func runs(_ tree: LayoutTree) -> [GlyphRun] {
        tree.nodes.compactMap { node in
            if case .glyphs(let run, _) = node { run } else { nil }
        }
    }

    @Test(.enabled(if: installed, notInstalled))
    func anEmojiIsOnePictureBeforeItsText() throws {
        let tree = try layout(Fixtures.face(Fixtures.calendar(Fixtures.text("🍣 Sushi"))))
        let pictures = images(tree)
        #expect(pictures.count == 1)
        let sushi = try #require(pictures.first)
        let text = try #require(runs(tree).first { $0.text == " Sushi" })
        #expect(!runs(tree).contains { $0.font == .notoColorEmoji })
        // On whole pixels at the picture's own size, so backends copy it rather than resample it.
        #expect(sushi.frame.width == Double(sushi.bitmap.width) && sushi.frame.height == Double(sushi.bitmap.height))
        #expect(sushi.frame.x == sushi.frame.x.rounded() && sushi.frame.y == sushi.frame.y.rounded())
        #expect(sushi.mask == .rect(sushi.frame))
        // Before the text and across its baseline, about as tall as the em (1.17 em of the strike's 128 rows).
        let first = text.glyphs[0].origin
        #expect(sushi.frame.maxX <= first.x + 1)
        #expect(sushi.frame.y < first.y && sushi.frame.maxY > first.y)
        #expect(abs(sushi.frame.height - text.size * 128 / 109) <= 1)
    }

    @Test(.enabled(if: installed, notInstalled))
    func aFamilyIsOnePictureNotThree() throws {
        let tree = try layout(Fixtures.face(Fixtures.calendar(Fixtures.text("👩‍👩‍👧"), Fixtures.text("👩 👩 👧"))))
        let pictures = images(tree)
        // The ZWJ sequence is one glyph, so one picture; the three people apart are three.
        #expect(pictures.count == 4)
        let family = try #require(pictures.first)
        #expect(pictures[1...].allSatisfy { $0.frame.y > family.frame.y && $0.bitmap != family.bitmap })
    }

    @Test(.enabled(if: installed, notInstalled))
    func emojiAlongTheBezelStandUprightOnTheCurve() throws {
        let corner = ComplicationDocument(id: "c", slot: .topLeft, family: .accessoryCorner,
                                          content: Fixtures.stack(Fixtures.text("💬 NEW")))
        let tree = try layout(Fixtures.face(style: .infograph, corner))
        let bubble = try #require(images(tree).first)
        let text = try #require(runs(tree).first { $0.text == " NEW" })
        // Where the text's turned glyphs are, in the top-left corner, at the same distance from the dial's centre.
        let center = Point(x: 198, y: 242)
        func distance(_ p: Point) -> Double { ((p.x - center.x) * (p.x - center.x) + (p.y - center.y) * (p.y - center.y)).squareRoot() }
        let baseline = distance(text.glyphs[0].origin)
        let middle = Point(x: bubble.frame.center.x, y: bubble.frame.center.y)
        #expect(middle.x < 198 && middle.y < 242)
        #expect(abs(distance(middle) - baseline) < bubble.frame.height)
        #expect(distance(middle) > baseline)  // tops outwards, as the text's
        #expect(text.glyphs.allSatisfy { $0.rotation != 0 })
    }

    @Test(.enabled(if: installed, notInstalled))
    func anEmojiIsInItsLinesAccentGroup() throws {
        // The first rectangular line is an accentable headline, the others body text: tinted faces tint the first.
        let tree = try layout(Fixtures.face(Fixtures.calendar(Fixtures.text("🍣"), Fixtures.text("🍣"))))
        #expect(images(tree).map(\.accentable) == [true, false])
    }

    @Test(.enabled(if: installed, notInstalled))
    func aRedactedLineWithEmojiIsABarAndNoPicture() throws {
        let document = Fixtures.face(Fixtures.calendar(Fixtures.text("Dinner"), Fixtures.text("🍣 with Ana", sensitive: true)))
        #expect(images(try layout(document)).count == 1)
        #expect(images(try layout(document, .alwaysOn)).isEmpty)
    }
}
