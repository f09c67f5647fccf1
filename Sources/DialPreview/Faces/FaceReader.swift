import Dial
import DialModel
import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Reads a face file the way `dial render` does: bounded in size, decoded by the facade, every error `DialError`'s.
enum FaceReader {
    /// The file's bytes; errors name the file as `name`.
    static func bytes(at path: String, name: String) throws(DialError) -> [UInt8] {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { throw .io(path: name, problem: "cannot read: \(reason(errno))") }
        defer { close(descriptor) }
        var info = stat()
        if fstat(descriptor, &info) == 0, (info.st_mode & S_IFMT) == S_IFDIR {
            throw .io(path: name, problem: "is a folder, not a face file")
        }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count < 0 && errno == EINTR { continue }
            guard count >= 0 else { throw .io(path: name, problem: "cannot read: \(reason(errno))") }
            if count == 0 { return bytes }
            bytes += chunk[..<count]
            guard bytes.count <= FaceLimits.maxFileBytes else {
                throw .io(path: name, problem: "is larger than \(FaceLimits.maxFileBytes >> 20) MiB; a face file may have at most that")
            }
        }
    }

    private static func reason(_ code: Int32) -> String {
        code == ENOENT ? "no such file" : String(cString: strerror(code))
    }
}
