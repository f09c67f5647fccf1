import DialModel
import DialText

/// What SwiftUI's environment carries down a view tree: set by a modifier, read by every view inside it, the innermost
/// setting winning.
struct ViewEnvironment {
    var font = FontDocument()
    /// A weight set by `fontWeight` or `bold`, applied to whichever font is in effect, as SwiftUI's `fontWeight`
    /// applies to the font set inside or beside it: `.font(.system(size: 16)).fontWeight(.medium)` is medium.
    var weight: FontWeightDocument?
    /// A design set by `fontDesign` or `monospaced`, applied to whichever font is in effect, as `weight` is.
    var design: FontDesignDocument?
    /// `monospacedDigit`: digits of one width (the font's tabular figures), so a changing number does not shift.
    var tabularDigits = false
    var foreground: StyleDocument?
    var tint: StyleDocument?
    var lineLimit: Int?
    var minimumScale = 1.0
    /// Whether `minimumScale` is the face's own `minimumScaleFactor` (`ResolvedText.minimumScaleIsWritten`).
    var minimumScaleIsWritten = false
    var alignment = ViewAlignment.Position.start
    var strikethrough = false
    var accentable = false
    var opacity = 1.0

    /// The environment inside `modifier`.
    func applying(_ modifier: ViewModifierDocument) -> ViewEnvironment {
        var copy = self
        switch modifier {
        case .font(let font): copy.font = font
        case .fontWeight(let weight): copy.weight = weight
        case .bold: copy.weight = .bold
        case .fontDesign(let design): copy.design = design
        case .monospaced: copy.design = .monospaced
        case .monospacedDigit: copy.tabularDigits = true
        case .foregroundStyle(let style): copy.foreground = style
        case .tint(let style): copy.tint = style
        case .lineLimit(let lines): copy.lineLimit = lines
        case .minimumScaleFactor(let scale): (copy.minimumScale, copy.minimumScaleIsWritten) = (scale, true)
        case .multilineTextAlignment(let alignment): copy.alignment = ViewAlignment.Position(alignment)
        case .strikethrough: copy.strikethrough = true
        case .widgetAccentable: copy.accentable = true
        case .opacity(let opacity): copy.opacity *= opacity
        default: break
        }
        return copy
    }
}

extension ViewAlignment.Position {
    init(_ alignment: HorizontalAlignmentDocument) {
        self = switch alignment {
        case .leading: .start
        case .center: .center
        case .trailing: .end
        }
    }

    init(_ alignment: VerticalAlignmentDocument) {
        self = switch alignment {
        case .top: .start
        case .center: .center
        case .bottom: .end
        case .firstTextBaseline: .firstTextBaseline
        case .lastTextBaseline: .lastTextBaseline
        }
    }
}

extension ViewAlignment {
    init(_ alignment: AlignmentDocument) {
        let (horizontal, vertical): (Position, Position) = switch alignment {
        case .topLeading: (.start, .start)
        case .top: (.center, .start)
        case .topTrailing: (.end, .start)
        case .leading: (.start, .center)
        case .center: (.center, .center)
        case .trailing: (.end, .center)
        case .bottomLeading: (.start, .end)
        case .bottom: (.center, .end)
        case .bottomTrailing: (.end, .end)
        }
        self.init(horizontal: horizontal, vertical: vertical)
    }
}

/// Resolves a view tree: the branch for the context, the environment applied to each view, lengths in pixels,
/// elements numbered with their sensitivity after containment.
struct ViewResolver {
    let context: ContentContext
    let path: JSONPath
    private(set) var elements: [ViewElement] = []
    private(set) var widgetLabel: ViewTree<ResolvedViewLeaf>?
    private(set) var drawsBackground = false
    private(set) var curvesContent = false

    init(context: ContentContext, path: JSONPath) {
        self.context = context
        self.path = path
    }

    /// (Dial) A ring gauge's labels' size where the view gives none, as a share of the circular family's text size:
    /// the current value in the ring's hole, and the ends' labels in its gap.
    static let currentLabelShare = 0.85, endLabelShare = 0.6
    /// (Dial) Points between a progress bar and its labels, as SwiftUI's linear style spaces them.
    static let progressLabelSpacing = 2.0

