@testable import DialCore
import DialModel
import Testing

/// SwiftUI's layout on worked examples whose results are published (objc.io, "How an HStack lays out its children";
/// Ole Begemann, "How the relative size modifier interacts with stack views"; Apple's documentation of the flexible
/// frame), or follow from the algorithm Apple describes in "Building custom views with SwiftUI" step by step.
struct ViewNodeLayoutTests {
    /// A shape or a colour: whatever it is offered, 10 where nothing is.
    static func shape(_ id: Int) -> ViewNode {
        .leaf(ViewLeaf(id: id) { $0.replacingUnspecified(with: Rect.Size(width: 10, height: 10)) })
    }

    /// A text of `count` characters, 10 wide each, on lines 20 high, broken anywhere: one line when nothing is
    /// proposed, as many characters a line as the width offered holds (at least one).
    static func text(_ id: Int, _ count: Int) -> ViewNode {
        .leaf(ViewLeaf(id: id) { proposal in
            guard let width = proposal.width, width.isFinite else { return Rect.Size(width: Double(count) * 10, height: 20) }
            let perLine = max(1, min(count, Int((width / 10).rounded(.down))))
            let lines = (count + perLine - 1) / perLine
            return Rect.Size(width: Double(perLine) * 10, height: Double(lines) * 20)
        })
    }

    /// Ole Begemann's `relativeProposed(width:)`: a colour that takes `fraction` of the width it is offered.
    static func relative(_ id: Int, _ fraction: Double) -> ViewNode {
        .leaf(ViewLeaf(id: id) { proposal in
            Rect.Size(width: proposal.width.map { $0 * fraction } ?? 10, height: proposal.height ?? 10)
        })
    }

    static func frames(_ view: ViewNode, width: Double?, height: Double?) -> [Int: Rect] {
        Dictionary(uniqueKeysWithValues: view.place(for: ProposedSize(width: width, height: height), at: Point(x: 0, y: 0)).map { ($0.id, $0.frame) })
    }

    /// `ViewThatFits`: the first child whose ideal size fits the proposal is laid out, else the last; only the one
    /// chosen is placed. A dimension not proposed always fits.
    @Test func viewThatFitsTakesTheFirstChildWhoseIdealSizeFits() {
        let fitting = ViewNode.firstFitting([Self.text(1, 10), Self.text(2, 6), Self.text(3, 4)])
        #expect(Self.frames(fitting, width: 120, height: 40).keys.sorted() == [1])
        #expect(Self.frames(fitting, width: 80, height: 40) == [2: Rect(x: 0, y: 0, width: 60, height: 20)])
        #expect(Self.frames(fitting, width: 50, height: 40).keys.sorted() == [3])
        // Too low for any: the last, laid out in the room it has.
        #expect(Self.frames(fitting, width: 120, height: 10).keys.sorted() == [3])
        #expect(Self.frames(fitting, width: 20, height: 40) == [3: Rect(x: 0, y: 0, width: 20, height: 40)])
        #expect(fitting.size(for: ProposedSize(width: nil, height: nil)) == Rect.Size(width: 100, height: 20))
    }

    /// A negative spacing overlaps neighbours by that much (SwiftUI's `VStack(spacing: -2)`): two 20-high lines
    /// 2 apart the wrong way make a stack 38 high, the second starting at 18; it never reports less than nothing.
    @Test func aNegativeSpacingOverlapsNeighbours() {
        let stack = ViewNode.stack(.vertical, alignment: .center, spacing: -2, [Self.text(1, 3), Self.text(2, 3)])
        #expect(stack.size(for: ProposedSize(width: nil, height: nil)) == Rect.Size(width: 30, height: 38))
        let placed = Self.frames(stack, width: nil, height: nil)
        #expect(placed[1]?.y == 0 && placed[2]?.y == 18)
        let tiny = ViewNode.stack(.horizontal, alignment: .center, spacing: -50, [Self.text(1, 1), Self.text(2, 1)])
        #expect(tiny.size(for: ProposedSize(width: nil, height: nil)).width == 0)
    }

