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

/// SwiftUI's `LinearGradient` as a view, and `mask` (issue #27, R1): the gradient fills what it is offered, written with
/// `LinearGradient`'s labels; a mask is a view. Both read back as written.
struct LinearGradientViewDocumentTests: ViewReading {
    @Test func aLinearGradientIsAView() throws {
        let view = try Self.view(##"{"linearGradient": {"colors": ["#001E32", "yellow"], "startPoint": "bottom", "endPoint": "top"}}"##)
        #expect(view == ViewDocument(.linearGradient(GradientDocument(colors: [Color(red: 0, green: 0x1E, blue: 0x32), .yellow],
                                                                      startPoint: .bottom, endPoint: .top))))
        #expect(view.isElement)
    }

    @Test(arguments: [
        ##"{"linearGradient": {"colors": ["red", "blue"], "startPoint": "top", "endPoint": "bottom"}, "frame": {"width": 20}}"##,
        ##"{"linearGradient": {"stops": [{"color": "white", "location": 0}, {"color": "clear", "location": 0.8}], "startPoint": "top", "endPoint": {"x": 0.5, "y": 1.5}}}"##,
        ##"{"gauge": {"value": 0.4}, "overlay": {"linearGradient": {"colors": ["purple", "yellow"], "startPoint": "bottom", "endPoint": "top"}}, "mask": {"gauge": {"value": 0.4}}}"##,
        ##"{"text": "A", "foregroundStyle": {"linearGradient": {"colors": ["red", "blue"], "startPoint": "top", "endPoint": "bottom"}}}"##,
    ])
    func aGradientViewOrMaskReadsBackAsWritten(json: String) throws {
        let view = try Self.view(json)
        let written = try JSONEncoder().encode(view)
        #expect(try FaceDecoder.decode(ViewDocument.self, from: Array(written)).value == view)
    }

    /// A style may be written with `LinearGradient`'s labels too: the same gradient as the short form.
    @Test func aStyleMayBeWrittenAsALinearGradient() throws {
        let long = try Self.view(##"{"text": "A", "foregroundStyle": {"linearGradient": {"colors": ["red", "blue"], "startPoint": "top", "endPoint": "bottom"}}}"##)
        let short = try Self.view(##"{"text": "A", "foregroundStyle": {"gradient": ["red", "blue"], "startPoint": "top", "endPoint": "bottom"}}"##)
        #expect(long == short)
    }

    /// `LinearGradient(colors:startPoint:endPoint:)` takes its points: a gradient view without them is refused, with
    /// its path; so are one colour, and both colours and stops.
    @Test(arguments: [
        (##"{"colors": ["red", "blue"], "startPoint": "top"}"##, "linearGradient.endPoint"),
        (##"{"colors": ["red"], "startPoint": "top", "endPoint": "bottom"}"##, "linearGradient"),
        (##"{"colors": ["red", "blue"], "stops": [], "startPoint": "top", "endPoint": "bottom"}"##, "linearGradient"),
        (##"{"colors": ["red", "blue"], "startPoint": "top", "endPoint": "top"}"##, "linearGradient"),
    ])
    func aGradientViewItCannotDrawIsRefused(json: String, path: String) throws {
        let error = try #require(Self.error(##"{"linearGradient": \##(json)}"##))
        #expect(error.path.description == path, "\(error.path): \(error.expected)")
    }

    /// A mask's elements are the view's, numbered after it (their privacy marks count as any subview's).
    @Test func aMasksViewIsASubview() throws {
        let view = try Self.view(##"{"text": "A", "mask": {"text": "B", "privacySensitive": true}}"##)
        #expect(view.subviews.map(\.path.description) == ["mask"])
        #expect(view.elementSensitivities(within: .ordinary) == [.ordinary, .privacySensitive])
        #expect(view.texts == ["A", "B"])
    }
}

/// SwiftUI's `AngularGradient` (issue #27; ports5's Pomodoro and Chinendar rings), as a view and as a style: its
/// colours, centre and angles read as SwiftUI's labels say, written back the same, and refused with their paths.
struct AngularGradientDocumentTests: ViewReading {
    @Test func anAngularGradientIsAViewAndAStyle() throws {
        let view = try Self.view(##"{"angularGradient": {"colors": ["red", "yellow"], "center": "top", "startAngle": -60, "endAngle": 240}}"##)
        #expect(view == ViewDocument(.angularGradient(GradientDocument(colors: [.red, .yellow], center: .top, startAngle: -60, endAngle: 240))))
        let style = try Self.view(##"{"shape": "circle", "foregroundStyle": {"angularGradient": {"colors": ["red", "yellow"]}}}"##)
        #expect(style.modifiers == [.foregroundStyle(.gradient(GradientDocument(colors: [.red, .yellow], center: .center, startAngle: 0, endAngle: 360)))])
    }

    /// An end at the start, or none, is a whole turn; more than a turn is its last whole turn.
    @Test(arguments: [(##"{"startAngle": 90}"##, 90.0, 450.0), (##"{"startAngle": 30, "endAngle": 30}"##, 30, 390), (##"{"startAngle": 0, "endAngle": 500}"##, 140, 500)])
    func theTurnIsSwiftUIs(angles: String, start: Double, end: Double) throws {
        var json = angles
        json.removeLast()
        let view = try Self.view(##"{"angularGradient": \##(json), "colors": ["red", "blue"]}}"##)
        guard case .angularGradient(let gradient) = view.kind, case .angular(_, let from, let to) = gradient.geometry else { Issue.record("\(view)"); return }
        #expect(from == start && to == end)
    }

    @Test(arguments: [
        ##"{"angularGradient": {"colors": ["red", "blue"], "center": "middle"}}"##,
        ##"{"angularGradient": {"colors": ["red", "blue"], "startAngle": 90, "endAngle": 10}}"##,
        ##"{"angularGradient": {"colors": ["red"]}}"##,
        ##"{"angularGradient": {"colors": ["red", "blue"], "startAngle": 1000}}"##,
    ])
    func anAngularGradientItCannotDrawIsRefused(json: String) throws {
        let error = try #require(Self.error(json))
        #expect(error.path.description.hasPrefix("angularGradient"), "\(error.path): \(error.expected)")
    }

    @Test(arguments: [
        ##"{"angularGradient": {"colors": ["red", "blue"], "center": {"x": 0.5, "y": 0.25}, "startAngle": -60, "endAngle": 240}}"##,
        ##"{"angularGradient": {"stops": [{"color": "red", "location": 0}, {"color": "blue", "location": 0.5}]}}"##,
        ##"{"progress": {"value": 3, "total": 10, "style": "circular"}, "tint": {"angularGradient": {"colors": ["red", "blue"], "startAngle": -90}}}"##,
    ])
    func readsBackAsWritten(json: String) throws {
        let view = try Self.view(json)
        let written = try JSONEncoder().encode(view)
        #expect(try FaceDecoder.decode(ViewDocument.self, from: Array(written)).value == view, "\(String(decoding: written, as: UTF8.self))")
    }
}
