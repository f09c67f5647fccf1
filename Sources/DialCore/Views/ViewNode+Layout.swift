import DialModel

/// SwiftUI's layout, as Apple describes it ("Building custom views with SwiftUI", WWDC19, and the `Layout` and frame
/// modifiers' documentation): a parent proposes a size, the child chooses its own, and the parent places it. Nothing
/// is solved as constraints; a child can overflow what it was offered.
extension ViewNode {
    /// A leaf's rectangle once the whole tree is placed.
    package struct Placed: Hashable, Sendable {
        package var id: Int
        package var frame: Rect
        /// An effect's (a clip, a rotation, a gradient): how many of the placed leaves after it it applies to.
        package var covers = 0
        /// (Dial) A text's size where its row set it (`ScaledRow`): drawn at it, not at its own font's; nil for the rest.
        package var fontSize: Double? = nil
    }

    /// The size this view chooses for `proposal`.
    package func size(for proposal: ProposedSize) -> Rect.Size {
        if case .measured(let measures, let child) = self { return measures.size(for: proposal) { child.size(for: proposal) } }
        WorkProbe.note(.viewSizesMeasured, 1)
        return measuredSize(for: proposal)
    }

    /// The size this view chooses for `proposal`, measured (not remembered) for its own kind of view.
    private func measuredSize(for proposal: ProposedSize) -> Rect.Size {
        switch self {
        case .leaf(let leaf):
            return leaf.size(proposal)
        case .spacer(let minLength):
            // Outside a stack a spacer takes what it is offered, and its minimum where nothing is.
            return Rect.Size(width: Swift.max(minLength, proposal.width ?? minLength), height: Swift.max(minLength, proposal.height ?? minLength))
        case .stack(let axis, let alignment, let spacing, let children):
            let offers = StackLayout(axis: axis, spacing: spacing, children: children).offers(for: proposal)
            var total = StackLayout.total(axis: axis, spacing: spacing, children: children, sizes: offers.map(\.size))
            if axis == .horizontal, let baseline = alignment.baseline {
                total.height = StackLayout.baselineOffsets(children, offers, baseline).height
            }
            return total
        case .zstack(_, let children):
            let sizes = children.map { $0.size(for: proposal) }
            return Rect.Size(width: sizes.map(\.width).max() ?? 0, height: sizes.map(\.height).max() ?? 0)
        case .padding(let insets, let child):
            let inner = child.size(for: ProposedSize(width: proposal.width.map { Swift.max(0, $0 - insets.horizontal) },
                                                     height: proposal.height.map { Swift.max(0, $0 - insets.vertical) }))
            // Negative insets draw the frame in over the child, never to less than nothing.
            return Rect.Size(width: Swift.max(0, inner.width + insets.horizontal), height: Swift.max(0, inner.height + insets.vertical))
        case .frame(let width, let height, _, let child):
            let inner = child.size(for: ProposedSize(width: width ?? proposal.width, height: height ?? proposal.height))
            return Rect.Size(width: width ?? inner.width, height: height ?? inner.height)
        case .flexibleFrame(let frame, let child):
            let inner = child.size(for: ProposedSize(width: frame.width.proposal(proposal.width), height: frame.height.proposal(proposal.height)))
            return Rect.Size(width: frame.width.length(proposed: proposal.width, child: inner.width),
                             height: frame.height.length(proposed: proposal.height, child: inner.height))
        case .fixedSize(let horizontal, let vertical, let child):
            return child.size(for: ProposedSize(width: horizontal ? nil : proposal.width, height: vertical ? nil : proposal.height))
        case .layoutPriority(_, let child), .offset(_, _, let child), .effect(_, let child):
            return child.size(for: proposal)
        case .layer(let primary, _, _, _):
            return primary.size(for: proposal)
        case .aspectRatio(let ratio, let fill, let child):
            return child.size(for: Self.proposal(proposal, ratio: ratio ?? child.idealRatio, fill: fill))
        case .geometry:
            return Self.geometrySize(proposal)
        case .relativeFrame(let width, let height, let alignment, let child):
            // Outside any geometry (`relative(to:)` was not applied): a fraction leaves the dimension to the child.
            return ViewNode.frame(width: width?.fixedPixels, height: height?.fixedPixels, alignment: alignment, child).size(for: proposal)
        case .position(_, _, let child):
            return proposal.replacingUnspecified(with: child.size(for: proposal))
        case .firstFitting(let children):
            return Self.fitting(children, proposal).size(for: proposal)
        case .grid(let grid):
            return Self.gridSize(grid, proposal)
        case .measured(_, let child):
            return child.size(for: proposal)
        case .row(let row):
            return row.laidOut(for: proposal).node.size(for: proposal)
        }
    }

