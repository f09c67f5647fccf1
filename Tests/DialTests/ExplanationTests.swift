import Dial
import DialCore
import DialModel
import Foundation
import Testing

/// The library's explain is context-safe, not only the command line's (docs/privacy.md, "Errors, explanations,
/// structure and timing"): what a context hides changes nothing of its explanation.
@Suite struct ExplanationTests {
    /// A picture whose bytes do not decode is drawn as its stand-in in every context (`Picture.drawnBitmap`): explain
    /// says so where the picture is shown, in a template and in a view, and says nothing where it is hidden, where the
    /// picture is never opened, so a damaged and a sound hidden picture explain alike.
    @Test func aShownPictureThatDoesNotDecodeIsSaidToBeItsStandIn() throws {
        let folder = try ImageLoaderTests.Folder()
        try folder.write(try HiddenPictureTests.damagedPNG(), to: "damaged.png")
        try folder.write(try ImageLoaderTests.png(), to: "sound.png")
        func face(_ file: String, view: Bool) throws -> Face {
            let content = view
                ? #"{ "view": { "vstack": [{ "text": "Scan", "unredacted": true }, { "image": { "file": "FILE" }, "privacySensitive": true }] } }"#
                : #"{ "template": "image", "image": { "file": "FILE", "privacySensitive": true } }"#
            let json = """
            { "schemaVersion": 1, "style": "modular", "complications": [{ "id": "scan", "slot": "\(view ? "center" : "bottomLeft")",
              "family": "\(view ? "accessoryRectangular" : "accessoryCircular")", "dataProtection": "none",
              "content": \(content.replacingOccurrences(of: "FILE", with: file)) }] }
            """
            return try Face.decode(Array(json.utf8), file: "face.json", location: folder.faceFile)
        }
        let renderer = try Renderer()
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        for (view, path) in [(false, "complications[0].content.image"), (true, "complications[0].content.view.vstack[1]")] {
            let shown = try renderer.explain(try face("damaged.png", view: view), in: .alwaysOn(hideSensitive: false))
            #expect(shown.complications[0].undecodedPictures == [path], "\(shown.complications[0])")
            #expect(shown.description.contains("\(path): its picture's bytes do not decode, so it is drawn as its stand-in"), "\(shown)")
            // A sound picture is not listed, so the line above is no constant.
            let sound = try renderer.explain(try face("sound.png", view: view), in: .alwaysOn(hideSensitive: false))
            #expect(sound.complications[0].undecodedPictures.isEmpty)
            // Hidden: never opened, nothing said, the same as a sound picture's explanation.
            let hidden = try renderer.explain(try face("damaged.png", view: view), in: .alwaysOn(hideSensitive: true))
            #expect(hidden.complications[0].undecodedPictures.isEmpty)
            let soundHidden = try renderer.explain(try face("sound.png", view: view), in: .alwaysOn(hideSensitive: true))
            #expect(try encoder.encode(hidden) == encoder.encode(soundHidden))
            #expect(hidden.description == soundHidden.description)
        }
    }

    /// A complication that marks nothing, hidden whole in Always On: whether its static content or a timeline entry is
    /// in force, and when that entry starts, show nowhere in the explanation of that context.
    @Test func whichEntryIsInForceDoesNotShowWhereNothingIsShown() throws {
        func face(_ entryDate: String) throws -> Face {
            let json = """
            { "schemaVersion": 1, "style": "modular", "time": "2026-11-22T10:00:00Z", "complications": [
              { "id": "c", "slot": "center", "family": "accessoryRectangular", "dataProtection": "none",
                "content": { "template": "stack", "lines": [{ "text": "static" }] },
                "timeline": [{ "date": "\(entryDate)", "content": { "template": "stack", "lines": [{ "text": "entry" }] } }] } ] }
            """
            return try Face.decode(Array(json.utf8), file: "face.json")
        }
        let renderer = try Renderer()
        let hidden = RenderContext.alwaysOn(hideSensitive: true)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        // 09:00: the entry is in force; 11:00: the static content is.
        let (current, future) = (try face("2026-11-22T09:00:00Z"), try face("2026-11-22T11:00:00Z"))
        let one = try renderer.explain(current, in: hidden)
        let other = try renderer.explain(future, in: hidden)
        #expect(try encoder.encode(one) == encoder.encode(other))
        #expect(one.description == other.description)
        #expect(one.complications[0].source == nil)
        // Where the content is shown, its source is given, and differs: the property can fail.
        let (shownOne, shownOther) = (try renderer.explain(current, in: .active), try renderer.explain(future, in: .active))
        #expect(shownOne.complications[0].source == "complications[0].timeline[0].content")
        #expect(shownOther.complications[0].source == "complications[0].content")
    }

