import DialModel

/// A picture (SwiftUI's `Image`): an SF Symbols name Dial draws (`{"image": {"systemName": "heart.fill"}}`; the
/// names are listed in docs/views.md, "Symbols"), a file beside the face (`{"image": {"file": "logo.png"}}`), or a
/// custom symbol drawn from one (`{"image": {"customSymbol": "rule.png"}}`).
public struct Image: PrimitiveView {
    private enum Source {
        case systemName(String)
        case file(String)
        case customSymbol(String)
    }

    private let source: Source
    private let mode: TemplateRenderingMode?
    private let isResizable: Bool

    /// How a file's picture is drawn: `template` in the foreground style, by its alpha, as a symbol is; `original`
    /// in its own colours.
    public enum TemplateRenderingMode: Sendable {
        /// Drawn in the foreground style, by its alpha.
        case template
        /// Drawn in its own colours.
        case original

        var document: ImageRenderingModeDocument {
            switch self {
            case .template: .template
            case .original: .original
            }
        }
    }

    /// The symbol of SF Symbols name `systemName` (docs/views.md, "Symbols", lists those Dial draws).
    public init(systemName: String) {
        source = .systemName(systemName)
        mode = nil
        isResizable = false
    }

    /// The picture in `file`, a path beside the face, as an `image` view's `file` is.
    public init(_ file: String) {
        source = .file(file)
        mode = nil
        isResizable = false
    }

    /// A custom symbol from the app's asset catalogue (`Image("rule")` where "rule" is a symbol image), drawn from the
    /// picture in `file` beside the face: as large as its font, as an SF Symbol is, and in the foreground style.
    public init(customSymbol file: String) {
        source = .customSymbol(file)
        mode = nil
        isResizable = false
    }

    private init(source: Source, mode: TemplateRenderingMode?, isResizable: Bool) {
        self.source = source
        self.mode = mode
        self.isResizable = isResizable
    }

    /// This picture drawn as `mode` says (as a picture's own rendering mode where nil).
    public func renderingMode(_ mode: TemplateRenderingMode?) -> Image {
        Image(source: source, mode: mode, isResizable: isResizable)
    }

    /// `"resizable": true`: the picture takes the size it is offered (a symbol otherwise keeps its font's size).
    public func resizable() -> Image {
        Image(source: source, mode: mode, isResizable: true)
    }

    /// An unknown symbol name is the error a file's would be: the name, and the known names near it.
    func documents() throws(FaceError) -> [ViewDocument] {
        let image: ImageSourceDocument
        switch source {
        case .systemName(let name):
            guard let symbol = SymbolName(rawValue: name) else {
                throw FaceError(kind: .invalidValue, path: .root, expected: SymbolName.expectation(near: name),
                                found: "Image(systemName: \"\(name)\")")
            }
            image = .systemName(symbol)
        case .file(let file):
            image = .file(file)
        case .customSymbol(let file):
            image = .customSymbol(file)
        }
        return [ViewDocument(.image(image, renderingMode: mode?.document), modifiers: isResizable ? [.resizable] : [])]
    }
}
