import DialModel

/// Stage 4's output and every backend's input: a flat list of draw commands with final colours, back to front,
/// on a black screen clipped to its rounded corners. Equatable, so tests can compare structure, not pixels.
public struct DisplayList: Hashable, Sendable {
    public var width: Int
    public var height: Int
    public var screenCornerRadius: Double
    public var commands: [DrawCommand]

    public init(width: Int, height: Int, screenCornerRadius: Double, commands: [DrawCommand]) {
        self.width = width
        self.height = height
        self.screenCornerRadius = screenCornerRadius
        self.commands = commands
    }

    /// The screen's outline: backends clip to it and fill it black.
    public var screen: Shape {
        .roundedRect(Rect(x: 0, y: 0, width: Double(width), height: Double(height)), radius: screenCornerRadius)
    }
}

public enum DrawCommand: Hashable, Sendable {
    case fill(Shape, Color)
    case stroke(Shape, Stroke, Color)
    case glyphs(GlyphRun, Color)
    /// `bitmap` scaled to fill `frame` (aspect fill, centred), clipped to `frame` and to `mask`, with final colours.
    case image(Bitmap, frame: Rect, mask: Shape)
}
