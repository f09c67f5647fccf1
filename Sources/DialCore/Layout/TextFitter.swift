import DialModel
import DialText

/// The one policy by which every complication text is fitted to its room, wherever it is drawn: straight lines,
/// curved corner and bezel text, ring and gauge centres, end labels, chart labels, inline and extra large text.
///
/// In order, the first step that fits decides:
/// 1. the text, then each of its shorter forms (`shortText`), shrunk as far as its `minimumScale` but not below its
///    family's legible size (`LegibleSize`), drawn whole: ClockKit's `shortText`, SwiftUI's `ViewThatFits`;
/// 2. the last form shortened with "…" at that smallest size, where that keeps at least half of it, every number of
///    it whole and at least half of a word it cuts inside (`TextCuts`: a cut never falls inside a number, its sign, currency or unit, and drops whole trailing
///    groups, "… · Room 4", first, as it drops a group it would keep less than half of);
/// 3. the last form again, shrunk on to the legible size (below `minimumScale`), and step 2 again at the legible size:
///    below the floor of step 1 the shortest form is drawn largest, as `ViewThatFits` draws its last view where none
///    fits; a fuller form drawn there, smaller than a shorter one fits at step 1, would be drawn on a smaller screen
///    where a larger one draws the shorter (stranger19 #6);
/// 4. a line: the last form cut after a whole word (never a stub, "Μύτ…" for "Μύτικας 2.918 μ"), dropping what numbers
///    it must whole ("EUR/USD 1.08734…"), at the legible size; but where that drops a number, any ("Cash…", "Kitas
///    seansas šeštadienį…" for "… 07:45–11:45 (4 val.)", a later group's "… · నిఫ్టీ 26,105"), or drops where a spaced arrow points ("Kadıköy…" for "Kadıköy → Eminönü"), each form whole down
///    to ¾ of the legible size first ("Cash €1,234,567.89" at 6 pt in a corner), then cut keeping half of it and every
///    number down to ¾ of the legible size ("Next prayer Asr 3:45 pm…" at 7.75 pt), then the last less its trailing
///    groups down to 4.5 pt ("Gold 12,450,000 rial…", never "Gold…"), or down to ¾ of the legible size only where
///    the cut at it drops just where its arrow points ("नाम्चे बजार…" at 8 pt, not its destination at 4.6 pt);
/// 5. the form drawn largest, whole, shrunk on to `LegibleSize.reading` (4.5 pt): a reading is never cut while it
///    fits there, and a line with no word to keep ("+¥128,930.55") is drawn small rather than not at all;
/// 6. a reading: step 2 (which a reading with a number, and the middle of rings or a gauge, skips until here), then
///    step 4 where that keeps at least half;
/// 7. prose (a text with no number) is cut rather than lost: at least half of it at the largest size down to 4.5 pt
///    at which that fits ("Waschmasch…");
/// 8. whole words at the largest size down to 4.5 pt with room for them ("EUR/USD…" in a corner too small for its
///    rate);
/// 9. half of the first word at least (or its first `wordStart` characters), cut inside it, at the largest size down to 4.5 pt (step 4 takes this at the
///    legible size for a line none of whose words fits whole there, after it is tried whole down to ¾ of that size);
/// 10. nothing: not even a word, nor half of a single word ("E…" names nothing), fits at 4.5 pt, and no number is
///    ever drawn in part.
/// A number is the last thing a line gives up: where these steps keep none of the numbers of a text that ends in one,
/// its words are shortened before the number (after the text whole down to ¾ of its legible size, where that would keep
/// less than half of the words: "🇯🇵… 18°"), and where that does not fit and less than half of it was kept ("TIMS…"),
/// it shrinks on whole down to 4.5 pt, or else shortened before its number down to 4.5 pt (`fit`).
/// Everything past step 3 is reported by `dial lint` (textCut) where it drops a number or more than half of the text,
/// or draws nothing.
///
/// A secondary label (a gauge's end labels, a chart's range) takes step 1 and then 3 only: legible and whole, or left
/// out. An inline's line takes a line's steps with ¾ of its legible size (6 pt) wherever they say 4.5 pt; an inline's
/// and a corner's line, where its words are shortened before its number, is drawn whole or keeps the most of them down
/// to ¾ of its legible size first (`Role.inline`, `Role.corner`, `keepingMost`). Sizes are multiples of a quarter pixel, the largest that fits; `room` gives the width available at a size
/// (a circle's chord widens as the text gets shorter).
struct TextFitter {
    let shaper: TextShaper
    /// Where the texts of this layout may be cut, each found once.
    var cutsCache = TextCutsCache()

    /// Where `text` may be cut.
    func cuts(of text: String, wordUnits: Bool = true) -> TextCuts { cutsCache.cuts(of: text, wordUnits: wordUnits) }

    /// What the text is, for how far it may shrink and whether it may be cut.
    enum Role {
        /// A line of text.
        case line
        /// A corner's line: a line's steps, down to 4.5 pt rather than drop a number, but whose words shortened before
        /// its number are first drawn whole, or keep the most of them, down to ¾ of its legible size, as an inline's
        /// (`keepingMost`), so a larger screen never draws less of it than a smaller one: "LOKACIN JUMMA 12:30" was
        /// drawn whole at 6.25 pt in a 40 mm corner and "LOKACIN… 12:30" at 8 pt on 41 and 45 mm (C14).
        case corner
        /// An inline's line: a line that is never drawn below ¾ of its legible size (6 pt of the inline's 8), where a
        /// line elsewhere shrinks on to 4.5 pt rather than drop a number or say too little, and whose words shortened
        /// before its number keep the most that fits down to that size (`keepingMost`). The inline spans the screen,
        /// so a larger screen's row held the whole line at 4.5 pt where a smaller one's drew its cut at 8 pt (stranger20
        /// #2: "Республика ҡан үҙәге — Ленин урамы, 68, 3-сө ҡат, 312-се бүлмә" whole at 4.5 pt on 49 mm, "Республика ҡан
        /// үҙәге…" at 8 pt on 40 mm): the cut at its legible size, or the line whole down to 6 pt, is what it draws.
        case inline
        /// A line of a stack in a circle: shrinks on rather than lose a character of a number.
        case reading
        /// The value in the middle of rings or a gauge, a word as a number: drawn whole down to 4.5 pt before it is
        /// cut ("Madras" in three rings, as "Madras 9", never "Madr…"), the rings narrowing for it.
        case middle
        /// A secondary label: whole at a legible size, or not drawn.
        case label
        /// A rectangular gauge's, chart's or picture's title: a line never drawn below its legible size, cut after a
        /// whole word there (or inside its only one), else not drawn, as Apple's headline is truncated, never shrunk to
        /// 6 pt (stranger17 #8: a chart's title at 5.8 pt, kept whole to its year). What it drops is reported.
        case title
    }

