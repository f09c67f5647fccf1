import DialModel

/// Stage 2: `ResolvedFace` → `RedactedFace`. Decides, per complication, the redaction reasons of its context and
/// replaces every redacted value (spec/redaction.md). This is the only stage that reads a sensitive value; what it
/// passes on holds none.
public enum Redactor {
    /// Measures a text in a font: used only for `redactionStyle: apple`, whose bars are as wide as the hidden text.
    public typealias Measure = (String, TextFont) -> Double

    public static func redact(_ face: ResolvedFace, measure: Measure) -> RedactedFace {
        RedactedFace(
            name: face.name,
            device: face.device,
            style: face.style,
            display: face.display,
            clock: face.clock,
            complications: face.complications.map { redact($0, in: face, measure: measure) },
            alwaysOn: face.alwaysOn,
            rendering: face.rendering)
    }

    /// The decision for every complication of the face, in its context.
    public static func decisions(_ face: ResolvedFace) -> [RedactionDecision] {
        face.complications.map { decide($0, display: face.display, privacy: face.privacy) }
    }

    /// The rules that apply to a complication in its context (spec/redaction.md, "Reasons").
    public static func rules(for complication: ResolvedComplication, display: Display, privacy: PrivacySettings) -> [RedactionRule] {
        var rules: [RedactionRule] = []
        let protection = complication.dataProtection
        if privacy.lock == .beforeFirstUnlock && protection != .none {
            rules.append(.beforeFirstUnlock(protection))
        } else if privacy.lock != .unlocked && (protection == .complete || protection == .completeUnlessOpen) {
            rules.append(.lockedWhileProtected(protection))
        }
        if case .nothingCurrent = complication.current { rules.append(.nothingCurrent) }
        let choice = privacy.choice(for: complication.id)
        if display == .alwaysOn && (choice == .hide || (choice == .inherit && privacy.hideSensitiveComplications)) {
            rules.append(.hiddenInAlwaysOn(choice))
        }
        if privacy.lock != .unlocked && !privacy.allowAccessWhenLocked {
            rules.append(.lockedWithoutAccess)
        }
        return rules
    }

    public static func decide(_ complication: ResolvedComplication, display: Display, privacy: PrivacySettings) -> RedactionDecision {
        let rules = rules(for: complication, display: display, privacy: privacy)
        let reasons = rules.reduce(into: RedactionReasons()) { $0.insert($1.reason) }
        let elements: [(ElementID, Sensitivity)]
        let source: JSONPath?
        switch complication.current {
        case .content(let content, let path):
            elements = Self.elements(of: content)
            source = path
        case .nothingCurrent:
            elements = []
            source = nil
        }

        // Placeholder > privacy > full.
        if reasons.contains(.placeholder) {
            let drawn: RedactionDecision.Drawn = if case .custom = complication.placeholder { .customPlaceholder } else { .systemPlaceholder }
            return RedactionDecision(
                id: complication.id, reasons: reasons, rules: rules, drawn: drawn, source: source,
                elements: elements.map { ElementDecision(element: $0.0, shown: false, because: "the placeholder is drawn instead") },
                leaksLength: false)
        }
        let privacy = reasons.contains(.privacy)
        let anySensitive = elements.contains { $0.1 == .privacySensitive }
        let decisions = elements.map { element, sensitivity -> ElementDecision in
            let because: String
            let shown: Bool
            switch (privacy, sensitivity, anySensitive) {
            case (false, _, _): (shown, because) = (true, "no redaction reason applies")
            case (true, .unredacted, _): (shown, because) = (true, "unredacted")
            case (true, .privacySensitive, _): (shown, because) = (false, "privacySensitive")
            case (true, .ordinary, true): (shown, because) = (true, "not privacySensitive, while others are")
            case (true, .ordinary, false): (shown, because) = (false, "no element is marked privacySensitive, so all of it is sensitive")
            }
            return ElementDecision(element: element, shown: shown, because: because)
        }
        return RedactionDecision(
            id: complication.id, reasons: reasons, rules: rules, drawn: .content, source: source, elements: decisions,
            leaksLength: complication.redactionStyle == .apple && decisions.contains { !$0.shown && $0.element.isText })
    }

    static func redact(_ complication: ResolvedComplication, in face: ResolvedFace, measure: Measure) -> RedactedComplication {
        // The closure lives only as long as this call's `Redaction`.
        withoutActuallyEscaping(measure) { measure in redact(complication, in: face, measuring: measure) }
    }

