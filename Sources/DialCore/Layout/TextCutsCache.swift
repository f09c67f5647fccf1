import DialText

/// The `TextCuts` of each text a layout fits, found once: a text is fitted several times in a layout (measured, then
/// drawn; its corner's least width), and finding where it may be cut reads every character's Unicode properties.
///
/// A class, so that copies of a canvas share it. It lasts as long as the canvas that made it, one layout: a frame is
/// never faster for what an earlier frame fitted. What it holds depends only on each text, so it changes no result.
/// Texts are told apart by their bytes (`TextBytes`): "é" as one code point or as "e" and a combining accent are
/// equal strings whose characters' properties may differ.
final class TextCutsCache {
    private var cuts: [TextBytes: TextCuts] = [:]
    private var wrapping: [TextBytes: TextCuts] = [:]

    /// Where `text` may be cut; `wordUnits`: as `TextCuts.init(_:wordUnits:)`.
    func cuts(of text: String, wordUnits: Bool = true) -> TextCuts {
        if let known = wordUnits ? cuts[TextBytes(text: text)] : wrapping[TextBytes(text: text)] { return known }
        let found = TextCuts(text, wordUnits: wordUnits)
        if wordUnits { cuts[TextBytes(text: text)] = found } else { wrapping[TextBytes(text: text)] = found }
        return found
    }

}
