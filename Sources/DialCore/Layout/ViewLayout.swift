import DialModel
import DialText
import Foundation

/// Lays a redacted view tree out by SwiftUI's rules (`ViewNode`) in a complication's box and draws what it placed.
/// Reads only the redacted tree: a hidden text is a bar of a fixed width (its placeholder's matching text, else ems of its font), whose size is the same
/// whatever it hides, so nothing around it can move.
struct ViewLayout {
    /// What a placed leaf draws.
    private enum Item {
        case leaf(RedactedViewLeaf)
        case background(Color)
        /// A circular gauge's ring (which takes the largest square it is offered) and the labels inside it.
        case ring(GaugeViewStyleDocument, Shown<Fraction>, ViewPaint, GaugeLabels<RedactedViewLeaf>)
        /// A linear gauge's bar, with the gauge's path in the view for reports.
        case bar(GaugeViewStyleDocument, Shown<Fraction>, ViewPaint, path: String)
        /// A linear gauge's bar (the `bar` item under that id) between its end labels (`EndLabels`).
        case endLabels(EndLabels, bar: Int)
        /// A `clipShape`: the leaves placed after it, as many as its placement says, are cut to the shape in its frame.
        case clip(ViewShape.Kind)
        /// A `rotationEffect` or a gradient foreground over the leaves placed after it, as many as its placement says.
        case effect(ViewEffect)
        /// A `mask`: of the leaves placed after it, as many as its placement says, the last entry (a `maskView`) holds
        /// the mask's, and those before it the view's that the mask's alpha masks.
        case mask
        /// Where a mask's own leaves begin: read by the `mask` before it.
        case maskView
    }

    private let shaper: TextShaper
    /// Where a text may be cut: never inside a number (#23), as every text Dial draws.
    private let fitter: TextFitter
    private let family: Family
    /// SwiftUI's `layoutDirection` is right to left: every placed frame mirrored in the box it is drawn in, a text's
    /// `leading` its right edge, a bar filled from the right.
    private let rightToLeft: Bool
    private var items: [Item] = []
    /// How many grids the view being made a node is inside: a text there is given its least width (`leastWidth`).
    private var inGrid = 0
    /// Whether the view made a node holds a grid: only then is a circle's view fitted as a whole (`fittedToMask`).
    private var holdsGrid = false
    /// (Dial) The paths of a grid's names (shown texts in a grid that are not readings): each is cut at its family's
    /// legible size rather than its own, and never to its number alone (`set(_:_:width:height:)`, docs/views.md "Grids").
    private var gridNames: Set<String> = []
    /// (Dial) For a grid's name (by its text leaf's id, a `viewThatFits`'s forms each), the shown readings of its row:
    /// it is drawn no larger than the largest of them, unless that is below its legible size (`capped(_:id:)`).
    private var rowReadings: [Int: [Int]] = [:]

    /// How many texts the view holds, shown, bars or nothing alike, so that the count is the same wrist up and down: a
    /// text alone has no other to give way for it.
    private var textCount: Int {
        items.reduce(0) { count, item in
            guard case .leaf(.text) = item else { return count }
            return count + 1
        }
    }
    /// Whether every text of the view may hide (`RedactedText.mayHide`): then no shown text stands beside one that
    /// hides, and a circle's view may give way for any of its texts (`illegibleInCircle`); else only for one that never
    /// hides, which Always On draws as active does, so that the texts beside a hidden one are set alike in both.
    private var everyTextMayHide: Bool {
        items.allSatisfy { item in
            guard case .leaf(.text(let line, _)) = item else { return true }
            return line.mayHide
        }
    }
    /// The box the view is laid out in: a widget background as large as it is the family's whole backdrop (`platterShape`).
    private var box: Rect?
    /// The family's shape the view is drawn inside: what of a text's ink falls outside it is reported, not moved.
    private let mask: Shape?

    /// Below this size a shrunk text is reported as drawn below its legible size, as a template's is: its family's
    /// (a corner's 8 pt); 0 for a ring's labels, which are not judged.
    private let legibleSize: Double

    /// (Dial) For a text in a `vstack`, the texts above it in the same stack set in a font no smaller than its own: it is
    /// never drawn larger than one of them that shrank (`capped(_:id:)`).
    private var leaders: [Int: [Int]] = [:]
    /// (Dial) For a text that `leaders` may cap, where its frame was set in the room around it (its column's alignment,
    /// or that of a frame it is in): the side a capped text's narrower frame keeps (`text(_:style:id:in:on:)`).
    private var anchors: [Int: ViewAlignment.Position] = [:]
    /// Each shown text's font and drawn size once drawn, by its leaf's id: what a text under it is capped by.
    private let drawnSizes = DrawnSizes()

    /// (Dial) How far the captions of a column that holds a reading give way to it (`captionsGiveWay`): nothing on a
    /// first layout.
    private var giving = CaptionsGiving()
    /// Noted while the tree is made a node: the columns that hold a reading and a caption (`noteReadings`).
    private var columns: [Column] = []
    /// The captions a column left out for its reading (`CaptionsGiving.Way.leftOut`), reported where they are drawn.
    private var leftOutCaptions: [(text: String, path: String)] = []

    /// (Dial) A column's shown readings and captions, by path, with their fonts' sizes (`captionsGiveWay`).
    private struct Column {
        var readings: [String: Double] = [:]
        var captions: [String: Double] = [:]
    }

    /// (Dial) A column's captions giving way to its reading, the gentlest first: none, each on one row, each on one row
    /// at most `size(_)` pixels (no smaller than the family's legible size where it fits so), left out.
    private struct CaptionsGiving {
        enum Way {
            case none, oneRow, size(Double), leftOut
        }

        var way = Way.none
        /// The captions that give way, by path.
        var paths: Set<String> = []
    }

    private final class DrawnSizes {
        var sizes: [Int: (natural: Double, drawn: Double)] = [:]
        /// Where each text a grid's name is capped by is placed (`rowReadings`), by its leaf's id, once the view is placed.
        var frames: [Int: Rect] = [:]
        /// Whether a text the circle would cut was fitted to it only below its legible size or shortened with "…"
        /// (`fittedInCircle`): where the view has other texts to give way, it is drawn again, shrunk as a whole.
        var illegibleInCircle = false
    }

    private init(fitter: TextFitter, family: Family, rightToLeft: Bool, mask: Shape? = nil, legibleSize: Double? = nil) {
        self.shaper = fitter.shaper
        self.fitter = fitter
        self.family = family
        self.rightToLeft = rightToLeft
        self.mask = mask
        self.legibleSize = legibleSize ?? LegibleSize.text(family)
    }

    /// Draws `tree` in `box`, proposed the box's size and centred in it, as WidgetKit places a complication's view;
    /// with a `mask`, nothing of it outside the mask (the family's shape, which watchOS cuts a view to).
    static func draw(_ tree: ViewTree<RedactedViewLeaf>, family: Family, in box: Rect, mask: Shape? = nil, rightToLeft: Bool = false,
                     on canvas: inout LayoutCanvas) {
        var layout = ViewLayout(fitter: canvas.fitter, family: family, rightToLeft: rightToLeft, mask: mask)
        layout.box = box
        // The box is the geometry of the lengths relative to no `geometryReader`: as if the body were in one.
        var node = layout.node(tree).relative(to: Rect.Size(width: box.width, height: box.height))
        let proposal = ProposedSize(width: box.width, height: box.height)
        var size = node.size(for: proposal)
        if !layout.columns.isEmpty {
            (layout, node, size) = captionsGiveWay(tree, family: family, in: box, mask: mask, rightToLeft: rightToLeft, canvas: canvas,
                                                   laid: (layout, node, size))
        }
        let giving = layout.giving
        if case .roundedRect(let slot, _)? = mask, size.height > slot.height + 1e-9,
           layout.maskCutsAText(node, size: size, in: box, canvas: canvas) {
            (layout, node, size) = fittedToMask(tree, family: family, in: box, mask: mask, rightToLeft: rightToLeft, giving: giving,
                                                canvas: canvas) {
                $0.2.height <= slot.height + 1e-9 || !$0.0.maskCutsAText($0.1, size: $0.2, in: box, canvas: canvas)
            }
        } else if case .circle? = mask, layout.holdsGrid, layout.maskCutsAText(node, size: size, in: box, canvas: canvas) {
            // (Dial) A grid in a circle (stranger18 #5: a baseball count's "B", "S", "O" beside rows of dots, the letters
            // sliced to strokes by the circle and the dot rows, each fitted to the circle alone, drawn at 17.5, 28 and
            // 24.5 px): its texts shrink together, as one view, to the largest scale at which the circle cuts none of
            // them, so that one font in a column stays one size, as SwiftUI draws one font at one size. Only a view
            // holding a grid whose texts the circle cuts pays for it; any other keeps each text's own fit
            // (`fittedInCircle`).
            (layout, node, size) = fittedToMask(tree, family: family, in: box, mask: mask, rightToLeft: rightToLeft, giving: giving,
                                                canvas: canvas) {
                !$0.0.maskCutsAText($0.1, size: $0.2, in: box, canvas: canvas)
            }
        }
        for caption in layout.leftOutCaptions {
            canvas.recordView(caption.text, shown: "", kind: .notDrawn, path: caption.path)
        }
        guard let mask else { return layout.draw(node, size: size, in: box, on: &canvas) }
        canvas.clipping(to: mask) { canvas in
            let mark = canvas.mark
            layout.draw(node, size: size, in: box, on: &canvas)
            guard case .circle = mask, layout.drawnSizes.illegibleInCircle, !layout.holdsGrid, layout.textCount > 1 else { return }
            // (Dial) A text the circle would cut, fitted to it only below the circle's legible 6 pt or cut with "…" (a
            // reading's unit under it: "mmHg" at 4.4 pt on 40 mm, "mm…" on 41 mm, under "72" at 18 pt bold,
            // stranger20 #6): the stack gives way instead, its texts shrinking together toward their legible size,
            // as a grid's do, to the largest scale at which none is fitted so; its last row rises where the circle is
            // wider. A unit belongs to its number, and a stub of one ("72 mm…") reads as another unit. Where not even
            // every text at its floor helps, the view is drawn as it was (and reported). Only a view that drew such a
            // text pays for it: drawn once more at each scale tried, on a canvas of its own.
            let given = fittedToMask(tree, family: family, in: box, mask: mask, rightToLeft: rightToLeft, giving: layout.giving,
                                     canvas: canvas) {
                var trial = LayoutCanvas(shaper: canvas.shaper, isRightToLeft: canvas.isRightToLeft)
                $0.0.draw($0.1, size: $0.2, in: box, on: &trial)
                return !$0.0.drawnSizes.illegibleInCircle
            }
            var trial = LayoutCanvas(shaper: canvas.shaper, isRightToLeft: canvas.isRightToLeft)
            given.0.draw(given.1, size: given.2, in: box, on: &trial)
            guard !given.0.drawnSizes.illegibleInCircle else { return }
            canvas.rewind(to: mark)
            let (layout, node, size) = given
            layout.draw(node, size: size, in: box, on: &canvas)
        }
    }

    /// (Dial) A rectangular's view taller than its slot (stranger18 #11: a headline, a row and a progress bar with its
    /// labels, "27/32 (84%)" drawn at half its height by the slot's edge on every screen, the rows between at body
    /// size): its texts shrink together, each by one scale toward the family's legible 11 pt and never below it (nor
    /// below its own size, where smaller), as a template's rows shrink as one, until the view is no taller than the
    /// slot. The largest such scale on a grid of hundredths, by bisection (a smaller scale never makes the view
    /// taller). Where not even the legible size fits, the texts stay there, and what the slot's edge still cuts is left
    /// out whole and reported (`text(_:style:id:in:on:)`), never a number drawn in part. A view no taller than its slot
    /// pays nothing; one taller whose overflow is only room (padding, a spacer: ports/coinwallet-rectangular) has its
    /// texts set once to find that the edge cuts none of them, and is drawn as it was. Judged on the redacted tree
    /// only: a hidden text's bar is set in its font, so what it hides moves nothing.
    /// The same rule fits a grid in a circle, the family's legible 6 pt its floor, until the circle cuts none of its
    /// texts (`fits`).
    private static func fittedToMask(_ tree: ViewTree<RedactedViewLeaf>, family: Family, in box: Rect, mask: Shape?,
                                     rightToLeft: Bool, giving: CaptionsGiving, canvas: LayoutCanvas,
                                     fits: (_ laid: (ViewLayout, ViewNode, Rect.Size)) -> Bool) -> (ViewLayout, ViewNode, Rect.Size) {
        let fitter = canvas.fitter
        let legible = LegibleSize.text(family)
        func laidOut(_ hundredths: Int) -> (ViewLayout, ViewNode, Rect.Size) {
            let scale = Double(hundredths) / 100
            let scaled = (try? tree.map { leaf -> RedactedViewLeaf in
                guard case .text(var line, let style) = leaf else { return leaf }
                let floor = Swift.min(line.font.size, legible)
                let size = (line.font.size * scale / TextFitter.step).rounded(.down) * TextFitter.step
                line.font.size = Swift.max(size, floor)
                return .text(line, style)
            }) ?? tree
            var layout = ViewLayout(fitter: fitter, family: family, rightToLeft: rightToLeft, mask: mask)
            layout.box = box
            layout.giving = giving
            let node = layout.node(scaled).relative(to: Rect.Size(width: box.width, height: box.height))
            return (layout, node, node.size(for: ProposedSize(width: box.width, height: box.height)))
        }
        // Every text at its floor: the least the view can be; where even that is too tall, it is drawn so.
        let least = laidOut(1)
        guard fits(least) else { return least }
        var (low, high, best) = (1, 99, least)
        while low < high {
            let middle = (low + high + 1) / 2
            let laid = laidOut(middle)
            if fits(laid) { (low, best) = (middle, laid) } else { high = middle - 1 }
        }
        return best
    }

