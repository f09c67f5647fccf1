import DialModel

/// Stage 4's output and every backend's input: a flat list of draw commands with final colours, back to front,
/// on a black screen clipped to its rounded corners. Equatable, so tests can compare structure, not pixels.
public struct DisplayList: Hashable, Sendable {
    /// Screen width in pixels.
    public var width: Int
    /// Screen height in pixels.
    public var height: Int
    /// The radius of the screen's rounded corners, in pixels.
    public var screenCornerRadius: Double
    /// The draw commands, back to front.
    package var commands: [DrawCommand]

    /// A display list for a screen of that size.
    package init(width: Int, height: Int, screenCornerRadius: Double, commands: [DrawCommand]) {
        self.width = width
        self.height = height
        self.screenCornerRadius = screenCornerRadius
        self.commands = commands
    }

    /// The screen's outline: backends clip to it and fill it black.
    package var screen: Shape {
        .roundedRect(Rect(x: 0, y: 0, width: Double(width), height: Double(height)), radius: screenCornerRadius)
    }
}

/// One thing to draw, in its final colour.
package enum DrawCommand: Hashable, Sendable {
    /// Fill the shape.
    case fill(Shape, Color)
    /// Stroke the shape's outline.
    case stroke(Shape, Stroke, Color)
    /// Draw shaped text.
    case glyphs(GlyphRun, Color)
    /// `bitmap` scaled to fill `frame` (aspect fill, centred), clipped to `frame` and to `mask`, with final colours.
    case image(Bitmap, frame: Rect, mask: Shape)
    /// The commands, drawn only inside the shape: a view's `clipShape`, a circular view masked to its circle. Nested
    /// rather than a begin and an end, so that no list can leave a clip open.
    indirect case clip(Shape, [DrawCommand])
    /// The first commands, drawn only where the second ones have ink, as much as its alpha (a view's `mask`). The
    /// mask's commands are white at their alpha, so that a mask by luminance (SVG's) and one by alpha (Cairo's) agree.
    indirect case mask([DrawCommand], by: [DrawCommand])
}
