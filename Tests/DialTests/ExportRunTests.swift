@testable import Dial
import DialCore
import DialModel
import DialPNG
import DialTestSupport
import Foundation
import Testing

/// The export engine on real faces: bytes, faults, atomic writes, resume.
@Suite struct ExportRunTests {
    static let defaultFace = Repository.faces.appendingPathComponent("default.json").path
    static let modularFace = Repository.faces.appendingPathComponent("modular.json").path

    static func export(_ inputs: [String], into folder: URL, matrix: ExportMatrix = ExportMatrix(), workers: Int = 2,
                       shard: ExportShard = .whole, resume: Bool = false, clean: Bool = false) throws -> (report: ExportReport, events: [ExportEvent]) {
        var events: [ExportEvent] = []
        let plan = try ExportPlan(ExportRequest(inputs: inputs, matrix: matrix, folder: folder, shard: shard, workers: workers, resume: resume,
                                                clean: clean))
        let report = try Exporter.run(plan) { events.append($0) }
        return (report, events)
    }

    /// The manifest an export wrote into `folder`.
    static func manifest(in folder: URL, shard: ExportShard = .whole) throws -> ExportManifest {
        let url = folder.appendingPathComponent(ExportManifest.fileName(for: shard))
        return try ExportManifest.decode(Array(try Data(contentsOf: url)), path: url.path)
    }

    @Test func sameBytesWithOneWorkerAndTwo() throws {
        let matrix = ExportMatrix(devices: [.mm41, .mm49], privacy: [.all, .face], formats: [.png, .svg, .txt])
        let one = try Repository.temporaryDirectory(), two = try Repository.temporaryDirectory()
        let first = try Self.export([Self.defaultFace, Self.modularFace], into: one, matrix: matrix, workers: 1)
        let second = try Self.export([Self.defaultFace, Self.modularFace], into: two, matrix: matrix, workers: 2)
        #expect(first.report.succeeded && second.report.succeeded)
        #expect(first.report.written == 2 * 8 * 3)
        let a = try Repository.files(in: one), b = try Repository.files(in: two)
        #expect(a.count == 2 * 8 * 3 + 2, "every output, the manifest and the contact sheet")
        #expect(a == b)
        // The events too come in job order, whichever worker finished first: the same with one worker and three.
        let three = try Repository.temporaryDirectory()
        let third = try Self.export([Self.defaultFace, Self.modularFace], into: three, matrix: matrix, workers: 3)
        func written(_ events: [ExportEvent]) -> [String] {
            events.compactMap { if case .wrote(let entry) = $0 { entry.file } else { nil } }
        }
        #expect(written(third.events) == written(first.events))
        #expect(written(first.events) == (try Self.manifest(in: one)).outputs.map(\.file))
    }

