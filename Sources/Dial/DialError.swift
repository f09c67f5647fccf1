import DialCairo
import DialModel
import DialText

/// Every error the facade passes on, each from the module that raised it.
public enum DialError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The face file is unreadable, not JSON, or not a valid face: names the file, the JSON path, expected and found.
    case face(FaceError)
    /// A pinned font file is missing or unreadable.
    case text(TextError)
    /// Cairo or libpng failed to produce an output.
    case backend(CairoError)
    /// A file could not be read or written: the path and what went wrong.
    case io(path: String, problem: String)
    /// An export input (a file, folder or glob) names no face file.
    case noFaceFiles(input: String)
    /// Two outputs of one export would be the same file: the file, and what each of the two was made from.
    case outputCollision(file: String, first: String, second: String)
    /// `dial export --merge` cannot join the shard manifests in a folder: the folder and why.
    case incompleteShards(folder: String, problem: String)

    public var description: String {
        switch self {
        case .face(let error): error.description
        case .text(let error): "\(error)"
        case .backend(let error): error.description
        case .io(let path, let problem): "\(path): \(problem)"
        case .noFaceFiles(let input): "\(input): no face file (*.json) there"
        case .outputCollision(let file, let first, let second):
            "\(first) and \(second) would both be written to \(file); rename one"
        case .incompleteShards(let folder, let problem): "\(folder): cannot merge: \(problem)"
        }
    }
}
