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
            #expect(run.stderr.contains(expected.message), "\(name): expected the message to contain\n  \(expected.message)\ngot\n  \(run.stderr)")
            #expect(!run.stdout.contains(": ok"), "\(name): reported as valid")
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
}
