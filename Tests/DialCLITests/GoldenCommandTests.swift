import DialGolden
import DialPNG
import DialTestSupport
import Foundation
import Testing

/// `dial golden` and `dial diff` as a user runs them, on a copy of Faces/ and Golden/.
@Suite struct GoldenCommandTests {
    /// A folder holding copies of the repository's faces and goldens.
    func workspace() throws -> URL {
        let folder = try Repository.temporaryDirectory()
        for name in ["Faces", "Golden"] {
            try FileManager.default.copyItem(at: Repository.root.appendingPathComponent(name), to: folder.appendingPathComponent(name))
        }
        return folder
    }

    func changeAccent(in folder: URL) throws {
        let url = folder.appendingPathComponent("Faces/modular.json")
        let text = try String(contentsOf: url, encoding: .utf8)
        let changed = text.replacingOccurrences(of: "\"clock\": { \"accent\": \"#64D2FF\" }", with: "\"clock\": { \"accent\": \"#FF9F0A\" }")
        try #require(changed != text, "Faces/modular.json no longer sets the accent this test changes")
        try Data(changed.utf8).write(to: url)
    }

    @Test func theRepositorysGoldensVerify() throws {
        let result = try Repository.run(["golden", "verify", "--record", "never", "--stats"], in: try workspace())
        #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
        #expect(result.stdout.contains("0 did not"), "\(result.stdout)")
        #expect(result.stdout.contains("PNG pairs/s"), "\(result.stdout)")
    }

    @Test func aChangeOnPurposeFailsWithTheFullPackageAndIsAcceptedByOneCommand() throws {
        let folder = try workspace()
        try changeAccent(in: folder)
        let failed = try Repository.run(["golden", "verify", "--record", "never"], in: folder)
        #expect(failed.status == 1, "\(failed.stderr)")
        #expect(failed.stdout.contains("Golden/modular/active.png does not match"), "\(failed.stdout)")
        #expect(failed.stdout.contains("+text \"10:09\""), "the TXT diff names the command that changed: \(failed.stdout)")
        let artifacts = folder.appendingPathComponent(".artifacts/golden")
        for name in ["report.html", "report.json", "modular/active.expected.png", "modular/active.actual.png",
                     "modular/active.diff.png", "modular/active.composite.png", "modular/active.txt.diff"] {
            #expect(FileManager.default.fileExists(atPath: artifacts.appendingPathComponent(name).path), "\(name)")
        }
        #expect(!failed.stdout.contains("default/"), "only the changed face fails: \(failed.stdout)")

        let line = try #require(failed.stdout.split(separator: "\n").first { $0.hasPrefix("To accept the new outputs") })
        let command = try #require(line.split(separator: ": ", maxSplits: 1).last).split(separator: " ").map(String.init)
        #expect(Array(command.dropFirst()) == ["golden", "record", "--mode", "failed", "modular"])
        let accepted = try Repository.run(Array(command.dropFirst()), in: folder)
        #expect(accepted.status == 0, "\(accepted.stderr)")
        #expect(accepted.stdout.contains("recorded Golden/modular/active.png"), "\(accepted.stdout)")
        #expect(try Repository.run(["golden", "verify", "--record", "never"], in: folder).status == 0)
    }

    @Test func aMissingGoldenIsWrittenOnlyWhenTheModeSaysAndStillFails() throws {
        let folder = try workspace()
        let golden = folder.appendingPathComponent("Golden/default/always-on.txt")
        try FileManager.default.removeItem(at: golden)
        let never = try Repository.run(["golden", "verify", "--record", "never", "default"], in: folder)
        #expect(never.status == 1)
        #expect(!FileManager.default.fileExists(atPath: golden.path))
        let missing = try Repository.run(["golden", "verify", "--record", "missing", "default"], in: folder)
        #expect(missing.status == 1, "recording fails the check that recorded")
        #expect(missing.stdout.contains("RECORDED Recorded the new golden Golden/default/always-on.txt"), "\(missing.stdout)")
        #expect(FileManager.default.fileExists(atPath: golden.path))
        let record = try String(contentsOf: folder.appendingPathComponent("Golden/default/environment.json"), encoding: .utf8)
        #expect(!record.contains("\"face\""), "no digest of the face beside goldens of redacted variants: \(record)")
        #expect(try Repository.run(["golden", "verify", "--record", "never", "default"], in: folder).status == 0)
    }

    /// Records written before kept the face file's SHA-256 (issue #16): they still verify, and recording writes them
    /// again without it (nothing else changes), goldens untouched.
    @Test func recordingDropsTheFaceDigestOfAnOlderRecord() throws {
        let folder = try workspace()
        let url = folder.appendingPathComponent("Golden/modular/environment.json")
        let current = try String(contentsOf: url, encoding: .utf8)
        let older = current.replacingOccurrences(of: "  \"fonts\" : {", with: "  \"face\" : \"\(String(repeating: "ab", count: 32))\",\n  \"fonts\" : {")
        try #require(older != current)
        try Data(older.utf8).write(to: url)
        let goldens = try Repository.files(in: folder.appendingPathComponent("Golden")).filter { !$0.key.hasSuffix("environment.json") }
        #expect(try Repository.run(["golden", "verify", "--record", "never", "modular"], in: folder).status == 0)
        let recorded = try Repository.run(["golden", "record", "modular"], in: folder)
        #expect(recorded.status == 0, "\(recorded.stderr)")
        #expect(recorded.stdout.contains("recorded Golden/modular/environment.json"), "\(recorded.stdout)")
        #expect(try String(contentsOf: url, encoding: .utf8) == current)
        #expect(try Repository.files(in: folder.appendingPathComponent("Golden")).filter { !$0.key.hasSuffix("environment.json") } == goldens)
    }