    /// Negative padding (SwiftUI's `.padding(.top, -2)`) draws the frame in: a 20-high text padded −2 at the top and
    /// −14 at the bottom reports 4 high, and is drawn 2 above its frame, overflowing it; in a vstack under a 30-high
    /// text it starts 2 higher than unpadded, and the stack is 16 shorter. A frame never reports less than nothing.
    @Test func negativePaddingDrawsTheFrameIn() {
        let unit = ViewNode.padding(ViewInsets(top: -2, leading: 0, bottom: -14, trailing: 0), Self.text(2, 2))
        #expect(unit.size(for: ProposedSize(width: nil, height: nil)) == Rect.Size(width: 20, height: 4))
        #expect(Self.frames(unit, width: nil, height: nil)[2] == Rect(x: 0, y: -2, width: 20, height: 20))
        let number = ViewNode.frame(width: nil, height: 30, alignment: .center, Self.text(1, 3))
        let stack = ViewNode.stack(.vertical, alignment: .center, spacing: 0, [number, unit])
        #expect(stack.size(for: ProposedSize(width: nil, height: nil)).height == 34)
        #expect(Self.frames(stack, width: nil, height: nil)[2]?.y == 28)
        let inward = ViewNode.padding(ViewInsets(all: -30), Self.text(1, 2))
        #expect(inward.size(for: ProposedSize(width: nil, height: nil)) == Rect.Size(width: 0, height: 0))
        // Proposed a width, the child is offered more by the negative insets.
        #expect(Self.frames(.padding(ViewInsets(top: 0, leading: -10, bottom: 0, trailing: -10), Self.text(1, 5)), width: 30, height: nil)[1]?.width == 50)
    }

    @Test func equalShapesShareTheStackEvenly() {
        let stack = ViewNode.stack(.horizontal, alignment: .center, spacing: 0, [Self.shape(1), Self.shape(2), Self.shape(3)])
        let placed = Self.frames(.frame(width: 300, height: 100, alignment: .center, stack), width: nil, height: nil)
        #expect(placed.values.map(\.width) == [100, 100, 100])
        #expect(placed[1]?.x == 0 && placed[2]?.x == 100 && placed[3]?.x == 200)
        #expect(placed[2]?.height == 100)
    }

    /// objc.io: `HStack(spacing: 0) { red.frame(maxWidth: 100); green.frame(minWidth: 100) }.frame(width: 150)`
    /// gives red 75 and green 100, and the stack overflows its frame on both sides.
    @Test func theLeastFlexibleChildIsOfferedAShareFirst() {
        let stack = ViewNode.stack(.horizontal, alignment: .center, spacing: 0, [
            .flexibleFrame(FlexibleFrame(width: FrameLimits(max: 100)), Self.shape(1)),
            .flexibleFrame(FlexibleFrame(width: FrameLimits(min: 100)), Self.shape(2)),
        ])
        let placed = Self.frames(.frame(width: 150, height: 100, alignment: .center, stack), width: nil, height: nil)
        #expect(placed[1]?.width == 75)
        #expect(placed[2]?.width == 100)
        #expect(placed[1]?.x == -12.5)
        #expect(placed[2]?.x == 62.5)
    }

    /// Ole Begemann: in `HStack(spacing: 10)` 620 wide, a colour taking half of what it is offered gets 100 when
    /// first (the others 250 each) and 100 when in the middle, where the last one then takes 300.
    @Test(arguments: [(0, [100.0, 250, 250]), (1, [200.0, 100, 300])])
    func whatAChildLeavesGoesToTheNext(position: Int, widths: [Double]) {
        var children = [Self.shape(1), Self.shape(2), Self.shape(3)]
        children[position] = Self.relative(position + 1, 0.5)
        let placed = Self.frames(.stack(.horizontal, alignment: .center, spacing: 10, children), width: 620, height: 80)
        #expect([placed[1]?.width, placed[2]?.width, placed[3]?.width] == widths)
    }

    /// The SwiftUI Field Guide: a text between two colours is offered a third and wraps; with a higher layout
    /// priority it is offered everything the colours leave at their smallest, and takes its ideal width.
    @Test func layoutPriorityOffersRoomFirst() {
        let plain = ViewNode.stack(.horizontal, alignment: .center, spacing: 8, [Self.shape(1), Self.text(2, 12), Self.shape(3)])
        let wrapped = Self.frames(plain, width: 200, height: 100)
        #expect(wrapped[2] == Rect(x: 70, y: 30, width: 60, height: 40))
        #expect(wrapped[1]?.width == 62 && wrapped[3]?.width == 62)

        let first = ViewNode.stack(.horizontal, alignment: .center, spacing: 8, [Self.shape(1), .layoutPriority(1, Self.text(2, 12)), Self.shape(3)])
        let whole = Self.frames(first, width: 200, height: 100)
        #expect(whole[2]?.width == 120 && whole[2]?.height == 20)
        #expect(whole[1]?.width == 32 && whole[3]?.width == 32)
    }

