import Dial
import DialCore
import DialModel
import DialPNG
import Foundation
import Testing

/// Pictures named by a face, read from a temporary folder laid out as each test needs.
@Suite struct ImageLoaderTests {
    /// A folder holding `face.json` (never read: the loader only needs its location) and whatever a test writes.
    final class Folder {
        let root: URL
        let faces: URL
        var faceFile: URL { faces.appendingPathComponent("face.json") }

        init() throws {
            root = FileManager.default.temporaryDirectory.appendingPathComponent("dial-images-\(UUID().uuidString)")
            faces = root.appendingPathComponent("faces")
            try FileManager.default.createDirectory(at: faces, withIntermediateDirectories: true)
        }

        deinit { try? FileManager.default.removeItem(at: root) }

        func write(_ bytes: [UInt8], to relative: String, in base: URL? = nil) throws {
            let url = (base ?? faces).appendingPathComponent(relative)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(bytes).write(to: url)
        }

        func link(_ relative: String, to target: String) throws {
            try FileManager.default.createSymbolicLink(atPath: faces.appendingPathComponent(relative).path, withDestinationPath: target)
        }
    }

    /// 3 × 2: opaque red, half-transparent green, fully transparent; opaque white, blue at alpha 77, black.
    static let rgba = RGBAImage(width: 3, height: 2, pixels: [
        255, 0, 0, 255, 0, 255, 0, 128, 0, 0, 0, 0,
        255, 255, 255, 255, 0, 0, 255, 77, 0, 0, 0, 255,
    ])

    static func png(_ image: RGBAImage = rgba) throws -> [UInt8] { try PNGEncoder.encode(image) }

    static let path: JSONPath = [.key("complications"), .index(0), .key("content"), .key("image"), .key("file")]

    /// A face whose one complication shows `file` as an image template.
    static func document(_ file: String) throws(FaceError) -> FaceDocument {
        try FaceDocument.decode(Array("""
            {"schemaVersion": 1, "complications": [{"id": "a", "slot": "topLeft", "family": "accessoryCircular",
             "content": {"template": "image", "image": {"file": \(quotedJSON(file))}}}]}
            """.utf8)).document
    }

    static func quotedJSON(_ text: String) -> String {
        String(decoding: try! JSONEncoder().encode(text), as: UTF8.self)
    }

    func error(_ file: String, in folder: Folder) -> FaceError? {
        do throws(FaceError) {
            // Checked when the face is read, decoded when shown: either may refuse it.
            for picture in try ImageLoader.load(try Self.document(file), faceFile: folder.faceFile).values { _ = try picture.bitmap() }
            return nil
        } catch {
            return error
        }
    }

    // MARK: Accepted

    @Test func readsAPNGBesideTheFaceIntoPremultipliedPixels() throws {
        let folder = try Folder()
        try folder.write(try Self.png(), to: "pictures/logo.png")
        let images = try ImageLoader.load(try Self.document("pictures/logo.png"), faceFile: folder.faceFile)
        #expect(Array(images.keys) == ["pictures/logo.png"])
        let bitmap = try #require(images["pictures/logo.png"]).bitmap()
        #expect(bitmap == Bitmap(width: 3, height: 2, straightRGBA: Self.rgba.pixels))
        // Premultiplied as Cairo wants: green 255 at alpha 128 is stored as 128; the transparent pixel as 0.
        #expect(bitmap.pixels[0] == 0xFFFF_0000)
        #expect(bitmap.pixels[1] == 0x8000_8000)
        #expect(bitmap.pixels[2] == 0)
    }

    @Test func dotsThatStayInsideAndLinksThatStayInsideAreFine() throws {
        let folder = try Folder()
        try folder.write(try Self.png(), to: "a/b.png")
        #expect(self.error("a/../a/./b.png", in: folder) == nil)
        try folder.link("inside.png", to: folder.faces.appendingPathComponent("a/b.png").path)
        #expect(self.error("inside.png", in: folder) == nil)
    }

