@testable import DialModel
import Foundation
import Testing

/// A gradient where a view takes a style (issue #27): SwiftUI's `Gradient(colors:)` and `Gradient(stops:)`, and a
/// `LinearGradient`'s `startPoint` and `endPoint`, read, written back the same, and refused with their paths.
struct GradientDocumentTests: ViewReading {
    static func style(_ json: String) throws -> StyleDocument? {
        let view = try view(##"{"text": "A", "foregroundStyle": \##(json)}"##)
        guard case .foregroundStyle(let style) = view.modifiers.first else { return nil }
        return style
    }

    @Test(arguments: [
        (##"{"gradient": ["red", "#00FF00"]}"##, GradientDocument(colors: [.red, Color(red: 0, green: 255, blue: 0)])),
        (##"{"gradient": {"colors": ["red", "blue"]}, "startPoint": "top", "endPoint": "bottom"}"##,
         GradientDocument(colors: [.red, .blue], startPoint: .top, endPoint: .bottom)),
        (##"{"gradient": {"stops": [{"color": "red", "location": 0.2}, {"color": "blue", "location": 0.2}, {"color": "green", "location": 1}]}}"##,
         GradientDocument(colors: [.red, .blue, .green], locations: [0.2, 0.2, 1])),
        (##"{"gradient": ["red", "blue"], "startPoint": {"x": 0.25, "y": -0.5}, "endPoint": "bottomTrailing"}"##,
         GradientDocument(colors: [.red, .blue], startPoint: UnitPointDocument(x: 0.25, y: -0.5), endPoint: .bottomTrailing)),
    ])
    func aGradientReadsAsItsSwiftUI(json: String, expected: GradientDocument) throws {
        #expect(try Self.style(json) == .gradient(expected))
    }

    /// What is written reads back the same; a plain gradient is written as it always was, a list of colours.
    @Test(arguments: [
        ##"{"text": "A", "foregroundStyle": {"gradient": ["red", "blue"]}}"##,
        ##"{"text": "A", "foregroundStyle": {"gradient": ["red", "blue"], "startPoint": "topLeading", "endPoint": {"x": 0.5, "y": 1.5}}}"##,
        ##"{"text": "A", "tint": {"gradient": {"stops": [{"color": "red", "location": 0}, {"color": "blue", "location": 0.7}]}}}"##,
    ])
    func aGradientReadsBackAsWritten(json: String) throws {
        let view = try Self.view(json)
        let written = try JSONEncoder().encode(view)
        #expect(try FaceDecoder.decode(ViewDocument.self, from: Array(written)).value == view)
        if !json.contains("Point"), !json.contains("stops") {
            #expect(String(decoding: written, as: UTF8.self).contains(#""gradient":["#))
        }
    }

    @Test(arguments: [
        (##"{"gradient": ["red"]}"##, "2 to 8 colours"),
        (##"{"gradient": {"stops": [{"color": "red", "location": 0.6}, {"color": "blue", "location": 0.2}]}}"##,
         "stops' locations from 0 to 1, each at least the one before"),
        (##"{"gradient": {"stops": [{"color": "red", "location": 0}, {"color": "blue", "location": 1.5}]}}"##,
         "stops' locations from 0 to 1, each at least the one before"),
        (##"{"gradient": ["red", "blue"], "startPoint": "middle"}"##, UnitPointDocument.expectation),
        (##"{"gradient": ["red", "blue"], "startPoint": {"x": 3, "y": 0}}"##, UnitPointDocument.expectation),
        (##"{"gradient": ["red", "blue"], "startPoint": "top", "endPoint": "top"}"##, "a startPoint and an endPoint apart"),
    ])
    func aGradientItCannotDrawIsRefused(json: String, expected: String) throws {
        let error = try #require(Self.error(##"{"text": "A", "foregroundStyle": \##(json)}"##))
        #expect(error.expected == expected)
        #expect(error.path.description.hasPrefix("foregroundStyle"))
    }

    /// `fontDesign`, `monospaced` and `rotationEffect` are modifiers like the others: read as keys in their order, and
    /// written back the same.
    @Test func theNewModifiersReadAsKeys() throws {
        let view = try Self.view(##"{"text": "9:41", "rotationEffect": -45, "monospacedDigit": true, "monospaced": true, "fontDesign": "rounded"}"##)
        #expect(view.modifiers == [.fontDesign(.rounded), .monospaced, .monospacedDigit, .rotationEffect(-45)])
        let written = try JSONEncoder().encode(view)
        #expect(try FaceDecoder.decode(ViewDocument.self, from: Array(written)).value == view)
        #expect(Self.error(##"{"text": "A", "rotationEffect": 400}"##)?.path.description == "rotationEffect")
        #expect(Self.error(##"{"text": "A", "fontDesign": "gothic"}"##)?.path.description == "fontDesign")
        // `.monospaced(false)` is Swift's too: nothing (stranger8 #16); a value that is no Bool is refused at its path.
        #expect(try Self.view(##"{"text": "A", "monospaced": false}"##).modifiers.isEmpty)
        #expect(Self.error(##"{"text": "A", "monospaced": 1}"##)?.path.description == "monospaced")
    }
}
