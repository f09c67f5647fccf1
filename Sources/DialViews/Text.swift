import DialModel

/// A string (SwiftUI's `Text`): `{"text": "812"}`. Interpolate what it shows, as SwiftUI code does:
/// `Text("\(steps)")`.
public struct Text: PrimitiveView {
    let content: String

    /// The text `content`.
    public init(_ content: some StringProtocol) {
        self.content = String(content)
    }

    /// The text `content`, as written.
    public init(verbatim content: String) {
        self.content = content
    }

    func documents() throws(FaceError) -> [ViewDocument] {
        [ViewDocument(.text(content))]
    }
}
