import CHarfBuzz

/// The families the pinned fonts come from; each is one Debian package with its own directory.
///
/// One family, Noto, for every script Inter does not draw: its faces share proportions and stroke weights, so a line
/// that mixes scripts reads as one. DejaVu stays for the symbols (arrows, geometric shapes, mathematics) no Noto Sans
/// face of fonts-noto-core has.
enum PinnedFontFamily: Hashable, Sendable {
    case inter
    case noto(NotoScript)
    case notoCJK
    case dejaVu
    /// The symbol families of fonts-noto-core, tried after DejaVu and CJK: Noto Sans Symbols, Symbols 2, Math, Music.
    case notoSymbols, notoSymbols2, notoMath, notoMusic
    case notoEmoji
    /// The icon font symbols are drawn from; never in `fallbackOrder`.
    case materialIcons
    /// The faces of SwiftUI's font designs, asked for by a view's `design`; never in `fallbackOrder`.
    case quicksand, dejaVuSerif, dejaVuMono

    /// The order a character the line's font lacks tries the families in, after the family of its own script (so
    /// Arabic, Hebrew, Armenian and Georgian come from Noto, not from DejaVu, which has them too): DejaVu first, for
    /// the symbols of no script (▲, →), then CJK, then Noto's symbol families (⎓, ⠿, ♔, 𝄞: last of those, so that
    /// what DejaVu or CJK drew before they were pinned is drawn as before), then the script families, whose files are
    /// loaded only when a character gets that far (the danda "।" is of no script, and only they have it).
    static let fallbackOrder: [PinnedFontFamily] = [.dejaVu, .notoCJK, .notoSymbols, .notoSymbols2, .notoMath, .notoMusic]
        + NotoScript.allCases.map { .noto($0) }

    /// The family's faces, lightest first.
    var faces: [PinnedFont] {
        switch self {
        case .inter: [.interThin, .interExtraLight, .interLight, .interRegular, .interMedium, .interSemiBold, .interBold,
                      .interExtraBold, .interBlack]
        case .noto(let script): script.faces
        case .notoCJK: [.notoSansCJK, .notoSansCJKBold]
        case .dejaVu: [.dejaVuSans, .dejaVuSansBold]
        case .notoSymbols: [.notoSansSymbols, .notoSansSymbolsMedium, .notoSansSymbolsSemiBold, .notoSansSymbolsBold]
        case .notoSymbols2: [.notoSansSymbols2]
        case .notoMath: [.notoSansMath]
        case .notoMusic: [.notoMusic]
        case .notoEmoji: [.notoColorEmoji]
        case .materialIcons: [.materialIcons]
        case .quicksand: [.quicksandLight, .quicksandRegular, .quicksandMedium, .quicksandBold]
        case .dejaVuSerif: [.dejaVuSerif, .dejaVuSerifBold]
        case .dejaVuMono: [.dejaVuSansMono, .dejaVuSansMonoBold]
        }
    }

    /// The least weight a family's bold face is taken for: semi-bold (600) and heavier.
    static let heavyWeight = 550

    /// The face nearest `weight` on CSS's scale; between two as near, the heavier, as CSS does above 500. A Noto
    /// script family has 400, 500, 600 and 700 where Debian ships them (fonts-noto-core's regular and bold,
    /// fonts-noto-extra's medium and semi-bold), so a medium line's Devanagari is medium; where a weight is missing, a
    /// medium line's script is regular and a semi-bold line's bold. Asked for every character a line's font lacks,
    /// so worked out without building `faces`.
    func face(nearest weight: Int) -> PinnedFont {
        let heavy = weight >= Self.heavyWeight
        switch self {
        case .inter:
            return weight < 150 ? .interThin : weight < 250 ? .interExtraLight : weight < 350 ? .interLight
                : weight < 450 ? .interRegular : weight < 550 ? .interMedium : weight < 650 ? .interSemiBold
                : weight < 750 ? .interBold : weight < 850 ? .interExtraBold : .interBlack
        case .noto(let script):
            return weight < 450 ? script.regular : weight < 550 ? script.medium : weight < 650 ? script.semiBold : script.bold
        case .notoCJK: return heavy ? .notoSansCJKBold : .notoSansCJK
        case .dejaVu: return heavy ? .dejaVuSansBold : .dejaVuSans
        case .notoSymbols:
            return weight < 450 ? .notoSansSymbols : weight < 550 ? .notoSansSymbolsMedium : weight < 650 ? .notoSansSymbolsSemiBold
                : .notoSansSymbolsBold
        case .notoSymbols2: return .notoSansSymbols2
        case .notoMath: return .notoSansMath
        case .notoMusic: return .notoMusic
        case .notoEmoji: return .notoColorEmoji
        case .materialIcons: return .materialIcons
        case .quicksand: return weight < 350 ? .quicksandLight : weight < 450 ? .quicksandRegular : weight < 650 ? .quicksandMedium : .quicksandBold
        case .dejaVuSerif: return heavy ? .dejaVuSerifBold : .dejaVuSerif
        case .dejaVuMono: return heavy ? .dejaVuSansMonoBold : .dejaVuSansMono
        }
    }

