import ArgumentParser
import Dial
import DialCore
import DialFiles
import DialModel
import Foundation

/// `dial timeline`: a face across a range of time — frames where what it shows changes (or every step), a
/// filmstrip of them, and the schedule of its timelines, reloads and budgets.
struct Timeline: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Draw a face across a range of time: a filmstrip, its frames, and the schedule of its timelines and reloads.",
        discussion: """
            Writes OUT/FACE-timeline.png (the filmstrip: a cell per moment, its displays side by side, labelled with \
            the time, what changed and what is stale), OUT/FACE-schedule.txt and OUT/FACE-schedule.json, and with \
            --frames OUT/frames/FACE-DATE-TIMEOFFSET-DISPLAY.png; prints the schedule (JSON with --json). Times are \
            read on the face's wall clock (its timeZone, else the offset of its time). Every file is written whole \
            or not at all, and nothing is written unless everything rendered.
            """)

    /// Enough for a whole day at one frame a minute in both displays.
    static let defaultMaximumFrames = 3000
    /// Longer ranges are more likely a typo than a question.
    static let maximumRange = TimeSpan(seconds: 31 * 86_400)

    @Argument(help: "The face file (JSON).")
    var face: String

    @Option(help: ArgumentHelp("Where the range starts: an ISO 8601 instant or HH:MM[:SS] on the face's date. Default: its midnight.",
                               valueName: "time"))
    var from: String?

    @Option(help: ArgumentHelp("Where it ends (included). Default: the next midnight.", valueName: "time"))
    var to: String?

    @Option(help: ArgumentHelp("Draw a frame every so long (30s, 1m, 15m, 1h) instead of at each change.", valueName: "step"))
    var every: String?

    @Flag(help: "Draw a frame at the start and wherever what a complication draws changes (the default).")
    var changes = false

    @Option(help: "active, always-on or both (side by side).")
    var mode: Render.Mode = .both

    @Option(help: ArgumentHelp("The folder to write into; made if missing.", valueName: "dir"))
    var out: String = "."

    @Flag(help: "Also write each frame as a PNG into OUT/frames/.")
    var frames = false

    @Flag(help: "Print the schedule as JSON instead of text.")
    var json = false

    @Option(name: .customLong("max-frames"), help: ArgumentHelp("Refuse to draw more frames than this.", valueName: "n"))
    var maxFrames: Int = Timeline.defaultMaximumFrames

    @Option(help: ArgumentHelp("Cells per row of the filmstrip. Default: as many as fit in about 1300 pixels, or a row per hour for many --every steps.",
                               valueName: "n"))
    var columns: Int?

    @Option(name: .customLong("reloads-per-day"),
            help: ArgumentHelp("Every complication's reload budget, over the face's reloadBudget.", valueName: "n"))
    var reloadsPerDay: Int?

    @OptionGroup var context: ContextOptions

    func validate() throws {
        if every != nil && changes { throw ValidationError("--every and --changes: expected one of them, found both") }
        _ = try step()
        _ = try time(from, "--from")
        _ = try time(to, "--to")
        if context.time != nil { throw ValidationError("--time: expected --from and --to for a timeline, found --time") }
        guard maxFrames >= 1 else { throw ValidationError("--max-frames: expected at least 1, found \(maxFrames)") }
        if let columns, columns < 1 { throw ValidationError("--columns: expected at least 1, found \(columns)") }
        if let reloadsPerDay, !(0...ReloadBudget.maximumReloadsPerDay).contains(reloadsPerDay) {
            throw ValidationError("--reloads-per-day: expected a whole number from 0 to \(ReloadBudget.maximumReloadsPerDay), found \(reloadsPerDay)")
        }
    }

    func step() throws -> FrameStepping {
        guard let every else { return .changes }
        guard let span = TimeSpan(every), span.seconds >= 1 else {
            throw ValidationError("--every: expected a step of at least a second like 30s, 1m, 15m or 1h, found \"\(every)\"")
        }
        return .every(span)
    }

    func time(_ text: String?, _ flag: String) throws -> TimeOverride? {
        guard let text else { return nil }
        guard let time = TimeOverride(text) else {
            throw ValidationError("\(flag): expected an ISO 8601 instant like 2026-11-22T09:00:00+01:00, or HH:MM[:SS], found \"\(text)\"")
        }
        return time
    }

    func run() throws {
        let loaded = try FaceFile.load(face)
        let plan = try loaded.timelinePlan(reloadsPerDay: reloadsPerDay)
        let range = loaded.timelineRange(from: try time(from, "--from"), to: try time(to, "--to"), zone: plan.zone)
        let length = range.to.secondsSinceEpoch - range.from.secondsSinceEpoch
        guard length > 0 else { fail("--to: expected a time after --from (\(range.from)), found \(range.to)") }
        guard length <= Self.maximumRange.seconds else {
            fail("--from and --to: expected a range of at most \(Self.maximumRange.seconds / 86_400) days, found \(range.from) to \(range.to)")
        }
        let stepping = try step()
        let request = TimelineRequest(from: range.from, to: range.to, stepping: stepping, displays: mode.displays,
                                      overrides: context.overrides, reloadsPerDay: reloadsPerDay)
        if case .every(let span) = stepping {
            let count = FrameTimes.count(every: span.seconds, from: range.from.secondsSinceEpoch, to: range.to.secondsSinceEpoch)
            try checkFrameCount(count * Int64(request.displays.count), what: "--every \(span) from \(range.from) to \(range.to)")
        }

        let renderer = try TimelineRenderer()
        let schedule = try renderer.schedule(loaded, request)
        let moments = try renderer.moments(loaded, request, schedule: schedule)
        try checkFrameCount(Int64(moments.count * request.displays.count), what: "the changes from \(range.from) to \(range.to)")
        let drawn = try renderer.frames(loaded, request, at: moments)

        // Everything is rendered before anything is written, so that a failure leaves no files behind.
        let filmstripName = "\(loaded.slug)-timeline.png"
        var files: [(name: String, bytes: [UInt8])] = [(filmstripName, try renderer.filmstrip(drawn, schedule: schedule, request, columns: columns))]
        var frameFiles: [Int: [String: String]] = [:]
        if frames {
            for frame in drawn {
                let name = "frames/" + frame.fileName(slug: loaded.slug, format: .png)
                files.append((name, try renderer.encode(frame, as: .png)))
                let index = moments.firstIndex(of: frame.moment)!
                frameFiles[index, default: [:]][frame.display.rawValue] = name
            }
        }
        let report = Report(schedule: schedule, stepping: stepping, displays: request.displays,
                            moments: moments.enumerated().map { Report.Moment($1, files: frameFiles[$0] ?? [:]) },
                            filmstrip: filmstripName,
                            files: [filmstripName, "\(loaded.slug)-schedule.txt", "\(loaded.slug)-schedule.json"]
                                + files.dropFirst().map(\.name))
        let text = ScheduleText.render(schedule) + report.momentsText(WallTimeFormat(from: range.from, to: range.to))
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        let jsonBytes = Array(try encoder.encode(report)) + [UInt8(ascii: "\n")]
        files.insert(("\(loaded.slug)-schedule.json", jsonBytes), at: 1)
        files.insert(("\(loaded.slug)-schedule.txt", Array(text.utf8)), at: 1)

        let folder = URL(fileURLWithPath: out, isDirectory: true)
        for file in files {
            try AtomicFile.write(file.bytes, to: folder.appendingPathComponent(file.name))
        }
        if json {
            print(String(decoding: jsonBytes, as: UTF8.self), terminator: "")
        } else {
            print(text, terminator: "")
            print("\nwrote \(folder.appendingPathComponent(filmstripName).relativePath) and \(files.count - 1) more file\(files.count == 2 ? "" : "s") in \(folder.relativePath)")
        }
    }

    private func checkFrameCount(_ count: Int64, what: String) throws {
        guard count <= Int64(maxFrames) else {
            fail("\(what) makes \(count) frames, more than --max-frames \(maxFrames): draw at each change, "
                        + "take a longer --every step or a shorter range, or raise --max-frames")
        }
    }

    /// Bad input found while running: the message, and exit code 2.
    private func fail(_ message: String) -> Never {
        Terminal.error(message)
        Foundation.exit(2)
    }

    /// The schedule and the moments drawn, in the shape `--json` prints.
    struct Report: Encodable {
        struct Moment: Encodable {
            var time: Timestamp
            var changed: [String]
            var stale: [String]
            /// The frame file of each display, with --frames.
            var frames: [String: String]

            init(_ moment: TimelineMoment, files: [String: String]) {
                time = moment.time
                changed = moment.changed
                stale = moment.stale
                frames = files
            }
        }

        var schedule: Schedule
        var stepping: String
        var displays: [String]
        var moments: [Moment]
        var filmstrip: String
        var files: [String]

        init(schedule: Schedule, stepping: FrameStepping, displays: [Display], moments: [Moment], filmstrip: String, files: [String]) {
            self.schedule = schedule
            self.stepping = switch stepping {
            case .every(let span): "every \(span)"
            case .changes: "changes"
            }
            self.displays = displays.map(\.rawValue)
            self.moments = moments
            self.filmstrip = filmstrip
            self.files = files
        }

        /// The moments drawn, a line each, to follow the schedule's text.
        func momentsText(_ format: WallTimeFormat) -> String {
            var lines = ["", "Frames (\(stepping), \(displays.joined(separator: " and "))): \(moments.count) moment\(moments.count == 1 ? "" : "s")"]
            for (index, moment) in moments.enumerated() {
                let changed = index == 0 ? "start" : moment.changed.isEmpty ? "no change" : moment.changed.joined(separator: ", ")
                lines.append("  \(format.text(moment.time))  \(changed)" + (moment.stale.isEmpty ? "" : "  [stale: \(moment.stale.joined(separator: ", "))]"))
            }
            return lines.joined(separator: "\n") + "\n"
        }
    }
}
