import DialModel
import DialText

/// A face with every default applied, every reference checked and the device bound: no optionals and no
/// relative units from here on. Still holds every value, sensitive ones included: only `Redactor` reads it.
package struct ResolvedFace: Hashable, Sendable {
    /// The face's name, as reports show it.
    package var name: String
    /// The screen the face is drawn on.
    package var device: Device
    /// The face's style, which decides its slots and its clock.
    package var style: FaceStyle
    /// Active or Always On.
    package var display: Display
    /// The clock at the moment shown.
    package var clock: ResolvedClock
    /// Every complication, in the file's order.
    package var complications: [ResolvedComplication]
    /// The wearer's settings and the lock state the face is seen in.
    package var privacy: PrivacySettings
    /// How Always On changes colours (docs/always-on.md).
    package var alwaysOn: AlwaysOnAppearance
    /// How complications are coloured, and the wearer's colour for `accented`.
    package var rendering: Rendering
    /// Whether the face's locale lays out right to left (SwiftUI's `layoutDirection`): where a redaction bar stands.
    package var isRightToLeft: Bool
}

/// The rendering mode and the wearer's colour it tints with.
package struct Rendering: Hashable, Sendable {
    /// `fullColor` or `accented`.
    package var mode: RenderingMode
    /// The wearer's colour that `accented` tints the accent group with.
    package var tint: Color

    /// A rendering mode and its tint.
    package init(mode: RenderingMode, tint: Color) {
        self.mode = mode
        self.tint = tint
    }
}

/// How Always On changes colours: scaled in linear light, and optionally turned grey.
package struct AlwaysOnAppearance: Hashable, Sendable {
    /// The share of its active linear-light intensity each colour keeps.
    package var dimming: Fraction
    /// Every colour turned to the grey of its luminance before dimming.
    package var monochrome: Bool

    /// An Always On appearance.
    package init(dimming: Fraction, monochrome: Bool) {
        self.dimming = dimming
        self.monochrome = monochrome
    }
}

/// The face's clock at the moment shown, and where it is drawn.
package struct ResolvedClock: Hashable, Sendable {
    /// Hands on a dial, or digits.
    package enum Kind: String, Hashable, Sendable {
        /// Hands on a dial.
        case analog
        /// Digits.
        case digital
    }
    /// Which of the two the face shows.
    package var kind: Kind
    /// The time on the face: floored to the minute in Always On.
    package var time: Timestamp
    /// Whether the seconds hand or `:SS` is drawn: never in Always On.
    package var showsSeconds: Bool
    /// The digits a digital clock draws, in the face's locale (`3:04`, `15:04`, `١٥:٠٤`): 24-hour as the face says,
    /// else as its region counts. Empty for hands.
    package var timeText: String
    /// The seconds hand's, the digits' and the default tint's colour.
    package var accent: Color
    /// Where the clock is drawn on this device.
    package var placement: ClockPlacement
    /// An analog dial's hour numerals.
    package var numerals: Numerals
    /// An analog dial's tick marks.
    package var ticks: TickStyle
    /// The hour and minute hands' colour.
    package var handColor: Color
    /// The date shown under the digits or in the window at 3 o'clock.
    package var date: DateStyle
    /// The date as `date` writes it in the face's locale; empty for `none`.
    package var dateText: String = ""
    /// Every form of each part of the date in the locale (`LocaleTexts.clockDateParts`): what the window is sized for.
    package var dateParts: [[String]] = []
    /// The wearer's Bold Text, which the digits, numerals and date are drawn heavier for, as every other text.
    package var legibility: LegibilityWeight = .regular
    /// Shorter forms of the date (`LocaleTexts.shorterClockDates`), the shortest last: what an analog date window draws
    /// where the longest date of `dateParts` is not legible in it.
    package var shorterDates: [ClockDate] = []
}

/// Where the clock is drawn, in pixels.
package enum ClockPlacement: Hashable, Sendable {
    /// Hands about `center`; ticks end at `radius`.
    case dial(center: Point, radius: Double)
    /// Digits in `frame`, as large as its height allows, aligned to its trailing edge or centred.
    case digital(frame: Rect, centered: Bool)
}

/// The wearer's privacy settings and the watch's lock state, defaults applied.
package struct PrivacySettings: Hashable, Sendable {
    /// The wearer's global Hide Sensitive Complications.
    package var hideSensitiveComplications: Bool
    /// Only ids of the face's complications; absent ids inherit.
    package var perComplication: [String: PrivacyChoice]
    /// The watch's lock state.
    package var lock: LockState
    /// The wearer's Allow Access When Locked.
    package var allowAccessWhenLocked: Bool

    /// The wearer's choice for one complication: `inherit` unless set.
    package func choice(for id: String) -> PrivacyChoice { perComplication[id] ?? .inherit }
}

