import DialCore
import DialModel
import Foundation

/// `dial lint`: checks a face's Always On frame against the published rules (docs/always-on.md), and its privacy
/// choices against what a wearer who hides sensitive complications expects.
public enum Linter {
    /// Measures the face's Always On frame and checks it, and the face's privacy choices, against every rule.
    /// Waived findings are reported as waived rather than left out, so the report shows what a face is excused from.
    public static func lint(_ face: Face, renderer: Renderer, thresholds: LintThresholds = LintThresholds(),
                            context: RenderContext = .active) throws(DialError) -> LintReport {
        let waivers = try waivers(of: face)
        let alwaysOnTree = try renderer.layoutTree(face, in: context.with(.alwaysOn))
        let list = Painter.paint(alwaysOnTree)
        let metrics = FrameMetrics(try renderer.composite(list), cornerRadius: list.screenCornerRadius, margin: thresholds.edgeMargin)
        // The frame's light is checked on what the author drew: Dial's system placeholders are the system's shapes,
        // drawn as watchOS draws them, which no author can change (docs/always-on.md, "Compliance checks").
        let placeholders = try systemPlaceholders(face, in: context.with(.alwaysOn))
        let own = placeholders.isEmpty ? metrics : FrameMetrics(
            try renderer.composite(Painter.paint(without(placeholders, in: alwaysOnTree))), cornerRadius: list.screenCornerRadius,
            margin: thresholds.edgeMargin)
        let besides = placeholders.isEmpty ? "" : ", besides Dial's system placeholders of " + placeholders.joined(separator: ", ")
            + " (\(String(format: "%.1f %%", metrics.litPixels * 100)) lit with them; they are the system's, which the face cannot change)"
        let frames = 1 + (face.document.complications ?? []).reduce(0) { $0 + ($1.timeline?.count ?? 0) }
        let megabytes = 4 * Double(list.width * list.height * frames) / 1_000_000
        let percent = { (value: Double) in String(format: "%.1f %%", value * 100) }
        // Past its limit by less than a tenth of a point, a measure would read as equal to it: more digits then.
        let past = { (value: Double, limit: Double) in Self.percent(value, apartFrom: limit) }

        var findings: [LintFinding] = []
        func check(_ rule: LintRule, _ measured: Double, _ limit: Double, _ message: String, complication: String? = nil) {
            guard measured > limit else { return }
            findings.append(LintFinding(rule: rule, complication: complication, message: message, measured: measured, limit: limit,
                                        waived: waivers[rule]))
        }
        check(.litPixels, own.litPixels, thresholds.litPixels,
              "Always On lights \(past(own.litPixels, thresholds.litPixels)) of the screen\(besides); keep it at or below \(percent(thresholds.litPixels)) "
              + "(Wear OS ambient guidance): remove large fills, draw outlines instead, or hide decorations in Always On.")
        check(.luminance, own.luminance, thresholds.luminance,
              "Always On shines at \(past(own.luminance, thresholds.luminance)) of a full white screen\(besides.isEmpty ? "" : ", besides Dial's system placeholders"); keep it at or below "
              + "\(percent(thresholds.luminance)): dim more (alwaysOn.dimming) or use darker colours.")
        if metrics.litNearEdge > 0 {
            // Named by what draws them, so the author knows which element to move in.
            let tree = try renderer.layoutTree(face, in: context.with(.alwaysOn))
            let parts = try InkCoverage.nearEdge(in: tree, renderer: renderer, margin: thresholds.edgeMargin)
            // Named, not counted: a part's own coverage is not its share of the frame's lit pixels, where parts overlap
            // and dimmed fringes fall below the lit level.
            let named = parts.map { Self.element($0.owner, in: face) }.joined(separator: ", ")
            check(.edgeMargin, Double(metrics.litNearEdge), 0,
                  "\(metrics.litNearEdge) lit pixels lie within \(Int(thresholds.edgeMargin)) px of the screen's edge in Always On"
                  + (named.isEmpty ? "" : ", from \(named)") + "; keep the rim dark so the panel wears evenly (burn-in).",
                  complication: parts.lazy.compactMap { if case .complication(let id) = $0.owner { id } else { nil } }.first)
        }
        check(.solidWhite, own.solidWhite, thresholds.solidWhite,
              "Solid white covers \(past(own.solidWhite, thresholds.solidWhite)) of the screen in Always On (at most \(percent(thresholds.solidWhite))); "
              + "large white areas burn in: use outlines or grey.")
        check(.memoryAlwaysOn, megabytes, thresholds.memoryAlwaysOnMB,
              "Always On needs about \(String(format: "%.1f", megabytes)) MB (4 bytes × \(list.width) × \(list.height) px × \(frames) frames); "
              + "keep it under \(thresholds.memoryAlwaysOnMB) MB: fewer timeline entries.")
        check(.memoryActive, megabytes, thresholds.memoryActiveMB,
              "The active face needs about \(String(format: "%.1f", megabytes)) MB; keep it under \(thresholds.memoryActiveMB) MB.")
        findings += try privacyFindings(face, waivers: waivers)
        findings += try missingGlyphFindings(face, renderer: renderer, context: context, waivers: waivers)
        findings += try drawnRegularFindings(face, renderer: renderer, context: context, waivers: waivers)
        findings += try layoutFindings(face, renderer: renderer, context: context, waivers: waivers)
        if context.device == nil {
            // Texts lost and ink shared on the other screens too: a face is worn on whichever watch its wearer has.
            let own = face.document.device ?? Resolver.defaultDevice
            for device in otherScreens where device != own {
                findings += try layoutFindings(face, renderer: renderer, context: context.on(device), waivers: waivers, in: [.active])
            }
        }
        // A face written locked (`settings.lock`, to check its data protection) is mostly placeholders there; the face
        // its wearer sees most is the unlocked one, which lint reads anyway (it reads the whole file): its layout is
        // checked too, each finding saying "unlocked", where `--lock` does not name the state to look at (stranger18
        // #12: `ok` for a locked face whose unlocked screens lost a reading on every screen).
        if context.lock == nil, let lock = face.document.settings?.lock, lock != .unlocked {
            let unlocked = context.locked(.unlocked)
            var more = try layoutFindings(face, renderer: renderer, context: unlocked, waivers: waivers, lockNote: "unlocked")
            if context.device == nil {
                let own = face.document.device ?? Resolver.defaultDevice
                for device in otherScreens where device != own {
                    more += try layoutFindings(face, renderer: renderer, context: unlocked.on(device), waivers: waivers,
                                               in: [.active], lockNote: "unlocked")
                }
            }
            let said = Set(findings.map(\.message))
            findings += more.filter { !said.contains($0.message.replacingOccurrences(of: ", unlocked)", with: ")")) }
        }
        findings += ValueRanges.outOfRange(face.document).map { finding in
            LintFinding(rule: .valueOutOfRange, complication: finding.complication, message: finding.message, waived: waivers[.valueOutOfRange])
        }
        findings += LiveTextsToNow.find(face.document).map { finding in
            LintFinding(rule: .liveTextToNow, complication: finding.complication, message: finding.message, waived: waivers[.liveTextToNow])
        }
        return LintReport(face: face.displayName, file: face.file, thresholds: thresholds, alwaysOn: metrics,
                          memoryAlwaysOnMB: megabytes, memoryActiveMB: megabytes, findings: findings,
                          withoutPlaceholders: placeholders.isEmpty ? nil : own, systemPlaceholders: placeholders.isEmpty ? nil : placeholders)
    }

