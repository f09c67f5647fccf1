import DialModel
import Foundation

/// Stage 4: `LayoutTree` → `DisplayList`. Applies the appearance of the display: in Always On, container
/// backgrounds go and every colour is dimmed in linear light (spec/always-on.md).
public enum Painter {
    public static func paint(_ tree: LayoutTree) -> DisplayList {
        let dim: (Color) -> Color = switch tree.display {
        case .active: { $0 }
        case .alwaysOn: { dimmed(tree.alwaysOn.monochrome ? grey($0) : $0, by: tree.alwaysOn.dimming) }
        }
        let commands: [DrawCommand] = tree.nodes.compactMap { node in
            switch node {
            case .fill(_, let ink), .stroke(_, _, let ink), .glyphs(_, let ink):
                if tree.display == .alwaysOn && ink.role == .background { return nil }
            }
            return switch node {
            case .fill(let shape, let ink): .fill(shape, dim(ink.color))
            case .stroke(let shape, let stroke, let ink): .stroke(shape, stroke, dim(ink.color))
            case .glyphs(let run, let ink): .glyphs(run, dim(ink.color))
            }
        }
        return DisplayList(width: tree.width, height: tree.height, screenCornerRadius: tree.screenCornerRadius, commands: commands)
    }

    /// Scales a colour's linear-light intensity by `factor`, keeping its alpha. Scaling the sRGB values instead
    /// would dim far more than asked: ×0.5 in sRGB is about ×0.21 in luminance.
    public static func dimmed(_ color: Color, by factor: Fraction) -> Color {
        func channel(_ value: UInt8) -> UInt8 {
            let linear = toLinear(Double(value) / 255) * factor.value
            return UInt8((toSRGB(linear) * 255).rounded())
        }
        return Color(red: channel(color.red), green: channel(color.green), blue: channel(color.blue), alpha: color.alpha)
    }

    /// The grey of the same relative luminance (Rec. 709 weights, in linear light), alpha kept.
    public static func grey(_ color: Color) -> Color {
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
