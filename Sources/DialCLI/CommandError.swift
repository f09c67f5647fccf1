import ArgumentParser
import Dial
import DialBench
import DialGolden
import DialPreview

/// Every way a command fails that is not the library's own error, and the one place any error becomes a message and
/// an exit status (`Exit`): 0 success, 1 a check failed, 2 bad input or usage. The library's messages name its
/// parameters; the command line speaks of its flags, so here the few that name a setting are said in flag words.
enum CommandError: Error {
    /// Bad input found while running: the message is printed, the exit status is 2.
    case badInput(String)
    /// Bad input, each fault already printed as it was found (`dial validate` goes on past a broken file): exit 2.
    case inputRejected
    /// A check failed and the command has said why: exit status 1.
    case checkFailed

    /// What `dial` prints on standard error for `error` (nil for nothing more), and the status it exits with.
    /// Usage errors found while parsing (argument-parser's `ValidationError`, its exit status 64) exit 2 too.
    static func exit(for error: any Error) -> (message: String?, status: Int32) {
        switch error {
        case CommandError.badInput(let message): return ("dial: error: " + message, 2)
        case CommandError.inputRejected: return (nil, 2)
        case CommandError.checkFailed: return (nil, 1)
        case let error as DialError: return ("dial: error: " + message(for: error), 2)
        case let error as GoldenError: return ("dial: error: \(error)", 2)
        case let error as PreviewError: return ("dial: error: " + message(for: error), 2)
        case let error as BenchError: return ("dial: error: \(error)", 2)
        case let error as ExitCode: return (nil, error.rawValue)
        default:
            let code = DialCommand.exitCode(for: error)
            // argument-parser's message already begins "Error:"; help and version are printed on standard output.
            if code == .success { return (DialCommand.fullMessage(for: error), 0) }
            return ("dial: \(DialCommand.fullMessage(for: error))", code == .validationFailure ? 2 : code.rawValue)
        }
    }

    /// The library's message, with the export's settings said as the flags that set them.
    static func message(for error: DialError) -> String {
        switch error {
        case .text(.fontMissing), .text(.fontUnreadable):
            error.description + " scripts/setup.sh installs the pinned fonts."
        default:
            error.description(naming: DialError.SettingNames(clean: "--clean", folder: "--out", export: "dial export"))
        }
    }

    /// The preview's message, in the words of its flags.
    static func message(for error: PreviewError) -> String {
        switch error {
        case .host(let host): "--host: expected an IP address (127.0.0.1, ::1, 0.0.0.0) or localhost, found \"\(host)\""
        case .listen(let address, let reason): "cannot listen on \(address): \(reason); choose another --port"
        case .dial(let error): message(for: error)
        }
    }
}
