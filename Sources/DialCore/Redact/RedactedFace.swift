import DialModel

/// A face as it may be shown in its context: every value that is redacted there has been replaced by a case
/// that carries nothing of it (no text, no length, no value). Every stage after `Redactor` reads only this, so
/// no secret can shape a frame, a pixel or a byte of output (docs/privacy.md, "Non-interference").
package struct RedactedFace: Hashable, Sendable {
    /// The face's name, as reports show it.
    package var name: String
    /// The screen the face is drawn on.
    package var device: Device
    /// The face's style, which decides its slots and its clock.
    package var style: FaceStyle
    /// Active or Always On.
    package var display: Display
    /// The clock at the moment shown: never private.
    package var clock: ResolvedClock
    /// Every complication as it may be shown, in the file's order.
    package var complications: [RedactedComplication]
    /// How Always On changes colours.
    package var alwaysOn: AlwaysOnAppearance
    /// The rendering mode and the wearer's tint.
    package var rendering: Rendering
    /// Whether the face's locale lays out right to left: a bar stands at the leading edge of this direction, where a
    /// line of the locale's text stands, since the direction of the text it hides is as hidden as the text.
    package var isRightToLeft: Bool
}

/// Why a complication's content is (partly) hidden; reasons accumulate, as SwiftUI's `RedactionReasons`.
package struct RedactionReasons: OptionSet, Hashable, Sendable {
    /// The reasons as bits.
    package let rawValue: Int
    /// Reasons from their bits.
    package init(rawValue: Int) { self.rawValue = rawValue }

    /// Its data can't be read now: its placeholder is drawn.
    package static let placeholder = RedactionReasons(rawValue: 1)
    /// The wearer hides it: its sensitive elements are drawn as bars.
    package static let privacy = RedactionReasons(rawValue: 2)
    /// A refresh is pending.
    package static let invalidated = RedactionReasons(rawValue: 4)
}

/// A complication as it may be shown: its placement, why it is (partly) hidden, and its content with every hidden
/// value replaced.
package struct RedactedComplication: Hashable, Sendable {
    /// Its id in the file.
    package var id: String
    /// The slot it sits in.
    package var slot: SlotID
    /// The shape it takes.
    package var family: Family
    /// Where its slot puts it on this device.
    package var placement: SlotPlacement
    /// Why it is (partly) hidden; empty when it is shown whole.
    package var reasons: RedactionReasons
    /// What is drawn: its content, its placeholder or the system placeholder, hidden values replaced.
    package var content: RedactedContent
    /// (Dial) A bezel that one display hides more of than the other (the wearer's Hide Sensitive Complications hides
    /// it wrist down): the dial gives way to every angle its text may take, in both displays, rather than to the text
    /// drawn. A hidden text's bar has a fixed width, which tells nothing of the text, so a dial that gave way to what
    /// each display draws showed more marks wrist down than up (stranger15 #10); no room but a fixed one can stand for
    /// a hidden text's. Decided on what is public (the settings, the marks), so it tells nothing either.
    package var givesDialWholeSlot = false
}

/// A complication's content as it may be shown: one of the templates with hidden values replaced.
package indirect enum RedactedContent: Hashable, Sendable {
    /// Lines of text, with an icon.
    case stack(RedactedStack)
    /// A value on a ring, an arc or a bar.
    case gauge(RedactedGauge)
    /// Up to three concentric progress rings.
    case rings(RedactedRings)
    /// Text along the bezel or a corner.
    case curvedText(RedactedCurvedText)
    /// Bars or a line over a series of values.
    case chart(RedactedChart)
    /// A picture or a vector drawing.
    case image(RedactedImageTemplate)
    /// A view tree (docs/views.md).
    case view(RedactedView)
    /// The family's neutral placeholder shapes: nothing of the complication's content at all.
    case systemPlaceholder
}

/// The `stack` template as it may be shown.
package struct RedactedStack: Hashable, Sendable {
    /// One to three lines, top first, each text or a bar.
    package var lines: [RedactedText]
    /// The icon, or the shape standing in for it.
    package var icon: RedactedImage?
}

