import DialText

/// Where a text may be cut to be shortened with "…": never inside a number or what belongs to it (its sign, its
/// currency, its unit, its "%"), so that a shortened text drops a number whole ("PRÓXIMO TREN…") rather than show
/// part of it ("PRÓXIMO TREN 2…" reads as another time), nor inside a syllable of Myanmar, Khmer, Lao or Thai where a
/// grapheme cluster is less than one (`SpacelessSyllables`). Counted in characters (grapheme clusters).
struct TextCuts: Equatable {
    /// The characters of the text.
    let characters: [Character]
    /// Each number with what belongs to it, as character ranges, in order.
    let numbers: [Range<Int>]
    /// Every number of characters the text may be cut to (its start kept, the rest dropped), ascending; each leaves
    /// no number in part, and ends on neither a space nor a mark that opens or joins what was dropped.
    private(set) var cuts: [Int]
    /// The cuts that drop whole trailing groups ("Team standup · Room 4" cut to "Team standup"), ascending: a group
    /// starts at a spaced separator (" · ", " – ", " | ", " / ") or a spaced opening bracket (" (").
    let groupCuts: [Int]
    /// The group cuts before a spaced arrow ("Kadıköy → Eminönü"), or an unspaced one between two codes ("DXB→JFK"):
    /// what follows an arrow is where it points, dropped whole rather than cut ("Kadıköy → E…" points nowhere).
    let arrowCuts: Set<Int>
    /// Where a syllable may end in Myanmar, Khmer, Lao and Thai (`SpacelessSyllables`); nil for a text with none of
    /// them.
    let syllables: [Bool]?
    /// Where a word of Myanmar, Khmer, Lao or Thai ends, as ICU's dictionaries part them (`SpacelessWords`): their
    /// writing puts no space there. Nil for a text with none of them, or where ICU is not there to say (a syllable
    /// then stands for a word).
    let words: [Bool]?
    /// Where the number that ends the text starts (with the space before it), for a text that has words before it
    /// ("რქაწითელი · დუღილი 87%", "Megszentségteleníthetetlenségeskedéseitekért 1 284 930 Ft"): a number is the last
    /// thing a line gives up, so its words may be shortened before it, the number kept whole after the "…"
    /// ("რქაწი… 87%"). Nil for a text that does not end in a number, or is one.
    private(set) var tail: Int?

    /// The same text with only the cuts `isAllowed` keeps.
    func restricted(to isAllowed: (Int) -> Bool) -> TextCuts {
        var restricted = self
        restricted.cuts = cuts.filter(isAllowed)
        return restricted
    }

    /// Whether keeping the first `kept` characters keeps whole words: what follows is a space or a full-width
    /// separator, or either side is Chinese or Japanese, or a word of Myanmar, Khmer, Lao or Thai starts there
    /// (`endsSpacelessWord`). A cut elsewhere leaves a stub of a word ("Μύτ…" for "Μύτικας 2.918 μ", "▲ ៤០ ៛
    /// ធៀបនឹងម្សិល…" for "… ធៀបនឹងម្សិលមិញ", "compared with yester…").
    func endsAWord(_ kept: Int) -> Bool {
        guard kept > 0, kept < characters.count else { return kept >= characters.count }
        // Ethiopic's word space ("የቡና፡ሥነ"), as Amharic is traditionally written, parts words as a space does.
        if characters[kept] == Self.ethiopicWordspace { return true }
        // Punctuation that closes the word goes with it ("MAMÁ: ¿VIENES…" may be cut to "MAMÁ…").
        var end = kept
        while end < characters.count, characters[end].isPunctuation, !Self.unspacedSeparators.contains(characters[end]) { end += 1 }
        guard end < characters.count else { return true }
        let next = characters[end]
        return next.isWhitespace || Self.unspacedSeparators.contains(next) || Self.isIdeographic(characters[kept - 1])
            || Self.isIdeographic(characters[kept])
            || endsSpacelessWord(kept)
    }

    /// Whether a word of a script written without spaces ends after the first `kept` characters: where ICU's
    /// dictionary says (`words`), or, where ICU is not there, where a syllable of Myanmar, Khmer or Lao starts.
    func endsSpacelessWord(_ kept: Int) -> Bool {
        if let words { return words[kept] }
        return syllables.map { SpacelessSyllables.startsSyllable(characters, at: kept, boundaries: $0) } ?? false
    }

