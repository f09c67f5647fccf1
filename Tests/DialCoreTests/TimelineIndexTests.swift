import DialCore
import DialModel
import Testing

/// A timeline's entries in date order, and which of two entries of one date is refused.
@Suite struct TimelineIndexTests {
    static func timeline(_ times: String...) -> [TimelineEntryDocument] {
        times.map { TimelineEntryDocument(date: Timestamp(iso8601: "2026-11-22T\($0):00+01:00")!, content: Fixtures.stack(Fixtures.text("x"))) }
    }

    static let path = JSONPath([.key("timeline")])

    @Test func ordersEntriesByDateWhateverTheirOrderInTheFile() throws {
        #expect(try TimelineIndex(Self.timeline("11:00", "09:00", "10:00"), at: Self.path).entries.map(\.index) == [1, 2, 0])
        #expect(try TimelineIndex(Self.timeline("09:00", "10:00", "11:00"), at: Self.path).entries.map(\.index) == [0, 1, 2])
        #expect(try TimelineIndex([], at: Self.path).entries.isEmpty)
    }

    /// Each row: the entries' times, the entry refused (the first in the file whose date an earlier entry has) and the
    /// earlier entry named.
    static let twins: [(times: [String], refused: Int, named: Int)] = [
        (["09:00", "09:00", "10:00"], 1, 0),
        (["10:00", "09:00", "10:00", "09:00"], 2, 0),
        (["09:00", "11:00", "10:00", "11:00", "11:00"], 3, 1),
        (["12:00", "11:00", "10:00", "10:00", "11:00", "12:00"], 3, 2),
        (["08:00", "09:00", "09:00", "09:00"], 2, 1),
    ]

    @Test(arguments: twins.indices)
    func refusesTheFirstEntryInTheFileThatRepeatsADate(row: Int) {
        let (times, refused, named) = Self.twins[row]
        let timeline = times.map { Self.timeline($0)[0] }
        var error: FaceError?
        do throws(FaceError) { _ = try TimelineIndex(timeline, at: Self.path) } catch let thrown { error = thrown }
        #expect(error?.path == Self.path.appending(index: refused).appending(key: "date"), "\(times)")
        #expect(error?.found == "\(timeline[refused].date), the date of timeline[\(named)] too", "\(times)")
    }
}
