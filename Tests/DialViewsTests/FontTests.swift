@testable import DialModel
import DialViews
import Testing

/// SwiftUI's ways of naming a font, and the `font` each writes.
@Suite struct FontTests {
    @Test(arguments: [
        (Font.caption2, #""caption2""#),
        (.caption2.weight(.semibold), #"{"style":"caption2","weight":"semibold"}"#),
        (.headline.bold(), #"{"style":"headline","weight":"bold"}"#),
        (.system(size: 42, weight: .semibold, design: .rounded), #"{"design":"rounded","size":42,"weight":"semibold"}"#),
        (.system(size: 10), #"{"size":10}"#),
        (.system(size: 12.5, design: .monospaced), #"{"design":"monospaced","size":12.5}"#),
        (.system(.title3, design: .rounded), #"{"design":"rounded","style":"title3"}"#),
        (.largeTitle.weight(.black), #"{"style":"largeTitle","weight":"black"}"#),
    ])
    func aFontWritesItsDocument(font: Font, json: String) throws {
        #expect(try ViewTree(Text("A").font(font)).json == #"{"font":"# + json + #","text":"A"}"#)
    }

    @Test func noFontIsNoModifier() throws {
        #expect(try ViewTree(Text("A").font(nil).fontWeight(nil).bold(false)).json == #"{"text":"A"}"#)
    }
}
