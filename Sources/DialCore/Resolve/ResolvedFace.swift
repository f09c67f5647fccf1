import DialModel
import DialText

/// A face with every default applied, every reference checked and the device bound: no optionals and no
/// relative units from here on. Still holds every value, sensitive ones included: only `Redactor` reads it.
public struct ResolvedFace: Hashable, Sendable {
    public var name: String
    public var device: Device
    public var style: FaceStyle
    public var display: Display
    public var clock: ResolvedClock
    public var complications: [ResolvedComplication]
    public var privacy: PrivacySettings
    /// How Always On changes colours (spec/always-on.md).
    public var alwaysOn: AlwaysOnAppearance
    /// How complications are coloured, and the wearer's colour for `accented`.
    public var rendering: Rendering
}

/// The rendering mode and the wearer's colour it tints with.
public struct Rendering: Hashable, Sendable {
    public var mode: RenderingMode
    public var tint: Color

    public init(mode: RenderingMode, tint: Color) {
        self.mode = mode
        self.tint = tint
    }
}

/// How Always On changes colours: scaled in linear light, and optionally turned grey.
public struct AlwaysOnAppearance: Hashable, Sendable {
    /// The share of its active linear-light intensity each colour keeps.
    public var dimming: Fraction
    /// Every colour turned to the grey of its luminance before dimming.
    public var monochrome: Bool

    public init(dimming: Fraction, monochrome: Bool) {
        self.dimming = dimming
        self.monochrome = monochrome
    }
}

/// The face's clock at the moment shown, and where it is drawn.
public struct ResolvedClock: Hashable, Sendable {
    public enum Kind: String, Hashable, Sendable { case analog, digital }
    public var kind: Kind
    /// The time on the face: floored to the minute in Always On.
    public var time: Timestamp
    public var showsSeconds: Bool
    public var twentyFourHour: Bool
    public var accent: Color
    public var placement: ClockPlacement
    public var numerals: Numerals
    public var ticks: TickStyle
    public var handColor: Color
    public var date: DateStyle
}

/// Where the clock is drawn, in pixels.
public enum ClockPlacement: Hashable, Sendable {
    /// Hands about `center`; ticks end at `radius`.
    case dial(center: Point, radius: Double)
    /// Digits in `frame`, as large as its height allows, aligned to its trailing edge or centred.
    case digital(frame: Rect, centered: Bool)
}

/// The wearer's privacy settings and the watch's lock state, defaults applied.
public struct PrivacySettings: Hashable, Sendable {
    public var hideSensitiveComplications: Bool
    /// Only ids of the face's complications; absent ids inherit.
    public var perComplication: [String: PrivacyChoice]
    public var lock: LockState
    public var allowAccessWhenLocked: Bool

    public func choice(for id: String) -> PrivacyChoice { perComplication[id] ?? .inherit }
}

public struct ResolvedComplication: Hashable, Sendable {
    public var id: String
    public var slot: SlotID
    public var family: Family
    /// Where its slot puts it on this device.
    public var placement: SlotPlacement
    public var dataProtection: DataProtection
    public var redactionStyle: RedactionStyle
    /// What it would show at the face's time, were nothing hidden.
    public var current: CurrentContent
    public var placeholder: PlaceholderContent
}

/// The content a complication has for the moment shown.
public enum CurrentContent: Hashable, Sendable {
    /// Its static content or the timeline entry in force, and where in the file it came from.
    case content(ResolvedContent, source: JSONPath)
    /// Every timeline entry lies in the future and there is no static content.
    case nothingCurrent
}

/// What a complication shows while its data can't be shown.
public enum PlaceholderContent: Hashable, Sendable {
    /// The complication's own `placeholder`.
    case custom(ResolvedContent)
    /// The family's neutral shapes.
    case system
}

public indirect enum ResolvedContent: Hashable, Sendable {
    case stack(ResolvedStack)
    case gauge(ResolvedGauge)
    case rings(ResolvedRings)
    case curvedText(ResolvedCurvedText)
    case chart(ResolvedChart)
    case image(ResolvedImageTemplate)
}

