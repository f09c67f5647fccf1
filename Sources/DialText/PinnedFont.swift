/// The font files Dial ships with (pinned: nothing else is ever loaded).
///
/// The raw value is the file's base name, so a golden record can name fonts stably. Text asks for an Inter face;
/// what Inter lacks comes from the other families in the weight nearest the asked one (see `PinnedFontFamily`).
public enum PinnedFont: String, CaseIterable, Sendable, Codable {
    /// Inter, regular weight.
    case interRegular = "Inter-Regular"
    /// Inter, medium weight.
    case interMedium = "Inter-Medium"
    /// Inter, semi-bold weight.
    case interSemiBold = "Inter-SemiBold"
    /// Inter, bold weight.
    case interBold = "Inter-Bold"
    /// Noto Sans Arabic, regular.
    case notoSansArabic = "NotoSansArabic-Regular"
    /// Noto Sans Arabic, bold.
    case notoSansArabicBold = "NotoSansArabic-Bold"
    /// Noto Sans Armenian, regular.
    case notoSansArmenian = "NotoSansArmenian-Regular"
    /// Noto Sans Armenian, bold.
    case notoSansArmenianBold = "NotoSansArmenian-Bold"
    /// Noto Sans Bengali, regular.
    case notoSansBengali = "NotoSansBengali-Regular"
    /// Noto Sans Bengali, bold.
    case notoSansBengaliBold = "NotoSansBengali-Bold"
    /// Noto Sans Devanagari, regular.
    case notoSansDevanagari = "NotoSansDevanagari-Regular"
    /// Noto Sans Devanagari, bold.
    case notoSansDevanagariBold = "NotoSansDevanagari-Bold"
    /// Noto Sans Ethiopic, regular.
    case notoSansEthiopic = "NotoSansEthiopic-Regular"
    /// Noto Sans Ethiopic, bold.
    case notoSansEthiopicBold = "NotoSansEthiopic-Bold"
    /// Noto Sans Georgian, regular.
    case notoSansGeorgian = "NotoSansGeorgian-Regular"
    /// Noto Sans Georgian, bold.
    case notoSansGeorgianBold = "NotoSansGeorgian-Bold"
    /// Noto Sans Gujarati, regular.
    case notoSansGujarati = "NotoSansGujarati-Regular"
    /// Noto Sans Gujarati, bold.
    case notoSansGujaratiBold = "NotoSansGujarati-Bold"
    /// Noto Sans Gurmukhi, regular.
    case notoSansGurmukhi = "NotoSansGurmukhi-Regular"
    /// Noto Sans Gurmukhi, bold.
    case notoSansGurmukhiBold = "NotoSansGurmukhi-Bold"
    /// Noto Sans Hebrew, regular.
    case notoSansHebrew = "NotoSansHebrew-Regular"
    /// Noto Sans Hebrew, bold.
    case notoSansHebrewBold = "NotoSansHebrew-Bold"
    /// Noto Sans Kannada, regular.
    case notoSansKannada = "NotoSansKannada-Regular"
    /// Noto Sans Kannada, bold.
    case notoSansKannadaBold = "NotoSansKannada-Bold"
    /// Noto Sans Khmer, regular.
    case notoSansKhmer = "NotoSansKhmer-Regular"
    /// Noto Sans Khmer, bold.
    case notoSansKhmerBold = "NotoSansKhmer-Bold"
    /// Noto Sans Lao, regular.
    case notoSansLao = "NotoSansLao-Regular"
    /// Noto Sans Lao, bold.
    case notoSansLaoBold = "NotoSansLao-Bold"
    /// Noto Sans Malayalam, regular.
    case notoSansMalayalam = "NotoSansMalayalam-Regular"
    /// Noto Sans Malayalam, bold.
    case notoSansMalayalamBold = "NotoSansMalayalam-Bold"
    /// Noto Sans Myanmar, regular.
    case notoSansMyanmar = "NotoSansMyanmar-Regular"
    /// Noto Sans Myanmar, bold.
    case notoSansMyanmarBold = "NotoSansMyanmar-Bold"
    /// Noto Sans Oriya, regular.
    case notoSansOriya = "NotoSansOriya-Regular"
    /// Noto Sans Oriya, bold.
    case notoSansOriyaBold = "NotoSansOriya-Bold"
    /// Noto Sans Sinhala, regular.
    case notoSansSinhala = "NotoSansSinhala-Regular"
    /// Noto Sans Sinhala, bold.
    case notoSansSinhalaBold = "NotoSansSinhala-Bold"
    /// Noto Sans Tamil, regular.
    case notoSansTamil = "NotoSansTamil-Regular"
    /// Noto Sans Tamil, bold.
    case notoSansTamilBold = "NotoSansTamil-Bold"
    /// Noto Sans Telugu, regular.
    case notoSansTelugu = "NotoSansTelugu-Regular"
    /// Noto Sans Telugu, bold.
    case notoSansTeluguBold = "NotoSansTelugu-Bold"
    /// Noto Sans Thai, regular.
    case notoSansThai = "NotoSansThai-Regular"
    /// Noto Sans Thai, bold.
    case notoSansThaiBold = "NotoSansThai-Bold"
    /// Noto Sans Mongolian, regular: fonts-noto-core has no bold, so a bold line's Mongolian takes it too.
    case notoSansMongolian = "NotoSansMongolian-Regular"
    /// Noto Sans Syriac, regular: fonts-noto-core has no bold, so a bold line's Syriac takes it too.
    case notoSansSyriac = "NotoSansSyriac-Regular"
    /// Noto Sans Thaana (Dhivehi), regular.
    case notoSansThaana = "NotoSansThaana-Regular"
    /// Noto Sans Thaana, bold.
    case notoSansThaanaBold = "NotoSansThaana-Bold"
    /// Noto Serif Tibetan, regular: Noto draws Tibetan in a serif design only.
    case notoSerifTibetan = "NotoSerifTibetan-Regular"
    /// Noto Serif Tibetan, bold.
    case notoSerifTibetanBold = "NotoSerifTibetan-Bold"
    /// Noto Sans CJK (its Japanese face, the first of the collection), regular: Han, kana, Hangul and Bopomofo.
    case notoSansCJK = "NotoSansCJK-Regular"
    /// Noto Sans CJK, bold.
    case notoSansCJKBold = "NotoSansCJK-Bold"
    /// DejaVu Sans: the last resort for symbols (arrows, geometric shapes, mathematics) no other family has.
    case dejaVuSans = "DejaVuSans"
    /// DejaVu Sans Bold.
    case dejaVuSansBold = "DejaVuSans-Bold"
    /// Noto Color Emoji: colour bitmaps (CBDT), no outlines. Never a fallback: `TextShaper` sends emoji clusters to
    /// it by their Unicode properties (see `EmojiCluster`), whatever font the text asks for.
    case notoColorEmoji = "NotoColorEmoji"
    /// Google's Material Icons (Apache-2.0): the shapes `Image(systemName:)` draws, each SF Symbols name mapped to an
    /// icon by meaning (DialCore's `SymbolName+Outline`), as SF Symbols may not be redistributed. Never a text font:
    /// its glyphs sit at private-use code points no text reaches.
    case materialIcons = "MaterialIcons-Regular"
    /// Inter, extra-bold weight: only what Bold Text draws a bold text in (`legible(_:)`). Added after the
    /// fonts before it, so that each of those keeps its `index`.
    case interExtraBold = "Inter-ExtraBold"
    /// Quicksand (SIL OFL), regular: `design: rounded`. SF Pro Rounded may not be redistributed; Quicksand is the
    /// rounded sans among Debian's font packages, its strokes' ends round as SF Rounded's are.
    case quicksandRegular = "Quicksand-Regular"
    /// Quicksand, medium.
    case quicksandMedium = "Quicksand-Medium"
    /// Quicksand, bold.
    case quicksandBold = "Quicksand-Bold"
    /// DejaVu Serif: `design: serif` (New York is Apple's and may not be redistributed).
    case dejaVuSerif = "DejaVuSerif"
    /// DejaVu Serif Bold.
    case dejaVuSerifBold = "DejaVuSerif-Bold"
    /// DejaVu Sans Mono: `design: monospaced` (for SF Mono).
    case dejaVuSansMono = "DejaVuSansMono"
    /// DejaVu Sans Mono Bold.
    case dejaVuSansMonoBold = "DejaVuSansMono-Bold"
    /// Inter, thin (100): SwiftUI's `ultraLight`. This and the three after it are the weights a view asks for by
    /// name (`"weight": "thin"`) that Inter's other faces would draw a step or more off; fonts-inter ships them all,
    /// so they are required, but opened on first use: few faces ask for them.
    case interThin = "Inter-Thin"
    /// Inter, extra-light (200): SwiftUI's `thin`.
    case interExtraLight = "Inter-ExtraLight"
    /// Inter, light (300).
    case interLight = "Inter-Light"
    /// Inter, black (900).
    case interBlack = "Inter-Black"
    /// Quicksand, light (300): `rounded` at `light` and lighter, Quicksand's lightest.
    case quicksandLight = "Quicksand-Light"
    // The scripts below were installed by fonts-noto-core all along and drawn as boxes (Cherokee, stranger8 #8) or
    // from DejaVu (syllabics) until pinned; added after the fonts before them, so that each of those keeps its `index`.
    /// Noto Sans Cherokee, regular.
    case notoSansCherokee = "NotoSansCherokee-Regular"
    /// Noto Sans Cherokee, bold.
    case notoSansCherokeeBold = "NotoSansCherokee-Bold"
    /// Noto Sans Canadian Aboriginal (Unified Canadian Aboriginal Syllabics: Inuktitut, Cree, Ojibwe), regular.
    case notoSansCanadianAboriginal = "NotoSansCanadianAboriginal-Regular"
    /// Noto Sans Canadian Aboriginal, bold.
    case notoSansCanadianAboriginalBold = "NotoSansCanadianAboriginal-Bold"
    /// Noto Sans Tifinagh (Tamazight), regular: fonts-noto-core has no bold, so a bold line's Tifinagh takes it too.
    case notoSansTifinagh = "NotoSansTifinagh-Regular"
    /// Noto Sans Adlam (Fulani), regular.
    case notoSansAdlam = "NotoSansAdlam-Regular"
    /// Noto Sans Adlam, bold.
    case notoSansAdlamBold = "NotoSansAdlam-Bold"
    /// Noto Sans N'Ko (Manding), regular: fonts-noto-core has no bold, so a bold line's N'Ko takes it too.
    case notoSansNKo = "NotoSansNKo-Regular"
    /// Noto Sans Ol Chiki (Santali), regular.
    case notoSansOlChiki = "NotoSansOlChiki-Regular"
    /// Noto Sans Ol Chiki, bold.
    case notoSansOlChikiBold = "NotoSansOlChiki-Bold"
    /// Noto Sans Hanifi Rohingya, regular.
    case notoSansHanifiRohingya = "NotoSansHanifiRohingya-Regular"
    /// Noto Sans Hanifi Rohingya, bold.
    case notoSansHanifiRohingyaBold = "NotoSansHanifiRohingya-Bold"
    // Living scripts fonts-noto-core installs, which Apple's systems also draw from Noto fonts of their own (iOS has
    // Javanese, Balinese, Sundanese, Batak, Buginese and Rejang since 15): pinned after stranger10's Javanese face
    // drew boxes, each after the fonts before it so that those keep their `index`.
    /// Noto Sans Javanese: Javanese (Indonesia, aksara Jawa), regular.
    case notoSansJavanese = "NotoSansJavanese-Regular"
    /// Noto Sans Javanese, bold.
    case notoSansJavaneseBold = "NotoSansJavanese-Bold"
    /// Noto Sans Balinese: Balinese (aksara Bali), regular.
    case notoSansBalinese = "NotoSansBalinese-Regular"
    /// Noto Sans Balinese, bold.
    case notoSansBalineseBold = "NotoSansBalinese-Bold"
    /// Noto Sans Sundanese: Sundanese (aksara Sunda), regular.
    case notoSansSundanese = "NotoSansSundanese-Regular"
    /// Noto Sans Sundanese, bold.
    case notoSansSundaneseBold = "NotoSansSundanese-Bold"
    /// Noto Sans Batak: Batak (Sumatra), regular: fonts-noto-core has no bold.
    case notoSansBatak = "NotoSansBatak-Regular"
    /// Noto Sans Buginese: Buginese (Lontara, Sulawesi), regular: fonts-noto-core has no bold.
    case notoSansBuginese = "NotoSansBuginese-Regular"
    /// Noto Sans Rejang: Rejang (Sumatra), regular: fonts-noto-core has no bold.
    case notoSansRejang = "NotoSansRejang-Regular"
    /// Noto Sans Cham: Cham (Vietnam, Cambodia), regular.
    case notoSansCham = "NotoSansCham-Regular"
    /// Noto Sans Cham, bold.
    case notoSansChamBold = "NotoSansCham-Bold"
    /// Noto Sans Chakma: Chakma (Bangladesh, India), regular: fonts-noto-core has no bold.
    case notoSansChakma = "NotoSansChakma-Regular"
    /// Noto Sans Kayah Li: Kayah Li (Myanmar), regular.
    case notoSansKayahLi = "NotoSansKayahLi-Regular"
    /// Noto Sans Kayah Li, bold.
    case notoSansKayahLiBold = "NotoSansKayahLi-Bold"
    /// Noto Sans Lepcha: Lepcha (Sikkim), regular: fonts-noto-core has no bold.
    case notoSansLepcha = "NotoSansLepcha-Regular"
    /// Noto Sans Limbu: Limbu (Nepal, Sikkim), regular: fonts-noto-core has no bold.
    case notoSansLimbu = "NotoSansLimbu-Regular"
    /// Noto Sans Lisu: Lisu (Fraser script), regular.
    case notoSansLisu = "NotoSansLisu-Regular"
    /// Noto Sans Lisu, bold.
    case notoSansLisuBold = "NotoSansLisu-Bold"
    /// Noto Sans Meetei Mayek: Meetei Mayek (Manipuri), regular.
    case notoSansMeeteiMayek = "NotoSansMeeteiMayek-Regular"
    /// Noto Sans Meetei Mayek, bold.
    case notoSansMeeteiMayekBold = "NotoSansMeeteiMayek-Bold"
    /// Noto Sans Miao: Miao (Pollard script), regular: fonts-noto-core has no bold.
    case notoSansMiao = "NotoSansMiao-Regular"
    /// Noto Sans New Tai Lue: New Tai Lue (Xishuangbanna Dai), regular: fonts-noto-core has no bold.
    case notoSansNewTaiLue = "NotoSansNewTaiLue-Regular"
    /// Noto Sans Osage, regular: fonts-noto-core has no bold.
    case notoSansOsage = "NotoSansOsage-Regular"
    /// Noto Sans Tai Le: Tai Le (Tai Nüa), regular: fonts-noto-core has no bold.
    case notoSansTaiLe = "NotoSansTaiLe-Regular"
    /// Noto Sans Tai Tham: Tai Tham (Lanna, Tai Khün, Tai Lü), regular.
    case notoSansTaiTham = "NotoSansTaiTham-Regular"
    /// Noto Sans Tai Tham, bold.
    case notoSansTaiThamBold = "NotoSansTaiTham-Bold"
    /// Noto Sans Tai Viet: Tai Viet (Tai Dam), regular: fonts-noto-core has no bold.
    case notoSansTaiViet = "NotoSansTaiViet-Regular"
    /// Noto Sans Vai: Vai (Liberia), regular: fonts-noto-core has no bold.
    case notoSansVai = "NotoSansVai-Regular"
    /// Noto Sans Yi: Yi (Nuosu), regular: fonts-noto-core has no bold.
    case notoSansYi = "NotoSansYi-Regular"
    /// Noto Sans Bamum: Bamum (Cameroon), regular.
    case notoSansBamum = "NotoSansBamum-Regular"
    /// Noto Sans Bamum, bold.
    case notoSansBamumBold = "NotoSansBamum-Bold"
    /// Noto Sans Mandaic, regular: fonts-noto-core has no bold.
    case notoSansMandaic = "NotoSansMandaic-Regular"
    /// Noto Sans Newa: Newa (Nepal Bhasa), regular: fonts-noto-core has no bold.
    case notoSansNewa = "NotoSansNewa-Regular"
    /// Noto Sans Saurashtra, regular: fonts-noto-core has no bold.
    case notoSansSaurashtra = "NotoSansSaurashtra-Regular"
    /// Noto Sans Syloti Nagri: Syloti Nagri (Sylheti), regular: fonts-noto-core has no bold.
    case notoSansSylotiNagri = "NotoSansSylotiNagri-Regular"
    /// Noto Sans Wancho, regular: fonts-noto-core has no bold.
    case notoSansWancho = "NotoSansWancho-Regular"
    /// Noto Sans Tagalog: Tagalog (Baybayin), regular: fonts-noto-core has no bold.
    case notoSansTagalog = "NotoSansTagalog-Regular"
    /// Noto Sans Bassa Vah: Bassa Vah (Liberia), regular: fonts-noto-core has no bold.
    case notoSansBassaVah = "NotoSansBassaVah-Regular"
    /// Noto Sans Mende Kikakui: Mende Kikakui (Sierra Leone), regular: fonts-noto-core has no bold.
    case notoSansMendeKikakui = "NotoSansMendeKikakui-Regular"
    /// Noto Sans Pahawh Hmong, regular: fonts-noto-core has no bold.
    case notoSansPahawhHmong = "NotoSansPahawhHmong-Regular"
    /// Noto Sans Sora Sompeng, regular.
    case notoSansSoraSompeng = "NotoSansSoraSompeng-Regular"
    /// Noto Sans Sora Sompeng, bold.
    case notoSansSoraSompengBold = "NotoSansSoraSompeng-Bold"
    /// Noto Sans Medefaidrin: Medefaidrin (Nigeria), regular.
    case notoSansMedefaidrin = "NotoSansMedefaidrin-Regular"
    /// Noto Sans Medefaidrin, bold.
    case notoSansMedefaidrinBold = "NotoSansMedefaidrin-Bold"
    /// Noto Sans Samaritan, regular: fonts-noto-core has no bold.
    case notoSansSamaritan = "NotoSansSamaritan-Regular"
    /// Noto Sans Osmanya: Osmanya (Somali), regular: fonts-noto-core has no bold.
    case notoSansOsmanya = "NotoSansOsmanya-Regular"
    /// Noto Sans Gunjala Gondi, regular: fonts-noto-core has no bold.
    case notoSansGunjalaGondi = "NotoSansGunjalaGondi-Regular"
    /// Noto Sans Masaram Gondi, regular: fonts-noto-core has no bold.
    case notoSansMasaramGondi = "NotoSansMasaramGondi-Regular"