    /// `ViewThatFits`'s choice: the first child whose ideal size fits the proposal where it proposes a length (to a
    /// hundredth of a pixel), else the last.
    static func fitting(_ children: [ViewNode], _ proposal: ProposedSize) -> ViewNode {
        children.first { child in
            let ideal = child.size(for: .unspecified)
            return proposal.width.map { ideal.width <= $0 + 0.01 } ?? true && proposal.height.map { ideal.height <= $0 + 0.01 } ?? true
        } ?? children[children.count - 1]
    }

    /// A geometry reader's size: the room offered, 10 points in a dimension where none is (SwiftUI's default size).
    static func geometrySize(_ proposal: ProposedSize) -> Rect.Size {
        proposal.replacingUnspecified(with: Rect.Size(width: 10 * Device.scale, height: 10 * Device.scale))
    }

    /// This view with every length relative to the nearest geometry made pixels of `size` (the geometry's), down to
    /// the geometries inside it, which set their own.
    package func relative(to size: Rect.Size) -> ViewNode {
        switch self {
        case .leaf, .spacer, .geometry: self
        case .relativeFrame(let width, let height, let alignment, let child):
            .frame(width: width?.pixels(in: size), height: height?.pixels(in: size), alignment: alignment, child.relative(to: size))
        case .position(let x, let y, let child):
            .position(x: .pixels(x.pixels(in: size)), y: .pixels(y.pixels(in: size)), child.relative(to: size))
        case .stack(let axis, let alignment, let spacing, let children):
            .stack(axis, alignment: alignment, spacing: spacing, children.map { $0.relative(to: size) })
        case .zstack(let alignment, let children): .zstack(alignment, children.map { $0.relative(to: size) })
        case .padding(let insets, let child): .padding(insets, child.relative(to: size))
        case .frame(let width, let height, let alignment, let child):
            .frame(width: width, height: height, alignment: alignment, child.relative(to: size))
        case .flexibleFrame(let frame, let child): .flexibleFrame(frame, child.relative(to: size))
        case .fixedSize(let horizontal, let vertical, let child): .fixedSize(horizontal: horizontal, vertical: vertical, child.relative(to: size))
        case .layoutPriority(let priority, let child): .layoutPriority(priority, child.relative(to: size))
        case .layer(let primary, let secondary, let front, let alignment):
            .layer(primary.relative(to: size), secondary.relative(to: size), front: front, alignment: alignment)
        case .offset(let x, let y, let child): .offset(x: x, y: y, child.relative(to: size))
        case .aspectRatio(let ratio, let fill, let child): .aspectRatio(ratio, fill: fill, child.relative(to: size))
        case .effect(let id, let child): .effect(id: id, child.relative(to: size))
        case .firstFitting(let children): .firstFitting(children.map { $0.relative(to: size) })
        case .grid(let grid): .grid(grid.map { $0.relative(to: size) })
        // Its lengths change with the geometry, so what was measured before them is not its size now.
        case .measured(_, let child): .measured(ViewMeasures(), child.relative(to: size))
        case .row(let row): .row(row.relative(to: size))
        }
    }

    /// The child's ideal width over its ideal height: the ratio `aspectRatio` keeps where it is given none (1 where the
    /// child has no height or width).
    var idealRatio: Double {
        let ideal = size(for: .unspecified)
        guard ideal.width > 0, ideal.height > 0, ideal.width.isFinite, ideal.height.isFinite else { return 1 }
        return ideal.width / ideal.height
    }

