/// Something an export could not make: a face that could not be read or decoded (no files), or the files of one
/// context that could not be rendered or written.
public struct ExportFailure: Codable, Hashable, Sendable, Comparable {
    /// The face file as given to `dial export`.
    public var face: String
    /// The outputs that were not written; empty when the face itself could not be loaded.
    public var files: [String]
    /// What went wrong, naming the file and, for a bad face, the JSON path.
    public var error: String

    /// A failure as the export reports it.
    package init(face: String, files: [String], error: String) {
        self.face = face
        self.files = files
        self.error = error
    }

    /// By face, then files, then message: the manifest's order, the same however the export ran.
    public static func < (lhs: ExportFailure, rhs: ExportFailure) -> Bool {
        (lhs.face, lhs.files.joined(separator: "\n"), lhs.error) < (rhs.face, rhs.files.joined(separator: "\n"), rhs.error)
    }
}
