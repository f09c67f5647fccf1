/// The families the pinned fonts come from; each is one Debian package with its own directory.
enum PinnedFontFamily: Sendable {
    case inter
    case dejaVu
    case wenQuanYi

    /// Where Debian's fonts-inter, fonts-dejavu-core and fonts-wqy-microhei install the files.
    var debianDirectory: String {
        switch self {
        case .inter: "/usr/share/fonts/opentype/inter"
        case .dejaVu: "/usr/share/fonts/truetype/dejavu"
        case .wenQuanYi: "/usr/share/fonts/truetype/wqy"
        }
    }
}