    @Test func everyPlaceAFileMayBeNamedIsLoadedOnce() throws {
        let folder = try Folder()
        try folder.write(try Self.png(), to: "a.png")
        try folder.write(try Self.png(RGBAImage(width: 1, height: 1, pixels: [1, 2, 3, 255])), to: "b.png")
        let document = try FaceDocument.decode(Array("""
            {"schemaVersion": 1, "complications": [
              {"id": "s", "slot": "topLeft", "family": "accessoryRectangular",
               "content": {"template": "stack", "lines": [{"text": "x"}], "icon": {"file": "a.png"}},
               "placeholder": {"template": "gauge", "value": 1, "icon": {"file": "b.png"}}}]}
            """.utf8)).document
        let images = try ImageLoader.load(document, faceFile: folder.faceFile)
        #expect(Set(images.keys) == ["a.png", "b.png"])
        #expect(try images["b.png"]?.bitmap().pixels == [0xFF01_0203])
    }

    // MARK: Refused

    @Test func theBundledFaceMayNameNoPicture() throws {
        let folder = try Folder()
        try folder.write(try Self.png(), to: "a.png")
        do {
            _ = try ImageLoader.load(try Self.document("a.png"), faceFile: nil)
            Issue.record("a face without a file loaded a picture")
        } catch {
            #expect(error.path == Self.path)
            #expect(error.found == "the picture \"a.png\"")
        }
    }

    @Test func absolutePathsAreRefused() throws {
        let folder = try Folder()
        try folder.write(try Self.png(), to: "a.png")
        let absolute = folder.faces.appendingPathComponent("a.png").path
        let error = try #require(self.error(absolute, in: folder))
        #expect(error.kind == .invalidValue)
        #expect(error.path == Self.path)
        #expect(error.expected == "a path relative to the face file's folder")
        #expect(error.found == "\"\(absolute)\", an absolute path")
    }

    @Test func climbingOutOfTheFolderIsRefusedEvenWhenTheFileExists() throws {
        let folder = try Folder()
        try folder.write(try Self.png(), to: "x.png", in: folder.root)
        for file in ["../x.png", "a/../../x.png", "./../x.png"] {
            let error = try #require(self.error(file, in: folder), "\(file)")
            #expect(error.expected == "a path that stays inside the face file's folder")
            #expect(error.found == "\"\(file)\", whose \"..\" leaves it")
        }
    }

    @Test func linksLeadingOutOfTheFolderAreRefused() throws {
        let folder = try Folder()
        try folder.write(try Self.png(), to: "outside.png", in: folder.root)
        try folder.link("escape.png", to: folder.root.appendingPathComponent("outside.png").path)
        try FileManager.default.createDirectory(at: folder.root.appendingPathComponent("elsewhere"), withIntermediateDirectories: true)
        try folder.write(try Self.png(), to: "elsewhere/p.png", in: folder.root)
        try folder.link("dir", to: folder.root.appendingPathComponent("elsewhere").path)
        for file in ["escape.png", "dir/p.png"] {
            let error = try #require(self.error(file, in: folder), "\(file)")
            #expect(error.kind == .invalidValue)
            #expect(error.expected == "a file inside the face file's folder")
            // No path of this machine in the message: it may reach a shared manifest.
            #expect(error.found == "\"\(file)\", which leads outside it")
            #expect(!error.description.contains(folder.root.path))
        }
    }

    @Test func picturesAboveTheLimitAreRefused() throws {
        let folder = try Folder()
        // 2049 × 2048 is 2048 pixels over 2048 × 2048.
        let large = RGBAImage(width: 2049, height: 2048, pixels: [UInt8](repeating: 0, count: 2049 * 2048 * 4))
        try folder.write(try Self.png(large), to: "large.png")
        let error = try #require(self.error("large.png", in: folder))
        #expect(error.expected == "a picture of at most \(FaceLimits.maxImagePixels) pixels (2048 × 2048)")
        #expect(error.found == "\"large.png\" of 2049 × 2048 pixels")
        // Exactly at the limit, a different shape: accepted.
        let wide = RGBAImage(width: 4096, height: 1024, pixels: [UInt8](repeating: 0, count: 4096 * 1024 * 4))
        try folder.write(try Self.png(wide), to: "wide.png")
        #expect(self.error("wide.png", in: folder) == nil)
    }