    @Test func aSpacerTakesTheRestAndNoSpacingBesideIt() {
        let stack = ViewNode.stack(.horizontal, alignment: .center, spacing: 8, [Self.text(1, 3), .spacer(minLength: 8), Self.text(2, 3)])
        let placed = Self.frames(stack, width: 200, height: nil)
        #expect(placed[1]?.x == 0)
        #expect(placed[2]?.x == 170)
        #expect(stack.size(for: ProposedSize(width: nil, height: nil)) == Rect.Size(width: 68, height: 20))
    }

    /// A spacer's layout priority is the lowest there is (OpenSwiftUI's reading of SwiftUI's spacer, whose layout
    /// priority is minus infinity): the text beside it is offered the whole row less the spacer's minimum, and stays on
    /// one line where a colour in the spacer's place would halve the row (the Field Guide's example above).
    @Test func aTextBesideASpacerIsOfferedTheWholeRow() {
        let row = ViewNode.stack(.horizontal, alignment: .center, spacing: 8, [Self.text(1, 15), .spacer(minLength: 10)])
        let placed = Self.frames(row, width: 200, height: 100)
        #expect(placed[1] == Rect(x: 0, y: 0, width: 150, height: 20))
        let colour = ViewNode.stack(.horizontal, alignment: .center, spacing: 8, [Self.text(1, 15), Self.shape(2)])
        #expect(Self.frames(colour, width: 200, height: 100)[1]?.height == 40, "beside a colour it is offered half and wraps")
        // Squeezed, the text gives way only to the spacer's minimum.
        #expect(Self.frames(row, width: 100, height: 100)[1]?.width == 90)
    }

    /// A list row, `HStack { Text(title); Spacer(); Text(detail) }` 200 wide: the detail (less flexible) is offered half
    /// of the row and takes its 40, the title is offered the 160 left and takes its 120, the spacer the 40 between.
    @Test func aRowsTitleAndDetailTakeTheirWidthsAndTheSpacerTheRest() {
        let row = ViewNode.stack(.horizontal, alignment: .center, spacing: 8, [Self.text(1, 12), .spacer(minLength: 0), Self.text(2, 4)])
        let placed = Self.frames(row, width: 200, height: 20)
        #expect(placed[1] == Rect(x: 0, y: 0, width: 120, height: 20))
        #expect(placed[2] == Rect(x: 160, y: 0, width: 40, height: 20))
        // A long title wraps at the room the detail leaves, not at a third or half of the row.
        let long = ViewNode.stack(.horizontal, alignment: .center, spacing: 8, [Self.text(1, 30), .spacer(minLength: 0), Self.text(2, 4)])
        #expect(Self.frames(long, width: 200, height: 60)[1] == Rect(x: 0, y: 0, width: 160, height: 40))
    }

    /// Of two views that grow without end, SwiftUI offers room first to the one whose smallest length is the larger
    /// (OpenSwiftUI's reading of `_LayoutTraits.FlexibilityEstimate`): `HStack(spacing: 0) { Color; Color.frame(minWidth:
    /// 100) }` 150 wide gives 100 to the framed one and 50 to the other, and the stack fits.
    @Test func ofTwoEndlessViewsTheOneWithTheLargerMinimumIsOfferedFirst() {
        let stack = ViewNode.stack(.horizontal, alignment: .center, spacing: 0, [
            Self.shape(1), .flexibleFrame(FlexibleFrame(width: FrameLimits(min: 100)), Self.shape(2)),
        ])
        let placed = Self.frames(stack, width: 150, height: 100)
        #expect(placed[1] == Rect(x: 0, y: 0, width: 50, height: 100))
        #expect(placed[2] == Rect(x: 50, y: 0, width: 100, height: 100))
    }