    /// The file's name inside its directory, e.g. "Inter-Medium.otf", "NotoSansThai-Bold.ttf" or
    /// "NotoSansCJK-Regular.ttc".
    public var fileName: String {
        switch family {
        case .inter: rawValue + ".otf"
        case .noto, .dejaVu, .notoEmoji, .materialIcons, .quicksand, .dejaVuSerif, .dejaVuMono: rawValue + ".ttf"
        case .notoCJK: rawValue + ".ttc"
        }
    }

    /// The weight on CSS's scale: 400 regular, 500 medium, 600 semi-bold, 700 bold.
    public var weight: Int {
        switch self {
        case .interThin: 100
        case .interExtraLight: 200
        case .interLight, .quicksandLight: 300
        case .interRegular: 400
        case .interMedium, .quicksandMedium: 500
        case .interSemiBold: 600
        case .interExtraBold: 800
        case .interBlack: 900
        case .interBold, .dejaVuSansBold, .quicksandBold, .dejaVuSerifBold, .dejaVuSansMonoBold, .notoSansCJKBold, .notoSansArabicBold, .notoSansArmenianBold, .notoSansBengaliBold, .notoSansDevanagariBold, .notoSansEthiopicBold, .notoSansGeorgianBold, .notoSansGujaratiBold, .notoSansGurmukhiBold, .notoSansHebrewBold, .notoSansKannadaBold, .notoSansKhmerBold, .notoSansLaoBold, .notoSansMalayalamBold, .notoSansMyanmarBold, .notoSansOriyaBold, .notoSansSinhalaBold, .notoSansTamilBold, .notoSansTeluguBold, .notoSansThaiBold, .notoSansThaanaBold, .notoSerifTibetanBold, .notoSansCherokeeBold, .notoSansCanadianAboriginalBold, .notoSansAdlamBold, .notoSansOlChikiBold, .notoSansHanifiRohingyaBold,
             .notoSansJavaneseBold, .notoSansBalineseBold, .notoSansSundaneseBold, .notoSansChamBold, .notoSansKayahLiBold, .notoSansLisuBold, .notoSansMeeteiMayekBold, .notoSansTaiThamBold, .notoSansBamumBold, .notoSansSoraSompengBold, .notoSansMedefaidrinBold: 700
        default: 400
        }
    }

