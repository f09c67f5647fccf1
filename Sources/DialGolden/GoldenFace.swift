import Dial
import Foundation

/// A face whose goldens are checked, with the bytes its environment record hashes and the folder of the store its
/// goldens live in.
public struct GoldenFace: Sendable {
    /// The decoded face.
    public var face: Face
    /// The face file's bytes, which the environment record beside its goldens hashes.
    public var bytes: [UInt8]
    /// Its goldens' folder in the store: its path in the faces folder without `.json` (`privacy/locked`), or its
    /// slug for a face from elsewhere.
    public var name: String

    /// A face whose goldens live in the store's folder `name`.
    public init(face: Face, bytes: [UInt8], name: String) {
        self.face = face
        self.bytes = bytes
        self.name = name
    }

    /// Reads and decodes every face file of `paths` (with `FaceFile`, so every fault reads as it does everywhere),
    /// each named after its path inside `facesFolder`. Any bad file stops the whole load.
    ///
    /// - Parameters:
    ///   - paths: Face files, in the order their goldens are checked.
    ///   - facesFolder: The folder of face files whose layout the store's folders follow.
    /// - Throws: `DialError` for a face file that cannot be read or decoded; `GoldenError.sharedFolder` when two
    ///   files would share a folder of goldens.
    public static func load(_ paths: [String], facesFolder: String) throws -> [GoldenFace] {
        var faces: [GoldenFace] = []
        var names: [String: String] = [:]
        for path in paths {
            let bytes = try FaceFile.bytes(at: path)
            let face = try Face.decode(bytes, file: path, location: URL(fileURLWithPath: path))
            let name = goldenName(of: path, in: facesFolder) ?? face.slug
            if let other = names[name] { throw GoldenError.sharedFolder(name, first: path, second: other) }
            names[name] = path
            faces.append(GoldenFace(face: face, bytes: bytes, name: name))
        }
        return faces
    }

    /// A face file's path inside `folder`, without `.json`: where its goldens live; nil for a file outside it.
    package static func goldenName(of path: String, in folder: String) -> String? {
        let file = URL(fileURLWithPath: path).standardizedFileURL.path
        let root = URL(fileURLWithPath: folder, isDirectory: true).standardizedFileURL.path + "/"
        guard file.hasPrefix(root), file.hasSuffix(".json") else { return nil }
        return String(file.dropFirst(root.count).dropLast(5))
    }
}