/// A complication with its slot placed, its defaults applied and its content for the moment chosen.
package struct ResolvedComplication: Hashable, Sendable {
    /// Its id in the file, which settings and errors name it by.
    package var id: String
    /// The slot it sits in.
    package var slot: SlotID
    /// The shape it takes.
    package var family: Family
    /// Where its slot puts it on this device.
    package var placement: SlotPlacement
    /// When its data can be read: decides the placeholder while locked or before first unlock.
    package var dataProtection: DataProtection
    /// How wide its privacy bars are: fixed (the default), or as wide as the hidden text.
    package var redactionStyle: RedactionStyle
    /// What it would show at the face's time, were nothing hidden.
    package var current: CurrentContent
    /// Whether privacy hides every content it has, static or in its timeline (`ComplicationDocument`'s): then under
    /// privacy it draws its placeholder whatever is current, and whether anything is current does not show.
    package var privacyHidesEveryContent: Bool
    /// What it shows while its data cannot be shown.
    package var placeholder: PlaceholderContent
    /// The permission that gives it no location at the moment shown, when it `usesLocation`: it draws its placeholder.
    /// nil when it has a location or needs none.
    package var withoutLocation: LocationPermission? = nil
}

/// The content a complication has for the moment shown.
package enum CurrentContent: Hashable, Sendable {
    /// Its static content or the timeline entry in force, and where in the file it came from.
    case content(ResolvedContent, source: JSONPath)
    /// Every timeline entry lies in the future and there is no static content.
    case nothingCurrent
    /// Not resolved for this context: a rule hides the complication whole at every moment of it (the lock's placeholder,
    /// or privacy that hides every content it has), or hides whole the content in force (a placeholder for want of a
    /// location, or privacy where that content marks nothing), so its placeholder is drawn whatever is current, and
    /// work that grew with its content (a view of many texts, a chart of many marks) would tell what it hides
    /// (docs/privacy.md, "Timing").
    case withheld
}

/// What a complication shows while its data can't be shown.
package enum PlaceholderContent: Hashable, Sendable {
    /// The complication's own `placeholder`.
    case custom(ResolvedContent)
    /// The family's neutral shapes.
    case system
}

/// A complication's content: one of the templates, with every default applied.
package indirect enum ResolvedContent: Hashable, Sendable {
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
    /// A view tree (docs/views.md).
    case view(ResolvedView)
}

/// The `stack` template.
package struct ResolvedStack: Hashable, Sendable {
    /// One to three lines, top first.
    package var lines: [ResolvedText]
    /// The icon before the first line (or above the lines, in circles).
    package var icon: ResolvedImage?
    /// The stack's own flag, which covers its lines and icon.
    package var sensitivity: Sensitivity
}

/// A font at a size in pixels.
package struct TextFont: Hashable, Sendable {
    /// The font file.
    package var font: PinnedFont
    /// The em size, in pixels.
    package var size: Double

    /// A font at a size.
    package init(font: PinnedFont, size: Double) {
        self.font = font
        self.size = size
    }

    /// This font as the wearer's Bold Text draws it (`PinnedFont.legible(_:)`), at the same size.
    package func legible(_ weight: LegibilityWeight) -> TextFont {
        TextFont(font: font.legible(weight), size: size)
    }
}

/// A line of text with its font, colour and privacy marks.
package struct ResolvedText: Hashable, Sendable {
    /// The text, as written: it may be private.
    package var text: String
    /// Shorter forms of `text`, tried in order where it does not fit; as private as it.
    package var shortForms: [String] = []
    /// A live time text's sample: what its bar is measured on where bars are as wide as the text hides (`redactionStyle:
    /// apple`), the same for every date, zone and moment of its style, so that the bar does not tell the value.
    package var barSample: String? = nil
    /// A live time text's style, where it is one (set with `barSample`): what its digits are, a moment or a length of
    /// time, which `dial lint` asks of it.
    package var liveStyle: DateTextStyle? = nil
    /// Its font and size for this family and device.
    package var font: TextFont
    /// Its colour, before Always On and rendering modes change it.
    package var color: Color
    /// How it takes part in redaction.
    package var sensitivity: Sensitivity
    /// False when the element asks to be hidden in Always On and the display is Always On: its place stays empty.
    package var isDrawn: Bool
    /// Whether the accented mode tints it.
    package var accentable: Bool
    /// The smallest share of its size the text may shrink to before it is shortened.
    package var minimumScale: Double
    /// Lines it may wrap onto (the last line of a rectangular stack); 1 elsewhere.
    package var maxLines: Int
    /// The smallest size in pixels it is drawn at to be read at a glance in its family (`LegibleSize`).
    package var legibleSize: Double = 0
    /// A view's text whose `minimumScale` is the `minimumScaleFactor` the face wrote, not one Dial gives (a ring's
    /// labels shrink to half, as the watch's gauge styles do): what `dial explain` may name (stranger20 #6).
    package var minimumScaleIsWritten = false

    /// Whether it is a live time text (a time, date, relative, offset or timer written for the moment drawn): the
    /// lines with a sample for their bar, and only they.
    package var isLive: Bool { barSample != nil }
}

