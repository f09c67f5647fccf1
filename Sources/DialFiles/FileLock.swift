import Foundation

/// An advisory lock on a lock file, taken with `flock(2)` and held until `release` or the end of the process.
///
/// A kernel lock rather than a file that says "in use": the kernel drops it when the process dies, however it dies
/// (SIGKILL, out of memory, a pod evicted), so a stale lock never blocks the next run and nothing has to guess whether
/// a recorded process id is still alive. Shared locks let many holders in at once (the shards of one export) while an
/// exclusive one keeps everyone else out.
///
/// The holder of an exclusive lock may remove the file as it lets go. So that this is safe, a lock counts only if
/// the file it was taken on is still the one at the path: a process that opened the file just before it was
/// removed finds its lock on a file nobody else can see, and starts again.
public final class FileLock {
    /// The lock file.
    public let url: URL
    private let exclusive: Bool
    private var descriptor: Int32

    /// Takes the lock at once or fails: `FileError.locked` when another process (or another open of the file in this
    /// one) holds it in a way that excludes this one.
    public init(_ url: URL, exclusive: Bool) throws(FileError) {
        self.url = url
        self.exclusive = exclusive
        while true {
            // O_NOFOLLOW: a link planted at the lock's name must not make Dial create or lock a file elsewhere.
            let descriptor = open(url.path, O_RDWR | O_CREAT | O_CLOEXEC | O_NOFOLLOW, 0o644)
            guard descriptor >= 0 else { throw .cannotLock(path: url.relativePath, reason: String(cString: strerror(errno))) }
            var result: Int32
            repeat {
                result = flock(descriptor, (exclusive ? LOCK_EX : LOCK_SH) | LOCK_NB)
            } while result != 0 && errno == EINTR
            guard result == 0 else {
                let code = errno
                close(descriptor)
                if code == EWOULDBLOCK { throw .locked(path: url.relativePath) }
                throw .cannotLock(path: url.relativePath, reason: String(cString: strerror(code)))
            }
            var held = stat(), named = stat()
            if fstat(descriptor, &held) == 0, lstat(url.path, &named) == 0, held.st_dev == named.st_dev, held.st_ino == named.st_ino {
                self.descriptor = descriptor
                return
            }
            close(descriptor)
        }
    }

    /// Lets go of the lock; an exclusive holder removes the lock file first, so a finished run leaves nothing behind.
    public func release() {
        guard descriptor >= 0 else { return }
        if exclusive { unlink(url.path) }
        close(descriptor)
        descriptor = -1
    }

    deinit {
        if descriptor >= 0 { close(descriptor) }
    }
}
