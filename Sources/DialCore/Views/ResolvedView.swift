import DialModel

/// A complication's view tree after resolve: fonts, colours and pictures looked up, lengths in pixels, the environment
/// branch for the context chosen, each element's privacy marks worked out by containment. Still holds every value;
/// only `Redactor` reads it.
public struct ResolvedView: Hashable, Sendable {
    /// The tree, as SwiftUI would lay it out.
    package var root: ViewTree<ResolvedViewLeaf>
    /// A corner's label (`widgetLabel`), drawn curved along the bezel.
    package var widgetLabel: ViewTree<ResolvedViewLeaf>?
    /// Every element (a text, a picture, a shape, a gauge's value), numbered as the leaves refer to them, with its
    /// sensitivity after containment.
    package var elements: [ViewElement]
    /// Whether the view draws its own backdrop (`accessoryWidgetBackground`; a face draws no `containerBackground`): WidgetKit draws
    /// no platter of its own behind a view.
    package var drawsBackground: Bool
    /// The face's locale is written right to left (`he-IL`, `ar-EG`): SwiftUI's `layoutDirection`, which mirrors the
    /// layout (`leading` is the right edge, an hstack runs right to left). Not the texts': a hidden text is a bar.
    package var isRightToLeft = false
    /// `widgetCurvesContent`: in a corner, the view's text is curved along the dial as watchOS curves it, large, not
    /// set flat in the corner's small circle.
    package var curvesContent = false
}

/// A complication's view tree as it may be shown: every hidden element replaced by a stand-in whose size does not
/// depend on it.
public struct RedactedView: Hashable, Sendable {
    package var root: ViewTree<RedactedViewLeaf>
    package var widgetLabel: ViewTree<RedactedViewLeaf>?
    package var drawsBackground: Bool
    package var isRightToLeft: Bool
    package var curvesContent = false
}

/// One element of a view tree: what redaction decides on.
package struct ViewElement: Hashable, Sendable {
    /// Its path in the view, as `dial explain` names it: `view.vstack[0]`.
    package var id: ElementID
    /// Its sensitivity inside the views that hold it.
    package var sensitivity: Sensitivity
    /// The stand-in element of the outermost region (`ViewTree.region`) it is in: hidden with it, it is not listed
    /// apart, since how many elements a region holds is what the region hides.
    package var region: Int? = nil
    /// Whether it is a region's stand-in rather than a view of its own: listed only where the region is hidden.
    package var isRegion: Bool {
        if case .region = id { true } else { false }
    }
}

