import Foundation

/// The wearer's language and region as a BCP 47 tag (`"fr-FR"`, `"de-DE"`, `"ar-EG"`, `"zh-Hans-CN"`): it decides
/// every text Dial writes itself (the date beside the clock, the digits of the time and whether it counts 12 or 24
/// hours, live time texts, the digits and separators of numbers), through Foundation's formatters and the ICU data
/// that ships with the Swift toolchain, so one toolchain writes the same texts on every machine.
///
/// A tag is taken when ICU has data for its language and, where it names one, its region is an ISO 3166 region:
/// `Locale(identifier:)` itself takes anything and silently falls back to the root locale's English.
public struct LocaleName: Codable, Sendable, Hashable, CustomStringConvertible, ExpectedValues {
    /// The tag as written: `fr-FR`.
    public let identifier: String

    /// What a face draws when neither its file nor the command line names a locale: US English, the language the
    /// seeds' faces were drawn in, and a 12-hour clock.
    public static let `default` = LocaleName("en-US")!

    /// What an error says a locale should be.
    public static let expectation = "a BCP 47 locale ICU knows, like \"en-US\", \"fr-FR\", \"de-DE\" or \"ja-JP\""

    /// The locale `identifier` names; nil for a tag that is not BCP 47 (`fr_FR`), or whose language ICU has no data for.
    public init?(_ identifier: String) {
        guard !identifier.isEmpty, identifier.count <= 64, !identifier.contains("_"),
              identifier.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-") })
        else { return nil }
        let language = Locale.Language(identifier: identifier)
        guard let code = language.languageCode?.identifier, Self.languages.contains(code) else { return nil }
        if let region = language.region, !Locale.Region.isoRegions.contains(region) { return nil }
        self.identifier = identifier
        locale = Locale(identifier: Locale.identifier(.icu, from: identifier))
        isRightToLeft = locale.language.characterDirection == .rightToLeft
    }

    /// Reads a tag; an unknown one is an error that says what a tag looks like, and the tag meant where it was written
    /// the POSIX or ICU way (`found "kl_GL" (…: write "kl-GL")`).
    public init(from decoder: any Decoder) throws {
        let text = try decoder.singleValueContainer().decode(String.self)
        guard let name = LocaleName(text) else {
            throw ValueError(expected: Self.expectation, found: Self.found(text))
        }
        self = name
    }

    /// What an error says was found for `text`, a tag refused: quoted, and, where it is a locale written the POSIX or
    /// ICU way, the BCP 47 tag it means. `Locale(identifier:)` reads `kl_GL` and `de_DE.UTF-8` (a shell's `LANG`) as
    /// well as `kl-GL`, so an author who writes them means a locale Dial knows: naming it is the fix, where "a BCP 47
    /// locale" alone left them to guess what was wrong with the one they wrote (session 25). They are still refused,
    /// not read: a face is written one way (`fr-FR`, the way `--locale`, the schema and every example write it).
    public static func found(_ text: String) -> String {
        "\"\(text)\"" + (meant(by: text).map { " (BCP 47 joins a tag's parts with \"-\": write \"\($0.identifier)\")" } ?? "")
    }

    /// The locale a tag written the POSIX or ICU way names (`kl_GL`, `de_DE.UTF-8`), if its BCP 47 spelling is a tag
    /// Dial takes; nil otherwise. One with a modifier (`sr_RS@latin`) is not guessed at: its BCP 47 spelling
    /// (`sr-Latn-RS`) is no change of separators.
    static func meant(by text: String) -> LocaleName? {
        // A modifier may follow the codeset (`sr_RS.UTF-8@latin`): looked for in the whole text, not before the ".".
        guard text.contains("_") || text.contains("."), !text.contains("@") else { return nil }
        // A POSIX locale's codeset (`.UTF-8`) names an encoding, not a language: BCP 47 has none.
        let language = text.prefix { $0 != "." }.replacingOccurrences(of: "_", with: "-")
        // An empty part (`en__US`) is no spelling of a tag, whatever `LocaleName` makes of it.
        guard !language.split(separator: "-", omittingEmptySubsequences: false).contains(where: \.isEmpty) else { return nil }
        return LocaleName(language)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(identifier)
    }

    /// Foundation's locale for the tag, made from ICU's spelling of it (`mr_IN@numbers=deva` for `mr-IN-u-nu-deva`):
    /// Foundation's `NumberFormatter` and `DateFormatter` stop the process on most tags with a Unicode extension
    /// written the BCP 47 way (`-u-nu-deva`, `-u-nu-latn`), and read ICU's spelling of the same locale alike.
    /// Made once with the name: every frame's date and live texts ask for it, and making it takes Foundation's locks.
    public let locale: Locale

    /// Whether the locale's script is written right to left (Arabic, Hebrew, Persian, Urdu). Read once with the name:
    /// asking ICU took a third of a frame's resolve stage, for each live text and view of the frame.
    public let isRightToLeft: Bool

    public var description: String { identifier }

    /// Two names are one locale when their tags are: the locale and direction are read from the tag.
    public static func == (lhs: LocaleName, rhs: LocaleName) -> Bool { lhs.identifier == rhs.identifier }

    public func hash(into hasher: inout Hasher) { hasher.combine(identifier) }

    /// The languages ICU has locale data for, read once.
    private static let languages: Set<String> = Set(Locale.availableIdentifiers.map {
        String($0.prefix { $0 != "_" && $0 != "-" })
    })
}
