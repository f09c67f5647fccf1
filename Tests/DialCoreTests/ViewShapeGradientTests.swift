@testable import DialCore
import DialModel
import Testing

/// A gradient-filled shape is cut into upright strips of its outline (issue #27: gradients drawn in full).
struct ViewShapeGradientTests {
    static let square = [Point(x: 0, y: 0), Point(x: 10, y: 0), Point(x: 10, y: 10), Point(x: 0, y: 10)]

    @Test func clippingKeepsTheSideAsked() {
        let across = Point(x: 1, y: 0)
        let right = ViewShape.clipped(Self.square, along: across, keeping: { $0 >= 4 }, at: 4)
        #expect(Set(right) == [Point(x: 4, y: 0), Point(x: 10, y: 0), Point(x: 10, y: 10), Point(x: 4, y: 10)])
        #expect(ViewShape.clipped(Self.square, along: across, keeping: { $0 >= 20 }, at: 20).isEmpty)
        // Square to a diagonal: the corner beyond x + y = 15 · √½ along (√½, √½).
        let half = 0.5.squareRoot()
        let corner = ViewShape.clipped(Self.square, along: Point(x: half, y: half), keeping: { $0 >= 15 * half }, at: 15 * half)
        #expect(corner.count == 3)
        #expect(corner.allSatisfy { $0.x + $0.y >= 15 - 1e-9 })
    }