/// SwiftUI's containers and layout modifiers over leaves of one stage (resolved, then redacted): the same shape on
/// both sides of redaction, so that only leaves change there.
package indirect enum ViewTree<Leaf: Hashable & Sendable>: Hashable, Sendable {
    case leaf(Leaf)
    /// A gauge: its track and value (a leaf), and its labels, laid out by the gauge's style.
    case gauge(GaugeViewStyleDocument, Leaf, labels: GaugeLabels<Leaf>)
    /// `AccessoryWidgetBackground` (the platter's colour): the family's shape in the
    /// view's frame.
    case widgetBackground(Color)
    case spacer(minLength: Double)
    /// A stack; `spacing` nil for SwiftUI's default between each pair.
    case stack(ViewAxis, ViewAlignment.Position, spacing: Double?, [ViewTree])
    case zstack(ViewAlignment, [ViewTree])
    /// Nothing: an environment branch without `else` where it does not hold.
    case empty
    case padding(ViewInsets, ViewTree)
    case frame(width: Double?, height: Double?, alignment: ViewAlignment, ViewTree)
    case flexibleFrame(FlexibleFrame, ViewTree)
    case fixedSize(horizontal: Bool, vertical: Bool, ViewTree)
    case layoutPriority(Double, ViewTree)
    case offset(x: Double, y: Double, ViewTree)
    /// `aspectRatio`: a ratio (width over height; none for the view's own) and whether it fills what is offered.
    case aspectRatio(Double?, fill: Bool, ViewTree)
    /// `background` (`front: false`) or `overlay` (`front: true`).
    case layer(ViewTree, ViewTree, front: Bool)
    /// `clipShape`: the view drawn only inside the shape, which takes the view's frame.
    case clip(ViewShape.Kind, ViewTree)
    /// `mask`: the first view drawn only where the second (proposed the first's size and centred on it, as an overlay
    /// is) has ink, as much as its alpha; the pair lays out as the first.
    case mask(ViewTree, ViewTree)
    /// `GeometryReader`: takes the room it is offered, offers it to its view at its top leading corner; the relative
    /// lengths inside are of its size.
    case geometry(ViewTree)
    /// `frame(width:height:alignment:)` with a length relative to the nearest geometry's size.
    case relativeFrame(width: ViewLength?, height: ViewLength?, alignment: ViewAlignment, ViewTree)
    /// `position(x:y:)`: the view's centre at the point, in the room offered, which it takes whole.
    case position(x: ViewLength, y: ViewLength, ViewTree)
    /// A drawing effect over the view, which lays out as without it.
    case effect(ViewEffect, ViewTree)
    /// `ViewThatFits`: the first view whose ideal size fits the room offered, else the last. Each is resolved and
    /// redacted, so which one fits never depends on what a hidden one holds.
    case firstFitting([ViewTree])
    /// `Grid`: its rows' cells, laid out in columns (`GridLayout`).
    case grid(ViewGrid<ViewTree>)
    /// A container under `privacySensitive` (a stack, a branch, a `viewThatFits`, a grid) that holds elements, none of
    /// them `unredacted`, or a stack's child hidden with its container (a run of such children shares one stand-in):
    /// where the mark hides it, redaction draws the leaf, one bar in the container's font, instead of the tree, so that
    /// how many views it holds, of which kinds, and which branch holds show nowhere; where it is shown, the tree.
    /// Redaction resolves every region one way or the other, so layout meets none.
    case region(Leaf, ViewTree)

    /// The same tree with every leaf replaced by `transform`'s.
    package func map<Other>(_ transform: (Leaf) throws(FaceError) -> Other) throws(FaceError) -> ViewTree<Other> {
        switch self {
        case .leaf(let leaf): return .leaf(try transform(leaf))
        case .gauge(let style, let leaf, let labels): return .gauge(style, try transform(leaf), labels: try labels.map(transform))
        case .widgetBackground(let color): return .widgetBackground(color)
        case .spacer(let minLength): return .spacer(minLength: minLength)
        case .stack(let axis, let alignment, let spacing, let children):
            var mapped: [ViewTree<Other>] = []
            for child in children { mapped.append(try child.map(transform)) }
            return .stack(axis, alignment, spacing: spacing, mapped)
        case .zstack(let alignment, let children):
            var mapped: [ViewTree<Other>] = []
            for child in children { mapped.append(try child.map(transform)) }
            return .zstack(alignment, mapped)
        case .empty: return .empty
        case .padding(let insets, let child): return .padding(insets, try child.map(transform))
        case .frame(let width, let height, let alignment, let child):
            return .frame(width: width, height: height, alignment: alignment, try child.map(transform))
        case .flexibleFrame(let frame, let child): return .flexibleFrame(frame, try child.map(transform))
        case .fixedSize(let horizontal, let vertical, let child):
            return .fixedSize(horizontal: horizontal, vertical: vertical, try child.map(transform))
        case .layoutPriority(let priority, let child): return .layoutPriority(priority, try child.map(transform))
        case .offset(let x, let y, let child): return .offset(x: x, y: y, try child.map(transform))
        case .aspectRatio(let ratio, let fill, let child): return .aspectRatio(ratio, fill: fill, try child.map(transform))
        case .layer(let primary, let secondary, let front):
            return .layer(try primary.map(transform), try secondary.map(transform), front: front)
        case .clip(let shape, let child): return .clip(shape, try child.map(transform))
        case .mask(let content, let mask): return .mask(try content.map(transform), try mask.map(transform))
        case .geometry(let child): return .geometry(try child.map(transform))
        case .relativeFrame(let width, let height, let alignment, let child):
            return .relativeFrame(width: width, height: height, alignment: alignment, try child.map(transform))
        case .position(let x, let y, let child): return .position(x: x, y: y, try child.map(transform))
        case .effect(let effect, let child): return .effect(effect, try child.map(transform))
        case .firstFitting(let children):
            var mapped: [ViewTree<Other>] = []
            for child in children { mapped.append(try child.map(transform)) }
            return .firstFitting(mapped)
        case .grid(let grid):
            return .grid(try grid.map { (cell) throws(FaceError) in try cell.map(transform) })
        case .region(let standIn, let tree):
            return .region(try transform(standIn), try tree.map(transform))
        }
    }

    /// The tree with each region replaced by its stand-in where `hides` says its mark hides it, else by what it holds.
    package func resolvingRegions(_ hides: (Leaf) -> Bool) -> ViewTree {
        // A run of hidden regions with one stand-in (a stack's children hidden with it) is drawn once.
        func all(_ trees: [ViewTree]) -> [ViewTree] {
            var resolved: [ViewTree] = []
            var last: Leaf?
            for tree in trees {
                if case .region(let standIn, _) = tree, hides(standIn) {
                    if standIn == last { continue }
                    last = standIn
                } else {
                    last = nil
                }
                resolved.append(tree.resolvingRegions(hides))
            }
            return resolved
        }
        switch self {
        case .leaf, .widgetBackground, .spacer, .empty: return self
        case .region(let standIn, let tree): return hides(standIn) ? .leaf(standIn) : tree.resolvingRegions(hides)
        case .gauge(let style, let leaf, let labels):
            return .gauge(style, leaf, labels: GaugeLabels(label: labels.label?.resolvingRegions(hides), current: labels.current?.resolvingRegions(hides),
                                                           minimum: labels.minimum?.resolvingRegions(hides), maximum: labels.maximum?.resolvingRegions(hides)))
        case .stack(let axis, let alignment, let spacing, let children): return .stack(axis, alignment, spacing: spacing, all(children))
        case .zstack(let alignment, let children): return .zstack(alignment, all(children))
        case .padding(let insets, let child): return .padding(insets, child.resolvingRegions(hides))
        case .frame(let width, let height, let alignment, let child):
            return .frame(width: width, height: height, alignment: alignment, child.resolvingRegions(hides))
        case .flexibleFrame(let frame, let child): return .flexibleFrame(frame, child.resolvingRegions(hides))
        case .fixedSize(let horizontal, let vertical, let child):
            return .fixedSize(horizontal: horizontal, vertical: vertical, child.resolvingRegions(hides))
        case .layoutPriority(let priority, let child): return .layoutPriority(priority, child.resolvingRegions(hides))
        case .offset(let x, let y, let child): return .offset(x: x, y: y, child.resolvingRegions(hides))
        case .aspectRatio(let ratio, let fill, let child): return .aspectRatio(ratio, fill: fill, child.resolvingRegions(hides))
        case .layer(let primary, let secondary, let front):
            return .layer(primary.resolvingRegions(hides), secondary.resolvingRegions(hides), front: front)
        case .clip(let shape, let child): return .clip(shape, child.resolvingRegions(hides))
        case .mask(let content, let mask): return .mask(content.resolvingRegions(hides), mask.resolvingRegions(hides))
        case .geometry(let child): return .geometry(child.resolvingRegions(hides))
        case .relativeFrame(let width, let height, let alignment, let child):
            return .relativeFrame(width: width, height: height, alignment: alignment, child.resolvingRegions(hides))
        case .position(let x, let y, let child): return .position(x: x, y: y, child.resolvingRegions(hides))
        case .effect(let effect, let child): return .effect(effect, child.resolvingRegions(hides))
        case .firstFitting(let children): return .firstFitting(all(children))
        case .grid(var grid):
            // A run of rows hidden with the grid (each cell a region of the run's one stand-in) is one row across.
            var rows: [ViewGrid<ViewTree>.Row] = []
            var last: Leaf?
            for row in grid.rows {
                let standIns = row.cells.map { cell -> Leaf? in
                    if case .region(let standIn, _) = cell, hides(standIn) { standIn } else { nil }
                }
                if let standIn = standIns.first ?? nil, standIns.allSatisfy({ $0 == standIn }) {
                    if standIn != last { rows.append(.init(cells: [.leaf(standIn)], spans: [1], across: true)) }
                    last = standIn
                    continue
                }
                last = nil
                var shown = row
                shown.cells = row.cells.map { $0.resolvingRegions(hides) }
                rows.append(shown)
            }
            grid.rows = rows
            return .grid(grid)
        }
    }
}

