@testable import DialModel
import Foundation
import Testing

/// A shape view's `trim`, `stroke` and `rotationEffect` (SwiftUI's `Circle().trim(from:to:).stroke(style)
/// .rotationEffect(angle)`): read beside the shape, written back the same, and refused where Dial cannot draw them,
/// each by its own path.
struct ShapeOutlineDocumentTests {
    @Test func anArcReadsAsItsSwiftUI() throws {
        let view = try ViewDocumentTests.view(##"{"shape": "circle", "trim": {"from": 0.1, "to": 0.6}, "stroke": {"lineWidth": 5, "lineCap": "round"}, "rotationEffect": 135}"##)
        #expect(view.kind == .shape(.circle, outline: ShapeOutlineDocument(trim: ShapeTrimDocument(from: 0.1, to: 0.6),
                                                                           stroke: ShapeStrokeDocument(lineWidth: 5, lineCap: .round),
                                                                           rotation: 135)))
        // `to` left out is the whole way round; a width alone is a butt-ended stroke.
        let ring = try ViewDocumentTests.view(##"{"shape": "circle", "trim": {"from": 0.25}, "stroke": 3}"##)
        #expect(ring.kind == .shape(.circle, outline: ShapeOutlineDocument(trim: ShapeTrimDocument(from: 0.25, to: 1),
                                                                           stroke: ShapeStrokeDocument(lineWidth: 3))))
        // A plain shape has no outline of its own.
        #expect(try ViewDocumentTests.view(##"{"shape": "capsule"}"##).kind == .shape(.capsule))
    }

    /// `StrokeStyle(dash:)` beside the shape: lengths in points, drawn and left by turns (issue #27's dashed strokes).
    @Test func aDashedStrokeReadsAsItsSwiftUI() throws {
        let view = try ViewDocumentTests.view(##"{"shape": "capsule", "stroke": {"lineWidth": 1.5, "dash": [4, 2]}}"##)
        #expect(view.kind == .shape(.capsule, outline: ShapeOutlineDocument(stroke: ShapeStrokeDocument(lineWidth: 1.5, dash: [4, 2]))))
    }

    /// On any shape but a circle, `rotationEffect` is the view's modifier, which turns the whole view; on a circle it
    /// stays where its arc starts, and the list's `rotationEffect` is still the modifier.
    @Test func aRotationIsTheCirclesOutlineOrTheViewsModifier() throws {
        let capsule = try ViewDocumentTests.view(##"{"shape": "capsule", "stroke": 2, "rotationEffect": 45}"##)
        #expect(capsule.kind == .shape(.capsule, outline: ShapeOutlineDocument(stroke: ShapeStrokeDocument(lineWidth: 2))))
        #expect(capsule.modifiers == [.rotationEffect(45)])
        let circle = try ViewDocumentTests.view(##"{"shape": "circle", "stroke": 2, "rotationEffect": 45, "modifiers": [{"rotationEffect": 10}]}"##)
        #expect(circle.kind == .shape(.circle, outline: ShapeOutlineDocument(stroke: ShapeStrokeDocument(lineWidth: 2), rotation: 45)))
        #expect(circle.modifiers == [.rotationEffect(10)])
        let written = try JSONEncoder().encode(circle)
        #expect(try FaceDecoder.decode(ViewDocument.self, from: Array(written)).value == circle)
    }

    @Test(arguments: [
        ##"{"shape": "circle", "trim": {"from": 0, "to": 0.75}, "stroke": {"lineWidth": 5, "lineCap": "round"}, "rotationEffect": -90, "foregroundStyle": "#30D158"}"##,
        ##"{"shape": "circle", "stroke": {"lineWidth": 3, "dash": [1, 5]}, "modifiers": [{"rotationEffect": 10}]}"##,
        ##"{"shape": "rectangle", "stroke": {"lineWidth": 1, "lineCap": "round", "dash": [2]}, "rotationEffect": 30}"##,
        ##"{"shape": {"roundedRectangle": {"cornerRadius": 4}}, "stroke": 2, "padding": 1}"##,
        ##"{"shape": "circle", "stroke": 0.5}"##,
    ])
    func anOutlineReadsBackAsWritten(json: String) throws {
        let view = try ViewDocumentTests.view(json)
        let written = try JSONEncoder().encode(view)
        #expect(try FaceDecoder.decode(ViewDocument.self, from: Array(written)).value == view)
    }

    @Test(arguments: [
        (##"{"shape": "circle", "trim": {"from": 0, "to": 0.5}}"##, "trim", "trim with a stroke (a trimmed circle is drawn as its stroked arc)"),
        (##"{"shape": "rectangle", "trim": {"to": 0.5}, "stroke": 2}"##, "trim", "trim on a circle only (Dial trims circles: an arc is a circle's part)"),
        (##"{"shape": "circle", "stroke": {"lineWidth": 2, "dash": []}}"##, "stroke.dash", ShapeStrokeDocument.dashExpectation),
        (##"{"shape": "circle", "stroke": {"lineWidth": 2, "dash": [0, 0]}}"##, "stroke.dash", ShapeStrokeDocument.dashExpectation),
        (##"{"shape": "circle", "stroke": {"lineWidth": 2, "dash": [4, -1]}}"##, "stroke.dash", ShapeStrokeDocument.dashExpectation),
        (##"{"shape": "circle", "stroke": {"lineWidth": 2, "dash": [1, 2, 3, 4, 5, 6, 7, 8, 9]}}"##, "stroke.dash", ShapeStrokeDocument.dashExpectation),
        (##"{"shape": "circle", "stroke": 2, "rotationEffect": 400}"##, "rotationEffect", "an angle from -360 to 360 degrees"),
        (##"{"shape": "circle", "trim": {"from": 0.6, "to": 0.2}, "stroke": 2}"##, "trim", ShapeTrimDocument.expectation),
        (##"{"shape": "circle", "trim": {"to": 1.5}, "stroke": 2}"##, "trim", ShapeTrimDocument.expectation),
        (##"{"shape": "circle", "stroke": 0}"##, "stroke", ShapeStrokeDocument.expectation),
        (##"{"shape": "circle", "stroke": {"lineWidth": 30}}"##, "stroke", ShapeStrokeDocument.expectation),
    ])
    func refusedOutlinesNameTheirPath(json: String, path: String, expected: String) throws {
        let error = try #require(ViewDocumentTests.error(json))
        #expect(error.path.description == path)
        #expect(error.expected == expected)
    }

    /// The keys belong to shapes: on a text they are keys the view does not take (`rotationEffect` is every view's
    /// modifier).
    @Test(arguments: [##"{"text": "A", "stroke": 2}"##, ##"{"text": "A", "trim": {"to": 0.5}}"##])
    func onAnotherViewTheKeysAreUnknown(json: String) {
        #expect(ViewDocumentTests.error(json)?.kind == .unknownKey)
    }
}