    mutating func resolve(_ view: ViewDocument, at path: JSONPath, in environment: ViewEnvironment,
                          within container: Sensitivity) throws(FaceError) -> ViewTree<ResolvedViewLeaf> {
        // The environment the view's own content sees: every modifier's, the innermost (first) winning.
        let inner = view.modifiers.reversed().reduce(environment) { $0.applying($1) }
        let sensitivity = view.sensitivity.within(container)
        let first = elements.count
        // A sensitive view that draws data through its modifiers (an arrow turned by a wind's direction, a marker offset
        // by a reading, a bar scaled to a fraction, a clip, a mask or a layer) is one region with them: hidden, one bar,
        // neither turned, moved nor scaled (adversary9 leak 9). Else a sensitive container is one region inside its
        // modifiers, which keep the frame and padding the author gave it.
        let drawsThroughModifiers = view.modifiers.contains(where: \.drawsData)
        // A region this context hides is its stand-in before anything in it is resolved: neither its views, nor their
        // modifiers, nor a chart's marks cost this context anything (they were checked when the face was read).
        if drawsThroughModifiers, hidden(view, sensitivity) {
            return .region(standIn(at: path, in: inner, sensitivity: .privacySensitive), .empty)
        }
        var node: ViewTree<ResolvedViewLeaf>
        func hidesWhole() -> Bool { sensitivity == .privacySensitive && elementsHiddenWhole(from: first) }
        if !drawsThroughModifiers, view.kind.holdsViews, hidden(view, sensitivity) {
            node = .region(standIn(at: path, in: inner, sensitivity: .privacySensitive), .empty)
        } else {
            node = try kind(view.kind, at: path, in: inner, sensitivity: sensitivity, resizable: view.modifiers.contains(.resizable))
            if !drawsThroughModifiers, view.kind.holdsViews, hidesWhole() {
                node = region(node, at: path, in: inner, holding: first)
            }
        }
        // A share of the geometry (`{"fraction": F}`) or a ratio written on a view this context hides whole is the data
        // (a bar filled to a reading's share of its reader): its stand-in takes the whole share and a square's ratio,
        // whatever was written, so neither it nor a sibling placed after it moves (adversary10 #1). Lengths in points
        // are the author's and stay (docs/privacy.md, "Structure"). A view that holds no element (a spacer, an empty
        // stack) is hidden whole where it is marked itself or inside a marked container: it draws nothing, but its
        // share would still push what follows it (review of session 15).
        // How such a view claims room among its siblings (`fixedSize`, `layoutPriority`, `aspectRatio`'s content mode) is
        // fixed too: apps set them by the data (a reading given priority when it is high), and each moves or cuts the
        // shown views beside it (adversary12 #2, #3). Hidden, the view claims room as if none were written.
        let dataLengthsHidden = context.hidesSensitive && (elements.count > first
            ? elements[first...].allSatisfy { $0.sensitivity == .privacySensitive } : sensitivity == .privacySensitive)
        // Then each modifier wraps what is inside it, innermost first; a layer sees the environment outside it.
        for (index, modifier) in view.modifiers.enumerated() {
            let outside = view.modifiers[(index + 1)...].reversed().reduce(environment) { $0.applying($1) }
            let at = path.appending(key: modifier.name.rawValue)
            switch modifier {
            case .padding(let edges):
                node = .padding(ViewInsets(top: px(edges.top), leading: px(edges.leading), bottom: px(edges.bottom),
                                           trailing: px(edges.trailing)), node)
            case .frame(let frame):
                node = Self.frame(dataLengthsHidden ? frame.wholeShares : frame, node)
            case .position(let x, let y):
                node = .position(x: Self.length(x, along: .horizontal), y: Self.length(y, along: .vertical), node)
            case .fixedSize(let horizontal, let vertical):
                if !dataLengthsHidden { node = .fixedSize(horizontal: horizontal, vertical: vertical, node) }
            case .layoutPriority(let priority):
                if !dataLengthsHidden { node = .layoutPriority(priority, node) }
            case .offset(let x, let y):
                node = .offset(x: px(x), y: px(y), node)
            case .aspectRatio(let aspect):
                node = .aspectRatio(dataLengthsHidden ? aspect.ratio.map { _ in 1 } : aspect.ratio,
                                    fill: !dataLengthsHidden && aspect.contentMode == .fill, node)
            case .clipShape(let shape):
                node = .clip(kind(shape), node)
            case .scaledToFit, .scaledToFill:
                node = .aspectRatio(nil, fill: !dataLengthsHidden && modifier == .scaledToFill, node)
            case .background(let layer), .overlay(let layer):
                let front = if case .overlay = modifier { true } else { false }
                node = .layer(node, try self.layer(layer, at: at, in: outside, within: sensitivity), front: front)
            case .containerBackground(let layer):
                // Not drawn: on a watch face WidgetKit removes a widget's removable container background (it shows in
                // the Smart Stack; `showsWidgetContainerBackground` is false on a face), so a complication stays
                // transparent. Resolved only when the face is read, for its faults: a context lists and lays out
                // nothing of it (adversary9 #3: work and explain lines that grew with what no picture shows).
                if context.checking, case .view = layer { _ = try self.layer(layer, at: at, in: outside, within: sensitivity) }
            case .widgetLabel(var label):
                // Drawn along the bezel by the corner and round a circular (and nowhere else, as WidgetKit shows it
                // only where it fits); elsewhere resolved only when the face is read, for its faults.
                if widgetLabel == nil, context.checking || context.family.drawsWidgetLabel {
                    // A corner curves a progress label as its gauge, whose label and current value have no place on
                    // the arc (ports5's D1: "2 hr" was curved instead of the arc): they are not drawn, so not resolved.
                    if context.family == .accessoryCorner, case .progress(let value, _, _, _) = label.kind {
                        label.kind = .progress(value)
                    }
                    widgetLabel = try resolve(label, at: at, in: outside, within: sensitivity)
                }
            case .widgetCurvesContent:
                // Read by the corner, which curves the view's text along the dial.
                curvesContent = true
            case .rotationEffect(let degrees):
                node = .effect(.rotation(degrees * .pi / 180), node)
            case .mask(let view):
                // The mask sees the environment outside it, as an overlay does: its colours do not matter, its alpha does.
                node = .mask(node, try resolve(view, at: at, in: outside, within: sensitivity))
            case .scaleEffect(let scale):
                node = .effect(.scale(x: scale.x, y: scale.y, anchorX: scale.anchor.x, anchorY: scale.anchor.y), node)
            case .font, .fontWeight, .bold, .fontDesign, .monospaced, .monospacedDigit, .strikethrough, .foregroundStyle, .tint, .lineLimit,
                 .minimumScaleFactor, .multilineTextAlignment, .opacity, .privacySensitive, .unredacted, .widgetAccentable,
                 .invalidatableContent, .resizable:
                // Environment and marks, applied above; `resizable` is the image's own (read by `kind`).
                break
            }
        }
        if drawsThroughModifiers, hidesWhole() {
            node = region(node, at: path, in: inner, holding: first)
        }
        return node
    }

    /// A shape view's or a `clipShape`'s shape, its corner radius in pixels.
    private func kind(_ shape: ShapeDocument) -> ViewShape.Kind {
        switch shape {
        case .circle: .circle
        case .capsule: .capsule
        case .rectangle: .rectangle
        case .roundedRectangle(let radius): .roundedRectangle(cornerRadius: px(radius))
        }
    }

    private mutating func layer(_ layer: LayerDocument, at path: JSONPath, in environment: ViewEnvironment,
                                within sensitivity: Sensitivity) throws(FaceError) -> ViewTree<ResolvedViewLeaf> {
        switch layer {
        case .color(let color):
            return try resolve(ViewDocument(.shape(.rectangle), modifiers: [.foregroundStyle(.color(color))]), at: path,
                               in: environment, within: sensitivity)
        case .view(let view):
            return try resolve(view, at: path, in: environment, within: sensitivity)
        }
    }