    /// The word that keeping the first `kept` characters cuts inside: from the space or the start of a word of a
    /// script written without spaces (`words`) before it to the next.
    func word(around kept: Int) -> Range<Int> {
        var (start, end) = (kept, kept)
        while start > 0, !characters[start - 1].isWhitespace, words?[start] != true { start -= 1 }
        while end < characters.count, !characters[end].isWhitespace, end == kept || words?[end] != true { end += 1 }
        return start..<end
    }

    /// Whether keeping the first `kept` characters ends a word (`endsAWord`) or keeps at least half of the word it cuts:
    /// fewer letters of a word that goes on are a stub, which reads as a word of its own ("Wa…" for "Wanjiku",
    /// "Waschmaschi…" reads as what it is). A word of a script written without spaces is the one ICU's dictionary
    /// finds ("ម្សិលមិញ", yesterday, whose "ម្…" is a stub); where ICU is not there, its syllables stand for words, and
    /// a cut between them leaves none.
    func leavesNoStub(_ kept: Int) -> Bool {
        guard !endsAWord(kept), syllables == nil || words != nil else { return true }
        let word = word(around: kept)
        return (kept - word.lowerBound) * 2 >= word.count
    }

    /// How many characters of the word it cuts inside keeping the first `kept` characters keeps: none at a word's end.
    func keptOfWord(_ kept: Int) -> Int {
        guard !endsAWord(kept) else { return 0 }
        return kept - word(around: kept).lowerBound
    }

    /// A letter or digit of a code on either side of an unspaced arrow ("DXB→JFK", "T5→T3").
    static func isCode(_ character: Character) -> Bool { character.isLetter || character.isNumber }

    /// Han ideographs and kana, each of which may end a word.
    static func isIdeographic(_ character: Character) -> Bool {
        guard let scalar = character.unicodeScalars.first else { return false }
        return scalar.properties.isIdeographic || (0x3040...0x30FF).contains(scalar.value)
    }

    /// Whether the text has no number: prose, which may be cut (keeping at least half), where a number may not.
    var isProse: Bool { numbers.isEmpty }

    /// `wordUnits`: whether a longer word that ends a number's group is its unit (`unit(in:at:wordAfter:)`): not for a
    /// view's text that wraps, whose line breaker may put that word on the next row (`ViewLayout`).
    init(_ text: String, wordUnits: Bool = true) {
        let characters = Array(text)
        self.characters = characters
        numbers = Self.numbers(in: characters, wordUnits: wordUnits)
        let syllables = SpacelessSyllables.boundaries(in: characters)
        self.syllables = syllables
        let words = syllables == nil ? nil : SpacelessWords.ends(in: characters)
        self.words = words
        // Each character's class is read once: a text is asked about at every end, and a Character's properties and
        // hash are slow to compute.
        let isSpace = characters.map(\.isWhitespace)
        // A mark that ends a number is the number's, not a dangling one ("100,000+", "142→").
        let numberEnds = Set(self.numbers.map(\.upperBound))
        let isKept = characters.indices.map { !isSpace[$0] && (!Self.dangling.contains(characters[$0]) || numberEnds.contains($0 + 1)) }
        var insideNumber = [Bool](repeating: false, count: characters.count + 1)
        for number in self.numbers { for end in (number.lowerBound + 1)..<number.upperBound { insideNumber[end] = true } }
        // A bracketed group is kept whole or dropped whole, as a number is: a cut inside it leaves its bracket unpaired.
        let brackets = Self.bracketPairs(in: characters)
        for pair in brackets where pair.lowerBound > 0 { for end in (pair.lowerBound + 1)..<pair.upperBound { insideNumber[end] = true } }
        // Cuts and groups come out ascending: what is kept after trimming never shrinks as the end moves on.
        var cuts: [Int] = []
        var groups: [Int] = []
        var arrows: Set<Int> = []
        var kept = 0
        let whole = (isKept.lastIndex(of: true) ?? -1) + 1
        for end in 1..<max(characters.count, 1) {
            // `trimmed(characters, to: end)`, carried on from the end before.
            if isKept[end - 1] { kept = end }
            // Between syllables, or where a word ends (which ICU may find where the syllable rules cannot tell).
            guard !insideNumber[end], kept > 0, syllables.map({ $0[end] || words?[end] == true }) ?? true,
                  !Self.keepsOneLetter(characters, kept, isSpace) else { continue }
            // A cut that drops only trailing spaces drops nothing: "142→…" for "142→ " says something is missing.
            if cuts.last != kept, kept < whole { cuts.append(kept) }
            var startsGroup = Self.unspacedSeparators.contains(characters[end])
            if isSpace[end], end + 1 < characters.count {
                let next = characters[end + 1]
                let spacedSeparator = Self.groupSeparators.contains(next) && (end + 2 == characters.count || isSpace[end + 2])
                startsGroup = startsGroup || spacedSeparator || Self.openers.contains(next)
            }
            // Japanese and Chinese write their separators without spaces ("品川・渋谷 3分", "現在｜次"): full width,
            // they part groups as they stand. A pair of currencies or units ("EUR/USD", "km/h") is one group.
            // A spaced arrow starts a group too: where it points.
            if isSpace[end], end + 3 < characters.count, Self.arrows.contains(characters[end + 1]), isSpace[end + 2] {
                startsGroup = true
                arrows.insert(kept)
            }
            // So does an unspaced arrow between two codes of two letters or digits or more, as airlines write a sector
            // ("EK 0203 DXB→JFK"): "DXB…" says where the flight leaves, not where it goes (stranger15 #2). Not a
            // reading's trend arrow ("142→"), which is its number's, nor an arrow between letters ("A→B").
            // (An arrow is a mark that leads into what follows, never kept at a line's end: only such marks are looked
            // up, since a Character's hash is slow.)
            if !isKept[end], !isSpace[end], end >= 2, end + 2 < characters.count, Self.arrows.contains(characters[end]),
               Self.isCode(characters[end - 2]), Self.isCode(characters[end - 1]), Self.isCode(characters[end + 1]),
               Self.isCode(characters[end + 2]), !numberEnds.contains(end + 1) {
                startsGroup = true
                arrows.insert(kept)
            }
            if startsGroup, groups.last != kept { groups.append(kept) }
        }
        self.cuts = cuts
        self.groupCuts = groups
        self.arrowCuts = arrows
        tail = Self.tail(characters, numbers: numbers, brackets: brackets)
    }

