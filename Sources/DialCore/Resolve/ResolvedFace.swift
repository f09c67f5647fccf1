import DialModel
import DialText

/// A face with every default applied, every reference checked and the device bound: no optionals and no
/// relative units from here on. Still holds every value, sensitive ones included: only `Redactor` reads it.
public struct ResolvedFace: Hashable, Sendable {
    /// The face's name, as reports show it.
    public var name: String
    /// The screen the face is drawn on.
    public var device: Device
    /// The face's style, which decides its slots and its clock.
    public var style: FaceStyle
    /// Active or Always On.
    public var display: Display
    /// The clock at the moment shown.
    public var clock: ResolvedClock
    /// Every complication, in the file's order.
    public var complications: [ResolvedComplication]
    /// The wearer's settings and the lock state the face is seen in.
    public var privacy: PrivacySettings
    /// How Always On changes colours (docs/always-on.md).
    public var alwaysOn: AlwaysOnAppearance
    /// How complications are coloured, and the wearer's colour for `accented`.
    public var rendering: Rendering
}

/// The rendering mode and the wearer's colour it tints with.
public struct Rendering: Hashable, Sendable {
    /// `fullColor` or `accented`.
    public var mode: RenderingMode
    /// The wearer's colour that `accented` tints the accent group with.
    public var tint: Color

    /// A rendering mode and its tint.
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

    /// An Always On appearance.
    public init(dimming: Fraction, monochrome: Bool) {
        self.dimming = dimming
        self.monochrome = monochrome
    }
}

/// The face's clock at the moment shown, and where it is drawn.
public struct ResolvedClock: Hashable, Sendable {
    /// Hands on a dial, or digits.
    public enum Kind: String, Hashable, Sendable {
        /// Hands on a dial.
        case analog
        /// Digits.
        case digital
    }
    /// Which of the two the face shows.
    public var kind: Kind
    /// The time on the face: floored to the minute in Always On.
    public var time: Timestamp
    /// Whether the seconds hand or `:SS` is drawn: never in Always On.
    public var showsSeconds: Bool
    /// The digits a digital clock draws, in the face's locale (`3:04`, `15:04`, `١٥:٠٤`): 24-hour as the face says,
    /// else as its region counts. Empty for hands.
    public var timeText: String
    /// The seconds hand's, the digits' and the default tint's colour.
    public var accent: Color
    /// Where the clock is drawn on this device.
    public var placement: ClockPlacement
    /// An analog dial's hour numerals.
    public var numerals: Numerals
    /// An analog dial's tick marks.
    public var ticks: TickStyle
    /// The hour and minute hands' colour.
    public var handColor: Color
    /// The date shown under the digits or in the window at 3 o'clock.
    public var date: DateStyle
    /// The date as `date` writes it in the face's locale; empty for `none`.
    public var dateText: String = ""
    /// Every form of each part of the date in the locale (`LocaleTexts.clockDateParts`): what the window is sized for.
    public var dateParts: [[String]] = []
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
    /// The wearer's global Hide Sensitive Complications.
    public var hideSensitiveComplications: Bool
    /// Only ids of the face's complications; absent ids inherit.
    public var perComplication: [String: PrivacyChoice]
    /// The watch's lock state.
    public var lock: LockState
    /// The wearer's Allow Access When Locked.
    public var allowAccessWhenLocked: Bool

    /// The wearer's choice for one complication: `inherit` unless set.
    public func choice(for id: String) -> PrivacyChoice { perComplication[id] ?? .inherit }
}

/// A complication with its slot placed, its defaults applied and its content for the moment chosen.
public struct ResolvedComplication: Hashable, Sendable {
    /// Its id in the file, which settings and errors name it by.
    public var id: String
    /// The slot it sits in.
    public var slot: SlotID
    /// The shape it takes.
    public var family: Family
    /// Where its slot puts it on this device.
    public var placement: SlotPlacement
    /// When its data can be read: decides the placeholder while locked or before first unlock.
    public var dataProtection: DataProtection
    /// How wide its privacy bars are: fixed (the default), or as wide as the hidden text.
    public var redactionStyle: RedactionStyle
    /// What it would show at the face's time, were nothing hidden.
    public var current: CurrentContent
    /// Whether privacy hides every content it has, static or in its timeline (`ComplicationDocument`'s): then under
    /// privacy it draws its placeholder whatever is current, and whether anything is current does not show.
    public var privacyHidesEveryContent: Bool
    /// What it shows while its data cannot be shown.
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

/// A complication's content: one of the templates, with every default applied.
public indirect enum ResolvedContent: Hashable, Sendable {
    /// Lines of text, with an icon.
    case stack(ResolvedStack)
    /// A value on a ring, an arc or a bar.
    case gauge(ResolvedGauge)
    /// Up to three concentric progress rings.
    case rings(ResolvedRings)
    /// Text along the bezel or a corner.
    case curvedText(ResolvedCurvedText)
    /// Bars or a line over a series of values.
    case chart(ResolvedChart)
    /// A picture or a vector drawing.
    case image(ResolvedImageTemplate)
}

/// The `stack` template.
public struct ResolvedStack: Hashable, Sendable {
    /// One to three lines, top first.
    public var lines: [ResolvedText]
    /// The icon before the first line (or above the lines, in circles).
    public var icon: ResolvedImage?
    /// The stack's own flag, which covers its lines and icon.
    public var sensitivity: Sensitivity
}

/// A font at a size in pixels.
public struct TextFont: Hashable, Sendable {
    /// The font file.
    public var font: PinnedFont
    /// The em size, in pixels.
    public var size: Double

