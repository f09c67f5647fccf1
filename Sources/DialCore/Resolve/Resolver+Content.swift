import DialModel
import DialText

/// What resolving a complication's content needs to know of the complication and the face.
struct ContentContext {
    var family: Family
    var tint: Color
    var sizeClass: SizeClass
    var display: Display
    var images: [String: Picture]
    /// The face's rendering mode, for views' `widgetRenderingMode` branches.
    var renderingMode: RenderingMode = .fullColor
    /// The family whose type sizes labels take, where the complication's own would be too large.
    var labelFamily: Family?
    /// The texts Dial writes in the face's locale.
    var texts: LocaleTexts = LocaleTexts(.default)
    /// The moment drawn (floored to the minute in Always On), for live time texts.
    var now: Timestamp = Resolver.defaultTime
    /// The wearer's Bold Text: every text's font one weight heavier.
    var legibility: LegibilityWeight = .regular
    /// The outlines of the symbols views draw, from the renderer's own font files.
    var symbols: SymbolOutlines = .system
    /// Whether what no family draws is resolved too: only when a face is read (`Resolver.checkContents`), so that a
    /// fault there is found, while a context does no work for what it never draws.
    var checking = false
    /// Whether privacy hides, in this context, what the complication's content marks `privacySensitive`: a view so
    /// marked is then decided hidden before anything in it is resolved (`ViewResolver`), so that the work for a
    /// context does not grow with what it hides. Never for a placeholder, the app's public text, whose regions are
    /// not folded.
    var hidesSensitive = false

    func with(family: Family) -> ContentContext {
        var copy = self
        copy.family = family
        return copy
    }
}

extension Resolver {
    static func resolve(_ content: ContentDocument, in context: ContentContext, at path: JSONPath) throws(FaceError) -> ResolvedContent {
        WorkProbe.note(.contentsResolved, 1)
        if case .view(let view) = content { return .view(try resolve(view, in: context, at: path)) }
        try requireTemplate(of: content, in: context.family, at: path)
        switch content {
        case .stack(let stack): return .stack(try resolve(stack, in: context, at: path))
        case .gauge(let gauge): return .gauge(try resolve(gauge, in: context, at: path))
        case .rings(let rings): return .rings(try resolve(rings, in: context, at: path))
        case .curvedText(let curved): return .curvedText(try resolve(curved, in: context, at: path))
        case .chart(let chart): return .chart(try resolve(chart, in: context, at: path))
        case .image(let image): return .image(try resolve(image, in: context, at: path))
        case .view(let view): return .view(try resolve(view, in: context, at: path))
        }
    }

    private static func resolve(_ stack: StackDocument, in context: ContentContext, at path: JSONPath) throws(FaceError) -> ResolvedStack {
        let family = context.family
        try requireLines(of: stack, in: family, at: path)
        // Lines are read by index: `enumerated()` hands each out as a copy, its every reference retained and released.
        let linesPath = path.appending(key: "lines")
        var lines: [ResolvedText] = []
        lines.reserveCapacity(stack.lines.count)
        for index in stack.lines.indices {
            let isHeader = family == .accessoryRectangular && index == 0 && stack.lines.count > 1
            lines.append(try resolve(stack.lines[index], defaultStyle: isHeader ? .headline : .body, in: context,
                                     at: linesPath.appending(index: index)))
        }
        return ResolvedStack(lines: lines, icon: try stack.icon.map { (icon) throws(FaceError) in
            try resolve(icon, in: context, at: path.appending(key: "icon"))
        }, sensitivity: Sensitivity(privacySensitive: stack.privacySensitive, unredacted: stack.unredacted))
    }

