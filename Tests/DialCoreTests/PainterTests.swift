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

    /// A clip keeps its nodes, painted as any; in Always On the backgrounds inside it go too, and a clip left with
    /// nothing is not painted at all.
    @Test func aClipIsPaintedWithWhatItHolds() {
        let clip = Shape.circle(center: Point(x: 5, y: 5), radius: 4)
        let platter = LayoutNode.fill(.rect(Rect(x: 0, y: 0, width: 5, height: 5)), .background(Color(red: 28, green: 28, blue: 30)))
        func paint(_ display: Display, _ nodes: [LayoutNode]) -> [DrawCommand] {
            Painter.paint(LayoutTree(width: 10, height: 10, screenCornerRadius: 2, display: display,
                                     alwaysOn: AlwaysOnAppearance(dimming: Fraction(clamping: 0.4), monochrome: false),
                                     nodes: [.clip(clip, nodes)])).commands
        }
        #expect(paint(.active, [platter, .fill(Self.dot, .content(.white))])
                == [.clip(clip, [.fill(.rect(Rect(x: 0, y: 0, width: 5, height: 5)), Color(red: 28, green: 28, blue: 30)), .fill(Self.dot, .white)])])
        #expect(paint(.alwaysOn, [platter, .fill(Self.dot, .content(.white))])
                == [.clip(clip, [.fill(Self.dot, Color(red: 170, green: 170, blue: 170))])])
        #expect(paint(.alwaysOn, [platter]).isEmpty)
    }

    // MARK: Accented rendering

    static let orange = Color(red: 255, green: 159, blue: 10)
    static let aod = AlwaysOnAppearance(dimming: Fraction(clamping: 0.4), monochrome: false)
    static let dot = Shape.circle(center: Point(x: 5, y: 5), radius: 2)

    func accented(_ nodes: [LayoutNode], display: Display = .active, alwaysOn: AlwaysOnAppearance = aod) -> [DrawCommand] {
        Painter.paint(LayoutTree(width: 10, height: 10, screenCornerRadius: 2, display: display, alwaysOn: alwaysOn,
                                 renderingMode: .accented, tint: Self.orange, nodes: nodes)).commands
    }

    /// Red's luminance is 0.2126 → sRGB 0.4985 → 127. Tinted: 127 is linear 0.21223; times orange's linear
    /// (1, 0.34673, 0.0030353) → (0.21223, 0.073587, 0.00064417) → sRGB 127.1, 76.7, 2.1 → (127, 77, 2).
    @Test func accentedGreysTheDefaultGroupAndTintsTheAccentGroup() {
        let red = Color(red: 255, green: 0, blue: 0, alpha: 200)
        #expect(accented([.fill(Self.dot, .content(red)), .fill(Self.dot, .content(red, accentable: true))]) == [
            .fill(Self.dot, Color(red: 127, green: 127, blue: 127, alpha: 200)),
            .fill(Self.dot, Color(red: 127, green: 77, blue: 2, alpha: 200)),
        ])
        // White keeps its level: grey stays white, the accent group becomes the tint itself.
        #expect(accented([.stroke(Self.dot, Stroke(width: 2, cap: .round), .content(.white)),
                          .stroke(Self.dot, Stroke(width: 2, cap: .round), .content(.white, accentable: true))]) == [
            .stroke(Self.dot, Stroke(width: 2, cap: .round), .white),
            .stroke(Self.dot, Stroke(width: 2, cap: .round), Self.orange),
        ])
    }

    /// (28, 28, 30) has luminance 0.011711 → sRGB 28.2: the background turns grey, never tinted.
    @Test func accentedKeepsBackgroundsButGreysThem() {
        var ink = Ink.background(Color(red: 28, green: 28, blue: 30))
        ink.accentable = true
        #expect(accented([.fill(Self.dot, ink)]) == [.fill(Self.dot, Color(red: 28, green: 28, blue: 28))])
        #expect(accented([.fill(Self.dot, ink)], display: .alwaysOn).isEmpty)
    }

    @Test func fullColorIgnoresAccentability() {
        let tree = LayoutTree(width: 10, height: 10, screenCornerRadius: 2, display: .active, alwaysOn: Self.aod,
                              renderingMode: .fullColor, tint: Self.orange,
                              nodes: [.fill(Self.dot, .content(Color(red: 10, green: 200, blue: 30), accentable: true))])
        #expect(Painter.paint(tree).commands == [.fill(Self.dot, Color(red: 10, green: 200, blue: 30))])
    }

    @Test func alwaysOnDimsAfterTinting() {
        let nodes: [LayoutNode] = [.fill(Self.dot, .content(.white, accentable: true))]
        #expect(accented(nodes, display: .alwaysOn) == [.fill(Self.dot, Painter.dimmed(Self.orange, by: Fraction(clamping: 0.4)))])
        let monochrome = AlwaysOnAppearance(dimming: Fraction(clamping: 0.4), monochrome: true)
        #expect(accented(nodes, display: .alwaysOn, alwaysOn: monochrome)
                == [.fill(Self.dot, Painter.dimmed(Painter.grey(Self.orange), by: Fraction(clamping: 0.4)))])
    }

    // MARK: Pictures

    static let frame = Rect(x: 1, y: 1, width: 8, height: 8)
    static let mask = Shape.circle(center: Point(x: 5, y: 5), radius: 4)

    func paintImage(_ bitmap: Bitmap, accentable: Bool = false, display: Display, mode: RenderingMode = .fullColor,
                    monochrome: Bool = false) -> Bitmap? {
        let tree = LayoutTree(width: 10, height: 10, screenCornerRadius: 2, display: display,
                              alwaysOn: AlwaysOnAppearance(dimming: Fraction(clamping: 0.4), monochrome: monochrome),
                              renderingMode: mode, tint: Self.orange,
                              nodes: [.image(PlacedImage(bitmap: bitmap, frame: Self.frame, mask: Self.mask, accentable: accentable))])
        guard case .image(let painted, let frame, let mask) = Painter.paint(tree).commands.first,
              frame == Self.frame, mask == Self.mask else { return nil }
        return painted
    }

    static let picture = Bitmap(width: 3, height: 1, straightRGBA: [255, 255, 255, 255, 255, 0, 0, 255, 9, 9, 9, 0])

    @Test func activePicturesKeepTheirPixels() {
        #expect(paintImage(Self.picture, display: .active) == Self.picture)
    }

    /// White → 170 as any colour (see `dimsInLinearLight`); red → linear 0.4 → sRGB 170 in red alone.
    @Test func alwaysOnDimsPicturesInLinearLight() throws {
        let dimmed = try #require(paintImage(Self.picture, display: .alwaysOn))
        #expect(dimmed == Bitmap(width: 3, height: 1, straightRGBA: [170, 170, 170, 255, 170, 0, 0, 255, 0, 0, 0, 0]))
        let grey = try #require(paintImage(Self.picture, display: .alwaysOn, monochrome: true))
        // Red's grey 127 dimmed: linear 0.21223 × 0.4 = 0.084892 → sRGB 82.2.
        #expect(grey == Bitmap(width: 3, height: 1, straightRGBA: [170, 170, 170, 255, 82, 82, 82, 255, 0, 0, 0, 0]))
    }

    @Test func translucentPixelsAreDimmedOnStraightValues() throws {
        let source = Bitmap(width: 1, height: 1, straightRGBA: [255, 255, 255, 77])
        let dimmed = try #require(paintImage(source, display: .alwaysOn))
        // Straight 255 dims to 170, premultiplied by 77/255 → 51.3 → 0x33. Dimming the premultiplied channel (77)
        // as if it were a colour would give 48 (0x30).
        #expect(dimmed.pixels == [0x4D33_3333])
    }

    @Test func accentedPicturesAreGreyUnlessAccentable() throws {
        let grey = try #require(paintImage(Self.picture, display: .active, mode: .accented))
        #expect(grey == Bitmap(width: 3, height: 1, straightRGBA: [255, 255, 255, 255, 127, 127, 127, 255, 0, 0, 0, 0]))
        let tinted = try #require(paintImage(Self.picture, accentable: true, display: .active, mode: .accented))
        #expect(tinted == Bitmap(width: 3, height: 1, straightRGBA: [255, 159, 10, 255, 127, 77, 2, 255, 0, 0, 0, 0]))
    }

    /// A picture's pixel and a fill of the same colour come out the same, whatever the appearance.
    @Test(arguments: [Display.active, .alwaysOn], [RenderingMode.fullColor, .accented])
    func picturesFollowTheColourRules(_ display: Display, _ mode: RenderingMode) throws {
        let colors = [Color(red: 12, green: 200, blue: 99), Color(red: 250, green: 17, blue: 79), Color(red: 90, green: 90, blue: 250)]
        let source = Bitmap(width: 3, height: 1, straightRGBA: colors.flatMap { [$0.red, $0.green, $0.blue, 255] })
        let tree = LayoutTree(width: 10, height: 10, screenCornerRadius: 2, display: display, alwaysOn: Self.aod,
                              renderingMode: mode, tint: Self.orange,
                              nodes: colors.map { .fill(Self.dot, .content($0, accentable: true)) }
                                  + [.image(PlacedImage(bitmap: source, frame: Self.frame, mask: Self.mask, accentable: true))])
        let commands = Painter.paint(tree).commands
        let fills = commands.compactMap { if case .fill(_, let color) = $0 { color } else { nil } }
        guard case .image(let painted, _, _) = commands.last else {
            Issue.record("no image in \(commands)")
            return
        }
        #expect(painted == Bitmap(width: 3, height: 1, straightRGBA: fills.flatMap { [$0.red, $0.green, $0.blue, 255] }))
    }
}

