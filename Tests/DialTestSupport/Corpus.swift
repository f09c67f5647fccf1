import Foundation

/// Tests/Corpus: files a face reader must refuse (bad/), each with what `dial validate` says of it and what the
/// schema does with it (expected.json). The schema's tests and the command line's read the same list.
public enum Corpus {
    public static let root = Repository.root.appendingPathComponent("Tests/Corpus")
    public static let bad = root.appendingPathComponent("bad")

    /// What Faces/face.schema.json does with a file: refuses it, or (a rule only the decoder holds) accepts it.
    public enum SchemaMark: String, Decodable { case refuses, decoderOnly = "decoder-only" }

    /// One entry of Tests/Corpus/expected.json.
    public struct Expectation: Decodable {
        /// `dial validate`'s exit status.
        public var exit: Int32
        /// A distinctive part of its message: the JSON path and what was expected.
        public var message: String
        /// Where the fault lies in private data, what `dial validate` and `dial lint`, the author's, say instead: its
        /// own path, what was found and where; `message` is then what every other command says (`MessagePolicy`).
        public var author: String?
        public var schema: SchemaMark
        /// Why the schema cannot refuse a decoder-only file (or, for others, what the file shows).
        public var reason: String?
        /// The file is not JSON that check-jsonschema can read, so it refuses it before any schema applies.
        public var notJSON: Bool?
    }

    /// Tests/Corpus/expected.json, by file name.
    public static func expectations() throws -> [String: Expectation] {
        try JSONDecoder().decode([String: Expectation].self, from: Data(contentsOf: root.appendingPathComponent("expected.json")))
    }

    /// Every `*.json` in Tests/Corpus/bad, by name.
    public static func badFiles() throws -> [URL] {
        try FileManager.default.contentsOfDirectory(at: bad, includingPropertiesForKeys: nil)
            .filter { $0.pathExtension == "json" }
            .sorted { $0.lastPathComponent < $1.lastPathComponent }
    }
}
