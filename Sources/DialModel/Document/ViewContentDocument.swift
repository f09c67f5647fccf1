/// A complication's content written as a SwiftUI view tree, `"content": {"view": <view>}` (issue #27; docs/views.md).
///
/// Public so that a face's content can hold one; what it holds (`ViewDocument`, its kinds and modifiers) stays
/// package-only while the grammar settles, and is built from Swift by the `DialViews` product.
public struct ViewContentDocument: Codable, Sendable, Equatable {
    /// The view at the root of the complication.
    package var view: ViewDocument

    package init(_ view: ViewDocument) { self.view = view }

    /// (Dial) At most this many views in one complication's view, every text, shape, stack, cell and label counted: a
    /// 16 × 16 grid in a few stacks holds about 270, a real complication fewer than 30. Layout measures each view once
    /// per proposal (`ViewMeasures`), so its work follows this count; without it, an 8 × 8 grid of 8 × 8 grids within
    /// every other limit laid out for minutes (session 17).
    package static let maxViews = 300

    /// What the limit's fault says was expected.
    static let limitExpectation =
        "at most \(maxViews) views in one complication's view (every text, shape, stack, grid cell and label counts)"

    /// Reads the view: one kind key, its parameters and its modifiers (docs/views.md).
    public init(from decoder: any Decoder) throws {
        view = try ViewDocument(from: decoder)
        // Counted without recursion, a view at a time, and no path made; the count is never quoted (it may be private).
        var count = 0, pending = [view]
        while let next = pending.popLast() {
            count += 1
            guard count <= Self.maxViews else { throw Self.limitFault(of: view, at: decoder.codingPath) }
            next.forEachSubview { view, _ in pending.append(view) }
        }
    }

    /// The fault of `root`, past the limit, read at `codingPath`. The count takes in views a `privacySensitive` view
    /// holds (docs/privacy.md, "Errors, explanations, structure and timing": a hidden view answers for everything in
    /// it), so where the views outside those, each counted as one, are within the limit, the hidden views take it past:
    /// the fault is then at the marked view whose views pass it (or, where a shown view passes it, the last marked view
    /// before), which inside private data answers in words that name this limit too (`FieldExpectation.privateView`).
    /// Otherwise the shown views are past it on their own, and the fault is the view's, in the limit's own words.
    private static func limitFault(of root: ViewDocument, at codingPath: [any CodingKey]) -> any Error {
        var count = 0, shown = 0
        var passing: JSONPath??, lastMarked: JSONPath?
        // Paths are made for the views outside marked ones only: a marked view stands for all it holds.
        func visit(_ view: ViewDocument, _ path: () -> JSONPath, within container: Sensitivity, marked: JSONPath?) {
            let own = view.sensitivity.within(container)
            var (marked, here) = (marked, JSONPath.root)
            if marked == nil {
                here = path()
                if own == .privacySensitive { marked = here }
                shown += 1
            }
            count += 1
            if let marked { lastMarked = marked }
            if count == maxViews + 1 { passing = .some(marked) }
            view.forEachSubview { subview, step in
                visit(subview, { JSONPath(here.components + step().components) }, within: own, marked: marked)
            }
        }
        visit(root, { .root }, within: .ordinary, marked: nil)
        let marked: JSONPath? = switch passing {
        case .some(.some(let marked)): marked
        default: shown > maxViews ? nil : lastMarked
        }
        guard let marked else { return ValueError(expected: limitExpectation, found: "more") }
        let keys: [any CodingKey] = marked.components.map { step in
            switch step {
            case .key(let key): JSONCodingKey(stringValue: key)
            case .index(let index): JSONCodingKey(index: index)
            }
        }
        return DecodingError.dataCorrupted(DecodingError.Context(codingPath: codingPath + keys, debugDescription: limitExpectation))
    }

    /// Writes the view as a file writes it, its modifiers in one ordered list.
    public func encode(to encoder: any Encoder) throws { try view.encode(to: encoder) }
}