    /// The weight the other families are matched at where this face lacks a character (a rounded line's Greek and
    /// Cyrillic, its Devanagari): its own, but for Quicksand, whose strokes are lighter than its weights' names say.
    /// At 400 px an "l"'s stem is 48 px in Quicksand Bold, 52 in Inter SemiBold, 61 in Inter Bold; 38 in Quicksand
    /// Medium, 42 in Inter Medium; 24 in Quicksand Regular, 26 in Inter Light; 16 in Quicksand Light, 17 in Inter
    /// ExtraLight. Matched by its name, a semi-bold rounded line (Quicksand Bold) drew "Πειραιάς" in Inter Bold,
    /// visibly heavier than its "07:45" (stranger7 #18).
    public var fallbackWeight: Int {
        switch self {
        case .quicksandLight: 200
        case .quicksandRegular: 300
        case .quicksandMedium: 500
        case .quicksandBold: 600
        default: weight
        }
    }

    /// The face text in this font is drawn in under `weight`: itself for `regular`; for `bold` (the wearer's Bold Text)
    /// the family's face nearest the next heavier weight of `LegibilityWeight.boldWeight(for:)`, so that a family
    /// with fewer faces (Noto and DejaVu have regular and bold only) takes the nearest heavier one.
    public func legible(_ weight: LegibilityWeight) -> PinnedFont {
        switch weight {
        case .regular: self
        case .bold: family.face(nearest: LegibilityWeight.boldWeight(for: self.weight))
        }
    }

