/// A complication's content written as a SwiftUI view tree, `"content": {"view": <view>}` (issue #27; docs/views.md).
///
/// Public so that a face's content can hold one; what it holds (`ViewDocument`, its kinds and modifiers) stays
/// package-only while the grammar settles, and is built from Swift by the `DialViews` product.
public struct ViewContentDocument: Codable, Sendable, Equatable {
    /// The view at the root of the complication.
    package var view: ViewDocument

    package init(_ view: ViewDocument) { self.view = view }

    /// Reads the view: one kind key, its parameters and its modifiers (docs/views.md).
    public init(from decoder: any Decoder) throws { view = try ViewDocument(from: decoder) }

    /// Writes the view as a file writes it, its modifiers in one ordered list.
    public func encode(to encoder: any Encoder) throws { try view.encode(to: encoder) }
}