    /// The family `script` belongs to, when it is not Inter's (Latin, Greek, Cyrillic) and not common to all.
    static func forScript(_ script: hb_script_t) -> PinnedFontFamily? {
        switch script {
        case HB_SCRIPT_HAN, HB_SCRIPT_HANGUL, HB_SCRIPT_HIRAGANA, HB_SCRIPT_KATAKANA, HB_SCRIPT_BOPOMOFO: .notoCJK
        // Up to 137 comparisons of a number, the scripts of most text among the first (a Devanagari or Thai cluster
        // is found in under twenty): a cluster of a script Inter lacks is rarer than the Latin one, which never gets here.
        default: NotoScript.allCases.first { $0.harfBuzzScript == script }.map { .noto($0) }
        }
    }

    /// Whether a character of no particular script (a digit, punctuation, a space) beside text of this family joins it:
    /// a script family's digits and punctuation are drawn to match its letters ("3분" is one word, in one weight and
    /// one design). Not DejaVu's symbols, which would pull "1.2%" after "▲" into DejaVu.
    var attractsCommonCharacters: Bool {
        switch self {
        case .noto, .notoCJK: true
        case .inter, .dejaVu, .notoSymbols, .notoSymbols2, .notoMath, .notoMusic, .notoEmoji, .materialIcons, .quicksand,
             .dejaVuSerif, .dejaVuMono: false
        }
    }

    /// The family's name, as a person looks for it: "Noto Sans Devanagari".
    var name: String {
        switch self {
        case .inter: "Inter"
        case .noto(let script): script.familyName
        case .notoCJK: "Noto Sans CJK"
        case .dejaVu: "DejaVu Sans"
        case .notoSymbols: "Noto Sans Symbols"
        case .notoSymbols2: "Noto Sans Symbols 2"
        case .notoMath: "Noto Sans Math"
        case .notoMusic: "Noto Music"
        case .notoEmoji: "Noto Color Emoji"
        case .materialIcons: "Material Icons"
        case .quicksand: "Quicksand"
        case .dejaVuSerif: "DejaVu Serif"
        case .dejaVuMono: "DejaVu Sans Mono"
        }
    }

    /// The Debian package that installs the family.
    var debianPackage: String {
        switch self {
        case .inter: "fonts-inter"
        case .noto, .notoSymbols, .notoSymbols2, .notoMath, .notoMusic: "fonts-noto-core"
        case .notoCJK: "fonts-noto-cjk"
        case .dejaVu: "fonts-dejavu-core"
        case .notoEmoji: "fonts-noto-color-emoji"
        case .materialIcons: "fonts-material-design-icons-iconfont"
        case .quicksand: "fonts-quicksand"
        case .dejaVuSerif, .dejaVuMono: "fonts-dejavu-core"
        }
    }

    /// Where Debian's package installs the files.
    var debianDirectory: String {
        switch self {
        case .inter: "/usr/share/fonts/opentype/inter"
        case .noto, .notoSymbols, .notoSymbols2, .notoMath, .notoMusic, .notoEmoji: "/usr/share/fonts/truetype/noto"
        case .notoCJK: "/usr/share/fonts/opentype/noto"
        case .dejaVu, .dejaVuSerif, .dejaVuMono: "/usr/share/fonts/truetype/dejavu"
        case .quicksand: "/usr/share/fonts/truetype/quicksand"
        case .materialIcons: "/usr/share/fonts/truetype/material-design-icons-iconfont"
        }
    }
}
