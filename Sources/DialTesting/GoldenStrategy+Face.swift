import Dial
import DialCore
import DialModel
import DialGolden

extension GoldenStrategy where Value == Face, Format == [UInt8] {
    /// The face in `display` as Dial's PNG, compared as pixels within `tolerance`.
    public static func png(_ display: Display, overrides: RenderOverrides = RenderOverrides(),
                           tolerance: ImageTolerance = ImageTolerance()) -> GoldenStrategy {
        GoldenStrategy<DisplayList, [UInt8]>.png(tolerance).pullback { face in try displayList(face, display, overrides) }
    }

    /// The face in `display` as Dial's SVG, compared exactly.
    public static func svg(_ display: Display, overrides: RenderOverrides = RenderOverrides()) -> GoldenStrategy {
        GoldenStrategy<DisplayList, [UInt8]>.svg().pullback { face in try displayList(face, display, overrides) }
    }

    /// The face in `display` as Dial's text dump, compared exactly; a failure shows the draw commands that changed.
    public static func text(_ display: Display, overrides: RenderOverrides = RenderOverrides()) -> GoldenStrategy {
        GoldenStrategy<DisplayList, [UInt8]>.text.pullback { face in try displayList(face, display, overrides) }
    }

    /// A renderer per check: renderers are not thread-safe, and tests run in parallel.
    private static func displayList(_ face: Face, _ display: Display, _ overrides: RenderOverrides) throws -> DisplayList {
        try Renderer().displayList(face, display: display, overrides: overrides)
    }
}
