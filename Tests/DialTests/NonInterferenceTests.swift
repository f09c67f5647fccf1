import Dial
import DialCairo
import DialCore
import DialModel
import DialSVG
import DialTXT
import DialTestSupport
import DialText
import Foundation
import Testing

/// docs/privacy.md, "Non-interference": changing any value that is redacted in a context leaves the PNG, SVG and
/// TXT of that context byte-identical, and no hidden text (nor any 4-character piece of it) appears in the SVG or TXT.
/// Random faces (`RandomFace`: every style, custom slots, device, family, template, element and flag) × random contexts
/// (display, lock, settings, choices, rendering mode, tint) × two random values for every redacted element: its text,
/// its colour (data too), values far outside their range (drawn clamped), pictures of very different sizes, under
/// template-level flags (containment). The default is 400 cases, about 7 s in a debug build, with every kind of
/// element varied at the default seed (200 no longer reached bezel rings once templates carried flags). CI runs that fixed seed;
/// `DIAL_PROPERTY_CASES=5000 DIAL_PROPERTY_SEED=7 swift test --filter NonInterference` runs more.
@Suite struct NonInterferenceTests {
    static let environment = ProcessInfo.processInfo.environment
    static let defaultCases = 400
    static let cases = environment["DIAL_PROPERTY_CASES"].flatMap(Int.init) ?? defaultCases
    static let defaultSeed: UInt64 = 20_261_122
    static let seed = environment["DIAL_PROPERTY_SEED"].flatMap(UInt64.init) ?? defaultSeed

    /// Every kind of element a content has (`name(of:)`), which the default run must have varied at least once:
    /// a template or element the generator stopped making would otherwise go unnoticed.
    static let elementNames: Set<String> = [
        "lines", "text", "leading", "trailing", "title", "value", "rings", "values", "icon", "image",
        "inner.lines", "inner.text", "inner.leading", "inner.trailing", "inner.value", "inner.rings", "inner.icon", "inner.image",
    ]

    /// An element's kind: its `ElementID` without line numbers.
    static func name(of element: ElementID) -> String {
        switch element {
        case .line: "lines"
        case .inner(let inner): "inner." + name(of: inner)
        default: element.description
        }
    }

    /// The whole pipeline, stage by stage, to the three outputs.
    final class Pipeline {
        let shaper: TextShaper
        let backend = CairoBackend()
        /// `RandomFace.pictures`, decoded once as the facade would for a face beside them.
        let images: [String: Picture]
        let svgWriter = SVGWriter()

        init() throws {
            shaper = try TextShaper()
            let faceFile = Repository.faces.appendingPathComponent(RandomFace.pictureFolder).appendingPathComponent("random.json")
            images = try Dictionary(uniqueKeysWithValues: RandomFace.pictures.map { file in
                (file, Picture(file: file, bitmap: try ImageLoader.load(file, at: .root, faceFile: faceFile)))
            })
        }

        func resolve(_ document: FaceDocument, _ display: Display, _ overrides: RenderOverrides) throws -> ResolvedFace {
            try Resolver.resolve(document, name: "random", display: display, overrides: overrides, images: images)
        }

        func outputs(_ face: ResolvedFace) throws -> (png: [UInt8], svg: [UInt8], txt: [UInt8]) {
            let redacted = try Redactor.redact(face) { [shaper] text, font in shaper.shape(text, font: font.font, size: font.size).width }
            let list = Painter.paint(LayoutEngine.layout(redacted, shaper: shaper))
            return (try backend.png(list), try svgWriter.svg(list), Array(TextDump.render(list).utf8))
        }
    }

