/// What a message inside a private region says was expected: one text per field, whatever the value found.
///
/// Outside private data an error says precisely what was wrong with the value ("a string", "a number greater than
/// min", "one of ..."), and that wording follows the value: `5` and `"red"` for a colour get "a string" and
/// "\"#RRGGBB\"". Inside a private region that difference would describe the hidden value (docs/privacy.md,
/// "Errors, explanations, structure and timing"), so `PrivateRegions` replaces a decoding error's by the field's
/// description, named by its key. Where the resolve stage also checks a field, the text is that check's own (DialCore's
/// `Resolver`: "a number from 0.5 to 1", "1 or more lines", "2 to 60 segments", "a number greater than min"), so the
/// two kinds of fault read alike. A key not listed gets a generic text that names only the key.
package enum FieldExpectation {
    /// A stack's line's `maxLines` at `path`, held to its room where it is read (`LineRoom`): one text for a value of
    /// the wrong type, one past the room and one on a line that may not wrap. It names the limit (stranger8 #15: "as
    /// many as the family has room for" left the author to count), worked out from the path alone (the line's index),
    /// which the message names anyway, so it says nothing of the value or of what else the file holds.
    package static func maxLines(at path: JSONPath) -> String {
        let steps = path.components
        let before = if steps.count >= 2, case .index(let index) = steps[steps.count - 2] { index } else { 0 }
        let room = FaceLimits.maxLinesPerStack - before
        guard room >= 1 else { return "no \"maxLines\" here (the \(before) lines before it fill a rectangular stack)" }
        let lines = room == 1 ? "1 line" : "1 to \(room) lines"
        return lines + (before == 0
            ? " (only the last line of a rectangular stack wraps, onto at most \(FaceLimits.maxLinesPerStack))"
            : " (a rectangular stack's \(FaceLimits.maxLinesPerStack) less the \(before) before it; only its last line wraps)")
    }

    /// A reading and its scale inside private data: a gauge's, a ring's or a progress's `value` and its `min` and
    /// `max`, `in`, `max` or `total` (or a progress's `timerInterval`), a chart's `min` and `max`, whichever is wrong
    /// and however (`JointMembers.reading`, reported at what holds them): which one is wrong, and how, would tell the
    /// side of the scale a hidden reading falls on, or whether the reading or its scale is malformed.
    package static let range = "a reading and its scale: \"value\" \(number); \"min\" and \"max\" (or \"in\") "
        + "such numbers with min below max; a ring's \"max\" or a progress's "
        + "\"total\" above 0, or its \"timerInterval\" [from, to], two instants, from before to"

    /// The ends or edges held at `holder` (`JointMembers.ends`): a template's content holds a gauge's end labels,
    /// which its own words do not describe; a view's padding, trim or gradient says its own.
    static func ends(at holder: JSONPath) -> String {
        guard case .key(let key)? = holder.components.last, key == "content" || key == "inner" else { return at(holder) }
        return "a gauge's end labels \"leading\" and \"trailing\", each " + textLine
    }

    /// The fixed expectation for the value at `path`.
    static func at(_ path: JSONPath) -> String {
        let steps = path.components
        guard let last = steps.last else { return "a face document" }
        switch last {
        case .key where steps.count >= 2 && JSONPath.isDataMap(steps[steps.count - 2]):
            // A map's key is its data (a chart's category), never its description.
            guard case .key(let map) = steps[steps.count - 2] else { return "a valid element" }
            return byElementOf[map] ?? "a valid element of \(MessageText.quoted(map)) (docs/face-format.md)"
        case .key(let key):
            // A font's keys are its own: a view font's "style" is a text style, not a gauge's, and its "weight"
            // lists the weights, which are the file's structure whatever the value found.
            if steps.count >= 2, steps[steps.count - 2] == .key("font"), let expected = byFontKey[key] { return expected }
            // A view's keys mean what SwiftUI's names mean, whatever a template's keys of that name do.
            if steps.contains(.key("view")), let expected = byViewKey[key] { return expected }
            if key == "max", steps.contains(.key("rings")) { return "a number above 0" }
            if key == "maxLines" { return maxLines(at: path) }
            return byKey[key] ?? "a valid value for \(MessageText.quoted(key)) (docs/face-format.md)"
        case .index:
            // An element of a list: named by the list's key.
            guard steps.count >= 2, case .key(let list) = steps[steps.count - 2] else { return "a valid element" }
            return byElementOf[list] ?? "a valid element of \(MessageText.quoted(list)) (docs/face-format.md)"
        }
    }

    /// A picture's file, a template's or a view's `file` or `customSymbol`: every check of it said at once, with the
    /// limits, since which check refused it (a name out of the folder, an absolute one, a missing file, a folder, a
    /// picture too large) tells what the hidden name or file is (`SourceMap.guarded`).
    private static let pictureFile = "a PNG file in the face file's folder, named by a relative path that stays inside it, "
        + "of at most \(FaceLimits.maxImageBytes >> 20) MiB and \(FaceLimits.maxImagePixels) pixels (2048 × 2048)"

    /// A view's `foregroundStyle` or `tint`, and a chart category's style.
    private static let viewStyle = "a colour (\(colour), or a name: \"red\", \"mint\", \"clear\", ...), \"primary\", \"secondary\", \"tertiary\", \"quaternary\", \"fill\", \"fill.secondary\", ..., \"background\", \"background.secondary\", ..., or a gradient: {\"gradient\": 2 to 8 colours or {\"stops\"}, \"startPoint\", \"endPoint\"}, {\"linearGradient\": {\"colors\" or \"stops\", \"startPoint\", \"endPoint\"}} or {\"angularGradient\": {\"colors\" or \"stops\", \"center\", \"startAngle\", \"endAngle\"}} (docs/views.md)"

    /// A number's limit, every number's in a face file (`FaceLimits.maxNumberMagnitude`, 1e9), as a reader writes it.
    private static let number = "a number of magnitude at most 10⁹"

    /// A private view, which answers for every fault in it (`PrivateRegions.answeringView`): what any view is, and the
    /// limit on how many a complication's view holds, since which view or which rule is at fault is the hidden tree's
    /// structure.
    package static let privateView = "a view: an object with one kind (\"vstack\", \"text\", \"gauge\", ...), what that kind "
        + "takes and its modifiers, each as docs/views.md describes, every view in it likewise, at most "
        + "\(ViewContentDocument.maxViews) views in one complication's view"

    /// What a symbol needs where the icon font is not installed: the machine's fault, not the face's, the same for every
    /// symbol's name, and met only where the symbol is drawn, so a private view keeps these words (`SourceMap`), which say
    /// what to install. `detail` names the font and its package.
    package static func iconFont(_ detail: String) -> String { iconFontWords + " (\(detail))" }

    /// Whether `expected` is `iconFont`'s.
    static func isIconFont(_ expected: String) -> Bool { expected.hasPrefix(iconFontWords + " (") }

    private static let iconFontWords = "a symbol drawn from the icon font"

    /// A view's children.
    private static let views = "1 to 16 views, each a view: an object with one kind (\"vstack\", \"text\", \"gauge\", ...) and its modifiers (docs/views.md)"

    private static let colour = "\"#RRGGBB\" or \"#RRGGBBAA\""
    private static let flag = "true or false"
    private static let textObject = "a text object {\"text\": a string, or a live time text's \"date\" and \"style\" (and \"timeZone\"), and optionally \"font\", \"color\", \"privacySensitive\", "
        + "\"unredacted\", \"accentable\", \"minimumScale\", \"maxLines\", \"alwaysOn\"}"

    /// A line where a template takes one: its text alone, or a text object.
    private static let textLine = "a string or " + textObject

    /// A stack's line's fields' own rules, said with a hidden stack's `lines`, which answers for every fault of its
    /// lines (`PrivateList`), so that the author still reads what a valid line holds.
    private static let lineFields = " (\"color\" \(colour); \"font\" a text style; \"minimumScale\" from 0.5 to 1; \"maxLines\" "
        + "1 to \(FaceLimits.maxLinesPerStack), less one for each line before it, on the last line only)"

    private static let byKey: [String: String] = [
        "color": colour, "tint": colour,
        "font": TextStyle.expectation,
        "minimumScale": "a number from 0.5 to 1",
        "accentable": flag, "privacySensitive": flag, "unredacted": flag, "hidden": flag, "stroke": flag, "showsRange": flag,
        // The rule of a line's keys is said with the field (stranger9 #14), as which of them broke it is not.
        "text": "a string, or where a template takes a label, " + textObject + "; a written \"text\" or a live time text's \"date\", not both",
        "title": textLine, "leading": textLine, "trailing": textLine,
        "icon": "an icon: \(IconName.expectation)",
        "image": "a picture: exactly one of \"icon\", \"file\" or \"path\", and \"viewBox\" only beside \"path\"",
        "file": pictureFile,
        "path": "SVG path data: a moveto (M or m) first, then commands M, L, H, V, C, S, Q, T, A, Z (or their relative "
            + "forms), at most \(FaceLimits.maxPathCommands) of them, numbers of magnitude at most "
            + "\(Int(FaceLimits.maxPathNumberMagnitude)), at most \(FaceLimits.maxPathCharacters) characters",
        "viewBox": "a view box {\"width\", \"height\"}, each above 0 and at most 10000",
        "width": "a number above 0 and at most 10000", "height": "a number above 0 and at most 10000",
        "value": number, "score": number,
        "min": number, "max": "a number greater than min",
        "segments": "2 to 60 segments",
        "style": "a template's style: a gauge's \(GaugeStyle.expectation), a chart's \(ChartStyle.expectation); "
            + "a live time text's \(DateTextStyle.expectation)",
        "timeZone": TimeZoneName.expectation,
        "template": "a template: \(ContentDocument.Template.expectation)",
        "values": "2 to 48 values, each \(number)",
        // The family is public, but these words are fixed per field: every family's count is said.
        "lines": "1 to 3 lines in an accessoryRectangular, 1 to 2 in an accessoryCircular or a graphicExtraLarge, 1 in an "
            + "accessoryCorner, an accessoryInline or a graphicBezel (wrapped lines count), each " + textLine + lineFields,
        "rings": "1 to 3 rings, each {\"value\" \(number), \"max\" above 0, \"color\" \(colour)}",
        "inner": "a curved text's inner content: in a bezel, the circular content in its middle; in a corner, an image "
            + "template beside the text, {\"template\": \"image\", \"image\": {\"icon\": \"heart\"}}",
        "shortText": "1 to 4 shorter forms of the text, each a string that is not empty (or one string); none beside a live "
            + "time text's \"date\" (Dial writes its own)",
        "view": "a view: an object with one kind (\"vstack\", \"text\", \"gauge\", ...) and its modifiers (docs/views.md)",
        "content": "a content: an object with \"view\", or \"template\" and what that template needs (a stack its \"lines\", a gauge "
            + "its \"value\", rings their \"rings\", a chart its \"values\", an image its \"image\", curved text its \"text\")",
        "alwaysOn": "Always On settings {\"hidden\", \"color\", \"text\", \"stroke\"}",
        // A hidden timeline's policy answers for its form and its `after` (`PrivateList`).
        "reloadPolicy": ReloadPolicyDocument.fullExpectation,
        // A hidden timeline answers for its entries (`PrivateList`): the words say what each holds.
        "timeline": "at most \(FaceLimits.maxTimelineEntries) timeline entries, each {\"date\": " + Timestamp.expectation
            + ", one no other entry has; \"content\": a content for the complication's family, as its \"content\"; "
            + "optionally \"relevance\": {\"score\", \"duration\"}}",
        "date": Timestamp.expectation + " (a live time text's may also be \"now\")",
        "relevance": "a relevance {\"score\", \"duration\"}",
        "duration": TimeSpan.expectation,
    ]

    /// The keys of a view's font object (docs/views.md, "Modifiers", its `font` row): `{"size" or "style", "weight", "design"}`.
    private static let byFontKey: [String: String] = [
        "style": "a text style: \(FontStyleDocument.expectation) (docs/views.md)",
        "size": "a size from 4 to 200 points",
        "weight": "a weight: \(FontWeightDocument.expectation) (docs/views.md)",
        "design": "a design: \(FontDesignDocument.expectation) (docs/views.md)",
    ]

    /// The keys of a view (docs/views.md).
    private static let byViewKey: [String: String] = {
        let view = "a view: an object with one kind (\"vstack\", \"text\", \"gauge\", ...) and its modifiers (docs/views.md)"
        let length = "a length from 0 to 1000 points"
        let style = viewStyle
        let shape = "\"circle\", \"capsule\", \"rectangle\" or {\"roundedRectangle\": {\"cornerRadius\": N}}"
        let layer = "a colour (\(colour), or a name: \"red\", \"mint\", \"clear\", ...), \"primary\", \"secondary\", ..., \"fill\", \"background\", ... or a view"
        let mark = "a mark's place {\"x\", \"y\", \"series\"}"
        let alignment = "an alignment: \"topLeading\", \"top\", \"topTrailing\", \"leading\", \"center\", \"trailing\", "
            + "\"bottomLeading\", \"bottom\", \"bottomTrailing\""
        return [
            "view": view, "then": view, "else": view, "label": view, "currentValueLabel": view, "minimumValueLabel": view,
            "maximumValueLabel": view, "vstack": FieldExpectation.views, "hstack": FieldExpectation.views, "zstack": FieldExpectation.views,
            "spacer": "a spacer {\"minLength\": a length}", "minLength": length, "spacing": ViewKindDocument.spacingExpectation, "alignment": alignment,
            "text": "a string", "image": "an image: {\"systemName\": a symbol's name}, {\"file\": a PNG beside the face} or {\"customSymbol\": a PNG beside the face}",
            "customSymbol": pictureFile,
            "systemName": "an SF Symbols name Dial draws (docs/views.md, \"Symbols\", lists them; where the complication's data is not private, the error names those near the one written)", "renderingMode": "\"template\" or \"original\"",
            "shape": shape, "clipShape": shape, "cornerRadius": length,
            "accessoryWidgetBackground": "an empty object {}",
            "gauge": "a gauge {\"value\", \"in\": [min, max] with min below max, \"style\", \"label\", \"currentValueLabel\", "
                + "\"minimumValueLabel\", \"maximumValueLabel\"}",
            "value": number, "in": "[min, max], two numbers of magnitude at most 10⁹, min below max",
            "style": "a gauge style: \"accessoryCircular\", \"accessoryCircularCapacity\", \"accessoryLinear\", "
                + "\"accessoryLinearCapacity\" or \"linearCapacity\"",
            "progress": "a progress {\"value\", \"total\" above 0, or \"timerInterval\": [from, to] and \"countsDown\"; \"label\", \"currentValueLabel\"}",
            "total": "a number above 0", "timerInterval": "[from, to], two instants, from before to", "countsDown": "true or false",
            "if": "a condition with at least one of \"isLuminanceReduced\", \"widgetRenderingMode\", \"showsWidgetLabel\", \"widgetFamily\", "
                + "\"showsWidgetContainerBackground\"",
            "isLuminanceReduced": flag, "showsWidgetLabel": flag, "showsWidgetContainerBackground": flag,
            "widgetRenderingMode": "\"fullColor\", \"accented\" or \"vibrant\"",
            "widgetFamily": "a family: \(Family.expectation)",
            "font": "a text style (\"caption2\", \"headline\", ...) or {\"size\" from 4 to 200, or \"style\"; \"weight\"; \"design\"}",
            "fontWeight": "a weight: \(FontWeightDocument.expectation) (docs/views.md)",
            "foregroundStyle": style, "tint": style,
            "lineLimit": "1 to 10 lines", "minimumScaleFactor": "a scale from 0.1 to 1",
            "multilineTextAlignment": "\"leading\", \"center\" or \"trailing\"",
            "padding": ViewEdgesDocument.expectation,
            "frame": "a frame {\"width\", \"height\"} (points, or {\"fraction\": F} of the container) or {\"minWidth\", "
                + "\"idealWidth\", \"maxWidth\", ...} (not both in one dimension; a maximum may be \"infinity\"), and \"alignment\"",
            "position": "a point {\"x\", \"y\"}, each a length in points or {\"fraction\": F} of the container",
            "fraction": "a fraction from 0 to 10 of the container", "of": "\"width\" or \"height\"",
            "geometryReader": view, "viewThatFits": FieldExpectation.views,
            "grid": "1 to 16 rows, each {\"gridRow\": 1 to 16 views, \"alignment\"} or a view across the grid",
            "chartForegroundStyleScale": "a style for each category, {\"category\": style, ...}, each " + viewStyle,
            "gridRow": FieldExpectation.views, "gridCellColumns": "1 to 16 columns",
            "horizontalSpacing": ViewKindDocument.spacingExpectation, "verticalSpacing": ViewKindDocument.spacingExpectation,
            "fixedSize": "true, or {\"horizontal\": Bool, \"vertical\": Bool}", "layoutPriority": "a priority from -1000 to 1000",
            "offset": "an offset {\"x\", \"y\"} of at most 1000 points either way", "opacity": "an opacity from 0 to 1",
            "background": layer, "overlay": layer, "containerBackground": layer, "widgetLabel": "a string or a view",
            "modifiers": "a list of objects with exactly one modifier each, such as {\"padding\": 4}",
            // SwiftUI's modifiers that take a Bool take `false` too (`.bold(false)`), as written in Swift.
            "bold": flag, "monospacedDigit": "true (leave the key out for false)",
            "strikethrough": flag, "privacySensitive": flag,
            "unredacted": "true (leave the key out for false)", "widgetAccentable": flag,
            "widgetCurvesContent": flag, "invalidatableContent": flag,
            "resizable": "true (leave the key out for false)", "scaledToFit": "true (leave the key out for false)",
            "scaledToFill": "true (leave the key out for false)",
            "aspectRatio": "\"fit\" or \"fill\", or {\"ratio\" from 0.01 to 100, \"contentMode\": \"fit\" or \"fill\"}",
            "ratio": "a ratio (width over height) from 0.01 to 100", "contentMode": "\"fit\" or \"fill\"",
            "chart": "1 to 1000 marks, each {\"lineMark\", \"pointMark\", \"barMark\", \"areaMark\" or \"ruleMark\": {\"x\", \"y\"}} and its modifiers",
            "lineMark": mark, "pointMark": mark, "barMark": mark + " (and \"yStart\")", "areaMark": mark,
            "ruleMark": "a rule {\"y\": a number} or {\"x\": a number}", "x": "a number, or an instant on a chart", "y": "a number",
            "yStart": number, "series": "a string: the series a line or area mark joins",
            "symbolSize": "an area from 0 to 1000 square points, above 0",
            "interpolationMethod": ChartInterpolationDocument.expectation + " (on a lineMark or an areaMark)", "lineStyle": "a line style {\"lineWidth\", \"dash\"}",
            "lineWidth": "a width above 0, at most 20 points", "dash": "1 to 8 lengths from 0 to 100 points, not all 0",
            "chartXScale": "a scale {\"domain\": [lower, upper]}", "chartYScale": "a scale {\"domain\": [lower, upper]}",
            "domain": "[lower, upper], two numbers of magnitude at most 10⁹ (or instants), lower below upper",
            "chartXAxis": ChartAxisDocument.expectation, "chartYAxis": ChartAxisDocument.expectation, "stride": "a number above 0",
            "trim": ShapeTrimDocument.expectation, "from": "a fraction from 0 to 1", "to": "a fraction from 0 to 1",
            "stroke": ShapeStrokeDocument.expectation, "lineCap": "\"butt\" or \"round\"",
            "rotationEffect": ShapeOutlineDocument.rotationExpectation,
            "fontDesign": "a design: \"default\", \"rounded\", \"monospaced\" or \"serif\"",
            "monospaced": flag,
            "gradient": "2 to 8 colours, or {\"colors\": colours} or {\"stops\": [{\"color\", \"location\"}]}",
            "stops": "2 to 8 stops {\"color\", \"location\" from 0 to 1}", "location": "a location from 0 to 1",
            "startPoint": UnitPointDocument.expectation, "endPoint": UnitPointDocument.expectation,
        ]
    }()

    private static let byElementOf: [String: String] = [
        "values": number,
        "lines": textLine,
        "rings": "a ring {\"value\", \"max\", \"color\"}",
        "timeline": "a timeline entry {\"date\", \"content\", \"relevance\"}",
        "chartForegroundStyleScale": "a style for each category: " + viewStyle,
    ]
}
