@testable import DialModel
import DialViews
import Testing

/// Symbols by their SF Symbols names, and pictures from files, as the grammar's `image`.
@Suite struct ImageTests {
    @Test func aSymbolAndATemplatePicture() throws {
        #expect(try ViewTree(Image(systemName: "arrow.up.right")).json == #"{"image":{"systemName":"arrow.up.right"}}"#)
        #expect(try ViewTree(Image("glucose.png").renderingMode(.template)).json
            == #"{"image":{"file":"glucose.png"},"renderingMode":"template"}"#)
        #expect(try ViewTree(Image("logo.png").renderingMode(.original)).json == #"{"image":{"file":"logo.png"},"renderingMode":"original"}"#)
        #expect(try ViewTree(Image("logo.png").renderingMode(nil)).json == #"{"image":{"file":"logo.png"}}"#)
    }

    /// `resizable()` is the image's own key; `aspectRatio`, `scaledToFit` and `scaledToFill` size any view, in the
    /// order written; a `resizable` written on another view in a file is refused at its own path.
    @Test func imageSizingIsWrittenAsSwiftUIWritesIt() throws {
        #expect(try ViewTree(Image(systemName: "heart.fill").resizable().scaledToFit().frame(width: 20)).json
            == #"{"frame":{"width":20},"image":{"systemName":"heart.fill"},"resizable":true,"scaledToFit":true}"#)
        #expect(try ViewTree(Image("logo.png").resizable().aspectRatio(1.5, contentMode: .fill)).json
            == #"{"aspectRatio":{"contentMode":"fill","ratio":1.5},"image":{"file":"logo.png"},"resizable":true}"#)
        #expect(try ViewTree(Text("A").aspectRatio(contentMode: .fit).scaledToFill()).json
            == #"{"aspectRatio":"fit","scaledToFill":true,"text":"A"}"#)
        // Framed first, the ratio after: written in the ordered list.
        #expect(try ViewTree(Image(systemName: "bolt").resizable().frame(width: 20).scaledToFit()).json
            == #"{"frame":{"width":20},"image":{"systemName":"bolt"},"modifiers":[{"scaledToFit":true}],"resizable":true}"#)
        let refused = try #require(Self.fileError(##"{"text": "A", "resizable": true}"##))
        #expect(refused.path.description == "resizable")
        #expect(refused.expected.contains("on an image only"))
        let ratio = try #require(Self.fileError(##"{"image": {"systemName": "bolt"}, "aspectRatio": {"ratio": 0, "contentMode": "fit"}}"##))
        #expect(ratio.path.description == "aspectRatio")
        #expect(ratio.expected.contains("0.01 to 100"))
    }

    /// An unknown name is refused, naming the call and the known names near it, as a file's unknown name is.
    @Test func anUnknownSymbolNamesNearOnes() throws {
        let error = try #require(ViewTreeTests.error { try ViewTree(HStack { Text("A"); Image(systemName: "heart.fil") }) })
        #expect(error.found == #"Image(systemName: "heart.fil")"#)
        #expect(error.expected == #"an SF Symbols name Dial draws, such as "heart.fill", "heart", "heart.circle", "heart.circle.fill""#)
        let file = try #require(Self.fileError(##"{"image": {"systemName": "heart.fil"}}"##))
        #expect(file.expected == error.expected)
        #expect(file.path.description == "image.systemName")
    }

    static func fileError(_ json: String) -> FaceError? {
        do {
            _ = try ViewTreeTests.grammar(json)
            return nil
        } catch {
            return error as? FaceError
        }
    }
}