    private static func resolve(_ gauge: GaugeDocument, in context: ContentContext, at path: JSONPath) throws(FaceError) -> ResolvedGauge {
        let family = context.family
        try requireParts(of: gauge, in: family, at: path)
        let style = gauge.style ?? .closed
        let lower = gauge.min ?? 0
        let upper = gauge.max ?? 1
        let segments = gauge.segments ?? 8
        let circular = family == .accessoryCircular || family == .graphicExtraLarge
        let alwaysOn = context.display == .alwaysOn ? gauge.alwaysOn : nil
        func text(_ document: TextDocument?, _ key: String, style: TextStyle = .body, in context: ContentContext = context,
                  minimumScale: Double? = nil) throws(FaceError) -> ResolvedText? {
            try document.map { (document) throws(FaceError) in
                try resolve(document, defaultStyle: style, in: context, at: path.appending(key: key), minimumScale: minimumScale)
            }
        }
        // An extra large gauge's end labels would be as tall as its middle text: they take rectangular sizes.
        var labels = context
        if family == .graphicExtraLarge { labels.labelFamily = .accessoryRectangular }
        return ResolvedGauge(
            style: style,
            segments: style == .segmented ? segments : 0,
            value: Fraction(gauge.value, between: lower, and: upper),
            color: alwaysOn?.color ?? gauge.color ?? context.tint,
            sensitivity: Sensitivity(privacySensitive: gauge.privacySensitive, unredacted: gauge.unredacted),
            accentable: gauge.accentable ?? true,
            text: try text(gauge.text, "text", minimumScale: circular ? defaultCenterMinimumScale : nil),
            icon: try gauge.icon.map { (icon) throws(FaceError) in try resolve(icon, in: context, at: path.appending(key: "icon")) },
            // A ring's end labels share the narrow gap at its bottom: they may shrink as far as its middle text. End
            // labels are secondary labels in every family, legible down to 6 pt (docs/face-format.md), not at the
            // family's floor for its own text (a corner's 8 pt).
            leading: try text(gauge.leading, "leading", style: .caption, in: labels, minimumScale: circular ? defaultCenterMinimumScale : nil)
                .map(Self.secondaryLabel),
            trailing: try text(gauge.trailing, "trailing", style: .caption, in: labels, minimumScale: circular ? defaultCenterMinimumScale : nil)
                .map(Self.secondaryLabel),
            title: try text(gauge.title, "title", style: .headline),
            isDrawn: alwaysOn?.hidden != true,
            outlined: alwaysOn?.stroke == true)
    }

    private static func resolve(_ rings: RingsDocument, in context: ContentContext, at path: JSONPath) throws(FaceError) -> ResolvedRings {
        try requireRings(of: rings, at: path)
        let resolved = rings.rings.map { ring in
            ResolvedRing(turns: clampedTurns(ring.value, goal: ring.max ?? 1), color: ring.color ?? context.tint)
        }
        return ResolvedRings(
            rings: resolved,
            text: try rings.text.map { (text) throws(FaceError) in
                try resolve(text, defaultStyle: .body, in: context, at: path.appending(key: "text"),
                            minimumScale: defaultCenterMinimumScale)
            },
            sensitivity: Sensitivity(privacySensitive: rings.privacySensitive, unredacted: rings.unredacted),
            accentable: rings.accentable ?? true)
    }

    private static func resolve(_ curved: CurvedTextDocument, in context: ContentContext, at path: JSONPath) throws(FaceError) -> ResolvedCurvedText {
        let text = try resolve(curved.text, defaultStyle: .body, in: context, at: path.appending(key: "text"))
        let sensitivity = Sensitivity(privacySensitive: curved.privacySensitive, unredacted: curved.unredacted)
        guard let inner = curved.inner else { return ResolvedCurvedText(text: text, inner: nil, sensitivity: sensitivity) }
        let innerPath = path.appending(key: "inner")
        switch context.family {
        case .graphicBezel:
            // The middle of a bezel is a circular complication, at a circular's sizes.
            return ResolvedCurvedText(text: text, inner: try resolve(inner, in: context.with(family: .accessoryCircular), at: innerPath),
                                      sensitivity: sensitivity)
        default:
            let image = try cornerImage(inner, at: innerPath)
            return ResolvedCurvedText(text: text, inner: .image(try resolve(image, in: context, at: innerPath)), sensitivity: sensitivity)
        }
    }

