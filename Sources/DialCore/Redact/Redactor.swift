import DialModel

/// Stage 2: `ResolvedFace` → `RedactedFace`. Decides, per complication, the redaction reasons of its context and
/// replaces every redacted value (spec/redaction.md). This is the only place a sensitive value is read and dropped.
public enum Redactor {
    public static func redact(_ face: ResolvedFace) -> RedactedFace {
        RedactedFace(
            name: face.name,
            device: face.device,
            style: face.style,
            display: face.display,
            clock: face.clock,
            complications: face.complications.map { redact($0, display: face.display, privacy: face.privacy) },
            alwaysOnDimming: face.alwaysOnDimming)
    }

    /// The reasons that apply to one complication (spec/redaction.md, "Reasons").
    public static func reasons(for complication: ResolvedComplication, display: Display, privacy: PrivacySettings) -> RedactionReasons {
        let hideApplies = switch privacy.choice(for: complication.id) {
        case .hide: true
        case .show: false
        case .inherit: privacy.hideSensitiveComplications
        }
        var reasons: RedactionReasons = []
        if display == .alwaysOn && hideApplies { reasons.insert(.privacy) }
        return reasons
    }

    static func redact(_ complication: ResolvedComplication, display: Display, privacy: PrivacySettings) -> RedactedComplication {
        let reasons = reasons(for: complication, display: display, privacy: privacy)
        let elements = Elements(of: complication.content)
        // With no element marked sensitive, the whole complication is (Apple: a widget without privacy-sensitive
        // views is redacted entirely); `unredacted` elements are spared either way.
        let redacts: (Sensitivity) -> Bool = if !reasons.contains(.privacy) {
            { _ in false }
        } else if elements.sensitivities.contains(.privacySensitive) {
            { $0 == .privacySensitive }
        } else {
            { $0 != .unredacted }
        }
        let placeholderTexts = complication.placeholder.map { Elements(of: $0).texts } ?? []

        let content: RedactedContent = switch complication.content {
        case .stack(let lines):
            .stack(lines.enumerated().map { index, line in
                redact(line, sensitivity: line.sensitivity, when: redacts, family: complication.family,
                       placeholder: placeholderTexts.indices.contains(index) ? placeholderTexts[index] : nil)
            })
        case .gauge(let gauge):
            .gauge(RedactedGauge(
                style: gauge.style,
                color: gauge.color,
                value: redacts(gauge.sensitivity) ? .hidden : .shown(gauge.value),
                text: gauge.text.map { text in
                    redact(text, sensitivity: Elements.contained(text.sensitivity, in: gauge.sensitivity), when: redacts,
                           family: complication.family, placeholder: placeholderTexts.first)
                }))
        }
        return RedactedComplication(id: complication.id, slot: complication.slot, family: complication.family,
                                    reasons: reasons, content: content)
    }

    private static func redact(_ text: ResolvedText, sensitivity: Sensitivity, when redacts: (Sensitivity) -> Bool,
                               family: Family, placeholder: ResolvedText?) -> RedactedText {
        guard redacts(sensitivity) else {
            return RedactedText(font: text.font, color: text.color, content: .text(text.text))
        }
        let width: BarWidth = placeholder.map { .widthOf($0.text) } ?? .ems(barEms(family))
        return RedactedText(font: text.font, color: text.color, content: .bar(width))
    }

    /// (Dial) The fixed bar width per family when no placeholder gives one, in ems of the line's font.
    static func barEms(_ family: Family) -> Double {
        switch family {
        case .accessoryCircular: 2
        case .accessoryCorner, .accessoryRectangular, .accessoryInline: 3.5
        }
    }
}

/// The elements of a content and their effective sensitivities.
private struct Elements {
    var texts: [ResolvedText] = []
    var sensitivities: [Sensitivity] = []

    init(of content: ResolvedContent) {
        switch content {
        case .stack(let lines):
            texts = lines
            sensitivities = lines.map(\.sensitivity)
        case .gauge(let gauge):
            texts = gauge.text.map { [$0] } ?? []
            sensitivities = [gauge.sensitivity] + texts.map { Self.contained($0.sensitivity, in: gauge.sensitivity) }
        }
    }

    /// An element inside another: `unredacted` covers what it contains; a sensitive container makes its
    /// content sensitive unless the content is itself `unredacted`.
    static func contained(_ inner: Sensitivity, in outer: Sensitivity) -> Sensitivity {
        if outer == .unredacted || inner == .unredacted { return .unredacted }
        return outer == .privacySensitive ? .privacySensitive : inner
    }
}