    /// The complications the context draws as the family's system placeholder, by id.
    static func systemPlaceholders(_ face: Face, in context: RenderContext) throws(DialError) -> [String] {
        let resolved = try face.resolved(in: context)
        return zip(resolved.complications, Redactor.decisions(resolved)).compactMap { $1.drawn == .systemPlaceholder ? $0.id : nil }
    }

    /// `tree` without what the complications `ids` draw.
    static func without(_ ids: [String], in tree: LayoutTree) -> LayoutTree {
        let dropped = tree.owners.filter { if case .complication(let id) = $0.owner { ids.contains(id) } else { false } }.map(\.nodes)
        var bare = tree
        bare.nodes = tree.nodes.indices.filter { index in !dropped.contains { $0.contains(index) } }.map { tree.nodes[$0] }
        bare.owners = []
        return bare
    }

    /// What the layout checks find in `displays`: complications sharing ink, clock marks covered, texts cut. Each
    /// finding once, naming the displays it is seen in. Each display is measured from its own redacted layout, so a
    /// finding in a redacting context tells nothing of what it hides. `lockNote` names the lock state it was seen in
    /// beside each display, where that is not the face's own ("on 45mm (active, unlocked)").
    package static func layoutFindings(_ face: Face, renderer: Renderer, context: RenderContext, waivers: [LintRule: String],
                                      in displays: [Display] = [.active, .alwaysOn], lockNote: String? = nil) throws(DialError) -> [LintFinding] {
        let device = context.device?.rawValue ?? face.document.device?.rawValue ?? Resolver.defaultDevice.rawValue
        var shared: [(first: NodeOwner, second: NodeOwner, pixels: Int, displays: [Display])] = []
        var cuts: [(cut: ShortenedText, displays: [Display])] = []
        var touching: [(lines: TouchingLines, displays: [Display])] = []
        var near: [(lines: NearCurvedLines, displays: [Display])] = []
        for display in displays {
            let tree = try renderer.layoutTree(face, in: context.with(display))
            for lines in renderer.touchingLines(in: tree) {
                if let index = touching.firstIndex(where: { $0.lines == lines }) { touching[index].displays.append(display) } else { touching.append((lines, [display])) }
            }
            for lines in renderer.nearCurvedLines(in: tree) {
                if let index = near.firstIndex(where: { $0.lines.first == lines.first && $0.lines.second == lines.second }) {
                    near[index].lines.distance = min(near[index].lines.distance, lines.distance)
                    near[index].displays.append(display)
                } else {
                    near.append((lines, [display]))
                }
            }
            for found in try InkCoverage.shared(in: tree, renderer: renderer) {
                if let index = shared.firstIndex(where: { $0.first == found.first && $0.second == found.second }) {
                    shared[index].pixels = max(shared[index].pixels, found.pixels)
                    shared[index].displays.append(display)
                } else {
                    shared.append((found.first, found.second, found.pixels, [display]))
                }
            }
            for cut in ShortenedText.oneEach(tree.shortened) where cut.isMisleading || cut.isBelowLegible
                || isChartTitleCut(cut, in: face) || isViewStub(cut) {
                if let index = cuts.firstIndex(where: { $0.cut == cut }) { cuts[index].displays.append(display) } else { cuts.append((cut, [display])) }
            }
        }
        func seen(_ displays: [Display]) -> String {
            "on \(device) (" + displays.map { $0 == .active ? "active" : "Always On" }.joined(separator: " and ")
                + (lockNote.map { ", \($0)" } ?? "") + ")"
        }
        var findings: [LintFinding] = []
        for overlap in shared {
            if case .complication(let second) = overlap.second {
                findings.append(LintFinding(rule: .overlap, complication: overlap.first.description,
                                            message: "\(overlap.first) and \(second) draw on the same \(overlap.pixels) pixels "
                                                + "\(seen(overlap.displays)): move one, or shorten what it shows.",
                                            measured: Double(overlap.pixels), limit: 0, waived: waivers[.overlap]))
            } else {
                findings.append(LintFinding(rule: .clockCovered, complication: overlap.first.description,
                                            message: "\(overlap.first) draws over \(overlap.pixels) pixels of \(overlap.second) "
                                                + "\(seen(overlap.displays)): the clock gives way to a complication's slot, not to "
                                                + "what it draws outside it; keep it inside its slot.",
                                            measured: Double(overlap.pixels), limit: 0, waived: waivers[.clockCovered]))
            }
        }
        // A complication's own lines whose ink meets: no two parts' shared pixels, but as plain a collision (stranger20
        // #4: a Telugu subscript on the digits of the line under it, lint silent).
        for (lines, displays) in touching {
            findings.append(LintFinding(rule: .overlap, complication: lines.complication,
                                        message: "\(lines.complication): the ink of \"\(lines.upper)\" comes within "
                                            + "a pixel of \"\(lines.lower)\" under it \(seen(displays)): "
                                            + "give the lines more room (a view's spacing), or fewer.",
                                        waived: waivers[.overlap]))
        }
        // Two complications' curved lines sharing no pixel, but nearer than two curved lines keep: they read as one band
        // (stranger22 #9: a corner's "13,8 °C" and a bezel's "რქაწითელი", 1 px of dark between them on 40 mm). Dial keeps
        // the gap where it places both; this is where the face placed them.
        for (lines, displays) in near {
            findings.append(LintFinding(rule: .overlap, complication: lines.first,
                                        message: "\(lines.first) and \(lines.second): the ink of \"\(lines.firstText)\" comes within "
                                            + "\(lines.distance) px of \"\(lines.secondText)\" \(seen(displays)), where two curved lines "
                                            + "keep \(lines.gap) px apart on this screen, and read as one band nearer: move one, or shorten what it shows.",
                                        measured: lines.distance, limit: lines.gap, waived: waivers[.overlap]))
        }
        for (cut, displays) in cuts {
            let rule: LintRule = cut.isMisleading || isChartTitleCut(cut, in: face) || isViewStub(cut) ? .textCut : .textBelowLegible
            findings.append(LintFinding(rule: rule, complication: cut.owner,
                                        message: "\(cut.owner)\(cut.path.map { " (\($0))" } ?? ""): "
                                            + cut.subject + " is \(cut.drawnAs) "
                                            + "\(seen(displays)); \(advice(for: cut, in: face)).",
                                        waived: waivers[rule]))
        }
        return findings
    }

