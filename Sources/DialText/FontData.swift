import DialHash
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
    private enum Storage {
        case allocated(UnsafeMutableRawBufferPointer)
        case mapped(UnsafeMutableRawPointer, length: Int)
    }

    private let storage: Storage
    /// The file's contents (the allocation can be one byte longer, for empty files).
    let bytes: UnsafeRawBufferPointer

    private init(storage: UnsafeMutableRawBufferPointer, count: Int) {
        self.storage = .allocated(storage)
        bytes = UnsafeRawBufferPointer(rebasing: storage[0..<count])
    }

    private init(mapping: UnsafeMutableRawPointer, length: Int) {
        storage = .mapped(mapping, length: length)
        bytes = UnsafeRawBufferPointer(start: mapping, count: length)
    }

    deinit {
        switch storage {
        case .allocated(let buffer): buffer.deallocate()
        case .mapped(let address, let length): munmap(address, length)
        }
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

    /// The file at `path`, mapped read-only rather than read: for a large font of which a frame touches a few pages.
    ///
    /// The colour emoji font is 10 MiB of bitmaps, and every worker of an export has its own `TextShaper`: read, it
    /// would add 10 MiB to each worker whether a face shows one emoji or none; mapped, the pages are the system's
    /// file cache, shared by every process, and only those of the glyphs drawn are touched. Debian replaces a font
    /// file by renaming a new one over it, so a mapping keeps the bytes it was made with.
    static func map(path: String) throws(TextError) -> FontData {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else {
            let code = errno
            throw code == ENOENT || code == ENOTDIR ? .fontMissing(path: path) : .fontUnreadable(path: path, code: code)
        }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { throw .fontUnreadable(path: path, code: errno) }
        let type = status.st_mode & S_IFMT
        guard type == S_IFREG else { throw .fontUnreadable(path: path, code: type == S_IFDIR ? EISDIR : EINVAL) }
        let length = Int(status.st_size)
        // mmap refuses a length of 0; an empty file is read instead, and FreeType rejects it.
        guard length > 0 else { return try read(path: path) }
        guard let address = mmap(nil, length, PROT_READ, MAP_PRIVATE, descriptor, 0), address != MAP_FAILED else {
            throw .fontUnreadable(path: path, code: errno)
        }
        return FontData(mapping: address, length: length)
    }

    /// Checks that a font file is at `path` by its first four bytes (TrueType, OpenType CFF or a collection), without
    /// reading the rest: what `TextShaper` asks of an optional font it loads only when a text needs it.
    static func checkSignature(path: String) throws(TextError) {
        guard let file = fopen(path, "rb") else {
            let code = errno
            throw code == ENOENT || code == ENOTDIR ? .fontMissing(path: path) : .fontUnreadable(path: path, code: code)
        }
        defer { fclose(file) }
        var status = stat()
        guard fstat(fileno(file), &status) == 0 else { throw .fontUnreadable(path: path, code: errno) }
        guard status.st_mode & S_IFMT == S_IFREG else {
            throw .fontUnreadable(path: path, code: status.st_mode & S_IFMT == S_IFDIR ? EISDIR : EINVAL)
        }
        var magic = [UInt8](repeating: 0, count: 4)
        let signatures: [[UInt8]] = [[0, 1, 0, 0], Array("OTTO".utf8), Array("true".utf8), Array("ttcf".utf8)]
        // FreeType's "unknown file format", the code it gives for such a file when it is loaded.
        guard fread(&magic, 1, 4, file) == 4, signatures.contains(magic) else { throw .fontUnreadable(path: path, code: 2) }
    }

    /// The SHA-256 digest of the file, in lowercase hexadecimal.
    var sha256: String {
        SHA256.hexDigest(of: bytes)
    }
}
