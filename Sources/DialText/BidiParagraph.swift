import CFriBidi

/// The Unicode Bidirectional Algorithm (UAX #9, by FriBidi) applied to one line: the paragraph's direction and the
/// resolved embedding level of every Unicode scalar, even levels left to right, odd ones right to left. The classes
/// of characters newer than FriBidi's data are Unicode's, not FriBidi's defaults (`BidiClassCorrections`).
///
/// Mirroring and Arabic joining are left to HarfBuzz, which does both when a run is shaped right to left.
struct BidiParagraph {
    enum Direction: Sendable {
        case leftToRight
        case rightToLeft
    }

    let direction: Direction
    /// One level per Unicode scalar of the text, with rule L1 applied as for a single line (trailing whitespace
    /// goes back to the paragraph's level, so it stays at the line's end).
    let levels: [UInt8]

    /// Resolves `text`'s levels. A nil `direction` takes it from the first strong character (rules P2 and P3),
    /// left to right when there is none.
    init(_ text: String, direction requested: Direction?) {
        // Text with no right-to-left letter, Arabic digit or bidi control resolves to level 0 throughout, and most
        // text is like that: skipping FriBidi for it halves the cost of shaping a line.
        if requested != .rightToLeft, text.unicodeScalars.allSatisfy(Self.isNeverRightToLeft) {
            direction = .leftToRight
            levels = [UInt8](repeating: 0, count: text.unicodeScalars.count)
            return
        }
        (direction, levels) = Self.resolvedByFriBidi(text, direction: requested)
    }

    /// What FriBidi makes of `text`, without the shortcut for text that cannot hold right-to-left runs.
    static func resolvedByFriBidi(_ text: String, direction requested: Direction?) -> (Direction, [UInt8]) {
        let scalars = text.unicodeScalars.map { FriBidiChar($0.value) }
        guard !scalars.isEmpty else { return (requested ?? .leftToRight, []) }
        let count = FriBidiStrIndex(scalars.count)
        var types = BidiClassCorrections.types(of: scalars)
        var brackets = [FriBidiBracketType](repeating: 0, count: scalars.count)
        var resolved = [FriBidiLevel](repeating: 0, count: scalars.count)
        var base: FriBidiParType = switch requested {
        case nil: DialFriBidiParagraphOn
        case .leftToRight: DialFriBidiParagraphLTR
        case .rightToLeft: DialFriBidiParagraphRTL
        }
        // The spaces or thin spaces inside a number grouped by spaces, European or Arabic-Indic digits ("12 450 000", as
        // French, Russian or Guinea's francs group them), are common separators, as the no-break space is, so that the
        // groups read left to right as one number (W4) in a right-to-left line too: as whitespace they took the line's
        // order, and "12 450 000" read "000 450 12" (stranger9 #2). Only where the groups make one number
        // (`DigitGroups`): "5 7", two bus lines, stay two numbers, read right to left (review of session 14, §6).
        let digitKind = { (index: Int) -> Int? in
            types[index] == DialFriBidiTypeEN ? 0 : types[index] == DialFriBidiTypeAN ? 1 : nil
        }
        for spaces in DigitGroups.joiningSpaces(in: Array(text.unicodeScalars), kind: digitKind) {
            // A no-break space is a common separator already.
            for index in spaces where scalars[index] == 0x20 || scalars[index] == 0x2009 { types[index] = DialFriBidiTypeCS }
        }
        fribidi_get_bracket_types(scalars, count, types, &brackets)
        // Both return 0 only when FriBidi cannot allocate its working memory, which nothing here could recover from.
        guard fribidi_get_par_embedding_levels_ex(types, brackets, count, &base, &resolved) > 0,
              fribidi_reorder_line(0, types, count, 0, base, &resolved, nil, nil) > 0
        else {
            preconditionFailure("FriBidi failed to resolve embedding levels for \(scalars.count) characters")
        }
        return (base == DialFriBidiParagraphRTL ? .rightToLeft : .leftToRight, resolved.map { UInt8(clamping: $0) })
    }

    /// Whether `scalar` lies in a block range where FriBidi (checked over every code point of these ranges) knows
    /// no character of type R, AL or AN and no explicit or isolate control: Latin, Greek, Cyrillic, Armenian,
    /// Indic and South-East Asian scripts, and CJK, but not Hebrew, Arabic, Syriac, Thaana, NKo, the general
    /// punctuation block (which holds the bidi controls) or anything from the Hebrew presentation forms on.
    /// "…" (U+2026), a neutral that ends every shortened line, and the narrow no-break space (U+202F) that a locale's
    /// time writes before its day period ("4:09 AM", a world clock's every frame) are that block's characters let through.
    static func isNeverRightToLeft(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0..<0x0590, 0x0900..<0x2000, 0x2026, 0x202F, 0x2070..<0xFB1D: true
        default: false
        }
    }
}
