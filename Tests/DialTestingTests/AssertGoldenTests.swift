import Dial
import DialGolden
import DialModel
import DialPNG
import DialTesting
import Foundation
import Testing

/// `assertGolden` as a team's Swift Testing tests meet it: a match passes silently, anything else is an issue with a
/// report, and recording writes the golden but still fails.
@Suite struct AssertGoldenTests {
    let store: GoldenStore
    let artifacts: URL

    init() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("dial-testing-\(UUID().uuidString)")
        store = GoldenStore(root: folder.appendingPathComponent("goldens"))
        artifacts = folder.appendingPathComponent("artifacts")
    }

    static let face: Face = try! Face.decode(Array(#"{ "schemaVersion": 1, "style": "modular" }"#.utf8), file: "tiny.json")

    @Test func aMissingGoldenFailsAndIsRecordedWhenAsked() throws {
        withKnownIssue("no golden yet, and mode never writes none") {
            assertGolden(of: Self.face, as: .text(.active), named: "tiny", record: .never, in: store, artifacts: artifacts)
        }
        #expect(!FileManager.default.fileExists(atPath: store.root.appendingPathComponent("tiny.txt").path))

        withKnownIssue("recording fails the check that recorded") {
            assertGolden(of: Self.face, as: .text(.active), named: "tiny", record: .missing, in: store, artifacts: artifacts)
        }
        #expect(FileManager.default.fileExists(atPath: store.root.appendingPathComponent("tiny.txt").path))
        // Now it matches: no issue, in any mode.
        assertGolden(of: Self.face, as: .text(.active), named: "tiny", record: .never, in: store, artifacts: artifacts)
    }

    @Test func aChangedFaceFailsWithAReportAndTheAcceptCommand() throws {
        _ = verifyGolden(of: Self.face, as: .png(.active), named: "face", record: .missing, in: store, artifacts: artifacts)
        let message = try #require(verifyGolden(of: Self.face, as: .png(.alwaysOn), named: "face", record: .never,
                                                in: store, artifacts: artifacts))
        #expect(message.contains("does not match"), "\(message)")
        #expect(message.contains("DIAL_RECORD=failed swift test --filter 'DialTestingTests\\..*aChangedFaceFailsWithAReportAndTheAcceptCommand'"),
                "\(message)")
        let index = try JSONDecoder().decode(ReportIndex.self, from: Data(contentsOf: artifacts.appendingPathComponent("report.json")))
        // The first check recorded the golden, so the report lists it for review too.
        #expect(index.failures.filter { !$0.recorded }.map(\.name) == ["face.png"])
        #expect(index.failures.filter(\.recorded).map(\.name) == ["face.png"])
        #expect(FileManager.default.fileExists(atPath: artifacts.appendingPathComponent("face.composite.png").path))
    }

    @Test func twoChecksUnderTheSameImplicitNameAreCaught() {
        _ = verifyGolden(of: "one", as: .lines, record: .missing, in: store, artifacts: artifacts)
        let second = verifyGolden(of: "one", as: .lines, record: .missing, in: store, artifacts: artifacts)
        #expect(second?.contains("pass named:") == true, "\(second ?? "nil")")
    }

    @Test func theDefaultStoreSitsBesideTheTestFile() throws {
        let name = "defaultStore-\(UUID().uuidString)"
        let golden = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("__Goldens__/AssertGoldenTests/\(name).txt")
        defer { try? FileManager.default.removeItem(at: golden.deletingLastPathComponent().deletingLastPathComponent()) }
        _ = verifyGolden(of: "text", as: .lines, named: name, record: .missing, artifacts: artifacts)
        #expect(FileManager.default.fileExists(atPath: golden.path), "\(golden.path)")
    }

    @Test func imagesWithinToleranceMatch() throws {
        let image = RGBAImage(width: 8, height: 8, pixels: [UInt8](repeating: 200, count: 256))
        var nearly = image
        nearly.pixels[0] = 199
        _ = verifyGolden(of: image, as: .image(), named: "image", record: .missing, in: store, artifacts: artifacts)
        #expect(verifyGolden(of: nearly, as: .image(), named: "image", record: .never, in: store, artifacts: artifacts) == nil)
        var different = image
        different.pixels.replaceSubrange(0..<4, with: [0, 0, 0, 255])
        #expect(verifyGolden(of: different, as: .image(), named: "image", record: .never, in: store, artifacts: artifacts) != nil)
        #expect(verifyGolden(of: different, as: .image(ImageTolerance(maxDiffPixels: 1)), named: "image", record: .never,
                             in: store, artifacts: artifacts) == nil)
    }
}