    private static func resolve(_ chart: ChartDocument, in context: ContentContext, at path: JSONPath) throws(FaceError) -> ResolvedChart {
        try requireScale(of: chart, at: path)
        // The values are data: whatever they are, they are drawn (clamped to the scale), never refused. Only the
        // scale the author fixed can be wrong, and then in every context alike. Every number a face holds is within
        // FaceLimits.maxNumberMagnitude (Swift-built faces are read from the JSON they write), so none needs a bound here.
        let values = chart.values
        let style = chart.style ?? .bars
        let lowest = values.min()!
        let highest = values.max()!
        var lower = chart.min ?? (style == .bars && lowest > 0 ? 0 : lowest)
        var upper = chart.max ?? highest
        if upper <= lower {
            // Only one end fixed and every value beyond it, or all values equal: a unit scale on the fixed side.
            if chart.max != nil { lower = upper - 1 } else { upper = lower + 1 }
        }
        let sensitivity = Sensitivity(privacySensitive: chart.privacySensitive, unredacted: chart.unredacted)
        let label = { (text: String) in
            ResolvedText(text: text, font: Typography.font(.caption, family: context.family, sizeClass: context.sizeClass)
                            .legible(context.legibility),
                         color: .white, sensitivity: .ordinary, isDrawn: true, accentable: false, minimumScale: 1, maxLines: 1,
                         legibleSize: LegibleSize.label)
        }
        return ResolvedChart(
            style: style,
            points: values.map { Fraction($0, between: lower, and: upper) },
            baseline: Fraction(0, between: lower, and: upper),
            color: chart.color ?? context.tint,
            title: try chart.title.map { (title) throws(FaceError) in
                try resolve(title, defaultStyle: .headline, in: context, at: path.appending(key: "title"))
            },
            // The labels are written at the top and the bottom of the plot, so they name its ends: the scale's, which an
            // author may fix, else the highest value and the lowest, or 0 where bars grow from it ("8.7" beside a zero
            // baseline would read as the bars' foot).
            range: chart.showsRange == false ? nil : {
                let (high, low) = ChartLabel.pair(high: upper, low: lower, in: context.texts.name)
                return ChartRange(high: label(high), low: label(low))
            }(),
            sensitivity: sensitivity,
            accentable: chart.accentable ?? true)
    }

    private static func resolve(_ template: ImageTemplateDocument, in context: ContentContext,
                                at path: JSONPath) throws(FaceError) -> ResolvedImageTemplate {
        try requireTitleRoom(of: template, in: context.family, at: path)
        return ResolvedImageTemplate(
            image: try resolve(template.image, in: context, at: path.appending(key: "image")),
            title: try template.title.map { (title) throws(FaceError) in
                try resolve(title, defaultStyle: .headline, in: context, at: path.appending(key: "title"))
            },
            sensitivity: Sensitivity(privacySensitive: template.privacySensitive, unredacted: template.unredacted))
    }

    static func resolve(_ image: ImageDocument, in context: ContentContext, at path: JSONPath) throws(FaceError) -> ResolvedImage {
        let source: ResolvedImage.Source
        switch image.source {
        case .icon(let name):
            source = .vector(name.outline, .standard, image.color ?? context.tint)
        case .path(let text, let box):
            source = .path(text, box, image.color ?? context.tint)
        case .file(let file):
            source = .picture(try picture(file, of: image, in: context, at: path))
        }
        let isPicture = if case .picture = source { true } else { false }
        return ResolvedImage(source: source, sensitivity: Sensitivity(privacySensitive: image.privacySensitive, unredacted: image.unredacted),
                             accentable: image.accentable ?? !isPicture, isDrawn: true)
    }

    /// `label` as a secondary label (a gauge's end label), with the secondary labels' legible size.
    private static func secondaryLabel(_ label: ResolvedText) -> ResolvedText {
        var label = label
        label.legibleSize = LegibleSize.label
        return label
    }

