@testable import DialCore
import DialModel
import DialText
import Testing

/// A view's `design` and weight choose a pinned face (docs/views.md, "Dial's choices"): the default design Inter,
/// rounded Quicksand, serif DejaVu Serif, monospaced DejaVu Sans Mono, each at its nearest weight.
struct ViewDesignTests {
    @Test(arguments: [
        (nil, "regular", PinnedFont.interRegular), ("default", "medium", .interMedium), (nil, "semibold", .interSemiBold),
        (nil, "black", .interBold),
        ("rounded", "light", .quicksandRegular), ("rounded", "regular", .quicksandRegular), ("rounded", "medium", .quicksandMedium),
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
        // Greek, which Quicksand lacks, falls back to Inter before anything else (DejaVu Serif and Mono have it).
        if design == "rounded" {
            let greek = try #require(runs.first { $0.run.text.contains("Ω") })
            #expect([.interRegular, .interMedium, .interSemiBold, .interBold].contains(greek.run.font))
        }
    }
}
