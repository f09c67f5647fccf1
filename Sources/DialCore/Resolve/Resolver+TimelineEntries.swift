import DialModel

extension Resolver {
    /// Resolves the content of every timeline entry of every complication, as a context whose time made it current
    /// would, and throws the first fault at its own path (`complications[i].timeline[k].content…`).
    ///
    /// A context resolves only the entry current at its time; the facade calls this when a face is read so that a face
    /// is refused for a fault in any entry alike in every context. Only the entries' contents are resolved, each in its
    /// complication's family and tint on the face's device: the rest of the face was resolved once already, and work
    /// that grew by a whole face per entry would let the time a render takes count the entries a context hides
    /// (docs/privacy.md, "Timing").
    package static func checkTimelineEntries(of document: FaceDocument, images: [String: Picture] = [:]) throws(FaceError) {
        let sizeClass = Device(document.device ?? defaultDevice).sizeClass
        let accent = document.clock?.accent ?? defaultAccent
        for (index, complication) in (document.complications ?? []).enumerated() {
            guard let entries = complication.timeline else { continue }
            let context = ContentContext(family: complication.family, tint: complication.tint ?? accent,
                                         sizeClass: sizeClass, display: .active, images: images)
            let timeline = JSONPath.root.appending(key: "complications").appending(index: index).appending(key: "timeline")
            for (round, entry) in entries.enumerated() {
                _ = try resolve(entry.content, in: context, at: timeline.appending(index: round).appending(key: "content"))
            }
        }
    }
}