    @Test func aVerticalStackAlignsItsChildrenAcross() {
        let stack = ViewNode.stack(.vertical, alignment: .start, spacing: 4, [Self.text(1, 5), Self.text(2, 2)])
        #expect(stack.size(for: .unspecified) == Rect.Size(width: 50, height: 44))
        let placed = Self.frames(stack, width: nil, height: nil)
        #expect(placed[1] == Rect(x: 0, y: 0, width: 50, height: 20))
        #expect(placed[2] == Rect(x: 0, y: 24, width: 20, height: 20))
        let trailing = Self.frames(.stack(.vertical, alignment: .end, spacing: 4, [Self.text(1, 5), Self.text(2, 2)]), width: nil, height: nil)
        #expect(trailing[2]?.x == 30)
    }

    /// Apple's documentation of `frame(minWidth:idealWidth:maxWidth:...)`, case by case.
    @Test func aFlexibleFrameFollowsAppleSRules() {
        // A minimum only: at least the minimum, the child where it is wider.
        let short = ViewNode.flexibleFrame(FlexibleFrame(width: FrameLimits(min: 150)), .padding(ViewInsets(all: 16), Self.text(1, 5)))
        #expect(short.size(for: ProposedSize(width: 200, height: nil)).width == 150)
        let long = ViewNode.flexibleFrame(FlexibleFrame(width: FrameLimits(min: 150)), .padding(ViewInsets(all: 16), Self.text(1, 20)))
        #expect(long.size(for: ProposedSize(width: 200, height: nil)).width == 192)
        // A maximum of infinity fills what is offered and centres the child in it.
        let filled = ViewNode.flexibleFrame(FlexibleFrame(width: FrameLimits(max: .infinity)), Self.text(1, 5))
        #expect(filled.size(for: ProposedSize(width: 200, height: nil)).width == 200)
        #expect(Self.frames(filled, width: 200, height: nil)[1]?.x == 75)
        // A child fixed at its ideal size wider than the proposal makes the frame as wide as itself.
        let fixed = ViewNode.flexibleFrame(FlexibleFrame(width: FrameLimits(max: .infinity)), .fixedSize(horizontal: true, vertical: true, Self.text(1, 12)))
        #expect(fixed.size(for: ProposedSize(width: 100, height: nil)).width == 120)
        // Both limits: what is offered, clamped, whatever the child.
        let both = ViewNode.flexibleFrame(FlexibleFrame(width: FrameLimits(min: 40, max: 80)), Self.text(1, 2))
        #expect(both.size(for: ProposedSize(width: 200, height: nil)).width == 80)
        #expect(both.size(for: ProposedSize(width: 10, height: nil)).width == 40)
        // An ideal stands in for a proposal of nothing.
        let ideal = ViewNode.flexibleFrame(FlexibleFrame(width: FrameLimits(min: 0, ideal: 60, max: 100)), Self.shape(1))
        #expect(ideal.size(for: .unspecified).width == 60)
    }

    @Test func aBackgroundIsProposedItsViewSizeAndDrawnBehind() {
        let view = ViewNode.layer(.padding(ViewInsets(all: 8), Self.text(1, 5)), Self.shape(2), front: false, alignment: .center)
        let placed = view.place(for: ProposedSize(width: 200, height: 200), at: Point(x: 10, y: 20))
        #expect(placed.map(\.id) == [2, 1])
        #expect(placed[0].frame == Rect(x: 10, y: 20, width: 66, height: 36))
        #expect(placed[1].frame == Rect(x: 18, y: 28, width: 50, height: 20))
        let overlay = ViewNode.layer(Self.text(1, 5), Self.shape(2), front: true, alignment: .center)
        #expect(overlay.place(for: .unspecified, at: Point(x: 0, y: 0)).map(\.id) == [1, 2])
    }

    @Test func aZStackIsAsLargeAsItsLargestChildAndAlignsTheOthers() {
        let view = ViewNode.zstack(.topLeading, [Self.text(1, 8), .frame(width: 30, height: 50, alignment: .center, Self.shape(2))])
        #expect(view.size(for: .unspecified) == Rect.Size(width: 80, height: 50))
        let placed = Self.frames(view, width: nil, height: nil)
        #expect(placed[1]?.x == 0 && placed[2]?.x == 0)
        let centred = Self.frames(.zstack(.center, [Self.text(1, 8), .frame(width: 30, height: 50, alignment: .center, Self.shape(2))]), width: nil, height: nil)
        #expect(centred[1] == Rect(x: 0, y: 15, width: 80, height: 20))
        #expect(centred[2] == Rect(x: 25, y: 0, width: 30, height: 50))
    }

