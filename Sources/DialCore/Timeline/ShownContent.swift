/// Which of its contents a complication shows at a moment.
package enum ShownContent: Hashable, Sendable, Encodable, CustomStringConvertible {
    /// The timeline entry at this index of the file's `timeline`.
    case entry(Int)
    /// A timeline entry of a complication the context conceals in part, index withheld: its entries may be runs
    /// that differ only in what is hidden, and an entry's index counts those before it, as the entry in force at the
    /// range's start counts the hidden changes before it (adversary13 leak 1; docs/privacy.md).
    case entryOfRun
    /// Its static `content`: no entry is current yet.
    case content
    /// Nothing: every entry lies in the future and there is no static content, so its placeholder is drawn.
    case nothingCurrent
    /// Its placeholder: it uses the location, and the wearer's permission gives it none then.
    case noLocation

    /// `timeline[3]`, `content`, `placeholder (nothing current)`.
    package var description: String {
        switch self {
        case .entry(let index): "timeline[\(index)]"
        case .entryOfRun: "timeline[…]"
        case .content: "content"
        case .nothingCurrent: "placeholder (nothing current)"
        case .noLocation: "placeholder (no location)"
        }
    }

    /// Writes the content as its description, for `dial timeline --json`.
    package func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(description)
    }
}
