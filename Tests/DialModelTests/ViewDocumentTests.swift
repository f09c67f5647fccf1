@testable import DialModel
import Foundation
import Testing

/// Views as a file writes them (issue #27): one kind key, its parameters, modifiers as keys in a fixed order or as an
/// ordered list, and errors with the path and what was expected.
struct ViewDocumentTests: ViewReading {
    /// The issue's own example: "812" at 16 pt semibold rounded above "STEPS" at 10 pt in blue.
    @Test func theStepCountReadsAsItsSwiftUI() throws {
        let steps = try Self.view(##"""
            {"vstack": [{"text": "812", "font": {"size": 16, "weight": "semibold", "design": "rounded"}},
                        {"text": "STEPS", "font": {"size": 10}, "foregroundStyle": "#0A84FF"}]}
            """##)
        #expect(steps == ViewDocument(.vstack([
            ViewDocument(.text("812"), modifiers: [.font(FontDocument(size: 16, weight: .semibold, design: .rounded))]),
            ViewDocument(.text("STEPS"), modifiers: [.font(FontDocument(size: 10)),
                                                     .foregroundStyle(.color(Color(red: 0x0A, green: 0x84, blue: 0xFF)))]),
        ], spacing: nil, alignment: nil)))
    }

    /// Keys apply in `keyOrder` (padding inside background); a `modifiers` list applies in the order written.
    @Test func modifierOrderIsTheKeyOrderOrTheListOrder() throws {
        let keys = try Self.view(##"{"text": "A", "background": "#000000", "padding": 4}"##)
        #expect(keys.modifiers.map(\.name) == [.padding, .background])
        let list = try Self.view(##"{"text": "A", "modifiers": [{"background": "#000000"}, {"padding": 4}, {"frame": {"width": 20}}, {"frame": {"maxWidth": "infinity"}}]}"##)
        #expect(list.modifiers.map(\.name) == [.background, .padding, .frame, .frame])
        #expect(list.modifiers[3] == .frame(try Self.frame(##"{"maxWidth": "infinity"}"##)))
    }

    static func frame(_ json: String) throws -> ViewFrameDocument {
        try FaceDecoder.decode(ViewFrameDocument.self, from: Array(json.utf8)).value
    }

    @Test(arguments: [
        ##"{"hstack": [{"image": {"systemName": "heart.fill"}, "foregroundStyle": "secondary"}, {"spacer": {"minLength": 2}}, {"text": "72"}], "spacing": 3, "alignment": "top"}"##,
        ##"{"zstack": [{"shape": {"roundedRectangle": {"cornerRadius": 4}}, "opacity": 0.5}, {"accessoryWidgetBackground": {}}], "alignment": "bottomTrailing"}"##,
        ##"{"text": "A", "font": "caption2", "lineLimit": 2, "minimumScaleFactor": 0.4, "fixedSize": {"horizontal": true}, "offset": {"x": 1, "y": -2}, "overlay": {"shape": "circle"}, "privacySensitive": true}"##,
        ##"{"image": {"file": "logo.png"}, "renderingMode": "template", "padding": {"horizontal": 6, "top": 2}, "frame": {"minWidth": 10, "idealWidth": 20, "maxWidth": 40, "alignment": "leading"}, "widgetAccentable": true}"##,
        ##"{"gauge": {"value": 72, "in": [40, 200], "style": "accessoryCircular", "label": {"text": "BPM"}, "currentValueLabel": {"hstack": [{"image": {"systemName": "heart.fill"}}, {"text": "72"}]}, "minimumValueLabel": {"text": "40"}, "maximumValueLabel": {"text": "200"}}, "tint": "#FF453A"}"##,
        ##"{"progress": {"value": 3, "total": 8}, "tint": "secondary", "widgetCurvesContent": true, "widgetLabel": {"text": "3 of 8"}}"##,
        ##"{"text": "A", "modifiers": [{"widgetLabel": "B"}, {"tint": "#000000"}, {"padding": 1}, {"padding": 2}]}"##,
    ])
    func aViewReadsBackAsWritten(json: String) throws {
        let view = try Self.view(json)
        let written = try JSONEncoder().encode(view)
        #expect(try FaceDecoder.decode(ViewDocument.self, from: Array(written)).value == view)
    }

    @Test func aViewIsExactlyOneKind() {
        #expect(Self.error(##"{"text": "A", "shape": "circle"}"##)?.expected.hasPrefix("a view: exactly one of") == true)
        #expect(Self.error(##"{"padding": 4}"##)?.found == "none of them")
    }

    /// A key of another kind, or a misspelt modifier, is a key the view does not take.
    @Test(arguments: [##"{"text": "A", "spacing": 4}"##, ##"{"text": "A", "paddding": 4}"##, ##"{"vstack": [{"text": "A"}], "renderingMode": "template"}"##])
    func aKeyTheViewDoesNotTakeIsRefused(json: String) {
        #expect(Self.error(json)?.kind == .unknownKey)
    }

    @Test func badValuesNameTheirPathAndWhatWasExpected() {
        let both = Self.error(##"{"vstack": [{"text": "A", "frame": {"width": 10, "maxWidth": 20}}]}"##)
        #expect(both?.path.description == "vstack[0].frame")
        #expect(both?.expected.contains("not both") == true)
        #expect(Self.error(##"{"spacer": {"minLength": -1}}"##)?.expected.contains("from 0") == true)
        #expect(Self.error(##"{"text": "A", "modifiers": [{"padding": 4, "opacity": 1}]}"##)?.found == "2 modifiers")
        #expect(Self.error(##"{"text": "A", "font": "huge"}"##)?.expected.contains("\"caption2\"") == true)
        #expect(Self.error(##"{"text": "A", "unredacted": false}"##)?.found == "false")
        #expect(Self.error(##"{"vstack": []}"##)?.expected == "1 to 16 views")
    }

    /// Stacks, grids and `viewThatFits` nest at most `maxNesting` deep, a grid counting twice: the layout's work grows as
    /// a power of the depth (the review's 20 nested stacks rendered for minutes).
    @Test func stacksAndGridsNestAtMostEightDeep() throws {
        func nested(_ depth: Int, _ wrap: (String) -> String) -> String {
            (0..<depth).reduce(##"{"text": "A"}"##) { inner, _ in wrap(inner) }
        }
        let stack = { (inner: String) in ##"{"vstack": [\##(inner)]}"## }
        let grid = { (inner: String) in ##"{"grid": [{"gridRow": [\##(inner)]}]}"## }
        _ = try Self.view(nested(ViewKindDocument.maxNesting, stack))
        let deeper = try #require(Self.error(nested(ViewKindDocument.maxNesting + 1, stack)))
        #expect(deeper.expected.contains("nested at most 8 deep") && deeper.found == "9", "\(deeper)")
        _ = try Self.view(nested(4, grid))
        #expect(Self.error(nested(3, { grid(stack($0)) }))?.found == "9")
        #expect(Self.error(nested(5, grid)) != nil)
        // A zstack lays out its children once: it does not count.
        _ = try Self.view(nested(12, { ##"{"zstack": [\##($0)]}"## }))
    }

    /// A modifier whose SwiftUI form takes a Bool reads `false` as Swift writes it (`.privacySensitive(false)`):
    /// nothing, as the Swift builder's `modified(nil)`, and as a template line takes `"privacySensitive": false`
    /// (stranger8 #16). One that takes no Bool (`unredacted()`) is written `true` or left out.
    @Test(arguments: ["privacySensitive", "strikethrough", "widgetAccentable", "bold", "widgetCurvesContent",
                      "invalidatableContent", "monospaced"])
    func aModifierThatTakesABoolReadsFalseAsNothing(name: String) throws {
        #expect(try Self.view(#"{"text": "A", "\#(name)": false}"#).modifiers.isEmpty)
        #expect(try Self.view(#"{"text": "A", "modifiers": [{"\#(name)": false}, {"padding": 4}]}"#).modifiers.map(\.name) == [.padding])
        #expect(try Self.view(#"{"text": "A", "\#(name)": true}"#).modifiers.map(\.name.rawValue) == [name])
        #expect(Self.error(#"{"text": "A", "\#(name)": 1}"#)?.expected == "true or false")
    }

    @Test(arguments: ["unredacted", "monospacedDigit", "scaledToFit"])
    func aModifierThatTakesNoBoolIsWrittenTrue(name: String) {
        let error = Self.error(#"{"image": {"systemName": "star"}, "\#(name)": false}"#)
        #expect(error?.expected == "true (leave the key out for false)" && error?.found == "false", "\(String(describing: error))")
    }

    /// SwiftUI's `.gaugeStyle(.accessoryCircular)` written beside the gauge is told where the style goes, which the
    /// list of modifiers the view takes does not say (stranger8 #19).
    @Test func aGaugeStyleWrittenAsAModifierIsToldWhereItGoes() {
        let error = Self.error(##"{"gauge": {"value": 0.5}, "gaugeStyle": "accessoryCircular"}"##)
        #expect(error?.kind == .unknownKey)
        #expect(error?.found.contains(#"a gauge's style is written inside it: {"gauge": {"value": 0.6, "style": "accessoryCircular"}}"#) == true,
                "\(String(describing: error))")
    }

    /// SwiftUI's `.progressViewStyle(.circular)` written beside a progress view is told where the style goes
    /// (stranger17 #11), not only which modifiers there are.
    @Test func aProgressViewStyleModifierIsToldWhereTheStyleGoes() {
        let error = Self.error(##"{"progress": {"value": 3, "total": 10}, "progressViewStyle": "circular"}"##)
        #expect(error?.kind == .unknownKey)
        #expect(error?.found.contains(#"{"progress": {"value": 3, "total": 10, "style": "circular"}}"#) == true,
                "\(String(describing: error))")
    }

    /// A key of the view beside it, written where modifiers go (`"style": "circular"` beside a `progress`, the mistake
    /// docs/views.md warns of), is told that it goes inside that view, by name, rather than given the list of every
    /// modifier (stranger20 #10). The view's kind decides, so a gauge's is told the gauge; a key no view beside it takes
    /// keeps the list.
    @Test(arguments: [("progress", #"{"value": 3, "total": 10}"#, "style"), ("gauge", #"{"value": 0.5}"#, "style"),
                      ("progress", #"{"value": 3}"#, "total"), ("gauge", #"{"value": 0.5}"#, "currentValueLabel")])
    func aViewsKeyWrittenBesideItIsToldWhichViewTakesIt(view: String, body: String, key: String) {
        let error = Self.error(#"{"\#(view)": \#(body), "\#(key)": "x"}"#)
        #expect(error?.kind == .unknownKey)
        #expect(error?.expected == #""\#(key)" inside "\#(view)", whose key it is: {"\#(view)": {…, "\#(key)": …}}"#, "\(String(describing: error))")
        #expect(error?.found == #"unknown key "\#(key)" beside "\#(view)""#)
        // Beside a view that does not take it, the key is told what the view does take: too many to list, so how many
        // and the nearest (stranger22 #11).
        let text = Self.error(#"{"text": "A", "\#(key)": "x"}"#)
        #expect(text?.kind == .unknownKey && text?.expected.hasPrefix("one of the ") == true
                && text?.expected.contains(" keys it takes; the nearest: ") == true, "\(String(describing: text))")
    }

    /// A gauge's parameters, SwiftUI's defaults where left out, and a progress view's total of 1.
    @Test func gaugesAndProgressViewsReadAsTheirSwiftUI() throws {
        let gauge = try Self.view(##"{"gauge": {"value": 0.4, "currentValueLabel": {"text": "40"}}}"##)
        #expect(gauge == ViewDocument(.gauge(GaugeViewDocument(value: 0.4, currentValueLabel: ViewDocument(.text("40"))))))
        #expect(try Self.view(##"{"progress": {"value": 0.25}}"##) == ViewDocument(.progress(.value(0.25, total: 1))))
        // `"widgetLabel": "STEPS"` is short for a text view, as `.widgetLabel("STEPS")` is.
        #expect(try Self.view(##"{"text": "812", "widgetLabel": "STEPS"}"##)
            == ViewDocument(.text("812"), modifiers: [.widgetLabel(ViewDocument(.text("STEPS")))]))
    }

    /// ports4: a progress view's label and current value's label, a custom symbol drawn from a file, and SwiftUI's
    /// 0.01 `minimumScaleFactor`, each read and written back as itself; an image names exactly one source.
    @Test(arguments: [
        ##"{"progress":{"currentValueLabel":{"text":"42 %"},"label":{"text":"@423 .beats"},"total":1000,"value":423}}"##,
        ##"{"image":{"customSymbol":"rule.png"}}"##,
        // ports5: `ProgressView(timerInterval:countsDown:)`.
        ##"{"progress":{"countsDown":false,"label":{"text":"2 hr"},"timerInterval":["2026-11-22T10:00:00+01:00","2026-11-22T12:00:00+01:00"]}}"##,
    ])
    func portsFourGrammarReadsAndWritesBack(json: String) throws {
        let view = try Self.view(json)
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        #expect(String(decoding: try encoder.encode(view), as: UTF8.self) == json)
        if case .progress(.value, let label, let current, _) = view.kind {
            #expect(label == ViewDocument(.text("@423 .beats")) && current == ViewDocument(.text("42 %")))
            #expect(view.subviews.map(\.path.description) == ["progress.label", "progress.currentValueLabel"])
        }
    }

    @Test func minimumScaleFactorTakesSwiftUIsHundredth() throws {
        #expect(try Self.view(##"{"text": "7/20", "minimumScaleFactor": 0.01}"##).modifiers == [.minimumScaleFactor(0.01)])
    }

    @Test func anImageNamesOneSource() throws {
        let both = Self.error(##"{"image": {"file": "a.png", "customSymbol": "a.png"}}"##)
        #expect(both?.expected == #"exactly one of "systemName", "file" or "customSymbol""#)
        #expect(both?.found == "more than one")
        #expect(Self.error(##"{"image": {}}"##)?.found == "neither")
        #expect(try Self.view(##"{"hstack": [{"image": {"customSymbol": "rule.png"}}]}"##).imageFiles.map(\.path.description)
            == ["hstack[0].image.customSymbol"])
    }

    /// Modifiers are written as keys while they follow `keyOrder`, the rest in `modifiers`: the usual view reads as
    /// a hand-written one, and every order reads back as itself.
    @Test(arguments: [
        ([ViewModifierDocument.padding(ViewEdgesDocument(top: 4, leading: 4, bottom: 4, trailing: 4)), .background(.color(.black))],
         ##"{"background":"#000000","padding":4,"text":"A"}"##),
        ([.background(.color(.black)), .padding(ViewEdgesDocument(top: 4, leading: 4, bottom: 4, trailing: 4))],
         ##"{"background":"#000000","modifiers":[{"padding":4}],"text":"A"}"##),
        ([.opacity(0.5), .opacity(0.5), .font(FontDocument(style: .caption))],
         ##"{"modifiers":[{"opacity":0.5},{"font":"caption"}],"opacity":0.5,"text":"A"}"##),
        ([], ##"{"text":"A"}"##),
    ])
    func modifiersAreKeysWhileTheyFollowTheKeyOrder(modifiers: [ViewModifierDocument], json: String) throws {
        let view = ViewDocument(.text("A"), modifiers: modifiers)
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        #expect(String(decoding: try encoder.encode(view), as: UTF8.self) == json)
        #expect(try Self.view(json) == view)
    }

    /// Every modifier can be written as a key: each has its place in the key order, once.
    @Test func everyModifierHasItsPlaceInTheKeyOrder() {
        #expect(ViewModifierDocument.keyOrder.count == ViewModifierDocument.Name.allCases.count)
        #expect(Set(ViewModifierDocument.keyOrder) == Set(ViewModifierDocument.Name.allCases))
    }

    /// A negative spacing is SwiftUI's too (`VStack(spacing: -2)`): read as written, and written back.
    @Test(arguments: [-2.0, -0.5, 0, 1000, -1000])
    func aStacksSpacingMayBeNegative(spacing: Double) throws {
        let json = ##"{"vstack": [{"text": "68%"}, {"text": "Battery"}], "spacing": \##(spacing)}"##
        guard case .vstack(_, let read, _) = try Self.view(json).kind else { Issue.record("not a vstack"); return }
        #expect(read == spacing)
        guard case .hstack(_, let across, _) = try Self.view(##"{"hstack": [{"text": "A"}], "spacing": \##(spacing)}"##).kind else {
            Issue.record("not an hstack"); return
        }
        #expect(across == spacing)
    }

    /// Padding may be negative, as SwiftUI's is (`.padding(.top, -2)` tucks a view up), down to -1000 points.
    @Test func paddingMayBeNegative() throws {
        let view = try Self.view(##"{"text": "km", "padding": {"top": -2, "bottom": -14}}"##)
        #expect(view.modifiers == [.padding(ViewEdgesDocument(top: -2, leading: 0, bottom: -14, trailing: 0))])
        let refused = try #require(Self.error(##"{"text": "km", "padding": -1001}"##))
        #expect(refused.path.description == "padding" && refused.expected.contains("from -1000"))
    }

    /// A value a modifier or gauge refuses is named by its own path.
    @Test(arguments: [
        (##"{"text": "A", "minimumScaleFactor": 0.005}"##, "minimumScaleFactor", "a scale from 0.01 to 1"),
        (##"{"text": "A", "minimumScaleFactor": 0}"##, "minimumScaleFactor", "a scale from 0.01 to 1"),
        (##"{"text": "A", "lineLimit": 12}"##, "lineLimit", "1 to 10 lines"),
        (##"{"gauge": {"value": 1, "in": [2, 2]}}"##, "gauge.in", "[min, max], two finite numbers, min below max"),
        (##"{"gauge": {"value": 1, "in": [0]}}"##, "gauge.in", "[min, max], two finite numbers, min below max"),
        (##"{"gauge": {"value": 1, "style": "circular"}}"##, "gauge.style", GaugeViewStyleDocument.expectation),
        (##"{"progress": {"value": 1, "total": 0}}"##, "progress.total", "a total above 0"),
        (##"{"progress": {"timerInterval": ["2026-11-22T11:00:00Z", "2026-11-22T10:00:00Z"]}}"##, "progress.timerInterval", "[from, to], two instants, from before to"),
        (##"{"progress": {"value": 1, "timerInterval": ["2026-11-22T10:00:00Z", "2026-11-22T11:00:00Z"]}}"##, "progress.value", "\"value\" or \"timerInterval\", not both"),
        (##"{"progress": {"value": 1, "countsDown": true}}"##, "progress.countsDown", "no countsDown but with a timerInterval"),
        (##"{"hstack": [{"image": {"systemName": "heart.fil"}}]}"##, "hstack[0].image.systemName", "an SF Symbols name Dial draws, such as \"heart.fill\", \"heart\", \"heart.circle\", \"heart.circle.fill\""),
        (##"{"vstack": [{"text": "A"}], "spacing": -1001}"##, "spacing", "a spacing from -1000 to 1000 points"),
        (##"{"hstack": [{"vstack": [{"text": "A"}], "spacing": 2000}]}"##, "hstack[0].spacing", "a spacing from -1000 to 1000 points"),
    ])
    func refusedValuesNameTheirPath(json: String, path: String, expected: String) throws {
        let error = try #require(Self.error(json))
        #expect(error.path.description == path)
        #expect(error.expected == expected)
    }

    /// A reversed gauge range or timer interval says what it found, as a chart's domain does ("found [5.0, 5.0]"), not
    /// "found an array", which does not say what is wrong (stranger16 #9). What the decoder keeps out of a message
    /// inside a complication's data is its business (`ViewContentDocumentTests`, the corpus).
    @Test(arguments: [
        (##"{"gauge": {"value": 1, "in": [10, 0]}}"##, "[10.0, 0.0]"),
        (##"{"gauge": {"value": 1, "in": [0]}}"##, "[0.0]"),
        (##"{"progress": {"timerInterval": ["2026-11-22T11:00:00Z", "2026-11-22T10:00:00+01:00"]}}"##,
         ##"["2026-11-22T11:00:00Z", "2026-11-22T10:00:00+01:00"]"##),
    ])
    func aReversedPairSaysWhatItFound(json: String, found: String) throws {
        let error = try #require(Self.error(json))
        #expect(error.found == found, "\(error)")
    }
}
