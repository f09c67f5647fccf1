import DialModel
import DialText
import Foundation

/// Collects layout nodes, and turns text and redaction bars into them. The only layout code that shapes text.
struct LayoutCanvas {
    let shaper: TextShaper
    private(set) var nodes: [LayoutNode] = []
    /// Texts not drawn as written, what of each was drawn and what became of it: for `dial lint` and `dial explain`.
    /// A view's text carries its path in the view (`view.vstack[0]`).
    private(set) var shortened: [(text: String, shown: String, kind: ShortenedText.Kind, path: String?, detail: ShortenedText.Detail?)] = []
    /// Which part of the face drew which nodes, for `dial lint`'s coverage checks.
    private(set) var owners: [OwnedNodes] = []

    /// Where the texts drawn on this canvas (and its copies) may be cut, each found once.
    private let cutsCache = TextCutsCache()

    /// Whether the face's locale lays out right to left: the direction a bar reads in, whatever the direction of the
    /// text it hides, which is as hidden as the text.
    let isRightToLeft: Bool

    init(shaper: TextShaper, isRightToLeft: Bool = false) {
        self.shaper = shaper
        self.isRightToLeft = isRightToLeft
    }

    /// The fitting policy every text of a complication is drawn by.
    var fitter: TextFitter { TextFitter(shaper: shaper, cutsCache: cutsCache) }

    enum Alignment { case leading, center, trailing }

    mutating func fill(_ shape: Shape, _ ink: Ink) { nodes.append(.fill(shape, ink)) }

    /// How far the canvas has been drawn: what `rewind(to:)` takes it back to.
    struct Mark {
        fileprivate let nodes: Int, shortened: Int
    }

    /// Where the canvas stands: what `rewind(to:)` takes it back to.
    var mark: Mark { Mark(nodes: nodes.count, shortened: shortened.count) }

    /// Takes back what was drawn and recorded since `mark`, owners excepted (none may be recorded since): a view drawn
    /// once to learn whether it must give way is drawn again, given way, in its place (`ViewLayout.draw`).
    mutating func rewind(to mark: Mark) {
        nodes.removeSubrange(mark.nodes...)
        shortened.removeSubrange(mark.shortened...)
    }

    /// Another canvas's nodes, over this one's.
    mutating func append(_ other: LayoutCanvas) {
        let offset = nodes.count
        owners += other.owners.map { OwnedNodes(owner: $0.owner, nodes: ($0.nodes.lowerBound + offset)..<($0.nodes.upperBound + offset)) }
        nodes += other.nodes
    }

    /// Draws with `body`, what it adds drawn only inside `shape`: one clip node, none where `body` adds nothing.
    /// `body` records no owners: a clip is one node, inside one owner's run.
    mutating func clipping(to shape: Shape, _ body: (inout LayoutCanvas) -> Void) {
        transforming(body) { [.clip(shape, $0)] }
    }

    /// Draws with `body`, what it adds replaced by `transform`'s nodes for them (a clip, `LayoutCanvas+Effects`'
    /// effects); nothing where `body` adds nothing. `body` records no owners: its nodes belong to the owner drawing.
    mutating func transforming(_ body: (inout LayoutCanvas) -> Void, _ transform: ([LayoutNode]) -> [LayoutNode]) {
        let start = nodes.count
        let owned = owners.count
        body(&self)
        precondition(owners.count == owned, "a clip's or an effect's nodes belong to the owner drawing it")
        guard nodes.count > start else { return }
        let drawn = Array(nodes[start...])
        nodes.removeSubrange(start...)
        nodes += transform(drawn)
    }

    /// Draws with `body`, recording the nodes it adds as `owner`'s.
    mutating func drawing(as owner: NodeOwner, _ body: (inout LayoutCanvas) -> Void) {
        let start = nodes.count
        body(&self)
        if nodes.count > start { owners.append(OwnedNodes(owner: owner, nodes: start..<nodes.count)) }
    }

    mutating func stroke(_ shape: Shape, width: Double, cap: LineCap = .butt, _ ink: Ink) {
        nodes.append(.stroke(shape, Stroke(width: width, cap: cap), ink))
    }

    func capHeight(_ font: TextFont) -> Double { shaper.metrics(font.font, size: font.size).capHeight }

    /// The width of a space in `font`: the least that parts two words, or two numbers, on a line.
    func spaceWidth(_ font: TextFont) -> Double { shaper.shape(" ", font: font.font, size: font.size).width }