    /// A line, with its Always On variant applied when the display is Always On: from here on, the other text
    /// is simply the element's text, and redaction treats it as such.
    static func resolve(_ text: TextDocument, defaultStyle: TextStyle, in context: ContentContext, at path: JSONPath,
                        minimumScale: Double? = nil) throws(FaceError) -> ResolvedText {
        // Circles have the least room: their text may shrink further before it is cut.
        let minimumScale = minimumScale ?? (context.family == .accessoryCircular || context.family == .graphicExtraLarge
            ? defaultCircularMinimumScale : defaultMinimumScale)
        let style = text.font ?? defaultStyle
        let alwaysOn = context.display == .alwaysOn ? text.alwaysOn : nil
        // A written scale was checked whole when the face was read (`MinimumScale`).
        let scale = text.minimumScale?.value ?? minimumScale
        let family = context.labelFamily ?? context.family
        let (written, sample, liveForms) = try writtenText(text, in: context, at: path)
        return ResolvedText(
            text: alwaysOn?.text ?? written,
            // An Always On text replaces the text, and its shorter forms with it: they were forms of the other text.
            shortForms: alwaysOn?.text == nil ? text.shortText?.forms ?? liveForms : [],
            barSample: alwaysOn?.text == nil ? sample : nil,
            liveStyle: alwaysOn?.text == nil && sample != nil ? text.style : nil,
            font: Typography.font(style, family: family, sizeClass: context.sizeClass).legible(context.legibility),
            color: alwaysOn?.color ?? text.color ?? (style == .headline ? context.tint : .white),
            sensitivity: Sensitivity(privacySensitive: text.privacySensitive, unredacted: text.unredacted),
            isDrawn: alwaysOn?.hidden != true,
            accentable: text.accentable ?? (style == .headline),
            minimumScale: scale,
            maxLines: text.maxLines ?? 1,
            legibleSize: LegibleSize.text(family))
    }

    /// A line's text: as written, or a live time text written for the moment drawn, with the text its bar is measured
    /// on (the same for every value of its style).
    private static func writtenText(_ text: TextDocument, in context: ContentContext,
                                    at path: JSONPath) throws(FaceError) -> (text: String, sample: String?, forms: [String]) {
        try requireFit(of: text, at: path)
        guard let date = text.date, let style = text.style else { return (text.text ?? "", nil, []) }
        let alwaysOn = context.display == .alwaysOn
        let instant = date.instant(at: context.now)
        let written = context.texts.liveText(style, date: instant, now: context.now, zone: text.timeZone, alwaysOn: alwaysOn)
        // Dial's own shorter forms, in place of the `shortText` a live text cannot have.
        return (written, context.texts.liveTextSample(style, alwaysOn: alwaysOn),
                context.texts.liveTextShorterForms(style, date: instant, now: context.now, zone: text.timeZone, alwaysOn: alwaysOn))
    }

    // The rules a content is held to, each written once: resolving a content calls them as it goes, and checking one
    // (`Resolver.check`, when a face is read) calls them in the same order without building anything. Each takes its
    // path as a closure, made only for a fault: checking every timeline entry made a path for every value it looked at.

    /// The template is one the family draws (a view is not a template).
    static func requireTemplate(of content: ContentDocument, in family: Family, at path: @autoclosure () -> JSONPath) throws(FaceError) {
        try requireTemplate(content.template, in: family, at: path())
    }

    /// The template (nil: a view) is one the family draws.
    static func requireTemplate(_ template: ContentDocument.Template?, in family: Family,
                                at path: @autoclosure () -> JSONPath) throws(FaceError) {
        guard let template, family.templates.contains(template) else {
            let takes = family.templates.map { "\"\($0.rawValue)\"" }
            throw FaceError(kind: .invalidValue, path: path().appending(key: "template"),
                            expected: "a template \(Wording.article(family.rawValue)) draws: \(Wording.choice(takes))",
                            found: "\"\(template?.rawValue ?? "view")\"")
        }
    }

