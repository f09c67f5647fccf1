import DialModel

/// SwiftUI's `ViewThatFits`: `{"viewThatFits": [...]}`. Of the views `content` builds, the first whose ideal size fits
/// the room it is offered is drawn, else the last: a reading's shorter forms, written as views
/// (`Text("148/96 mmHg")`, then `Text("148/96")`), as ClockKit's short text providers gave templates theirs.
public struct ViewThatFits: PrimitiveView {
    let content: any View

    /// The views `content` builds, the fullest first.
    public init(@ViewBuilder content: () -> some View) {
        self.content = content()
    }

    func documents() throws(FaceError) -> [ViewDocument] {
        [ViewDocument(.viewThatFits(try DialViews.documents(of: content)))]
    }
}