    private static func redact(_ complication: ResolvedComplication, in face: ResolvedFace,
                               measuring measure: @escaping Measure) -> RedactedComplication {
        let decision = decide(complication, display: face.display, privacy: face.privacy)
        let content: RedactedContent
        switch (decision.drawn, complication.current, complication.placeholder) {
        case (.content, .content(let current, _), let placeholder):
            let hidden = Set(decision.elements.filter { !$0.shown }.map(\.element))
            let placeholderTexts: [ResolvedText] = if case .custom(let custom) = placeholder { texts(of: custom) } else { [] }
            let bar: (ResolvedText, Int) -> BarWidth = { text, index in
                switch complication.redactionStyle {
                case .apple: .textWidth(measure(text.text, text.font))
                case .fixed: placeholderTexts.indices.contains(index) ? .widthOf(placeholderTexts[index].text) : .ems(barEms(complication.family))
                }
            }
            var redaction = Redaction(hidden: hidden, bar: bar)
            content = redaction.content(current)
        case (.customPlaceholder, _, .custom(let placeholder)):
            // The placeholder is the app's own public text: its bars may be as wide as it.
            let hidden = Set(elements(of: placeholder).filter { $0.1 != .unredacted }.map(\.0))
            var redaction = Redaction(hidden: hidden) { text, _ in .widthOf(text.text) }
            content = redaction.content(placeholder)
        default:
            content = .systemPlaceholder
        }
        return RedactedComplication(id: complication.id, slot: complication.slot, family: complication.family,
                                    placement: complication.placement, reasons: decision.reasons, content: content)
    }

    /// Replaces the elements in `hidden`: text by a bar as wide as `bar` says, values by nothing, pictures by their
    /// mask's shape. Texts are numbered in the order `texts(of:)` lists them, to match a placeholder's.
    private struct Redaction {
        let hidden: Set<ElementID>
        let bar: (ResolvedText, Int) -> BarWidth
        var textIndex = 0
        var scope: (ElementID) -> ElementID = { $0 }

        init(hidden: Set<ElementID>, bar: @escaping (ResolvedText, Int) -> BarWidth) {
            self.hidden = hidden
            self.bar = bar
        }

        private func isHidden(_ id: ElementID) -> Bool { hidden.contains(scope(id)) }

        mutating func text(_ text: ResolvedText, _ id: ElementID) -> RedactedText {
            defer { textIndex += 1 }
            let content: RedactedText.Content = if !text.isDrawn { .nothing } else if isHidden(id) { .bar(bar(text, textIndex)) } else { .text(text.text) }
            return RedactedText(font: text.font, color: text.color, content: content, accentable: text.accentable,
                                minimumScale: text.minimumScale, maxLines: text.maxLines)
        }

        mutating func text(_ text: ResolvedText?, _ id: ElementID) -> RedactedText? {
            text.map { self.text($0, id) }
        }

        func image(_ image: ResolvedImage, _ id: ElementID) -> RedactedImage {
            guard !isHidden(id) else { return RedactedImage(content: .hidden(Redactor.hiddenImage), accentable: image.hiddenAccentable) }
            let content: RedactedImage.Content
            switch image.source {
            case .bitmap(let bitmap): content = .bitmap(bitmap)
            case .vector(let path, let box, let color): content = .vector(path, box, color)
            }
            return RedactedImage(content: content, accentable: image.accentable)
        }

        mutating func content(_ content: ResolvedContent) -> RedactedContent {
            switch content {
            case .stack(let stack):
                return .stack(RedactedStack(lines: stack.lines.enumerated().map { text($0.element, .line($0.offset)) },
                                            icon: stack.icon.map { image($0, .icon) }))
            case .gauge(let gauge):
                return .gauge(RedactedGauge(
                    style: gauge.style, segments: gauge.segments, color: gauge.color,
                    value: isHidden(.gaugeValue) ? .hidden : .shown(gauge.value),
                    accentable: gauge.accentable,
                    text: text(gauge.text, .text),
                    icon: gauge.icon.map { image($0, .icon) },
                    leading: text(gauge.leading, .label("leading")),
                    trailing: text(gauge.trailing, .label("trailing")),
                    title: text(gauge.title, .label("title")),
                    isDrawn: gauge.isDrawn, outlined: gauge.outlined))
            case .rings(let rings):
                let hide = isHidden(.ringValues)
                return .rings(RedactedRings(
                    rings: rings.rings.map { RedactedRing(turns: hide ? .hidden : .shown($0.turns), color: $0.color) },
                    text: text(rings.text, .text), accentable: rings.accentable))
            case .curvedText(let curved):
                let line = text(curved.text, .text)
                guard let inner = curved.inner else { return .curvedText(RedactedCurvedText(text: line, inner: nil)) }
                let outer = scope
                scope = { outer(.inner($0)) }
                defer { scope = outer }
                return .curvedText(RedactedCurvedText(text: line, inner: self.content(inner)))
            case .chart(let chart):
                let data: Shown<RedactedChart.Data>
                if isHidden(.chartValues) {
                    data = .hidden
                } else {
                    // The range is written from the values: it is shown exactly when they are.
                    let range = chart.range.map {
                        RedactedChartRange(high: RedactedText(font: $0.high.font, color: $0.high.color, content: .text($0.high.text)),
                                           low: RedactedText(font: $0.low.font, color: $0.low.color, content: .text($0.low.text)))
                    }
                    data = .shown(RedactedChart.Data(points: chart.points, baseline: chart.baseline, range: range))
                }
                return .chart(RedactedChart(style: chart.style, color: chart.color, data: data,
                                            title: text(chart.title, .label("title")), accentable: chart.accentable))
            case .image(let template):
                return .image(RedactedImageTemplate(image: image(template.image, .image), title: text(template.title, .label("title"))))
            }
        }
    }

