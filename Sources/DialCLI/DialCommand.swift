import ArgumentParser
import Dial
import Foundation

/// `dial`: a thin shell over the `Dial` library. Exit codes: 0 success, 1 a check failed, 2 bad input or usage.
@main
struct DialCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "dial",
        abstract: "Render Apple-Watch-style faces from JSON to PNG, SVG and text, active and Always On.",
        subcommands: [Render.self, Explain.self, Lint.self, Devices.self, Export.self,
                      Bench.self,
                      Timeline.self,
                      Validate.self, Schema.self,
                      Golden.self, Diff.self],
        defaultSubcommand: nil)

    /// Runs the command, mapping every failure to Dial's exit codes: argument-parser's usage errors (its 64) become 2.
    static func main() {
        do {
            var command = try parseAsRoot()
            try command.run()
        } catch let error as DialError {
            Terminal.error(error.description)
            Foundation.exit(2)
        } catch let error as ExitCode {
            Foundation.exit(error.rawValue)
        } catch {
            let code = exitCode(for: error)
            if code == .success {
                print(fullMessage(for: error))
                Foundation.exit(0)
            }
            // argument-parser's message already begins "Error:".
            FileHandle.standardError.write(Data("dial: \(fullMessage(for: error))\n".utf8))
            Foundation.exit(code == .validationFailure ? 2 : code.rawValue)
        }
    }
}

/// Messages for people on standard error (file descriptor 2: the C `stderr` global is not concurrency-safe).
enum Terminal {
    static func error(_ message: String) {
        FileHandle.standardError.write(Data("dial: error: \(message)\n".utf8))
    }
}
