import Dial
import DialCore
import DialModel
import Foundation
import Testing

/// Every example face in Faces/, active and Always On, against Golden/<face>/<display>.png|svg|txt, byte for byte.
/// A missing or different golden fails and leaves what was rendered in .artifacts/golden/. Goldens are written only
/// when asked: DIAL_RECORD=missing (new ones) or DIAL_RECORD=all (every one), and even then the check fails so that
/// the new image is looked at before it passes.
@Suite struct GoldenTests {
    static let cases: [(face: String, display: Display)] = Repository.exampleFaces.flatMap { face in
        Display.allCases.map { (face, $0) }
    }

    @Test(arguments: cases)
    func matchesItsGolden(face: String, display: Display) throws {
        let url = Repository.faces.appendingPathComponent("\(face).json")
        let loaded = try Face.decode(Array(try Data(contentsOf: url)), file: "Faces/\(face).json")
        let outputs = try Renderer().render(loaded, display: display, formats: OutputFormat.allCases)
        let record = ProcessInfo.processInfo.environment["DIAL_RECORD"]
        for output in outputs {
            let name = "\(face)/\(display.rawValue).\(output.format.rawValue)"
            let golden = Repository.golden.appendingPathComponent(name)
            let expected = FileManager.default.contents(atPath: golden.path).map(Array.init)
            if expected == output.bytes { continue }
            if record == "all" || (record == "missing" && expected == nil) {
                try write(output.bytes, to: golden)
                Issue.record("Recorded \(name): look at it, then run the tests again.")
                continue
            }
            let artifact = Repository.artifacts.appendingPathComponent("golden").appendingPathComponent(name)
            try write(output.bytes, to: artifact)
            Issue.record(expected == nil
                         ? "No golden \(name). Rendered to \(artifact.path); after looking at it, record with DIAL_RECORD=missing swift test"
                         : "\(name) differs from its golden. Rendered to \(artifact.path)\(output.format == .txt ? "\n" + diff(expected!, output.bytes) : "")")
        }
    }

    @Test func everyGoldenBelongsToAFace() throws {
        let expected = Set(Self.cases.flatMap { face, display in
            OutputFormat.allCases.map { "\(face)/\(display.rawValue).\($0.rawValue)" }
        })
        let enumerator = FileManager.default.enumerator(atPath: Repository.golden.path)
        var found = Set<String>()
        while let path = enumerator?.nextObject() as? String {
            if ["png", "svg", "txt"].contains(URL(fileURLWithPath: path).pathExtension) { found.insert(path) }
        }
        #expect(found.subtracting(expected).isEmpty, "goldens no face asks for: \(found.subtracting(expected).sorted())")
        #expect(!found.isEmpty)
    }

    private func write(_ bytes: [UInt8], to url: URL) throws {
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(bytes).write(to: url, options: .atomic)
    }

    /// The first lines that differ, for a reviewer.
    private func diff(_ expected: [UInt8], _ actual: [UInt8]) -> String {
        let old = String(decoding: expected, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
        let new = String(decoding: actual, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
        var lines: [String] = []
        for index in 0..<max(old.count, new.count) where lines.count < 20 {
            let a = index < old.count ? String(old[index]) : nil
            let b = index < new.count ? String(new[index]) : nil
            if a != b {
                if let a { lines.append("-\(index + 1): \(a)") }
                if let b { lines.append("+\(index + 1): \(b)") }
            }
        }
        return lines.joined(separator: "\n")
    }
}
