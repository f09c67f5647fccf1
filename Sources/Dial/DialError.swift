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

    /// The message: the file, the JSON path, what was expected and what was found (unless it may be private). The
    /// export's settings are named as `ExportRequest`'s parameters.
    public var description: String { description(naming: .parameters) }

    /// How a message names the export's settings: the library names `ExportRequest`'s parameters, the command line
    /// the flags that set them.
    package struct SettingNames: Sendable {
        /// The setting that removes what an earlier export left in the folder.
        package var clean: String
        /// The setting that chooses the folder.
        package var folder: String
        /// What another writer of the folder is called.
        package var export: String

        /// Names of your own, such as flags.
        package init(clean: String, folder: String, export: String) {
            self.clean = clean
            self.folder = folder
            self.export = export
        }

        /// `ExportRequest`'s parameters.
        package static let parameters = SettingNames(clean: "clean: true", folder: "folder", export: "export")
    }

    /// The message, with the export's settings called by `names`.
    ///
    /// - Parameter names: What to call the export's settings.
    /// - Returns: The message, as `description` but for those names.
    package func description(naming names: SettingNames) -> String {
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
            "\(folder): another \(names.export) is writing into this folder; wait for it to end or choose another \(names.folder)"
        case .strayFiles(let folder, let first, let count, let cleanable):
            "\(folder): holds \(count) file(s) this export would not list: "
                + first.joined(separator: ", ") + (count > first.count ? " and \(count - first.count) more" : "") + "; "
                + (cleanable ? "export into an empty folder, or pass \(names.clean) to remove them first"
                             : "\(names.clean) removes only files Dial writes; move these away or choose another \(names.folder)")
        case .incompleteShards(let folder, let problem): "\(folder): cannot merge: \(problem)"
        case .timeline(let problem): problem.description
        }
    }
}