    /// A text as fitted: the line to draw, its size, and what became of the text where it is not drawn as written.
    struct Fitted {
        var line: ShapedLine
        var size: Double
        /// Nil when drawn whole as written.
        var kind: ShortenedText.Kind?
    }

    /// The grid sizes are chosen on: a quarter pixel, exact in HarfBuzz's 1/64 px fixed point.
    static let step = 0.25

    /// `text` (with its `shortForms`) fitted to `room` by the policy. A live time text (`isLive`) is never cut: part of
    /// a time or a duration is another one, or none ("ཆུ་ཚོད་…" for a Dzongkha time, "in 2 h…"), so where the policy would
    /// cut it, its form drawn largest is drawn whole at whatever size fits, below 4.5 pt if it must (reported below
    /// legible), as a ClockKit time text provider shrinks and never truncates. Its shorter forms say less ("2 Std."
    /// for "2 Std., 5 Min.", after "2h 5min"), so each is tried whole down to the legible size before the next, not
    /// only down to its `minimumScale`: where the font is larger for the room (45 and 49 mm's circles), the first
    /// step would take "2 Std." where a smaller screen draws "2h 5min" (stranger10 #10).
    func fit(_ text: String, shortForms: [String] = [], font: TextFont, minimumScale: Double, legibleSize: Double, role: Role,
             isLive: Bool = false, room: (Double) -> Double) -> Fitted {
        let fitted = fitWithoutTail(text, shortForms: shortForms, font: font, minimumScale: isLive && legibleSize > 0 ? 0 : minimumScale,
                                    legibleSize: legibleSize, role: role, room: room)
        if isLive, role != .label, fitted.kind != nil, fitted.kind != .shortForm {
            let forms = [text] + shortForms
            return largestWhole(forms: forms, shaped: { shaper.shape(forms[$0], font: font.font, size: font.size) }, font: font.font,
                                natural: font.size, floor: Self.step, room: room) ?? fitted
        }
        // A number is the last thing a line gives up: where the policy drew none of the numbers of the text
        // ("რქაწითე…" for "რქაწითელი · დუღილი 87%", the cut in its first word) or nothing, the words before the number
        // that ends it are shortened instead, the number kept whole after the "…" ("რქაწითელი… 87%"), at the size the
        // policy chose, or else at the largest down to 4.5 pt that has room. Only on this path: no cost to a text that fits.
        guard role != .label, role != .title, fitted.kind == .numberDropped || fitted.kind == .notDrawn else { return fitted }
        let form = shortForms.last ?? text
        let cuts = cuts(of: form)
        let tails = tails(of: cuts)
        let least = gridSize(Self.least(role, natural: font.size, legible: legibleSize > 0 ? min(font.size, legibleSize) : font.size),
                             natural: font.size)
        if fitted.kind == .numberDropped {
            // Whether the line drawn kept a number is read off the form it was cut from, the text or one of its shorter
            // forms, not off the last form (review of session 15: positions in one string tested against another's).
            let kept = fitted.line.text.count - 1
            let drawn = String(fitted.line.text.dropLast())
            let drawnForm = ([text] + shortForms).first { $0.hasPrefix(drawn) } ?? form
            let drawnCuts = drawnForm == form ? cuts : self.cuts(of: drawnForm)
            guard !drawnCuts.numbers.contains(where: { $0.upperBound <= kept }) else { return fitted }
            if role == .inline || role == .corner, let kept = keepingMost(text, shortForms: shortForms, tails: tails, font: font, legibleSize: legibleSize,
                                                         room: room) {
                return kept
            }
            let available = room(fitted.size)
            if let line = tails.lazy.compactMap({ self.tailCut($0, font: font.font, size: fitted.size, room: available) }).first {
                let tail = Fitted(line: line, size: fitted.size, kind: Self.tailKind(line, of: form))
                // Less than half of the words before the number ("🇯🇵… 18°" for "🇯🇵 東京 18°", the city gone) names too
                // little of what the number is of: the text, whole, down to ¾ of its legible size first, as a line that
                // keeps less than half of itself does (step 4), where a 40 mm corner drew "🇯🇵 東京 18°" whole at 7.5 pt
                // and 41 to 49 mm "🇯🇵… 18°" (U2 #2, session 16).
                guard Self.keepsLessThanHalfOfItsWords(line.text, of: form) else { return tail }
                let forms = [text] + shortForms
                let legible = legibleSize > 0 ? min(font.size, legibleSize) : font.size
                return largestWhole(forms: forms, shaped: { shaper.shape(forms[$0], font: font.font, size: font.size) }, font: font.font,
                                    natural: font.size, floor: legible * Self.lastQuarter, room: room) ?? tail
            }
            // A bracketed number that ends the text after another ("Rashid Khan 3/42 (10)") leaves no start to shorten
            // before it: the bracketed group is dropped whole, down to ¾ of the legible size, the numbers before it
            // kept with their words ("Rashid Khan 3/42…", never "Rashid Khan…", which drew no figure; stranger19 #3).
            if tails.isEmpty, let bracketed = cuts.bracketedTail {
                let legible = gridSize(legibleSize > 0 ? min(font.size, legibleSize) : font.size, natural: font.size)
                if let dropped = largestCut(cuts.restricted { $0 == bracketed }, form, shaped: shaper.shape(form, font: font.font, size: font.size),
                                            font: font.font, natural: font.size, from: legible,
                                            to: gridSize(legible * Self.lastQuarter, natural: font.size), room: room, accepting: { _ in true }) {
                    return dropped
                }
            }
            // Neither fits at that size, and what was drawn keeps less than half of the text without any of its
            // numbers ("TIMS…" for "TIMS NP-2026-0048213" in a 40 mm corner, which 45 mm draws whole at 6.4 pt): the
            // line says nothing, so it shrinks on as a reading does, whole down to 4.5 pt, or else its words shortened
            // before its number at the largest size down to 4.5 pt, as for nothing drawn ("Insu… 22:00" where a
            // 40 mm corner drew "Insuli…" at 10 pt and 41 mm kept the time at 5.25 pt), reported below legible (stranger12
            // #4, stranger13 #7): a smaller screen never keeps less of an ID or a time than a larger one. An inline goes
            // down to 6 pt only (`Role.inline`), where its cut at 8 pt is drawn instead.
            guard kept * 2 < drawnCuts.characters.count else { return fitted }
            let forms = [text] + shortForms
            if let whole = largestWhole(forms: forms, shaped: { shaper.shape(forms[$0], font: font.font, size: font.size) }, font: font.font,
                                        natural: font.size, floor: least, room: room) {
                return whole
            }
        }
        let high = gridSize(legibleSize > 0 ? min(font.size, legibleSize) : font.size, natural: font.size)
        let (lowest, highest) = (Int((least / Self.step).rounded()),
                                 Int((high / Self.step).rounded()))
        for tailCuts in tails {
            func attempt(_ index: Int) -> Fitted? {
                let size = Double(index) * Self.step
                return tailCut(tailCuts, font: font.font, size: size, room: room(size)).map { Fitted(line: $0, size: size, kind: Self.tailKind($0, of: form)) }
            }
            guard lowest <= highest, let found = attempt(lowest) else { continue }
            return Bisection.largest(in: lowest...highest, known: found, attempt).value
        }
        return fitted
    }

