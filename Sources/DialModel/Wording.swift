/// Small pieces of English that error messages built from names need, so that they read as written by hand.
package enum Wording {
    /// `word` after "a" or "an", by its first letter: "an extraLarge face", "a modular face".
    package static func article(_ word: String) -> String {
        guard let first = word.first?.lowercased() else { return word }
        return ("aeiou".contains(first) ? "an " : "a ") + word
    }

    /// Already quoted choices, as "one of …" when there are several and as the only one when there is one.
    package static func choice(_ quoted: [String], joinedBy separator: String = ", ") -> String {
        quoted.count == 1 ? quoted[0] : "one of " + quoted.joined(separator: separator)
    }
}
