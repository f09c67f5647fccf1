import CHarfBuzz

/// A stretch of a line's text that HarfBuzz shapes in one buffer: one font, one bidi level, one script.
struct TextItem: Equatable {
    var font: PinnedFont
    /// UTF-8 byte offsets into the line's text.
    var bytes: Range<Int>
    var level: UInt8
    /// `HB_SCRIPT_INVALID` when the stretch holds only characters of no particular script (digits, punctuation).
    var script: hb_script_t

    var direction: hb_direction_t {
        level % 2 == 1 ? HB_DIRECTION_RTL : HB_DIRECTION_LTR
    }

    /// Splits `text`, already cut into font segments covering it in order, where the font, the level or the script
    /// changes. Each character (grapheme cluster) takes the level and script of its first scalar, so a cluster is
    /// never split between items.
    ///
    /// Characters of no particular script join the script of what precedes them in their font and level, or else
    /// of what follows: the same script HarfBuzz would guess for a buffer holding them. A text in one script and one
    /// level is thus cut exactly where its fonts change.
    static func items(of text: String, segments: [FontSegment], bidi: BidiParagraph) -> [TextItem] {
        if let item = latinItem(of: text, segments: segments, bidi: bidi) { return [item] }
        let unicode = hb_unicode_funcs_get_default()
        var items: [TextItem] = []
        var stretch: [TextItem] = []
        var scalarIndex = 0
        var index = text.utf8.startIndex
        for segment in segments {
            let end = text.utf8.index(index, offsetBy: segment.bytes.count)
            var offset = segment.bytes.lowerBound
            for character in text[index..<end] {
                let scalars = character.unicodeScalars
                let level = bidi.levels[scalarIndex]
                let script = hb_unicode_script(unicode, scalars.first.map { $0.value } ?? 0)
                let bytes = offset..<(offset + character.utf8.count)
                if let last = stretch.last, last.font != segment.font || last.level != level {
                    items += resolvingScripts(stretch)
                    stretch.removeAll(keepingCapacity: true)
                }
                stretch.append(TextItem(font: segment.font, bytes: bytes, level: level, script: script))
                offset = bytes.upperBound
                scalarIndex += scalars.count
            }
            index = end
        }
        items += resolvingScripts(stretch)
        return items
    }

    /// The one item of a text in ASCII (a shortened one ending in "…") in one font, left to right: Latin where it has
    /// a letter, else of no particular script, as the loop of `items(of:segments:bidi:)` would find it.
    private static func latinItem(of text: String, segments: [FontSegment], bidi: BidiParagraph) -> TextItem? {
        guard segments.count == 1, let font = segments.first?.font, segments[0].bytes == 0..<text.utf8.count,
              bidi.direction == .leftToRight, bidi.levels.allSatisfy({ $0 == 0 }) else { return nil }
        var bytes = text.utf8[...]
        if bytes.count >= 3, bytes.suffix(3).elementsEqual([0xE2, 0x80, 0xA6]) { bytes = bytes.dropLast(3) }
        var hasLetter = false
        for byte in bytes {
            guard byte < 0x80 else { return nil }
            if (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte) { hasLetter = true }
        }
        return TextItem(font: font, bytes: 0..<text.utf8.count, level: 0, script: hasLetter ? HB_SCRIPT_LATIN : HB_SCRIPT_INVALID)
    }

    /// `characters`, of one font and level, with their scripts resolved and runs of one script merged.
    private static func resolvingScripts(_ characters: [TextItem]) -> [TextItem] {
        let leading = characters.first { isSpecific($0.script) }?.script ?? HB_SCRIPT_INVALID
        var merged: [TextItem] = []
        for var character in characters {
            if !isSpecific(character.script) {
                character.script = merged.last?.script ?? leading
            }
            if let last = merged.last, last.script == character.script {
                merged[merged.count - 1].bytes = last.bytes.lowerBound..<character.bytes.upperBound
            } else {
                merged.append(character)
            }
        }
        return merged
    }

    private static func isSpecific(_ script: hb_script_t) -> Bool {
        script != HB_SCRIPT_COMMON && script != HB_SCRIPT_INHERITED && script != HB_SCRIPT_UNKNOWN
            && script != HB_SCRIPT_INVALID
    }

    /// `items`, in logical order, put in visual order, left to right (rule L2: from the highest level down to the
    /// lowest odd one, every sequence of items at that level or higher is reversed).
    static func visualOrder(_ items: [TextItem]) -> [TextItem] {
        guard let highest = items.map(\.level).max(), let lowest = items.map(\.level).min() else { return items }
        let lowestOdd = lowest | 1
        guard highest >= lowestOdd else { return items }
        var order = items
        for level in stride(from: highest, through: lowestOdd, by: -1) {
            var start = 0
            while start < order.count {
                guard order[start].level >= level else {
                    start += 1
                    continue
                }
                var end = start
                while end < order.count, order[end].level >= level { end += 1 }
                order[start..<end].reverse()
                start = end
            }
        }
        return order
    }
}
