/// Which of a text's baselines an alignment reads: its first line's or its last line's (SwiftUI's
/// `VerticalAlignment.firstTextBaseline`, `.lastTextBaseline`).
package enum TextBaseline: Hashable, Sendable {
    case first, last
}

/// SwiftUI's text-baseline alignment guides, as its default guides give them: a text's baseline is its line's; a view
/// without text has its baseline at its bottom; a container's comes from the children inside it, placed where it
/// places them (a vertical stack's first baseline is its first child's, its last its last child's; a horizontal stack
/// or a `zstack` the highest of its children's first baselines and the lowest of their last ones); a modifier moves
/// it with its child (padding, a frame's alignment) or leaves it (`offset`, which does not move layout).
extension ViewNode {
    /// The baseline below the view's top when it is proposed `proposal`.
    func baseline(for proposal: ProposedSize, _ which: TextBaseline) -> Double {
        switch self {
        case .leaf(let leaf):
            return leaf.baseline?(proposal, which) ?? leaf.size(proposal).height
        case .spacer:
            return size(for: proposal).height
        case .stack(let axis, let alignment, let spacing, let children):
            let offers = StackLayout(axis: axis, spacing: spacing, children: children).offers(for: proposal)
            let content = children.indices.filter { !children[$0].isSpacer }
            guard !content.isEmpty else { return size(for: proposal).height }
            if axis == .vertical {
                // The first (or last) child's, below the children before it.
                let index = which == .first ? content.first! : content.last!
                var along = 0.0
                for before in 0..<index {
                    along += offers[before].size.height + StackLayout.spacing(between: children[before], and: children[before + 1], spacing: spacing, axis: axis)
                }
                return along + children[index].baseline(for: offers[index].proposal, which)
            }
            let across = offers.map(\.size.height).max() ?? 0
            let tops = alignment.baseline.map { StackLayout.baselineOffsets(children, offers, $0).offsets }
                ?? offers.map { alignment.offset(of: $0.size.height, in: across) }
            let lines = content.map { tops[$0] + children[$0].baseline(for: offers[$0].proposal, which) }
            return which == .first ? lines.min()! : lines.max()!
        case .zstack(let alignment, let children):
            guard !children.isEmpty else { return 0 }
            let room = size(for: proposal)
            let lines = children.map { child in
                alignment.vertical.offset(of: child.size(for: proposal).height, in: room.height) + child.baseline(for: proposal, which)
            }
            return which == .first ? lines.min()! : lines.max()!
        case .padding(let insets, let child):
            let inner = ProposedSize(width: proposal.width.map { Swift.max(0, $0 - insets.horizontal) },
                                     height: proposal.height.map { Swift.max(0, $0 - insets.vertical) })
            return insets.top + child.baseline(for: inner, which)
        case .frame(let width, let height, let alignment, let child):
            let inner = ProposedSize(width: width ?? proposal.width, height: height ?? proposal.height)
            return alignment.vertical.offset(of: child.size(for: inner).height, in: size(for: proposal).height) + child.baseline(for: inner, which)
        case .flexibleFrame(let frame, let child):
            let inner = ProposedSize(width: frame.width.proposal(proposal.width), height: frame.height.proposal(proposal.height))
            return frame.alignment.vertical.offset(of: child.size(for: inner).height, in: size(for: proposal).height)
                + child.baseline(for: inner, which)
        case .fixedSize(let horizontal, let vertical, let child):
            return child.baseline(for: ProposedSize(width: horizontal ? nil : proposal.width, height: vertical ? nil : proposal.height), which)
        case .layoutPriority(_, let child), .offset(_, _, let child), .effect(_, let child), .layer(let child, _, _, _):
            return child.baseline(for: proposal, which)
        case .aspectRatio(let ratio, let fill, let child):
            return child.baseline(for: Self.proposal(proposal, ratio: ratio ?? child.idealRatio, fill: fill), which)
        case .geometry(let child):
            // A geometry reader sets its content at its top, measured against the room it takes.
            let size = Self.geometrySize(proposal)
            return child.relative(to: size).baseline(for: ProposedSize(width: size.width, height: size.height), which)
        case .relativeFrame(let width, let height, let alignment, let child):
            return ViewNode.frame(width: width?.fixedPixels, height: height?.fixedPixels, alignment: alignment, child).baseline(for: proposal, which)
        case .position(_, let y, let child):
            // Centred on its point, as `place` sets it.
            return (y.fixedPixels ?? 0) - child.size(for: proposal).height / 2 + child.baseline(for: proposal, which)
        case .firstFitting(let children):
            return Self.fitting(children, proposal).baseline(for: proposal, which)
        case .grid(let grid):
            return Self.gridBaseline(grid, proposal, which)
        case .measured(let measures, let child):
            return measures.baseline(for: proposal, which) { child.baseline(for: proposal, which) }
        case .row(let row):
            return row.laidOut(for: proposal).node.baseline(for: proposal, which)
        }
    }
}

extension StackLayout {
    /// A horizontal stack aligned on `which` baseline: each child's top below the stack's, so that every child's
    /// baseline is on the lowest one's line, and the stack's height, from the highest top to the lowest bottom. A
    /// spacer has no height across the stack, so no baseline to line up: it is left at the top.
    static func baselineOffsets(_ children: [ViewNode], _ offers: [(proposal: ProposedSize, size: Rect.Size)],
                                _ which: TextBaseline) -> (offsets: [Double], height: Double) {
        let baselines = children.indices.map { children[$0].isSpacer ? nil : children[$0].baseline(for: offers[$0].proposal, which) }
        let line = baselines.compactMap { $0 }.max() ?? 0
        let tops = baselines.map { $0.map { line - $0 } ?? 0 }
        let bottom = children.indices.map { tops[$0] + offers[$0].size.height }.max() ?? 0
        // Every top is at or below the line's highest child's, which is at 0.
        return (tops, bottom)
    }
}
