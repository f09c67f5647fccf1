@testable import DialModel

/// The view tests' one way to read a view from JSON, as a face file's `"view"` holds it: a suite that conforms calls
/// `Self.view(json)` and `Self.error(json)`.
protocol ViewReading {}

extension ViewReading {
    /// The view `json` writes.
    static func view(_ json: String) throws(FaceError) -> ViewDocument {
        try FaceDecoder.decode(ViewDocument.self, from: Array(json.utf8)).value
    }

    /// Why reading `json` fails, or nil where it reads.
    static func error(_ json: String) -> FaceError? {
        do {
            _ = try view(json)
            return nil
        } catch {
            return error
        }
    }
}
