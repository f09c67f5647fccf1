/// Everything a `TextShaper` keeps for one pinned font: its bytes, the FreeType and HarfBuzz views of them,
/// and its size-independent metrics. A class: the shaper looks a font up for every character, and handing out one
/// reference costs less than copying three.
final class LoadedFont {
    let data: FontData
    let face: FreeTypeFace
    let harfBuzz: HarfBuzzFont
    /// Metrics at an em of one pixel.
    let unitMetrics: FontMetrics
    /// Which ASCII characters the font has a glyph for, bit n for code point n: most text is ASCII, and a bit is read
    /// faster than the font's character map.
    private let asciiGlyphs: (low: UInt64, high: UInt64)

    /// `mapped`: see `FontData.map(path:)`.
    init(path: String, library: FreeTypeLibrary, mapped: Bool = false) throws(TextError) {
        data = mapped ? try FontData.map(path: path) : try FontData.read(path: path)
        face = try FreeTypeFace(data: data, library: library, path: path)
        harfBuzz = HarfBuzzFont(data: data)
        unitMetrics = face.unitMetrics()
        var glyphs: (low: UInt64, high: UInt64) = (0, 0)
        for code in 0..<128 where face.hasGlyph(for: Unicode.Scalar(UInt8(code))) {
            if code < 64 { glyphs.low |= 1 << UInt64(code) } else { glyphs.high |= 1 << UInt64(code - 64) }
        }
        asciiGlyphs = glyphs
    }

    /// Whether `byte` is ASCII and the font has a glyph for it.
    func hasASCIIGlyph(_ byte: UInt8) -> Bool {
        switch byte {
        case 0..<64: asciiGlyphs.low & (1 << UInt64(byte)) != 0
        case 64..<128: asciiGlyphs.high & (1 << UInt64(byte - 64)) != 0
        default: false
        }
    }
}
