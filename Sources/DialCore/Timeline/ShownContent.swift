/// Which of its contents a complication shows at a moment.
package enum ShownContent: Hashable, Sendable, Encodable, CustomStringConvertible {
    /// The timeline entry at this index of the file's `timeline`.
    case entry(Int)
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
