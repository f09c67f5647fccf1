import DialTestSupport
import Foundation
import Testing

/// `dial` where writing fails (a full disk, a read-only one, a file-size limit, a full or closed standard output):
/// exit 2 naming the file, and only whole files left.
@Suite struct CrashSafetyTests {
    static let mountsNote: Comment = "needs `unshare -rm` and a tmpfs mount in a child process (user namespaces or root)"

    /// Every file in `folder` (not in its subfolders), by name, hidden ones included.
    static func files(in folder: URL) throws -> [String: Data] {
        var files: [String: Data] = [:]
        for name in try FileManager.default.contentsOfDirectory(atPath: folder.path) {
            var isFolder: ObjCBool = false
            let url = folder.appendingPathComponent(name)
            if FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder), !isFolder.boolValue {
                files[name] = try Data(contentsOf: url)
            }
        }
        return files
    }

    /// What `dial render Faces/default.json` writes with `arguments` into a folder where nothing fails.
    static func reference(_ arguments: [String]) throws -> [String: Data] {
        let out = try Repository.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: out) }
        let result = try Repository.run(["render", "Faces/default.json"] + arguments + ["--out", out.path])
        #expect(result.status == 0, "\(result.stderr)")
        return try files(in: out)
    }

    /// The outputs a failed run left: each one whole (the same bytes as where nothing failed), no temporary file.
    static func expectOnlyWholeFiles(_ left: [String: Data], reference: [String: Data]) {
        for (name, bytes) in left {
            #expect(!name.hasPrefix(".") && !name.hasSuffix(".tmp"), "a temporary file was left: \(name)")
            #expect(reference[name] == bytes, "\(name) is not whole: \(bytes.count) bytes")
        }
    }

    // MARK: A full disk

    @Test(.enabled(if: WriteFailureSandbox.mountsAvailable, mountsNote))
    func renderOntoAFullDiskExitsTwoNamingTheFileAndLeavesOnlyWholeFiles() throws {
        let arguments = ["--format", "txt,png,svg"]
        let reference = try Self.reference(arguments)
        let mount = try Repository.temporaryDirectory(), kept = try Repository.temporaryDirectory()
        defer { [mount, kept].forEach { try? FileManager.default.removeItem(at: $0) } }
        // 32 KiB: the first text dump fits, the first PNG (about 50 KB) does not.
        let result = try WriteFailureSandbox.run(inNamespace: true, """
            mount -t tmpfs -o size=32k tmpfs "$1" || exit 99
            cd "$2" || exit 98
            "$3" render Faces/default.json \(arguments.joined(separator: " ")) --out "$1/out"
            status=$?
            cp -a "$1/out/." "$4/"
            exit $status
            """, [mount.path, Repository.root.path, Repository.dial.path, kept.path])
        #expect(result.status == 2, "\(result.stderr)")
        #expect(result.stderr.contains("dial: error: \(mount.path)/out/default-active.png: cannot write: No space left on device"),
                "\(result.stderr)")
        let left = try Self.files(in: kept)
        #expect(left.keys.sorted() == ["default-active.txt"])
        Self.expectOnlyWholeFiles(left, reference: reference)
    }

    @Test(.enabled(if: WriteFailureSandbox.mountsAvailable, mountsNote))
    func exportOntoAFullDiskFailsAndLeavesOnlyWholeFiles() throws {
        let reference = try Repository.temporaryDirectory()
        let mount = try Repository.temporaryDirectory(), kept = try Repository.temporaryDirectory()
        defer { [reference, mount, kept].forEach { try? FileManager.default.removeItem(at: $0) } }
        let arguments = ["export", "Faces/default.json", "Faces/modular.json", "--format", "png,svg", "--quiet", "--jobs", "2"]
        let whole = try Repository.run(arguments + ["--out", reference.path])
        #expect(whole.status == 0, "\(whole.stderr)")

        // 128 KiB: about half of the eight outputs (about 230 KB in all) fit.
        let result = try WriteFailureSandbox.run(inNamespace: true, """
            mount -t tmpfs -o size=128k tmpfs "$1" || exit 99
            cd "$2" || exit 98
            "$3" \(arguments.joined(separator: " ")) --out "$1/out"
            status=$?
            cp -a "$1/out/." "$4/"
            exit $status
            """, [mount.path, Repository.root.path, Repository.dial.path, kept.path])
        #expect(result.status == 1 || result.status == 2, "\(result.status): \(result.stderr)")
        #expect(result.stderr.contains("No space left on device"), "\(result.stderr)")
        // A file of the export, named as its manifest names it (relative to --out), or the folder's own files by path.
        let namesAFile = result.stderr.contains(mount.path + "/out/")
            || result.stderr.range(of: #"(default|modular)/45mm-[a-z-]+\.(png|svg): cannot write"#, options: .regularExpression) != nil
        #expect(namesAFile, "the message names no file: \(result.stderr)")

        // Outputs are in one folder per face; the journal is an append-only log that --resume reads line by line.
        var outputs = 0
        for face in ["default", "modular"] {
            let folder = kept.appendingPathComponent(face)
            guard FileManager.default.fileExists(atPath: folder.path) else { continue }
            let left = try Self.files(in: folder)
            outputs += left.count
            Self.expectOnlyWholeFiles(left, reference: try Self.files(in: reference.appendingPathComponent(face)))
        }
        // The manifest and contact sheet, if there was room for them, list the failures: whole, not the reference.
        for (name, bytes) in try Self.files(in: kept) where name != "manifest.journal" {
            #expect(!name.hasPrefix("."), "a temporary file was left: \(name)")
            switch name {
            case "manifest.json": #expect((try? JSONSerialization.jsonObject(with: bytes)) != nil, "manifest.json is not whole")
            // The table is closed only when the sheet is finished.
            case "index.html": #expect(String(decoding: bytes, as: UTF8.self).contains("</table>"), "index.html is not whole")
            default: Issue.record("an unexpected file: \(name)")
            }
        }
        #expect(outputs < 8, "the disk was not full: every output was written")
    }

    // MARK: A read-only disk

    @Test(.enabled(if: WriteFailureSandbox.mountsAvailable, mountsNote), arguments: ["", "/new/deeper"])
    func renderOntoAReadOnlyDiskExitsTwoAndWritesNothing(subfolder: String) throws {
        let mount = try Repository.temporaryDirectory(), kept = try Repository.temporaryDirectory()
        defer { [mount, kept].forEach { try? FileManager.default.removeItem(at: $0) } }
        let out = mount.path + subfolder
        let result = try WriteFailureSandbox.run(inNamespace: true, """
            mount -t tmpfs -o size=64k,ro tmpfs "$1" || exit 99
            cd "$2" || exit 98
            "$3" render Faces/default.json --format txt --out "$4"
            status=$?
            ls -A "$1" > "$5/listing"
            exit $status
            """, [mount.path, Repository.root.path, Repository.dial.path, out, kept.path])
        #expect(result.status == 2, "\(result.stderr)")
        // The reason is the read-only disk, also when the output folder had to be made first.
        #expect(result.stderr.contains("dial: error: \(out)/default-active.txt: cannot write: Read-only file system"),
                "\(result.stderr)")
        #expect(try String(contentsOf: kept.appendingPathComponent("listing"), encoding: .utf8) == "")
    }

    // MARK: A file-size limit (no namespace needed; binds root too)

    @Test(.enabled(if: WriteFailureSandbox.fileSizeLimitAvailable, "needs `ulimit -f` to leave dial running (not under ThreadSanitizer)"))
    func renderPastTheFileSizeLimitExitsTwoAndLeavesOnlyWholeFiles() throws {
        let arguments = ["--format", "txt,png"]
        let reference = try Self.reference(arguments)
        let out = try Repository.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: out) }
        // SIGXFSZ ignored, a write past the limit fails with EFBIG instead of killing the process. 16 blocks are
        // 8 or 16 KiB (by the shell): the first text dump fits, the PNG does not.
        let result = try WriteFailureSandbox.run(inNamespace: false, """
            trap '' XFSZ
            ulimit -f 16 || exit 99
            cd "$1" || exit 98
            exec "$2" render Faces/default.json --format txt,png --out "$3"
            """, [Repository.root.path, Repository.dial.path, out.path])
        #expect(result.status == 2, "\(result.stderr)")
        #expect(result.stderr.contains("dial: error: \(out.path)/default-active.png: cannot write: File too large"), "\(result.stderr)")
        let left = try Self.files(in: out)
        #expect(left.keys.sorted() == ["default-active.txt"])
        Self.expectOnlyWholeFiles(left, reference: reference)
    }

    // MARK: A full standard output

    /// /dev/full takes nothing: every write to it fails with ENOSPC. A command whose output is lost must say so, and
    /// exit 2 rather than 0 (or trap, as `schema` and `validate` did on `FileHandle.write`'s error).
    @Test(.enabled(if: FileManager.default.fileExists(atPath: "/dev/full"), "needs /dev/full"),
          arguments: [["devices"], ["explain", "--json"], ["render", "--format", "txt", "--out", "OUT"], ["schema"],
                      ["validate", "Faces/default.json"], ["--help"]])
    func aCommandWhoseStandardOutputIsFullFails(arguments: [String]) throws {
        let out = try Repository.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: out) }
        let result = try WriteFailureSandbox.run(inNamespace: false, #"cd "$1" && shift && exec "$@" > /dev/full"#,
                                                 [Repository.root.path, Repository.dial.path]
                                                    + arguments.map { $0 == "OUT" ? out.path : $0 })
        #expect(result.status == 2, "dial \(arguments.joined(separator: " ")) > /dev/full exited \(result.status): \(result.stderr)")
        #expect(result.stderr == "dial: error: standard output: cannot write: No space left on device\n", "\(result.stderr)")
    }

    /// A reader that goes away (`dial … | head -1`): SIGPIPE ends `dial` quietly, as it does any Unix tool; with
    /// SIGPIPE ignored, the write fails with EPIPE, which is reported like any other lost output. Never a trap.
    @Test(arguments: [false, true])
    func aCommandWhoseReaderHasGoneStopsQuietlyOrFails(sigpipeIgnored: Bool) throws {
        // `true` has gone before `dial` starts: a probe writes a byte at a time until the pipe refuses one, however
        // long a loaded machine takes to start and end `true` (a fixed pause raced it). The probe ignores SIGPIPE in a
        // subshell of its own, so that `dial` starts with the disposition under test. `dial`'s standard error and
        // status come back on descriptor 3.
        let result = try WriteFailureSandbox.run(inNamespace: false, #"""
            exec 3>&1
            if [ "$2" = ignored ]; then trap '' PIPE; fi
            { (trap '' PIPE; while printf x 2>/dev/null; do sleep 0.05; done); "$1" devices 2>&3; echo "exit $?" >&3; } | true
            """#, [Repository.dial.path, sigpipeIgnored ? "ignored" : "default"])
        let failed = "dial: error: standard output: cannot write: Broken pipe\nexit 2\n"
        // A shell that started with SIGPIPE ignored (by whatever runs the tests) cannot restore it for `dial`.
        let killed = "exit \(128 + SIGPIPE)\n"
        #expect(sigpipeIgnored ? result.stdout == failed : [killed, failed].contains(result.stdout), "\(result.stdout)")
    }
}
