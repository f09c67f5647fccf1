extension ContentDocument {
    /// The content with the words privacy hides blanked: each text part whose marks, once containment is applied, are
    /// `privacySensitive` loses its text, live date and short forms; everything else, marks included, is kept.
    ///
    /// Two contents whose public parts are equal draw alike wherever the privacy reason applies, since nothing it hides
    /// reaches what is drawn (docs/privacy.md). The converse need not hold (a hidden colour is kept, and a view's parts
    /// are not blanked): the public part is a cheap first test, read once per entry when the face is read, so that a
    /// timeline need not resolve a face per hidden entry to find runs (docs/privacy.md, "Timing").
    package var privacyPublicPart: ContentDocument {
        publicPart(within: .ordinary)
    }

    private func publicPart(within container: Sensitivity) -> ContentDocument {
        func template(_ privacySensitive: Bool?, _ unredacted: Bool?) -> Sensitivity {
            Sensitivity(privacySensitive: privacySensitive, unredacted: unredacted).within(container)
        }
        func words(_ text: TextDocument, within template: Sensitivity) -> TextDocument {
            var text = text
            guard Sensitivity(privacySensitive: text.privacySensitive, unredacted: text.unredacted)
                .within(template) == .privacySensitive else { return text }
            (text.text, text.date, text.style, text.timeZone, text.shortText) = (nil, nil, nil, nil, nil)
            return text
        }
        switch self {
        case .stack(var stack):
            let own = template(stack.privacySensitive, stack.unredacted)
            stack.lines = stack.lines.map { words($0, within: own) }
            return .stack(stack)
        case .gauge(var gauge):
            let own = template(gauge.privacySensitive, gauge.unredacted)
            (gauge.text, gauge.leading, gauge.trailing, gauge.title) = (gauge.text.map { words($0, within: own) },
                gauge.leading.map { words($0, within: own) }, gauge.trailing.map { words($0, within: own) },
                gauge.title.map { words($0, within: own) })
            return .gauge(gauge)
        case .rings(var rings):
            let own = template(rings.privacySensitive, rings.unredacted)
            rings.text = rings.text.map { words($0, within: own) }
            return .rings(rings)
        case .curvedText(var curved):
            let own = template(curved.privacySensitive, curved.unredacted)
            curved.text = words(curved.text, within: own)
            curved.inner = curved.inner?.publicPart(within: own)
            return .curvedText(curved)
        case .chart(var chart):
            let own = template(chart.privacySensitive, chart.unredacted)
            chart.title = chart.title.map { words($0, within: own) }
            return .chart(chart)
        case .image, .view:
            // An image template's parts sit within its picture's marks, and a view's within its tree: kept whole, they
            // compare equal only where the contents are, which is never wrong, only slower.
            return self
        }
    }
}
