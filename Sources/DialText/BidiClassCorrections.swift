import CFriBidi

/// The bidirectional classes that Unicode gave characters after the version of the system's FriBidi data, which
/// replace FriBidi's before the levels are resolved.
///
/// Debian's FriBidi 1.0.8 carries Unicode 10.0's data. A character assigned since then takes there the default class
/// of its block, R in the right-to-left blocks: Hanifi Rohingya's digits (U+10D30–10D39, class AN since Unicode 11.0)
/// were typed R, so "𐴱𐴲𐴳" (123) was drawn right to left, "321", on a clinic's face (stranger17 #1). The table is
/// every range of assigned code points whose class in the Unicode Character Database differs from FriBidi's, made
/// by `scripts/bidi-class-corrections.py` from Python 3.11's `unicodedata` (Unicode 14.0.0) against FriBidi 1.0.8,
/// so that nothing is fetched at build or run time. A FriBidi whose data is as new as the table's or newer is
/// left alone: its own classes are then the newer ones.
enum BidiClassCorrections {
    /// The classes a correction sets (the ones Unicode 11.0 to 14.0 gave where FriBidi's data says otherwise).
    enum BidiClass: Sendable {
        case l, r, al, en, an, et, on, nsm

        /// FriBidi's type for the class.
        var friBidiType: FriBidiCharType {
            switch self {
            case .l: DialFriBidiTypeL
            case .r: DialFriBidiTypeR
            case .al: DialFriBidiTypeAL
            case .en: DialFriBidiTypeEN
            case .an: DialFriBidiTypeAN
            case .et: DialFriBidiTypeET
            case .on: DialFriBidiTypeON
            case .nsm: DialFriBidiTypeNSM
            }
        }
    }

    /// Code points `low` through `high`, all of `bidiClass`.
    struct Entry: Sendable {
        let low: UInt32
        let high: UInt32
        let bidiClass: BidiClass

        init(_ low: UInt32, _ high: UInt32, _ bidiClass: BidiClass) {
            (self.low, self.high, self.bidiClass) = (low, high, bidiClass)
        }
    }

    /// The Unicode version the table was made from.
    static let unicodeVersion = (major: 14, minor: 0)

    /// The Unicode version of the system's FriBidi data ("10.0.0" for Debian's 1.0.8).
    static let friBidiUnicodeVersion = String(cString: DialFriBidiUnicodeVersion())

    /// Whether the system's FriBidi has data older than the table's, so that the table corrects it.
    static let applies: Bool = {
        let parts = friBidiUnicodeVersion.split(separator: ".").map { Int($0) ?? 0 }
        let version = (major: parts.first ?? 0, minor: parts.dropFirst().first ?? 0)
        return version < unicodeVersion
    }()

    /// FriBidi's types of `scalars`, corrected where its data predates the table.
    static func types(of scalars: [FriBidiChar]) -> [FriBidiCharType] {
        var types = [FriBidiCharType](repeating: FriBidiCharType(rawValue: 0), count: scalars.count)
        fribidi_get_bidi_types(scalars, FriBidiStrIndex(scalars.count), &types)
        guard applies else { return types }
        // Hebrew and the Arabic block, the right-to-left text most lines hold, lie below the table's first entry.
        for index in scalars.indices where scalars[index] >= table[0].low {
            if let corrected = bidiClass(of: scalars[index]) { types[index] = corrected.friBidiType }
        }
        return types
    }

    /// The table's class for `value`, nil where FriBidi's is the database's.
    static func bidiClass(of value: UInt32) -> BidiClass? {
        var (low, high) = (0, table.count)
        while low < high {
            let middle = (low + high) / 2
            if table[middle].high < value { low = middle + 1 } else { high = middle }
        }
        guard low < table.count, table[low].low <= value else { return nil }
        return table[low].bidiClass
    }

