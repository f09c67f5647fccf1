import DialModel
import Foundation

/// A complication's content built with this module's views: the view tree a face file holds as `"content": {"view":
/// ...}`, checked as a file's is. `try ViewTree(VStack { Text("812"); Text("STEPS") }).json` is
/// `{"vstack":[{"text":"812"},{"text":"STEPS"}]}`.
public struct ViewTree: Sendable, Equatable, Codable, CustomStringConvertible {
    /// The tree, read back from its JSON, so it is exactly what the same file would give.
    package let document: ViewDocument

    /// The tree of `view`. Several views at the top are stacked vertically, as SwiftUI stacks a widget body's views.
    ///
    /// - Throws: `FaceError`, with the JSON path and what was expected, for what a face file could not say either: no
    ///   view at all, a symbol Dial does not draw, more than 16 children in a stack, a font of 300 points, a maximum
    ///   below its minimum...
    public init(_ view: some View) throws(FaceError) {
        guard let document = try singleDocument(of: view) else {
            throw FaceError(kind: .invalidValue, path: .root, expected: "a view", found: "no view (the builder gave none)")
        }
        self.document = try Self.checked(document)
    }

    /// The tree of the views `content` builds.
    public init(@ViewBuilder _ content: () -> some View) throws(FaceError) {
        try self.init(content())
    }

    /// Reads a view as a face file writes one, with the same checks.
    public init(from decoder: any Decoder) throws {
        document = try ViewDocument(from: decoder)
    }

    /// Writes the view as a face file writes one.
    public func encode(to encoder: any Encoder) throws {
        try document.encode(to: encoder)
    }

    /// The tree as a face file writes it, keys sorted as everywhere in Dial: the same tree always gives the same bytes.
    public var json: String {
        // Every number is finite once checked, so encoding cannot fail.
        String(decoding: (try? Self.encoder.encode(document)) ?? Data(), as: UTF8.self)
    }

    /// The tree's JSON.
    public var description: String { json }

    private static var encoder: JSONEncoder {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return encoder
    }

    /// `document` written out and read back by the face decoder: what a file could not hold is the error the file's
    /// would be, with its path.
    private static func checked(_ document: ViewDocument) throws(FaceError) -> ViewDocument {
        let bytes: Data
        do {
            bytes = try encoder.encode(document)
        } catch {
            // Only a number that is not finite cannot be written (an infinite maximum is written "infinity").
            throw FaceError(kind: .invalidValue, path: .root, expected: "finite numbers (\"infinity\" only as a frame's maximum)",
                            found: "a number that is not finite")
        }
        return try FaceDecoder.decode(ViewDocument.self, from: bytes).value
    }
}
