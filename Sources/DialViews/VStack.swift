import DialModel

/// Views one above the other (SwiftUI's `VStack`): `{"vstack": [...], "spacing": 2, "alignment": "leading"}`. What is
/// left out is SwiftUI's default (centred, the system's spacing).
public struct VStack: PrimitiveView {
    let alignment: HorizontalAlignment?
    let spacing: Double?
    let content: any View

    /// The views `content` builds, one above the other, lined up by `alignment`, `spacing` apart (SwiftUI's defaults where nil).
    public init(alignment: HorizontalAlignment? = nil, spacing: Double? = nil, @ViewBuilder content: () -> some View) {
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }

    func documents() throws(FaceError) -> [ViewDocument] {
        [ViewDocument(.vstack(try DialViews.documents(of: content), spacing: spacing, alignment: alignment?.document))]
    }
}
