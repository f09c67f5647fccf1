/// Where a syllable starts in the scripts that write words without spaces between them and whose grapheme clusters
/// are smaller than a syllable: Myanmar, Khmer, Lao and Thai. A grapheme cluster there may be a bare subscript sign
/// (Khmer's coeng, Myanmar's virama, which stack the next consonant under it), a vowel written before its consonant
/// (Lao "ໂ", Thai "เ") or a final consonant ("က်"): a cut there draws a sign without its letter ("ប្រាំមួយព្…"). Rules,
/// not a dictionary: Myanmar's syllables are marked in its writing; Khmer's and Lao's finals are told from the vowel
/// before them; Thai, whose syllables are not marked, only keeps a vowel with its consonant. Where their words end is
/// a dictionary's to say (`SpacelessWords`).
package enum SpacelessSyllables {
    /// For each position `p` of `characters` (`0...count`), whether a syllable may end before `characters[p]`
    /// (true at both ends and beside anything not of these scripts); nil when the text has none of them, which is
    /// found by a look at each scalar's value only.
    package static func boundaries(in characters: [Character]) -> [Bool]? {
        // The first byte tells every character before U+0800 (Latin, Greek, Cyrillic, Arabic...) at once.
        guard characters.contains(where: { $0.utf8.first! >= 0xE0 && Script($0) != nil }) else { return nil }
        var boundaries = [Bool](repeating: true, count: characters.count + 1)
        for position in 1..<max(characters.count, 1) {
            boundaries[position] = allowsBreak(characters, at: position)
        }
        return boundaries
    }

    /// Whether `position` starts a syllable inside a run of Myanmar, Khmer or Lao, where a syllable stands for the word
    /// their writing does not mark: a shortened line may end there as it ends at a space elsewhere.
    package static func startsSyllable(_ characters: [Character], at position: Int, boundaries: [Bool]) -> Bool {
        guard position > 0, position < characters.count, boundaries[position], let script = Script(characters[position]),
              script != .thai else { return false }
        return Script(characters[position - 1]) == script
    }

    /// The scripts these rules know.
    enum Script {
        case myanmar, khmer, lao, thai

        init?(_ character: Character) {
            guard let value = character.unicodeScalars.first?.value else { return nil }
            switch value {
            case 0x1000...0x109F, 0xAA60...0xAA7F, 0xA9E0...0xA9FF: self = .myanmar
            case 0x1780...0x17FF, 0x19E0...0x19FF: self = .khmer
            case 0x0E80...0x0EFF: self = .lao
            case 0x0E00...0x0E7F: self = .thai
            default: return nil
            }
        }
    }

    static func allowsBreak(_ characters: [Character], at position: Int) -> Bool {
        let before = characters[position - 1]
        let after = characters[position]
        guard let script = Script(after), Script(before) == script else { return true }
        let last = before.unicodeScalars.last!.value
        switch script {
        case .myanmar:
            // The virama (and kinzi's) stacks the next consonant: no break after it. A consonant killed by the asat
            // ("က်") closes the syllable before it. Otherwise a syllable starts at a consonant or independent vowel.
            guard last != 0x1039 else { return false }
            // A consonant with the asat ("က်") or the virama ("ဒ္" in "ဗုဒ္ဓ") closes the syllable before it.
            guard !after.unicodeScalars.contains(where: { $0.value == 0x103A || $0.value == 0x1039 }) else { return false }
            return isMyanmarOnset(after)
        case .khmer:
            // The coeng stacks the next consonant. A bare consonant after a vowel, followed by another consonant or
            // the end, is that vowel's final ("ហាង", "ព្រឹក").
            guard last != 0x17D2, isKhmerOnset(after) else { return false }
            return !isKhmerFinal(characters, at: position)
        case .lao, .thai:
            // A vowel written before its consonant ("ໂມງ", "เวลา") starts its syllable and stays with it.
            guard !isPreBaseVowel(before) else { return false }
            // Thai: no more than that (its syllables are not marked; its grapheme clusters hold every other vowel).
            guard script == .lao else { return true }
            if isPreBaseVowel(after) { return true }
            guard isLaoConsonant(after) else { return false }
            // Lao: a consonant that carries a vowel, or has one after it, starts a syllable unless it follows a bare
            // consonant (its cluster's first letter, or a final that may be either).
            let carriesVowel = after.unicodeScalars.count > 1
                || position + 1 < characters.count && isLaoFollowingVowel(characters[position + 1])
            return carriesVowel && !(isLaoConsonant(before) && before.unicodeScalars.count == 1)
        }
    }

    static func isMyanmarOnset(_ character: Character) -> Bool {
        let value = character.unicodeScalars.first!.value
        return (0x1000...0x102A).contains(value) || (0x103F...0x1049).contains(value) || (0x104C...0x104F).contains(value)
            || (0x1050...0x1055).contains(value)
    }

    static func isKhmerOnset(_ character: Character) -> Bool {
        (0x1780...0x17B3).contains(character.unicodeScalars.first!.value)
    }

    static func isKhmerConsonant(_ character: Character) -> Bool {
        (0x1780...0x17A2).contains(character.unicodeScalars.first!.value)
    }

    /// A Khmer consonant with no vowel of its own after one that has a vowel, before another onset or the end.
    static func isKhmerFinal(_ characters: [Character], at position: Int) -> Bool {
        let after = characters[position]
        guard isKhmerConsonant(after),
              after.unicodeScalars.dropFirst().allSatisfy({ [0x17CB, 0x17CC, 0x17CD, 0x17CE, 0x17CF].contains($0.value) })
        else { return false }
        let before = characters[position - 1]
        let beforeHasVowel = before.unicodeScalars.dropFirst().contains { (0x17B6...0x17C5).contains($0.value) }
            || (0x17A3...0x17B3).contains(before.unicodeScalars.first!.value)
        guard beforeHasVowel else { return false }
        guard position + 1 < characters.count else { return true }
        let next = characters[position + 1]
        return Script(next) != .khmer || isKhmerOnset(next)
    }

    static func isPreBaseVowel(_ character: Character) -> Bool {
        let value = character.unicodeScalars.first!.value
        return (0x0E40...0x0E44).contains(value) || (0x0EC0...0x0EC4).contains(value)
    }

    static func isLaoConsonant(_ character: Character) -> Bool {
        (0x0E81...0x0EAE).contains(character.unicodeScalars.first!.value) || (0x0EDC...0x0EDF).contains(character.unicodeScalars.first!.value)
    }

    /// Lao vowels written after their consonant as letters of their own: ະ, າ, ຳ, ຽ.
    static func isLaoFollowingVowel(_ character: Character) -> Bool {
        [0x0EB0, 0x0EB2, 0x0EB3, 0x0EBD].contains(character.unicodeScalars.first!.value)
    }
}
