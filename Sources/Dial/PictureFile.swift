import DialCore
import DialModel
import Foundation

/// A checked picture file, decoded the first time a frame shows it and kept for the face's later frames. Shared by
/// the renders of one face on several threads, hence the lock.
final class PictureFile: PictureSource, @unchecked Sendable {
    private let file: String
    private let path: JSONPath
    private let realPath: String
    private let lock = NSLock()
    private var decoded: Result<Bitmap, FaceError>?

    init(file: String, path: JSONPath, realPath: String) {
        self.file = file
        self.path = path
        self.realPath = realPath
    }

    func bitmap() throws(FaceError) -> Bitmap {
        lock.lock()
        defer { lock.unlock() }
        if let decoded { return try decoded.get() }
        let result = Result { () throws(FaceError) in try ImageLoader.decode(file, at: path, realPath: realPath) }
        decoded = result
        return try result.get()
    }
}