    /// Whether `shown`, a start of `text`'s words, "…" and the number that ends it (`tailCut`), keeps less than half of
    /// the words before the number ("🇯🇵… 18°" for "🇯🇵 東京 18°", "… 28" for "น้ำเงิน: สามเอ 28"): it names too little
    /// of what the number is of.
    static func keepsLessThanHalfOfItsWords(_ shown: String, of text: String) -> Bool {
        let keptWords = shown.prefix { $0 != "…" }.count
        let number = shown.count - keptWords - 1
        return keptWords * 2 < text.count - number
    }

    /// A line along the screen's edge (`Role.inline`, `Role.corner`) whose words are shortened before the
    /// number that ends it: the text, or a shorter form, whole down to ¾ of its legible size; else its words shortened
    /// before the number keeping the most of them down to ¾ of the legible size, at the largest size that keeps that
    /// much. What a smaller room draws there, a larger one draws at least: where the words shortened at the legible size
    /// were taken whenever they kept half of the words, a 40 mm corner drew "LOKACIN JUMMA 12:30" whole at 6.25 pt (its
    /// cut at 8 pt kept less than half) and 41 and 45 mm "LOKACIN… 12:30" at 8 pt; a 45 mm inline four Chakma words
    /// before its number at 8 pt where 40 mm drew five at 6.4 pt (C14's sweeps). Nil where not even the number fits at ¾
    /// of the legible size: the steps after this decide.
    func keepingMost(_ text: String, shortForms: [String], tails: [TextCuts], font: TextFont, legibleSize: Double,
                     room: (Double) -> Double) -> Fitted? {
        let forms = [text] + shortForms
        let legible = legibleSize > 0 ? min(font.size, legibleSize) : font.size
        if let whole = largestWhole(forms: forms, shaped: { shaper.shape(forms[$0], font: font.font, size: font.size) }, font: font.font,
                                    natural: font.size, floor: legible * Self.lastQuarter, room: room) {
            return whole
        }
        let form = forms[forms.count - 1]
        let (lowest, highest) = (Int((gridSize(legible * Self.lastQuarter, natural: font.size) / Self.step).rounded()),
                                 Int((gridSize(legible, natural: font.size) / Self.step).rounded()))
        guard lowest <= highest else { return nil }
        for tailCuts in tails {
            let smallest = Double(lowest) * Self.step
            guard let most = tailCut(tailCuts, font: font.font, size: smallest, room: room(smallest)) else { continue }
            let kept = most.text.count
            return Bisection.largest(in: lowest...highest, known: Fitted(line: most, size: smallest, kind: Self.tailKind(most, of: form))) { index in
                let size = Double(index) * Self.step
                guard let line = tailCut(tailCuts, font: font.font, size: size, room: room(size)), line.text.count >= kept else { return nil }
                return Fitted(line: line, size: size, kind: Self.tailKind(line, of: form))
            }.value
        }
        return nil
    }

    /// The starts that may stand before the number that ends the text `cuts` are of, "…" between: its trailing group
    /// whole after the "…" first ("Þingv… · Kp 6"), then the number alone; none where the text does not end in a number
    /// or no start keeps every number before it whole ("Kitas seansas šeštadienį 07:45–11:45 (4 val.)").
    func tails(of cuts: TextCuts) -> [TextCuts] {
        [cuts.keepingTrailingGroup(), cuts].compactMap {
            $0?.tailCuts(least: Self.leastProse, wordStart: Self.wordStart).flatMap { $0.cuts.isEmpty ? nil : $0 }
        }
    }

    /// What a line `tailCut` gave says of `text`: its words shortened, or, none of them kept or fewer than half of its
    /// characters, less than half of it, read as every report reads it (`ShortenedText.kind(of:shownAs:)`).
    static func tailKind(_ line: ShapedLine, of text: String) -> ShortenedText.Kind {
        ShortenedText.kind(of: text, shownAs: line.text)
    }