    /// (Dial) A column's reading keeps its size and its captions give way (#23: "a caption or subtitle is never drawn
    /// larger than the line it belongs to"): where a caption takes room the reading needs (stranger18's `demurrage`:
    /// "Estadia 3/7 d" wrapped on two rows pushed "−1.240,00 €" up the circle, drawn at 5 pt, where alone it is drawn at
    /// 7.1), or is drawn larger than it, the view is laid out again with its captions giving way, the gentlest way
    /// first that lets the reading be drawn as large as it is with its column's captions left out (never larger than
    /// its font) and keeps each caption whole, legible and no larger than the reading where its font is no larger:
    /// each caption on one row; then on one row at the largest size on the quarter-pixel grid, down to the family's
    /// legible size (or the reading's, where smaller), at which that holds (by bisection: a smaller caption never makes
    /// a reading smaller). Where none does, the captions are left out whole and reported only where the reading is
    /// drawn below the legible size with them and legibly without; else they give way at the least size where that
    /// keeps them whole and is worth it, or stay as they were. Any of these is worth it only where the reading gains at
    /// least a tenth of the size it was drawn at, or reaches the legible size from below it, or where a caption drawn
    /// larger than its reading no longer is; else the view stays as first laid out. The reading is a column's shown number
    /// (`isReading`, as a grid's) in the largest font; a caption is a shown text of its column that is not a number.
    /// Neither is a text a display may hide: wrist down it is a bar, whose kind is not known, and a column is set alike
    /// wrist up and wrist down around it (`StackLayout`). Only a view whose column holds a reading and a caption, and
    /// whose reading is drawn smaller than its font, pays for more than one layout.
    private static func captionsGiveWay(_ tree: ViewTree<RedactedViewLeaf>, family: Family, in box: Rect, mask: Shape?,
                                        rightToLeft: Bool, canvas: LayoutCanvas,
                                        laid first: (ViewLayout, ViewNode, Rect.Size)) -> (ViewLayout, ViewNode, Rect.Size) {
        let columns = first.0.columns
        let paths = Set(columns.flatMap { Array($0.readings.keys) + Array($0.captions.keys) })
        func drawnSizes(_ laid: (ViewLayout, ViewNode, Rect.Size)) -> [String: Double] {
            laid.0.drawnSizes(of: paths, in: laid.1, size: laid.2, in: box, canvas: canvas)
        }
        let drawn = drawnSizes(first)
        guard columns.contains(where: { $0.readings.contains { path, font in (drawn[path] ?? font) < font - 1e-9 } }) else { return first }
        let captions = Set(columns.flatMap(\.captions.keys))
        func laidOut(_ way: CaptionsGiving.Way) -> (ViewLayout, ViewNode, Rect.Size) {
            var layout = ViewLayout(fitter: canvas.fitter, family: family, rightToLeft: rightToLeft, mask: mask)
            layout.box = box
            layout.giving = CaptionsGiving(way: way, paths: captions)
            let node = layout.node(tree).relative(to: Rect.Size(width: box.width, height: box.height))
            return (layout, node, node.size(for: ProposedSize(width: box.width, height: box.height)))
        }
        let alone = laidOut(.leftOut)
        let target = drawnSizes(alone)
        let (legible, step) = (LegibleSize.text(family), TextFitter.step)
        // A caption gives way only where that is worth what its words lose: where its reading gains at least a tenth of
        // the size it was drawn at (less is not seen at a glance, while the caption's loss is: stranger19's "Mandate"
        // went 18.5 → 12.25 px for "74/140" 22.5 → 24.25), or reaches its family's legible size from below it (from
        // not read to read), or where a caption was drawn larger than its reading (#23's hierarchy) and is no longer.
        // The reading with its captions left out is as large as it can be: where even that is not worth it, the view
        // is laid out no more.
        func inverted(_ sizes: [String: Double]) -> Bool {
            columns.contains { column in
                column.readings.contains { path, font in
                    column.captions.contains { caption, size in
                        guard size <= font + 1e-9, let drawn = sizes[caption], drawn.isFinite else { return false }
                        return drawn > (sizes[path] ?? 0) + 1e-9
                    }
                }
            }
        }
        func worth(_ sizes: [String: Double]) -> Bool {
            let gains = columns.contains { column in
                column.readings.keys.contains { path in
                    let (before, after) = (drawn[path] ?? 0, sizes[path] ?? 0)
                    return after >= before * 1.1 - 1e-9 || (before < legible - 1e-9 && after >= legible - 1e-9)
                }
            }
            return gains || (inverted(drawn) && !inverted(sizes))
        }
        guard worth(target) else { return first }
        func legiblyWhole(_ caption: String, _ size: Double, _ sizes: [String: Double]) -> Bool {
            guard let drawn = sizes[caption] else { return true }
            return drawn.isFinite && drawn >= Swift.min(size, legible) - 1e-9
        }
        func holds(_ sizes: [String: Double]) -> Bool {
            columns.allSatisfy { column in
                column.readings.allSatisfy { path, font in
                    let reading = sizes[path] ?? 0
                    guard reading >= (target[path] ?? 0) - 1e-9 else { return false }
                    // Each caption drawn whole and legibly, and no larger than the reading where its font is no larger.
                    return column.captions.allSatisfy { caption, size in
                        guard let drawn = sizes[caption] else { return true }
                        return legiblyWhole(caption, size, sizes) && (size > font + 1e-9 || drawn <= reading + 1e-9)
                    }
                }
            }
        }
        if holds(drawn) { return first }
        let oneRow = laidOut(.oneRow)
        if holds(drawnSizes(oneRow)) { return oneRow }
        let floor = Swift.min(legible, target.filter { path, _ in !captions.contains(path) }.values.min() ?? legible)
        let low = Int((floor / step - 1e-9).rounded(.up))
        let high = Int(((columns.flatMap(\.captions.values).max() ?? 0) / step + 1e-9).rounded(.down))
        guard low > 0, low <= high else { return alone }
        let least = laidOut(.size(Double(low) * step))
        let leastSizes = drawnSizes(least)
        guard holds(leastSizes) else {
            // A caption goes only where its reading is drawn below the legible size with it, and legibly without: a
            // reading drawn legibly beside it gains less from its going than its words are worth ("USD" over
            // "2,7135"). Else the captions give way as far as that gains the reading something, whole.
            func legibly(_ sizes: [String: Double]) -> Bool {
                columns.allSatisfy { $0.readings.keys.allSatisfy { (sizes[$0] ?? 0) >= Swift.min(target[$0] ?? 0, legible) - 1e-9 } }
            }
            let whole = columns.allSatisfy { $0.captions.allSatisfy { legiblyWhole($0.key, $0.value, leastSizes) } }
            let keeps = whole && legibly(leastSizes)
            if !legibly(drawn), !keeps { return alone }
            return keeps && worth(leastSizes) ? least : first
        }
        return Bisection.largest(in: low...high, known: least) { index in
            let laid = laidOut(.size(Double(index) * step))
            return holds(drawnSizes(laid)) ? laid : nil
        }.value
    }

    /// The size each shown text of `paths` is drawn at in `node` laid out at `size` in `box`, as
    /// `text(_:style:id:in:on:)` sets it (fitted to the circle), by path; a text not drawn has none.
    private func drawnSizes(of paths: Set<String>, in node: ViewNode, size: Rect.Size, in box: Rect,
                            canvas: LayoutCanvas) -> [String: Double] {
        let origin = Point(x: box.x + (box.width - size.width) / 2, y: box.y + (box.height - size.height) / 2)
        var sizes: [String: Double] = [:]
        for placed in node.place(for: ProposedSize(width: box.width, height: box.height), at: origin) {
            guard case .leaf(.text(let line, let style)) = items[placed.id], case .text = line.content,
                  paths.contains(style.path) else { continue }
            var frame = placed.frame
            if rightToLeft { frame.x = box.x + box.maxX - frame.maxX }
            var setting = set(line, style, width: frame.width, height: frame.height)
            if let fitted = fittedInCircle(line, style, setting, in: frame, room: frame, canvas: canvas) { setting = fitted.0 }
            // A text cut with "…" counts as infinitely large: a caption giving way must stay whole.
            let cut = setting.lines.last?.isTruncated == true
            sizes[style.path] = setting.lines.contains { !$0.text.isEmpty } ? (cut ? .infinity : setting.font.size) : nil
        }
        return sizes
    }

    private func draw(_ node: ViewNode, in box: Rect, on canvas: inout LayoutCanvas) {
        // The box is the geometry of the lengths relative to no `geometryReader`: as if the body were in one.
        let node = node.relative(to: Rect.Size(width: box.width, height: box.height))
        draw(node, size: node.size(for: ProposedSize(width: box.width, height: box.height)), in: box, on: &canvas)
    }

    /// Whether the family's shape (`mask`: a slot's edge, a circle) would cut the ink of a shown text of `node` placed
    /// as `draw` places it: what `fittedToMask` shrinks a view for, rather than for room that only padding or a spacer
    /// takes.
    private func maskCutsAText(_ node: ViewNode, size: Rect.Size, in box: Rect, canvas: LayoutCanvas) -> Bool {
        guard let mask else { return false }
        let origin = Point(x: box.x + (box.width - size.width) / 2, y: box.y + (box.height - size.height) / 2)
        for placed in node.place(for: ProposedSize(width: box.width, height: box.height), at: origin) {
            guard case .leaf(.text(var line, let style)) = items[placed.id] else { continue }
            if let size = placed.fontSize { line = Self.rowLine(line, size: size) }
            var frame = placed.frame
            if rightToLeft { frame.x = box.x + box.maxX - frame.maxX }
            if let kept = slotCutsKeptLine(of: line, in: frame) {
                if kept { return true }
                continue
            }
            guard case .text = line.content else { continue }
            let setting = set(line, style, width: frame.width, height: frame.height)
            let (alignment, x) = placement(style, in: frame)
            let top = frame.y + (frame.height - setting.height) / 2
            for (index, shaped) in setting.lines.enumerated() {
                let cut = canvas.cutByMask(shaped, x: x, baseline: top + setting.ascender + Double(index) * setting.lineHeight,
                                           alignment: alignment, maxWidth: frame.width, mask: mask)
                if !cut.sliced.isEmpty || !cut.hidden.isEmpty { return true }
            }
        }
        return false
    }

    /// (Dial) Of a text a display may hide (`RedactedText.mayHide`) in a rectangular's slot: whether the slot's edge
    /// cuts the line its column keeps for it (`ViewLeaf.keptHeight`: one line of its font, centred in its frame), where
    /// its bar stands wrist down; nil for any other text, judged by its ink. A view taller than its slot shrinks until
    /// that line is inside (`fittedToMask`), and a text whose line is still cut there is left out whole, its bar too:
    /// judged by the line, which is the same whatever the text says, the two displays draw the same rows at the same
    /// sizes (stranger23 #7: 40 mm left a wearer's private row out wrist up, as its text did not fit, and drew its bar
    /// wrist down, where the bar, never judged, let the rows above it stay larger: 22 px wrist up, 22.5 px wrist down).
    private func slotCutsKeptLine(of line: RedactedText, in frame: Rect) -> Bool? {
        guard line.mayHide, case .roundedRect(let slot, _)? = mask else { return nil }
        let height = shaper.metrics(line.font.font, size: line.font.size).lineHeight
        let top = frame.y + (frame.height - height) / 2
        return top < slot.y - Self.keptLineTolerance || top + height > slot.maxY + Self.keptLineTolerance
    }

    /// How far a kept line may reach past the slot's edge and still stand inside it: the pixel a glyph's ink may
    /// (`LayoutCanvas.cutByMask`).
    private static let keptLineTolerance = 1.0

    /// Draws `node`, already relative to `box` and measured there (`size`), centred in it.
    private func draw(_ node: ViewNode, size: Rect.Size, in box: Rect, on canvas: inout LayoutCanvas) {
        let proposal = ProposedSize(width: box.width, height: box.height)
        let origin = Point(x: box.x + (box.width - size.width) / 2, y: box.y + (box.height - size.height) / 2)
        var placed = node.place(for: proposal, at: origin)
        if rightToLeft {
            // SwiftUI lays a right-to-left view out as a left-to-right one and mirrors it.
            for index in placed.indices { placed[index].frame.x = box.x + box.maxX - placed[index].frame.maxX }
        }
        if !rowReadings.isEmpty {
            let capping = Set(rowReadings.values.joined())
            for leaf in placed where capping.contains(leaf.id) { drawnSizes.frames[leaf.id] = leaf.frame }
        }
        draw(placed[...], on: &canvas)
    }

    /// Draws the placed leaves in order, those a clip cuts inside its clip.
    private func draw(_ placed: ArraySlice<ViewNode.Placed>, on canvas: inout LayoutCanvas) {
        var index = placed.startIndex
        while index < placed.endIndex {
            let leaf = placed[index]
            index += 1
            let inside = placed[index..<(index + leaf.covers)]
            switch items[leaf.id] {
            case .clip(let shape):
                canvas.clipping(to: Self.outline(shape, in: leaf.frame)) { draw(inside, on: &$0) }
            case .effect(.rotation(let angle)):
                canvas.turning(about: leaf.frame.center, by: angle) { draw(inside, on: &$0) }
            case .effect(.gradient(let gradient)):
                canvas.painting(gradient, across: leaf.frame) { draw(inside, on: &$0) }
            case .effect(.scale(let x, let y, let anchorX, let anchorY)):
                let anchor = Point(x: leaf.frame.x + anchorX * leaf.frame.width, y: leaf.frame.y + anchorY * leaf.frame.height)
                canvas.scaling(about: anchor, x: x, y: y) { draw(inside, on: &$0) }
            case .mask:
                // The entries inside are the view's, then the mask's (`node(_:)`): the last one at this level is the mask.
                var last = inside.startIndex, entry = inside.startIndex
                while entry < inside.endIndex {
                    last = entry
                    entry += 1 + placed[entry].covers
                }
                let view = placed[inside.startIndex..<last]
                let mask = placed[(last + 1)..<(last + 1 + placed[last].covers)]
                canvas.masking({ draw(view, on: &$0) }, by: { draw(mask, on: &$0) })
            default:
                if let size = leaf.fontSize, case .leaf(.text(let line, let style)) = items[leaf.id] {
                    text(line, style: style, id: leaf.id, rowSize: size, in: leaf.frame, on: &canvas)
                } else {
                    draw(items[leaf.id], id: leaf.id, in: leaf.frame, on: &canvas)
                }
            }
            index += leaf.covers
        }
    }

    /// A shape filling `frame`: a circle its largest centred one, a capsule's and a rounded rectangle's corners at most
    /// half its shorter side.
    static func outline(_ shape: ViewShape.Kind, in frame: Rect) -> Shape {
        let side = Swift.min(frame.width, frame.height)
        return switch shape {
        case .circle: .circle(center: frame.center, radius: side / 2)
        case .capsule: .roundedRect(frame, radius: side / 2)
        case .rectangle: .rect(frame)
        case .roundedRectangle(let radius): .roundedRect(frame, radius: Swift.min(radius, side / 2))
        }
    }

    // MARK: - The tree as layout sees it

    /// The tree as layout sees it, each view measured once per proposal in the pass (`ViewMeasures`).
    private mutating func node(_ tree: ViewTree<RedactedViewLeaf>) -> ViewNode {
        view(tree).measuredOnce
    }

    /// A leaf's node, under `id`: its size and baseline for a proposal, and what a stack reads of it.
    private func leafNode(_ leaf: RedactedViewLeaf, id: Int, inGrid: Bool) -> ViewLeaf {
        let isText = if case .text = leaf { true } else { false }
        var node = ViewLeaf(id: id, isText: isText, size: size(of: leaf), baseline: baseline(of: leaf))
        // Pictures are always resizable (Dial's choice), so what is not is a symbol, shown or hidden alike.
        if case .image(_, _, _, let sizing, _) = leaf { node.isSymbol = !sizing.takesOffer }
        if case .text(let line, let style) = leaf {
            // From the font it is set in, never from what it says: a hidden text's bar has its text's edges.
            let metrics = shaper.metrics(line.font.font, size: line.font.size)
            node.textEdges = TextEdges(ascender: metrics.ascender, descender: metrics.descender, capHeight: metrics.capHeight)
            if case .text(let text) = line.content {
                // (Dial) In a grid, a live time that says a number ("2min 45s", "za 3 min") is a reading however many letters
                // its words have: it is never cut, and its column goes first (stranger22's polish-tram: Polish "minuty"
                // made the departures a column of names, cut and shrunk before the destinations).
                node.isReading = isReading(text) || (inGrid && line.isLive && text.contains(where: \.isNumber))
                // Only a grid's cells are asked their least: no closure for a text elsewhere.
                if inGrid { node.leastWidth = leastWidth(of: line, text, style, reading: node.isReading) }
            }
            if line.mayHide {
                node.keptHeight = metrics.lineHeight
                node.keptWidth = line.keptBar?.width(in: line.font, shaper: shaper)
            }
        }
        return node
    }

    /// (Dial) A row's texts shrink together (`ScaledRow`, docs/views.md, "Layout"): an `HStack` holding two
    /// texts or more (shown, or a hidden one's bar, which shrinks with its font: what it hides moves nothing), in a
    /// family whose texts have a legible size. Each text's floor is that size, or ¾ of it in a row that says a number
    /// (as a line that would otherwise drop one is tried whole down to ¾ of it, docs/face-format.md "How text fits"),
    /// or 4.5 pt in a row of readings and separators only, or its own size where smaller. At its floor a text is no
    /// longer shrunk alone (its `minimumScaleFactor` spent): the row's sharing of room decides which text gives way,
    /// cut as any text is. Any other stack is laid out as SwiftUI lays it out.
    private func row(_ stack: ViewNode, _ children: [ViewNode]) -> ViewNode {
        let texts: [(index: Int, id: Int, line: RedactedText, style: ViewTextStyle)] = children.indices.compactMap { index in
            guard let id = Self.textLeaf(children[index]), case .leaf(.text(let line, let style)) = items[id] else { return nil }
            return (index, id, line, style)
        }
        // A row with a spacer sets its texts apart by design (a title and its time at the row's two ends), not one line
        // read together: each keeps its own fit (mpesa-views' "Muamala…" beside its time keeps the body its room).
        guard texts.count >= 2, legibleSize > 0, !children.contains(where: \.isSpacer),
              case .stack(let axis, let alignment, let spacing, _) = stack else { return stack }
        let saysANumber = texts.contains { text in
            guard case .text(let words) = text.line.content, words.contains(where: \.isNumber) else { return false }
            return !fitter.cuts(of: words).numbers.isEmpty
        }
        // A row of readings and what stands between them ("1 245,80 смн", "·", "$114.03"): each would shrink on whole
        // rather than be cut (`leastNumberSize`), so the row does, as one, as far as a reading shrinks.
        let readingsOnly = texts.allSatisfy { text in
            guard case .text(let words) = text.line.content else { return false }
            return isReading(words) || !words.contains { $0.isLetter || $0.isNumber }
        }
        let floor = saysANumber && readingsOnly ? LegibleSize.reading : legibleSize * (saysANumber ? TextFitter.lastQuarter : 1)
        let layout = self
        // As written: a text directly in the row is set in the room the row offers it; one inside modifiers is taken
        // to shrink, as the row is wider than offered.
        func shrinks(_ proposal: ProposedSize) -> Bool {
            let offers = StackLayout(axis: axis, spacing: spacing, children: children).offers(for: proposal)
            return texts.contains { text in
                guard case .measured(_, .leaf) = children[text.index] else { return true }
                let offer = offers[text.index].proposal
                let setting = layout.set(text.line, text.style, width: offer.width, height: offer.height)
                return setting.font.size < text.line.font.size - 1e-9 || setting.lines.last?.isTruncated == true
            }
        }
        return .row(ScaledRow(natural: stack, shrinks: shrinks) { hundredths in
            var (children, sizes) = (children, [Int: Double]())
            for text in texts {
                let scaled = (text.line.font.size * Double(hundredths) / 100 / TextFitter.step).rounded(.down) * TextFitter.step
                let line = Self.rowLine(text.line, size: Swift.max(scaled, Swift.min(text.line.font.size, floor)))
                sizes[text.id] = line.font.size
                let leaf = layout.leafNode(.text(line, text.style), id: text.id, inGrid: false)
                children[text.index] = Self.replacingTextLeaf(children[text.index], with: leaf)
            }
            return ScaledRow.Variant(node: ViewNode.stack(axis, alignment: alignment, spacing: spacing, children).measuredOnce, sizes: sizes)
        })
    }

