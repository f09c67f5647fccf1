extension FaceDocument {
    /// Every picture the document names (`"file"` images), in document order, each with the JSON path of its `file`
    /// value: complications' `content`, `placeholder` and timeline entries' `content`, through stack and gauge icons,
    /// image templates and curved text's `inner`. A file named twice is listed twice, once per place.
    ///
    /// A path is spelled out only for a picture found: a face reads this for every timeline entry, also those a
    /// context hides, most of which name no picture (docs/privacy.md, "Timing").
    public var imageFiles: [(path: JSONPath, file: String)] {
        var found: [(path: JSONPath, file: String)] = []
        for (index, complication) in (complications ?? []).enumerated() {
            func base() -> JSONPath { [.key("complications"), .index(index)] }
            if let content = complication.content {
                Self.collect(content, at: { base().appending(key: "content") }, into: &found)
            }
            if let placeholder = complication.placeholder {
                Self.collect(placeholder, at: { base().appending(key: "placeholder") }, into: &found)
            }
            // An entry read by the grammar alone names no picture (`PlainEntry`): its content is not built for this.
            for (entry, timeline) in (complication.timeline ?? []).enumerated() where timeline.plain == nil {
                Self.collect(timeline.content, at: { base().appending(key: "timeline").appending(index: entry).appending(key: "content") },
                             into: &found)
            }
        }
        return found
    }

    private static func collect(_ content: ContentDocument, at path: () -> JSONPath,
                                into found: inout [(path: JSONPath, file: String)]) {
        func image(_ image: ImageDocument?, _ key: String) {
            if case .file(let file) = image?.source {
                found.append((path().appending(key: key).appending(key: "file"), file))
            }
        }
        switch content {
        case .stack(let stack): image(stack.icon, "icon")
        case .gauge(let gauge): image(gauge.icon, "icon")
        case .image(let template): image(template.image, "image")
        case .curvedText(let curved):
            if let inner = curved.inner { collect(inner, at: { path().appending(key: "inner") }, into: &found) }
        case .view(let view):
            let files = view.view.imageFiles
            if !files.isEmpty {
                let base = path().appending(key: "view")
                found += files.map { (JSONPath(base.components + $0.path.components), $0.file) }
            }
        case .rings, .chart: break
        }
    }
}
