import Dial
import DialModel
import Foundation

/// Reads face files from disk for the commands.
enum FaceFile {
    /// Larger files are refused before they are read: no face needs this much.
    static let maximumBytes = FaceLimits.maxFileBytes

    static func load(_ path: String) throws(DialError) -> Face {
        let url = URL(fileURLWithPath: path)
        let size: Int
        do {
            let values = try url.resourceValues(forKeys: [.fileSizeKey, .isDirectoryKey])
            if values.isDirectory == true { throw DialError.io(path: path, problem: "is a folder, not a face file") }
            size = values.fileSize ?? 0
        } catch let error as DialError {
            throw error
        } catch {
            throw .io(path: path, problem: "cannot read: \(reason(error))")
        }
        guard size <= maximumBytes else {
            throw .io(path: path, problem: "is \(size) bytes; a face file may have at most \(maximumBytes >> 20) MiB")
        }
        do {
            return try Face.decode(Array(try Data(contentsOf: url)), file: path, location: url)
        } catch let error as DialError {
            throw error
        } catch {
            throw .io(path: path, problem: "cannot read: \(reason(error))")
        }
    }

    private static func reason(_ error: any Error) -> String {
        let nsError = error as NSError
        if let underlying = nsError.userInfo[NSUnderlyingErrorKey] as? NSError, underlying.domain == NSPOSIXErrorDomain,
           let code = POSIXErrorCode(rawValue: Int32(underlying.code)) {
            return String(cString: strerror(code.rawValue))
        }
        if nsError.domain == NSCocoaErrorDomain, nsError.code == NSFileReadNoSuchFileError || nsError.code == NSFileNoSuchFileError {
            return "no such file"
        }
        return nsError.localizedDescription
    }
}