    /// A row's text at the size its row set it (`row(_:_:)`): shrunk no further alone.
    private static func rowLine(_ line: RedactedText, size: Double) -> RedactedText {
        var line = line
        line.font.size = size
        line.minimumScale = 1
        return line
    }

    /// `node` with the text leaf it leads to (`textLeaf`) made `leaf`, through the same modifiers, measured afresh.
    private static func replacingTextLeaf(_ node: ViewNode, with leaf: ViewLeaf) -> ViewNode {
        switch node {
        case .leaf: .leaf(leaf)
        case .measured(_, let child): replacingTextLeaf(child, with: leaf).measuredOnce
        case .padding(let insets, let child): .padding(insets, replacingTextLeaf(child, with: leaf))
        case .frame(let width, let height, let alignment, let child):
            .frame(width: width, height: height, alignment: alignment, replacingTextLeaf(child, with: leaf))
        case .flexibleFrame(let frame, let child): .flexibleFrame(frame, replacingTextLeaf(child, with: leaf))
        case .fixedSize(let horizontal, let vertical, let child):
            .fixedSize(horizontal: horizontal, vertical: vertical, replacingTextLeaf(child, with: leaf))
        case .layoutPriority(let priority, let child): .layoutPriority(priority, replacingTextLeaf(child, with: leaf))
        case .offset(let x, let y, let child): .offset(x: x, y: y, replacingTextLeaf(child, with: leaf))
        case .effect(let id, let child): .effect(id: id, replacingTextLeaf(child, with: leaf))
        default: node
        }
    }

    private mutating func view(_ tree: ViewTree<RedactedViewLeaf>) -> ViewNode {
        switch tree {
        case .leaf(var leaf):
            if case .text(var line, let style) = leaf, giving.paths.contains(style.path) {
                switch giving.way {
                case .oneRow: line.maxLines = 1
                case .size(let size):
                    // At most this size, and no smaller unless its width needs it (then to the legible size at least).
                    (line.maxLines, line.font.size, line.minimumScale) = (1, Swift.min(line.font.size, size), 1)
                case .none, .leftOut: break
                }
                leaf = .text(line, style)
            }
            if inGrid > 0, legibleSize > 0, case .text(let line, let style) = leaf, case .text(let text) = line.content, !line.isLive, !isReading(text) {
                gridNames.insert(style.path)
            }
            return .leaf(leafNode(leaf, id: add(.leaf(leaf)), inGrid: inGrid > 0))
        case .widgetBackground(let color):
            return .leaf(ViewLeaf(id: add(.background(color))) { $0.replacingUnspecified(with: Rect.Size(width: 0, height: 0)) })
        case .gauge(let style, let leaf, let labels):
            guard case .value(let value, let paint, let path) = leaf else { return .spacer(minLength: 0) }
            return gauge(style, value: value, paint: paint, path: path, labels: labels)
        case .spacer(let minLength):
            return .spacer(minLength: minLength)
        case .stack(let axis, let alignment, let spacing, var children):
            if axis == .vertical, case .leftOut = giving.way {
                children.removeAll { child in
                    guard case .text(let line, let style)? = Self.textLeaf(child), case .text(let text) = line.content,
                          giving.paths.contains(style.path) else { return false }
                    leftOutCaptions.append((text, style.path))
                    return true
                }
            }
            let nodes = children.map { node($0) }
            if axis == .vertical {
                noteLeaders(nodes, alignment: alignment)
                noteReadings(nodes)
            }
            let stack = ViewNode.stack(axis, alignment: alignment, spacing: spacing, nodes)
            return axis == .horizontal ? row(stack, nodes) : stack
        case .zstack(let alignment, let children):
            return .zstack(alignment, children.map { node($0) })
        case .empty:
            return .frame(width: 0, height: 0, alignment: .center, .spacer(minLength: 0))
        case .padding(let insets, let child):
            return .padding(insets, node(child))
        case .frame(let width, let height, let alignment, let child):
            return .frame(width: width, height: height, alignment: alignment, node(child))
        case .flexibleFrame(let frame, let child):
            return .flexibleFrame(frame, node(child))
        case .fixedSize(let horizontal, let vertical, let child):
            return .fixedSize(horizontal: horizontal, vertical: vertical, node(child))
        case .layoutPriority(let priority, let child):
            return .layoutPriority(priority, node(child))
        case .offset(let x, let y, let child):
            return .offset(x: x, y: y, node(child))
        case .aspectRatio(let ratio, let fill, let child):
            return .aspectRatio(ratio, fill: fill, node(child))
        case .layer(let primary, let secondary, let front):
            return .layer(node(primary), node(secondary), front: front, alignment: .center)
        case .clip(let shape, let child):
            return .effect(id: add(.clip(shape)), node(child))
        case .mask(let content, let mask):
            // Laid out as an overlay is (the mask proposed the view's size and centred on it); drawn as a mask.
            return .effect(id: add(.mask), .layer(node(content), .effect(id: add(.maskView), node(mask)), front: true, alignment: .center))
        case .geometry(let child):
            return .geometry(node(child))
        case .relativeFrame(let width, let height, let alignment, let child):
            return .relativeFrame(width: width, height: height, alignment: alignment, node(child))
        case .position(let x, let y, let child):
            return .position(x: x, y: y, node(child))
        case .effect(let effect, let child):
            // A hidden text's or symbol's stand-in is drawn in the redaction colour, never in the gradient.
            if case .gradient = effect, child.isStandIn { return node(child) }
            return .effect(id: add(.effect(effect)), node(child))
        case .firstFitting(let children):
            return .firstFitting(children.map { node($0) })
        case .grid(let grid):
            inGrid += 1
            holdsGrid = true
            defer { inGrid -= 1 }
            let nodes = grid.map { node($0) }
            noteRowReadings(nodes)
            return .grid(nodes)
        case .region(_, let child):
            // Redaction resolves every region (`ViewTree.resolvingRegions`): one kept is shown, so laid out as what it holds.
            return node(child)
        }
    }

    /// Notes, for each shown text of a column, the shown texts above it set in a font no smaller (issue #23: "a caption or
    /// subtitle is never drawn larger than the line it belongs to"). Only the column's own lines, through the
    /// modifiers that keep a text a line of it; a hidden text's bar neither leads nor follows, so nothing of what it
    /// hides moves another text.
    private mutating func noteLeaders(_ column: [ViewNode], alignment: ViewAlignment.Position) {
        let texts: [(id: Int, size: Double, weight: Int, node: ViewNode)] = column.compactMap { node in
            guard let id = Self.textLeaf(node), case .leaf(.text(let line, _)) = items[id], case .text = line.content else { return nil }
            return (id, line.font.size, line.font.font.weight, node)
        }
        for (index, text) in texts.enumerated() {
            // A text above at the same size and heavier leads too: a `headline` (semibold) and an unstyled row (regular)
            // are both 16 pt (15 on 40 mm), and a headline on one line that shrank must not stand under rows drawn at
            // their font (meitei-ward: its headline at 13 pt over rows at 16); its rows shrink with it, by its scale. A row
            // of the same size and weight does not: a list's long row that shrank by its `minimumScaleFactor` took the
            // rows after it down with it (the review of session 25: "Milk", a long row, "Eggs" at 32, 16, 22 px).
            let larger = texts[..<index].filter {
                $0.size > text.size + 1e-9 || ($0.size >= text.size - 1e-9 && $0.weight > text.weight)
            }.map(\.id)
            if !larger.isEmpty { (leaders[text.id], anchors[text.id]) = (larger, Self.anchor(of: text.node, in: alignment)) }
        }
    }

    /// Notes, for each grid row, its names' shown readings (`rowReadings`): a cell that is a reading (`ViewNode.isReading`)
    /// that no display hides, and the texts of the row's other cells, through the modifiers that keep a text what it
    /// is and a `viewThatFits`'s forms. A reading a display may hide is no cap: wrist down it is a bar, and the names
    /// beside it are drawn alike in both displays.
    private mutating func noteRowReadings(_ grid: ViewGrid<ViewNode>) {
        func names(_ node: ViewNode) -> [Int] {
            switch node {
            case .firstFitting(let forms): forms.flatMap(names)
            case .measured(_, let child), .padding(_, let child), .frame(_, _, _, let child), .flexibleFrame(_, let child),
                 .fixedSize(_, _, let child), .layoutPriority(_, let child), .offset(_, _, let child), .effect(_, let child):
                names(child)
            case .leaf(let leaf) where leaf.isText: [leaf.id]
            default: []
            }
        }
        for row in grid.rows where !row.across {
            let readings = row.cells.compactMap { cell -> Int? in
                guard cell.isReading, let id = Self.textLeaf(cell), case .leaf(.text(let line, _)) = items[id], !line.mayHide else { return nil }
                return id
            }
            guard !readings.isEmpty else { continue }
            for cell in row.cells where !cell.isReading {
                for id in names(cell) {
                    guard case .leaf(.text(let line, let style)) = items[id], !line.mayHide, gridNames.contains(style.path) else { continue }
                    rowReadings[id] = readings
                }
            }
        }
    }

    /// The horizontal alignment that set the frame of the text `node` leads to (`textLeaf`) in a column aligned by
    /// `column`: the innermost frame's around it, else the column's.
    private static func anchor(of node: ViewNode, in column: ViewAlignment.Position) -> ViewAlignment.Position {
        switch node {
        // A frame with no width of its own is as wide as its child: the column's alignment places it, not the frame's.
        case .frame(let width, _, let alignment, let child): anchor(of: child, in: width == nil ? column : alignment.horizontal)
        case .flexibleFrame(let frame, let child): anchor(of: child, in: frame.alignment.horizontal)
        case .measured(_, let child), .padding(_, let child), .fixedSize(_, _, let child), .layoutPriority(_, let child),
             .offset(_, _, let child), .effect(_, let child):
            anchor(of: child, in: column)
        default: column
        }
    }

    /// Notes a column's shown readings and captions (`captionsGiveWay`) where it holds both. A text a display may hide is
    /// neither: wrist down it is a bar, and whether a bar stands for a number is what it hides.
    private mutating func noteReadings(_ column: [ViewNode]) {
        var (reading, captions): ((path: String, size: Double)?, [String: Double]) = (nil, [:])
        for node in column {
            guard let id = Self.textLeaf(node), case .leaf(.text(let line, let style)) = items[id], case .text = line.content,
                  !line.mayHide else { continue }
            if !node.isReading {
                captions[style.path] = line.font.size
            } else if line.font.size > (reading?.size ?? 0) + 1e-9 {
                reading = (style.path, line.font.size)
            }
        }
        guard let reading, !captions.isEmpty else { return }
        columns.append(Column(readings: [reading.path: reading.size], captions: captions))
    }

    /// The text leaf `tree` is, through the modifiers `textLeaf(_:)` reads a node's through; nil for the rest.
    private static func textLeaf(_ tree: ViewTree<RedactedViewLeaf>) -> RedactedViewLeaf? {
        switch tree {
        case .leaf(let leaf): if case .text = leaf { leaf } else { nil }
        case .padding(_, let child), .frame(_, _, _, let child), .flexibleFrame(_, let child), .fixedSize(_, _, let child),
             .layoutPriority(_, let child), .offset(_, _, let child), .effect(_, let child), .clip(_, let child):
            textLeaf(child)
        default: nil
        }
    }

    /// The id of the text leaf `node` is, through padding, frames, a priority, an offset or an effect; nil for the rest.
    private static func textLeaf(_ node: ViewNode) -> Int? {
        switch node {
        case .leaf(let leaf): leaf.isText ? leaf.id : nil
        case .measured(_, let child), .padding(_, let child), .frame(_, _, _, let child), .flexibleFrame(_, let child),
             .fixedSize(_, _, let child), .layoutPriority(_, let child), .offset(_, _, let child), .effect(_, let child):
            textLeaf(child)
        default: nil
        }
    }

    /// (Dial) `line` (leaf `id`) at most as large as the larger-styled texts above it in its column let it be, once
    /// they are drawn: its share of one's drawn size where that one shrank (its font over that one's), or, where that
    /// share is below the family's legible size, the smaller of that one's size and the legible size, so a caption
    /// keeps its proportion to its line without being drawn smaller than it need be. On a quarter-pixel grid.
    private func capped(_ line: RedactedText, id: Int) -> RedactedText {
        guard leaders[id] != nil || rowReadings[id] != nil, case .text = line.content else { return line }
        var cap = line.font.size
        for leader in leaders[id] ?? [] {
            guard let (natural, drawn) = drawnSizes.sizes[leader], drawn < natural - 1e-9 else { continue }
            let share = drawn * line.font.size / natural
            // A text above in the same font that shrank below the legible size (a number it keeps whole) leaves a row of
            // its size at the legible size: a row is not made unreadable for a headline that is.
            let least = legibleSize > 0 ? (natural > line.font.size + 1e-9 ? Swift.min(drawn, legibleSize) : legibleSize) : drawn
            cap = Swift.min(cap, Swift.max(share, least))
        }
        // (Dial) A grid's name no larger than its row's readings as drawn, nor below its legible size for them: a column
        // as wide as another row's name at 11 pt drew "રાઉન્ડ 1.02 ct" at its own 15 pt beside "₹ 4,85,000" shrunk to
        // 8.4 pt (stranger22's gujarati-diamond, 40 mm); a name larger than its reading reads as the reading.
        if let readings = rowReadings[id] {
            let drawn = readings.compactMap { reading -> Double? in
                guard let frame = drawnSizes.frames[reading], case .leaf(.text(let text, let style)) = items[reading] else { return nil }
                return set(self.capped(text, id: reading), style, width: frame.width, height: frame.height).font.size
            }
            if let largest = drawn.max() { cap = Swift.min(cap, Swift.max(largest, Swift.min(legibleSize, line.font.size))) }
        }
        cap = (cap / TextFitter.step).rounded(.down) * TextFitter.step
        guard cap < line.font.size - 1e-9, cap > 0 else { return line }
        var capped = line
        capped.font.size = cap
        return capped
    }

    private mutating func add(_ item: Item) -> Int {
        items.append(item)
        return items.count - 1
    }

    /// (Dial) A gauge's sizes, in points: a ring's stroke is 9 % of its circle (as the templates' rings); a bar is
    /// 6 points thick, its value marker 8.
    private static let barThickness = 6 * Device.scale, markerSide = 8 * Device.scale
    /// Where nothing is proposed: a ring as large as a 45 mm circular complication, a bar 60 points long.
    private static let idealRing = 50 * Device.scale, idealBar = 60 * Device.scale

    /// A gauge by its style: a circular one is a ring that takes the largest square offered, its labels drawn inside
    /// it; a linear one is its labels and bar in stacks, as SwiftUI's watch styles set them.
    private mutating func gauge(_ style: GaugeViewStyleDocument, value: Shown<Fraction>, paint: ViewPaint, path: String,
                                labels: GaugeLabels<RedactedViewLeaf>) -> ViewNode {
        switch style {
        case .accessoryCircular, .accessoryCircularCapacity:
            let id = add(.ring(style, value, paint, labels))
            return .leaf(ViewLeaf(id: id) { proposal in
                let side = Swift.min(proposal.width ?? Self.idealRing, proposal.height ?? Self.idealRing)
                return Rect.Size(width: side, height: side)
            })
        case .accessoryLinear, .accessoryLinearCapacity, .linearCapacity:
            let thickness = style == .accessoryLinear ? Self.markerSide : Self.barThickness
            let barID = add(.bar(style, value, paint, path: path))
            let bar = ViewNode.leaf(ViewLeaf(id: barID) { proposal in
                Rect.Size(width: proposal.width ?? Self.idealBar, height: thickness)
            })
            let spacing = Self.endLabelSpacing
            var header: [ViewNode] = []
            if let label = labels.label { header.append(node(label)) }
            var reading: (size: Double, id: Int?)?
            if let current = labels.current {
                if !header.isEmpty { header.append(.spacer(minLength: spacing)) }
                let node = node(current)
                header.append(node)
                let sizes = current.leaves.compactMap { leaf -> Double? in if case .text(let line, _) = leaf { line.font.size } else { nil } }
                reading = sizes.max().map { ($0, Self.textLeaf(node)) }
            }
            var row = bar
            if labels.minimum != nil || labels.maximum != nil {
                let ends = EndLabels(minimum: labels.minimum, maximum: labels.maximum, reading: reading?.size ?? .infinity, readingID: reading?.id ?? nil)
                let measurer = ViewLayout(fitter: fitter, family: family, rightToLeft: rightToLeft, legibleSize: 0)
                row = .leaf(ViewLeaf(id: add(.endLabels(ends, bar: barID))) { proposal in
                    let placed = measurer.place(ends, under: ends.reading, width: proposal.width)?.labels ?? []
                    let labels = placed.map(\.width).reduce(0, +) + Double(placed.count) * spacing
                    return Rect.Size(width: proposal.width ?? labels + Self.idealBar,
                                     height: Swift.max(thickness, placed.map(\.height).max() ?? 0))
                })
            }
            guard !header.isEmpty else { return row }
            return .stack(.vertical, alignment: .start, spacing: spacing,
                          [.stack(.horizontal, alignment: .center, spacing: spacing, header), row])
        }
    }