    @Test(arguments: [ViewShape.Kind.circle, .capsule, .rectangle, .roundedRectangle(cornerRadius: 6)])
    func anOutlineStaysInItsFrameAndTouchesItsSides(kind: ViewShape.Kind) {
        let frame = Rect(x: 10, y: 20, width: 40, height: 24)
        let outline = ViewShape.outline(kind, in: frame)
        let epsilon = 1e-9
        #expect(outline.allSatisfy { $0.x >= frame.x - epsilon && $0.x <= frame.maxX + epsilon && $0.y >= frame.y - epsilon && $0.y <= frame.maxY + epsilon })
        // Every shape reaches its frame's top and bottom; all but the circle (as wide as it is tall) its sides too.
        #expect(abs(outline.map(\.y).min()! - frame.y) < 1e-6 && abs(outline.map(\.y).max()! - frame.maxY) < 1e-6)
        if kind != .circle { #expect(abs(outline.map(\.x).min()! - frame.x) < 1e-6 && abs(outline.map(\.x).max()! - frame.maxX) < 1e-6) }
    }

    /// A gradient's strips meet on whole pixels and never overlap (issue #27, ports3's D5: a translucent gradient was
    /// painted twice where the strips overlapped, in stripes): a rectangle from x 10.5 to 31.3 is cut at 12, 14, ... 30,
    /// each strip in the colour at its middle, the first from 10.5 and the last to 31.3.
    @Test func theStripsMeetOnWholePixelsWithoutOverlapping() throws {
        var canvas = LayoutCanvas(shaper: try Fixtures.shaper)
        let frame = Rect(x: 10.5, y: 0, width: 20.8, height: 6)
        ViewShape.fill(.rectangle, gradient: ViewGradient(colors: [Color(red: 255, green: 0, blue: 0, alpha: 102), Color(red: 0, green: 0, blue: 255, alpha: 102)]),
                       accentable: false, in: frame, on: &canvas)
        let spans = canvas.nodes.compactMap { node -> (Double, Double)? in
            guard case .fill(.path(let path), _) = node, let box = path.bounds else { return nil }
            return (box.x, box.maxX)
        }
        let expected = [10.5] + stride(from: 12.0, through: 30, by: 2) + [31.3]
        #expect(spans.count == expected.count - 1)
        for (index, span) in spans.enumerated() {
            #expect(abs(span.0 - expected[index]) < 1e-9 && abs(span.1 - expected[index + 1]) < 1e-9, "strip \(index): \(span)")
        }
    }

    /// `startPoint: .top, endPoint: .bottom` cuts the shape into level bands, the start's colour at the top (issue #27:
    /// ports3-final's grout-circular and backyard-birds gradients run top to bottom).
    @Test func aGradientFromTopToBottomIsCutIntoLevelBands() throws {
        var canvas = LayoutCanvas(shaper: try Fixtures.shaper)
        let (red, blue) = (Color(red: 255, green: 0, blue: 0), Color(red: 0, green: 0, blue: 255))
        ViewShape.fill(.rectangle, gradient: ViewGradient(colors: [red, blue], start: (0.5, 0), end: (0.5, 1)), accentable: false,
                       in: Rect(x: 3, y: 10, width: 30, height: 20), on: &canvas)
        let bands = canvas.nodes.compactMap { node -> (Rect, Color)? in
            guard case .fill(.path(let path), let ink) = node, let box = path.bounds else { return nil }
            return (box, ink.color)
        }
        #expect(bands.count == 10)
        #expect(bands.allSatisfy { abs($0.0.x - 3) < 1e-9 && abs($0.0.width - 30) < 1e-9 && abs($0.0.height - 2) < 1e-9 })
        #expect(bands.map(\.0.y) == stride(from: 10.0, to: 30, by: 2).map { $0 })
        #expect(bands.first!.1.red > 200 && bands.first!.1.blue < 50 && bands.last!.1.blue > 200 && bands.last!.1.red < 50)
    }

    /// Along a slanted line an opaque gradient's bands reach half a step into the next (drawn over them), so no seam of
    /// the background shows where their antialiased edges meet; a translucent one's still meet without overlapping.
    @Test func slantedOpaqueBandsOverlapTheNext() {
        let line = ViewGradient(colors: [.white, .black]).line(in: Rect(x: 0, y: 0, width: 20, height: 20))
        let slanted = (start: Point(x: 0, y: 0), direction: Point(x: 0.6, y: 0.8), length: 20.0)
        let opaque = ViewGradient(colors: [.white, .black]).bands(slanted, from: 0, to: 20, step: 2)
        #expect(opaque.count == 10 && zip(opaque, opaque.dropFirst()).allSatisfy { abs($0.to - ($1.from + 1)) < 1e-9 })
        #expect(abs(opaque.last!.to - 20) < 1e-9)
        let translucent = ViewGradient(colors: [Color(red: 255, green: 255, blue: 255, alpha: 128), .black]).bands(slanted, from: 0, to: 20, step: 2)
        #expect(zip(translucent, translucent.dropFirst()).allSatisfy { $0.to == $1.from })
        let level = ViewGradient(colors: [.white, .black]).bands(line, from: 0, to: 20, step: 2)
        #expect(zip(level, level.dropFirst()).allSatisfy { $0.to == $1.from }, "level bands meet on whole pixels")
    }

    /// Stops at locations (`Gradient(stops:)`): the first colour up to its location, the last from its, mixed between.
    @Test(arguments: [(0.0, 255), (0.2, 255), (0.3, 191), (0.6, 0), (1.0, 0)] as [(Double, UInt8)])
    func stopsHoldTheirColoursOutsideAndMixBetween(fraction: Double, red: UInt8) {
        let gradient = ViewGradient(colors: [Color(red: 255, green: 0, blue: 0), Color(red: 0, green: 0, blue: 255)], locations: [0.2, 0.6])
        #expect(gradient.color(at: fraction).red == red)
    }

    /// Evenly spaced colours are what stops at 0, ½, 1 give.
    @Test func evenColoursAreStopsSpreadEvenly() {
        let colors = [Color(red: 255, green: 0, blue: 0), Color(red: 0, green: 255, blue: 0), Color(red: 0, green: 0, blue: 255)]
        let even = ViewGradient(colors: colors), stops = ViewGradient(colors: colors, locations: [0, 0.5, 1])
        for step in 0...20 {
            #expect(even.color(at: Double(step) / 20) == stops.color(at: Double(step) / 20))
        }
    }
}

/// An `AngularGradient`'s wedges (issue #27): 2° each about the centre, clockwise from the start angle, each in the
/// colour at its middle; short of a whole turn, the end colour then the start colour fill the gap, as SwiftUI fills it.
struct ViewGradientTurnTests {
    @Test func theGapTakesTheEndColourThenTheStartColour() {
        let turn = ViewGradient.Turn(centerX: 0.5, centerY: 0.5, start: 0, end: .pi)
        #expect(turn.fraction(at: 0) == 0 && abs(turn.fraction(at: .pi / 2) - 0.5) < 1e-12)
        #expect(turn.fraction(at: 1.2 * .pi) == 1 && turn.fraction(at: 1.8 * .pi) == 0)
        #expect(abs(turn.fraction(at: -.pi / 2 + 4 * .pi) - 0) < 1e-12, "angles a turn or more away read the same")
    }

