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
            alwaysOn: face.alwaysOn)
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
            leaksLength: complication.redactionStyle == .apple && decisions.contains { !$0.shown && $0.element != .gaugeValue })
    }

    static func redact(_ complication: ResolvedComplication, in face: ResolvedFace, measure: Measure) -> RedactedComplication {
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
            content = redacted(current, hiding: hidden, bar: bar)
        case (.customPlaceholder, _, .custom(let placeholder)):
            // The placeholder is the app's own public text: its bars may be as wide as it.
            let hidden = Set(elements(of: placeholder).filter { $0.1 != .unredacted }.map(\.0))
            content = redacted(placeholder, hiding: hidden) { text, _ in .widthOf(text.text) }
        default:
            content = .systemPlaceholder
        }
        return RedactedComplication(id: complication.id, slot: complication.slot, family: complication.family,
                                    reasons: decision.reasons, content: content)
    }

    /// `content` with the elements in `hidden` replaced: text by a bar as wide as `bar` says, a gauge value by nothing.
    private static func redacted(_ content: ResolvedContent, hiding hidden: Set<ElementID>,
                                 bar: (ResolvedText, Int) -> BarWidth) -> RedactedContent {
        func line(_ text: ResolvedText, _ id: ElementID, index: Int) -> RedactedText {
            let content: RedactedText.Content = if !text.isDrawn { .nothing } else if hidden.contains(id) { .bar(bar(text, index)) } else { .text(text.text) }
            return RedactedText(font: text.font, color: text.color, content: content)
        }
        switch content {
        case .stack(let lines):
            return .stack(lines.enumerated().map { index, text in line(text, .line(index), index: index) })
        case .gauge(let gauge):
            return .gauge(RedactedGauge(
                style: gauge.style,
                color: gauge.color,
                value: hidden.contains(.gaugeValue) ? .hidden : .shown(gauge.value),
                text: gauge.text.map { line($0, .gaugeText, index: 0) },
                isDrawn: gauge.isDrawn,
                outlined: gauge.outlined))
        }
    }

    /// The elements of a content with their effective sensitivities: `unredacted` covers what an element contains;
    /// a sensitive gauge makes its text sensitive unless the text is itself `unredacted`.
    static func elements(of content: ResolvedContent) -> [(ElementID, Sensitivity)] {
        switch content {
        case .stack(let lines):
            return lines.enumerated().map { (.line($0.offset), $0.element.sensitivity) }
        case .gauge(let gauge):
            var elements: [(ElementID, Sensitivity)] = [(.gaugeValue, gauge.sensitivity)]
            if let text = gauge.text {
                let inner: Sensitivity = if gauge.sensitivity == .unredacted || text.sensitivity == .unredacted {
                    .unredacted
                } else if gauge.sensitivity == .privacySensitive {
                    .privacySensitive
                } else {
                    text.sensitivity
                }
                elements.append((.gaugeText, inner))
            }
            return elements
        }
    }

    private static func texts(of content: ResolvedContent) -> [ResolvedText] {
        switch content {
        case .stack(let lines): lines
        case .gauge(let gauge): gauge.text.map { [$0] } ?? []
        }
    }

    /// (Dial) The fixed bar width per family when no placeholder gives one, in ems of the line's font.
    static func barEms(_ family: Family) -> Double {
        switch family {
        case .accessoryCircular: 2
        case .accessoryCorner, .accessoryRectangular, .accessoryInline: 3.5
        }
    }
}
