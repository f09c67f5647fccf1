import Foundation
import Testing
@testable import DialText

struct FontFilesTests {
    @Test func debianLocations() {
        let files = FontFiles.resolved(overrideDirectory: nil)
        #expect(files.path(of: .interMedium) == "/usr/share/fonts/opentype/inter/Inter-Medium.otf")
        #expect(files.path(of: .dejaVuSansBold) == "/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf")
        #expect(files.path(of: .notoSansDevanagariBold) == "/usr/share/fonts/truetype/noto/NotoSansDevanagari-Bold.ttf")
        #expect(files.path(of: .notoSansCJK) == "/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc")
        #expect(files.path(of: .notoColorEmoji) == "/usr/share/fonts/truetype/noto/NotoColorEmoji.ttf")
        #expect(files.path(of: .materialIcons) == "/usr/share/fonts/truetype/material-design-icons-iconfont/MaterialIcons-Regular.ttf")
        #expect(FontFiles.resolved(overrideDirectory: "") == files)
    }

    @Test func overrideDirectoryHoldsAllFiles() {
        let files = FontFiles.resolved(overrideDirectory: "/opt/fonts")
        #expect(files == FontFiles(directory: "/opt/fonts"))
        #expect(files.path(of: .interRegular) == "/opt/fonts/Inter-Regular.otf")
        #expect(FontFiles(directory: "/opt/fonts/").path(of: .dejaVuSans) == "/opt/fonts/DejaVuSans.ttf")
    }

