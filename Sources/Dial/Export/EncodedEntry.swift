import DialModel
import Foundation

/// A manifest entry with its JSON, as the manifest and the journal write it: encoded once, by the worker that wrote
/// the file, so the thread that writes the manifest only copies bytes.
struct EncodedEntry: Sendable {
    let entry: ManifestEntry
    let json: [UInt8]

    init(_ entry: ManifestEntry, encoder: JSONEncoder) {
        self.entry = entry
        // Strings, integers and enums: encoding cannot fail.
        json = Array(try! encoder.encode(entry))
    }

    /// The encoder of manifest JSON: keys sorted, slashes as they are.
    static func encoder() -> JSONEncoder {
        JSONEncoder.dial(.line)
    }
}
