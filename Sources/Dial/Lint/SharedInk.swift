import DialCore
import DialModel
import DialPNG

/// Dial's own overlap check, measured from what is drawn: each complication is rendered alone over the bare face, and
/// the pixels it changes are its ink; two complications whose ink meets overlap. A pixel gone back to the screen's
/// black is the dial giving way under a complication, not ink; a difference of 24 levels or less is an antialiased
/// fringe no one would see.
enum SharedInk {
    struct Overlap {
        var first: String
        var second: String
        var pixels: Int
    }

    static func overlaps(_ face: Face, renderer: Renderer, overrides: RenderOverrides) throws(DialError) -> [Overlap] {
        let complications = face.document.complications ?? []
        guard complications.count > 1 else { return [] }
        func image(_ kept: [ComplicationDocument]) throws(DialError) -> RGBAImage {
            var alone = face
            alone.document.complications = kept
            // Choices about complications left out would name ids the face no longer has.
            alone.document.settings?.perComplication = nil
            var context = overrides
            context.perComplication = [:]
            return try renderer.rgba(try renderer.displayList(alone, display: .active, overrides: context))
        }
        let bare = try image([])
        var inks: [(String, [Bool])] = []
        for complication in complications { inks.append((complication.id, ink(of: try image([complication]), over: bare))) }
        return overlaps(inks)
    }

    /// Every pair of owners whose ink meets, in the owners' order.
    static func overlaps(_ inks: [(owner: String, ink: [Bool])]) -> [Overlap] {
        var found: [Overlap] = []
        for first in inks.indices {
            for second in inks.indices where second > first {
                let shared = zip(inks[first].ink, inks[second].ink).reduce(0) { $0 + ($1.0 && $1.1 ? 1 : 0) }
                if shared > 0 { found.append(Overlap(first: inks[first].owner, second: inks[second].owner, pixels: shared)) }
            }
        }
        return found
    }

    static func ink(of image: RGBAImage, over bare: RGBAImage) -> [Bool] {
        (0..<(image.width * image.height)).map { pixel in
            let base = pixel * 4
            let drawn = (image.pixels[base], image.pixels[base + 1], image.pixels[base + 2])
            guard drawn != (0, 0, 0) else { return false }
            return abs(Int(drawn.0) - Int(bare.pixels[base])) > 24 || abs(Int(drawn.1) - Int(bare.pixels[base + 1])) > 24
                || abs(Int(drawn.2) - Int(bare.pixels[base + 2])) > 24
        }
    }
}