    // MARK: - Sizes

    /// How a text leaf answers a proposal: its lines as `set` sets them, as wide as the widest, as tall as they are.
    private func size(of leaf: RedactedViewLeaf) -> (ProposedSize) -> Rect.Size {
        switch leaf {
        case .text(let line, let style):
            return { proposal in
                let setting = self.set(line, style, width: proposal.width, height: proposal.height)
                return Rect.Size(width: setting.width, height: setting.height)
            }
        case .image(let image, let natural, _, let sizing, _):
            if sizing == .picture {
                // A shown picture's ideal size has its own ratio (what `scaledToFit` keeps), as tall as the size given;
                // its stand-in's is the size given.
                var ideal = natural
                if case .bitmap(let bitmap) = image.content, bitmap.width > 0, bitmap.height > 0 {
                    ideal = Rect.Size(width: natural.height * Double(bitmap.width) / Double(bitmap.height), height: natural.height)
                }
                // Offered no room at all (padding wider than the frame around it, ports4-final R5), it keeps its ideal
                // size and overflows, centred, as SwiftUI's `Image` that is not resizable keeps its own: drawn, not
                // dropped with nothing said.
                return { proposal in
                    let offered = proposal.replacingUnspecified(with: ideal)
                    return offered.width > 1e-9 && offered.height > 1e-9 ? offered : ideal
                }
            }
            if sizing.takesOffer {
                // A resizable symbol, or a hidden picture's stand-in, takes what it is offered.
                return { $0.replacingUnspecified(with: natural) }
            }
            // A symbol keeps its size, as an image that is not resizable does; so does its stand-in.
            return { _ in natural }
        case .shape:
            // A shape takes what it is offered, 10 points where nothing is (SwiftUI's shapes' ideal size).
            return { $0.replacingUnspecified(with: Rect.Size(width: 10 * Device.scale, height: 10 * Device.scale)) }
        case .value:
            return { Rect.Size(width: $0.width ?? Self.idealBar, height: Self.barThickness) }
        case .chart:
            // A chart takes what it is offered, as Swift Charts' does; its ideal size is the same for every chart, so
            // that a hidden one's is its shown one's.
            return { $0.replacingUnspecified(with: ViewChart.idealSize) }
        }
    }

    /// (Dial) A shown text's least drawn width in a grid's tier (`ViewLeaf.leastWidth`, `GridLeast`): the narrowest
    /// room in which `set` draws it on one line whole (shrunk as far as it shrinks) or cut as a name may be cut: at
    /// least half of it and every number kept (or its words shortened before its number, "Om Mani Padme… 56683"), and
    /// three characters or more left out, since a cut by a character or two saves no more room than its "…" and reads
    /// as another word ("持股…" for "持股市值" is kept whole), never its number alone ("…637号" names no train). Its
    /// looser least, a name's, lets it keep less than half of itself, its start and every number still kept
    /// ("बांगडा…" for "बांगडा (Konkani: बांगडो)"). A reading may be drawn as `set` draws it anywhere, but for its
    /// least at ¾ of the family's legible size or more (its own size, where smaller: where a line's shrink stops
    /// before it is cut, `TextFitter.lastQuarter`); its looser least is at any size. Found by bisection to a
    /// thousandth of its width, measured only when a grid asks (its columns beside its readings), each once a pass.
    private func leastWidth(of line: RedactedText, _ text: String, _ style: ViewTextStyle, reading: Bool) -> (GridLeast) -> Double {
        // Measured once per layout pass: it depends on no proposal, and a grid asks for it on every measure.
        let known = KnownWidth()
        // A name of one word (no space) is at its least the same whether cut loosely or not: the loose cut keeps whole
        // words before its "…". Measured once for both, as a name asks at most two tiers where a grid of them fits.
        let wordy = text.contains { $0.isWhitespace }
        return { [self] tier in
            let loose = tier.isLoose(reading: reading)
            // (Dial) While the readings stay legible, a name drawn whole is at its least only as large as its family's
            // legible size (its own, where smaller): a short name no cut may shorten ("Aasiaat", "Nuuk") shrunk to
            // 4.5 pt beside departure times whole at 19 pt says less than the times would lose shrinking toward ¾ of
            // the legible size (new-user greenlandic-ferry). Only in the last tier (`namesShrunk`) may it shrink at any
            // size: a row's names drawn small rather than left out.
            let floored = !reading && tier != .namesShrunk
            let key = KnownWidth.Key(loose: loose && (reading || wordy), floored: floored)
            if let width = known.widths[key] { return width }
            var single = line
            single.maxLines = 1
            let floor = reading && !loose ? Swift.min(line.font.size, legibleSize * TextFitter.lastQuarter) - 1e-9 : 0
            let nameFloor = floored ? Swift.min(line.font.size, legibleSize) - 1e-9 : 0
            var (low, high) = (0.0, set(single, style, width: nil).width)
            for _ in 0..<Self.leastWidthSteps {
                let middle = (low + high) / 2
                let setting = set(single, style, width: middle)
                guard let shown = setting.lines.first?.text, !shown.isEmpty else {
                    low = middle
                    continue
                }
                let kind = ShortenedText.kind(of: text, shownAs: shown)
                // A name of words keeps its first whole ("Amoxicillin 500 mg" is never "Amoxic… 500 mg", nor "አሞክሲሲሊን 500 ሚ.ግ"
                // "አሞክሲ… 500 ሚ.ግ": a drug's start names another drug), stranger22 #1.
                let named = ((kind == .shortened || kind == .wordsShortened) && (!wordy || keepsFirstWord(text, shown))
                    || (loose && kind == .lessThanHalf && keepsFirstWord(text, shown)))
                    && text.count - (shown.count - 1) >= TextFitter.leastProse
                // A name cut is at its least only where cut at the size a whole one is held to: a cut shrunk on below
                // it ("Amoxic… 500 mg" at 9.75 pt, "አሞክሲ… 500 ሚ.ግ" at 7.5 pt) let the readings keep 16 pt beside it.
                if reading ? setting.font.size >= floor : (shown == text || named) && setting.font.size >= nameFloor {
                    high = middle
                } else {
                    low = middle
                }
            }
            known.widths[key] = high
            return high
        }
    }

    /// Whether `shown` is `text`'s start, its first word whole, and "…": a name's start that reads as a name ("बांगडा…"
    /// for "बांगडा (Konkani: बांगडो)"), never part of its first word ("Амо…" for "Амоксицилин", a drug no one can tell
    /// from another). What follows the first word may be cut anywhere a name's cut falls ("Wzgórza Krz…"): a cut that
    /// kept only whole words held at the widths where one ends and failed between them, so a grid's bisection for its
    /// least found "Wzgórza Krzesławickie…" (257 px) or nothing, never "Wzgórza…" (stranger22's polish-tram).
    /// A start before a trailing number counts the same ("Amoxicillin… 500 mg" keeps it, "Amoxic… 500 mg" does not).
    private func keepsFirstWord(_ text: String, _ shown: String) -> Bool {
        guard let dots = shown.firstIndex(of: "…"), let space = text.firstIndex(where: \.isWhitespace) else { return false }
        let kept = shown[..<dots].trimmingCharacters(in: .whitespaces)
        return text.hasPrefix(kept) && kept.count >= text.distance(from: text.startIndex, to: space)
    }

    /// A text's least width once measured (`leastWidth(of:_:_:reading:)`).
    private final class KnownWidth {
        /// Which least: its looser cut, and whether a name whole is held to its legible size.
        struct Key: Hashable {
            var loose: Bool
            var floored: Bool
        }

        var widths: [Key: Double] = [:]
    }

    /// (Dial) How many halvings find a text's least width (`leastWidth(of:_:)`): to a thousandth of its width.
    private static let leastWidthSteps = 10

    /// A text's first and last baselines below its top, as `text(_:style:in:on:)` draws its lines in a frame of its
    /// size; nil for the rest. A hidden text's bar is one line, so its baselines are its font's, whatever it hides.
    private func baseline(of leaf: RedactedViewLeaf) -> ((ProposedSize, TextBaseline) -> Double)? {
        guard case .text(let line, let style) = leaf else { return nil }
        return { proposal, which in
            let setting = self.set(line, style, width: proposal.width, height: proposal.height)
            let lines = Swift.max(setting.lines.count, 1)
            return setting.ascender + (which == .last ? Double(lines - 1) * setting.lineHeight : 0)
        }
    }

    /// A text's lines for a width: whole on one line where it fits; else wrapped onto its `lineLimit` (none: as many
    /// as it needs); else shrunk as far as its `minimumScaleFactor`; else cut with "…" at that size. A bar is one line,
    /// its width a fixed number of ems: nothing of what it hides.
    struct Setting {
        var lines: [ShapedLine]
        var font: TextFont
        var lineHeight: Double
        var ascender: Double
        var width: Double
        /// The shorter form of a live text drawn instead of it (`liveTextShorterForms`); nil for the text itself.
        var shorterForm: String? = nil
        var height: Double { Double(Swift.max(lines.count, 1)) * lineHeight }
    }

    /// `set(_:width:height:)` in the text's own figures: tabular ones under `monospacedDigit`.
    func set(_ line: RedactedText, _ style: ViewTextStyle, width proposed: Double?, height: Double? = nil) -> Setting {
        let name = !gridNames.isEmpty && gridNames.contains(style.path)
        return shaper.withTabularDigits(style.tabularDigits) {
            set(line, largeFont: style.largeFont, width: proposed, height: height, gridName: name)
        }
    }

