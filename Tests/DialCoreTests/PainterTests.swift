import DialCore
import DialModel
import Testing

@Suite struct PainterTests {
    /// Hand-computed: sRGB 255 is linear 1.0; ×0.4 → 0.4 → sRGB 1.055·0.4^(1/2.4) − 0.055 = 0.6653 → 169.7 → 170.
    @Test func dimsInLinearLight() {
        #expect(Painter.dimmed(.white, by: Fraction(clamping: 0.4)) == Color(red: 170, green: 170, blue: 170))
        // sRGB 128 → linear 0.21586; ×0.4 = 0.086344 → sRGB 0.32525 → 82.9 → 83.
        #expect(Painter.dimmed(Color(red: 128, green: 0, blue: 255, alpha: 77), by: Fraction(clamping: 0.4))
                == Color(red: 83, green: 0, blue: 170, alpha: 77))
        #expect(Painter.dimmed(.black, by: Fraction(clamping: 0.4)) == .black)
        #expect(Painter.dimmed(Color(red: 12, green: 200, blue: 99), by: .one) == Color(red: 12, green: 200, blue: 99))
    }

    func tree(_ display: Display) -> LayoutTree {
        LayoutTree(width: 10, height: 10, screenCornerRadius: 2, display: display, alwaysOn: AlwaysOnAppearance(dimming: Fraction(clamping: 0.4), monochrome: false),
                   nodes: [.fill(.rect(Rect(x: 0, y: 0, width: 5, height: 5)), .background(Color(red: 28, green: 28, blue: 30))),
                           .fill(.circle(center: Point(x: 5, y: 5), radius: 2), .content(.white))])
    }

    @Test func activeKeepsEveryNodeAndColour() {
        let list = Painter.paint(tree(.active))
        #expect(list.commands == [.fill(.rect(Rect(x: 0, y: 0, width: 5, height: 5)), Color(red: 28, green: 28, blue: 30)),
                                  .fill(.circle(center: Point(x: 5, y: 5), radius: 2), .white)])
    }

    @Test func alwaysOnDropsBackgroundsAndDims() {
        let list = Painter.paint(tree(.alwaysOn))
        #expect(list.commands == [.fill(.circle(center: Point(x: 5, y: 5), radius: 2), Color(red: 170, green: 170, blue: 170))])
    }
}
