/// The families the pinned fonts come from; each is one Debian package with its own directory.
enum PinnedFontFamily: Sendable {
    case inter
    case dejaVu
    case wenQuanYi
    case notoEmoji

    /// Where Debian's fonts-inter, fonts-dejavu-core, fonts-wqy-microhei and fonts-noto-color-emoji install the files.
    var debianDirectory: String {
        switch self {
        case .inter: "/usr/share/fonts/opentype/inter"
        case .dejaVu: "/usr/share/fonts/truetype/dejavu"
        case .wenQuanYi: "/usr/share/fonts/truetype/wqy"
        case .notoEmoji: "/usr/share/fonts/truetype/noto"
        }
    }
}