    /// `gridName`: a grid's name (`gridNames`), cut at the legible size and never to its number alone.
    private func set(_ line: RedactedText, largeFont: Bool, width proposed: Double?, height: Double? = nil, gridName: Bool = false) -> Setting {
        func metrics(_ font: TextFont) -> FontMetrics { shaper.metrics(font.font, size: font.size) }
        let natural = metrics(line.font)
        func setting(_ lines: [ShapedLine], _ font: TextFont) -> Setting {
            let m = metrics(font)
            // A line is as tall as its font's line box, or as its ink where that reaches further, in the fonts it is
            // drawn in: SwiftUI's line takes the height of the font a script falls back to, and Tibetan's stacks,
            // Khmer's subscripts and Lao's stacked marks reach past Inter's ascender and descender (stranger9 #6:
            // two Tibetan lines in a column ran into each other).
            var (rise, depth) = (m.ascender, m.descender)
            for run in lines.flatMap(\.runs) where run.font != font.font {
                for glyph in run.glyphs {
                    guard let ink = shaper.inkBox(of: glyph.id, font: run.font, size: run.size) else { continue }
                    (rise, depth) = (Swift.max(rise, -(glyph.y + ink.top)), Swift.max(depth, glyph.y + ink.bottom))
                }
            }
            let lineHeight = m.lineHeight + (rise - m.ascender) + (depth - m.descender)
            return Setting(lines: lines, font: font, lineHeight: lineHeight, ascender: rise, width: lines.map(\.width).max() ?? 0)
        }
        guard case .text(let text) = line.content else {
            let bar = if case .bar(let width) = line.content { width.width(in: line.font, shaper: shaper) } else { 0.0 }
            let width = Swift.min(bar, proposed ?? bar)
            return Setting(lines: [], font: line.font, lineHeight: natural.lineHeight, ascender: natural.ascender, width: width)
        }
        // As many lines as its `lineLimit` allows and the height offered holds at that size (at least one): a text
        // shrunk to fit is measured by its own lines, so drawn in the height it chose it keeps them.
        let lineLimit = line.maxLines == 0 ? Self.maxLines : line.maxLines
        func limit(_ font: TextFont) -> Int {
            guard let height, lineLimit > 1 else { return lineLimit }
            let held = (height + 1e-9) / metrics(font).lineHeight
            return held >= Double(lineLimit) ? lineLimit : Swift.max(1, Int(held))
        }
        // A newline breaks the line, as SwiftUI's `Text("3/4\n6/8")` does, on every screen: never a box on one line where
        // the text fits its width, and a break only where it had to wrap anyway (stranger13 #2). Its lines are its
        // paragraphs where each fits; else it wraps and shrinks as any text, the breaks kept.
        let breaks = text.contains(where: \.isNewline)
        if breaks, limit(line.font) > 1 {
            let paragraphs = shaper.wrap(text, font: line.font.font, size: line.font.size, maxWidth: .infinity,
                                         maxLines: limit(line.font))
            if paragraphs.last?.isTruncated != true, paragraphs.allSatisfy({ $0.width <= (proposed ?? .infinity) + 1e-9 }) {
                return setting(paragraphs, line.font)
            }
        }
        let whole = shaper.shape(text, font: line.font.font, size: line.font.size)
        guard let room = proposed, breaks || whole.width > room + 1e-9 else { return setting([whole], line.font) }
        func wrapped(_ font: TextFont, _ lines: Int) -> [ShapedLine] {
            shaper.wrap(text, font: font.font, size: font.size, maxWidth: room, maxLines: lines)
        }
        // A wrapped setting stands where it breaks between words only: a word wider than the line would be broken
        // inside it, which SwiftUI does only where shrinking (as far as `minimumScaleFactor` allows) cannot avoid it.
        // A number (with its sign, currency and unit) is never broken onto two lines: wider than a line, the text is
        // not wrapped but drawn on one, cut outside the number or shrunk whole (#23: "18.450." over "000 ₫").
        let number = lineLimit > 1 ? widestNumber(text, font: line.font) : 0
        let word = lineLimit > 1 ? Swift.max(longestWord(text, font: line.font), number) : 0
        func fits(_ lines: [ShapedLine], _ font: TextFont) -> Bool {
            lines.last?.isTruncated != true && lines.allSatisfy { $0.width <= room + 1e-9 }
                && word * font.size / line.font.size <= room + 1e-9
        }
        // Shrink: on a quarter-pixel grid, from the size its width says (wrapped: its longest word's; on one line: the
        // whole text's) down to its least.
        let least = line.font.size * line.minimumScale
        func grid(_ widest: Double) -> Double {
            (line.font.size * Swift.min(1, room / Swift.max(widest, 1e-9)) / TextFitter.step).rounded(.down) * TextFitter.step
        }
        // From `start` down to `floor`: wrapped between words where it may take more lines (and `wrapping`), else whole
        // on one.
        func shrunk(from start: Double, to floor: Double, wrapping: Bool = true) -> Setting? {
            var size = start
            while size >= floor - 1e-9, size > 0 {
                let font = TextFont(font: line.font.font, size: size)
                let lines = wrapping ? limit(font) : 1
                if lines > 1 || breaks {
                    // Not wrapped where its longest word is wider than the row, which `fits` refuses whatever the
                    // wrap: a grid sets its cells at widths down to none, and each size's wrap was shaped for nothing.
                    if word * size / line.font.size <= room + 1e-9 {
                        let wrapped = wrapped(font, lines)
                        if fits(wrapped, font) { return setting(wrapped, font) }
                    }
                } else {
                    let shaped = shaper.shape(text, font: font.font, size: font.size)
                    if shaped.width <= room + 1e-9 { return setting([shaped], font) }
                }
                size -= TextFitter.step
            }
            return nil
        }
        // A live text's shorter forms, as a template's ("Nov 26" for "November 26, 2026"), each whole on one line from
        // its own size down to `floor` (the least, unless said), before the text is cut.
        func shorterForm(to floor: Double? = nil) -> Setting? {
            let floor = floor ?? least
            for form in line.shortForms {
                let shaped = shaper.shape(form, font: line.font.font, size: line.font.size)
                var size = line.font.size * Swift.min(1, room / Swift.max(shaped.width, 1e-9))
                size = (size / TextFitter.step).rounded(.down) * TextFitter.step
                while size >= floor - 1e-9, size > 0 {
                    let candidate = shaper.shape(form, font: line.font.font, size: size)
                    if candidate.width <= room + 1e-9 {
                        var chosen = setting([candidate], TextFont(font: line.font.font, size: size))
                        chosen.shorterForm = form
                        return chosen
                    }
                    size -= TextFitter.step
                }
            }
            return nil
        }
        // A live text with shorter forms is a reading, read at a glance on one line: itself on one line, then each
        // shorter form, before it wraps (stranger13 #6b: "1 цаг" over "32 мин" on 40 mm, its last row cut by the
        // circle, where 45 mm, whose height holds one row, drew "1 цаг").
        // Its shorter forms say less ("2 hr" drops the minutes of "2 hr, 30 min"): each, the text first, is tried whole
        // down to the family's legible size before the next, as a template's are (`TextFitter.fit`), not only down to
        // its `minimumScaleFactor` (SwiftUI's default, 1, is none): a circle drew "2 hr" at its own 12 pt where "2 hr,
        // 30 min" fits at 7 to 8.4 pt, and 41 mm's row "2h 30min" where 40 mm's drew the whole (session 25, T14).
        // Lower still where the text's own `minimumScaleFactor` allows it.
        if line.isLive, !line.shortForms.isEmpty, !breaks {
            let floor = legibleSize > 0 ? Swift.min(least, legibleSize) : least
            if let oneLine = shrunk(from: grid(whole.width), to: floor, wrapping: false) ?? shorterForm(to: floor) { return oneLine }
        }
        if limit(line.font) > 1 {
            let lines = wrapped(line.font, limit(line.font))
            if fits(lines, line.font) { return setting(lines, line.font) }
        }
        if let shrunk = shrunk(from: grid(lineLimit > 1 ? word : whole.width), to: least) { return shrunk }
        if let form = shorterForm() { return form }
        // (Dial) In a circle, a word wider than a line even at the least size would be broken inside it, where the
        // break reads as a word's end, and the circle cuts the rows ("Töltött" / "kápo…", "İSTANB" / "UL", stranger9
        // #15): the text shrinks on below its
        // `minimumScaleFactor`, wrapped between words, as far as its family's legible size; past that it is cut
        // once, on one line ("Töltöttkáp…"), never broken inside a word. The sizes tried start where its longest word
        // fits: no more shaping than a text that fits there. (A number wider than a line is drawn on one already.)
        let isRound = if case .circle? = mask { true } else { false }
        let breaksAWord = isRound && lineLimit > 1 && legibleSize > 0 && word * least / line.font.size > room + 1e-9
            && number * least / line.font.size <= room + 1e-9
        // (Dial) A grid's name is cut at its family's legible size (its own, where smaller), not at its own: what a row
        // gives up first is a name's size down to the legible size, then its end (docs/views.md "Grids"); cut at its
        // own 16 pt it kept five letters, "Czerw…" beside "52" and "2min 45s" at 13.4 pt (stranger22 #1).
        let floor = breaksAWord || (gridName && legibleSize > 0) ? Swift.min(least, legibleSize) : least
        if breaksAWord, floor < least, let shrunk = shrunk(from: Swift.min(grid(word), least - TextFitter.step), to: floor) { return shrunk }
        // (Dial) A cut is taken only where shrinking to the family's legible size cannot keep the text whole: the cut
        // below fits only where the room is wide enough for it, so a larger screen, whose font is larger for its room,
        // drew "מרש…" at full size where a smaller one, too narrow for that cut, drew "מרשמים" whole and shrunk
        // (stranger17 #6). A larger screen never draws less than a smaller one. Sizes start a step above where its width says
        // (shaped widths are not quite proportional to the size): a shaping or two, and only for a text that does not fit at its least size. Wrapped only where it is given a
        // `lineLimit` of two or more: one without wraps as far as its least size above and past that stays on one line
        // ("♩ = 132" whole in a circle, never "♩ =" over "132"), as below. (Dial) In an extra large, whose square holds
        // rows at its legible 11 pt, one without wraps on too: "$23.40 MXN/kg" over "▲ +16.4%" at 11 pt, never the
        // whole on one line at 6.6 pt (nahuatl), which the number's shrink below took it to.
        let wrapsOn = line.maxLines > 1 || (line.maxLines == 0 && family == .graphicExtraLarge)
        if !breaksAWord, legibleSize > 0, least > legibleSize + 1e-9,
           let shrunk = shrunk(from: Swift.min(grid(wrapsOn ? word : whole.width) + TextFitter.step, least - TextFitter.step), to: legibleSize,
                               wrapping: wrapsOn) {
            return shrunk
        }
        // (Dial) A code (letters and digits with no space between: a parcel's "1Z999AA10123456784") given two lines or
        // more in a circle, too wide for one line there even at the circle's legible size, is broken between its
        // characters onto its lines, as SwiftUI breaks a word too long for its line, at the largest size down to the
        // legible one at which its lines hold it whole; rather than drawn on one line at 4.6 pt, or not at all where
        // not even that fits (stranger20 #10: a blank subdial on 40 and 41 mm). A code is read character by
        // character, so a break inside it reads as no word's end; a word's would ("Töltött" / "kápo…"), and a number
        // is read whole ("18.450." over "000 ₫"): neither is broken.
        // Only where a `lineLimit` of two or more is written: a grid's short name ("P14B") has none, and is never broken.
        if isRound, line.maxLines > 1, legibleSize > 0, limit(TextFont(font: line.font.font, size: legibleSize)) > 1, Self.isCode(text) {
            let lines = Double(limit(TextFont(font: line.font.font, size: legibleSize)))
            var size = Swift.min(least, grid(whole.width / lines) + TextFitter.step)
            while size >= legibleSize - 1e-9 {
                let font = TextFont(font: line.font.font, size: size)
                let broken = wrapped(font, limit(font))
                if broken.count > 1, broken.last?.isTruncated != true, broken.allSatisfy({ $0.width <= room + 1e-9 }) {
                    return setting(broken, font)
                }
                size -= TextFitter.step
            }
        }
        // Cut with "…" at the least size, as SwiftUI truncates the tail, but where the fitting policy cuts
        // (`TextFitter.cutAtOneSize`, #23): never inside a number or a syllable, nor to a stub of a word ("30%" is never "3…").
        let font = TextFont(font: line.font.font, size: Swift.max(floor, TextFitter.step))
        func cut(_ rest: String, _ font: TextFont, lastRow: Bool = false, isFollowed: Bool = false) -> ShapedLine? {
            let whole = shaper.shape(rest, font: font.font, size: font.size)
            if !isFollowed, whole.width <= room + 1e-9 { return whole }
            return fitter.cutAtOneSize(rest, font: font.font, size: font.size, room: room, wordUnits: lineLimit == 1, lastRow: lastRow,
                                       numberAlone: !gridName)
        }
        // Wrapped onto its lines, its last one cut: where that keeps every number, else (the number would go with the
        // last line's words) as a number's text, below.
        // A word after a number is its unit by where it stands only in a text on one line: in one that may wrap, the
        // line breaker parts them where a row ends, and "… 10 HOURS" on one row stood for "CLOSES IN" over "10 HOURS"
        // wrapped whole a step smaller (session 20: a circle's column lost its words). Shared with the line breaker,
        // it would hold in wrapped text too.
        let cuts = fitter.cuts(of: text, wordUnits: lineLimit == 1)
        func wrappedCut(_ font: TextFont) -> [ShapedLine]? {
            guard limit(font) > 1, number * font.size / line.font.size <= room + 1e-9,
                  !breaksAWord || word * font.size / line.font.size <= room + 1e-9 else { return nil }
            // A last row that no cut fits moves up (`TextShaper.wrap`): the row above takes the cut and its "…", as in a
            // template (`LayoutCanvas.wrappedText`), never left ending as if the text ended there. A row that follows
            // a newline is no whole text either: it is cut, even where it would fit.
            let lines = shaper.wrap(text, font: font.font, size: font.size, maxWidth: room, maxLines: limit(font)) { rest, isFollowed in
                cut(rest, font, lastRow: true, isFollowed: isFollowed) ?? TextFitter.nothing
            }
            // Cut to nothing on every row: not drawn this way. A cut that drops what the rows held ("Umetuma…", its
            // amount and number gone) is not taken either, below.
            guard !lines.contains(where: { $0.text.isEmpty }) else { return nil }
            return Self.dropsANumberOrDestination(lines.map(\.text).joined(separator: " "), of: cuts) ? nil : lines
        }
        // A grid's name cut at its legible size, below its own, is cut on one line: two rows of it at 11 pt
        // ("Wzgórza" over "Krzesławic…") made its row taller than its slot, where its own size held one.
        let cutOnOneLine = gridName && line.maxLines == 0 && floor < least - 1e-9
        if !cutOnOneLine, let lines = wrappedCut(font) { return setting(lines, font) }
        // A cut that drops a number ("Folyószámla…" for "Folyószámla: 1 284 930 567 Ft", "♩…" for "♩ = 132", "Dig.
        // 1,4 µg/L…" for "Dig. 1,4 µg/L · 38,7 °C") is the last resort: a number is the last thing a line gives up, and
        // so is where its arrow points ("EK 0203 DXB…" for "EK 0203 DXB→JFK", stranger15 #2).
        let shortened = cut(text, font)
        if let shortened, !Self.dropsANumberOrDestination(shortened.text, of: cuts) {
            return saysMore(than: shortened, text, font, cuts: cuts, wholeFrom: whole.width, room: room, legibleSize: legibleSize,
                            largeFont: largeFont)
                .map { setting([$0.line], $0.font) } ?? setting([shortened], font)
        }
        // (Dial) Not even the shortest allowed cut fits (a lone number, "100" in a narrow corner), or only one without
        // the number: it shrinks on, to half its size, whole, wrapped onto the lines its `lineLimit` allows and the
        // height offered holds at that size with its last line cut outside its numbers (stranger14 #4: one row at
        // 8.25 pt, "Umetuma KSh 12,450.00 kwa… 0712 345 678", where two rows held it at 12.25 pt), or on one line with
        // its words shortened before the number, rather than be cut, and only then is dropped whole, which `dial lint`
        // reports.
        let tailCuts = cuts.tailCuts(least: TextFitter.leastProse, wordStart: TextFitter.wordStart)
        let leastWhole = leastNumberSize(line.font.size, reading: cuts.numbers.count == 1 && isReading(text), largeFont: largeFont)
        // The largest size on the quarter-pixel grid at which its rows hold it that way, by bisection (rows that hold
        // at one size hold at a smaller one): only a text given a `lineLimit` of two or more, as one without wraps as
        // far as its least size above, and past that stays on one line ("♩ = 132" whole in a circle, never "♩ =" over
        // "132").
        let rows: (size: Double, lines: [ShapedLine])? = {
            guard line.maxLines > 1 else { return nil }
            func sized(_ index: Int) -> TextFont { TextFont(font: line.font.font, size: Double(index) * TextFitter.step) }
            let low = Int((leastWhole / TextFitter.step).rounded(.up))
            let high = Int(((font.size - TextFitter.step) / TextFitter.step + 1e-9).rounded(.down))
            guard low > 0, low <= high, let known = wrappedCut(sized(low)) else { return nil }
            let found = Bisection.largest(in: low...high, known: known) { wrappedCut(sized($0)) }
            return (Double(found.index) * TextFitter.step, found.value)
        }()
        var size = font.size - TextFitter.step
        while size >= leastWhole - 1e-9, size > 0 {
            let shaped = shaper.shape(text, font: line.font.font, size: size)
            if shaped.width <= room + 1e-9 { return setting([shaped], TextFont(font: line.font.font, size: size)) }
            if let rows, size <= rows.size + 1e-9 { return setting(rows.lines, TextFont(font: line.font.font, size: rows.size)) }
            if let tailCuts, let kept = fitter.tailCut(tailCuts, font: line.font.font, size: size, room: room, alone: !gridName) {
                return setting([kept], TextFont(font: line.font.font, size: size))
            }
            size -= TextFitter.step
        }
        // (Dial) In a corner's circle, where the text has no row or column to give its room to, not even a cut fits at
        // its least size ("PX 1 842,37" at 13 pt): the cut rules again at its family's legible size, where the shrink
        // above stopped, before it is left out, as a template's corner line is cut there (stranger14: czech-polish-
        // finance's `px`, tibetan-trek's `bl` were not drawn at all). Elsewhere a text left out gives its room to the
        // others beside it (a grid's columns share theirs, docs/views.md "Grids").
        if shortened == nil, family == .accessoryCorner, legibleSize > 0, font.size > legibleSize + 1e-9 {
            let legible = TextFont(font: line.font.font, size: legibleSize)
            if let there = cut(text, legible) { return setting([there], legible) }
        }
        return setting([shortened ?? TextFitter.nothing], font)
    }

    /// (Dial) A line that says more than `shortened`, the text's words shortened before its number at `font`, where
    /// that says too little of what the number is of (stranger23 #6: an extra large row of two corners' names and
    /// scores, "แดง… 29" beside "… 28", the blue corner's name gone whole, on every screen, at the row's full size): the
    /// number alone, where a start of its words would fit beside it smaller, is the text whole or its words shortened
    /// before its number, at the largest size down to half its size (`leastNumberSize`) that fits; a start keeping
    /// less than half of its words (`TextFitter.keepsLessThanHalfOfItsWords`) is tried whole, or keeping half of them,
    /// down to ¾ of its family's legible size first, as a template's line is (docs/face-format.md, "How text fits").
    /// Nil where nothing says more: `shortened` stands. Only a text cut so pays for it.
    private func saysMore(than shortened: ShapedLine, _ text: String, _ font: TextFont, cuts: TextCuts, wholeFrom width: Double,
                          room: Double, legibleSize: Double, largeFont: Bool) -> (line: ShapedLine, font: TextFont)? {
        let shown = shortened.text
        guard shown.contains("…"), !shown.hasSuffix("…"), TextFitter.keepsLessThanHalfOfItsWords(shown, of: text),
              let tailCuts = cuts.tailCuts(least: TextFitter.leastProse, wordStart: TextFitter.wordStart) else { return nil }
        let alone = shown.first == "…"
        let floor = alone || legibleSize <= 0 ? leastNumberSize(font.size, reading: cuts.numbers.count == 1 && isReading(text), largeFont: largeFont)
            : Swift.min(font.size, legibleSize) * TextFitter.lastQuarter
        // The whole is shaped only from a step above the size its width says (shaped widths are not quite
        // proportional to the size).
        let wholeFrom = font.size * room / Swift.max(width, 1e-9) + TextFitter.step
        var size = font.size - TextFitter.step
        while size >= floor - 1e-9, size > 0 {
            if size <= wholeFrom {
                let whole = shaper.shape(text, font: font.font, size: size)
                if whole.width <= room + 1e-9 { return (whole, TextFont(font: font.font, size: size)) }
            }
            if let kept = fitter.tailCut(tailCuts, font: font.font, size: size, room: room),
               alone || !TextFitter.keepsLessThanHalfOfItsWords(kept.text, of: text) {
                return (kept, TextFont(font: font.font, size: size))
            }
            size -= TextFitter.step
        }
        return nil
    }

    /// Whether `shown`, cut from the text whose cuts are `cuts`, leaves out a number of it (a start ending in "…" before
    /// a number, or a start, "…" and the trailing number with a number between them) or where its arrow points. A
    /// start is judged by `cuts` themselves: a wrapping text's read a word after its number as a word (`wordUnits`),
    /// so "ᎤᏂᏲᏍᏗ 12 ᎠᏂ…" for "ᎤᏂᏲᏍᏗ 12 ᎠᏂᏲᏍᎩ · Room 204 · … 6:30" drops its room and time, where read with the
    /// word as the unit of 12 it was only a unit cut, and drawn.
    static func dropsANumberOrDestination(_ shown: String, of cuts: TextCuts) -> Bool {
        guard shown.contains("…") else { return false }
        let start = shown.dropLast()
        let kind = shown.hasSuffix("…") && cuts.characters.starts(with: start) ? ShortenedText.kind(of: cuts, keeping: start.count)
            : ShortenedText.kind(of: String(cuts.characters), shownAs: shown)
        return kind == .numberDropped || kind == .destinationDropped
    }

    /// (Dial) How far a text that cannot be cut (a number) shrinks below its `minimumScaleFactor` before it is dropped:
    /// half its size, as far as the watch's own gauge labels shrink.
    static let leastNumberScale = 0.5

    /// The least size a text that cannot be cut is drawn at: half its size, or, for a large font
    /// (`ViewTextStyle.largeFont`), 4.5 pt, the size a template's reading, or its line that is one number, shrinks to
    /// whole rather than go (`TextFitter`, step 5). A large font beside others in a row ("148/96 mmHg" at 16.5 to 19.5 pt
    /// in a rectangular's `hstack`) keeps its reading, smaller, rather than lose it (#23); a caption is small already,
    /// and drawn at 4.5 pt it is a grey hairline no one reads (stranger15 #5: a `caption2` line whole at 4.5 pt on 45 mm,
    /// where 40 mm cut it at 13 pt), so it is cut, its trailing numbers dropped whole and reported, rather than drawn
    /// below half of itself. A text that is one number (with what belongs to it, "+₫1.284.930.567") has no words to give
    /// up: in any font it shrinks to 4.5 pt rather than go, as a template's line that is one number does.
    private func leastNumberSize(_ size: Double, reading: Bool, largeFont: Bool) -> Double {
        reading || largeFont ? Swift.min(size * Self.leastNumberScale, LegibleSize.reading) : size * Self.leastNumberScale
    }

    /// The width of the text's widest word at `font`: what a line must hold for the text to wrap between words. Words
    /// are parted by spaces; Chinese and Japanese, written without them, may break after any character.
    private func longestWord(_ text: String, font: TextFont) -> Double {
        text.split(whereSeparator: \.isWhitespace).lazy
            .filter { !$0.contains(where: TextCuts.isIdeographic) }
            .map { shaper.shape(String($0), font: font.font, size: font.size).width }
            .max() ?? 0
    }

    /// The width of the text's widest number, with what belongs to it (`TextCuts`), at `font`: a line must hold it
    /// whole for the text to wrap. A word that is a number's only by where it stands is not (`wordUnits`): the line
    /// breaker may wrap it onto the next row ("10" over "HOURS").
    private func widestNumber(_ text: String, font: TextFont) -> Double {
        let cuts = fitter.cuts(of: text, wordUnits: false)
        return cuts.numbers.map { shaper.shape(String(cuts.characters[$0]), font: font.font, size: font.size).width }.max() ?? 0
    }