    /// Texts, gauge values and scales, ring values and goals, chart values and scales, and pictures (icons, `file`
    /// pictures, path data) each get two random values in every element that is redacted.
    @Test func redactedValuesNeverReachAnOutput() throws {
        let pipeline = try Pipeline()
        var random = RandomFace(generator: SeededGenerator(seed: Self.seed))
        var varied: [String: Int] = [:]
        for index in 0..<Self.cases {
            let document = random.face()
            let (display, overrides) = random.context(for: document)
            let context = "case \(index) (seed \(Self.seed)): \(display.rawValue) \(overrides)"
            let face = try pipeline.resolve(document, display, overrides)
            var first = document, second = document
            var secrets: [String] = []
            // A complication the context hides whole at every moment is not resolved for it (`CurrentContent.withheld`):
            // every element of the content a context that hides nothing would draw at this moment is varied.
            let shows = try pipeline.resolve(document, display, overrides.hidingNothing)
            for (decision, complication) in zip(Redactor.decisions(face), face.complications) {
                let hidden: (source: JSONPath, elements: [ElementDecision])
                if let source = decision.source {
                    hidden = (source, decision.elements.filter { !$0.shown })
                } else if complication.current == .withheld,
                          let whole = Redactor.decisions(shows).first(where: { $0.id == decision.id }), let source = whole.source {
                    hidden = (source, whole.elements)
                } else {
                    continue
                }
                let source = hidden.source
                for element in hidden.elements {
                    first = try #require(first.editing(element.element, at: source, with: &random), "no \(element.element) at \(source), \(context)")
                    second = try #require(second.editing(element.element, at: source, with: &random), "no \(element.element) at \(source), \(context)")
                    var collector = TextCollector()
                    _ = first.editing(element.element, at: source, with: &collector)
                    secrets += collector.texts
                    varied[Self.name(of: element.element), default: 0] += 1
                }
            }
            let one = try pipeline.outputs(try pipeline.resolve(first, display, overrides))
            let two = try pipeline.outputs(try pipeline.resolve(second, display, overrides))
            // Booleans: on failure, Swift Testing would otherwise describe and diff megabytes of output.
            let same = (txt: one.txt == two.txt, svg: one.svg == two.svg, png: one.png == two.png)
            #expect(same.txt, "TXT differs, \(context): \(Self.firstDifference(one.txt, two.txt))")
            #expect(same.svg, "SVG differs, \(context)")
            #expect(same.png, "PNG differs, \(context)")
            // Pieces the face also shows elsewhere (random texts share an alphabet) prove nothing either way.
            let elsewhere = Self.cString(Array(second.allTexts.joined(separator: "\n").utf8))
            let (txt, svg) = (Self.cString(one.txt), Self.cString(one.svg))
            // ...and so do pieces the other render, which holds other secrets, shows too: SVG boilerplate ("xml ").
            let (otherTXT, otherSVG) = (Self.cString(two.txt), Self.cString(two.svg))
            for secret in secrets {
                for piece in Self.telltalePieces(of: secret) where strstr(elsewhere, piece) == nil {
                    #expect(strstr(txt, piece) == nil || strstr(otherTXT, piece) != nil, "TXT shows \"\(piece)\" of a hidden text, \(context)")
                    #expect(strstr(svg, piece) == nil || strstr(otherSVG, piece) != nil, "SVG shows \"\(piece)\" of a hidden text, \(context)")
                }
            }
        }
        // The property means nothing if the generator never hides anything, or never hides some kind of element.
        #expect(varied.values.reduce(0, +) > Self.cases)
        // Fixed for the default run (other seeds may miss a rare kind in few cases).
        if Self.cases >= 1000 || (Self.cases >= Self.defaultCases && Self.seed == Self.defaultSeed) {
            #expect(Self.elementNames.subtracting(varied.keys).isEmpty, "never varied: \(Self.elementNames.subtracting(varied.keys).sorted())")
        }
    }

