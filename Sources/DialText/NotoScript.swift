import CHarfBuzz

/// The scripts fonts-noto-core gives a Noto Sans family of their own (regular and bold), beyond what Inter draws
/// (Latin, Greek, Cyrillic): those of the languages watchOS shows and of the keyboards it offers.
enum NotoScript: CaseIterable, Hashable, Sendable {
    case arabic, armenian, bengali, devanagari, ethiopic, georgian, gujarati, gurmukhi, hebrew, kannada, khmer, lao, malayalam, myanmar, oriya, sinhala, tamil, telugu, thai

    /// The family's faces, lightest first.
    var faces: [PinnedFont] {
        switch self {
        case .arabic: [.notoSansArabic, .notoSansArabicBold]
        case .armenian: [.notoSansArmenian, .notoSansArmenianBold]
        case .bengali: [.notoSansBengali, .notoSansBengaliBold]
        case .devanagari: [.notoSansDevanagari, .notoSansDevanagariBold]
        case .ethiopic: [.notoSansEthiopic, .notoSansEthiopicBold]
        case .georgian: [.notoSansGeorgian, .notoSansGeorgianBold]
        case .gujarati: [.notoSansGujarati, .notoSansGujaratiBold]
        case .gurmukhi: [.notoSansGurmukhi, .notoSansGurmukhiBold]
        case .hebrew: [.notoSansHebrew, .notoSansHebrewBold]
        case .kannada: [.notoSansKannada, .notoSansKannadaBold]
        case .khmer: [.notoSansKhmer, .notoSansKhmerBold]
        case .lao: [.notoSansLao, .notoSansLaoBold]
        case .malayalam: [.notoSansMalayalam, .notoSansMalayalamBold]
        case .myanmar: [.notoSansMyanmar, .notoSansMyanmarBold]
        case .oriya: [.notoSansOriya, .notoSansOriyaBold]
        case .sinhala: [.notoSansSinhala, .notoSansSinhalaBold]
        case .tamil: [.notoSansTamil, .notoSansTamilBold]
        case .telugu: [.notoSansTelugu, .notoSansTeluguBold]
        case .thai: [.notoSansThai, .notoSansThaiBold]
        }
    }

    /// The script's name in the family's name ("Noto Sans Devanagari").
    var name: String {
        switch self {
        case .arabic: "Arabic"
        case .armenian: "Armenian"
        case .bengali: "Bengali"
        case .devanagari: "Devanagari"
        case .ethiopic: "Ethiopic"
        case .georgian: "Georgian"
        case .gujarati: "Gujarati"
        case .gurmukhi: "Gurmukhi"
        case .hebrew: "Hebrew"
        case .kannada: "Kannada"
        case .khmer: "Khmer"
        case .lao: "Lao"
        case .malayalam: "Malayalam"
        case .myanmar: "Myanmar"
        case .oriya: "Oriya"
        case .sinhala: "Sinhala"
        case .tamil: "Tamil"
        case .telugu: "Telugu"
        case .thai: "Thai"
        }
    }

    /// The script as HarfBuzz's Unicode functions name it, to send a character straight to its family.
    var harfBuzzScript: hb_script_t {
        switch self {
        case .arabic: HB_SCRIPT_ARABIC
        case .armenian: HB_SCRIPT_ARMENIAN
        case .bengali: HB_SCRIPT_BENGALI
        case .devanagari: HB_SCRIPT_DEVANAGARI
        case .ethiopic: HB_SCRIPT_ETHIOPIC
        case .georgian: HB_SCRIPT_GEORGIAN
        case .gujarati: HB_SCRIPT_GUJARATI
        case .gurmukhi: HB_SCRIPT_GURMUKHI
        case .hebrew: HB_SCRIPT_HEBREW
        case .kannada: HB_SCRIPT_KANNADA
        case .khmer: HB_SCRIPT_KHMER
        case .lao: HB_SCRIPT_LAO
        case .malayalam: HB_SCRIPT_MALAYALAM
        case .myanmar: HB_SCRIPT_MYANMAR
        case .oriya: HB_SCRIPT_ORIYA
        case .sinhala: HB_SCRIPT_SINHALA
        case .tamil: HB_SCRIPT_TAMIL
        case .telugu: HB_SCRIPT_TELUGU
        case .thai: HB_SCRIPT_THAI
        }
    }
}