    /// The longest of `cuts`' starts, "…" and the number that ends the text (`TextCuts.keepingTail`), that fits `room`
    /// at `size`: by bisection, as widths grow with what is kept. Where none does, and `alone` allows, the number alone
    /// after the "…" ("… 1 284 930 567 Ft" for "Folyószámla: 1 284 930 567 Ft", a view's text, which has no shorter
    /// forms), which `dial lint` reports (less than half of it): the words go before the number.
    func tailCut(_ cuts: TextCuts, font: PinnedFont, size: Double, room: Double, alone: Bool = false) -> ShapedLine? {
        let paragraph = String(cuts.characters)
        func fitting(_ kept: Int) -> ShapedLine? {
            guard let text = cuts.keepingTail(kept) else { return nil }
            // In the text's own direction: "ފުންމިން 32.4 m" shortened to its number reads "m 32.4 …" on screen, as
            // the text did, not "… 32.4 m" from the left (stranger12 #8).
            var line = shaper.shape(text, font: font, size: size, inDirectionOf: paragraph)
            line.isTruncated = true
            return line.width <= room ? line : nil
        }
        var best: ShapedLine?
        var (low, high) = (0, cuts.cuts.count - 1)
        while low <= high {
            let middle = (low + high) / 2
            if let line = fitting(cuts.cuts[middle]) {
                best = line
                low = middle + 1
            } else {
                high = middle - 1
            }
        }
        return best ?? (alone ? fitting(0) : nil)
    }