    /// What `aspectRatio` proposes: the largest size of `ratio` inside the proposal (`fit`) or the smallest around it
    /// (`fill`); a dimension left out follows from the other; none proposed, none proposed.
    static func proposal(_ proposal: ProposedSize, ratio: Double, fill: Bool) -> ProposedSize {
        switch (proposal.width, proposal.height) {
        case (nil, nil):
            return proposal
        case (let width?, nil):
            return ProposedSize(width: width, height: width / ratio)
        case (nil, let height?):
            return ProposedSize(width: height * ratio, height: height)
        case (let width?, let height?):
            // An endless dimension is not a limit for `fit`, and is the size for `fill`.
            if width.isInfinite || height.isInfinite {
                if width.isInfinite, height.isInfinite { return proposal }
                if fill { return ProposedSize(width: .infinity, height: .infinity) }
                return width.isInfinite ? ProposedSize(width: height * ratio, height: height) : ProposedSize(width: width, height: width / ratio)
            }
            let wider = width / Swift.max(height, .leastNonzeroMagnitude) > ratio
            // Fit: a proposal wider than the ratio is limited by its height; fill: by its width.
            return wider != fill ? ProposedSize(width: height * ratio, height: height) : ProposedSize(width: width, height: width / ratio)
        }
    }

    /// The leaves of this view laid out for `proposal` with its top-left corner at `origin`, back to front.
    package func place(for proposal: ProposedSize, at origin: Point) -> [Placed] {
        switch self {
        case .leaf(let leaf):
            let size = leaf.size(proposal)
            return [Placed(id: leaf.id, frame: Rect(x: origin.x, y: origin.y, width: size.width, height: size.height))]
        case .spacer:
            return []
        case .stack(let axis, let alignment, let spacing, let children):
            let layout = StackLayout(axis: axis, spacing: spacing, children: children)
            let offers = layout.offers(for: proposal)
            let across = offers.map { $0.size[axis.cross] }.max() ?? 0
            let baselineOffsets = axis == .horizontal ? alignment.baseline.map { StackLayout.baselineOffsets(children, offers, $0).offsets } : nil
            var along = 0.0
            var placed: [Placed] = []
            for (index, child) in children.enumerated() {
                if index > 0 { along += StackLayout.spacing(between: children[index - 1], and: child, spacing: spacing, axis: axis) }
                // Placed for the proposal it was sized for, which it answers with the same size again.
                let (offer, size) = offers[index]
                let offset = baselineOffsets?[index] ?? alignment.offset(of: size[axis.cross], in: across)
                // A text a column keeps a line for, shorter than that line, is centred in it (`StackLayout.offers`).
                let kept = axis == .vertical && child.keptHeight != nil ? (size[axis] - child.size(for: offer)[axis]) / 2 : 0
                let point = axis == .horizontal ? Point(x: origin.x + along, y: origin.y + offset) : Point(x: origin.x + offset, y: origin.y + along + kept)
                placed += child.place(for: offer, at: point)
                along += size[axis]
            }
            return placed
        case .zstack(let alignment, let children):
            let room = size(for: proposal)
            return children.flatMap { child in
                let corner = alignment.origin(of: child.size(for: proposal), in: room)
                return child.place(for: proposal, at: origin + corner)
            }
        case .padding(let insets, let child):
            let inner = ProposedSize(width: proposal.width.map { Swift.max(0, $0 - insets.horizontal) },
                                     height: proposal.height.map { Swift.max(0, $0 - insets.vertical) })
            return child.place(for: inner, at: Point(x: origin.x + insets.leading, y: origin.y + insets.top))
        case .frame(let width, let height, let alignment, let child):
            let inner = ProposedSize(width: width ?? proposal.width, height: height ?? proposal.height)
            return child.place(for: inner, at: origin + alignment.origin(of: child.size(for: inner), in: size(for: proposal)))
        case .flexibleFrame(let frame, let child):
            let inner = ProposedSize(width: frame.width.proposal(proposal.width), height: frame.height.proposal(proposal.height))
            return child.place(for: inner, at: origin + frame.alignment.origin(of: child.size(for: inner), in: size(for: proposal)))
        case .fixedSize(let horizontal, let vertical, let child):
            let inner = ProposedSize(width: horizontal ? nil : proposal.width, height: vertical ? nil : proposal.height)
            return child.place(for: inner, at: origin)
        case .layoutPriority(_, let child):
            return child.place(for: proposal, at: origin)
        case .aspectRatio(let ratio, let fill, let child):
            return child.place(for: Self.proposal(proposal, ratio: ratio ?? child.idealRatio, fill: fill), at: origin)
        case .offset(let x, let y, let child):
            return child.place(for: proposal, at: Point(x: origin.x + x, y: origin.y + y))
        case .effect(let id, let child):
            let size = child.size(for: proposal)
            let inside = child.place(for: proposal, at: origin)
            return [Placed(id: id, frame: Rect(x: origin.x, y: origin.y, width: size.width, height: size.height), covers: inside.count)] + inside
        case .layer(let primary, let secondary, let front, let alignment):
            let room = primary.size(for: proposal)
            let offered = ProposedSize(width: room.width, height: room.height)
            let behind = primary.place(for: proposal, at: origin)
            let other = secondary.place(for: offered, at: origin + alignment.origin(of: secondary.size(for: offered), in: room))
            return front ? behind + other : other + behind
        case .geometry(let child):
            let size = Self.geometrySize(proposal)
            return child.relative(to: size).place(for: ProposedSize(width: size.width, height: size.height), at: origin)
        case .relativeFrame(let width, let height, let alignment, let child):
            return ViewNode.frame(width: width?.fixedPixels, height: height?.fixedPixels, alignment: alignment, child).place(for: proposal, at: origin)
        case .position(let x, let y, let child):
            let size = child.size(for: proposal)
            let center = Point(x: origin.x + (x.fixedPixels ?? 0), y: origin.y + (y.fixedPixels ?? 0))
            return child.place(for: proposal, at: Point(x: center.x - size.width / 2, y: center.y - size.height / 2))
        case .firstFitting(let children):
            return Self.fitting(children, proposal).place(for: proposal, at: origin)
        case .grid(let grid):
            return Self.placeGrid(grid, proposal, at: origin)
        case .measured(_, let child):
            return child.place(for: proposal, at: origin)
        case .row(let row):
            // Its texts drawn at the sizes they were laid out at, not their own.
            let laid = row.laidOut(for: proposal)
            var placed = laid.node.place(for: proposal, at: origin)
            for index in placed.indices {
                if let size = laid.sizes[placed[index].id] { placed[index].fontSize = size }
            }
            return placed
        }
    }

