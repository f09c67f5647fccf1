import DialModel

/// What the redact stage decided for one complication, and why: the reasons, the rules that gave them, what is
/// drawn and the fate of each element of its current content. `dial explain` prints it.
public struct RedactionDecision: Hashable, Sendable {
    public enum Drawn: String, Hashable, Sendable {
        /// Its current content, some elements perhaps as bars.
        case content
        /// Its own `placeholder`, every element not marked `unredacted` as a bar.
        case customPlaceholder
        /// The family's neutral shapes.
        case systemPlaceholder
    }

    public var id: String
    public var reasons: RedactionReasons
    public var rules: [RedactionRule]
    public var drawn: Drawn
    /// Where the current content sits in the face file; nil when no content is current.
    public var source: JSONPath?
    public var elements: [ElementDecision]
    /// `redactionStyle: apple` with something hidden by privacy: its bars are as long as the hidden text.
    public var leaksLength: Bool
}

/// An element of a content, addressed relative to that content.
public enum ElementID: Hashable, Sendable, CustomStringConvertible {
    case line(Int)
    case gaugeValue
    case gaugeText

    public var description: String {
        switch self {
        case .line(let index): "lines[\(index)]"
        case .gaugeValue: "value"
        case .gaugeText: "text"
        }
    }
}

/// Whether one element is shown, and the rule of spec/redaction.md that says so.
public struct ElementDecision: Hashable, Sendable {
    public var element: ElementID
    public var shown: Bool
    public var because: String
}