    /// Advice the author can follow for a text not drawn as written: a template's text takes shorter forms
    /// (`shortText`), a live text's are Dial's own, and a view's text takes none (views have no `shortText`): it has
    /// its font, `lineLimit` and `minimumScaleFactor`, as in SwiftUI.
    static func advice(for cut: ShortenedText, in face: Face) -> String {
        if cut.path != nil {
            return switch cut.kind {
            case .noRoom:
                "give it room: modifiers written as keys apply padding before frame, so write `frame` then `padding` in "
                    + "the ordered `modifiers` list where the code does, or make it a custom symbol, which keeps its size"
            case .masked:
                if case .masked(.slot, _, _) = cut.detail {
                    "the view is taller or wider than its slot, which clips it: fewer lines, a smaller font or less spacing"
                } else if case .maskedElement(.slot, _, _) = cut.detail {
                    "the view is taller or wider than its slot, which clips it: fewer lines, a smaller font or less spacing"
                } else {
                    "the view is laid out in the circle's square (an extra large view in the square inscribed in its circle) "
                        + "and cut at the circle: fewer or shorter lines, a smaller font or symbol, or padding to keep its "
                        + "corners' text, symbols and gauges inside the circle"
                }
            // A text in a `viewThatFits` has its shorter forms already (its later views): what is cut is the last that
            // was tried, so the advice is about that one, never to add what the face has (stranger15 #3).
            case _ where cut.path?.contains("viewThatFits[") == true:
                "its viewThatFits's later views do not fit whole either: make its last view shorter"
                    + (cut.kind == .destinationDropped ? ", keeping where it leads" : cut.isMisleading ? ", keeping the number" : "")
                    + ", or give it a smaller font"
            // Views take no `shortText` (stranger8 #12): their shorter form is SwiftUI's `viewThatFits`, which a
            // corner's or bezel's curve tries as it tries a template's shorter forms.
            case .numberDropped, .numberCut, .unitCut:
                "give it a shorter form that keeps the number with viewThatFits ({\"viewThatFits\": [the text, a shorter "
                    + "text]}: the first that fits is drawn), or a smaller font"
            case .destinationDropped:
                "give it a shorter form that keeps where it leads with viewThatFits ({\"viewThatFits\": [the text, a shorter "
                    + "text]}), or a smaller font"
            case .belowLegible:
                "give it a shorter form that fits at the legible size with viewThatFits ({\"viewThatFits\": [the text, a "
                    + "shorter text]}), or a shorter text"
            default: "shorten it, give it a shorter form with viewThatFits ({\"viewThatFits\": [the text, a shorter text]}), "
                + "or give it a smaller font, a minimumScaleFactor, or a lineLimit of more lines where the view has the height"
            }
        }
        // Small only because the line above it is: the advice is that line's (stranger22 #8, where a live text under
        // an arrow headline was told to take "a larger slot, or a shorter style").
        if case .size(_, _, _?) = cut.detail {
            return "the line above it sets its size (a line is never drawn larger than the headline over it): give that "
                + "line a shorter form (shortText) that fits at the legible size, or a larger slot"
        }
        return switch cut.kind {
        case _ where isChartTitleCut(cut, in: face):
            "the words it drops may name the unit of the range beside it (docs/face-format.md advises naming it in the title), "
                + "which then reads in another unit: give the title a shorter form (shortText) that keeps the unit, or a larger slot"
        case _ where isLiveText(cut, in: face): "a live text takes no shortText (Dial tries the shorter forms it has): "
            + "give it a larger slot, or a shorter style"
        case .notDrawn: "give it a shorter form (shortText) or a larger slot"
        case .numberDropped, .numberCut: "give it a shorter form (shortText) that keeps the number, or a larger slot"
        case .unitCut: "give it a shorter form (shortText) that keeps the number with what it counts, or a larger slot"
        case .destinationDropped: "give it a shorter form (shortText) that keeps where it leads (\"→ Colombo\"), or a larger slot"
        case .belowLegible: "give it a shorter form (shortText) that fits at the legible size, or a larger slot"
        default: "give it a shorter form (shortText), or a larger slot"
        }
    }

