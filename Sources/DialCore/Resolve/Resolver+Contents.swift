import DialModel

extension Resolver {
    /// Checks every content of every complication, its static `content` and each timeline entry's, as resolving it in
    /// a context that shows it would, and throws the first fault at its own path (`complications[i].timeline[k].content…`).
    ///
    /// A context resolves only the content current at its time, and none where it hides the complication whole at
    /// every moment; the facade calls this when a face is read so that a face is refused for a fault in any content
    /// alike in every context. Only the contents are checked, each in its complication's family and tint on the
    /// face's device, with what no family draws (a `containerBackground`, a label a family has no place for): the rest
    /// of the face was resolved once already, and work that grew by a whole face per entry would let the time a render
    /// takes count the entries a context hides (docs/privacy.md, "Timing"). A template is checked by its rules alone,
    /// nothing of it built (`check(_:in:at:)`); a view is resolved, its checks being its resolver's.
    package static func checkContents(of document: FaceDocument, images: [String: Picture] = [:]) throws(FaceError) {
        let sizeClass = Device(document.device ?? defaultDevice).sizeClass
        let accent = document.clock?.accent ?? defaultAccent
        for (index, complication) in (document.complications ?? []).enumerated() {
            let context = ContentContext(family: complication.family, tint: complication.tint ?? accent,
                                         sizeClass: sizeClass, display: .active, images: images, checking: true)
            let path = JSONPath.root.appending(key: "complications").appending(index: index)
            try requireContent(of: complication, at: path)
            if let content = complication.content {
                try check(content, in: context, at: path.appending(key: "content"))
            }
            let timeline = path.appending(key: "timeline")
            // By index, not `enumerated()`: its iterator hands each entry out as a copy, every reference in it retained
            // and released, work done for each entry a context hides.
            if let entries = complication.timeline {
                for round in entries.indices {
                    // An entry read by the grammar alone is a stack of texts, each a text and its marks: of what
                    // `check` holds a content to, only its template and its number of lines can fail it. Its content is
                    // not built for this (docs/performance.md, "Session 22").
                    if let plain = entries[round].plain {
                        try requireTemplate(.stack, in: context.family, at: timeline.appending(index: round).appending(key: "content"))
                        try requireLines(count: plain.lines, in: context.family,
                                         at: timeline.appending(index: round).appending(key: "content"))
                        continue
                    }
                    try check(entries[round].content, in: context, at: timeline.appending(index: round).appending(key: "content"))
                }
            }
        }
    }

    /// Throws the fault `resolve(content, in: context, at: path)` throws first, at the same path and in the same words,
    /// and builds nothing: the rules are the resolver's own (`requireTemplate` and the rest), called in the order it
    /// calls them. A view is resolved, as its resolver's checks are woven into building it.
    ///
    /// Resolving each timeline entry's content only to check it built every line's text, font and colour and a path
    /// for each value, about 5 thousand instructions an entry, for a face that privacy hides whole (docs/performance.md,
    /// "Session 20: checking contents").
    static func check(_ content: ContentDocument, in context: ContentContext, at path: @autoclosure () -> JSONPath) throws(FaceError) {
        if case .view(let view) = content {
            _ = try resolve(view, in: context, at: path())
            return
        }
        let family = context.family
        try requireTemplate(of: content, in: family, at: path())
        switch content {
        case .stack(let stack):
            try requireLines(of: stack, in: family, at: path())
            for index in stack.lines.indices {
                try requireFit(of: stack.lines[index], at: path().appending(key: "lines").appending(index: index))
            }
            if let icon = stack.icon { try check(icon, in: context, at: path().appending(key: "icon")) }
        case .gauge(let gauge):
            try requireParts(of: gauge, in: family, at: path())
            // In the order the resolved gauge is built: text, icon, end labels, title.
            if let text = gauge.text { try requireFit(of: text, at: path().appending(key: "text")) }
            if let icon = gauge.icon { try check(icon, in: context, at: path().appending(key: "icon")) }
            if let leading = gauge.leading { try requireFit(of: leading, at: path().appending(key: "leading")) }
            if let trailing = gauge.trailing { try requireFit(of: trailing, at: path().appending(key: "trailing")) }
            if let title = gauge.title { try requireFit(of: title, at: path().appending(key: "title")) }
        case .rings(let rings):
            try requireRings(of: rings, at: path())
            if let text = rings.text { try requireFit(of: text, at: path().appending(key: "text")) }
        case .curvedText(let curved):
            try requireFit(of: curved.text, at: path().appending(key: "text"))
            guard let inner = curved.inner else { return }
            if family == .graphicBezel {
                try check(inner, in: context.with(family: .accessoryCircular), at: path().appending(key: "inner"))
            } else {
                try check(try cornerImage(inner, at: path().appending(key: "inner")), in: context, at: path().appending(key: "inner"))
            }
        case .chart(let chart):
            try requireScale(of: chart, at: path())
            if let title = chart.title { try requireFit(of: title, at: path().appending(key: "title")) }
        case .image(let template):
            try check(template, in: context, at: path())
        case .view:
            break
        }
    }

    /// `check(_:in:at:)` of an image template.
    private static func check(_ template: ImageTemplateDocument, in context: ContentContext,
                              at path: @autoclosure () -> JSONPath) throws(FaceError) {
        try requireTitleRoom(of: template, in: context.family, at: path())
        try check(template.image, in: context, at: path().appending(key: "image"))
        if let title = template.title { try requireFit(of: title, at: path().appending(key: "title")) }
    }

    /// `check(_:in:at:)` of an image: only a picture file has rules.
    private static func check(_ image: ImageDocument, in context: ContentContext, at path: @autoclosure () -> JSONPath) throws(FaceError) {
        if case .file(let file) = image.source { _ = try picture(file, of: image, in: context, at: path()) }
    }
}
