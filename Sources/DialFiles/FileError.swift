/// Every error of DialFiles: a file or folder that could not be written or locked. Each names the path as the caller
/// gave it and the system's reason; never a file's contents.
public enum FileError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The file was not written (nothing of it was left behind): its path and the system's reason, e.g. "No space
    /// left on device".
    case cannotWrite(path: String, reason: String)
    /// The lock file could not be opened or locked for a reason other than another process holding it.
    case cannotLock(path: String, reason: String)
    /// Another process holds the lock: the lock file's path.
    case locked(path: String)

    /// The path and the system's reason, as `dial` prints them.
    public var description: String {
        switch self {
        case .cannotWrite(let path, let reason): "\(path): cannot write: \(reason)"
        case .cannotLock(let path, let reason): "\(path): cannot lock: \(reason)"
        case .locked(let path): "\(path): held by another process"
        }
    }
}
