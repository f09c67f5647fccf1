import DialTestSupport
import Foundation
import Testing
@testable import DialText
import DialHash

/// Emoji go whole to the colour emoji font, measure with its advances and come out as pictures at their size.
struct EmojiTests {
    static let emojiPath = FontFiles.system.path(of: .notoColorEmoji)
    static let emojiInstalled = FileManager.default.fileExists(atPath: emojiPath) || TestEnvironment.isCI
    static let notInstalled: Comment =
        "the emoji font is not installed at \(emojiPath) (scripts/setup.sh installs fonts-noto-color-emoji)"

    let shaper: TextShaper

    init() throws {
        shaper = try TextShaper()
    }

    /// Each text, and the UTF-8 range of each emoji cluster in it, in order.
    static let samples: [(text: String, emoji: [String])] = [
        ("Sushi 🍣 at 8", ["🍣"]),
        ("👩‍👩‍👧", ["👩‍👩‍👧"]),
        ("🇯🇵", ["🇯🇵"]),
        ("1️⃣", ["1️⃣"]),
        ("👍🏽", ["👍🏽"]),
        ("Go 👍🏽 now 🇯🇵!", ["👍🏽", "🇯🇵"]),
        ("❤️ love", ["❤️"]),
    ]

    @Test(.enabled(if: emojiInstalled, notInstalled), arguments: samples.indices)
    func emojiClustersGoWholeToTheEmojiFont(sample: Int) {
        let (text, emoji) = Self.samples[sample]
        let segments = shaper.segments(of: text, primary: .interMedium)
        let bytes = Array(text.utf8)
        let inEmoji = segments.filter { $0.font == .notoColorEmoji }
            .map { String(decoding: bytes[$0.bytes], as: UTF8.self) }
        // Each emoji, whole, is one segment: neighbours in the text would be one segment too, and none are here.
        #expect(inEmoji == emoji)
        // Everything else stays in the text's own font.
        #expect(segments.filter { $0.font != .notoColorEmoji }.allSatisfy { $0.font == .interMedium })
        #expect(segments.map(\.bytes.count).reduce(0, +) == bytes.count)

        // Shaped, each emoji is one glyph the font has (a ZWJ sequence, flag, keycap or toned hand included).
        let line = shaper.shape(text, font: .interMedium, size: 17)
        let glyphs = line.runs.filter { $0.font == .notoColorEmoji }.flatMap(\.glyphs)
        #expect(glyphs.count == emoji.count, "\(line.runs.map { ($0.font, $0.glyphs.map(\.id)) })")
        #expect(glyphs.allSatisfy { $0.id != 0 && $0.advance > 0 })
    }

    @Test(.enabled(if: emojiInstalled, notInstalled))
    func textPresentationStaysInTheTextFonts() {
        // Digits, "#", ©, a plain ❤ and a ☀ asking for text (U+FE0E) are text; Devanagari's ZWJ joins no emoji.
        for text in ["1", "#", "©", "™", "❤", "☀\u{FE0E}", "क्\u{200D}ष", "AVATAR Tokyo"] {
            let fonts = shaper.segments(of: text, primary: .interRegular).map(\.font)
            #expect(!fonts.contains(.notoColorEmoji), "\(text): \(fonts)")
        }
    }

    @Test func emojiClustersByTheirProperties() {
        for emoji in ["🍣", "🌸", "🎂", "💬", "👩‍👩‍👧", "🍲", "🚃", "🇯🇵", "1️⃣", "#️⃣", "👍🏽", "❤️", "☀️", "🏳️‍🌈"] {
            #expect(EmojiCluster.isEmoji(Character(emoji)), "\(emoji)")
        }
        for text in ["a", "1", "#", "©", "❤", "☀\u{FE0E}", "🍣\u{FE0E}", "é", "東", "क्\u{200D}ष"] {
            #expect(!EmojiCluster.isEmoji(Character(text)), "\(text)")
        }
    }

    @Test(.enabled(if: emojiInstalled, notInstalled))
    func anEmojiAdvanceIsRealAndScalesWithTheSize() {
        let small = shaper.shape("🍣", font: .interMedium, size: 17)
        let large = shaper.shape("🍣", font: .interMedium, size: 34)
        #expect(small.width > 17)  // about 1.25 em: not a zero-width or missing glyph
        #expect(abs(large.width - 2 * small.width) <= 2.0 / 64)
        // In a line, the emoji's advance is part of the width that fitting and truncation measure.
        let plain = shaper.shape("Sushi  at 8", font: .interMedium, size: 17).width
        let withEmoji = shaper.shape("Sushi 🍣 at 8", font: .interMedium, size: 17).width
        #expect(abs(withEmoji - plain - small.width) < 0.5)
    }

