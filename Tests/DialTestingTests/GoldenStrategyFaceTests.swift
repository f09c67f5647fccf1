import Dial
import DialGolden
import DialModel
import DialTesting
import Testing

/// The face strategies render exactly what `dial render` writes.
@Suite struct GoldenStrategyFaceTests {
    @Test(arguments: Display.allCases)
    func theStrategiesRenderWhatTheRendererRenders(display: Display) throws {
        let face = try Face.bundledDefault()
        let outputs = try Renderer().render(face, display: display, formats: [.png, .svg, .txt])
        #expect(try GoldenStrategy.png(display).snapshot(face) == outputs[0].bytes)
        #expect(try GoldenStrategy.svg(display).snapshot(face) == outputs[1].bytes)
        #expect(try GoldenStrategy.text(display).snapshot(face) == outputs[2].bytes)
        #expect(GoldenStrategy<Face, [UInt8]>.png(display).pathExtension == "png")
    }
}
