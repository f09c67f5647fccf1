import Dial
import DialModel
import DialTestSupport
import Foundation
import Testing

/// One reader of face files for every command, the export, the goldens and the preview: the same fault gives the same
/// message wherever the file is read.
@Suite struct FaceFileTests {
    @Test func readsAFaceAndNamesItByItsPath() throws {
        let face = try FaceFile.load(Repository.root.appendingPathComponent("Faces/modular.json").path)
        #expect(face.document.style == .modular)
        let folder = try Repository.temporaryDirectory()
        let broken = folder.appendingPathComponent("broken.json").path
        try Data(#"{ "schemaVersion": 1, "style": "modulr" }"#.utf8).write(to: URL(fileURLWithPath: broken))
        #expect(throws: DialError.self) { try FaceFile.load(broken) }
        do {
            _ = try FaceFile.load(broken)
        } catch {
            #expect(error.description.hasPrefix("\(broken): style: expected one of"), "\(error)")
        }
    }

    @Test func refusesWhatIsNoFaceFileWithOneMessageEach() throws {
        let folder = try Repository.temporaryDirectory()
        let large = folder.appendingPathComponent("large.json")
        try Data(repeating: 0x20, count: FaceFile.maximumBytes + 1).write(to: large)
        let cases: [(path: String, problem: String)] = [
            (folder.path, "is a folder, not a face file"),
            (folder.appendingPathComponent("missing.json").path, "cannot read: no such file"),
            (large.path, "is larger than 4 MiB, the most a face file may have"),
        ]
        for (path, problem) in cases {
            do {
                _ = try FaceFile.bytes(at: path, name: "shown.json")
                Issue.record("\(path) was read")
            } catch {
                #expect(error.description.contains("shown.json: \(problem)"), "\(error)")
            }
        }
    }

    /// The export reads through the same reader: a file past the limit is refused with the words `dial render` uses.
    @Test func renderAndExportSayTheSame() throws {
        let folder = try Repository.temporaryDirectory()
        let large = folder.appendingPathComponent("large.json")
        try Data(repeating: 0x20, count: FaceFile.maximumBytes + 1).write(to: large)
        let render = try Repository.run(["render", large.path, "--out", folder.appendingPathComponent("r").path])
        let export = try Repository.run(["export", large.path, "--out", folder.appendingPathComponent("e").path])
        #expect(render.status == 2)
        #expect(render.stderr.contains("is larger than 4 MiB, the most a face file may have"), "\(render.stderr)")
        #expect(export.stderr.contains("is larger than 4 MiB, the most a face file may have"), "\(export.stderr)")
    }
}

extension FaceFileTests {
    /// One listing of a folder of faces: sorted, regular `*.json` files only, no schema, nothing hidden; subfolders
    /// only when asked.
    @Test func listsTheFacesOfAFolder() throws {
        let folder = try Repository.temporaryDirectory()
        let manager = FileManager.default
        try manager.createDirectory(at: folder.appendingPathComponent("nested"), withIntermediateDirectories: true)
        try manager.createDirectory(at: folder.appendingPathComponent("folder.json"), withIntermediateDirectories: true)
        for name in ["b.json", "a.json", "face.schema.json", ".hidden.json", "notes.txt", "nested/c.json"] {
            try Data("{}".utf8).write(to: folder.appendingPathComponent(name))
        }
        let prefix = folder.path + "/"
        #expect(FaceFile.files(in: folder.path) == [prefix + "a.json", prefix + "b.json"])
        #expect(FaceFile.files(in: folder.path, recursive: true) == [prefix + "a.json", prefix + "b.json", prefix + "nested/c.json"])
    }
}
