import CHarfBuzz

/// The scripts fonts-noto-core gives a Noto family of their own (regular and bold, or regular alone), beyond what
/// Inter draws (Latin, Greek, Cyrillic): those of the languages watchOS shows and of the keyboards it offers.
enum NotoScript: CaseIterable, Hashable, Sendable {
    case arabic, armenian, bengali, devanagari, ethiopic, georgian, gujarati, gurmukhi, hebrew, kannada, khmer, lao, malayalam, myanmar, oriya, sinhala, tamil, telugu, thai
    case mongolian, syriac, thaana, tibetan
    /// Scripts of languages watchOS offers a keyboard or a system font for, which fonts-noto-core installs too.
    case cherokee, canadianAboriginal, tifinagh, adlam, nko, olChiki, hanifiRohingya
    /// Living scripts fonts-noto-core installs and Apple's systems draw from Noto fonts too (iOS has Javanese,
    /// Balinese, Sundanese, Batak, Buginese and Rejang since 15): last, so that the families before keep their order.
    case javanese, balinese, sundanese, batak, buginese, rejang, cham, chakma, kayahLi, lepcha, limbu, lisu, meeteiMayek, miao, newTaiLue, osage, taiLe, taiTham, taiViet, vai, yi, bamum, mandaic, newa, saurashtra, sylotiNagri, wancho, tagalog, bassaVah, mendeKikakui, pahawhHmong, soraSompeng, medefaidrin, samaritan, osmanya, gunjalaGondi, masaramGondi
    /// The rest of fonts-noto-core's scripts, historical and liturgical ones among them: no text in a script Debian has a
    /// Noto face for is drawn as boxes.
    case anatolianHieroglyphs, avestan, bhaiksuki, brahmi, buhid, carian, caucasianAlbanian, coptic, cuneiform, cypriot, deseret, duployan, egyptianHieroglyphs, elbasan, elymaic, glagolitic, gothic, grantha, hanunoo, hatran, imperialAramaic, inscriptionalPahlavi, inscriptionalParthian, kaithi, kharoshthi, khojki, khudawadi, linearA, linearB, lycian, lydian, mahajani, manichaean, marchen, meroitic, modi, mro, multani, nabataean, nushu, ogham, oldHungarian, oldItalic, oldNorthArabian, oldPermic, oldPersian, oldSogdian, oldSouthArabian, oldTurkic, palmyrene, pauCinHau, phagsPa, phoenician, psalterPahlavi, runic, sharada, shavian, siddham, sogdian, soyombo, tagbanwa, takri, tirhuta, ugaritic, warangCiti, zanabazarSquare, ahom, dogra, nyiakengPuachueHmong, yezidi

