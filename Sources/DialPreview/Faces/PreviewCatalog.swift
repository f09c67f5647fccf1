import Dial
import Foundation

/// The faces a server shows, fixed when it starts: one file, the face files of one folder (as `dial export` takes a
/// folder: its `*.json` files, not its subfolders), or the bundled default. Requests name a face by its index here,
/// so no request names a file.
package final class PreviewCatalog: Sendable {
    package let faces: [PreviewFace]
    /// Whether the server was given a folder: the page then opens on a grid of its faces.
    package let isFolder: Bool
    /// At most this many faces from a folder; the rest are left out, and the command says so.
    package static let maxFaces = 500

    init(faces: [PreviewFace], isFolder: Bool) {
        self.faces = faces
        self.isFolder = isFolder
    }

    /// The faces `input` names; nil for the bundled default face. Throws for a missing input or a folder without a
    /// face file; a face file that does not decode is kept, with its error, for the page to show until it is mended.
    package static func open(_ input: String?) throws(DialError) -> PreviewCatalog {
        guard let input else {
            return PreviewCatalog(faces: [PreviewFace(index: 0, bundled: try Face.bundledDefault())], isFolder: false)
        }
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: input, isDirectory: &isFolder) else {
            throw .io(path: input, problem: "no such file or folder")
        }
        let catalog: PreviewCatalog
        if isFolder.boolValue {
            let files = FaceFile.files(in: input)
            guard !files.isEmpty else { throw .noFaceFiles(input: input) }
            catalog = PreviewCatalog(faces: files.prefix(maxFaces).enumerated().map { PreviewFace(index: $0, file: $1, path: $1) },
                                     isFolder: true)
        } else {
            catalog = PreviewCatalog(faces: [PreviewFace(index: 0, file: input, path: input)], isFolder: false)
        }
        for face in catalog.faces { _ = face.refresh(settle: .zero) }
        return catalog
    }

    func face(_ segment: String) -> PreviewFace? {
        // Digits only, and few: "007", "+1", "1e3" and 40-digit numbers are not indices.
        guard (1...6).contains(segment.count), segment.allSatisfy({ $0.isASCII && $0.isNumber }),
              let index = Int(segment), faces.indices.contains(index), segment == String(index)
        else { return nil }
        return faces[index]
    }
}
