/// Everything a `TextShaper` keeps for one pinned font: its bytes, the FreeType and HarfBuzz views of them,
/// and its size-independent metrics. A class: the shaper looks a font up for every character, and handing out one
/// reference costs less than copying three.
final class LoadedFont {
    let data: FontData
    let face: FreeTypeFace
    let harfBuzz: HarfBuzzFont
    /// Metrics at an em of one pixel.
    let unitMetrics: FontMetrics

    /// `mapped`: see `FontData.map(path:)`.
    init(path: String, library: FreeTypeLibrary, mapped: Bool = false) throws(TextError) {
        data = mapped ? try FontData.map(path: path) : try FontData.read(path: path)
        face = try FreeTypeFace(data: data, library: library, path: path)
        harfBuzz = HarfBuzzFont(data: data)
        unitMetrics = face.unitMetrics()
    }
}
