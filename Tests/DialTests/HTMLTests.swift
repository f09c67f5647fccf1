@testable import Dial
import Testing

/// The one HTML escape of the contact sheet and the golden report.
@Suite struct HTMLTests {
    @Test(arguments: [
        ("<a href=\"x\">&'", "&lt;a href=&quot;x&quot;&gt;&amp;&#39;"),
        ("plain text, ünïcödé 🙂", "plain text, ünïcödé 🙂"),
        ("&amp;", "&amp;amp;"),
        ("", ""),
    ])
    func escapesTheFiveCharactersWithMeaning(text: String, escaped: String) {
        #expect(HTML.escaped(text) == escaped)
    }
}
