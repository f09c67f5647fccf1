import DialModel

/// A view with one more modifier, appended to each of its documents (to each view of a group, as SwiftUI applies a
/// group's modifiers to its views). A modifier that holds a view (`background { }`) makes its document when the
/// tree is made, so that its mistakes are thrown from `ViewTree` too.
struct ModifiedContent: PrimitiveView {
    let content: any View
    /// The modifier; nil for one that changes nothing (`.font(nil)`, `.privacySensitive(false)`).
    let modifier: () throws(FaceError) -> ViewModifierDocument?

    func documents() throws(FaceError) -> [ViewDocument] {
        var views = try DialViews.documents(of: content)
        if let modifier = try modifier() {
            for index in views.indices { views[index].modifiers.append(modifier) }
        }
        return views
    }
}

extension View {
    /// This view with `modifier` appended.
    func modified(_ modifier: ViewModifierDocument?) -> ModifiedContent {
        ModifiedContent(content: self, modifier: { modifier })
    }
}