    /// Whether Dial works without the file: only Inter, DejaVu and the designs' faces (Quicksand, DejaVu Serif and
    /// Sans Mono) are required. Without an optional family its
    /// script is drawn as .notdef boxes, which `dial lint` and `dial validate` report (`TextShaper.missingGlyphs`);
    /// without Material Icons a symbol cannot be drawn, and asking for one is an error that names the package.
    var isOptional: Bool {
        switch family {
        case .inter, .dejaVu, .quicksand, .dejaVuSerif, .dejaVuMono: false
        case .noto, .notoCJK, .notoEmoji, .materialIcons: true
        }
    }

    /// Whether text is ever drawn in the font: not the icon font, whose glyphs are drawn only as symbols.
    var drawsText: Bool { family != .materialIcons }

    /// Whether the font's glyphs are colour bitmaps rather than outlines: layout draws them as pictures
    /// (`TextShaper.colorGlyph(_:size:)`), as neither Cairo's glyph path nor the SVG writer's outlines can show them.
    public var hasColorGlyphs: Bool {
        self == .notoColorEmoji
    }

    /// The font's place in `allCases`: an array index, for tables looked up per character and per glyph, where
    /// hashing the raw value (a string) would cost more than the lookup.
    package var index: Int {
        switch self {
        case .interRegular: 0
        case .interMedium: 1
        case .interSemiBold: 2
        case .interBold: 3
        case .notoSansArabic: 4
        case .notoSansArabicBold: 5
        case .notoSansArmenian: 6
        case .notoSansArmenianBold: 7
        case .notoSansBengali: 8
        case .notoSansBengaliBold: 9
        case .notoSansDevanagari: 10
        case .notoSansDevanagariBold: 11
        case .notoSansEthiopic: 12
        case .notoSansEthiopicBold: 13
        case .notoSansGeorgian: 14
        case .notoSansGeorgianBold: 15
        case .notoSansGujarati: 16
        case .notoSansGujaratiBold: 17
        case .notoSansGurmukhi: 18
        case .notoSansGurmukhiBold: 19
        case .notoSansHebrew: 20
        case .notoSansHebrewBold: 21
        case .notoSansKannada: 22
        case .notoSansKannadaBold: 23
        case .notoSansKhmer: 24
        case .notoSansKhmerBold: 25
        case .notoSansLao: 26
        case .notoSansLaoBold: 27
        case .notoSansMalayalam: 28
        case .notoSansMalayalamBold: 29
        case .notoSansMyanmar: 30
        case .notoSansMyanmarBold: 31
        case .notoSansOriya: 32
        case .notoSansOriyaBold: 33
        case .notoSansSinhala: 34
        case .notoSansSinhalaBold: 35
        case .notoSansTamil: 36
        case .notoSansTamilBold: 37
        case .notoSansTelugu: 38
        case .notoSansTeluguBold: 39
        case .notoSansThai: 40
        case .notoSansThaiBold: 41
        case .notoSansMongolian: 42
        case .notoSansSyriac: 43
        case .notoSansThaana: 44
        case .notoSansThaanaBold: 45
        case .notoSerifTibetan: 46
        case .notoSerifTibetanBold: 47
        case .notoSansCJK: 48
        case .notoSansCJKBold: 49
        case .dejaVuSans: 50
        case .dejaVuSansBold: 51
        case .notoColorEmoji: 52
        case .materialIcons: 53
        case .interExtraBold: 54
        case .quicksandRegular: 55
        case .quicksandMedium: 56
        case .quicksandBold: 57
        case .dejaVuSerif: 58
        case .dejaVuSerifBold: 59
        case .dejaVuSansMono: 60
        case .dejaVuSansMonoBold: 61
        case .interThin: 62
        case .interExtraLight: 63
        case .interLight: 64
        case .interBlack: 65
        case .quicksandLight: 66
        case .notoSansCherokee: 67
        case .notoSansCherokeeBold: 68
        case .notoSansCanadianAboriginal: 69
        case .notoSansCanadianAboriginalBold: 70
        case .notoSansTifinagh: 71
        case .notoSansAdlam: 72
        case .notoSansAdlamBold: 73
        case .notoSansNKo: 74
        case .notoSansOlChiki: 75
        case .notoSansOlChikiBold: 76
        case .notoSansHanifiRohingya: 77
        case .notoSansHanifiRohingyaBold: 78
        case .notoSansJavanese: 79
        case .notoSansJavaneseBold: 80
        case .notoSansBalinese: 81
        case .notoSansBalineseBold: 82
        case .notoSansSundanese: 83
        case .notoSansSundaneseBold: 84
        case .notoSansBatak: 85
        case .notoSansBuginese: 86
        case .notoSansRejang: 87
        case .notoSansCham: 88
        case .notoSansChamBold: 89
        case .notoSansChakma: 90
        case .notoSansKayahLi: 91
        case .notoSansKayahLiBold: 92
        case .notoSansLepcha: 93
        case .notoSansLimbu: 94
        case .notoSansLisu: 95
        case .notoSansLisuBold: 96
        case .notoSansMeeteiMayek: 97
        case .notoSansMeeteiMayekBold: 98
        case .notoSansMiao: 99
        case .notoSansNewTaiLue: 100
        case .notoSansOsage: 101
        case .notoSansTaiLe: 102
        case .notoSansTaiTham: 103
        case .notoSansTaiThamBold: 104
        case .notoSansTaiViet: 105
        case .notoSansVai: 106
        case .notoSansYi: 107
        case .notoSansBamum: 108
        case .notoSansBamumBold: 109
        case .notoSansMandaic: 110
        case .notoSansNewa: 111
        case .notoSansSaurashtra: 112
        case .notoSansSylotiNagri: 113
        case .notoSansWancho: 114
        case .notoSansTagalog: 115
        case .notoSansBassaVah: 116
        case .notoSansMendeKikakui: 117
        case .notoSansPahawhHmong: 118
        case .notoSansSoraSompeng: 119
        case .notoSansSoraSompengBold: 120
        case .notoSansMedefaidrin: 121
        case .notoSansMedefaidrinBold: 122
        case .notoSansSamaritan: 123
        case .notoSansOsmanya: 124
        case .notoSansGunjalaGondi: 125
        case .notoSansMasaramGondi: 126
        }
    }

