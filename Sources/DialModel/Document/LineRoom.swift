/// How many lines a stack's line may take (its `maxLines`), as its place decides: only the last line of a rectangular
/// stack wraps, onto the lines its family has room for after the lines before it.
///
/// One rule for the two readers of the field: the face file's (`TextDocument(reading:room:)`), which holds a line to it
/// where it reads the value, and the resolve stage, which holds a document made in Swift to it. Read from a file, a
/// `maxLines` that is not an integer and one past the room are refused at one place in the reading, so beside another
/// fault the message given does not tell which of the two a hidden value is (docs/privacy.md, "What Dial cannot
/// hide").
package enum LineRoom: Sendable, Equatable {
    /// The line may not wrap: `maxLines` is refused whatever it holds.
    case none
    /// The line may take 1 to this many lines (0 or less where the lines before it fill the family).
    case lines(Int)

    /// The room of the line at `index` of a stack of `count` lines in `family`.
    package init(line index: Int, of count: Int, in family: Family) {
        guard family == .accessoryRectangular, index == count - 1 else {
            self = .none
            return
        }
        self = .lines(family.maxLines - index)
    }

    /// What a `maxLines` where no line wraps is told.
    static let noneExpected = "no \"maxLines\" here (only the last line of a rectangular stack wraps)"

    /// `maxLines` of a document made in Swift, held to the room; `path` is the line's `maxLines`.
    package func check(_ maxLines: Int, at path: JSONPath) throws(FaceError) {
        switch self {
        case .none:
            throw FaceError(kind: .invalidValue, path: path, expected: Self.noneExpected, found: "\(maxLines)")
        case .lines(let room):
            // Too few and too many read alike: the count is the line's, and may be private.
            guard maxLines >= 1, maxLines <= room else {
                throw FaceError(kind: .invalidValue, path: path, expected: FieldExpectation.maxLines(at: path), found: "\(maxLines)")
            }
        }
    }

    /// `maxLines` as the face file holds it, read and held to the room at once: an integer, or not, is told only
    /// where the line may wrap.
    func read(_ maxLines: NodeDecoder) throws(FaceError) -> Int {
        if self == .none {
            let found = if case .number(let number) = maxLines.node.value { MessageText.truncated(number.text) } else { maxLines.node.summary }
            throw maxLines.invalid(expected: Self.noneExpected, found: found)
        }
        let lines = try maxLines.decodeInteger(Int.self)
        do {
            try check(lines, at: maxLines.path)
        } catch {
            throw maxLines.invalid(expected: error.expected, found: error.found)
        }
        return lines
    }
}

extension Family {
    /// How many lines of text a stack may have, wrapped lines counted.
    package var maxLines: Int {
        switch self {
        case .accessoryRectangular: FaceLimits.maxLinesPerStack
        case .accessoryCircular, .graphicExtraLarge: 2
        case .accessoryCorner, .accessoryInline, .graphicBezel: 1
        }
    }
}
