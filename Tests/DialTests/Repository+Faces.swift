import Dial
import DialTestSupport
import Foundation

extension Repository {
    /// The example faces: every JSON file in Faces/ and its subfolders, as `privacy/locked`.
    static var exampleFaces: [String] {
        ((try? FileManager.default.subpathsOfDirectory(atPath: faces.path)) ?? [])
            .filter(FaceFile.isFaceFile(named:))
            .map { String($0.dropLast(5)) }
            .sorted()
    }
}