    /// Issue #23: a hidden label's bar is no wider than its label's room, a room the layout takes from the slot, never
    /// from the hidden text: two faces that differ only in their hidden labels' lengths (and in which icon is hidden)
    /// draw the same bytes, in corners and a circular's open gauge, on every screen. In active,
    /// where they are shown, the same two faces differ, so the check can fail.
    @Test(arguments: [DeviceID.mm40, .mm41, .mm45, .mm49])
    func hiddenLabelsOfAnyLengthDrawTheSameBars(device: DeviceID) throws {
        func face(_ short: Bool) throws -> FaceDocument {
            let (leading, trailing) = short ? ("0", "9") : ("−1,284,930.55", "Stromverbrauch heute")
            let icon = short ? "key" : "battery"
            let json = ##"""
            { "schemaVersion": 1, "style": "infograph", "time": "2026-11-22T10:09:30+01:00", "complications": [
              { "id": "tl", "slot": "topLeft", "family": "accessoryCorner", "content": { "template": "gauge", "value": 0.4, "privacySensitive": true,
                "leading": { "text": "\##(leading)" }, "trailing": { "text": "\##(trailing)" }, "text": { "text": "112" } } },
              { "id": "br", "slot": "bottomRight", "family": "accessoryCorner", "content": { "template": "gauge", "value": 0.4,
                "leading": { "text": "\##(trailing)", "privacySensitive": true }, "trailing": { "text": "\##(leading)", "privacySensitive": true },
                "text": { "text": "4°" } } },
              { "id": "bl", "slot": "bottomLeft", "family": "accessoryCorner", "content": { "template": "stack", "privacySensitive": true,
                "icon": { "icon": "\##(icon)" }, "lines": [ { "text": "\##(trailing)" } ] } },
              { "id": "c", "slot": "subdialLeft", "family": "accessoryCircular", "content": { "template": "gauge", "style": "open", "value": 0.4,
                "privacySensitive": true, "leading": { "text": "\##(leading)" }, "trailing": { "text": "\##(trailing)" }, "text": { "text": "4" } } } ] }
            """##
            var document = try FaceDocument.decode(Array(json.utf8)).document
            document.device = device
            return document
        }
        let pipeline = try Pipeline()
        let alwaysOn = RenderOverrides(hideSensitiveComplications: true)
        let (one, two) = (try pipeline.outputs(try pipeline.resolve(try face(true), .alwaysOn, alwaysOn)),
                          try pipeline.outputs(try pipeline.resolve(try face(false), .alwaysOn, alwaysOn)))
        #expect(one.txt == two.txt, "TXT differs on \(device): \(Self.firstDifference(one.txt, two.txt))")
        #expect(one.svg == two.svg, "SVG differs on \(device)")
        #expect(one.png == two.png, "PNG differs on \(device)")
        let (shownOne, shownTwo) = (try pipeline.outputs(try pipeline.resolve(try face(true), .active, alwaysOn)),
                                    try pipeline.outputs(try pipeline.resolve(try face(false), .active, alwaysOn)))
        #expect(shownOne.txt != shownTwo.txt)
    }

    /// A hidden gauge's segments are its value's scale: 4 and 40 segments draw the same bytes when the value is hidden,
    /// and differ when it is shown (docs/privacy.md: every drawn attribute of a hidden element is fixed).
    @Test(arguments: ["accessoryCircular", "accessoryRectangular", "accessoryCorner"])
    func aHiddenGaugesSegmentsDoNotShow(family: String) throws {
        func face(_ segments: Int) throws -> FaceDocument {
            let slot = family == "accessoryCorner" ? "topLeft" : family == "accessoryRectangular" ? "center" : "topLeft"
            let json = """
            { "schemaVersion": 1, "style": "\(family == "accessoryCorner" ? "infograph" : "modular")", "complications": [
              { "id": "g", "slot": "\(slot)", "family": "\(family)", "content": { "template": "gauge", "style": "segmented",
                "segments": \(segments), "value": 0.4, "privacySensitive": true, "text": { "text": "4", "unredacted": true } } } ] }
            """
            return try FaceDocument.decode(Array(json.utf8)).document
        }
        let pipeline = try Pipeline()
        let alwaysOn = RenderOverrides(hideSensitiveComplications: true)
        let (few, many) = (try pipeline.outputs(try pipeline.resolve(try face(4), .alwaysOn, alwaysOn)),
                           try pipeline.outputs(try pipeline.resolve(try face(40), .alwaysOn, alwaysOn)))
        #expect(few.txt == many.txt, "TXT differs: \(Self.firstDifference(few.txt, many.txt))")
        #expect(few.png == many.png)
        #expect(few.svg == many.svg)
        let (shownFew, shownMany) = (try pipeline.outputs(try pipeline.resolve(try face(4), .active, alwaysOn)),
                                     try pipeline.outputs(try pipeline.resolve(try face(40), .active, alwaysOn)))
        #expect(shownFew.txt != shownMany.txt)
    }

    /// Two contents of one complication that differ only in the structure of what a sensitive container holds
    /// (adversary8 leaks 5 and 8): how many lines, rings or views, which kinds, which branch, with or without an icon.
    struct StructurePair: CustomTestStringConvertible, Sendable {
        let name: String
        let family: String
        let one: String
        let other: String
        var testDescription: String { name }
    }

    static let structurePairs: [StructurePair] = [
        StructurePair(name: "grid rows beside an unredacted row", family: "accessoryRectangular",
                      one: #"{"view": {"grid": [{"gridRow": [{"text": "Head", "unredacted": true}]}, {"gridRow": [{"text": "Dose 0"}, {"text": "5mg"}]}], "privacySensitive": true}}"#,
                      other: #"{"view": {"grid": [{"gridRow": [{"text": "Head", "unredacted": true}]}, {"gridRow": [{"text": "Dose 0"}, {"text": "5mg"}]}, {"gridRow": [{"text": "Dose 1"}, {"text": "10mg"}]}, {"gridRow": [{"text": "Dose 2"}, {"text": "20mg"}]}], "privacySensitive": true}}"#),
        StructurePair(name: "rings count", family: "accessoryCircular",
                      one: #"{"template": "rings", "privacySensitive": true, "rings": [{"value": 0.5}]}"#,
                      other: #"{"template": "rings", "privacySensitive": true, "rings": [{"value": 0.5}, {"value": 0.5}, {"value": 0.5}]}"#),
        StructurePair(name: "rings count beside a shown text", family: "accessoryCircular",
                      one: #"{"template": "rings", "privacySensitive": true, "rings": [{"value": 0.2}], "text": {"text": "Move", "unredacted": true}}"#,
                      other: #"{"template": "rings", "privacySensitive": true, "rings": [{"value": 0.9}, {"value": 0.1}, {"value": 0.5}], "text": {"text": "Move", "unredacted": true}}"#),
        StructurePair(name: "stack lines", family: "accessoryRectangular",
                      one: #"{"template": "stack", "privacySensitive": true, "lines": ["a"]}"#,
                      other: #"{"template": "stack", "privacySensitive": true, "lines": ["a", "b", "c"]}"#),
        StructurePair(name: "stack icon", family: "accessoryRectangular",
                      one: #"{"template": "stack", "privacySensitive": true, "icon": {"icon": "heart"}, "lines": ["a"]}"#,
                      other: #"{"template": "stack", "privacySensitive": true, "lines": ["a"]}"#),
        StructurePair(name: "stack lines and icon under a shown title", family: "accessoryRectangular",
                      one: #"{"template": "stack", "privacySensitive": true, "icon": {"icon": "heart"}, "lines": [{"text": "Calendar", "unredacted": true}, "Dentist"]}"#,
                      other: #"{"template": "stack", "privacySensitive": true, "lines": [{"text": "Calendar", "unredacted": true}, "Dentist 10:30", "Room 4"]}"#),
        StructurePair(name: "view vstack count", family: "accessoryRectangular",
                      one: #"{"view": {"vstack": [{"text": "a"}], "privacySensitive": true}}"#,
                      other: #"{"view": {"vstack": [{"text": "a"}, {"text": "b"}, {"text": "c"}], "privacySensitive": true}}"#),
        StructurePair(name: "view hstack kinds", family: "accessoryRectangular",
                      one: #"{"view": {"hstack": [{"text": "a"}, {"text": "b"}], "privacySensitive": true}}"#,
                      other: #"{"view": {"hstack": [{"image": {"systemName": "heart.fill"}}, {"text": "b"}], "privacySensitive": true}}"#),
        StructurePair(name: "view branch", family: "accessoryRectangular",
                      one: #"{"view": {"if": {"isLuminanceReduced": true}, "then": {"text": "a"}, "else": {"text": "b"}, "privacySensitive": true}}"#,
                      other: #"{"view": {"if": {"isLuminanceReduced": true}, "then": {"vstack": [{"text": "a"}, {"text": "b"}]}, "else": {"text": "b"}, "privacySensitive": true}}"#),
        StructurePair(name: "view vstack count under a shown title", family: "accessoryRectangular",
                      one: #"{"view": {"vstack": [{"text": "Calendar"}, {"vstack": [{"text": "a"}], "privacySensitive": true}]}}"#,
                      other: #"{"view": {"vstack": [{"text": "Calendar"}, {"vstack": [{"text": "a"}, {"text": "b"}, {"text": "c"}], "privacySensitive": true}]}}"#),
        StructurePair(name: "view hstack kinds beside a shown text", family: "accessoryRectangular",
                      one: #"{"view": {"hstack": [{"text": "Next"}, {"hstack": [{"text": "a"}, {"text": "b"}], "privacySensitive": true}]}}"#,
                      other: #"{"view": {"hstack": [{"text": "Next"}, {"hstack": [{"image": {"systemName": "heart.fill"}}, {"text": "b"}], "privacySensitive": true}]}}"#),
        StructurePair(name: "view branch under a shown title", family: "accessoryRectangular",
                      one: #"{"view": {"vstack": [{"text": "Calendar"}, {"if": {"isLuminanceReduced": true}, "then": {"text": "a"}, "else": {"text": "b"}, "privacySensitive": true}]}}"#,
                      other: #"{"view": {"vstack": [{"text": "Calendar"}, {"if": {"isLuminanceReduced": true}, "then": {"vstack": [{"text": "a"}, {"text": "b"}]}, "else": {"text": "b"}, "privacySensitive": true}]}}"#),
        StructurePair(name: "view children of a complication marking nothing, beside an unredacted text", family: "accessoryRectangular",
                      one: #"{"view": {"vstack": [{"text": "PUB", "unredacted": true}, {"text": "S1"}]}}"#,
                      other: #"{"view": {"vstack": [{"text": "PUB", "unredacted": true}, {"text": "S1"}, {"text": "S2"}, {"text": "S3"}]}}"#),
        StructurePair(name: "view child kinds of a complication marking nothing, beside an unredacted text", family: "accessoryRectangular",
                      one: #"{"view": {"vstack": [{"text": "PUB", "unredacted": true}, {"text": "S1"}]}}"#,
                      other: #"{"view": {"vstack": [{"text": "PUB", "unredacted": true}, {"gauge": {"value": 0.3}}]}}"#),
        StructurePair(name: "stack lines and icon of a complication marking nothing, beside an unredacted title", family: "accessoryRectangular",
                      one: #"{"template": "stack", "lines": [{"text": "PUB", "unredacted": true}, "S1"]}"#,
                      other: #"{"template": "stack", "icon": {"icon": "heart"}, "lines": [{"text": "PUB", "unredacted": true}, "S1", "S2"]}"#),
        StructurePair(name: "a hidden view's rotation", family: "accessoryRectangular",
                      one: #"{"view": {"vstack": [{"text": "Wind"}, {"image": {"systemName": "arrow.up"}, "rotationEffect": 0, "privacySensitive": true}]}}"#,
                      other: #"{"view": {"vstack": [{"text": "Wind"}, {"image": {"systemName": "arrow.up"}, "rotationEffect": 90, "privacySensitive": true}]}}"#),
        StructurePair(name: "a hidden view's offset and scale", family: "accessoryRectangular",
                      one: #"{"view": {"vstack": [{"text": "Level"}, {"text": "72", "offset": {"x": 0, "y": 0}, "privacySensitive": true}]}}"#,
                      other: #"{"view": {"vstack": [{"text": "Level"}, {"text": "72", "offset": {"x": 40, "y": 0}, "scaleEffect": 0.3, "privacySensitive": true}]}}"#),
        StructurePair(name: "a bezel's inner stack lines", family: "graphicBezel",
                      one: #"{"template": "curvedText", "text": "Friday 26 November", "inner": {"template": "stack", "privacySensitive": true, "lines": ["72"]}}"#,
                      other: #"{"template": "curvedText", "text": "Friday 26 November", "inner": {"template": "stack", "privacySensitive": true, "lines": ["72", "bpm"]}}"#),
        StructurePair(name: "a bezel's inner stack icon under a shown line", family: "graphicBezel",
                      one: #"{"template": "curvedText", "text": "Friday", "inner": {"template": "stack", "privacySensitive": true, "lines": [{"text": "HR", "unredacted": true}, "72"]}}"#,
                      other: #"{"template": "curvedText", "text": "Friday", "inner": {"template": "stack", "privacySensitive": true, "icon": {"icon": "heart"}, "lines": [{"text": "HR", "unredacted": true}, "72"]}}"#),
        StructurePair(name: "a hidden bar's share of its reader, beside a shown text", family: "accessoryRectangular",
                      one: #"{"view": {"geometryReader": {"hstack": [{"shape": "capsule", "frame": {"width": {"fraction": 0.2}, "height": 6}, "privacySensitive": true}, {"text": "72 %", "unredacted": true}]}}}"#,
                      other: #"{"view": {"geometryReader": {"hstack": [{"shape": "capsule", "frame": {"width": {"fraction": 0.9}, "height": 6}, "privacySensitive": true}, {"text": "72 %", "unredacted": true}]}}}"#),
        StructurePair(name: "a hidden container's share of its reader", family: "accessoryRectangular",
                      one: #"{"view": {"vstack": [{"text": "Level"}, {"geometryReader": {"vstack": [{"text": "a"}], "frame": {"width": {"fraction": 0.2, "of": "height"}}, "privacySensitive": true}}]}}"#,
                      other: #"{"view": {"vstack": [{"text": "Level"}, {"geometryReader": {"vstack": [{"text": "a"}], "frame": {"width": {"fraction": 0.9, "of": "height"}}, "privacySensitive": true}}]}}"#),
        StructurePair(name: "a hidden view's aspect ratio", family: "accessoryRectangular",
                      one: #"{"view": {"hstack": [{"text": "Level"}, {"shape": "rectangle", "aspectRatio": {"ratio": 0.2, "contentMode": "fit"}, "privacySensitive": true}]}}"#,
                      other: #"{"view": {"hstack": [{"text": "Level"}, {"shape": "rectangle", "aspectRatio": {"ratio": 5, "contentMode": "fit"}, "privacySensitive": true}]}}"#),
        StructurePair(name: "a hidden spacer's share of its reader, before a hidden text", family: "accessoryRectangular",
                      one: #"{"view": {"vstack": [{"text": "Level"}, {"hstack": [{"spacer": {}, "frame": {"width": {"fraction": 0.1}}, "privacySensitive": true}, {"text": "72", "privacySensitive": true}, {"spacer": {}}]}]}}"#,
                      other: #"{"view": {"vstack": [{"text": "Level"}, {"hstack": [{"spacer": {}, "frame": {"width": {"fraction": 0.5}}, "privacySensitive": true}, {"text": "72", "privacySensitive": true}, {"spacer": {}}]}]}}"#),
        StructurePair(name: "a hidden spacer's length, before a hidden text", family: "accessoryRectangular",
                      one: #"{"view": {"vstack": [{"text": "Level"}, {"hstack": [{"spacer": {"minLength": 0}, "privacySensitive": true}, {"text": "72", "privacySensitive": true}, {"spacer": {}}]}]}}"#,
                      other: #"{"view": {"vstack": [{"text": "Level"}, {"hstack": [{"spacer": {"minLength": 100}, "privacySensitive": true}, {"text": "72", "privacySensitive": true}, {"spacer": {}}]}]}}"#),
        StructurePair(name: "a hidden container of no element's share, before a hidden text", family: "accessoryRectangular",
                      one: #"{"view": {"vstack": [{"text": "Level"}, {"hstack": [{"hstack": [{"spacer": {"minLength": 0}}], "frame": {"width": {"fraction": 0.1}}, "privacySensitive": true}, {"text": "72", "privacySensitive": true}, {"spacer": {}}]}]}}"#,
                      other: #"{"view": {"vstack": [{"text": "Level"}, {"hstack": [{"hstack": [{"spacer": {"minLength": 0}}], "frame": {"width": {"fraction": 0.5}}, "privacySensitive": true}, {"text": "72", "privacySensitive": true}, {"spacer": {}}]}]}}"#),
        StructurePair(name: "a bezel's inner template, nothing marked, under an unredacted text", family: "graphicBezel",
                      one: #"{"template": "curvedText", "text": {"text": "HEART RATE", "unredacted": true}, "inner": {"template": "gauge", "value": 0.7, "text": "70"}}"#,
                      other: #"{"template": "curvedText", "text": {"text": "HEART RATE", "unredacted": true}, "inner": {"template": "stack", "lines": ["70", "bpm"]}}"#),
        StructurePair(name: "a bezel's inner rings or picture, nothing marked, under an unredacted text", family: "graphicBezel",
                      one: #"{"template": "curvedText", "text": {"text": "HEART RATE", "unredacted": true}, "inner": {"template": "rings", "rings": [{"value": 0.2}, {"value": 0.6}], "text": "Move"}}"#,
                      other: #"{"template": "curvedText", "text": {"text": "HEART RATE", "unredacted": true}, "inner": {"template": "image", "image": {"icon": "heart"}}}"#),
        // A hidden shape draws one stand-in whatever its kind and outline, as a mask too (adversary12 #1).
        StructurePair(name: "a hidden shape's kind", family: "accessoryRectangular",
                      one: #"{"view": {"vstack": [{"text": "Title", "unredacted": true}, {"shape": "circle", "frame": {"width": 20, "height": 20}, "privacySensitive": true}, {"text": "shown"}]}}"#,
                      other: #"{"view": {"vstack": [{"text": "Title", "unredacted": true}, {"shape": {"roundedRectangle": {"cornerRadius": 9}}, "frame": {"width": 20, "height": 20}, "privacySensitive": true}, {"text": "shown"}]}}"#),
        StructurePair(name: "a hidden shape's stroke", family: "accessoryRectangular",
                      one: #"{"view": {"vstack": [{"text": "Title", "unredacted": true}, {"shape": "circle", "stroke": 1, "frame": {"width": 20, "height": 20}, "privacySensitive": true}, {"text": "shown"}]}}"#,
                      other: #"{"view": {"vstack": [{"text": "Title", "unredacted": true}, {"shape": "circle", "stroke": {"lineWidth": 8, "lineCap": "round", "dash": [4, 2]}, "trim": {"from": 0, "to": 0.3}, "frame": {"width": 20, "height": 20}, "privacySensitive": true}, {"text": "shown"}]}}"#),
        StructurePair(name: "a hidden shape stroked or filled", family: "accessoryRectangular",
                      one: #"{"view": {"vstack": [{"text": "Title", "unredacted": true}, {"shape": "capsule", "frame": {"width": 30, "height": 10}, "privacySensitive": true}, {"text": "shown"}]}}"#,
                      other: #"{"view": {"vstack": [{"text": "Title", "unredacted": true}, {"shape": "capsule", "stroke": 3, "frame": {"width": 30, "height": 10}, "privacySensitive": true}, {"text": "shown"}]}}"#),
        StructurePair(name: "a shown view masked by a hidden shape", family: "accessoryRectangular",
                      one: #"{"view": {"vstack": [{"text": "Title", "unredacted": true}, {"shape": "rectangle", "foregroundStyle": "red", "frame": {"width": 40, "height": 20}, "mask": {"shape": "circle", "stroke": 1, "privacySensitive": true}}, {"text": "shown"}]}}"#,
                      other: #"{"view": {"vstack": [{"text": "Title", "unredacted": true}, {"shape": "rectangle", "foregroundStyle": "red", "frame": {"width": 40, "height": 20}, "mask": {"shape": "capsule", "stroke": 9, "privacySensitive": true}}, {"text": "shown"}]}}"#),
        StructurePair(name: "a hidden shape behind a shown text", family: "accessoryRectangular",
                      one: #"{"view": {"vstack": [{"text": "Title", "unredacted": true}, {"text": "base", "background": {"shape": "circle", "privacySensitive": true}}, {"text": "shown"}]}}"#,
                      other: #"{"view": {"vstack": [{"text": "Title", "unredacted": true}, {"text": "base", "background": {"shape": "capsule", "stroke": 4, "privacySensitive": true}}, {"text": "shown"}]}}"#),
        // How a hidden view claims room beside shown ones is fixed: its content mode, priority and fixedness
        // (adversary12 #2, #3).
        StructurePair(name: "a hidden view's content mode", family: "accessoryRectangular",
                      one: #"{"view": {"vstack": [{"text": "Title", "unredacted": true}, {"shape": "rectangle", "aspectRatio": {"ratio": 2, "contentMode": "fit"}, "privacySensitive": true}, {"text": "shown"}]}}"#,
                      other: #"{"view": {"vstack": [{"text": "Title", "unredacted": true}, {"shape": "rectangle", "aspectRatio": {"ratio": 2, "contentMode": "fill"}, "privacySensitive": true}, {"text": "shown"}]}}"#),
        StructurePair(name: "a hidden view's content mode, scaled", family: "accessoryRectangular",
                      one: #"{"view": {"vstack": [{"text": "Title", "unredacted": true}, {"shape": "rectangle", "scaledToFit": true, "privacySensitive": true}, {"text": "shown"}]}}"#,
                      other: #"{"view": {"vstack": [{"text": "Title", "unredacted": true}, {"shape": "rectangle", "scaledToFill": true, "privacySensitive": true}, {"text": "shown"}]}}"#),
        StructurePair(name: "a hidden text's layout priority", family: "accessoryRectangular",
                      one: #"{"view": {"hstack": [{"text": "Title", "unredacted": true}, {"text": "hidden words", "layoutPriority": 0, "privacySensitive": true}, {"text": "shown words here"}]}}"#,
                      other: #"{"view": {"hstack": [{"text": "Title", "unredacted": true}, {"text": "hidden words", "layoutPriority": 5, "privacySensitive": true}, {"text": "shown words here"}]}}"#),
        StructurePair(name: "a hidden text's fixed size", family: "accessoryRectangular",
                      one: #"{"view": {"hstack": [{"text": "Title", "unredacted": true}, {"text": "hidden words long", "fixedSize": {"horizontal": true}, "privacySensitive": true}, {"text": "shown words here"}]}}"#,
                      other: #"{"view": {"hstack": [{"text": "Title", "unredacted": true}, {"text": "hidden words long", "fixedSize": {"vertical": true}, "privacySensitive": true}, {"text": "shown words here"}]}}"#),
        StructurePair(name: "view that fits", family: "accessoryRectangular",
                      one: #"{"view": {"viewThatFits": [{"text": "148/96 mmHg"}, {"text": "148/96"}], "privacySensitive": true}}"#,
                      other: #"{"view": {"viewThatFits": [{"text": "1"}], "privacySensitive": true}}"#),
    ]

    /// A sensitive container is drawn, and explained, with a look fixed by what is public (its family, its slot, what
    /// it marks shown): the number, kinds and branches of what it holds show in no byte of the hiding context's PNG,
    /// SVG and TXT, nor in the library's explanation of that context; with nothing hidden, the two differ.
    @Test(arguments: structurePairs)
    func aHiddenContainersStructureDoesNotShow(pair: StructurePair) throws {
        func face(_ content: String) throws -> Face {
            // A bezel is Infograph's top subdial; the rest sit on Modular.
            let (style, slot, shownSlot) = switch pair.family {
            case "graphicBezel": ("infograph", "subdialTop", "subdialLeft")
            case "accessoryRectangular": ("modular", "center", "bottomRight")
            default: ("modular", "bottomLeft", "bottomRight")
            }
            let json = """
            { "schemaVersion": 1, "style": "\(style)", "time": "2026-11-22T10:09:30+01:00", "complications": [
              { "id": "s", "slot": "\(slot)", "family": "\(pair.family)", "dataProtection": "none", "content": \(content) },
              { "id": "p", "slot": "\(shownSlot)", "family": "accessoryCircular", "dataProtection": "none",
                "content": { "template": "gauge", "value": 0.5, "text": "50%" } } ],
              "settings": { "hideSensitiveComplications": true } }
            """
            return try Face.decode(Array(json.utf8), file: "face.json")
        }
        let renderer = try Renderer()
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        let (one, other) = (try face(pair.one), try face(pair.other))
        for device in [DeviceID.mm40, .mm45, .mm49] {
            let hidden = RenderContext.alwaysOn(hideSensitive: true).on(device)
            let (a, b) = (try renderer.displayList(one, in: hidden), try renderer.displayList(other, in: hidden))
            let (txtA, txtB) = (try renderer.encode(a, as: .txt), try renderer.encode(b, as: .txt))
            #expect(txtA == txtB, "\(device): \(Self.firstDifference(txtA, txtB))")
            #expect(try renderer.encode(a, as: .png) == renderer.encode(b, as: .png), "\(device)")
            #expect(try renderer.encode(a, as: .svg) == renderer.encode(b, as: .svg), "\(device)")
            let (explainedA, explainedB) = (try renderer.explain(one, in: hidden), try renderer.explain(other, in: hidden))
            #expect(try encoder.encode(explainedA) == encoder.encode(explainedB), "\(device)")
            #expect(explainedA.description == explainedB.description, "\(device):\n\(explainedA)\n---\n\(explainedB)")
        }
        // Shown (in Always On, where a branch on `isLuminanceReduced` holds), the structure does show: a real difference.
        let shown = RenderContext.alwaysOn(hideSensitive: false)
        let (a, b) = (try renderer.displayList(one, in: shown), try renderer.displayList(other, in: shown))
        #expect(try renderer.encode(a, as: .txt) != renderer.encode(b, as: .txt))
    }

    /// The first line two text dumps differ in, to say what a secret changed.
    static func firstDifference(_ one: [UInt8], _ two: [UInt8]) -> String {
        let (a, b) = (String(decoding: one, as: UTF8.self).split(separator: "\n"), String(decoding: two, as: UTF8.self).split(separator: "\n"))
        guard let line = (0..<max(a.count, b.count)).first(where: { a.indices.contains($0) != b.indices.contains($0) || a[$0] != b[$0] })
        else { return "no line" }
        return "line \(line + 1): \"\(a.indices.contains(line) ? String(a[line]) : "")\" / \"\(b.indices.contains(line) ? String(b[line]) : "")\""
    }

    /// Every 4-character piece of a secret that could not turn up in an output by chance: it has a character other
    /// than a space, a digit, a hex letter or punctuation (outputs are full of numbers and colours like #FFA0B1).
    static func telltalePieces(of secret: String) -> Set<String> {
        let characters = Array(secret)
        guard characters.count >= 4 else { return [] }
        return Set((0...(characters.count - 4)).map { String(characters[$0..<$0 + 4]) }.filter { piece in
            piece.contains { !($0.isNumber || $0.isHexDigit || $0.isPunctuation || $0.isWhitespace) }
        })
    }

    /// A NUL-terminated copy for C's `strstr`: Unicode-aware `String.contains` over 100 KB of SVG is far too slow
    /// for thousands of pieces. Outputs and secrets hold no NUL byte, so the copy searches the same bytes.
    static func cString(_ bytes: [UInt8]) -> [CChar] { bytes.map { CChar(bitPattern: $0) } + [0] }

    /// The inverse: with nothing redacted, changing a value does change the output, so the property above can fail,
    /// for every kind of element. Not every change shows: a text in a frame with no room for it is cut to the same
    /// ellipsis, and a corner draws only its stack's first line, not the stack's icon. So each kind must show a few
    /// times, not every time.
    @Test func visibleValuesDoReachTheOutput() throws {
        let pipeline = try Pipeline()
        var random = RandomFace(generator: SeededGenerator(seed: Self.seed &+ 1))
        var shown: [String: Int] = [:]
        func done(_ name: String) -> Bool { shown[name, default: 0] >= 2 }
        // Bezels (the only inner elements) are rare, hence many faces (a bezel gauge's end labels rarer still); most are
        // only generated and resolved.
        for _ in 0..<1600 where !Self.elementNames.allSatisfy(done) {
            let document = random.face()
            let face = try pipeline.resolve(document, .active, RenderOverrides())
            var before: (png: [UInt8], svg: [UInt8], txt: [UInt8])?
            for decision in Redactor.decisions(face) where decision.reasons.isEmpty {
                guard let source = decision.source else { continue }
                for element in decision.elements where element.shown && !done(Self.name(of: element.element)) {
                    var change = VisibleChange()
                    let edited = try #require(document.editing(element.element, at: source, with: &change))
                    #expect(change.edits == 1, "\(element.element) at \(source) was edited \(change.edits) times")
                    let after = try pipeline.outputs(try pipeline.resolve(edited, .active, RenderOverrides()))
                    if before == nil { before = try pipeline.outputs(face) }
                    if before!.txt != after.txt || before!.png != after.png { shown[Self.name(of: element.element), default: 0] += 1 }
                }
            }
        }
        #expect(Self.elementNames.allSatisfy(done), "never or once shown: \(Self.elementNames.filter { !done($0) }.sorted())")
    }

    /// A value far from the one shown: short distinct texts (a long one could be cut back to the same ellipsis),
    /// the other end of a gauge, empty or three-quarter rings, a falling or rising chart, another icon.
    struct VisibleChange: ElementEditor {
        /// How many values it changed. Also what keeps the editor from being an empty type: ThreadSanitizer's
        /// instrumentation faults on an `inout` of a zero-sized value (scripts/sanitize.sh thread).
        var edits = 0

        mutating func edit(text: inout TextDocument) {
            if case .instant(let instant) = text.date {
                // Years away: a live text's every style writes it differently.
                text.date = .instant(Timestamp(secondsSinceEpoch: instant.secondsSinceEpoch + 400_000_000, utcOffsetSeconds: 0))
            } else if text.date == .now {
                text.date = .instant(Timestamp(secondsSinceEpoch: 0, utcOffsetSeconds: 0))
            } else {
                text.text = text.text?.hasPrefix("Q") == true ? "Z" : "Q"
            }
            edits += 1
        }

        mutating func edit(gauge: inout GaugeDocument) {
            edits += 1
            let (lower, upper) = (gauge.min ?? 0, gauge.max ?? 1)
            gauge.value = gauge.value < (lower + upper) / 2 ? upper : lower
        }

        mutating func edit(rings: inout RingsDocument) {
            edits += 1
            for index in rings.rings.indices {
                let goal = rings.rings[index].max ?? 1
                rings.rings[index].value = rings.rings[index].value < goal / 2 ? goal * 0.75 : 0
            }
        }

        mutating func edit(chart: inout ChartDocument) {
            edits += 1
            (chart.min, chart.max) = (nil, nil)
            chart.values = chart.values.first! < chart.values.last! ? [1, 0] : [0, 1]
        }

        mutating func edit(image: inout ImageDocument) {
            edits += 1
            image.source = image.source == .icon(.heart) ? .icon(.flame) : .icon(.heart)
        }
    }
}

extension RenderOverrides {
    /// These overrides with nothing hidden: unlocked, with access, no complication hidden in Always On.
    var hidingNothing: RenderOverrides {
        var shown = self
        (shown.lock, shown.allowAccessWhenLocked, shown.hideSensitiveComplications) = (.unlocked, true, false)
        (shown.perComplication, shown.keepsFileChoices) = ([:], false)
        return shown
    }
}