    /// `aspectRatio(2, contentMode: .fit)` offered 100 × 100 proposes 100 × 50, `.fill` 200 × 100; without a ratio
    /// the child's ideal size's (a shape's 10 × 10: square); one dimension offered, the other follows from it.
    @Test(arguments: [
        (2.0 as Double?, false, 100.0 as Double?, 100.0 as Double?, Rect.Size(width: 100, height: 50)),
        (2, true, 100, 100, Rect.Size(width: 200, height: 100)),
        (nil, false, 200, 100, Rect.Size(width: 100, height: 100)),
        (nil, true, 200, 100, Rect.Size(width: 200, height: 200)),
        (0.5, false, 60, nil, Rect.Size(width: 60, height: 120)),
        (0.5, true, nil, 60, Rect.Size(width: 30, height: 60)),
    ])
    func anAspectRatioProposesItsRatioInsideOrAround(ratio: Double?, fill: Bool, width: Double?, height: Double?, size: Rect.Size) {
        let view = ViewNode.aspectRatio(ratio, fill: fill, Self.shape(1))
        #expect(view.size(for: ProposedSize(width: width, height: height)) == size)
        #expect(Self.frames(view, width: width, height: height)[1] == Rect(x: 0, y: 0, width: size.width, height: size.height))
    }

    /// A resizable picture scaled to fit in a frame: the frame centres the picture its ratio allows.
    @Test func aScaledToFitPictureIsCentredInItsFrame() {
        let picture = ViewNode.leaf(ViewLeaf(id: 1) { $0.replacingUnspecified(with: Rect.Size(width: 30, height: 20)) })
        let framed = ViewNode.frame(width: 60, height: 60, alignment: .center, .aspectRatio(nil, fill: false, picture))
        #expect(Self.frames(framed, width: nil, height: nil)[1] == Rect(x: 0, y: 10, width: 60, height: 40))
    }

    @Test func anOffsetMovesTheDrawingNotTheLayout() {
        let stack = ViewNode.stack(.horizontal, alignment: .center, spacing: 0, [.offset(x: 5, y: -3, Self.text(1, 2)), Self.text(2, 2)])
        let placed = Self.frames(stack, width: nil, height: nil)
        #expect(placed[1] == Rect(x: 5, y: -3, width: 20, height: 20))
        #expect(placed[2]?.x == 20)
    }

    // MARK: - SwiftUI's default spacing

    /// A text as the default spacing reads it: `text(_:_:)`'s sizes, marked a text.
    static func label(_ id: Int, _ count: Int) -> ViewNode {
        guard case .leaf(let leaf) = text(id, count) else { fatalError("text(_:_:) is a leaf") }
        return .leaf(ViewLeaf(id: id, isText: true, size: leaf.size))
    }

    static func child(_ kind: String, _ id: Int) -> ViewNode {
        switch kind {
        case "text": label(id, 3)
        case "shape": .frame(width: 30, height: 20, alignment: .center, shape(id))
        case "padded": .padding(ViewInsets(top: 0, leading: 0, bottom: 0, trailing: 0), label(id, 3))
        case "framed": .frame(width: 30, height: 20, alignment: .center, label(id, 3))
        // A row of a 10-wide shape and a text: its edges are its children's together, a text's among them.
        case "row": .stack(.horizontal, alignment: .center, spacing: 0, [.frame(width: 10, height: 20, alignment: .center, shape(id + 10)), label(id, 2)])
        default: fatalError(kind)
        }
    }

