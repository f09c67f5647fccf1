import Testing
@testable import DialCore
import DialModel
import DialText

/// Small faces built in code, for tests that look at one stage.
enum Fixtures {
    static let morning = Timestamp(iso8601: "2026-11-22T10:09:30+01:00")!

    static func text(_ text: String, sensitive: Bool = false, unredacted: Bool = false, color: Color? = nil) -> TextDocument {
        TextDocument(text: text, color: color, privacySensitive: sensitive ? true : nil, unredacted: unredacted ? true : nil)
    }

    static func stack(_ lines: TextDocument...) -> ContentDocument { .stack(StackDocument(lines: lines)) }

    static func face(style: FaceStyle = .modular, hide: Bool = true, _ complications: ComplicationDocument...) -> FaceDocument {
        FaceDocument(style: style, time: morning, complications: complications,
                     settings: SettingsDocument(hideSensitiveComplications: hide))
    }

    static func calendar(_ lines: TextDocument..., placeholder: ContentDocument? = nil) -> ComplicationDocument {
        ComplicationDocument(id: "calendar", slot: .center, family: .accessoryRectangular,
                             content: .stack(StackDocument(lines: lines)), placeholder: placeholder)
    }

    /// The content a resolved complication would show.
    static func content(_ complication: ResolvedComplication?) -> ResolvedContent? {
        guard case .content(let content, _) = complication?.current else { return nil }
        return content
    }

    static func resolve(_ document: FaceDocument, _ display: Display = .active,
                        _ overrides: RenderOverrides = RenderOverrides()) throws -> ResolvedFace {
        try Resolver.resolve(document, name: "test", display: display, overrides: overrides)
    }

    /// Stands in for text measuring where a test does not shape: 10 px a character.
    static func measure(_ text: String, _ font: TextFont) -> Double { Double(text.count) * 10 }

    /// A shaper per call: shapers are not thread-safe, and tests run in parallel.
    static var shaper: TextShaper { get throws { try TextShaper() } }
}

extension Fixtures {
    /// A face written as JSON, laid out on `device` in `display`, with `overrides` (a privacy setting, say).
    static func layout(json: String, device: DeviceID = .mm45, _ display: Display = .active,
                       _ overrides: RenderOverrides = RenderOverrides()) throws -> LayoutTree {
        var document = try FaceDocument.decode(Array(json.utf8)).document
        document.device = device
        let shaper = try TextShaper()
        let redacted = try Redactor.redact(try resolve(document, display, overrides)) { text, font in
            shaper.shape(text, font: font.font, size: font.size).width
        }
        return LayoutEngine.layout(redacted, shaper: shaper)
    }

    /// One complication's JSON in a modular face.
    static func modular(_ complication: String) -> String {
        #"{ "schemaVersion": 1, "style": "modular", "time": "2026-11-22T10:09:30+01:00", "complications": [\#(complication)] }"#
    }

    static func glyphRuns(_ tree: LayoutTree) -> [GlyphRun] {
        tree.nodes.compactMap { if case .glyphs(let run, _) = $0 { run } else { nil } }
    }

    /// Whether two facing end labels stand 0.6 em of dark apart (`LayoutEngine.facingNumbers`), or were both left out
    /// and reported, whichever `runs` (the two labels' runs, or none) and `tree` show: between the figures' ink, as the
    /// eye reads the gap, since a digit's side bearings are blank.
    static func expectFacingNumbersApart(_ runs: [GlyphRun], labels: (String, String), in tree: LayoutTree,
                                         _ what: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws {
        guard runs.count == 2 else {
            #expect(runs.isEmpty && Set(tree.shortened.filter { $0.kind == .notDrawn }.map(\.text)) == [labels.0, labels.1],
                    "\(what): \(runs.map(\.text)) drawn, \(tree.shortened) reported", sourceLocation: sourceLocation)
            return
        }
        let shaper = try shaper
        let (left, right) = runs[0].glyphs[0].origin.x < runs[1].glyphs[0].origin.x ? (runs[0], runs[1]) : (runs[1], runs[0])
        let (last, first) = (try #require(left.glyphs.last), try #require(right.glyphs.first))
        let dark = first.origin.x + (try #require(shaper.inkBox(of: first.id, font: right.font, size: right.size))).left
            - last.origin.x - (try #require(shaper.inkBox(of: last.id, font: left.font, size: left.size))).right
        #expect(dark >= runs[0].size * LayoutEngine.facingNumbers - 1e-6,
                "\(what): \(labels) \(dark) px of dark between them at \(runs[0].size) px", sourceLocation: sourceLocation)
    }
}
