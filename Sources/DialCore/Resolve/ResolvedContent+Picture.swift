import DialModel

extension ResolvedContent {
    /// The picture file that the element `element` draws, if it draws one: an image template's, a curved text's inner
    /// image's, or a view's image. Only for elements a context shows: `dial explain` asks which shown pictures do not
    /// decode (`Picture.drawnBitmap`), and a hidden picture is never opened.
    package func picture(of element: ElementID) -> Picture? {
        switch (element, self) {
        case (.inner(let inner), .curvedText(let curved)):
            return curved.inner?.picture(of: inner)
        case (.image, .image(let template)):
            if case .picture(let picture) = template.image.source { return picture }
            return nil
        case (.view(_, isText: false), .view(let view)):
            return view.picture(of: element)
        default:
            return nil
        }
    }
}

extension ResolvedView {
    /// The picture of the image view that is `element`, in the tree or its widget label: one walk, as `text(of:)`.
    func picture(of element: ElementID) -> Picture? {
        var found: Picture?
        func look(_ leaf: ResolvedViewLeaf) -> ResolvedViewLeaf {
            if found == nil, case .image(let image, _, _, _) = leaf.content, case .picture(let picture) = image.source,
               elements[leaf.element].id == element {
                found = picture
            }
            return leaf
        }
        _ = try? root.map(look)
        if found == nil { _ = try? widgetLabel?.map(look) }
        return found
    }
}
