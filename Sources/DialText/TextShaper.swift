import CHarfBuzz

/// Shapes text with the pinned fonts: FreeType faces, HarfBuzz shaping (kerning and ligatures on), no hinting.
///
/// Not thread-safe, because FreeType isn't: use one per thread or worker. The required fonts (Inter, DejaVu) are
/// loaded at initialisation, so a missing or broken file is reported there. The optional Noto families are only
/// looked at then (are they there, are they font files?) and loaded when a text first needs them: a face in Latin
/// never opens the 20 MB of Noto Sans CJK.
///
/// Every value is in pixels with y growing downwards; a `size` is the em size in pixels. Results depend only on the
/// arguments and the font files: the same call always gives the same line.
package final class TextShaper {
    /// Appended to truncated lines.
    static let ellipsis = "\u{2026}"

    /// The fonts loaded so far, by `PinnedFont.index`: every required one, and the optional ones a text has needed.
    private var fonts: [LoadedFont?]
    /// By `PinnedFont.index`: every required font, and the optional ones whose files are installed.
    private let installed: [Bool]
    /// By `PinnedFont.index`: optional files that looked like fonts but that FreeType refused when first needed:
    /// their characters are then missing, and reported as such (`missingGlyphs(in:font:)`).
    private var unusable = [Bool](repeating: false, count: PinnedFont.allCases.count)
    private let files: FontFiles
    private let library: FreeTypeLibrary
    /// For each font a line can ask for, the installed fonts its missing characters try, in order: one face of each
    /// other family, the one nearest its weight (`PinnedFontFamily.fallbackOrder`).
    private let chains: [[PinnedFont]]
    private let buffer = HarfBuzzBuffer()
    private var hashes: [PinnedFont: String]?
    /// Colour glyphs scaled to their sizes: shrinking a 109 px strike takes far longer than drawing the result, and
    /// a face shows the same emoji at the same size frame after frame.
    private var colorGlyphs: [ColorGlyphKey: ColorGlyph?] = [:]
    /// Past this many the cache starts again rather than grow without end (an entry is a few KiB).
    static let colorGlyphCacheLimit = 1_024

    /// Glyph boxes at an em of one pixel, read once: a face asks for the same glyphs frame after frame, and a line's
    /// extent asks for each of its glyphs. By `PinnedFont.index`, then in pages of `inkBoxPage` glyph ids, made as one of
    /// their glyphs is first asked for: two indexings rather than a hash of the font and glyph for every glyph (bounded
    /// by the fonts' glyphs, at most 65,536 ids a font, 40 bytes each).
    private var inkBoxes = [[[UnitInkBox]?]](repeating: [], count: PinnedFont.allCases.count)
    static let inkBoxPage = 256

    /// A glyph's box at an em of one pixel, once read.
    private enum UnitInkBox {
        case unread
        /// A glyph without an outline (a space, an emoji).
        case noOutline
        case box(GlyphInkBox)
    }

    /// How each line shaped since the last `forgetLines()` is cut into items and ordered, whatever its size: fitting
    /// shapes one text at many sizes, and a shortened one cut at the same few places at each, and what is slow in
    /// shaping (finding each character's font, the bidi levels) does not change with the size.
    private var plans: [PlanKey: LinePlan] = [:]
    /// Past this many the plans start again (an entry is a few hundred bytes): a layout asks for far fewer.
    static let planLimit = 1_024
    /// Each text `shortened(_:keeping:font:size:)` was asked to cut since the last `forgetLines()`, in each font: its
    /// characters, its paragraph's direction, and each character's font before common characters join their
    /// neighbours (nil where the font has every character, ASCII all): every cut of it starts with those characters,
    /// and finding a character's font is most of what planning a line costs.
    private var cutTexts: [CutKey: CutText] = [:]

    /// Each line shaped since the last `forgetLines()`, by its plan and HarfBuzz scale: a layout measures one text at
    /// the same sizes several times (a round slot's block bisects its scale, measuring each line at each, then fits and
    /// draws them; a gauge asks its text's direction before fitting it), and HarfBuzz is most of what a line costs
    /// once it is planned. Measured with callgrind on 60 SVG frames of the default face: 12 of a frame's 32 lines were
    /// shaped before at the same size ("4:09 AM" alone 14 times at 7 sizes), a fifth of its layout.
    private var lines: [LineKey: ShapedLine] = [:]
    /// How far a font leaves a capital's marks above short of clearing it (`unliftedMarks`), by font and cluster.
    private var unliftedMarks: [MarkKey: Double] = [:]

    private struct MarkKey: Hashable {
        var font: Int
        var cluster: String
    }

    /// Whether lines are shaped with tabular figures (`withTabularDigits(_:_:)`).
    private var tabularDigits = false

    /// `body`'s lines shaped with the fonts' tabular figures (OpenType `tnum`) where `on`, as SwiftUI's
    /// `monospacedDigit()` sets digits: each as wide as the others, so a changing number does not shift. A scope rather
    /// than a parameter, so that every way of shaping a line (fitting, wrapping, cutting) takes it unchanged.
    package func withTabularDigits<Result>(_ on: Bool, _ body: () -> Result) -> Result {
        let outer = tabularDigits
        tabularDigits = on
        defer { tabularDigits = outer }
        return body()
    }

    private struct LineKey: Hashable {
        var plan: PlanKey
        var tabularDigits: Bool
        /// `HarfBuzzFont.scale(forSize:)`: sizes that quantise alike shape alike.
        var scale: Int32
    }

    private struct CutKey: Hashable {
        var text: Bytes
        var font: PinnedFont
    }

    private struct CutText {
        var characters: [Character]
        var direction: BidiParagraph.Direction
        var clusters: [Cluster]?
    }

    private struct PlanKey: Hashable {
        /// The line's text: a shortened line's ends in "…".
        var text: Bytes
        var font: PinnedFont
        var direction: BidiParagraph.Direction?
        /// A shortened line's "…" is in `font` whatever the text's last character's font is.
        var isTruncated: Bool
    }

    private typealias Bytes = TextBytes

    /// A line's items in visual order, and whether its paragraph reads right to left: all of shaping but HarfBuzz.
    private struct LinePlan {
        var items: [TextItem]
        var isRightToLeft: Bool
    }

    private struct ColorGlyphKey: Hashable {
        var id: UInt32
        /// The size in 1/64 px, as shaping quantises it.
        var scale: Int32
    }

    /// Loads the required pinned fonts from `files`, and notes which optional ones are installed.
    ///
    /// The optional files are mapped rather than read (`FontData.map(path:)`) when they are loaded: Noto Sans CJK
    /// alone is 40 MB, of which a face touches the pages of the glyphs it shows, shared by every worker of an export.
    ///
    /// - Throws: `TextError.fontMissing` for the first required pinned file that doesn't exist,
    ///   `TextError.fontUnreadable` for one that can't be read or parsed, and for an optional file that is there but
    ///   is no font file (a file that is there but broken is an installation to repair, not a font to do without).
    package init(files: FontFiles = .system) throws(TextError) {
        let library = FreeTypeLibrary()
        var fonts = [LoadedFont?](repeating: nil, count: PinnedFont.allCases.count)
        var installed = [Bool](repeating: false, count: PinnedFont.allCases.count)
        for font in PinnedFont.allCases {
            let path = files.path(of: font)
            if font.isOptional || !font.opensEagerly {
                do {
                    try FontData.checkSignature(path: path)
                    installed[font.index] = true
                } catch .fontMissing where font.isOptional {
                    continue
                }
            } else {
                fonts[font.index] = try LoadedFont(path: path, library: library)
                installed[font.index] = true
            }
        }
        self.fonts = fonts
        self.installed = installed
        self.files = files
        self.library = library
        // Each family's installed face nearest each weight asked, worked out once a weight rather than once a font:
        // the pinned fonts ask for nine weights, and a font's chain walks every family (a fifth of the instructions of
        // a `dial validate` went to asking each font's).
        var fallbacks: [Int: [PinnedFont?]] = [:]
        func fallback(at weight: Int) -> [PinnedFont?] {
            if let faces = fallbacks[weight] { return faces }
            let faces = PinnedFontFamily.fallbackOrder.map { family -> PinnedFont? in
                let face = family.face(nearest: weight)
                let drawn = installed[face.index] ? face : face.coreFace
                return installed[drawn.index] ? drawn : nil
            }
            fallbacks[weight] = faces
            return faces
        }
        var chains: [[PinnedFont]] = []
        chains.reserveCapacity(PinnedFont.allCases.count)
        for font in PinnedFont.allCases {
            let faces = fallback(at: font.fallbackWeight)
            var chain: [PinnedFont] = []
            // A design's face falls back to Inter first, for the Greek and Cyrillic the designs' faces lack.
            if font.family != .inter, !font.opensEagerly, !font.isOptional,
               case let inter = PinnedFontFamily.inter.face(nearest: font.fallbackWeight), installed[inter.index] {
                chain.append(inter)
            }
            for (family, face) in zip(PinnedFontFamily.fallbackOrder, faces) where family != font.family {
                if let face { chain.append(face) }
            }
            chains.append(chain)
        }
        self.chains = chains
    }

    /// Whether `font` can be used: always for the required fonts, and for the optional ones when they are installed.
    /// Shaping in, or asking metrics of, a font that isn't is a programming error.
    package func isLoaded(_ font: PinnedFont) -> Bool {
        installed[font.index] && !unusable[font.index]
    }

    /// Forgets how the lines shaped so far were planned (see `shape(_:font:size:)`): what is kept lasts until the
    /// next call, which the layout engine makes as it starts each face, so that one layout reuses its own work
    /// without a later frame being faster for what an earlier one shaped. Results never depend on it.
    package func forgetLines() {
        plans.removeAll(keepingCapacity: true)
        cutTexts.removeAll(keepingCapacity: true)
        lines.removeAll(keepingCapacity: true)
    }

    /// The fonts loaded so far (for tests: a text loads only the optional fonts it needs).
    var loadedFonts: Set<PinnedFont> { Set(PinnedFont.allCases.filter { fonts[$0.index] != nil }) }

    /// The vertical metrics of `font` at `size` px, unhinted.
    ///
    /// Cap height and x-height come from the OS/2 table, or, where the table lacks them, from the tops of "H" and "x".
    package func metrics(_ font: PinnedFont, size: Double) -> FontMetrics {
        precondition(size.isFinite && size >= 0, "font size must be finite and not negative, got \(size)")
        return loaded(font).unitMetrics.scaled(by: size)
    }

    /// The box round glyph `id` of `font` at `size` px, from its origin on the baseline, y growing downwards: what its
    /// outline can ink. Nil for a glyph without an outline (a space, an emoji, which is drawn as a picture).
    package func inkBox(of id: UInt32, font: PinnedFont, size: Double) -> GlyphInkBox? {
        let (page, slot) = (Int(id) / Self.inkBoxPage, Int(id) % Self.inkBoxPage)
        if inkBoxes[font.index].count <= page { inkBoxes[font.index] += Array(repeating: nil, count: page + 1 - inkBoxes[font.index].count) }
        if inkBoxes[font.index][page] == nil { inkBoxes[font.index][page] = Array(repeating: .unread, count: Self.inkBoxPage) }
        let unit: GlyphInkBox?
        switch inkBoxes[font.index][page]![slot] {
        case .box(let box):
            unit = box
        case .noOutline:
            unit = nil
        case .unread:
            let loaded = loaded(font)
            let scale = 1 / Double(loaded.face.handle.pointee.units_per_EM)
            unit = loaded.face.outlineBox(of: id).map {
                GlyphInkBox(left: $0.left * scale, top: -$0.top * scale, right: $0.right * scale, bottom: -$0.bottom * scale)
            }
            inkBoxes[font.index][page]![slot] = unit.map(UnitInkBox.box) ?? .noOutline
        }
        return unit.map { GlyphInkBox(left: $0.left * size, top: $0.top * size, right: $0.right * size, bottom: $0.bottom * size) }
    }

    /// Shapes `text` as one line in `font` at `size` px, its glyphs in visual order, left to right.
    ///
    /// Characters `font` lacks are shaped in the first pinned font that has every glyph of their grapheme cluster
    /// (so a Devanagari consonant, its virama and vowel sign shape together), trying the family of the cluster's
    /// script first, then every family in `PinnedFontFamily.fallbackOrder`, each in the weight nearest `font`'s: a
    /// semi-bold line's Thai is Noto Sans Thai Bold. Digits, punctuation and spaces beside such a cluster join its
    /// font when it has them ("3분" is one word, in one design), as they join its script. Characters no loaded font
    /// has (see `missingGlyphs(in:font:)`) are shaped in the first font that has their first scalar, or in `font`,
    /// as .notdef. Emoji clusters (see `EmojiCluster`: 🍣, ❤️, 1️⃣, 🇯🇵, 👍🏽, 👩‍👩‍👧) go whole
    /// to the colour emoji font when it is installed, so that a sequence becomes the one glyph the font has for it;
    /// their glyphs have no outlines, and are drawn from `colorGlyph(_:size:)`.
    ///
    /// Mixed directions follow the Unicode Bidirectional Algorithm: the paragraph direction comes from the first
    /// strong character (left to right if there is none), each stretch of one font, bidi level and script is shaped
    /// by HarfBuzz in its own direction (so Arabic joins and Latin or digits inside Hebrew read left to right), and
    /// the stretches are then put in visual order. Glyph clusters stay UTF-8 offsets into the logical `text`.
    /// Text that is all left to right keeps its logical order and is cut only where its font or script changes.
    package func shape(_ text: String, font: PinnedFont, size: Double) -> ShapedLine {
        shape(text, font: font, size: size, direction: nil)
    }

    /// Shapes `text` like `shape(_:font:size:)`, and if it is wider than `maxWidth`, cuts it at a grapheme-cluster
    /// boundary, drops trailing whitespace and appends "…" (shaped in `font`), keeping as many characters as fit.
    ///
    /// The kept characters are the logical start of the text, whatever its direction, and "…" ends the line where
    /// the paragraph's direction ends it: on the right of left-to-right text, on the left of right-to-left text.
    /// If not even "…" fits, the result is an empty line (no runs, width 0, `isTruncated` true).
    package func shape(_ text: String, font: PinnedFont, size: Double, maxWidth: Double) -> ShapedLine {
        shape(text, font: font, size: size, maxWidth: maxWidth, direction: nil)
    }

    /// Shapes `text`, a shortened form of `paragraph` ("… 32.4 m" for "ފުންމިން 32.4 m"), like `shape(_:font:size:)` but
    /// in `paragraph`'s direction rather than its own: what the "…" stands for was part of that paragraph, so the form
    /// reads the way the text did, the "…" on the side where the text was cut. On its own, a right-to-left text
    /// shortened to its number would read left to right from the number's unit ("… 32.4 m", its "…" on the left).
    package func shape(_ text: String, font: PinnedFont, size: Double, inDirectionOf paragraph: String) -> ShapedLine {
        shape(text, font: font, size: size, direction: BidiParagraph(paragraph, direction: nil).direction)
    }

    /// The first `kept` characters (grapheme clusters) of `text`, trailing whitespace dropped, followed by "…" in
    /// `font`, laid out in the direction of `text`'s paragraph: the line `shape(_:font:size:maxWidth:)` would give had
    /// it chosen that cut. For callers that choose where a text may be cut (never inside a number, say) and measure
    /// each candidate.
    package func shortened(_ text: String, keeping kept: Int, font: PinnedFont, size: Double) -> ShapedLine {
        precondition(size.isFinite && size >= 0, "font size must be finite and not negative, got \(size)")
        let key = CutKey(text: Bytes(text: text), font: font)
        let known = cutTexts[key] ?? {
            let known = CutText(characters: Array(text), direction: BidiParagraph(text, direction: nil).direction,
                                clusters: isASCIICovered(text, by: font) ? nil : clusters(of: text, primary: font))
            if cutTexts.count >= Self.planLimit { cutTexts.removeAll(keepingCapacity: true) }
            cutTexts[key] = known
            return known
        }()
        return truncated(known.characters[..<min(max(kept, 0), known.characters.count)], font: font, size: size,
                         direction: known.direction, clusters: known.clusters)
    }

    /// Shapes `text` in one line no wider than `maxWidth`, shrinking it first and truncating it only if that is not
    /// enough, like a watch complication's label.
    ///
    /// If `text` fits at `size`, it is `shape(_:font:size:)`. Otherwise the size shrinks: the result is at the
    /// largest size that fits among the multiples of 0.25 px below `size` and no smaller than
    /// `size × minimumScale` (found by bisection over that grid, as widths grow with the size). If the text does
    /// not fit even at the smallest of them, it is truncated with "…" at that size, as `shape(_:font:size:maxWidth:)`
    /// does; when no multiple of 0.25 px lies in the range, at `size`. Every run's `size` is the size used.
    ///
    /// `minimumScale` is clamped to 0...1 (NaN counts as 1: no shrinking). The result depends only on the arguments.
    package func fit(_ text: String, font: PinnedFont, size: Double, maxWidth: Double, minimumScale: Double) -> ShapedLine {
        let whole = shape(text, font: font, size: size)
        if whole.width <= maxWidth { return whole }

        let scale = minimumScale.isNaN ? 1 : min(max(minimumScale, 0), 1)
        // Sizes on the grid are k × step for k in lowest...highest, all below `size` and none below the minimum.
        let step = Self.fittingStep
        let highest = Int((size / step).rounded(.up)) - 1
        // The tolerance keeps a minimum that is a grid size, such as 20 × 0.6, from rounding up past itself.
        let lowest = max(Int((size * scale / step - 1e-9).rounded(.up)), 0)
        guard lowest <= highest else { return shape(text, font: font, size: size, maxWidth: maxWidth) }

        let smallest = shape(text, font: font, size: Double(lowest) * step)
        guard smallest.width <= maxWidth else {
            return shape(text, font: font, size: Double(lowest) * step, maxWidth: maxWidth)
        }
        return Bisection.largest(in: lowest...highest, known: smallest) { index in
            let candidate = shape(text, font: font, size: Double(index) * step)
            return candidate.width <= maxWidth ? candidate : nil
        }.value
    }

    /// Glyph `id` of the colour emoji font as a picture for an em of `size` px (quantised to 1/64 px, as shaping
    /// quantises it), placed from the glyph's origin; nil when that font is not loaded or has no colour bitmap for
    /// the glyph. Kept once made, per glyph and size.
    package func colorGlyph(_ id: UInt32, size: Double) -> ColorGlyph? {
        precondition(size.isFinite && size >= 0, "font size must be finite and not negative, got \(size)")
        let scale = HarfBuzzFont.scale(forSize: size)
        let key = ColorGlyphKey(id: id, scale: scale)
        if let glyph = colorGlyphs[key] { return glyph }
        guard scale > 0, let font = font(.notoColorEmoji) else { return nil }
        if colorGlyphs.count >= Self.colorGlyphCacheLimit { colorGlyphs.removeAll(keepingCapacity: true) }
        let glyph = font.face.colorBitmap(of: id).map { strike, pixelsPerEm in
            ColorGlyph(strike, pixelsPerEm: pixelsPerEm, size: Double(scale) / Double(HarfBuzzFont.unitsPerPixel))
        }
        // `.some`: a glyph without a bitmap is remembered too (assigning nil would remove the entry instead).
        colorGlyphs[key] = .some(glyph)
        return glyph
    }

    /// The versions of the shaping libraries this process runs with, asked of the libraries (not the headers built
    /// against): `freetype` of this shaper's own FreeType instance, `harfbuzz`, and `icu`, whose dictionaries part the
    /// words of Thai, Lao, Khmer and Myanmar (`SpacelessWords`), where the toolchain has it.
    package func libraryVersions() -> [String: String] {
        var versions = ["freetype": library.version, "harfbuzz": HarfBuzzFont.libraryVersion]
        versions["icu"] = SpacelessWords.icuVersion
        return versions
    }

    /// Each installed pinned font's own revision (the `head` table's fontRevision, as "4.000"), read from the face
    /// this shaper has open; a font without the table is left out.
    package func fontRevisions() -> [PinnedFont: String] {
        var revisions: [PinnedFont: String] = [:]
        for font in PinnedFont.allCases where installed[font.index] {
            revisions[font] = self.font(font)?.face.revision
        }
        return revisions
    }

    /// SHA-256 (lowercase hex) of each pinned file's bytes, for the golden environment record: every required font,
    /// and the optional ones that are installed (this loads them all).
    package func fontHashes() -> [PinnedFont: String] {
        if let hashes { return hashes }
        var computed: [PinnedFont: String] = [:]
        for font in PinnedFont.allCases where installed[font.index] {
            computed[font] = self.font(font)?.data.sha256
        }
        hashes = computed
        return computed
    }

    // MARK: - Internals

    /// The grid `fit` shrinks on: a quarter pixel, exact in HarfBuzz's 1/64 px fixed point.
    static let fittingStep = 0.25

    /// `shape(_:font:size:)` in a given paragraph direction (nil: from the first strong character).
    func shape(_ text: String, font: PinnedFont, size: Double, direction: BidiParagraph.Direction?) -> ShapedLine {
        precondition(size.isFinite && size >= 0, "font size must be finite and not negative, got \(size)")
        return line(PlanKey(text: Bytes(text: text), font: font, direction: direction, isTruncated: false), size: size) {
            segments(of: text, primary: font)
        }
    }

    /// `shape(_:font:size:maxWidth:)` in a given paragraph direction (nil: from the first strong character).
    func shape(_ text: String, font: PinnedFont, size: Double, maxWidth: Double,
               direction: BidiParagraph.Direction?) -> ShapedLine {
        let whole = shape(text, font: font, size: size, direction: direction)
        if whole.width <= maxWidth { return whole }
        let characters = Array(text)
        // The whole text is too wide, so at most all but its last character can stay.
        return truncated(characters[..<max(characters.count - 1, 0)], font: font, size: size, maxWidth: maxWidth,
                         direction: direction ?? BidiParagraph(text, direction: nil).direction)
    }

    /// The longest start of `characters` (all of them at most) that, followed by "…", fits in `maxWidth`; the
    /// empty line if not even "…" does. `direction` is the paragraph's, so the ellipsis ends the line on its side.
    func truncated(_ characters: ArraySlice<Character>, font: PinnedFont, size: Double, maxWidth: Double,
                   direction: BidiParagraph.Direction) -> ShapedLine {
        let start = characters.startIndex
        let none = truncated(characters[start..<start], font: font, size: size, direction: direction)
        guard none.width <= maxWidth else {
            return ShapedLine(text: "", runs: [], width: 0, isTruncated: true)
        }
        // Kerning can make a longer prefix marginally narrower, so the search may stop one character early;
        // it never returns a line that doesn't fit, because each candidate is measured exactly as returned.
        return Bisection.largest(in: start...characters.endIndex, known: none) { end in
            let candidate = truncated(characters[start..<end], font: font, size: size, direction: direction)
            return candidate.width <= maxWidth ? candidate : nil
        }.value
    }

    /// `font`, loaded on first use; nil when it is not installed or FreeType refuses it.
    private func font(_ font: PinnedFont) -> LoadedFont? {
        if let loaded = fonts[font.index] { return loaded }
        guard installed[font.index], !unusable[font.index] else { return nil }
        guard let loaded = try? LoadedFont(path: files.path(of: font), library: library, mapped: true) else {
            unusable[font.index] = true
            return nil
        }
        fonts[font.index] = loaded
        return loaded
    }

    /// Glyph `id`'s outline in `font`, in design units: where its ink is, which its box's corners may not be (a mask's
    /// cut of a round "0" is found on the outline, not the box).
    package func outline(of id: UInt32, font: PinnedFont) -> GlyphOutline {
        loaded(font).face.outline(of: id)
    }

    private func loaded(_ font: PinnedFont) -> LoadedFont {
        guard let loaded = self.font(font) else {
            preconditionFailure("\(font) is not installed; ask isLoaded(_:) before using an optional font")
        }
        return loaded
    }

    /// Splits `text` into stretches of one font each.
    func segments(of text: String, primary: PinnedFont) -> [FontSegment] {
        // Text in ASCII that the font has whole is one segment in it: what the loop below would find, character by
        // character.
        if isASCIICovered(text, by: primary) { return text.isEmpty ? [] : [FontSegment(font: primary, bytes: 0..<text.utf8.count)] }
        // Most text has no character of a script family (Latin, Greek, Cyrillic, digits, emoji): one pass, cut where
        // the font changes, and nothing to join.
        var segments: [FontSegment] = []
        var offset = 0
        let loaded = self.font(primary)
        for character in text {
            let end = offset + character.utf8.count
            // An ASCII character the font has is drawn in it, as in the all-ASCII case above: asked before the emoji and
            // covering-font checks, which a live time's "4:09 AM" (its U+202F) otherwise makes for every character.
            let isASCIICovered = end - offset == 1 && character.utf8.first.map { loaded?.hasASCIIGlyph($0) == true } == true
            let font = isASCIICovered ? primary : font(for: character, primary: primary)
            if font.family.attractsCommonCharacters { return joinedSegments(of: text, primary: primary) }
            if let last = segments.last, last.font == font {
                segments[segments.count - 1].bytes = last.bytes.lowerBound..<end
            } else {
                segments.append(FontSegment(font: font, bytes: offset..<end))
            }
            offset = end
        }
        return segments
    }

    /// Whether `text` is all ASCII and `font` has a glyph for each of its characters: then every character is
    /// shaped in `font` (`font(for:primary:)`), none being emoji or of a script family.
    private func isASCIICovered(_ text: String, by font: PinnedFont) -> Bool {
        guard let loaded = self.font(font) else { return false }
        return text.utf8.allSatisfy { loaded.hasASCIIGlyph($0) }
    }

    /// Each character of `text` with the font `font(for:primary:)` gives it, before common characters join their
    /// neighbours.
    private func clusters(of text: String, primary: PinnedFont) -> [Cluster] {
        var clusters: [Cluster] = []
        clusters.reserveCapacity(text.utf8.count)
        for character in text {
            let scalars = character.unicodeScalars
            clusters.append(Cluster(font: font(for: character, primary: primary), base: scalars.first?.value ?? 0,
                                    isOneScalar: scalars.index(after: scalars.startIndex) == scalars.endIndex,
                                    byteCount: character.utf8.count))
        }
        return clusters
    }

    /// `segments(of:primary:)` of a text whose characters' fonts are `clusters` (`clusters(of:primary:)`): a start of
    /// a text cut to be shortened is segmented from the whole text's characters, not found again.
    private func segments(of clusters: ArraySlice<Cluster>) -> [FontSegment] {
        var clusters = Array(clusters)
        if clusters.contains(where: { $0.font.family.attractsCommonCharacters }) { joinCommonCharacters(&clusters) }
        return segments(joined: clusters)
    }

    /// `segments(of:primary:)` for a text with characters of a script family: digits, punctuation and spaces beside
    /// them may join their font (`joinCommonCharacters`).
    private func joinedSegments(of text: String, primary: PinnedFont) -> [FontSegment] {
        var clusters = clusters(of: text, primary: primary)
        joinCommonCharacters(&clusters)
        return segments(joined: clusters)
    }

    /// Neighbouring characters of one font as one segment.
    private func segments(joined clusters: [Cluster]) -> [FontSegment] {
        var segments: [FontSegment] = []
        var offset = 0
        for cluster in clusters {
            let end = offset + cluster.byteCount
            if let last = segments.last, last.font == cluster.font {
                segments[segments.count - 1].bytes = last.bytes.lowerBound..<end
            } else {
                segments.append(FontSegment(font: cluster.font, bytes: offset..<end))
            }
            offset = end
        }
        return segments
    }

    /// A grapheme cluster of a text being split into font segments.
    struct Cluster {
        var font: PinnedFont
        /// Its first scalar's code point.
        var base: UInt32
        var isOneScalar: Bool
        var byteCount: Int
    }

    /// Moves characters of no particular script (digits, punctuation, spaces; not emoji) to the font of the nearest
    /// character of a script before them, or else after them, when that is a script family's font that has them:
    /// the neighbour `TextItem` takes their script from. A run of them moves as one, or not at all: "៛1,240,000" keeps
    /// its digits and commas in one font (Noto Sans Khmer has the commas but not the digits, so both stay in Inter),
    /// never a Latin digit between a Khmer comma and a Khmer comma. After Latin they stay where they are (Inter, or
    /// DejaVu for a symbol). Only single code points move: a cluster of several stays where all its glyphs are.
    private func joinCommonCharacters(_ clusters: inout [Cluster]) {
        let unicode = hb_unicode_funcs_get_default()
        let isCommon = clusters.map { cluster in
            let script = hb_unicode_script(unicode, cluster.base)
            return script == HB_SCRIPT_COMMON || script == HB_SCRIPT_INHERITED || script == HB_SCRIPT_UNKNOWN
        }
        var last: PinnedFont?
        var index = 0
        while index < clusters.count {
            guard isCommon[index] else {
                last = clusters[index].font
                index += 1
                continue
            }
            var end = index
            while end < clusters.count, isCommon[end] { end += 1 }
            defer { index = end }
            // A "…" stays in its font: a face has one ellipsis, the primary font's baseline one that a line cut to
            // fit draws (`truncated`), never Noto Sans CJK's centred "⋯" after Hangul in a tail cut "삼성전자… +₩12,845,300원".
            let movable = (index..<end).filter {
                clusters[$0].isOneScalar && clusters[$0].base != 0x2026 && !clusters[$0].font.hasColorGlyphs
            }
            // The script before decides; the one after only where there is none before, or where the one before
            // has not all of them ("ครับ 3분": Noto Sans Thai has no "3", so " 3" joins the Hangul after it).
            if let last, !last.family.attractsCommonCharacters { continue }
            let following = end < clusters.count ? clusters[end].font : nil
            for neighbour in [last, following] {
                guard let neighbour, neighbour.family.attractsCommonCharacters, let face = self.font(neighbour)?.face,
                      movable.allSatisfy({ Unicode.Scalar(clusters[$0].base).map(face.hasGlyph(for:)) == true }) else { continue }
                for moved in movable { clusters[moved].font = neighbour }
                break
            }
        }
    }

    /// The font `character` is shaped in: see `shape(_:font:size:)`.
    private func font(for character: Character, primary: PinnedFont) -> PinnedFont {
        guard let base = character.unicodeScalars.first else { return primary }
        if EmojiCluster.isEmoji(character), let emoji = self.font(.notoColorEmoji), emoji.face.hasGlyph(for: base) {
            return .notoColorEmoji
        }
        return coveringFont(for: character, primary: primary)
            ?? ([primary] + chain(primary)).first { self.font($0)?.face.hasGlyph(for: base) == true }
            ?? primary
    }

    /// The first loaded font with every glyph of `character`: `primary`, its script's family, then `primary`'s chain.
    private func coveringFont(for character: Character, primary: PinnedFont) -> PinnedFont? {
        if covers(primary, character) { return primary }
        if let base = character.unicodeScalars.first,
           let family = PinnedFontFamily.forScript(hb_unicode_script(hb_unicode_funcs_get_default(), base.value)),
           family != primary.family {
            let face = installedFace(of: family, nearest: primary.fallbackWeight)
            if covers(face, character) { return face }
        }
        return chain(primary).first { covers($0, character) }
    }

    /// `family`'s face nearest `weight`, or, where that is a medium or semi-bold face of fonts-noto-extra and the
    /// package is not installed, the regular or bold face of fonts-noto-core in its place: a machine set up before the
    /// extra weights were pinned draws the script as it did, never as boxes.
    private func installedFace(of family: PinnedFontFamily, nearest weight: Int) -> PinnedFont {
        let face = family.face(nearest: weight)
        return installed[face.index] ? face : face.coreFace
    }

    private func chain(_ font: PinnedFont) -> [PinnedFont] {
        chains[font.index]
    }

    /// How far, in ems, `font` leaves the marks above a capital short of clearing it: where a font has the capital and
    /// the mark but no anchor joining them, the mark stays where its own glyph puts it, at a lower-case letter's height,
    /// inside the capital's ink (Inter's Yoruba "Ọ́", "Ẹ̀": stranger10 #1; DejaVu Sans has the same gap). Zero where
    /// the font lifts it. Asked only of a cluster whose first scalar is a capital followed by a mark that sits above
    /// (combining class 230); each answer is kept.
    func unliftedMarks(_ font: PinnedFont, _ character: Character) -> Double {
        let scalars = character.unicodeScalars
        guard let base = scalars.first, scalars.count > 1, base.properties.isUppercase,
              scalars.dropFirst().contains(where: { $0.properties.canonicalCombiningClass.rawValue == 230 }) else { return 0 }
        let key = MarkKey(font: font.index, cluster: String(character))
        if let known = unliftedMarks[key] { return known }
        let text = String(character)
        var pen = 0
        let scale = HarfBuzzFont.scale(forSize: 100)
        let glyphs: [ShapedGlyph] = text.utf8CString.withUnsafeBufferPointer { terminated in
            let utf8 = UnsafeBufferPointer(rebasing: terminated.dropLast())
            return loaded(font).harfBuzz.shape(utf8, range: 0..<utf8.count, direction: HB_DIRECTION_LTR,
                                               script: hb_unicode_script(hb_unicode_funcs_get_default(), base.value),
                                               scale: scale, pen: &pen, buffer: buffer, tabularDigits: false)
        }
        // The base's ink top and the ink bottom of each later glyph drawn above the middle of the capitals (a mark
        // above, not a dot below), where shaping put them: the lowest of them should stand `markGap` over the top.
        let size = Double(scale) / Double(HarfBuzzFont.unitsPerPixel)
        var lift = 0.0
        if let first = glyphs.first, let baseInk = inkBox(of: first.id, font: font, size: size) {
            let top = first.y + baseInk.top
            for glyph in glyphs.dropFirst() {
                guard let ink = inkBox(of: glyph.id, font: font, size: size), glyph.y + ink.top < top / 2 else { continue }
                lift = max(lift, (glyph.y + ink.bottom - top) / size + Self.markGap)
            }
        }
        // A mark within a twentieth of an em of the top was placed: an accent may tuck into the letter.
        let found = lift > Self.markGap + 0.05 ? lift : 0
        unliftedMarks[key] = found
        return found
    }

    /// (Dial) The room left between a capital's top and a mark lifted over it, in ems: about what Inter leaves over
    /// "É".
    static let markGap = 0.06

    /// `glyphs` of `item` with the marks above each capital `font` did not lift (`unliftedMarks`) lifted over it. Only
    /// items with a combining diacritical mark (U+0300–U+036F: UTF-8 lead bytes 0xCC and 0xCD) are looked at.
    private func liftingMarks(_ glyphs: [ShapedGlyph], text utf8: UnsafeBufferPointer<CChar>, item: TextItem, font: PinnedFont,
                              size: Double) -> [ShapedGlyph] {
        guard item.bytes.contains(where: { UInt8(bitPattern: utf8[$0]) == 0xCC || UInt8(bitPattern: utf8[$0]) == 0xCD }) else { return glyphs }
        let text = String(decoding: UnsafeRawBufferPointer(utf8).bindMemory(to: UInt8.self)[item.bytes], as: UTF8.self)
        var glyphs = glyphs
        var offset = item.bytes.lowerBound
        for character in text {
            let length = character.utf8.count
            defer { offset += length }
            let lift = unliftedMarks(font, character)
            guard lift > 0 else { continue }
            let cluster = glyphs.indices.filter { glyphs[$0].cluster >= offset && glyphs[$0].cluster < offset + length }
            guard let first = cluster.first, let baseInk = inkBox(of: glyphs[first].id, font: font, size: size) else { continue }
            let top = glyphs[first].y + baseInk.top
            for index in cluster.dropFirst() {
                guard let ink = inkBox(of: glyphs[index].id, font: font, size: size), glyphs[index].y + ink.top < top / 2 else { continue }
                glyphs[index].y -= lift * size
            }
        }
        return glyphs
    }

    /// Whether `font` is loaded and has a glyph for every scalar of `character` that is drawn: default-ignorable
    /// ones (joiners, variation selectors) need none, HarfBuzz hides them.
    func covers(_ font: PinnedFont, _ character: Character) -> Bool {
        guard let face = self.font(font)?.face else { return false }
        // Below the soft hyphen, the first default-ignorable code point, a scalar without a glyph is missing; a
        // private-use one is missing from every font (`MissingGlyphs.isPrivateUse`).
        for scalar in character.unicodeScalars where MissingGlyphs.isPrivateUse(scalar.value) || !face.hasGlyph(for: scalar) {
            if MissingGlyphs.isPrivateUse(scalar.value) { return false }
            if scalar.value < 0xAD || !scalar.properties.isDefaultIgnorableCodePoint { return false }
        }
        return true
    }

    /// What of `text` no loaded pinned font can draw, asked in `font`: nil when every character has a font.
    ///
    /// A character counts when no loaded font has every glyph of its cluster; what is reported is its scalars that
    /// no loaded font has at all (a cluster of an installed script whose rare mark no font has names the mark).
    /// Emoji count as drawn when the colour emoji font has them. Control characters other than newlines count.
    package func missingGlyphs(in text: String, font: PinnedFont) -> MissingGlyphs? {
        var scalars: [Unicode.Scalar] = []
        for character in text where !character.isNewline {
            if EmojiCluster.isEmoji(character), let base = character.unicodeScalars.first,
               self.font(.notoColorEmoji)?.face.hasGlyph(for: base) == true { continue }
            guard coveringFont(for: character, primary: font) == nil else { continue }
            for scalar in character.unicodeScalars where !scalars.contains(scalar) {
                let drawn = scalar.properties.isDefaultIgnorableCodePoint
                    || !MissingGlyphs.isPrivateUse(scalar.value) && PinnedFont.allCases.contains { $0.drawsText && !$0.hasColorGlyphs && self.font($0)?.face.hasGlyph(for: scalar) == true }
                if !drawn { scalars.append(scalar) }
            }
        }
        guard !scalars.isEmpty else { return nil }
        // Families that would have drawn them but are not installed, by the scalars' scripts.
        var absent: [PinnedFont] = []
        for scalar in scalars {
            guard let family = PinnedFontFamily.forScript(hb_unicode_script(hb_unicode_funcs_get_default(), scalar.value))
            else { continue }
            let face = installedFace(of: family, nearest: font.fallbackWeight)
            if !isLoaded(face), !absent.contains(face) { absent.append(face) }
        }
        return MissingGlyphs(scalars: scalars, tried: [font] + chain(font), notInstalled: absent)
    }

    /// The scripts of `text` drawn lighter than `font` asks: a bold or semi-bold line's characters of a script whose
    /// family has a regular face only (fonts-noto-core has no bold Syriac, N'Ko, Tifinagh or Mongolian), which are drawn
    /// regular beside the line's heavier letters. Each script once, by name ("Syriac"), in the order first met; empty
    /// where every character is drawn in a face as heavy as asked, or the line is not heavy.
    package func scriptsDrawnLighter(in text: String, font: PinnedFont) -> [String] {
        guard font.fallbackWeight >= PinnedFontFamily.heavyWeight else { return [] }
        var names: [String] = []
        for character in text where !character.isWhitespace {
            guard let drawn = coveringFont(for: character, primary: font), drawn != font,
                  drawn.weight < PinnedFontFamily.heavyWeight, case .noto(let script) = drawn.family,
                  script.regular == script.bold, !names.contains(script.name) else { continue }
            names.append(script.name)
        }
        return names
    }

    /// The first characters of a line, without trailing whitespace, followed by "…" in `font`.
    /// `clusters`: the fonts of the characters of the text `prefix` starts, where known (`clusters(of:primary:)`).
    func truncated(_ prefix: ArraySlice<Character>, font: PinnedFont, size: Double,
                   direction: BidiParagraph.Direction, clusters: [Cluster]? = nil) -> ShapedLine {
        var kept = prefix
        while let last = kept.last, last.isWhitespace {
            kept.removeLast()
        }
        let shown = String(kept)
        let text = shown + Self.ellipsis
        return line(PlanKey(text: Bytes(text: text), font: font, direction: direction, isTruncated: true), size: size) {
            var segments = clusters.map { self.segments(of: $0[..<kept.count]) } ?? self.segments(of: shown, primary: font)
            let start = shown.utf8.count
            let end = start + Self.ellipsis.utf8.count
            // Joining the primary font's last run lets the ellipsis kern against the character before it.
            if let last = segments.last, last.font == font {
                segments[segments.count - 1].bytes = last.bytes.lowerBound..<end
            } else {
                segments.append(FontSegment(font: font, bytes: start..<end))
            }
            return segments
        }
    }

    /// The line `key` names at `size`, shaped from its plan (`plan(_:segments:)`) where it was not shaped at that scale
    /// already since the last `forgetLines()`.
    private func line(_ key: PlanKey, size: Double, segments: () -> [FontSegment]) -> ShapedLine {
        let lineKey = LineKey(plan: key, tabularDigits: tabularDigits, scale: HarfBuzzFont.scale(forSize: size))
        if let known = lines[lineKey] { return known }
        let shaped = line(key.text.text, plan: plan(key, segments: segments), size: size, isTruncated: key.isTruncated)
        if lines.count >= Self.planLimit { lines.removeAll(keepingCapacity: true) }
        lines[lineKey] = shaped
        return shaped
    }

    /// The plan of the line `key` names, made from its font segments (`segments`) where it is not kept already: its
    /// segments cut into items and put in visual order.
    private func plan(_ key: PlanKey, segments: () -> [FontSegment]) -> LinePlan {
        if let plan = plans[key] { return plan }
        let bidi = BidiParagraph(key.text.text, direction: key.direction)
        let plan = LinePlan(items: TextItem.visualOrder(TextItem.items(of: key.text.text, segments: segments(), bidi: bidi)),
                            isRightToLeft: bidi.direction == .rightToLeft)
        if plans.count >= Self.planLimit { plans.removeAll(keepingCapacity: true) }
        plans[key] = plan
        return plan
    }

    /// Shapes each item of a line's plan and places them one after another. Neighbouring items of one font that are
    /// neighbours in the text too become one run.
    private func line(_ text: String, plan: LinePlan, size: Double, isTruncated: Bool) -> ShapedLine {
        let scale = HarfBuzzFont.scale(forSize: size)
        let effectiveSize = Double(scale) / Double(HarfBuzzFont.unitsPerPixel)
        let items = plan.items
        var pen = 0
        var runs: [ShapedRun] = []
        var runBytes: [Range<Int>] = []
        runs.reserveCapacity(items.count)
        text.utf8CString.withUnsafeBufferPointer { terminated in
            let utf8 = UnsafeBufferPointer(rebasing: terminated.dropLast())
            for item in items {
                let glyphs = liftingMarks(loaded(item.font).harfBuzz.shape(
                    utf8, range: item.bytes, direction: item.direction, script: item.script,
                    scale: scale, pen: &pen, buffer: buffer, tabularDigits: tabularDigits
                ), text: utf8, item: item, font: item.font, size: effectiveSize)
                if let last = runs.last, last.font == item.font, let bytes = runBytes.last,
                   bytes.upperBound == item.bytes.lowerBound || item.bytes.upperBound == bytes.lowerBound {
                    runs[runs.count - 1].glyphs += glyphs
                    runBytes[runBytes.count - 1] = min(bytes.lowerBound, item.bytes.lowerBound)
                        ..< max(bytes.upperBound, item.bytes.upperBound)
                } else {
                    runs.append(ShapedRun(font: item.font, size: effectiveSize, glyphs: glyphs))
                    runBytes.append(item.bytes)
                }
            }
        }
        let width = Double(pen) / Double(HarfBuzzFont.unitsPerPixel)
        return ShapedLine(text: text, runs: runs, width: width, isTruncated: isTruncated, isRightToLeft: plan.isRightToLeft)
    }
}
