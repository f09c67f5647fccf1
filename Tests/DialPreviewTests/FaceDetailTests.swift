@testable import DialPreview
import Dial
import Foundation
import Testing

/// The face's detail gives the page's slider the dates of the timelines its active view draws with the page's lock, and
/// nothing of those it hides: not their dates, their count, nor the span they would stretch the slider to
/// (docs/preview.md, "Privacy").
@Suite struct FaceDetailTests {
    /// A face with a public timeline (no protection, a marked line) beside `hidden`, whose entries are at `minutes` of
    /// the face's day, marked or not, with the data protection given.
    static func face(hidden minutes: [Int], protection: String, marks: Bool) throws -> Face {
        try Face.decode(detailFaceJSON(hidden: minutes, protection: protection, marks: marks), file: "face.json")
    }

    static func detailFaceJSON(hidden minutes: [Int], protection: String, marks: Bool) throws -> [UInt8] {
        func entry(_ time: String, _ text: String, sensitive: Bool) -> String {
            let mark = sensitive ? #", "privacySensitive": true"# : ""
            return #"{"date": "2026-11-22T\#(time):00+01:00", "content": {"template": "stack", "lines": [{"text": "\#(text)"\#(mark)}]}}"#
        }
        let hidden = minutes.map { minute in
            entry(String(format: "%02d:%02d", minute / 60, minute % 60), "Dose \(minute)", sensitive: marks)
        }
        let json = """
            { "schemaVersion": 1, "style": "modular", "time": "2026-11-22T10:09:30+01:00",
              "complications": [
                { "id": "walk", "slot": "topLeft", "family": "accessoryCircular", "dataProtection": "none",
                  "timeline": [\(entry("09:00", "Walk", sensitive: true)), \(entry("11:00", "Run", sensitive: true))] },
                { "id": "dose", "slot": "center", "family": "accessoryRectangular", "dataProtection": "\(protection)",
                  "timeline": [\(hidden.joined(separator: ", "))] } ] }
            """
        return Array(json.utf8)
    }

    static func detail(_ face: Face, lock: LockState? = nil) throws -> [UInt8] {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        return Array(try encoder.encode(FaceDetail(face: face, file: "face.json", status: status, pageLock: lock)))
    }

    static let status = FaceStatus(index: 0, revision: 1, generation: 1, failure: nil)
    static let publicDates: [Int64] = [1_795_334_400, 1_795_341_600]  // 2026-11-22 09:00 and 11:00 at +01:00

    /// A timeline the active view hides with the page's lock (behind the lock's placeholder): 1 entry or 600, late or
    /// early, give the same detail, whose marks are the other timeline's.
    @Test(arguments: [("complete", LockState.locked), ("completeUnlessOpen", .locked),
                      ("completeUntilFirstUserAuthentication", .beforeFirstUnlock)])
    func aTimelineTheActiveViewHidesGivesNothing(protection: String, lock: LockState) throws {
        // The many reach from before the public timeline's first date to after its last, which would widen the slider.
        let few = try Self.face(hidden: [605], protection: protection, marks: false)
        let many = try Self.face(hidden: Array(0..<600).map { $0 * 2 + 1 }, protection: protection, marks: false)
        #expect(try Self.detail(few, lock: lock) == (try Self.detail(many, lock: lock)))
        let detail = FaceDetail(face: few, file: "face.json", status: Self.status, pageLock: lock)
        #expect(detail.timeline.marks == Self.publicDates)
        #expect(detail.timeline.start == Self.publicDates[0] - FaceDetail.margin && detail.timeline.end == Self.publicDates[1] + FaceDetail.margin)
    }

    /// Locked without Allow Access When Locked, privacy hides a complication's marked lines in the active view: its
    /// timeline gives nothing either, whatever its protection.
    @Test func aTimelinePrivacyHidesWhenLockedGivesNothing() throws {
        func face(_ minutes: [Int]) throws -> Face {
            let json = String(decoding: try Self.detailFaceJSON(hidden: minutes, protection: "none", marks: true), as: UTF8.self)
                .replacingOccurrences(of: #""schemaVersion": 1,"#, with: #""schemaVersion": 1, "settings": {"allowAccessWhenLocked": false},"#)
            return try Face.decode(Array(json.utf8), file: "face.json")
        }
        let few = try face([605]), many = try face([605, 630])
        #expect(try Self.detail(few, lock: .locked) == (try Self.detail(many, lock: .locked)))
        #expect(try Self.detail(few, lock: .unlocked) != (try Self.detail(many, lock: .unlocked)))
    }

    /// Unlocked, the active view draws every timeline, those the Always On and locked views hide included: all their
    /// dates are marked, so the comparisons above can fail.
    @Test(arguments: [("none", false), ("complete", false), ("completeUntilFirstUserAuthentication", true), ("none", true)])
    func everyTimelineTheActiveViewShowsGivesItsDates(protection: String, marks: Bool) throws {
        let few = try Self.face(hidden: [605], protection: protection, marks: marks)
        let many = try Self.face(hidden: [605, 630], protection: protection, marks: marks)
        #expect(try Self.detail(few, lock: .unlocked) != (try Self.detail(many, lock: .unlocked)))
        let detail = FaceDetail(face: many, file: "face.json", status: Self.status, pageLock: .unlocked)
        #expect(detail.timeline.marks == [Self.publicDates[0], 1_795_338_300, 1_795_339_800, Self.publicDates[1]])
    }
}
