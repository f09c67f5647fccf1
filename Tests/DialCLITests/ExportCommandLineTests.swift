import Dial
import DialPNG
import DialTestSupport
import Foundation
import Testing

/// `dial export` as a user runs it: killed and resumed, exit codes, progress output, shards.
@Suite struct ExportCommandLineTests {
    static let matrix = ["--device", "40mm,41mm,45mm,49mm", "--hide-sensitive", "all,none,face", "--mode", "active,always-on"]

    @Test func killedHalfwayAndResumedGivesTheSameManifest() throws {
        let folder = try Repository.temporaryDirectory()
        let whole = folder.appendingPathComponent("whole"), killed = folder.appendingPathComponent("killed")
        let arguments = ["export", "Faces/default.json", "Faces/modular.json"] + Self.matrix
        let uninterrupted = try Repository.run(arguments + ["--out", whole.path, "--quiet"])
        #expect(uninterrupted.status == 0, "\(uninterrupted.stderr)")

        let process = Process()
        process.executableURL = Repository.dial
        process.arguments = arguments + ["--out", killed.path, "--jobs", "1", "--quiet"]
        process.currentDirectoryURL = Repository.root
        try process.run()
        let journal = killed.appendingPathComponent("manifest.journal")
        let deadline = Date().addingTimeInterval(TestEnvironment.patience)
        while process.isRunning, Date() < deadline, (try? String(contentsOf: journal, encoding: .utf8))?.split(separator: "\n").count ?? 0 < 4 {
            usleep(2_000)
        }
        let wasRunning = process.isRunning
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
        #expect(wasRunning, "the export ended before it could be killed")
        #expect(process.terminationReason == .uncaughtSignal)

        // Whatever the kill left is whole: every visible file is a frame that decodes; no manifest yet.
        let left = try Repository.files(in: killed)
        #expect(left["manifest.json"] == nil)
        let frames = left.filter { $0.key.hasSuffix(".png") && !$0.key.split(separator: "/").last!.hasPrefix(".") }
        #expect(frames.count >= 4 && frames.count < 48, "\(frames.count) frames before the kill")
        for (file, bytes) in frames { #expect(throws: Never.self, "\(file)") { try PNGDecoder.decode(bytes) } }

        let resumed = try Repository.run(arguments + ["--out", killed.path, "--resume", "--json"])
        #expect(resumed.status == 0, "\(resumed.stderr)")
        #expect(resumed.stdout.components(separatedBy: "\"event\":\"reused\"").count - 1 >= 4)
        #expect(try Data(contentsOf: killed.appendingPathComponent("manifest.json")) == Data(contentsOf: whole.appendingPathComponent("manifest.json")))
        let after = try Repository.files(in: killed)
        #expect(!after.keys.contains { $0.hasSuffix(".tmp") || $0.hasSuffix(".journal") }, "\(after.keys.sorted())")
        #expect(after.count == 48 + 2)
    }

    @Test func aBadFaceAmongGoodOnesIsNamedAndExitsOne() throws {
        let folder = try Repository.temporaryDirectory()
        let bad = folder.appendingPathComponent("broken.json")
        try Data(#"{ "schemaVersion": 1, "device": "47mm" }"#.utf8).write(to: bad)
        let out = folder.appendingPathComponent("out")
        let result = try Repository.run(["export", bad.path, "Faces/modular.json", "--out", out.path])
        #expect(result.status == 1)
        #expect(result.stderr.contains("broken.json: device: expected one of \"40mm\""), "\(result.stderr)")
        #expect(result.stderr.contains("1 face(s) not readable"), "\(result.stderr)")
        // Not a terminal: no duration, which would grow with what the faces hide.
        #expect(result.stdout.hasPrefix("3 files of 2 faces: 3 written ("), "\(result.stdout)")
        #expect(FileManager.default.fileExists(atPath: out.appendingPathComponent("modular/45mm-always-on-hide-all.png").path))
    }

    @Test(arguments: [
        (["--shard", "0/2"], "--shard"),
        (["--shard", "3/2"], "--shard"),
        (["--mode", "active,sideways"], "sideways"),
        (["--hide-sensitive", "some"], "hide:ID+ID"),
        (["--device", "47mm"], "47mm"),
        (["--time", "25:00"], "25:00"),
        (["--format", "gif"], "gif"),
        (["--jobs", "0"], "--jobs"),
        (["--merge"], "--merge"),
        (["--hide-sensitive", "hide:a b,hide:a_b"], "would both be written to FACE/45mm-active-hide-a_b.EXT"),
    ])
    func badArgumentsExitTwoAndWriteNothing(extra: [String], message: String) throws {
        let out = try Repository.temporaryDirectory().appendingPathComponent("out")
        let result = try Repository.run(["export", "Faces/modular.json", "--out", out.path] + extra)
        #expect(result.status == 2)
        #expect(result.stderr.contains(message), "\(result.stderr)")
        #expect(!FileManager.default.fileExists(atPath: out.path))
    }

    @Test func inputsThatNameNoFaceExitTwo() throws {
        let out = try Repository.temporaryDirectory().appendingPathComponent("out")
        let none = try Repository.run(["export", "--out", out.path])
        #expect(none.status == 2 && none.stderr.contains("at least one face"))
        let missing = try Repository.run(["export", "Faces/nothing.json", "--out", out.path])
        #expect(missing.status == 2 && missing.stderr.contains("Faces/nothing.json: cannot read: no such file"))
        let glob = try Repository.run(["export", "Faces/zz*.json", "--out", out.path])
        #expect(glob.status == 2 && glob.stderr.contains("Faces/zz*.json: no face file"))
    }

    @Test func jsonEventsAreOneObjectALine() throws {
        let out = try Repository.temporaryDirectory()
        let result = try Repository.run(["export", "Faces/modular.json", "--format", "png,txt", "--out", out.path, "--json"])
        #expect(result.status == 0, "\(result.stderr)")
        let events = try result.stdout.split(separator: "\n").map {
            try #require(try JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any])
        }
        #expect(events.map { $0["event"] as? String } == ["started"] + Array(repeating: "wrote", count: 6) + ["finished"])
        #expect(events.first?["outputs"] as? Int == 6)
        #expect(events.last?["written"] as? Int == 6)
        #expect((events[1]["sha256"] as? String)?.count == 64)
        #expect(result.stderr.isEmpty)
    }

    @Test func quietSaysNothingAndTheDefaultIsASummary() throws {
        let out = try Repository.temporaryDirectory()
        let quiet = try Repository.run(["export", "Faces/modular.json", "--out", out.path, "--quiet"])
        #expect(quiet.status == 0 && quiet.stdout.isEmpty && quiet.stderr.isEmpty)
        let plain = try Repository.run(["export", "Faces/modular.json", "--out", out.path, "--resume"])
        #expect(plain.status == 0)
        #expect(plain.stdout == "3 files of 1 face: 3 kept. \(out.path)/manifest.json, \(out.path)/index.html\n")
    }

    /// Issue #16: with no matrix flags the contact sheet's three columns are filled: Active, Always On (nothing
    /// hidden) and Redacted (Hide Sensitive Complications on).
    @Test func defaultExportHasARedactedColumn() throws {
        let out = try Repository.temporaryDirectory()
        let result = try Repository.run(["export", "Faces/default.json", "--out", out.path, "--quiet"])
        #expect(result.status == 0, "\(result.stderr)")
        let html = try String(contentsOf: out.appendingPathComponent("index.html"), encoding: .utf8)
        let row = try #require(html.split(separator: "\n").first { $0.hasPrefix("<tr><th scope=\"row\">45mm</th>") })
        let cells = row.components(separatedBy: "<td>").dropFirst().map { $0.components(separatedBy: "</td>")[0] }
        #expect(cells.count == 3)
        #expect(cells[0].contains("src=\"default/45mm-active.png\""), "\(cells[0])")
        #expect(cells[1].contains("src=\"default/45mm-always-on-hide-none.png\""), "\(cells[1])")
        #expect(cells[2].contains("src=\"default/45mm-always-on-hide-all.png\""), "\(cells[2])")
        // Redacted differs from Always On: the default face hides its appointment, move and heart rate.
        #expect(try Data(contentsOf: out.appendingPathComponent("default/45mm-always-on-hide-none.png"))
                != Data(contentsOf: out.appendingPathComponent("default/45mm-always-on-hide-all.png")))
    }

    /// Issue #16: shared artefacts name faces relative to the input the user gave, never by this machine's absolute
    /// paths: a folder's faces by their file names, a file by its path as given, or its last component if absolute.
    @Test func manifestNamesFacesRelativeToTheInput() throws {
        let root = try Repository.temporaryDirectory()
        let faces = root.appendingPathComponent("my faces")
        try FileManager.default.createDirectory(at: faces, withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: Repository.faces.appendingPathComponent("modular.json"), to: faces.appendingPathComponent("modular.json"))
        try Data(#"{ "schemaVersion": 1, "device": "47mm" }"#.utf8).write(to: faces.appendingPathComponent("broken.json"))
        let single = root.appendingPathComponent("single.json")
        try FileManager.default.copyItem(at: Repository.faces.appendingPathComponent("default.json"), to: single)

        for (inputs, expected) in [([faces.path], ["broken.json", "modular.json"]),
                                   ([faces.path + "/*.json"], ["broken.json", "modular.json"]),
                                   ([single.path], ["single.json"]),
                                   (["my faces/modular.json", "single.json"], ["my faces/modular.json", "single.json"])] {
            let out = root.appendingPathComponent("out-\(UUID().uuidString)")
            let result = try Repository.run(["export"] + inputs + ["--out", "out", "--json"], in: root)
            try FileManager.default.moveItem(at: root.appendingPathComponent("out"), to: out)
            #expect([0, 1].contains(result.status), "\(result.stderr)")
            let manifest = try ExportManifest.decode(Array(try Data(contentsOf: out.appendingPathComponent("manifest.json"))),
                                                     path: "manifest.json")
            #expect(manifest.faces.map(\.file) == expected)
            #expect(Set(manifest.outputs.map(\.face) + manifest.failures.map(\.face)).isSubset(of: expected))
            let shared = try [String(contentsOf: out.appendingPathComponent("manifest.json"), encoding: .utf8),
                              String(contentsOf: out.appendingPathComponent("index.html"), encoding: .utf8), result.stdout]
            for text in shared { #expect(!text.contains(root.path), "an absolute path in \(text)") }
        }
    }

    @Test func shardsThenMergeOnTheCommandLine() throws {
        let folder = try Repository.temporaryDirectory()
        let whole = folder.appendingPathComponent("whole"), sharded = folder.appendingPathComponent("sharded")
        let arguments = ["export", "Faces/default.json", "Faces/modular.json", "--device", "41mm,49mm", "--quiet"]
        #expect(try Repository.run(arguments + ["--out", whole.path]).status == 0)
        for shard in ["1/2", "2/2"] {
            #expect(try Repository.run(arguments + ["--out", sharded.path, "--shard", shard]).status == 0)
        }
        let merge = try Repository.run(["export", "--merge", "--out", sharded.path])
        #expect(merge.status == 0, "\(merge.stderr)")
        #expect(try Data(contentsOf: sharded.appendingPathComponent("manifest.json")) == Data(contentsOf: whole.appendingPathComponent("manifest.json")))
    }

    /// `dial export` on one worker and on two writes the same files, manifest and contact sheet included.
    @Test func exportGivesTheSameBytesOnOneWorkerAndOnTwo() throws {
        // An export refuses two faces whose outputs would share a folder (same file name in two folders): keep
        // the first of each name.
        var seen: Set<String> = []
        let faces = Repository.exampleFaces.filter { seen.insert(String($0.split(separator: "/").last!)).inserted }
        var exports: [[String: Data]] = []
        for jobs in ["1", "2"] {
            let out = try Repository.temporaryDirectory()
            defer { try? FileManager.default.removeItem(at: out) }
            let result = try Repository.run(["export"] + faces.map { "Faces/\($0).json" }
                                            + ["--out", out.path, "--format", "png,svg,txt", "--jobs", jobs, "--quiet"])
            #expect(result.status == 0, "--jobs \(jobs): \(result.stderr)")
            exports.append(try Repository.files(in: out))
        }
        #expect(exports[0].keys.contains("manifest.json") && exports[0].keys.contains("index.html"))
        #expect(exports[0].count >= faces.count * OutputFormat.allCases.count)
        #expect(exports[0].keys.sorted() == exports[1].keys.sorted())
        for (file, bytes) in exports[0].sorted(by: { $0.key < $1.key }) {
            #expect(exports[1][file] == bytes, "\(file) differs between --jobs 1 and --jobs 2")
        }
    }
}