    /// `spacing: nil`, SwiftUI's "default distance for each pair of subviews": 8 points (16 px at Dial's 2 px a point)
    /// between any two views in a row and between a text and any other view in a column; none between two texts in a
    /// column, which SwiftUI sets by the lower font's leading (0 in SF, Inter, Quicksand and DejaVu). A padding of
    /// nothing pads no edge, so the text keeps its spacing (SwiftUI's padding resets only the edges it pads:
    /// `ViewNodeSpacingTests`), a framed one is still a text, and so is a row holding a text (a stack's spacing is its
    /// children's together).
    @Test(arguments: [
        (true, "text", "text", 16.0), (true, "text", "shape", 16), (true, "shape", "shape", 16),
        (false, "text", "text", 0), (false, "text", "shape", 16), (false, "shape", "text", 16), (false, "shape", "shape", 16),
        (false, "padded", "text", 0), (false, "framed", "text", 0), (false, "row", "text", 0), (false, "text", "row", 0),
    ])
    func theDefaultSpacingDependsOnThePair(horizontal: Bool, first: String, second: String, gap: Double) {
        let axis: ViewAxis = horizontal ? .horizontal : .vertical
        let stack = ViewNode.stack(axis, alignment: .center, spacing: nil, [Self.child(first, 1), Self.child(second, 2)])
        let placed = Self.frames(stack, width: nil, height: nil)
        // Each child here is 30 × 20: the second starts 30 (or 20) plus the gap after the first.
        let start = horizontal ? placed[2]!.x - placed[1]!.maxX : placed[2]!.y - placed[1]!.maxY
        #expect(start == gap)
        let size = stack.size(for: .unspecified)
        #expect((horizontal ? size.width : size.height) == (horizontal ? 60 : 40) + gap)
    }

    /// A given spacing is the spacing whatever the pair, and a spacer takes the gap itself.
    @Test func aGivenSpacingAndASpacerOverrideTheDefault() {
        let given = ViewNode.stack(.vertical, alignment: .center, spacing: 4, [Self.child("shape", 1), Self.child("shape", 2)])
        #expect(Self.frames(given, width: nil, height: nil)[2]?.y == 24)
        let spaced = ViewNode.stack(.horizontal, alignment: .center, spacing: nil, [Self.label(1, 3), .spacer(minLength: 0), Self.label(2, 3)])
        #expect(Self.frames(spaced, width: 100, height: nil)[2]?.x == 70)
    }

    /// nightguard's two columns, `HStack { Text("2:00").frame(maxWidth: .infinity, alignment: .trailing);
    /// Text("100 +2").frame(maxWidth: .infinity, alignment: .leading) }` in 160 px: the 16 px default leaves each
    /// frame (160 - 16) / 2 = 72, so "2:00" (40 wide) ends at 72 and "100 +2" (60) starts at 88, 16 apart, not joined.
    @Test func twoColumnsStandTheDefaultDistanceApart() {
        let row = ViewNode.stack(.horizontal, alignment: .center, spacing: nil, [
            .flexibleFrame(FlexibleFrame(width: FrameLimits(max: .infinity), alignment: ViewAlignment(horizontal: .end, vertical: .center)), Self.label(1, 4)),
            .flexibleFrame(FlexibleFrame(width: FrameLimits(max: .infinity), alignment: ViewAlignment(horizontal: .start, vertical: .center)), Self.label(2, 6)),
        ])
        let placed = Self.frames(row, width: 160, height: nil)
        #expect(placed[1] == Rect(x: 32, y: 0, width: 40, height: 20))
        #expect(placed[2] == Rect(x: 88, y: 0, width: 60, height: 20))
    }

    // MARK: - Sizes relative to the container

    /// Home Assistant's bar: `GeometryReader { proxy in ZStack(alignment: .leading) { Capsule(); Capsule()
    /// .frame(width: proxy.size.width * 0.62) } }` offered 200 × 14 takes it all; the track is 200 wide, the fill 124,
    /// both from x 0; a pill `.position(x: proxy.size.width * 0.62, y: 7)` 44 × 14 is centred at (124, 7).
    @Test func aGeometryReadersFractionsAreOfItsSize() {
        let bar = ViewNode.geometry(.zstack(ViewAlignment(horizontal: .start, vertical: .center), [
            Self.shape(1),
            .relativeFrame(width: .fraction(0.62, of: .horizontal), height: nil, alignment: .center, Self.shape(2)),
            .position(x: .fraction(0.62, of: .horizontal), y: .pixels(7), .frame(width: 44, height: 14, alignment: .center, Self.shape(3))),
        ]))
        #expect(bar.size(for: ProposedSize(width: 200, height: 14)) == Rect.Size(width: 200, height: 14))
        let placed = Self.frames(bar, width: 200, height: 14)
        #expect(placed[1] == Rect(x: 0, y: 0, width: 200, height: 14))
        #expect(placed[2] == Rect(x: 0, y: 0, width: 124, height: 14))
        #expect(placed[3] == Rect(x: 102, y: 0, width: 44, height: 14))
    }