    private func fitWithoutTail(_ text: String, shortForms: [String], font: TextFont, minimumScale: Double, legibleSize: Double,
                                role: Role, room: (Double) -> Double) -> Fitted {
        let natural = font.size
        let scale = minimumScale.isNaN ? 1 : min(max(minimumScale, 0), 1)
        // Nothing below the legible size; a text whose own size is smaller is not enlarged, only kept from shrinking.
        let legible = legibleSize > 0 ? min(natural, legibleSize) : natural * scale
        let first = max(natural * scale, legible)
        let forms = [text] + shortForms
        // Each form shaped once at its own size: every later step scales from it or shapes only its candidates.
        var naturals = [ShapedLine?](repeating: nil, count: forms.count)
        func shapedNatural(_ index: Int) -> ShapedLine {
            if let line = naturals[index] { return line }
            let line = shaper.shape(forms[index], font: font.font, size: natural)
            naturals[index] = line
            return line
        }
        func whole(floor: Double, forms: ArraySlice<String>) -> Fitted? {
            for (index, form) in zip(forms.indices, forms) {
                if let (line, size) = largest(form, whole: shapedNatural(index), font: font.font, natural: natural, floor: floor, room: room) {
                    return Fitted(line: line, size: size, kind: index == 0 ? nil : .shortForm)
                }
            }
            return nil
        }
        if let fitted = whole(floor: first, forms: forms[...]) { return fitted }
        let last = forms.count - 1
        if role == .label {
            return whole(floor: legible, forms: forms[last...]) ?? Fitted(line: Self.nothing, size: natural, kind: .notDrawn)
        }
        let cuts = cuts(of: forms[last])
        let smallest = gridSize(first, natural: natural)
        func cut(_ cuts: TextCuts, at size: Double) -> Fitted? {
            guard let line = shortened(forms[last], cuts: cuts, natural: (shapedNatural(last), natural), font: font.font, size: size,
                                       room: room(size)) else { return nil }
            return Fitted(line: line, size: size, kind: ShortenedText.kind(of: cuts, keeping: line.text.count - 1))
        }
        // Cuts that keep at least half of the text and every number of it whole.
        let half = cuts.restricted { ShortenedText.kind(of: cuts, keeping: $0) == .shortened && cuts.leavesNoStub($0) }
        // A reading with a number keeps all of it while it can, shrinking on whole first ("4/6 leków", never
        // "4/6 lek…"); the middle of rings keeps a word whole too ("Madras", as "Madras 9" is, never "Madr…").
        let isReading = role == .reading || role == .middle
        let fair = role == .middle || (role == .reading && !cuts.isProse) ? cuts.restricted { _ in false } : half
        if let fitted = cut(fair, at: smallest), fitted.kind == .shortened { return fitted }
        // Below step 1's floor, the last form only: a fuller form there is drawn smaller than a glance reads, where a
        // larger screen, whose room fits a shorter form at the floor, draws the shorter (stranger19 #6: 41 mm drew
        // "ಇನ್ಫೋಸಿಸ್ ₹1,842.55 ▲2.31%" at 11.25 pt here, 45 mm "INFY ₹1,842.55 ▲2.31%" at step 1).
        if legible < first, let fitted = whole(floor: legible, forms: forms[last...]) { return fitted }
        let legibleSize = gridSize(legible, natural: natural)
        if legibleSize < smallest, let fitted = cut(fair, at: legibleSize), fitted.kind == .shortened { return fitted }
        // Past this, whole words only: a cut that drops a number or keeps less than half leaves no stub of a word
        // ("Μύτικας…", never "Μύτ…").
        let words = cuts.restricted { cuts.endsAWord($0) }
        let floor = Self.least(role, natural: natural, legible: legible)
        if role == .title, let fitted = cut(words, at: legibleSize) { return fitted }
        let isLine = role == .line || role == .inline || role == .corner
        if isLine, let fitted = cut(words, at: legibleSize) {
            // A cut that drops a number of the line says too little where the line fits whole at a size still read at a
            // glance: the text shrinks on, whole, by a quarter more first ("Cash…" for "Cash €1,234,567.89", "Kitas
            // seansas šeštadienį…" for "… 07:45–11:45 (4 val.)", "… (+1.24%)…" for "… · నిఫ్టీ 26,105"), as does a line
            // that drops where its arrow points ("🚌 138 මහරගම…", no destination). Whatever number it drops, not only
            // where the cut keeps less than half or none of them: which cut the legible size makes turns on the
            // screen's width, so a test of the cut made a smaller screen draw the line whole where a larger one, whose
            // cut kept more, dropped a reading the smaller drew (stranger20 #5: 40 and 41 mm drew the Nifty reading
            // at 8.4 and 8.9 pt, 45 and 49 mm dropped it at 11). Each screen that holds the line whole at ¾ of the
            // legible size now draws it whole, larger on a larger screen.
            // A cut that keeps one number and drops the next of its group parts one reading: a price from its change
            // ("ปตท. ฿34.75…" for "ปตท. ฿34.75 ▼0.25", "HK$412.60…" for "HK$412.60 ▼2.15%"), a count from what it is
            // out of ("16…" for "16 பந்துகளில் 16 ரன்கள் தேவை", 16 runs needed in 16 balls): it takes the steps below for
            // a reading parted too (stranger15 #4, session 18's notes). A number in a later group ("… · רציף 12", the
            // platform after the minutes) is another reading, dropped whole as groups are.
            // One cut is left to `fit`: one that keeps half of the text and none of its numbers, where a start of its
            // words can be shortened before its last number ("Þingv… · Kp 6" for "Þingvellir · Kp 6"), drawn so at
            // this size; a larger screen's cut, keeping more, keeps a number, and shrinks whole.
            let splitsAReading = fitted.kind == .numberDropped && cuts.partsAReading(keeping: fitted.line.text.count - 1)
            let keptCount = fitted.line.text.count - 1
            let leftToItsTail = keptCount * 2 >= cuts.characters.count && !cuts.numbers.contains { $0.upperBound <= keptCount }
                && !tails(of: cuts).isEmpty
            let saysTooLittle = (fitted.kind == .numberDropped && !leftToItsTail) || fitted.kind == .destinationDropped
            if saysTooLittle, let whole = largestWhole(forms: forms, shaped: shapedNatural, font: font.font, natural: natural,
                                                       floor: legible * Self.lastQuarter, room: room) {
                return whole
            }
            // Else shortened keeping half of it and every number, down to ¾ of the legible size too: "Next prayer Asr
            // 3:45 pm…" a quarter point below 8 pt, rather than "Next prayer Asr…" at 8 pt (stranger8 #4: an inline
            // beside a corner gauge lost the time it is read for).
            if saysTooLittle, let kept = largestCut(half, forms[last], shaped: shapedNatural(last), font: font.font, natural: natural,
                                                    from: legibleSize, to: gridSize(legible * Self.lastQuarter, natural: natural),
                                                    room: room, accepting: { $0 == .shortened }) {
                return kept
            }
            // Else cut after a whole word that keeps every number, down to ¾ of the legible size too: "16 பந்துகளில்
            // 16…", its trailing words gone, rather than "16…".
            if splitsAReading, let kept = largestCut(words, forms[last], shaped: shapedNatural(last), font: font.font, natural: natural,
                                                     from: legibleSize, to: gridSize(legible * Self.lastQuarter, natural: natural),
                                                     room: room, accepting: { $0 == .shortened || $0 == .lessThanHalf }) {
                return kept
            }
            // Else its trailing groups dropped whole, down to 4.5 pt as a line that is one number goes: the text less
            // its last group never says less than the text without it would ("Gold 12,450,000 rial…", never "Gold…",
            // for "Gold 12,450,000 rial · 3.5%"), the "…" costing it a little more size. Never a line that drops where an
            // arrow points (a group before the arrow, or the group given up whole where a cut would keep a stub of it):
            // that says no more than the line cut at the legible size, only smaller (stranger12 #9: "नाम्चे बजार…" at
            // 4.75 pt for "नाम्चे बजार → लोबुचे · ཨོཾ…" on 40 mm, the size of a cut it did not draw).
            // Each count of groups is tried down to ¾ of the legible size before any goes on below it: fewer groups
            // at a size read at a glance, rather than more at 4.6 pt, so a larger screen never draws a line smaller
            // than a smaller one does (stranger16 #12: 45 mm drew "هرات ۱۴° · کندهار ۱۹°…" at 4.6 pt where 40 mm drew
            // "هرات ۱۴°…" at 6.9 pt). The groups that fit at the legible size come first, the cut at it included where
            // that is a group's ("Шамал 14 м/с…"): a form drawn smaller than it fits says what fits at the legible size
            // at a size read less easily (stranger19 #7: "Шамал 14 м/с…" at 7.25 pt, and at 4.9 pt on 40 mm, where it
            // fits at 8 pt).
            if saysTooLittle {
                let quarter = gridSize(legible * Self.lastQuarter, natural: natural)
                let kept = fitted.line.text.count - 1
                // Where the cut at the legible size drops only where its arrow points, and no number with it, its
                // destination is not sought below ¾ of it: "नाम्चे बजार → लोबुचे…" at 4.6 pt is not read either, where
                // "नाम्चे बजार…" is at 8 (stranger12's himalaya-trek on 40 mm, once `shortened` answered the two groups it
                // is asked for). A destination with figures ("72,4 kg → tikslas 70,1 kg") is a reading, sought on down.
                let dropsANumber = cuts.numbers.contains { $0.upperBound > kept }
                let lowest = fitted.kind == .destinationDropped && !dropsANumber ? quarter : gridSize(floor, natural: natural)
                let bands = [(legibleSize, legibleSize), (legibleSize - Self.step, quarter), (quarter - Self.step, lowest)]
                for (high, low) in bands where low <= high {
                    // The cut already made is taken again only where it keeps a number ("Шамал 14 м/с…"): one that
                    // keeps none ("Sesja…") is what said too little.
                    let keepsANumber = cuts.numbers.contains { $0.upperBound <= kept }
                    for group in cuts.groupCuts.reversed() where group > kept || (group == kept && keepsANumber) {
                        if let grouped = largestCut(cuts.restricted { $0 == group }, forms[last], shaped: shapedNatural(last),
                                                    font: font.font, natural: natural, from: high, to: low, room: room,
                                                    accepting: { $0 != .destinationDropped }) {
                            return grouped
                        }
                    }
                }
            }
            // Else cut between the two numbers, down to ¾ of the legible size: the first kept with its words, the next
            // dropped whole ("16 பந்துகளில்…", 16 balls, rather than "16…", a count of nothing).
            let keptChars = fitted.line.text.count - 1
            if splitsAReading, let next = cuts.numbers.first(where: { $0.lowerBound >= keptChars }) {
                let between = TextCuts.trimmed(cuts.characters, to: next.lowerBound)
                if between > keptChars, let kept = largestCut(cuts.restricted { $0 == between }, forms[last], shaped: shapedNatural(last),
                                                             font: font.font, natural: natural, from: legibleSize,
                                                             to: gridSize(legible * Self.lastQuarter, natural: natural), room: room,
                                                             accepting: { _ in true }) {
                    return kept
                }
            }
            return fitted
        }
        // Cuts inside a word that keep at least half of it, or a long word's first `wordStart` characters, and every
        // number whole or not at all: for a text not one of whose words fits whole.
        let inWord = cuts.restricted { kept in
            let kind = ShortenedText.kind(of: cuts, keeping: kept)
            return kept >= Self.leastProse && (cuts.leavesNoStub(kept) || cuts.keptOfWord(kept) >= Self.wordStart)
                && kind != .numberCut && kind != .unitCut
        }
        // A line not one of whose words fits whole at its legible size (a Finnish compound before its reading, a Thai
        // phrase written without spaces) is not drawn whole at 4.5 pt, nor lost: whole down to ¾ of the legible size
        // where it has a number, then cut inside its first word at the legible size, keeping at least half of that
        // word (stranger9 #4, #5: "Kolmivaihevirtakilowattituntimittari 3,2 kW" drew nothing in a corner, a
        // rectangular's one-word headline drew every line at 4.6 pt; stranger8 #3: a Thai line at 5.4 pt).
        if role == .title, let fitted = cut(inWord, at: legibleSize) { return fitted }
        if isLine {
            if !cuts.isProse, let whole = largestWhole(forms: forms, shaped: shapedNatural, font: font.font, natural: natural,
                                                       floor: legible * Self.lastQuarter, room: room) {
                return whole
            }
            if let fitted = cut(inWord, at: legibleSize) { return fitted }
        }
        // A reading, or a line with not even a word to keep (a text that is one number, "+¥128,930.55"), shrinks on,
        // whole, to 4.5 pt rather than go: the form drawn largest, the face's shortest forms first where they tie.
        if floor < legible, let fitted = largestWhole(forms: forms, shaped: shapedNatural, font: font.font, natural: natural,
                                                      floor: floor, room: room) {
            return fitted
        }
        if isReading, let fitted = cut(half, at: legibleSize), fitted.kind == .shortened { return fitted }
        if isReading, let fitted = cut(words, at: legibleSize), fitted.kind != .lessThanHalf { return fitted }
        // Prose is cut rather than lost ("Waschmaschinenprogramm" in a circle): at least half of it, at the largest size
        // down to 4.5 pt at which that fits; else as much as fits there, three characters at least.
        if cuts.isProse {
            if let fitted = largestCut(half, forms[last], shaped: shapedNatural(last), font: font.font, natural: natural,
                                       from: legibleSize, to: gridSize(floor, natural: natural), room: room, accepting: { $0 == .shortened }) {
                return fitted
            }
        }
        // Last, whole words at the largest size down to 4.5 pt that has room for them: "EUR/USD…" small rather than
        // nothing. Less than half of a single word ("E…" for "Energieautarkie") names nothing: not drawn, and reported.
        if let fitted = largestCut(words, forms[last], shaped: shapedNatural(last), font: font.font, natural: natural,
                                   from: legibleSize, to: gridSize(floor, natural: natural), room: room, accepting: { _ in true }) {
            return fitted
        }
        // Else half of its first word at least, as prose keeps half of itself: a reading whose word is too long for
        // the ring ("Kolmivaihevirtakilowatti 3,2 kW") is drawn as that word's start rather than leave the ring empty.
        if let fitted = largestCut(inWord, forms[last], shaped: shapedNatural(last), font: font.font, natural: natural,
                                   from: legibleSize, to: gridSize(floor, natural: natural), room: room, accepting: { _ in true }) {
            return fitted
        }
        return Fitted(line: Self.nothing, size: legibleSize, kind: .notDrawn)
    }

