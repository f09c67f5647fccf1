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
    public var rendering: Rendering
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
    public var placement: SlotPlacement
    public var reasons: RedactionReasons
    public var content: RedactedContent
}

public indirect enum RedactedContent: Hashable, Sendable {
    case stack(RedactedStack)
    case gauge(RedactedGauge)
    case rings(RedactedRings)
    case curvedText(RedactedCurvedText)
    case chart(RedactedChart)
    case image(RedactedImageTemplate)
    /// The family's neutral placeholder shapes: nothing of the complication's content at all.
    case systemPlaceholder
}

public struct RedactedStack: Hashable, Sendable {
    public var lines: [RedactedText]
    public var icon: RedactedImage?
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
    public var accentable: Bool
    public var minimumScale: Double
    public var maxLines: Int

    public init(font: TextFont, color: Color, content: Content, accentable: Bool = false, minimumScale: Double = 1, maxLines: Int = 1) {
        self.font = font
        self.color = color
        self.content = content
        self.accentable = accentable
        self.minimumScale = minimumScale
        self.maxLines = maxLines
    }
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

/// A value that is drawn, or hidden with nothing of it left.
public enum Shown<Value: Hashable & Sendable>: Hashable, Sendable {
    case shown(Value)
    case hidden
}

public struct RedactedGauge: Hashable, Sendable {
    public typealias Value = Shown<Fraction>

    public var style: GaugeStyle
    public var segments: Int
    public var color: Color
    /// The value marker and fill, or (hidden) only the track.
    public var value: Value
    public var accentable: Bool
    public var text: RedactedText?
    public var icon: RedactedImage?
    public var leading: RedactedText?
    public var trailing: RedactedText?
    public var title: RedactedText?
    /// False: nothing of the gauge is drawn (hidden in Always On); its text still follows its own choice.
    public var isDrawn: Bool
    /// Its filled part drawn as an outline.
    public var outlined: Bool
}

public struct RedactedRings: Hashable, Sendable {
    /// Outermost first; hidden rings keep only their tracks.
    public var rings: [RedactedRing]
    public var text: RedactedText?
    public var accentable: Bool
}

public struct RedactedRing: Hashable, Sendable {
    public var turns: Shown<Double>
    public var color: Color
}

public struct RedactedCurvedText: Hashable, Sendable {
    public var text: RedactedText
    public var inner: RedactedContent?
}

public struct RedactedChart: Hashable, Sendable {
    /// The chart's marks, or (hidden) an empty frame: no value, not even the range, is left.
    public struct Data: Hashable, Sendable {
        public var points: [Fraction]
        public var baseline: Fraction
        public var range: RedactedChartRange?
    }

    public var style: ChartStyle
    public var color: Color
    public var data: Shown<Data>
    public var title: RedactedText?
    public var accentable: Bool
}

public struct RedactedChartRange: Hashable, Sendable {
    public var high: RedactedText
    public var low: RedactedText
}

public struct RedactedImageTemplate: Hashable, Sendable {
    public var image: RedactedImage
    public var title: RedactedText?
}

/// A picture or drawing, or the neutral shape standing in for it.
public struct RedactedImage: Hashable, Sendable {
    public enum Content: Hashable, Sendable {
        case bitmap(Bitmap)
        case vector(PathData, ViewBox, Color)
        /// Redacted: the family's mask filled with this colour, nothing of the picture.
        case hidden(Color)
    }

    public var content: Content
    public var accentable: Bool
}