    /// The plan hashes each face when it is made; a face it did not keep (past `ExportPlan.keptFaceBytes`) is read
    /// again by the worker that renders it, and a face whose bytes changed in between is a failure of its files, not a
    /// manifest that names one face and shows another.
    @Test func aFaceReadAgainThatChangedDuringTheExportFailsItsFiles() throws {
        let folder = try Repository.temporaryDirectory()
        let face = folder.appendingPathComponent("face.json")
        try Data(contentsOf: URL(fileURLWithPath: Self.defaultFace)).write(to: face)
        let out = folder.appendingPathComponent("out")
        let plan = try ExportPlan(ExportRequest(inputs: [face.path], matrix: ExportMatrix(devices: [.mm41]), folder: out), keeping: 0)
        try (try Data(contentsOf: URL(fileURLWithPath: Self.modularFace))).write(to: face)
        let report = try Exporter.run(plan)
        #expect(report.written == 0)
        #expect(report.failures.flatMap(\.files).sorted() == ["face/41mm-active.png", "face/41mm-always-on-hide-all.png",
                                                             "face/41mm-always-on-hide-none.png"])
        #expect(report.failures.allSatisfy { $0.error.contains("face.json") && $0.error.contains("changed while the export ran") })
    }

    /// A face the plan keeps is rendered as the plan read it, and not read again: a file changed after the plan does
    /// not reach its outputs (reading a face twice doubled what an export's time tells of its hidden entries).
    @Test func aKeptFaceIsRenderedAsThePlanReadIt() throws {
        let folder = try Repository.temporaryDirectory()
        let face = folder.appendingPathComponent("face.json")
        try Data(contentsOf: URL(fileURLWithPath: Self.defaultFace)).write(to: face)
        let out = folder.appendingPathComponent("out")
        let matrix = ExportMatrix(devices: [.mm41], formats: [.txt])
        let plan = try ExportPlan(ExportRequest(inputs: [face.path], matrix: matrix, folder: out, workers: 2))
        try (try Data(contentsOf: URL(fileURLWithPath: Self.modularFace))).write(to: face)
        let report = try Exporter.run(plan)
        #expect(report.succeeded && report.written == 3)
        let planned = try FaceFile.load(Self.defaultFace, name: "face.json")
        let renderer = try Renderer()
        let context = ExportContext(device: .mm41, display: .alwaysOn, privacy: .all)
        let list = try renderer.displayList(planned, in: context.renderContext)
        #expect(try Data(contentsOf: out.appendingPathComponent("face/41mm-always-on-hide-all.txt")) == Data(try renderer.encode(list, as: .txt)))
    }

    @Test func filesAreWhatTheRendererMakes() throws {
        let out = try Repository.temporaryDirectory()
        _ = try Self.export([Self.modularFace], into: out, matrix: ExportMatrix(devices: [.mm41], formats: [.png, .txt]))
        let face = try FaceFile.load(Self.modularFace, name: Self.modularFace)
        let renderer = try Renderer()
        let context = ExportContext(device: .mm41, display: .alwaysOn, privacy: .all)
        let list = try renderer.displayList(face, in: context.renderContext)
        #expect(try Data(contentsOf: out.appendingPathComponent("modular/41mm-always-on-hide-all.txt")) == Data(try renderer.encode(list, as: .txt)))
        #expect(try Data(contentsOf: out.appendingPathComponent("modular/41mm-always-on-hide-all.png")) == Data(try renderer.encode(list, as: .png)))
        #expect(try Self.manifest(in: out).outputs.map(\.file) == ["modular/41mm-active.png", "modular/41mm-active.txt",
                                                        "modular/41mm-always-on-hide-none.png", "modular/41mm-always-on-hide-none.txt",
                                                        "modular/41mm-always-on-hide-all.png", "modular/41mm-always-on-hide-all.txt"])
    }

    @Test func aBadFaceIsReportedAndTheRestGoesOn() throws {
        let folder = try Repository.temporaryDirectory()
        try Data(#"{ "schemaVersion": 1, "clock": { "accent": "orange" } }"#.utf8).write(to: folder.appendingPathComponent("bad.json"))
        try Data(#"{ "schemaVersion": 1, "#.utf8).write(to: folder.appendingPathComponent("cut.json"))
        // Decodes, but names a complication the face lacks: refused when read, as the face is in every context.
        try Data(#"{ "schemaVersion": 1, "settings": { "perComplication": { "ghost": "hide" } } }"#.utf8)
            .write(to: folder.appendingPathComponent("ghost.json"))
        try FileManager.default.copyItem(at: URL(fileURLWithPath: Self.defaultFace), to: folder.appendingPathComponent("good.json"))
        let out = folder.appendingPathComponent("out")

        let (report, events) = try Self.export([folder.path], into: out)
        #expect(!report.succeeded)
        let manifest = try Self.manifest(in: out)
        #expect(manifest.outputs.map(\.file) == ["good/45mm-active.png", "good/45mm-always-on-hide-none.png", "good/45mm-always-on-hide-all.png"])
        let failures = report.failures
        #expect(manifest.failures == failures)
        // A folder's faces are named by their file names: never the machine's absolute path. A face refused when read
        // (ghost.json names a complication it lacks) fails once, with no file.
        #expect(failures.map(\.face) == ["bad.json", "cut.json", "ghost.json"])
        #expect(failures[0].files.isEmpty && failures[0].error.contains("bad.json: clock.accent"))
        #expect(failures[1].files.isEmpty && failures[1].error.contains("cut.json: line 1"))
        #expect(failures[2].files.isEmpty && failures[2].error.contains("settings.perComplication.ghost"))
        #expect(events.filter { if case .failed = $0 { true } else { false } }.count == 3)
        #expect(manifest.faces.map(\.name) == [nil, nil, nil, "Morning"])
        let written = try Repository.files(in: out).keys.sorted()
        #expect(written == ["good/45mm-active.png", "good/45mm-always-on-hide-all.png", "good/45mm-always-on-hide-none.png", "index.html", "manifest.json"])
    }

    @Test func aFailedWriteIsReportedAndTheRestGoesOn() throws {
        let out = try Repository.temporaryDirectory()
        // A folder where a file should go: the rename over it fails.
        try FileManager.default.createDirectory(at: out.appendingPathComponent("default/45mm-active.png"), withIntermediateDirectories: true)
        let (report, _) = try Self.export([Self.defaultFace], into: out, matrix: ExportMatrix(formats: [.png, .txt]))
        #expect(report.failures.count == 1)
        #expect(report.failures.first?.files == ["default/45mm-active.png"])
        #expect(report.failures.first?.error.contains("cannot write") == true)
        #expect(try Self.manifest(in: out).outputs.map(\.file) == ["default/45mm-active.txt", "default/45mm-always-on-hide-none.png",
                                                        "default/45mm-always-on-hide-none.txt", "default/45mm-always-on-hide-all.png",
                                                        "default/45mm-always-on-hide-all.txt"])
        let left = try FileManager.default.contentsOfDirectory(atPath: out.appendingPathComponent("default").path)
        #expect(!left.contains { $0.hasSuffix(".tmp") }, "no temporary file is left behind: \(left)")
    }

    @Test func resumeKeepsWhatMatchesAndRedoesTheRest() throws {
        let matrix = ExportMatrix(devices: [.mm41, .mm45], privacy: [.all, .none], formats: [.png, .txt])
        let out = try Repository.temporaryDirectory()
        _ = try Self.export([Self.defaultFace, Self.modularFace], into: out, matrix: matrix)
        let manifest = try Data(contentsOf: out.appendingPathComponent("manifest.json"))
        let outputs = try Self.manifest(in: out).outputs
        #expect(outputs.count == 32)

        // What a kill halfway leaves: no manifest, a journal of what was written so far (its last line cut short),
        // files of jobs that were never journaled, a temporary file, and files missing.
        try FileManager.default.removeItem(at: out.appendingPathComponent("manifest.json"))
        try FileManager.default.removeItem(at: out.appendingPathComponent("index.html"))
        let encoder = JSONEncoder()
        var journal = try outputs.prefix(20).map { try encoder.encode($0) + Data("\n".utf8) }.reduce(Data(), +)
        journal += Data(#"{"bytes":12,"con"#.utf8)
        try journal.write(to: out.appendingPathComponent("manifest.journal"))
        for entry in outputs.suffix(8) { try FileManager.default.removeItem(at: out.appendingPathComponent(entry.file)) }
        // A journaled file whose bytes changed since must be rendered again.
        try Data("not a frame".utf8).write(to: out.appendingPathComponent(outputs[3].file))
        let temporary = out.appendingPathComponent("modular/.\(outputs.last!.file.split(separator: "/").last!).4242.tmp")
        try Data("half".utf8).write(to: temporary)

        let (resumed, events) = try Self.export([Self.defaultFace, Self.modularFace], into: out, matrix: matrix, resume: true)
        #expect(resumed.reused == 19, "the 20 journaled files but the changed one")
        #expect(resumed.written == 13)
        #expect(events.filter { if case .reused = $0 { true } else { false } }.count == 19)
        #expect(try Data(contentsOf: out.appendingPathComponent("manifest.json")) == manifest)
        #expect(!FileManager.default.fileExists(atPath: temporary.path))
        #expect(!FileManager.default.fileExists(atPath: out.appendingPathComponent("manifest.journal").path))

        // Finished: resuming again renders nothing.
        let again = try Self.export([Self.defaultFace, Self.modularFace], into: out, matrix: matrix, resume: true).report
        #expect(again.written == 0 && again.reused == 32)
        #expect(try Data(contentsOf: out.appendingPathComponent("manifest.json")) == manifest)
    }

    /// `--resume` goes by what is drawn: a change that shows renders again, one that does not (the face's name)
    /// keeps the files, and the manifest takes the new name.
    @Test func resumeRendersAgainWhenWhatIsDrawnChanged() throws {
        let folder = try Repository.temporaryDirectory()
        let face = folder.appendingPathComponent("face.json")
        try Data(#"{ "schemaVersion": 1, "name": "One" }"#.utf8).write(to: face)
        let out = folder.appendingPathComponent("out")
        _ = try Self.export([face.path], into: out)
        try Data(#"{ "schemaVersion": 1, "name": "Two" }"#.utf8).write(to: face)
        let renamed = try Self.export([face.path], into: out, resume: true).report
        #expect(renamed.reused == 3 && renamed.written == 0)
        #expect(try Self.manifest(in: out).faces.map(\.name) == ["Two"])
        try Data(#"{ "schemaVersion": 1, "name": "Two", "time": "2026-11-22T16:45:00+01:00" }"#.utf8).write(to: face)
        let later = try Self.export([face.path], into: out, resume: true).report
        #expect(later.reused == 0 && later.written == 3)
    }

    /// Issue #16: in a redacted context, what `--resume` keeps and what it renders again must not tell whether a
    /// hidden value changed: it goes by the display list, which holds none.
    @Test func resumeDecisionIgnoresHiddenValues() throws {
        let folder = try Repository.temporaryDirectory()
        let face = folder.appendingPathComponent("face.json")
        let original = try String(contentsOf: URL(fileURLWithPath: Self.defaultFace), encoding: .utf8)
        try Data(original.utf8).write(to: face)
        let out = folder.appendingPathComponent("out")
        let redacted = ExportMatrix(displays: [.alwaysOn], privacy: [.all], formats: [.png, .svg, .txt])
        _ = try Self.export([face.path], into: out, matrix: redacted)

        let secret = #"{ "text": "68", "privacySensitive": true }"#
        try #require(original.contains(secret))
        try Data(original.replacingOccurrences(of: secret, with: #"{ "text": "142", "privacySensitive": true }"#).utf8).write(to: face)
        let (resumed, events) = try Self.export([face.path], into: out, matrix: redacted, resume: true)
        #expect(resumed.reused == 3 && resumed.written == 0)
        #expect(events.allSatisfy { if case .wrote = $0 { false } else { true } })
        // The same change where it shows is rendered again.
        let shown = try Self.export([face.path], into: out, matrix: ExportMatrix(displays: [.active], privacy: [.all], formats: [.png]),
                                    resume: true, clean: true).report
        #expect(shown.written == 1)
    }

    @Test func withoutResumeEverythingIsRenderedAgain() throws {
        let out = try Repository.temporaryDirectory()
        _ = try Self.export([Self.modularFace], into: out)
        let again = try Self.export([Self.modularFace], into: out).report
        #expect(again.written == 3 && again.reused == 0)
    }

    @Test func writtenFramesAreWholePNGs() throws {
        let out = try Repository.temporaryDirectory()
        _ = try Self.export([Self.defaultFace], into: out, matrix: ExportMatrix(devices: [.mm40, .mm49]))
        for entry in try Self.manifest(in: out).outputs {
            let image = try PNGDecoder.decode(try Data(contentsOf: out.appendingPathComponent(entry.file)))
            #expect(image.width == Device(entry.context.device).pixelWidth)
        }
    }
}