    /// `text` shortened at `size` for a view's text, which SwiftUI cuts between any two characters: where that keeps
    /// at least half of it and every number whole; else anywhere a cut may fall (between grapheme clusters, never
    /// inside a syllable) outside a number and the unit after it ("My WordP…", "வெற்றிக்கு 8…", never
    /// "வெற்றிக்கு 8 ப…" or "3…" for "30%"), keeping `leastProse` characters; else after a whole word shorter than
    /// that ("My…"); nil where none of these fits. The last row of a wrapped text (`lastRow`) leaves no stub of the
    /// word it cuts: it keeps at least half of it, or a long word's first `wordStart` characters, as every template
    /// line's cut does ("Keeniyaa 187 mo…" for "… 187 mo'uuf", the last row of a wrapped Afaan Oromo score, read "mo"
    /// as a word of its own; session 25). Without `numberAlone` its words never all go before the number that ends
    /// it: a grid's name is read beside its readings, and "… 500 mg" there names no drug (stranger22 #1).
    func cutAtOneSize(_ text: String, font: PinnedFont, size: Double, room: Double, wordUnits: Bool = true,
                      lastRow: Bool = false, numberAlone: Bool = true) -> ShapedLine? {
        let cuts = cuts(of: text, wordUnits: wordUnits)
        let natural = (shaper.shape(text, font: font, size: size), size)
        let fair = cuts.restricted { ShortenedText.kind(of: cuts, keeping: $0) == .shortened && (!lastRow || cuts.leavesNoStub($0)) }
        if let line = shortened(text, cuts: fair, natural: natural, font: font, size: size, room: room),
           ShortenedText.kind(of: cuts, keeping: line.text.count - 1) == .shortened {
            return line
        }
        // A number is the last thing a line gives up: the words before the number that ends it are shortened first
        // ("რქაწითელი… 87%", never "რქაწითე…").
        // Its trailing group whole after the "…" first ("Þingv… · Kp 6", never "Þingvellir… 6").
        if let tailCuts = cuts.keepingTrailingGroup()?.tailCuts(least: Self.leastProse, wordStart: Self.wordStart),
           let line = tailCut(tailCuts, font: font, size: size, room: room) {
            return line
        }
        if let tailCuts = cuts.tailCuts(least: Self.leastProse, wordStart: Self.wordStart),
           let line = tailCut(tailCuts, font: font, size: size, room: room, alone: numberAlone) {
            return line
        }
        let outsideNumbers = cuts.restricted { kept in
            let kind = ShortenedText.kind(of: cuts, keeping: kept)
            return kept >= Self.leastProse && kind != .numberCut && kind != .unitCut
                && (!lastRow || cuts.leavesNoStub(kept) || cuts.keptOfWord(kept) >= Self.wordStart)
        }
        if let line = shortened(text, cuts: outsideNumbers, natural: natural, font: font, size: size, room: room) {
            return line
        }
        return shortened(text, cuts: cuts.restricted { cuts.endsAWord($0) }, natural: natural, font: font, size: size, room: room)
    }

