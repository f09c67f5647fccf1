import Dial
import DialGolden
import DialModel
import DialTesting
import Testing

/// The face strategies render exactly what `dial render` writes.
@Suite struct GoldenStrategyFaceTests {
    /// The default face draws a different frame in each: a strategy that dropped a setting would fail one of them.
    static let contexts: [RenderContext] = [.active, .alwaysOn, .alwaysOn(hideSensitive: true).on(.mm41),
                                            .active.locked().at(.timeOfDay(hour: 21, minute: 0, second: 0))]

    @Test(arguments: contexts)
    func theStrategiesRenderWhatTheRendererRenders(context: RenderContext) throws {
        let face = try Face.bundledDefault()
        let outputs = try Renderer().render(face, in: context, formats: [.png, .svg, .txt])
        #expect(try GoldenStrategy.png(context).snapshot(face) == outputs[0].bytes)
        #expect(try GoldenStrategy.svg(context).snapshot(face) == outputs[1].bytes)
        #expect(try GoldenStrategy.text(context).snapshot(face) == outputs[2].bytes)
        #expect(GoldenStrategy<Face, [UInt8]>.png(context).pathExtension == "png")
    }

    @Test func eachContextDrawsItsOwnFrame() throws {
        let face = try Face.bundledDefault()
        let dumps = try Self.contexts.map { try GoldenStrategy.text($0).snapshot(face) }
        #expect(Set(dumps).count == Self.contexts.count)
    }
}