    @Test func pinnedFontNames() {
        #expect(PinnedFont.interSemiBold.fileName == "Inter-SemiBold.otf")
        #expect(PinnedFont.dejaVuSans.fileName == "DejaVuSans.ttf")
        #expect(PinnedFont.notoSansThai.fileName == "NotoSansThai-Regular.ttf")
        #expect(PinnedFont.notoSansCJKBold.fileName == "NotoSansCJK-Bold.ttc")
        #expect(PinnedFont.notoColorEmoji.fileName == "NotoColorEmoji.ttf")
        // Only Inter, DejaVu and the designs' faces are required; every Noto family is optional. Only Inter and DejaVu
        // Sans are opened when a shaper is made.
        #expect(PinnedFont.allCases.filter { !$0.isOptional }
            == [.interRegular, .interMedium, .interSemiBold, .interBold, .dejaVuSans, .dejaVuSansBold, .interExtraBold, .quicksandRegular,
                .quicksandMedium, .quicksandBold, .dejaVuSerif, .dejaVuSerifBold, .dejaVuSansMono, .dejaVuSansMonoBold,
                .interThin, .interExtraLight, .interLight, .interBlack, .quicksandLight])
        #expect(PinnedFont.allCases.filter(\.opensEagerly) == [.interRegular, .interMedium, .interSemiBold, .interBold, .dejaVuSans, .dejaVuSansBold, .interExtraBold])
        #expect(PinnedFont.quicksandMedium.fileName == "Quicksand-Medium.ttf" && PinnedFont.quicksandMedium.debianPackage == "fonts-quicksand")
        #expect(!PinnedFontFamily.fallbackOrder.contains(.quicksand))
        #expect(PinnedFont.allCases.filter(\.hasColorGlyphs) == [.notoColorEmoji])
        // The icon font draws symbols only, never text.
        #expect(PinnedFont.allCases.filter { !$0.drawsText } == [.materialIcons])
        #expect(!PinnedFontFamily.fallbackOrder.contains(.materialIcons))
        // Every script family has a regular face and at most a bold one from fonts-noto-core, and a medium and a
        // semi-bold one from fonts-noto-extra only beside a bold (which have them is checked against the files, below);
        // five are Noto's serif design, their only one.
        let serif: Set<NotoScript> = [.tibetan, .ahom, .dogra, .nyiakengPuachueHmong, .yezidi]
        let names = [400: "Regular", 500: "Medium", 600: "SemiBold", 700: "Bold"]
        for script in NotoScript.allCases {
            #expect([[400], [400, 700], [400, 500, 600, 700]].contains(script.faces.map(\.weight)), "\(script)")
            let design = serif.contains(script) ? "NotoSerif" : "NotoSans"
            #expect(script.faces.allSatisfy { $0.fileName == "\(design)\(script.name.replacingOccurrences(of: " ", with: ""))-\(names[$0.weight] ?? "?").ttf" })
            #expect(script.faces.allSatisfy { $0.debianPackage == ($0.weight == 500 || $0.weight == 600 ? "fonts-noto-extra" : "fonts-noto-core") })
            #expect(script.faces.allSatisfy { $0.coreFace.weight == [500: 400, 600: 700][$0.weight, default: $0.weight] })
        }
        #expect(PinnedFont.notoSansCJK.debianPackage == "fonts-noto-cjk")
        // The index tables are looked up by is each font's place among all of them.
        #expect(PinnedFont.allCases.enumerated().allSatisfy { $0.offset == $0.element.index })
    }

    /// A script's family takes fonts-noto-core's bold and fonts-noto-extra's medium and semi-bold wherever the packages
    /// ship them, so a line's script is drawn at the line's weight wherever Debian has it; and a face they do not ship is
    /// not pinned.
    @Test(.enabled(if: NotoScriptTests.coreInstalled && NotoScriptTests.extraInstalled, NotoScriptTests.notInstalled))
    func everyScriptFamilyPinsTheWeightsDebianShips() {
        for script in NotoScript.allCases {
            for (name, face) in [("Bold", script.bold), ("Medium", script.medium), ("SemiBold", script.semiBold)] {
                let file = FontFiles.system.path(of: script.regular).replacingOccurrences(of: "-Regular.ttf", with: "-\(name).ttf")
                #expect(FileManager.default.fileExists(atPath: file) == (face.fileName.hasSuffix("-\(name).ttf")),
                        "\(script.familyName): \(file)")
            }
        }
    }

    /// Inter has a face at each of SwiftUI's nine weights, lightest first, on CSS's scale from 100 to 900; the faces
    /// of a family are its own, lightest first.
    @Test func interHasEveryWeight() {
        let inter = PinnedFontFamily.inter.faces
        #expect(inter.map(\.weight) == [100, 200, 300, 400, 500, 600, 700, 800, 900])
        #expect(inter.map(\.fileName) == ["Inter-Thin.otf", "Inter-ExtraLight.otf", "Inter-Light.otf", "Inter-Regular.otf",
                                           "Inter-Medium.otf", "Inter-SemiBold.otf", "Inter-Bold.otf", "Inter-ExtraBold.otf", "Inter-Black.otf"])
        for face in inter { #expect(PinnedFontFamily.inter.face(nearest: face.weight) == face) }
        #expect(PinnedFontFamily.quicksand.faces.map(\.weight) == [300, 400, 500, 700])
        #expect(PinnedFontFamily.quicksand.face(nearest: 100) == .quicksandLight)
    }

    /// Each weight Inter has, and the face of a Noto family it gets: its own where Debian ships it, else the nearest, the
    /// heavier of two as near.
    @Test(arguments: [(PinnedFont.interRegular, PinnedFont.notoSansDevanagari), (.interMedium, .notoSansDevanagariMedium),
                      (.interSemiBold, .notoSansDevanagariSemiBold), (.interBold, .notoSansDevanagariBold)])
    func aFamilyGivesTheFaceNearestTheLinesWeight(line: PinnedFont, expected: PinnedFont) {
        #expect(PinnedFontFamily.noto(.devanagari).face(nearest: line.weight) == expected)
        // Oriya, with no medium or semi-bold in Debian: the nearest, the heavier of two as near.
        #expect(PinnedFontFamily.noto(.oriya).face(nearest: line.weight) == (line.weight >= 600 ? .notoSansOriyaBold : .notoSansOriya))
        #expect(PinnedFontFamily.inter.face(nearest: line.weight) == line)
        #expect(PinnedFontFamily.notoCJK.face(nearest: line.weight) == (line.weight >= 600 ? .notoSansCJKBold : .notoSansCJK))
    }

    /// Bold Text: each font a text asks for, and the one it is drawn in with Bold Text on. Inter's regular text turns
    /// semi-bold and each heavier weight the next; so does a Noto family's regular (to its semi-bold), and its bold,
    /// having nothing heavier in Debian, stays bold.
    @Test(arguments: [(PinnedFont.interRegular, PinnedFont.interSemiBold), (.interMedium, .interBold),
                      (.interSemiBold, .interBold), (.interBold, .interExtraBold), (.interExtraBold, .interExtraBold),
                      (.interThin, .interLight), (.interLight, .interMedium), (.interBlack, .interBlack),
                      (.notoSansArabic, .notoSansArabicSemiBold), (.notoSansArabicBold, .notoSansArabicBold),
                      (.notoSansCJK, .notoSansCJKBold), (.dejaVuSans, .dejaVuSansBold), (.notoColorEmoji, .notoColorEmoji)])
    func boldTextDrawsEachFontHeavier(asked: PinnedFont, drawn: PinnedFont) {
        #expect(asked.legible(.regular) == asked)
        #expect(asked.legible(.bold) == drawn)
        #expect(drawn.weight >= asked.weight)
    }

    /// Under Bold Text a line's fallback faces turn heavier with it: the face a script gets beside a bold-text line is
    /// its family's at the line's new weight (semi-bold for a regular line, bold for the others) wherever the line's own
    /// font is Inter.
    @Test(arguments: [PinnedFont.interRegular, .interMedium, .interSemiBold, .interBold])
    func boldTextTurnsFallbackScriptsBold(line: PinnedFont) {
        let bold = line.legible(.bold)
        #expect(PinnedFontFamily.noto(.devanagari).face(nearest: bold.weight)
                == (line == .interRegular ? .notoSansDevanagariSemiBold : .notoSansDevanagariBold))
        #expect(PinnedFontFamily.notoCJK.face(nearest: bold.weight) == .notoSansCJKBold)
        #expect(PinnedFontFamily.dejaVu.face(nearest: bold.weight) == .dejaVuSansBold)
    }

    /// A missing file names the Debian package that installs it.
    @Test(arguments: [(PinnedFont.interBold, "fonts-inter"), (.dejaVuSans, "fonts-dejavu-core"),
                      (.notoSansTamil, "fonts-noto-core"), (.notoSansTamilSemiBold, "fonts-noto-extra"), (.notoSansCJKBold, "fonts-noto-cjk"),
                      (.notoColorEmoji, "fonts-noto-color-emoji"), (.materialIcons, "fonts-material-design-icons-iconfont")])
    func aMissingFontNamesItsPackage(font: PinnedFont, package: String) {
        let missing = TextError.fontMissing(path: "/nowhere/" + font.fileName)
        #expect(missing.description.contains("Debian package \(package),"))
        // A library's message names what to install, not a script of this repository a user of the library lacks.
        #expect(!missing.description.contains("scripts/"))
        #expect(TextError.fontUnreadable(path: "/nowhere/" + font.fileName, code: 5).description.contains(package))
    }

    @Test func missingDirectoryReportsTheMissingPath() {
        let directory = "/nonexistent/dial-fonts"
        let expected = TextError.fontMissing(path: directory + "/Inter-Regular.otf")
        #expect(throws: expected) {
            try TextShaper(files: FontFiles(directory: directory))
        }
        #expect(expected.description.contains(directory + "/Inter-Regular.otf"))
        #expect(expected.description.contains("Install the Debian package fonts-inter"))
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