    /// Whether a view's text is cut inside its first word (`ShortenedText.keepsNoWord`): "mm…" for "mmHg" under a
    /// reading says another unit (stranger20 #6, where lint was silent). A view's only: a template's text is cut by the
    /// fitting policy's own rules, which keep at least half of a word (`TextCuts.leavesNoStub`).
    static func isViewStub(_ cut: ShortenedText) -> Bool {
        cut.path != nil && cut.keepsNoWord
    }

    /// Whether a shortened text is the title of a chart that labels its range, shortened with "…" (its shorter forms,
    /// the author's, are not): the title is where a chart names its values' unit, and the unit is what its trailing
    /// group, the first dropped, says ("ꨚꨓꨩꨩ Chợ Phan Rang · ₫ nghìn" drawn "ꨚꨓꨩꨩ Chợ Phan Rang…" beside "1,2 N" reads
    /// 1,200 dong, not thousands: stranger19 #8).
    static func isChartTitleCut(_ cut: ShortenedText, in face: Face) -> Bool {
        guard cut.path == nil, cut.kind == .shortened || cut.kind == .wordsShortened, !cut.isBelowLegible,
              let complication = face.document.complications?.first(where: { $0.id == cut.owner }) else { return false }
        let contents = [complication.content].compactMap { $0 } + (complication.timeline ?? []).map(\.content)
        return contents.contains { content in
            guard case .chart(let chart) = content else { return false }
            return chart.showsRange != false && chart.title?.text == cut.text
        }
    }

