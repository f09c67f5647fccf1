import ArgumentParser
import Dial
import DialGolden
import Foundation

/// `dial golden record`: accepts the current outputs as the goldens. Asked for by name, so it is the one place
/// goldens change on purpose; unlike a check that records, it succeeds.
struct GoldenRecord: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "record",
        abstract: "Write the current outputs as the goldens.",
        discussion: """
            --mode failed (the default) writes goldens that are missing or differ, missing only those that are \
            missing, all every golden whose bytes changed. Each face's environment.json is written with its goldens, \
            and where it is missing. A face whose layout fails dial lint's overlap, clockCovered or textCut rule in a \
            context its goldens are drawn in is not recorded unless the face waives the rule with a reason. Exit \
            status 0; 1 when a face's goldens were not recorded for its layout; 2 for bad input.
            """)

    @OptionGroup var options: GoldenOptions

    @Option(help: ArgumentHelp("missing, failed or all.", valueName: "mode"))
    var mode = "failed"

    func run() throws {
        guard let mode = RecordMode(rawValue: mode), mode != .never else {
            throw CommandError.badInput("--mode: expected missing, failed or all; found \"\(mode)\"")
        }
        let faces = try options.loadFaces()
        let environment: EnvironmentRecord
        do {
            environment = try EnvironmentRecord.current()
        } catch {
            throw CommandError.badInput("\(error)")
        }
        let runner = GoldenRunner(faces: faces, store: options.store, formats: try options.formats(), mode: mode,
                                  tolerance: ImageTolerance(), report: nil, environment: environment)
        let (summary, refused) = try GoldenGate.run(runner)
        guard summary.errors.isEmpty else {
            throw CommandError.badInput(summary.errors.joined(separator: "\n"))
        }
        let stopped = Set(summary.outcomes.filter { refused[$0.face] != nil }.map(\.face))
        for outcome in summary.outcomes.sorted(by: { $0.name < $1.name }) where !stopped.contains(outcome.face) {
            print(outcome.recorded ? "recorded \(options.goldenFolder)/\(outcome.name)" : "not recorded (\(mode.rawValue)): \(outcome.text)")
        }
        for face in stopped.sorted() { Terminal.error(GoldenGate.message(face: face, findings: refused[face]!)) }
        do {
            for face in faces where try options.store.environmentRecord(in: face.name) == nil
                || options.store.holdsOlderForm(of: environment, in: face.name) {
                try options.store.writeEnvironmentRecord(environment, in: face.name)
                print("recorded \(options.goldenFolder)/\(face.name)/\(EnvironmentRecord.fileName)")
            }
        } catch {
            throw CommandError.badInput("\(error)")
        }
        let recorded = summary.outcomes.filter(\.recorded).count
        print("\(recorded) golden\(recorded == 1 ? "" : "s") recorded of \(summary.checked); look at them before you commit them.")
        if !stopped.isEmpty { throw CommandError.checkFailed }
    }
}
