import DialCore
import DialModel
import Testing

/// What a face's timelines give once, when it is read: the entries in date order for each render (docs/privacy.md,
/// "Timing").
@Suite struct FaceTimelinesTests {
    static func entry(_ time: String, _ lines: TextDocument...) -> TimelineEntryDocument {
        TimelineEntryDocument(date: Timestamp(iso8601: "2026-11-22T\(time):00+01:00")!, content: .stack(StackDocument(lines: lines)))
    }

    static func complication(_ id: String, _ slot: SlotID, protection: DataProtection?, _ entries: TimelineEntryDocument...) -> ComplicationDocument {
        ComplicationDocument(id: id, slot: slot, family: .accessoryCircular, dataProtection: protection, timeline: entries)
    }

    /// Each row: a complication's protection and marks, and whether no context hides its timeline.
    static let rows: [(name: String, complication: ComplicationDocument, shown: Bool)] = [
        ("a marked line beside a public one, no protection",
         complication("a", .topLeft, protection: DataProtection.none,
                      entry("09:00", Fixtures.text("Walk", sensitive: true), Fixtures.text("km")),
                      entry("11:00", Fixtures.text("Run", sensitive: true), Fixtures.text("km"))), true),
        // Privacy draws every element as a bar, so nothing of which entry is in force shows: `dial timeline` says
        // "hidden in this context", and the messages keep its dates and relevance (`ContentMarks.privacyShowsNothing`).
        ("every line marked, no protection", complication("f", .topLeft, protection: DataProtection.none,
                                                          entry("09:00", Fixtures.text("Walk", sensitive: true)),
                                                          entry("11:00", Fixtures.text("Run", sensitive: true),
                                                                Fixtures.text("5 km", sensitive: true))), false),
        ("every line marked but one entry's, no protection",
         complication("g", .topLeft, protection: DataProtection.none,
                      entry("09:00", Fixtures.text("Walk", sensitive: true)),
                      entry("11:00", Fixtures.text("Run", sensitive: true), Fixtures.text("km"))), true),
        ("a marked line, the default protection", complication("b", .bottomLeft, protection: nil,
                                                               entry("09:30", Fixtures.text("Walk", sensitive: true))), false),
        ("a marked line, complete protection", complication("c", .bottomLeft, protection: .complete,
                                                            entry("09:30", Fixtures.text("Walk", sensitive: true))), false),
        ("one entry marking nothing", complication("d", .bottomLeft, protection: DataProtection.none,
                                                   entry("08:00", Fixtures.text("Walk", sensitive: true)),
                                                   entry("09:30", Fixtures.text("Dose"))), false),
        ("a mark unredacted neutralises", complication("e", .bottomLeft, protection: DataProtection.none,
                                                       entry("09:30", Fixtures.text("Dose", sensitive: true, unredacted: true))), false),
    ]

    @Test(arguments: rows.indices)
    func someContextHidesATimelineThatALockOrPrivacyCanHide(row: Int) {
        let (name, complication, shown) = Self.rows[row]
        #expect(complication.someContextHidesTimeline == !shown, "\(name)")
    }

    @Test func ordersEntriesAndReadsTheirMarksOnce() throws {
        let later = Self.entry("11:00", Fixtures.text("Run")), earlier = Self.entry("09:00", Fixtures.text("Walk"))
        let document = Fixtures.face(Self.complication("a", .topLeft, protection: DataProtection.none, later, earlier))
        let probe = WorkProbe()
        let timelines = try WorkProbe.$current.withValue(probe) { () throws(FaceError) in try FaceTimelines(document) }
        #expect(timelines.complications[0].index.entries.map(\.index) == [1, 0])
        #expect(timelines.complications[0].privacyHidesEveryContent)
        #expect(probe.count(.entriesOrdered) == 2 && probe.count(.entryMarksRead) == 2)

        // A render given them reads no entry again; without them it orders and reads every one.
        let given = WorkProbe(), alone = WorkProbe()
        let resolved = try WorkProbe.$current.withValue(given) { () throws(FaceError) in
            try Resolver.resolve(document, name: "test", display: .active, overrides: RenderOverrides(), images: [:], timelines: timelines)
        }
        let again = try WorkProbe.$current.withValue(alone) { () throws(FaceError) in
            try Resolver.resolve(document, name: "test", display: .active, overrides: RenderOverrides(), images: [:], timelines: nil)
        }
        #expect(given.count(.entriesOrdered) == 0 && given.count(.entryMarksRead) == 0)
        #expect(alone.count(.entriesOrdered) == 2 && alone.count(.entryMarksRead) == 2)
        #expect(resolved == again)
    }

    @Test func twoEntriesOfOneDateAreRefusedAsTheResolveStageRefusesThem() {
        let document = Fixtures.face(Self.complication("a", .topLeft, protection: DataProtection.none,
                                                       Self.entry("09:00", Fixtures.text("Walk")), Self.entry("09:00", Fixtures.text("Run"))))
        var errors: [FaceError] = []
        do { _ = try FaceTimelines(document) } catch { errors.append(error) }
        do { _ = try Fixtures.resolve(document) } catch let error as FaceError { errors.append(error) } catch {}
        #expect(errors.count == 2)
        #expect(errors.first == errors.last)
        #expect(errors.first?.path == JSONPath([.key("complications"), .index(0), .key("timeline"), .index(1), .key("date")]))
    }
}
