/// How the lines of a wrapped text line up: `.leading`, `.center`, `.trailing`, the same three as a `VStack`'s
/// alignment, which a file writes the same way (`"multilineTextAlignment": "trailing"`).
public typealias TextAlignment = HorizontalAlignment