    /// The layout priority a stack reads from this child. A spacer's is the lowest there is, as SwiftUI's is: a stack
    /// offers its room to everything else first (keeping back only the spacers' minimum lengths), and its spacers share
    /// what is left, so a text beside a spacer is offered the whole row, not half of it.
    var layoutPriority: Double {
        switch self {
        case .layoutPriority(let priority, _): priority
        case .spacer: -.infinity
        case .measured(_, let child): child.layoutPriority
        default: 0
        }
    }

    /// Whether this view is a reading (`ViewLeaf.isReading`), through the modifiers that keep a text what it is.
    var isReading: Bool {
        switch self {
        case .leaf(let leaf): leaf.isReading
        case .measured(_, let child), .padding(_, let child), .frame(_, _, _, let child), .flexibleFrame(_, let child),
             .fixedSize(_, _, let child), .layoutPriority(_, let child), .offset(_, _, let child), .effect(_, let child):
            child.isReading
        default: false
        }
    }

    /// (Dial) The least width at which this view draws what it holds in a grid's tier (`ViewLeaf.leastWidth`), through
    /// the modifiers that keep a text what it is (padding adding its insets, a fixed frame its width); for the rest,
    /// the width it takes offered none.
    func leastWidth(_ tier: GridLeast) -> Double {
        switch self {
        case .leaf(let leaf):
            if let least = leaf.leastWidth { return least(tier) }
        case .measured(_, let child), .layoutPriority(_, let child), .offset(_, _, let child), .effect(_, let child):
            return child.leastWidth(tier)
        case .padding(let insets, let child):
            return Swift.max(0, child.leastWidth(tier) + insets.horizontal)
        case .frame(let width, _, _, let child):
            return width ?? child.leastWidth(tier)
        default:
            break
        }
        return size(for: ProposedSize(width: 0, height: nil)).width
    }

    /// The height a column keeps for this child before offering it what its others leave (`ViewLeaf.keptHeight`): a
    /// text a display may hide, through the modifiers that keep a text what it is; nil for the rest.
    var keptHeight: Double? {
        switch self {
        case .leaf(let leaf): leaf.keptHeight
        case .padding(let insets, let child): child.keptHeight.map { $0 + insets.vertical }
        case .frame(_, let height?, _, let child): child.keptHeight.map { _ in height }
        case .measured(_, let child), .frame(_, nil, _, let child), .flexibleFrame(_, let child), .fixedSize(_, _, let child),
             .layoutPriority(_, let child), .offset(_, _, let child), .effect(_, let child):
            child.keptHeight
        default: nil
        }
    }

