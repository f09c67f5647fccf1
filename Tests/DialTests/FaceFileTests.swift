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

    /// The tests' one list of example faces (`Repository.exampleFaces`) is what `dial` takes from Faces/ as faces.
    @Test func theTestsExampleFacesAreTheFaceFilesOfFaces() {
        let prefix = Repository.faces.path + "/"
        let listed = FaceFile.files(in: Repository.faces.path, recursive: true).map { String($0.dropFirst(prefix.count).dropLast(".json".count)) }
        #expect(listed.sorted() == Repository.exampleFaces)
        #expect(!listed.isEmpty)
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
