/// The two families the pinned fonts come from; each is one Debian package with its own directory.
enum PinnedFontFamily: Sendable {
    case inter
    case dejaVu

    /// Where Debian's fonts-inter and fonts-dejavu-core install the files.
    var debianDirectory: String {
        switch self {
        case .inter: "/usr/share/fonts/opentype/inter"
        case .dejaVu: "/usr/share/fonts/truetype/dejavu"
        }
    }
}
