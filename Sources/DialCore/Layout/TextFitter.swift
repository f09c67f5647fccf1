import DialModel
import DialText

/// The one policy by which every complication text is fitted to its room, wherever it is drawn: straight lines,
/// curved corner and bezel text, ring and gauge centres, end labels, chart labels, inline and extra large text.
///
/// In order, the first step that fits decides:
/// 1. the text, then each of its shorter forms (`shortText`), shrunk as far as its `minimumScale` but not below its
///    family's legible size (`LegibleSize`), drawn whole: ClockKit's `shortText`, SwiftUI's `ViewThatFits`;
/// 2. the last form shortened with "…" at that smallest size, where that keeps at least half of it and every number of
///    it whole (`TextCuts`: a cut never falls inside a number, its sign, currency or unit, and drops whole trailing
///    groups, "… · Room 4", first);
/// 3. each form again, shrunk on to the legible size (below `minimumScale`);
/// 4. a reading (the middle of rings or a gauge) shrinks on, whole, to `LegibleSize.reading`: a reading is never cut;
/// 5. the last form shortened at the legible size, however much that drops (a number dropped whole, fewer than half
///    its characters), or nothing where not even that fits: both reported by `dial lint` (textCut).
///
/// A secondary label (a gauge's end labels, a chart's range) takes step 1 and then 3 only: legible and whole, or left
/// out. Sizes are multiples of a quarter pixel, the largest that fits; `room` gives the width available at a size
/// (a circle's chord widens as the text gets shorter).
struct TextFitter {
    let shaper: TextShaper

    /// What the text is, for how far it may shrink and whether it may be cut.
    enum Role {
        /// A line of text.
        case line
        /// A value in the middle of rings or a gauge: shrinks on rather than lose a character.
        case reading
        /// A secondary label: whole at a legible size, or not drawn.
        case label
    }

    /// A text as fitted: the line to draw, its size, and what became of the text where it is not drawn as written.
    struct Fitted {
        var line: ShapedLine
        var size: Double
        /// Nil when drawn whole as written.
        var kind: ShortenedText.Kind?
    }

    /// The grid sizes are chosen on: a quarter pixel, exact in HarfBuzz's 1/64 px fixed point.
    static let step = 0.25

    func fit(_ text: String, shortForms: [String] = [], font: TextFont, minimumScale: Double, legibleSize: Double, role: Role,
             room: (Double) -> Double) -> Fitted {
        let natural = font.size
        let scale = minimumScale.isNaN ? 1 : min(max(minimumScale, 0), 1)
        // Nothing below the legible size; a text whose own size is smaller is not enlarged, only kept from shrinking.
        let legible = legibleSize > 0 ? min(natural, legibleSize) : natural * scale
        let first = max(natural * scale, legible)
        let forms = [text] + shortForms
        func whole(floor: Double, forms: ArraySlice<String>) -> Fitted? {
            for (index, form) in zip(forms.indices, forms) {
                if let (line, size) = largest(form, font: font.font, natural: natural, floor: floor, room: room) {
                    return Fitted(line: line, size: size, kind: index == 0 ? nil : .shortForm)
                }
            }
            return nil
        }
        if let fitted = whole(floor: first, forms: forms[...]) { return fitted }
        let last = forms.count - 1
        if role == .label {
            return whole(floor: legible, forms: forms[...]) ?? Fitted(line: Self.nothing, size: natural, kind: .notDrawn)
        }
        let smallest = gridSize(first, natural: natural)
        if let cut = shortened(forms[last], font: font.font, size: smallest, room: room(smallest)),
           !ShortenedText(owner: "", text: forms[last], shown: cut.text, kind: nil).isMisleading {
            return Fitted(line: cut, size: smallest, kind: .shortened)
        }
        if legible < first, let fitted = whole(floor: legible, forms: forms[...]) { return fitted }
        if role == .reading, LegibleSize.reading < legible,
           let fitted = whole(floor: min(natural, LegibleSize.reading), forms: forms[last...]) {
            return fitted
        }
        let legibleSize = gridSize(legible, natural: natural)
        guard let cut = shortened(forms[last], font: font.font, size: legibleSize, room: room(legibleSize)) else {
            return Fitted(line: Self.nothing, size: legibleSize, kind: .notDrawn)
        }
        let kept = cut.text.dropLast().count
        return Fitted(line: cut, size: legibleSize, kind: ShortenedText.kind(of: forms[last], keeping: kept))
    }

