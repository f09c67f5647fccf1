import Dial
import DialTestSupport
import Foundation
import Testing

/// `dial render`, `dial validate`, `dial export` and `dial golden verify` read face files through one reader
/// (`FaceFile`): each refuses the same bad file with the same words.
@Suite struct FaceFileCommandTests {
    /// What is wrong with the file, and the words every command must say of it.
    enum Fault: String, CaseIterable, CustomTestStringConvertible {
        case tooLarge, folder, unreadable, malformed

        var testDescription: String { rawValue }

        /// The file's name: each named like a face file, so that `dial export` reads it as one.
        var file: String { "\(rawValue).json" }

        /// What every command says after the file's name.
        var problem: String {
            switch self {
            case .tooLarge: "is larger than 4 MiB, the most a face file may have"
            case .folder: "is a folder, not a face file"
            case .unreadable: "cannot read: no such file"
            case .malformed: "line 1, column 3: expected '\"' to start a key or '}'"
            }
        }

        /// Makes the bad file in `folder` (the unreadable one is missing: the tests may run as root, who reads any
        /// file whatever its mode).
        func make(in folder: URL) throws {
            let url = folder.appendingPathComponent(file)
            switch self {
            case .tooLarge: try Data(repeating: 0x20, count: FaceFile.maximumBytes + 1).write(to: url)
            case .folder: try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
            case .unreadable: break
            case .malformed: try Data("{ not json".utf8).write(to: url)
            }
        }
    }

    /// A command that reads a face file, with the arguments that make it read `file` in a scratch folder.
    enum Command: String, CaseIterable, CustomTestStringConvertible {
        case render, validate, export, goldenVerify

        var testDescription: String { rawValue }

        func arguments(_ file: String) -> [String] {
            switch self {
            case .render: ["render", file, "--out", "out"]
            case .validate: ["validate", file]
            case .export: ["export", file, "--out", "out"]
            case .goldenVerify: ["golden", "verify", file, "--golden", "golden", "--artifacts", "artifacts"]
            }
        }

        /// `dial export` goes on past a face it cannot read and exits 1 at the end (docs/export.md); an input it
        /// cannot even list as a face file stops it at once, as it stops every other command.
        func status(for fault: Fault) -> Int32 {
            self == .export && (fault == .tooLarge || fault == .malformed) ? 1 : 2
        }
    }

    @Test(arguments: Fault.allCases)
    func everyCommandRefusesTheFileInTheSameWords(fault: Fault) throws {
        let folder = try Repository.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        try fault.make(in: folder)
        var firstLines: Set<String> = []
        for command in Command.allCases {
            let run = try Repository.run(command.arguments(fault.file), in: folder)
            #expect(run.status == command.status(for: fault), "\(command) \(fault): \(run.stderr)")
            let line = run.stderr.split(separator: "\n").first.map(String.init) ?? ""
            #expect(line == "dial: error: \(fault.file): \(fault.problem)", "\(command) \(fault)")
            firstLines.insert(line)
        }
        #expect(firstLines.count == 1, "\(firstLines)")
        // Nothing of a face that was refused is drawn: render leaves no frame behind.
        let drawn = (try? FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent("out").path)) ?? []
        #expect(drawn.allSatisfy { !$0.hasSuffix(".png") }, "\(drawn)")
    }
}