    /// (Dial) The fewest characters a view's text is cut to inside a word: fewer name nothing ("E…").
    static let leastProse = 3

    /// (Dial) How many characters of a long word's start name it, though less than half of it: a compound of 61
    /// letters ("Lentokonesuihkuturbiinimoottoriapumekaanikko…") is read from its first ten, as "Waschmaschi…" is,
    /// where half of it would not fit even at the legible size.
    static let wordStart = 10

    /// (Dial) How far below its legible size a line shrinks, whole, rather than keep less than half of itself without
    /// its number: a corner's 8 pt to 6 pt, the legible size of text in a circle.
    static let lastQuarter = 0.75

    /// The smallest size a text of `role` is drawn at past its legible size `legible` (the smaller of its own size and
    /// its family's), whole or cut: 4.5 pt (`LegibleSize.reading`, or its own size where that is smaller), a title's
    /// legible size, an inline's ¾ of it.
    static func least(_ role: Role, natural: Double, legible: Double) -> Double {
        switch role {
        case .title: legible
        case .inline: legible * lastQuarter
        case .line, .corner, .reading, .middle, .label: min(natural, LegibleSize.reading)
        }
    }

    /// The form drawn largest, whole, from `floor` up: the later (shorter) form where two are drawn at one size.
    func largestWhole(forms: [String], shaped: (Int) -> ShapedLine, font: PinnedFont, natural: Double, floor: Double,
                      room: (Double) -> Double) -> Fitted? {
        var best: Fitted?
        for index in forms.indices.reversed() {
            guard let (line, size) = largest(forms[index], whole: shaped(index), font: font, natural: natural, floor: floor, room: room),
                  size > (best?.size ?? 0) else { continue }
            best = Fitted(line: line, size: size, kind: index == 0 ? nil : .shortForm)
        }
        return best
    }

    /// `text` cut at one of `cuts` at the largest grid size from `high` down to `low` at which such a cut fits.
    func largestCut(_ cuts: TextCuts, _ text: String, shaped: ShapedLine, font: PinnedFont, natural: Double, from high: Double,
                    to low: Double, room: (Double) -> Double, accepting accepts: (ShortenedText.Kind) -> Bool) -> Fitted? {
        func attempt(_ index: Int) -> Fitted? {
            let size = Double(index) * Self.step
            guard let line = shortened(text, cuts: cuts, natural: (shaped, natural), font: font, size: size, room: room(size)) else { return nil }
            let kind = ShortenedText.kind(of: cuts, keeping: line.text.count - 1)
            return accepts(kind) ? Fitted(line: line, size: size, kind: kind) : nil
        }
        let (lowest, highest) = (Int((low / Self.step).rounded()), Int((high / Self.step).rounded()))
        guard lowest <= highest, let found = attempt(lowest) else { return nil }
        // Whether a cut fits grows as the size falls: bisect for the largest.
        return Bisection.largest(in: lowest...highest, known: found, attempt).value
    }

    /// The longest start of `text` that, cut where `TextCuts` allows and followed by "…", fits `room` at `size`; nil
    /// where none fits. Where that cut keeps part of a trailing group whose number it drops ("… · NASDAQ…"), or less
    /// than half of the group, the whole group goes instead ("AAPL 231.44 ▲1.2%…"): a group's words without its number,
    /// or a stub of them, say nothing.
    func shortened(_ text: String, cuts: TextCuts? = nil, natural: (line: ShapedLine, size: Double)? = nil, font: PinnedFont,
                   size: Double, room: Double) -> ShapedLine? {
        let cuts = cuts ?? self.cuts(of: text)
        func line(_ kept: Int) -> ShapedLine { shaper.shortened(text, keeping: kept, font: font, size: size) }
        var best: (line: ShapedLine, kept: Int)?
        let whole = natural ?? (shaper.shape(text, font: font, size: size), size)
        if let estimate = prefixWidths(whole.line, at: whole.size, cuts: cuts, font: font, size: size) {
            // Unhinted, a start of a line is as wide as it is in the whole line (kerning at the cut aside): start at the
            // longest cut estimated to fit and step to the one that does, shaping two or three candidates, not a dozen.
            var index = cuts.cuts.lastIndex { estimate($0) <= room } ?? -1
            // The estimate may say none fits where the shortest does: a letter that kerns into the "…" ("Stav…" in
            // a view fitted again to the width it chose was lost whole, where "Stan…" was drawn). Near enough, it is
            // shaped to make sure.
            if index < 0, let first = cuts.cuts.first, estimate(first) <= room + Self.ellipsisSlack * size { index = 0 }
            while index >= 0 {
                let candidate = line(cuts.cuts[index])
                if candidate.width <= room {
                    best = (candidate, cuts.cuts[index])
                    break
                }
                index -= 1
            }
            while best != nil, index + 1 < cuts.cuts.count {
                let candidate = line(cuts.cuts[index + 1])
                guard candidate.width <= room else { break }
                index += 1
                best = (candidate, cuts.cuts[index])
            }
        } else {
            // Widths grow with what is kept (kerning aside): the longest that fits, by bisection over the cuts.
            var (low, high) = (0, cuts.cuts.count - 1)
            while low <= high {
                let middle = (low + high) / 2
                let candidate = line(cuts.cuts[middle])
                if candidate.width <= room {
                    best = (candidate, cuts.cuts[middle])
                    low = middle + 1
                } else {
                    high = middle - 1
                }
            }
        }
        guard let best else { return nil }
        // The group the cut falls in starts after the last group boundary before it and ends at the next. A cut on a
        // boundary is given up for the group before it only where that is one of the cuts asked about: asked for two
        // groups whole ("Шамал 14 м/с · Ысык-Көл −7…−1 °C…"), `shortened` never answers with one, which the
        // trailing-groups step then drew at the size the two fit at (stranger19 #7: "Шамал 14 м/с…" at 6 pt).
        guard let group = cuts.groupCuts.last(where: { $0 < best.kept }),
              cuts.cuts.contains(group) || !cuts.groupCuts.contains(best.kept) else { return best.line }
        let groupEnd = cuts.groupCuts.first { $0 > best.kept } ?? cuts.characters.count
        let dropsItsNumber = cuts.numbers.contains { $0.lowerBound >= group && $0.lowerBound < groupEnd && $0.upperBound > best.kept }
        // A group cut to less than half of it names nothing either ("SQWK 4721 · ALTN K…", "· Marc…" for
        // "· Marché Madina", which reads as the month), where dropping it still keeps a third of the text: counted
        // from its first letter or digit, after its separator (stranger9 #9: "שוק מחנה יהודה · Marc…" kept 4 of
        // the group's 13 letters, counted as 7 of 16 with " · ", beside 14 characters of 30 before it).
        var letters = group
        while letters < groupEnd, !cuts.characters[letters].isLetter, !cuts.characters[letters].isNumber { letters += 1 }
        let isStub = (best.kept - letters) * 2 < groupEnd - letters && group * 3 >= cuts.characters.count
        // Where an arrow points is dropped whole rather than cut, whatever is left: "Kadıköy → E…" points nowhere,
        // and "Kadıköy…" is fitted on as the text it is.
        let pointsAtPart = cuts.arrowCuts.contains(group)
        guard dropsItsNumber || isStub || pointsAtPart else { return best.line }
        let grouped = line(group)
        return grouped.width <= room ? grouped : best.line
    }

