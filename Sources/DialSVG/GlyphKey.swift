import DialText

/// One glyph of one font, packed in one word so that looking it up costs no string hashing (`PinnedFont`'s raw value
/// is a string).
struct GlyphKey: Hashable {
    let font: PinnedFont
    let id: UInt32
    private let packed: UInt64

    init(font: PinnedFont, id: UInt32) {
        self.font = font
        self.id = id
        let ordinal = UInt64(font.index)
        packed = ordinal << 32 | UInt64(id)
    }

    static func == (a: GlyphKey, b: GlyphKey) -> Bool { a.packed == b.packed }

    func hash(into hasher: inout Hasher) { hasher.combine(packed) }
}
