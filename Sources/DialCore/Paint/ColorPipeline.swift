import DialModel
import Synchronization

/// The colour changes of one `Painter.paint` call, in order: the accented rendering mode (every colour to the grey of
/// its luminance, then the accent group tinted), Always On's monochrome, Always On's dimming. Inks and picture pixels
/// go through the same steps, so a pixel comes out as a fill of its colour would.
///
/// The per-channel steps are 256-entry tables: a picture has many pixels but 8-bit channels. Each table is made once
/// per process (`table(_:)`): it is 512 calls of `pow`, which were a twentieth of an Always On SVG frame's instructions
/// made anew every frame (session 18, callgrind), and it depends only on the face's style (its dimming, its tint),
/// never on what a complication shows.
struct ColorPipeline {
    private let accented: Bool
    /// Grey level → the tint's red, green and blue scaled by it in linear light.
    private let tinted: (red: [UInt8], green: [UInt8], blue: [UInt8])
    private let monochrome: Bool
    private let dimmed: [UInt8]?

    init(_ tree: LayoutTree) {
        accented = tree.renderingMode == .accented
        let tint = tree.tint
        tinted = accented ? (Self.table(.tinted(tint.red)), Self.table(.tinted(tint.green)), Self.table(.tinted(tint.blue))) : ([], [], [])
        let alwaysOn = tree.display == .alwaysOn
        monochrome = alwaysOn && tree.alwaysOn.monochrome
        dimmed = alwaysOn ? Self.table(.dimmed(tree.alwaysOn.dimming.value)) : nil
    }

    /// What a channel table does to a level.
    private enum Step: Hashable {
        /// A grey level to a tint channel's value scaled by it, in linear light.
        case tinted(UInt8)
        /// A channel value dimmed by the factor, in linear light: the same arithmetic as `Painter.dimmed`.
        case dimmed(Double)
    }

    /// The tables made so far. A face has one dimming and one tint, a process renders a few faces: past `tableLimit`
    /// the tables start again.
    private static let tables = Mutex<[Step: [UInt8]]>([:])
    static let tableLimit = 64

    /// The 256 values `step` gives the levels 0 to 255, made where not made before.
    private static func table(_ step: Step) -> [UInt8] {
        if let known = tables.withLock({ $0[step] }) { return known }
        let made: [UInt8] = switch step {
        case .tinted(let channel):
            (0...255).map { level in
                UInt8((Painter.toSRGB(Painter.toLinear(Double(level) / 255) * Painter.toLinear(Double(channel) / 255)) * 255).rounded())
            }
        case .dimmed(let factor):
            (0...255).map { value in UInt8((Painter.toSRGB(Painter.toLinear(Double(value) / 255) * factor) * 255).rounded()) }
        }
        tables.withLock { tables in
            if tables.count >= tableLimit { tables.removeAll() }
            tables[step] = made
        }
        return made
    }

    /// Whether every colour comes out as it went in: active and full colour, so pictures need no pass.
    var isIdentity: Bool { !accented && !monochrome && dimmed == nil }

    /// `color` as the screen shows it. Backgrounds are greyed in accented mode but never tinted.
    func apply(_ color: Color, accentable: Bool, role: Ink.Role = .content) -> Color {
        var (red, green, blue) = (color.red, color.green, color.blue)
        if accented {
            let level = Painter.grey(color).red
            if accentable && role == .content {
                (red, green, blue) = (tinted.red[Int(level)], tinted.green[Int(level)], tinted.blue[Int(level)])
            } else {
                (red, green, blue) = (level, level, level)
            }
        }
        if monochrome {
            let level = Painter.grey(Color(red: red, green: green, blue: blue)).red
            (red, green, blue) = (level, level, level)
        }
        if let dimmed {
            (red, green, blue) = (dimmed[Int(red)], dimmed[Int(green)], dimmed[Int(blue)])
        }
        return Color(red: red, green: green, blue: blue, alpha: color.alpha)
    }

    /// Every pixel through `apply`, on straight (un-premultiplied) values, alpha kept.
    func apply(_ bitmap: Bitmap, accentable: Bool) -> Bitmap {
        guard !isIdentity else { return bitmap }
        // Pictures, icons above all, repeat a colour across neighbouring pixels: remember the last one.
        var last: (in: UInt32, out: UInt32) = (0, 0)  // transparent stays transparent
        let pixels = bitmap.pixels.map { word -> UInt32 in
            if word >> 24 == 0 { return 0 }
            if word == last.in { return last.out }
            let straight = Bitmap.unpremultiply(word)
            let color = apply(Color(red: straight.red, green: straight.green, blue: straight.blue, alpha: straight.alpha),
                              accentable: accentable)
            let out = Bitmap.word(red: color.red, green: color.green, blue: color.blue, alpha: color.alpha)
            last = (word, out)
            return out
        }
        return Bitmap(trusted: pixels, width: bitmap.width, height: bitmap.height)
    }
}