    /// Sorted, without overlaps. Unicode 14.0.0 against FriBidi's Unicode 10.0.0: 106 ranges.
    static let table: [Entry] = [
        Entry(0x07FD, 0x07FD, .nsm),  // nko dantayalan
        Entry(0x0870, 0x088E, .al),  // arabic letter alef with attached fatha
        Entry(0x0890, 0x0891, .an),  // arabic pound mark above
        Entry(0x0898, 0x089F, .nsm),  // arabic small high word al-juz
        Entry(0x08B5, 0x08B5, .al),  // arabic letter qaf with dot below and no dots above
        Entry(0x08BE, 0x08C9, .al),  // arabic letter peh with small v
        Entry(0x08CA, 0x08D3, .nsm),  // arabic small high farsi yeh
        Entry(0x09FE, 0x09FE, .nsm),  // bengali sandhi mark
        Entry(0x0B55, 0x0B55, .nsm),  // oriya sign overline
        Entry(0x0C04, 0x0C04, .nsm),  // telugu sign combining anusvara above
        Entry(0x0C3C, 0x0C3C, .nsm),  // telugu sign nukta
        Entry(0x0D81, 0x0D81, .nsm),  // sinhala sign candrabindu
        Entry(0x0EBA, 0x0EBA, .nsm),  // lao sign pali virama
        Entry(0x1734, 0x1734, .l),  // hanunoo sign pamudpod
        Entry(0x180F, 0x180F, .nsm),  // mongolian free variation selector four
        Entry(0x1ABF, 0x1ACE, .nsm),  // combining latin small letter w below
        Entry(0x1DFA, 0x1DFA, .nsm),  // combining dot below left
        Entry(0x20C0, 0x20C0, .et),  // som sign
        Entry(0x2B97, 0x2B97, .on),  // symbol for type a electronics
        Entry(0x2BBA, 0x2BBC, .on),  // overlapping white squares
        Entry(0x2BC9, 0x2BC9, .on),  // neptune form two
        Entry(0x2BD3, 0x2BEB, .on),  // pluto form two
        Entry(0x2BF0, 0x2BFF, .on),  // eris form one
        Entry(0x2E4A, 0x2E5D, .on),  // dotted solidus
        Entry(0xA82C, 0xA82C, .nsm),  // syloti nagri sign alternate hasanta
        Entry(0xA8FF, 0xA8FF, .nsm),  // devanagari vowel sign ay
        Entry(0xA9BD, 0xA9BD, .nsm),  // javanese consonant sign keret
        Entry(0xAB6A, 0xAB6B, .on),  // modifier letter left tack
        Entry(0xFD40, 0xFD4F, .on),  // arabic ligature rahimahu allaah
        Entry(0xFDCF, 0xFDCF, .on),  // arabic ligature salaamuhu alaynaa
        Entry(0xFDFE, 0xFDFF, .on),  // arabic ligature subhaanahu wa taaalaa
        Entry(0x1019C, 0x1019C, .on),  // ascia symbol
        Entry(0x10D00, 0x10D23, .al),  // hanifi rohingya letter a
        Entry(0x10D24, 0x10D27, .nsm),  // hanifi rohingya sign harbahay
        Entry(0x10D30, 0x10D39, .an),  // hanifi rohingya digit zero
        Entry(0x10EAB, 0x10EAC, .nsm),  // yezidi combining hamza mark
        Entry(0x10F30, 0x10F45, .al),  // sogdian letter aleph
        Entry(0x10F46, 0x10F50, .nsm),  // sogdian combining dot below
        Entry(0x10F51, 0x10F59, .al),  // sogdian number one
        Entry(0x10F82, 0x10F85, .nsm),  // old uyghur combining dot above
        Entry(0x11070, 0x11070, .nsm),  // brahmi sign old tamil virama
        Entry(0x11073, 0x11074, .nsm),  // brahmi vowel sign old tamil short e
        Entry(0x110C2, 0x110C2, .nsm),  // kaithi vowel sign vocalic r
        Entry(0x111C9, 0x111C9, .nsm),  // sharada sandhi mark
        Entry(0x111CF, 0x111CF, .nsm),  // sharada sign inverted candrabindu
        Entry(0x1133B, 0x1133B, .nsm),  // combining bindu below
        Entry(0x1145E, 0x1145E, .nsm),  // newa sandhi mark
        Entry(0x1182F, 0x11837, .nsm),  // dogra vowel sign u
        Entry(0x11839, 0x1183A, .nsm),  // dogra sign virama
        Entry(0x1193B, 0x1193C, .nsm),  // dives akuru sign anusvara
        Entry(0x1193E, 0x1193E, .nsm),  // dives akuru virama
        Entry(0x11943, 0x11943, .nsm),  // dives akuru sign nukta
        Entry(0x119D4, 0x119D7, .nsm),  // nandinagari vowel sign u
        Entry(0x119DA, 0x119DB, .nsm),  // nandinagari vowel sign e
        Entry(0x119E0, 0x119E0, .nsm),  // nandinagari sign virama
        Entry(0x11D90, 0x11D91, .nsm),  // gunjala gondi vowel sign ee
        Entry(0x11D95, 0x11D95, .nsm),  // gunjala gondi sign anusvara
        Entry(0x11D97, 0x11D97, .nsm),  // gunjala gondi virama
        Entry(0x11EF3, 0x11EF4, .nsm),  // makasar vowel sign i
        Entry(0x11FD5, 0x11FDC, .on),  // tamil sign nel
        Entry(0x11FDD, 0x11FE0, .et),  // tamil sign kaacu
        Entry(0x11FE1, 0x11FF1, .on),  // tamil sign paaram
        Entry(0x16F4F, 0x16F4F, .nsm),  // miao sign consonant modifier bar
        Entry(0x16FE2, 0x16FE2, .on),  // old chinese hook mark
        Entry(0x16FE4, 0x16FE4, .nsm),  // khitan small script filler
        Entry(0x1CF00, 0x1CF2D, .nsm),  // znamenny combining mark gorazdo nizko s kryzhem on left
        Entry(0x1CF30, 0x1CF46, .nsm),  // znamenny combining tonal range mark mrachno
        Entry(0x1D1E9, 0x1D1EA, .on),  // musical symbol sori
        Entry(0x1E130, 0x1E136, .nsm),  // nyiakeng puachue hmong tone-b
        Entry(0x1E2AE, 0x1E2AE, .nsm),  // toto sign rising tone
        Entry(0x1E2EC, 0x1E2EF, .nsm),  // wancho tone tup
        Entry(0x1E2FF, 0x1E2FF, .et),  // wancho ngun sign
        Entry(0x1E94B, 0x1E94B, .r),  // adlam nasalization mark
        Entry(0x1EC71, 0x1ECB4, .al),  // indic siyaq number one
        Entry(0x1ED01, 0x1ED3D, .al),  // ottoman siyaq number one
        Entry(0x1F10D, 0x1F10F, .on),  // circled zero with slash
        Entry(0x1F12F, 0x1F12F, .on),  // copyleft symbol
        Entry(0x1F16C, 0x1F16F, .on),  // raised mr sign
        Entry(0x1F1AD, 0x1F1AD, .on),  // mask work symbol
        Entry(0x1F6D5, 0x1F6D7, .on),  // hindu temple
        Entry(0x1F6DD, 0x1F6DF, .on),  // playground slide
        Entry(0x1F6F9, 0x1F6FC, .on),  // skateboard
        Entry(0x1F7D5, 0x1F7D8, .on),  // circled triangle
        Entry(0x1F7E0, 0x1F7EB, .on),  // large orange circle
        Entry(0x1F7F0, 0x1F7F0, .on),  // heavy equals sign
        Entry(0x1F8B0, 0x1F8B1, .on),  // arrow pointing upwards then north west
        Entry(0x1F90C, 0x1F90F, .on),  // pinched fingers
        Entry(0x1F93F, 0x1F93F, .on),  // diving mask
        Entry(0x1F94D, 0x1F94F, .on),  // lacrosse stick and ball
        Entry(0x1F96C, 0x1F97F, .on),  // leafy green
        Entry(0x1F998, 0x1F9BF, .on),  // kangaroo
        Entry(0x1F9C1, 0x1F9CF, .on),  // cupcake
        Entry(0x1F9E7, 0x1FA53, .on),  // red gift envelope
        Entry(0x1FA60, 0x1FA6D, .on),  // xiangqi red general
        Entry(0x1FA70, 0x1FA74, .on),  // ballet shoes
        Entry(0x1FA78, 0x1FA7C, .on),  // drop of blood
        Entry(0x1FA80, 0x1FA86, .on),  // yo-yo
        Entry(0x1FA90, 0x1FAAC, .on),  // ringed planet
        Entry(0x1FAB0, 0x1FABA, .on),  // fly
        Entry(0x1FAC0, 0x1FAC5, .on),  // anatomical heart
        Entry(0x1FAD0, 0x1FAD9, .on),  // blueberries
        Entry(0x1FAE0, 0x1FAE7, .on),  // melting face
        Entry(0x1FAF0, 0x1FAF6, .on),  // hand with index finger and thumb crossed
        Entry(0x1FB00, 0x1FB92, .on),  // block sextant-1
        Entry(0x1FB94, 0x1FBCA, .on),  // left half inverse medium shade and right half block
        Entry(0x1FBF0, 0x1FBF9, .en),  // segmented digit zero
    ]
}
