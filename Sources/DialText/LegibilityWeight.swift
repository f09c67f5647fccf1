/// The wearer's Bold Text setting (Settings › Accessibility › Bold Text), as SwiftUI's `LegibilityWeight` names it:
/// `bold` asks every text for a heavier weight.
public enum LegibilityWeight: String, CaseIterable, Sendable, Hashable, Codable {
    /// Bold Text off: each text in the weight it asks for.
    case regular
    /// Bold Text on: each text one weight heavier.
    case bold

    /// The weight a text of `weight` (CSS's scale) is drawn in under Bold Text. Regular text becomes semi-bold, not
    /// medium: medium is too close to regular to read as heavier at a watch's sizes, and a semi-bold line takes its
    /// scripts' bold faces (Noto and DejaVu have regular and bold only), so every script turns heavier together.
    /// Medium and semi-bold become bold, bold extra-bold: each the next weight that reads heavier. The light weights
    /// go two steps as regular does (thin to light), and black, having nothing heavier, stays black.
    static func boldWeight(for weight: Int) -> Int {
        switch weight {
        case ..<450: weight + 200
        case ..<650: 700
        default: max(800, weight)
        }
    }
}
