import DialTestSupport
import Foundation
import Testing

/// `--hide-sensitive` is one flag: the same spellings, read by one parser, drawing the same frames in every command.
@Suite struct HideSensitiveFlagTests {
    /// Faces/privacy/choice-show.json: Hide Sensitive Complications on in the file, and the calendar's own choice `show`.
    static let face = Repository.root.appendingPathComponent("Faces/privacy/choice-show.json").path

    /// `dial render --hide-sensitive` takes export's spelling and draws what export draws for it.
    @Test func renderAndExportReadHideSensitiveAlike() throws {
        let folder = try Repository.temporaryDirectory()
        let face = Self.face
        for token in ["all", "none", "face", "hide:heartRate"] {
            let render = try Repository.run(["render", face, "--mode", "always-on", "--format", "txt", "--hide-sensitive", token,
                                             "--out", folder.appendingPathComponent("render-\(token)").path])
            #expect(render.status == 0, "\(token): \(render.stderr)")
            let export = try Repository.run(["export", face, "--mode", "always-on", "--format", "txt", "--hide-sensitive", token,
                                             "--out", folder.appendingPathComponent("export-\(token)").path, "--quiet"])
            #expect(export.status == 0, "\(token): \(export.stderr)")
            let rendered = try Data(contentsOf: folder.appendingPathComponent("render-\(token)/choice-show-always-on.txt"))
            // Export names the preset: hide-all, hide-none, hide-face, hide-heartRate.
            let segment = token.hasPrefix("hide:") ? token.replacingOccurrences(of: ":", with: "-") : "hide-\(token)"
            let exported = try FileManager.default.contentsOfDirectory(
                at: folder.appendingPathComponent("export-\(token)/choice-show"), includingPropertiesForKeys: nil)
                .filter { $0.lastPathComponent.contains("always-on-\(segment)") }
            #expect(exported.count == 1, "\(token): \(exported)")
            #expect(try exported.map { try Data(contentsOf: $0) } == [rendered], "\(token)")
        }
    }

    /// A value no command reads is refused alike by each, before anything is drawn or written.
    @Test(arguments: ["render", "explain", "export", "timeline"], ["hide:", "hide:a++b", "All", "calendar", "show:a"])
    func aBadValueExitsTwoNamingTheFlag(command: String, value: String) throws {
        let folder = try Repository.temporaryDirectory()
        var arguments = [command, Self.face, "--hide-sensitive", value]
        if command != "explain" { arguments += ["--out", folder.appendingPathComponent("out").path] }
        let run = try Repository.run(arguments)
        #expect(run.status == 2, "\(command) \(value): \(run.stderr)")
        #expect(run.stderr.contains("--hide-sensitive"), "\(command) \(value): \(run.stderr)")
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("out").path), "\(command) wrote files")
    }
}
