import DialModel

extension ResolvedContent {
    /// The text `element` draws in this display: a stack's line, a template's `text`, a label or title, a view's text;
    /// nil for a value, an icon or a picture, and for a text the display leaves out (`ResolvedText.isDrawn`).
    package func text(of element: ElementID) -> ResolvedText? {
        if case .inner(let inner) = element, case .curvedText(let curved) = self {
            return curved.inner?.text(of: inner)
        }
        if case .view(_, isText: true) = element, case .view(let view) = self {
            return view.text(of: element)
        }
        let line: ResolvedText? = switch (element, self) {
        case (.line(let index), .stack(let stack)): stack.lines.indices.contains(index) ? stack.lines[index] : nil
        case (.text, .gauge(let gauge)): gauge.text
        case (.label("leading"), .gauge(let gauge)): gauge.leading
        case (.label("trailing"), .gauge(let gauge)): gauge.trailing
        case (.label("title"), .gauge(let gauge)): gauge.title
        case (.text, .rings(let rings)): rings.text
        case (.text, .curvedText(let curved)): curved.text
        case (.label("title"), .chart(let chart)): chart.title
        case (.label("title"), .image(let image)): image.title
        default: nil
        }
        return line.flatMap { $0.isDrawn ? $0 : nil }
    }

    /// `text(of:)` for every element of one content asked in turn: a view's texts are found in one walk of its tree,
    /// not one walk an element (`dial validate` of a `viewThatFits` of 216 texts walked its tree 216 times, 22 times the
    /// instructions of the face with one; P15's count, docs/performance.md).
    package func textLookup() -> (ElementID) -> ResolvedText? {
        guard case .view(let view) = self else { return text(of:) }
        let texts = view.textsByElement()
        return { element in
            if case .view(_, isText: true) = element { return texts[element] }
            return self.text(of: element)
        }
    }
}

extension ResolvedView {
    /// The text of the text view that is `element`, in the tree or its widget label: one walk, as `dial lint`,
    /// `dial validate` and `dial explain` ask for each shown element (a view's 𝄞 or Makasar was drawn as a box
    /// unreported, stranger13 #1).
    func text(of element: ElementID) -> ResolvedText? {
        var found: ResolvedText?
        func look(_ leaf: ResolvedViewLeaf) -> ResolvedViewLeaf {
            if found == nil, case .text(let text, _) = leaf.content, elements[leaf.element].id == element { found = text }
            return leaf
        }
        _ = try? root.map(look)
        if found == nil { _ = try? widgetLabel?.map(look) }
        return found
    }

    /// Every text view's text by its element, the tree's before its widget label's, the first where one is met twice:
    /// what `text(of:)` answers, for all of them in one walk.
    func textsByElement() -> [ElementID: ResolvedText] {
        var texts: [ElementID: ResolvedText] = [:]
        func note(_ leaf: ResolvedViewLeaf) -> ResolvedViewLeaf {
            if case .text(let text, _) = leaf.content, texts[elements[leaf.element].id] == nil { texts[elements[leaf.element].id] = text }
            return leaf
        }
        _ = try? root.map(note)
        _ = try? widgetLabel?.map(note)
        return texts
    }
}
