import DialCore
import DialModel

extension Face {
    /// A context resolves only the content current at its time, and none where it hides the complication whole; this
    /// resolves every content when the face is read, so that a face is refused for a fault in any of them at every time,
    /// in every context alike, and never at only the times or in the contexts that show it (docs/privacy.md,
    /// "Non-interference").
    static func checkContents(_ face: Face) throws(DialError) {
        do throws(FaceError) {
            try Resolver.checkContents(of: face.document, images: face.images)
        } catch {
            throw .face(error.located(by: face.sourceMap).inFile(face.file))
        }
    }
}