    /// Where the number that ends `characters` starts, the space before it included; nil where no number ends it
    /// (only spaces and closing punctuation after it) or no letter stands before it.
    static func tail(_ characters: [Character], numbers: [Range<Int>], brackets: [Range<Int>]) -> Int? {
        guard let last = numbers.last,
              characters[last.upperBound...].allSatisfy({ $0.isWhitespace || ($0.isPunctuation && !dangling.contains($0)) }),
              characters[..<last.lowerBound].contains(where: \.isLetter) else { return nil }
        // A number in a trailing group does not take its group's words with it here: a tail that must keep them
        // fits in fewer places, and where it did not fit, the number was dropped whole ("Insulin glargine…" for "…
        // next 22:00" in a corner). The fitter tries them first (`keepingTrailingGroup`), then this.
        // A number in brackets takes them with it ("Dlamini-Mthe… (14B)", never "Dlamini-Mthe…14B)").
        var start = last.lowerBound
        if let pair = brackets.last(where: { $0.lowerBound > 0 && $0.lowerBound < start && $0.upperBound >= last.upperBound }) {
            start = pair.lowerBound
        }
        return start > 0 && characters[start - 1].isWhitespace ? start - 1 : start
    }

    /// Each bracketed span of `characters` whose opening bracket is closed ("(14B)", "[VIP]", "（東口）"), from the
    /// opening bracket to past the closing one, in order of their opening brackets. (A text that opens with a bracket
    /// is bracketed whole: its cuts are not kept from falling inside it, or it could not be shortened at all.)
    static func bracketPairs(in characters: [Character]) -> [Range<Int>] {
        var open: [(index: Int, closer: UInt32)] = []
        var pairs: [Range<Int>] = []
        for (index, character) in characters.enumerated() {
            // Scalars, not Characters, are compared: a Character's hash is slow, and every text is read.
            guard character.unicodeScalars.count == 1, let value = character.unicodeScalars.first?.value else { continue }
            if let closer = closer(of: value) {
                open.append((index, closer))
            } else if !open.isEmpty, let at = open.lastIndex(where: { $0.closer == value }) {
                pairs.append(open[at].index..<(index + 1))
                open.removeSubrange(at...)
            }
        }
        return pairs.sorted { $0.lowerBound < $1.lowerBound }
    }

    /// The closing bracket that pairs an opening one: "()", "[]", "{}", "（）", "「」", "«»"; nil for any other scalar.
    static func closer(of opening: UInt32) -> UInt32? {
        switch opening {
        case 0x28: 0x29
        case 0x5B: 0x5D
        case 0x7B: 0x7D
        case 0xAB: 0xBB
        case 0x300C: 0x300D
        case 0xFF08: 0xFF09
        default: nil
        }
    }

