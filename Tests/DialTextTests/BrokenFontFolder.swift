@testable import DialText
import Foundation
import Testing

/// A folder of the pinned fonts (links to the system's) with one of them replaced by bytes that are not a font: an
/// optional font that is there but broken must fail the shaper's start, naming the file, rather than be skipped.
enum BrokenFontFolder {
    /// Expects `TextShaper` over such a folder, `font` holding `contents`, to throw `fontUnreadable` naming that file.
    static func expectReported(_ font: PinnedFont, contents: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let directory = NSTemporaryDirectory() + "DialTextTests-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        for pinned in PinnedFont.allCases where !pinned.isOptional {
            try FileManager.default.createSymbolicLink(atPath: directory + "/" + pinned.fileName,
                                                       withDestinationPath: FontFiles.system.path(of: pinned))
        }
        let path = directory + "/" + font.fileName
        try Data(contents.utf8).write(to: URL(fileURLWithPath: path))
        #expect(sourceLocation: sourceLocation) {
            try TextShaper(files: FontFiles(directory: directory))
        } throws: { error in
            guard case .fontUnreadable(let failing, _) = error as? TextError else { return false }
            return failing == path
        }
    }
}
