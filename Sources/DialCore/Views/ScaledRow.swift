/// (Dial) A row of texts that shrink together (docs/views.md, "Layout": rows shrink as one): an `HStack` holding two
/// texts or more. Where it fits its proposal whole it is the stack as written; else it is the stack with its texts at
/// the largest scale, on a grid of hundredths, at which it does (each text at its size times the scale on the
/// quarter-pixel grid, never below its floor), and where not even its floor fits, the stack at its floor, where
/// SwiftUI's sharing of a row decides which text gives way (the most flexible, the widest, offered what the others
/// leave).
///
/// Why: each text of a row fitted alone to its share drew one row of one font at three sizes, its "·" separators at
/// their full size between amounts shrunk to half of it (stranger20 #3: "1 245,80 смн", "$114.03" and "₽ 10 456,12"
/// at 7.9, 13.25 and 9 pt, the "·" at 19.5). One scale keeps the row's proportions, as a template's rows shrink as
/// one. A row that fits pays one measure of its ideal width; only one that does not is set again at other scales.
package final class ScaledRow {
    /// The row as written, its texts at their own sizes.
    let natural: ViewNode
    /// The row with its texts at a scale in hundredths (below 100), and each text's size there by its leaf's id.
    private let scaled: (Int) -> Variant
    /// Whether the row as written, laid out for a proposal, draws a text of it smaller than its size or cut: a text
    /// that only wraps onto more lines at its size keeps the row as written, as SwiftUI's does.
    private let shrinks: (ProposedSize) -> Bool
    private var variants: [Int: Variant] = [:]
    private var chosen: [ProposedSize: Int] = [:]

    package struct Variant {
        package var node: ViewNode
        package var sizes: [Int: Double]

        package init(node: ViewNode, sizes: [Int: Double]) {
            self.node = node
            self.sizes = sizes
        }
    }

    package init(natural: ViewNode, shrinks: @escaping (ProposedSize) -> Bool, scaled: @escaping (Int) -> Variant) {
        self.natural = natural
        self.shrinks = shrinks
        self.scaled = scaled
    }

    /// The same row with its lengths relative to a geometry made pixels (`ViewNode.relative(to:)`): its texts' scaled
    /// nodes made again from it.
    func relative(to size: Rect.Size) -> ScaledRow {
        let scaled = self.scaled
        return ScaledRow(natural: natural.relative(to: size), shrinks: shrinks) { hundredths in
            var variant = scaled(hundredths)
            variant.node = variant.node.relative(to: size)
            return variant
        }
    }

    /// The row as laid out for `proposal`, and its texts' sizes where they are not their own.
    func laidOut(for proposal: ProposedSize) -> Variant {
        let hundredths = scale(for: proposal)
        return hundredths == 100 ? Variant(node: natural, sizes: [:]) : variant(hundredths)
    }

    private func variant(_ hundredths: Int) -> Variant {
        if let known = variants[hundredths] { return known }
        let made = scaled(hundredths)
        variants[hundredths] = made
        return made
    }

    /// The largest scale in hundredths at which the row's ideal width is no wider than the width proposed: 100 where
    /// it fits as written, where none of its texts shrinks or is cut as written (one only wraps), or where no width is
    /// proposed; 1 (every text at its floor) where none fits. By bisection: a smaller scale never makes the row wider.
    private func scale(for proposal: ProposedSize) -> Int {
        if let known = chosen[proposal] { return known }
        let found: Int = {
            guard let width = proposal.width, width.isFinite else { return 100 }
            func fits(_ node: ViewNode) -> Bool {
                node.size(for: ProposedSize(width: nil, height: proposal.height)).width <= width + 1e-9
            }
            if fits(natural) || !shrinks(proposal) { return 100 }
            guard fits(variant(1).node) else { return 1 }
            var (low, high) = (1, 99)
            while low < high {
                let middle = (low + high + 1) / 2
                if fits(variant(middle).node) { low = middle } else { high = middle - 1 }
            }
            return low
        }()
        chosen[proposal] = found
        return found
    }
}
