/// A complication's view as layout sees it, after resolve and redact: SwiftUI's containers and modifiers that decide
/// sizes and positions, with what they hold reduced to leaves that know only how big they are for a proposal
/// (a shaped text, a picture, a shape). Hidden content is already a stand-in here, sized without its value.
package indirect enum ViewNode {
    /// Content that answers a proposal with its size: text, a picture, a shape, a gauge.
    case leaf(ViewLeaf)
    /// Room along the stack it is in, at least `minLength` (SwiftUI's `Spacer`).
    case spacer(minLength: Double)
    /// `HStack` (horizontal) or `VStack` (vertical): children one after another, `spacing` apart (none beside a
    /// spacer; nil for SwiftUI's default distance between each pair, `StackLayout.spacing(between:and:spacing:axis:)`),
    /// aligned across the axis.
    case stack(ViewAxis, alignment: ViewAlignment.Position, spacing: Double?, [ViewNode])
    /// `ZStack`: children on top of one another, the first at the back.
    case zstack(ViewAlignment, [ViewNode])
    /// `padding`: the child proposed less by the insets, and reported larger by them (negative insets: proposed more,
    /// reported smaller, the child overflowing the frame).
    case padding(ViewInsets, ViewNode)
    /// `frame(width:height:alignment:)`: a dimension given is proposed to the child and reported whatever the child
    /// chooses; one left out is the child's.
    case frame(width: Double?, height: Double?, alignment: ViewAlignment, ViewNode)
    /// `frame(minWidth:idealWidth:maxWidth:minHeight:idealHeight:maxHeight:alignment:)`.
    case flexibleFrame(FlexibleFrame, ViewNode)
    /// `fixedSize(horizontal:vertical:)`: the child proposed nothing in those dimensions, so it takes its ideal size.
    case fixedSize(horizontal: Bool, vertical: Bool, ViewNode)
    /// `layoutPriority`: a stack offers room to higher priorities first.
    case layoutPriority(Double, ViewNode)
    /// `background` (`front: false`) or `overlay` (`front: true`): the second view is proposed the first one's size
    /// and placed on it; the pair reports the first one's size.
    case layer(ViewNode, ViewNode, front: Bool, alignment: ViewAlignment)
    /// `offset`: drawn moved, laid out where it was.
    case offset(x: Double, y: Double, ViewNode)
    /// `aspectRatio(_:contentMode:)`: the child proposed the largest size of the ratio (width over height; none for the
    /// child's ideal size's) inside the proposal, or with `fill` the smallest around it; the child's size is its own.
    case aspectRatio(Double?, fill: Bool, ViewNode)
    /// A drawing effect (`clipShape`, `rotationEffect`, a gradient's foreground): laid out as its child; placed, its
    /// frame (under `id`) is what the effect applies to the leaves placed after it (cut to, turned about, painted across).
    case effect(id: Int, ViewNode)
    /// `GeometryReader`: takes the room it is offered (10 points where none is), offers it whole to its view and sets
    /// it at its top leading corner; the relative lengths inside are of its size.
    case geometry(ViewNode)
    /// A fixed `frame` whose lengths may be relative to the nearest geometry: before layout, `relative(to:)` makes it
    /// a `frame` in pixels.
    case relativeFrame(width: ViewLength?, height: ViewLength?, alignment: ViewAlignment, ViewNode)
    /// `position(x:y:)`: takes the room it is offered (its child's size where none is), offers it to its child, and
    /// sets the child's centre at the point.
    case position(x: ViewLength, y: ViewLength, ViewNode)
    /// `ViewThatFits`: laid out as the first child whose ideal size (proposed nothing) fits the proposal in both
    /// dimensions, else as the last; the others are neither placed nor drawn.
    case firstFitting([ViewNode])
    /// `Grid`: rows of cells in columns, each column as wide as its widest cell, each row as tall as its tallest
    /// (`GridLayout`).
    case grid(ViewGrid<ViewNode>)
    /// A view whose sizes and baselines are measured once per proposal in a layout pass (`ViewMeasures`); laid out,
    /// placed and spaced as its child.
    case measured(ViewMeasures, ViewNode)
    /// (Dial) An `HStack` of two texts or more whose texts shrink together (`ScaledRow`): laid out, placed and spaced as
    /// the stack at the scale its proposal leaves it.
    case row(ScaledRow)

    /// This view measured once per proposal (`ViewMeasures`). A spacer, a layout priority and a view already measured
    /// stay as they are: a stack reads the first two by their case, and the sizes of all three cost nothing to ask again.
    package var measuredOnce: ViewNode {
        switch self {
        case .spacer, .layoutPriority, .measured: self
        default: .measured(ViewMeasures(), self)
        }
    }
}

