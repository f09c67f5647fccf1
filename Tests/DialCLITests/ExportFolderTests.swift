import DialTestSupport
import Foundation
import Testing

/// One folder, one export (issue #16): a folder holding another export's files is refused or, with `--clean`,
/// emptied of them; a folder another export is writing into is refused; a killed export's lock blocks nothing.
@Suite struct ExportFolderTests {
    static let face = "Faces/default.json"

    /// Every file under `folder`, relative to it, sorted.
    static func names(in folder: URL) throws -> [String] {
        try Repository.files(in: folder).keys.sorted()
    }

    @Test func exportRefusesAFolderHoldingAnotherExport() throws {
        let out = try Repository.temporaryDirectory().appendingPathComponent("out")
        let first = try Repository.run(["export", Self.face, "--hide-sensitive", "none", "--out", out.path, "--quiet"])
        #expect(first.status == 0, "\(first.stderr)")
        let before = try Repository.files(in: out)

        let second = try Repository.run(["export", Self.face, "--mode", "always-on", "--hide-sensitive", "all", "--out", out.path])
        #expect(second.status == 2)
        // The manifest and the contact sheet are the new export's too: it replaces them.
        #expect(second.stderr.contains("\(out.path): holds 2 file(s) this export would not list: default/45mm-active-hide-none.png, "
                                       + "default/45mm-always-on-hide-none.png; "), "\(second.stderr)")
        #expect(second.stderr.contains("--clean"), "\(second.stderr)")
        #expect(try Repository.files(in: out) == before, "nothing written, nothing removed")
    }

    @Test func theSameExportAgainOrResumedIsNoStranger() throws {
        let out = try Repository.temporaryDirectory()
        let arguments = ["export", Self.face, "--device", "41mm,49mm", "--format", "png,txt", "--out", out.path, "--quiet"]
        #expect(try Repository.run(arguments).status == 0)
        #expect(try Repository.run(arguments).status == 0)
        #expect(try Repository.run(arguments + ["--resume"]).status == 0)
        // Shards of one export share the folder, then merge.
        for shard in ["1/2", "2/2"] {
            let result = try Repository.run(arguments + ["--shard", shard])
            #expect(result.status == 0, "\(result.stderr)")
        }
        #expect(try Repository.run(["export", "--merge", "--out", out.path]).status == 0)
    }

    @Test func cleanRemovesStrayFiles() throws {
        let out = try Repository.temporaryDirectory().appendingPathComponent("out")
        #expect(try Repository.run(["export", Self.face, "Faces/modular.json", "--hide-sensitive", "none", "--format", "png,svg",
                                    "--out", out.path, "--quiet"]).status == 0)
        // A temporary file a killed export left, of a file the new export will not write.
        try Data("half".utf8).write(to: out.appendingPathComponent("modular/.45mm-active-hide-none.png.4242-1.tmp"))

        let cleaned = try Repository.run(["export", Self.face, "--mode", "always-on", "--hide-sensitive", "all", "--out", out.path,
                                          "--clean", "--quiet"])
        #expect(cleaned.status == 0, "\(cleaned.stderr)")
        #expect(try Self.names(in: out) == ["default/45mm-always-on-hide-all.png", "index.html", "manifest.json"],
                "the folder holds the new export and nothing else")
        #expect(!FileManager.default.fileExists(atPath: out.appendingPathComponent("modular").path), "a face folder left empty goes too")
    }

    /// `--clean` removes only what Dial writes, and never through a link: anything else makes it refuse, naming it,
    /// before it removes anything.
    @Test func cleanTouchesNothingButDialsOwnFiles() throws {
        let root = try Repository.temporaryDirectory()
        let out = root.appendingPathComponent("out")
        #expect(try Repository.run(["export", Self.face, "--out", out.path, "--quiet"]).status == 0)
        // Outside the folder, reached through links inside it.
        let outside = root.appendingPathComponent("outside")
        try FileManager.default.createDirectory(at: outside, withIntermediateDirectories: true)
        try Data("keep".utf8).write(to: outside.appendingPathComponent("45mm-active.png"))
        try FileManager.default.createSymbolicLink(at: out.appendingPathComponent("linked"), withDestinationURL: outside)
        try FileManager.default.createSymbolicLink(at: out.appendingPathComponent("default/45mm-old.png"),
                                                   withDestinationURL: outside.appendingPathComponent("45mm-active.png"))
        try Data("mine".utf8).write(to: out.appendingPathComponent("notes.md"))
        let before = try Repository.files(in: out)

        let refused = try Repository.run(["export", Self.face, "--mode", "always-on", "--out", out.path, "--clean"])
        #expect(refused.status == 2)
        #expect(refused.stderr.contains("holds 3 file(s) this export would not list: default/45mm-old.png, linked, notes.md; "),
                "only what --clean would leave is named: \(refused.stderr)")
        #expect(refused.stderr.contains("--clean removes only files Dial writes"), "\(refused.stderr)")
        #expect(try Repository.files(in: out) == before, "nothing removed when anything is not Dial's")
        #expect(try Data(contentsOf: outside.appendingPathComponent("45mm-active.png")) == Data("keep".utf8))
    }

    @Test func manyStrayFilesAreNamedAFewThenCounted() throws {
        let out = try Repository.temporaryDirectory()
        for index in 0..<12 { try Data().write(to: out.appendingPathComponent("stray-\(index).txt")) }
        let result = try Repository.run(["export", Self.face, "--out", out.path])
        #expect(result.status == 2)
        #expect(result.stderr.contains("holds 12 file(s) this export would not list: stray-0.txt, stray-1.txt, stray-10.txt, "
                                       + "stray-11.txt, stray-2.txt and 7 more"), "\(result.stderr)")
    }

    /// Holds `out/.dial-export.lock` as a running export would, in this process.
    static func holdLock(in out: URL, exclusive: Bool) throws -> Int32 {
        try FileManager.default.createDirectory(at: out, withIntermediateDirectories: true)
        let descriptor = open(out.appendingPathComponent(".dial-export.lock").path, O_RDWR | O_CREAT | O_CLOEXEC, 0o644)
        try #require(descriptor >= 0)
        try #require(flock(descriptor, exclusive ? LOCK_EX : LOCK_SH) == 0)
        return descriptor
    }

    @Test func secondExportIntoALockedFolderIsRefused() throws {
        let out = try Repository.temporaryDirectory()
        // A real export, long enough to be caught running.
        let times = (0..<40).map { String(format: "%02d:%02d", 8 + $0 / 6, ($0 % 6) * 10) }.joined(separator: ",")
        let process = Process()
        process.executableURL = Repository.dial
        process.arguments = ["export", Self.face, "--device", "40mm,41mm,44mm,45mm,49mm", "--time", times, "--jobs", "1",
                             "--out", out.path, "--quiet"]
        process.currentDirectoryURL = Repository.root
        try process.run()
        let journal = out.appendingPathComponent("manifest.journal")
        let deadline = Date().addingTimeInterval(TestEnvironment.patience)
        while process.isRunning, Date() < deadline, !FileManager.default.fileExists(atPath: journal.path) { usleep(2_000) }
        // Stopped, it holds its lock however long the second takes to start on a loaded machine, which a running
        // export could outlast.
        kill(process.processIdentifier, SIGSTOP)
        let wasRunning = process.isRunning
        let second = try Repository.run(["export", Self.face, "--out", out.path])
        // A killed export's lock blocks nothing: the kernel let go of it with the process.
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
        try #require(wasRunning, "the first export ended before the second started")
        #expect(second.status == 2)
        #expect(second.stderr.contains("\(out.path): another dial export is writing into this folder"), "\(second.stderr)")

        let after = try Repository.run(["export", Self.face, "--device", "40mm,41mm,44mm,45mm,49mm", "--time", times, "--out", out.path,
                                        "--resume", "--quiet"])
        #expect(after.status == 0, "\(after.stderr)")
    }

    @Test func staleLockDoesNotBlock() throws {
        let out = try Repository.temporaryDirectory()
        // The lock file of an export that was killed: there, but nobody holds it.
        try Data().write(to: out.appendingPathComponent(".dial-export.lock"))
        let result = try Repository.run(["export", Self.face, "--out", out.path, "--quiet"])
        #expect(result.status == 0, "\(result.stderr)")
        let names = try Self.names(in: out)
        #expect(names.count == 3 + 2, "the lock file goes with the export that held it: \(names)")
    }

    @Test func shardsShareAFolderAWholeExportDoesNot() throws {
        let out = try Repository.temporaryDirectory()
        let descriptor = try Self.holdLock(in: out, exclusive: false)
        defer { close(descriptor) }
        let shard = try Repository.run(["export", Self.face, "--out", out.path, "--shard", "1/2", "--quiet"])
        #expect(shard.status == 0, "another shard of the export may be running: \(shard.stderr)")
        let whole = try Repository.run(["export", Self.face, "--out", out.path, "--quiet"])
        #expect(whole.status == 2 && whole.stderr.contains("another dial export is writing"), "\(whole.stderr)")
        let merge = try Repository.run(["export", "--merge", "--out", out.path, "--quiet"])
        #expect(merge.status == 2 && merge.stderr.contains("another dial export is writing"), "\(merge.stderr)")
    }
}
