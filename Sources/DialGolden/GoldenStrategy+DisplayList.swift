import Dial
import DialCore
import DialPNG
import DialText
import DialTXT

extension GoldenStrategy where Value == DisplayList, Format == [UInt8] {
    /// The frame as Dial's PNG, compared as pixels within `tolerance` (pixelmatch threshold 0.1, no pixel may differ).
    public static func png(_ tolerance: ImageTolerance = ImageTolerance(), fonts: FontFiles = .system) -> GoldenStrategy {
        GoldenStrategy(pathExtension: "png", format: .png(tolerance)) { list in try Renderer(fonts: fonts).encode(list, as: .png) }
    }

    /// The frame as Dial's SVG, compared exactly.
    public static func svg(fonts: FontFiles = .system) -> GoldenStrategy {
        GoldenStrategy(pathExtension: "svg", format: .lines) { list in try Renderer(fonts: fonts).encode(list, as: .svg) }
    }

    /// The frame as Dial's text dump, one line a draw command, compared exactly; a failure shows the lines that changed.
    /// Written by the TXT backend itself, which needs no font: the dump names glyphs, it does not draw them.
    public static var text: GoldenStrategy {
        GoldenStrategy(pathExtension: "txt", format: .lines) { list in Array(TextDump.render(list).utf8) }
    }
}

extension GoldenStrategy where Value == RGBAImage, Format == [UInt8] {
    /// Any RGBA image, stored as PNG and compared as pixels within `tolerance`.
    public static func image(_ tolerance: ImageTolerance = ImageTolerance()) -> GoldenStrategy {
        GoldenStrategy(pathExtension: "png", format: .png(tolerance)) { image in try PNGEncoder.encode(image) }
    }
}

extension GoldenStrategy where Value == String, Format == [UInt8] {
    /// Text, stored as UTF-8 and compared line by line.
    public static var lines: GoldenStrategy {
        GoldenStrategy(pathExtension: "txt", format: .lines) { text in Array(text.utf8) }
    }
}
