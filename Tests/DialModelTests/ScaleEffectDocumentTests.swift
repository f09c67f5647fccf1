@testable import DialModel
import Foundation
import Testing

/// `.scaleEffect(...)` as a file writes it (issue #27, R4): a number scales both ways about the centre, an object each
/// way and about an anchor; each reads back as written, and what Dial cannot draw is refused with its path.
struct ScaleEffectDocumentTests: ViewReading {
    @Test(arguments: [
        (##"0.7"##, ScaleEffectDocument(x: 0.7, y: 0.7)),
        (##"{"x": 0.5}"##, ScaleEffectDocument(x: 0.5, y: 1)),
        (##"{"x": 2, "y": 0.25, "anchor": "bottomLeading"}"##, ScaleEffectDocument(x: 2, y: 0.25, anchor: .bottomLeading)),
        (##"{"scale": 1.5, "anchor": {"x": 0.25, "y": 0}}"##, ScaleEffectDocument(x: 1.5, y: 1.5, anchor: UnitPointDocument(x: 0.25, y: 0))),
    ])
    func aScaleReadsAsItsSwiftUI(json: String, expected: ScaleEffectDocument) throws {
        let view = try Self.view(##"{"text": "A", "scaleEffect": \##(json)}"##)
        #expect(view.modifiers == [.scaleEffect(expected)])
        let written = try JSONEncoder().encode(view)
        #expect(try FaceDecoder.decode(ViewDocument.self, from: Array(written)).value == view)
    }

    /// The shortest form is written: a number where it scales evenly about the centre.
    @Test func anEvenScaleIsWrittenAsANumber() throws {
        let written = String(decoding: try JSONEncoder().encode(ViewDocument(.text("A"), modifiers: [.scaleEffect(ScaleEffectDocument(x: 0.7, y: 0.7))])),
                             as: UTF8.self)
        #expect(written.contains(#""scaleEffect":0.7"#), "\(written)")
    }

    @Test(arguments: [##"-1"##, ##"11"##, ##"{"x": -0.5}"##, ##"{"anchor": "top"}"##, ##"{"scale": 2, "x": 1}"##, ##"{"scale": 1, "anchor": "middle"}"##])
    func aScaleItCannotDrawIsRefused(json: String) throws {
        let error = try #require(Self.error(##"{"text": "A", "scaleEffect": \##(json)}"##))
        #expect(error.path.description.hasPrefix("scaleEffect"), "\(error.path)")
    }

    /// `scaleEffect` applies after the layout modifiers and before `rotationEffect`, as it is usually written.
    @Test func aScaleAppliesInItsPlaceAmongTheKeys() throws {
        let view = try Self.view(##"{"text": "A", "rotationEffect": 30, "scaleEffect": 0.5, "padding": 2, "mask": {"shape": "circle"}}"##)
        #expect(view.modifiers.map(\.name) == [.padding, .mask, .scaleEffect, .rotationEffect])
    }
}