    /// The text shortened to its first `kept` characters, "…", and its trailing number (`tail`): "რქაწითელი… 87%";
    /// none of its words kept, "… 1 284 930 567 Ft". Nil where the "…" would stand for a number: "Stopp… 42" for
    /// "Stopp 17 von 42" reads as stop 42, "Dig.… 38,7 °C" loses the reading the line is for (stranger13 #3,
    /// stranger12 #1), so every number before the trailing one is kept whole before the "…".
    func keepingTail(_ kept: Int) -> String? {
        guard let tail, kept >= 0, kept <= tail, kept >= keptBeforeTail else { return nil }
        return String(characters[..<kept]) + "…" + String(characters[tail...])
    }

    /// How many characters a start kept before the trailing number must have: every number before what it keeps, whole.
    var keptBeforeTail: Int {
        guard let tail else { return 0 }
        return numbers.last { $0.upperBound <= tail }?.upperBound ?? 0
    }

    /// The same text with its trailing group kept whole after the "…" rather than its number alone, where that group
    /// has words before its number: "Þingv… · Kp 6" for "Þingvellir · Kp 6", where "Þingvellir… 6" drew the index
    /// without its name, as the place's (stranger14 #5). Nil where the number starts its group, or the text has none.
    func keepingTrailingGroup() -> TextCuts? {
        guard let tail, let last = numbers.last, let group = groupCuts.last(where: { $0 < tail }), group > 0,
              characters[group..<last.lowerBound].contains(where: \.isLetter) else { return nil }
        var grouped = self
        grouped.tail = group
        return grouped
    }

    /// The cuts that may stand before the trailing number: whole words, or at least `least` characters with no stub
    /// of a word (at least half of the word cut, or a long word's first `wordStart`) that leave out `least` characters
    /// of it or more, and something of the words before the number dropped ("🍇… №14" for "🍇 ქვევრი №14"). A word
    /// cut by a letter or two ("Dne… 14:30" for "Dnes: … 14:30") saves no more room than its "…" takes and reads as
    /// another word: it is kept whole or given up whole.
    func tailCuts(least: Int, wordStart: Int) -> TextCuts? {
        guard let tail else { return nil }
        let words = Self.trimmed(characters, to: tail)
        // A number in a trailing group with words before it keeps some of them: a start that ends before the group
        // moves the number to the reading before it ("LSI 6,81%… 10,10%" for "… · LSI 6,81% · Të tjerë 10,10%", the
        // others' share read as a second LSI figure; stranger19 #2). `keepingTrailingGroup` keeps them whole.
        let inGroup = leastInTrailingGroup(before: tail)
        return restricted { kept in
            kept < words && kept >= keptBeforeTail && kept >= inGroup && !strandsANumber(kept)
                && (endsAWord(kept) || kept >= least && (leavesNoStub(kept) || keptOfWord(kept) >= wordStart) && leftOfWord(kept) >= least)
        }
    }

    /// The fewest characters a start kept before a trailing number that starts at `tail` must have: past the start of
    /// the number's group where that group has words before the number and `tail` leaves them out ("Þingvellir · Kp 6"
    /// is "Þingv… · Kp 6" or not shortened before its number, never "Þingvellir… 6"); else none. A bracketed aside
    /// closed before the number starts no group of it ("Insulin glargine (Lantus) next 22:00" may be "Insu… 22:00").
    private func leastInTrailingGroup(before tail: Int) -> Int {
        guard let last = numbers.last else { return 0 }
        let asides = Self.bracketPairs(in: characters).filter { $0.upperBound <= last.lowerBound }.map { $0.lowerBound - 1 }
        guard let group = groupCuts.last(where: { $0 < last.lowerBound && !asides.contains($0) }), group < tail,
              characters[group..<last.lowerBound].contains(where: \.isLetter) else { return 0 }
        return group + 1
    }

    /// Where a bracketed group that holds the number ending the text starts, for a text with a number before it
    /// ("Rashid Khan 3/42 (10)", figures and overs): no start fits before it, which keeps every number before it
    /// whole, so the group is dropped whole first ("Rashid Khan 3/42…", never "Rashid Khan…"; stranger19 #3). Nil
    /// for any other text.
    var bracketedTail: Int? {
        guard let tail, keptBeforeTail > 0, groupCuts.last == tail, Self.openers.contains(characters[tail + 1]) else { return nil }
        return tail
    }

