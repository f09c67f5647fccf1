/// The font files Dial ships with (pinned: nothing else is ever loaded).
///
/// The raw value is the file's base name, so a golden record can name fonts stably.
public enum PinnedFont: String, CaseIterable, Sendable, Codable {
    /// Inter, regular weight.
    case interRegular = "Inter-Regular"
    /// Inter, medium weight.
    case interMedium = "Inter-Medium"
    /// Inter, semi-bold weight.
    case interSemiBold = "Inter-SemiBold"
    /// Inter, bold weight.
    case interBold = "Inter-Bold"
    /// DejaVu Sans: the fallback for characters Inter does not have.
    case dejaVuSans = "DejaVuSans"
    /// DejaVu Sans Bold: the fallback for heavier weights.
    case dejaVuSansBold = "DejaVuSans-Bold"
    /// WenQuanYi Micro Hei, for Chinese, Japanese and Korean. Optional: a `TextShaper` loads it only when the file
    /// is there, and without it CJK text shows .notdef boxes.
    case wenQuanYiMicroHei = "wqy-microhei"
    /// Noto Color Emoji: colour bitmaps (CBDT), no outlines. Optional like the CJK font: without it emoji are shaped
    /// in the text fonts, as .notdef boxes or their monochrome forms. Never in a fallback chain: `TextShaper` sends
    /// emoji clusters to it by their Unicode properties (see `EmojiCluster`), whatever font the text asks for.
    case notoColorEmoji = "NotoColorEmoji"

    /// The file's name inside its directory, e.g. "Inter-Medium.otf", "DejaVuSans.ttf" or "wqy-microhei.ttc".
    public var fileName: String {
        switch family {
        case .inter: rawValue + ".otf"
        case .dejaVu, .notoEmoji: rawValue + ".ttf"
        case .wenQuanYi: rawValue + ".ttc"
        }
    }

    /// The font used for characters this font lacks.
    ///
    /// Inter falls back to the DejaVu face of similar weight (DejaVu covers Greek, Arabic and Hebrew more widely);
    /// DejaVu falls back to WenQuanYi Micro Hei (CJK, one weight), the last resort, which falls back to itself.
    /// `TextShaper` follows this chain past fonts that are not installed.
    public var fallback: PinnedFont {
        switch self {
        case .interRegular, .interMedium: .dejaVuSans
        case .interSemiBold, .interBold: .dejaVuSansBold
        case .dejaVuSans, .dejaVuSansBold, .wenQuanYiMicroHei: .wenQuanYiMicroHei
        case .notoColorEmoji: .notoColorEmoji
        }
    }

    /// Whether Dial works without the file: CJK and emoji coverage is welcome, but not worth failing a render over.
    var isOptional: Bool {
        self == .wenQuanYiMicroHei || self == .notoColorEmoji
    }

    /// Whether the font's glyphs are colour bitmaps rather than outlines: layout draws them as pictures
    /// (`TextShaper.colorGlyph(_:size:)`), as neither Cairo's glyph path nor the SVG writer's outlines can show them.
    public var hasColorGlyphs: Bool {
        self == .notoColorEmoji
    }

    /// Which Debian package (and so which directory) the file comes from.
    var family: PinnedFontFamily {
        switch self {
        case .interRegular, .interMedium, .interSemiBold, .interBold: .inter
        case .dejaVuSans, .dejaVuSansBold: .dejaVu
        case .wenQuanYiMicroHei: .wenQuanYi
        case .notoColorEmoji: .notoEmoji
        }
    }
}
