@testable import Dial
import DialModel
import DialTestSupport
import Foundation
import Testing

/// manifest.json: hashes anyone can check, and shards that merge into the whole.
@Suite struct ExportManifestTests {
    /// SHA-256 by coreutils, not by Dial's own code.
    static func sha256sum(_ url: URL) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["sha256sum", url.path]
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let output = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(String(decoding: output, as: UTF8.self).prefix(64))
    }

    @Test func hashesAndSizesAreTheFilesOwn() throws {
        let out = try Repository.temporaryDirectory()
        let (report, _) = try ExportRunTests.export([ExportRunTests.defaultFace], into: out,
                                                    matrix: ExportMatrix(devices: [.mm44], formats: [.png, .svg, .txt]))
        let onDisk = try ExportRunTests.manifest(in: out)
        #expect(report.outputs == 9 && onDisk.outputs.count == 9)
        let face = try FaceFile.load(ExportRunTests.defaultFace, name: "default.json")
        let renderer = try Renderer()
        for entry in onDisk.outputs {
            let url = out.appendingPathComponent(entry.file)
            #expect(entry.sha256 == (try Self.sha256sum(url)), "\(entry.file)")
            #expect(entry.bytes == (try Data(contentsOf: url)).count)
            let list = try renderer.displayList(face, in: entry.context.renderContext)
            #expect(entry.displayListSHA256 == list.digest, "\(entry.file)")
        }
        #expect(onDisk.encoded() == Array(try Data(contentsOf: out.appendingPathComponent("manifest.json"))), "decoding and encoding again changes nothing")
        #expect(onDisk.faces == [ManifestFace(file: "default.json", slug: "default", name: "Morning")])
    }

    /// Issue #16: a digest of the face file beside redacted frames gives a short secret back by brute force. Neither
    /// the manifest, nor a shard's, nor the journal may hold it, or any 12-digit piece of it.
    @Test func manifestHoldsNoDigestOfTheFace() throws {
        let out = try Repository.temporaryDirectory()
        let matrix = ExportMatrix(displays: [.alwaysOn], privacy: [.all], formats: [.png, .txt])
        _ = try ExportRunTests.export([ExportRunTests.defaultFace], into: out, matrix: matrix)
        _ = try ExportRunTests.export([ExportRunTests.defaultFace], into: out, matrix: matrix, shard: ExportShard(index: 1, count: 2)!)
        let digest = try Self.sha256sum(URL(fileURLWithPath: ExportRunTests.defaultFace))
        let pieces = (0...(64 - 12)).map { digest.dropFirst($0).prefix(12) }
        for name in ["manifest.json", "manifest-shard-1-of-2.json", "index.html"] {
            let text = try String(contentsOf: out.appendingPathComponent(name), encoding: .utf8)
            #expect(!pieces.contains { text.contains($0) }, "\(name) holds the face's SHA-256")
            #expect(!text.contains("faceSHA256") && !text.contains("\"sha256\":null"), "\(name)")
        }
        // The journal holds the same entries as the manifest, one a line.
        let entry = try #require(try ExportRunTests.manifest(in: out).outputs.first)
        let line = String(decoding: try EncodedEntry.encoder().encode(entry), as: UTF8.self)
        #expect(Set(line.matches(of: /"(\w+)":/).map { String($0.1) }) ==
                ["bytes", "context", "device", "displayListSHA256", "face", "file", "format", "hideSensitive", "job", "mode", "sha256"])
    }

    @Test func shardsMergeIntoTheWholeExportByteForByte() throws {
        let matrix = ExportMatrix(devices: [.mm41, .mm45, .mm49], privacy: [.all, .none, .face])
        let faces = [ExportRunTests.defaultFace, ExportRunTests.modularFace]
        let whole = try Repository.temporaryDirectory()
        _ = try ExportRunTests.export(faces, into: whole, matrix: matrix)

        let sharded = try Repository.temporaryDirectory()
        for index in 1...3 {
            let (report, _) = try ExportRunTests.export(faces, into: sharded, matrix: matrix, shard: ExportShard(index: index, count: 3)!)
            #expect(report.summaryFiles == [sharded.appendingPathComponent("manifest-shard-\(index)-of-3.json").relativePath])
            #expect(report.outputs == 12)
        }
        #expect(!FileManager.default.fileExists(atPath: sharded.appendingPathComponent("manifest.json").path))
        #expect(!FileManager.default.fileExists(atPath: sharded.appendingPathComponent("index.html").path))

        let merged = try Exporter.merge(folder: sharded)
        #expect(merged.succeeded)
        for file in ["manifest.json", "index.html"] {
            #expect(try Data(contentsOf: sharded.appendingPathComponent(file)) == Data(contentsOf: whole.appendingPathComponent(file)), "\(file)")
        }
    }

    @Test func mergeRefusesMissingDuplicateOrForeignShards() throws {
        let folder = try Repository.temporaryDirectory()
        let face = ExportRunTests.modularFace
        _ = try ExportRunTests.export([face], into: folder, shard: ExportShard(index: 1, count: 2)!)
        #expect(throws: DialError.incompleteShards(folder: folder.relativePath, problem: "missing shard 2/2")) {
            try Exporter.merge(folder: folder)
        }

        // Shard 2 of another export (another matrix) in the same folder.
        let other = try Repository.temporaryDirectory()
        _ = try ExportRunTests.export([face], into: other, matrix: ExportMatrix(devices: [.mm40]), shard: ExportShard(index: 2, count: 2)!)
        try FileManager.default.copyItem(at: other.appendingPathComponent("manifest-shard-2-of-2.json"),
                                         to: folder.appendingPathComponent("manifest-shard-2-of-2.json"))
        #expect {
            try Exporter.merge(folder: folder)
        } throws: { error in
            guard case DialError.incompleteShards(_, let problem)? = error as? DialError else { return false }
            return problem.contains("comes from another export")
        }

        // The right shard 2, but a file it lists has gone missing (an artifact that was not copied over).
        try FileManager.default.removeItem(at: folder.appendingPathComponent("manifest-shard-2-of-2.json"))
        let (second, _) = try ExportRunTests.export([face], into: folder, shard: ExportShard(index: 2, count: 2)!)
        try FileManager.default.removeItem(at: folder.appendingPathComponent(
            try ExportRunTests.manifest(in: folder, shard: ExportShard(index: 2, count: 2)!).outputs[0].file))
        #expect(second.outputs == 1)
        #expect {
            try Exporter.merge(folder: folder)
        } throws: { error in
            guard case DialError.incompleteShards(_, let problem)? = error as? DialError else { return false }
            return problem.contains("1 listed file(s) are not there")
        }
        #expect(throws: DialError.incompleteShards(folder: other.relativePath, problem: "missing shard 1/2")) {
            try Exporter.merge(folder: other)
        }
        let empty = try Repository.temporaryDirectory()
        #expect(throws: DialError.incompleteShards(folder: empty.relativePath, problem: "no shard manifests (manifest-shard-I-of-N.json) there")) {
            try Exporter.merge(folder: empty)
        }
    }

    @Test func failuresAndFacesOfShardsMergeOnce() throws {
        let folder = try Repository.temporaryDirectory()
        try Data(#"{ "schemaVersion": 3 }"#.utf8).write(to: folder.appendingPathComponent("future.json"))
        let inputs = [folder.appendingPathComponent("future.json").path, ExportRunTests.modularFace]
        let whole = folder.appendingPathComponent("whole"), sharded = folder.appendingPathComponent("sharded")
        let report = try ExportRunTests.export(inputs, into: whole).report
        #expect(report.failures.count == 1)
        // Each shard takes one of the future face's two contexts, so both shards report it.
        for index in 1...2 {
            let part = try ExportRunTests.export(inputs, into: sharded, shard: ExportShard(index: index, count: 2)!).report
            #expect(part.failures.count == 1)
        }
        let merged = try Exporter.merge(folder: sharded)
        #expect(!merged.succeeded)
        #expect(merged.failures == report.failures)
        #expect(try Data(contentsOf: sharded.appendingPathComponent("manifest.json")) == Data(contentsOf: whole.appendingPathComponent("manifest.json")))
    }

    @Test func contactSheetHasARowPerFaceAndEveryFrame() throws {
        let out = try Repository.temporaryDirectory()
        _ = try ExportRunTests.export([ExportRunTests.defaultFace, ExportRunTests.modularFace], into: out,
                                      matrix: ExportMatrix(privacy: [.none, .all], formats: [.png, .txt]))
        let html = try String(contentsOf: out.appendingPathComponent("index.html"), encoding: .utf8)
        #expect(html.components(separatedBy: "<tr class=\"face\">").count == 3)
        #expect(html.components(separatedBy: "<tr><th scope=\"row\">45mm</th>").count == 3, "one row per face: no device dimension")
        #expect(html.contains("<th>Active</th><th>Always On</th><th>Redacted</th>"))
        // Active frames do not depend on Hide Sensitive Complications: one picture stands for both.
        #expect(html.contains("<figcaption>hide none / all · <a href=\"default/45mm-active-hide-none.txt\">txt</a></figcaption>"))
        let shown = try ExportRunTests.manifest(in: out).outputs.filter { $0.format == .png && html.contains("src=\"\($0.file)\"") }
        #expect(shown.filter { $0.context.display == .active }.count == 2, "one active frame per face")
        #expect(shown.filter { $0.context.display == .alwaysOn }.count == 4, "every Always On frame")
        #expect(!html.contains("Failures"))
    }

    @Test func contactSheetHasAHeadingPerFaceAndARowPerDevice() throws {
        let folder = try Repository.temporaryDirectory()
        try Data(#"{ "schemaVersion": 2 }"#.utf8).write(to: folder.appendingPathComponent("a-future.json"))
        let out = folder.appendingPathComponent("out")
        _ = try ExportRunTests.export([folder.appendingPathComponent("a-future.json").path, ExportRunTests.defaultFace], into: out,
                                      matrix: ExportMatrix(devices: [.mm49, .mm41]))
        let html = try String(contentsOf: out.appendingPathComponent("index.html"), encoding: .utf8)
        let rows = html.split(separator: "\n").filter { $0.hasPrefix("<tr class") || $0.hasPrefix("<tr><th scope") }.map { row in
            // The face's name, or the row's device.
            String(row.split(separator: ">")[2].split(separator: "<")[0])
        }
        // Faces come in the order of the names the artefacts give them (a-future.json, default.json), wherever the
        // checkout and the temporary folder are.
        #expect(rows == ["a-future ", "Morning ", "49mm", "41mm"], "matrix order, the unreadable face headed too")
        #expect(html.contains("<h2>Failures</h2>") && html.contains("schemaVersion"))
    }
}
