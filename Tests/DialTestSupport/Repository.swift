import Foundation

/// Paths in this repository, and the built `dial` run as a user runs it: shared by every test target that reads
/// Faces/ and Golden/ or runs the command line.
public enum Repository {
    public static let root = TestEnvironment.repositoryRoot
    public static let faces = root.appendingPathComponent("Faces")
    public static let golden = root.appendingPathComponent("Golden")
    /// Where failed comparisons leave what they rendered (git-ignored).
    public static let artifacts = root.appendingPathComponent(".artifacts")

    /// The `dial` executable built beside the test bundle.
    public static var dial: URL { TestEnvironment.dial }

    /// Runs `dial` with `arguments` in `directory`; returns its exit status, standard output and standard error. A
    /// `dial` that hangs is ended after `TestEnvironment.patience` (and so exits by a signal, which no test expects).
    public static func run(_ arguments: [String], in directory: URL = root) throws -> (status: Int32, stdout: String, stderr: String) {
        let run = try ProcessRunner.run(dial, arguments, in: directory, timeout: TestEnvironment.patience)
        return (run.status, run.stdout, run.stderr)
    }

    /// Every regular file under `folder`, in it or its subfolders, by path relative to it: what a command left there.
    public static func files(in folder: URL) throws -> [String: Data] {
        var files: [String: Data] = [:]
        let enumerator = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: [.isRegularFileKey])!
        for case let url as URL in enumerator where try url.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile == true {
            files[String(url.path.dropFirst(folder.path.count + 1))] = try Data(contentsOf: url)
        }
        return files
    }

    /// A new empty folder under the system's temporary folder.
    public static func temporaryDirectory() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("dial-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    /// The example faces, the tests' one list of them: every face file under Faces/ and its subfolders, named by its
    /// path relative to Faces/ without `.json` (`privacy/locked`), sorted. A face file is what `dial export` takes from
    /// a folder (`FaceFile.isFaceFile(named:)`, which FaceFileTests holds this to): `*.json`, not a `*.schema.json`,
    /// not hidden. Empty without the folder: a test taking these as arguments would check nothing, so
    /// FaceDocumentJSONTests counts them.
    public static let exampleFaces: [String] = ((try? FileManager.default.subpathsOfDirectory(atPath: faces.path)) ?? [])
        .filter { path in
            let name = path.split(separator: "/").last.map(String.init) ?? path
            return name.hasSuffix(".json") && !name.hasSuffix(".schema.json") && !name.hasPrefix(".")
        }
        .map { String($0.dropLast(".json".count)) }
        .sorted()

    /// The file of the example face `name` (`privacy/locked`).
    public static func faceFile(_ name: String) -> URL {
        faces.appendingPathComponent(name + ".json")
    }
}