    /// How far the font's line box reaches below the baseline (a "/" or a "g" can).
    func descender(_ font: TextFont) -> Double { shaper.metrics(font.font, size: font.size).descender }

    /// How far `text`'s ink reaches above and below its baseline in `font`, in the fonts it is drawn in (0 where it
    /// does not): a script's own reach, which Inter's metrics do not give (Georgian's Mkhedruli and Myanmar's "၉"
    /// descend deeper, Myanmar's vowel signs rise higher).
    func inkExtent(of text: String, font: TextFont) -> (rise: Double, depth: Double) {
        let shaped = shaper.shape(text, font: font.font, size: font.size)
        var (rise, depth) = (0.0, 0.0)
        for run in shaped.runs {
            for glyph in run.glyphs {
                guard let ink = shaper.inkBox(of: glyph.id, font: run.font, size: run.size) else { continue }
                (rise, depth) = (max(rise, -(glyph.y + ink.top)), max(depth, glyph.y + ink.bottom))
            }
        }
        return (rise, depth)
    }

    /// A straight line of text, or its redaction bar, on `baseline` aligned at `x`, fitted to `maxWidth` by the fitting
    /// policy (`TextFitter`) as `role`. Returns the width drawn.
    @discardableResult
    mutating func text(_ line: RedactedText, x: Double, baseline: Double, alignment: Alignment, maxWidth: Double,
                       role: TextFitter.Role = .line) -> Double {
        switch line.content {
        case .text:
            let fitted = fit(line, role: role) { _ in maxWidth }
            draw(fitted, Self.judged(line, as: role), x: x, baseline: baseline, alignment: alignment, maxWidth: maxWidth)
            return fitted.line.width
        case .nothing:
            return 0
        case .bar(let width):
            let height = capHeight(line.font)
            let barWidth = min(width.width(in: line.font, shaper: shaper), maxWidth)
            // Leading is the locale's leading edge, as it is the text's own for shown text (`lineStart`): the bar stands
            // where a line of the locale's text stood, right-aligned in a Persian face (stranger12 #7).
            let start = alignment == .leading && isRightToLeft ? x + maxWidth - barWidth : Self.start(x: x, width: barWidth, alignment: alignment)
            fill(.roundedRect(Rect(x: start, y: baseline - height, width: barWidth, height: height), radius: height / 5),
                 .content(Redactor.redactionColor))
            return barWidth
        }
    }

    /// Shown text fitted to `room` (the width available at a size) by the fitting policy; nothing for a bar or an
    /// element hidden in Always On, which are never fitted.
    func fit(_ line: RedactedText, role: TextFitter.Role = .line, room: (Double) -> Double) -> TextFitter.Fitted {
        guard case .text(let text) = line.content else { return TextFitter.Fitted(line: TextFitter.nothing, size: line.font.size) }
        return fitter.fit(text, shortForms: line.shortForms, font: line.font, minimumScale: line.minimumScale,
                          legibleSize: role == .label ? LegibleSize.label : line.legibleSize, role: role, isLive: line.isLive,
                          room: room)
    }

    /// Draws a fitted line of shown text, and records what became of the text where it is not drawn as written.
    mutating func draw(_ fitted: TextFitter.Fitted, _ line: RedactedText, x: Double, baseline: Double, alignment: Alignment,
                       maxWidth: Double) {
        guard case .text(let text) = line.content else { return }
        if let kind = fitted.kind { shortened.append((text, fitted.line.text, kind, nil, nil)) }
        place(fitted.line, line, x: x, baseline: baseline, alignment: alignment, maxWidth: maxWidth)
    }

    /// Records a template's text that an extra large layout wrapped onto `rows` from one of its shorter forms, as a
    /// shorter form drawn on one row is recorded (`LayoutEngine.rows(of:)` tries them wrapped in order): the rows, less
    /// the spaces and separators a row break stands for, spell the form.
    mutating func recordRows(of line: RedactedText, _ rows: [RedactedText]) {
        guard rows.count > 1, case .text(let text) = line.content else { return }
        func letters(_ text: String) -> String { text.filter { $0.isLetter || $0.isNumber } }
        let drawn = letters(rows.compactMap { if case .text(let row) = $0.content { row } else { nil } }.joined())
        guard drawn != letters(text), let form = line.shortForms.first(where: { letters($0) == drawn }) else { return }
        shortened.append((text, form, .shortForm, nil, nil))
    }

