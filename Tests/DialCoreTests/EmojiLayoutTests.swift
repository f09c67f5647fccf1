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

    /// How far a picture's visible pixels reach from `center` and round it: their nearest and furthest distance, and
    /// the angles between which they lie.
    func inkReach(_ image: PlacedImage, about center: Point) -> (distances: ClosedRange<Double>, angles: ClosedRange<Double>) {
        var (near, far, low, high) = (Double.infinity, -Double.infinity, Double.infinity, -Double.infinity)
        for y in 0..<image.bitmap.height {
            for x in 0..<image.bitmap.width where image.bitmap.pixels[y * image.bitmap.width + x] >> 24 > 0x20 {
                let (dx, dy) = (image.frame.x + Double(x) + 0.5 - center.x, image.frame.y + Double(y) + 0.5 - center.y)
                let (distance, angle) = ((dx * dx + dy * dy).squareRoot(), atan2(dy, dx))
                (near, far, low, high) = (min(near, distance), max(far, distance), min(low, angle), max(high, angle))
            }
        }
        return (near...far, low...high)
    }

    /// An upright emoji in a corner's curved text (aslant, at 45°) has its ink's middle on the middle of the text's
    /// capitals, where it has it in a straight line, not below it; and it stands a space from the word after it, not a
    /// space and the empty corners of its square (#23, found by a new user's "🐎 42 км" and "📱 25 мин").
    @Test(.enabled(if: installed, notInstalled), arguments: [ScreenCorner.topLeft, .bottomRight])
    func emojiAlongACornerSitOnTheLineASpaceFromTheText(_ slot: ScreenCorner) throws {
        let corner = ComplicationDocument(id: "c", slot: slot == .topLeft ? .topLeft : .bottomRight, family: .accessoryCorner,
                                          content: Fixtures.stack(Fixtures.text("🐎 42 km")))
        let tree = try layout(Fixtures.face(style: .infograph, corner))
        let horse = try #require(images(tree).first)
        let text = try #require(runs(tree).first { $0.text == " 42 km" })
        let center = Point(x: 198, y: 242)
        func distance(_ p: Point) -> Double { ((p.x - center.x) * (p.x - center.x) + (p.y - center.y) * (p.y - center.y)).squareRoot() }
        func angle(_ p: Point) -> Double { atan2(p.y - center.y, p.x - center.x) }
        let cap = try Fixtures.shaper.metrics(text.font, size: text.size).capHeight
        // Top text has its tops outwards, bottom text inwards: the capitals' middle is half a cap from the baseline.
        let baseline = distance(text.glyphs[0].origin)
        let middle = slot == .topLeft ? baseline + cap / 2 : baseline - cap / 2
        let ink = inkReach(horse, about: center)
        let across = (ink.distances.lowerBound + ink.distances.upperBound) / 2
        #expect(abs(across - middle) < 1, "ink's middle \(across) from the centre, capitals' middle \(middle)")
        // From the ink's middle to where the space after it begins, along the arc: half the ink and a small gap, well
        // under half the emoji's advance (0.62 em) that the empty corners of its square would add.
        let inkMiddle = (ink.angles.lowerBound + ink.angles.upperBound) / 2
        let along = abs(inkMiddle - angle(text.glyphs[0].origin)) * baseline
        #expect(along < 0.55 * text.size, "\(along) px from the emoji's middle to the space after it, at \(text.size) px")
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
