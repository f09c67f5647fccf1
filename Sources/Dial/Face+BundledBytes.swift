extension Face {
    /// The file behind `bundledDefault()` (Faces/default.json, compiled in), for whoever needs its bytes: `dial bench`
    /// times decoding them, and exports it without a path.
    public static var bundledDefaultBytes: [UInt8] { PackageResources.default_json }
}
