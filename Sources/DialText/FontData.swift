#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A font file's bytes, read once so that FreeType, HarfBuzz and the hash all see exactly the same data.
///
/// FreeType and HarfBuzz read from this memory without copying it, so whoever wraps a handle
/// built on it keeps a strong reference to it.
final class FontData {
    private let storage: UnsafeMutableRawBufferPointer
    /// The file's contents (the allocation can be one byte longer, for empty files).
    let bytes: UnsafeRawBufferPointer

    private init(storage: UnsafeMutableRawBufferPointer, count: Int) {
        self.storage = storage
        bytes = UnsafeRawBufferPointer(rebasing: storage[0..<count])
    }

    deinit {
        storage.deallocate()
    }

    /// Reads the whole file at `path`.
    static func read(path: String) throws(TextError) -> FontData {
        guard let file = fopen(path, "rb") else {
            let code = errno
            if code == ENOENT || code == ENOTDIR {
                throw .fontMissing(path: path)
            }
            throw .fontUnreadable(path: path, code: code)
        }
        defer { fclose(file) }

        // Opening a directory succeeds on Linux; its "size" is meaningless, so only regular files are read.
        var status = stat()
        guard fstat(fileno(file), &status) == 0 else { throw .fontUnreadable(path: path, code: errno) }
        let type = status.st_mode & S_IFMT
        guard type == S_IFREG else { throw .fontUnreadable(path: path, code: type == S_IFDIR ? EISDIR : EINVAL) }
        let length = Int(status.st_size)

        // At least one byte, so an empty file still gets a valid allocation and is rejected by FreeType instead.
        let storage = UnsafeMutableRawBufferPointer.allocate(byteCount: max(length, 1), alignment: 16)
        let read = fread(storage.baseAddress, 1, length, file)
        guard read == length else {
            let code = ferror(file) != 0 ? errno : EIO
            storage.deallocate()
            throw .fontUnreadable(path: path, code: code)
        }
        return FontData(storage: storage, count: length)
    }

    /// The SHA-256 digest of the file, in lowercase hexadecimal.
    var sha256: String {
        SHA256.hexDigest(of: bytes)
    }
}