/// The `gauge` template.
package struct ResolvedGauge: Hashable, Sendable {
    /// `closed`, `open` or `segmented`.
    package var style: GaugeStyle
    /// Segments of a segmented gauge; 0 for the others.
    package var segments: Int
    /// The value's position on the gauge's range, clamped to it.
    package var value: Fraction
    /// The fill's colour.
    package var color: Color
    /// The gauge's own flag, which covers all its parts.
    package var sensitivity: Sensitivity
    /// Whether the accented mode tints it.
    package var accentable: Bool
    /// The text in a ring's middle.
    package var text: ResolvedText?
    /// The icon in a ring's middle.
    package var icon: ResolvedImage?
    /// The label at the range's start.
    package var leading: ResolvedText?
    /// The label at the range's end.
    package var trailing: ResolvedText?
    /// The title above a rectangular bar.
    package var title: ResolvedText?
    /// False when the gauge asks to be hidden in Always On and the display is Always On.
    package var isDrawn: Bool
    /// Its filled part drawn as an outline (an Always On choice of the gauge).
    package var outlined: Bool
}

/// The `rings` template.
package struct ResolvedRings: Hashable, Sendable {
    /// Outermost first.
    package var rings: [ResolvedRing]
    /// The text in the rings' middle.
    package var text: ResolvedText?
    /// The template's own flag, which covers every ring and the text.
    package var sensitivity: Sensitivity
    /// Whether the accented mode tints it.
    package var accentable: Bool
}

/// One progress ring.
package struct ResolvedRing: Hashable, Sendable {
    /// Turns: 1 is the goal; more goes round again. Never negative.
    package var turns: Double
    /// The ring's colour.
    package var color: Color
}

/// The `curvedText` template.
package struct ResolvedCurvedText: Hashable, Sendable {
    /// The text along the bezel or the corner.
    package var text: ResolvedText
    /// A bezel's circular content, or the picture beside a corner's text.
    package var inner: ResolvedContent?
    /// The template's own flag, which covers its text and everything in `inner`.
    package var sensitivity: Sensitivity
}

/// The `chart` template.
package struct ResolvedChart: Hashable, Sendable {
    /// Bars or a line.
    package var style: ChartStyle
    /// Each value's height on the chart's scale, oldest first.
    package var points: [Fraction]
    /// Where zero (or the scale's bottom) lies: bars grow from it.
    package var baseline: Fraction
    /// The marks' colour.
    package var color: Color
    /// The title above the chart.
    package var title: ResolvedText?
    /// The highest and lowest values, written out; nil when the face asks for no range.
    package var range: ChartRange?
    /// The template's own flag, which covers the marks, the range and the title.
    package var sensitivity: Sensitivity
    /// Whether the accented mode tints it.
    package var accentable: Bool
}

/// A chart's highest and lowest values, written on its right.
package struct ChartRange: Hashable, Sendable {
    /// The highest value.
    package var high: ResolvedText
    /// The lowest value.
    package var low: ResolvedText
}

/// The `image` template.
package struct ResolvedImageTemplate: Hashable, Sendable {
    /// The picture or drawing.
    package var image: ResolvedImage
    /// The title above a rectangular image.
    package var title: ResolvedText?
    /// The template's own flag, which covers the image and the title.
    package var sensitivity: Sensitivity
}

/// A picture or a vector drawing, as it would be drawn.
package struct ResolvedImage: Hashable, Sendable {
    /// Where the image's pixels come from.
    package enum Source: Hashable, Sendable {
        /// A picture file, not yet decoded: the redact stage decodes it if it is shown.
        case picture(Picture)
        /// Path data in its box, filled with a colour: a built-in icon's outline.
        case vector(PathData, ViewBox, Color)
        /// Path data a face file writes, in its box, filled with a colour: not yet parsed, the redact stage parses it if
        /// it is shown.
        case path(PathText, ViewBox, Color)
    }

    /// What is drawn: a picture file or path data.
    package var source: Source
    /// How it takes part in redaction.
    package var sensitivity: Sensitivity
    /// Whether the accented mode tints it.
    package var accentable: Bool
    /// False when its complication hides it in Always On.
    package var isDrawn: Bool
}