    /// The width a grid's column keeps for this cell before its other columns share the rest (`ViewLeaf.keptWidth`): a
    /// text a display may hide, through the modifiers that keep a text what it is (padding adding its insets, a fixed
    /// frame its width); nil for the rest.
    var keptWidth: Double? {
        switch self {
        case .leaf(let leaf): leaf.keptWidth
        case .padding(let insets, let child): child.keptWidth.map { $0 + insets.horizontal }
        case .frame(let width?, _, _, let child): child.keptWidth.map { _ in width }
        case .measured(_, let child), .frame(nil, _, _, let child), .flexibleFrame(_, let child), .fixedSize(_, _, let child),
             .layoutPriority(_, let child), .offset(_, _, let child), .effect(_, let child):
            child.keptWidth
        default: nil
        }
    }

    var isSpacer: Bool {
        if case .spacer = self { return true }
        if case .measured(_, let child) = self { return child.isSpacer }
        return false
    }

    /// How SwiftUI's default spacing reads this child at its top edge (`bottom` false) or its bottom edge: a text (or a
    /// symbol, which SwiftUI spaces as a line of text) under modifiers that keep its edges (a frame, an offset, a
    /// background), or a stack holding one at that edge (a row's spacing is its children's together, so a row of a symbol
    /// and a text sets against the next line as a text does; a column's is its first child's on top, its last's below). `padding` on that edge moves it off the text, as SwiftUI's
    /// padding resets the padded edges' spacing to a plain view's and keeps the others'.
    func spacingRole(bottom: Bool) -> SpacingRole {
        switch self {
        case .leaf(let leaf):
            if leaf.isText { .text(plainDistance: leaf.textEdges.map { bottom ? $0.below : $0.above } ?? StackLayout.defaultSpacing) }
            else { leaf.isSymbol ? .symbol : .plain }
        case .padding(let insets, let child): (bottom ? insets.bottom : insets.top) != 0 ? .plain : child.spacingRole(bottom: bottom)
        case .frame(_, _, _, let child), .flexibleFrame(_, let child), .fixedSize(_, _, let child), .layoutPriority(_, let child),
             .offset(_, _, let child), .effect(_, let child), .layer(let child, _, _, _), .aspectRatio(_, _, let child),
             .relativeFrame(_, _, _, let child), .measured(_, let child):
            child.spacingRole(bottom: bottom)
        case .stack(.vertical, _, _, let children):
            // A column's top edge is its first child's, its bottom edge its last's, as SwiftUI's stack takes each
            // child's spacing only on the edges it stands on: a `progress` with a `currentValueLabel` (a column of its
            // bar and the value's text under it) meets a text above it with its bar, the text's own distance, not
            // flush as two lines of text (stranger16 #3: the bar touched the descenders of the line above).
            (bottom ? children.last : children.first)?.spacingRole(bottom: bottom) ?? .plain
        case .stack(_, _, _, let children), .zstack(_, let children), .firstFitting(let children):
            SpacingRole.combined(children.map { $0.spacingRole(bottom: bottom) })
        case .grid(let grid):
            // Its first (last) row's cells together, as a stack's first (last) child.
            SpacingRole.combined((bottom ? grid.rows.last : grid.rows.first)?.cells.map { $0.spacingRole(bottom: bottom) } ?? [])
        case .row(let row): row.natural.spacingRole(bottom: bottom)
        case .spacer, .geometry, .position: .plain
        }
    }
}

/// What a view is to SwiftUI's default spacing at one edge (its `Spacing` categories there), from the least to the
/// most text-like: a stack is the most text-like of its children.
enum SpacingRole: Equatable {
    /// A shape, a picture, a gauge, a padded edge: the platform's default distance from anything but a text.
    case plain
    /// An SF Symbol that is not resizable: set beside a text or another symbol in a column as a line of text is, with
    /// no gap (SwiftUI's symbol image has a text-to-text spacing of 0 on its top and bottom edges).
    case symbol
    /// A text: set below another by the lower one's leading, and `plainDistance` from a plain view on this edge
    /// (`TextEdges`).
    case text(plainDistance: Double)

