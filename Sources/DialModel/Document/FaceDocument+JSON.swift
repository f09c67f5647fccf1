import Foundation

extension FaceDocument {
    /// The face as the JSON file `dial` reads: keys sorted, two-space indents, one value a line, a final newline, and
    /// every field left `nil` left out (so a file gets each documented default, as if it had never named the field).
    ///
    /// The same document always gives the same bytes, and decoding them gives an equal document: a face written in
    /// Swift can be saved next to the hand-written ones and read by `dial render`, `dial lint` and `dial golden`.
    ///
    /// What Swift can hold but JSON cannot (a number that is not finite) is refused here with the path of the value;
    /// everything else is checked where a file is checked, when the JSON is decoded and resolved.
    public func json() throws(FaceError) -> [UInt8] {
        let encoder = JSONEncoder.dial(.document)
        do {
            return Array(try encoder.encode(self)) + [0x0A]
        } catch let error as EncodingError {
            throw Self.faceError(from: error)
        } catch let error as FaceError {
            throw error
        } catch {
            throw FaceError(kind: .invalidValue, path: .root, expected: "a face JSON can hold", found: "\(error)")
        }
    }

    /// An encoding failure as a decoding one would read. JSON has no NaN nor infinity, which is all JSONEncoder
    /// refuses in a face. The value itself is not repeated: it may sit in a complication's private data.
    static func faceError(from error: EncodingError) -> FaceError {
        switch error {
        case .invalidValue(_, let context):
            return FaceError(kind: .invalidValue, path: JSONPath(context.codingPath.map(JSONCodingKey.pathComponent(for:))),
                             expected: "a finite number", found: "a number JSON cannot hold (not finite)")
        @unknown default:
            return FaceError(kind: .invalidValue, path: .root, expected: "a face JSON can hold", found: "\(error)")
        }
    }
}
