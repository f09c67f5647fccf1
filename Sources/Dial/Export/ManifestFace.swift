/// One input face of an export, as `manifest.json` lists it; the contact sheet names its row from it.
public struct ManifestFace: Codable, Hashable, Sendable, Comparable {
    /// The face file as given to `dial export`.
    public var file: String
    /// The folder its outputs are written into.
    public var slug: String
    /// The face's own `name`; nil when the file could not be decoded.
    public var name: String?
    /// SHA-256 of the file's bytes; nil when the file could not be read.
    public var sha256: String?

    public static func < (lhs: ManifestFace, rhs: ManifestFace) -> Bool {
        (lhs.file, lhs.sha256 ?? "") < (rhs.file, rhs.sha256 ?? "")
    }
}