    /// A stack's role at an edge: its most text-like child's, a text's distance the largest of its texts', as SwiftUI
    /// merges its children's spacing (each category's largest value).
    static func combined(_ roles: [SpacingRole]) -> SpacingRole {
        let texts = roles.compactMap { if case .text(let distance) = $0 { distance } else { nil } }
        if let distance = texts.max() { return .text(plainDistance: distance) }
        return roles.contains(.symbol) ? .symbol : .plain
    }
}

/// How a stack shares its length among its children (WWDC19, "Building custom views with SwiftUI"): the children are
/// offered room by priority, highest first (spacers last of all), and within a priority from the least flexible (the
/// difference between the longest and the shortest it can be) to the most; each is offered an equal share of what is
/// left, and what it takes is gone for the rest. A group is offered what the lower priorities leave at their smallest.
struct StackLayout {
    var axis: ViewAxis
    var spacing: Double?
    var children: [ViewNode]

    /// What each child is offered and the size it chooses, in the children's order.
    func offers(for proposal: ProposedSize) -> [(proposal: ProposedSize, size: Rect.Size)] {
        let across = proposal[axis.cross]
        guard let offered = proposal[axis] else {
            // Nothing proposed along the axis: each child at its ideal length.
            return children.map { (ProposedSize(axis, along: nil, across: across), size(of: $0, along: nil, across: across)) }
        }
        let gaps = zip(children, children.dropFirst()).map { Self.spacing(between: $0, and: $1, spacing: spacing, axis: axis) }.reduce(0, +)
        let smallest = children.map { size(of: $0, along: 0, across: across)[axis] }
        let largest = children.map { size(of: $0, along: .infinity, across: across)[axis] }
        var offers = [(proposal: ProposedSize, size: Rect.Size)?](repeating: nil, count: children.count)
        // (Dial) In a column, a text a display may hide is offered what the others leave, after all of them: the others
        // are set as they would be whatever it says, so alike whether it is shown or is its bar (stranger15 #7: Always
        // On drew "… 24h" for "P&L 24h" where active, the amount shrunk to its width, had left the caption two rows).
        // They take their own size where what they leave still holds one line of its font (its bar's height, the same
        // whatever it says), else they keep that line back for it. Along a row each child is offered as before.
        let kept = axis == .vertical ? children.map(\.keptHeight) : []
        let keptForLast = kept.compactMap { $0 }.reduce(0, +)
        let rounds = Set(children.indices.map { Round(yields: !kept.isEmpty && kept[$0] != nil, priority: children[$0].layoutPriority) })
            .sorted()
        // The rounds from `remaining`, keeping `reserve` back for the children that yield while the others are offered.
        func offer(_ rounds: [Round], from remaining: Double, keeping reserve: Double) -> Double {
            var remaining = remaining
            for round in rounds {
                let priority = round.priority
                func inRound(_ index: Int) -> Bool { (!kept.isEmpty && kept[index] != nil) == round.yields }
                let group = children.indices.filter { inRound($0) && children[$0].layoutPriority == priority }
                    .sorted { Self.isLessFlexible(($0, smallest[$0], largest[$0]), than: ($1, smallest[$1], largest[$1])) }
                let lower = children.indices.filter { inRound($0) && children[$0].layoutPriority < priority }
                    .map { kept.isEmpty ? smallest[$0] : kept[$0] ?? smallest[$0] }.reduce(0, +) + (round.yields ? 0 : reserve)
                var left = remaining - lower
                for (position, index) in group.enumerated() {
                    let share = Swift.max(0, left) / Double(group.count - position)
                    let size = size(of: children[index], along: share, across: across)
                    offers[index] = (ProposedSize(axis, along: share, across: across), size)
                    left -= size[axis]
                    remaining -= size[axis]
                }
            }
            return remaining
        }
        let (others, yielding) = (rounds.filter { !$0.yields }, rounds.filter(\.yields))
        var remaining = offer(others, from: offered - gaps, keeping: 0)
        if !yielding.isEmpty {
            if !others.isEmpty, remaining < keptForLast - 1e-9 { remaining = offer(others, from: offered - gaps, keeping: keptForLast) }
            _ = offer(yielding, from: remaining, keeping: 0)
            // Its room is at least that line whether it is shown or is its bar, so the column is as tall, and each of
            // the others where it was, in both displays (a shown amount shrunk to its width is centred in it).
            for index in children.indices {
                guard let line = kept[index], var chosen = offers[index], chosen.size[axis] < line else { continue }
                chosen.size = Rect.Size(axis, along: line, across: chosen.size[axis.cross])
                offers[index] = chosen
            }
        }
        return offers.map { $0! }
    }