    /// Whether keeping the first `kept` characters keeps a number and drops the next one of its group and clause: a
    /// price parted from its change ("ปตท. ฿34.75…" for "ปตท. ฿34.75 ▼0.25"), one reading. A number in a later group
    /// ("… · רציף 12") or after a comma ("7° PARTLY CLOUDY, WIND 24 KM/H NW") is another reading.
    func partsAReading(keeping kept: Int) -> Bool {
        guard let last = numbers.last(where: { $0.upperBound <= kept }),
              let next = numbers.first(where: { $0.lowerBound >= kept }) else { return false }
        return !groupCuts.contains { $0 >= last.upperBound && $0 < next.lowerBound }
            && !characters[last.upperBound..<next.lowerBound].contains { Self.clauseMarks.contains($0) }
    }

    /// Marks that end a clause: a number after one is read apart from the number before it; the line breaker's.
    static let clauseMarks = LineBreakRules.clauseMarks

    /// How many characters of the word it cuts inside keeping the first `kept` characters leaves out, with what closes
    /// it ("s:" of "Dnes:"): none at a word's end.
    func leftOfWord(_ kept: Int) -> Int {
        guard !endsAWord(kept) else { return 0 }
        var end = kept
        while end < characters.count, !characters[end].isWhitespace { end += 1 }
        return end - kept
    }

    /// Whether keeping the first `kept` characters ends inside a group after a number of it, dropping the words that
    /// go with that number: "Páirc an Chrócaigh · 82,300… €45" for "… · 82,300 lucht féachana · €45" reads as one
    /// figure's pair (stranger14 #5). A group with a number is kept whole or dropped whole.
    func strandsANumber(_ kept: Int) -> Bool {
        guard !groupCuts.isEmpty, !groupCuts.contains(kept) else { return false }
        let start = groupCuts.last { $0 < kept } ?? 0
        return numbers.contains { $0.lowerBound >= start && $0.upperBound <= kept }
    }

    /// Whether keeping `kept` characters keeps only the first letter of a word that goes on ("עלייה לתורה: ש…",
    /// where "ש" alone is a word of its own, "that"): a stub of one letter names nothing, or the wrong thing. Han and
    /// kana are words one character long.
    static func keepsOneLetter(_ characters: [Character], _ kept: Int, _ isSpace: [Bool]) -> Bool {
        guard kept < characters.count, characters[kept].isLetter, characters[kept - 1].isLetter,
              !isIdeographic(characters[kept - 1]) else { return false }
        return kept == 1 || isSpace[kept - 2] || characters[kept - 2].isPunctuation
    }

    /// The length of `characters[..<end]` once trailing spaces and marks that only lead into what follows are dropped.
    static func trimmed(_ characters: [Character], to end: Int) -> Int {
        var kept = end
        while kept > 0, characters[kept - 1].isWhitespace || dangling.contains(characters[kept - 1]) { kept -= 1 }
        return kept
    }

    // MARK: - Numbers

    /// The Han ideographs read as numerals: the digits, zero, and the powers of ten up to 10¹² (Chinese and Japanese).
    static let hanNumerals: Set<Character> = ["〇", "零", "一", "二", "三", "四", "五", "六", "七", "八", "九", "十", "百", "千", "万",
                                              "萬", "億", "亿", "兆", "两", "兩"]

