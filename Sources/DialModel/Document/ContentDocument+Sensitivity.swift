extension ContentDocument {
    /// Whether the privacy reason hides every element of this content: once containment is applied (`Sensitivity`),
    /// no element is `privacySensitive`, so the whole content is treated as sensitive, and none is `unredacted`, so
    /// none stays (docs/privacy.md, "Per element"). DialCore's redact stage reads the same marks from the resolved
    /// content; a test holds the two readings equal on every face of `Faces/`.
    public var privacyHidesWhole: Bool {
        Self.sensitivities(self, within: .ordinary).allSatisfy { $0 == .ordinary }
    }

    /// Whether some element of it is `privacySensitive` once containment is applied and `unredacted` has neutralised
    /// marks. If none is, privacy treats the complication as sensitive whole (docs/privacy.md, "Per element"), as the
    /// error messages' private regions read it from the file (`PrivateRegions`).
    package var marksSensitive: Bool {
        Self.sensitivities(self, within: .ordinary).contains(.privacySensitive)
    }

    /// The template's own sensitivity and each of its parts', once the marks of what contains them are applied.
    private static func sensitivities(_ content: ContentDocument, within container: Sensitivity) -> [Sensitivity] {
        func marks(_ privacySensitive: Bool?, _ unredacted: Bool?) -> Sensitivity {
            Sensitivity(privacySensitive: privacySensitive, unredacted: unredacted)
        }
        // A template that is itself marked marks every part (its value at least), one way or the other.
        func parts(_ template: Sensitivity, _ parts: [Sensitivity?]) -> [Sensitivity] {
            [template] + parts.compactMap { $0?.within(template) }
        }
        func text(_ text: TextDocument?) -> Sensitivity? { text.map { marks($0.privacySensitive, $0.unredacted) } }
        func image(_ image: ImageDocument?) -> Sensitivity? { image.map { marks($0.privacySensitive, $0.unredacted) } }
        switch content {
        case .stack(let stack):
            return parts(marks(stack.privacySensitive, stack.unredacted).within(container), stack.lines.map(text) + [image(stack.icon)])
        case .gauge(let gauge):
            return parts(marks(gauge.privacySensitive, gauge.unredacted).within(container),
                         [text(gauge.text), image(gauge.icon), text(gauge.leading), text(gauge.trailing), text(gauge.title)])
        case .rings(let rings):
            return parts(marks(rings.privacySensitive, rings.unredacted).within(container), [text(rings.text)])
        case .curvedText(let curved):
            let template = marks(curved.privacySensitive, curved.unredacted).within(container)
            return parts(template, [text(curved.text)]) + (curved.inner.map { sensitivities($0, within: template) } ?? [])
        case .chart(let chart):
            return parts(marks(chart.privacySensitive, chart.unredacted).within(container), [text(chart.title)])
        case .image(let template):
            let picture = marks(template.image.privacySensitive, template.image.unredacted)
            let own = Sensitivity.imageTemplate(marks(template.privacySensitive, template.unredacted), picture: picture).within(container)
            return parts(own, [picture, text(template.title)])
        case .view(let view):
            // Both branches of an environment branch count: which one is drawn is the context's, not the file's.
            return view.view.elementSensitivities(within: container)
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
        return (content?.privacyHidesWhole ?? true) && (timeline ?? []).allSatisfy(\.content.privacyHidesWhole)
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
        !(content?.marksSensitive ?? true) || (timeline ?? []).contains { !$0.content.marksSensitive }
    }
}
