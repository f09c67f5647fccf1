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

    /// An unknown name is refused, naming the call and the known names near it, as a file's unknown name is.
    @Test func anUnknownSymbolNamesNearOnes() throws {
        let error = try #require(ViewTreeTests.error { try ViewTree(HStack { Text("A"); Image(systemName: "heart.circle") }) })
        #expect(error.found == #"Image(systemName: "heart.circle")"#)
        #expect(error.expected == #"an SF Symbols name Dial draws, such as "heart.fill", "heart""#)
        let file = try #require(Self.fileError(##"{"image": {"systemName": "heart.circle"}}"##))
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