    /// The Debian package that installs the file: "fonts-noto-core".
    public var debianPackage: String {
        family.debianPackage
    }

    /// The family the file belongs to, which says which Debian package (and so which directory) it comes from.
    var family: PinnedFontFamily {
        switch self {
        case .interRegular, .interMedium, .interSemiBold, .interBold, .interExtraBold, .interThin, .interExtraLight, .interLight,
             .interBlack: .inter
        case .notoSansArabic, .notoSansArabicBold: .noto(.arabic)
        case .notoSansArmenian, .notoSansArmenianBold: .noto(.armenian)
        case .notoSansBengali, .notoSansBengaliBold: .noto(.bengali)
        case .notoSansDevanagari, .notoSansDevanagariBold: .noto(.devanagari)
        case .notoSansEthiopic, .notoSansEthiopicBold: .noto(.ethiopic)
        case .notoSansGeorgian, .notoSansGeorgianBold: .noto(.georgian)
        case .notoSansGujarati, .notoSansGujaratiBold: .noto(.gujarati)
        case .notoSansGurmukhi, .notoSansGurmukhiBold: .noto(.gurmukhi)
        case .notoSansHebrew, .notoSansHebrewBold: .noto(.hebrew)
        case .notoSansKannada, .notoSansKannadaBold: .noto(.kannada)
        case .notoSansKhmer, .notoSansKhmerBold: .noto(.khmer)
        case .notoSansLao, .notoSansLaoBold: .noto(.lao)
        case .notoSansMalayalam, .notoSansMalayalamBold: .noto(.malayalam)
        case .notoSansMyanmar, .notoSansMyanmarBold: .noto(.myanmar)
        case .notoSansOriya, .notoSansOriyaBold: .noto(.oriya)
        case .notoSansSinhala, .notoSansSinhalaBold: .noto(.sinhala)
        case .notoSansTamil, .notoSansTamilBold: .noto(.tamil)
        case .notoSansTelugu, .notoSansTeluguBold: .noto(.telugu)
        case .notoSansThai, .notoSansThaiBold: .noto(.thai)
        case .notoSansMongolian: .noto(.mongolian)
        case .notoSansSyriac: .noto(.syriac)
        case .notoSansThaana, .notoSansThaanaBold: .noto(.thaana)
        case .notoSerifTibetan, .notoSerifTibetanBold: .noto(.tibetan)
        case .notoSansCherokee, .notoSansCherokeeBold: .noto(.cherokee)
        case .notoSansCanadianAboriginal, .notoSansCanadianAboriginalBold: .noto(.canadianAboriginal)
        case .notoSansTifinagh: .noto(.tifinagh)
        case .notoSansAdlam, .notoSansAdlamBold: .noto(.adlam)
        case .notoSansNKo: .noto(.nko)
        case .notoSansOlChiki, .notoSansOlChikiBold: .noto(.olChiki)
        case .notoSansHanifiRohingya, .notoSansHanifiRohingyaBold: .noto(.hanifiRohingya)
        case .notoSansJavanese, .notoSansJavaneseBold: .noto(.javanese)
        case .notoSansBalinese, .notoSansBalineseBold: .noto(.balinese)
        case .notoSansSundanese, .notoSansSundaneseBold: .noto(.sundanese)
        case .notoSansBatak: .noto(.batak)
        case .notoSansBuginese: .noto(.buginese)
        case .notoSansRejang: .noto(.rejang)
        case .notoSansCham, .notoSansChamBold: .noto(.cham)
        case .notoSansChakma: .noto(.chakma)
        case .notoSansKayahLi, .notoSansKayahLiBold: .noto(.kayahLi)
        case .notoSansLepcha: .noto(.lepcha)
        case .notoSansLimbu: .noto(.limbu)
        case .notoSansLisu, .notoSansLisuBold: .noto(.lisu)
        case .notoSansMeeteiMayek, .notoSansMeeteiMayekBold: .noto(.meeteiMayek)
        case .notoSansMiao: .noto(.miao)
        case .notoSansNewTaiLue: .noto(.newTaiLue)
        case .notoSansOsage: .noto(.osage)
        case .notoSansTaiLe: .noto(.taiLe)
        case .notoSansTaiTham, .notoSansTaiThamBold: .noto(.taiTham)
        case .notoSansTaiViet: .noto(.taiViet)
        case .notoSansVai: .noto(.vai)
        case .notoSansYi: .noto(.yi)
        case .notoSansBamum, .notoSansBamumBold: .noto(.bamum)
        case .notoSansMandaic: .noto(.mandaic)
        case .notoSansNewa: .noto(.newa)
        case .notoSansSaurashtra: .noto(.saurashtra)
        case .notoSansSylotiNagri: .noto(.sylotiNagri)
        case .notoSansWancho: .noto(.wancho)
        case .notoSansTagalog: .noto(.tagalog)
        case .notoSansBassaVah: .noto(.bassaVah)
        case .notoSansMendeKikakui: .noto(.mendeKikakui)
        case .notoSansPahawhHmong: .noto(.pahawhHmong)
        case .notoSansSoraSompeng, .notoSansSoraSompengBold: .noto(.soraSompeng)
        case .notoSansMedefaidrin, .notoSansMedefaidrinBold: .noto(.medefaidrin)
        case .notoSansSamaritan: .noto(.samaritan)
        case .notoSansOsmanya: .noto(.osmanya)
        case .notoSansGunjalaGondi: .noto(.gunjalaGondi)
        case .notoSansMasaramGondi: .noto(.masaramGondi)
        case .notoSansCJK, .notoSansCJKBold: .notoCJK
        case .dejaVuSans, .dejaVuSansBold: .dejaVu
        case .notoColorEmoji: .notoEmoji
        case .materialIcons: .materialIcons
        case .quicksandLight, .quicksandRegular, .quicksandMedium, .quicksandBold: .quicksand
        case .dejaVuSerif, .dejaVuSerifBold: .dejaVuSerif
        case .dejaVuSansMono, .dejaVuSansMonoBold: .dejaVuMono
        }
    }

    /// Whether the file is opened when the shaper is made: Inter and DejaVu Sans, which nearly every face draws with.
    /// The designs' faces are required (a missing one is an error when the shaper is made) but opened on first use.
    var opensEagerly: Bool {
        switch self {
        case .interThin, .interExtraLight, .interLight, .interBlack: false
        default: family == .inter || family == .dejaVu
        }
    }
}
