import DialGolden
@testable import DialTesting
import Foundation
import Testing

/// `.goldens(record:)` sets the record mode for a suite, a test inside it may set its own, and checks follow it.
@Suite(.goldens(record: .never)) struct GoldenRecordTraitTests {
    @Test func theSuiteTraitSetsTheMode() {
        #expect(GoldenRecording.mode == .never)
    }

    @Test(.goldens(record: .failed)) func aTestTraitInsideTheSuiteWins() {
        #expect(GoldenRecording.mode == .failed)
    }

    @Test(.goldens(record: .all), arguments: [1, 2]) func parameterisedTestsSeeItToo(_ argument: Int) {
        #expect(GoldenRecording.mode == .all)
    }

    @Test func withGoldenRecordingSetsItForAStretchOfCode() async {
        withGoldenRecording(.missing) { #expect(GoldenRecording.mode == .missing) }
        await withGoldenRecording(.all) { await Task { #expect(GoldenRecording.mode == .all) }.value }
        #expect(GoldenRecording.mode == .never)
    }

    /// A check with no `record:` of its own follows the trait: `.never` writes no missing golden. (Unless the run sets
    /// `DIAL_RECORD`, which outranks the trait: then the check follows that, and this test says which it saw.)
    @Test func aCheckFollowsTheTrait() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("dial-trait-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let store = GoldenStore(root: folder.appendingPathComponent("goldens"))
        let message = try #require(verifyGolden(of: "hello", as: .lines, named: "hello", in: store,
                                                artifacts: folder.appendingPathComponent("artifacts")))
        let written = FileManager.default.fileExists(atPath: store.root.appendingPathComponent("hello.txt").path)
        let environment = ProcessInfo.processInfo.environment[RecordMode.environmentVariable] ?? ""
        if environment.isEmpty {
            #expect(!written)
            #expect(message.hasPrefix("No golden"), "\(message)")
        } else {
            #expect(written == (RecordMode(rawValue: environment.lowercased()) != .never), "DIAL_RECORD=\(environment): \(message)")
        }
    }

    // The order of precedence, as a table, whatever the run's own environment.
    @Test(arguments: [
        (RecordMode?.some(.all), ["DIAL_RECORD": "never"], RecordMode?.some(.failed), RecordMode.all),
        (nil, ["DIAL_RECORD": "failed", "CI": "1"], .never, .failed),
        (nil, ["DIAL_RECORD": "", "CI": "1"], .missing, .missing),
        (nil, ["CI": "1"], .failed, .failed),
        (nil, ["CI": "1"], nil, .never),
        (nil, [:], nil, .missing),
    ] as [(RecordMode?, [String: String], RecordMode?, RecordMode)])
    func precedence(argument: RecordMode?, environment: [String: String], scoped: RecordMode?, expected: RecordMode) throws {
        #expect(try GoldenRecording.resolve(argument: argument, environment: environment, scoped: scoped) == expected)
    }

    @Test func aTypoInDialRecordIsAnErrorEvenUnderATrait() {
        #expect(throws: GoldenError.self) {
            try GoldenRecording.resolve(argument: nil, environment: ["DIAL_RECORD": "fialed"], scoped: .all)
        }
    }
}
