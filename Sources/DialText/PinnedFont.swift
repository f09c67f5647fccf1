/// The font files Dial ships with (pinned: nothing else is ever loaded).
///
/// The raw value is the file's base name, so a golden record can name fonts stably.
public enum PinnedFont: String, CaseIterable, Sendable, Codable {
    case interRegular = "Inter-Regular"
    case interMedium = "Inter-Medium"
    case interSemiBold = "Inter-SemiBold"
    case interBold = "Inter-Bold"
    case dejaVuSans = "DejaVuSans"
    case dejaVuSansBold = "DejaVuSans-Bold"

    /// The file's name inside its directory, e.g. "Inter-Medium.otf" or "DejaVuSans.ttf".
    public var fileName: String {
        switch family {
        case .inter: rawValue + ".otf"
        case .dejaVu: rawValue + ".ttf"
        }
    }

    /// The font used for characters this font lacks.
    ///
    /// Inter falls back to the DejaVu face of similar weight (DejaVu covers Arabic and Hebrew, Inter doesn't);
    /// DejaVu is the last resort and falls back to itself.
    public var fallback: PinnedFont {
        switch self {
        case .interRegular, .interMedium, .dejaVuSans: .dejaVuSans
        case .interSemiBold, .interBold, .dejaVuSansBold: .dejaVuSansBold
        }
    }

    /// Which Debian package (and so which directory) the file comes from.
    var family: PinnedFontFamily {
        switch self {
        case .interRegular, .interMedium, .interSemiBold, .interBold: .inter
        case .dejaVuSans, .dejaVuSansBold: .dejaVu
        }
    }
}
