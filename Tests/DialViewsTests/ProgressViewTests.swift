@testable import DialModel
import DialViews
import Foundation
import Testing

/// `ProgressView(timerInterval:countsDown:)` is written as the file's `timerInterval` and `countsDown`, its instants at
/// +00:00, and reads back through the face decoder unchanged (ports5: Chinendar, AlIslam).
@Suite struct ProgressViewTests {
    @Test func aTimerProgressPastesFromSwiftUI() throws {
        let start = Date(timeIntervalSince1970: 1_795_338_570)
        let tree = try ViewTree(ProgressView(timerInterval: start...start.addingTimeInterval(7_200), countsDown: false) { Text("2 hr") })
        #expect(tree.json == #"{"progress":{"countsDown":false,"label":{"text":"2 hr"},"timerInterval":["2026-11-22T09:09:30Z","2026-11-22T11:09:30Z"]}}"#)
        #expect(tree.document == (try ViewTreeTests.grammar(tree.json)))
        // Counting down is SwiftUI's default.
        #expect(try ViewTree(ProgressView(timerInterval: start...start.addingTimeInterval(60))).json.contains(#""countsDown":true"#))
    }
}
