extension ContentDocument {
    /// Whether the privacy reason hides every element of this content: once containment is applied (`Sensitivity`),
    /// no element is `privacySensitive`, so the whole content is treated as sensitive, and none is `unredacted`, so
    /// none stays (docs/privacy.md, "Per element"). DialCore's redact stage reads the same marks from the resolved
    /// content; a test holds the two readings equal on every face of `Faces/`.
    public var privacyHidesWhole: Bool {
        Self.allOrdinary(self, within: .ordinary)
    }

    private static func allOrdinary(_ content: ContentDocument, within container: Sensitivity) -> Bool {
        func marks(_ privacySensitive: Bool?, _ unredacted: Bool?) -> Sensitivity {
            Sensitivity(privacySensitive: privacySensitive, unredacted: unredacted)
        }
        func ordinary(_ template: Sensitivity, _ parts: [Sensitivity?]) -> Bool {
            // A template that is itself marked marks every part (its value at least), one way or the other.
            template == .ordinary && parts.allSatisfy { $0.map { $0.within(template) == .ordinary } ?? true }
        }
        func text(_ text: TextDocument?) -> Sensitivity? { text.map { marks($0.privacySensitive, $0.unredacted) } }
        func image(_ image: ImageDocument?) -> Sensitivity? { image.map { marks($0.privacySensitive, $0.unredacted) } }
        switch content {
        case .stack(let stack):
            return ordinary(marks(stack.privacySensitive, stack.unredacted).within(container), stack.lines.map(text) + [image(stack.icon)])
        case .gauge(let gauge):
            return ordinary(marks(gauge.privacySensitive, gauge.unredacted).within(container),
                            [text(gauge.text), image(gauge.icon), text(gauge.leading), text(gauge.trailing), text(gauge.title)])
        case .rings(let rings):
            return ordinary(marks(rings.privacySensitive, rings.unredacted).within(container), [text(rings.text)])
        case .curvedText(let curved):
            let template = marks(curved.privacySensitive, curved.unredacted).within(container)
            return ordinary(template, [text(curved.text)]) && (curved.inner.map { allOrdinary($0, within: template) } ?? true)
        case .chart(let chart):
            return ordinary(marks(chart.privacySensitive, chart.unredacted).within(container), [text(chart.title)])
        case .image(let template):
            let picture = marks(template.image.privacySensitive, template.image.unredacted)
            let own = Sensitivity.imageTemplate(marks(template.privacySensitive, template.unredacted), picture: picture).within(container)
            return ordinary(own, [picture, text(template.title)])
        case .view(let view):
            // Both branches of an environment branch count: which one is drawn is the context's, not the file's.
            return view.view.elementSensitivities(within: container).allSatisfy { $0 == .ordinary }
        }
    }
}

extension ComplicationDocument {
    /// Whether the privacy reason hides all of the complication at every moment: its static content and every
    /// timeline entry's content are hidden whole (`ContentDocument.privacyHidesWhole`), and when none is current its
    /// placeholder stands in. Then nothing of which entry is in force can show, so a context under privacy need not
    /// look at its entries one by one (docs/privacy.md, "Timing").
    public var privacyHidesEveryContent: Bool {
        (content?.privacyHidesWhole ?? true) && (timeline ?? []).allSatisfy(\.content.privacyHidesWhole)
    }
}