    /// Whether a shortened text is a live time text (`{"date": …, "style": …}`), which Dial writes itself: its owner
    /// has one, and no written text of its owner is the text that was shortened.
    static func isLiveText(_ cut: ShortenedText, in face: Face) -> Bool {
        guard let complication = face.document.complications?.first(where: { $0.id == cut.owner }) else { return false }
        let texts = textDocuments(in: complication)
        return texts.contains { $0.date != nil } && !texts.contains { $0.text == cut.text }
    }

    /// Every text a complication's document holds, in its content, timeline and placeholder alike, whatever the kind
    /// of content (read by reflection, so that a new kind of content is not missed).
    private static func textDocuments(in value: Any) -> [TextDocument] {
        if let text = value as? TextDocument { return [text] }
        return Mirror(reflecting: value).children.flatMap { textDocuments(in: $0.value) }
    }

    /// A part of the face as an author finds it in the file: a complication by its id, slot and JSON path.
    static func element(_ owner: NodeOwner, in face: Face) -> String {
        guard case .complication(let id) = owner else { return owner.description }
        let complications = face.document.complications ?? []
        guard let index = complications.firstIndex(where: { $0.id == id }) else { return "complication \(id)" }
        return "complication \(id) (slot \(complications[index].slot), complications[\(index)])"
    }

