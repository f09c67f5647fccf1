/// Why the pinned fonts could not be loaded.
public enum TextError: Error, Sendable, Equatable, CustomStringConvertible {
    /// No file exists at `path`: the pinned fonts are not installed (or `DIAL_FONT_DIR` points elsewhere).
    case fontMissing(path: String)
    /// The file at `path` exists but could not be read or parsed as a font.
    /// `code` is the POSIX `errno` when reading failed, or the FreeType error code when parsing failed.
    case fontUnreadable(path: String, code: Int32)

    /// The file, what is wrong and the Debian package that installs it.
    public var description: String {
        switch self {
        case .fontMissing(let path):
            "Font file missing: \(path). Install the Debian package \(Self.package(of: path)), or set DIAL_FONT_DIR "
                + "to a directory holding all pinned fonts."
        case .fontUnreadable(let path, let code):
            "Font file unreadable: \(path) (error \(code)). Reinstall the Debian package \(Self.package(of: path))."
        }
    }

    /// The Debian package that installs the pinned file at `path`, known by the file's name; all of the project's
    /// font packages for a file that is not pinned.
    static func package(of path: String) -> String {
        let name = path.split(separator: "/").last.map(String.init) ?? path
        if let font = PinnedFont.allCases.first(where: { $0.fileName == name }) { return font.debianPackage }
        return "fonts-inter, fonts-dejavu-core, fonts-noto-core, fonts-noto-extra, fonts-noto-cjk, fonts-noto-color-emoji and fonts-material-design-icons-iconfont"
    }
}
