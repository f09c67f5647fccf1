/// How the watch colours complications (docs/face-format.md, "Rendering modes").
public enum RenderingMode: String, ClosedSet {
    /// Every colour as the face file writes it.
    case fullColor
    /// Tinted faces: everything desaturated, then the `accentable` group tinted with the wearer's colour and the
    /// rest kept grey.
    case accented
}