    /// The screens `dial lint` checks a face's layout on when no `--device` narrows it: the face's own, both displays,
    /// and the smallest and largest of each generation, active, where a text that fits one screen is lost on another.
    package static let otherScreens: [DeviceID] = [.mm40, .mm41, .mm45, .mm49, .ultra3]

    /// `value` as a percentage with as many decimals (one to four) as it takes to read differently from `limit`.
    package static func percent(_ value: Double, apartFrom limit: Double) -> String {
        for digits in 1...4 {
            let (shown, bound) = (String(format: "%.\(digits)f", value * 100), String(format: "%.\(digits)f", limit * 100))
            if shown != bound || value == limit || digits == 4 { return shown + " %" }
        }
        return String(format: "%.1f %%", value * 100)
    }

    /// The face's waivers, each naming a rule that exists.
    public static func waivers(of face: Face) throws(DialError) -> [LintRule: String] {
        var waivers: [LintRule: String] = [:]
        for (name, reason) in (face.document.lint?.waivers ?? [:]).sorted(by: { $0.key < $1.key }) {
            guard let rule = LintRule(rawValue: name) else {
                let known = LintRule.allCases.map { "\"\($0.rawValue)\"" }.joined(separator: ", ")
                throw .face(FaceError(kind: .invalidValue, file: face.file, path: [.key("lint"), .key("waivers"), .key(name)],
                                      expected: "a lint rule: one of \(known)", found: "\"\(name)\"").located(by: face.sourceMap))
            }
            waivers[rule] = reason
        }
        return waivers
    }