    @Test(.enabled(if: emojiInstalled, notInstalled))
    func truncationNeverSplitsAnEmojiSequence() {
        let family = "👩‍👩‍👧"
        let text = family + family + family + " family"
        let characters = Array(text)
        let full = shaper.shape(text, font: .interRegular, size: 17).width
        for maxWidth in stride(from: 0.0, through: full, by: 1.5) {
            let line = shaper.shape(text, font: .interRegular, size: 17, maxWidth: maxWidth)
            #expect(line.width <= maxWidth || line.runs.isEmpty)
            guard line.isTruncated, !line.runs.isEmpty else { continue }
            let kept = Array(line.text.dropLast())
            // What is kept is whole characters of the text, so whole families: each one glyph of the emoji font.
            #expect(Array(characters.prefix(kept.count)) == kept, "\(maxWidth): \(line.text)")
            let families = kept.filter { $0 == Character(family) }.count
            let emojiGlyphs = line.runs.filter { $0.font == .notoColorEmoji }.flatMap(\.glyphs).count
            #expect(emojiGlyphs == families)
        }
    }

    @Test(.enabled(if: emojiInstalled, notInstalled))
    func colourGlyphsComeAtTheirSizeInColour() throws {
        let line = shaper.shape("🍣", font: .interMedium, size: 20)
        let id = try #require(line.runs.first?.glyphs.first?.id)
        let small = try #require(shaper.colorGlyph(id, size: 20))
        let large = try #require(shaper.colorGlyph(id, size: 40))
        // The 109 px strike (136 × 128) scaled to the em: 20 px → 25 × 23.
        #expect(small.width == 25 && small.height == 23)
        #expect(abs(Double(large.width) - 2 * Double(small.width)) <= 1)
        #expect(abs(large.top - 2 * small.top) < 0.01)
        // Above the baseline for the most part, and in colour: some pixel far from grey.
        #expect(small.top > 15 && small.top < Double(small.height))
        #expect(small.pixels.contains { word in
            let (r, g, b) = (Int(word >> 16 & 0xFF), Int(word >> 8 & 0xFF), Int(word & 0xFF))
            return word >> 24 > 200 && max(r, g, b) - min(r, g, b) > 80
        })
        #expect(small.pixels.allSatisfy { word in
            let alpha = word >> 24
            return word >> 16 & 0xFF <= alpha && word >> 8 & 0xFF <= alpha && word & 0xFF <= alpha
        })
        #expect(small.digest == small.pixels.withUnsafeBytes { SHA256.hexDigest(of: $0) })
        // Kept, and the same from a fresh shaper: depends only on glyph and size.
        #expect(shaper.colorGlyph(id, size: 20) == small)
        #expect(try TextShaper().colorGlyph(id, size: 20) == small)
        // A glyph of no colour font, or an id the font lacks, gives none.
        #expect(shaper.colorGlyph(UInt32.max, size: 20) == nil)
    }

    @Test func boxFilterWeightsCoverEachPixelOnce() {
        for (source, target) in [(136, 25), (128, 23), (136, 136), (3, 7), (109, 1)] {
            let weights = ColorGlyph.weights(from: source, to: target)
            #expect(weights.count == target)
            for pixel in weights {
                #expect(abs(pixel.map(\.weight).reduce(0, +) - 1) < 1e-9)
                #expect(pixel.allSatisfy { $0.index >= 0 && $0.index < source && $0.weight > 0 })
            }
            // Every source pixel counts, in total, as much as every other.
            var total = [Double](repeating: 0, count: source)
            for pixel in weights { for (index, weight) in pixel { total[index] += weight } }
            #expect(total.allSatisfy { abs($0 - Double(target) / Double(source)) < 1e-9 })
        }
    }

    @Test func withoutTheEmojiFontEmojiStayInTheTextFonts() throws {
        let without = try CJKFallbackTests.shaperWithoutTheOptionalFonts()
        #expect(!without.isLoaded(.notoColorEmoji))
        #expect(without.fontHashes()[.notoColorEmoji] == nil)
        let line = without.shape("Sushi 🍣", font: .interMedium, size: 17)
        #expect(!line.runs.contains { $0.font == .notoColorEmoji })
        #expect(without.colorGlyph(1, size: 17) == nil)
    }

    @Test(arguments: ["not a font", ""])
    func aBrokenEmojiFileIsReportedNotSkipped(contents: String) throws {
        // The emoji font is mapped rather than read: a bad or empty file must still fail at initialisation.
        try BrokenFontFolder.expectReported(.notoColorEmoji, contents: contents)
    }

    @Test(.enabled(if: emojiInstalled, notInstalled))
    func theEmojiFontIsRecordedWhenInstalled() throws {
        #expect(shaper.isLoaded(.notoColorEmoji))
        let hash = try #require(shaper.fontHashes()[.notoColorEmoji])
        let bytes = try Data(contentsOf: URL(fileURLWithPath: Self.emojiPath))
        #expect(hash == bytes.withUnsafeBytes { SHA256.hexDigest(of: $0) })
        #expect(PinnedFont.notoColorEmoji.fileName == "NotoColorEmoji.ttf")
    }
}
