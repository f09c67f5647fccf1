import DialModel

/// The colour changes of one `Painter.paint` call, in order: the accented rendering mode (every colour to the grey of
/// its luminance, then the accent group tinted), Always On's monochrome, Always On's dimming. Inks and picture pixels
/// go through the same steps, so a pixel comes out as a fill of its colour would.
///
/// The per-channel steps are 256-entry tables made once per call: a picture has many pixels but 8-bit channels.
struct ColorPipeline {
    private let accented: Bool
    /// Grey level → the tint's red, green and blue scaled by it in linear light.
    private let tinted: (red: [UInt8], green: [UInt8], blue: [UInt8])
    private let monochrome: Bool
    private let dimmed: [UInt8]?

    init(_ tree: LayoutTree) {
        accented = tree.renderingMode == .accented
        let tint = tree.tint
        func table(_ channel: UInt8) -> [UInt8] {
            let scale = Painter.toLinear(Double(channel) / 255)
            return (0...255).map { level in
                UInt8((Painter.toSRGB(Painter.toLinear(Double(level) / 255) * scale) * 255).rounded())
            }
        }
        tinted = accented ? (table(tint.red), table(tint.green), table(tint.blue)) : ([], [], [])
        let alwaysOn = tree.display == .alwaysOn
        monochrome = alwaysOn && tree.alwaysOn.monochrome
        // The same arithmetic as `Painter.dimmed`, one channel value at a time.
        let factor = tree.alwaysOn.dimming.value
        dimmed = alwaysOn ? (0...255).map { value in
            UInt8((Painter.toSRGB(Painter.toLinear(Double(value) / 255) * factor) * 255).rounded())
        } : nil
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