/// A view's `mask` (issue #27, R1): its view painted as any, its mask white at the mask's own alpha, so that no colour of
/// the mask is written; nothing where either is left empty.
@Suite struct PainterMaskTests {
    static let appearance = AlwaysOnAppearance(dimming: Fraction(clamping: 0.4), monochrome: false)

    func paint(_ display: Display, _ nodes: [LayoutNode]) -> [DrawCommand] {
        Painter.paint(LayoutTree(width: 10, height: 10, screenCornerRadius: 2, display: display, alwaysOn: Self.appearance, nodes: nodes)).commands
    }

    @Test func aMaskIsWhiteAtItsAlpha() {
        let disc = Shape.circle(center: Point(x: 5, y: 5), radius: 2)
        let nodes: [LayoutNode] = [.mask([.fill(disc, .content(.red))], by: [.fill(.rect(Rect(x: 0, y: 0, width: 5, height: 10)), .content(Color(red: 10, green: 200, blue: 30, alpha: 100))),
                                                                           .stroke(disc, Stroke(width: 1, cap: .butt), .content(.blue))])]
        #expect(paint(.active, nodes) == [.mask([.fill(disc, .red)], by: [.fill(.rect(Rect(x: 0, y: 0, width: 5, height: 10)), Color(red: 255, green: 255, blue: 255, alpha: 100)),
                                                                         .stroke(disc, Stroke(width: 1, cap: .butt), .white)])])
    }

    /// Always On dims the view, not the mask's alpha; a mask whose only ink was a background it removes lets nothing
    /// through, so nothing is written.
    @Test func alwaysOnDimsTheViewAndDropsAnEmptyMask() {
        let disc = Shape.circle(center: Point(x: 5, y: 5), radius: 2)
        let kept = paint(.alwaysOn, [.mask([.fill(disc, .content(.white))], by: [.fill(disc, .content(Color(red: 0, green: 0, blue: 0, alpha: 128)))])])
        #expect(kept == [.mask([.fill(disc, Color(red: 170, green: 170, blue: 170))], by: [.fill(disc, Color(red: 255, green: 255, blue: 255, alpha: 128))])])
        #expect(paint(.alwaysOn, [.mask([.fill(disc, .content(.white))], by: [.fill(disc, .background(.white))])]).isEmpty)
        #expect(paint(.active, [.mask([.fill(disc, .background(.white))], by: [.fill(disc, .content(.white))])]).count == 1)
    }
}