    /// A view's text (at `path` in the view) not drawn as written: cut, shrunk or not drawn. Shown text only: a bar is
    /// never set, so never recorded.
    mutating func recordView(_ text: String, shown: String, kind: ShortenedText.Kind, path: String, detail: ShortenedText.Detail? = nil) {
        shortened.append((text, shown, kind, path, detail))
    }

    /// Names `path` as the place of what was recorded since `start` without one: a chart's axis labels, fitted and
    /// drawn as any label is, are the chart view's, and reports name the chart (`view.vstack[1]`), not the whole view.
    mutating func attribute(_ path: String, since start: Int) {
        for index in shortened.indices.dropFirst(start) where shortened[index].path == nil { shortened[index].path = path }
    }

    /// Records a shown text drawn below its family's legible size: steps 5 to 8 of the fitting policy draw a reading or
    /// a line that small rather than lose it, and a report must say so. Compared with the size drawn, not the line's
    /// font, which a stack's shared size may have lowered already. Once per text, however many lines it is drawn on; a
    /// bar is never set, so never recorded. Below by any amount (`LegibleSize.isBelow`).
    private mutating func noteSize(_ shaped: ShapedLine, _ line: RedactedText) {
        guard case .text(let text) = line.content, let size = shaped.runs.map(\.size).max(), LegibleSize.isBelow(size, line.legibleSize),
              shortened.last.map({ $0.text == text && $0.kind == .belowLegible }) != true else { return }
        // The form drawn is what a report names: a shortened start, or a shorter form ("9-р сарын 23" at 5.5 pt, never
        // the long date "drawn whole").
        let shown = shaped.isTruncated || line.shortForms.contains(shaped.text) ? shaped.text : text
        shortened.append((text, shown, .belowLegible, nil, .size(size, legible: line.legibleSize, setBy: line.sizeSetBy)))
    }

    /// Records `line`, a view's text drawn along an edge since node `start`, where it was drawn below `legible` px: a
    /// view's text has no legible size to fit to, as a template's line has, yet it is read as its family's text is
    /// (stranger8 #11: a 40 mm corner's `widgetLabel` shrunk to 5.6 pt was in no report). Once per text; a bar is never
    /// recorded.
    mutating func noteBelowLegible(_ line: RedactedText, since start: Int, legible: Double) {
        let runs = nodes[start...].compactMap { if case .glyphs(let run, _) = $0 { run } else { nil } }
        guard case .text(let text) = line.content, let size = runs.map(\.size).max(), LegibleSize.isBelow(size, legible),
              !shortened.contains(where: { $0.text == text && $0.kind == .belowLegible }) else { return }
        let shown = runs.map(\.text).joined()
        shortened.append((text, shown != text && shown.contains("…") ? shown : text, .belowLegible, nil, .size(size, legible: legible)))
    }

    /// The line as its size is judged (`noteSize`): a secondary label by the labels' legible 6 pt, which it was fitted
    /// to, not by its family's (a corner gauge's "1000" at 6.3 pt is legible, not "below its family's legible 8 pt").
    static func judged(_ line: RedactedText, as role: TextFitter.Role) -> RedactedText {
        guard role == .label, line.legibleSize > 0 else { return line }
        var judged = line
        judged.legibleSize = LegibleSize.label
        return judged
    }

    /// A line its slot has no room for at all, recorded as shortened to nothing so that `dial lint` names it. A bar is
    /// not recorded: what it hides must not reach a report.
    mutating func dropped(_ line: RedactedText) {
        if case .text(let text) = line.content { shortened.append((text, "", .notDrawn, nil, nil)) }
    }

    /// Whether `text`, whole in `font`, is no wider than `room`: read off `reference`, the text shaped whole in the same
    /// font at another size (one shaping for every size a fitting asks about), where its bounds tell
    /// (`ShapedLine.widthBounds`), shaped at `font`'s size where they do not. The same answer as shaping it, at a
    /// fraction of the cost.
    func isWhole(_ text: String, font: TextFont, within room: Double, readOff reference: ShapedLine) -> Bool {
        if let bounds = reference.widthBounds(atSize: font.size) {
            if bounds.upperBound <= room { return true }
            if bounds.lowerBound > room { return false }
        }
        return shaper.shape(text, font: font.font, size: font.size).width <= room
    }