    /// A reader in a row is as wide as the row leaves it (160 of 200 beside a 40-wide view), so half of it is 80; a
    /// fraction of the other dimension is of that one; offered nothing, a reader is 10 points (20 px) square.
    @Test func aReaderInARowMeasuresWhatTheRowLeavesIt() {
        let row = ViewNode.stack(.horizontal, alignment: .start, spacing: 0, [
            .frame(width: 40, height: 20, alignment: .center, Self.shape(1)),
            .geometry(.relativeFrame(width: .fraction(0.5, of: .horizontal), height: .fraction(2, of: .horizontal), alignment: .center, Self.shape(2))),
        ])
        let placed = Self.frames(row, width: 200, height: 30)
        #expect(placed[2] == Rect(x: 40, y: 0, width: 80, height: 320))
        #expect(ViewNode.geometry(Self.shape(1)).size(for: .unspecified) == Rect.Size(width: 20, height: 20))
    }

    /// Outside any reader, a fraction is of the room the whole view is drawn in (`relative(to:)` with the slot's
    /// size); the same tree in a smaller slot draws it smaller.
    @Test(arguments: [(100.0, 25.0), (160, 40)])
    func aFractionOutsideAReaderIsOfTheSlot(slot: Double, width: Double) {
        let view = ViewNode.relativeFrame(width: .fraction(0.25, of: .horizontal), height: .pixels(6), alignment: .center, Self.shape(1))
            .relative(to: Rect.Size(width: slot, height: 50))
        #expect(view.size(for: ProposedSize(width: slot, height: 50)) == Rect.Size(width: width, height: 6))
    }
}

/// SwiftUI's default spacing in a column between texts and symbols (docs/views.md, "Layout": default spacing; ports3-final's
/// Q1): a symbol is set against a text or another symbol as a line of text is, with no gap; a padded edge is a plain
/// view's, the other edges keep theirs; any other pair is 8 points apart.
struct ViewNodeSpacingTests {
    static func leaf(_ id: Int, text: Bool = false, symbol: Bool = false) -> ViewNode {
        var leaf = ViewLeaf(id: id, isText: text) { _ in Rect.Size(width: 10, height: 20) }
        leaf.isSymbol = symbol
        return .leaf(leaf)
    }

    static func padded(_ top: Double, _ bottom: Double, _ child: ViewNode) -> ViewNode {
        .padding(ViewInsets(top: top, leading: 0, bottom: bottom, trailing: 0), child)
    }

    /// The views the table names (a `ViewNode` holds closures, so the table holds names).
    static func node(_ name: String) -> ViewNode {
        let (symbol, text, shape) = (leaf(1, symbol: true), leaf(2, text: true), leaf(3))
        return switch name {
        case "symbol": symbol
        case "text": text
        case "shape": shape
        case "symbol padded top 10": padded(10, 0, symbol)
        case "symbol padded bottom 4": padded(0, 4, symbol)
        case "symbol padded bottom 10": padded(0, 10, symbol)
        case "symbol padded top 3": padded(3, 0, symbol)
        case "row of shape and symbol": .stack(.horizontal, alignment: .center, spacing: nil, [shape, symbol])
        case "framed symbol": .frame(width: 30, height: 30, alignment: .center, symbol)
        default: .spacer(minLength: 0)
        }
    }

    @Test(arguments: [
        ("symbol", "text", 0.0), ("text", "symbol", 0), ("symbol", "symbol", 0), ("text", "text", 0),
        ("shape", "text", 8), ("symbol", "shape", 8), ("shape", "shape", 8),
        // ElectricSidecar's `Image(systemName:).padding(.top, 10)` over "80%": the bottom edge is still the symbol's.
        ("symbol padded top 10", "text", 0), ("symbol padded bottom 4", "text", 8), ("text", "symbol padded bottom 10", 0),
        ("text", "symbol padded top 3", 8),
        // A stack is as text-like as its most text-like child; a frame keeps its child's edges.
        ("row of shape and symbol", "text", 0), ("framed symbol", "text", 0),
    ] as [(String, String, Double)])
    func aColumnSpacesItsPairsAsSwiftUIDoes(first: String, second: String, points: Double) {
        #expect(StackLayout.spacing(between: Self.node(first), and: Self.node(second), spacing: nil, axis: .vertical) == points * Device.scale)
    }

