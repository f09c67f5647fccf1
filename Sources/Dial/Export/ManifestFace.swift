/// One input face of an export, as `manifest.json` lists it; the contact sheet names its row from it. No digest of
/// the file: a manifest sits beside redacted previews, and a hash of a face whose only secret is a heart rate gives
/// the heart rate back in a millisecond.
public struct ManifestFace: Codable, Hashable, Sendable, Comparable {
    /// The face file, named relative to the input that named it (`ExportFace.name`).
    public var file: String
    /// The folder its outputs are written into.
    public var slug: String
    /// The face's own `name`; nil when the file could not be decoded.
    public var name: String?

    /// A face as the manifest lists it.
    package init(file: String, slug: String, name: String?) {
        self.file = file
        self.slug = slug
        self.name = name
    }

    /// By file, then folder: the manifest's order, the same on every machine.
    public static func < (lhs: ManifestFace, rhs: ManifestFace) -> Bool {
        (lhs.file, lhs.slug) < (rhs.file, rhs.slug)
    }
}