/// A line of text, or the bar that stands in for it.
package struct RedactedText: Hashable, Sendable {
    /// What the line shows: its text, a bar, or nothing.
    package enum Content: Hashable, Sendable {
        /// The text, shown.
        case text(String)
        /// A redaction bar; its width comes from something that is not the secret.
        case bar(BarWidth)
        /// Nothing: the element is hidden in Always On, and keeps its place.
        case nothing
    }

    /// Its font and size; a bar is as tall as the font's capitals.
    package var font: TextFont
    /// Its colour; the redaction colour for a bar.
    package var color: Color
    /// The text, a bar, or nothing.
    package var content: Content
    /// Whether the accented mode tints it.
    package var accentable: Bool
    /// The smallest share of its size the text may shrink to before it is shortened.
    package var minimumScale: Double
    /// Lines it may wrap onto.
    package var maxLines: Int
    /// Shorter forms of shown text, tried in order where it does not fit; none for a bar or nothing (a hidden text's
    /// forms are as hidden as it).
    package var shortForms: [String]
    /// The smallest size in pixels it is drawn at to be read at a glance (`LegibleSize`); 0 where only
    /// `minimumScale` bounds it.
    package var legibleSize: Double
    /// A live time text shown (`ResolvedText.isLive`): drawn whole, in one of its forms, however small, never cut,
    /// since part of a time or a duration is another time ("ཆུ་ཚོད་…" names none). False for a bar, which is never
    /// fitted: that a hidden line is live is the face's structure, not its data, but nothing needs it.
    package var isLive: Bool
    /// A view's text a display may hide (`privacySensitive` after containment, in this display or the other, or its
    /// bar): a stack offers it room after the views beside it, so they are set the same whether it is shown or hidden.
    /// The face's structure, not its data; false for a template's lines.
    package var mayHide = false
    /// (Dial) Of a text that may hide (`mayHide`): the bar it is drawn as where it hides, known in both displays, shown
    /// or hidden, so that a grid keeps that bar's room for its column in both and sets its other columns alike wrist up
    /// and wrist down (`GridLayout`). Its width comes from what a bar's does (the family's ems, a placeholder's text;
    /// under `redactionStyle: apple`, which shows a secret's length knowingly, the text's width). Nil for the rest.
    package var keptBar: BarWidth? = nil
    /// `ResolvedText.minimumScaleIsWritten` of a shown text: whether a report may say its `minimumScaleFactor` let it
    /// shrink. The face's structure, not its data; false for a bar, which is never fitted.
    package var minimumScaleIsWritten = false
    /// Of a rectangular's shown line drawn below its legible size only because a line above it was (a line is never
    /// drawn larger than the headline over it): that line's text, which a report names as the cause (stranger22 #8:
    /// "၆ မိနစ်" at 9.1 pt under an arrow headline at 9.1 pt, advised to take "a larger slot, or a shorter style").
    /// Set by layout from shown text only; nil for the rest.
    package var sizeSetBy: String? = nil

    /// A line as layout will draw it.
    package init(font: TextFont, color: Color, content: Content, accentable: Bool = false, minimumScale: Double = 1, maxLines: Int = 1,
                shortForms: [String] = [], legibleSize: Double = 0, isLive: Bool = false) {
        if case .text = content { self.shortForms = shortForms } else { self.shortForms = [] }
        if case .text = content { self.isLive = isLive } else { self.isLive = false }
        self.legibleSize = legibleSize
        self.font = font
        self.color = color
        self.content = content
        self.accentable = accentable
        self.minimumScale = minimumScale
        self.maxLines = maxLines
    }
}

/// Where a redaction bar's width comes from: never from the hidden text, unless the face asks for Apple's style.
package enum BarWidth: Hashable, Sendable {
    /// A fixed number of ems of the line's font.
    case ems(Double)
    /// As wide as this placeholder text (which is not secret: the app wrote it to be shown).
    case widthOf(String)
    /// As wide as the hidden text was: `redactionStyle: apple` only, which knowingly shows the secret's length.
    case textWidth(Double)
}