    /// Signs and arrows written before a number, part of its value: the line breaker's.
    static let signs = LineBreakRules.signs
    /// Characters that join digits into one number: "1,284,930.55", "23:02", "2026-11-22", "3/4", "1 284", and
    /// Arabic's own separators ("۱۲٬۴۵۰٫۷۵").
    static let joiners: Set<Character> = [",", ".", ":", "'", "’", "/", "-", "\u{00A0}", "\u{202F}", "\u{2009}", "\u{066B}", "\u{066C}"]
    /// Spaces that group digits ("₮1 248 500 000", "12 450 000 toman", "+966 55 123 4567"), typed as the keyboard's
    /// ordinary space as often as a no-break one: a group of three digits or more after one joins the number, as does
    /// any group of a number written with "+" (a telephone number). Joining two numbers that were meant apart
    /// ("40 400") only keeps them from being cut, never draws part of one.
    static let groupSpaces: Set<Character> = [" ", "\u{00A0}", "\u{202F}", "\u{2009}"]
    /// Marks written after a number, part of it: Arabic's percent and per mille signs too ("۰٫۴٪").
    static let suffixes: Set<Character> = ["%", "‰", "‱", "°", "′", "″", "²", "³", "\u{066A}", "\u{0609}", "\u{060A}"]
    /// A reading's trend arrow, written against it ("142→", a glucose level holding steady: "142…" would hide where it
    /// goes); spaced, an arrow points at what follows instead ("Quận 1 → Bến Thành").
    static let trendArrows: Set<Character> = ["→", "↗", "↘", "↑", "↓", "⇈", "⇊"]
    /// Names of currencies written after the amount ("12 450 000 toman", "۱۲٬۴۵۰٬۰۰۰ تومان"), one list with the line
    /// breaker's.
    static let currencyWords = LineBreakRules.currencyWords
    /// Spaces that may stand between a number and its unit or currency.
    static let unitSpaces: Set<Character> = [" ", "\u{00A0}", "\u{202F}", "\u{2009}"]
    /// (Dial) A unit written after a number has at most this many letters ("kW", "km/h", "BPM", "分"); a longer word
    /// is the number's only where it ends the number's group ("8,432 steps", "۷۰٫۴۵ افغانی"), else a word of its own
    /// ("16 பந்துகளில் 16 ரன்கள்").
    static let unitLetters = 4
    /// Separators that, spaced, part a text into groups: line breaking's (a row never starts with one).
    static let groupSeparators = LineBreakRules.groupSeparators
    /// Marks and separators the line breaker reads as the fitting does (`LineBreakRules`): separators that part
    /// groups unspaced, opening brackets, Ethiopic's word space, arrows between a place and where it leads, and the
    /// marks a shortened text does not end on, which open or join what was dropped ("Quận 1 →…" points at nothing).
    static let unspacedSeparators = LineBreakRules.unspacedSeparators
    static let openers = LineBreakRules.openers
    static let ethiopicWordspace = LineBreakRules.ethiopicWordspace
    static let arrows = LineBreakRules.arrows
    static let dangling = LineBreakRules.dangling

    static func isCurrency(_ character: Character) -> Bool {
        character.unicodeScalars.count == 1 && character.unicodeScalars.first!.properties.generalCategory == .currencySymbol
    }

    /// Each number of `characters` with its sign, currency (a symbol, or a three-letter code such as "CHF" before a
    /// space) and unit ("%", "°C", "kW", "km/h" after it, joined or after one space).
    static func numbers(in characters: [Character], wordUnits: Bool = true) -> [Range<Int>] {
        let hebrew = hebrewNumerals(in: characters)
        func isDigit(_ index: Int) -> Bool {
            // A Han ideograph with a numeric value is a word more often than a number ("東京", whose 京 is 10¹⁶): only
            // the numerals written as numbers count ("三", "十五", "2万").
            let character = characters[index]
            return character.isNumber && (!isIdeographic(character) || hanNumerals.contains(character)) || hebrew.contains(index)
        }
        var spans: [Range<Int>] = []
        var index = 0
        // A telephone number's groups are of any length.
        var isTelephone = false
        /// Where a group of digits that starts after the space at `space` ends, if it joins the number before it.
        func digitGroup(after space: Int) -> Int? {
            var end = space + 1
            while end < characters.count, characters[end].unicodeScalars.first?.properties.numericType == .decimal { end += 1 }
            let digits = end - space - 1
            guard digits >= (isTelephone ? 1 : 3), end == characters.count || !characters[end].isLetter else { return nil }
            return end
        }
        while index < characters.count {
            isTelephone = index > 0 && characters[index - 1] == "+"
            guard isDigit(index) else {
                index += 1
                continue
            }
            var end = index + 1
            while end < characters.count {
                if isDigit(end) {
                    end += 1
                } else if joiners.contains(characters[end]), end + 1 < characters.count, isDigit(end + 1) {
                    end += 2
                } else if groupSpaces.contains(characters[end]), let group = digitGroup(after: end) {
                    end = group
                } else if characters[end] == " ", hebrew.contains(end - 1), end + 1 < characters.count, hebrew.contains(end + 1) {
                    // A Hebrew year with its thousands ("ה׳ תשפ״ז", 5787) is one number, never cut to "ה׳…".
                    end += 1
                } else {
                    break
                }
            }
            var start = index
            while start > 0, signs.contains(characters[start - 1]) || isCurrency(characters[start - 1]) { start -= 1 }
            if start >= 2, unitSpaces.contains(characters[start - 1]) {
                if isCurrency(characters[start - 2]) {
                    start -= 2
                } else if let code = LineBreakRules.currencyCode(in: characters, before: start - 1) {
                    start = code
                }
                // A sign written before the currency is the amount's ("+KSh 2,500", money received; "−CHF 12,500").
                while start > 0, signs.contains(characters[start - 1]) { start -= 1 }
            }
            // A currency symbol's own letters belong to it ("HK$", "US$", "R$", "NT$"): cutting after them would draw
            // the currency of a number that is not there ("HK…").
            if start < index, isCurrency(characters[start]) {
                var letters = start
                while letters > 0, start - letters < 3, characters[letters - 1].isUppercase { letters -= 1 }
                if letters < start, letters == 0 || !characters[letters - 1].isLetter { start = letters }
            }
            // An abbreviation that names the number after it ("K. 570", "Op. 27", "No. 5": one to three letters and a
            // full stop, a word of its own) is the number's: "Sonata in B♭ major, K.…" names a number it does not draw
            // (stranger12 #13).
            if start >= 3, start == index, unitSpaces.contains(characters[start - 1]), characters[start - 2] == "." {
                var letters = start - 2
                while letters > 0, start - 2 - letters < 3, characters[letters - 1].isLetter { letters -= 1 }
                if letters < start - 2, letters == 0 || characters[letters - 1].isWhitespace { start = letters }
            }
            // A Hebrew numeral after a number is a number of its own, not its unit. An amount with its currency
            // written before it takes no word after it as its unit ("CHF 1,284,930.55 today").
            let hasCurrency = characters[start..<index].contains { isCurrency($0) || $0.isLetter }
            if end < characters.count, trendArrows.contains(characters[end]) {
                end += 1
            } else if !hebrew.contains(end), let unit = unit(in: characters, at: end, wordAfter: wordUnits && !hasCurrency) {
                end = unit
            } else if end + 1 < characters.count, unitSpaces.contains(characters[end]), !hebrew.contains(end + 1),
                      let unit = unit(in: characters, at: end + 1, wordAfter: wordUnits && !hasCurrency) {
                end = unit
            }
            // A token that mixes letters and digits is an identifier ("SKQ7H2M4XP", a transaction's code), whole or
            // not at all: "SKQ7H2…4XP" reads as another code. Han and kana aside, words of one character.
            func isIdentifier(_ position: Int) -> Bool {
                let character = characters[position]
                return (character.isLetter || character.isNumber) && !isIdeographic(character)
            }
            if start == index, start > 0, characters[start - 1].isLetter, isIdentifier(start - 1) {
                while start > 0, isIdentifier(start - 1) { start -= 1 }
                while end < characters.count, isIdentifier(end) { end += 1 }
            }
            // A number that runs into one before it ("12-14") is one span with it.
            if let last = spans.last, last.upperBound >= start {
                spans[spans.count - 1] = last.lowerBound..<end
            } else {
                spans.append(start..<end)
            }
            index = end
        }
        return spans
    }