    /// The longest start of `text` that, cut where `TextCuts` allows and followed by "…", fits `room` at `size`; nil
    /// where none fits. Where that cut keeps part of a trailing group whose number it drops ("… · NASDAQ…"), the whole
    /// group goes instead ("AAPL 231.44 ▲1.2%…"): a group's words without its number say nothing. Prose keeps as much
    /// as fits.
    func shortened(_ text: String, font: PinnedFont, size: Double, room: Double) -> ShapedLine? {
        let cuts = TextCuts(text)
        func line(_ kept: Int) -> ShapedLine { shaper.shortened(text, keeping: kept, font: font, size: size) }
        // Widths grow with what is kept (kerning aside): the longest that fits, by bisection over the cuts.
        var (low, high) = (0, cuts.cuts.count - 1)
        var best: (line: ShapedLine, kept: Int)?
        while low <= high {
            let middle = (low + high) / 2
            let candidate = line(cuts.cuts[middle])
            if candidate.width <= room {
                best = (candidate, cuts.cuts[middle])
                low = middle + 1
            } else {
                high = middle - 1
            }
        }
        guard let best else { return nil }
        // The group the cut falls in starts after the last group boundary before it and ends at the next.
        guard let group = cuts.groupCuts.last(where: { $0 < best.kept }) else { return best.line }
        let groupEnd = cuts.groupCuts.first { $0 > best.kept } ?? cuts.characters.count
        let dropsItsNumber = cuts.numbers.contains { $0.lowerBound >= group && $0.lowerBound < groupEnd && $0.upperBound > best.kept }
        guard dropsItsNumber else { return best.line }
        let whole = line(group)
        return whole.width <= room ? whole : best.line
    }

    /// `text` at the largest grid size from `floor` up to `natural` whose width fits `room` at that size; nil where
    /// even the smallest does not.
    func largest(_ text: String, font: PinnedFont, natural: Double, floor: Double,
                 room: (Double) -> Double) -> (ShapedLine, Double)? {
        let whole = shaper.shape(text, font: font, size: natural)
        if whole.width <= room(natural) { return (whole, natural) }
        let highest = Int((natural / Self.step).rounded(.up)) - 1
        // The tolerance keeps a floor that is a grid size, such as 20 × 0.6, from rounding up past itself.
        let lowest = max(Int((floor / Self.step - 1e-9).rounded(.up)), 1)
        guard lowest <= highest else { return nil }
        func attempt(_ index: Int) -> ShapedLine? {
            let size = Double(index) * Self.step
            let line = shaper.shape(text, font: font, size: size)
            return line.width <= room(size) ? line : nil
        }
        guard var best = attempt(lowest) else { return nil }
        var (low, high) = (lowest, highest)
        var bestIndex = lowest
        while low < high {
            let middle = (low + high + 1) / 2
            if let line = attempt(middle) {
                (low, best, bestIndex) = (middle, line, middle)
            } else {
                high = middle - 1
            }
        }
        return (best, Double(bestIndex) * Self.step)
    }

    /// The smallest grid size at or above `floor`, and no larger than `natural`.
    func gridSize(_ floor: Double, natural: Double) -> Double {
        min(natural, (floor / Self.step - 1e-9).rounded(.up) * Self.step)
    }

    /// A line with nothing on it.
    static let nothing = ShapedLine(text: "", runs: [], width: 0, isTruncated: true)
}
