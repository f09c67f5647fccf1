import Dial
import DialTestSupport
import Foundation
import Testing

/// `dial render` as a user runs it: the bytes it writes for every example face, and the names it gives them.
@Suite struct RenderCommandTests {
    /// The built `dial`, run twice for every face, writes what this process renders: the bytes depend on neither
    /// the process nor the run.
    @Test func everyFaceGivesTheSameBytesInOtherProcesses() throws {
        let faces = Repository.exampleFaces
        try #require(faces.count >= 2, "no faces under \(Repository.faces.path)")
        // What the library draws, by the file `dial` names for it: FACE/SLUG-VARIANT.EXT.
        var expected: [String: Data] = [:]
        let renderer = try Renderer()
        for name in faces {
            let face = try FaceFile.load(Repository.faceFile(name).path, name: "Faces/\(name).json")
            let slug = name.split(separator: "/").last!
            for variant in face.variants {
                for (format, bytes) in try renderer.render(face, in: variant.context, formats: OutputFormat.allCases) {
                    expected["\(name)/\(slug)-\(variant.name).\(format.rawValue)"] = Data(bytes)
                }
            }
        }
        var runs: [[String: Data]] = []
        for _ in 0..<2 {
            let out = try Repository.temporaryDirectory()
            defer { try? FileManager.default.removeItem(at: out) }
            for name in faces {
                let result = try Repository.run(["render", "Faces/\(name).json", "--variants", "--format", "png,svg,txt",
                                                 "--out", out.appendingPathComponent(name).path])
                #expect(result.status == 0, "\(name): \(result.stderr)")
            }
            runs.append(try Repository.files(in: out))
        }
        #expect(runs[0].keys.sorted() == expected.keys.sorted())
        #expect(runs[1].keys.sorted() == expected.keys.sorted())
        for (file, bytes) in expected.sorted(by: { $0.key < $1.key }) {
            #expect(runs[0][file] == bytes, "\(file) from dial differs from the library's")
            #expect(runs[1][file] == bytes, "\(file) differs between two runs of dial")
        }
    }

    /// A face file whose name is near the file system's limit: `NAME-always-on.png` alone would not fit, nor would
    /// its temporary file. The output is named by the shortened stem and written whole.
    @Test func aNameTooLongForTheFileSystemIsShortened() throws {
        let folder = try Repository.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let base = String(repeating: "f", count: 240)
        let face = folder.appendingPathComponent(base + ".json")
        try FileManager.default.copyItem(at: Repository.faceFile("default"), to: face)
        let out = folder.appendingPathComponent("out")
        let result = try Repository.run(["render", face.path, "--format", "txt", "--out", out.path])
        #expect(result.status == 0, "\(result.stderr)")
        let files = try FileManager.default.contentsOfDirectory(atPath: out.path).sorted()
        #expect(files == [OutputName.component(base + "-active") + ".txt", OutputName.component(base + "-always-on") + ".txt"].sorted())
        #expect(files.allSatisfy { $0.utf8.count <= OutputName.maxLength + 4 })
    }

    /// `--locale` written the POSIX way is refused, exit 2, naming the BCP 47 tag meant, on `render` as on `export`'s
    /// list, as a face's `locale` is (session 25: `render` said only "The value 'kl_GL' is invalid"). Nothing is written.
    @Test func aLocaleWrittenWithAnUnderscoreIsRefusedNamingTheTagMeant() throws {
        let out = try Repository.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: out) }
        for arguments in [["render", "Faces/default.json", "--locale", "kl_GL"], ["export", "Faces/default.json", "--locale", "en-US,kl_GL"]] {
            let result = try Repository.run(arguments + ["--out", out.appendingPathComponent(arguments[0]).path])
            #expect(result.status == 2, "\(arguments): \(result.stderr)")
            #expect(result.stderr.contains(#"found "kl_GL" (BCP 47 joins a tag's parts with "-": write "kl-GL")"#), "\(result.stderr)")
            #expect(!FileManager.default.fileExists(atPath: out.appendingPathComponent(arguments[0]).path))
        }
    }

    @Test func neverWritesAHiddenOrOptionLikeFile() throws {
        let folder = try Repository.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        for name in ["-x.json", ".dot.json"] {
            try FileManager.default.copyItem(at: Repository.faceFile("default"), to: folder.appendingPathComponent(name))
        }
        let out = folder.appendingPathComponent("out")
        for name in ["-x.json", ".dot.json"] {
            let result = try Repository.run(["render", "--format", "txt", "--mode", "active", "--out", out.path, "--", name], in: folder)
            #expect(result.status == 0, "\(result.stderr)")
        }
        let files = try FileManager.default.contentsOfDirectory(atPath: out.path).sorted()
        #expect(files == ["_dot-active.txt", "_x-active.txt"])
    }
}
