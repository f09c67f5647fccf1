import DialGolden
import DialTesting
import Foundation
import XCTest

/// `assertGolden` from XCTest: the same call, failing through XCTFail.
final class AssertGoldenXCTests: XCTestCase {
    func testAMatchingGoldenPasses() throws {
        let store = GoldenStore(root: FileManager.default.temporaryDirectory.appendingPathComponent("dial-xctest-\(UUID().uuidString)"))
        XCTAssertNotNil(verifyGolden(of: "hello\n", as: .lines, named: "hello", record: .missing, in: store,
                                     artifacts: store.root.appendingPathComponent("artifacts")))
        assertGolden(of: "hello\n", as: .lines, named: "hello", record: .never, in: store)
    }
}