    /// The characters of Hebrew numerals: a word of Hebrew letters marked as a number by a geresh or gershayim
    /// ("ה׳ תשפ״ז", the year 5787; "י״ח" for 18). Cut, "תש…" is part of a number as surely as "57…" would be.
    static func hebrewNumerals(in characters: [Character]) -> Set<Int> {
        func isLetter(_ character: Character) -> Bool { character.unicodeScalars.first.map { (0x05D0...0x05EA).contains($0.value) } ?? false }
        func isMark(_ character: Character) -> Bool { character == "\u{05F3}" || character == "\u{05F4}" }
        var found: Set<Int> = []
        var index = 0
        while index < characters.count {
            guard isLetter(characters[index]) else {
                index += 1
                continue
            }
            var end = index
            while end < characters.count, isLetter(characters[end]) || isMark(characters[end]) { end += 1 }
            if characters[index..<end].contains(where: isMark) { found.formUnion(index..<end) }
            index = end
        }
        return found
    }

    /// Where a unit that starts at `index` ends: a percent or degree sign (with "C", "F" or "K" after a degree), a
    /// currency sign, or up to `unitLetters` letters (with "/" between them) that end at a word's end, or a longer word
    /// that ends its group (`LineBreakRules.endsItsGroup`) where `wordAfter` (a number with no currency before it).
    static func unit(in characters: [Character], at index: Int, wordAfter: Bool = true) -> Int? {
        guard index < characters.count else { return nil }
        let first = characters[index]
        if first == "°", index + 1 < characters.count, "CFK".contains(characters[index + 1]),
           index + 2 == characters.count || !characters[index + 2].isLetter {
            return index + 2
        }
        // A price per unit is one unit ("0,1234 €/kWh", "$/gal"): "€/kW…" names no unit.
        if isCurrency(first), index + 1 < characters.count, characters[index + 1] == "/", let rate = per(in: characters, at: index + 1) {
            return rate
        }
        if suffixes.contains(first) || isCurrency(first) { return index + 1 }
        // "100,000+": a "+" after a number, before no digit, is part of it ("more than"), as "%" is.
        if first == "+", index + 1 == characters.count || !characters[index + 1].isNumber { return index + 1 }
        // A rate written against its number ("₹1,250.00/h", "12,90 €/Monat" after its currency): what it is counted
        // per is the number's, a word of any length, since "₹1,250.00…" reads as a price, not a rate (#23, 3).
        if first == "/" { return per(in: characters, at: index) }
        var end = index
        // Letters of the unit's part being read, and of its longest part: a unit of units written with a dot between
        // them ("kW·h", "N·m", "кВт·соат", kilowatt-hours in Uzbek) is one unit, whole or not at all, each of its
        // parts as short as a unit ("412 кВт·со…" named no unit, stranger17 #5).
        var (letters, longest) = (0, 0)
        // Where the unit's name ends, before what it is counted per: "دینار" of "دینار/لیتر" (dinar per litre).
        var name: Int?
        while end < characters.count {
            if characters[end].isLetter {
                letters += 1
                longest = max(longest, letters)
                end += 1
            } else if unitDots.contains(characters[end]), letters > 0, end + 1 < characters.count, characters[end + 1].isLetter {
                letters = 0
                end += 1
            } else if characters[end] == "/", letters > 0, let rate = per(in: characters, at: end) {
                // "km/h", "ct/kWh", "kWh/Tag": the letters before the "/" are the unit, those after what it is per.
                name = end
                end = rate
                break
            } else if characters[end] == ".", end + 1 < characters.count, characters[end + 1].isLetter, letters > 0 {
                // An abbreviation's points: Arabic's currencies ("ر.س", "د.إ").
                end += 1
            } else if squares.contains(characters[end]), letters > 0 {
                // A unit's power: "m³", "km²" ("7,9 m…" would read as metres).
                end += 1
            } else {
                break
            }
        }
        guard end == characters.count || !characters[end].isNumber else { return nil }
        // A word that goes on past an apostrophe is a word, not a unit: Afaan Oromo writes its glottal stop so ("187
        // mo'uuf", 187 to win), as French elides ("3 l'heure"). Read as "187 mo", the cut "187 mo…" kept a stub of
        // it as the number's unit (oromo-cricket, session 25).
        if end + 1 < characters.count, Self.apostrophes.contains(characters[end]), characters[end + 1].isLetter { return nil }
        if (1...unitLetters).contains(longest) { return end }
        // A longer word names what the number counts where nothing but the end of its group follows it: "۷۰٫۴۵ افغانی"
        // (70.45 afghani), "1 284 ლიტრი" (litres), "12 Kilowattstunden". Read by where it stands, in any script, not
        // from a list of names: a word that goes on ("16 பந்துகளில் 16 ரன்கள்", 16 balls, 16 runs) is the line's.
        // A currency's name is one wherever it stands, with what it is counted per ("٩٥٠ دینار/لیتر ئەمڕۆ": "٩٥٠
        // دینار…" would read as a price, not a rate, stranger18 #2).
        guard longest > 0 else { return nil }
        return wordAfter && LineBreakRules.endsItsGroup(characters, at: end)
            || currencyWords.contains(String(characters[index..<(name ?? end)]).lowercased()) ? end : nil
    }

