import DialCore
import DialModel
import DialPNG
import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Reads the pictures a face names (`"file"` images) from the face file's folder, and nowhere else: each is checked
/// when the face is read, and decoded only when a frame shows it (`PictureFile`).
///
/// A face file comes from anyone, so a picture's path is held to the face's folder twice over: as written (relative,
/// no `..` that climbs out of it) and as the file system resolves it (symbolic links followed, the real path inside
/// the folder's real path). Sizes are bounded before anything large is read or allocated (`FaceLimits`): the file's
/// bytes before reading, the PNG header's pixel count before decoding.
package enum ImageLoader {
    /// Every picture `document` names, checked but not decoded, keyed by the `file` string as written.
    /// `faceFile` is the face file on disk; nil for a face that has none (the bundled default), which may then name
    /// no picture. Errors carry the JSON path of the offending `file` value, without file name or location (the
    /// caller adds them).
    package static func load(_ document: FaceDocument, faceFile: URL?) throws(FaceError) -> [String: Picture] {
        var images: [String: Picture] = [:]
        for (path, file) in document.imageFiles where images[file] == nil {
            images[file] = Picture(file: file, source: try check(file, at: path, faceFile: faceFile))
        }
        return images
    }

    /// One picture, checked and decoded: `file` as written at `path` in the face file `faceFile`.
    package static func load(_ file: String, at path: JSONPath, faceFile: URL?) throws(FaceError) -> Bitmap {
        try check(file, at: path, faceFile: faceFile).bitmap()
    }

    /// Everything that can be known of a picture without reading its pixels: where it is, that it is a regular file
    /// within the size limit, and the pixel count its PNG header gives. Reads 24 bytes, whatever the file's size,
    /// so that checking a picture takes the same time however large it is.
    static func check(_ file: String, at path: JSONPath, faceFile: URL?) throws(FaceError) -> PictureFile {
        let refuse = refusal(file, at: path)
        let quoted = quote(file)
        guard let faceFile else {
            throw refuse("an \"icon\" or a \"path\": this face is not read from a file, so it has no folder to hold pictures",
                         "the picture \(quoted)", .invalidValue)
        }
        try checkWritten(file, quoted: quoted, refuse: refuse)

        let folder = faceFile.deletingLastPathComponent().path
        guard let realFolder = realPath(folder) else {
            // No path of this machine: the message may reach a shared manifest.
            throw refuse("the face file's folder to be readable", lastError(), .io)
        }
        let candidate = (folder.hasSuffix("/") ? folder : folder + "/") + file
        guard let real = realPath(candidate) else {
            throw refuse("a PNG file in the face file's folder", "\(quoted): \(lastError())", .io)
        }
        let inside = realFolder.hasSuffix("/") ? realFolder : realFolder + "/"
        guard real.hasPrefix(inside) else {
            throw refuse("a file inside the face file's folder", "\(quoted), which leads outside it", .invalidValue)
        }
        try checkFile(real, quoted: quoted, refuse: refuse)
        let header = try readHeader(real, quoted: quoted, refuse: refuse)
        if let size = headerSize(header), size.width * size.height > FaceLimits.maxImagePixels {
            throw refuse("a picture of at most \(FaceLimits.maxImagePixels) pixels (2048 × 2048)",
                         "\(quoted) of \(size.width) × \(size.height) pixels", .invalidValue)
        }
        return PictureFile(file: file, path: path, realPath: real)
    }

    /// Reads and decodes a checked picture: what `PictureFile` does the first time a frame shows it.
    static func decode(_ file: String, at path: JSONPath, realPath real: String) throws(FaceError) -> Bitmap {
        let refuse = refusal(file, at: path)
        let quoted = quote(file)
        // Checked again: the file may have changed since the face was read.
        try checkFile(real, quoted: quoted, refuse: refuse)
        guard let data = FileManager.default.contents(atPath: real) else {
            throw refuse("a readable PNG file", "\(quoted), which could not be read", .io)
        }
        guard data.count <= FaceLimits.maxImageBytes else {
            throw refuse("a file of at most \(FaceLimits.maxImageBytes >> 20) MiB", "\(quoted) of \(data.count) bytes", .invalidValue)
        }
        let bytes = [UInt8](data)
        if let size = headerSize(bytes), size.width * size.height > FaceLimits.maxImagePixels {
            throw refuse("a picture of at most \(FaceLimits.maxImagePixels) pixels (2048 × 2048)",
                         "\(quoted) of \(size.width) × \(size.height) pixels", .invalidValue)
        }
        let image: RGBAImage
        do {
            image = try PNGDecoder.decode(bytes)
        } catch {
            switch error {
            case .notPNG(let reason): throw refuse("a PNG file", "\(quoted), which is not a PNG: \(reason)", .invalidValue)
            case .tooLarge(let width, let height):
                throw refuse("a picture of at most \(FaceLimits.maxImagePixels) pixels (2048 × 2048)",
                             "\(quoted) of \(width) × \(height) pixels", .invalidValue)
            default: throw refuse("a PNG file", "\(quoted), which cannot be decoded: \(error)", .invalidValue)
            }
        }
        guard image.width > 0, image.height > 0, image.width * image.height <= FaceLimits.maxImagePixels else {
            throw refuse("a picture of at most \(FaceLimits.maxImagePixels) pixels (2048 × 2048)",
                         "\(quoted) of \(image.width) × \(image.height) pixels", .invalidValue)
        }
        return Bitmap(width: image.width, height: image.height, straightRGBA: image.pixels)
    }

    private typealias Refusal = (String, String, FaceError.Kind) -> FaceError

    private static func refusal(_ file: String, at path: JSONPath) -> Refusal {
        { expected, found, kind in FaceError(kind: kind, path: path, expected: expected, found: found) }
    }

    private static func quote(_ file: String) -> String {
        "\"" + file.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }

    /// The path as written: relative, and never climbing above the folder it starts from.
    private static func checkWritten(_ file: String, quoted: String, refuse: Refusal) throws(FaceError) {
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

    /// A regular file no larger than `FaceLimits.maxImageBytes`, asked of its inode: a huge file, a device or a pipe
    /// is never read.
    private static func checkFile(_ path: String, quoted: String, refuse: Refusal) throws(FaceError) {
        var info = stat()
        guard stat(path, &info) == 0 else { throw refuse("a readable PNG file", "\(quoted): \(lastError())", .io) }
        guard info.st_mode & S_IFMT == S_IFREG else {
            throw refuse("a PNG file", "\(quoted), which is not a regular file", .invalidValue)
        }
        guard Int(info.st_size) <= FaceLimits.maxImageBytes else {
            throw refuse("a file of at most \(FaceLimits.maxImageBytes >> 20) MiB", "\(quoted) of \(info.st_size) bytes", .invalidValue)
        }
    }

    /// The first 24 bytes (or fewer, for a shorter file): signature and IHDR size, nothing of the pixels.
    private static func readHeader(_ path: String, quoted: String, refuse: Refusal) throws(FaceError) -> [UInt8] {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { throw refuse("a readable PNG file", "\(quoted): \(lastError())", .io) }
        defer { close(descriptor) }
        var header = [UInt8](repeating: 0, count: 24)
        var count = 0
        while count < header.count {
            let got = header.withUnsafeMutableBytes { read(descriptor, $0.baseAddress! + count, $0.count - count) }
            if got < 0 && errno == EINTR { continue }
            guard got >= 0 else { throw refuse("a readable PNG file", "\(quoted): \(lastError())", .io) }
            if got == 0 { break }
            count += got
        }
        return Array(header.prefix(count))
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
