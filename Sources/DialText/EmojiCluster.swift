/// Which grapheme clusters are emoji to be drawn in colour (Unicode Technical Standard #51's emoji presentation
/// sequences, as a text renderer decides them).
///
/// Decided from the Unicode properties, not from which font has the glyph: the text fonts have glyphs for many emoji
/// characters (DejaVu's monochrome ☀, every font's digits), and a keycap "1️⃣" starts with a plain "1".
enum EmojiCluster {
    /// Whether `character` is shown as a colour emoji:
    /// - a character whose default presentation is emoji (Emoji_Presentation: 🍣, 🇯 of a flag), alone or starting
    ///   a sequence (👍🏽, 👩‍👩‍👧);
    /// - an emoji character followed by the emoji variation selector U+FE0F (❤️, ☀️), a keycap U+20E3 (1️⃣, #️⃣),
    ///   a skin-tone modifier, or joined to another by U+200D (ZWJ);
    /// - not one followed by the text variation selector U+FE0E (☀︎), which asks for the text font.
    static func isEmoji(_ character: Character) -> Bool {
        let scalars = character.unicodeScalars
        guard let first = scalars.first else { return false }
        // Nothing below U+2000 is emoji on its own (the first Emoji_Presentation character is U+231A): plain text,
        // nearly all of what Dial shapes, is answered without looking at properties.
        if first.value < 0x2000 && scalars.count == 1 { return false }
        let rest = scalars.dropFirst()
        if rest.contains("\u{FE0E}") { return false }
        let properties = first.properties
        if properties.isEmojiPresentation { return true }
        guard properties.isEmoji else { return false }
        return rest.contains { scalar in
            scalar == "\u{FE0F}" || scalar == "\u{20E3}" || scalar == "\u{200D}" || scalar.properties.isEmojiModifier
        }
    }
}
