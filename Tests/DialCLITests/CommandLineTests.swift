import DialTestSupport
import Foundation
import Testing

/// `dial` as a user runs it: files written, exit codes, messages.
@Suite struct CommandLineTests {
    @Test func rendersTheDefaultFaceInBothModesAndEveryFormat() throws {
        let out = try Repository.temporaryDirectory()
        let result = try Repository.run(["render", "--format", "png,svg,txt", "--out", out.path])
        #expect(result.status == 0, "\(result.stderr)")
        let files = try FileManager.default.contentsOfDirectory(atPath: out.path).sorted()
        #expect(files == ["default-active.png", "default-active.svg", "default-active.txt",
                          "default-always-on.png", "default-always-on.svg", "default-always-on.txt"])
        let png = try Data(contentsOf: out.appendingPathComponent("default-active.png"))
        #expect(png.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]))
    }

    @Test func theBundledDefaultIsFacesDefaultJSON() throws {
        let out = try Repository.temporaryDirectory()
        #expect(try Repository.run(["render", "--format", "txt", "--out", out.path]).status == 0)
        #expect(try Repository.run(["render", "Faces/default.json", "--format", "txt", "--out", out.appendingPathComponent("file").path]).status == 0)
        #expect(try Data(contentsOf: out.appendingPathComponent("default-active.txt"))
                == Data(contentsOf: out.appendingPathComponent("file/default-active.txt")))
    }

    @Test func aBrokenFaceExitsTwoNamingThePathAndWritesNothing() throws {
        let folder = try Repository.temporaryDirectory()
        let face = folder.appendingPathComponent("broken.json")
        try Data("""
            {
              "schemaVersion": 1,
              "style": "modular",
              "complications": [
                { "id": "a", "slot": "center", "family": "accessoryRectangular",
                  "content": { "template": "stack", "lines": [ { "text": "Hi", "color": "blue" } ] } }
              ]
            }
            """.utf8).write(to: face)
        let out = folder.appendingPathComponent("out")
        let result = try Repository.run(["render", face.path, "--out", out.path])
        #expect(result.status == 2)
        // The complication marks nothing sensitive, so all of it may be private: the value is not repeated, nor the
        // column, which counts the characters before it on its line, nor which line is at fault, nor that the lines'
        // count was good: the hidden lines answer for it (`PrivateList`), in a short message that points to `dial validate`.
        #expect(result.stderr.contains("broken.json: complications[0].content.lines: expected a valid \"lines\" (docs/face-format.md), "
                                       + "found a value not repeated here (a complication's data may be private; `dial validate "),
                "\(result.stderr)")
        #expect(result.stderr.hasSuffix("broken.json` names the fault) (line 6)\n"), "\(result.stderr)")
        #expect(!FileManager.default.fileExists(atPath: out.path))
    }

    @Test func aSyntaxErrorGivesLineAndColumn() throws {
        let folder = try Repository.temporaryDirectory()
        let face = folder.appendingPathComponent("syntax.json")
        try Data("{\n  \"schemaVersion\": 1,\n  \"style\": infograph\n}\n".utf8).write(to: face)
        let result = try Repository.run(["render", face.path, "--out", folder.path])
        #expect(result.status == 2)
        #expect(result.stderr.contains("syntax.json: line 3, column 12"), "\(result.stderr)")
    }

    @Test func anUnknownSchemaVersionIsRefused() throws {
        let folder = try Repository.temporaryDirectory()
        let face = folder.appendingPathComponent("future.json")
        try Data("{ \"schemaVersion\": 2, \"hologram\": true }".utf8).write(to: face)
        let result = try Repository.run(["render", face.path, "--out", folder.path])
        #expect(result.status == 2)
        #expect(result.stderr.contains("schemaVersion: expected schemaVersion 1"), "\(result.stderr)")
    }

    @Test func aMissingFileAndBadFlagsExitTwo() throws {
        let missing = try Repository.run(["render", "no/such/face.json"])
        #expect(missing.status == 2)
        #expect(missing.stderr.contains("no/such/face.json"))
        let format = try Repository.run(["render", "--format", "png,gif"])
        #expect(format.status == 2)
        #expect(format.stderr.contains("gif"))
        let device = try Repository.run(["render", "--device", "47mm"])
        #expect(device.status == 2)
    }

    @Test func flagsOverrideTheFace() throws {
        let out = try Repository.temporaryDirectory()
        let result = try Repository.run(["render", "Faces/modular.json", "--mode", "active", "--device", "41mm", "--time", "16:45",
                                         "--format", "txt", "--out", out.path])
        #expect(result.status == 0, "\(result.stderr)")
        let dump = try String(contentsOf: out.appendingPathComponent("modular-active.txt"), encoding: .utf8)
        #expect(dump.contains("screen 352x430"))
        #expect(dump.contains("text \"4:45\""))
        #expect(!FileManager.default.fileExists(atPath: out.appendingPathComponent("modular-always-on.txt").path))
    }

    @Test func listsTheDevices() throws {
        let result = try Repository.run(["devices"])
        #expect(result.status == 0)
        for device in ["40mm", "41mm", "42mm", "44mm", "45mm", "46mm", "49mm", "ultra3"] { #expect(result.stdout.contains(device)) }
    }
}
