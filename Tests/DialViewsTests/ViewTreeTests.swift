@testable import DialModel
import DialViews
import Foundation
import Testing

/// The DSL builds the tree the grammar describes, writes it as a face file would, and refuses what a file could not
/// hold, with the path and what was expected.
@Suite struct ViewTreeTests {
    /// The tree a face file gives for `json`, read by the face decoder.
    static func grammar(_ json: String) throws -> ViewDocument {
        try FaceDecoder.decode(ViewDocument.self, from: Array(json.utf8)).value
    }

    /// The issue's own example, in Swift: "812" at 16 pt semibold rounded above "STEPS".
    @Test func theStepCountGivesTheIssuesJSON() throws {
        let tree = try ViewTree(VStack {
            Text("812").font(.system(size: 16, weight: .semibold, design: .rounded))
            Text("STEPS")
        })
        #expect(tree.json == #"{"vstack":[{"font":{"design":"rounded","size":16,"weight":"semibold"},"text":"812"},{"text":"STEPS"}]}"#)
        #expect(tree.document == (try Self.grammar(##"""
            {"vstack": [{"text": "812", "font": {"size": 16, "weight": "semibold", "design": "rounded"}}, {"text": "STEPS"}]}
            """##)))
    }

    /// The issue's "done when" view, STEPS at 10 pt in blue: the system blue is the file's "#0A84FF".
    @Test func theDoneWhenViewIsTheFilesView() throws {
        let tree = try ViewTree(VStack {
            Text("812").font(.system(size: 16, weight: .semibold, design: .rounded))
            Text("STEPS").font(.system(size: 10)).foregroundStyle(.blue)
        })
        #expect(tree.document == (try Self.grammar(##"""
            {"vstack": [{"text": "812", "font": {"size": 16, "weight": "semibold", "design": "rounded"}},
                        {"text": "STEPS", "font": {"size": 10}, "foregroundStyle": "#0A84FF"}]}
            """##)))
    }

    /// Each kind and modifier the DSL has, beside the JSON a file writes for it: the same tree, and the DSL's JSON
    /// is that tree written out (so it reads back as itself).
    @Test(arguments: [
        (AnyView { HStack(alignment: .top, spacing: 3) { Image(systemName: "heart.fill").foregroundStyle(.secondary); Spacer(minLength: 2); Text("72") } },
         ##"{"hstack": [{"image": {"systemName": "heart.fill"}, "foregroundStyle": "secondary"}, {"spacer": {"minLength": 2}}, {"text": "72"}], "spacing": 3, "alignment": "top"}"##),
        (AnyView { ZStack(alignment: .bottomTrailing) { AccessoryWidgetBackground(); RoundedRectangle(cornerRadius: 4).opacity(0.5) } },
         ##"{"zstack": [{"accessoryWidgetBackground": {}}, {"shape": {"roundedRectangle": {"cornerRadius": 4}}, "opacity": 0.5}], "alignment": "bottomTrailing"}"##),
        (AnyView { VStack(alignment: .leading, spacing: 0) { Circle(); Capsule(); Rectangle() } },
         ##"{"vstack": [{"shape": "circle"}, {"shape": "capsule"}, {"shape": "rectangle"}], "alignment": "leading", "spacing": 0}"##),
        (AnyView { Text("A").font(.caption2).lineLimit(2).minimumScaleFactor(0.4).fixedSize(horizontal: true, vertical: false).offset(x: 1, y: -2).privacySensitive() },
         ##"{"text": "A", "font": "caption2", "lineLimit": 2, "minimumScaleFactor": 0.4, "fixedSize": {"horizontal": true, "vertical": false}, "offset": {"x": 1, "y": -2}, "privacySensitive": true}"##),
        (AnyView { Image("logo.png").renderingMode(.template).padding(.horizontal, 6).frame(minWidth: 10, idealWidth: 20, maxWidth: 40, alignment: .leading).widgetAccentable() },
         ##"{"image": {"file": "logo.png"}, "renderingMode": "template", "padding": {"horizontal": 6}, "frame": {"minWidth": 10, "idealWidth": 20, "maxWidth": 40, "alignment": "leading"}, "widgetAccentable": true}"##),
        (AnyView { Text("3:10").monospacedDigit().strikethrough().fontWeight(.heavy).multilineTextAlignment(.trailing).layoutPriority(1).unredacted() },
         ##"{"text": "3:10", "modifiers": [{"monospacedDigit": true}, {"strikethrough": true}, {"fontWeight": "heavy"}, {"multilineTextAlignment": "trailing"}, {"layoutPriority": 1}, {"unredacted": true}]}"##),
        (AnyView { Text("5").font(.headline.bold()).foregroundColor(.orange).tint(.green).frame(width: 20, height: 10).background(.black).overlay { Circle() } },
         ##"{"text": "5", "font": {"style": "headline", "weight": "bold"}, "foregroundStyle": "#FF9F0A", "tint": "#30D158", "frame": {"width": 20, "height": 10}, "background": "#000000", "overlay": {"shape": "circle"}}"##),
        (AnyView { Text("18°").font(.caption2.weight(.semibold)).padding(EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)).background { Capsule().fill(.red) }.widgetLabel("SUNNY").widgetCurvesContent() },
         ##"{"text": "18°", "font": {"style": "caption2", "weight": "semibold"}, "padding": {"top": 1, "leading": 2, "bottom": 3, "trailing": 4}, "background": {"shape": "capsule", "foregroundStyle": "#FF453A"}, "widgetLabel": {"text": "SUNNY"}, "widgetCurvesContent": true}"##),
        (AnyView { ProgressView(value: 3, total: 8).tint(.secondary).bold() },
         ##"{"progress": {"value": 3, "total": 8}, "tint": "secondary", "modifiers": [{"fontWeight": "bold"}]}"##),
        (AnyView { ProgressView(value: 423, total: 1000) { Text("@423 .beats") } currentValueLabel: { Text("42 %") } },
         ##"{"progress": {"value": 423, "total": 1000, "label": {"text": "@423 .beats"}, "currentValueLabel": {"text": "42 %"}}}"##),
        (AnyView { ProgressView(value: 0.5) { Text("Half") } },
         ##"{"progress": {"value": 0.5, "label": {"text": "Half"}}}"##),
        (AnyView { Image(customSymbol: "rule.png").font(.title).padding(10) },
         ##"{"image": {"customSymbol": "rule.png"}, "font": "title", "padding": 10}"##),
        (AnyView { Label("Steps", systemImage: "figure.walk") },
         ##"{"hstack": [{"image": {"systemName": "figure.walk"}}, {"text": "Steps"}]}"##),
        (AnyView { Text("Sleep").font(.system(.body, design: .serif, weight: .light)).opacity(1).widgetLabel { Text("8 h") } },
         ##"{"text": "Sleep", "font": {"style": "body", "weight": "light", "design": "serif"}, "opacity": 1, "widgetLabel": "8 h"}"##),
    ])
    func theDSLBuildsTheGrammarsTree(view: AnyView, json: String) throws {
        let tree = try ViewTree(view.content())
        let file = try Self.grammar(json)
        #expect(tree.document == file)
        #expect(try Self.grammar(tree.json) == file, "\(tree.json)")
    }

    /// SwiftUI applies modifiers in the order written: padding then background pads, then paints behind the padding.
    /// Keys carry the usual order; any other goes in `modifiers`, and reads back in its order.
    @Test func modifierOrderIsKept() throws {
        let padded = try ViewTree(Text("A").padding(4).background(.red))
        let painted = try ViewTree(Text("A").background(.red).padding(4))
        #expect(padded.json == ##"{"background":"#FF453A","padding":4,"text":"A"}"##)
        #expect(painted.json == ##"{"background":"#FF453A","modifiers":[{"padding":4}],"text":"A"}"##)
        #expect(padded.document.modifiers.map(\.name) == [.padding, .background])
        #expect(painted.document.modifiers.map(\.name) == [.background, .padding])
        #expect(try Self.grammar(painted.json) == painted.document)
        // A frame twice is legal, and both are kept in order.
        let framed = try ViewTree(Text("A").frame(width: 20).frame(maxWidth: .infinity))
        #expect(framed.json == #"{"frame":{"width":20},"modifiers":[{"frame":{"maxWidth":"infinity"}}],"text":"A"}"#)
        #expect(try Self.grammar(framed.json) == framed.document)
    }

    /// The same tree gives the same bytes, and reads back, through Codable, as itself.
    @Test func theJSONIsStable() throws {
        func make() throws -> ViewTree {
            try ViewTree(ZStack { AccessoryWidgetBackground(); Gauge(value: 0.4) { Text("W") } currentValueLabel: { Text("40") }.gaugeStyle(.accessoryCircular) })
        }
        #expect(try make().json == make().json)
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        #expect(String(decoding: try encoder.encode(try make()), as: UTF8.self) == (try make()).json)
        #expect(try JSONDecoder().decode(ViewTree.self, from: Data(try make().json.utf8)) == (try make()))
        #expect((try make()).description == (try make()).json)
    }

    /// Views written one after another at the top are stacked, as SwiftUI stacks a widget body's views.
    @Test func severalViewsAtTheTopAreAVStack() throws {
        let tree = try ViewTree { Text("A"); Text("B") }
        #expect(tree.json == #"{"vstack":[{"text":"A"},{"text":"B"}]}"#)
        #expect(try ViewTree { Text("A") }.json == #"{"text":"A"}"#)
    }

    /// What a file could not hold is refused as the file would be: the path and what was expected.
    @Test func whatAFileCouldNotHoldIsRefused() throws {
        #expect(throws: FaceError.self) { try ViewTree(EmptyView()) }
        let empty = try #require(Self.error { try ViewTree { if Bool(false) { Text("A") } } })
        #expect(empty.expected == "a view")
        let tooMany = try #require(Self.error { try ViewTree(VStack { ForEach(0..<17) { Text("\($0)") } }) })
        #expect(tooMany.expected == "1 to 16 views")
        let huge = try #require(Self.error { try ViewTree(HStack { Text("A"); Text("B").font(.system(size: 300)) }) })
        #expect(huge.path.description == "hstack[1].font")
        #expect(huge.expected.contains("from 4 to 200"))
        let scale = try #require(Self.error { try ViewTree(Text("A").minimumScaleFactor(0.005)) })
        #expect(scale.path.description == "minimumScaleFactor")
        let frame = try #require(Self.error { try ViewTree(Text("A").frame(minWidth: 30, maxWidth: 10)) })
        #expect(frame.expected == "minWidth at most maxWidth")
        let notFinite = try #require(Self.error { try ViewTree(Text("A").padding(.nan)) })
        #expect(notFinite.expected.contains("finite"))
        let gauge = try #require(Self.error { try ViewTree(Gauge(value: 1, in: 2...2) { EmptyView() }) })
        #expect(gauge.path.description == "gauge.in")
    }

    static func error(_ body: () throws -> ViewTree) -> FaceError? {
        do {
            _ = try body()
            return nil
        } catch let error as FaceError {
            return error
        } catch {
            Issue.record("not a FaceError: \(error)")
            return nil
        }
    }
}

/// A view made when a table's row runs, so each row can hold views of different types.
struct AnyView: CustomTestStringConvertible, Sendable {
    let content: @Sendable () -> any View
    init(_ content: @escaping @Sendable () -> any View) { self.content = content }
    var testDescription: String { (try? ViewTree(content()).json) ?? "an invalid view" }
}
