import DialFiles
import Foundation
import Testing

/// `flock(2)` locks: exclusive keeps everyone out, shared lets sharers in, and letting go removes an exclusive lock's
/// file so that a finished run leaves nothing.
@Suite struct FileLockTests {
    @Test func exclusiveKeepsOthersOutUntilReleased() throws {
        let folder = try AtomicFileTests.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let url = folder.appendingPathComponent(".lock")
        let first = try FileLock(url, exclusive: true)
        #expect(throws: FileError.locked(path: url.relativePath)) { try FileLock(url, exclusive: true) }
        #expect(throws: FileError.locked(path: url.relativePath)) { try FileLock(url, exclusive: false) }
        first.release()
        #expect(!FileManager.default.fileExists(atPath: url.path), "an exclusive holder removes the file as it lets go")
        let second = try FileLock(url, exclusive: true)
        second.release()
    }

    @Test func sharersShareAndKeepAnExclusiveOneOut() throws {
        let folder = try AtomicFileTests.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let url = folder.appendingPathComponent(".lock")
        let one = try FileLock(url, exclusive: false), two = try FileLock(url, exclusive: false)
        #expect(throws: FileError.locked(path: url.relativePath)) { try FileLock(url, exclusive: true) }
        one.release()
        two.release()
        #expect(FileManager.default.fileExists(atPath: url.path), "a shared holder leaves the file: others may hold it")
        _ = try FileLock(url, exclusive: true)
    }

    @Test func aLinkAtTheLocksNameIsNotFollowed() throws {
        let folder = try AtomicFileTests.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let url = folder.appendingPathComponent(".lock")
        try FileManager.default.createSymbolicLink(at: url, withDestinationURL: folder.appendingPathComponent("elsewhere"))
        #expect(throws: FileError.self) { try FileLock(url, exclusive: true) }
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("elsewhere").path))
    }
}
