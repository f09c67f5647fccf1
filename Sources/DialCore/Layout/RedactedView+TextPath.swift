extension RedactedView {
    /// The path (`view.widgetLabel`) a report names `text` by, where the layout drew a text of this view as a
    /// template's line rather than as a view: a corner's or bezel's curved label, curved content, an inline's row. The
    /// leaf whose shown text it is; else, for a label's texts joined on one curve, the label's first text. Without it
    /// `dial lint` took the text for a template's and advised `shortText`, which views refuse (stranger8 #12). Only
    /// shown texts are recorded, so only shown texts are looked for.
    func path(ofText text: String) -> String? {
        func paths(_ tree: ViewTree<RedactedViewLeaf>?) -> [(text: String, path: String)] {
            (tree?.leaves ?? []).compactMap { leaf in
                if case .text(let line, let style) = leaf, case .text(let shown) = line.content { (shown, style.path) } else { nil }
            }
        }
        let label = paths(widgetLabel), content = paths(root)
        return (label + content).first { $0.text == text }?.path ?? label.first?.path ?? content.first?.path
    }
}
