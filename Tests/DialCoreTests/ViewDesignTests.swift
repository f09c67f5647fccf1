@testable import DialCore
import DialModel
import DialText
import Testing

/// A view's `design` and weight choose a pinned face (docs/views.md, "Dial's choices"): the default design Inter,
/// rounded Quicksand, serif DejaVu Serif, monospaced DejaVu Sans Mono, each at its nearest weight.
struct ViewDesignTests {
    @Test(arguments: [
        (nil, "regular", PinnedFont.interRegular), ("default", "medium", .interMedium), (nil, "semibold", .interSemiBold),
        // SwiftUI's nine weights are SF Pro's (ultra-light 100 ... black 900); Inter has a face at each.
        (nil, "ultraLight", .interThin), (nil, "thin", .interExtraLight), (nil, "light", .interLight),
        (nil, "heavy", .interExtraBold), (nil, "black", .interBlack),
        ("rounded", "thin", .quicksandLight), ("rounded", "light", .quicksandLight), ("rounded", "regular", .quicksandRegular), ("rounded", "medium", .quicksandMedium),
        ("rounded", "semibold", .quicksandBold), ("rounded", "heavy", .quicksandBold),
        ("serif", "regular", .dejaVuSerif), ("serif", "medium", .dejaVuSerif), ("serif", "bold", .dejaVuSerifBold),
        ("monospaced", "thin", .dejaVuSansMono), ("monospaced", "semibold", .dejaVuSansMonoBold),
    ] as [(String?, String, PinnedFont)])
    func aDesignAndWeightDrawInTheirFace(design: String?, weight: String, font: PinnedFont) throws {
        let designKey = design.map { #", "design": "\#($0)""# } ?? ""
        let view = #"{"text": "812 Ωμέγα", "font": {"size": 12, "weight": "\#(weight)"\#(designKey)}}"#
        let tree = try Fixtures.layout(json: ViewLayoutTests.modular("center", "accessoryRectangular", view), device: .mm45)
        let runs = ViewLayoutTests.runs(ViewLayoutTests.nodes(tree))
        let digits = try #require(runs.first { $0.run.text.hasPrefix("812") })
        #expect(digits.run.font == font)
        // Greek, which Quicksand lacks, falls back to the Inter face whose strokes match the Quicksand face's
        // (TextShaperTests.aDesignsFallbackMatchesItsStrokes) before anything else (DejaVu Serif and Mono have it).
        if design == "rounded" {
            let greek = try #require(runs.first { $0.run.text.contains("Ω") })
            let matching: [PinnedFont: PinnedFont] = [.quicksandLight: .interExtraLight, .quicksandRegular: .interLight,
                                                       .quicksandMedium: .interMedium, .quicksandBold: .interSemiBold]
            #expect(greek.run.font == matching[font], "\(greek.run.font) beside \(font)")
        }
    }

    /// `fontWeight` and `bold` apply to whichever font is in effect, as SwiftUI's do: beside a `font` on the same view
    /// (`.font(.system(size: 16)).fontWeight(.medium)` is medium), on a stack around texts with their own fonts, and
    /// over a text style; the weight set nearest the text wins.
    @Test(arguments: [
        (#"{"text": "A", "font": {"size": 16}, "fontWeight": "medium"}"#, PinnedFont.interMedium),
        (#"{"text": "A", "font": "caption", "fontWeight": "light"}"#, .interLight),
        (#"{"text": "A", "font": {"size": 16, "weight": "bold"}, "fontWeight": "thin"}"#, .interExtraLight),
        (#"{"text": "A", "font": {"size": 16, "design": "rounded"}, "fontWeight": "medium"}"#, .quicksandMedium),
        (#"{"text": "A", "font": {"size": 16}, "bold": true}"#, .interBold),
        (#"{"vstack": [{"text": "A", "font": {"size": 16}}], "fontWeight": "medium"}"#, .interMedium),
        (#"{"vstack": [{"text": "A", "font": "headline"}], "fontWeight": "heavy"}"#, .interExtraBold),
        (#"{"vstack": [{"text": "A", "fontWeight": "black"}], "fontWeight": "medium"}"#, .interBlack),
        (#"{"vstack": [{"text": "A", "font": {"size": 16}}], "font": {"size": 12, "weight": "bold"}}"#, .interRegular),
        (#"{"vstack": [{"text": "A"}], "modifiers": [{"fontWeight": "semibold"}, {"font": {"size": 16}}]}"#, .interSemiBold),
    ] as [(String, PinnedFont)])
    func aWeightAppliesToTheFontInEffect(view: String, font: PinnedFont) throws {
        let tree = try Fixtures.layout(json: ViewLayoutTests.modular("center", "accessoryRectangular", view), device: .mm45)
        let runs = ViewLayoutTests.runs(ViewLayoutTests.nodes(tree))
        #expect(runs.map(\.run.font) == [font], "\(view)")
    }
}