/// A value that is drawn, or hidden with nothing of it left.
package enum Shown<Value: Hashable & Sendable>: Hashable, Sendable {
    /// The value, drawn.
    case shown(Value)
    /// Hidden: nothing of the value is left.
    case hidden
}

/// The `gauge` template as it may be shown.
package struct RedactedGauge: Hashable, Sendable {
    /// The value's position on the range, or hidden.
    package typealias Value = Shown<Fraction>

    /// `closed`, `open` or `segmented`.
    package var style: GaugeStyle
    /// Segments of a segmented gauge; 0 for the others.
    package var segments: Int
    /// The fill's colour.
    package var color: Color
    /// The value marker and fill, or (hidden) only the track.
    package var value: Value
    /// Whether the accented mode tints it.
    package var accentable: Bool
    /// The text in a ring's middle.
    package var text: RedactedText?
    /// The icon in a ring's middle.
    package var icon: RedactedImage?
    /// The label at the range's start.
    package var leading: RedactedText?
    /// The label at the range's end.
    package var trailing: RedactedText?
    /// The title above a rectangular bar.
    package var title: RedactedText?
    /// False: nothing of the gauge is drawn (hidden in Always On); its text still follows its own choice.
    package var isDrawn: Bool
    /// Its filled part drawn as an outline.
    package var outlined: Bool
    /// A view's gradient tint, drawn along a corner's arc from its reading start as watchOS draws it (the marker and
    /// `color` are its colour at the value); nil for one colour, and where the value is hidden.
    package var gradient: ViewGradient? = nil
}

/// The `rings` template as it may be shown.
package struct RedactedRings: Hashable, Sendable {
    /// Outermost first; hidden rings keep only their tracks.
    package var rings: [RedactedRing]
    /// The text in the rings' middle.
    package var text: RedactedText?
    /// Whether the accented mode tints it.
    package var accentable: Bool
}

/// One progress ring: its turns, or only its track.
package struct RedactedRing: Hashable, Sendable {
    /// Turns (1 is the goal), or hidden.
    package var turns: Shown<Double>
    /// The ring's colour.
    package var color: Color
}

/// The `curvedText` template as it may be shown.
package struct RedactedCurvedText: Hashable, Sendable {
    /// The text along the bezel or the corner, or its bar.
    package var text: RedactedText
    /// A bezel's circular content, or the picture beside a corner's text.
    package var inner: RedactedContent?
}

/// The `chart` template as it may be shown.
package struct RedactedChart: Hashable, Sendable {
    /// The chart's marks, or (hidden) an empty frame: no value, not even the range, is left.
    package struct Data: Hashable, Sendable {
        /// Each value's height on the chart's scale, oldest first.
        package var points: [Fraction]
        /// Where bars grow from.
        package var baseline: Fraction
        /// The highest and lowest values, written out.
        package var range: RedactedChartRange?
    }

    /// Bars or a line.
    package var style: ChartStyle
    /// The marks' colour.
    package var color: Color
    /// The marks, or hidden.
    package var data: Shown<Data>
    /// The title above the chart.
    package var title: RedactedText?
    /// Whether the accented mode tints it.
    package var accentable: Bool
}

/// A chart's highest and lowest values, written on its right.
package struct RedactedChartRange: Hashable, Sendable {
    /// The highest value.
    package var high: RedactedText
    /// The lowest value.
    package var low: RedactedText
}

/// The `image` template as it may be shown.
package struct RedactedImageTemplate: Hashable, Sendable {
    /// The picture or drawing, or its stand-in.
    package var image: RedactedImage
    /// The title above a rectangular image.
    package var title: RedactedText?
}

/// A picture or drawing, or the neutral shape standing in for it.
package struct RedactedImage: Hashable, Sendable {
    /// What the image shows.
    package enum Content: Hashable, Sendable {
        /// A decoded picture.
        case bitmap(Bitmap)
        /// Path data in its box, filled with a colour.
        case vector(PathData, ViewBox, Color)
        /// Redacted: the family's mask filled with this colour, nothing of the picture.
        case hidden(Color)
    }

    /// The picture, the drawing, or the redaction shape.
    package var content: Content
    /// Whether the accented mode tints it.
    package var accentable: Bool
}
