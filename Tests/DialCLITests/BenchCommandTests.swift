import Dial
import DialTestSupport
import Foundation
import Testing

/// `dial bench --write-hidden-pairs`: the faces the bench's hidden-data table times, written for timing whole `dial`
/// processes on (docs/performance.md, "Hidden timelines, seventh round").
@Suite struct BenchCommandTests {
    @Test func writeHiddenPairsWritesEachPairsTwoFacesAsTheBenchReadsThem() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("dial-bench-pairs-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let run = try ProcessRunner.run(Repository.dial, ["bench", "--write-hidden-pairs", folder.path], in: Repository.root,
                                        timeout: TestEnvironment.patience)
        #expect(run.status == 0 && !run.signalled, "\(run.stderr)")
        var expected: [String] = []
        for pair in HiddenDataPair.all {
            for side in HiddenDataPair.Side.allCases {
                let file = folder.appendingPathComponent("\(pair.slug)-\(side.rawValue).json")
                expected.append(file.path)
                let bytes = try [UInt8](Data(contentsOf: file))
                #expect(bytes == pair.bytes(side), "\(file.lastPathComponent) is not the bench's \(pair.name), \(side)")
            }
        }
        #expect(run.stdout.split(separator: "\n").map(String.init) == expected)
        // The two faces of a pair are one size, and every file is a face `dial validate` accepts.
        let check = try ProcessRunner.run(Repository.dial, ["validate"] + expected, in: Repository.root, timeout: TestEnvironment.patience)
        #expect(check.status == 0, "\(check.stderr)")
    }
}
