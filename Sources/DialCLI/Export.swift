import ArgumentParser
import Dial
import Foundation

/// `dial export`: many faces over a matrix of contexts, on every core, with a manifest and a contact sheet.
struct Export: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Render faces over a matrix of devices, modes, privacy settings, lock states and times.",
        discussion: """
            Every matrix option takes a comma-separated list (or may be repeated); each face is rendered in every \
            combination, into OUT/FACE/DEVICE-MODE[-hide-P][-LOCK][-at-TIME].EXT, with OUT/manifest.json (each \
            file's context, the digest of the display list it was drawn from and its own SHA-256; faces named relative \
            to the inputs, never by a digest of the file) and OUT/index.html (a contact sheet). An option left out \
            keeps each face's own value and adds nothing to the names; without --hide-sensitive each face is \
            previewed Active, Always On (hide-none) and Redacted (hide-all). OUT holds one export: a folder with \
            files this export would not list is refused (exit 2) unless --clean, and a folder another export is \
            writing into is refused. Files are written whole or not at all; a face or file that fails is reported \
            and the rest goes on (exit 1 at the end). Rendering modes (fullColor, accented) are not a dimension yet: \
            frames are full colour.
            """)

    @Argument(help: "Face files, folders (their *.json files, not recursively) and glob patterns.")
    var inputs: [String] = []

    @Option(help: ArgumentHelp("The folder to write into; made if missing.", valueName: "dir"))
    var out: String

    @Option(name: .customLong("device"), help: ArgumentHelp("Watch screens (see `dial devices`). Default: each face's own.", valueName: "40mm,..."))
    var devices: [String] = []

    @Option(name: .customLong("mode"), help: ArgumentHelp("active, always-on. Default: both.", valueName: "active,always-on"))
    var modes: [String] = []

    @Option(name: .customLong("hide-sensitive"),
            help: ArgumentHelp("""
                Privacy settings: all (every complication hides its sensitive content in Always On), none (nothing \
                hidden), face (the file's own global and per-complication settings), hide:ID+ID (only those \
                complications hide). Default: Active with the face's own settings, and Always On both with none and \
                with all.
                """, valueName: "all,none,face,hide:ID+ID"))
    var privacy: [String] = []

    @Option(name: .customLong("lock"), help: ArgumentHelp("Lock states. Default: each face's own.", valueName: "unlocked,locked,beforeFirstUnlock"))
    var locks: [String] = []

    @Option(name: .customLong("time"),
            help: ArgumentHelp("Times shown: ISO 8601 instants or HH:MM[:SS] on each face's own date. Default: each face's own.", valueName: "16:45,..."))
    var times: [String] = []

    @Option(name: .customLong("locale"),
            help: ArgumentHelp("The wearer's languages and regions, BCP 47 tags. Default: each face's own.", valueName: "en-US,fr-FR,..."))
    var locales: [String] = []

    @Option(name: .customLong("bold-text"),
            help: ArgumentHelp("The wearer's Bold Text, off, on or both. Default: each face's own.", valueName: "off,on"))
    var boldText: [String] = []

    @Option(name: .customLong("format"), help: ArgumentHelp("png, svg, txt. Default: png.", valueName: "png,svg,txt"))
    var formats: [String] = []

    @Option(help: ArgumentHelp("Frames rendered at once, each by a worker with its own fonts and caches. Default: one per core.", valueName: "n"))
    var jobs: Int = ProcessInfo.processInfo.activeProcessorCount

    @Flag(help: """
        Keep every file whose manifest entry (of a finished run, or of one that was killed) still matches: the same \
        display list, context and format, and the file still has its recorded SHA-256.
        """)
    var resume = false

    @Flag(help: """
        Remove what an earlier export left in --out that this one would not list (manifests, index.html, frames in \
        face folders; never anything else, never through a symbolic link), instead of refusing the folder.
        """)
    var clean = false

    @Option(help: ArgumentHelp("Render only the i-th of n disjoint parts, writing manifest-shard-i-of-n.json.", valueName: "i/n"))
    var shard: String?

    @Flag(help: "Join the shard manifests in --out into manifest.json and index.html; renders nothing.")
    var merge = false

    @Flag(help: "No progress and no summary; errors only.")
    var quiet = false

    @Flag(help: "Progress as JSON lines on standard output, one event each.")
    var json = false

    func validate() throws {
        if merge {
            let rendering = !inputs.isEmpty || !devices.isEmpty || !modes.isEmpty || !privacy.isEmpty || !locks.isEmpty
                || !times.isEmpty || !locales.isEmpty || !boldText.isEmpty || !formats.isEmpty || resume || clean || shard != nil
            guard !rendering else { throw ValidationError("--merge takes only --out, --quiet and --json: it renders nothing") }
            return
        }
        guard !inputs.isEmpty else { throw ValidationError("give at least one face file, folder or glob pattern") }
        guard jobs >= 1 else { throw ValidationError("--jobs: expected at least 1, found \(jobs)") }
        _ = try request()
    }

    func run() throws {
        let reporter = ProgressReporter(style: quiet ? .quiet : json ? .json : ProgressReporter.Style.forStandardError)
        let report: ExportReport
        if merge {
            report = try Exporter.merge(folder: URL(fileURLWithPath: out, isDirectory: true))
        } else {
            let plan = try ExportPlan(try request())
            report = try Exporter.run(plan, events: reporter.handle)
        }
        reporter.finish(report)
        if !report.succeeded { throw CommandError.checkFailed }
    }

    private func request() throws -> ExportRequest {
        let matrix = ExportMatrix(
            devices: try list(devices, "--device", DeviceID.expectation) { DeviceID(rawValue: $0) },
            displays: try list(modes, "--mode", "active, always-on") { Display(rawValue: $0) } ?? Display.allCases,
            privacy: try list(privacy, "--hide-sensitive", PrivacyVariant.expectation, PrivacyVariant.init(token:)),
            locks: try list(locks, "--lock", LockState.expectation) { LockState(rawValue: $0) },
            times: try list(times, "--time", "ISO 8601 instants or HH:MM[:SS]") { TimeOverride($0) },
            formats: try list(formats, "--format", "png, svg, txt") { OutputFormat(rawValue: $0) } ?? [.png],
            locales: try list(locales, "--locale", LocaleName.expectation, found: LocaleName.found) { LocaleName($0) },
            boldText: try list(boldText, "--bold-text", "off, on") { ["off": false, "on": true][$0] })
        var chosenShard = ExportShard.whole
        if let shard {
            guard let parsed = ExportShard(shard) else {
                throw ValidationError("--shard: expected \(ExportShard.expectation); found \"\(shard)\"")
            }
            chosenShard = parsed
        }
        return ExportRequest(inputs: inputs, matrix: matrix, folder: URL(fileURLWithPath: out, isDirectory: true),
                             shard: chosenShard, workers: jobs, resume: resume, clean: clean)
    }

    /// The values of a repeatable, comma-separated option, each once, in the order given; nil when not given. A value
    /// refused is quoted, with what `found` adds (the tag meant by a locale written `kl_GL`).
    private func list<Value: Hashable>(_ arguments: [String], _ option: String, _ expected: String,
                                       found: (String) -> String = { "\"\($0)\"" },
                                       _ parse: (String) -> Value?) throws -> [Value]? {
        guard !arguments.isEmpty else { return nil }
        var values: [Value] = []
        for argument in arguments {
            for item in argument.split(separator: ",", omittingEmptySubsequences: false) {
                let text = item.trimmingCharacters(in: .whitespaces)
                guard let value = parse(text) else {
                    throw ValidationError("\(option): expected a comma-separated list of \(expected); found \(found(text))")
                }
                if !values.contains(value) { values.append(value) }
            }
        }
        return values
    }
}
