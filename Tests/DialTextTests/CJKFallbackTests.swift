import DialTestSupport
import Foundation
import Testing
@testable import DialText
import DialHash

struct CJKFallbackTests {
    static let cjkPath = FontFiles.system.path(of: .notoSansCJK)
    /// Under `CI` the tests run whether the font is there or not, so a missing font fails them rather than skips them.
    static let cjkInstalled = FileManager.default.fileExists(atPath: cjkPath) || TestEnvironment.isCI
    static let notInstalled: Comment = "the CJK font is not installed at \(cjkPath) (scripts/setup.sh installs fonts-noto-cjk)"

    let shaper: TextShaper

    init() throws {
        shaper = try TextShaper()
    }

    /// A shaper given every required pinned font but not the optional ones (the Noto families), as on a machine
    /// without fonts-noto-core, fonts-noto-cjk and fonts-noto-color-emoji.
    static func shaperWithoutTheOptionalFonts() throws -> TextShaper {
        let directory = NSTemporaryDirectory() + "DialTextTests-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        // Kept (a folder of symbolic links): the designs' faces are required but opened on first use, so the shaper
        // still reads from it after initialisation.
        for font in PinnedFont.allCases where !font.isOptional {
            try FileManager.default.createSymbolicLink(
                atPath: directory + "/" + font.fileName,
                withDestinationPath: FontFiles.system.path(of: font)
            )
        }
        return try TextShaper(files: FontFiles(directory: directory))
    }

    @Test(.enabled(if: cjkInstalled, notInstalled),
          arguments: [PinnedFont.interRegular, .interMedium, .interSemiBold, .interBold, .dejaVuSans, .dejaVuSansBold])
    func chineseJapaneseAndKoreanHaveEveryGlyph(font: PinnedFont) throws {
        let text = "東京 晴れ 서울 カタカナ 漢字、ひらがな。한국어"
        let line = shaper.shape(text, font: font, size: 17)
        let glyphs = line.runs.flatMap(\.glyphs)
        #expect(glyphs.allSatisfy { $0.id != 0 }, "\(line.runs.map { ($0.font, $0.glyphs.map(\.id)) })")
        // Every ideograph, kana and hangul syllable comes from the CJK face nearest the line's weight, and so do
        // the spaces between them, which join the script around them.
        let cjk = PinnedFontFamily.notoCJK.face(nearest: font.weight)
        #expect(line.runs.map(\.font) == [cjk])
        #expect(Set(glyphs.map(\.cluster)) == Set(text.indices.map { text.utf8.distance(from: text.startIndex, to: $0) }))
    }

    @Test(.enabled(if: cjkInstalled, notInstalled))
    func theCJKFontIsLoadedAndRecordedWhenInstalled() throws {
        #expect(shaper.isLoaded(.notoSansCJK) && shaper.isLoaded(.notoSansCJKBold))
        let hash = try #require(shaper.fontHashes()[.notoSansCJK])
        let bytes = try Data(contentsOf: URL(fileURLWithPath: Self.cjkPath))
        #expect(hash == bytes.withUnsafeBytes { SHA256.hexDigest(of: $0) })
    }

    @Test(.enabled(if: cjkInstalled, notInstalled))
    func ideographsAreWiderThanLatinAndOneEmEach() throws {
        // Noto Sans CJK's ideographs are one em wide, which .notdef boxes of Inter are not: this tells real glyphs apart.
        let line = shaper.shape("東京", font: .interRegular, size: 20)
        #expect(line.runs.map(\.font) == [.notoSansCJK])
        #expect(line.width == 40)
    }

    @Test func withoutTheCJKFontDialStillWorks() throws {
        let withoutCJK = try Self.shaperWithoutTheOptionalFonts()
        #expect(!withoutCJK.isLoaded(.notoSansCJK))
        #expect(withoutCJK.isLoaded(.interRegular))
        #expect(withoutCJK.fontHashes()[.notoSansCJK] == nil)
        // Every required font is hashed, those opened on first use too (the designs' faces): a golden environment records them all.
        #expect(withoutCJK.fontHashes().count == PinnedFont.allCases.filter { !$0.isOptional }.count)

        let cjk = withoutCJK.shape("東京", font: .interMedium, size: 17)
        #expect(cjk.runs.map(\.font) == [.interMedium])
        #expect(cjk.runs.flatMap(\.glyphs).map(\.id) == [0, 0])
        // Without the Noto families, the text is still drawn, and reported (`missingGlyphs`), never silently.
        #expect(withoutCJK.missingGlyphs(in: "東京", font: .interMedium)?.scalars == ["東", "京"])
        #expect(withoutCJK.missingGlyphs(in: "東京", font: .interMedium)?.notInstalled == [.notoSansCJK])
        // Text the Noto families have nothing to do with comes out the same either way.
        for text in ["AVATAR Tokyo", "Καλημέρα Привет", "Größe −3°"] {
            #expect(withoutCJK.shape(text, font: .interSemiBold, size: 17) == shaper.shape(text, font: .interSemiBold, size: 17))
        }
    }

    @Test func aBrokenCJKFileIsReportedNotSkipped() throws {
        try BrokenFontFolder.expectReported(.notoSansCJK, contents: "not a font")
    }

    @Test func aMissingRequiredFontIsStillAnError() throws {
        let directory = NSTemporaryDirectory() + "DialTextTests-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        for font in PinnedFont.allCases where font != .dejaVuSansBold {
            try FileManager.default.createSymbolicLink(atPath: directory + "/" + font.fileName,
                                                       withDestinationPath: FontFiles.system.path(of: font))
        }
        #expect(throws: TextError.fontMissing(path: directory + "/DejaVuSans-Bold.ttf")) {
            try TextShaper(files: FontFiles(directory: directory))
        }
    }
}
