@testable import DialModel
import DialViews
import Foundation
import Testing

/// `Text`: a string, or a live time text as SwiftUI's `Text(_:style:)`, written as a face file writes it and read back
/// by the face decoder.
@Suite struct TextTests {
    /// `Text(date, style:)` for every style writes `{"text": {"date", "style"}}` with the instant at +00:00, and the
    /// decoder reads the same view back.
    @Test(arguments: DateTextStyle.allCases)
    func aDateTextIsALiveTextOfItsStyle(style: Text.DateStyle) throws {
        let end = Date(timeIntervalSince1970: 1_795_339_260) // 2026-11-22T09:21:00Z
        let tree = try ViewTree(Text(end, style: style))
        #expect(tree.json == #"{"text":{"date":"2026-11-22T09:21:00Z","style":"\#(style.rawValue)"}}"#)
        #expect(tree.document == (try ViewTreeTests.grammar(#"{"text": {"date": "2026-11-22T09:21:00Z", "style": "\#(style.rawValue)"}}"#)))
    }

    /// `Text.now(style:timeZone:)` is the moment drawn: a world clock.
    @Test func nowIsTheMomentDrawn() throws {
        let tree = try ViewTree(Text.now(style: .time, timeZone: TimeZoneName("Asia/Tokyo")!))
        #expect(tree.json == #"{"text":{"date":"now","style":"time","timeZone":"Asia/Tokyo"}}"#)
    }

    /// A live text with an unknown key, without a style, or with a number for its text is refused at its path.
    @Test(arguments: [#"{"text": {"date": "now", "style": "time", "zone": "UTC"}}"#, #"{"text": {"date": "now"}}"#,
                      #"{"text": 12}"#])
    func aBadLiveTextIsRefused(json: String) {
        #expect(throws: FaceError.self) { try ViewTreeTests.grammar(json) }
    }
}