    /// A square filled with a red-to-blue turn from 12 o'clock: 180 wedges about its centre, red just clockwise of the
    /// top, blue just anticlockwise of it, purple at the bottom; an opaque gradient's wedges overlap the next.
    @Test func aSquareIsFilledInWedges() throws {
        var canvas = LayoutCanvas(shaper: try Fixtures.shaper)
        var gradient = ViewGradient(colors: [Color(red: 255, green: 0, blue: 0), Color(red: 0, green: 0, blue: 255)])
        gradient.turn = ViewGradient.Turn(centerX: 0.5, centerY: 0.5, start: -.pi / 2, end: 1.5 * .pi)
        ViewShape.fill(.rectangle, gradient: gradient, accentable: false, in: Rect(x: 0, y: 0, width: 40, height: 40), on: &canvas)
        let fills = canvas.nodes.compactMap { node -> (box: Rect, color: Color)? in
            guard case .fill(.path(let path), let ink) = node, let box = path.bounds else { return nil }
            return (box, ink.color)
        }
        // Under the wedges, the whole square in their mean colour, so that where their antialiased edges meet near the
        // centre it shows, not the background (ports5-final D3).
        #expect(fills.count == 181)
        let under = fills[0]
        #expect(under.box == Rect(x: 0, y: 0, width: 40, height: 40) && abs(Int(under.color.red) - 127) <= 2
                && abs(Int(under.color.blue) - 127) <= 2 && under.color.green == 0 && under.color.alpha == 255)
        let wedges = Array(fills.dropFirst())
        #expect(wedges.first!.color.red > 250 && wedges.first!.box.maxY <= 20 + 1e-9 && wedges.first!.box.x >= 20 - 1e-9, "starting up, turning right")
        #expect(wedges.last!.color.blue > 250 && wedges.last!.box.x < 20 && wedges.last!.box.maxX > 20, "the last reaches over the start")
        let bottom = wedges[90]
        #expect(bottom.box.y >= 20 - 1e-9 && abs(Int(bottom.color.red) - Int(bottom.color.blue)) < 6)
    }

    /// A translucent turn has no colour under its wedges, which would show through them: its wedges meet edge to edge.
    @Test func aTranslucentTurnHasNothingUnderItsWedges() throws {
        var canvas = LayoutCanvas(shaper: try Fixtures.shaper)
        var gradient = ViewGradient(colors: [Color(red: 255, green: 0, blue: 0, alpha: 128), Color(red: 0, green: 0, blue: 255, alpha: 128)])
        gradient.turn = ViewGradient.Turn(centerX: 0.5, centerY: 0.5, start: -.pi / 2, end: 1.5 * .pi)
        ViewShape.fill(.rectangle, gradient: gradient, accentable: false, in: Rect(x: 0, y: 0, width: 40, height: 40), on: &canvas)
        let fills = canvas.nodes.filter { if case .fill = $0 { true } else { false } }
        #expect(fills.count == 180)
    }
}
