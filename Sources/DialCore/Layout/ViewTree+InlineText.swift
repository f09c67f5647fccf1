import DialModel

extension ViewTree where Leaf == RedactedViewLeaf {
    /// What an inline draws of a view: its first text (`firstText`), and where that text is the first view's of a
    /// `viewThatFits`, the later views' texts as its shorter forms, tried in order as a template's `shortText` is and as
    /// a corner's or bezel's curve tries them (`labelText`). An inline draws one line, so the container's room is the
    /// row's, and SwiftUI's "the first that fits" is the fitting policy's first form that fits whole (stranger15 #3: a
    /// prayer-times inline drew "Ashar 15:08 · Maghrib 17:52…" on 45 mm where its second view was exactly that, whole).
    /// A text's own shorter forms (a live date's) come first; a bar takes none, and a hidden later view gives none
    /// (`shorterForms`): only what the redacted face shows is tried.
    var inlineText: RedactedText? {
        switch self {
        case .firstFitting(let children):
            guard var line = children.first?.inlineText else { return firstText }
            if case .text = line.content { line.shortForms += shorterForms }
            return line
        case .stack(_, _, _, let children), .zstack(_, let children):
            // In drawing order, as `firstText` reads them: the first child with a text holds it.
            return children.lazy.compactMap(\.inlineText).first
        case .padding(_, let child), .frame(_, _, _, let child), .flexibleFrame(_, let child), .fixedSize(_, _, let child),
             .layoutPriority(_, let child), .offset(_, _, let child), .aspectRatio(_, _, let child), .clip(_, let child),
             .geometry(let child), .relativeFrame(_, _, _, let child), .position(_, _, let child), .effect(_, let child):
            return child.inlineText
        case .layer(let primary, let secondary, _):
            return primary.inlineText ?? secondary.inlineText
        default:
            return firstText
        }
    }
}
