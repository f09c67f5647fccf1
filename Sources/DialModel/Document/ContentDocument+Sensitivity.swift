extension ContentDocument {
    /// Whether the privacy reason hides every element of this content: once containment is applied (`Sensitivity`),
    /// no element is `privacySensitive`, so the whole content is treated as sensitive, and none is `unredacted`, so
    /// none stays (docs/privacy.md, "Per element"). DialCore's redact stage reads the same marks from the resolved
    /// content; a test holds the two readings equal on every face of `Faces/`.
    public var privacyHidesWhole: Bool {
        Self.eachSensitivity(self, within: .ordinary) { $0 == .ordinary }
    }

    /// Whether some element of it is `privacySensitive` once containment is applied and `unredacted` has neutralised
    /// marks. If none is, privacy treats the complication as sensitive whole (docs/privacy.md, "Per element"), as the
    /// error messages' private regions read it from the file (`PrivateRegions`).
    package var marksSensitive: Bool {
        !Self.eachSensitivity(self, within: .ordinary) { $0 != .privacySensitive }
    }

    /// Hands `body` the template's own sensitivity and each of its parts', once the marks of what contains them are
    /// applied, until it returns false; returns whether it went through them all. Handed one by one, not gathered in
    /// arrays: a face reads the marks of every timeline entry, hidden ones too (docs/privacy.md, "Timing").
    private static func eachSensitivity(_ content: ContentDocument, within container: Sensitivity,
                                        _ body: (Sensitivity) -> Bool) -> Bool {
        func marks(_ privacySensitive: Bool?, _ unredacted: Bool?) -> Sensitivity {
            Sensitivity(privacySensitive: privacySensitive, unredacted: unredacted)
        }
        // A template that is itself marked marks every part (its value at least), one way or the other.
        func part(_ part: Sensitivity?, of template: Sensitivity) -> Bool {
            part.map { body($0.within(template)) } ?? true
        }
        func text(_ text: TextDocument?) -> Sensitivity? { text.map { marks($0.privacySensitive, $0.unredacted) } }
        func image(_ image: ImageDocument?) -> Sensitivity? { image.map { marks($0.privacySensitive, $0.unredacted) } }
        switch content {
        case .stack(let stack):
            let template = marks(stack.privacySensitive, stack.unredacted).within(container)
            guard body(template) else { return false }
            // By index, each line's two marks read where it lies: iterating handed out a copy of each line, every
            // reference in it retained and released, for every entry a face holds (docs/performance.md, "Session 20: decoding").
            for index in stack.lines.indices
            where !part(marks(stack.lines[index].privacySensitive, stack.lines[index].unredacted), of: template) {
                return false
            }
            return part(image(stack.icon), of: template)
        case .gauge(let gauge):
            let template = marks(gauge.privacySensitive, gauge.unredacted).within(container)
            return body(template) && part(text(gauge.text), of: template) && part(image(gauge.icon), of: template)
                && part(text(gauge.leading), of: template) && part(text(gauge.trailing), of: template)
                && part(text(gauge.title), of: template)
        case .rings(let rings):
            let template = marks(rings.privacySensitive, rings.unredacted).within(container)
            return body(template) && part(text(rings.text), of: template)
        case .curvedText(let curved):
            let template = marks(curved.privacySensitive, curved.unredacted).within(container)
            return body(template) && part(text(curved.text), of: template)
                && (curved.inner.map { eachSensitivity($0, within: template, body) } ?? true)
        case .chart(let chart):
            let template = marks(chart.privacySensitive, chart.unredacted).within(container)
            return body(template) && part(text(chart.title), of: template)
        case .image(let template):
            let picture = marks(template.image.privacySensitive, template.image.unredacted)
            let own = Sensitivity.imageTemplate(marks(template.privacySensitive, template.unredacted), picture: picture).within(container)
            return body(own) && part(picture, of: own) && part(text(template.title), of: own)
        case .view(let view):
            // Both branches of an environment branch count: which one is drawn is the context's, not the file's.
            return view.view.elementSensitivities(within: container).allSatisfy(body)
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
    /// placeholder instead (every data protection but `none`), or one of its contents marks nothing sensitive, which
    /// privacy hides whole, and then which entry is in force decides what shows. The error messages' private regions read the same from the file
    /// (`PrivateRegions`).
    package var someContextHidesTimeline: Bool {
        (dataProtection ?? .completeUntilFirstUserAuthentication).lockCanHideContent || privacyHidesSomeContent
    }

    /// Whether the privacy reason hides some of its contents whole, static or in its timeline (one that marks nothing
    /// sensitive): then under privacy which entry is in force, and from when, is hidden with it.
    package var privacyHidesSomeContent: Bool {
        !(content?.marksSensitive ?? true) || (timeline ?? []).contains { !$0.marksSensitive }
    }
}
