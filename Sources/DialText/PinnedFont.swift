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
    // The rest of fonts-noto-core's scripts: historical and liturgical ones (Coptic, Glagolitic, Grantha, Old Hungarian,
    // Runic, Egyptian hieroglyphs...) and the regional ones stranger11 met as boxes (Tirhuta for Maithili, Hanunoo),
    // so that no text in a script Debian has a Noto face for is drawn as boxes; four from Noto Serif, their only design.
    /// Noto Sans Anatolian Hieroglyphs, regular: fonts-noto-core has no bold.
    case notoSansAnatolianHieroglyphs = "NotoSansAnatolianHieroglyphs-Regular"
    /// Noto Sans Avestan, regular: fonts-noto-core has no bold.
    case notoSansAvestan = "NotoSansAvestan-Regular"
    /// Noto Sans Bhaiksuki, regular: fonts-noto-core has no bold.
    case notoSansBhaiksuki = "NotoSansBhaiksuki-Regular"
    /// Noto Sans Brahmi, regular: fonts-noto-core has no bold.
    case notoSansBrahmi = "NotoSansBrahmi-Regular"
    /// Noto Sans Buhid, regular: fonts-noto-core has no bold.
    case notoSansBuhid = "NotoSansBuhid-Regular"
    /// Noto Sans Carian, regular: fonts-noto-core has no bold.
    case notoSansCarian = "NotoSansCarian-Regular"
    /// Noto Sans Caucasian Albanian, regular: fonts-noto-core has no bold.
    case notoSansCaucasianAlbanian = "NotoSansCaucasianAlbanian-Regular"
    /// Noto Sans Coptic, regular: fonts-noto-core has no bold.
    case notoSansCoptic = "NotoSansCoptic-Regular"
    /// Noto Sans Cuneiform, regular: fonts-noto-core has no bold.
    case notoSansCuneiform = "NotoSansCuneiform-Regular"
    /// Noto Sans Cypriot, regular: fonts-noto-core has no bold.
    case notoSansCypriot = "NotoSansCypriot-Regular"
    /// Noto Sans Deseret, regular: fonts-noto-core has no bold.
    case notoSansDeseret = "NotoSansDeseret-Regular"
    /// Noto Sans Duployan, regular: fonts-noto-core has no bold.
    case notoSansDuployan = "NotoSansDuployan-Regular"
    /// Noto Sans Egyptian Hieroglyphs, regular: fonts-noto-core has no bold.
    case notoSansEgyptianHieroglyphs = "NotoSansEgyptianHieroglyphs-Regular"
    /// Noto Sans Elbasan, regular: fonts-noto-core has no bold.
    case notoSansElbasan = "NotoSansElbasan-Regular"
    /// Noto Sans Elymaic, regular: fonts-noto-core has no bold.
    case notoSansElymaic = "NotoSansElymaic-Regular"
    /// Noto Sans Glagolitic, regular: fonts-noto-core has no bold.
    case notoSansGlagolitic = "NotoSansGlagolitic-Regular"
    /// Noto Sans Gothic, regular: fonts-noto-core has no bold.
    case notoSansGothic = "NotoSansGothic-Regular"
    /// Noto Sans Grantha, regular: fonts-noto-core has no bold.
    case notoSansGrantha = "NotoSansGrantha-Regular"
    /// Noto Sans Hanunoo, regular: fonts-noto-core has no bold.
    case notoSansHanunoo = "NotoSansHanunoo-Regular"
    /// Noto Sans Hatran, regular: fonts-noto-core has no bold.
    case notoSansHatran = "NotoSansHatran-Regular"
    /// Noto Sans Imperial Aramaic, regular: fonts-noto-core has no bold.
    case notoSansImperialAramaic = "NotoSansImperialAramaic-Regular"
    /// Noto Sans Inscriptional Pahlavi, regular: fonts-noto-core has no bold.
    case notoSansInscriptionalPahlavi = "NotoSansInscriptionalPahlavi-Regular"
    /// Noto Sans Inscriptional Parthian, regular: fonts-noto-core has no bold.
    case notoSansInscriptionalParthian = "NotoSansInscriptionalParthian-Regular"
    /// Noto Sans Kaithi, regular: fonts-noto-core has no bold.
    case notoSansKaithi = "NotoSansKaithi-Regular"
    /// Noto Sans Kharoshthi, regular: fonts-noto-core has no bold.
    case notoSansKharoshthi = "NotoSansKharoshthi-Regular"
    /// Noto Sans Khojki, regular: fonts-noto-core has no bold.
    case notoSansKhojki = "NotoSansKhojki-Regular"
    /// Noto Sans Khudawadi, regular: fonts-noto-core has no bold.
    case notoSansKhudawadi = "NotoSansKhudawadi-Regular"
    /// Noto Sans Linear A, regular: fonts-noto-core has no bold.
    case notoSansLinearA = "NotoSansLinearA-Regular"
    /// Noto Sans Linear B, regular: fonts-noto-core has no bold.
    case notoSansLinearB = "NotoSansLinearB-Regular"
    /// Noto Sans Lycian, regular: fonts-noto-core has no bold.
    case notoSansLycian = "NotoSansLycian-Regular"
    /// Noto Sans Lydian, regular: fonts-noto-core has no bold.
    case notoSansLydian = "NotoSansLydian-Regular"
    /// Noto Sans Mahajani, regular: fonts-noto-core has no bold.
    case notoSansMahajani = "NotoSansMahajani-Regular"
    /// Noto Sans Manichaean, regular: fonts-noto-core has no bold.
    case notoSansManichaean = "NotoSansManichaean-Regular"
    /// Noto Sans Marchen, regular: fonts-noto-core has no bold.
    case notoSansMarchen = "NotoSansMarchen-Regular"
    /// Noto Sans Meroitic, regular: fonts-noto-core has no bold.
    case notoSansMeroitic = "NotoSansMeroitic-Regular"
    /// Noto Sans Modi, regular: fonts-noto-core has no bold.
    case notoSansModi = "NotoSansModi-Regular"
    /// Noto Sans Mro, regular: fonts-noto-core has no bold.
    case notoSansMro = "NotoSansMro-Regular"
    /// Noto Sans Multani, regular: fonts-noto-core has no bold.
    case notoSansMultani = "NotoSansMultani-Regular"
    /// Noto Sans Nabataean, regular: fonts-noto-core has no bold.
    case notoSansNabataean = "NotoSansNabataean-Regular"
    /// Noto Sans Nushu, regular: fonts-noto-core has no bold.
    case notoSansNushu = "NotoSansNushu-Regular"
    /// Noto Sans Ogham, regular: fonts-noto-core has no bold.
    case notoSansOgham = "NotoSansOgham-Regular"
    /// Noto Sans Old Hungarian, regular: fonts-noto-core has no bold.
    case notoSansOldHungarian = "NotoSansOldHungarian-Regular"
    /// Noto Sans Old Italic, regular: fonts-noto-core has no bold.
    case notoSansOldItalic = "NotoSansOldItalic-Regular"
    /// Noto Sans Old North Arabian, regular: fonts-noto-core has no bold.
    case notoSansOldNorthArabian = "NotoSansOldNorthArabian-Regular"
    /// Noto Sans Old Permic, regular: fonts-noto-core has no bold.
    case notoSansOldPermic = "NotoSansOldPermic-Regular"
    /// Noto Sans Old Persian, regular: fonts-noto-core has no bold.
    case notoSansOldPersian = "NotoSansOldPersian-Regular"
    /// Noto Sans Old Sogdian, regular: fonts-noto-core has no bold.
    case notoSansOldSogdian = "NotoSansOldSogdian-Regular"
    /// Noto Sans Old South Arabian, regular: fonts-noto-core has no bold.
    case notoSansOldSouthArabian = "NotoSansOldSouthArabian-Regular"
    /// Noto Sans Old Turkic, regular: fonts-noto-core has no bold.
    case notoSansOldTurkic = "NotoSansOldTurkic-Regular"
    /// Noto Sans Palmyrene, regular: fonts-noto-core has no bold.
    case notoSansPalmyrene = "NotoSansPalmyrene-Regular"
    /// Noto Sans Pau Cin Hau, regular: fonts-noto-core has no bold.
    case notoSansPauCinHau = "NotoSansPauCinHau-Regular"
    /// Noto Sans Phags Pa, regular: fonts-noto-core has no bold.
    case notoSansPhagsPa = "NotoSansPhagsPa-Regular"
    /// Noto Sans Phoenician, regular: fonts-noto-core has no bold.
    case notoSansPhoenician = "NotoSansPhoenician-Regular"
    /// Noto Sans Psalter Pahlavi, regular: fonts-noto-core has no bold.
    case notoSansPsalterPahlavi = "NotoSansPsalterPahlavi-Regular"
    /// Noto Sans Runic, regular: fonts-noto-core has no bold.
    case notoSansRunic = "NotoSansRunic-Regular"
    /// Noto Sans Sharada, regular: fonts-noto-core has no bold.
    case notoSansSharada = "NotoSansSharada-Regular"
    /// Noto Sans Shavian, regular: fonts-noto-core has no bold.
    case notoSansShavian = "NotoSansShavian-Regular"
    /// Noto Sans Siddham, regular: fonts-noto-core has no bold.
    case notoSansSiddham = "NotoSansSiddham-Regular"
    /// Noto Sans Sogdian, regular: fonts-noto-core has no bold.
    case notoSansSogdian = "NotoSansSogdian-Regular"
    /// Noto Sans Soyombo, regular: fonts-noto-core has no bold.
    case notoSansSoyombo = "NotoSansSoyombo-Regular"
    /// Noto Sans Tagbanwa, regular: fonts-noto-core has no bold.
    case notoSansTagbanwa = "NotoSansTagbanwa-Regular"
    /// Noto Sans Takri, regular: fonts-noto-core has no bold.
    case notoSansTakri = "NotoSansTakri-Regular"
    /// Noto Sans Tirhuta, regular: fonts-noto-core has no bold.
    case notoSansTirhuta = "NotoSansTirhuta-Regular"
    /// Noto Sans Ugaritic, regular: fonts-noto-core has no bold.
    case notoSansUgaritic = "NotoSansUgaritic-Regular"
    /// Noto Sans Warang Citi, regular: fonts-noto-core has no bold.
    case notoSansWarangCiti = "NotoSansWarangCiti-Regular"
    /// Noto Sans Zanabazar Square, regular: fonts-noto-core has no bold.
    case notoSansZanabazarSquare = "NotoSansZanabazarSquare-Regular"
    /// Noto Serif Ahom, regular: fonts-noto-core has no bold.
    case notoSerifAhom = "NotoSerifAhom-Regular"
    /// Noto Serif Dogra, regular: fonts-noto-core has no bold.
    case notoSerifDogra = "NotoSerifDogra-Regular"
    /// Noto Serif Nyiakeng Puachue Hmong, regular.
    case notoSerifNyiakengPuachueHmong = "NotoSerifNyiakengPuachueHmong-Regular"
    /// Noto Serif Nyiakeng Puachue Hmong, bold.
    case notoSerifNyiakengPuachueHmongBold = "NotoSerifNyiakengPuachueHmong-Bold"
    /// Noto Serif Yezidi, regular.
    case notoSerifYezidi = "NotoSerifYezidi-Regular"
    /// Noto Serif Yezidi, bold.
    case notoSerifYezidiBold = "NotoSerifYezidi-Bold"
    // Symbols of no script that neither DejaVu Sans nor Noto Sans CJK has (⎓ direct current, ⏚ earth, the APL and
    // technical symbols, Braille, chess, music), all from fonts-noto-core: drawn as boxes until pinned (stranger10).
    /// Noto Sans Symbols, regular: technical, alchemical, astrological and enclosed symbols.
    case notoSansSymbols = "NotoSansSymbols-Regular"
    /// Noto Sans Symbols, bold.
    case notoSansSymbolsBold = "NotoSansSymbols-Bold"
    /// Noto Sans Symbols 2, regular: Braille, chess, dominoes, arrows and shapes beyond DejaVu's; fonts-noto-core
    /// has no bold.
    case notoSansSymbols2 = "NotoSansSymbols2-Regular"
    /// Noto Sans Math, regular: the mathematical alphanumerics and operators; no bold.
    case notoSansMath = "NotoSansMath-Regular"
    /// Noto Music, regular: Western and Byzantine musical symbols; no bold.
    case notoMusic = "NotoMusic-Regular"
    /// Noto Sans Arabic, medium (500): from fonts-noto-extra.
    case notoSansArabicMedium = "NotoSansArabic-Medium"
    /// Noto Sans Arabic, semi-bold (600): from fonts-noto-extra.
    case notoSansArabicSemiBold = "NotoSansArabic-SemiBold"
    /// Noto Sans Armenian, medium (500): from fonts-noto-extra.
    case notoSansArmenianMedium = "NotoSansArmenian-Medium"
    /// Noto Sans Armenian, semi-bold (600): from fonts-noto-extra.
    case notoSansArmenianSemiBold = "NotoSansArmenian-SemiBold"
    /// Noto Sans Balinese, medium (500): from fonts-noto-extra.
    case notoSansBalineseMedium = "NotoSansBalinese-Medium"
    /// Noto Sans Balinese, semi-bold (600): from fonts-noto-extra.
    case notoSansBalineseSemiBold = "NotoSansBalinese-SemiBold"
    /// Noto Sans Bamum, medium (500): from fonts-noto-extra.
    case notoSansBamumMedium = "NotoSansBamum-Medium"
    /// Noto Sans Bamum, semi-bold (600): from fonts-noto-extra.
    case notoSansBamumSemiBold = "NotoSansBamum-SemiBold"
    /// Noto Sans Bengali, medium (500): from fonts-noto-extra.
    case notoSansBengaliMedium = "NotoSansBengali-Medium"
    /// Noto Sans Bengali, semi-bold (600): from fonts-noto-extra.
    case notoSansBengaliSemiBold = "NotoSansBengali-SemiBold"
    /// Noto Sans Canadian Aboriginal, medium (500): from fonts-noto-extra.
    case notoSansCanadianAboriginalMedium = "NotoSansCanadianAboriginal-Medium"
    /// Noto Sans Canadian Aboriginal, semi-bold (600): from fonts-noto-extra.
    case notoSansCanadianAboriginalSemiBold = "NotoSansCanadianAboriginal-SemiBold"
    /// Noto Sans Cham, medium (500): from fonts-noto-extra.
    case notoSansChamMedium = "NotoSansCham-Medium"
    /// Noto Sans Cham, semi-bold (600): from fonts-noto-extra.
    case notoSansChamSemiBold = "NotoSansCham-SemiBold"
    /// Noto Sans Cherokee, medium (500): from fonts-noto-extra.
    case notoSansCherokeeMedium = "NotoSansCherokee-Medium"
    /// Noto Sans Cherokee, semi-bold (600): from fonts-noto-extra.
    case notoSansCherokeeSemiBold = "NotoSansCherokee-SemiBold"
    /// Noto Sans Devanagari, medium (500): from fonts-noto-extra.
    case notoSansDevanagariMedium = "NotoSansDevanagari-Medium"
    /// Noto Sans Devanagari, semi-bold (600): from fonts-noto-extra.
    case notoSansDevanagariSemiBold = "NotoSansDevanagari-SemiBold"
    /// Noto Sans Ethiopic, medium (500): from fonts-noto-extra.
    case notoSansEthiopicMedium = "NotoSansEthiopic-Medium"
    /// Noto Sans Ethiopic, semi-bold (600): from fonts-noto-extra.
    case notoSansEthiopicSemiBold = "NotoSansEthiopic-SemiBold"
    /// Noto Sans Georgian, medium (500): from fonts-noto-extra.
    case notoSansGeorgianMedium = "NotoSansGeorgian-Medium"
    /// Noto Sans Georgian, semi-bold (600): from fonts-noto-extra.
    case notoSansGeorgianSemiBold = "NotoSansGeorgian-SemiBold"
    /// Noto Sans Gujarati, medium (500): from fonts-noto-extra.
    case notoSansGujaratiMedium = "NotoSansGujarati-Medium"
    /// Noto Sans Gujarati, semi-bold (600): from fonts-noto-extra.
    case notoSansGujaratiSemiBold = "NotoSansGujarati-SemiBold"
    /// Noto Sans Gurmukhi, medium (500): from fonts-noto-extra.
    case notoSansGurmukhiMedium = "NotoSansGurmukhi-Medium"
    /// Noto Sans Gurmukhi, semi-bold (600): from fonts-noto-extra.
    case notoSansGurmukhiSemiBold = "NotoSansGurmukhi-SemiBold"
    /// Noto Sans Hanifi Rohingya, medium (500): from fonts-noto-extra.
    case notoSansHanifiRohingyaMedium = "NotoSansHanifiRohingya-Medium"
    /// Noto Sans Hanifi Rohingya, semi-bold (600): from fonts-noto-extra.
    case notoSansHanifiRohingyaSemiBold = "NotoSansHanifiRohingya-SemiBold"
    /// Noto Sans Hebrew, medium (500): from fonts-noto-extra.
    case notoSansHebrewMedium = "NotoSansHebrew-Medium"
    /// Noto Sans Hebrew, semi-bold (600): from fonts-noto-extra.
    case notoSansHebrewSemiBold = "NotoSansHebrew-SemiBold"
    /// Noto Sans Kannada, medium (500): from fonts-noto-extra.
    case notoSansKannadaMedium = "NotoSansKannada-Medium"
    /// Noto Sans Kannada, semi-bold (600): from fonts-noto-extra.
    case notoSansKannadaSemiBold = "NotoSansKannada-SemiBold"
    /// Noto Sans Kayah Li, medium (500): from fonts-noto-extra.
    case notoSansKayahLiMedium = "NotoSansKayahLi-Medium"
    /// Noto Sans Kayah Li, semi-bold (600): from fonts-noto-extra.
    case notoSansKayahLiSemiBold = "NotoSansKayahLi-SemiBold"
    /// Noto Sans Khmer, medium (500): from fonts-noto-extra.
    case notoSansKhmerMedium = "NotoSansKhmer-Medium"
    /// Noto Sans Khmer, semi-bold (600): from fonts-noto-extra.
    case notoSansKhmerSemiBold = "NotoSansKhmer-SemiBold"
    /// Noto Sans Lao, medium (500): from fonts-noto-extra.
    case notoSansLaoMedium = "NotoSansLao-Medium"
    /// Noto Sans Lao, semi-bold (600): from fonts-noto-extra.
    case notoSansLaoSemiBold = "NotoSansLao-SemiBold"
    /// Noto Sans Lisu, medium (500): from fonts-noto-extra.
    case notoSansLisuMedium = "NotoSansLisu-Medium"
    /// Noto Sans Lisu, semi-bold (600): from fonts-noto-extra.
    case notoSansLisuSemiBold = "NotoSansLisu-SemiBold"
    /// Noto Sans Malayalam, medium (500): from fonts-noto-extra.
    case notoSansMalayalamMedium = "NotoSansMalayalam-Medium"
    /// Noto Sans Malayalam, semi-bold (600): from fonts-noto-extra.
    case notoSansMalayalamSemiBold = "NotoSansMalayalam-SemiBold"
    /// Noto Sans Medefaidrin, medium (500): from fonts-noto-extra.
    case notoSansMedefaidrinMedium = "NotoSansMedefaidrin-Medium"
    /// Noto Sans Medefaidrin, semi-bold (600): from fonts-noto-extra.
    case notoSansMedefaidrinSemiBold = "NotoSansMedefaidrin-SemiBold"
    /// Noto Sans Meetei Mayek, medium (500): from fonts-noto-extra.
    case notoSansMeeteiMayekMedium = "NotoSansMeeteiMayek-Medium"
    /// Noto Sans Meetei Mayek, semi-bold (600): from fonts-noto-extra.
    case notoSansMeeteiMayekSemiBold = "NotoSansMeeteiMayek-SemiBold"
    /// Noto Sans Myanmar, medium (500): from fonts-noto-extra.
    case notoSansMyanmarMedium = "NotoSansMyanmar-Medium"
    /// Noto Sans Myanmar, semi-bold (600): from fonts-noto-extra.
    case notoSansMyanmarSemiBold = "NotoSansMyanmar-SemiBold"
    /// Noto Sans Ol Chiki, medium (500): from fonts-noto-extra.
    case notoSansOlChikiMedium = "NotoSansOlChiki-Medium"
    /// Noto Sans Ol Chiki, semi-bold (600): from fonts-noto-extra.
    case notoSansOlChikiSemiBold = "NotoSansOlChiki-SemiBold"
    /// Noto Sans Sinhala, medium (500): from fonts-noto-extra.
    case notoSansSinhalaMedium = "NotoSansSinhala-Medium"
    /// Noto Sans Sinhala, semi-bold (600): from fonts-noto-extra.
    case notoSansSinhalaSemiBold = "NotoSansSinhala-SemiBold"
    /// Noto Sans Sora Sompeng, medium (500): from fonts-noto-extra.
    case notoSansSoraSompengMedium = "NotoSansSoraSompeng-Medium"
    /// Noto Sans Sora Sompeng, semi-bold (600): from fonts-noto-extra.
    case notoSansSoraSompengSemiBold = "NotoSansSoraSompeng-SemiBold"
    /// Noto Sans Sundanese, medium (500): from fonts-noto-extra.
    case notoSansSundaneseMedium = "NotoSansSundanese-Medium"
    /// Noto Sans Sundanese, semi-bold (600): from fonts-noto-extra.
    case notoSansSundaneseSemiBold = "NotoSansSundanese-SemiBold"
    /// Noto Sans Tai Tham, medium (500): from fonts-noto-extra.
    case notoSansTaiThamMedium = "NotoSansTaiTham-Medium"
    /// Noto Sans Tai Tham, semi-bold (600): from fonts-noto-extra.
    case notoSansTaiThamSemiBold = "NotoSansTaiTham-SemiBold"
    /// Noto Sans Tamil, medium (500): from fonts-noto-extra.
    case notoSansTamilMedium = "NotoSansTamil-Medium"
    /// Noto Sans Tamil, semi-bold (600): from fonts-noto-extra.
    case notoSansTamilSemiBold = "NotoSansTamil-SemiBold"
    /// Noto Sans Telugu, medium (500): from fonts-noto-extra.
    case notoSansTeluguMedium = "NotoSansTelugu-Medium"
    /// Noto Sans Telugu, semi-bold (600): from fonts-noto-extra.
    case notoSansTeluguSemiBold = "NotoSansTelugu-SemiBold"
    /// Noto Sans Thaana, medium (500): from fonts-noto-extra.
    case notoSansThaanaMedium = "NotoSansThaana-Medium"
    /// Noto Sans Thaana, semi-bold (600): from fonts-noto-extra.
    case notoSansThaanaSemiBold = "NotoSansThaana-SemiBold"
    /// Noto Sans Thai, medium (500): from fonts-noto-extra.
    case notoSansThaiMedium = "NotoSansThai-Medium"
    /// Noto Sans Thai, semi-bold (600): from fonts-noto-extra.
    case notoSansThaiSemiBold = "NotoSansThai-SemiBold"
    /// Noto Sans Symbols, medium (500): from fonts-noto-extra.
    case notoSansSymbolsMedium = "NotoSansSymbols-Medium"
    /// Noto Sans Symbols, semi-bold (600): from fonts-noto-extra.
    case notoSansSymbolsSemiBold = "NotoSansSymbols-SemiBold"
    /// Noto Serif Tibetan, medium (500): from fonts-noto-extra.
    case notoSerifTibetanMedium = "NotoSerifTibetan-Medium"
    /// Noto Serif Tibetan, semi-bold (600): from fonts-noto-extra.
    case notoSerifTibetanSemiBold = "NotoSerifTibetan-SemiBold"
    /// Noto Serif Nyiakeng Puachue Hmong, medium (500): from fonts-noto-extra.
    case notoSerifNyiakengPuachueHmongMedium = "NotoSerifNyiakengPuachueHmong-Medium"
    /// Noto Serif Nyiakeng Puachue Hmong, semi-bold (600): from fonts-noto-extra.
    case notoSerifNyiakengPuachueHmongSemiBold = "NotoSerifNyiakengPuachueHmong-SemiBold"
    /// Noto Serif Yezidi, medium (500): from fonts-noto-extra.
    case notoSerifYezidiMedium = "NotoSerifYezidi-Medium"
    /// Noto Serif Yezidi, semi-bold (600): from fonts-noto-extra.
    case notoSerifYezidiSemiBold = "NotoSerifYezidi-SemiBold"

    /// The file's name inside its directory, e.g. "Inter-Medium.otf", "NotoSansThai-Bold.ttf" or
    /// "NotoSansCJK-Regular.ttc".
    public var fileName: String {
        switch family {
        case .inter: rawValue + ".otf"
        case .noto, .notoSymbols, .notoSymbols2, .notoMath, .notoMusic, .dejaVu, .notoEmoji, .materialIcons, .quicksand, .dejaVuSerif,
             .dejaVuMono: rawValue + ".ttf"
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
        case .interMedium, .quicksandMedium, .notoSansArabicMedium, .notoSansArmenianMedium, .notoSansBalineseMedium, .notoSansBamumMedium, .notoSansBengaliMedium, .notoSansCanadianAboriginalMedium, .notoSansChamMedium, .notoSansCherokeeMedium, .notoSansDevanagariMedium, .notoSansEthiopicMedium, .notoSansGeorgianMedium, .notoSansGujaratiMedium, .notoSansGurmukhiMedium, .notoSansHanifiRohingyaMedium, .notoSansHebrewMedium, .notoSansKannadaMedium, .notoSansKayahLiMedium, .notoSansKhmerMedium, .notoSansLaoMedium, .notoSansLisuMedium, .notoSansMalayalamMedium, .notoSansMedefaidrinMedium, .notoSansMeeteiMayekMedium, .notoSansMyanmarMedium, .notoSansOlChikiMedium, .notoSansSinhalaMedium, .notoSansSoraSompengMedium, .notoSansSundaneseMedium, .notoSansTaiThamMedium, .notoSansTamilMedium, .notoSansTeluguMedium, .notoSansThaanaMedium, .notoSansThaiMedium, .notoSansSymbolsMedium, .notoSerifTibetanMedium, .notoSerifNyiakengPuachueHmongMedium, .notoSerifYezidiMedium: 500
        case .interSemiBold, .notoSansArabicSemiBold, .notoSansArmenianSemiBold, .notoSansBalineseSemiBold, .notoSansBamumSemiBold, .notoSansBengaliSemiBold, .notoSansCanadianAboriginalSemiBold, .notoSansChamSemiBold, .notoSansCherokeeSemiBold, .notoSansDevanagariSemiBold, .notoSansEthiopicSemiBold, .notoSansGeorgianSemiBold, .notoSansGujaratiSemiBold, .notoSansGurmukhiSemiBold, .notoSansHanifiRohingyaSemiBold, .notoSansHebrewSemiBold, .notoSansKannadaSemiBold, .notoSansKayahLiSemiBold, .notoSansKhmerSemiBold, .notoSansLaoSemiBold, .notoSansLisuSemiBold, .notoSansMalayalamSemiBold, .notoSansMedefaidrinSemiBold, .notoSansMeeteiMayekSemiBold, .notoSansMyanmarSemiBold, .notoSansOlChikiSemiBold, .notoSansSinhalaSemiBold, .notoSansSoraSompengSemiBold, .notoSansSundaneseSemiBold, .notoSansTaiThamSemiBold, .notoSansTamilSemiBold, .notoSansTeluguSemiBold, .notoSansThaanaSemiBold, .notoSansThaiSemiBold, .notoSansSymbolsSemiBold, .notoSerifTibetanSemiBold, .notoSerifNyiakengPuachueHmongSemiBold, .notoSerifYezidiSemiBold: 600
        case .interExtraBold: 800
        case .interBlack: 900
        case .interBold, .dejaVuSansBold, .quicksandBold, .dejaVuSerifBold, .dejaVuSansMonoBold, .notoSansCJKBold, .notoSansArabicBold, .notoSansArmenianBold, .notoSansBengaliBold, .notoSansDevanagariBold, .notoSansEthiopicBold, .notoSansGeorgianBold, .notoSansGujaratiBold, .notoSansGurmukhiBold, .notoSansHebrewBold, .notoSansKannadaBold, .notoSansKhmerBold, .notoSansLaoBold, .notoSansMalayalamBold, .notoSansMyanmarBold, .notoSansOriyaBold, .notoSansSinhalaBold, .notoSansTamilBold, .notoSansTeluguBold, .notoSansThaiBold, .notoSansThaanaBold, .notoSerifTibetanBold, .notoSansCherokeeBold, .notoSansCanadianAboriginalBold, .notoSansAdlamBold, .notoSansOlChikiBold, .notoSansHanifiRohingyaBold,
             .notoSansJavaneseBold, .notoSansBalineseBold, .notoSansSundaneseBold, .notoSansChamBold, .notoSansKayahLiBold, .notoSansLisuBold, .notoSansMeeteiMayekBold, .notoSansTaiThamBold, .notoSansBamumBold, .notoSansSoraSompengBold, .notoSansMedefaidrinBold, .notoSerifNyiakengPuachueHmongBold, .notoSerifYezidiBold, .notoSansSymbolsBold: 700
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

    /// The face of fonts-noto-core drawn in this one's place where fonts-noto-extra is not installed: for a medium
    /// face the family's regular, for a semi-bold one its bold (what Dial drew before the extra weights were pinned);
    /// every other face is its own.
    var coreFace: PinnedFont {
        switch family {
        case .noto where weight == 500 || weight == 600, .notoSymbols where weight == 500 || weight == 600:
            family.face(nearest: weight == 500 ? 400 : 700)
        default: self
        }
    }

    /// Whether Dial works without the file: only Inter, DejaVu and the designs' faces (Quicksand, DejaVu Serif and
    /// Sans Mono) are required. Without an optional family its
    /// script is drawn as .notdef boxes, which `dial lint` and `dial validate` report (`TextShaper.missingGlyphs`);
    /// without Material Icons a symbol cannot be drawn, and asking for one is an error that names the package.
    var isOptional: Bool {
        switch family {
        case .inter, .dejaVu, .quicksand, .dejaVuSerif, .dejaVuMono: false
        case .noto, .notoCJK, .notoSymbols, .notoSymbols2, .notoMath, .notoMusic, .notoEmoji, .materialIcons: true
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
        case .notoSansAnatolianHieroglyphs: 127
        case .notoSansAvestan: 128
        case .notoSansBhaiksuki: 129
        case .notoSansBrahmi: 130
        case .notoSansBuhid: 131
        case .notoSansCarian: 132
        case .notoSansCaucasianAlbanian: 133
        case .notoSansCoptic: 134
        case .notoSansCuneiform: 135
        case .notoSansCypriot: 136
        case .notoSansDeseret: 137
        case .notoSansDuployan: 138
        case .notoSansEgyptianHieroglyphs: 139
        case .notoSansElbasan: 140
        case .notoSansElymaic: 141
        case .notoSansGlagolitic: 142
        case .notoSansGothic: 143
        case .notoSansGrantha: 144
        case .notoSansHanunoo: 145
        case .notoSansHatran: 146
        case .notoSansImperialAramaic: 147
        case .notoSansInscriptionalPahlavi: 148
        case .notoSansInscriptionalParthian: 149
        case .notoSansKaithi: 150
        case .notoSansKharoshthi: 151
        case .notoSansKhojki: 152
        case .notoSansKhudawadi: 153
        case .notoSansLinearA: 154
        case .notoSansLinearB: 155
        case .notoSansLycian: 156
        case .notoSansLydian: 157
        case .notoSansMahajani: 158
        case .notoSansManichaean: 159
        case .notoSansMarchen: 160
        case .notoSansMeroitic: 161
        case .notoSansModi: 162
        case .notoSansMro: 163
        case .notoSansMultani: 164
        case .notoSansNabataean: 165
        case .notoSansNushu: 166
        case .notoSansOgham: 167
        case .notoSansOldHungarian: 168
        case .notoSansOldItalic: 169
        case .notoSansOldNorthArabian: 170
        case .notoSansOldPermic: 171
        case .notoSansOldPersian: 172
        case .notoSansOldSogdian: 173
        case .notoSansOldSouthArabian: 174
        case .notoSansOldTurkic: 175
        case .notoSansPalmyrene: 176
        case .notoSansPauCinHau: 177
        case .notoSansPhagsPa: 178
        case .notoSansPhoenician: 179
        case .notoSansPsalterPahlavi: 180
        case .notoSansRunic: 181
        case .notoSansSharada: 182
        case .notoSansShavian: 183
        case .notoSansSiddham: 184
        case .notoSansSogdian: 185
        case .notoSansSoyombo: 186
        case .notoSansTagbanwa: 187
        case .notoSansTakri: 188
        case .notoSansTirhuta: 189
        case .notoSansUgaritic: 190
        case .notoSansWarangCiti: 191
        case .notoSansZanabazarSquare: 192
        case .notoSerifAhom: 193
        case .notoSerifDogra: 194
        case .notoSerifNyiakengPuachueHmong: 195
        case .notoSerifNyiakengPuachueHmongBold: 196
        case .notoSerifYezidi: 197
        case .notoSerifYezidiBold: 198
        case .notoSansSymbols: 199
        case .notoSansSymbolsBold: 200
        case .notoSansSymbols2: 201
        case .notoSansMath: 202
        case .notoMusic: 203
        case .notoSansArabicMedium: 204
        case .notoSansArabicSemiBold: 205
        case .notoSansArmenianMedium: 206
        case .notoSansArmenianSemiBold: 207
        case .notoSansBalineseMedium: 208
        case .notoSansBalineseSemiBold: 209
        case .notoSansBamumMedium: 210
        case .notoSansBamumSemiBold: 211
        case .notoSansBengaliMedium: 212
        case .notoSansBengaliSemiBold: 213
        case .notoSansCanadianAboriginalMedium: 214
        case .notoSansCanadianAboriginalSemiBold: 215
        case .notoSansChamMedium: 216
        case .notoSansChamSemiBold: 217
        case .notoSansCherokeeMedium: 218
        case .notoSansCherokeeSemiBold: 219
        case .notoSansDevanagariMedium: 220
        case .notoSansDevanagariSemiBold: 221
        case .notoSansEthiopicMedium: 222
        case .notoSansEthiopicSemiBold: 223
        case .notoSansGeorgianMedium: 224
        case .notoSansGeorgianSemiBold: 225
        case .notoSansGujaratiMedium: 226
        case .notoSansGujaratiSemiBold: 227
        case .notoSansGurmukhiMedium: 228
        case .notoSansGurmukhiSemiBold: 229
        case .notoSansHanifiRohingyaMedium: 230
        case .notoSansHanifiRohingyaSemiBold: 231
        case .notoSansHebrewMedium: 232
        case .notoSansHebrewSemiBold: 233
        case .notoSansKannadaMedium: 234
        case .notoSansKannadaSemiBold: 235
        case .notoSansKayahLiMedium: 236
        case .notoSansKayahLiSemiBold: 237
        case .notoSansKhmerMedium: 238
        case .notoSansKhmerSemiBold: 239
        case .notoSansLaoMedium: 240
        case .notoSansLaoSemiBold: 241
        case .notoSansLisuMedium: 242
        case .notoSansLisuSemiBold: 243
        case .notoSansMalayalamMedium: 244
        case .notoSansMalayalamSemiBold: 245
        case .notoSansMedefaidrinMedium: 246
        case .notoSansMedefaidrinSemiBold: 247
        case .notoSansMeeteiMayekMedium: 248
        case .notoSansMeeteiMayekSemiBold: 249
        case .notoSansMyanmarMedium: 250
        case .notoSansMyanmarSemiBold: 251
        case .notoSansOlChikiMedium: 252
        case .notoSansOlChikiSemiBold: 253
        case .notoSansSinhalaMedium: 254
        case .notoSansSinhalaSemiBold: 255
        case .notoSansSoraSompengMedium: 256
        case .notoSansSoraSompengSemiBold: 257
        case .notoSansSundaneseMedium: 258
        case .notoSansSundaneseSemiBold: 259
        case .notoSansTaiThamMedium: 260
        case .notoSansTaiThamSemiBold: 261
        case .notoSansTamilMedium: 262
        case .notoSansTamilSemiBold: 263
        case .notoSansTeluguMedium: 264
        case .notoSansTeluguSemiBold: 265
        case .notoSansThaanaMedium: 266
        case .notoSansThaanaSemiBold: 267
        case .notoSansThaiMedium: 268
        case .notoSansThaiSemiBold: 269
        case .notoSansSymbolsMedium: 270
        case .notoSansSymbolsSemiBold: 271
        case .notoSerifTibetanMedium: 272
        case .notoSerifTibetanSemiBold: 273
        case .notoSerifNyiakengPuachueHmongMedium: 274
        case .notoSerifNyiakengPuachueHmongSemiBold: 275
        case .notoSerifYezidiMedium: 276
        case .notoSerifYezidiSemiBold: 277
        }
    }

    /// The Debian package that installs the file: "fonts-noto-core", or "fonts-noto-extra" for Noto's medium and
    /// semi-bold faces, which Debian ships apart from the regular and bold ones.
    public var debianPackage: String {
        switch family {
        case .noto where weight == 500 || weight == 600, .notoSymbols where weight == 500 || weight == 600: "fonts-noto-extra"
        default: family.debianPackage
        }
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
        case .notoSansAnatolianHieroglyphs: .noto(.anatolianHieroglyphs)
        case .notoSansAvestan: .noto(.avestan)
        case .notoSansBhaiksuki: .noto(.bhaiksuki)
        case .notoSansBrahmi: .noto(.brahmi)
        case .notoSansBuhid: .noto(.buhid)
        case .notoSansCarian: .noto(.carian)
        case .notoSansCaucasianAlbanian: .noto(.caucasianAlbanian)
        case .notoSansCoptic: .noto(.coptic)
        case .notoSansCuneiform: .noto(.cuneiform)
        case .notoSansCypriot: .noto(.cypriot)
        case .notoSansDeseret: .noto(.deseret)
        case .notoSansDuployan: .noto(.duployan)
        case .notoSansEgyptianHieroglyphs: .noto(.egyptianHieroglyphs)
        case .notoSansElbasan: .noto(.elbasan)
        case .notoSansElymaic: .noto(.elymaic)
        case .notoSansGlagolitic: .noto(.glagolitic)
        case .notoSansGothic: .noto(.gothic)
        case .notoSansGrantha: .noto(.grantha)
        case .notoSansHanunoo: .noto(.hanunoo)
        case .notoSansHatran: .noto(.hatran)
        case .notoSansImperialAramaic: .noto(.imperialAramaic)
        case .notoSansInscriptionalPahlavi: .noto(.inscriptionalPahlavi)
        case .notoSansInscriptionalParthian: .noto(.inscriptionalParthian)
        case .notoSansKaithi: .noto(.kaithi)
        case .notoSansKharoshthi: .noto(.kharoshthi)
        case .notoSansKhojki: .noto(.khojki)
        case .notoSansKhudawadi: .noto(.khudawadi)
        case .notoSansLinearA: .noto(.linearA)
        case .notoSansLinearB: .noto(.linearB)
        case .notoSansLycian: .noto(.lycian)
        case .notoSansLydian: .noto(.lydian)
        case .notoSansMahajani: .noto(.mahajani)
        case .notoSansManichaean: .noto(.manichaean)
        case .notoSansMarchen: .noto(.marchen)
        case .notoSansMeroitic: .noto(.meroitic)
        case .notoSansModi: .noto(.modi)
        case .notoSansMro: .noto(.mro)
        case .notoSansMultani: .noto(.multani)
        case .notoSansNabataean: .noto(.nabataean)
        case .notoSansNushu: .noto(.nushu)
        case .notoSansOgham: .noto(.ogham)
        case .notoSansOldHungarian: .noto(.oldHungarian)
        case .notoSansOldItalic: .noto(.oldItalic)
        case .notoSansOldNorthArabian: .noto(.oldNorthArabian)
        case .notoSansOldPermic: .noto(.oldPermic)
        case .notoSansOldPersian: .noto(.oldPersian)
        case .notoSansOldSogdian: .noto(.oldSogdian)
        case .notoSansOldSouthArabian: .noto(.oldSouthArabian)
        case .notoSansOldTurkic: .noto(.oldTurkic)
        case .notoSansPalmyrene: .noto(.palmyrene)
        case .notoSansPauCinHau: .noto(.pauCinHau)
        case .notoSansPhagsPa: .noto(.phagsPa)
        case .notoSansPhoenician: .noto(.phoenician)
        case .notoSansPsalterPahlavi: .noto(.psalterPahlavi)
        case .notoSansRunic: .noto(.runic)
        case .notoSansSharada: .noto(.sharada)
        case .notoSansShavian: .noto(.shavian)
        case .notoSansSiddham: .noto(.siddham)
        case .notoSansSogdian: .noto(.sogdian)
        case .notoSansSoyombo: .noto(.soyombo)
        case .notoSansTagbanwa: .noto(.tagbanwa)
        case .notoSansTakri: .noto(.takri)
        case .notoSansTirhuta: .noto(.tirhuta)
        case .notoSansUgaritic: .noto(.ugaritic)
        case .notoSansWarangCiti: .noto(.warangCiti)
        case .notoSansZanabazarSquare: .noto(.zanabazarSquare)
        case .notoSerifAhom: .noto(.ahom)
        case .notoSerifDogra: .noto(.dogra)
        case .notoSerifNyiakengPuachueHmong, .notoSerifNyiakengPuachueHmongBold: .noto(.nyiakengPuachueHmong)
        case .notoSerifYezidi, .notoSerifYezidiBold: .noto(.yezidi)
        case .notoSansArabicMedium, .notoSansArabicSemiBold: .noto(.arabic)
        case .notoSansArmenianMedium, .notoSansArmenianSemiBold: .noto(.armenian)
        case .notoSansBalineseMedium, .notoSansBalineseSemiBold: .noto(.balinese)
        case .notoSansBamumMedium, .notoSansBamumSemiBold: .noto(.bamum)
        case .notoSansBengaliMedium, .notoSansBengaliSemiBold: .noto(.bengali)
        case .notoSansCanadianAboriginalMedium, .notoSansCanadianAboriginalSemiBold: .noto(.canadianAboriginal)
        case .notoSansChamMedium, .notoSansChamSemiBold: .noto(.cham)
        case .notoSansCherokeeMedium, .notoSansCherokeeSemiBold: .noto(.cherokee)
        case .notoSansDevanagariMedium, .notoSansDevanagariSemiBold: .noto(.devanagari)
        case .notoSansEthiopicMedium, .notoSansEthiopicSemiBold: .noto(.ethiopic)
        case .notoSansGeorgianMedium, .notoSansGeorgianSemiBold: .noto(.georgian)
        case .notoSansGujaratiMedium, .notoSansGujaratiSemiBold: .noto(.gujarati)
        case .notoSansGurmukhiMedium, .notoSansGurmukhiSemiBold: .noto(.gurmukhi)
        case .notoSansHanifiRohingyaMedium, .notoSansHanifiRohingyaSemiBold: .noto(.hanifiRohingya)
        case .notoSansHebrewMedium, .notoSansHebrewSemiBold: .noto(.hebrew)
        case .notoSansKannadaMedium, .notoSansKannadaSemiBold: .noto(.kannada)
        case .notoSansKayahLiMedium, .notoSansKayahLiSemiBold: .noto(.kayahLi)
        case .notoSansKhmerMedium, .notoSansKhmerSemiBold: .noto(.khmer)
        case .notoSansLaoMedium, .notoSansLaoSemiBold: .noto(.lao)
        case .notoSansLisuMedium, .notoSansLisuSemiBold: .noto(.lisu)
        case .notoSansMalayalamMedium, .notoSansMalayalamSemiBold: .noto(.malayalam)
        case .notoSansMedefaidrinMedium, .notoSansMedefaidrinSemiBold: .noto(.medefaidrin)
        case .notoSansMeeteiMayekMedium, .notoSansMeeteiMayekSemiBold: .noto(.meeteiMayek)
        case .notoSansMyanmarMedium, .notoSansMyanmarSemiBold: .noto(.myanmar)
        case .notoSansOlChikiMedium, .notoSansOlChikiSemiBold: .noto(.olChiki)
        case .notoSansSinhalaMedium, .notoSansSinhalaSemiBold: .noto(.sinhala)
        case .notoSansSoraSompengMedium, .notoSansSoraSompengSemiBold: .noto(.soraSompeng)
        case .notoSansSundaneseMedium, .notoSansSundaneseSemiBold: .noto(.sundanese)
        case .notoSansTaiThamMedium, .notoSansTaiThamSemiBold: .noto(.taiTham)
        case .notoSansTamilMedium, .notoSansTamilSemiBold: .noto(.tamil)
        case .notoSansTeluguMedium, .notoSansTeluguSemiBold: .noto(.telugu)
        case .notoSansThaanaMedium, .notoSansThaanaSemiBold: .noto(.thaana)
        case .notoSansThaiMedium, .notoSansThaiSemiBold: .noto(.thai)
        case .notoSerifTibetanMedium, .notoSerifTibetanSemiBold: .noto(.tibetan)
        case .notoSerifNyiakengPuachueHmongMedium, .notoSerifNyiakengPuachueHmongSemiBold: .noto(.nyiakengPuachueHmong)
        case .notoSerifYezidiMedium, .notoSerifYezidiSemiBold: .noto(.yezidi)
        case .notoSansSymbols, .notoSansSymbolsMedium, .notoSansSymbolsSemiBold, .notoSansSymbolsBold: .notoSymbols
        case .notoSansSymbols2: .notoSymbols2
        case .notoSansMath: .notoMath
        case .notoMusic: .notoMusic
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