    /// SwiftUI's text edges, on the worked example OpenSwiftUI's tests publish (`textSpacingWithStandardSizing`):
    /// Helvetica at 16 points, one point a pixel (ascender 12.3203125, descender 3.6796875, so a 16-point line and a
    /// tenth of it, 1.6, rounded up to 2): a plain view above the text 5.6796875 from it, below it 6.5234375 (the line
    /// and the 2 less the cap height, 11.4765625).
    @Test func aTextsEdgesAreItsFontsAsSwiftUIMeasuresThem() {
        let edges = TextEdges(ascender: 12.3203125, descender: 3.6796875, capHeight: 11.4765625)
        #expect(abs(edges.above - 5.6796875) < 1e-9 && abs(edges.below - 6.5234375) < 1e-9, "\(edges)")
        // A font whose descender is deep: below, its descender and the tenth, where that is more than the line less the
        // cap height (30-pixel line, 3 its tenth: max(33 - 25, 3 + 12)).
        let deep = TextEdges(ascender: 18, descender: 12, capHeight: 25)
        #expect(deep.above == 15 && deep.below == 15)
    }

    /// A text and a plain view in a column are their text's edge apart, not the 8 points two plain views are; a row
    /// takes its texts' largest, a column its first child's on top and its last's below (a progress's bar over its
    /// current value's text meets a text above it as its bar does, stranger16 #3); a padded edge is plain again (so two
    /// plain views: 8 points).
    @Test(arguments: [
        ("text", "shape", 13.0), ("shape", "text", 9), ("text", "text", 0), ("symbol", "shape", 16), ("text", "symbol", 0),
        ("row", "shape", 13), ("shape", "row", 11), ("column", "shape", 5), ("shape", "column", 9),
        ("text", "bar over text", 13), ("bar over text", "text", 0), ("padded text", "shape", 16),
    ] as [(String, String, Double)])
    func aTextAndAPlainViewAreTheTextsEdgeApart(first: String, second: String, pixels: Double) {
        func node(_ name: String, _ id: Int) -> ViewNode {
            // A 30-pixel line, 3 its tenth: 9 above (33 less the ascender 24), 13 below (33 less the cap height 20).
            func text(_ id: Int, _ edges: TextEdges) -> ViewNode {
                var leaf = ViewLeaf(id: id, isText: true) { _ in Rect.Size(width: 10, height: 30) }
                leaf.textEdges = edges
                return .leaf(leaf)
            }
            let edges = TextEdges(ascender: 24, descender: 6, capHeight: 20)
            return switch name {
            case "text": text(id, edges)
            // Two texts, the second's edges larger above (11) and smaller below: in a row each edge the larger of the
            // two, in a column the top one's above (9) and the bottom one's below (5).
            case "row": .stack(.horizontal, alignment: .center, spacing: nil, [text(id, edges), text(id + 10, TextEdges(above: 11, below: 5))])
            case "column": .stack(.vertical, alignment: .center, spacing: nil, [text(id, edges), text(id + 10, TextEdges(above: 11, below: 5))])
            case "bar over text": .stack(.vertical, alignment: .center, spacing: 4, [Self.node("shape"), text(id + 10, edges)])
            case "padded text": Self.padded(0, 2, text(id, edges))
            default: Self.node(name)
            }
        }
        #expect(StackLayout.spacing(between: node(first, 1), and: node(second, 2), spacing: nil, axis: .vertical) == pixels)
    }

    /// In a row every pair is the default distance apart, text or not; a given spacing is always kept.
    @Test func aRowAndAGivenSpacingAreUnchanged() {
        #expect(StackLayout.spacing(between: Self.node("symbol"), and: Self.node("text"), spacing: nil, axis: .horizontal) == 8 * Device.scale)
        #expect(StackLayout.spacing(between: Self.node("symbol"), and: Self.node("text"), spacing: 3, axis: .vertical) == 3)
    }
}
