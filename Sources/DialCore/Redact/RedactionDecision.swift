import DialModel

/// What the redact stage decided for one complication, and why: the reasons, the rules that gave them, what is
/// drawn and the fate of each element of its current content. `dial explain` prints it.
package struct RedactionDecision: Hashable, Sendable {
    /// What stands on the screen for the complication.
    package enum Drawn: String, Hashable, Sendable {
        /// Its current content, some elements perhaps as bars.
        case content
        /// Its own `placeholder`, every element not marked `unredacted` as a bar.
        case customPlaceholder
        /// The family's neutral shapes.
        case systemPlaceholder
    }

    /// The complication's id.
    package var id: String
    /// Why it is (partly) hidden; empty when it is shown whole.
    package var reasons: RedactionReasons
    /// The rules of docs/privacy.md that gave the reasons, by the names `dial explain` prints.
    package var rules: [RedactionRule]
    /// Its content, its own placeholder, or the system's.
    package var drawn: Drawn
    /// Where the current content sits in the face file; nil when no content is current.
    package var source: JSONPath?
    /// The fate of each element of its current content.
    package var elements: [ElementDecision]
    /// `redactionStyle: apple` with something hidden by privacy: its bars are as long as the hidden text.
    package var leaksLength: Bool
    /// The elements as what is drawn shows them, where that is fewer: a hidden region (a sensitive stack's hidden lines
    /// and icon, a bezel's inner stack's, a sensitive view container) is one element, as it is one stand-in. Nil:
    /// `elements`. The redact stage draws exactly these (`Redactor.redact`), so explain and the pixels cannot drift.
    package var regions: [ElementDecision]? = nil

    /// What `dial explain` lists and the redact stage draws: one element per stand-in, never one per line, view or
    /// branch a region hides.
    package var listed: [ElementDecision] { regions ?? elements }

    /// Whether anything of its current content shows: not when a placeholder stands in for it, nor when every
    /// element is hidden. A complication with nothing current shows nothing either.
    package var shows: Bool { drawn == .content && elements.contains(where: \.shown) }
}

/// An element of a content, addressed relative to that content as its JSON path is.
package indirect enum ElementID: Hashable, Sendable, CustomStringConvertible {
    /// A stack's line.
    case line(Int)
    /// A gauge's, rings' or curved text's `text`.
    case text
    /// A gauge's `leading`, `trailing` or `title`, a chart's or image's `title`.
    case label(String)
    /// A gauge's value.
    case gaugeValue
    /// Every ring's value.
    case ringValues
    /// A chart's values and the range written from them.
    case chartValues
    /// A stack's or gauge's icon.
    case icon
    /// An image template's image.
    case image
    /// An element of a curved text's inner content.
    case inner(ElementID)
    /// A bezel's inner content hidden with the complication, whatever its template: one stand-in, the circular
    /// family's neutral shapes (`Redactor.regions`).
    case innerContent
    /// An element of a view tree, by its path (`view.vstack[0]`), and whether it is text.
    case view(String, isText: Bool)
    /// A hidden region's stand-in in a view tree (`ViewTree.region`), by the path of the view or first child it
    /// stands for: an element of its own, never the view at that path, whose id a run starting with a text would
    /// otherwise share.
    case region(String)

    /// The element's path relative to its content, as `dial explain` prints it: `lines[1]`, `inner.text`.
    package var description: String {
        switch self {
        case .line(let index): "lines[\(index)]"
        case .text: "text"
        case .label(let key): key
        case .gaugeValue: "value"
        case .ringValues: "rings"
        case .chartValues: "values"
        case .icon: "icon"
        case .image: "image"
        case .inner(let element): "inner.\(element)"
        case .innerContent: "inner"
        case .view(let path, _), .region(let path): path
        }
    }

    /// Whether the element is text, which a bar stands in for (values and pictures have no length to show).
    package var isText: Bool {
        switch self {
        case .line, .text, .label: true
        case .gaugeValue, .ringValues, .chartValues, .icon, .image, .innerContent: false
        case .inner(let element): element.isText
        case .view(_, let isText): isText
        // Drawn as a text's bar.
        case .region: true
        }
    }
}

/// Whether one element is shown, and the rule of docs/privacy.md that says so.
package struct ElementDecision: Hashable, Sendable {
    /// The element.
    package var element: ElementID
    /// Whether it is drawn as written.
    package var shown: Bool
    /// The rule that decided, in words.
    package var because: String
}
