import DialCairo
import DialFiles
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
    /// A file could not be written whole, or a folder's lock taken: the path and the system's reason.
    case file(FileError)
    /// An export input (a file, folder or glob) names no face file.
    case noFaceFiles(input: String)
    /// Two outputs of one export would be the same file: the file, and what each of the two was made from.
    case outputCollision(file: String, first: String, second: String)
    /// Another `dial export` is writing into the folder (it holds the folder's lock): the folder.
    case exportFolderInUse(folder: String)
    /// The export folder holds files the new export would not list: the folder, the first few of them (relative to
    /// it), how many there are in all, and whether cleaning (`ExportRequest.clean`) can remove them (it removes only what Dial writes).
    case strayFiles(folder: String, first: [String], count: Int, cleanable: Bool)
    /// `dial export --merge` cannot join the shard manifests in a folder: the folder and why.
    case incompleteShards(folder: String, problem: String)
    /// A timeline's range or frame count is refused before anything is drawn.
    case timeline(TimelineProblem)

    /// The message `dial` prints: the file, the JSON path, what was expected and what was found (unless it may be
    /// private).
    public var description: String {
        switch self {
        case .face(let error): error.description
        case .text(let error): "\(error)"
        case .backend(let error): error.description
        case .io(let path, let problem): "\(path): \(problem)"
        case .file(let error): error.description
        case .noFaceFiles(let input): "\(input): no face file (*.json) there"
        case .outputCollision(let file, let first, let second):
            "\(first) and \(second) would both be written to \(file); rename one"
        case .exportFolderInUse(let folder):
            "\(folder): another export is writing into this folder; wait for it to end or export into another folder"
        case .strayFiles(let folder, let first, let count, let cleanable):
            "\(folder): holds \(count) file(s) this export would not list: "
                + first.joined(separator: ", ") + (count > first.count ? " and \(count - first.count) more" : "") + "; "
                + (cleanable ? "export into an empty folder, or ask the export to clean the folder first"
                             : "cleaning removes only files Dial writes; move these away or export into another folder")
        case .incompleteShards(let folder, let problem): "\(folder): cannot merge: \(problem)"
        case .timeline(let problem): problem.description
        }
    }
}
