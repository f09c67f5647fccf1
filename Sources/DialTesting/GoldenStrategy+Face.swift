import Dial
import DialCore
import DialGolden

// The same shape as DialSnapshotTesting's strategies: one `RenderContext` (display, device, time, lock, privacy),
// then how the result is compared.
extension GoldenStrategy where Value == Face, Format == [UInt8] {
    /// The face in `context` as Dial's PNG, compared as pixels within `tolerance`.
    public static func png(_ context: RenderContext = .active, tolerance: ImageTolerance = ImageTolerance()) -> GoldenStrategy {
        GoldenStrategy<DisplayList, [UInt8]>.png(tolerance).pullback { face in try displayList(face, context) }
    }

    /// The face in `context` as Dial's SVG, compared exactly.
    public static func svg(_ context: RenderContext = .active) -> GoldenStrategy {
        GoldenStrategy<DisplayList, [UInt8]>.svg().pullback { face in try displayList(face, context) }
    }

    /// The face in `context` as Dial's text dump, compared exactly; a failure shows the draw commands that changed.
    public static func text(_ context: RenderContext = .active) -> GoldenStrategy {
        GoldenStrategy<DisplayList, [UInt8]>.text.pullback { face in try displayList(face, context) }
    }

    /// Drawn by the shared pool's renderers: a renderer is not thread-safe, tests run in parallel, and one made per
    /// check would open the fonts and warm its caches each time.
    private static func displayList(_ face: Face, _ context: RenderContext) throws -> DisplayList {
        let pool = try RendererPool.checks.get()
        let result = pool.perform { renderer in Result { () throws(DialError) in try renderer.displayList(face, in: context) } }
        return try result!.get()
    }
}
