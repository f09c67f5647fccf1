import Dial
import DialTesting
import Foundation

/// Paths in this repository, for tests that read Faces/ and Golden/ or run the built `dial`.
enum Repository {
    static let root = PackageRoot.containing(#filePath)!
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
    static var dial: URL {
        var folder = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        while folder.pathExtension == "xctest" || folder.lastPathComponent == "Contents" || folder.lastPathComponent == "MacOS" {
            folder.deleteLastPathComponent()
        }
        return folder.appendingPathComponent("dial")
    }

    /// Runs `dial` with `arguments` in `directory`; returns its exit status, standard output and standard error.
    static func run(_ arguments: [String], in directory: URL = root) throws -> (status: Int32, stdout: String, stderr: String) {
        let process = Process()
        process.executableURL = dial
        process.arguments = arguments
        process.currentDirectoryURL = directory
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        let stdout = out.fileHandleForReading.readDataToEndOfFile()
        let stderr = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: stdout, as: UTF8.self), String(decoding: stderr, as: UTF8.self))
    }

    static func temporaryDirectory() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("dial-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }
}
