import DialModel

/// Views side by side in whatever holds them (SwiftUI's `Group`): a stack takes each as its own child, and a modifier
/// on the group applies to each.
public struct Group: PrimitiveView {
    let views: [any View]

    /// The views `content` builds.
    public init(@ViewBuilder content: () -> some View) {
        views = [content()]
    }

    init(views: [any View]) {
        self.views = views
    }

    func documents() throws(FaceError) -> [ViewDocument] {
        var all: [ViewDocument] = []
        for view in views { all += try DialViews.documents(of: view) }
        return all
    }
}
