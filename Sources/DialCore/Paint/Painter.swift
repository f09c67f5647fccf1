import DialModel
import Foundation

/// Stage 4: `LayoutTree` → `DisplayList`. Applies the appearance of the display and the rendering mode: in accented
/// mode every colour turns grey and the accent group takes the wearer's tint (docs/geometry.md); then in Always On,
/// container backgrounds go and every colour, pictures' pixels included, is dimmed in linear light
/// (docs/always-on.md).
package enum Painter {
    /// The display list of a laid-out face, with final colours for its display and rendering mode.
    package static func paint(_ tree: LayoutTree) -> DisplayList {
        let colors = ColorPipeline(tree)
        let alwaysOn = tree.display == .alwaysOn
        func commands(_ nodes: [LayoutNode]) -> [DrawCommand] {
            nodes.compactMap { node in
                if alwaysOn && node.isBackground { return nil }
                func color(_ ink: Ink) -> Color { colors.apply(ink.color, accentable: ink.accentable, role: ink.role) }
                switch node {
                case .fill(let shape, let ink): return .fill(shape, color(ink))
                case .stroke(let shape, let stroke, let ink): return .stroke(shape, stroke, color(ink))
                case .glyphs(let run, let ink): return .glyphs(run, color(ink))
                case .image(let image):
                    return .image(colors.apply(image.bitmap, accentable: image.accentable), frame: image.frame, mask: image.mask)
                case .clip(let shape, let inner):
                    // A clip left empty (Always On took its backgrounds) draws nothing: none is written.
                    let inner = commands(inner)
                    return inner.isEmpty ? nil : .clip(shape, inner)
                case .mask(let content, let mask):
                    // Nothing to mask, or a mask with no ink (which lets nothing through): nothing drawn, none written.
                    let (content, mask) = (commands(content), commands(mask).map(whitened))
                    return content.isEmpty || mask.isEmpty ? nil : .mask(content, by: mask)
                }
            }
        }
        let commands = commands(tree.nodes)
        return DisplayList(width: tree.width, height: tree.height, screenCornerRadius: tree.screenCornerRadius, commands: commands)
    }

    /// A mask's command in white at its own alpha: a mask reads only alpha, so its colours are not written (a
    /// luminance mask, as SVG's, then reads the same as an alpha mask, as Cairo's).
    private static func whitened(_ command: DrawCommand) -> DrawCommand {
        func white(_ color: Color) -> Color { Color(red: 255, green: 255, blue: 255, alpha: color.alpha) }
        return switch command {
        case .fill(let shape, let color): .fill(shape, white(color))
        case .stroke(let shape, let stroke, let color): .stroke(shape, stroke, white(color))
        case .glyphs(let run, let color): .glyphs(run, white(color))
        case .image(let bitmap, let frame, let mask): .image(bitmap.tinted(.white), frame: frame, mask: mask)
        case .clip(let shape, let inner): .clip(shape, inner.map(whitened))
        case .mask(let content, let mask): .mask(content.map(whitened), by: mask)
        }
    }

    /// Scales a colour's linear-light intensity by `factor`, keeping its alpha. Scaling the sRGB values instead
    /// would dim far more than asked: ×0.5 in sRGB is about ×0.21 in luminance.
    package static func dimmed(_ color: Color, by factor: Fraction) -> Color {
        func channel(_ value: UInt8) -> UInt8 {
            let linear = toLinear(Double(value) / 255) * factor.value
            return UInt8((toSRGB(linear) * 255).rounded())
        }
        return Color(red: channel(color.red), green: channel(color.green), blue: channel(color.blue), alpha: color.alpha)
    }

    /// The grey of the same relative luminance (Rec. 709 weights, in linear light), alpha kept.
    package static func grey(_ color: Color) -> Color {
        let luminance = 0.2126 * toLinear(Double(color.red) / 255) + 0.7152 * toLinear(Double(color.green) / 255)
            + 0.0722 * toLinear(Double(color.blue) / 255)
        let level = UInt8((toSRGB(luminance) * 255).rounded())
        return Color(red: level, green: level, blue: level, alpha: color.alpha)
    }

    /// The sRGB transfer function and its inverse (IEC 61966-2-1).
    static func toLinear(_ value: Double) -> Double {
        value <= 0.040_45 ? value / 12.92 : pow((value + 0.055) / 1.055, 2.4)
    }

    static func toSRGB(_ value: Double) -> Double {
        value <= 0.003_130_8 ? value * 12.92 : 1.055 * pow(value, 1 / 2.4) - 0.055
    }
}
