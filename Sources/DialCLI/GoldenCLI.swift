import ArgumentParser
import DialPNG
import Foundation

/// Input helpers shared by `dial diff` and `dial golden`: every problem becomes a message on standard error and
/// exit status 2, naming the file.
enum GoldenCLI {
    static func badInput(_ message: String) -> ExitCode {
        Terminal.error(message)
        return ExitCode(2)
    }

    static func readPNG(_ path: String) throws -> RGBAImage {
        let bytes: Data
        do {
            bytes = try Data(contentsOf: URL(fileURLWithPath: path))
        } catch {
            throw badInput("\(path): cannot read: \(FileManager.default.fileExists(atPath: path) ? error.localizedDescription : "no such file")")
        }
        do {
            return try PNGDecoder.decode(bytes)
        } catch {
            throw badInput("\(path): \(error)")
        }
    }
}
