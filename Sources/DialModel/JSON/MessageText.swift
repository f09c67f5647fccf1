/// Formatting shared by every error message, so that values are quoted and shortened the same way everywhere.
enum MessageText {
    /// Beyond this many characters a quoted value is cut short; a message is read in a terminal, not the file.
    static let shortLength = 40

    /// `text` in double quotes, escaped the way JSON would escape it, cut to `maxLength` characters with "…".
    static func quoted(_ text: String, maxLength: Int = .max) -> String {
        var result = "\""
        for character in truncated(text, maxLength: maxLength) {
            switch character {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            default:
                if character.unicodeScalars.count == 1, let scalar = character.unicodeScalars.first,
                   scalar.value < 0x20 || scalar.value == 0x7F {
                    result += escapedScalar(scalar)
                } else {
                    result.append(character)
                }
            }
        }
        return result + "\""
    }

    /// `text` cut to `maxLength` characters, with "…" marking the cut.
    static func truncated(_ text: String, maxLength: Int = shortLength) -> String {
        guard text.count > maxLength else { return text }
        return String(text.prefix(max(0, maxLength - 1))) + "…"
    }

    /// A Swift-style escape such as `\u{1}`, for characters that would be invisible or break the message.
    static func escapedScalar(_ scalar: Unicode.Scalar) -> String {
        "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
    }

    /// `keys` quoted, sorted and joined as "one of "a", "b"" for an "expected …" message.
    static func oneOf(_ keys: some Collection<String>) -> String {
        let quotedKeys = keys.sorted().map { quoted($0) }
        switch quotedKeys.count {
        case 0: return "a known key"
        case 1: return quotedKeys[0]
        default: return "one of " + quotedKeys.joined(separator: ", ")
        }
    }
}
