import Dial
import DialTestSupport
import DialTesting
import Foundation

/// Paths in this repository, for tests that read Faces/ and Golden/ or run the built `dial`.
enum Repository {
    static let root = TestEnvironment.repositoryRoot
    static let faces = root.appendingPathComponent("Faces")
    static let golden = root.appendingPathComponent("Golden")
    /// Where failed comparisons leave what they rendered (git-ignored).
    static let artifacts = root.appendingPathComponent(".artifacts")

    /// The example faces: every JSON file in Faces/ and its subfolders, as `privacy/locked`.
    static var exampleFaces: [String] {
        ((try? FileManager.default.subpathsOfDirectory(atPath: faces.path)) ?? [])
            .filter(FaceFile.isFaceFile(named:))
            .map { String($0.dropLast(5)) }
            .sorted()
    }

    /// The `dial` executable built beside the test bundle.
    static var dial: URL { TestEnvironment.dial }

    /// Runs `dial` with `arguments` in `directory`; returns its exit status, standard output and standard error.
    static func run(_ arguments: [String], in directory: URL = root) throws -> (status: Int32, stdout: String, stderr: String) {
        let run = try ProcessRunner.run(dial, arguments, in: directory)
        return (run.status, run.stdout, run.stderr)
    }

    static func temporaryDirectory() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("dial-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }
}