    /// A stack has 1 to the family's lines.
    static func requireLines(count: Int, in family: Family, at path: @autoclosure () -> JSONPath) throws(FaceError) {
        let limit = family.maxLines
        guard count > 0, count <= limit else {
            throw FaceError(kind: .invalidValue, path: path().appending(key: "lines"),
                            expected: "1 to \(limit) line\(limit == 1 ? "" : "s") in an \(family.rawValue) (wrapped lines count)",
                            found: "\(count) lines")
        }
    }

    /// A stack has 1 to the family's lines, and each line's `maxLines` the room its place leaves.
    static func requireLines(of stack: StackDocument, in family: Family, at path: @autoclosure () -> JSONPath) throws(FaceError) {
        try requireLines(count: stack.lines.count, in: family, at: path())
        // A face file's lines were held to this when read (`LineRoom`); a document made in Swift is held here.
        for index in stack.lines.indices {
            guard let maxLines = stack.lines[index].maxLines else { continue }
            try LineRoom(line: index, of: stack.lines.count, in: family)
                .check(maxLines, at: path().appending(key: "lines").appending(index: index).appending(key: "maxLines"))
        }
    }

    /// A gauge's range and segments are whole, and each part it has is one the family and style give room to.
    static func requireParts(of gauge: GaugeDocument, in family: Family, at path: @autoclosure () -> JSONPath) throws(FaceError) {
        let style = gauge.style ?? .closed
        let lower = gauge.min ?? 0
        let upper = gauge.max ?? 1
        // The value is data: out of range (or not even a number, from Swift) it is drawn at the nearer end, as
        // SwiftUI's Gauge clamps; `dial lint` reports it. The range is the author's structure.
        for (key, number) in [("min", lower), ("max", upper)] where !number.isFinite {
            throw FaceError(kind: .invalidValue, path: path().appending(key: key), expected: "a finite number", found: "\(number)")
        }
        guard lower < upper else {
            throw FaceError(kind: .invalidValue, path: path().appending(key: "max"),
                            expected: "a number greater than min", found: "\(upper)")
        }
        if gauge.segments != nil && style != .segmented {
            throw FaceError(kind: .invalidValue, path: path().appending(key: "segments"),
                            expected: "no \"segments\" on \(Wording.article(style.rawValue)) gauge", found: "\(gauge.segments!)")
        }
        let segments = gauge.segments ?? 8
        guard style != .segmented || (2...60).contains(segments) else {
            throw FaceError(kind: .invalidValue, path: path().appending(key: "segments"), expected: "2 to 60 segments", found: "\(segments)")
        }
        // Where each part has room: labels at an open arc's or a bar's ends, a title only above a bar.
        let circular = family == .accessoryCircular || family == .graphicExtraLarge
        let allowed: [(String, Bool, Bool)] = [
            // With end labels in its gap, an open ring's icon takes its middle, where the text is: the icon is what
            // does not fit beside the rest, so it is the one named.
            ("icon", gauge.icon != nil, circular && (style == .closed || gauge.text == nil || (gauge.leading == nil && gauge.trailing == nil))),
            ("title", gauge.title != nil, family == .accessoryRectangular),
            ("leading", gauge.leading != nil, !circular || style != .closed),
            ("trailing", gauge.trailing != nil, !circular || style != .closed),
            // An open or segmented ring's icon sits in the gap at its bottom, as ClockKit's open gauge image does, unless
            // end labels take the gap.
            ("text", gauge.text != nil, gauge.icon == nil || (style != .closed && gauge.leading == nil && gauge.trailing == nil)),
        ]
        for (key, given, fits) in allowed where given && !fits {
            let why = switch key {
            case "icon" where !circular: "an icon sits only in a circular gauge"
            case "icon": "an open or segmented ring's end labels take the gap its icon sits in, and in its middle an icon takes the text's place"
            case "title": "a title sits only above a rectangular gauge"
            case "text": "text beside an icon only on an open or segmented ring without end labels, whose icon sits in the gap at its bottom"
            default: "a closed ring has no ends to label"
            }
            throw FaceError(kind: .invalidValue, path: path().appending(key: key), expected: "no \"\(key)\" here (\(why))", found: "a value")
        }
    }