    /// A view's text cut with "…" or shrunk is reported as a template's is, by its JSON path: `dial explain` lists it,
    /// and `dial lint` names a misleading cut (a number dropped) with the path. A hidden text is never reported.
    @Test func aViewsCutOrShrunkTextIsReportedByItsPath() throws {
        func face(sensitive: Bool) throws -> Face {
            let json = """
            { "schemaVersion": 1, "style": "modular", "time": "2026-11-22T10:00:00Z", "complications": [
              { "id": "c", "slot": "center", "family": "accessoryRectangular", "dataProtection": "none",
                "content": { "view": { "vstack": [
                  { "text": "Ab heute im Wohnzimmer und Keller 3,2 kW", "lineLimit": 1, "frame": { "width": 60 }\(sensitive ? ", \"privacySensitive\": true" : "") },
                  { "text": "Energieverbrauch", "lineLimit": 1, "minimumScaleFactor": 0.3, "frame": { "width": 60 } } ] } } } ] }
            """
            return try Face.decode(Array(json.utf8), file: "face.json")
        }
        let renderer = try Renderer()
        let explained = try renderer.explain(face(sensitive: false), in: .active)
        let cut = explained.complications[0].cut
        #expect(cut.map(\.path) == ["complications[0].content.view.vstack[0]", "complications[0].content.view.vstack[1]"])
        // Shrunk by its minimumScaleFactor below the rectangular's legible 11 pt: said so, with its size (stranger8 #11).
        // The first keeps its number, its words given up before it ("… 3,2 kW"): less than half of it, reported.
        #expect(cut.map(\.kind) == ["lessThanHalf", "belowLegible"])
        #expect(cut[0].drawn.hasSuffix("… 3,2 kW") && cut[1].drawn == "Energieverbrauch", "\(cut.map(\.drawn))")
        #expect(explained.description.contains("complications[0].content.view.vstack[1]: \"Energieverbrauch\" drawn whole"))
        let findings = try Linter.lint(face(sensitive: false), renderer: renderer).findings.filter { $0.rule == .textCut }
        #expect(!findings.isEmpty && findings.allSatisfy { $0.message.contains("c (view.vstack[0]): ") }, "\(findings.map(\.message))")
        // Hidden (Always On hides a sensitive text), only the shown text is reported.
        let hidden = try renderer.explain(face(sensitive: true), in: RenderContext.alwaysOn(hideSensitive: true))
        #expect(hidden.complications[0].cut.map(\.text) == ["Energieverbrauch"])
    }

