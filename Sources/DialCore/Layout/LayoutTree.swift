import DialModel
import DialText

/// Stage 3's output: everything placed in pixels, text shaped into glyphs, colours not yet adjusted for the display.
public struct LayoutTree: Hashable, Sendable {
    public var width: Int
    public var height: Int
    public var screenCornerRadius: Double
    public var display: Display
    public var alwaysOn: AlwaysOnAppearance
    /// Back to front.
    public var nodes: [LayoutNode]

    public init(width: Int, height: Int, screenCornerRadius: Double, display: Display, alwaysOn: AlwaysOnAppearance, nodes: [LayoutNode]) {
        self.width = width
        self.height = height
        self.screenCornerRadius = screenCornerRadius
        self.display = display
        self.alwaysOn = alwaysOn
        self.nodes = nodes
    }
}

public enum LayoutNode: Hashable, Sendable {
    case fill(Shape, Ink)
    case stroke(Shape, Stroke, Ink)
    case glyphs(GlyphRun, Ink)
}

/// A stroke's width in pixels and its ends.
public struct Stroke: Hashable, Sendable {
    public var width: Double
    public var cap: LineCap

    public init(width: Double, cap: LineCap) {
        self.width = width
        self.cap = cap
    }
}

/// A colour and what it paints, so that `Painter` can treat backgrounds differently in Always On.
public struct Ink: Hashable, Sendable {
    public enum Role: String, Hashable, Sendable {
        case content
        /// A filled container background: removed in Always On (spec/always-on.md).
        case background
    }

    public var color: Color
    public var role: Role

    public static func content(_ color: Color) -> Ink { Ink(color: color, role: .content) }
    public static func background(_ color: Color) -> Ink { Ink(color: color, role: .background) }
}

/// Glyphs of one font at one size, each placed (and turned, for text along the bezel) on its own.
public struct GlyphRun: Hashable, Sendable {
    public var font: PinnedFont
    public var size: Double
    /// The characters the glyphs show, for the text dump and for people; never a redacted value.
    public var text: String
    public var glyphs: [PlacedGlyph]
}

/// A glyph's origin on the baseline, and its rotation in radians (clockwise on screen) about that origin.
public struct PlacedGlyph: Hashable, Sendable {
    public var id: UInt32
    public var origin: Point
    public var rotation: Double
}