    /// The width `text` would take, without drawing it.
    func width(of line: RedactedText, maxWidth: Double, role: TextFitter.Role = .line) -> Double {
        switch line.content {
        case .text: fit(line, role: role) { _ in maxWidth }.line.width
        case .nothing: 0
        case .bar(let width): min(width.width(in: line.font, shaper: shaper), maxWidth)
        }
    }

    /// Whether the line is shown text whose paragraph runs right to left, or a bar in a face whose locale does: the
    /// direction of hidden text is part of it, and must not move anything, so a bar takes the locale's.
    func isRightToLeft(_ line: RedactedText) -> Bool {
        if case .bar = line.content { return isRightToLeft }
        guard case .text(let text) = line.content else { return false }
        return shaper.shape(text, font: line.font.font, size: line.font.size).isRightToLeft
    }

    /// A line that may wrap onto `line.maxLines` lines, `pitch` apart; a bar stays one line. Returns the lines used.
    @discardableResult
    mutating func wrappedText(_ line: RedactedText, x: Double, baseline: Double, pitch: Double, alignment: Alignment,
                              maxWidth: Double) -> Int {
        guard line.maxLines > 1, case .text(let text) = line.content else {
            text(line, x: x, baseline: baseline, alignment: alignment, maxWidth: maxWidth)
            return 1
        }
        let (form, lines, rest) = wrapped(text, line, maxWidth: maxWidth)
        if let last = lines.last, last.isTruncated {
            // What was drawn: the lines before the last whole, the last as far as it was kept.
            let written = form == 0 ? text : line.shortForms[form - 1]
            let keptOfRest = last.text.hasSuffix("…") ? last.text.count - 1 : last.text.count
            let kept = written.count - rest.count + keptOfRest
            shortened.append((text, lines.map(\.text).filter { !$0.isEmpty }.joined(separator: " "),
                              ShortenedText.kind(of: written, keeping: kept), nil, nil))
        } else if form > 0 {
            shortened.append((text, line.shortForms[form - 1], .shortForm, nil, nil))
        }
        for (index, shaped) in lines.enumerated() {
            place(shaped, line, x: x, baseline: baseline + Double(index) * pitch, alignment: alignment, maxWidth: maxWidth)
        }
        return lines.count
    }

    /// Whether `wrappedText` would draw the line, or one of its shorter forms, whole (its last row not cut).
    func wrapsWhole(_ line: RedactedText, maxWidth: Double) -> Bool {
        guard line.maxLines > 1, case .text(let text) = line.content else { return true }
        return wrapped(text, line, maxWidth: maxWidth).lines.last?.isTruncated != true
    }

    /// How many lines `wrappedText` would draw.
    func lineCount(of line: RedactedText, maxWidth: Double) -> Int {
        guard line.maxLines > 1, case .text(let text) = line.content else { return 1 }
        return wrapped(text, line, maxWidth: maxWidth).lines.count
    }

    /// The first of the text and its shorter forms that wraps onto the line's lines whole, or else the last, its last
    /// line shortened; with its index (0 for the text) and the rest of it its last line was given.
    private func wrapped(_ text: String, _ line: RedactedText, maxWidth: Double) -> (form: Int, lines: [ShapedLine], rest: String) {
        let forms = [text] + line.shortForms
        for (index, form) in forms.enumerated() {
            let (lines, rest) = wrap(form, line, maxWidth: maxWidth)
            if lines.last?.isTruncated != true || index == forms.count - 1 { return (index, lines, rest) }
        }
        return (0, [], "")
    }

    /// `text` wrapped onto the line's lines, its last line shortened by the fitting policy's cuts (never inside a
    /// number) where text is left over; with the rest of `text` its last line was given. Where no cut of that rest
    /// fits, the line above takes the cut instead (`TextShaper.wrap`): never a row left empty under one that ends
    /// without "…", which reads as the whole text (session 25's review: "Ok" over nothing for "Ok irratti keessatti").
    private func wrap(_ text: String, _ line: RedactedText, maxWidth: Double) -> (lines: [ShapedLine], rest: String) {
        var given = ""
        let lines = shaper.wrap(text, font: line.font.font, size: line.font.size, maxWidth: maxWidth, maxLines: line.maxLines) { rest, isFollowed in
            given = rest
            let whole = shaper.shape(rest, font: line.font.font, size: line.font.size)
            if !isFollowed, whole.width <= maxWidth { return whole }
            // Cut where no stub of a word is left ("kutoka Wa…" for "kutoka Wanjiku"), else after a long word's first
            // `wordStart` characters, else nothing: a stub reads as a word of its own ("219/9" over "irr…" for "irratti",
            // oromo-cricket, session 25, where any cut was taken). A word after a number is a word here, as to the line
            // breaker that made the rows (`TextCuts` wordUnits): "13:00–14:30 ᐃᒡᓗᕐᔪ…", never "13:00…" for a meeting's
            // time and its hall.
            let cuts = fitter.cuts(of: rest, wordUnits: false)
            return fitter.shortened(rest, cuts: cuts.restricted { cuts.leavesNoStub($0) || cuts.keptOfWord($0) >= TextFitter.wordStart },
                                    font: line.font.font, size: line.font.size, room: maxWidth) ?? TextFitter.nothing
        }
        return (lines, given)
    }