    @Test func filesAboveTheByteLimitAreNotRead() throws {
        let folder = try Folder()
        try folder.write([UInt8](repeating: 7, count: FaceLimits.maxImageBytes + 1), to: "huge.png")
        let error = try #require(self.error("huge.png", in: folder))
        #expect(error.expected == "a file of at most \(FaceLimits.maxImageBytes >> 20) MiB")
        #expect(error.found == "\"huge.png\" of \(FaceLimits.maxImageBytes + 1) bytes")
    }

    @Test func filesThatAreNotPNGsAreRefused() throws {
        let folder = try Folder()
        try folder.write(Array("hello".utf8), to: "text.png")
        let notPNG = try #require(self.error("text.png", in: folder))
        #expect(notPNG.expected == "a PNG file")
        #expect(notPNG.found.hasPrefix("\"text.png\", which is not a PNG"))

        try folder.write(Array(try Self.png().prefix(40)), to: "cut.png")
        let cut = try #require(self.error("cut.png", in: folder))
        #expect(cut.expected == "a PNG file")
        #expect(cut.found.hasPrefix("\"cut.png\", which cannot be decoded"))

        try FileManager.default.createDirectory(at: folder.faces.appendingPathComponent("folder.png"), withIntermediateDirectories: true)
        let directory = try #require(self.error("folder.png", in: folder))
        #expect(directory.found == "\"folder.png\", which is not a regular file")
    }

    @Test func missingFilesAreReportedAsSuch() throws {
        let folder = try Folder()
        let error = try #require(self.error("nowhere/none.png", in: folder))
        #expect(error.kind == .io)
        #expect(error.path == Self.path)
        // The file name only in what was found, which a message about private data leaves out (`PrivateRegions`).
        #expect(error.expected == "a PNG file in the face file's folder")
        #expect(error.found == "\"nowhere/none.png\": No such file or directory")
    }

    @Test func emptyAndControlCharacterPathsAreRefused() throws {
        let folder = try Folder()
        #expect(self.error("", in: folder)?.found == "an empty string")
        #expect(self.error("a\u{1}.png", in: folder)?.expected == "a path without control characters")
    }
}

/// docs/privacy.md: a redacted picture file is never opened or decoded, so neither the time a render takes nor an
/// error can tell anything of it; its presence is checked when the face is read.
@Suite struct HiddenPictureTests {
    static func face(_ file: String) -> [UInt8] {
        Array("""
            { "schemaVersion": 1, "style": "modular", "settings": { "hideSensitiveComplications": true },
              "complications": [{ "id": "scan", "slot": "bottomLeft", "family": "accessoryCircular",
                "content": { "template": "image", "image": { "file": "\(file)", "privacySensitive": true } } }] }
            """.utf8)
    }

    @Test func aHiddenPictureIsNeverReadWhenRendered() throws {
        let folder = try ImageLoaderTests.Folder()
        try folder.write(try ImageLoaderTests.png(), to: "scan.png")
        let face = try Face.decode(Self.face("scan.png"), file: "face.json", location: folder.faceFile)
        // Gone after the face was read: a render that opened it would fail.
        try FileManager.default.removeItem(at: folder.faces.appendingPathComponent("scan.png"))
        let renderer = try Renderer()
        _ = try renderer.render(face, in: .alwaysOn, formats: [.png, .svg, .txt])
        let error = #expect(throws: DialError.self) { try renderer.render(face, in: .active, formats: [.png]) }
        #expect(error?.description.contains("complications[0].content.image.file") == true, "\(String(describing: error))")
    }