    /// Elements that look private and stay visible in Always On even for a wearer who hides every sensitive
    /// complication, and complications whose bars show the hidden text's length.
    static func privacyFindings(_ face: Face, waivers: [LintRule: String]) throws(DialError) -> [LintFinding] {
        let ids = (face.document.complications ?? []).map(\.id)
        let strictest = RenderContext(display: .alwaysOn, hideSensitive: true,
                                      perComplication: Dictionary(uniqueKeysWithValues: ids.map { ($0, .inherit) }))
        let resolved = try face.resolved(in: strictest)
        var findings: [LintFinding] = []
        for (complication, decision) in zip(resolved.complications, Redactor.decisions(resolved)) {
            if complication.redactionStyle == .apple {
                findings.append(LintFinding(
                    rule: .redactionStyleApple, complication: complication.id,
                    message: "\(complication.id) uses redactionStyle \"apple\": its bars are as wide as the hidden text, "
                        + "which shows how long it is. Remove it to get fixed-width bars.",
                    waived: waivers[.redactionStyleApple]))
            }
            guard case .content(let content, let source) = complication.current else { continue }
            // Texts the author marked `"privacySensitive": false`: a decision already made, which advice would only repeat.
            let declaredPublic = Set(face.document.complications?.first { $0.id == complication.id }
                .map { textDocuments(in: $0).filter { $0.privacySensitive == false }.compactMap(\.text) } ?? [])
            let textOf = content.textLookup()
            for element in decision.elements where element.shown && !Self.isScaleEnd(element.element) {
                guard let resolved = textOf(element.element), !declaredPublic.contains(resolved.text),
                      let text = text(of: element.element, in: content),
                      let kind = SensitivePattern.match(text, duration: resolved.liveStyle?.isDuration == true) else { continue }
                findings.append(LintFinding(
                    rule: .sensitiveContent, complication: complication.id,
                    message: "\(complication.id): \(source).\(element.element) looks private (\(kind)) and stays visible in Always On "
                        + "even when the wearer hides sensitive complications; mark it privacySensitive.",
                    waived: waivers[.sensitiveContent]))
            }
            if let (text, value) = Self.hiddenReadingStillDrawn(decision) {
                findings.append(LintFinding(
                    rule: .sensitiveContent, complication: complication.id,
                    message: "\(complication.id): \(source).\(text) is hidden in Always On, yet \(source).\(value) still draws "
                        + "how full the gauge is; where the gauge measures what the text says (a balance, a usage), mark the "
                        + "gauge privacySensitive to hide both.",
                    waived: waivers[.sensitiveContent]))
            }
        }
        return findings
    }

    /// A gauge's or rings' text hidden while its value is drawn (greek-ote's "38,2 GB από 50 GB" a bar over a bar filled
    /// to 76 %, stranger16 #5): the author hid the reading's words and left the reading, which the fill shows as well
    /// as the words did. Only the elements' paths: the finding is the same whatever the value.
    static func hiddenReadingStillDrawn(_ decision: RedactionDecision) -> (text: ElementID, value: ElementID)? {
        guard decision.drawn == .content else { return nil }
        // A text and the value it reads are of one content: a bezel's inner gauge is read by its own text, not by the
        // curved text along the ring.
        for level in [{ (element: ElementID) in element }, { ElementID.inner($0) }] {
            guard decision.elements.contains(where: { $0.element == level(.text) && !$0.shown }) else { continue }
            if let value = decision.elements.first(where: { $0.shown && [level(.gaugeValue), level(.ringValues)].contains($0.element) }) {
                return (level(.text), value.element)
            }
        }
        // A view's gauge or progress: its `currentValueLabel` (a text, or a view hidden as one region) hidden while
        // the gauge's value, the element at the gauge's own path, is drawn (`view.gauge.currentValueLabel` and `view`).
        for hidden in decision.elements where !hidden.shown {
            let path: String
            switch hidden.element {
            case .view(let text, isText: true): path = text
            case .region(let region): path = region
            default: continue
            }
            for kind in [".gauge.currentValueLabel", ".progress.currentValueLabel"] {
                guard let range = path.range(of: kind) else { continue }
                let gauge = String(path[..<range.lowerBound])
                if let value = decision.elements.first(where: { $0.shown && $0.element == .view(gauge, isText: false) }) {
                    return (hidden.element, value.element)
                }
            }
        }
        return nil
    }

    /// A gauge's scale ends ("¥0", "¥10k") are the face author's fixed labels of its range, written once for every
    /// value: no reading of the wearer's, so no finding, however much they look like money or a time. The value
    /// between them, and a chart's range (written from its values), are still looked at.
    static func isScaleEnd(_ element: ElementID) -> Bool {
        switch element {
        case .label("leading"), .label("trailing"): true
        case .inner(let inner): isScaleEnd(inner)
        default: false
        }
    }

    private static func text(of element: ElementID, in content: ResolvedContent) -> String? {
        // A shorter form is drawn in the text's place, and may show what it shows.
        content.text(of: element).map { ([$0.text] + $0.shortForms).joined(separator: "\n") }
    }
}
