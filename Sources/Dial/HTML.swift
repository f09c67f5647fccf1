/// The HTML Dial writes (the export's contact sheet, the golden report): one escape for both, so that a face's name or
/// a golden's path reads the same on either page and neither page can be written into.
package enum HTML {
    /// Text for element content and attribute values: the five characters with meaning in HTML escaped.
    package static func escaped(_ text: String) -> String {
        var escaped = ""
        escaped.reserveCapacity(text.utf8.count)
        for character in text {
            switch character {
            case "&": escaped += "&amp;"
            case "<": escaped += "&lt;"
            case ">": escaped += "&gt;"
            case "\"": escaped += "&quot;"
            case "'": escaped += "&#39;"
            default: escaped.append(character)
            }
        }
        return escaped
    }
}