    private mutating func kind(_ kind: ViewKindDocument, at path: JSONPath, in environment: ViewEnvironment,
                               sensitivity: Sensitivity, resizable: Bool) throws(FaceError) -> ViewTree<ResolvedViewLeaf> {
        // A stack's children that hold elements, none `unredacted`, and carry no mark of their own are hidden with their
        // container (its mark, or the complication's marking nothing): each run of them is one region, one stand-in
        // however many children and of whatever kinds (adversary9 leak 1). A child marked on its own keeps its own
        // stand-in, the author's structure; `viewThatFits` draws one of its views, so its views make no run.
        func children(_ views: [ViewDocument], runs: Bool = true) throws(FaceError) -> [ViewTree<ResolvedViewLeaf>] {
            var resolved: [ViewTree<ResolvedViewLeaf>] = []
            var run: ResolvedViewLeaf?
            for (index, view) in views.enumerated() {
                let at = path.appending(key: kind.key).appending(index: index)
                // A child this context hides with its container joins the run unresolved.
                if runs, view.sensitivity == .ordinary, hidden(view, sensitivity) {
                    let standIn = run ?? self.standIn(at: at, in: environment, sensitivity: sensitivity)
                    run = standIn
                    resolved.append(.region(standIn, .empty))
                    continue
                }
                let first = elements.count
                let tree = try resolve(view, at: at, in: environment, within: sensitivity)
                guard runs, view.sensitivity == .ordinary, elementsHiddenWhole(from: first) else {
                    run = nil
                    resolved.append(tree)
                    continue
                }
                let standIn = run ?? self.standIn(at: at, in: environment, sensitivity: sensitivity)
                for inside in first..<elements.count where inside != standIn.element { elements[inside].region = standIn.element }
                run = standIn
                resolved.append(.region(standIn, tree))
            }
            return resolved
        }
        switch kind {
        case .vstack(let views, let spacing, let alignment):
            return .stack(.vertical, alignment.map(ViewAlignment.Position.init) ?? .center, spacing: spacing.map(px),
                          try children(views))
        case .hstack(let views, let spacing, let alignment):
            return .stack(.horizontal, alignment.map(ViewAlignment.Position.init) ?? .center, spacing: spacing.map(px),
                          try children(views))
        case .zstack(let views, let alignment):
            return .zstack(alignment.map(ViewAlignment.init) ?? .center, try children(views))
        case .spacer(let minLength):
            // `Spacer()`: "if nil, the system default spacing between views is used" (Apple), so a row squeezed to its
            // texts keeps them the default spacing apart ("+3" ran into "10:07" in ports/xdrip-rectangular). A spacer
            // this context hides (marked, or in a marked container) is a length and nothing else, which pushes a
            // hidden bar after it as a reading would: it takes the default, whatever was written (review of session 15).
            let hidden = context.hidesSensitive && sensitivity == .privacySensitive
            return .spacer(minLength: hidden ? StackLayout.defaultSpacing : minLength.map(px) ?? StackLayout.defaultSpacing)
        case .accessoryWidgetBackground:
            drawsBackground = true
            return .widgetBackground(LayoutEngine.platter)
        case .branch(let condition, let then, let otherwise):
            if holds(condition) { return try resolve(then, at: path.appending(key: "then"), in: environment, within: sensitivity) }
            return try otherwise.map { (view) throws(FaceError) in
                try resolve(view, at: path.appending(key: "else"), in: environment, within: sensitivity)
            } ?? .empty
        case .text(let text):
            let element = add(path, sensitivity, isText: true)
            return foreground(.leaf(ResolvedViewLeaf(content: .text(line(text, in: environment, sensitivity: sensitivity),
                                                                    textStyle(environment, element: element)),
                                                     element: element)), in: environment)
        case .liveText(let live):
            // Written for the moment drawn before layout, as a template's live text: layout sees a string, and its
            // apple-style bar is measured on the style's sample, the same for every date and zone.
            let element = add(path, sensitivity, isText: true)
            let alwaysOn = context.display == .alwaysOn
            var text = line(context.texts.liveText(live.style, date: live.date.instant(at: context.now), now: context.now,
                                                   zone: live.timeZone, alwaysOn: alwaysOn),
                            in: environment, sensitivity: sensitivity)
            text.barSample = context.texts.liveTextSample(live.style, alwaysOn: alwaysOn)
            text.liveStyle = live.style
            // A template's shorter forms of it too ("Nov 26", "1h 35m"), tried before it is cut (#23).
            text.shortForms = context.texts.liveTextShorterForms(live.style, date: live.date.instant(at: context.now), now: context.now,
                                                                 zone: live.timeZone, alwaysOn: alwaysOn)
            return foreground(.leaf(ResolvedViewLeaf(content: .text(text, textStyle(environment, element: element)), element: element)),
                              in: environment)
        case .image(let source, let renderingMode):
            let element = add(path, sensitivity, isText: false)
            let (image, natural, template) = try self.image(source, renderingMode: renderingMode, at: path.appending(key: "image"),
                                                            in: environment, sensitivity: sensitivity)
            // (Dial) A picture is always resizable (see `image`); a symbol, SF or custom, where the view says so.
            let sizing: ImageSizing = if case .file = source { .picture } else if resizable { .resizable } else { .fixed }
            let leaf = ViewTree.leaf(ResolvedViewLeaf(content: .image(image, natural: natural, template: template, sizing: sizing),
                                                      element: element))
            // A symbol's glyph takes a gradient as a text's does; a picture keeps the gradient's first colour.
            return sizing == .picture ? leaf : foreground(leaf, in: environment)
        case .shape(let shape, let outline):
            let element = add(path, sensitivity, isText: false)
            return .leaf(ResolvedViewLeaf(content: .shape(ViewShape(kind: self.kind(shape), paint: paint(environment.foreground, in: environment),
                                                                    accentable: environment.accentable,
                                                                    outline: ViewShapeOutline(outline))), element: element))
        case .linearGradient(let gradient), .angularGradient(let gradient):
            // SwiftUI's `LinearGradient` is a shape style that is also a view: a rectangle filled with it, taking the
            // room it is offered.
            let element = add(path, sensitivity, isText: false)
            return .leaf(ResolvedViewLeaf(content: .shape(ViewShape(kind: .rectangle, paint: paint(.gradient(gradient), in: environment),
                                                                    accentable: environment.accentable)), element: element))
        case .geometryReader(let view):
            return .geometry(try resolve(view, at: path.appending(key: kind.key), in: environment, within: sensitivity))
        case .viewThatFits(let views):
            // One built in Swift with no view draws nothing, as SwiftUI's does.
            return views.isEmpty ? .empty : .firstFitting(try children(views, runs: false))
        case .grid(let grid):
            var rows: [ViewGrid<ViewTree<ResolvedViewLeaf>>.Row] = []
            // A grid's rows hidden with it (no cell marked on its own, none `unredacted`), one after another, are one
            // region, as a stack's children are: how many rows and what they hold show nowhere (review of session 14).
            var run: ResolvedViewLeaf?
            for (index, row) in grid.rows.enumerated() {
                var cells: [ViewTree<ResolvedViewLeaf>] = []
                let first = elements.count
                // A row this context hides with the grid joins the run unresolved, as a stack's child does.
                let unresolved = !row.views.isEmpty && row.views.allSatisfy { $0.0.sensitivity == .ordinary && hidden($0.0, sensitivity) }
                for (view, at) in row.views where !unresolved {
                    cells.append(try resolve(view, at: JSONPath(path.appending(key: kind.key).appending(index: index).components + at.components),
                                             in: environment, within: sensitivity))
                }
                if unresolved {
                    let standIn = run ?? self.standIn(at: path.appending(key: kind.key).appending(index: index), in: environment,
                                                      sensitivity: sensitivity)
                    run = standIn
                    cells = row.views.map { _ in .region(standIn, .empty) }
                } else if row.views.allSatisfy({ $0.0.sensitivity == .ordinary }), elementsHiddenWhole(from: first) {
                    let standIn = run ?? self.standIn(at: path.appending(key: kind.key).appending(index: index), in: environment,
                                                      sensitivity: sensitivity)
                    for inside in first..<elements.count where inside != standIn.element { elements[inside].region = standIn.element }
                    run = standIn
                    cells = cells.map { .region(standIn, $0) }
                } else {
                    run = nil
                }
                switch row {
                case .row(let written, let alignment):
                    rows.append(.init(cells: cells, spans: written.map { $0.columns ?? 1 }, alignment: alignment.map(ViewAlignment.Position.init)))
                case .across:
                    rows.append(.init(cells: cells, spans: [1], across: true))
                }
            }
            return .grid(ViewGrid(rows: rows, alignment: grid.alignment.map(ViewAlignment.init) ?? .center,
                                  horizontalSpacing: grid.horizontalSpacing.map(px), verticalSpacing: grid.verticalSpacing.map(px)))
        case .chart(let chart):
            // Marks take their own style, else the chart's foreground style, else its tint, as Swift Charts' marks
            // take the accent colour. A chart this context hides has none of its marks read: its stand-in is fixed.
            let element = add(path, sensitivity, isText: false)
            let marks = context.hidesSensitive && sensitivity == .privacySensitive ? ChartViewDocument(marks: []) : chart
            WorkProbe.note(.chartMarksRead, marks.marks.count)
            let resolved = ViewChart(marks, accentable: true, labels: chartLabels) { style in
                paint(style ?? environment.foreground ?? environment.tint, default: context.tint, in: environment)
            }
            return .leaf(ResolvedViewLeaf(content: .chart(resolved), element: element))
        case .progress(let value, let label, let current, let style):
            if style == .circular {
                // `.progressViewStyle(.circular)`: a ring filled to how far along it is, as a capacity gauge is, its
                // label (or current value's) inside.
                return try gauge(GaugeViewDocument(value: fraction(value).value, range: [0, 1], style: .accessoryCircularCapacity, label: label,
                                                   currentValueLabel: current), key: "progress", at: path, in: environment, sensitivity: sensitivity)
            }
            // `ProgressView(value:total:)` on the watch: a linear capacity bar in the tint.
            let element = add(path, sensitivity, isText: false)
            let bar = ResolvedViewLeaf(content: .value(fraction(value),
                                                       paint(environment.tint, default: context.tint, in: environment)), element: element)
            let gauge = ViewTree<ResolvedViewLeaf>.gauge(.accessoryLinearCapacity, bar, labels: GaugeLabels())
            guard label != nil || current != nil else { return gauge }
            // As SwiftUI's linear style sets them: the label above the bar, the current value's label below it in the
            // secondary style where the view gives none, all leading.
            var below = environment
            if below.foreground == nil { below.foreground = .hierarchical(.secondary) }
            let at = path.appending(key: "progress")
            let above = try label.map { (view) throws(FaceError) in try resolve(view, at: at.appending(key: "label"), in: environment, within: sensitivity) }
            let under = try current.map { (view) throws(FaceError) in
                try resolve(view, at: at.appending(key: "currentValueLabel"), in: below, within: sensitivity)
            }
            return .stack(.vertical, .start, spacing: px(Self.progressLabelSpacing), [above, gauge, under].compactMap { $0 })
        case .gauge(let gauge):
            return try self.gauge(gauge, key: "gauge", at: path, in: environment, sensitivity: sensitivity)
        }
    }

