extension Face {
    /// The file behind `bundledDefault()` (Faces/default.json, compiled in): `dial bench` times decoding these bytes
    /// and exports them, so it needs no file beside the binary.
    public static var bundledDefaultBytes: [UInt8] { PackageResources.default_json }
}