    /// Leading alignment is the text's natural one: right-to-left text ends at `x + maxWidth`.
    mutating func place(_ shaped: ShapedLine, _ line: RedactedText, x: Double, baseline: Double, alignment: Alignment,
                                maxWidth: Double) {
        noteSize(shaped, line)
        let start = Self.lineStart(shaped, x: x, alignment: alignment, maxWidth: maxWidth)
        for run in shaped.runs {
            if run.font.hasColorGlyphs {
                for glyph in run.glyphs {
                    let origin = Point(x: start + glyph.x, y: baseline + glyph.y)
                    if let picture = shaper.colorGlyph(glyph.id, size: run.size) {
                        colorGlyph(picture, left: origin.x + picture.left, top: origin.y - picture.top,
                                   accentable: line.accentable)
                    }
                }
                continue
            }
            let glyphs = run.glyphs.map {
                PlacedGlyph(id: $0.id, origin: Point(x: start + $0.x, y: baseline + $0.y), rotation: 0)
            }
            nodes.append(.glyphs(GlyphRun(font: run.font, size: run.size, text: runText(run, in: shaped), glyphs: glyphs),
                                 .content(line.color, accentable: line.accentable)))
        }
    }

    /// An emoji as a picture node, its top left corner at (`left`, `top`) moved to the nearest whole pixel.
    ///
    /// Why a picture rather than a glyph run: colour glyphs have no outlines, so neither the SVG writer's outlines nor
    /// the bezel's masks could draw them, while a picture goes through every stage as it is: the Painter greys and
    /// tints it in the accented mode, turns it grey in monochrome Always On and dims it in Always On like any picture
    /// (`ColorPipeline`), Cairo paints it, the SVG embeds it and the text dump names it. The picture is already at
    /// its size (`ColorGlyph`), and on whole pixels Cairo copies it pixel for pixel instead of blurring it.
    /// The emoji's colours are its own: a line's colour does not change them, as it changes no colour emoji elsewhere.
    private mutating func colorGlyph(_ picture: ColorGlyph, left: Double, top: Double, accentable: Bool) {
        let frame = Rect(x: left.rounded(), y: top.rounded(), width: Double(picture.width), height: Double(picture.height))
        nodes.append(.image(PlacedImage(bitmap: Bitmap(picture), frame: frame, mask: .rect(frame), accentable: accentable)))
    }

    /// A picture, a drawing or the shape standing in for a hidden one, filling `frame` inside `mask`.
    mutating func image(_ image: RedactedImage, in frame: Rect, mask: Shape) {
        switch image.content {
        case .bitmap(let bitmap):
            nodes.append(.image(PlacedImage(bitmap: bitmap, frame: frame, mask: mask, accentable: image.accentable)))
        case .vector(let path, let box, let color):
            fill(.path(path.fitted(box, into: frame)), .content(color, accentable: image.accentable))
        case .hidden(let color):
            fill(mask, .content(color, accentable: image.accentable))
        }
    }

    /// An icon (a stack's, a gauge's, or the small image beside a corner's text), drawn as `image` draws a picture;
    /// but where it is hidden, its stand-in is the size of an icon rather than of its mask: a rounded square ¾ of
    /// its box, as large as the ink of a typical icon (Dial's icons average 0.77 of their box, as the side of a
    /// square of their ink's area). A small key in a corner's circle does not become a disc filling the circle. The
    /// stand-in is the same for every icon, so it shows nothing of which one is hidden.
    mutating func icon(_ icon: RedactedImage, in frame: Rect, mask: Shape) {
        guard case .hidden(let color) = icon.content else { return image(icon, in: frame, mask: mask) }
        let side = min(frame.width, frame.height) * 0.75
        fill(.roundedRect(Rect(center: frame.center, width: side, height: side), radius: side / 5),
             .content(color, accentable: icon.accentable))
    }