    /// (Dial) A chart's axis labels: 10 points in the secondary white, as Swift Charts sets `AxisValueLabel` small and
    /// secondary; numbers in the locale's compact form (`ChartLabel`, as template charts write theirs), instants as the
    /// hour (`10 AM`, `10`) where the marks fall on whole hours, else the time (`10:30`), in the face's locale.
    static let chartLabelPoints = 10.0

    private var chartLabels: ViewChart.LabelStyle {
        let (name, offset) = (context.texts.name, context.now.utcOffsetSeconds)
        return ViewChart.LabelStyle(text: { values, step, isTime in
            guard isTime else { return ChartLabel.axis(values, step: step, in: name) }
            let hours = step.truncatingRemainder(dividingBy: 3_600) == 0
            let pattern = LocaleTexts.pattern(forTemplate: hours ? "j" : "jmm", in: name)
            return values.map {
                LocaleTexts.format(Timestamp(secondsSinceEpoch: Int64($0.rounded()), utcOffsetSeconds: offset), pattern: pattern, in: name)
            }
        }, font: TextFont(font: .interRegular, size: Self.chartLabelPoints * Device.scale).legible(context.legibility),
           color: HierarchicalStyleDocument.secondary.color, timeOffset: Double(offset))
    }

    /// How far along a progress is: its value of its total, or where the moment drawn is in its timer's interval (what
    /// is left of it, counting down), as SwiftUI's `ProgressView(timerInterval:countsDown:)` moves with the clock.
    private func fraction(_ value: ProgressValueDocument) -> Fraction {
        switch value {
        case .value(let value, let total):
            return Fraction(value, between: 0, and: total)
        case .timerInterval(let from, let to, let countsDown):
            let gone = Fraction(Double(context.now.secondsSinceEpoch), between: Double(from.secondsSinceEpoch), and: Double(to.secondsSinceEpoch))
            return countsDown ? Fraction(1 - gone.value, between: 0, and: 1) : gone
        }
    }

