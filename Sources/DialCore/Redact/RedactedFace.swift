import DialModel

/// A face as it may be shown in its context: every value that is redacted there has been replaced by a case
/// that carries nothing of it (no text, no length, no value). Every stage after `Redactor` reads only this, so
/// no secret can shape a frame, a pixel or a byte of output (spec/redaction.md, "Non-interference").
public struct RedactedFace: Hashable, Sendable {
    public var name: String
    public var device: Device
    public var style: FaceStyle
    public var display: Display
    public var clock: ResolvedClock
    public var complications: [RedactedComplication]
    public var alwaysOn: AlwaysOnAppearance
}

/// Why a complication's content is (partly) hidden; reasons accumulate, as SwiftUI's `RedactionReasons`.
public struct RedactionReasons: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// Its data can't be read now: its placeholder is drawn.
    public static let placeholder = RedactionReasons(rawValue: 1)
    /// The wearer hides it: its sensitive elements are drawn as bars.
    public static let privacy = RedactionReasons(rawValue: 2)
    /// A refresh is pending.
    public static let invalidated = RedactionReasons(rawValue: 4)
}

public struct RedactedComplication: Hashable, Sendable {
    public var id: String
    public var slot: SlotID
    public var family: Family
    public var reasons: RedactionReasons
    public var content: RedactedContent
}

public enum RedactedContent: Hashable, Sendable {
    case stack([RedactedText])
    case gauge(RedactedGauge)
    /// The family's neutral placeholder shapes: nothing of the complication's content at all.
    case systemPlaceholder
}

/// A line of text, or the bar that stands in for it.
public struct RedactedText: Hashable, Sendable {
    public enum Content: Hashable, Sendable {
        case text(String)
        /// A redaction bar; its width comes from something that is not the secret.
        case bar(BarWidth)
        /// Nothing: the element is hidden in Always On, and keeps its place.
        case nothing
    }

    public var font: TextFont
    public var color: Color
    public var content: Content
}

/// Where a redaction bar's width comes from: never from the hidden text, unless the face asks for Apple's style.
public enum BarWidth: Hashable, Sendable {
    /// A fixed number of ems of the line's font.
    case ems(Double)
    /// As wide as this placeholder text (which is not secret: the app wrote it to be shown).
    case widthOf(String)
    /// As wide as the hidden text was: `redactionStyle: apple` only, which knowingly shows the secret's length.
    case textWidth(Double)
}

public struct RedactedGauge: Hashable, Sendable {
    public enum Value: Hashable, Sendable {
        case shown(Fraction)
        /// The value marker and fill are not drawn; the track is.
        case hidden
    }

    public var style: GaugeStyle
    public var color: Color
    public var value: Value
    public var text: RedactedText?
    /// False: nothing of the gauge is drawn (hidden in Always On); its text still follows its own choice.
    public var isDrawn: Bool
    /// Its filled part drawn as an outline.
    public var outlined: Bool
}
