import DialModel

/// Views side by side (SwiftUI's `HStack`): `{"hstack": [...], "spacing": 2, "alignment": "top"}`.
public struct HStack: PrimitiveView {
    let alignment: VerticalAlignment?
    let spacing: Double?
    let content: any View

    /// The views `content` builds, side by side, lined up by `alignment`, `spacing` apart (SwiftUI's defaults where nil).
    public init(alignment: VerticalAlignment? = nil, spacing: Double? = nil, @ViewBuilder content: () -> some View) {
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }

    func documents() throws(FaceError) -> [ViewDocument] {
        [ViewDocument(.hstack(try DialViews.documents(of: content), spacing: spacing, alignment: alignment?.document))]
    }
}