    /// A gauge (written under `key`: `gauge`, or a circular `progress`'s) in its style, its labels resolved at their
    /// paths under the key.
    private mutating func gauge(_ gauge: GaugeViewDocument, key kindKey: String, at path: JSONPath, in environment: ViewEnvironment,
                                sensitivity: Sensitivity) throws(FaceError) -> ViewTree<ResolvedViewLeaf> {
        let element = add(path, sensitivity, isText: false)
        let range = gauge.range ?? [0, 1]
        let style = gauge.style ?? .accessoryCircular
        // A closed ring has no gap for its label: without a current value's label, SwiftUI's
        // accessoryCircularCapacity shows the label in the ring's hole, the current value's place and size.
        let labelInHole = style == .accessoryCircularCapacity && gauge.currentValueLabel == nil
        func label(_ view: ViewDocument?, _ key: String) throws(FaceError) -> ViewTree<ResolvedViewLeaf>? {
            // As the watch's gauge styles do, a ring's labels take a smaller font unless the view gives one, and
            // shrink to fit the ring rather than be cut.
            var labels = environment
            if style == .accessoryCircular || style == .accessoryCircularCapacity {
                if labels.font == FontDocument() {
                    let share = key == "currentValueLabel" || (key == "label" && labelInHole) ? Self.currentLabelShare : Self.endLabelShare
                    labels.font = FontDocument(size: Typography.points(.accessoryCircular, context.sizeClass) * share, weight: .medium)
                }
                if labels.minimumScale > 0.5 { (labels.minimumScale, labels.minimumScaleIsWritten) = (0.5, false) }
            } else if gauge.currentValueLabel == nil, key == "minimumValueLabel" || key == "maximumValueLabel" {
                // A bar's ends stay under its current value (`ViewLayout.EndLabels`); with none, under the secondary
                // text style, caption2, else at the family's size (an extra large's 36.5 pt) they read as the reading
                // (stranger19 #5: "1" and "10" at 28.6 pt under a 14 pt title).
                let cap = Self.points(.caption2, context.sizeClass)
                let own = labels.font.size ?? labels.font.style.map { Self.points($0, context.sizeClass) }
                    ?? Self.unstyledPoints(context.family, context.sizeClass)
                if own > cap { (labels.font.size, labels.font.style) = (cap, nil) }
            }
            return try view.map { (view) throws(FaceError) in
                try resolve(view, at: path.appending(key: kindKey).appending(key: key), in: labels, within: sensitivity)
            }
        }
        let value = ResolvedViewLeaf(content: .value(Fraction(gauge.value, between: range[0], and: range[1]),
                                                     paint(environment.tint, default: context.tint, in: environment)), element: element)
        return .gauge(style, value, labels: GaugeLabels(
            label: labelInHole ? nil : try label(gauge.label, "label"),
            current: labelInHole ? try label(gauge.label, "label") : try label(gauge.currentValueLabel, "currentValueLabel"),
            minimum: try label(gauge.minimumValueLabel, "minimumValueLabel"),
            maximum: try label(gauge.maximumValueLabel, "maximumValueLabel")))
    }

    /// How a text view sets its lines, from the environment.
    private func textStyle(_ environment: ViewEnvironment, element: Int) -> ViewTextStyle {
        ViewTextStyle(alignment: environment.alignment, strikethrough: environment.strikethrough,
                      tabularDigits: environment.tabularDigits,
                      largeFont: Self.isLargeFont(environment.font, family: context.family, sizeClass: context.sizeClass),
                      path: elements[element].id.description)
    }

    /// (Dial) Whether a text in `font` is large (`ViewTextStyle.largeFont`): a text style from `callout`, `body` and
    /// `headline` up to the titles, never a caption style (`subheadline`, `caption`, `caption2`, `footnote`); a text with
    /// no font where it takes `body` (`unstyledPoints`: a rectangular's, an extra large's), not where it takes a small
    /// family's own size; a size written in points from 16 pt, which is that size on every screen. By the style, not
    /// the size it takes on a screen: 40 mm's `body` and `headline` are 15 pt, the size of 41 mm's `caption`, and read by
    /// their pixels they were captions there and large fonts on 41 to 49 mm (session 25's review: the M-Pesa row drawn
    /// whole at 7.5 pt on 40 mm, cut dropping "KAMAU" on 41 mm).
    static func isLargeFont(_ font: FontDocument, family: Family, sizeClass: SizeClass) -> Bool {
        if let size = font.size { return size >= largeFontPoints - 1e-9 }
        switch font.style {
        case .largeTitle, .title, .title2, .title3, .headline, .body, .callout: return true
        case .subheadline, .caption, .caption2, .footnote: return false
        case nil: return unstyledPoints(family, sizeClass) >= points(.body, sizeClass) - 1e-9
        }
    }