    /// A line of text along a circle about `center`, centred on `midAngle`. Clockwise text reads along the top of
    /// the screen with glyph tops pointing outwards; counter-clockwise text reads along the bottom, tops inwards.
    /// Returns the angle it takes.
    @discardableResult
    mutating func curvedText(_ line: RedactedText, center: Point, baselineRadius radius: Double, midAngle: Double,
                             clockwise: Bool, maxSpan: Double, role: TextFitter.Role = .line,
                             fitted: TextFitter.Fitted? = nil) -> Double {
        switch line.content {
        case .text(let text):
            // `fitted`: the line as the caller fitted it to this span already.
            let fitted = fitted ?? fit(line, role: role) { _ in maxSpan * radius }
            if let kind = fitted.kind { shortened.append((text, fitted.line.text, kind, nil, nil)) }
            let shaped = fitted.line
            noteSize(shaped, Self.judged(line, as: role))
            let direction = clockwise ? 1.0 : -1.0
            let emoji = curvedEmoji(shaped, radius: radius, midAngle: midAngle, clockwise: clockwise)
            // The line closes up where an upright emoji's ink takes less of the arc than its advance.
            let width = shaped.width - emoji.values.reduce(0) { $0 + $1.excess }
            let start = midAngle - direction * width / radius / 2
            /// Where a glyph at `x` in the shaped line comes, the emoji before it closed up. A line without emoji (nearly
            /// every line) is not filtered for them at each of its glyphs.
            func closed(_ x: Double) -> Double {
                emoji.isEmpty ? x : x - emoji.filter { $0.value.x < x }.values.reduce(0) { $0 + $1.excess }
            }
            for (runIndex, run) in shaped.runs.enumerated() {
                if run.font.hasColorGlyphs {
                    for (index, glyph) in run.glyphs.enumerated() {
                        guard let (_, picture, excess, ink) = emoji[EmojiKey(run: runIndex, glyph: index)] else { continue }
                        // Upright, its ink's middle where the glyph's middle comes along the arc and on the middle of
                        // the line's capitals across it, where an emoji in a straight line has it.
                        let middle = start + direction * (closed(glyph.x) + (glyph.advance - excess) / 2) / radius
                        let lift = shaper.metrics(line.font.font, size: run.size).capHeight / 2 - glyph.y
                        let centre = center.offset(radius: radius + direction * lift, angle: middle)
                        colorGlyph(picture, left: centre.x - ink.x, top: centre.y - ink.y, accentable: line.accentable)
                    }
                    continue
                }
                let glyphs = run.glyphs.map { glyph in
                    // Put the glyph's middle on the circle, so wide glyphs do not drift off it.
                    let middle = start + direction * (closed(glyph.x) + glyph.advance / 2) / radius
                    let rotation = middle + direction * .pi / 2
                    let onCircle = center.offset(radius: radius, angle: middle)
                    let origin = onCircle.offset(radius: -glyph.advance / 2, angle: rotation)
                        .offset(radius: glyph.y, angle: rotation + .pi / 2)
                    return PlacedGlyph(id: glyph.id, origin: origin, rotation: rotation)
                }
                nodes.append(.glyphs(GlyphRun(font: run.font, size: run.size, text: runText(run, in: shaped), glyphs: glyphs),
                                     .content(line.color, accentable: line.accentable)))
            }
            return width / radius
        case .nothing:
            return 0
        case .bar(let width):
            let height = capHeight(line.font)
            let span = min(width.width(in: line.font, shaper: shaper) / radius, maxSpan)
            // The bar covers the band the text would: outside the baseline on top, inside it at the bottom.
            let middleRadius = clockwise ? radius + height / 2 : radius - height / 2
            stroke(.arc(center: center, radius: middleRadius, start: midAngle - span / 2, end: midAngle + span / 2),
                   width: height, cap: .butt, .content(Redactor.redactionColor))
            return span
        }
    }

    /// Which glyph of a shaped line: its run's index and its own in the run.
    private struct EmojiKey: Hashable {
        let run: Int
        let glyph: Int
    }

