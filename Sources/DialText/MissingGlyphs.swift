/// Characters of a text that no loaded pinned font draws: they would show as .notdef boxes.
public struct MissingGlyphs: Sendable, Hashable {
    /// The characters' Unicode scalars no loaded font has, each once, in the order they first occur.
    public var scalars: [Unicode.Scalar]
    /// The loaded fonts tried, in order: the text's own, then one face of each other family.
    public var tried: [PinnedFont]
    /// Pinned fonts for the scalars' scripts that are not installed on this machine.
    public var notInstalled: [PinnedFont]

    /// Missing `scalars`, after trying `tried`.
    public init(scalars: [Unicode.Scalar], tried: [PinnedFont], notInstalled: [PinnedFont] = []) {
        self.scalars = scalars
        self.tried = tried
        self.notInstalled = notInstalled
    }

    /// The scalars as Unicode writes them, "U+0915 U+094D".
    public var codePoints: String {
        scalars.map(Self.codePoint).joined(separator: " ")
    }

    /// Whether `value` is a private-use code point (U+E000–U+F8FF, planes 15 and 16): its meaning is the app's own font's,
    /// which Dial does not have. A pinned font's glyph there is that font's private shape (Inter keeps marks of its
    /// own at U+E123), not the character the app meant, so a user's private-use character counts as missing and is
    /// drawn as the empty box a missing character is (stranger19 #10). Dial's symbols, which the icon font keeps at
    /// private-use code points, are outlined by name, never shaped from text.
    package static func isPrivateUse(_ value: UInt32) -> Bool {
        value >= 0xE000 && (value <= 0xF8FF || value >= 0xF0000)
    }

    /// "U+0915": at least four hexadecimal digits, upper case.
    public static func codePoint(_ scalar: Unicode.Scalar) -> String {
        let hex = String(scalar.value, radix: 16, uppercase: true)
        return "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
    }

    /// The fonts tried and what to install, in a few words: "tried Inter-SemiBold.otf, then in the nearest weight
    /// DejaVu Sans, every Noto script family Dial pins (137), Noto Sans CJK, Noto's symbol families (Symbols, Symbols 2,
    /// Math, Music); not installed: NotoSansThai…
    /// (fonts-noto-core)". The script families are named one by one only when some were not tried.
    public var triedDescription: String {
        guard let first = tried.first else { return "no font is loaded" }
        var words = "tried " + first.fileName
        let families = tried.dropFirst().map(\.family)
        let scripts = families.compactMap { family -> NotoScript? in if case .noto(let script) = family { script } else { nil } }
        let symbolFamilies: [PinnedFontFamily] = [.notoSymbols, .notoSymbols2, .notoMath, .notoMusic]
        var others = families.filter { if case .noto = $0 { false } else { !symbolFamilies.contains($0) } }.map(\.name)
        // Named as one: four names of Noto's symbol fonts would hide the ones a reader looks for.
        if families.contains(where: symbolFamilies.contains) {
            others.append("Noto's symbol families (Symbols, Symbols 2, Math, Music)")
        }
        if !scripts.isEmpty {
            let named = scripts.count == NotoScript.allCases.count ? "every Noto script family Dial pins (\(scripts.count))"
                : "Noto " + scripts.map(\.name).joined(separator: ", ")
            others.insert(named, at: others.first == "Noto Sans CJK" ? 1 : 0)
        }
        if !others.isEmpty { words += ", then in the nearest weight " + others.joined(separator: ", ") }
        if !notInstalled.isEmpty {
            words += "; not installed: " + notInstalled.map { "\($0.fileName) (\($0.debianPackage))" }.joined(separator: ", ")
        }
        return words
    }
}
