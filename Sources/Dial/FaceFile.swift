import DialModel
import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// A face file on disk, read the one way every command, the export, the goldens and the preview read it: whole,
/// bounded in size before it is all in memory, and with the same message for the same fault everywhere.
public enum FaceFile {
    /// Larger files are refused while they are read: no face needs this much.
    public static let maximumBytes = FaceLimits.maxFileBytes

    /// The file's bytes. Errors name the file as `name` (by default, `path` as given).
    public static func bytes(at path: String, name: String? = nil) throws(DialError) -> [UInt8] {
        let name = name ?? path
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { throw unreadable(name, errno) }
        defer { close(descriptor) }
        var info = stat()
        if fstat(descriptor, &info) == 0, (info.st_mode & S_IFMT) == S_IFDIR {
            throw folder(name)
        }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count < 0 && errno == EINTR { continue }
            guard count >= 0 else { throw unreadable(name, errno) }
            if count == 0 { return bytes }
            bytes += chunk[..<count]
            guard bytes.count <= maximumBytes else {
                throw .io(path: name, problem: "is larger than \(maximumBytes >> 20) MiB, the most a face file may have")
            }
        }
    }

    /// The face in the file at `path`, named by `path` in its errors, its pictures read from the file's folder. Its
    /// errors are written for `policy`'s reader (`MessagePolicy`): a context's, unless the author's is asked for.
    public static func load(_ path: String, policy: MessagePolicy = .context) throws(DialError) -> Face {
        try load(path, name: path, policy: policy)
    }

    /// The face in the file at `path`, named `name` in its errors (a path relative to a catalogue, say), its pictures
    /// read from the file's folder, its errors written for `policy`'s reader.
    public static func load(_ path: String, name: String, policy: MessagePolicy = .context) throws(DialError) -> Face {
        try Face.decode(try bytes(at: path, name: name), file: name, location: URL(fileURLWithPath: path), policy: policy)
    }

    /// The face files in `folder`, sorted, as paths that start with `folder`: regular files named `*.json`, but not a
    /// JSON Schema (`*.schema.json`) nor hidden. `recursive` looks in subfolders too (golden catalogues nest faces).
    public static func files(in folder: String, recursive: Bool = false) -> [String] {
        let manager = FileManager.default
        let names = (recursive ? try? manager.subpathsOfDirectory(atPath: folder) : try? manager.contentsOfDirectory(atPath: folder)) ?? []
        let prefix = folder.hasSuffix("/") ? folder : folder + "/"
        return names.filter(isFaceFile(named:)).sorted().map { prefix + $0 }.filter { path in
            var isFolder: ObjCBool = false
            return manager.fileExists(atPath: path, isDirectory: &isFolder) && !isFolder.boolValue
        }
    }

    /// Whether a file in a folder of faces is a face: a `.json` file, but not a JSON Schema (`*.schema.json`) nor hidden.
    public static func isFaceFile(named name: String) -> Bool {
        let base = name.split(separator: "/").last.map(String.init) ?? name
        return base.hasSuffix(".json") && !base.hasSuffix(".schema.json") && !base.hasPrefix(".")
    }

    /// A face file that cannot be opened, as every reader says it.
    static func unreadable(_ name: String, _ code: Int32) -> DialError {
        .io(path: name, problem: "cannot read: \(code == ENOENT ? "no such file" : String(cString: strerror(code)))")
    }

    /// A folder where a face file was asked for, as every reader says it.
    static func folder(_ name: String) -> DialError {
        .io(path: name, problem: "is a folder, not a face file")
    }
}