/// A length in pixels, or a fraction of the nearest geometry's (`GeometryReader`'s) width or height.
package enum ViewLength: Hashable, Sendable {
    case pixels(Double)
    case fraction(Double, of: ViewAxis)

    /// The length where it is in pixels already; nil for a fraction, which needs a geometry's size.
    var fixedPixels: Double? {
        if case .pixels(let pixels) = self { pixels } else { nil }
    }

    /// The length in a geometry of `size`.
    package func pixels(in size: Rect.Size) -> Double {
        switch self {
        case .pixels(let pixels): pixels
        case .fraction(let fraction, let axis): fraction * size[axis]
        }
    }
}

/// A gauge's labels, as views (SwiftUI's `Gauge` label closures).
package struct GaugeLabels<Leaf: Hashable & Sendable>: Hashable, Sendable {
    package var label: ViewTree<Leaf>?
    package var current: ViewTree<Leaf>?
    package var minimum: ViewTree<Leaf>?
    package var maximum: ViewTree<Leaf>?

    func map<Other>(_ transform: (Leaf) throws(FaceError) -> Other) throws(FaceError) -> GaugeLabels<Other> {
        GaugeLabels<Other>(label: try label?.map(transform), current: try current?.map(transform),
                           minimum: try minimum?.map(transform), maximum: try maximum?.map(transform))
    }
}

