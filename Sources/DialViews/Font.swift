import DialModel

/// A font as SwiftUI names one: a text style (`.caption2`, `.headline.bold()`, `.caption2.weight(.semibold)`) or a
/// size (`.system(size: 16, weight: .semibold, design: .rounded)`). What is left out is the style's own.
public struct Font: Sendable, Equatable {
    let document: FontDocument

    /// SwiftUI's font weights.
    public enum Weight: Sendable {
        /// Ultra light.
        case ultraLight
        /// Thin.
        case thin
        /// Light.
        case light
        /// Regular.
        case regular
        /// Medium.
        case medium
        /// Semibold.
        case semibold
        /// Bold.
        case bold
        /// Heavy.
        case heavy
        /// Black.
        case black

        var document: FontWeightDocument {
            switch self {
            case .ultraLight: .ultraLight
            case .thin: .thin
            case .light: .light
            case .regular: .regular
            case .medium: .medium
            case .semibold: .semibold
            case .bold: .bold
            case .heavy: .heavy
            case .black: .black
            }
        }
    }

    /// SwiftUI's font designs.
    public enum Design: Sendable {
        /// The system design.
        case `default`
        /// Rounded ends: numbers in many complications.
        case rounded
        /// Every character one width.
        case monospaced
        /// With serifs.
        case serif

        var document: FontDesignDocument {
            switch self {
            case .default: .default
            case .rounded: .rounded
            case .monospaced: .monospaced
            case .serif: .serif
            }
        }
    }

    /// SwiftUI's text styles.
    public enum TextStyle: Sendable {
        /// SwiftUI's `largeTitle`.
        case largeTitle
        /// SwiftUI's `title`.
        case title
        /// SwiftUI's `title2`.
        case title2
        /// SwiftUI's `title3`.
        case title3
        /// SwiftUI's `headline`.
        case headline
        /// SwiftUI's `subheadline`.
        case subheadline
        /// SwiftUI's `body`.
        case body
        /// SwiftUI's `callout`.
        case callout
        /// SwiftUI's `footnote`.
        case footnote
        /// SwiftUI's `caption`.
        case caption
        /// SwiftUI's `caption2`.
        case caption2

        var document: FontStyleDocument {
            switch self {
            case .largeTitle: .largeTitle
            case .title: .title
            case .title2: .title2
            case .title3: .title3
            case .headline: .headline
            case .subheadline: .subheadline
            case .body: .body
            case .callout: .callout
            case .footnote: .footnote
            case .caption: .caption
            case .caption2: .caption2
            }
        }
    }

    /// The system font at `size` points.
    public static func system(size: Double, weight: Weight? = nil, design: Design? = nil) -> Font {
        Font(document: FontDocument(size: size, weight: weight?.document, design: design?.document))
    }

    /// A text style of the system font.
    public static func system(_ style: TextStyle, design: Design? = nil, weight: Weight? = nil) -> Font {
        Font(document: FontDocument(style: style.document, weight: weight?.document, design: design?.document))
    }

    /// The `largeTitle` text style.
    public static let largeTitle = system(.largeTitle)
    /// The `title` text style.
    public static let title = system(.title)
    /// The `title2` text style.
    public static let title2 = system(.title2)
    /// The `title3` text style.
    public static let title3 = system(.title3)
    /// The `headline` text style.
    public static let headline = system(.headline)
    /// The `subheadline` text style.
    public static let subheadline = system(.subheadline)
    /// The `body` text style.
    public static let body = system(.body)
    /// The `callout` text style.
    public static let callout = system(.callout)
    /// The `footnote` text style.
    public static let footnote = system(.footnote)
    /// The `caption` text style.
    public static let caption = system(.caption)
    /// The `caption2` text style.
    public static let caption2 = system(.caption2)

    /// This font in `weight`.
    public func weight(_ weight: Weight) -> Font {
        var document = document
        document.weight = weight.document
        return Font(document: document)
    }

    /// This font, bold.
    public func bold() -> Font { weight(.bold) }
}
