import DialModel

/// A symbol before a title (SwiftUI's `Label(_:systemImage:)`): an `hstack` of the image and the text, as the label
/// style of a complication shows both.
public struct Label: View {
    let title: String
    let systemImage: String

    /// `title` after the symbol `systemImage`.
    public init(_ title: some StringProtocol, systemImage: String) {
        self.title = String(title)
        self.systemImage = systemImage
    }

    /// The symbol, then the title.
    public var body: some View {
        HStack {
            Image(systemName: systemImage)
            Text(title)
        }
    }
}
