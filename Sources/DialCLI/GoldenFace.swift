import Dial

/// A face to check, with the bytes its environment record hashes.
struct GoldenFace: Sendable {
    var face: Face
    var bytes: [UInt8]
    /// Its goldens' folder in the store: its path in the faces folder without `.json` (`privacy/locked`), or its
    /// slug for a face from elsewhere.
    var name: String
}
