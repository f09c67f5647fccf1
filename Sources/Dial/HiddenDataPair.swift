import DialCore
import DialModel

/// Two faces of one size that differ only in data a context hides, and the work a command does for that context:
/// what `dial bench` times to show that this work does not grow with hidden data (docs/privacy.md, "Timing":
/// the median time of 1 vs 1,000 hidden entries, and of 1 vs 780 hidden path commands, within run-to-run noise).
///
/// Each side is padded with spaces to the other's size, since the size of a face file is known to whoever holds it.
/// The ratio of `many` to `few` is the figure; both sides draw the same bytes (a test holds them to it).
package struct HiddenDataPair: Sendable {
    /// The two faces of the pair.
    package enum Side: String, Sendable, CaseIterable {
        /// The hidden data at its smallest: 1 entry, or paths of 1 command.
        case few
        /// The hidden data at its largest: 1,000 entries, or paths of 780 commands.
        case many
    }

    /// What is hidden and how, for a table's row: "1 vs 1,000 timeline entries behind the lock's placeholder".
    package let name: String
    /// What the pair's files are named by: `<slug>-few.json` and `<slug>-many.json` (`dial bench --write-hidden-pairs`).
    package let slug: String
    /// The context that hides the data, over the face's own settings.
    package let context: RenderContext
    private let faces: [Side: [UInt8]]

    /// The face file of `side`, as bytes.
    package func bytes(_ side: Side) -> [UInt8] { faces[side]! }

    /// What one `dial render` of the context does: reads the face and draws its PNG.
    package func render(_ side: Side, with renderer: Renderer) throws(DialError) -> [UInt8] {
        let face = try Face.decode(bytes(side), file: "\(side.rawValue).json")
        return try renderer.render(face, in: context, formats: [.png])[0].bytes
    }

    /// What one `dial timeline` of the context does before drawing frames: reads the face, works out its day's
    /// schedule and the moments at which what it draws changes.
    package func timeline(_ side: Side, with renderer: TimelineRenderer) throws(DialError) -> [TimelineMoment] {
        let face = try Face.decode(bytes(side), file: "\(side.rawValue).json")
        let plan = try face.timelinePlan()
        let range = face.timelineRange(from: nil, to: nil, zone: plan.zone)
        let request = TimelineRequest(from: range.from, to: range.to, stepping: .changes, displays: [context.display],
                                      context: context)
        return try renderer.moments(face, request, schedule: try renderer.schedule(face, request))
    }

    /// Every pair `dial bench` reports.
    package static let all = timelines + views

    /// The pairs whose hidden data is in timeline entries.
    package static let timelines = [entriesBehindTheLock, entriesHiddenByPrivacy, pathCommandsHiddenByPrivacy]

    /// The pairs whose hidden data is in a view a context hides (a frame resolves none of it).
    package static let views = [chartMarksHiddenByPrivacy, alternativesHiddenByPrivacy, entryHiddenWholeByPrivacy]

    /// A medication schedule behind `dataProtection: complete` on a locked watch: 1 vs 1,000 entries.
    package static let entriesBehindTheLock = HiddenDataPair(
        name: "1 vs 1,000 timeline entries behind the lock's placeholder", slug: "entries-locked", context: .active.locked(),
        faces: [.few: entries(1, protection: "complete"), .many: entries(1_000, protection: "complete")])

    /// The same schedule marking nothing, in Always On under Hide Sensitive Complications: privacy hides it whole.
    package static let entriesHiddenByPrivacy = HiddenDataPair(
        name: "1 vs 1,000 timeline entries hidden whole by privacy", slug: "entries-private", context: .alwaysOn(hideSensitive: true),
        faces: [.few: entries(1, protection: "none"), .many: entries(1_000, protection: "none")])

    /// 200 `privacySensitive` paths (one per timeline entry) of 1 vs 780 commands, each padded to 4,000 characters.
    package static let pathCommandsHiddenByPrivacy = HiddenDataPair(
        name: "200 paths of 1 vs 780 commands, privacySensitive", slug: "paths-private", context: .alwaysOn(hideSensitive: true),
        faces: [.few: paths(1), .many: paths(780)])

    /// A glucose chart of 2 vs 1,000 marks, `privacySensitive`, under a shown title: a frame reads none of its marks.
    package static let chartMarksHiddenByPrivacy = HiddenDataPair(
        name: "a view chart of 2 vs 1,000 marks, privacySensitive", slug: "chart-private", context: .alwaysOn(hideSensitive: true),
        faces: [.few: chart(2), .many: chart(1_000)])

    /// A `privacySensitive` `viewThatFits` of one text vs 6 alternatives of 6 × 6 texts (a view holds at most
    /// `ViewContentDocument.maxViews`), under a shown title: a frame resolves none of its alternatives.
    package static let alternativesHiddenByPrivacy = HiddenDataPair(
        name: "a viewThatFits of 1 vs 216 texts, privacySensitive", slug: "alternatives-private",
        context: .alwaysOn(hideSensitive: true), faces: [.few: alternatives(1), .many: alternatives(6)])

    /// A timeline whose entry in force marks nothing, a view of one text vs 6 alternatives of 6 × 6 texts under an
    /// unmarked title, while a later entry marks a line: privacy hides the complication whole while the first is in
    /// force, and a frame resolves none of it (review of session 15: each frame resolved it all).
    package static let entryHiddenWholeByPrivacy = HiddenDataPair(
        name: "an entry in force of 1 vs 216 texts, marking nothing, hidden whole by privacy", slug: "entry-private",
        context: .alwaysOn(hideSensitive: true), faces: [.few: entryMarkingNothing(1), .many: entryMarkingNothing(6)])

    private init(name: String, slug: String, context: RenderContext, faces: [Side: String]) {
        self.name = name
        self.slug = slug
        self.context = context
        let size = faces.values.map(\.utf8.count).max()!
        self.faces = faces.mapValues { Array($0.utf8) + Array(repeating: UInt8(ascii: " "), count: size - $0.utf8.count) }
    }

    /// A face whose centre complication has `count` entries a minute apart from the face's midnight.
    private static func entries(_ count: Int, protection: String) -> String {
        let timeline = (0..<count).map { index in
            """
            {"date": "\(date(minute: index))", "content": {"template": "stack", "lines": [{"text": "Dose"}, {"text": "Lithium \(index % 900) mg"}]}}
            """
        }
        return face(timeline, protection: protection)
    }

    /// A face whose centre complication has 200 entries, each a `privacySensitive` path of `commands` commands.
    private static func paths(_ commands: Int) -> String {
        let data = (["M1 1"] + (1..<commands).map { "L\($0 % 9) \($0 * 3 % 9)" }).joined(separator: " ")
        let padded = data + String(repeating: " ", count: 4_000 - data.count)
        let timeline = (0..<200).map { index in
            """
            {"date": "\(date(minute: index))", "content": {"template": "image", "image": {"path": "\(padded)", "privacySensitive": true}}}
            """
        }
        return face(timeline, protection: "none")
    }

    /// A line chart of `marks` marks, `privacySensitive`, under a shown title.
    private static func chart(_ marks: Int) -> String {
        let list = (0..<marks).map { #"{"lineMark": {"x": \#($0), "y": \#(90 + $0 * 37 % 120)}}"# }
        return face(view: #"{"chart": [\#(list.joined(separator: ", "))], "privacySensitive": true}"#)
    }

    /// A `privacySensitive` `viewThatFits` of `count` alternatives, each an `hstack` of `count` `vstack`s of `count` texts.
    private static func alternatives(_ count: Int) -> String {
        face(view: #"{"viewThatFits": [\#(alternativeViews(count))], "privacySensitive": true}"#)
    }

    /// `count` alternatives, each an `hstack` of `count` `vstack`s of `count` texts, as a `viewThatFits` lists them.
    private static func alternativeViews(_ count: Int) -> String {
        let texts = (0..<count).map { #"{"text": "\#($0 % 10)"}"# }.joined(separator: ", ")
        let columns = Array(repeating: #"{"vstack": [\#(texts)]}"#, count: count).joined(separator: ", ")
        return Array(repeating: #"{"hstack": [\#(columns)]}"#, count: count).joined(separator: ", ")
    }

    /// A face whose centre complication's entry from midnight is a `viewThatFits` of `alternativeViews(count)` under a title, marking
    /// nothing, and whose entry of the next day marks a line.
    private static func entryMarkingNothing(_ count: Int) -> String {
        let view = #"{"viewThatFits": [\#(alternativeViews(count))]}"#
        return face([
            #"{"date": "\#(date(minute: 0))", "content": {"view": {"vstack": [{"text": "Glucose"}, \#(view)]}}}"#,
            #"{"date": "\#(date(minute: 1440))", "content": {"template": "stack", "lines": [{"text": "Dose"}, {"text": "Lithium", "privacySensitive": true}]}}"#,
        ], protection: "none")
    }

    /// `minute` minutes after midnight of 2026-11-22 (+01:00), up to a few days.
    private static func date(minute: Int) -> String {
        func two(_ number: Int) -> String { number < 10 ? "0\(number)" : "\(number)" }
        return "2026-11-\(two(22 + minute / 1440))T\(two(minute / 60 % 24)):\(two(minute % 60)):00+01:00"
    }

    /// A face whose centre complication's view is `view` under a shown title.
    private static func face(view: String) -> String {
        """
        { "schemaVersion": 1, "name": "Hidden", "style": "modular", "time": "2026-11-22T10:09:30+01:00",
          "complications": [
            { "id": "hidden", "slot": "center", "family": "accessoryRectangular", "dataProtection": "none",
              "content": { "view": { "vstack": [{ "text": "Glucose" }, \(view)] } } },
            { "id": "weather", "slot": "bottomLeft", "family": "accessoryCircular", "dataProtection": "none",
              "content": { "template": "stack", "lines": [{ "text": "5°", "unredacted": true }] } } ] }
        """
    }

    private static func face(_ timeline: [String], protection: String) -> String {
        """
        { "schemaVersion": 1, "name": "Hidden", "style": "modular", "time": "2026-11-22T10:09:30+01:00",
          "complications": [
            { "id": "hidden", "slot": "center", "family": "accessoryRectangular", "dataProtection": "\(protection)",
              "timeline": [\(timeline.joined(separator: ",\n"))] },
            { "id": "weather", "slot": "bottomLeft", "family": "accessoryCircular", "dataProtection": "none",
              "content": { "template": "stack", "lines": [{ "text": "5°", "unredacted": true }] } } ] }
        """
    }
}
