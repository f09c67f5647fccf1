import Testing
@testable import DialText

/// Where words end in the scripts written without spaces between them, from ICU's dictionaries (`SpacelessWords`).
@Suite struct SpacelessWordsTests {
    /// The words of `text` as `SpacelessWords` parts them (the text whole where it finds none).
    static func words(_ text: String) -> [String] {
        let characters = Array(text)
        guard let ends = SpacelessWords.ends(in: characters) else { return [text] }
        var words: [String] = []
        var start = 0
        for position in 1...characters.count where position == characters.count || ends[position] {
            words.append(String(characters[start..<position]))
            start = position
        }
        return words
    }

    /// A syllable is not a word: "ធៀបនឹងម្សិលមិញ" is "compared | with | yesterday", and its syllable "ម្សិល" ends none of
    /// them (stranger22 #5); Thai, whose syllables are not even marked, is parted into its words too.
    @Test(arguments: [
        ("ធៀបនឹងម្សិលមិញ", ["ធៀប", "នឹង", "ម្សិលមិញ"]),
        ("ស្រូវផ្ការំដួល", ["ស្រូវ", "ផ្ការំដួល"]),
        ("สวัสดีครับวันนี้", ["สวัสดี", "ครับ", "วัน", "นี้"]),
        ("ຂ້ອຍຮັກພາສາລາວ", ["ຂ້ອຍ", "ຮັກ", "ພາສາ", "ລາວ"]),
        ("လက်ဖက်ရည်ဆိုင်", ["လက်ဖက်ရည်", "ဆိုင်"]),
        ("ဗုဒ္ဓဟူး", ["ဗုဒ္ဓဟူး"]),
    ])
    func wordsEndWhereTheDictionarySays(text: String, words: [String]) {
        #expect(Self.words(text) == words)
    }

    /// Only between two characters of one of these scripts: a space, a digit of another script or a Latin word is
    /// the other rules' to part (`LineBreakRules`, `TextCuts`); a text with none of these scripts is not looked at.
    @Test func onlyInsideARunOfOneScript() throws {
        #expect(SpacelessWords.ends(in: Array("Stromverbrauch 3,2 kW")) == nil)
        let ends = try #require(SpacelessWords.ends(in: Array("YBS ធៀប នឹង")))
        #expect(!ends.contains(true))
    }

    /// The same words every time and from every thread: the iterator is cloned from one opened once.
    @Test func theSameWordsFromEveryThread() async {
        let text = "▲ ៤០ ៛ ធៀបនឹងម្សិលមិញ · ลูกค้ารอรับของที่หน้าร้าน"
        let once = SpacelessWords.ends(in: Array(text))
        #expect(once != nil)
        let all = await withTaskGroup(of: [Bool]?.self) { group in
            for _ in 0..<16 { group.addTask { SpacelessWords.ends(in: Array(text)) } }
            return await group.reduce(into: []) { $0.append($1) }
        }
        #expect(all.allSatisfy { $0 == once })
    }
}