/// Content at the end of a view tree: an identity for what it draws, and its size for each proposal.
package struct ViewLeaf {
    /// Which drawn element this is, so the placed rectangles can be matched to what to draw.
    package var id: Int
    /// The size the content chooses for a proposal (a text wraps to the width offered; a shape takes what it is
    /// offered, 10 points where nothing is proposed; a picture keeps its size unless resizable).
    package var size: (ProposedSize) -> Rect.Size
    /// A text (shown, or its bar): SwiftUI sets two texts in a column by their fonts' line spacing, not by the default
    /// distance between views.
    package var isText: Bool
    /// An SF Symbol that is not resizable (shown, or its stand-in): SwiftUI spaces it in a column as a line of text.
    package var isSymbol = false
    /// A text's distances to a plain view above and below it in a column, from its font (`TextEdges`); nil for the rest.
    package var textEdges: TextEdges?
    /// (Dial) A shown text that is a reading: a number with what belongs to it (a score "2-14 (20)", "€45", a time), no
    /// letter outside its numbers. It shrinks rather than be cut, so a grid offers its column its width first
    /// (`GridLayout`). Never a hidden text's bar, whose value is not known here.
    package var isReading = false
    /// (Dial) A shown text's least drawn width in a grid's tier (`GridLeast`, `ViewLayout.leastWidth`): a name's shortest
    /// cut the cut rules allow, or the whole text at its legible size where that is narrower or no cut is allowed; a
    /// reading's least room at ¾ of its legible size, or at any size. A grid keeps it for a column of names before its
    /// readings take the rest (`GridLayout`), so a name is never offered nothing. Asked for only there; nil for the
    /// rest, whose least is what they take offered no width.
    package var leastWidth: ((GridLeast) -> Double)?
    /// (Dial) A text a display may hide (`privacySensitive`, shown or as its bar): the height a column keeps for it,
    /// one line of its font, as tall as its bar whatever it says. A column offers it what its other views leave,
    /// after them, having kept only this (`StackLayout`), so they are set alike wrist up and wrist down and nothing
    /// of them depends on what it holds. Nil for the rest.
    package var keptHeight: Double?
    /// (Dial) The same text's bar's width (`RedactedText.keptBar`), whatever it says: the room a grid keeps for its
    /// column before the others share the rest, in both displays, so that they are set alike whether it is shown or is
    /// its bar, and wrist down whatever it hides (`GridLayout`). Nil for the rest.
    package var keptWidth: Double?

    /// A text's first or last baseline below its top for a proposal; nil for content without text, whose baseline is
    /// its bottom, as SwiftUI's default text-baseline guides are.
    package var baseline: ((ProposedSize, TextBaseline) -> Double)?

    package init(id: Int, isText: Bool = false, size: @escaping (ProposedSize) -> Rect.Size,
                 baseline: ((ProposedSize, TextBaseline) -> Double)? = nil) {
        self.id = id
        self.isText = isText
        self.size = size
        self.baseline = baseline
    }
}

/// The limits of a flexible frame in one dimension.
package struct FrameLimits: Hashable, Sendable {
    package var min: Double?
    package var ideal: Double?
    package var max: Double?

    package init(min: Double? = nil, ideal: Double? = nil, max: Double? = nil) {
        self.min = min
        self.ideal = ideal
        self.max = max
    }

    /// Nothing limited: the frame is the child's in this dimension.
    package var isOpen: Bool { min == nil && max == nil }

    /// What the frame proposes to its child: the proposal (its ideal where it has none) within the limits.
    func proposal(_ proposed: Double?) -> Double? {
        guard let length = proposed ?? ideal else { return nil }
        return clamped(length)
    }

    /// The frame's length, after Apple's documentation of the modifier: with both limits, the proposal clamped; with a
    /// minimum only, the proposal where it is less than the child, else the child, at least the minimum; with a
    /// maximum only, the proposal where it is more than the child, else the child, at most the maximum.
    func length(proposed: Double?, child: Double) -> Double {
        guard !isOpen else { return child }
        let proposed = proposed ?? ideal
        guard let proposed else { return clamped(child) }
        switch (min, max) {
        case (.some, .some): return clamped(proposed)
        case (.some, nil): return clamped(proposed < child ? proposed : child)
        default: return clamped(proposed > child ? proposed : child)
        }
    }

    private func clamped(_ length: Double) -> Double {
        var length = length
        if let max { length = Swift.min(length, max) }
        if let min { length = Swift.max(length, min) }
        return length
    }
}

/// A flexible frame's limits in both dimensions and how it aligns its child.
package struct FlexibleFrame: Hashable, Sendable {
    package var width: FrameLimits
    package var height: FrameLimits
    package var alignment: ViewAlignment

    package init(width: FrameLimits = FrameLimits(), height: FrameLimits = FrameLimits(), alignment: ViewAlignment = .center) {
        self.width = width
        self.height = height
        self.alignment = alignment
    }
}

/// How far SwiftUI's default spacing keeps a plain view (a shape, a picture, a gauge) from a text above or below it in
/// a column: not the 8 points between two plain views, but distances from the text's font, as SwiftUI's text spacing
/// declares them (its `edgeAboveText` and `edgeBelowText` categories, which plain views meet with 0; OpenSwiftUI's
/// `Spacing.textSpacing` reads them so). With the font's line height `h` (ascender and descender), `n` a tenth of it
/// rounded up to a whole pixel, and `h + n` the line's outer height: above the text, `h + n` less its ascender (its
/// descender and `n`); below it, `h + n` less its cap height, or its descender and `n` where that is more. A 12-point
/// Inter text stands 7.3 points above a shape under it and 4.4 points below one over it.
package struct TextEdges: Hashable, Sendable {
    /// Between the text's top and a plain view above it, in pixels.
    package var above: Double
    /// Between the text's bottom and a plain view below it, in pixels.
    package var below: Double

    package init(above: Double, below: Double) {
        self.above = above
        self.below = below
    }

    /// The distances for a font of these metrics, in pixels (one pixel is the watch's pixel length, to which SwiftUI
    /// rounds `n` up).
    package init(ascender: Double, descender: Double, capHeight: Double) {
        let lineHeight = ascender + descender
        let natural = (lineHeight * 0.1).rounded(.up)
        let outer = lineHeight + natural
        self.init(above: outer - ascender, below: Swift.max(outer - capHeight, natural + descender))
    }
}
