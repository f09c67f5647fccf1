@testable import DialCore
import Testing

/// What a report reads off a text not drawn as written (`ShortenedText`): which kind of cut, and the words for it.
extension ShortenedTextTests {
    /// A cut that keeps the text's start, "…" and its trailing group ("Ҳис… · ноябр 2026", stranger20 #7) is a cut, read
    /// as a cut before the trailing number is, never "its shorter form": the author wrote none. An author's shorter form
    /// (no "…") stays one.
    @Test(arguments: [
        ("Ҳисоби телефон · Tcell · ноябр 2026", "Ҳис… · ноябр 2026", ShortenedText.Kind.lessThanHalf),
        ("Þingvellir · Kp 6", "Þingv… · Kp 6", .wordsShortened),
        ("Stopp 17 von 42 · Linie 5", "Stopp… · Linie 5", .numberDropped),
        ("Mittagessen im Park · Ende", "Mittagessen im… · Ende", .shortened),
        // As before: the trailing number alone kept, a plain start, and a shorter form.
        ("რქაწითელი · დუღილი 87%", "რქაწითელი… 87%", .wordsShortened),
        ("Stromverbrauch 3,2 kW", "Stromverbrauch…", .numberDropped),
        ("November 26, 2026", "Nov 26", .shortForm),
    ])
    func aCutKeepingItsEndIsACut(text: String, shown: String, kind: ShortenedText.Kind) {
        #expect(ShortenedText.kind(of: text, shownAs: shown) == kind)
    }

    /// A view's text drawn whole but smaller says what let it shrink, and names a `minimumScaleFactor` only where the
    /// face wrote one (stranger20 #6: "mmHg" and a ring's timer were said to shrink "as its minimumScaleFactor allows",
    /// none written).
    @Test(arguments: [
        (ShortenedText.Shrink.minimumScaleFactor, "drawn whole at 7 pt, smaller than its 8 pt font, as its minimumScaleFactor allows"),
        (.legibleSize(12, written: false),
         "drawn whole at 7 pt, smaller than its 8 pt font: a view's text shrinks toward its family's legible 6 pt before it is cut"),
        (.legibleSize(12, written: true), "drawn whole at 7 pt, smaller than its 8 pt font, past its minimumScaleFactor: a view's text "
            + "shrinks toward its family's legible 6 pt before it is cut"),
        (.ringLabel, "drawn whole at 7 pt, smaller than its 8 pt font: a gauge's ring shrinks its labels to fit, down to half their size"),
        (.keptWhole, "drawn whole at 7 pt, smaller than its 8 pt font: no cut of it that keeps its numbers fits, and a number is never cut"),
        (.belowItsLine, "drawn whole at 7 pt, smaller than its 8 pt font, no larger than the line it belongs to, which shrank"),
    ])
    func aShrunkTextSaysWhatLetItShrink(shrink: ShortenedText.Shrink, words: String) {
        let shrunk = ShortenedText(owner: "bl", text: "mmHg", shown: "mmHg", kind: .shrunk, path: "view.vstack[2]",
                                   detail: .shrunk(shrink, size: 14, font: 16))
        #expect(shrunk.drawnAs == words)
        #expect(!shrunk.isMisleading)
    }
}