    /// The estimated width of the first `kept` characters and "…" at `size`, read off the whole line as shaped at
    /// `shapedSize` (unhinted, widths scale with the size). A line laid out in logical order is as wide up to a glyph
    /// as that glyph's place; one right to left, or mixed, as the advances of the glyphs of the characters kept,
    /// wherever they stand (a letter cut from what joined it may change its form: shaping then tells).
    func prefixWidths(_ whole: ShapedLine, at shapedSize: Double, cuts: TextCuts, font: PinnedFont, size: Double) -> ((Int) -> Double)? {
        let glyphs = whole.runs.flatMap(\.glyphs)
        guard shapedSize > 0 else { return nil }
        let scale = size / shapedSize
        let ellipsis = Self.ellipsisEm * size
        var offsets = [0]
        for character in cuts.characters { offsets.append(offsets[offsets.count - 1] + character.utf8.count) }
        if !whole.isRightToLeft, zip(glyphs, glyphs.dropFirst()).allSatisfy({ $0.cluster <= $1.cluster }) {
            return { kept in
                let bytes = offsets[min(kept, offsets.count - 1)]
                return (glyphs.first { $0.cluster >= bytes }?.x ?? whole.width) * scale + ellipsis
            }
        }
        // The advances in logical order, summed: the width of the glyphs before each byte offset.
        let logical = glyphs.sorted { $0.cluster < $1.cluster }
        var sums = [0.0]
        for glyph in logical { sums.append(sums[sums.count - 1] + glyph.advance) }
        return { kept in
            let bytes = offsets[min(kept, offsets.count - 1)]
            // How many glyphs belong to characters before `bytes`.
            var (low, high) = (0, logical.count)
            while low < high {
                let middle = (low + high) / 2
                if logical[middle].cluster < bytes { low = middle + 1 } else { high = middle }
            }
            return sums[low] * scale + ellipsis
        }
    }

    /// (Dial) About how wide "…" is, in ems, in the pinned fonts: only for estimates, which shaping then checks.
    static let ellipsisEm = 0.8
    /// (Dial) How much narrower, in ems, a cut and its "…" may shape than estimated (kerning before the "…"): within
    /// it, the shortest cut is shaped rather than given up on.
    static let ellipsisSlack = 0.3

    /// `text` at the largest grid size from `floor` up to `natural` whose width fits `room` at that size; nil where
    /// even the smallest does not.
    func largest(_ text: String, whole: ShapedLine, font: PinnedFont, natural: Double, floor: Double,
                 room: (Double) -> Double) -> (ShapedLine, Double)? {
        if whole.width <= room(natural) { return (whole, natural) }
        let highest = Int((natural / Self.step).rounded(.up)) - 1
        // The tolerance keeps a floor that is a grid size, such as 20 × 0.6, from rounding up past itself.
        let lowest = max(Int((floor / Self.step - 1e-9).rounded(.up)), 1)
        guard lowest <= highest else { return nil }
        // Whether the text fits at a grid size: from `whole`'s bounds where they tell (`widthBounds`), shaped where not.
        func fits(_ index: Int) -> Bool {
            let size = Double(index) * Self.step
            let available = room(size)
            if let bounds = whole.widthBounds(atSize: size) {
                if bounds.upperBound <= available { return true }
                if bounds.lowerBound > available { return false }
            }
            return shaper.shape(text, font: font, size: size).width <= available
        }
        // Unhinted, widths scale with the size (to HarfBuzz's 1/64 px): estimate the largest size that fits, then
        // shape from there to the one that does, rather than bisect by shaping.
        // Each glyph's advance rounds to 1/64 px on its own: the estimate allows for that.
        let slack = 1 + Double(text.count) / 64
        func estimate(_ index: Int) -> Bool { whole.width * Double(index) * Self.step / natural <= room(Double(index) * Self.step) + slack }
        guard estimate(lowest) else { return nil }
        var index = Bisection.largest(in: lowest...highest, known: ()) { estimate($0) ? () : nil }.index
        while !fits(index) {
            guard index > lowest else { return nil }
            index -= 1
        }
        while index < highest, fits(index + 1) { index += 1 }
        let size = Double(index) * Self.step
        return (shaper.shape(text, font: font, size: size), size)
    }

    /// The smallest grid size at or above `floor`, and no larger than `natural`.
    func gridSize(_ floor: Double, natural: Double) -> Double {
        min(natural, (floor / Self.step - 1e-9).rounded(.up) * Self.step)
    }

    /// A line with nothing on it.
    static let nothing = ShapedLine(text: "", runs: [], width: 0, isTruncated: true)
}