public struct ResolvedStack: Hashable, Sendable {
    public var lines: [ResolvedText]
    public var icon: ResolvedImage?
    /// The stack's own flag, which covers its lines and icon.
    public var sensitivity: Sensitivity
}

/// How an element takes part in redaction (spec/redaction.md).
public enum Sensitivity: String, Hashable, Sendable {
    /// Redacted only when the complication as a whole is (no element marked sensitive).
    case ordinary
    /// `privacySensitive`: redacted when the privacy reason applies.
    case privacySensitive
    /// `unredacted`: never redacted, nor is anything it contains.
    case unredacted
}

/// A font at a size in pixels.
public struct TextFont: Hashable, Sendable {
    public var font: PinnedFont
    public var size: Double

    public init(font: PinnedFont, size: Double) {
        self.font = font
        self.size = size
    }
}

public struct ResolvedText: Hashable, Sendable {
    public var text: String
    public var font: TextFont
    public var color: Color
    public var sensitivity: Sensitivity
    /// False when the element asks to be hidden in Always On and the display is Always On: its place stays empty.
    public var isDrawn: Bool
    public var accentable: Bool
    /// The smallest share of its size the text may shrink to before it is shortened.
    public var minimumScale: Double
    /// Lines it may wrap onto (the last line of a rectangular stack); 1 elsewhere.
    public var maxLines: Int
}

public struct ResolvedGauge: Hashable, Sendable {
    public var style: GaugeStyle
    /// Segments of a segmented gauge; 0 for the others.
    public var segments: Int
    public var value: Fraction
    public var color: Color
    public var sensitivity: Sensitivity
    public var accentable: Bool
    public var text: ResolvedText?
    public var icon: ResolvedImage?
    public var leading: ResolvedText?
    public var trailing: ResolvedText?
    public var title: ResolvedText?
    /// False when the gauge asks to be hidden in Always On and the display is Always On.
    public var isDrawn: Bool
    /// Its filled part drawn as an outline (an Always On choice of the gauge).
    public var outlined: Bool
}

public struct ResolvedRings: Hashable, Sendable {
    /// Outermost first.
    public var rings: [ResolvedRing]
    public var text: ResolvedText?
    public var sensitivity: Sensitivity
    public var accentable: Bool
}

public struct ResolvedRing: Hashable, Sendable {
    /// Turns: 1 is the goal; more goes round again. Never negative.
    public var turns: Double
    public var color: Color
}

public struct ResolvedCurvedText: Hashable, Sendable {
    public var text: ResolvedText
    public var inner: ResolvedContent?
    /// The template's own flag, which covers its text and everything in `inner`.
    public var sensitivity: Sensitivity
}

public struct ResolvedChart: Hashable, Sendable {
    public var style: ChartStyle
    /// Each value's height on the chart's scale, oldest first.
    public var points: [Fraction]
    /// Where zero (or the scale's bottom) lies: bars grow from it.
    public var baseline: Fraction
    public var color: Color
    public var title: ResolvedText?
    /// The highest and lowest values, written out; nil when the face asks for no range.
    public var range: ChartRange?
    public var sensitivity: Sensitivity
    public var accentable: Bool
}

public struct ChartRange: Hashable, Sendable {
    public var high: ResolvedText
    public var low: ResolvedText
}

public struct ResolvedImageTemplate: Hashable, Sendable {
    public var image: ResolvedImage
    public var title: ResolvedText?
    /// The template's own flag, which covers the image and the title.
    public var sensitivity: Sensitivity
}

/// A picture or a vector drawing, as it would be drawn.
public struct ResolvedImage: Hashable, Sendable {
    public enum Source: Hashable, Sendable {
        /// A picture file, not yet decoded: the redact stage decodes it if it is shown.
        case picture(Picture)
        /// Path data in its box, filled with a colour.
        case vector(PathData, ViewBox, Color)
    }

    public var source: Source
    public var sensitivity: Sensitivity
    public var accentable: Bool
    /// False when its complication hides it in Always On.
    public var isDrawn: Bool
}