/// What a view draws with, beyond its layout: neither moves anything, and neither depends on what the view shows.
package enum ViewEffect: Hashable, Sendable {
    /// `rotationEffect`: radians clockwise about the view's frame's centre.
    case rotation(Double)
    /// `scaleEffect`: each way's scale, about the anchor (a unit point of the view's frame).
    case scale(x: Double, y: Double, anchorX: Double, anchorY: Double)
    /// A text's or symbol's gradient foreground style, across the view's frame (SwiftUI fills the glyphs with it). A
    /// hidden text or symbol keeps its stand-in in the redaction colour: the effect is not drawn over it.
    case gradient(ViewGradient)
}

/// A colour or a gradient (across a view's frame from its start point to its end point; along a gauge, from its start
/// to its end).
package enum ViewPaint: Hashable, Sendable {
    case color(Color)
    case gradient(ViewGradient)

    /// The paint's one colour where one is needed (a text, a symbol): a gradient's first.
    package var first: Color {
        switch self {
        case .color(let color): color
        case .gradient(let gradient): gradient.colors[0]
        }
    }

    /// The colour at `fraction` of the way along a gradient.
    package func color(at fraction: Double) -> Color {
        guard case .gradient(let gradient) = self else { return first }
        return gradient.color(at: fraction)
    }
}

/// SwiftUI's `LinearGradient`: colours at locations along the line from its start point to its end point, unit points
/// of the frame it fills; each colour goes on unchanged beyond the ends.
package struct ViewGradient: Hashable, Sendable {
    package var colors: [Color]
    /// Each colour's place from 0 to 1, rising; nil for evenly spaced.
    package var locations: [Double]?
    /// The gradient's ends, as fractions of the frame's width and height from its top leading corner.
    package var start: (x: Double, y: Double) { (startX, startY) }
    package var end: (x: Double, y: Double) { (endX, endY) }
    private var startX: Double, startY: Double, endX: Double, endY: Double
    /// An `AngularGradient`'s turn, where the colours run round a centre instead of along the line.
    package var turn: Turn?

    /// SwiftUI's `AngularGradient`: its colours from `start` to `end` (radians clockwise from 3 o'clock) about a unit
    /// point of the frame; where the turn is short of a whole one, the end colour, then halfway across the gap the
    /// start colour, fill the rest, as SwiftUI fills it.
    package struct Turn: Hashable, Sendable {
        package var centerX: Double, centerY: Double
        package var start: Double, end: Double

        package init(centerX: Double, centerY: Double, start: Double, end: Double) {
            (self.centerX, self.centerY, self.start, self.end) = (centerX, centerY, start, end)
        }

        /// Where along the gradient (0 to 1) the direction at `angle` radians lies.
        package func fraction(at angle: Double) -> Double {
            var turned = (angle - start).truncatingRemainder(dividingBy: 2 * .pi)
            if turned < 0 { turned += 2 * .pi }
            let sweep = end - start
            if turned <= sweep { return turned / sweep }
            return turned - sweep < (2 * .pi - sweep) / 2 ? 1 : 0
        }
    }

    package init(colors: [Color], locations: [Double]? = nil, start: (x: Double, y: Double) = (0, 0.5), end: (x: Double, y: Double) = (1, 0.5)) {
        self.colors = colors
        self.locations = locations
        (startX, startY, endX, endY) = (start.x, start.y, end.x, end.y)
    }

    /// The colour at `fraction` of the way from the start to the end.
    package func color(at fraction: Double) -> Color {
        let fraction = min(max(fraction, 0), 1)
        guard let locations else {
            let position = fraction * Double(colors.count - 1)
            let index = min(Int(position), colors.count - 2)
            return Self.mix(colors[index], colors[index + 1], position - Double(index))
        }
        guard fraction > locations[0] else { return colors[0] }
        guard let next = locations.firstIndex(where: { $0 >= fraction }) else { return colors[colors.count - 1] }
        let span = locations[next] - locations[next - 1]
        return span > 0 ? Self.mix(colors[next - 1], colors[next], (fraction - locations[next - 1]) / span) : colors[next]
    }

    private static func mix(_ a: Color, _ b: Color, _ t: Double) -> Color {
        func mix(_ x: UInt8, _ y: UInt8) -> UInt8 { UInt8((Double(x) * (1 - t) + Double(y) * t).rounded()) }
        return Color(red: mix(a.red, b.red), green: mix(a.green, b.green), blue: mix(a.blue, b.blue), alpha: mix(a.alpha, b.alpha))
    }

    /// The gradient's line in `frame`, in pixels: its start, and its direction and length.
    func line(in frame: Rect) -> (start: Point, direction: Point, length: Double) {
        let from = Point(x: frame.x + start.x * frame.width, y: frame.y + start.y * frame.height)
        let to = Point(x: frame.x + end.x * frame.width, y: frame.y + end.y * frame.height)
        let length = ((to.x - from.x) * (to.x - from.x) + (to.y - from.y) * (to.y - from.y)).squareRoot()
        guard length > 1e-9 else { return (from, Point(x: 1, y: 0), 1) }
        return (from, Point(x: (to.x - from.x) / length, y: (to.y - from.y) / length), length)
    }
}

