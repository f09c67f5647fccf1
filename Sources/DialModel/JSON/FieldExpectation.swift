/// What a message inside a private region says was expected: one text per field, whatever the value found.
///
/// Outside private data an error says precisely what was wrong with the value ("a string", "a number greater than
/// min", "one of ..."), and that wording follows the value: `5` and `"red"` for a colour get "a string" and
/// "\"#RRGGBB\"". Inside a private region that difference would describe the hidden value (docs/privacy.md,
/// "Errors, explanations, structure and timing"), so `PrivateRegions` replaces a decoding error's by the field's
/// description, named by its key. Where the resolve stage also checks a field, the text is that check's own (DialCore's
/// `Resolver`: "a number from 0.5 to 1", "1 or more lines", "2 to 60 segments", "a number greater than min"), so the
/// two kinds of fault read alike. A key not listed gets a generic text that names only the key.
public enum FieldExpectation {
    /// A stack's last line's `maxLines`, which DialCore's resolver checks against the family's lines.
    public static let maxLines = "1 or more lines, as many as the family has room for after the lines before it "
        + "(a rectangular stack has 3)"

    /// A gauge's or chart's `min` and `max` inside private data, whichever end is wrong and however (`SourceMap`
    /// reports the fault at the template that holds them).
    public static let range = "\"min\" and \"max\" finite numbers with min below max (a chart's between -1e12 and 1e12)"

    /// The words for `key` where the resolve stage checks how a line's keys go together (a live time text's `date`,
    /// `style`, `timeZone` beside `text` and `shortText`): the decoding error's own, so a hidden line's `null`, its
    /// number and its string read alike.
    public static func forKey(_ key: String) -> String { at(JSONPath.root.appending(key: key)) }

    /// The fixed expectation for the value at `path`.
    static func at(_ path: JSONPath) -> String {
        let steps = path.components
        guard let last = steps.last else { return "a face document" }
        switch last {
        case .key(let key):
            if key == "max", steps.contains(.key("rings")) { return "a number above 0" }
            return byKey[key] ?? "a valid value for \(MessageText.quoted(key)) (docs/face-format.md)"
        case .index:
            // An element of a list: named by the list's key.
            guard steps.count >= 2, case .key(let list) = steps[steps.count - 2] else { return "a valid element" }
            return byElementOf[list] ?? "a valid element of \(MessageText.quoted(list)) (docs/face-format.md)"
        }
    }

    private static let colour = "\"#RRGGBB\" or \"#RRGGBBAA\""
    private static let flag = "true or false"
    private static let textObject = "a text object {\"text\": a string, or a live time text's \"date\" and \"style\" (and \"timeZone\"), and optionally \"font\", \"color\", \"privacySensitive\", "
        + "\"unredacted\", \"accentable\", \"minimumScale\", \"maxLines\", \"alwaysOn\"}"

    private static let byKey: [String: String] = [
        "color": colour, "tint": colour,
        "font": TextStyle.expectation,
        "minimumScale": "a number from 0.5 to 1",
        "maxLines": maxLines,
        "accentable": flag, "privacySensitive": flag, "unredacted": flag, "hidden": flag, "stroke": flag, "showsRange": flag,
        "text": "a string, or where a template takes a label, " + textObject,
        "title": textObject, "leading": textObject, "trailing": textObject,
        "icon": "an icon: \(IconName.expectation)",
        "image": "a picture: exactly one of \"icon\", \"file\" or \"path\", and \"viewBox\" only beside \"path\"",
        "file": "a PNG file in the face file's folder",
        "path": "SVG path data: a moveto (M or m) first, then commands M, L, H, V, C, S, Q, T, A, Z (or their relative "
            + "forms), at most \(FaceLimits.maxPathCommands) of them, numbers of magnitude at most "
            + "\(Int(FaceLimits.maxPathNumberMagnitude)), at most \(FaceLimits.maxPathCharacters) characters",
        "viewBox": "a view box {\"width\", \"height\"}, each above 0 and at most 10000",
        "width": "a number above 0 and at most 10000", "height": "a number above 0 and at most 10000",
        "value": "a finite number", "score": "a finite number",
        "min": "a finite number", "max": "a number greater than min",
        "segments": "2 to 60 segments",
        "style": "a template's style: a gauge's \(GaugeStyle.expectation), a chart's \(ChartStyle.expectation); "
            + "a live time text's \(DateTextStyle.expectation)",
        "timeZone": TimeZoneName.expectation,
        "template": "a template: \(ContentDocument.Template.expectation)",
        "values": "2 to 48 values",
        "lines": "1 to 3 lines, each " + textObject,
        "rings": "1 to 3 rings {\"value\", \"max\", \"color\"}",
        "inner": "a content for the bezel's circle",
        "shortText": "1 to 4 shorter forms of the text, each a string that is not empty (or one string)",
        "content": "a content: an object with \"template\" and what that template needs (a stack its \"lines\", a gauge "
            + "its \"value\", rings their \"rings\", a chart its \"values\", an image its \"image\", curved text its \"text\")",
        "alwaysOn": "Always On settings {\"hidden\", \"color\", \"text\", \"stroke\"}",
        "timeline": "timeline entries {\"date\", \"content\", \"relevance\"}, each date once",
        "date": Timestamp.expectation + " (a live time text's may also be \"now\")",
        "relevance": "a relevance {\"score\", \"duration\"}",
        "duration": TimeSpan.expectation,
    ]

    private static let byElementOf: [String: String] = [
        "values": "a finite number",
        "lines": textObject,
        "rings": "a ring {\"value\", \"max\", \"color\"}",
        "timeline": "a timeline entry {\"date\", \"content\", \"relevance\"}",
    ]
}