    /// The family's faces, lightest first: regular, medium and semi-bold where fonts-noto-extra has them, bold where
    /// fonts-noto-core has it; one alone where neither has more (Mongolian, Syriac, Tifinagh, N'Ko, and most of the
    /// living scripts last in the list).
    var faces: [PinnedFont] { weights.faces }

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
        case .javanese: .notoSansJavanese
        case .balinese: .notoSansBalinese
        case .sundanese: .notoSansSundanese
        case .batak: .notoSansBatak
        case .buginese: .notoSansBuginese
        case .rejang: .notoSansRejang
        case .cham: .notoSansCham
        case .chakma: .notoSansChakma
        case .kayahLi: .notoSansKayahLi
        case .lepcha: .notoSansLepcha
        case .limbu: .notoSansLimbu
        case .lisu: .notoSansLisu
        case .meeteiMayek: .notoSansMeeteiMayek
        case .miao: .notoSansMiao
        case .newTaiLue: .notoSansNewTaiLue
        case .osage: .notoSansOsage
        case .taiLe: .notoSansTaiLe
        case .taiTham: .notoSansTaiTham
        case .taiViet: .notoSansTaiViet
        case .vai: .notoSansVai
        case .yi: .notoSansYi
        case .bamum: .notoSansBamum
        case .mandaic: .notoSansMandaic
        case .newa: .notoSansNewa
        case .saurashtra: .notoSansSaurashtra
        case .sylotiNagri: .notoSansSylotiNagri
        case .wancho: .notoSansWancho
        case .tagalog: .notoSansTagalog
        case .bassaVah: .notoSansBassaVah
        case .mendeKikakui: .notoSansMendeKikakui
        case .pahawhHmong: .notoSansPahawhHmong
        case .soraSompeng: .notoSansSoraSompeng
        case .medefaidrin: .notoSansMedefaidrin
        case .samaritan: .notoSansSamaritan
        case .osmanya: .notoSansOsmanya
        case .gunjalaGondi: .notoSansGunjalaGondi
        case .masaramGondi: .notoSansMasaramGondi
        case .anatolianHieroglyphs: .notoSansAnatolianHieroglyphs
        case .avestan: .notoSansAvestan
        case .bhaiksuki: .notoSansBhaiksuki
        case .brahmi: .notoSansBrahmi
        case .buhid: .notoSansBuhid
        case .carian: .notoSansCarian
        case .caucasianAlbanian: .notoSansCaucasianAlbanian
        case .coptic: .notoSansCoptic
        case .cuneiform: .notoSansCuneiform
        case .cypriot: .notoSansCypriot
        case .deseret: .notoSansDeseret
        case .duployan: .notoSansDuployan
        case .egyptianHieroglyphs: .notoSansEgyptianHieroglyphs
        case .elbasan: .notoSansElbasan
        case .elymaic: .notoSansElymaic
        case .glagolitic: .notoSansGlagolitic
        case .gothic: .notoSansGothic
        case .grantha: .notoSansGrantha
        case .hanunoo: .notoSansHanunoo
        case .hatran: .notoSansHatran
        case .imperialAramaic: .notoSansImperialAramaic
        case .inscriptionalPahlavi: .notoSansInscriptionalPahlavi
        case .inscriptionalParthian: .notoSansInscriptionalParthian
        case .kaithi: .notoSansKaithi
        case .kharoshthi: .notoSansKharoshthi
        case .khojki: .notoSansKhojki
        case .khudawadi: .notoSansKhudawadi
        case .linearA: .notoSansLinearA
        case .linearB: .notoSansLinearB
        case .lycian: .notoSansLycian
        case .lydian: .notoSansLydian
        case .mahajani: .notoSansMahajani
        case .manichaean: .notoSansManichaean
        case .marchen: .notoSansMarchen
        case .meroitic: .notoSansMeroitic
        case .modi: .notoSansModi
        case .mro: .notoSansMro
        case .multani: .notoSansMultani
        case .nabataean: .notoSansNabataean
        case .nushu: .notoSansNushu
        case .ogham: .notoSansOgham
        case .oldHungarian: .notoSansOldHungarian
        case .oldItalic: .notoSansOldItalic
        case .oldNorthArabian: .notoSansOldNorthArabian
        case .oldPermic: .notoSansOldPermic
        case .oldPersian: .notoSansOldPersian
        case .oldSogdian: .notoSansOldSogdian
        case .oldSouthArabian: .notoSansOldSouthArabian
        case .oldTurkic: .notoSansOldTurkic
        case .palmyrene: .notoSansPalmyrene
        case .pauCinHau: .notoSansPauCinHau
        case .phagsPa: .notoSansPhagsPa
        case .phoenician: .notoSansPhoenician
        case .psalterPahlavi: .notoSansPsalterPahlavi
        case .runic: .notoSansRunic
        case .sharada: .notoSansSharada
        case .shavian: .notoSansShavian
        case .siddham: .notoSansSiddham
        case .sogdian: .notoSansSogdian
        case .soyombo: .notoSansSoyombo
        case .tagbanwa: .notoSansTagbanwa
        case .takri: .notoSansTakri
        case .tirhuta: .notoSansTirhuta
        case .ugaritic: .notoSansUgaritic
        case .warangCiti: .notoSansWarangCiti
        case .zanabazarSquare: .notoSansZanabazarSquare
        case .ahom: .notoSerifAhom
        case .dogra: .notoSerifDogra
        case .nyiakengPuachueHmong: .notoSerifNyiakengPuachueHmong
        case .yezidi: .notoSerifYezidi
        }
    }

    /// The bold (700) face, or the regular one where fonts-noto-core has no bold (`everyScriptFamilyPinsTheWeightsDebianShips`
    /// checks that one is pinned wherever Debian ships one).
    var bold: PinnedFont { weights.bold }

    /// The medium (500) face fonts-noto-extra ships, or the regular one where it has none (Oriya, most of the historical
    /// scripts): a medium line's script is then regular, as before the extra weights were pinned.
    var medium: PinnedFont { weights.medium }

    /// The semi-bold (600) face fonts-noto-extra ships, or the bold (else the regular) one where it has none.
    var semiBold: PinnedFont { weights.semiBold }

    /// A script's face at each weight a line may ask for, the nearest pinned one standing in for a missing one.
    private struct Weights {
        var regular, medium, semiBold, bold: PinnedFont
        /// The distinct faces, lightest first.
        var faces: [PinnedFont] {
            [regular, medium, semiBold, bold].reduce(into: []) { faces, face in if faces.last != face { faces.append(face) } }
        }
    }

    private var weights: Weights { Self.weightTable[self] ?? Weights(regular: regular, medium: regular, semiBold: regular, bold: regular) }

    /// Every script's faces, read once off the pinned fonts by their family and weight: no font is looked up by its
    /// name, which compared strings for each script's each weight (a fifth of a `dial validate`'s instructions).
    private static let weightTable: [NotoScript: Weights] = {
        var byWeight: [NotoScript: [Int: PinnedFont]] = [:]
        for font in PinnedFont.allCases {
            if case .noto(let script) = font.family { byWeight[script, default: [:]][font.weight] = font }
        }
        return byWeight.reduce(into: [:]) { table, entry in
            let (script, faces) = entry
            let regular = faces[400] ?? script.regular, bold = faces[700] ?? regular
            table[script] = Weights(regular: regular, medium: faces[500] ?? regular, semiBold: faces[600] ?? bold, bold: bold)
        }
    }()

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
        case .javanese: "Javanese"
        case .balinese: "Balinese"
        case .sundanese: "Sundanese"
        case .batak: "Batak"
        case .buginese: "Buginese"
        case .rejang: "Rejang"
        case .cham: "Cham"
        case .chakma: "Chakma"
        case .kayahLi: "Kayah Li"
        case .lepcha: "Lepcha"
        case .limbu: "Limbu"
        case .lisu: "Lisu"
        case .meeteiMayek: "Meetei Mayek"
        case .miao: "Miao"
        case .newTaiLue: "New Tai Lue"
        case .osage: "Osage"
        case .taiLe: "Tai Le"
        case .taiTham: "Tai Tham"
        case .taiViet: "Tai Viet"
        case .vai: "Vai"
        case .yi: "Yi"
        case .bamum: "Bamum"
        case .mandaic: "Mandaic"
        case .newa: "Newa"
        case .saurashtra: "Saurashtra"
        case .sylotiNagri: "Syloti Nagri"
        case .wancho: "Wancho"
        case .tagalog: "Tagalog"
        case .bassaVah: "Bassa Vah"
        case .mendeKikakui: "Mende Kikakui"
        case .pahawhHmong: "Pahawh Hmong"
        case .soraSompeng: "Sora Sompeng"
        case .medefaidrin: "Medefaidrin"
        case .samaritan: "Samaritan"
        case .osmanya: "Osmanya"
        case .gunjalaGondi: "Gunjala Gondi"
        case .masaramGondi: "Masaram Gondi"
        case .anatolianHieroglyphs: "Anatolian Hieroglyphs"
        case .avestan: "Avestan"
        case .bhaiksuki: "Bhaiksuki"
        case .brahmi: "Brahmi"
        case .buhid: "Buhid"
        case .carian: "Carian"
        case .caucasianAlbanian: "Caucasian Albanian"
        case .coptic: "Coptic"
        case .cuneiform: "Cuneiform"
        case .cypriot: "Cypriot"
        case .deseret: "Deseret"
        case .duployan: "Duployan"
        case .egyptianHieroglyphs: "Egyptian Hieroglyphs"
        case .elbasan: "Elbasan"
        case .elymaic: "Elymaic"
        case .glagolitic: "Glagolitic"
        case .gothic: "Gothic"
        case .grantha: "Grantha"
        case .hanunoo: "Hanunoo"
        case .hatran: "Hatran"
        case .imperialAramaic: "Imperial Aramaic"
        case .inscriptionalPahlavi: "Inscriptional Pahlavi"
        case .inscriptionalParthian: "Inscriptional Parthian"
        case .kaithi: "Kaithi"
        case .kharoshthi: "Kharoshthi"
        case .khojki: "Khojki"
        case .khudawadi: "Khudawadi"
        case .linearA: "Linear A"
        case .linearB: "Linear B"
        case .lycian: "Lycian"
        case .lydian: "Lydian"
        case .mahajani: "Mahajani"
        case .manichaean: "Manichaean"
        case .marchen: "Marchen"
        case .meroitic: "Meroitic"
        case .modi: "Modi"
        case .mro: "Mro"
        case .multani: "Multani"
        case .nabataean: "Nabataean"
        case .nushu: "Nushu"
        case .ogham: "Ogham"
        case .oldHungarian: "Old Hungarian"
        case .oldItalic: "Old Italic"
        case .oldNorthArabian: "Old North Arabian"
        case .oldPermic: "Old Permic"
        case .oldPersian: "Old Persian"
        case .oldSogdian: "Old Sogdian"
        case .oldSouthArabian: "Old South Arabian"
        case .oldTurkic: "Old Turkic"
        case .palmyrene: "Palmyrene"
        case .pauCinHau: "Pau Cin Hau"
        case .phagsPa: "Phags Pa"
        case .phoenician: "Phoenician"
        case .psalterPahlavi: "Psalter Pahlavi"
        case .runic: "Runic"
        case .sharada: "Sharada"
        case .shavian: "Shavian"
        case .siddham: "Siddham"
        case .sogdian: "Sogdian"
        case .soyombo: "Soyombo"
        case .tagbanwa: "Tagbanwa"
        case .takri: "Takri"
        case .tirhuta: "Tirhuta"
        case .ugaritic: "Ugaritic"
        case .warangCiti: "Warang Citi"
        case .zanabazarSquare: "Zanabazar Square"
        case .ahom: "Ahom"
        case .dogra: "Dogra"
        case .nyiakengPuachueHmong: "Nyiakeng Puachue Hmong"
        case .yezidi: "Yezidi"
        }
    }

    /// The family's name, as a person looks for it: "Noto Sans Devanagari", but "Noto Serif Tibetan", Noto's only
    /// Tibetan design.
    var familyName: String {
        isSerif ? "Noto Serif \(name)" : "Noto Sans \(name)"
    }

    /// Whether the script's only Noto design is the serif one (Tibetan, Ahom, Dogra, Nyiakeng Puachue Hmong, Yezidi),
    /// as its regular face's file says.
    var isSerif: Bool { regular.rawValue.hasPrefix("NotoSerif") }


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
        case .javanese: HB_SCRIPT_JAVANESE
        case .balinese: HB_SCRIPT_BALINESE
        case .sundanese: HB_SCRIPT_SUNDANESE
        case .batak: HB_SCRIPT_BATAK
        case .buginese: HB_SCRIPT_BUGINESE
        case .rejang: HB_SCRIPT_REJANG
        case .cham: HB_SCRIPT_CHAM
        case .chakma: HB_SCRIPT_CHAKMA
        case .kayahLi: HB_SCRIPT_KAYAH_LI
        case .lepcha: HB_SCRIPT_LEPCHA
        case .limbu: HB_SCRIPT_LIMBU
        case .lisu: HB_SCRIPT_LISU
        case .meeteiMayek: HB_SCRIPT_MEETEI_MAYEK
        case .miao: HB_SCRIPT_MIAO
        case .newTaiLue: HB_SCRIPT_NEW_TAI_LUE
        case .osage: HB_SCRIPT_OSAGE
        case .taiLe: HB_SCRIPT_TAI_LE
        case .taiTham: HB_SCRIPT_TAI_THAM
        case .taiViet: HB_SCRIPT_TAI_VIET
        case .vai: HB_SCRIPT_VAI
        case .yi: HB_SCRIPT_YI
        case .bamum: HB_SCRIPT_BAMUM
        case .mandaic: HB_SCRIPT_MANDAIC
        case .newa: HB_SCRIPT_NEWA
        case .saurashtra: HB_SCRIPT_SAURASHTRA
        case .sylotiNagri: HB_SCRIPT_SYLOTI_NAGRI
        case .wancho: HB_SCRIPT_WANCHO
        case .tagalog: HB_SCRIPT_TAGALOG
        case .bassaVah: HB_SCRIPT_BASSA_VAH
        case .mendeKikakui: HB_SCRIPT_MENDE_KIKAKUI
        case .pahawhHmong: HB_SCRIPT_PAHAWH_HMONG
        case .soraSompeng: HB_SCRIPT_SORA_SOMPENG
        case .medefaidrin: HB_SCRIPT_MEDEFAIDRIN
        case .samaritan: HB_SCRIPT_SAMARITAN
        case .osmanya: HB_SCRIPT_OSMANYA
        case .gunjalaGondi: HB_SCRIPT_GUNJALA_GONDI
        case .masaramGondi: HB_SCRIPT_MASARAM_GONDI
        case .anatolianHieroglyphs: HB_SCRIPT_ANATOLIAN_HIEROGLYPHS
        case .avestan: HB_SCRIPT_AVESTAN
        case .bhaiksuki: HB_SCRIPT_BHAIKSUKI
        case .brahmi: HB_SCRIPT_BRAHMI
        case .buhid: HB_SCRIPT_BUHID
        case .carian: HB_SCRIPT_CARIAN
        case .caucasianAlbanian: HB_SCRIPT_CAUCASIAN_ALBANIAN
        case .coptic: HB_SCRIPT_COPTIC
        case .cuneiform: HB_SCRIPT_CUNEIFORM
        case .cypriot: HB_SCRIPT_CYPRIOT
        case .deseret: HB_SCRIPT_DESERET
        case .duployan: HB_SCRIPT_DUPLOYAN
        case .egyptianHieroglyphs: HB_SCRIPT_EGYPTIAN_HIEROGLYPHS
        case .elbasan: HB_SCRIPT_ELBASAN
        case .elymaic: HB_SCRIPT_ELYMAIC
        case .glagolitic: HB_SCRIPT_GLAGOLITIC
        case .gothic: HB_SCRIPT_GOTHIC
        case .grantha: HB_SCRIPT_GRANTHA
        case .hanunoo: HB_SCRIPT_HANUNOO
        case .hatran: HB_SCRIPT_HATRAN
        case .imperialAramaic: HB_SCRIPT_IMPERIAL_ARAMAIC
        case .inscriptionalPahlavi: HB_SCRIPT_INSCRIPTIONAL_PAHLAVI
        case .inscriptionalParthian: HB_SCRIPT_INSCRIPTIONAL_PARTHIAN
        case .kaithi: HB_SCRIPT_KAITHI
        case .kharoshthi: HB_SCRIPT_KHAROSHTHI
        case .khojki: HB_SCRIPT_KHOJKI
        case .khudawadi: HB_SCRIPT_KHUDAWADI
        case .linearA: HB_SCRIPT_LINEAR_A
        case .linearB: HB_SCRIPT_LINEAR_B
        case .lycian: HB_SCRIPT_LYCIAN
        case .lydian: HB_SCRIPT_LYDIAN
        case .mahajani: HB_SCRIPT_MAHAJANI
        case .manichaean: HB_SCRIPT_MANICHAEAN
        case .marchen: HB_SCRIPT_MARCHEN
        // Its hieroglyphs, a script of their own to HarfBuzz, reach the family through `fallbackOrder`.
        case .meroitic: HB_SCRIPT_MEROITIC_CURSIVE
        case .modi: HB_SCRIPT_MODI
        case .mro: HB_SCRIPT_MRO
        case .multani: HB_SCRIPT_MULTANI
        case .nabataean: HB_SCRIPT_NABATAEAN
        case .nushu: HB_SCRIPT_NUSHU
        case .ogham: HB_SCRIPT_OGHAM
        case .oldHungarian: HB_SCRIPT_OLD_HUNGARIAN
        case .oldItalic: HB_SCRIPT_OLD_ITALIC
        case .oldNorthArabian: HB_SCRIPT_OLD_NORTH_ARABIAN
        case .oldPermic: HB_SCRIPT_OLD_PERMIC
        case .oldPersian: HB_SCRIPT_OLD_PERSIAN
        case .oldSogdian: HB_SCRIPT_OLD_SOGDIAN
        case .oldSouthArabian: HB_SCRIPT_OLD_SOUTH_ARABIAN
        case .oldTurkic: HB_SCRIPT_OLD_TURKIC
        case .palmyrene: HB_SCRIPT_PALMYRENE
        case .pauCinHau: HB_SCRIPT_PAU_CIN_HAU
        case .phagsPa: HB_SCRIPT_PHAGS_PA
        case .phoenician: HB_SCRIPT_PHOENICIAN
        case .psalterPahlavi: HB_SCRIPT_PSALTER_PAHLAVI
        case .runic: HB_SCRIPT_RUNIC
        case .sharada: HB_SCRIPT_SHARADA
        case .shavian: HB_SCRIPT_SHAVIAN
        case .siddham: HB_SCRIPT_SIDDHAM
        case .sogdian: HB_SCRIPT_SOGDIAN
        case .soyombo: HB_SCRIPT_SOYOMBO
        case .tagbanwa: HB_SCRIPT_TAGBANWA
        case .takri: HB_SCRIPT_TAKRI
        case .tirhuta: HB_SCRIPT_TIRHUTA
        case .ugaritic: HB_SCRIPT_UGARITIC
        case .warangCiti: HB_SCRIPT_WARANG_CITI
        case .zanabazarSquare: HB_SCRIPT_ZANABAZAR_SQUARE
        case .ahom: HB_SCRIPT_AHOM
        case .dogra: HB_SCRIPT_DOGRA
        case .nyiakengPuachueHmong: HB_SCRIPT_NYIAKENG_PUACHUE_HMONG
        case .yezidi: HB_SCRIPT_YEZIDI
        }
    }
}