    /// A font at a size.
    public init(font: PinnedFont, size: Double) {
        self.font = font
        self.size = size
    }
}

/// A line of text with its font, colour and privacy marks.
public struct ResolvedText: Hashable, Sendable {
    /// The text, as written: it may be private.
    public var text: String
    /// Shorter forms of `text`, tried in order where it does not fit; as private as it.
    public var shortForms: [String] = []
    /// A live time text's sample: what its bar is measured on where bars are as wide as the text hides (`redactionStyle:
    /// apple`), the same for every date, zone and moment of its style, so that the bar does not tell the value.
    public var barSample: String? = nil
    /// Its font and size for this family and device.
    public var font: TextFont
    /// Its colour, before Always On and rendering modes change it.
    public var color: Color
    /// How it takes part in redaction.
    public var sensitivity: Sensitivity
    /// False when the element asks to be hidden in Always On and the display is Always On: its place stays empty.
    public var isDrawn: Bool
    /// Whether the accented mode tints it.
    public var accentable: Bool
    /// The smallest share of its size the text may shrink to before it is shortened.
    public var minimumScale: Double
    /// Lines it may wrap onto (the last line of a rectangular stack); 1 elsewhere.
    public var maxLines: Int
    /// The smallest size in pixels it is drawn at to be read at a glance in its family (`LegibleSize`).
    public var legibleSize: Double = 0
}

/// The `gauge` template.
public struct ResolvedGauge: Hashable, Sendable {
    /// `closed`, `open` or `segmented`.
    public var style: GaugeStyle
    /// Segments of a segmented gauge; 0 for the others.
    public var segments: Int
    /// The value's position on the gauge's range, clamped to it.
    public var value: Fraction
    /// The fill's colour.
    public var color: Color
    /// The gauge's own flag, which covers all its parts.
    public var sensitivity: Sensitivity
    /// Whether the accented mode tints it.
    public var accentable: Bool
    /// The text in a ring's middle.
    public var text: ResolvedText?
    /// The icon in a ring's middle.
    public var icon: ResolvedImage?
    /// The label at the range's start.
    public var leading: ResolvedText?
    /// The label at the range's end.
    public var trailing: ResolvedText?
    /// The title above a rectangular bar.
    public var title: ResolvedText?
    /// False when the gauge asks to be hidden in Always On and the display is Always On.
    public var isDrawn: Bool
    /// Its filled part drawn as an outline (an Always On choice of the gauge).
    public var outlined: Bool
}

/// The `rings` template.
public struct ResolvedRings: Hashable, Sendable {
    /// Outermost first.
    public var rings: [ResolvedRing]
    /// The text in the rings' middle.
    public var text: ResolvedText?
    /// The template's own flag, which covers every ring and the text.
    public var sensitivity: Sensitivity
    /// Whether the accented mode tints it.
    public var accentable: Bool
}

/// One progress ring.
public struct ResolvedRing: Hashable, Sendable {
    /// Turns: 1 is the goal; more goes round again. Never negative.
    public var turns: Double
    /// The ring's colour.
    public var color: Color
}

/// The `curvedText` template.
public struct ResolvedCurvedText: Hashable, Sendable {
    /// The text along the bezel or the corner.
    public var text: ResolvedText
    /// A bezel's circular content, or the picture beside a corner's text.
    public var inner: ResolvedContent?
    /// The template's own flag, which covers its text and everything in `inner`.
    public var sensitivity: Sensitivity
}

/// The `chart` template.
public struct ResolvedChart: Hashable, Sendable {
    /// Bars or a line.
    public var style: ChartStyle
    /// Each value's height on the chart's scale, oldest first.
    public var points: [Fraction]
    /// Where zero (or the scale's bottom) lies: bars grow from it.
    public var baseline: Fraction
    /// The marks' colour.
    public var color: Color
    /// The title above the chart.
    public var title: ResolvedText?
    /// The highest and lowest values, written out; nil when the face asks for no range.
    public var range: ChartRange?
    /// The template's own flag, which covers the marks, the range and the title.
    public var sensitivity: Sensitivity
    /// Whether the accented mode tints it.
    public var accentable: Bool
}

/// A chart's highest and lowest values, written on its right.
public struct ChartRange: Hashable, Sendable {
    /// The highest value.
    public var high: ResolvedText
    /// The lowest value.
    public var low: ResolvedText
}

/// The `image` template.
public struct ResolvedImageTemplate: Hashable, Sendable {
    /// The picture or drawing.
    public var image: ResolvedImage
    /// The title above a rectangular image.
    public var title: ResolvedText?
    /// The template's own flag, which covers the image and the title.
    public var sensitivity: Sensitivity
}

/// A picture or a vector drawing, as it would be drawn.
public struct ResolvedImage: Hashable, Sendable {
    /// Where the image's pixels come from.
    public enum Source: Hashable, Sendable {
        /// A picture file, not yet decoded: the redact stage decodes it if it is shown.
        case picture(Picture)
        /// Path data in its box, filled with a colour: a built-in icon's outline.
        case vector(PathData, ViewBox, Color)
        /// Path data a face file writes, in its box, filled with a colour: not yet parsed, the redact stage parses it if
        /// it is shown.
        case path(PathText, ViewBox, Color)
    }

    /// What is drawn: a picture file or path data.
    public var source: Source
    /// How it takes part in redaction.
    public var sensitivity: Sensitivity
    /// Whether the accented mode tints it.
    public var accentable: Bool
    /// False when its complication hides it in Always On.
    public var isDrawn: Bool
}
