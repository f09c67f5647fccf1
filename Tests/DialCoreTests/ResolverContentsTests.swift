@testable import DialCore
import DialModel
import Foundation
import Testing

/// Checking every content when a face is read (`Resolver.checkContents`): the faults resolving throws, at the same
/// paths and in the same words, without building what resolving builds (docs/privacy.md, "Timing").
@Suite struct ResolverContentsTests {
    static func content(_ json: String) throws -> ContentDocument {
        try JSONDecoder().decode(ContentDocument.self, from: Data(json.utf8))
    }

    /// Each row: a content with one fault or more, as the file's reader lets it through, and the family it sits in.
    static let faulty: [(family: Family, json: String)] = [
        (.accessoryCircular, ##"{"template": "chart", "values": [1, 2]}"##),
        (.accessoryInline, ##"{"template": "gauge", "value": 0.5}"##),
        (.accessoryCircular, ##"{"template": "stack", "lines": ["a", "b", "c"]}"##),
        (.accessoryRectangular, ##"{"template": "stack", "lines": ["a"], "icon": {"file": "a.png"}}"##),
        (.accessoryRectangular, ##"{"template": "stack", "lines": ["a"], "icon": {"file": "a.png", "color": "#FF0000"}}"##),
        (.accessoryCircular, ##"{"template": "gauge", "value": 0.5, "min": 2, "max": 1}"##),
        (.accessoryCircular, ##"{"template": "gauge", "value": 0.5, "segments": 5}"##),
        (.accessoryCircular, ##"{"template": "gauge", "value": 0.5, "style": "segmented", "segments": 70}"##),
        (.accessoryCircular, ##"{"template": "gauge", "value": 0.5, "title": "T"}"##),
        (.accessoryCircular, ##"{"template": "gauge", "value": 0.5, "leading": "0", "trailing": "9"}"##),
        (.accessoryRectangular, ##"{"template": "gauge", "value": 0.5, "icon": {"icon": "heart"}}"##),
        (.accessoryCircular, ##"{"template": "gauge", "value": 0.5, "text": "5", "icon": {"icon": "heart"}}"##),
        (.accessoryCircular, ##"{"template": "gauge", "value": 0.5, "icon": {"file": "a.png"}}"##),
        // Two faults: the one resolving meets first is the one told.
        (.accessoryCircular, ##"{"template": "gauge", "value": 0.5, "min": 2, "max": 1, "title": "T"}"##),
        (.accessoryRectangular, ##"{"template": "gauge", "value": 0.5, "icon": {"file": "a.png"}}"##),
        (.accessoryCircular, ##"{"template": "gauge", "value": 0.5, "text": "5", "icon": {"file": "a.png"}}"##),
        (.accessoryCircular, ##"{"template": "rings", "rings": [{"value": 1}, {"value": 1}, {"value": 1}, {"value": 1}]}"##),
        (.accessoryCircular, ##"{"template": "rings", "rings": [{"value": 1}, {"value": 1, "max": 0}, {"value": 1, "max": -1}]}"##),
        (.accessoryCorner, ##"{"template": "curvedText", "text": "a", "inner": {"template": "stack", "lines": ["b"]}}"##),
        (.accessoryCorner, ##"{"template": "curvedText", "text": "a", "inner": {"template": "image", "image": {"icon": "heart"}, "title": "t"}}"##),
        (.accessoryCorner, ##"{"template": "curvedText", "text": "a", "inner": {"template": "image", "image": {"file": "a.png"}}}"##),
        (.graphicBezel, ##"{"template": "curvedText", "text": "a", "inner": {"template": "chart", "values": [1, 2]}}"##),
        (.graphicBezel, ##"{"template": "curvedText", "text": "a", "inner": {"template": "gauge", "value": 0.5, "title": "T"}}"##),
        (.graphicBezel, ##"{"template": "curvedText", "text": "a", "inner": {"template": "stack", "lines": ["a", "b", "c"]}}"##),
        (.accessoryRectangular, ##"{"template": "chart", "values": [1]}"##),
        (.accessoryRectangular, ##"{"template": "chart", "values": [1, 2], "min": 3, "max": 3}"##),
        (.accessoryCircular, ##"{"template": "image", "image": {"icon": "heart"}, "title": "t"}"##),
        (.accessoryRectangular, ##"{"template": "image", "image": {"file": "a.png"}, "title": "t"}"##),
        (.accessoryCircular, ##"{"template": "image", "image": {"file": "a.png"}, "title": "t"}"##),
    ]

    static func context(_ family: Family) -> ContentContext {
        ContentContext(family: family, tint: .white, sizeClass: .mm45, display: .active, images: [:], checking: true)
    }

    /// What resolving and checking throw, in that order (nil: nothing).
    static func faults(_ content: ContentDocument, in family: Family) -> (resolved: FaceError?, checked: FaceError?) {
        let path = JSONPath.root.appending(key: "content")
        var resolved: FaceError?, checked: FaceError?
        do throws(FaceError) { _ = try Resolver.resolve(content, in: context(family), at: path) } catch { resolved = error }
        do throws(FaceError) { try Resolver.check(content, in: context(family), at: path) } catch { checked = error }
        return (resolved, checked)
    }

    @Test(arguments: faulty.indices)
    func checkingThrowsWhatResolvingThrows(row: Int) throws {
        let (family, json) = Self.faulty[row]
        let (resolved, checked) = Self.faults(try Self.content(json), in: family)
        #expect(resolved != nil, "\(json) in an \(family)")
        #expect(checked == resolved, "\(json) in an \(family)")
    }

    /// A document built in Swift is held to the rules a face file's reader holds it to.
    @Test func checkingHoldsASwiftBuiltLineToTheReadersRules() {
        let contents: [ContentDocument] = [
            .stack(StackDocument(lines: [TextDocument(text: "a"), TextDocument(text: nil)])),
            .stack(StackDocument(lines: [TextDocument(text: "a", maxLines: 3), TextDocument(text: "b")])),
        ]
        for content in contents {
            let (resolved, checked) = Self.faults(content, in: .accessoryRectangular)
            #expect(resolved != nil)
            #expect(checked == resolved)
        }
    }

    /// A content without fault passes both.
    @Test func checkingPassesWhatResolvingPasses() throws {
        for (family, json) in [(Family.accessoryRectangular, ##"{"template": "stack", "lines": ["a", "b"], "icon": {"icon": "heart"}}"##),
                               (.accessoryCircular, ##"{"template": "gauge", "value": 0.5, "style": "open", "leading": "0", "trailing": "9", "text": "5"}"##),
                               (.graphicBezel, ##"{"template": "curvedText", "text": "a", "inner": {"template": "rings", "rings": [{"value": 1}]}}"##)] {
            let (resolved, checked) = Self.faults(try Self.content(json), in: family)
            #expect(resolved == nil && checked == nil, "\(json)")
        }
    }

    /// Reading a face checks each entry's content without resolving it: no content is resolved however many entries
    /// there are, and a fault in the last entry still refuses it at that entry's path.
    @Test func checkingEveryEntryResolvesNoTemplate() throws {
        let entries = (0..<50).map { minute in
            TimelineEntryDocument(date: Timestamp(iso8601: "2026-11-22T09:\(minute < 10 ? "0" : "")\(minute):00+01:00")!,
                                  content: .stack(StackDocument(lines: [TextDocument(text: "T", unredacted: true), TextDocument(text: "v\(minute)")])))
        }
        var complication = ComplicationDocument(id: "c", slot: .center, family: .accessoryRectangular, dataProtection: DataProtection.none,
                                                timeline: entries)
        let probe = WorkProbe()
        // The closure gives a value: a typed-throws closure giving none crashes this compiler (6.3.1) in a test target.
        let checked = try WorkProbe.$current.withValue(probe) { () throws(FaceError) -> Bool in
            try Resolver.checkContents(of: Fixtures.face(complication))
            return true
        }
        #expect(checked && probe.count(.contentsResolved) == 0)

        complication.timeline![49].content = .stack(StackDocument(lines: [TextDocument(text: "a"), TextDocument(text: "b"),
                                                                         TextDocument(text: "c"), TextDocument(text: "d")]))
        var error: FaceError?
        do throws(FaceError) {
            try Resolver.checkContents(of: Fixtures.face(complication))
        } catch let thrown { error = thrown }
        #expect(error?.path == JSONPath([.key("complications"), .index(0), .key("timeline"), .index(49), .key("content"), .key("lines")]))
    }
}
