import DialModel

/// A picture file a face names: checked when the face was read (a regular PNG inside the face's folder, within the
/// limits), decoded only when a frame shows it. The redact stage asks for its pixels only when the picture is shown,
/// so a redacted picture is never opened: the time a render takes cannot tell its size (docs/privacy.md).
package struct Picture: Hashable, Sendable {
    /// The `file` value as written, which names the picture in the face.
    package let file: String
    private let source: any PictureSource

    /// A picture named `file` in the face, whose pixels `source` decodes when they are first asked for.
    package init(file: String, source: any PictureSource) {
        self.file = file
        self.source = source
    }

    /// A picture already decoded, for faces built in code and for tests.
    package init(file: String, bitmap: Bitmap) {
        self.init(file: file, source: DecodedPicture(bitmap: bitmap))
    }

    /// Its pixels: decoded on first use and kept by its source.
    /// - Throws: the error of a file that changed or does not decode, at the JSON path of the picture's `file`.
    package func bitmap() throws(FaceError) -> Bitmap { try source.bitmap() }

    /// Its pixels for a frame that shows it, or nil where the file's bytes are not a picture Dial can draw (a damaged
    /// or truncated PNG, one past the limits): the frame then draws its stand-in, as where it is hidden, and `dial
    /// validate`, which decodes every picture, refuses the face. Pixels are decoded only where a picture is shown, so
    /// were a damaged one refused there, a face would render where privacy hides the picture and fail where it shows
    /// it: the exit status would follow what the context hides (docs/privacy.md). A file that cannot be read any more
    /// (gone since the face was read) is still an error: that is the machine's fault, not the face's.
    package func drawnBitmap() throws(FaceError) -> Bitmap? {
        do {
            return try source.bitmap()
        } catch {
            guard error.kind == .invalidValue else { throw error }
            return nil
        }
    }

    /// The same file from the same source: a picture is never decoded to be compared.
    package static func == (a: Picture, b: Picture) -> Bool { a.file == b.file && a.source === b.source }

    /// Hashes the file and the source's identity, as `==` compares.
    package func hash(into hasher: inout Hasher) {
        hasher.combine(file)
        hasher.combine(ObjectIdentifier(source))
    }
}

/// Where a `Picture`'s pixels come from: the facade reads files (this module does no I/O).
package protocol PictureSource: AnyObject, Sendable {
    /// The picture's pixels, decoded on the first call and kept for later ones.
    /// - Throws: the error of a file that changed or does not decode, at the JSON path of the picture's `file`.
    func bitmap() throws(FaceError) -> Bitmap
}

private final class DecodedPicture: PictureSource {
    let decoded: Bitmap
    init(bitmap: Bitmap) { decoded = bitmap }
    func bitmap() throws(FaceError) -> Bitmap { decoded }
}
