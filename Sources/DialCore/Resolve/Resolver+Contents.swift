import DialModel

extension Resolver {
    /// Resolves every content of every complication, its static `content` and each timeline entry's, as a context that
    /// shows it would, and throws the first fault at its own path (`complications[i].timeline[k].content…`).
    ///
    /// A context resolves only the content current at its time, and none where it hides the complication whole at
    /// every moment; the facade calls this when a face is read so that a face is refused for a fault in any content
    /// alike in every context. Only the contents are resolved, each in its complication's family and tint on the
    /// face's device, with what no family draws (a `containerBackground`, a label a family has no place for): the rest
    /// of the face was resolved once already, and work that grew by a whole face per entry would let the time a render
    /// takes count the entries a context hides (docs/privacy.md, "Timing").
    package static func checkContents(of document: FaceDocument, images: [String: Picture] = [:]) throws(FaceError) {
        let sizeClass = Device(document.device ?? defaultDevice).sizeClass
        let accent = document.clock?.accent ?? defaultAccent
        for (index, complication) in (document.complications ?? []).enumerated() {
            let context = ContentContext(family: complication.family, tint: complication.tint ?? accent,
                                         sizeClass: sizeClass, display: .active, images: images, checking: true)
            let path = JSONPath.root.appending(key: "complications").appending(index: index)
            try requireContent(of: complication, at: path)
            if let content = complication.content {
                _ = try resolve(content, in: context, at: path.appending(key: "content"))
            }
            let timeline = path.appending(key: "timeline")
            // By index, not `enumerated()`: its iterator hands each entry out as a copy, every reference in it retained
            // and released, work done for each entry a context hides.
            if let entries = complication.timeline {
                for round in entries.indices {
                    _ = try resolve(entries[round].content, in: context, at: timeline.appending(index: round).appending(key: "content"))
                }
            }
        }
    }
}
