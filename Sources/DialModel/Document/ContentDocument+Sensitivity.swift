extension ContentDocument {
    /// Whether the privacy reason hides every element of this content: once containment is applied (`Sensitivity`),
    /// no element is `privacySensitive`, so the whole content is treated as sensitive, and none is `unredacted`, so
    /// none stays (docs/privacy.md, "Per element"). DialCore's redact stage reads the same marks from the resolved
    /// content; a test holds the two readings equal on every face of `Faces/`.
    public var privacyHidesWhole: Bool { marks.privacyHidesWhole }

    /// Whether some element of it is `privacySensitive` once containment is applied and `unredacted` has neutralised
    /// marks. If none is, privacy treats the complication as sensitive whole (docs/privacy.md, "Per element"), as the
    /// error messages' private regions read it from the file (`PrivateRegions`).
    package var marksSensitive: Bool { marks.marksSensitive }

    /// What privacy leaves of it, from its elements' marks (`ContentMarks`): the elements the redact stage decides on
    /// (`Redactor.elements`), each once.
    package var marks: ContentMarks {
        var marks = ContentMarks()
        Self.eachSensitivity(self, within: .ordinary) { marks.note($0) }
        return marks
    }

    /// Hands `body` the sensitivity of each element of the content, once the marks of what contains it are applied:
    /// the elements the redact stage decides on (`Redactor.elements`), a gauge's, rings' or chart's value (its
    /// template's own marks), an image's picture, each line, label, icon and text, and a view's elements. A stack or
    /// a curved text is no element of its own: its marks reach the screen through its parts. Handed one by one, not
    /// gathered in arrays: a face reads the marks of every timeline entry, hidden ones too (docs/privacy.md, "Timing").
    private static func eachSensitivity(_ content: ContentDocument, within container: Sensitivity,
                                        _ body: (Sensitivity) -> Void) {
        func marks(_ privacySensitive: Bool?, _ unredacted: Bool?) -> Sensitivity {
            Sensitivity(privacySensitive: privacySensitive, unredacted: unredacted)
        }
        func part(_ part: Sensitivity?, of template: Sensitivity) {
            if let part { body(part.within(template)) }
        }
        func text(_ text: TextDocument?) -> Sensitivity? { text.map { marks($0.privacySensitive, $0.unredacted) } }
        func image(_ image: ImageDocument?) -> Sensitivity? { image.map { marks($0.privacySensitive, $0.unredacted) } }
        switch content {
        case .stack(let stack):
            let template = marks(stack.privacySensitive, stack.unredacted).within(container)
            // By index, each line's two marks read where it lies: iterating handed out a copy of each line, every
            // reference in it retained and released, for every entry a face holds (docs/performance.md, "Session 20: decoding").
            for index in stack.lines.indices {
                part(marks(stack.lines[index].privacySensitive, stack.lines[index].unredacted), of: template)
            }
            part(image(stack.icon), of: template)
        case .gauge(let gauge):
            let template = marks(gauge.privacySensitive, gauge.unredacted).within(container)
            body(template)
            for label in [gauge.text, gauge.leading, gauge.trailing, gauge.title] { part(text(label), of: template) }
            part(image(gauge.icon), of: template)
        case .rings(let rings):
            let template = marks(rings.privacySensitive, rings.unredacted).within(container)
            body(template)
            part(text(rings.text), of: template)
        case .curvedText(let curved):
            let template = marks(curved.privacySensitive, curved.unredacted).within(container)
            part(text(curved.text), of: template)
            if let inner = curved.inner { eachSensitivity(inner, within: template, body) }
        case .chart(let chart):
            let template = marks(chart.privacySensitive, chart.unredacted).within(container)
            body(template)
            part(text(chart.title), of: template)
        case .image(let template):
            let picture = marks(template.image.privacySensitive, template.image.unredacted)
            let own = Sensitivity.imageTemplate(marks(template.privacySensitive, template.unredacted), picture: picture).within(container)
            part(picture, of: own)
            part(text(template.title), of: own)
        case .view(let view):
            // Both branches of an environment branch count: which one is drawn is the context's, not the file's.
            view.view.elementSensitivities(within: container).forEach(body)
        }
    }
}

extension ComplicationDocument {
    /// Whether the privacy reason hides all of the complication at every moment: its static content and every
    /// timeline entry's content are hidden whole (`ContentDocument.privacyHidesWhole`), and when none is current its
    /// placeholder stands in. Then nothing of which entry is in force can show, so a context under privacy need not
    /// look at its entries one by one (docs/privacy.md, "Timing").
    public var privacyHidesEveryContent: Bool {
        WorkProbe.note(.entryMarksRead, timeline?.count ?? 0)
        return Self.privacyHidesEveryContent(content: content?.privacyHidesWhole,
                                             entries: (timeline ?? []).lazy.map(\.privacyHidesWhole))
    }

    /// `privacyHidesEveryContent` from marks already read: whether the static content (nil: none, its placeholder
    /// stands in) and each entry's are hidden whole. For a reader that keeps the entries' marks (`FaceTimelines`), so
    /// that it reads them once and the rule stays written once.
    package static func privacyHidesEveryContent(content: Bool?, entries: some Sequence<Bool>) -> Bool {
        (content ?? true) && entries.allSatisfy { $0 }
    }

    /// Whether some context hides its timeline, entries, dates, count and relevance alike: a lock can show its
    /// placeholder instead (every data protection but `none`), or privacy hides it (`privacyHidesTimeline`). The error
    /// messages' private regions read the same from the file (`PrivateRegions`).
    package var someContextHidesTimeline: Bool {
        (dataProtection ?? .completeUntilFirstUserAuthentication).lockCanHideContent || privacyHidesTimeline
    }

    /// Whether the privacy reason, where it applies, hides its timeline: which entry is in force, and from when, and so
    /// the entries' dates, count and relevance and the reload policy that goes with them. So it does when one of its
    /// contents, static or in its timeline, marks nothing sensitive (privacy hides it whole while it is in force, so
    /// what is in force is hidden with it), and when privacy shows nothing of any of them (each marks nothing, or
    /// marks every element, drawn as bars: `ContentMarks.privacyShowsNothing`), where `dial timeline` finds nothing
    /// of it shown and says "hidden in this context".
    package var privacyHidesTimeline: Bool {
        let entries = timeline ?? []
        return !(content?.marksSensitive ?? true) || entries.contains { !$0.marksSensitive }
            || ((content?.marks.privacyShowsNothing ?? true) && entries.allSatisfy(\.privacyShowsNothing))
    }
}
