import ArgumentParser
import Foundation

/// `dial`: a thin shell over the `Dial` library: it parses, calls and prints
/// (docs/design.md, "Rules every module keeps"; the commands are docs/command-line.md). Exit codes: 0 success, 1 a check failed, 2 bad input or usage.
@main
struct DialCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "dial",
        abstract: "Render Apple-Watch-style faces from JSON to PNG, SVG and text, active and Always On.",
        subcommands: [Render.self, Explain.self, Lint.self, Devices.self, Export.self,
                      Bench.self, Preview.self,
                      Timeline.self,
                      Validate.self, Schema.self,
                      Golden.self, Diff.self],
        defaultSubcommand: nil)

    /// Runs the command; every failure's message and exit status come from `CommandError.exit(for:)`.
    static func main() {
        do {
            var command = try parseAsRoot()
            try command.run()
            exit(0)
        } catch {
            let (message, status) = CommandError.exit(for: error)
            if let message {
                if status == 0 { print(message) } else { Terminal.write(message + "\n") }
            }
            exit(status)
        }
    }

    /// Exits with `code`, or with 2 if standard output lost anything: a caller reading it must not take a part for
    /// the whole (`dial devices > /dev/full` exited 0).
    private static func exit(_ code: Int32) -> Never {
        if let failure = StandardOutput.failure() {
            Terminal.error("standard output: cannot write: \(failure)")
            Foundation.exit(2)
        }
        Foundation.exit(code)
    }
}

/// Messages for people on standard error (file descriptor 2: the C `stderr` global is not concurrency-safe).
enum Terminal {
    static func error(_ message: String) {
        write("dial: error: \(message)\n")
    }

    /// A failure is ignored: there is nowhere left to report it, and `FileHandle.write(_:)` would trap on it.
    static func write(_ text: String) {
        _ = StandardOutput.writeAll(Array(text.utf8), to: 2)
    }
}