    /// The elements of a content with their effective sensitivities: `unredacted` covers what an element contains;
    /// a sensitive gauge makes its text, labels and icon sensitive, and sensitive rings their text, unless those
    /// are themselves `unredacted`.
    static func elements(of content: ResolvedContent) -> [(ElementID, Sensitivity)] {
        func inherited(_ own: Sensitivity, from container: Sensitivity) -> Sensitivity {
            if container == .unredacted || own == .unredacted { return .unredacted }
            return container == .privacySensitive ? .privacySensitive : own
        }
        switch content {
        case .stack(let stack):
            var elements = stack.lines.enumerated().map { (ElementID.line($0.offset), $0.element.sensitivity) }
            if let icon = stack.icon { elements.append((.icon, icon.sensitivity)) }
            return elements
        case .gauge(let gauge):
            var elements: [(ElementID, Sensitivity)] = [(.gaugeValue, gauge.sensitivity)]
            if let text = gauge.text { elements.append((.text, inherited(text.sensitivity, from: gauge.sensitivity))) }
            if let icon = gauge.icon { elements.append((.icon, inherited(icon.sensitivity, from: gauge.sensitivity))) }
            for (key, label) in [("leading", gauge.leading), ("trailing", gauge.trailing)] {
                if let label { elements.append((.label(key), inherited(label.sensitivity, from: gauge.sensitivity))) }
            }
            if let title = gauge.title { elements.append((.label("title"), title.sensitivity)) }
            return elements
        case .rings(let rings):
            var elements: [(ElementID, Sensitivity)] = [(.ringValues, rings.sensitivity)]
            if let text = rings.text { elements.append((.text, inherited(text.sensitivity, from: rings.sensitivity))) }
            return elements
        case .curvedText(let curved):
            let inner = curved.inner.map { elements(of: $0).map { (ElementID.inner($0.0), $0.1) } } ?? []
            return [(.text, curved.text.sensitivity)] + inner
        case .chart(let chart):
            var elements: [(ElementID, Sensitivity)] = [(.chartValues, chart.sensitivity)]
            if let title = chart.title { elements.append((.label("title"), title.sensitivity)) }
            return elements
        case .image(let template):
            var elements: [(ElementID, Sensitivity)] = [(.image, template.image.sensitivity)]
            if let title = template.title { elements.append((.label("title"), title.sensitivity)) }
            return elements
        }
    }

    /// The texts of a content in the order `Redaction` numbers them.
    private static func texts(of content: ResolvedContent) -> [ResolvedText] {
        switch content {
        case .stack(let stack): stack.lines
        case .gauge(let gauge): [gauge.text, gauge.leading, gauge.trailing, gauge.title].compactMap { $0 }
        case .rings(let rings): rings.text.map { [$0] } ?? []
        case .curvedText(let curved): [curved.text] + (curved.inner.map(texts(of:)) ?? [])
        case .chart(let chart): chart.title.map { [$0] } ?? []
        case .image(let template): template.title.map { [$0] } ?? []
        }
    }

    /// What a hidden picture's mask is filled with: white at the 35 % alpha of a redaction bar (spec/redaction.md).
    static let hiddenImage = Color(red: 0xFF, green: 0xFF, blue: 0xFF, alpha: 89)

    /// (Dial) The fixed bar width per family when no placeholder gives one, in ems of the line's font.
    static func barEms(_ family: Family) -> Double {
        switch family {
        case .accessoryCircular, .graphicExtraLarge: 2
        case .accessoryCorner, .accessoryRectangular, .accessoryInline, .graphicBezel: 3.5
        }
    }
}