    /// (Dial) The size, in points, from which a size written for a view's text is large: `body`'s and `headline`'s on
    /// 41 to 49 mm, and the sizes a face gives its reading ("148/96 mmHg" at 16.5 to 19.5 pt in a rectangular's
    /// `hstack`).
    static let largeFontPoints = 16.0

    /// A text or symbol under a gradient foreground style: the gradient painted across its glyphs, as SwiftUI fills
    /// them; else the leaf as it is, in its colour.
    private func foreground(_ leaf: ViewTree<ResolvedViewLeaf>, in environment: ViewEnvironment) -> ViewTree<ResolvedViewLeaf> {
        guard case .gradient(let gradient) = paint(environment.foreground, in: environment) else { return leaf }
        return .effect(.gradient(gradient), leaf)
    }

    /// (Dial) A sensitive container's region (`ViewTree.region`): its stand-in is a text's bar in the container's
    /// font, so a hidden region is as tall as a line of it, and as wide as the family's fixed bar; the modifiers the
    /// author wrote on the container (a frame, padding) still apply around it. The elements it holds (from `first`)
    /// are hidden with it, and listed with it.
    private mutating func region(_ node: ViewTree<ResolvedViewLeaf>, at path: JSONPath, in environment: ViewEnvironment,
                                 holding first: Int) -> ViewTree<ResolvedViewLeaf> {
        let standIn = standIn(at: path, in: environment, sensitivity: .privacySensitive)
        for index in first..<standIn.element { elements[index].region = standIn.element }
        return .region(standIn, node)
    }

    /// Whether this context hides `view` as one region, known from its document before anything in it is resolved:
    /// privacy hides what is marked here, the view is marked (or inside a marked container), holds an element in every
    /// context, and nothing in it shows through or acts beyond it (`ViewHolding`). Exactly then would resolving it
    /// make a region the redact stage hides (`elementsHiddenWhole`), so deciding first changes nothing drawn.
    private func hidden(_ view: ViewDocument, _ sensitivity: Sensitivity) -> Bool {
        context.hidesSensitive && sensitivity == .privacySensitive && view.holding.holdsElement && !view.holding.reachesOut
    }

    /// Whether the elements added from `first` on go with the container that holds them, one region whenever it is
    /// hidden: there is at least one (a view of nothing is no region) and none is `unredacted`, which would show through
    /// it. The one rule for a container's own mark, a stack's run of children and a grid's run of rows.
    private func elementsHiddenWhole(from first: Int) -> Bool {
        elements.count > first && !elements[first...].contains(where: { $0.sensitivity == .unredacted })
    }

    /// A region's stand-in: a text's bar in `environment`'s font, an element of its own, hidden exactly where what
    /// the region holds is. The words are never drawn: shown, the region is its tree; hidden, a bar, as wide as
    /// `redactionStyle: apple` measures them, the same for every region in this font.
    private mutating func standIn(at path: JSONPath, in environment: ViewEnvironment, sensitivity: Sensitivity) -> ResolvedViewLeaf {
        let element = add(.region(relative(path)), sensitivity)
        let standIn = line(Self.regionSample, in: environment, sensitivity: sensitivity)
        return ResolvedViewLeaf(content: .text(standIn, textStyle(environment, element: element)), element: element)
    }

    /// What an apple-style bar standing in for a hidden region is as wide as.
    static let regionSample = "Hidden"

    private mutating func add(_ path: JSONPath, _ sensitivity: Sensitivity, isText: Bool) -> Int {
        add(.view(relative(path), isText: isText), sensitivity)
    }

    private mutating func add(_ id: ElementID, _ sensitivity: Sensitivity) -> Int {
        elements.append(ViewElement(id: id, sensitivity: sensitivity))
        return elements.count - 1
    }

    /// A view's path relative to its content, as explain names it: `view.vstack[0]`.
    private func relative(_ path: JSONPath) -> String {
        path.description(below: self.path).map { "view." + $0 } ?? "view"
    }

    private func holds(_ condition: EnvironmentConditionDocument) -> Bool {
        let mode: WidgetRenderingModeDocument = context.renderingMode == .accented ? .accented : .fullColor
        return (condition.isLuminanceReduced.map { $0 == (context.display == .alwaysOn) } ?? true)
            && (condition.widgetRenderingMode.map { $0 == mode } ?? true)
            && (condition.showsWidgetLabel.map { $0 == context.family.drawsWidgetLabel } ?? true)
            && (condition.widgetFamily.map { $0 == context.family } ?? true)
            // A watch face never shows a widget's container background (the Smart Stack does).
            && (condition.showsWidgetContainerBackground.map { $0 == false } ?? true)
    }

    private func px(_ points: Double) -> Double { points * Device.scale }

    /// A length in pixels, or a fraction of the geometry's dimension it is written for (or the one it names).
    private static func length(_ length: ViewLengthDocument, along axis: ViewAxis) -> ViewLength {
        switch length {
        case .points(let points): .pixels(points * Device.scale)
        case .fraction(let fraction, let dimension):
            .fraction(fraction, of: dimension.map { $0 == .width ? .horizontal : .vertical } ?? axis)
        }
    }

