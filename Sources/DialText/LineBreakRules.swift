/// Where `TextShaper.wrap` may end a line: after spaces, and around Chinese and Japanese characters, which are
/// written without spaces. A simplified UAX #14: no dictionaries, no hyphenation; Korean, which is written with
/// spaces, breaks at its spaces only.
enum LineBreakRules {
    /// Positions `p` (`0 < p < characters.count`) at which a line may end before `characters[p]`: after a run of
    /// breaking spaces (the spaces go with the break), or between two characters at least one of which is a
    /// Chinese ideograph or Japanese kana, unless punctuation forbids it (kinsoku: no line starts with a closing
    /// mark or small kana, none ends with an opening bracket).
    static func opportunities(in characters: [Character]) -> [Int] {
        guard characters.count > 1 else { return [] }
        var positions: [Int] = []
        for position in 1..<characters.count {
            let before = characters[position - 1]
            let after = characters[position]
            if isBreakingSpace(after) { continue }
            if isBreakingSpace(before) || allowsIdeographicBreak(between: before, and: after) {
                positions.append(position)
            }
        }
        return positions
    }

    /// A space a line may break at, which then shows at neither line's edge. No-break spaces (U+00A0, U+2007,
    /// U+202F) are not, so "10 km" written with one stays together; the zero-width space is.
    static func isBreakingSpace(_ character: Character) -> Bool {
        if character == "\u{200B}" { return true }
        guard character.isWhitespace, !character.isNewline else { return false }
        return !["\u{00A0}", "\u{2007}", "\u{202F}"].contains(character)
    }

    /// Whether a word too wide for a line may be cut before `characters[position]` without breaking kinsoku, for
    /// when there is a choice of where to cut it.
    static func allowsCut(in characters: [Character], at position: Int) -> Bool {
        guard position < characters.count else { return true }
        return !noBreakBefore.contains(characters[position]) && !noBreakAfter.contains(characters[position - 1])
    }

    private static func allowsIdeographicBreak(between before: Character, and after: Character) -> Bool {
        (isIdeographic(before) || isIdeographic(after))
            && !noBreakBefore.contains(after) && !noBreakAfter.contains(before)
    }

    /// Han ideographs, kana and the CJK and full-width punctuation written among them, each of which may start or
    /// end a line unless the kinsoku sets below say otherwise.
    private static func isIdeographic(_ character: Character) -> Bool {
        guard let scalar = character.unicodeScalars.first else { return false }
        if scalar.properties.isIdeographic { return true }
        switch scalar.value {
        case 0x3000...0x30FF, 0x31F0...0x31FF, 0xFF01...0xFF60, 0xFF66...0xFF9D: return true
        default: return false
        }
    }

    /// Closing punctuation, iteration and prolonged-sound marks, small kana: they stay with what precedes them.
    private static let noBreakBefore: Set<Character> = Set(
        "、。，．：；？！）」』】〕〉》〙〗〛｝］｠ヽヾゝゞ々〻ー・…‥〜゠"
            + "ぁぃぅぇぉっゃゅょゎゕゖァィゥェォッャュョヮヵヶㇰㇱㇲㇳㇴㇵㇶㇷㇸㇹㇺㇻㇼㇽㇾㇿ"
            + ",.:;?!)]}%’”"
    )

    /// Opening brackets and quotes: they stay with what follows them.
    private static let noBreakAfter: Set<Character> = Set("（「『【〔〈《〘〖〚｛［｟([{‘“")
}
