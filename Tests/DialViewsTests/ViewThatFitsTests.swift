@testable import DialModel
import DialViews
import Testing

/// `ViewThatFits` is written as the list of its views, the fullest first, and reads back through the face decoder
/// unchanged.
@Suite struct ViewThatFitsTests {
    @Test func itsViewsAreWrittenInOrder() throws {
        let tree = try ViewTree(HStack {
            Text("BP")
            ViewThatFits {
                Text("148/96 mmHg")
                Text("148/96")
            }
        })
        #expect(tree.json == #"{"hstack":[{"text":"BP"},{"viewThatFits":[{"text":"148/96 mmHg"},{"text":"148/96"}]}]}"#)
        #expect(tree.document == (try ViewTreeTests.grammar(tree.json)))
    }
}