    private static func frame(_ frame: ViewFrameDocument, _ node: ViewTree<ResolvedViewLeaf>) -> ViewTree<ResolvedViewLeaf> {
        let alignment = frame.alignment.map(ViewAlignment.init) ?? .center
        if frame.relativeWidth != nil || frame.relativeHeight != nil {
            // A fixed frame with a length of the container's: the other dimension fixed, flexible or the child's.
            let limits = ViewFrameDocument(width: frame.width, height: frame.height, minWidth: frame.minWidth, idealWidth: frame.idealWidth,
                                           maxWidth: frame.maxWidth, minHeight: frame.minHeight, idealHeight: frame.idealHeight,
                                           maxHeight: frame.maxHeight, alignment: frame.alignment)
            let inner = limits == ViewFrameDocument(alignment: frame.alignment) ? node : Self.frame(limits, node)
            return .relativeFrame(width: frame.relativeWidth.map { length($0, along: .horizontal) },
                                  height: frame.relativeHeight.map { length($0, along: .vertical) }, alignment: alignment, inner)
        }
        let flexible = [frame.minWidth, frame.idealWidth, frame.maxWidth, frame.minHeight, frame.idealHeight, frame.maxHeight].contains { $0 != nil }
        func px(_ points: Double?) -> Double? { points.map { $0 * Device.scale } }
        guard flexible else { return .frame(width: px(frame.width), height: px(frame.height), alignment: alignment, node) }
        // A fixed length beside flexible limits in the other dimension is a flexible frame pinned at that length.
        return .flexibleFrame(FlexibleFrame(
            width: frame.width.map { FrameLimits(min: px($0), max: px($0)) } ?? FrameLimits(min: px(frame.minWidth), ideal: px(frame.idealWidth), max: px(frame.maxWidth)),
            height: frame.height.map { FrameLimits(min: px($0), max: px($0)) } ?? FrameLimits(min: px(frame.minHeight), ideal: px(frame.idealHeight), max: px(frame.maxHeight)),
            alignment: alignment), node)
    }

    /// The colour a style paints with: a colour, the system's levels of white, or a gradient.
    private func paint(_ style: StyleDocument?, default fallback: Color = .white, in environment: ViewEnvironment) -> ViewPaint {
        func faded(_ color: Color) -> Color {
            var color = color
            color.alpha = UInt8((Double(color.alpha) * environment.opacity).rounded())
            return color
        }
        switch style {
        case nil: return .color(faded(fallback))
        case .color(let color): return .color(faded(color))
        case .hierarchical(let level): return .color(faded(level.color))
        case .gradient(let gradient):
            var resolved = ViewGradient(colors: gradient.colors.map(faded), locations: gradient.locations,
                                        start: (gradient.startPoint.x, gradient.startPoint.y), end: (gradient.endPoint.x, gradient.endPoint.y))
            if case .angular(let center, let start, let end) = gradient.geometry {
                resolved.turn = ViewGradient.Turn(centerX: center.x, centerY: center.y, start: start * .pi / 180, end: end * .pi / 180)
            }
            return .gradient(resolved)
        }
    }

    /// A text's font: a text style at the watch's size for it, or a size in points; its design and weight mapped to
    /// the nearest pinned face (the default design Inter; rounded Quicksand; serif DejaVu Serif; monospaced DejaVu
    /// Sans Mono: Apple's SF faces may not be redistributed).
    private func font(_ environment: ViewEnvironment) -> TextFont {
        let font = environment.font
        let points = font.size ?? font.style.map { Self.points($0, context.sizeClass) } ?? Self.unstyledPoints(context.family, context.sizeClass)
        let weight = environment.weight ?? font.weight ?? (font.style == .headline ? .semibold : .regular)
        // SwiftUI's weights are SF Pro's: ultra-light 100, thin 200, light 300 ... heavy 800, black 900; Inter has a
        // face at each.
        let pinned: PinnedFont = switch (environment.design ?? font.design ?? .default, weight) {
        case (.default, .ultraLight): .interThin
        case (.default, .thin): .interExtraLight
        case (.default, .light): .interLight
        case (.default, .regular): .interRegular
        case (.default, .medium): .interMedium
        case (.default, .semibold): .interSemiBold
        case (.default, .bold): .interBold
        case (.default, .heavy): .interExtraBold
        case (.default, .black): .interBlack
        // Quicksand has no semi-bold: a semi-bold rounded text takes the bold, the nearer heavier face, as CSS does.
        case (.rounded, .ultraLight), (.rounded, .thin), (.rounded, .light): .quicksandLight
        case (.rounded, .regular): .quicksandRegular
        case (.rounded, .medium): .quicksandMedium
        case (.rounded, .semibold), (.rounded, .bold), (.rounded, .heavy), (.rounded, .black): .quicksandBold
        case (.serif, .semibold), (.serif, .bold), (.serif, .heavy), (.serif, .black): .dejaVuSerifBold
        case (.serif, _): .dejaVuSerif
        case (.monospaced, .semibold), (.monospaced, .bold), (.monospaced, .heavy), (.monospaced, .black): .dejaVuSansMonoBold
        case (.monospaced, _): .dejaVuSansMono
        }
        return TextFont(font: pinned, size: points * Device.scale).legible(context.legibility)
    }

    /// The size in points of a text no font reaches: SwiftUI's default font, `body`, where the family's own text size is
    /// larger, else the family's. A rectangular's 16.5 to 19.5 pt and an extra large's 34.5 to 41 pt are the sizes
    /// ClockKit's templates draw their rows at, not a font SwiftUI gives a `Text`: at them an unstyled row stood larger
    /// than the `headline` over it (stranger21's meitei-ward: rows at 19.5 pt under a 16 pt headline on 45 mm).
    /// (Dial) A circle's, a corner's, an inline's and a bezel's own sizes are smaller than `body` and stay: body would
    /// not fit the small room those families draw in, and there an unstyled text is already smaller than a headline.
    static func unstyledPoints(_ family: Family, _ sizeClass: SizeClass) -> Double {
        Swift.min(Typography.points(family, sizeClass), points(.body, sizeClass))
    }

    /// watchOS's text style sizes in points (Apple's Human Interface Guidelines, watchOS "Dynamic Type sizes": the
    /// default size of each watch, 40 mm's Small and 41 to 45 mm's Large; 49 mm reads 45 mm's column).
    static func points(_ style: FontStyleDocument, _ sizeClass: SizeClass) -> Double {
        let small = sizeClass == .mm40
        return switch style {
        case .largeTitle: small ? 32 : 36
        case .title: small ? 30 : 34
        case .title2: small ? 24 : 27
        case .title3: small ? 17 : 19
        case .headline, .body, .callout: small ? 15 : 16
        case .subheadline, .caption: small ? 14 : 15
        case .caption2: small ? 13 : 14
        case .footnote: small ? 12 : 13
        }
    }

