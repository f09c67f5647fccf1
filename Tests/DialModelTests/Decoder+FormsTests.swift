@testable import DialModel
import Testing

/// A type written either as a plain value or as an object refuses a value of neither form by naming both: the plain
/// form first, the one most write (stranger22 #11: `"padding": "4"` was told "expected an object").
struct DecoderFormsTests: ViewReading {
    @Test(arguments: [
        (##"{"text": "A", "padding": "4"}"##, "padding", ViewEdgesDocument.expectation),
        (##"{"text": "A", "padding": true}"##, "padding", ViewEdgesDocument.expectation),
        (##"{"text": "A", "modifiers": [{"padding": [4]}]}"##, "modifiers[0].padding", ViewEdgesDocument.expectation),
        (##"{"shape": "circle", "stroke": "2"}"##, "stroke", ShapeStrokeDocument.expectation),
        (##"{"text": "A", "scaleEffect": "2"}"##, "scaleEffect", ScaleEffectDocument.expectation),
        (##"{"text": "A", "font": 12}"##, "font", FontStyleDocument.expectation + ", or {\"size\": N, \"weight\": W, \"design\": D}"),
        (##"{"image": {"systemName": "heart"}, "resizable": true, "aspectRatio": 1}"##, "aspectRatio", ContentModeDocument.expectation + ", or {\"ratio\", \"contentMode\"}"),
    ])
    func aValueOfNeitherFormIsToldBoth(json: String, path: String, expected: String) throws {
        let error = try #require(Self.error(json))
        #expect(error.kind == .typeMismatch)
        #expect(error.path.description == path)
        #expect(error.expected == expected)
        #expect(!error.description.contains("expected an object"), "\(error)")
    }

    @Test func thePaddingsMessageSaysANumberIsTaken() throws {
        let error = try #require(Self.error(##"{"text": "A", "padding": "4"}"##))
        #expect(error.description == #"padding: expected a length from -1000 to 1000 points on every edge (a number: "padding": 4), or {"top", "leading", "bottom", "trailing", "horizontal", "vertical"} lengths, found a string ("4") (line 1, column 26)"#)
    }

    /// Both forms still read, and an object's own faults are its own.
    @Test func bothFormsRead() throws {
        #expect(try Self.view(##"{"text": "A", "padding": 4}"##).modifiers == [.padding(ViewEdgesDocument(top: 4, leading: 4, bottom: 4, trailing: 4))])
        #expect(try Self.view(##"{"text": "A", "padding": {"horizontal": 6}}"##).modifiers
            == [.padding(ViewEdgesDocument(top: 0, leading: 6, bottom: 0, trailing: 6))])
        #expect(Self.error(##"{"text": "A", "padding": {"horizontal": "6"}}"##)?.path.description == "padding.horizontal")
    }
}
