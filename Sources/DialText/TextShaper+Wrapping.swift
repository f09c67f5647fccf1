extension TextShaper {
    /// Breaks `text` into at most `maxLines` lines no wider than `maxWidth`, each shaped like `shape(_:font:size:)`.
    ///
    /// Greedy: each line takes as much text as fits, ending at a break opportunity (after spaces, or around Chinese
    /// and Japanese characters; see `LineBreakRules`). Spaces at a break belong to neither line. A word too wide
    /// for a line of its own is cut at the last grapheme cluster that fits; a single cluster wider than `maxWidth`
    /// still gets its line, and overflows it. Newlines end a line wherever they are.
    ///
    /// If text remains after the last allowed line, that line instead shows the rest of its text cut to fit with
    /// "…" (as `shape(_:font:size:maxWidth:)` does) and is `isTruncated`. Each paragraph (text between newlines)
    /// takes its direction from its first strong character, and every line of it is laid out in that direction;
    /// right-to-left lines are for the caller to align on the right.
    ///
    /// `lastLine`, when given, lays out the last allowed line instead: it receives the rest of the paragraph (breaking
    /// spaces trimmed) and whether more text follows it, and decides where to cut it (a caller that never cuts a
    /// number, say); the line it returns is marked with the paragraph's direction, which aligns it. Where it keeps
    /// nothing of text it was given, the line above becomes the last instead (given its own text and the rest), and so
    /// on up: an empty last line would leave the line above ending as if the text ended there, its cut unseen ("Dose:
    /// take 2" over nothing, for "Dose: take 2 tablets"). So no line is kept for nothing, and the last line drawn is
    /// the one that shows the cut.
    ///
    /// Empty text gives one empty line; `maxLines` below 1 gives none. The result depends only on the arguments.
    package func wrap(_ text: String, font: PinnedFont, size: Double, maxWidth: Double, maxLines: Int,
                     lastLine: ((_ rest: String, _ isFollowedByText: Bool) -> ShapedLine)? = nil) -> [ShapedLine] {
        precondition(size.isFinite && size >= 0, "font size must be finite and not negative, got \(size)")
        guard maxLines > 0 else { return [] }
        let paragraphs = text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).map(Array.init)
        var lines: [ShapedLine] = []
        // Where each line starts, for a last line that must move up (`lastLine`).
        var starts: [(characters: [Character], start: Int, isFollowedByText: Bool, direction: BidiParagraph.Direction)] = []
        for (index, characters) in paragraphs.enumerated() {
            let direction = BidiParagraph(String(characters), direction: nil).direction
            let isFollowedByText = paragraphs[(index + 1)...].contains { $0.contains { !$0.isWhitespace } }
            let breaks = LineBreakRules.opportunities(in: characters)
            let looseBreaks = LineBreakRules.opportunities(in: characters, keepingUnits: false)
            var start = 0
            repeat {
                if lines.count == maxLines - 1 {
                    let rest = Self.trimmingBreakingSpaces(characters[start...])
                    if let lastLine {
                        // Laid out by the caller from the rest alone, it still reads in its paragraph's direction: a
                        // right-to-left paragraph's last line starting with a Latin word ends on the right.
                        var from = (characters: characters, start: start, isFollowedByText: isFollowedByText, direction: direction)
                        var given = String(rest)
                        var last = lastLine(given, isFollowedByText)
                        while last.text.isEmpty, given.contains(where: { !$0.isWhitespace }) || from.isFollowedByText,
                              let above = starts.popLast() {
                            lines.removeLast()
                            from = above
                            given = String(Self.trimmingBreakingSpaces(above.characters[above.start...]))
                            last = lastLine(given, above.isFollowedByText)
                        }
                        last.isRightToLeft = from.direction == .rightToLeft
                        lines.append(last)
                        return lines
                    }
                    lines.append(isFollowedByText
                        ? truncated(rest, font: font, size: size, maxWidth: maxWidth, direction: direction)
                        : shape(String(rest), font: font, size: size, maxWidth: maxWidth, direction: direction))
                    return lines
                }
                let (line, end) = nextLine(characters, from: start, breaks: breaks, looseBreaks: looseBreaks, font: font,
                                           size: size, maxWidth: maxWidth, direction: direction)
                lines.append(line)
                starts.append((characters, start, isFollowedByText, direction))
                start = end
                while start < characters.count, LineBreakRules.isBreakingSpace(characters[start]) { start += 1 }
            } while start < characters.count
        }
        return lines
    }

    /// The line that starts at `start` in `characters` (one paragraph, whose break opportunities are `breaks`)
    /// and the index it ends at.
    /// Where a number and its unit have no room together, `looseBreaks` (which part them) are tried before a word is
    /// cut.
    private func nextLine(_ characters: [Character], from start: Int, breaks: [Int], looseBreaks: [Int], font: PinnedFont,
                          size: Double, maxWidth: Double, direction: BidiParagraph.Direction) -> (ShapedLine, Int) {
        func line(to end: Int) -> ShapedLine {
            shape(String(Self.trimmingBreakingSpaces(characters[start..<end])), font: font, size: size,
                  direction: direction)
        }
        guard start < characters.count else { return (line(to: start), start) }
        // Ends that would leave the line blank are no break: leading spaces stay with the first word.
        let ends = breaks.filter { $0 > start } + [characters.count]
        let candidates = ends.filter { $0 == characters.count || !Self.isBlank(characters[start..<$0]) }
        var best: (ShapedLine, Int)?
        for end in candidates {
            let candidate = line(to: end)
            guard candidate.width <= maxWidth else { break }
            best = (candidate, end)
        }
        if let best {
            // A number and its unit that have no room on a row of their own part here rather than take two rows: "IN
            // 10" over "HOURS", never "IN", "10", "HOURS". Only where a unit follows is the next word shaped.
            if let next = ends.first(where: { $0 > best.1 }),
               looseBreaks.contains(where: { $0 > best.1 && $0 < next }),
               shape(String(Self.trimmingBreakingSpaces(characters[best.1..<next])), font: font, size: size,
                     direction: direction).width > maxWidth {
                for end in looseBreaks.filter({ $0 > best.1 && $0 < next }).reversed() {
                    let candidate = line(to: end)
                    if candidate.width <= maxWidth { return (candidate, end) }
                }
            }
            return best
        }
        for end in looseBreaks.filter({ $0 > start && $0 < candidates[0] }).reversed() where !Self.isBlank(characters[start..<end]) {
            let candidate = line(to: end)
            if candidate.width <= maxWidth { return (candidate, end) }
        }

        // The first word alone is too wide: keep the longest start of it that fits, and at least one cluster.
        let wordEnd = candidates[0]
        let (low, kept) = Bisection.largest(in: (start + 1)...max(start + 1, wordEnd - 1), known: line(to: start + 1)) { end in
            let candidate = line(to: end)
            return candidate.width <= maxWidth ? candidate : nil
        }
        // Rather a shorter line than one that ends in an opening bracket, pushes a closing mark to the next line or
        // parts a syllable of Myanmar, Khmer, Lao or Thai from its sign; when no cut avoids that, the longest start
        // stands.
        let syllables = SpacelessSyllables.boundaries(in: characters)
        if let polite = (start + 1...low).reversed().first(where: { LineBreakRules.allowsCut(in: characters, at: $0) && syllables?[$0] ?? true }),
           polite != low {
            return (line(to: polite), polite)
        }
        return (kept, low)
    }

    private static func trimmingBreakingSpaces(_ characters: ArraySlice<Character>) -> ArraySlice<Character> {
        var trimmed = characters
        while let last = trimmed.last, LineBreakRules.isBreakingSpace(last) { trimmed.removeLast() }
        return trimmed
    }

    private static func isBlank(_ characters: ArraySlice<Character>) -> Bool {
        characters.allSatisfy(LineBreakRules.isBreakingSpace)
    }
}