    private func line(_ text: String, in environment: ViewEnvironment, sensitivity: Sensitivity) -> ResolvedText {
        var line = ResolvedText(text: text, font: font(environment), color: paint(environment.foreground, in: environment).first,
                                sensitivity: sensitivity, isDrawn: true, accentable: environment.accentable,
                                minimumScale: environment.minimumScale, maxLines: environment.lineLimit ?? 0)
        line.minimumScaleIsWritten = environment.minimumScaleIsWritten
        return line
    }

    private func image(_ source: ImageSourceDocument, renderingMode: ImageRenderingModeDocument?, at path: JSONPath,
                       in environment: ViewEnvironment, sensitivity: Sensitivity) throws(FaceError) -> (ResolvedImage, Rect.Size, Color?) {
        let color = paint(environment.foreground, in: environment).first
        switch source {
        case .systemName(let name):
            // A symbol is as large as its font's size, and drawn in the foreground colour.
            let side = font(environment).size
            let outline: PathData
            do throws(TextError) {
                outline = try context.symbols.outline(name)
            } catch {
                // The name is not quoted: it may be private, and the fault is the machine's, the same for every name.
                throw FaceError(kind: .invalidValue, path: path.appending(key: "systemName"),
                                expected: FieldExpectation.iconFont(error.description), found: "the font missing")
            }
            return (ResolvedImage(source: .vector(outline, ViewBox(width: 1, height: 1), color), sensitivity: sensitivity,
                                  accentable: environment.accentable, isDrawn: true),
                    Rect.Size(width: side, height: side), nil)
        case .file(let file):
            guard let picture = context.images[file] else {
                throw FaceError(kind: .invalidValue, path: path.appending(key: "file"),
                                expected: "an image the caller loaded (render the face from its file)", found: "\"\(file)\"")
            }
            // (Dial) A picture's size is not read before redaction decides it is shown (a hidden one is never decoded),
            // so a picture view is sized as `resizable().scaledToFill()` would size it: it takes what it is offered,
            // 20 points square where nothing is.
            return (ResolvedImage(source: .picture(picture), sensitivity: sensitivity, accentable: environment.accentable, isDrawn: true),
                    Rect.Size(width: px(20), height: px(20)), renderingMode == .template ? color : nil)
        case .customSymbol(let file):
            guard let picture = context.images[file] else {
                throw FaceError(kind: .invalidValue, path: path.appending(key: "customSymbol"),
                                expected: "an image the caller loaded (render the face from its file)", found: "\"\(file)\"")
            }
            // As large as its font, as an SF Symbol is: a square of the font's size, whatever the picture's own size
            // (not read before redaction), which it is drawn fitted in. A template unless written `original`, as a
            // symbol image is.
            let side = font(environment).size
            return (ResolvedImage(source: .picture(picture), sensitivity: sensitivity, accentable: environment.accentable, isDrawn: true),
                    Rect.Size(width: side, height: side), renderingMode == .original ? nil : color)
        }
    }
}

extension Resolver {
    static func resolve(_ view: ViewContentDocument, in context: ContentContext, at path: JSONPath) throws(FaceError) -> ResolvedView {
        let viewPath = path.appending(key: "view")
        var resolver = ViewResolver(context: context, path: viewPath)
        let root = try resolver.resolve(view.view, at: viewPath, in: ViewEnvironment(), within: .ordinary)
        WorkProbe.note(.viewElementsResolved, resolver.elements.count)
        return ResolvedView(root: root, widgetLabel: resolver.widgetLabel,
                            elements: resolver.elements,
                            drawsBackground: resolver.drawsBackground,
                            isRightToLeft: context.texts.name.isRightToLeft, curvesContent: resolver.curvesContent)
    }
}

private extension ViewFrameDocument {
    /// The frame with each share of the geometry made the whole of it (`{"fraction": 1}` of the same dimension): what a
    /// hidden view's frame keeps. Lengths in points are the author's.
    var wholeShares: ViewFrameDocument {
        func whole(_ length: ViewLengthDocument?) -> ViewLengthDocument? {
            guard case .fraction(_, let dimension) = length else { return length }
            return .fraction(1, of: dimension)
        }
        var frame = self
        (frame.relativeWidth, frame.relativeHeight) = (whole(relativeWidth), whole(relativeHeight))
        return frame
    }
}

private extension ViewModifierDocument {
    /// Whether the modifier can draw a value (turn, move, scale, cut or lay a view over the view): under
    /// `privacySensitive`, the view and its modifiers are one region.
    /// Every case is decided here, none by default, so that a new modifier has to be classified (review of session 14).
    var drawsData: Bool {
        switch self {
        // Turn, move, scale or cut the view by a number or a shape apps compute from a reading.
        case .offset, .position, .rotationEffect, .scaleEffect, .clipShape, .mask: true
        // A view laid under or over it: a marker or a fill drawn from the data.
        case .background(.view), .overlay(.view): true
        // A colour behind or over it is a rectangle of the view's frame, an element of its own hidden with the view (drawn
        // in the redaction colour), whose size is the frame's.
        case .background(.color), .overlay(.color): false
        // The author's layout, kept around a hidden region (docs/privacy.md, "Structure": a frame or padding the
        // author gave it is the author's, not the data).
        case .padding, .frame, .fixedSize, .layoutPriority, .aspectRatio, .scaledToFit, .scaledToFill: false
        // The environment read by what the view holds, which a hidden region's stand-in does not draw.
        case .font, .fontWeight, .bold, .fontDesign, .monospaced, .monospacedDigit, .strikethrough, .foregroundStyle, .tint,
             .lineLimit, .minimumScaleFactor, .multilineTextAlignment, .opacity, .widgetAccentable: false
        // Marks, and what the view's own kind reads.
        case .privacySensitive, .unredacted, .invalidatableContent, .resizable: false
        // Drawn elsewhere or not at all: a label along the bezel, resolved apart; a container background no face shows;
        // a corner's curving of the view's text.
        case .widgetLabel, .containerBackground, .widgetCurvesContent: false
        }
    }
}