    /// Whether `text` is a code: one run of letters and digits, both, with no space or punctuation (a parcel's
    /// "1Z999AA10123456784", a booking's "K7XQ2M"), read character by character rather than as a word or a number.
    static func isCode(_ text: String) -> Bool {
        text.allSatisfy { $0.isLetter || $0.isNumber } && text.contains(where: \.isLetter) && text.contains(where: \.isNumber)
    }

    /// Whether `text` is a reading: it has a number, and no letter outside its numbers and what belongs to them.
    private func isReading(_ text: String) -> Bool {
        guard text.contains(where: \.isNumber) else { return false }
        let cuts = fitter.cuts(of: text)
        guard !cuts.numbers.isEmpty else { return false }
        return !cuts.characters.indices.contains { index in
            cuts.characters[index].isLetter && !cuts.numbers.contains { $0.contains(index) }
        }
    }

    /// (Dial) The most lines a text without a `lineLimit` wraps onto: more than any complication holds.
    static let maxLines = 10

    // MARK: - Drawing

    private func draw(_ item: Item, id: Int, in frame: Rect, on canvas: inout LayoutCanvas) {
        switch item {
        case .leaf(let leaf): draw(leaf, id: id, in: frame, on: &canvas)
        case .background(let color):
            canvas.fill(platterShape(in: frame), .background(color))
        case .ring(let style, let value, let paint, let labels):
            ring(style, value: value, paint: paint, labels: labels, in: frame, on: &canvas)
        case .bar(let style, let value, let paint, let path):
            noteClipped(.gauge, frame, path: path, on: &canvas)
            bar(style, value: value, paint: paint, in: frame, on: &canvas)
        case .endLabels(let ends, let barID):
            endLabels(ends, bar: barID, in: frame, on: &canvas)
        case .clip, .effect, .mask, .maskView:
            // Drawn round the leaves it cuts, turns, paints or masks, by `draw(_:on:)`.
            break
        }
    }

    /// Where a custom symbol's picture is drawn in its frame: the frame less the 2-unit margins of the 24-unit grid Dial's
    /// SF Symbols are drawn on (Material's live area, 20 of 24 units), so that a custom symbol is as large as an SF
    /// Symbol at the same font, its glyph about the font's cap height, as symbols exported from SF Symbols' template
    /// sit between the baseline and the cap height (ports4-final R3: filling the whole square, it stood a fifth taller).
    static func liveArea(of frame: Rect) -> Rect {
        let inset = Swift.min(frame.width, frame.height) * symbolMargin
        return Rect(x: frame.x + inset, y: frame.y + inset, width: frame.width - 2 * inset, height: frame.height - 2 * inset)
    }

    /// (Dial) A symbol's margin on each side, as a share of its square: 2 of the icon grid's 24 units.
    static let symbolMargin = 2.0 / 24

    /// The largest rectangle of a `width` × `height` picture's ratio inside `frame`, centred.
    static func fitted(width: Double, height: Double, in frame: Rect) -> Rect {
        let scale = Swift.min(frame.width / width, frame.height / height)
        return Rect(center: frame.center, width: width * scale, height: height * scale)
    }

    /// The family's backdrop in a frame: a circle in round families, a rounded rectangle in the others. A backdrop as
    /// large as the box is the family's whole shape: an extra large view laid out in the square inscribed in its circle
    /// still has its `AccessoryWidgetBackground` fill the circle, as a circular's does.
    private func platterShape(in frame: Rect) -> Shape {
        if let box, let mask, case .circle = mask, frame.width >= box.width - 1e-6, frame.height >= box.height - 1e-6 { return mask }
        return switch family {
        case .accessoryCircular, .graphicExtraLarge, .graphicBezel, .accessoryCorner:
            .circle(center: frame.center, radius: Swift.min(frame.width, frame.height) / 2)
        case .accessoryRectangular, .accessoryInline:
            // The rectangular family's own corners, 4 points (ClockKit's "8-pixel corner radius"), as its platter's.
            .roundedRect(frame, radius: Swift.min(4 * Device.scale, Swift.min(frame.width, frame.height) / 2))
        }
    }

    /// A picture, gauge or chart that the family's mask cuts, recorded as a text the mask cuts is, so that lint and
    /// explain name all that the clip takes, not only the text (stranger7 #14: a linear gauge's bar and its marker
    /// clipped to 2 px, unreported; stranger14 #10: a symbol and a capacity bar cut by an extra large circle, the bar
    /// reading full). A rectangular slot's edge cuts its frame; a circle cuts what of it is drawn: a symbol's round
    /// outline (the ellipse inscribed in the box it is drawn in, given as `frame`) or a bar's capsule. A picture or a
    /// chart in a circle is left out: each fills the circle's square by design, its corners cut (the chart's labels
    /// that the circle would cut are left out and reported by the chart). Its frame is the layout's, never a hidden
    /// value's.
    private func noteClipped(_ element: ShortenedText.ViewElement, _ frame: Rect, path: String, on canvas: inout LayoutCanvas) {
        let tolerance = 1.0
        switch mask {
        case .roundedRect(let slot, _)?:
            guard frame.x < slot.x - tolerance || frame.maxX > slot.maxX + tolerance || frame.y < slot.y - tolerance
                    || frame.maxY > slot.maxY + tolerance else { return }
            let gone = frame.maxX <= slot.x || frame.x >= slot.maxX || frame.maxY <= slot.y || frame.y >= slot.maxY
            canvas.recordView("", shown: "", kind: .masked, path: path, detail: .maskedElement(.slot, element, hiddenWhole: gone))
        case .circle?:
            guard let mask, frame.width > 1e-9, frame.height > 1e-9 else { return }
            let points: [Point]
            switch element {
            case .symbol, .picture:
                // The ellipse inscribed in the box its outline or its custom picture is drawn in.
                points = (0..<16).map { step in
                    let angle = Double(step) * .pi / 8
                    return Point(x: frame.center.x + frame.width / 2 * cos(angle), y: frame.center.y + frame.height / 2 * sin(angle))
                }
            case .gauge:
                let half = Swift.min(Self.barThickness, frame.height) / 2
                let (left, right, middle) = (frame.x + half, frame.maxX - half, frame.center.y)
                points = [Point(x: frame.x, y: middle), Point(x: frame.maxX, y: middle), Point(x: left, y: middle - half),
                          Point(x: left, y: middle + half), Point(x: right, y: middle - half), Point(x: right, y: middle + half)]
            case .chart:
                return
            }
            let outside = points.filter { LayoutCanvas.distance(from: $0, outside: mask) > tolerance }.count
            guard outside > 0 else { return }
            // Hidden whole only where its middle is gone too: a bar wider than the circle's chord shows its middle.
            let gone = outside == points.count && LayoutCanvas.distance(from: frame.center, outside: mask) > tolerance
            canvas.recordView("", shown: "", kind: .masked, path: path, detail: .maskedElement(.circle, element, hiddenWhole: gone))
        default:
            return
        }
    }

    private func draw(_ leaf: RedactedViewLeaf, id: Int, in frame: Rect, on canvas: inout LayoutCanvas) {
        switch leaf {
        case .text, .shape: break
        case .image(let image, _, _, let sizing, let path):
            // A picture fills a circle's square by design, and its frame elsewhere. A symbol is judged by the box it is
            // drawn in, by a slot's edge as by a circle: its frame's live area, a custom symbol's picture fitted in it
            // (as drawn below), never the margins of its frame, which no ink reaches (stranger20 #8: a drop whose
            // frame's top lay past a rectangular's slot reported "sliced", drawn whole).
            guard sizing != .picture else {
                if case .circle? = mask {} else { noteClipped(.picture, frame, path: path, on: &canvas) }
                break
            }
            var ink = Self.liveArea(of: frame)
            if case .bitmap(let bitmap) = image.content, bitmap.width > 0, bitmap.height > 0 {
                ink = Self.fitted(width: Double(bitmap.width), height: Double(bitmap.height), in: ink)
            }
            noteClipped(.symbol, ink, path: path, on: &canvas)
        case .value(_, _, let path): noteClipped(.gauge, frame, path: path, on: &canvas)
        case .chart(_, let path): noteClipped(.chart, frame, path: path, on: &canvas)
        }
        switch leaf {
        case .text(let line, let style):
            text(line, style: style, id: id, in: frame, on: &canvas)
        case .image(let image, _, let template, let sizing, let path):
            guard frame.width > 1e-9, frame.height > 1e-9 else {
                // Nothing of it can be drawn: say so, rather than let a report call it shown. Its frame is the layout's,
                // the same whether it is shown or hidden.
                canvas.recordView("", shown: "", kind: .noRoom, path: path)
                return
            }
            switch image.content {
            case .bitmap(let bitmap):
                let picture = template.map { RedactedImage(content: .bitmap(bitmap.tinted($0)), accentable: image.accentable) } ?? image
                // A custom symbol is fitted in its frame's live area, its ratio kept, as a symbol's outline is; a
                // picture fills its frame.
                let drawn = sizing == .picture || bitmap.width == 0 || bitmap.height == 0 ? frame
                    : Self.fitted(width: Double(bitmap.width), height: Double(bitmap.height), in: Self.liveArea(of: frame))
                canvas.image(picture, in: drawn, mask: .rect(drawn))
            case .vector:
                canvas.image(image, in: frame, mask: .rect(frame))
            case .hidden:
                canvas.icon(image, in: frame, mask: .rect(frame))
            }
        case .shape(let shape):
            if let outline = shape.outline {
                let ink = Ink.content(shape.paint.first, accentable: shape.accentable)
                guard case .gradient(let gradient) = shape.paint else { return outline.draw(shape.kind, ink, in: frame, on: &canvas) }
                // A stroke in a gradient across the shape's frame, as SwiftUI's `.stroke(gradient, ...)`.
                canvas.painting(gradient, across: frame) { outline.draw(shape.kind, ink, in: frame, on: &$0) }
                return
            }
            if case .gradient(let gradient) = shape.paint {
                ViewShape.fill(shape.kind, gradient: gradient, accentable: shape.accentable, in: frame, on: &canvas)
                return
            }
            let ink = Ink.content(shape.paint.first, accentable: shape.accentable)
            canvas.fill(Self.outline(shape.kind, in: frame), ink)
        case .value(let value, let paint, _):
            bar(.accessoryLinearCapacity, value: value, paint: paint, in: frame, on: &canvas)
        case .chart(let chart, let path):
            ViewChart.draw(chart, in: frame, mask: mask, path: path, on: &canvas)
        }
    }

    /// Where a text's lines start in `frame`, by its alignment.
    private func placement(_ style: ViewTextStyle, in frame: Rect) -> (alignment: LayoutCanvas.Alignment, x: Double) {
        switch (style.alignment, rightToLeft) {
        case (.start, false), (.end, true): (.leading, frame.x)
        case (.center, _): (.center, frame.center.x)
        case (.end, false), (.start, true): (.trailing, frame.maxX)
        // A text's own alignment is never a baseline (`multilineTextAlignment` is horizontal).
        case (.firstTextBaseline, _), (.lastTextBaseline, _): (.leading, frame.x)
        }
    }

    /// Draws a text in its frame; `rowSize`, the size its row set it at (`ScaledRow`), where that is not its own. It is
    /// reported against its own size.
    private func text(_ written: RedactedText, style: ViewTextStyle, id: Int, rowSize: Double? = nil, in frame: Rect,
                      on canvas: inout LayoutCanvas) {
        var line = capped(written, id: id)
        if let rowSize { line = Self.rowLine(line, size: rowSize) }
        var (setting, frame, laid) = (set(line, style, width: frame.width, height: frame.height), frame, frame)
        if line.font.size < written.font.size - 1e-9, setting.width < frame.width - 1e-9, let anchor = anchors[id] {
            // Capped after layout, the text is narrower than the frame its own size was given: it stands where a frame
            // of its drawn width would have been set, its column's (or frame's) alignment kept. Left in the wider frame,
            // its rows sat at that frame's leading edge, off the middle of a centred column: t9's "CLOSES IN" /
            // "10 HOURS", laid out on three rows at 16.25 px ("10 HOURS" 80 px wide) and drawn on two at 12, stood 9 px
            // left of the circle's middle on 40 mm, its "C" and "1" sliced where offset down.
            let width = setting.width
            let x = switch (anchor, rightToLeft) {
            case (.start, false), (.end, true): frame.x
            case (.end, false), (.start, true): frame.maxX - width
            default: frame.center.x - width / 2
            }
            frame = Rect(x: x, y: frame.y, width: width, height: frame.height)
        }
        if case .text = line.content, let fitted = fittedInCircle(line, style, setting, in: frame, room: laid, canvas: canvas) {
            let stubbed = fitted.0.lines.last?.isTruncated == true && setting.lines.last?.isTruncated != true
            // For a text that may hide only where every text may: its bar wrist down would not ask it, and the shown
            // texts beside it are drawn alike in both displays.
            if legibleSize > 0, !line.mayHide || everyTextMayHide,
               stubbed || fitted.0.font.size < Swift.min(legibleSize, line.font.size) - 1e-9 {
                drawnSizes.illegibleInCircle = true
            }
            (setting, frame) = fitted
        }
        if case .text = line.content { drawnSizes.sizes[id] = (written.font.size, setting.font.size) }
        let (alignment, x) = placement(style, in: frame)
        let top = frame.y + (frame.height - setting.height) / 2
        // A text that may hide, whose kept line the slot's edge cuts, is left out whole in both displays, its bar too.
        let leftOutWhole = slotCutsKeptLine(of: line, in: laid) == true
        guard case .text = line.content else {
            // The bar sits where the text's one line would, as tall as its capitals.
            if !leftOutWhole { canvas.text(line, x: x, baseline: top + setting.ascender, alignment: alignment, maxWidth: setting.width) }
            return
        }
        if case .text(let text) = line.content { record(text, setting, natural: written.font, capped: line, path: style.path, on: &canvas) }
        let drawn = RedactedText(font: setting.font, color: line.color, content: line.content, accentable: line.accentable)
        var masked: (sliced: [String], hidden: [String]) = ([], [])
        // A rectangular's row that the slot's edge would cut, once its view has shrunk as far as it may
        // (`fittedToMask`), is left out whole, never drawn in part ("27/32 (84%)" at half its height): its characters
        // are reported as hidden.
        var leftOut: [String] = []
        let isSlot = if case .roundedRect? = mask { true } else { false }
        for (index, shaped) in setting.lines.enumerated() {
            let baseline = top + setting.ascender + Double(index) * setting.lineHeight
            if let mask {
                let cut = canvas.cutByMask(shaped, x: x, baseline: baseline, alignment: alignment, maxWidth: frame.width, mask: mask)
                if isSlot, leftOutWhole || !cut.sliced.isEmpty || !cut.hidden.isEmpty {
                    leftOut.append(shaped.text)
                    masked.hidden += shaped.text.filter { !$0.isWhitespace }.map(String.init)
                    continue
                }
                masked = (masked.sliced + cut.sliced, masked.hidden + cut.hidden)
            }
            canvas.place(shaped, drawn, x: x, baseline: baseline, alignment: alignment, maxWidth: frame.width)
            if style.strikethrough {
                let left = switch alignment {
                case .leading: x
                case .center: x - shaped.width / 2
                case .trailing: x - shaped.width
                }
                let y = baseline - canvas.capHeight(setting.font) * 0.45
                canvas.stroke(.line(from: Point(x: left, y: y), to: Point(x: left + shaped.width, y: y)),
                              width: Swift.max(1, setting.font.size / 14), .content(line.color, accentable: line.accentable))
            }
        }
        // Drawn as SwiftUI draws it, laid out in the family's square and cut at its mask; but never silently.
        if case .text(let text) = line.content, !leftOut.isEmpty, leftOut.count == setting.lines.count {
            canvas.recordView(text, shown: "", kind: .notDrawn, path: style.path)
        } else if case .text(let text) = line.content, let mask, !masked.sliced.isEmpty || !masked.hidden.isEmpty {
            let edge: ShortenedText.MaskEdge = if case .circle = mask { .circle } else { .slot }
            canvas.recordView(text, shown: text, kind: .masked, path: style.path,
                              detail: .masked(edge, sliced: masked.sliced, hidden: masked.hidden))
        }
    }

