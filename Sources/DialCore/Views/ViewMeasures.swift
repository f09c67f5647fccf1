import DialModel

/// One view's sizes and baselines, each measured once per proposal in a layout pass, as SwiftUI's layout keeps a
/// child's size for a proposal (its `sizeThatFits` cache) rather than asking again.
///
/// Why: a stack asks each child its smallest, its largest and its share, a grid asks each cell for its column and its
/// row, and each of those asks its own children again; unremembered, the work is a power of the depth (a 16×16 grid in
/// three stacks did not render in five minutes, stranger14 §2). Remembered, each view is measured for the few distinct
/// proposals its parent makes, so the work grows with the number of views.
///
/// A layout pass builds its tree (`ViewLayout`) with fresh measures, so nothing outlives it; a view is a pure function
/// of its proposal, so a remembered size is the size it would choose again (the same bytes). What is proposed comes
/// from the redacted tree only, where a hidden view is a stand-in sized without its value, so which proposals repeat
/// says nothing of what a context hides (docs/privacy.md, "Timing").
package final class ViewMeasures {
    private var sizes: [ProposedSize: Rect.Size] = [:]
    private var baselines: [Baseline: Double] = [:]

    private struct Baseline: Hashable {
        var proposal: ProposedSize
        var which: TextBaseline
    }

    package init() {}

    /// The size for `proposal`: remembered, or measured by `measure` once and remembered.
    func size(for proposal: ProposedSize, _ measure: () -> Rect.Size) -> Rect.Size {
        if let size = sizes[proposal] { return size }
        let size = measure()
        sizes[proposal] = size
        return size
    }

    /// The `which` baseline for `proposal`: remembered, or measured by `measure` once and remembered.
    func baseline(for proposal: ProposedSize, _ which: TextBaseline, _ measure: () -> Double) -> Double {
        let key = Baseline(proposal: proposal, which: which)
        if let line = baselines[key] { return line }
        let line = measure()
        baselines[key] = line
        return line
    }
}
