import DialPNG

/// Expected | Diff | Actual side by side under their labels, on an opaque dark ground, so one image tells the
/// whole story in a pull request or a chat.
enum CompositeImage {
    static let margin = 16
    static let labelBand = 30
    static let labelScale = 2
    static let ground: (UInt8, UInt8, UInt8) = (38, 38, 42)

    static func make(expected: RGBAImage, diff: RGBAImage, actual: RGBAImage) -> RGBAImage {
        let panels = [("EXPECTED", expected), ("DIFF", diff), ("ACTUAL", actual)]
        let width = margin + panels.reduce(0) { $0 + $1.1.width + margin }
        let height = margin + labelBand + panels.map(\.1.height).max()! + margin
        var pixels = [UInt8](repeating: 255, count: width * height * 4)
        for index in 0..<width * height {
            pixels[index * 4] = ground.0
            pixels[index * 4 + 1] = ground.1
            pixels[index * 4 + 2] = ground.2
        }
        var canvas = RGBAImage(width: width, height: height, pixels: pixels)
        var left = margin
        for (label, panel) in panels {
            let labelX = left + (panel.width - BitmapFont.width(of: label, scale: labelScale)) / 2
            BitmapFont.draw(label, at: max(labelX, left), margin, scale: labelScale, color: (235, 235, 235), into: &canvas)
            blend(panel, at: left, margin + labelBand, onto: &canvas)
            left += panel.width + margin
        }
        return canvas
    }

    /// `source` over the opaque canvas, straight alpha, rounded to the nearest level.
    static func blend(_ source: RGBAImage, at x: Int, _ y: Int, onto canvas: inout RGBAImage) {
        for row in 0..<source.height {
            for column in 0..<source.width {
                let from = (row * source.width + column) * 4
                let to = ((y + row) * canvas.width + x + column) * 4
                let alpha = Int(source.pixels[from + 3])
                for channel in 0..<3 {
                    let over = Int(source.pixels[from + channel]), under = Int(canvas.pixels[to + channel])
                    canvas.pixels[to + channel] = UInt8((over * alpha + under * (255 - alpha) + 127) / 255)
                }
            }
        }
    }
}