    /// A shown text that the family's circle would cut where it is set ("12,450" at 20 pt bold over "steps today",
    /// its "1" and "0" sliced on every screen: stranger16 #8), set again in a narrower frame about the same middle,
    /// two pixels at a time down to half its width, so that it shrinks (a number as far as a view's number shrinks,
    /// `leastNumberScale`) or wraps between words until the circle no longer cuts it. Only where that draws the same
    /// words whole: a text the narrower frame would shorten with "…" stays as it was, drawn as SwiftUI draws it and
    /// reported as cut by the circle, since a "…" says less than a sliced letter. Nil where nothing needs changing or
    /// nothing helps. Its frame only: the layout round it is unchanged, and a hidden text's bar keeps its own place.
    /// A text drawn narrower than it was laid out (capped) is judged where it stands (`frame`) and, cut there, fitted in
    /// the frame it was laid out in (`room`), as wide as it had.
    private func fittedInCircle(_ line: RedactedText, _ style: ViewTextStyle, _ setting: Setting, in frame: Rect, room: Rect,
                                canvas: LayoutCanvas) -> (Setting, Rect)? {
        guard let mask, case .circle = mask else { return nil }
        func cut(_ setting: Setting, _ frame: Rect) -> Bool {
            let (alignment, x) = placement(style, in: frame)
            let top = frame.y + (frame.height - setting.height) / 2
            return setting.lines.enumerated().contains { index, shaped in
                let cut = canvas.cutByMask(shaped, x: x, baseline: top + setting.ascender + Double(index) * setting.lineHeight,
                                           alignment: alignment, maxWidth: frame.width, mask: mask)
                return !cut.sliced.isEmpty || !cut.hidden.isEmpty
            }
        }
        guard cut(setting, frame) else { return nil }
        let frame = room
        let words = setting.lines.map(\.text).joined(separator: " ")
        // Wrapped rows are each judged against the circle at their own height (stranger18 #4: "Gumpe" over "3,2 km",
        // its "3" and "m" sliced low in the circle on 40, 45 and 49 mm, where a narrower frame set it on one row at
        // 6 pt, or dropped the word): first the same frame at smaller sizes, on the quarter-pixel grid, as far as the
        // circle's legible size, still wrapped between words, each row centred where the smaller rows stand; the
        // largest size at which no row is cut and every word is drawn is taken. Its rows keep their alignment inside the
        // narrower block, as SwiftUI aligns a text's lines within its own width.
        // A text on one row cut with "…" where the frame's height held one row at its size (41 mm's "… 3,2 km") is
        // tried so too, whole, as the other screens draw it: the screens agree.
        let isCut = setting.lines.last?.isTruncated == true
        if case .text(let text) = line.content, line.maxLines != 1, setting.lines.count > 1 || isCut, legibleSize > 0 {
            let whole = text.filter { !$0.isWhitespace }
            var size = ((line.font.size - TextFitter.step) / TextFitter.step).rounded(.down) * TextFitter.step
            while size >= legibleSize - 1e-9 {
                var smaller = line
                smaller.font.size = size
                let shrunk = set(smaller, style, width: frame.width, height: frame.height)
                // As wide as its rows, about the frame's middle, as a stack centres a text that is narrower than it.
                let narrowed = Rect(x: frame.center.x - shrunk.width / 2, y: frame.y, width: shrunk.width, height: frame.height)
                if shrunk.lines.map(\.text).joined().filter({ !$0.isWhitespace }) == whole, !cut(shrunk, narrowed) { return (shrunk, narrowed) }
                size -= TextFitter.step
            }
        }
        let cuts: TextCuts? = if case .text(let text) = line.content { fitter.cuts(of: text) } else { nil }
        var width = frame.width - 2
        while width >= frame.width * 0.5 {
            let narrower = set(line, style, width: width, height: frame.height)
            let narrowed = Rect(x: frame.center.x - width / 2, y: frame.y, width: width, height: frame.height)
            let shown = narrower.lines.map(\.text).joined(separator: " ")
            if shown == words {
                if !cut(narrower, narrowed) { return (narrower, narrowed) }
            } else {
                // Where no narrower frame keeps its words whole, the circle's room at its height decides the cut, as
                // it does on a smaller screen whose square is narrower: "… 80%" whole on every screen, never
                // "降水確率 80%" with its "%" sliced on 45 mm alone (stranger17 #7). A part of a number, or of a
                // letter, says less than a "…"; a setting that drops a number, or keeps nothing, is no better.
                guard let cuts, !shown.isEmpty, !Self.dropsANumberOrDestination(shown, of: cuts) else { return nil }
                if !cut(narrower, narrowed) { return (narrower, narrowed) }
            }
            width -= 2
        }
        return nil
    }

    /// Records a shown text not drawn as written, as a template's is: cut with "…" (its lines as drawn, and what that
    /// keeps of it), not drawn at all, or drawn whole but smaller than its font, with what let it shrink. `capped` is
    /// the text as set: at most the size of the line it belongs to (`capped(_:id:)`), its `minimumScaleFactor` kept.
    private func record(_ text: String, _ setting: Setting, natural: TextFont, capped: RedactedText, path: String,
                        on canvas: inout LayoutCanvas) {
        let shown = setting.lines.map(\.text).filter { !$0.isEmpty }.joined(separator: " ")
        if let form = setting.shorterForm {
            canvas.recordView(text, shown: form, kind: .shortForm, path: path)
        } else if setting.lines.last?.isTruncated == true {
            let kind = shown.isEmpty ? ShortenedText.Kind.notDrawn : ShortenedText.kind(of: text, shownAs: shown)
            canvas.recordView(text, shown: shown, kind: kind, path: path)
            // Cut and shrunk too (a number's text shrinks on before it gives up its number): its size is said as well,
            // as a template's line cut at a small size is (stranger14 #4: "… 0712 345 678" at 6.9 pt, in no report).
            if !shown.isEmpty, LegibleSize.isBelow(setting.font.size, legibleSize) {
                canvas.recordView(text, shown: shown, kind: .belowLegible, path: path, detail: .size(setting.font.size, legible: legibleSize))
            }
        } else if setting.font.size < natural.size - 1e-9 {
            // Shrunk below what it is read at (a corner's 8 pt): said as a template's text is, not as what a
            // `minimumScaleFactor` allows, which it may not have (stranger8 #11: "+15 phút" at 5.75 pt, unreported).
            if LegibleSize.isBelow(setting.font.size, legibleSize) {
                canvas.recordView(text, shown: text, kind: .belowLegible, path: path, detail: .size(setting.font.size, legible: legibleSize))
            } else {
                canvas.recordView(text, shown: text, kind: .shrunk, path: path,
                                  detail: .shrunk(shrink(to: setting.font.size, capped), size: setting.font.size, font: natural.size))
            }
        }
    }

    /// What let a text set as `line` be drawn whole at `size`, read off the sizes `set` steps through: the line it
    /// belongs to (it was capped and set no smaller), its own `minimumScaleFactor` (where written, and `size` within
    /// it), the family's legible size (the floor `set` shrinks a text to before it cuts it), or else the shrink of a
    /// text no cut of which keeps its numbers (`leastNumberSize`).
    private func shrink(to size: Double, _ line: RedactedText) -> ShortenedText.Shrink {
        let written = line.minimumScaleIsWritten && line.minimumScale < 1 - 1e-9
        if size >= line.font.size - 1e-9 { return .belowItsLine }
        if written, size >= line.font.size * line.minimumScale - 1e-9 { return .minimumScaleFactor }
        if !line.minimumScaleIsWritten, line.minimumScale < 1 - 1e-9, size >= line.font.size * line.minimumScale - 1e-9 { return .ringLabel }
        if legibleSize > 0, !LegibleSize.isBelow(size, legibleSize) { return .legibleSize(legibleSize, written: written) }
        return .keptWhole
    }

    /// A circular gauge: `accessoryCircularCapacity` a closed ring filled from the top; `accessoryCircular` an arc open
    /// at the bottom with the value marked on it, its minimum and maximum labels (or else its label) in the gap. The
    /// current value's label sits in the ring's hole, laid out there as its own view.
    private func ring(_ style: GaugeViewStyleDocument, value: Shown<Fraction>, paint: ViewPaint, labels: GaugeLabels<RedactedViewLeaf>,
                      in frame: Rect, on canvas: inout LayoutCanvas) {
        let side = Swift.min(frame.width, frame.height)
        let width = (side * 0.09).rounded()
        let center = frame.center
        let radius = side / 2 - width / 2
        let hidden = if case .hidden = value { true } else { false }
        let accentable = !hidden
        // The top of what an open gauge's gap holds, which its current value keeps above.
        var gapTop = Double.infinity
        if style == .accessoryCircularCapacity {
            canvas.stroke(.circle(center: center, radius: radius), width: width, .content(LayoutEngine.track(paint.first), accentable: accentable))
            if case .shown(let fraction) = value, fraction > .zero {
                arc(from: -Double.pi / 2, sweep: fraction.value * 2 * .pi, paint: paint, center: center, radius: radius, width: width,
                    accentable: accentable, on: &canvas)
            }
        } else {
            let start = 0.75 * Double.pi, sweep = 1.5 * Double.pi
            // The whole arc in the tint (or along its gradient), as the watch's style draws it; a hidden value's arc is
            // the redaction colour's track.
            if hidden {
                canvas.stroke(.arc(center: center, radius: radius, start: start, end: start + sweep), width: width, cap: .round,
                              .content(LayoutEngine.track(paint.first), accentable: accentable))
            } else {
                arc(from: start, sweep: sweep, paint: paint, center: center, radius: radius, width: width, accentable: accentable, on: &canvas)
            }
            if case .shown(let fraction) = value {
                LayoutEngine.marker(at: center.offset(radius: radius, angle: start + sweep * fraction.value), width: width,
                                    color: paint.color(at: fraction.value), accentable: accentable, on: &canvas)
            }
            // Its minimum and maximum labels in the gap between the arc's ends, each beside its end and level with it,
            // at its own width (they do not wrap), as watchOS's `accessoryCircular` gauge draws them, small, at the gap:
            // by the rule a template gauge's end labels keep (`LayoutEngine.gaugeLabels`), each clears its end of the
            // arc, and the value's marker a space where it comes down beside it, keeps inside the circle the family
            // cuts the view to, and the two stand a space apart (0.6 em where a number faces a number). Where they do
            // not fit, they shrink together, never below the labels' legible 6 pt (or their own size, where smaller);
            // where not even that fits, both are left out and reported, since a range with one end drawn reads as a
            // value (stranger16 #4: xdrip-circular's "70" and "180" drawn over the arc's ends on 40 mm).
            let endY = center.offset(radius: radius, angle: start).y
            let box = side * 0.4
            // A ring's labels are drawn at the sizes the watch's style gives them (ports/daysleft-corner's "DAYS" at
            // 4.4 pt, as the app draws it): not judged against a legible size (0).
            var layout = ViewLayout(fitter: fitter, family: family, rightToLeft: rightToLeft, mask: mask, legibleSize: 0)
            var endsDrawn = false
            let ends = [(labels.minimum, start, -1.0), (labels.maximum, start + sweep, 1.0)].compactMap { label, angle, side in
                label.map { (tree: $0, end: center.offset(radius: radius, angle: angle), side: side) }
            }
            if !ends.isEmpty {
                let fonts = ends.flatMap(\.tree.leaves).compactMap { leaf -> TextFont? in
                    if case .text(let line, _) = leaf { line.font } else { nil }
                }
                let largest = fonts.map(\.size).max() ?? LegibleSize.label
                // Whether a number faces a number across the gap, read off the labels' shown texts only (a hidden
                // label's bar faces nothing).
                func facingCharacter(_ tree: ViewTree<RedactedViewLeaf>, last: Bool) -> (Character, TextFont)? {
                    let texts = tree.leaves.compactMap { leaf -> (String, TextFont)? in
                        if case .text(let line, _) = leaf, case .text(let text) = line.content { (text, line.font) } else { nil }
                    }
                    guard let (text, font) = last ? texts.last : texts.first, let character = last ? text.last : text.first,
                          character.isNumber else { return nil }
                    return (character, font)
                }
                let facing = ends.count == 2 ? facingCharacter(ends[0].tree, last: true).flatMap { left in
                    facingCharacter(ends[1].tree, last: false).map { (left, $0) }
                } : nil
                let marker: Point? = if case .shown(let fraction) = value { center.offset(radius: radius, angle: start + sweep * fraction.value) } else { nil }
                let air = 2.0
                // The circle's half width over a row, at its foot (the gap is below the middle).
                func half(_ top: Double, _ height: Double) -> Double {
                    let foot = top + height - center.y
                    return Swift.max(0, side / 2 * side / 2 - foot * foot).squareRoot()
                }
                func fit(_ scale: Double) -> [(node: ViewNode, frame: Rect)]? {
                    let nodes = ends.map { ViewNode.fixedSize(horizontal: true, vertical: false, layout.node(Self.scaled($0.tree, by: scale))) }
                    let sizes = nodes.map { $0.size(for: ProposedSize(width: box, height: nil)) }
                    let height = sizes.map(\.height).max() ?? 0
                    let top = Swift.min(endY - height / 2, frame.maxY - height)
                    let font = fonts.first.map { TextFont(font: $0.font, size: $0.size * scale) }
                    let space = font.map { canvas.spaceWidth($0) } ?? 0
                    let reaches = ends.map { label -> Double in
                        var reach = Swift.min(abs(label.end.x - center.x) - width / 2 - air, half(top, height))
                        if let marker, (marker.x - center.x) * label.side > 0, abs(marker.y - label.end.y) < width * 0.8 + height / 2 + space {
                            reach = Swift.min(reach, abs(marker.x - center.x) - width * 0.8 - space)
                        }
                        return Swift.max(0, reach)
                    }
                    var between = ends.count == 2 ? space : 0
                    if let (left, right) = facing, let font {
                        func scaled(_ font: TextFont) -> TextFont { TextFont(font: font.font, size: font.size * scale) }
                        between = Swift.max(space, font.size * LayoutEngine.facingNumbers + SecondaryLabels.bearings(
                            left: (left.0, scaled(left.1)), right: (right.0, scaled(right.1)), shaper: shaper))
                    }
                    if ends.count == 2 {
                        guard sizes[0].width + between + sizes[1].width <= reaches[0] + reaches[1] + 1e-9 else { return nil }
                    }
                    guard zip(sizes, reaches).allSatisfy({ $0.width <= 2 * $1 + 1e-9 }) else { return nil }
                    return zip(zip(nodes, sizes), zip(ends, reaches)).map { pair, placed in
                        let ((node, size), (label, reach)) = (pair, placed)
                        // Beside its end; a lone label no farther out than its own width allows round the middle.
                        let edge = center.x + label.side * reach
                        var x = label.side < 0 ? edge : edge - size.width
                        if ends.count == 1 { x = Swift.min(Swift.max(x, center.x - reach), center.x + reach - size.width) }
                        return (node, Rect(x: x, y: top + (height - size.height) / 2, width: size.width, height: size.height))
                    }
                }
                // Their sizes by the rule every pair of secondary labels keeps (`SecondaryLabels`), as the template's.
                let rule = SecondaryLabels(largest: largest)
                let chosen = rule.largest { fit($0 / largest) }
                if let placed = chosen?.placed {
                    for (node, frame) in placed { layout.draw(node, in: frame, on: &canvas) }
                    gapTop = placed.map(\.frame.y).min() ?? gapTop
                    endsDrawn = true
                } else {
                    for leaf in ends.flatMap(\.tree.leaves) {
                        if case .text(let line, let style) = leaf, case .text(let text) = line.content {
                            canvas.recordView(text, shown: "", kind: .notDrawn, path: style.path)
                        }
                    }
                }
            }
            // The label takes the gap where no end labels are drawn: where there are none, as watchOS draws it, and
            // where they were left out for want of room, since the label is often the reading's unit or name ("SO₂
            // µg/m³" under "2.450"), which the reading does not read without (stranger22 #10: the gap was left empty on
            // 40 and 41 mm). Whether they were left out is read off their shown texts and their bars' fixed widths
            // (and the value's marker, which a hidden value has none of), never a hidden text: a hidden value's gauge
            // keeps one look. Where they are drawn, the label gives way to them, and a report says so: it was written,
            // and is not drawn.
            if endsDrawn, let label = labels.label {
                for leaf in label.leaves {
                    if case .text(let line, let style) = leaf, case .text(let text) = line.content {
                        canvas.recordView(text, shown: "", kind: .givesWay, path: style.path)
                    }
                }
            } else if let label = labels.label {
                let node = layout.node(label)
                let gap = center.offset(radius: radius, angle: start + sweep).x - center.offset(radius: radius, angle: start).x - width
                let area = Rect(x: center.x - gap / 2, y: endY - width / 2, width: gap, height: frame.maxY - endY + width / 2)
                layout.draw(node, in: area, on: &canvas)
                let size = node.size(for: ProposedSize(width: area.width, height: area.height))
                gapTop = area.y + (area.height - size.height) / 2
            }
        }
        if let current = labels.current {
            // The hole's largest centred square, less a little air.
            let hole = (radius - width / 2) * 2 * 0.78
            var layout = ViewLayout(fitter: fitter, family: family, rightToLeft: rightToLeft, mask: mask, legibleSize: 0)
            let node = layout.node(current)
            let square = Rect(center: center, width: hole, height: hole)
            // Raised no higher than a tenth of the hole's radius below its top, where it is still nearly as wide as
            // the square; a point above what the gap holds (its line boxes already leave air above their figures).
            let area = Self.currentValueArea(node, in: square, holeTop: center.y - (radius - width / 2) * 0.9,
                                             above: gapTop - 1 * Device.scale)
            layout.draw(node, in: area, on: &canvas)
        }
    }

