#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Where the pinned font files are.
///
/// Fonts are only ever opened by these paths (no fontconfig), so a rendering depends on nothing but these files.
public struct FontFiles: Sendable, Equatable {
    private enum Location: Sendable, Equatable {
        case debian
        case directory(String)
    }

    /// The environment variable that, when set to a non-empty value, names one directory holding all pinned files.
    static let directoryVariable = "DIAL_FONT_DIR"

    private let location: Location

    /// Debian's locations (packages fonts-inter, fonts-dejavu-core and, optionally, fonts-noto-core, fonts-noto-cjk,
    /// fonts-noto-color-emoji and fonts-material-design-icons-iconfont), unless the environment variable `DIAL_FONT_DIR` is set, in which case that one
    /// directory holds all files instead.
    public static var system: FontFiles {
        resolved(overrideDirectory: getenv(directoryVariable).map { String(cString: $0) })
    }

    /// All pinned files in one directory.
    public init(directory: String) {
        location = .directory(directory)
    }

    private init(location: Location) {
        self.location = location
    }

    /// `system`, given the value of `DIAL_FONT_DIR` (split out so it can be tested without touching the process environment).
    static func resolved(overrideDirectory: String?) -> FontFiles {
        if let overrideDirectory, !overrideDirectory.isEmpty {
            return FontFiles(directory: overrideDirectory)
        }
        return FontFiles(location: .debian)
    }

    /// The path of `font`'s file.
    public func path(of font: PinnedFont) -> String {
        let directory = switch location {
        case .debian: font.family.debianDirectory
        case .directory(let directory): directory
        }
        return directory.hasSuffix("/") ? directory + font.fileName : directory + "/" + font.fileName
    }
}
