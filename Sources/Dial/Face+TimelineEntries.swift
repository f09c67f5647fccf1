import DialCore
import DialModel

extension Face {
    /// A context resolves only the timeline entry current at its time; this resolves every entry's content when the face
    /// is read, so that a face is refused for a fault in any entry at every time, in every context alike, and never
    /// at only the times its faulty entry is current (spec/redaction.md, "Non-interference"). Round k
    /// resolves a face made of the complications that have an entry k, each with that entry in place of its `content`
    /// (the rest of the face was resolved just before), and reports an error at the entry's path.
    static func checkTimelineEntries(_ face: Face) throws(DialError) {
        let complications = face.document.complications ?? []
        let rounds = complications.map { $0.timeline?.count ?? 0 }.max() ?? 0
        for round in 0..<rounds {
            var document = face.document
            document.settings = nil
            var original: [Int] = []
            document.complications = complications.enumerated().compactMap { index, complication in
                guard let entries = complication.timeline, round < entries.count else { return nil }
                var copy = complication
                copy.content = entries[round].content
                copy.placeholder = nil
                copy.timeline = nil
                original.append(index)
                return copy
            }
            do throws(FaceError) {
                _ = try Resolver.resolve(document, name: face.displayName, display: .active, images: face.images)
            } catch {
                var located = error
                located.path = entryPath(error.path, round: round, original: original)
                throw .face(located.located(by: face.sourceMap).inFile(face.file))
            }
        }
    }

    /// `complications[i].content…` of round k's face as `complications[j].timeline[k].content…` of the file.
    private static func entryPath(_ path: JSONPath, round: Int, original: [Int]) -> JSONPath {
        let components = path.components
        guard components.count >= 3, components[0] == .key("complications"), case .index(let index) = components[1],
              original.indices.contains(index), components[2] == .key("content")
        else { return path }
        return JSONPath([components[0], .index(original[index]), .key("timeline"), .index(round)] + components[2...])
    }
}
