import Dial
import Foundation

/// One face the server shows: its file, the last version that decoded, and the error of the current one if it does
/// not. Read by request handlers on any thread, refreshed by the watcher's thread: every field behind one lock.
package final class PreviewFace: @unchecked Sendable {
    package let index: Int
    /// The file as errors and the page name it: as given on the command line, or the folder's path and its name.
    package let file: String
    /// On disk; nil for the bundled default face, which has no file to watch.
    let path: String?

    private let lock = NSLock()
    private var face: Face?
    private var status: FaceStatus
    /// Why the current version did not decode, as a value: the status carries it as text for the page.
    private var failure: DialError?
    private var signature: FileSignature?
    private var bytes: [UInt8]?
    private var lint: (generation: Int, payload: LintPayload)?

    init(index: Int, file: String, path: String?) {
        self.index = index
        self.file = file
        self.path = path
        status = FaceStatus(index: index, revision: 0, generation: 0, error: nil)
    }

    /// The bundled default face, never reloaded.
    init(index: Int, bundled face: Face) {
        self.index = index
        file = face.file
        path = nil
        self.face = face
        status = FaceStatus(index: index, revision: 1, generation: 1, error: nil)
    }

    package var current: (face: Face?, status: FaceStatus) {
        lock.withLock { (face, status) }
    }

    /// Why the file's current version did not decode; nil while it does.
    package var currentFailure: DialError? {
        lock.withLock { failure }
    }

    func cachedLint(for generation: Int) -> LintPayload? {
        lock.withLock { lint?.generation == generation ? lint?.payload : nil }
    }

    func cache(_ payload: LintPayload, for generation: Int) {
        lock.withLock { if status.generation == generation { lint = (generation, payload) } }
    }

    /// Reads the file again if `stat` says it changed; the new status if it did. Waits for the file to hold still
    /// first (an editor may write it in several steps), at most `settle` × 10.
    func refresh(settle: Duration = .milliseconds(5)) -> FaceStatus? {
        guard let path else { return nil }
        var seen = FileSignature(path: path)
        let (previous, seenBefore) = lock.withLock { (signature, status.revision > 0) }
        if seen == previous && seenBefore { return nil }
        for _ in 0..<10 {
            Thread.sleep(forTimeInterval: Double(settle.components.attoseconds) / 1e18 + Double(settle.components.seconds))
            let again = FileSignature(path: path)
            if again == seen { break }
            seen = again
        }
        let read: Result<[UInt8], DialError> = Result { () throws(DialError) in try FaceFile.bytes(at: path, name: file) }
        lock.withLock { signature = seen }
        if case .success(let new) = read, new == lock.withLock({ bytes }), lock.withLock({ failure == nil }) {
            return nil
        }
        let decoded: Result<Face, DialError> = read.flatMap { bytes in
            Result { () throws(DialError) in try Face.decode(bytes, file: file, location: URL(fileURLWithPath: path)) }
        }
        return lock.withLock {
            status.revision += 1
            switch decoded {
            case .success(let face):
                self.face = face
                bytes = try? read.get()
                status.generation += 1
                failure = nil
            case .failure(let error):
                bytes = nil
                failure = error
            }
            status = FaceStatus(index: status.index, revision: status.revision, generation: status.generation, failure: failure)
            return status
        }
    }
}
