import DialPNG

/// Every error of the golden store, the comparator and the report.
public enum GoldenError: Error, Sendable, Equatable, CustomStringConvertible {
    /// Two images of different sizes were given to a comparison that needs equal sizes.
    case sizeMismatch(expected: ImageSize, actual: ImageSize)
    /// A file that should hold a PNG (a golden, or an image to compare) could not be decoded.
    case unreadableImage(path: String, PNGError)
    /// A diff or composite image could not be encoded.
    case encoding(PNGError)
    /// A file or folder could not be read or written: the path and what went wrong.
    case io(path: String, problem: String)
    /// A golden name is empty, absolute, climbs out of the store with `..`, or holds a character that is not safe
    /// in a file name on every system.
    case invalidName(String, reason: String)
    /// A record mode (from `source`: `DIAL_RECORD` or a flag) is not never, missing, failed or all.
    case invalidRecordMode(source: String, value: String)
    /// An environment record beside the goldens is not the JSON Dial writes.
    case invalidRecord(path: String, problem: String)
    /// Two face files would keep their goldens in the same folder of the store: the folder and the two files.
    case sharedFolder(String, first: String, second: String)

    /// The message a failed check or `dial golden` shows.
    public var description: String {
        switch self {
        case .sizeMismatch(let expected, let actual):
            "images differ in size: expected \(expected), actual \(actual)"
        case .unreadableImage(let path, let error):
            "\(path): \(error)"
        case .encoding(let error):
            "cannot encode an image for the report: \(error)"
        case .io(let path, let problem):
            "\(path): \(problem)"
        case .invalidName(let name, let reason):
            "golden name \"\(name)\": \(reason)"
        case .invalidRecordMode(let source, let value):
            "\(source): expected one of never, missing, failed, all; found \"\(value)\""
        case .invalidRecord(let path, let problem):
            "\(path): not a golden environment record: \(problem)"
        case .sharedFolder(let folder, let first, let second):
            "\(first) and \(second) would share Golden/\(folder)/; rename one"
        }
    }
}
