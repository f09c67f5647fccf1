import DialPNG
import DialText

/// Why an SVG could not be written.
package enum SVGError: Error, Sendable, Equatable, CustomStringConvertible {
    /// A pinned font file, whose glyph outlines the document draws, is missing or unreadable.
    case font(TextError)
    /// A picture could not be encoded as the PNG the document embeds.
    case png(PNGError)

    /// The message `dial` prints: which of the two failed, and the font or PNG error behind it.
    package var description: String {
        switch self {
        case .font(let error): error.description
        case .png(let error): "PNG encoding of a picture failed: \(error)"
        }
    }
}
