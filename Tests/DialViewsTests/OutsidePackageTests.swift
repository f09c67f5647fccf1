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
    static let scratch = root.appendingPathComponent(".build-examples-views")

    @Test func importDialViewsCompilesAndGivesTheIssuesJSON() throws {
        let copy = try ExamplePackage.copy("StepCount", items: ["Package.swift", "Sources"])
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
}
