import DialPNG
import DialTestSupport
import Foundation
import Testing

/// Examples/FaceTests, built and tested as a user's package: it takes Dial by path with the SnapshotTesting trait
/// on, builds faces in Swift, and checks them with DialTesting and with swift-snapshot-testing. This is where the
/// DialSnapshotTesting strategies are compiled and exercised: Dial's own build leaves the trait off.
///
/// The package is copied to a temporary folder (so its references are recorded there, never in git's folders) and
/// built in `.build-examples` at Dial's root (git-ignored, kept between runs, so only the first run is slow: it
/// builds swift-snapshot-testing and a second copy of Dial). Packages come from the machine's mirror, as for Dial.
@Suite(.serialized) struct ExamplePackageTests {
    static let root = TestEnvironment.repositoryRoot
    static let scratch = root.appendingPathComponent(".build-examples")

    /// One pass over the three states a user meets: references recorded (and the run failed, to be looked at), then
    /// a run that passes, then a run that fails, readably and with pictures, when a pixel of a reference changes.
    @Test func recordsThenPassesThenFailsOnAChangedPixel() throws {
        let copy = try ExamplePackage.copy("FaceTests", items: ["Package.swift", "Sources/WatchFaces", "Tests"],
                                           leaving: ["Tests/WatchFacesTests/__Snapshots__", "Tests/WatchFacesTests/__Goldens__"])
        let snapshots = copy.appendingPathComponent("Tests/WatchFacesTests/__Snapshots__/MorningSnapshotTests")
        let goldens = copy.appendingPathComponent("Tests/WatchFacesTests/__Goldens__/MorningGoldenTests")
        let artifacts = copy.appendingPathComponent("snapshot-artifacts")

        // 1. Nothing recorded yet: every check records its reference and fails.
        let record = try Self.swiftTest(in: copy, environment: ["DIAL_RECORD": "missing", "SNAPSHOT_TESTING_RECORD": "missing"])
        #expect(record.status != 0, "\(record.output)")
        #expect(record.output.contains("No reference was found on disk. Automatically recorded snapshot"), "\(record.output)")
        #expect(record.output.contains("Recorded the new golden"), "\(record.output)")
        let references = [
            snapshots.appendingPathComponent("active.1.png"),
            snapshots.appendingPathComponent("active.2.txt"),
            snapshots.appendingPathComponent("alwaysOnWithSensitiveComplicationsHidden.1.png"),
            snapshots.appendingPathComponent("alwaysOnWithSensitiveComplicationsHidden.2.txt"),
            snapshots.appendingPathComponent("lockedAtNineInTheEvening.1.svg"),
            goldens.appendingPathComponent("morning/active.png"),
            goldens.appendingPathComponent("morning/always-on.png"),
            goldens.appendingPathComponent("morning/always-on.txt"),
        ]
        for reference in references {
            #expect(FileManager.default.fileExists(atPath: reference.path), "\(reference.path) was not recorded")
        }
        let dump = String(decoding: try Data(contentsOf: references[3]), as: UTF8.self)
        #expect(dump.hasPrefix("dial display-list 1\nscreen 352x430"), "a 41 mm screen: \(dump.prefix(60))")
        #expect(!dump.contains("Room 4"))

        // 2. The same run again, recording nothing: it passes.
        let verify = ["CI": "1", "DIAL_RECORD": "never", "SNAPSHOT_TESTING_RECORD": "never"]
        let pass = try Self.swiftTest(in: copy, environment: verify)
        #expect(pass.status == 0, "\(pass.output)")
        #expect(pass.output.contains("passed"), "\(pass.output)")

        // 3. One 4 × 4 block of the active references changed: both checks fail, say how many pixels differ, and
        // leave Expected | Diff | Actual; the references stay as they were.
        let changed = [references[0], references[5]]
        for reference in changed { try Self.changeBlock(of: reference) }
        let before = try changed.map { try Data(contentsOf: $0) }
        let fail = try Self.swiftTest(in: copy, environment: verify.merging(["SNAPSHOT_ARTIFACTS": artifacts.path]) { $1 })
        #expect(fail.status != 0, "\(fail.output)")
        #expect(fail.output.contains("Snapshot does not match reference."), "\(fail.output)")
        #expect(fail.output.contains("Dial: 16 of 191664 pixels differ"), "\(fail.output)")
        #expect(fail.output.contains("morning/active.png does not match: 16 of 191664 pixels differ"), "\(fail.output)")
        let composite = artifacts.appendingPathComponent("dial/active__.composite.png")
        #expect(fail.output.contains("Expected | Diff | Actual: \(composite.path)"), "\(fail.output)")
        #expect(FileManager.default.fileExists(atPath: composite.path))
        #expect(FileManager.default.fileExists(atPath: copy.appendingPathComponent(".artifacts/golden/morning/active.composite.png").path))
        #expect(try changed.map { try Data(contentsOf: $0) } == before, "a reference was overwritten unasked")
        // Only the two changed references fail.
        #expect(!fail.output.contains("alwaysOnWithSensitiveComplicationsHidden()\" recorded an issue"), "\(fail.output)")
    }

    /// `swift test` in `folder`, with `environment` over this process's (whose record settings are dropped first).
    static func swiftTest(in folder: URL, environment: [String: String]) throws -> (status: Int32, output: String) {
        let log = FileManager.default.temporaryDirectory.appendingPathComponent("dial-example-\(UUID().uuidString).log")
        defer { try? FileManager.default.removeItem(at: log) }
        _ = FileManager.default.createFile(atPath: log.path, contents: nil)
        let handle = try FileHandle(forWritingTo: log)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["swift", "test", "--package-path", folder.path, "--scratch-path", scratch.path]
        var inherited = ProcessInfo.processInfo.environment
        for key in ["DIAL_RECORD", "SNAPSHOT_TESTING_RECORD", "SNAPSHOT_ARTIFACTS", "CI"] { inherited[key] = nil }
        process.environment = inherited.merging(environment) { $1 }
        process.standardOutput = handle
        process.standardError = handle
        try process.run()
        process.waitUntilExit()
        try handle.close()
        return (process.terminationStatus, String(decoding: try Data(contentsOf: log), as: UTF8.self))
    }

    /// Turns a 4 × 4 block in the middle of a PNG into far-off colours, as a changed drawing would.
    static func changeBlock(of url: URL) throws {
        var image = try PNGDecoder.decode(Array(try Data(contentsOf: url)))
        for y in image.height / 2..<image.height / 2 + 4 {
            for x in image.width / 2..<image.width / 2 + 4 {
                let offset = (y * image.width + x) * 4
                for channel in 0..<3 { image.pixels[offset + channel] = image.pixels[offset + channel] > 127 ? 0 : 255 }
                image.pixels[offset + 3] = 255
            }
        }
        try Data(try PNGEncoder.encode(image)).write(to: url)
    }
}
