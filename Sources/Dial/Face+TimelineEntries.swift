import DialCore
import DialModel

extension Face {
    /// A context resolves only the timeline entry current at its time; this resolves every entry's content when the face
    /// is read, so that a face is refused for a fault in any entry at every time, in every context alike, and never
    /// at only the times its faulty entry is current (docs/privacy.md, "Non-interference").
    static func checkTimelineEntries(_ face: Face) throws(DialError) {
        do throws(FaceError) {
            try Resolver.checkTimelineEntries(of: face.document, images: face.images)
        } catch {
            throw .face(error.located(by: face.sourceMap).inFile(face.file))
        }
    }
}
