import DialPNG

/// Capital letters five pixels wide and seven high, for the composite's labels. A bitmap needs no font file, no
/// shaping and no Cairo, so a failure package can always be drawn, whatever broke the renderer.
enum BitmapFont {
    static let glyphWidth = 5
    static let glyphHeight = 7

    private static let glyphs: [Character: [String]] = [
        "A": [" ### ", "#   #", "#   #", "#####", "#   #", "#   #", "#   #"],
        "C": [" ####", "#    ", "#    ", "#    ", "#    ", "#    ", " ####"],
        "D": ["#### ", "#   #", "#   #", "#   #", "#   #", "#   #", "#### "],
        "E": ["#####", "#    ", "#    ", "#### ", "#    ", "#    ", "#####"],
        "F": ["#####", "#    ", "#    ", "#### ", "#    ", "#    ", "#    "],
        "I": [" ### ", "  #  ", "  #  ", "  #  ", "  #  ", "  #  ", " ### "],
        "L": ["#    ", "#    ", "#    ", "#    ", "#    ", "#    ", "#####"],
        "P": ["#### ", "#   #", "#   #", "#### ", "#    ", "#    ", "#    "],
        "T": ["#####", "  #  ", "  #  ", "  #  ", "  #  ", "  #  ", "  #  "],
        "U": ["#   #", "#   #", "#   #", "#   #", "#   #", "#   #", " ### "],
        "X": ["#   #", "#   #", " # # ", "  #  ", " # # ", "#   #", "#   #"],
    ]

    /// The width `text` takes at `scale`, one blank column between letters.
    static func width(of text: String, scale: Int) -> Int {
        text.isEmpty ? 0 : (text.count * (glyphWidth + 1) - 1) * scale
    }

    /// Draws `text` (letters it lacks are left blank) with its top-left corner at (`x`, `y`), opaque `color`.
    static func draw(_ text: String, at x: Int, _ y: Int, scale: Int, color: (UInt8, UInt8, UInt8), into image: inout RGBAImage) {
        for (offset, character) in text.enumerated() {
            guard let rows = glyphs[character] else { continue }
            let left = x + offset * (glyphWidth + 1) * scale
            for (row, pattern) in rows.enumerated() {
                for (column, mark) in pattern.enumerated() where mark == "#" {
                    for dy in 0..<scale {
                        for dx in 0..<scale {
                            let px = left + column * scale + dx, py = y + row * scale + dy
                            guard (0..<image.width).contains(px), (0..<image.height).contains(py) else { continue }
                            let index = (py * image.width + px) * 4
                            image.pixels[index] = color.0
                            image.pixels[index + 1] = color.1
                            image.pixels[index + 2] = color.2
                            image.pixels[index + 3] = 255
                        }
                    }
                }
            }
        }
    }
}
