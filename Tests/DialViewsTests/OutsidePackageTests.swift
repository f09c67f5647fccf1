import DialTestSupport
import Foundation
import Testing

/// Examples/StepCount, built as a user's package: it takes Dial by path, imports DialViews alone, writes the issue's
/// step count in SwiftUI's words, and prints the view tree. What it prints is the JSON the issue asks for.
///
/// The package is copied to a temporary folder (so nothing is recorded in git's folders) and built in
/// `.build-examples-views` at Dial's root (git-ignored, kept between runs: only the first run builds DialModel and
/// DialViews, and nothing else of Dial). Packages come from the machine's mirror, as for Dial.
@Suite(.serialized) struct OutsidePackageTests {
    static let root = TestEnvironment.repositoryRoot
    static let example = root.appendingPathComponent("Examples/StepCount")
    static let scratch = root.appendingPathComponent(".build-examples-views")

    @Test func importDialViewsCompilesAndGivesTheIssuesJSON() throws {
        let copy = try Self.copyExample()
        let swift = URL(fileURLWithPath: "/usr/bin/env")
        let build = try ProcessRunner.run(swift, ["swift", "build", "--package-path", copy.path, "--scratch-path", Self.scratch.path])
        try #require(build.status == 0, "\(build.stdout)\n\(build.stderr)")
        // Only Dial's model and DialViews were built for it.
        let built = try FileManager.default.contentsOfDirectory(atPath: Self.scratch.appendingPathComponent("debug/Modules").path)
        #expect(!built.contains { $0.hasPrefix("DialCore") || $0.hasPrefix("DialText") }, "\(built)")
        let run = try ProcessRunner.run(Self.scratch.appendingPathComponent("debug/StepCount"), [])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout == #"{"vstack":[{"font":{"design":"rounded","size":16,"weight":"semibold"},"text":"812"},{"text":"STEPS"}]}"# + "\n")
    }

    /// A fresh copy of the example in a temporary folder fixed for this checkout, taking Dial from this checkout.
    static func copyExample() throws -> URL {
        let checkout = root.path.utf8.reduce(UInt64(14_695_981_039_346_656_037)) { ($0 ^ UInt64($1)) &* 1_099_511_628_211 }
        let copy = FileManager.default.temporaryDirectory
            .appendingPathComponent("dial-example-StepCount-\(String(checkout % 1_000_000_007, radix: 36))")
        try? FileManager.default.removeItem(at: copy)
        try FileManager.default.createDirectory(at: copy, withIntermediateDirectories: true)
        for item in ["Package.swift", "Sources"] {
            try FileManager.default.copyItem(at: example.appendingPathComponent(item), to: copy.appendingPathComponent(item))
        }
        let manifest = copy.appendingPathComponent("Package.swift")
        let text = try String(contentsOf: manifest, encoding: .utf8)
        let local = text.replacingOccurrences(of: #"path: "../..""#, with: "path: \"\(root.path)\"")
        #expect(local != text, "the example no longer takes Dial by path \"../..\"")
        try local.write(to: manifest, atomically: true, encoding: .utf8)
        return copy
    }
}
