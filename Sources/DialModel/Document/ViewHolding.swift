/// What a view holds, as far as the document alone tells it in every context: enough for a context that hides a
/// `privacySensitive` container to know, before resolving anything inside it, that it is one region drawn as its
/// stand-in, so that nothing it hides is resolved, laid out or measured for that context (docs/privacy.md, "Timing").
/// Worked out once per view as the document is built, from its subviews' own, so no frame walks what a region hides.
package struct ViewHolding: Equatable, Sendable {
    /// Whether its kind adds an element in every context: a text, a picture, a shape, a value or a chart, or a
    /// container some view of which does (both views of a branch, whichever the context takes). A view of nothing (a
    /// spacer, the widget background, a branch with no `else`) is no region, whatever it is marked.
    package var holdsElement: Bool
    /// Whether something in it acts beyond a region that hides it: an `unredacted` mark (which shows through), a
    /// `widgetLabel` (drawn along the bezel apart), an `accessoryWidgetBackground` or `widgetCurvesContent` (read by the
    /// whole complication). Such a view is resolved as before, and decided after.
    package var reachesOut: Bool

    /// Decides nothing early: the view is resolved and decided after, as any view was before.
    package static let undecided = ViewHolding(holdsElement: false, reachesOut: true)

    package init(holdsElement: Bool, reachesOut: Bool) {
        self.holdsElement = holdsElement
        self.reachesOut = reachesOut
    }

    /// A view's, from its kind, its modifiers and its subviews' (already worked out).
    init(_ kind: ViewKindDocument, _ modifiers: [ViewModifierDocument]) {
        let view = ViewDocument(unworkedOut: kind, modifiers: modifiers)
        var subviews: [ViewDocument] = []
        view.forEachSubview { subview, _ in subviews.append(subview) }
        reachesOut = subviews.contains { $0.holding.reachesOut } || modifiers.contains { modifier in
            switch modifier {
            case .unredacted, .widgetLabel, .widgetCurvesContent: true
            default: false
            }
        }
        switch kind {
        case .text, .liveText, .image, .shape, .gauge, .progress, .chart, .linearGradient, .angularGradient:
            holdsElement = true
        case .vstack(let views, _, _), .hstack(let views, _, _), .zstack(let views, _), .viewThatFits(let views):
            holdsElement = views.contains { $0.holding.holdsElement }
        case .branch(_, let then, let otherwise):
            holdsElement = then.holding.holdsElement && otherwise?.holding.holdsElement == true
        case .geometryReader(let view):
            holdsElement = view.holding.holdsElement
        case .grid(let grid):
            holdsElement = grid.rows.contains { $0.views.contains { $0.view.holding.holdsElement } }
        case .accessoryWidgetBackground:
            (holdsElement, reachesOut) = (false, true)
        case .spacer:
            holdsElement = false
        }
    }
}

extension ViewDocument {
    /// A view whose `holding` is not worked out: only to list its subviews while working it out.
    fileprivate init(unworkedOut kind: ViewKindDocument, modifiers: [ViewModifierDocument]) {
        self.kind = kind
        self.modifiers = modifiers
    }
}
