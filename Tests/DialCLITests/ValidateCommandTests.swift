import DialTestSupport
import Foundation
import Testing

/// `dial validate` and `dial schema` as a user runs them: every file of the bad-input corpus (Tests/Corpus) refused
/// with its own message and exit status, every example face accepted, the schema printed as Faces/ holds it.
@Suite struct ValidateCommandTests {
    @Test func dialValidateRefusesEveryCorpusFile() throws {
        let expectations = try Corpus.expectations()
        let files = try Corpus.badFiles()
        try #require(files.count >= 60, "the corpus has only \(files.count) files")
        #expect(Set(files.map(\.lastPathComponent)) == Set(expectations.keys),
                "Tests/Corpus/expected.json and Tests/Corpus/bad/ list different files")
        for file in files {
            let name = file.lastPathComponent
            guard let expected = expectations[name] else { continue }
            let relative = "Tests/Corpus/bad/\(name)"
            let run = try ProcessRunner.run(Repository.dial, ["validate", relative], in: Repository.root, timeout: TestEnvironment.patience)
            #expect(!run.timedOut, "\(name): dial validate took more than \(Int(TestEnvironment.patience)) s")
            #expect(!run.signalled, "\(name): dial validate was killed by signal \(run.status)\n\(run.stderr)")
            #expect(run.status == expected.exit, "\(name): exit \(run.status), expected \(expected.exit)\n\(run.stderr)")
            #expect(run.stderr.contains("dial: error: \(relative): "), "\(name): the error should name the file\n\(run.stderr)")
            let message = expected.author ?? expected.message
            #expect(run.stderr.contains(message), "\(name): expected the message to contain\n  \(message)\ngot\n  \(run.stderr)")
            #expect(!run.stdout.contains(": ok"), "\(name): reported as valid")
            // A fault in private data: validate says where other commands report it, and they do, in their words.
            if expected.author != nil {
                #expect(run.stderr.contains("; private data: other commands report it at "), "\(name): \(run.stderr)")
                let render = try ProcessRunner.run(Repository.dial, ["render", relative, "--format", "txt", "--out", ".build/corpus-render"],
                                                   in: Repository.root, timeout: TestEnvironment.patience)
                // A picture only validate decodes (one no frame shows) is refused by validate alone.
                #expect(render.status == 0 || (render.status == expected.exit && render.stderr.contains(expected.message)),
                        "\(name): dial render should say\n  \(expected.message)\ngot\n  \(render.stderr)")
            }
        }
    }

    @Test func dialValidateAcceptsEveryFace() throws {
        let faces = Repository.exampleFaces.map { "Faces/\($0).json" }
        try #require(!faces.isEmpty)
        let run = try ProcessRunner.run(Repository.dial, ["validate"] + faces, in: Repository.root, timeout: TestEnvironment.patience)
        #expect(run.status == 0 && !run.signalled, "\(run.stderr)")
        #expect(run.stdout.split(separator: "\n").map(String.init) == faces.map { "\($0): ok" }, "\(run.stdout)")
    }

    @Test func dialValidateChecksEveryFileAndExitsTwoIfOneIsBad() throws {
        let bad = "Tests/Corpus/bad/" + (try Corpus.badFiles().first { $0.lastPathComponent.contains("duplicate-complication-id") }!.lastPathComponent)
        let run = try ProcessRunner.run(Repository.dial, ["validate", bad, "Faces/default.json", "Faces/modular.json"], in: Repository.root, timeout: TestEnvironment.patience)
        #expect(run.status == 2 && !run.signalled, "\(run.stderr)")
        #expect(run.stdout == "Faces/default.json: ok\nFaces/modular.json: ok\n")
        #expect(run.stderr.hasPrefix("dial: error: \(bad): complications[1].id: "), "\(run.stderr)")
        #expect(run.stderr.split(separator: "\n").count == 1)

        let missing = try ProcessRunner.run(Repository.dial, ["validate", "no/such/face.json"], in: Repository.root, timeout: TestEnvironment.patience)
        #expect(missing.status == 2 && missing.stderr.contains("no/such/face.json"), "\(missing.stderr)")
        let none = try ProcessRunner.run(Repository.dial, ["validate"], in: Repository.root, timeout: TestEnvironment.patience)
        #expect(none.status == 2, "\(none.stderr)")
    }

    @Test func dialSchemaPrintsFacesFaceSchemaJSON() throws {
        let run = try ProcessRunner.run(Repository.dial, ["schema"], in: Repository.root, timeout: TestEnvironment.patience)
        #expect(run.status == 0 && !run.signalled, "\(run.stderr)")
        let file = try Data(contentsOf: Repository.faces.appendingPathComponent("face.schema.json"))
        #expect(Data(run.stdout.utf8) == file, "dial schema printed \(run.stdout.utf8.count) bytes; Faces/face.schema.json has \(file.count)")
        #expect(run.stderr.isEmpty)
    }
    /// Faults inside a complication's private data one or two levels down (stranger15 §1, its broken faces):
    /// `dial validate` and `dial lint`, the author's, name each at its own path, with what was found and where other
    /// commands report it; `dial render`, active and Always On, still answers at the hidden view or list in its fixed
    /// words (docs/privacy.md, "Errors, explanations, structure and timing").
    @Test(arguments: [
        // b02, b04, b09, b11, x05c: in a view's stacks and grid; b06: beside a marked view; x05b: in a stack's lines.
        (#"{"view": {"vstack": [{"image": {"systemName": "thermometer.snowflake"}}, {"text": "3.9"}]}}"#,
         #"content.view.vstack[0].image.systemName: expected an SF Symbols name Dial draws, such as "thermometer.medium""#, "content.view"),
        (#"{"view": {"vstack": [{"text": "a", "foregroundStyle": "grene"}, {"text": "b", "privacySensitive": true}]}}"#,
         "content.view.vstack[0].foregroundStyle: expected ", "content.view"),
        (#"{"view": {"vstack": [{"image": {"systemName": "heart.fil"}}, {"text": "b", "privacySensitive": true}]}}"#,
         #"content.view.vstack[0].image.systemName: expected an SF Symbols name Dial draws, such as "heart.fill""#, "content.view"),
        (##"{"view": {"vstack": [{"hstack": [{"text": "a", "foregroundStyle": "#12345"}]}]}}"##,
         "content.view.vstack[0].hstack[0].foregroundStyle: expected ", "content.view"),
        (#"{"view": {"grid": [{"gridRow": [{"text": "a", "foregroundStyle": "grene"}, {"text": "b", "privacySensitive": true}]}]}}"#,
         "content.view.grid[0].gridRow[0].foregroundStyle: expected ", "content.view"),
        (#"{"template": "stack", "lines": [{"date": "now", "style": "time", "timeZone": "Mars/Olympus"}, {"text": "secret", "privacySensitive": true}]}"#,
         "content.lines[0].timeZone: expected an IANA time zone name", "content.lines"),
        (#"{"view": {"vstack": [{"text": {"date": "now", "style": "time", "timeZone": "Mars/Olympus"}}, {"text": "secret", "privacySensitive": true}]}}"#,
         "content.view.vstack[0].text.timeZone: expected an IANA time zone name", "content.view"),
    ])
    func dialValidateNamesAPrivateFaultsOwnPlace(content: String, exact: String, container: String) throws {
        let folder = try Repository.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let face = """
            {"schemaVersion": 1, "style": "modular", "complications": [{"id": "c", "slot": "center", "family": "accessoryRectangular", "content": \(content)}]}
            """
        try Data(face.utf8).write(to: folder.appendingPathComponent("face.json"))
        let found = content.firstRange(of: #/"(thermometer\.snowflake|grene|heart\.fil|#12345|Mars/Olympus)"/#).map { String(content[$0]) }
        let value = try #require(found)
        let note = "; private data: other commands report it at complications[0].\(container), without what was found (docs/privacy.md)"

        for command in [["validate"], ["lint"]] {
            let run = try ProcessRunner.run(Repository.dial, command + ["face.json"], in: folder, timeout: TestEnvironment.patience)
            #expect(run.status == 2 && !run.signalled, "\(command): \(run.stderr)")
            #expect(run.stderr.hasPrefix("dial: error: face.json: complications[0].\(exact)"), "\(command): \(run.stderr)")
            #expect(run.stderr.contains("found \(value) (line 1, column "), "\(command): \(run.stderr)")
            #expect(run.stderr.hasSuffix(note + "\n"), "\(command): \(run.stderr)")
        }
        for mode in ["active", "always-on"] {
            let run = try ProcessRunner.run(Repository.dial, ["render", "face.json", "--mode", mode, "--out", "out"], in: folder, timeout: TestEnvironment.patience)
            #expect(run.status == 2 && !run.signalled, "\(mode): \(run.stderr)")
            #expect(run.stderr.hasPrefix("dial: error: face.json: complications[0].\(container): expected "), "\(mode): \(run.stderr)")
            #expect(run.stderr.hasSuffix("found a value not repeated here (a complication's data may be private; `dial validate face.json` names the fault) (line 1)\n"),
                    "\(mode): \(run.stderr)")
            #expect(!run.stderr.contains(value) && !run.stderr.contains("other commands"), "\(mode): \(run.stderr)")
        }
    }

    /// Two faults at two places inside one hidden stack: `dial render`, `dial explain` and `dial export` give one
    /// message for both, while `dial validate` tells them apart.
    @Test func twoPrivateFaultsReadAlikeEverywhereButInValidate() throws {
        let folder = try Repository.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let contents = [
            #"{"view": {"vstack": [{"text": "a", "foregroundStyle": "grene"}, {"text": "b"}]}}"#,
            #"{"view": {"vstack": [{"text": "a"}, {"hstack": [{"image": {"systemName": "heart.fil"}}]}]}}"#,
        ]
        var outputs: [[String]] = []
        for (index, content) in contents.enumerated() {
            let place = folder.appendingPathComponent("\(index)")
            try FileManager.default.createDirectory(at: place, withIntermediateDirectories: true)
            try Data("""
                {"schemaVersion": 1, "style": "modular", "complications": [{"id": "c", "slot": "center", "family": "accessoryRectangular", "content": \(content)}]}
                """.utf8).write(to: place.appendingPathComponent("face.json"))
            var output: [String] = []
            for command in [["render", "face.json", "--mode", "both", "--out", "out"], ["explain", "face.json"], ["export", "face.json", "--out", "out"]] {
                let run = try ProcessRunner.run(Repository.dial, command, in: place, timeout: TestEnvironment.patience)
                #expect(run.status != 0 && !run.signalled, "\(command): \(run.stderr)")
                #expect(run.stderr.contains("complications[0].content.view: expected a valid view (docs/views.md)"), "\(command): \(run.stderr)")
                output.append("\(run.status) \(run.stdout) \(run.stderr)")
            }
            let validate = try ProcessRunner.run(Repository.dial, ["validate", "face.json"], in: place, timeout: TestEnvironment.patience)
            output.append(validate.stderr)
            outputs.append(output)
        }
        #expect(outputs[0].dropLast() == outputs[1].dropLast())
        #expect(outputs[0].last!.contains("vstack[0].foregroundStyle") && outputs[1].last!.contains("vstack[1].hstack[0].image.systemName"),
                "\(outputs[0].last!)\n\(outputs[1].last!)")
    }
}
