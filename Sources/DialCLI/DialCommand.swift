import ArgumentParser
import Dial
import DialFiles
import Foundation

/// `dial`: a thin shell over the `Dial` library. Exit codes: 0 success, 1 a check failed, 2 bad input or usage.
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

    /// Runs the command, mapping every failure to Dial's exit codes: argument-parser's usage errors (its 64) become 2.
    static func main() {
        do {
            var command = try parseAsRoot()
            try command.run()
            exit(0)
        } catch let error as DialError {
            Terminal.error(error.description)
            exit(2)
        } catch let error as FileError {
            Terminal.error(error.description)
            exit(2)
        } catch let error as ExitCode {
            exit(error.rawValue)
        } catch {
            let code = exitCode(for: error)
            if code == .success {
                print(fullMessage(for: error))
                exit(0)
            }
            // argument-parser's message already begins "Error:".
            Terminal.write("dial: \(fullMessage(for: error))\n")
            exit(code == .validationFailure ? 2 : code.rawValue)
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
