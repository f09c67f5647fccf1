import DialCore
import DialModel
import Foundation

/// Everything `dial timeline` writes for a face, rendered whole before anything is written: the filmstrip, the
/// schedule as text and JSON, and the frames when asked for.
public struct TimelineFiles: Sendable {
    /// Each file's name inside the output folder (frames in `frames/`) and its bytes; the filmstrip first.
    public var files: [(name: String, bytes: [UInt8])]
    /// The schedule and the moments drawn.
    public var report: TimelineReport
    /// The schedule and the moments in words: `OUT/FACE-schedule.txt`.
    public var text: String
    /// The report as JSON: `OUT/FACE-schedule.json`.
    public var json: [UInt8]
}

extension TimelineRenderer {
    /// Longer ranges are more likely a typo than a question.
    public static let maximumRange = TimeSpan(seconds: 31 * 86_400)

    /// Draws `face` over the request's range: the schedule, the moments, the frames and the filmstrip, and the
    /// report of them (`dial timeline`). The number of frames is checked before any is drawn.
    ///
    /// - Parameters:
    ///   - face: The face.
    ///   - request: The range, the moments and the context.
    ///   - maximumFrames: Refuse to draw more frames than this (moments × displays).
    ///   - columns: Cells per row of the filmstrip; nil chooses.
    ///   - frames: Whether each frame is also a file of its own (`frames/…png`).
    /// - Returns: The files, named as they are written, with the report.
    /// - Throws: `DialError.timeline` for a range that is empty, too long or needs too many frames; any rendering error.
    public func files(_ face: Face, _ request: TimelineRequest, maximumFrames: Int, columns: Int? = nil,
                      frames: Bool = false) throws(DialError) -> TimelineFiles {
        let (from, to) = (request.from, request.to)
        let length = to.secondsSinceEpoch - from.secondsSinceEpoch
        guard length > 0 else { throw .timeline(.emptyRange(from: from, to: to)) }
        guard length <= Self.maximumRange.seconds else { throw .timeline(.rangeTooLong(from: from, to: to)) }
        func checkFrameCount(_ count: Int64) throws(DialError) {
            guard count <= Int64(maximumFrames) else {
                throw .timeline(.tooManyFrames(count: count, maximum: maximumFrames, stepping: request.stepping, from: from, to: to))
            }
        }
        if case .every(let span) = request.stepping {
            let count = FrameTimes.count(every: span.seconds, from: from.secondsSinceEpoch, to: to.secondsSinceEpoch)
            try checkFrameCount(count * Int64(request.displays.count))
        }
        let schedule = try schedule(face, request)
        let moments = try moments(face, request, schedule: schedule)
        try checkFrameCount(Int64(moments.count * request.displays.count))
        let drawn = try self.frames(face, request, at: moments)

        let filmstripName = "\(face.slug)-timeline.png"
        var files: [(name: String, bytes: [UInt8])] = [(filmstripName, try filmstrip(drawn, schedule: schedule, request, columns: columns))]
        var frameFiles: [Int: [String: String]] = [:]
        if frames {
            for frame in drawn {
                let name = "frames/" + frame.fileName(slug: face.slug, format: .png)
                files.append((name, try encode(frame, as: .png)))
                let index = moments.firstIndex(of: frame.moment)!
                frameFiles[index, default: [:]][frame.display.rawValue] = name
            }
        }
        let report = TimelineReport(schedule: schedule, stepping: request.stepping, displays: request.displays,
                                    moments: moments.enumerated().map { TimelineReport.Moment($1, files: frameFiles[$0] ?? [:]) },
                                    filmstrip: filmstripName,
                                    files: [filmstripName, "\(face.slug)-schedule.txt", "\(face.slug)-schedule.json"]
                                        + files.dropFirst().map(\.name))
        let text = ScheduleText.render(schedule) + report.momentsText(WallTimeFormat(from: from, to: to))
        let encoder = JSONEncoder.dial(.document)
        let json: [UInt8]
        do {
            json = Array(try encoder.encode(report)) + [UInt8(ascii: "\n")]
        } catch {
            throw .io(path: "\(face.slug)-schedule.json", problem: "cannot encode the schedule: \(error)")
        }
        files.insert(("\(face.slug)-schedule.json", json), at: 1)
        files.insert(("\(face.slug)-schedule.txt", Array(text.utf8)), at: 1)
        return TimelineFiles(files: files, report: report, text: text, json: json)
    }
}
