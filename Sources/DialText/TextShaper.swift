/// Shapes text with the pinned fonts: FreeType faces, HarfBuzz shaping (kerning and ligatures on), no hinting.
///
/// Not thread-safe, because FreeType isn't: use one per thread or worker. All pinned fonts are loaded at
/// initialisation, so a missing or broken file is reported there and nothing later can fail.
///
/// Every value is in pixels with y growing downwards; a `size` is the em size in pixels. Results depend only on the
/// arguments and the font files: the same call always gives the same line.
public final class TextShaper {
    /// Appended to truncated lines.
    static let ellipsis = "\u{2026}"

    private let fonts: [PinnedFont: LoadedFont]
    private let buffer = HarfBuzzBuffer()
    private var hashes: [PinnedFont: String]?

    /// Loads every pinned font from `files`.
    ///
    /// - Throws: `TextError.fontMissing` for the first pinned file that doesn't exist,
    ///   `TextError.fontUnreadable` for one that can't be read or parsed.
    public init(files: FontFiles = .system) throws(TextError) {
        let library = FreeTypeLibrary()
        var fonts: [PinnedFont: LoadedFont] = [:]
        for font in PinnedFont.allCases {
            fonts[font] = try LoadedFont(path: files.path(of: font), library: library)
        }
        self.fonts = fonts
    }

    /// The vertical metrics of `font` at `size` px, unhinted.
    ///
    /// Cap height and x-height come from the OS/2 table, or, where the table lacks them, from the tops of "H" and "x".
    public func metrics(_ font: PinnedFont, size: Double) -> FontMetrics {
        precondition(size.isFinite && size >= 0, "font size must be finite and not negative, got \(size)")
        return loaded(font).unitMetrics.scaled(by: size)
    }

    /// Shapes `text` as one line in `font` at `size` px.
    ///
    /// Characters `font` lacks are shaped in `font.fallback`, deciding per grapheme cluster by its first scalar,
    /// so combining marks stay with their base; characters neither font has stay in `font` (as .notdef).
    /// Each font run is shaped in its own script direction (Arabic and Hebrew right to left); runs are not
    /// reordered (no bidi), they follow each other left to right in text order.
    public func shape(_ text: String, font: PinnedFont, size: Double) -> ShapedLine {
        precondition(size.isFinite && size >= 0, "font size must be finite and not negative, got \(size)")
        return line(text, segments: segments(of: text, primary: font), size: size, isTruncated: false)
    }

    /// Shapes `text` like `shape(_:font:size:)`, and if it is wider than `maxWidth`, cuts it at a grapheme-cluster
    /// boundary, drops trailing whitespace and appends "…" (shaped in `font`), keeping as many characters as fit.
    ///
    /// If not even "…" fits, the result is an empty line (no runs, width 0, `isTruncated` true).
    public func shape(_ text: String, font: PinnedFont, size: Double, maxWidth: Double) -> ShapedLine {
        let whole = shape(text, font: font, size: size)
        if whole.width <= maxWidth { return whole }

        let characters = Array(text)
        var best = truncated(characters[..<0], font: font, size: size)
        guard best.width <= maxWidth else {
            return ShapedLine(text: "", runs: [], width: 0, isTruncated: true)
        }
        // Kerning can make a longer prefix marginally narrower, so the search may stop one character early;
        // it never returns a line that doesn't fit, because each candidate is measured exactly as returned.
        var low = 0
        var high = characters.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            let candidate = truncated(characters[..<middle], font: font, size: size)
            if candidate.width <= maxWidth {
                low = middle
                best = candidate
            } else {
                high = middle - 1
            }
        }
        return best
    }

    /// SHA-256 (lowercase hex) of each pinned file's bytes as loaded, for the golden environment record.
    public func fontHashes() -> [PinnedFont: String] {
        if let hashes { return hashes }
        let computed = fonts.mapValues { $0.data.sha256 }
        hashes = computed
        return computed
    }

    // MARK: - Internals

    private func loaded(_ font: PinnedFont) -> LoadedFont {
        guard let loaded = fonts[font] else {
            preconditionFailure("\(font) was not loaded, but init loads every pinned font")
        }
        return loaded
    }

    /// Splits `text` into stretches of one font each.
    func segments(of text: String, primary: PinnedFont) -> [FontSegment] {
        var segments: [FontSegment] = []
        var offset = 0
        for character in text {
            let end = offset + character.utf8.count
            let font = font(for: character, primary: primary)
            if let last = segments.last, last.font == font {
                segments[segments.count - 1].bytes = last.bytes.lowerBound..<end
            } else {
                segments.append(FontSegment(font: font, bytes: offset..<end))
            }
            offset = end
        }
        return segments
    }

    private func font(for character: Character, primary: PinnedFont) -> PinnedFont {
        let fallback = primary.fallback
        // Deciding by the cluster's first scalar keeps marks, ZWJ sequences and variation selectors with their base.
        guard let base = character.unicodeScalars.first,
              fallback != primary,
              !loaded(primary).face.hasGlyph(for: base),
              loaded(fallback).face.hasGlyph(for: base)
        else { return primary }
        return fallback
    }

    /// The first characters of a line, without trailing whitespace, followed by "…" in `font`.
    private func truncated(_ prefix: ArraySlice<Character>, font: PinnedFont, size: Double) -> ShapedLine {
        var kept = prefix
        while let last = kept.last, last.isWhitespace {
            kept.removeLast()
        }
        let shown = String(kept)
        var segments = segments(of: shown, primary: font)
        let start = shown.utf8.count
        let end = start + Self.ellipsis.utf8.count
        // Joining the primary font's last run lets the ellipsis kern against the character before it.
        if let last = segments.last, last.font == font {
            segments[segments.count - 1].bytes = last.bytes.lowerBound..<end
        } else {
            segments.append(FontSegment(font: font, bytes: start..<end))
        }
        return line(shown + Self.ellipsis, segments: segments, size: size, isTruncated: true)
    }

    /// Shapes each segment of `text` and places the runs one after another.
    private func line(_ text: String, segments: [FontSegment], size: Double, isTruncated: Bool) -> ShapedLine {
        let scale = HarfBuzzFont.scale(forSize: size)
        let effectiveSize = Double(scale) / Double(HarfBuzzFont.unitsPerPixel)
        var pen = 0
        var runs: [ShapedRun] = []
        runs.reserveCapacity(segments.count)
        text.utf8CString.withUnsafeBufferPointer { terminated in
            let utf8 = UnsafeBufferPointer(rebasing: terminated.dropLast())
            for segment in segments {
                let glyphs = loaded(segment.font).harfBuzz.shape(
                    utf8, range: segment.bytes, scale: scale, pen: &pen, buffer: buffer
                )
                runs.append(ShapedRun(font: segment.font, size: effectiveSize, glyphs: glyphs))
            }
        }
        let width = Double(pen) / Double(HarfBuzzFont.unitsPerPixel)
        return ShapedLine(text: text, runs: runs, width: width, isTruncated: isTruncated)
    }
}
