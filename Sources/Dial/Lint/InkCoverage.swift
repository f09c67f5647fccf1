import DialCore
import DialModel
import DialPNG

/// Dial's own overlap check, measured from what is drawn: each part of the face (each complication, each tick and
/// numeral, the date, the digits) is rasterised alone from the face's one layout, and the pixels it covers at least
/// half are its ink. Two complications sharing ink overlap; a complication sharing ink with a clock mark covers part
/// of it. The hands pass over everything by design and are not measured. Coverage rather than colour: a dark
/// platter covers a numeral as surely as white text does, and a faint antialiased fringe touching another is no
/// collision anyone sees.
enum InkCoverage {
    /// Ink that two parts of the face share; `first` is always a complication.
    struct Shared: Hashable {
        var first: NodeOwner
        var second: NodeOwner
        var pixels: Int
    }

    static func shared(in tree: LayoutTree, renderer: Renderer) throws(DialError) -> [Shared] {
        var nodes: [NodeOwner: [LayoutNode]] = [:]
        var order: [NodeOwner] = []
        for owned in tree.owners {
            if nodes[owned.owner] == nil { order.append(owned.owner) }
            // In Always On the Painter leaves backgrounds out: they cover nothing there.
            nodes[owned.owner, default: []] += tree.nodes[owned.nodes].filter { tree.display == .active || !$0.isBackground }
        }
        func ink(_ drawn: [LayoutNode]) throws(DialError) -> Coverage {
            let list = DisplayList(width: tree.width, height: tree.height, screenCornerRadius: tree.screenCornerRadius,
                                   commands: drawn.map(Self.solid))
            return Coverage(try renderer.composite(list))
        }

        let complications = order.filter { if case .complication = $0 { true } else { false } }
        var inks: [(owner: NodeOwner, ink: Coverage)] = []
        for owner in complications { inks.append((owner, try ink(nodes[owner]!))) }
        var found = overlaps(inks)

        let marks = order.filter(\.isClockMark)
        guard !marks.isEmpty, !inks.isEmpty else { return found }
        let covered = inks.dropFirst().reduce(inks[0].ink) { $0.union($1.ink) }
        // Most faces leave every mark whole: one picture of all of them tells, before any is measured alone.
        guard try ink(marks.flatMap { nodes[$0]! }).shared(with: covered) > 0 else { return found }
        for mark in marks {
            let markInk = try ink(nodes[mark]!)
            for complication in inks {
                let pixels = markInk.shared(with: complication.ink)
                if pixels > 0 { found.append(Shared(first: complication.owner, second: mark, pixels: pixels)) }
            }
        }
        return found
    }

    /// Each part of the face with ink nearer than `margin` to the screen's rounded edge, with how many pixels of its
    /// own, in the layout's order: what `dial lint`'s edgeMargin names. Any lit pixel counts, as in `FrameMetrics`.
    static func nearEdge(in tree: LayoutTree, renderer: Renderer, margin: Double) throws(DialError) -> [(owner: NodeOwner, pixels: Int)] {
        var nodes: [NodeOwner: [LayoutNode]] = [:]
        var order: [NodeOwner] = []
        for owned in tree.owners {
            if nodes[owned.owner] == nil { order.append(owned.owner) }
            nodes[owned.owner, default: []] += tree.nodes[owned.nodes].filter { tree.display == .active || !$0.isBackground }
        }
        var found: [(owner: NodeOwner, pixels: Int)] = []
        for owner in order {
            let list = DisplayList(width: tree.width, height: tree.height, screenCornerRadius: tree.screenCornerRadius,
                                   commands: nodes[owner]!.map(Self.solid))
            let image = try renderer.composite(list)
            var count = 0
            for y in 0..<image.height {
                for x in 0..<image.width where image.pixels[(y * image.width + x) * 4] > FrameMetrics.litLevel {
                    if FrameMetrics.distanceToEdge(x: Double(x) + 0.5, y: Double(y) + 0.5, width: Double(tree.width),
                                                   height: Double(tree.height), radius: tree.screenCornerRadius) < margin {
                        count += 1
                    }
                }
            }
            if count > 0 { found.append((owner, count)) }
        }
        return found
    }

    /// Every pair of owners whose ink meets, in the owners' order.
    static func overlaps(_ inks: [(owner: NodeOwner, ink: Coverage)]) -> [Shared] {
        var found: [Shared] = []
        for first in inks.indices {
            for second in inks.indices where second > first {
                let shared = inks[first].ink.shared(with: inks[second].ink)
                if shared > 0 { found.append(Shared(first: inks[first].owner, second: inks[second].owner, pixels: shared)) }
            }
        }
        return found
    }

    /// The pixels a part covers at least half, as ascending indices: a part inks a small share of the screen.
    struct Coverage {
        var pixels: [Int]

        init(pixels: [Int]) { self.pixels = pixels }

        init(_ image: RGBAImage) {
            var pixels: [Int] = []
            image.pixels.withUnsafeBufferPointer { bytes in
                var index = 0
                while index * 4 < bytes.count {
                    if bytes[index * 4] >= 128 { pixels.append(index) }
                    index += 1
                }
            }
            self.pixels = pixels
        }

        func shared(with other: Coverage) -> Int {
            var (i, j, count) = (0, 0, 0)
            while i < pixels.count && j < other.pixels.count {
                if pixels[i] == other.pixels[j] { count += 1; i += 1; j += 1 } else if pixels[i] < other.pixels[j] { i += 1 } else { j += 1 }
            }
            return count
        }

        func union(_ other: Coverage) -> Coverage {
            var merged: [Int] = []
            merged.reserveCapacity(pixels.count + other.pixels.count)
            var (i, j) = (0, 0)
            while i < pixels.count || j < other.pixels.count {
                if j == other.pixels.count || (i < pixels.count && pixels[i] < other.pixels[j]) {
                    merged.append(pixels[i]); i += 1
                } else {
                    if i < pixels.count && pixels[i] == other.pixels[j] { i += 1 }
                    merged.append(other.pixels[j]); j += 1
                }
            }
            return Coverage(pixels: merged)
        }
    }

    /// The node in opaque white, so the picture's brightness is the node's coverage.
    private static func solid(_ node: LayoutNode) -> DrawCommand {
        switch node {
        case .fill(let shape, _): .fill(shape, .white)
        case .stroke(let shape, let stroke, _): .stroke(shape, stroke, .white)
        case .glyphs(let run, _): .glyphs(run, .white)
        case .clip(let shape, let nodes): .clip(shape, nodes.map(solid))
        case .mask(let nodes, let mask): .mask(nodes.map(solid), by: mask.map(solid))
        case .image(let image):
            .image(Bitmap(width: image.bitmap.width, height: image.bitmap.height,
                          premultipliedARGB: image.bitmap.pixels.map { pixel in
                              let alpha = pixel >> 24
                              return alpha << 24 | alpha << 16 | alpha << 8 | alpha
                          }),
                   frame: image.frame, mask: image.mask)
        }
    }
}
