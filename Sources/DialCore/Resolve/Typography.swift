import DialModel
import DialText

/// Default text per family and device (docs/geometry.md, "Default text"), in pixels.
enum Typography {
    /// The family's text size in points for a size class.
    static func points(_ family: Family, _ sizeClass: SizeClass) -> Double {
        switch family {
        case .accessoryCircular: sizeClass.pick(12, 12.5, 13, 14.5)
        case .graphicExtraLarge: sizeClass.pick(34.5, 36.5, 36.5, 41)
        // (Dial) Bezel text is corner text: it runs along the same edge.
        case .accessoryCorner, .graphicBezel: sizeClass.pick(10, 10.5, 11, 12)
        case .accessoryRectangular: sizeClass.pick(16.5, 17.5, 18, 19.5)
        // (Dial) Apple publishes no inline size; the corner's keeps it clear of the corners beside it.
        case .accessoryInline: sizeClass.pick(10, 10.5, 11, 12)
        }
    }

    static func font(_ style: TextStyle, family: Family, sizeClass: SizeClass) -> TextFont {
        let size = points(family, sizeClass) * Device.scale
        return switch (style, family) {
        case (.headline, _): TextFont(font: .interSemiBold, size: size)
        // Apple's corner text is semibold; inline and bezel text run beside corners and match them.
        case (.body, .accessoryCorner), (.body, .accessoryInline), (.body, .graphicBezel): TextFont(font: .interSemiBold, size: size)
        case (.body, _): TextFont(font: .interMedium, size: size)
        case (.caption, _): TextFont(font: .interRegular, size: (size * 0.8).rounded())
        }
    }
}
