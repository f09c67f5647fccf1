import CCairo
import DialCore
import DialModel

/// Shapes rasterised by Cairo into 8-bit coverage masks, kept for the frames that draw them again.
///
/// Cairo spends most of a frame turning curves into coverage (a disc of a complication costs 25–45 µs, a ring 70 µs,
/// bezel text 130 µs), while compositing a kept mask in a colour costs a few. Frames of one face share most of their
/// shapes: the dial, complication backgrounds, tracks and labels stay while the hands and values move, across times,
/// privacy settings and goldens. Every shape is drawn through its mask whether the mask was kept or has just been
/// made, so a frame's pixels never depend on what was drawn before it.
///
/// A mask is kept from the second time its shape is drawn: the hands of each minute, drawn once, never take room
/// from the dial. Kept masks live in two generations of at most half the budget each: filling the current one
/// retires it, and a mask found among the retired is brought back, so what frames keep using stays.
final class CoverageCache {
    /// What a mask holds the coverage of. Colour is not part of it: one mask serves every colour.
    enum Coverage: Hashable {
        case fill(Shape)
        /// One stroked path of the shapes, in this style.
        case stroke([Shape], Stroke)
        /// The turned glyphs of the run, filled as one path of outlines.
        case outlines(GlyphRun)
        /// What lies outside one rounded corner of a frame: the corner's square less its quarter disc.
        case corner(Corner, width: Int, height: Int, radius: Double)
    }

    enum Corner: CaseIterable {
        case topLeft, topRight, bottomRight, bottomLeft
    }

    /// A mask's identity: its coverage, the user-to-device transform it was drawn under, and the device pixels it
    /// may reach.
    struct Key: Hashable {
        var coverage: Coverage
        var transform: Transform
        var canvas: PixelBox
    }

    /// cairo_matrix_t's six numbers.
    struct Transform: Hashable {
        var xx, yx, xy, yy, x0, y0: Double

        init(_ matrix: cairo_matrix_t) {
            (xx, yx, xy, yy, x0, y0) = (matrix.xx, matrix.yx, matrix.xy, matrix.yy, matrix.x0, matrix.y0)
        }

        var matrix: cairo_matrix_t { cairo_matrix_t(xx: xx, yx: yx, xy: xy, yy: yy, x0: x0, y0: y0) }
    }

    /// Whole device pixels, `minX..<maxX` by `minY..<maxY`.
    struct PixelBox: Hashable {
        var minX, minY, maxX, maxY: Int

        var isEmpty: Bool { minX >= maxX || minY >= maxY }

        func intersection(_ other: PixelBox) -> PixelBox {
            PixelBox(minX: max(minX, other.minX), minY: max(minY, other.minY),
                     maxX: min(maxX, other.maxX), maxY: min(maxY, other.maxY))
        }
    }

    /// An A8 surface and where its top-left pixel lies in device space.
    final class Mask {
        let surface: OpaquePointer
        let x: Int
        let y: Int
        let bytes: Int

        init(surface: OpaquePointer, x: Int, y: Int, bytes: Int) {
            self.surface = surface
            self.x = x
            self.y = y
            self.bytes = bytes
        }

        deinit {
            cairo_surface_destroy(surface)
        }
    }

    /// Bytes of mask pixels kept at most.
    let budget: Int
    private var current: [Key: Mask] = [:]
    private var currentBytes = 0
    private var retired: [Key: Mask] = [:]
    /// Hashes of the keys drawn once and not kept. A collision only keeps a mask early.
    private var seen: Set<Int> = []
    private static let seenLimit = 4_096

    init(budget: Int) {
        self.budget = budget
    }

    /// The kept mask for `key`, or the one `make` draws (nil: nothing to cover), kept if it was drawn before and fits.
    func mask(_ key: Key, make: () throws(CairoError) -> Mask?) throws(CairoError) -> Mask? {
        if let mask = current[key] {
            return mask
        }
        if let mask = retired.removeValue(forKey: key) {
            keep(mask, for: key)
            return mask
        }
        guard let mask = try make() else { return nil }
        if seen.remove(key.hashValue) != nil {
            keep(mask, for: key)
        } else {
            if seen.count >= Self.seenLimit { seen.removeAll(keepingCapacity: true) }
            seen.insert(key.hashValue)
        }
        return mask
    }

    private func keep(_ mask: Mask, for key: Key) {
        let generation = budget / 2
        guard mask.bytes <= generation else { return }
        if currentBytes + mask.bytes > generation {
            retired = current
            current = [:]
            currentBytes = 0
        }
        current[key] = mask
        currentBytes += mask.bytes
    }
}