    /// Issue #17: a golden of a face that draws over itself is a golden of a bug. Neither `record` nor a `verify` that
    /// records writes one; the face's findings are named; a waiver with a reason lets it through.
    @Test func aFaceWhoseLayoutFailsLintIsNotRecordedUnlessWaived() throws {
        let folder = try Repository.temporaryDirectory()
        let faces = folder.appendingPathComponent("Faces")
        try FileManager.default.createDirectory(at: faces, withIntermediateDirectories: true)
        let face = #"""
            { "schemaVersion": 1, "style": "custom", "clock": {"kind": "digital"},
              "slots": [ {"name": "a", "family": "accessoryCircular", "frame": {"x": 20, "y": 120, "width": 18, "height": 18}} ],
              "complications": [ {"id": "temp", "slot": "a", "family": "accessoryCircular",
                "content": {"template": "stack", "lines": [{"text": "1,284,930 steps"}]}} ] LINT }
            """#
        let url = faces.appendingPathComponent("tiny.json")
        try Data(face.replacingOccurrences(of: "LINT", with: "").utf8).write(to: url)
        let golden = folder.appendingPathComponent("Golden/tiny")

        let verify = try Repository.run(["golden", "verify", "--record", "missing"], in: folder)
        #expect(verify.status == 1)
        #expect(verify.stdout.contains("FAIL not recorded: tiny fails the lint rules of layout"), "\(verify.stdout)")
        #expect(verify.stdout.contains("textCut: temp: \"1,284,930 steps\" is not drawn"), "\(verify.stdout)")
        #expect(!FileManager.default.fileExists(atPath: golden.appendingPathComponent("active.png").path))

        let record = try Repository.run(["golden", "record", "--mode", "all"], in: folder)
        #expect(record.status == 1, "\(record.stdout)")
        #expect(record.stderr.contains("not recorded: tiny fails the lint rules of layout"), "\(record.stderr)")
        #expect(!FileManager.default.fileExists(atPath: golden.appendingPathComponent("active.png").path))

        try Data(face.replacingOccurrences(of: "LINT", with: #", "lint": {"waivers": {"textCut": "a test of a tiny slot"}}"#).utf8)
            .write(to: url)
        let waived = try Repository.run(["golden", "record", "--mode", "all"], in: folder)
        #expect(waived.status == 0, "\(waived.stderr)")
        #expect(FileManager.default.fileExists(atPath: golden.appendingPathComponent("active.png").path))
    }

    @Test func goldensOfNoFaceFailVerifyAndArePruned() throws {
        let folder = try workspace()
        let orphan = folder.appendingPathComponent("Golden/retired/active.png")
        try FileManager.default.createDirectory(at: orphan.deletingLastPathComponent(), withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: folder.appendingPathComponent("Golden/default/active.png"), to: orphan)
        let verify = try Repository.run(["golden", "verify", "--record", "never"], in: folder)
        #expect(verify.status == 1)
        #expect(verify.stdout.contains("Golden/retired/active.png belongs to no face"), "\(verify.stdout)")

        let dryRun = try Repository.run(["golden", "prune", "--dry-run"], in: folder)
        #expect(dryRun.stdout.contains("would remove Golden/retired/active.png"), "\(dryRun.stdout)")
        #expect(FileManager.default.fileExists(atPath: orphan.path))
        #expect(try Repository.run(["golden", "prune"], in: folder).status == 0)
        #expect(!FileManager.default.fileExists(atPath: orphan.deletingLastPathComponent().path))
        #expect(try Repository.run(["golden", "verify", "--record", "never"], in: folder).status == 0)
    }

    @Test func badInputExitsTwo() throws {
        let folder = try workspace()
        let unknown = try Repository.run(["golden", "verify", "nosuchface"], in: folder)
        #expect(unknown.status == 2)
        #expect(unknown.stderr.contains("Faces/nosuchface.json"), "\(unknown.stderr)")
        let mode = try Repository.run(["golden", "verify", "--record", "sometimes"], in: folder)
        #expect(mode.status == 2)
        #expect(mode.stderr.contains("found \"sometimes\""), "\(mode.stderr)")
    }

    @Test func diffPrintsTheCountAndExitsOneOnADifference() throws {
        let folder = try Repository.temporaryDirectory()
        let golden = Repository.golden.appendingPathComponent("default")
        let same = try Repository.run(["diff", golden.appendingPathComponent("active.png").path, golden.appendingPathComponent("active.png").path])
        #expect(same.status == 0)
        #expect(same.stdout.hasPrefix("0 pixels differ"), "\(same.stdout)")

        let out = folder.appendingPathComponent("diff.png")
        let different = try Repository.run(["diff", golden.appendingPathComponent("active.png").path,
                                            golden.appendingPathComponent("always-on.png").path, "--out", out.path])
        #expect(different.status == 1)
        let count = try #require(Int(different.stdout.prefix { $0.isNumber }))
        #expect(count > 1000, "\(different.stdout)")
        let diff = try PNGDecoder.decode(Array(try Data(contentsOf: out)))
        #expect(diff.width == 396 && diff.height == 484)

        let notPNG = try Repository.run(["diff", Repository.faces.appendingPathComponent("default.json").path,
                                         golden.appendingPathComponent("active.png").path])
        #expect(notPNG.status == 2)
        #expect(notPNG.stderr.contains("default.json: not a PNG"), "\(notPNG.stderr)")
    }
}