    /// `tree` with its texts' fonts scaled by `scale`: a ring's end labels shrunk together to fit its gap. A bar's
    /// font scales as a text's, so a hidden label takes the room its stand-in needs, never its text's.
    private static func scaled(_ tree: ViewTree<RedactedViewLeaf>, by scale: Double) -> ViewTree<RedactedViewLeaf> {
        guard scale != 1 else { return tree }
        return (try? tree.map { (leaf) throws(FaceError) -> RedactedViewLeaf in
            guard case .text(var line, let style) = leaf else { return leaf }
            line.font.size *= scale
            return .text(line, style)
        }) ?? tree
    }

    /// Where an open circular gauge's current value is drawn: centred in the hole's square where it stays above what
    /// the gap holds (`floor`: the end labels, or the label), else raised as little as that takes, up to the hole's
    /// top (`holeTop`); where even that room is too low, proposed narrower until it fits, so that a text that may
    /// shrink (`minimumScaleFactor`) shrinks, as watchOS's `accessoryCircular` gauge fits its centre to the room its end
    /// labels leave (ha-circular-open's "68%" and "Battery" ran into its "0" and "100"). Narrowing stops where it no
    /// longer lowers the view, and what is still too tall keeps the floor: the end labels stay clear, and only its
    /// top may come near the ring. A view that does not give way at all to a narrower offer (a symbol of a fixed size
    /// larger than the hole, ports4's Ikachan) is centred in the square as SwiftUI draws it, overflowing evenly.
    static func currentValueArea(_ node: ViewNode, in square: Rect, holeTop: Double, above floor: Double) -> Rect {
        let room = floor - holeTop
        func size(_ width: Double) -> Rect.Size { node.size(for: ProposedSize(width: width, height: Swift.max(0, room))) }
        var width = square.width
        var fitted = size(width)
        guard square.center.y + fitted.height / 2 > floor else { return square }
        // Two pixels at a time, down to three fifths of the hole: narrower, a text at its least scale is cut, and a word
        // cut to "…" says less than one that reaches the ring.
        while fitted.height > room + 1e-9, width - 2 >= square.width * 0.6 {
            let narrower = size(width - 2)
            guard narrower.height < fitted.height - 1e-9 else { break }
            (width, fitted) = (width - 2, narrower)
        }
        // Nothing gives way to a narrower offer (a symbol of a fixed size): centred, as SwiftUI draws it.
        guard fitted.height <= room + 1e-9 || width < square.width else { return square }
        return Rect(x: square.center.x - width / 2, y: floor - fitted.height, width: width, height: fitted.height)
    }

    /// An arc of a gauge, in its colour or along its gradient (as short arcs, each in the gradient's colour there).
    private func arc(from start: Double, sweep: Double, paint: ViewPaint, center: Point, radius: Double, width: Double,
                     accentable: Bool, on canvas: inout LayoutCanvas) {
        guard case .gradient = paint else {
            LayoutEngine.fill(arcFrom: start, to: start + sweep, center: center, radius: radius, width: width, color: paint.first,
                              outlined: false, accentable: accentable, on: &canvas)
            return
        }
        let pieces = Swift.max(1, Int((sweep / (2 * .pi) * 48).rounded(.up)))
        for piece in 0..<pieces {
            let from = start + sweep * Double(piece) / Double(pieces)
            // Each piece overlaps the next a little, so no seam shows; the ends are round.
            let to = Swift.min(start + sweep, from + sweep / Double(pieces) * 1.15)
            canvas.stroke(.arc(center: center, radius: radius, start: from, end: to), width: width,
                          cap: piece == 0 || piece == pieces - 1 ? .round : .butt,
                          .content(paint.color(at: (Double(piece) + 0.5) / Double(pieces)), accentable: accentable))
        }
    }

    /// A linear gauge's end labels, each beside its end of the bar (the minimum at the leading end), as SwiftUI's
    /// linear styles set them. They keep the rule every pair of secondary labels keeps (`SecondaryLabels`): both at one
    /// size, never larger than the reading over the bar (its font, or the size it was drawn at where it shrank), and
    /// together with their spacing no more than `endLabelShare` of the row, so the bar keeps the rest (stranger17 #2: in
    /// an extra large the "0" stayed at 82 px while "500" shrank to 37, the bar a stub, and the giant "0" pushed the
    /// stack out of the circle); where not even the labels' legible size fits, both are left out and reported.
    struct EndLabels {
        var minimum: ViewTree<RedactedViewLeaf>?
        var maximum: ViewTree<RedactedViewLeaf>?
        /// The reading's font size; `.infinity` where the gauge has none.
        var reading: Double
        /// The reading's text leaf, whose drawn size caps the labels once it is drawn.
        var readingID: Int?
        var trees: [ViewTree<RedactedViewLeaf>] { [minimum, maximum].compactMap { $0 } }
    }

    /// (Dial) At most this share of a linear gauge's row goes to its end labels and their spacing: a bar shorter than
    /// its labels reads as a separator between two numbers.
    static let endLabelShare = 0.5
    /// Between a linear gauge's parts (its label and reading, its bar and end labels): 3 points.
    private static let endLabelSpacing = 3 * Device.scale

    /// `ends`' labels laid out at the largest size `SecondaryLabels` allows in a row `width` wide (their ideal size
    /// where none is proposed), each at its own ideal size there, in the order they stand (minimum first), with the
    /// layout their nodes are drawn by; nil where not even their legible size fits.
    private func place(_ ends: EndLabels, under reading: Double, width: Double?)
        -> (layout: ViewLayout, nodes: [ViewNode], labels: [Rect.Size])? {
        let trees = ends.trees
        let fonts = trees.flatMap(\.leaves).compactMap { leaf -> Double? in if case .text(let line, _) = leaf { line.font.size } else { nil } }
        let largest = fonts.max() ?? LegibleSize.label
        let found = SecondaryLabels(largest: largest, under: reading).largest { size -> (ViewLayout, [ViewNode], [Rect.Size])? in
            var layout = ViewLayout(fitter: fitter, family: family, rightToLeft: rightToLeft, legibleSize: 0)
            let nodes = trees.map { ViewNode.fixedSize(horizontal: true, vertical: true, layout.node(Self.scaled($0, by: size / largest))) }
            let sizes = nodes.map { $0.size(for: ProposedSize(width: nil, height: nil)) }
            let taken = sizes.map(\.width).reduce(0, +) + Double(sizes.count) * Self.endLabelSpacing
            guard width.map({ taken <= $0 * Self.endLabelShare + 1e-9 }) ?? true else { return nil }
            return (layout, nodes, sizes)
        }
        return found.map { ($0.placed.0, $0.placed.1, $0.placed.2) }
    }

    /// Draws a linear gauge's row: its end labels (`place(_:under:width:)`, under the size the reading was drawn at)
    /// at the row's ends and the bar between them; where they are left out, the bar the whole row and the labels
    /// reported. A hidden label's bar is sized as its text would be (`scaled(_:by:)`), so it takes the labels' room.
    private func endLabels(_ ends: EndLabels, bar barID: Int, in frame: Rect, on canvas: inout LayoutCanvas) {
        guard case .bar(let style, let value, let paint, let path) = items[barID] else { return }
        var reading = ends.reading
        if let id = ends.readingID, let drawn = drawnSizes.sizes[id]?.drawn { reading = Swift.min(reading, drawn) }
        var track = frame
        if let (layout, nodes, sizes) = place(ends, under: reading, width: frame.width) {
            // The minimum at the leading end: on the left, or on the right under a right-to-left layout.
            var sides: [Double] = []
            if ends.minimum != nil { sides.append(rightToLeft ? 1 : -1) }
            if ends.maximum != nil { sides.append(rightToLeft ? -1 : 1) }
            for ((node, size), side) in zip(zip(nodes, sizes), sides) {
                let x = side < 0 ? frame.x : frame.maxX - size.width
                layout.draw(node, in: Rect(x: x, y: frame.center.y - size.height / 2, width: size.width, height: size.height), on: &canvas)
                let taken = size.width + Self.endLabelSpacing
                track = side < 0 ? Rect(x: track.x + taken, y: track.y, width: track.width - taken, height: track.height)
                    : Rect(x: track.x, y: track.y, width: track.width - taken, height: track.height)
            }
        } else {
            for leaf in ends.trees.flatMap(\.leaves) {
                if case .text(let line, let style) = leaf, case .text(let text) = line.content {
                    canvas.recordView(text, shown: "", kind: .notDrawn, path: style.path)
                }
            }
        }
        noteClipped(.gauge, track, path: path, on: &canvas)
        bar(style, value: value, paint: paint, in: track, on: &canvas)
    }

    /// A linear gauge's bar: a capacity bar filled to the value; `accessoryLinear` a track with the value marked.
    private func bar(_ style: GaugeViewStyleDocument, value: Shown<Fraction>, paint: ViewPaint, in frame: Rect,
                     on canvas: inout LayoutCanvas) {
        let hidden = if case .hidden = value { true } else { false }
        let thickness = Self.barThickness
        let track = Rect(x: frame.x, y: frame.center.y - thickness / 2, width: frame.width, height: thickness)
        let ink = { (color: Color) in Ink.content(color, accentable: !hidden) }
        if case .gradient(let gradient) = paint, style == .accessoryLinear {
            // The whole track in the gradient, its ends round as the plain track's are.
            ViewShape.fill(.capsule, gradient: gradient, accentable: !hidden, in: track, on: &canvas)
        } else {
            canvas.fill(.roundedRect(track, radius: thickness / 2), ink(LayoutEngine.track(paint.first)))
        }
        guard case .shown(let fraction) = value else { return }
        if style == .accessoryLinear {
            let along = track.width * (rightToLeft ? 1 - fraction.value : fraction.value)
            let point = Point(x: track.x + along, y: track.center.y)
            LayoutEngine.marker(at: point, width: thickness, color: paint.color(at: fraction.value), accentable: true, on: &canvas)
        } else if fraction > .zero {
            let length = Swift.max(thickness, track.width * fraction.value)
            let filled = Rect(x: rightToLeft ? track.maxX - length : track.x, y: track.y, width: length, height: thickness)
            if case .gradient(let gradient) = paint {
                // The gradient laid along the whole track, the fill showing it up to the value, as watchOS fills a
                // capacity gauge's or a progress bar's `Gradient` (ports4's BeatTime: purple to yellow, not one colour).
                canvas.clipping(to: .roundedRect(filled, radius: thickness / 2)) {
                    ViewShape.fill(.capsule, gradient: gradient, accentable: true, in: track, on: &$0)
                }
            } else {
                canvas.fill(.roundedRect(filled, radius: thickness / 2), ink(paint.color(at: fraction.value)))
            }
        }
    }
}

extension Bitmap {
    /// The picture drawn in `color`, only its alpha kept (SwiftUI's template rendering mode).
    func tinted(_ color: Color) -> Bitmap {
        let pixels = self.pixels.map { pixel -> UInt32 in
            let alpha = Double(pixel >> 24) * Double(color.alpha) / 255
            func channel(_ value: UInt8) -> UInt32 { UInt32((Double(value) * alpha / 255).rounded()) }
            return UInt32(alpha.rounded()) << 24 | channel(color.red) << 16 | channel(color.green) << 8 | channel(color.blue)
        }
        return Bitmap(trusted: pixels, width: width, height: height)
    }
}

extension ViewTree where Leaf == RedactedViewLeaf {
    /// The tree's leaves in drawing order (a gauge's labels after its value).
    var leaves: [RedactedViewLeaf] {
        var found: [RedactedViewLeaf] = []
        _ = try? map { (leaf) throws(FaceError) -> RedactedViewLeaf in
            found.append(leaf)
            return leaf
        }
        return found
    }

    /// The first text, as a line: what an inline shows, and a corner's or bezel's label curved along the edge.
    var firstText: RedactedText? {
        leaves.lazy.compactMap { if case .text(let line, _) = $0 { line } else { nil } }.first
    }

    /// What a `widgetLabel` curves along the bezel: its texts as one line, a space apart, in the first one's font and
    /// colour (`HStack { Text("142"); Text("mg/dL") }` reads "142 mg/dL"), as watchOS sets a label's texts on one
    /// curve. Where one of them is hidden, the first only, as before: a bar is never joined to shown text.
    var labelText: RedactedText? {
        // A gauge's own labels are the gauge's: a label that is a gauge curves its first text, as before.
        let lines = texts
        guard var first = lines.first else { return firstText }
        var texts: [String] = []
        for line in lines {
            guard case .text(let text) = line.content else { return first }
            texts.append(text)
        }
        first.content = .text(texts.joined(separator: " "))
        // A lone text keeps its own shorter forms (a live date's "Nov 26"), then a `viewThatFits`'s; texts joined
        // into one line have only the latter, since each text's own forms are of that text alone.
        first.shortForms = lines.count == 1 ? first.shortForms + shorterForms : shorterForms
        return first
    }

    /// A `viewThatFits`'s later views, each as one line of its texts: the shorter forms a curve or an inline tries after
    /// the first view's text, as it tries a template's `shortText`, so that `viewThatFits` (views' way to give a shorter
    /// form, docs/views.md) works along a corner's or bezel's curve and in an inline's row too (`inlineText`). None where
    /// one of them is hidden: a bar is no form.
    var shorterForms: [String] {
        switch self {
        case .firstFitting(let children):
            var forms: [String] = []
            for child in children.dropFirst() {
                var words: [String] = []
                for line in child.texts {
                    guard case .text(let text) = line.content else { return [] }
                    words.append(text)
                }
                if !words.isEmpty { forms.append(words.joined(separator: " ")) }
            }
            return forms
        case .padding(_, let child), .frame(_, _, _, let child), .flexibleFrame(_, let child), .fixedSize(_, _, let child),
             .layoutPriority(_, let child), .offset(_, _, let child), .aspectRatio(_, _, let child), .clip(_, let child),
             .relativeFrame(_, _, _, let child), .effect(_, let child):
            return child.shorterForms
        default:
            return []
        }
    }

    /// A gauge that is the whole view (under layout modifiers only) as a corner's curved gauge: its arc along the dial
    /// (a capacity style filled, the others marked), its current value's text curved in the text band, its minimum
    /// and maximum labels at the arc's ends, as watchOS curves a gauge that is a corner's content.
    var cornerGauge: RedactedGauge? {
        switch self {
        case .gauge(let style, .value(let value, let paint, _), let labels):
            let hidden = if case .hidden = value { true } else { false }
            let capacity = style == .accessoryCircularCapacity || style == .accessoryLinearCapacity || style == .linearCapacity
            // The marker in a gradient's colour at the value, the gradient along the arc, as the label's gauge takes them.
            let color = if case .shown(let fraction) = value { paint.color(at: fraction.value) } else { paint.first }
            let gradient: ViewGradient? = if !hidden, case .gradient(let gradient) = paint { gradient } else { nil }
            return RedactedGauge(style: capacity ? .closed : .open, segments: 0, color: color, value: value, accentable: !hidden,
                                 text: labels.current?.labelText, icon: nil, leading: labels.minimum?.labelText,
                                 trailing: labels.maximum?.labelText, title: nil, isDrawn: true, outlined: false, gradient: gradient)
        case .padding(_, let child), .frame(_, _, _, let child), .flexibleFrame(_, let child), .fixedSize(_, _, let child),
             .layoutPriority(_, let child), .offset(_, _, let child), .aspectRatio(_, _, let child), .clip(_, let child),
             .relativeFrame(_, _, _, let child), .effect(_, let child):
            return child.cornerGauge
        default:
            return nil
        }
    }

    /// The texts of the tree outside gauges, in order.
    private var texts: [RedactedText] {
        switch self {
        case .leaf(.text(let line, _)): [line]
        case .leaf, .gauge, .widgetBackground, .spacer, .empty: []
        case .stack(_, _, _, let children), .zstack(_, let children): children.flatMap(\.texts)
        case .padding(_, let child), .frame(_, _, _, let child), .flexibleFrame(_, let child), .fixedSize(_, _, let child),
             .layoutPriority(_, let child), .offset(_, _, let child), .aspectRatio(_, _, let child), .clip(_, let child),
             .geometry(let child), .relativeFrame(_, _, _, let child), .position(_, _, let child), .effect(_, let child),
             .region(_, let child): child.texts
        case .layer(let primary, let secondary, _): primary.texts + secondary.texts
        // A mask's texts are only its alpha: the view's are read.
        case .mask(let content, _): content.texts
        // Curved along an edge, the first of them: the one written to be read.
        case .firstFitting(let children): children.first?.texts ?? []
        case .grid(let grid): grid.rows.flatMap { $0.cells.flatMap(\.texts) }
        }
    }

    /// A leaf standing in for a hidden text or picture (a bar, nothing, a stand-in shape).
    var isStandIn: Bool {
        switch self {
        case .leaf(.text(let line, _)): if case .text = line.content { false } else { true }
        case .leaf(.image(let image, _, _, _, _)): if case .hidden = image.content { true } else { false }
        default: false
        }
    }

    /// The first image: what an inline shows before its text.
    var firstImage: RedactedImage? {
        leaves.lazy.compactMap { if case .image(let image, _, _, _, _) = $0 { image } else { nil } }.first
    }
}
