import DialModel
import Foundation
import Testing

/// A locale's Foundation locale and direction are read once, when its name is made: what every frame's texts ask of it.
@Suite struct LocaleNameTests {
    /// Each tag's direction as its script is written, with a Unicode extension and a script subtag among them.
    @Test(arguments: [
        ("ar-EG", true), ("he-IL", true), ("fa-IR", true), ("ur-PK", true), ("ps-AF", true), ("ar-SA-u-nu-latn", true),
        ("en-US", false), ("fr-FR", false), ("ja-JP", false), ("zh-Hans-CN", false), ("mr-IN-u-nu-deva", false), ("az-Cyrl-AZ", false),
    ])
    func aNamesDirectionIsItsScripts(tag: String, rightToLeft: Bool) throws {
        let name = try #require(LocaleName(tag))
        #expect(name.isRightToLeft == rightToLeft)
        // What a name made afresh from the tag reads: the direction kept is the one Foundation gives now.
        #expect(name.isRightToLeft == (Locale(identifier: Locale.identifier(.icu, from: tag)).language.characterDirection == .rightToLeft))
    }

    /// The locale kept is the one ICU's spelling of the tag names, extension included (`mr_IN@numbers=deva`), as the
    /// formatters need it.
    @Test(arguments: ["en-US", "mr-IN-u-nu-deva", "ar-EG-u-nu-latn", "zh-Hans-CN"])
    func theLocaleKeptIsICUsSpellingOfTheTag(tag: String) throws {
        let name = try #require(LocaleName(tag))
        #expect(name.locale.identifier == Locale(identifier: Locale.identifier(.icu, from: tag)).identifier)
        #expect(name.locale.identifier != tag, "ICU spells a tag with underscores, and an extension after @")
    }

    /// Two names are equal, and hash alike, when their tags are; names of different tags differ even where the locale
    /// and direction they read are the same.
    @Test func namesAreEqualByTheirTags() throws {
        let one = try #require(LocaleName("fr-FR")), same = try #require(LocaleName("fr-FR")), other = try #require(LocaleName("fr-CA"))
        #expect(one == same)
        #expect(Set([one, same, other]).count == 2)
        #expect(one != other)
        #expect(one.isRightToLeft == other.isRightToLeft)
    }

    /// A tag written the POSIX or ICU way (`kl_GL`, a shell's `de_DE.UTF-8`) is refused, and the message names the
    /// BCP 47 tag it means, which Dial takes (session 25: "kl_GL" was told only "a BCP 47 locale ICU knows").
    @Test(arguments: [("kl_GL", "kl-GL"), ("de_DE.UTF-8", "de-DE"), ("zh_Hans_CN", "zh-Hans-CN")])
    func aTagWrittenWithUnderscoresIsRefusedNamingTheTagMeant(written: String, meant: String) throws {
        #expect(LocaleName(written) == nil)
        #expect(LocaleName(meant) != nil)
        let error = try #require(JSONTestSupport.error(FaceDocument.self,
                                                       #"{"schemaVersion": 1, "name": "n", "style": "modular", "complications": [], "locale": "\#(written)"}"#))
        #expect(error.path == [.key("locale")])
        #expect(error.found == #""\#(written)" (BCP 47 joins a tag's parts with "-": write "\#(meant)")"#)
    }

    /// No tag is named where the one written means none Dial takes, or where separators are not all that is wrong: a
    /// hint would send the author to another refusal.
    @Test(arguments: ["xx_YY", "sr_RS@latin", "sr_RS.UTF-8@latin", "uz_UZ.UTF-8@cyrillic", "en__US", "en_ZZ", "fr-XX"])
    func noTagIsNamedWhereNoneIsMeant(written: String) throws {
        let error = try #require(JSONTestSupport.error(FaceDocument.self,
                                                       #"{"schemaVersion": 1, "name": "n", "style": "modular", "complications": [], "locale": "\#(written)"}"#))
        #expect(error.found == #""\#(written)""#)
    }
}
