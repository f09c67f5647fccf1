import ArgumentParser
import Dial
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
        let request = TimelineRequest(from: range.from, to: range.to, stepping: try step(), displays: mode.displays,
                                      context: context.renderContext, reloadsPerDay: reloadsPerDay)
        let output: TimelineFiles
        do throws(DialError) {
            output = try TimelineRenderer().files(loaded, request, maximumFrames: maxFrames, columns: columns, frames: frames)
        } catch .timeline(let problem) {
            throw CommandError.badInput(Self.message(problem))
        }
        let folder = URL(fileURLWithPath: out, isDirectory: true)
        for file in output.files {
            try OutputFile.write(file.bytes, to: folder.appendingPathComponent(file.name))
        }
        if json {
            print(String(decoding: output.json, as: UTF8.self), terminator: "")
        } else {
            print(output.text, terminator: "")
            let count = output.files.count - 1
            print("\nwrote \(folder.appendingPathComponent(output.report.filmstrip).relativePath) and \(count) more file\(count == 1 ? "" : "s") in \(folder.relativePath)")
        }
    }

    /// The library's refusal in the words of this command's flags.
    static func message(_ problem: TimelineProblem) -> String {
        problem.description(naming: TimelineProblem.SettingNames(from: "--from", to: "--to", every: "--every",
                                                                 maximumFrames: "--max-frames"))
    }
}