    /// 1 to 3 rings, each with a goal above 0.
    static func requireRings(of rings: RingsDocument, at path: @autoclosure () -> JSONPath) throws(FaceError) {
        guard (1...3).contains(rings.rings.count) else {
            throw FaceError(kind: .invalidValue, path: path().appending(key: "rings"), expected: "1 to 3 rings", found: "\(rings.rings.count) rings")
        }
        for index in rings.rings.indices {
            let goal = rings.rings[index].max ?? 1
            guard goal.isFinite, goal > 0 else {
                throw FaceError(kind: .invalidValue, path: path().appending(key: "rings").appending(index: index).appending(key: "max"),
                                expected: "a number above 0", found: "\(goal)")
            }
        }
    }

    /// What a corner draws beside its curved text: an image template without a title.
    static func cornerImage(_ inner: ContentDocument, at path: @autoclosure () -> JSONPath) throws(FaceError) -> ImageTemplateDocument {
        guard case .image(let image) = inner, image.title == nil else {
            throw FaceError(kind: .invalidValue, path: path(),
                            expected: "an \"image\" template without a title (a corner's text sits beside an image)",
                            found: inner.template.map { "a \"\($0.rawValue)\" template" } ?? "a view")
        }
        return image
    }

    /// 2 to 48 values, and a fixed scale's ends in order.
    static func requireScale(of chart: ChartDocument, at path: @autoclosure () -> JSONPath) throws(FaceError) {
        guard (2...48).contains(chart.values.count) else {
            throw FaceError(kind: .invalidValue, path: path().appending(key: "values"), expected: "2 to 48 values",
                            found: "\(chart.values.count) values")
        }
        if let lower = chart.min, let upper = chart.max, lower >= upper {
            throw FaceError(kind: .invalidValue, path: path().appending(key: "max"),
                            expected: "a number greater than min", found: "\(upper)")
        }
    }

    /// A title only on a rectangular image.
    static func requireTitleRoom(of template: ImageTemplateDocument, in family: Family,
                                 at path: @autoclosure () -> JSONPath) throws(FaceError) {
        if template.title != nil, family != .accessoryRectangular {
            throw FaceError(kind: .invalidValue, path: path().appending(key: "title"),
                            expected: "no \"title\" here (only a rectangular image has one)", found: "a value")
        }
    }

    /// A picture file's: without a `color` (it keeps its own), and one the caller loaded.
    static func picture(_ file: String, of image: ImageDocument, in context: ContentContext,
                        at path: @autoclosure () -> JSONPath) throws(FaceError) -> Picture {
        if image.color != nil {
            throw FaceError(kind: .invalidValue, path: path().appending(key: "color"),
                            expected: "no \"color\" on a picture (it keeps its own)", found: "a colour")
        }
        guard let picture = context.images[file] else {
            throw FaceError(kind: .invalidValue, path: path().appending(key: "file"),
                            expected: "an image the caller loaded (render the face from its file)", found: "\"\(file)\"")
        }
        return picture
    }

    /// A line has a text or a live date with its style, not both. A face file's lines were held to this as they were
    /// read; a line built in Swift is held here, by the same rule and in the reader's words.
    static func requireFit(of text: TextDocument, at path: @autoclosure () -> JSONPath) throws(FaceError) {
        if let misfit = TextDocument.misfit(text: text.text, date: text.date, style: text.style, timeZone: text.timeZone,
                                            shortText: text.shortText) {
            throw FaceError(kind: .invalidValue, path: path().appending(key: misfit.key), expected: misfit.expected, found: misfit.found)
        }
    }

    /// (Dial) The most turns a ring draws: far more than any screen can show apart.
    package static let maxRingTurns = 1e9


    /// A ring's turns as drawn: none below 0, at most `maxRingTurns`.
    static func clampedTurns(_ value: Double, goal: Double) -> Double {
        let turns = value / goal
        return turns.isNaN ? 0 : min(maxRingTurns, max(0, turns))
    }
}
