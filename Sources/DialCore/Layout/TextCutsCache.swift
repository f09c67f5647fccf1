/// The `TextCuts` of each text a layout fits, found once: a text is fitted several times in a layout (measured, then
/// drawn; its corner's least width), and finding where it may be cut reads every character's Unicode properties.
///
/// A class, so that copies of a canvas share it. It lasts as long as the canvas that made it, one layout: a frame is
/// never faster for what an earlier frame fitted. What it holds depends only on each text, so it changes no result.
final class TextCutsCache {
    private var cuts: [Key: TextCuts] = [:]

    /// Where `text` may be cut.
    func cuts(of text: String) -> TextCuts {
        if let known = cuts[Key(text: text)] { return known }
        let found = TextCuts(text)
        cuts[Key(text: text)] = found
        return found
    }

    /// A text told apart by its bytes, not by Swift's string equality, under which "é" written as one code point
    /// equals "e" and a combining accent, whose characters' properties may differ.
    private struct Key: Hashable {
        let text: String

        static func == (a: Key, b: Key) -> Bool { a.text.utf8.elementsEqual(b.text.utf8) }

        func hash(into hasher: inout Hasher) {
            var text = text
            text.withUTF8 { hasher.combine(bytes: UnsafeRawBufferPointer($0)) }
        }
    }
}
