import DialModel

/// Views on top of one another, the first at the back (SwiftUI's `ZStack`): `{"zstack": [...], "alignment": "top"}`.
public struct ZStack: PrimitiveView {
    let alignment: Alignment?
    let content: any View

    /// The views `content` builds, the first at the back, placed by `alignment` (centred where nil).
    public init(alignment: Alignment? = nil, @ViewBuilder content: () -> some View) {
        self.alignment = alignment
        self.content = content()
    }

    func documents() throws(FaceError) -> [ViewDocument] {
        [ViewDocument(.zstack(try DialViews.documents(of: content), alignment: alignment?.document))]
    }
}
