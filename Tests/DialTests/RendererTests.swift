@testable import Dial
import DialTestSupport
import DialText
import Foundation
import Testing

/// A renderer draws with its own font files, every one of them: the symbols of views too (issue #26).
@Suite struct RendererTests {
    static let installed = FileManager.default.fileExists(atPath: FontFiles.system.path(of: .materialIcons)) || TestEnvironment.isCI

    /// A view that draws one symbol.
    static func symbolFace() throws -> Face {
        let json = """
        { "schemaVersion": 1, "device": "45mm", "style": "modular",
          "complications": [ { "id": "heart", "slot": "topLeft", "family": "accessoryCircular",
            "content": { "view": { "image": { "systemName": "heart.fill" } } } } ] }
        """
        return try Face.decode(Array(json.utf8), file: "symbol.json")
    }

    /// A folder holding the system's pinned files, linked, but for the fonts `leaving` names.
    static func fontFolder(leaving: Set<PinnedFont>) throws -> URL {
        let folder = try Repository.temporaryDirectory()
        for font in PinnedFont.allCases where !leaving.contains(font)
            && FileManager.default.fileExists(atPath: FontFiles.system.path(of: font)) {
            try FileManager.default.createSymbolicLink(atPath: folder.appendingPathComponent(font.fileName).path,
                                                       withDestinationPath: FontFiles.system.path(of: font))
        }
        return folder
    }

    @Test(.enabled(if: installed)) func symbolsComeFromTheRenderersFontFiles() throws {
        let face = try Self.symbolFace()
        let folder = try Self.fontFolder(leaving: [.materialIcons])
        defer { try? FileManager.default.removeItem(at: folder) }

        // The system's files have the icon font: the symbol is drawn.
        let drawn = try Renderer().render(face, formats: [.png])
        #expect(drawn.first?.bytes.isEmpty == false)

        // A folder without it: the renderer refuses the symbol, naming the package to install, though the system has it.
        let renderer = try Renderer(fonts: FontFiles(directory: folder.path))
        #expect {
            try renderer.render(face, formats: [.png])
        } throws: { error in
            let message = (error as? DialError)?.description ?? ""
            return message.contains("fonts-material-design-icons-iconfont") && message.contains("complications[0].content.view")
        }

        // The same folder with the icon font linked draws what the system's files draw.
        let complete = try Self.fontFolder(leaving: [])
        defer { try? FileManager.default.removeItem(at: complete) }
        #expect(try Renderer(fonts: FontFiles(directory: complete.path)).render(face, formats: [.png]).first?.bytes == drawn.first?.bytes)
    }
}