    /// One round of offers: the children of one priority, those that yield room after all the others.
    private struct Round: Hashable, Comparable {
        var yields: Bool
        var priority: Double

        static func < (a: Round, b: Round) -> Bool {
            a.yields != b.yields ? !a.yields : a.priority > b.priority
        }
    }

    /// SwiftUI's order of flexibility: the smaller range between shortest and longest first; of two that grow without
    /// end, the one with the longer shortest length first (it needs its room more); else in the children's order.
    static func isLessFlexible(_ a: (index: Int, smallest: Double, largest: Double),
                               than b: (index: Int, smallest: Double, largest: Double)) -> Bool {
        let (rangeA, rangeB) = (a.largest - a.smallest, b.largest - b.smallest)
        if rangeA != rangeB { return rangeA < rangeB }
        if rangeA == .infinity, a.smallest != b.smallest { return a.smallest > b.smallest }
        return a.index < b.index
    }

    private func size(of child: ViewNode, along: Double?, across: Double?) -> Rect.Size {
        if case .spacer(let minLength) = child {
            // A spacer takes the length it is offered along the stack, at least its minimum, and nothing across it.
            return Rect.Size(axis, along: Swift.max(minLength, along ?? minLength), across: 0)
        }
        return child.size(for: ProposedSize(axis, along: along, across: across))
    }

    /// The stack's own size: its children end to end with their spacing, as thick as the thickest.
    static func total(axis: ViewAxis, spacing: Double?, children: [ViewNode], sizes: [Rect.Size]) -> Rect.Size {
        let gaps = zip(children, children.dropFirst()).map { Self.spacing(between: $0, and: $1, spacing: spacing, axis: axis) }.reduce(0, +)
        // A negative spacing overlaps the children, but never makes the stack shorter than nothing.
        return Rect.Size(axis, along: Swift.max(0, sizes.map { $0[axis] }.reduce(0, +) + gaps), across: sizes.map { $0[axis.cross] }.max() ?? 0)
    }

    /// The gap between two neighbours: none beside a spacer, whose own length is the gap; else the stack's `spacing`;
    /// else SwiftUI's default for the pair (`spacing: nil`, "the stack chooses a default distance for each pair of
    /// subviews"): two texts one above the other are set by their line spacing, the lower font's leading, which the
    /// fonts Dial draws with (as SF's) have none of, so 0, and so are a symbol and a text, or two symbols, whose
    /// text-to-text spacing is 0 (docs/views.md, "Layout": default spacing); any other pair, across or along, the platform's
    /// default distance between views, 8 points.
    static func spacing(between first: ViewNode, and second: ViewNode, spacing: Double?, axis: ViewAxis) -> Double {
        if first.isSpacer || second.isSpacer { return 0 }
        if let spacing { return spacing }
        guard axis == .vertical else { return defaultSpacing }
        switch (first.spacingRole(bottom: true), second.spacingRole(bottom: false)) {
        case (.plain, .plain), (.plain, .symbol), (.symbol, .plain): return defaultSpacing
        // A text and a plain view: the text's own distance on that edge, not the default (`TextEdges`).
        case (.text(let distance), .plain), (.plain, .text(let distance)): return distance
        case (.text, .text), (.text, .symbol), (.symbol, .text), (.symbol, .symbol): return textToText
        }
    }

    /// (SwiftUI) The default distance between two views in a stack, in pixels: 8 points, the value SwiftUI's layout
    /// uses where neither view asks for another (its `Spacing` default, `defaultSpacing` 8 × 8).
    static let defaultSpacing = 8 * Device.scale
    /// (SwiftUI) Between two texts in a column: the lower one's leading, which Inter, Quicksand and DejaVu (like SF)
    /// set to 0, so their lines stand as a paragraph's would.
    static let textToText = 0.0
}