    /// The emoji of a curved line: where each starts in the line, its upright picture, how much less of the arc its
    /// ink takes than its advance (the line closes up by that, keeping a small gap, so that an emoji stands a space
    /// from the word after it, as in a straight line, rather than a space and the corners of its square), and its
    /// ink's middle in the picture.
    ///
    /// A picture node has no rotation, so an emoji is drawn upright rather than turned with the text: a small emoji
    /// reads as well upright, and an upright picture is copied pixel for pixel where a turned one would be blurred.
    /// Where the line runs aslant, an upright square reaches along and across it further than the turned glyph would
    /// (by its diagonal, at 45°), into what is drawn beside the line: it is drawn smaller there, its box taking no more
    /// of the arc than the turned glyph would.
    private func curvedEmoji(_ shaped: ShapedLine, radius: Double, midAngle: Double, clockwise: Bool)
        -> [EmojiKey: (x: Double, picture: ColorGlyph, excess: Double, ink: Point)] {
        let direction = clockwise ? 1.0 : -1.0
        let start = midAngle - direction * shaped.width / radius / 2
        var emoji: [EmojiKey: (x: Double, picture: ColorGlyph, excess: Double, ink: Point)] = [:]
        for (runIndex, run) in shaped.runs.enumerated() where run.font.hasColorGlyphs {
            for (index, glyph) in run.glyphs.enumerated() {
                // Its angle before the line closes up: near enough for how aslant it is.
                let middle = start + direction * (glyph.x + glyph.advance / 2) / radius
                let slant = abs(cos(middle)) + abs(sin(middle))
                guard let picture = shaper.colorGlyph(glyph.id, size: run.size / slant) else { continue }
                let ink = Self.ink(picture, along: middle)
                emoji[EmojiKey(run: runIndex, glyph: index)] = (glyph.x, picture, max(0, glyph.advance - ink.length - 0.16 * run.size), ink.middle)
            }
        }
        return emoji
    }

    /// How long a colour glyph's visible pixels are along a line at `angle` (the tangent of a circle there), and the
    /// point of its picture midway between their ends along and across that line: an emoji's ink, not its square.
    private static func ink(_ picture: ColorGlyph, along angle: Double) -> (length: Double, middle: Point) {
        let (along, across) = (Point(x: -sin(angle), y: cos(angle)), Point(x: cos(angle), y: sin(angle)))
        var (low, high, near, far) = (Double.infinity, -Double.infinity, Double.infinity, -Double.infinity)
        for y in 0..<picture.height {
            for x in 0..<picture.width where picture.pixels[y * picture.width + x] >> 24 > 0x20 {
                let (px, py) = (Double(x) + 0.5, Double(y) + 0.5)
                let (t, n) = (px * along.x + py * along.y, px * across.x + py * across.y)
                (low, high, near, far) = (min(low, t - 0.5), max(high, t + 0.5), min(near, n - 0.5), max(far, n + 0.5))
            }
        }
        guard high > low else {
            return (0, Point(x: Double(picture.width) / 2, y: Double(picture.height) / 2))
        }
        let (t, n) = ((low + high) / 2, (near + far) / 2)
        return (high - low, Point(x: t * along.x + n * across.x, y: t * along.y + n * across.y))
    }

    /// Where `place` starts a line: leading alignment is the text's natural one, so right-to-left text ends at
    /// `x + maxWidth`.
    static func lineStart(_ shaped: ShapedLine, x: Double, alignment: Alignment, maxWidth: Double) -> Double {
        alignment == .leading && shaped.isRightToLeft
            ? x + maxWidth - shaped.width : start(x: x, width: shaped.width, alignment: alignment)
    }

    private static func start(x: Double, width: Double, alignment: Alignment) -> Double {
        switch alignment {
        case .leading: x
        case .center: x - width / 2
        case .trailing: x - width
        }
    }

    /// The characters of one run, from the clusters its glyphs came from.
    private func runText(_ run: ShapedRun, in line: ShapedLine) -> String {
        guard line.runs.count > 1 else { return line.text }
        let bytes = Array(line.text.utf8)
        let clusters = run.glyphs.map(\.cluster)
        guard let first = clusters.min(), let last = clusters.max() else { return "" }
        // The run ends where the next cluster after its last one begins.
        let end = line.runs.flatMap(\.glyphs).map(\.cluster).filter { $0 > last }.min() ?? bytes.count
        return String(decoding: bytes[first..<min(end, bytes.count)], as: UTF8.self)
    }
}