    /// A header that says PNG over pixels that do not decode: the face is read, and drawn where the picture is hidden
    /// without its file being decoded; where it is shown it is its stand-in, the bytes the hidden picture draws.
    @Test func aHiddenPictureIsNotDecoded() throws {
        let folder = try ImageLoaderTests.Folder()
        try folder.write(try Self.damagedPNG(), to: "scan.png")
        let face = try Face.decode(Self.face("scan.png"), file: "face.json", location: folder.faceFile)
        let renderer = try Renderer()
        let hidden = try renderer.render(face, in: .alwaysOn, formats: [.png, .svg, .txt]).map(\.bytes)
        let shown = try renderer.render(face, in: .alwaysOn(hideSensitive: false), formats: [.png, .svg, .txt]).map(\.bytes)
        #expect(shown == hidden)
        // The author's check decodes every picture, shown or not, and names it.
        let error = #expect(throws: DialError.self) { _ = try renderer.validate(face) }
        #expect(error?.description.contains("complications[0].content.image.file") == true, "\(String(describing: error))")
    }

    /// A damaged picture in an Always On branch (`if isLuminanceReduced`, review of session 16): the render's
    /// outcome does not follow the privacy setting, since the picture decides nothing a context hides. It rendered
    /// with every sensitive element hidden and failed with none.
    @Test func aDamagedPictureInAnAlwaysOnBranchRendersWhateverIsHidden() throws {
        let folder = try ImageLoaderTests.Folder()
        try folder.write(try Self.damagedPNG(), to: "damaged.png")
        let face = try Face.decode(Array("""
            { "schemaVersion": 1, "style": "modular", "time": "2026-11-22T10:09:30+01:00", "complications": [
              { "id": "s", "slot": "center", "family": "accessoryRectangular", "dataProtection": "none",
                "content": { "view": {"vstack": [{"text": "T", "unredacted": true},
                  {"if": {"isLuminanceReduced": true}, "then": {"image": {"file": "damaged.png"}}, "else": {"text": "b"}}]} } } ] }
            """.utf8), file: "face.json", location: folder.faceFile)
        let renderer = try Renderer()
        for hide in [false, true] {
            let context = RenderContext.alwaysOn(hideSensitive: hide)
            let outputs = try renderer.render(face, in: context, formats: [.png, .svg, .txt])
            #expect(outputs.count == 3, "hide \(hide)")
            _ = try renderer.explain(face, in: context)
        }
        #expect(throws: DialError.self) { _ = try renderer.validate(face) }
    }

    /// A PNG whose header is whole (its size read when the face is read) over image data that does not inflate.
    static func damagedPNG() throws -> [UInt8] {
        var broken = try ImageLoaderTests.png()
        for index in 40..<broken.count - 12 { broken[index] = 0xA5 }
        return broken
    }

    /// Two hidden pictures of very different sizes draw the same bytes.
    @Test func hiddenPicturesOfAnySizeDrawTheSame() throws {
        let folder = try ImageLoaderTests.Folder()
        try folder.write(try ImageLoaderTests.png(), to: "small.png")
        let large = RGBAImage(width: 1500, height: 1200, pixels: (0..<(1500 * 1200 * 4)).map { UInt8(truncatingIfNeeded: $0 &* 2_654_435_761 >> 7) })
        try folder.write(try PNGEncoder.encode(large), to: "large.png")
        let renderer = try Renderer()
        let outputs = try ["small.png", "large.png"].map { file in
            try renderer.render(try Face.decode(Self.face(file), file: "face.json", location: folder.faceFile),
                                in: .alwaysOn, formats: [.png, .svg, .txt]).map(\.bytes)
        }
        #expect(outputs[0] == outputs[1])
    }

    /// Still checked when the face is read: a missing picture is an error in every context.
    @Test func aMissingHiddenPictureIsRefusedWhenTheFaceIsRead() throws {
        let folder = try ImageLoaderTests.Folder()
        #expect(throws: DialError.self) { try Face.decode(Self.face("scan.png"), file: "face.json", location: folder.faceFile) }
    }
}
