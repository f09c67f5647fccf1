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

    /// Reads the view: one kind key, its parameters and its modifiers (docs/views.md).
    public init(from decoder: any Decoder) throws {
        view = try ViewDocument(from: decoder)
        // Counted without recursion, a view at a time; the count is never quoted (it may be private).
        var count = 0, pending = [view]
        while let next = pending.popLast() {
            count += 1
            guard count <= Self.maxViews else {
                throw ValueError(expected: "at most \(Self.maxViews) views in one complication's view (every text, shape, stack, grid cell and label counts)",
                                 found: "more")
            }
            pending += next.subviews.map(\.view)
        }
    }

    /// Writes the view as a file writes it, its modifiers in one ordered list.
    public func encode(to encoder: any Encoder) throws { try view.encode(to: encoder) }
}
