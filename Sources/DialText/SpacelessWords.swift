#if canImport(_FoundationICU)
import _FoundationICU
#endif

/// Where words end in the scripts written without spaces between them: Thai, Lao, Khmer and Myanmar. Their syllables
/// (`SpacelessSyllables`) are not their words: "ធៀបនឹងម្សិលមិញ" is three words, "ធៀប|នឹង|ម្សិលមិញ" ("compared with
/// yesterday"), and its syllable "ម្សិល" ends none of them; Thai marks not even its syllables. Only a dictionary knows
/// them, and ICU's word break iterator holds one for each of these scripts: the copy of ICU that Swift's Foundation
/// itself uses on Linux (`_FoundationICU`, shipped with the toolchain; swift-corelibs-foundation's
/// `enumerateSubstrings(options: .byWords)` is unavailable there), so the words are the toolchain's, the same on every
/// machine with the same Swift. Where that module is absent (macOS's toolchain has none), a syllable stands for a word,
/// as it did before.
package enum SpacelessWords {
    /// For each position `p` of `characters` (`0...count`), whether a word of Thai, Lao, Khmer or Myanmar ends before
    /// `characters[p]` and another of the same script starts there; nil when the text has none of these scripts (found
    /// as `SpacelessSyllables` finds them, by each scalar's value) or ICU is not there to say.
    package static func ends(in characters: [Character]) -> [Bool]? {
        #if canImport(_FoundationICU)
        guard characters.contains(where: { $0.utf8.first! >= 0xE0 && SpacelessSyllables.Script($0) != nil }),
              let prototype = Prototype.iterator else { return nil }
        // ICU counts in UTF-16 code units; each Character's first unit is noted, so that a boundary maps back to it.
        var units: [UInt16] = []
        var characterAt: [Int] = []
        for (index, character) in characters.enumerated() {
            characterAt.append(index)
            units.append(contentsOf: character.utf16)
            while characterAt.count < units.count { characterAt.append(-1) }
        }
        characterAt.append(characters.count)
        var ends = [Bool](repeating: false, count: characters.count + 1)
        var status = U_ZERO_ERROR
        // A clone of one iterator opened once: opening one loads its rules and costs six times as much (30 µs against
        // 5 µs for a line of Khmer, measured); the prototype is never given text, so cloning it is safe from any thread.
        guard let iterator = swift_ubrk_clone(prototype, &status), status.rawValue <= 0 else { return nil }
        defer { swift_ubrk_close(iterator) }
        units.withUnsafeBufferPointer { buffer in
            swift_ubrk_setText(iterator, buffer.baseAddress, Int32(buffer.count), &status)
            guard status.rawValue <= 0 else { return }
            var boundary = swift_ubrk_next(iterator)
            while boundary != UBRK_DONE {
                let position = Int(boundary) < characterAt.count ? characterAt[Int(boundary)] : -1
                if position > 0, position < characters.count,
                   let script = SpacelessSyllables.Script(characters[position]),
                   SpacelessSyllables.Script(characters[position - 1]) == script {
                    ends[position] = true
                }
                boundary = swift_ubrk_next(iterator)
            }
        }
        return status.rawValue <= 0 ? ends : nil
        #else
        return nil
        #endif
    }

    /// The version of ICU whose dictionaries part the words ("76.1"), for the record goldens keep of what drew them;
    /// nil where there is none.
    package static var icuVersion: String? {
        #if canImport(_FoundationICU)
        var version: UVersionInfo = (0, 0, 0, 0)
        swift_u_getVersion(&version)
        return "\(version.0).\(version.1)"
        #else
        return nil
        #endif
    }

    #if canImport(_FoundationICU)
    /// ICU's word break iterator for the root locale, opened once: the dictionaries of Thai, Lao, Khmer and Burmese
    /// apply in every locale, so a face's locale does not change where its words end.
    private enum Prototype {
        nonisolated(unsafe) static let iterator: OpaquePointer? = {
            var status = U_ZERO_ERROR
            let iterator = swift_ubrk_open(UBRK_WORD, "", nil, 0, &status)
            return status.rawValue <= 0 ? iterator : nil
        }()
    }
    #endif
}