/// What a resolved view draws, with the element it is.
package struct ResolvedViewLeaf: Hashable, Sendable {
    package enum Content: Hashable, Sendable {
        case text(ResolvedText, ViewTextStyle)
        /// A picture or symbol, its size where it keeps it, its template colour, and how it is sized.
        case image(ResolvedImage, natural: Rect.Size, template: Color?, sizing: ImageSizing)
        case shape(ViewShape)
        /// A gauge's track and value, or a progress bar's.
        case value(Fraction, ViewPaint)
        /// A chart's marks and grid.
        case chart(ViewChart)
    }

    package var content: Content
    /// Its index in `ResolvedView.elements`.
    package var element: Int
}

/// What a redacted view draws: the same as resolved, or the stand-in of a hidden element.
package enum RedactedViewLeaf: Hashable, Sendable {
    /// Text, or its bar (a fixed number of ems of its font: the same whatever it hides).
    case text(RedactedText, ViewTextStyle)
    /// A picture or symbol as resolved, with its path in the view (`view.gauge.currentValueLabel`) for reports.
    case image(RedactedImage, natural: Rect.Size, template: Color?, sizing: ImageSizing, path: String)
    case shape(ViewShape)
    /// A gauge's or progress bar's value, or (hidden) only its track in the redaction colour, with its path in the
    /// view for reports.
    case value(Shown<Fraction>, ViewPaint, path: String)
    /// A chart, or (hidden) only its baseline in the redaction colour: not its marks' count, values or colours; with
    /// its path in the view (`view.vstack[1]`), by which reports name what becomes of its axis labels.
    case chart(Shown<ViewChart>, path: String)
}

/// How a text view sets its lines.
package struct ViewTextStyle: Hashable, Sendable {
    /// `multilineTextAlignment`.
    package var alignment: ViewAlignment.Position
    package var strikethrough: Bool
    /// `monospacedDigit`: its digits in the font's tabular figures (OpenType `tnum`), each as wide as the others.
    package var tabularDigits = false
    /// Whether its font is a large one (`ViewResolver.isLargeFont`): how far a text of it that cannot be cut shrinks
    /// before it is dropped (`ViewLayout.leastNumberSize`). Decided by the font as written, so one style takes one rule
    /// on every screen.
    package var largeFont = false
    /// Its path in the complication's content (`view.vstack[0]`), by which `dial lint` and `dial explain` name it
    /// where it is cut or shrunk.
    package var path: String
}

/// A `shape` view.
package struct ViewShape: Hashable, Sendable {
    package enum Kind: Hashable, Sendable {
        case circle, capsule, rectangle
        case roundedRectangle(cornerRadius: Double)
    }

    package var kind: Kind
    package var paint: ViewPaint
    package var accentable: Bool
    /// Its outline stroked, trimmed or turned (`ViewShape+Outline`); nil where the shape is filled.
    package var outline: ViewShapeOutline? = nil
}
