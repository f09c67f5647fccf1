import DialCore
import DialModel
import DialPNG
import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Reads the pictures a face names (`"file"` images) from the face file's folder, and nowhere else.
///
/// A face file comes from anyone, so a picture's path is held to the face's folder twice over: as written (relative,
/// no `..` that climbs out of it) and as the file system resolves it (symbolic links followed, the real path inside
/// the folder's real path). Sizes are bounded before anything large is read or allocated (`FaceLimits`): the file's
/// bytes before reading, the PNG header's pixel count before decoding.
public enum ImageLoader {
    /// Every picture `document` names, decoded and premultiplied, keyed by the `file` string as written.
    /// `faceFile` is the face file on disk; nil for a face that has none (the bundled default), which may then name
    /// no picture. Errors carry the JSON path of the offending `file` value, without file name or location (the
    /// caller adds them).
    public static func load(_ document: FaceDocument, faceFile: URL?) throws(FaceError) -> [String: Bitmap] {
        var images: [String: Bitmap] = [:]
        for (path, file) in document.imageFiles where images[file] == nil {
            images[file] = try load(file, at: path, faceFile: faceFile)
        }
        return images
    }

    /// One picture: `file` as written at `path` in the face file `faceFile`.
    public static func load(_ file: String, at path: JSONPath, faceFile: URL?) throws(FaceError) -> Bitmap {
        func refuse(_ expected: String, _ found: String, kind: FaceError.Kind = .invalidValue) -> FaceError {
            FaceError(kind: kind, path: path, expected: expected, found: found)
        }
        let quoted = "\"" + file.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
        guard let faceFile else {
            throw refuse("an \"icon\" or a \"path\": this face is not read from a file, so it has no folder to hold pictures",
                         "the picture \(quoted)")
        }
        try checkWritten(file, quoted: quoted, refuse: refuse)

        let folder = faceFile.deletingLastPathComponent().path
        guard let realFolder = realPath(folder) else {
            throw refuse("the face file's folder to be readable", "\(folder): \(lastError())", kind: .io)
        }
        let candidate = (folder.hasSuffix("/") ? folder : folder + "/") + file
        guard let real = realPath(candidate) else {
            throw refuse("a PNG file at \(quoted) in the face file's folder", "\(lastError()) (\(candidate))", kind: .io)
        }
        let inside = realFolder.hasSuffix("/") ? realFolder : realFolder + "/"
        guard real.hasPrefix(inside) else {
            throw refuse("a file inside the face file's folder", "\(quoted), which leads to \(real), outside it")
        }

        let bytes = try read(real, quoted: quoted, refuse: refuse)
        if let size = headerSize(bytes), size.width * size.height > FaceLimits.maxImagePixels {
            throw refuse("a picture of at most \(FaceLimits.maxImagePixels) pixels (2048 × 2048)",
                         "\(quoted) of \(size.width) × \(size.height) pixels")
        }
        let image: RGBAImage
        do {
            image = try PNGDecoder.decode(bytes)
        } catch {
            switch error {
            case .notPNG(let reason): throw refuse("a PNG file", "\(quoted), which is not a PNG: \(reason)")
            case .tooLarge(let width, let height):
                throw refuse("a picture of at most \(FaceLimits.maxImagePixels) pixels (2048 × 2048)",
                             "\(quoted) of \(width) × \(height) pixels")
            default: throw refuse("a PNG file", "\(quoted), which cannot be decoded: \(error)")
            }
        }
        guard image.width > 0, image.height > 0, image.width * image.height <= FaceLimits.maxImagePixels else {
            throw refuse("a picture of at most \(FaceLimits.maxImagePixels) pixels (2048 × 2048)",
                         "\(quoted) of \(image.width) × \(image.height) pixels")
        }
        return Bitmap(width: image.width, height: image.height, straightRGBA: image.pixels)
    }

    /// The path as written: relative, and never climbing above the folder it starts from.
    private static func checkWritten(_ file: String, quoted: String,
                                     refuse: (String, String, FaceError.Kind) -> FaceError) throws(FaceError) {
        guard !file.isEmpty else {
            throw refuse("a path to a PNG file, relative to the face file's folder", "an empty string", .invalidValue)
        }
        guard !file.unicodeScalars.contains(where: { $0.value < 0x20 || $0.value == 0x7F }) else {
            throw refuse("a path without control characters", quoted, .invalidValue)
        }
        guard !file.hasPrefix("/") else {
            throw refuse("a path relative to the face file's folder", "\(quoted), an absolute path", .invalidValue)
        }
        var depth = 0
        for component in file.split(separator: "/", omittingEmptySubsequences: true) where component != "." {
            depth += component == ".." ? -1 : 1
            if depth < 0 {
                throw refuse("a path that stays inside the face file's folder", "\(quoted), whose \"..\" leaves it", .invalidValue)
            }
        }
    }

    /// The file's bytes, if it is a regular file no larger than `FaceLimits.maxImageBytes`: checked first, so that a
    /// huge file, a device or a pipe is never read.
    private static func read(_ path: String, quoted: String,
                             refuse: (String, String, FaceError.Kind) -> FaceError) throws(FaceError) -> [UInt8] {
        var info = stat()
        guard stat(path, &info) == 0 else { throw refuse("a readable PNG file", "\(quoted): \(lastError())", .io) }
        guard info.st_mode & S_IFMT == S_IFREG else {
            throw refuse("a PNG file", "\(quoted), which is not a regular file", .invalidValue)
        }
        guard Int(info.st_size) <= FaceLimits.maxImageBytes else {
            throw refuse("a file of at most \(FaceLimits.maxImageBytes >> 20) MiB", "\(quoted) of \(info.st_size) bytes", .invalidValue)
        }
        guard let data = FileManager.default.contents(atPath: path) else {
            throw refuse("a readable PNG file", "\(quoted), which could not be read", .io)
        }
        guard data.count <= FaceLimits.maxImageBytes else {
            throw refuse("a file of at most \(FaceLimits.maxImageBytes >> 20) MiB", "\(quoted) of \(data.count) bytes", .invalidValue)
        }
        return [UInt8](data)
    }

    /// Width and height from a PNG's IHDR chunk (signature, then the chunk's length, "IHDR", two big-endian words),
    /// without decoding anything; nil when the bytes do not start that way, which the decoder then reports.
    static func headerSize(_ bytes: [UInt8]) -> (width: Int, height: Int)? {
        let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        guard bytes.count >= 24, bytes.starts(with: signature), bytes[12..<16].elementsEqual("IHDR".utf8) else { return nil }
        func word(_ at: Int) -> Int { bytes[at..<at + 4].reduce(0) { $0 << 8 | Int($1) } }
        return (word(16), word(20))
    }

    private static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    private static func lastError() -> String { String(cString: strerror(errno)) }
}
