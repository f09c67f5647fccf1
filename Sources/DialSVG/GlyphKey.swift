import DialText

/// One glyph of one font, packed in one word so that looking it up costs no string hashing (`PinnedFont`'s raw value
/// is a string).
struct GlyphKey: Hashable {
    let font: PinnedFont
    let id: UInt32
    private let packed: UInt64

    init(font: PinnedFont, id: UInt32) {
        self.font = font
        self.id = id
        let ordinal: UInt64 = switch font {
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
        case .notoSansCJK: 42
        case .notoSansCJKBold: 43
        case .dejaVuSans: 44
        case .dejaVuSansBold: 45
        case .notoColorEmoji: 46
        }
        packed = ordinal << 32 | UInt64(id)
    }

    static func == (a: GlyphKey, b: GlyphKey) -> Bool { a.packed == b.packed }

    func hash(into hasher: inout Hasher) { hasher.combine(packed) }
}
