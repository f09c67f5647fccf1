import DialModel

/// Stage 2: `ResolvedFace` → `RedactedFace`. Decides, per complication, the redaction reasons of its context and
/// replaces every redacted value (docs/privacy.md). This is the only stage that reads a sensitive value; what it
/// passes on holds none.
package enum Redactor {
    /// Measures a text in a font: used only for `redactionStyle: apple`, whose bars are as wide as the hidden text.
    package typealias Measure = (String, TextFont) -> Double

    /// - Throws: the error of a shown picture that cannot be decoded. Only shown pictures are decoded: a redacted
    ///   one is never read, so neither the time taken nor an error can tell anything of it.
    package static func redact(_ face: ResolvedFace, measure: Measure) throws(FaceError) -> RedactedFace {
        var complications: [RedactedComplication] = []
        for complication in face.complications { complications.append(try redact(complication, in: face, measure: measure)) }
        return RedactedFace(
            name: face.name,
            device: face.device,
            style: face.style,
            display: face.display,
            clock: face.clock,
            complications: complications,
            alwaysOn: face.alwaysOn,
            rendering: face.rendering,
            isRightToLeft: face.isRightToLeft)
    }

    /// The decision for every complication of the face, in its context.
    package static func decisions(_ face: ResolvedFace) -> [RedactionDecision] {
        face.complications.map { decide($0, display: face.display, privacy: face.privacy) }
    }

    /// The rules that apply to a complication in its context (docs/privacy.md, "Reasons").
    package static func rules(for complication: ResolvedComplication, display: Display, privacy: PrivacySettings) -> [RedactionRule] {
        var rules: [RedactionRule] = []
        let protection = complication.dataProtection
        if privacy.lock == .beforeFirstUnlock && protection.lockCanHideContent {
            rules.append(.beforeFirstUnlock(protection))
        } else if privacy.lock != .unlocked && (protection == .complete || protection == .completeUnlessOpen) {
            rules.append(.lockedWhileProtected(protection))
        }
        if case .nothingCurrent = complication.current { rules.append(.nothingCurrent) }
        if let permission = complication.withoutLocation { rules.append(.noLocation(permission)) }
        let choice = privacy.choice(for: complication.id)
        if display == .alwaysOn && (choice == .hide || (choice == .inherit && privacy.hideSensitiveComplications)) {
            rules.append(.hiddenInAlwaysOn(choice))
        }
        if privacy.lock != .unlocked && !privacy.allowAccessWhenLocked {
            rules.append(.lockedWithoutAccess)
        }
        return rules
    }

    /// What the rules decide for one complication in a context, and each element's fate: what `dial explain` prints.
    package static func decide(_ complication: ResolvedComplication, display: Display, privacy: PrivacySettings) -> RedactionDecision {
        var rules = rules(for: complication, display: display, privacy: privacy)
        // Privacy that hides every content the complication has draws its placeholder whatever is current: that nothing
        // is current then changes nothing drawn, and saying so would tell when its hidden timeline starts.
        if complication.privacyHidesEveryContent, rules.contains(where: { $0.reason == .privacy }) {
            rules.removeAll { $0 == .nothingCurrent }
        }
        let reasons = rules.reduce(into: RedactionReasons()) { $0.insert($1.reason) }
        let elements: [(ElementID, Sensitivity)]
        let source: JSONPath?
        switch complication.current {
        case .content(let content, let path):
            elements = Self.elements(of: content)
            source = path
        case .nothingCurrent, .withheld:
            elements = []
            source = nil
        }

        let placeholder: RedactionDecision.Drawn = if case .custom = complication.placeholder { .customPlaceholder } else { .systemPlaceholder }
        // Placeholder > privacy > full.
        if reasons.contains(.placeholder) {
            return RedactionDecision(
                id: complication.id, reasons: reasons, rules: rules, drawn: placeholder, source: source,
                elements: elements.map { ElementDecision(element: $0.0, shown: false, because: "the placeholder is drawn instead") },
                leaksLength: false)
        }
        let privacy = reasons.contains(.privacy)
        // (Dial) Privacy hiding every element (none marked either way) draws the placeholder too, as when no entry is
        // current: bars in the content's own shape would show its template and its number of lines, and whether an
        // entry is in force at all, though every value is hidden (docs/privacy.md, "How a redaction is drawn").
        if privacy && elements.allSatisfy({ $0.1 == .ordinary }) {
            return RedactionDecision(
                id: complication.id, reasons: reasons, rules: rules, drawn: placeholder, source: source,
                elements: elements.map {
                    ElementDecision(element: $0.0, shown: false,
                                    because: "no element is marked privacySensitive, so all of it is sensitive; the placeholder is drawn instead")
                },
                leaksLength: false)
        }
        let anySensitive = elements.contains { $0.1 == .privacySensitive }
        let decisions = elements.map { element, sensitivity -> ElementDecision in
            let because: String
            let shown: Bool
            switch (privacy, sensitivity, anySensitive) {
            case (false, _, _): (shown, because) = (true, "no redaction reason applies")
            case (true, .unredacted, _): (shown, because) = (true, "unredacted")
            case (true, .privacySensitive, _): (shown, because) = (false, "privacySensitive")
            case (true, .ordinary, true): (shown, because) = (true, "not privacySensitive, while others are")
            case (true, .ordinary, false): (shown, because) = (false, "no element is marked privacySensitive, so all of it is sensitive")
            }
            return ElementDecision(element: element, shown: shown, because: because)
        }
        let regions: [ElementDecision]? = if case .content(let content, _) = complication.current {
            Self.regions(decisions, of: content, in: complication.family)
        } else { nil }
        return RedactionDecision(
            id: complication.id, reasons: reasons, rules: rules, drawn: .content, source: source, elements: decisions,
            leaksLength: complication.redactionStyle == .apple && decisions.contains { !$0.shown && $0.element.isText },
            regions: regions)
    }

    /// The decisions with each hidden region as one (`RedactionDecision.regions`): a stack's lines and icon hidden by
    /// the stack's mark as its first such line, a bezel's inner content folded as it would be alone, a view region as
    /// its stand-in, where hidden. `Redaction` draws exactly what this lists, so explain and the pixels are one decision.
    private static func regions(_ decisions: [ElementDecision], of content: ResolvedContent, in family: Family) -> [ElementDecision]? {
        switch content {
        case .stack(let stack):
            var first = true
            return decisions.filter { decision in
                let own: Sensitivity? = switch decision.element {
                case .line(let index): stack.lines[index].sensitivity
                case .icon: stack.icon?.sensitivity
                default: nil
                }
                guard !decision.shown, own != .privacySensitive else { return true }
                defer { first = false }
                return first && decision.element != .icon
            }
        case .view(let view):
            return zip(view.elements, decisions).filter { element, decision in
                // Inside a hidden region (regions inside it too), nothing is listed apart from it.
                if let region = element.region, !decisions[region].shown { return false }
                return element.isRegion ? !decision.shown : true
            }.map(\.1)
        case .curvedText(let curved):
            // Its inner content is folded as that content alone is: an inner stack's hidden lines are one bar in the
            // pixels, so one element here (review of session 14, §10: listed line by line, they counted the lines).
            guard let inner = curved.inner else { return nil }
            let own = decisions.filter { if case .inner = $0.element { false } else { true } }
            let inside = decisions.compactMap { decision -> ElementDecision? in
                guard case .inner(let element) = decision.element else { return nil }
                return ElementDecision(element: element, shown: decision.shown, because: decision.because)
            }
            // (Dial) A bezel's inner content hidden with the complication (it marks nothing, and only the curved text
            // is `unredacted`) is one stand-in, the circular family's neutral shapes: drawn in its own template's shape
            // (a gauge's track, a ring per ring, a bar per line), it would show which template it is and how many parts
            // it has (review of session 15). A corner's inner content is always a picture, whose stand-in is fixed;
            // marked `privacySensitive`, a template keeps its own look, the author's structure (docs/privacy.md).
            if family == .graphicBezel, let first = inside.first, inside.allSatisfy({ !$0.shown }),
               elements(of: content).allSatisfy({ if case .inner = $0.0 { $0.1 == .ordinary } else { true } }) {
                return own + [ElementDecision(element: .innerContent, shown: false, because: first.because)]
            }
            guard let folded = regions(inside, of: inner, in: .accessoryCircular) else { return nil }
            return own + folded.map { ElementDecision(element: .inner($0.element), shown: $0.shown, because: $0.because) }
        case .gauge, .rings, .chart, .image:
            return nil
        }
    }

    static func redact(_ complication: ResolvedComplication, in face: ResolvedFace, measure: Measure) throws(FaceError) -> RedactedComplication {
        // The closure lives only as long as this call's `Redaction`.
        let result = withoutActuallyEscaping(measure) { measure in
            Result { () throws(FaceError) in try redact(complication, in: face, measuring: measure) }
        }
        return try result.get()
    }

    private static func redact(_ complication: ResolvedComplication, in face: ResolvedFace,
                               measuring measure: @escaping Measure) throws(FaceError) -> RedactedComplication {
        let decision = decide(complication, display: face.display, privacy: face.privacy)
        let content: RedactedContent
        switch (decision.drawn, complication.current, complication.placeholder) {
        case (.content, .content(let current, _), let placeholder):
            // Where the context hides nothing of the content (most complications in most contexts), no set of hidden
            // elements or of stand-ins is made: every element is drawn as written and none is folded, which is what
            // those sets would say, without hashing each element into them and looking each up again.
            let hidesAny = decision.elements.contains { !$0.shown }
            let hidden: Set<ElementID> = hidesAny ? Set(decision.elements.filter { !$0.shown }.map(\.element)) : []
            let placeholderTexts: [ResolvedText] = if case .custom(let custom) = placeholder { texts(of: custom) } else { [] }
            let bar: (ResolvedText, Int) -> BarWidth = { text, index in
                switch complication.redactionStyle {
                case .apple: .textWidth(measure(text.barSample ?? text.text, text.font))
                case .fixed: placeholderTexts.indices.contains(index) ? .widthOf(placeholderTexts[index].text) : .ems(barEms(complication.family))
                }
            }
            var redaction = Redaction(hidden: hidden, drawn: hidesAny ? Set(decision.listed.map(\.element)) : nil, bar: bar)
            content = try redaction.content(current)
        case (.customPlaceholder, _, .custom(let placeholder)):
            // The placeholder is the app's own public text: its bars may be as wide as it.
            let hidden = Set(elements(of: placeholder).filter { $0.1 != .unredacted }.map(\.0))
            // Its structure is the app's own too: its lines and views keep their bars, none folded into a region.
            var redaction = Redaction(hidden: hidden, drawn: nil) { text, _ in .widthOf(text.text) }
            content = try redaction.content(placeholder)
        default:
            content = .systemPlaceholder
        }
        var redacted = RedactedComplication(id: complication.id, slot: complication.slot, family: complication.family,
                                            placement: complication.placement, reasons: decision.reasons, content: content)
        if case .bezel = complication.placement {
            // What the other display hides is decided by the same public rules, so either display can tell.
            let other = decide(complication, display: face.display == .active ? .alwaysOn : .active, privacy: face.privacy)
            func hidesAny(_ decision: RedactionDecision) -> Bool { decision.drawn != .content || decision.elements.contains { !$0.shown } }
            redacted.givesDialWholeSlot = hidesAny(decision) != hidesAny(other)
        }
        return redacted
    }

    /// Replaces the elements in `hidden`: text by a bar as wide as `bar` says, values by nothing, pictures by their
    /// mask's shape. Texts are numbered in the order `texts(of:)` lists them, to match a placeholder's.
    private struct Redaction {
        let hidden: Set<ElementID>
        let bar: (ResolvedText, Int) -> BarWidth
        /// The elements drawn, one per stand-in, where what a sensitive container hides is one region (a content's
        /// data): the decision's `listed`, which explain prints, so the two cannot drift apart. Nil where each element
        /// keeps its own stand-in (a custom placeholder, the app's public text), and where nothing is hidden.
        let drawn: Set<ElementID>?
        var textIndex = 0
        var scope: (ElementID) -> ElementID = { $0 }

        init(hidden: Set<ElementID>, drawn: Set<ElementID>?, bar: @escaping (ResolvedText, Int) -> BarWidth) {
            self.hidden = hidden
            self.drawn = drawn
            self.bar = bar
        }

        var foldsRegions: Bool { drawn != nil }

        func isHidden(_ id: ElementID) -> Bool { !hidden.isEmpty && hidden.contains(scope(id)) }

        /// Whether the element is gone into a region another element stands for (not drawn at all).
        func isFolded(_ id: ElementID) -> Bool { drawn.map { !$0.contains(scope(id)) } ?? false }

        mutating func text(_ text: ResolvedText, _ id: ElementID) -> RedactedText {
            defer { textIndex += 1 }
            guard isHidden(id) else {
                var shown = RedactedText(font: text.font, color: text.color, content: text.isDrawn ? .text(text.text) : .nothing,
                                         accentable: text.accentable, minimumScale: text.minimumScale, maxLines: text.maxLines,
                                         shortForms: text.shortForms, legibleSize: text.legibleSize, isLive: text.isLive)
                shown.minimumScaleIsWritten = text.minimumScaleIsWritten
                return shown
            }
            // The shorter forms go with the text: none reaches layout, so neither their number nor their widths
            // can move anything.
            // The element's colour is data too (a reading drawn red when high): its bar takes the redaction colour.
            return RedactedText(font: text.font, color: Redactor.redactionColor, content: text.isDrawn ? .bar(bar(text, textIndex)) : .nothing,
                                accentable: false, minimumScale: text.minimumScale, maxLines: text.maxLines,
                                legibleSize: text.legibleSize)
        }

        mutating func text(_ text: ResolvedText?, _ id: ElementID) -> RedactedText? {
            text.map { self.text($0, id) }
        }

        func image(_ image: ResolvedImage, _ id: ElementID) throws(FaceError) -> RedactedImage {
            guard !isHidden(id) else { return RedactedImage(content: .hidden(Redactor.redactionColor), accentable: false) }
            let content: RedactedImage.Content
            switch image.source {
            case .picture(let picture):
                // A picture whose bytes do not decode is its stand-in here and in every context (`drawnBitmap`).
                content = try picture.drawnBitmap().map(RedactedImage.Content.bitmap) ?? .hidden(Redactor.redactionColor)
            case .vector(let path, let box, let color): content = .vector(path, box, color)
            case .path(let text, let box, let color): content = .vector(text.data, box, color)
            }
            return RedactedImage(content: content, accentable: image.accentable)
        }

        mutating func content(_ content: ResolvedContent) throws(FaceError) -> RedactedContent {
            switch content {
            case .stack(let stack):
                // What a sensitive stack hides by containment is one region, drawn as one bar where its first hidden
                // line was: how many lines it had, and whether it had an icon, are its data too. A line or an icon
                // marked on its own keeps its stand-in: that mark is the author's structure (docs/privacy.md). Which
                // is which is `Redactor.regions`'s decision.
                var lines: [RedactedText] = []
                for (index, line) in stack.lines.enumerated() where !isFolded(.line(index)) {
                    lines.append(text(line, .line(index)))
                }
                let icon = stack.icon.flatMap { isFolded(.icon) ? nil : $0 }
                return .stack(RedactedStack(lines: lines, icon: try icon.map { (icon) throws(FaceError) in try image(icon, .icon) }))
            case .gauge(let gauge):
                // A hidden value keeps only its track, in the redaction colour: the gauge's colour may follow the value,
                // and its segments are the value's scale (4 hours, 40 units), so a hidden one has a fixed count.
                let hide = isHidden(.gaugeValue)
                let segments = hide && gauge.style == .segmented ? Redactor.hiddenGaugeSegments : gauge.segments
                return .gauge(RedactedGauge(
                    style: gauge.style, segments: segments, color: hide ? Redactor.redactionColor : gauge.color,
                    value: hide ? .hidden : .shown(gauge.value),
                    accentable: hide ? false : gauge.accentable,
                    text: text(gauge.text, .text),
                    icon: try gauge.icon.map { (icon) throws(FaceError) in try image(icon, .icon) },
                    leading: text(gauge.leading, .label("leading")),
                    trailing: text(gauge.trailing, .label("trailing")),
                    title: text(gauge.title, .label("title")),
                    isDrawn: gauge.isDrawn, outlined: gauge.outlined))
            case .rings(let rings):
                let hide = isHidden(.ringValues)
                // Hidden rings are one track whatever their number: Activity's three rings from a single goal's one is data.
                let drawn = hide && foldsRegions ? [RedactedRing(turns: .hidden, color: Redactor.redactionColor)]
                    : rings.rings.map { RedactedRing(turns: hide ? .hidden : .shown($0.turns), color: hide ? Redactor.redactionColor : $0.color) }
                return .rings(RedactedRings(
                    rings: drawn,
                    text: text(rings.text, .text), accentable: hide ? false : rings.accentable))
            case .curvedText(let curved):
                let line = text(curved.text, .text)
                guard let inner = curved.inner else { return .curvedText(RedactedCurvedText(text: line, inner: nil)) }
                // A bezel's inner content hidden whole with the complication is the circular family's neutral shapes,
                // whatever it holds: nothing in it is looked at (`Redactor.regions`).
                if drawn?.contains(scope(.innerContent)) == true {
                    return .curvedText(RedactedCurvedText(text: line, inner: .systemPlaceholder))
                }
                let outer = scope
                scope = { outer(.inner($0)) }
                defer { scope = outer }
                return .curvedText(RedactedCurvedText(text: line, inner: try self.content(inner)))
            case .chart(let chart):
                let data: Shown<RedactedChart.Data>
                let hide = isHidden(.chartValues)
                if hide {
                    data = .hidden
                } else {
                    // The range is written from the values: it is shown exactly when they are.
                    let range = chart.range.map {
                        RedactedChartRange(high: RedactedText(font: $0.high.font, color: $0.high.color, content: .text($0.high.text),
                                                              legibleSize: $0.high.legibleSize),
                                           low: RedactedText(font: $0.low.font, color: $0.low.color, content: .text($0.low.text),
                                                             legibleSize: $0.low.legibleSize))
                    }
                    data = .shown(RedactedChart.Data(points: chart.points, baseline: chart.baseline, range: range))
                }
                return .chart(RedactedChart(style: chart.style, color: hide ? Redactor.redactionColor : chart.color, data: data,
                                            title: text(chart.title, .label("title")), accentable: hide ? false : chart.accentable))
            case .image(let template):
                return .image(RedactedImageTemplate(image: try image(template.image, .image), title: text(template.title, .label("title"))))
            case .view(let view):
                func leaf(_ leaf: ResolvedViewLeaf) throws(FaceError) -> RedactedViewLeaf {
                    let id = view.elements[leaf.element].id
                    switch leaf.content {
                    case .text(let line, let style):
                        let index = textIndex
                        var redacted = text(line, id)
                        redacted.mayHide = view.elements[leaf.element].sensitivity == .privacySensitive || isHidden(id)
                        // The bar it is where it hides, known where it is shown too: a grid keeps its room in both.
                        if redacted.mayHide {
                            redacted.keptBar = if case .bar(let width) = redacted.content { width } else { bar(line, index) }
                        }
                        return .text(redacted, style)
                    case .image(let picture, let natural, let template, let sizing):
                        // A hidden picture's stand-in keeps the size the picture was given, which is the layout's, not the
                        // picture's: nothing around it moves.
                        let hidden = isHidden(id)
                        return .image(try image(picture, id), natural: natural, template: hidden ? nil : template, sizing: sizing,
                                      path: id.description)
                    case .shape(let shape):
                        guard isHidden(id) else { return .shape(shape) }
                        // A hidden shape is its frame filled in the redaction colour, whatever its kind and outline: apps
                        // draw data with them (a ring's stroke by a level, a dashed outline for "estimated", a capsule or
                        // a circle by a state), and as a mask a shown view would be cut to them (adversary12 #1). Its
                        // frame is the layout's, the same for every shape.
                        return .shape(ViewShape(kind: .rectangle, paint: .color(Redactor.redactionColor), accentable: false))
                    case .value(let value, let paint):
                        return isHidden(id) ? .value(.hidden, .color(Redactor.redactionColor), path: id.description)
                            : .value(.shown(value), paint, path: id.description)
                    case .chart(let chart):
                        return .chart(isHidden(id) ? .hidden : .shown(chart), path: id.description)
                    }
                }
                // A hidden region is its stand-in before anything inside it is looked at: what it holds is never visited.
                // A region's stand-in is listed exactly where the region is hidden (`Redactor.regions`).
                let hides = { (standIn: ResolvedViewLeaf) in drawn?.contains(scope(view.elements[standIn.element].id)) ?? false }
                let (root, label) = (view.root.resolvingRegions(hides), view.widgetLabel?.resolvingRegions(hides))
                return .view(RedactedView(root: try root.map(leaf), widgetLabel: try label?.map(leaf),
                                          drawsBackground: view.drawsBackground, isRightToLeft: view.isRightToLeft,
                                          curvesContent: view.curvesContent))
            }
        }
    }

    /// The elements of a content with their effective sensitivities (docs/privacy.md, "Containment"): a
    /// template's `privacySensitive` covers every part of it (value, range, text, labels, title, icon, each line, a
    /// bezel's inner content) except a part marked `unredacted`; `unredacted` covers everything it contains.
    static func elements(of content: ResolvedContent, within container: Sensitivity = .ordinary) -> [(ElementID, Sensitivity)] {
        func parts(_ own: Sensitivity, _ list: [(ElementID, Sensitivity?)]) -> [(ElementID, Sensitivity)] {
            let template = own.within(container)
            return list.compactMap { id, sensitivity in sensitivity.map { (id, $0.within(template)) } }
        }
        switch content {
        case .stack(let stack):
            return parts(stack.sensitivity, stack.lines.enumerated().map { (ElementID.line($0.offset), $0.element.sensitivity) }
                + [(.icon, stack.icon?.sensitivity)])
        case .gauge(let gauge):
            return parts(gauge.sensitivity, [
                (.gaugeValue, .ordinary), (.text, gauge.text?.sensitivity), (.icon, gauge.icon?.sensitivity),
                (.label("leading"), gauge.leading?.sensitivity), (.label("trailing"), gauge.trailing?.sensitivity),
                (.label("title"), gauge.title?.sensitivity),
            ])
        case .rings(let rings):
            return parts(rings.sensitivity, [(.ringValues, .ordinary), (.text, rings.text?.sensitivity)])
        case .curvedText(let curved):
            let template = curved.sensitivity.within(container)
            let inner = curved.inner.map { elements(of: $0, within: template).map { (ElementID.inner($0.0), $0.1) } } ?? []
            return [(.text, curved.text.sensitivity.within(template))] + inner
        case .chart(let chart):
            return parts(chart.sensitivity, [(.chartValues, .ordinary), (.label("title"), chart.title?.sensitivity)])
        case .image(let template):
            let own = Sensitivity.imageTemplate(template.sensitivity, picture: template.image.sensitivity)
            return parts(own, [(.image, template.image.sensitivity), (.label("title"), template.title?.sensitivity)])
        case .view(let view):
            // Containment inside the tree was applied at resolve.
            return view.elements.map { ($0.id, $0.sensitivity.within(container)) }
        }
    }

    /// The texts of a content in the order `Redaction` numbers them.
    private static func texts(of content: ResolvedContent) -> [ResolvedText] {
        switch content {
        case .stack(let stack): stack.lines
        case .gauge(let gauge): [gauge.text, gauge.leading, gauge.trailing, gauge.title].compactMap { $0 }
        case .rings(let rings): rings.text.map { [$0] } ?? []
        case .curvedText(let curved): [curved.text] + (curved.inner.map(texts(of:)) ?? [])
        case .chart(let chart): chart.title.map { [$0] } ?? []
        case .image(let template): template.title.map { [$0] } ?? []
        case .view(let view): Self.texts(of: view.root, in: view)
        }
    }

    /// A view's texts, in the order `Redaction` meets them (the tree's, depth first, a gauge's track before its labels).
    private static func texts(of tree: ViewTree<ResolvedViewLeaf>, in view: ResolvedView) -> [ResolvedText] {
        var found: [ResolvedText] = []
        _ = try? tree.map { (leaf) throws(FaceError) -> ResolvedViewLeaf in
            if case .text(let line, _) = leaf.content { found.append(line) }
            return leaf
        }
        return found
    }

    /// The redaction colour (docs/privacy.md): white at 35 % alpha over the complication's background, outside the
    /// accent group, so the same neutral grey in accented and monochrome. Bars, a hidden picture's mask, and the
    /// tracks and baselines of hidden values are drawn in it, never in the hidden element's own colour.
    package static let redactionColor = Color(red: 0xFF, green: 0xFF, blue: 0xFF, alpha: 89)

    /// (Dial) The segments a segmented gauge whose value is hidden is drawn with, whatever it has: every drawn
    /// attribute of a hidden element is fixed (docs/privacy.md, "Errors, explanations, structure and timing").
    package static let hiddenGaugeSegments = 10

    /// (Dial) The fixed bar width per family when no placeholder gives one, in ems of the line's font.
    static func barEms(_ family: Family) -> Double {
        switch family {
        case .accessoryCircular, .graphicExtraLarge: 2
        case .accessoryCorner, .accessoryRectangular, .accessoryInline, .graphicBezel: 3.5
        }
    }
}
