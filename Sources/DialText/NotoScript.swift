import CHarfBuzz

/// The scripts fonts-noto-core gives a Noto family of their own (regular and bold, or regular alone), beyond what
/// Inter draws (Latin, Greek, Cyrillic): those of the languages watchOS shows and of the keyboards it offers.
enum NotoScript: CaseIterable, Hashable, Sendable {
    case arabic, armenian, bengali, devanagari, ethiopic, georgian, gujarati, gurmukhi, hebrew, kannada, khmer, lao, malayalam, myanmar, oriya, sinhala, tamil, telugu, thai
    case mongolian, syriac, thaana, tibetan
    /// Scripts of languages watchOS offers a keyboard or a system font for, which fonts-noto-core installs too.
    case cherokee, canadianAboriginal, tifinagh, adlam, nko, olChiki, hanifiRohingya

    /// The family's faces, lightest first: one where fonts-noto-core has no bold (Mongolian, Syriac, Tifinagh, N'Ko).
    var faces: [PinnedFont] {
        regular == bold ? [regular] : [regular, bold]
    }

    /// The regular (400) face.
    var regular: PinnedFont {
        switch self {
        case .arabic: .notoSansArabic
        case .armenian: .notoSansArmenian
        case .bengali: .notoSansBengali
        case .devanagari: .notoSansDevanagari
        case .ethiopic: .notoSansEthiopic
        case .georgian: .notoSansGeorgian
        case .gujarati: .notoSansGujarati
        case .gurmukhi: .notoSansGurmukhi
        case .hebrew: .notoSansHebrew
        case .kannada: .notoSansKannada
        case .khmer: .notoSansKhmer
        case .lao: .notoSansLao
        case .malayalam: .notoSansMalayalam
        case .myanmar: .notoSansMyanmar
        case .oriya: .notoSansOriya
        case .sinhala: .notoSansSinhala
        case .tamil: .notoSansTamil
        case .telugu: .notoSansTelugu
        case .thai: .notoSansThai
        case .mongolian: .notoSansMongolian
        case .syriac: .notoSansSyriac
        case .thaana: .notoSansThaana
        case .tibetan: .notoSerifTibetan
        case .cherokee: .notoSansCherokee
        case .canadianAboriginal: .notoSansCanadianAboriginal
        case .tifinagh: .notoSansTifinagh
        case .adlam: .notoSansAdlam
        case .nko: .notoSansNKo
        case .olChiki: .notoSansOlChiki
        case .hanifiRohingya: .notoSansHanifiRohingya
        }
    }

    /// The bold (700) face, or the regular one where fonts-noto-core has no bold.
    var bold: PinnedFont {
        switch self {
        case .arabic: .notoSansArabicBold
        case .armenian: .notoSansArmenianBold
        case .bengali: .notoSansBengaliBold
        case .devanagari: .notoSansDevanagariBold
        case .ethiopic: .notoSansEthiopicBold
        case .georgian: .notoSansGeorgianBold
        case .gujarati: .notoSansGujaratiBold
        case .gurmukhi: .notoSansGurmukhiBold
        case .hebrew: .notoSansHebrewBold
        case .kannada: .notoSansKannadaBold
        case .khmer: .notoSansKhmerBold
        case .lao: .notoSansLaoBold
        case .malayalam: .notoSansMalayalamBold
        case .myanmar: .notoSansMyanmarBold
        case .oriya: .notoSansOriyaBold
        case .sinhala: .notoSansSinhalaBold
        case .tamil: .notoSansTamilBold
        case .telugu: .notoSansTeluguBold
        case .thai: .notoSansThaiBold
        case .mongolian: .notoSansMongolian
        case .syriac: .notoSansSyriac
        case .thaana: .notoSansThaanaBold
        case .tibetan: .notoSerifTibetanBold
        case .cherokee: .notoSansCherokeeBold
        case .canadianAboriginal: .notoSansCanadianAboriginalBold
        case .tifinagh: .notoSansTifinagh
        case .adlam: .notoSansAdlamBold
        case .nko: .notoSansNKo
        case .olChiki: .notoSansOlChikiBold
        case .hanifiRohingya: .notoSansHanifiRohingyaBold
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
        case .mongolian: "Mongolian"
        case .syriac: "Syriac"
        case .thaana: "Thaana"
        case .tibetan: "Tibetan"
        case .cherokee: "Cherokee"
        case .canadianAboriginal: "Canadian Aboriginal"
        case .tifinagh: "Tifinagh"
        case .adlam: "Adlam"
        case .nko: "NKo"
        case .olChiki: "Ol Chiki"
        case .hanifiRohingya: "Hanifi Rohingya"
        }
    }

    /// The family's name, as a person looks for it: "Noto Sans Devanagari", but "Noto Serif Tibetan", Noto's only
    /// Tibetan.
    var familyName: String {
        self == .tibetan ? "Noto Serif \(name)" : "Noto Sans \(name)"
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
        case .mongolian: HB_SCRIPT_MONGOLIAN
        case .syriac: HB_SCRIPT_SYRIAC
        case .thaana: HB_SCRIPT_THAANA
        case .tibetan: HB_SCRIPT_TIBETAN
        case .cherokee: HB_SCRIPT_CHEROKEE
        case .canadianAboriginal: HB_SCRIPT_CANADIAN_SYLLABICS
        case .tifinagh: HB_SCRIPT_TIFINAGH
        case .adlam: HB_SCRIPT_ADLAM
        case .nko: HB_SCRIPT_NKO
        case .olChiki: HB_SCRIPT_OL_CHIKI
        case .hanifiRohingya: HB_SCRIPT_HANIFI_ROHINGYA
        }
    }
}