    /// Where what a unit is counted per ends, for a "/" at `index` before a word ("/h", "/kWh", "/Monat", "/m³"); nil
    /// where no letter follows the "/".
    static func per(in characters: [Character], at index: Int) -> Int? {
        var end = index + 1
        func joinsParts(_ at: Int) -> Bool {
            unitDots.contains(characters[at]) && at > index + 1 && (characters[at - 1].isLetter || squares.contains(characters[at - 1]))
                && at + 1 < characters.count && characters[at + 1].isLetter
        }
        while end < characters.count, characters[end].isLetter || squares.contains(characters[end]) && end > index + 1 || joinsParts(end) { end += 1 }
        guard end > index + 1, characters[index + 1].isLetter, end == characters.count || !characters[end].isNumber else { return nil }
        return end
    }

    /// The dots written between the parts of a unit of units, unspaced: the middle dot and the dot operator ("kW·h",
    /// "N⋅m"). Spaced, a middle dot parts groups (`groupSeparators`).
    static let unitDots: Set<Character> = ["\u{00B7}", "\u{22C5}"]

    /// Apostrophes written inside a word: the typewriter's, the typographic one and the modifier letter.
    static let apostrophes: Set<Character> = ["'", "\u{2019}", "\u{02BC}"]

    /// The powers written after a unit's letters: "m²", "m³".
    static let squares: Set<Character> = ["²", "³"]
}
