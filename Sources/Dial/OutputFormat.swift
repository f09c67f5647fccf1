/// The files a frame can be written as.
public enum OutputFormat: String, CaseIterable, Sendable {
    /// 8-bit RGBA, drawn by Cairo: what the wearer sees, and what image goldens compare as pixels.
    case png
    /// Written from the display list, text as glyph outlines, in pixel units: the PNG's picture, scalable.
    case svg
    /// One line per draw command, numbers at two decimals: for reviews and exact golden diffs.
    case txt
}
