import DialModel

/// No view at all (SwiftUI's `EmptyView`): a stack leaves it out, and a label of one is no label.
public struct EmptyView: PrimitiveView {
    /// No view.
    public init() {}

    func documents() throws(FaceError) -> [ViewDocument] { [] }
}
