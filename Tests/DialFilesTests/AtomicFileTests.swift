import DialFiles
import Foundation
import Testing

/// The package's one writer of files: whole or nothing, and writers that never share a temporary file.
@Suite struct AtomicFileTests {
    static func folder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("dial-files-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    @Test func temporaryNamesAreUniqueAndReadBack() {
        let names = (0..<100).map { _ in AtomicFile.temporaryName(for: "45mm-active.png") }
        #expect(Set(names).count == 100)
        #expect(names.allSatisfy { AtomicFile.target(ofTemporary: $0) == "45mm-active.png" })
        // What Dial wrote before the count, so that a run killed then is still cleaned up.
        #expect(AtomicFile.target(ofTemporary: ".manifest.json.4242.tmp") == "manifest.json")
        for other in [".manifest.json.tmp", "manifest.json.4242-1.tmp", ".manifest.json.42a-1.tmp", ".manifest.json.1-2-3.tmp", ".x.-1.tmp"] {
            #expect(AtomicFile.target(ofTemporary: other) == nil, "\(other)")
        }
    }

    /// Two threads of one process writing the same file (two tests recording one golden) each write whole.
    @Test func writersOfOneFileInOneProcessNeverMeet() async throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let target = folder.appendingPathComponent("golden.png")
        let contents = [[UInt8](repeating: 1, count: 200_000), [UInt8](repeating: 2, count: 100_000)]
        try await withThrowingTaskGroup(of: Void.self) { group in
            for bytes in contents {
                group.addTask {
                    for _ in 0..<50 { try AtomicFile.write(bytes, to: target, syncing: bytes[0] == 1) }
                }
            }
            try await group.waitForAll()
        }
        #expect(contents.contains(Array(try Data(contentsOf: target))))
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["golden.png"], "no temporary file is left")
    }

    @Test func aWriterCommitsWholeOrLeavesNothing() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let target = folder.appendingPathComponent("manifest.json")
        do {
            let writer = try AtomicFileWriter(url: target)
            try writer.append(Array("{".utf8))
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty, "not committed: removed")
        let writer = try AtomicFileWriter(url: target)
        try writer.append(Array("{}".utf8))
        #expect(!FileManager.default.fileExists(atPath: target.path), "nothing there before the commit")
        try writer.commit()
        #expect(try Data(contentsOf: target) == Data("{}".utf8))
    }

    // MARK: Failures named, nothing left

    @Test func aFileInTheWayOfTheFolderIsNamedAndNothingIsLeft() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data("x".utf8).write(to: folder.appendingPathComponent("blocker"))
        let target = folder.appendingPathComponent("blocker/sub/out.png")
        #expect(throws: FileError.cannotWrite(path: target.path, reason: "Not a directory")) {
            try AtomicFile.write([1, 2, 3], to: target)
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["blocker"])
    }

    @Test func aFolderWhereTheFileShouldBeIsNamedAndTheTemporaryFileRemoved() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let target = folder.appendingPathComponent("out.png")
        try FileManager.default.createDirectory(at: target.appendingPathComponent("child"), withIntermediateDirectories: true)
        do {
            try AtomicFile.write([1, 2, 3], to: target)
            Issue.record("a file was written over a folder")
        } catch {
            #expect("\(error)".hasPrefix("\(target.path): cannot write: "), "\(error)")
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["out.png"])
    }

    @Test func aWriteReplacesTheOldFileWhole() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let target = folder.appendingPathComponent("nested/deeper/file.bin")
        try AtomicFile.write(Array(repeating: 7, count: 100_000), to: target)
        try AtomicFile.write([1, 2, 3], to: target)
        #expect(try Data(contentsOf: target) == Data([1, 2, 3]))
        #expect(try FileManager.default.contentsOfDirectory(atPath: target.deletingLastPathComponent().path) == ["file.bin"])
    }
}
