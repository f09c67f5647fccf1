@testable import DialGolden
import Testing

@Suite struct UnifiedDiffTests {
    func lines(_ text: String) -> [Substring] { Substring(text).split(separator: "\n", omittingEmptySubsequences: false) }

    @Test func aChangedLineIsShownWithItsContext() {
        let old = (1...10).map { "line \($0)" }.joined(separator: "\n")
        let new = old.replacingOccurrences(of: "line 6", with: "line six")
        let diff = UnifiedDiff(old: lines(old), new: lines(new))
        #expect(diff.text(maximumLines: 100) == """
            --- golden
            +++ output
            @@ -3,7 +3,7 @@
             line 3
             line 4
             line 5
            -line 6
            +line six
             line 7
             line 8
             line 9
            """)
        #expect(diff.summary == "text differs from line 6: 1 line removed, 1 added")
    }

    @Test func insertionsAndDeletionsAreMinimal() {
        let diff = UnifiedDiff(old: lines("a\nb\nc\nd"), new: lines("a\nc\nd\ne"))
        let changes = diff.edits.filter { if case .same = $0 { false } else { true } }
        #expect(changes == [.removed(old: 1), .added(new: 3)])
    }

    @Test func aLongDiffIsCutWithACount() {
        let diff = UnifiedDiff(old: lines((1...100).map { "a\($0)" }.joined(separator: "\n")),
                               new: lines((1...100).map { "b\($0)" }.joined(separator: "\n")))
        let text = diff.text(maximumLines: 20)
        #expect(text.split(separator: "\n").count == 21)
        #expect(text.hasSuffix("more lines of diff"))
    }

    @Test func lineEndingsAloneDoNotDiffer() throws {
        #expect(try GoldenFormat<[UInt8]>.lines.diff(Array("a\r\nb\r\n".utf8), Array("a\nb\n".utf8)) == nil)
        #expect(try GoldenFormat<[UInt8]>.lines.diff(Array("a\nb\n".utf8), Array("a\nc\n".utf8)) != nil)
    }
}
