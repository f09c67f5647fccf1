@testable import DialPreview
import Dial
import Foundation
import Testing

/// The face's detail gives the page's slider the dates of the timelines no context hides, and nothing of the others:
/// not their dates, their count, nor the span they would stretch the slider to (docs/preview.md, "Privacy").
@Suite struct FaceDetailTests {
    /// A face with a public timeline (no protection, a marked line) beside `hidden`, whose entries are at `minutes` of
    /// the face's day, marked or not, with the data protection given.
    static func face(hidden minutes: [Int], protection: String, marks: Bool) throws -> Face {
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
        return try Face.decode(Array(json.utf8), file: "face.json")
    }

    static func detail(_ face: Face) throws -> [UInt8] {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        return Array(try encoder.encode(FaceDetail(face: face, file: "face.json", status: FaceStatus(index: 0, revision: 1, generation: 1, failure: nil))))
    }

    /// A timeline hidden whole by privacy, or behind the lock's placeholder: 1 entry or 600, late or early, give the
    /// same detail, whose marks are the public timeline's.
    @Test(arguments: [("none", false), ("complete", false), ("completeUntilFirstUserAuthentication", true)])
    func aTimelineSomeContextHidesGivesNothing(protection: String, marks: Bool) throws {
        // The many reach from before the public timeline's first date to after its last, which would widen the slider.
        let few = try Self.face(hidden: [605], protection: protection, marks: marks)
        let many = try Self.face(hidden: Array(0..<600).map { $0 * 2 + 1 }, protection: protection, marks: marks)
        #expect(try Self.detail(few) == (try Self.detail(many)))
        let detail = FaceDetail(face: few, file: "face.json", status: FaceStatus(index: 0, revision: 1, generation: 1, failure: nil))
        let shown: [Int64] = [1_795_334_400, 1_795_341_600]  // 2026-11-22 09:00 and 11:00 at +01:00
        #expect(detail.timeline.marks == shown)
        #expect(detail.timeline.start == shown[0] - FaceDetail.margin && detail.timeline.end == shown[1] + FaceDetail.margin)
    }

    /// A timeline no context hides (no protection, a marked line) gives its dates: the same faces differ, so the
    /// comparison above can fail.
    @Test func aPublicTimelineGivesItsDates() throws {
        let few = try Self.face(hidden: [605], protection: "none", marks: true)
        let many = try Self.face(hidden: [605, 630], protection: "none", marks: true)
        #expect(try Self.detail(few) != (try Self.detail(many)))
        let detail = FaceDetail(face: many, file: "face.json", status: FaceStatus(index: 0, revision: 1, generation: 1, failure: nil))
        #expect(detail.timeline.marks.count == 4)
    }
}
