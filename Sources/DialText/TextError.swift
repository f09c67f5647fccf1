/// Why the pinned fonts could not be loaded.
public enum TextError: Error, Sendable, Equatable, CustomStringConvertible {
    /// No file exists at `path`: the pinned fonts are not installed (or `DIAL_FONT_DIR` points elsewhere).
    case fontMissing(path: String)
    /// The file at `path` exists but could not be read or parsed as a font.
    /// `code` is the POSIX `errno` when reading failed, or the FreeType error code when parsing failed.
    case fontUnreadable(path: String, code: Int32)

    public var description: String {
        switch self {
        case .fontMissing(let path):
            "Font file missing: \(path). Run the project's set-up (scripts/setup.sh), which installs "
                + "fonts-inter and fonts-dejavu-core, or set DIAL_FONT_DIR to a directory holding all pinned fonts."
        case .fontUnreadable(let path, let code):
            "Font file unreadable: \(path) (error \(code)). Reinstall it with scripts/setup.sh."
        }
    }
}