    /// A view's text drawn smaller than its font is explained by what let it shrink, measured on the face: with no
    /// `minimumScaleFactor` written, the family's legible size ("mmHg" under a reading in a circle, stranger20 #6);
    /// with one, the modifier; a ring's label, the ring's own shrink. Never a modifier the face did not write.
    @Test func aShrunkViewTextSaysWhatLetItShrink() throws {
        func face(_ modifier: String) throws -> Face {
            let json = """
            { "schemaVersion": 1, "style": "modular", "device": "45mm", "time": "2026-11-22T10:00:00Z", "complications": [
              { "id": "bl", "slot": "bottomLeft", "family": "accessoryCircular", "dataProtection": "none",
                "content": { "view": { "vstack": [ { "text": "PAM" }, { "text": "72", "font": { "size": 18, "weight": "bold" } },
                  { "text": "mmHg", "font": { "size": 8 }\(modifier) } ] } } },
              { "id": "bc", "slot": "bottomCenter", "family": "accessoryCircular", "dataProtection": "none",
                "content": { "view": { "gauge": { "value": 0.5, "style": "accessoryCircularCapacity",
                  "currentValueLabel": { "text": "46:00:00" } } } } } ] }
            """
            return try Face.decode(Array(json.utf8), file: "face.json")
        }
        let renderer = try Renderer()
        func drawn(_ modifier: String, _ id: String) throws -> [String] {
            try renderer.explain(face(modifier), in: .active).complications.first { $0.id == id }?.cut.map(\.drawnAs) ?? []
        }
        let unwritten = try drawn("", "bl")
        #expect(unwritten.count == 1 && unwritten[0].contains("toward its family's legible 6 pt"), "\(unwritten)")
        #expect(!unwritten.joined().contains("minimumScaleFactor"))
        let written = try drawn(#", "minimumScaleFactor": 0.5"#, "bl")
        #expect(written.count == 1 && written[0].hasSuffix(", as its minimumScaleFactor allows"), "\(written)")
        let ring = try drawn("", "bc")
        #expect(ring.count == 1 && ring[0].hasSuffix(": a gauge's ring shrinks its labels to fit, down to half their size"), "\(ring)")
    }

    /// A shown line after lines hidden one by one is written without its index, so how many are hidden before it shows
    /// nowhere in the explanation, as in the pixels (review of session 14).
    @Test func aShownLinesPathCountsNoHiddenLines() throws {
        func face(_ hidden: Int) throws -> Face {
            let lines = (0..<hidden).map { #"{"text": "secret \#($0)", "privacySensitive": true}"# } + [#""Title""#]
            let json = """
            { "schemaVersion": 1, "style": "modular", "time": "2026-11-22T10:09:30+01:00", "complications": [
              { "id": "s", "slot": "center", "family": "accessoryRectangular", "dataProtection": "none",
                "content": { "template": "stack", "lines": [\(lines.joined(separator: ", "))] } } ] }
            """
            return try Face.decode(Array(json.utf8), file: "face.json")
        }
        let renderer = try Renderer()
        let hidden = RenderContext.alwaysOn(hideSensitive: true)
        let (one, two) = (try renderer.explain(face(1), in: hidden), try renderer.explain(face(2), in: hidden))
        #expect(one.complications[0].elements.last?.path == two.complications[0].elements.last?.path)
        #expect(one.complications[0].elements.last?.shown == true)
        // Shown whole, each line is written with its index: the property can fail.
        #expect(try renderer.explain(face(2), in: .active).complications[0].elements.last?.path == "complications[0].content.lines[2]")
    }

    /// A hidden region is one element in the explanation, as it is one stand-in: a sensitive view container among
    /// shown views, and the lines a sensitive stack hides beside its shown title (adversary8 leak 8); where part is
    /// hidden, no index is written, since a shown line's would count the hidden ones before it. Shown, each is listed.
    @Test(arguments: [
        (#"{"view": {"vstack": [{"text": "Calendar"}, {"vstack": [{"text": "a"}, {"text": "b"}], "privacySensitive": true}]}}"#,
         ["view.vstack[…]: shown", "view.vstack[…]: hidden"], ["view.vstack[0]", "view.vstack[1].vstack[0]", "view.vstack[1].vstack[1]"]),
        (#"{"template": "stack", "privacySensitive": true, "icon": {"icon": "heart"}, "lines": [{"text": "Calendar", "unredacted": true}, "a", "b"]}"#,
         ["lines[…]: shown", "lines[…]: hidden"], ["lines[0]", "lines[1]", "lines[2]", "icon"]),
    ])
    func aHiddenRegionIsOneElement(content: String, hidden: [String], shown: [String]) throws {
        let json = """
        { "schemaVersion": 1, "style": "modular", "time": "2026-11-22T10:00:00Z", "complications": [
          { "id": "c", "slot": "center", "family": "accessoryRectangular", "dataProtection": "none", "content": \(content) } ] }
        """
        let face = try Face.decode(Array(json.utf8), file: "face.json")
        let renderer = try Renderer()
        let explained = try renderer.explain(face, in: .alwaysOn(hideSensitive: true)).complications[0]
        let source = try #require(explained.source)
        #expect(explained.elements.map { "\($0.path.dropFirst(source.count + 1)): \($0.shown ? "shown" : "hidden")" } == hidden)
        let active = try renderer.explain(face, in: .active).complications[0]
        #expect(active.elements.map { String($0.path.dropFirst(source.count + 1)) } == shown)
    }

    /// Two timeline entries that differ only in a hidden line are one run in the context that hides it: explain names
    /// no entry where part of the one in force is hidden, so several `--time`s cannot find when the hidden line changed
    /// (adversary8 leak 5). Active, where the line shows, names the entry in force.
    @Test func entriesDifferingOnlyInHiddenPartsAreOneRun() throws {
        func face(_ second: String) throws -> Face {
            let json = """
            { "schemaVersion": 1, "style": "modular", "time": "2026-11-22T10:09:30+01:00", "complications": [
              { "id": "s", "slot": "center", "family": "accessoryRectangular", "dataProtection": "none", "timeline": [
                { "date": "2026-11-22T08:00:00+01:00", "content": { "template": "stack", "lines": ["Title", { "text": "x", "privacySensitive": true }] } },
                { "date": "\(second)", "content": { "template": "stack", "lines": ["Title", { "text": "y", "privacySensitive": true }] } },
                { "date": "2026-11-22T11:00:00+01:00", "content": { "template": "stack", "lines": ["Later", { "text": "z", "privacySensitive": true }] } } ] } ] }
            """
            return try Face.decode(Array(json.utf8), file: "face.json")
        }
        let renderer = try Renderer()
        let (one, other) = (try face("2026-11-22T09:30:00+01:00"), try face("2026-11-22T09:45:00+01:00"))
        for time in ["09:40", "09:50"] {
            let hidden = RenderContext.alwaysOn(hideSensitive: true).at(try #require(TimeOverride(time)))
            let (a, b) = (try renderer.explain(one, in: hidden), try renderer.explain(other, in: hidden))
            #expect(a.description == b.description, "\(time):\n\(a)\n---\n\(b)")
            #expect(a.complications[0].source == nil)
        }
        // Where part of the entry in force is hidden, no entry is named, whatever shows of it.
        let later = RenderContext.alwaysOn(hideSensitive: true).at(try #require(TimeOverride("11:30")))
        #expect(try renderer.explain(one, in: later).complications[0].source == nil)
        // Where nothing of it is hidden, the entry in force is named: the property can fail.
        let shown = RenderContext.active.at(try #require(TimeOverride("09:40")))
        #expect(try renderer.explain(one, in: shown).complications[0].source == "complications[0].timeline[1].content")
    }

    /// A shown text with characters no pinned font has is named as an element is: where the context hides part of the
    /// entry in force, neither which entry that is nor the index of its line is written (review of session 15: the
    /// `notDrawn` path named `timeline[0]` or `timeline[1]` while `source` was withheld). Active names both.
    @Test func aTextNotDrawnNamesNoEntryWhereTheContextHidesPartOfIt() throws {
        func face(_ second: String) throws -> Face {
            let lines = #"[{"text": "Note", "unredacted": true}, {"text": "\#u{11EE0}\#u{11EE1}", "unredacted": true}, {"text": "secret", "privacySensitive": true}]"#
            let json = """
            { "schemaVersion": 1, "style": "modular", "time": "2026-11-22T10:09:30+01:00", "complications": [
              { "id": "s", "slot": "center", "family": "accessoryRectangular", "dataProtection": "none", "timeline": [
                { "date": "2026-11-22T08:00:00+01:00", "content": { "template": "stack", "lines": \(lines) } },
                { "date": "\(second)", "content": { "template": "stack", "lines": \(lines) } } ] } ] }
            """
            return try Face.decode(Array(json.utf8), file: "face.json")
        }
        let renderer = try Renderer()
        // 09:00: the second entry is in force at 10:09; 11:00: the first still is.
        let (second, first) = (try face("2026-11-22T09:00:00+01:00"), try face("2026-11-22T11:00:00+01:00"))
        let hidden = RenderContext.alwaysOn(hideSensitive: true)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        let (a, b) = (try renderer.explain(second, in: hidden), try renderer.explain(first, in: hidden))
        #expect(a.complications[0].notDrawn.map(\.path) == ["lines[…]"])
        #expect(try encoder.encode(a) == encoder.encode(b))
        #expect(a.description == b.description)
        // Shown whole, the entry in force and the line are named, and differ: the property can fail.
        let (c, d) = (try renderer.explain(second, in: .active), try renderer.explain(first, in: .active))
        #expect(c.complications[0].notDrawn.map(\.path) == ["complications[0].timeline[1].content.lines[1]"])
        #expect(d.complications[0].notDrawn.map(\.path) == ["complications[0].timeline[0].content.lines[1]"])
    }

    /// `dial explain` says what was drawn: a circular gauge's label that gives way to its end labels (45 mm) is "not
    /// hidden …, but not drawn", with why, never "shown" (stranger22 #10: "gauge.label: shown" on every screen, drawn on
    /// none); where the end labels are left out (40 mm), the label is drawn in the gap, and shown.
    @Test(arguments: [DeviceID.mm40, .mm45])
    func aGaugeLabelNotDrawnIsNeverCalledShown(device: DeviceID) throws {
        let json = """
        { "schemaVersion": 1, "style": "modular", "complications": [{ "id": "so2", "slot": "bottomLeft",
          "family": "accessoryCircular", "dataProtection": "none", "content": { "view": { "gauge": {
          "value": 2450, "in": [0, 3000], "style": "accessoryCircular", "currentValueLabel": { "text": "2.450" },
          "label": { "text": "SO₂ µg/m³" }, "minimumValueLabel": { "text": "0" }, "maximumValueLabel": { "text": "3.000" } } } } }] }
        """
        let face = try Face.decode(Array(json.utf8), file: "face.json")
        var context = RenderContext.active
        context.device = device
        let explained = try Renderer().explain(face, in: context)
        let path = "complications[0].content.view.gauge.label"
        let label = try #require(explained.complications[0].elements.first { $0.path == path })
        let lines = explained.description.split(separator: "\n").map(String.init)
        if device == .mm40 {
            #expect(label.shown && !label.leftOut)
            #expect(lines.contains("    \(path): shown (no redaction reason applies)"), "\(explained)")
        } else {
            #expect(label.shown && label.leftOut)
            #expect(!lines.contains { $0.hasPrefix("    \(path): shown") }, "\(explained)")
            #expect(lines.contains("    \(path): not hidden (no redaction reason applies), but not drawn"), "\(explained)")
            #expect(explained.complications[0].cut.contains { $0.path == path && $0.kind == "givesWay" && $0.drawn.isEmpty })
        }
    }

    /// "But not drawn" is said of the elements not drawn only, where the context hides part of the view and every
    /// index is written `[…]`: the review of session 26 found it matched by the withheld paths, so that every shown row
    /// of a stack with a hidden one and a row left out was "not drawn".
    @Test func onlyWhatIsNotDrawnIsCalledNotDrawnInAPartlyHiddenView() throws {
        let rows = (1...7).map { #"{ "text": "Row \#($0) of the day" }"# }.joined(separator: ", ")
        let json = """
        { "schemaVersion": 1, "style": "modular", "complications": [{ "id": "day", "slot": "center",
          "family": "accessoryRectangular", "dataProtection": "none", "content": { "view": { "vstack": [
          { "text": "Secret", "privacySensitive": true }, \(rows)], "alignment": "leading" } } }] }
        """
        let face = try Face.decode(Array(json.utf8), file: "face.json")
        let explained = try Renderer().explain(face, in: .alwaysOn(hideSensitive: true))
        let complication = try #require(explained.complications.first)
        let notDrawn = complication.cut.filter { $0.drawn.isEmpty }.count
        let shown = complication.elements.filter(\.shown)
        // Some rows are left out for room and some drawn: the property can fail both ways.
        #expect(notDrawn > 0 && notDrawn < shown.count, "\(complication.cut)")
        #expect(shown.filter(\.leftOut).count == notDrawn, "\(explained)")
    }
}
