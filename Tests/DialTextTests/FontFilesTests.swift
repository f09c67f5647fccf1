import Foundation
import Testing
@testable import DialText

struct FontFilesTests {
    @Test func debianLocations() {
        let files = FontFiles.resolved(overrideDirectory: nil)
        #expect(files.path(of: .interMedium) == "/usr/share/fonts/opentype/inter/Inter-Medium.otf")
        #expect(files.path(of: .dejaVuSansBold) == "/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf")
        #expect(files.path(of: .wenQuanYiMicroHei) == "/usr/share/fonts/truetype/wqy/wqy-microhei.ttc")
        #expect(files.path(of: .notoColorEmoji) == "/usr/share/fonts/truetype/noto/NotoColorEmoji.ttf")
        #expect(FontFiles.resolved(overrideDirectory: "") == files)
    }

    @Test func overrideDirectoryHoldsAllFiles() {
        let files = FontFiles.resolved(overrideDirectory: "/opt/fonts")
        #expect(files == FontFiles(directory: "/opt/fonts"))
        #expect(files.path(of: .interRegular) == "/opt/fonts/Inter-Regular.otf")
        #expect(FontFiles(directory: "/opt/fonts/").path(of: .dejaVuSans) == "/opt/fonts/DejaVuSans.ttf")
    }

    @Test func pinnedFontNamesAndFallbacks() {
        #expect(PinnedFont.interSemiBold.fileName == "Inter-SemiBold.otf")
        #expect(PinnedFont.dejaVuSans.fileName == "DejaVuSans.ttf")
        #expect(PinnedFont.interRegular.fallback == .dejaVuSans)
        #expect(PinnedFont.interMedium.fallback == .dejaVuSans)
        #expect(PinnedFont.interSemiBold.fallback == .dejaVuSansBold)
        #expect(PinnedFont.interBold.fallback == .dejaVuSansBold)
        #expect(PinnedFont.dejaVuSans.fallback == .wenQuanYiMicroHei)
        #expect(PinnedFont.dejaVuSansBold.fallback == .wenQuanYiMicroHei)
        #expect(PinnedFont.wenQuanYiMicroHei.fallback == .wenQuanYiMicroHei)
        #expect(PinnedFont.wenQuanYiMicroHei.fileName == "wqy-microhei.ttc")
        #expect(PinnedFont.notoColorEmoji.fallback == .notoColorEmoji)
        #expect(PinnedFont.notoColorEmoji.fileName == "NotoColorEmoji.ttf")
        #expect(PinnedFont.allCases.filter(\.isOptional) == [.wenQuanYiMicroHei, .notoColorEmoji])
        #expect(PinnedFont.allCases.filter(\.hasColorGlyphs) == [.notoColorEmoji])
    }

    @Test func missingDirectoryReportsTheMissingPath() {
        let directory = "/nonexistent/dial-fonts"
        let expected = TextError.fontMissing(path: directory + "/Inter-Regular.otf")
        #expect(throws: expected) {
            try TextShaper(files: FontFiles(directory: directory))
        }
        #expect(expected.description.contains(directory + "/Inter-Regular.otf"))
        #expect(expected.description.contains("scripts/setup.sh"))
    }

    @Test func oneDirectoryWithAllFilesShapesLikeTheSystemFonts() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        for font in PinnedFont.allCases {
            try FileManager.default.createSymbolicLink(
                atPath: directory + "/" + font.fileName,
                withDestinationPath: FontFiles.system.path(of: font)
            )
        }
        let local = try TextShaper(files: FontFiles(directory: directory))
        let system = try TextShaper()
        #expect(local.shape("AVATAR Tokyo", font: .interBold, size: 17) == system.shape("AVATAR Tokyo", font: .interBold, size: 17))
        #expect(local.fontHashes() == system.fontHashes())
    }

    @Test func aFileThatIsNotAFontIsUnreadable() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let path = directory + "/Inter-Regular.otf"
        try Data("not a font".utf8).write(to: URL(fileURLWithPath: path))
        #expect {
            try TextShaper(files: FontFiles(directory: directory))
        } throws: { error in
            guard case .fontUnreadable(let failing, let code) = error as? TextError else { return false }
            return failing == path && code != 0
        }
        #expect(TextError.fontUnreadable(path: path, code: 2).description.contains(path))
    }

    @Test func aDirectoryInPlaceOfAFontIsUnreadable() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let path = directory + "/Inter-Regular.otf"
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: false)
        #expect(throws: TextError.fontUnreadable(path: path, code: EISDIR)) {
            try TextShaper(files: FontFiles(directory: directory))
        }
    }

    private func temporaryDirectory() throws -> String {
        let path = NSTemporaryDirectory() + "DialTextTests-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }
}
