import DialModel
import DialText
import Foundation

/// Pieces several families draw: platters, tracks, filled arcs, markers, placeholder bars, centred stacks.
extension LayoutEngine {
    /// Apple's dark platter behind circular and rectangular complications (systemGray6, dark).
    static let platter = Color(red: 0x1C, green: 0x1C, blue: 0x1E)

    /// A trough colour: the gauge's own colour, faint.
    /// The redaction colour is its own track: `Redactor` gives a hidden gauge, ring or chart that colour, so its
    /// track and baseline are drawn in exactly the neutral colour of redaction bars (docs/privacy.md).
    static func track(_ color: Color) -> Color {
        color == Redactor.redactionColor ? color : color.withAlpha(UInt8((Double(color.alpha) * 0.3).rounded()))
    }

    /// A neutral bar in the family's body text, for system placeholders.
    static func placeholderBar(_ family: Family, _ sizeClass: SizeClass, style: TextStyle = .body, ems: Double? = nil) -> RedactedText {
        RedactedText(font: Typography.font(style, family: family, sizeClass: sizeClass), color: .white,
                     content: .bar(.ems(ems ?? Redactor.barEms(family))))
    }

    /// A gauge's filled arc, or in Always On (when the gauge asks) only its outline, which lights far fewer pixels.
    static func fill(arcFrom start: Double, to end: Double, center: Point, radius: Double, width: Double, color: Color,
                     outlined: Bool, accentable: Bool = false, on canvas: inout LayoutCanvas) {
        let ink = Ink.content(color, accentable: accentable)
        let whole = end - start >= 2 * .pi - 1e-9
        guard outlined else {
            canvas.stroke(whole ? .circle(center: center, radius: radius) : .arc(center: center, radius: radius, start: start, end: end),
                          width: width, cap: .round, ink)
            return
        }
        let line = max(1.5, width / 5)
        for edge in [radius - width / 2 + line / 2, radius + width / 2 - line / 2] {
            canvas.stroke(whole ? .circle(center: center, radius: edge) : .arc(center: center, radius: edge, start: start, end: end),
                          width: line, ink)
        }
        if !whole {
            for angle in [start, end] {
                canvas.stroke(.line(from: center.offset(radius: radius - width / 2, angle: angle),
                                    to: center.offset(radius: radius + width / 2, angle: angle)), width: line, ink)
            }
        }
    }

    /// Whole segments along an arc from `start` over `sweep`: `lit` of them in the gauge's colour (the first ones, or
    /// the last ones where the arc reads backwards), the rest as track. `outlined` (Always On, when the gauge asks)
    /// draws the lit segments as outlines, as a closed gauge draws its fill.
    static func segments(_ count: Int, lit: Int, fromEnd: Bool = false, start: Double, sweep: Double, center: Point, radius: Double, width: Double,
                         color: Color, accentable: Bool, outlined: Bool = false, on canvas: inout LayoutCanvas) {
        let pitch = sweep / Double(count)
        // The gap between segments: a fixed share of the pitch, at least a pixel and a half along the arc.
        let gap = min(pitch * 0.5, max(pitch * 0.18, 1.5 / radius))
        for index in 0..<count {
            let from = start + Double(index) * pitch + gap / 2
            let isLit = fromEnd ? index >= count - lit : index < lit
            if isLit && outlined {
                fill(arcFrom: from, to: from + pitch - gap, center: center, radius: radius, width: width, color: color, outlined: true,
                     accentable: accentable, on: &canvas)
                continue
            }
            canvas.stroke(.arc(center: center, radius: radius, start: from, end: from + pitch - gap), width: width,
                          isLit ? .content(color, accentable: accentable) : .content(track(color), accentable: accentable))
        }
    }

    /// How many of `count` segments a value lights.
    static func litSegments(_ value: RedactedGauge.Value, of count: Int) -> Int {
        guard case .shown(let fraction) = value else { return 0 }
        return Int((fraction.value * Double(count)).rounded())
    }

    /// An open gauge's value: a dot in the gauge's colour, ringed in black so it reads over the track.
    static func marker(at point: Point, width: Double, color: Color, accentable: Bool = false, on canvas: inout LayoutCanvas) {
        canvas.fill(.circle(center: point, radius: width * 0.8), .content(.black))
        canvas.fill(.circle(center: point, radius: width * 0.55), .content(color, accentable: accentable))
    }

    /// Whether a gauge is laid out right to left: when its shown text reads right to left. A gauge with any part hidden
    /// keeps the left-to-right layout, so that nothing about hidden text (its direction included) moves anything.
    static func readsRightToLeft(_ gauge: RedactedGauge, on canvas: LayoutCanvas) -> Bool {
        let texts = [gauge.text, gauge.leading, gauge.trailing, gauge.title].compactMap { $0 }
        if case .hidden = gauge.value { return false }
        if texts.contains(where: { if case .bar = $0.content { true } else { false } }) { return false }
        return texts.contains { canvas.isRightToLeft($0) }
    }

    /// Where a picture goes in a wide `box`: a photo takes the box's height at its own proportions (a square one is a
    /// circle of that height), and one nearly as wide as the box or wider fills it, its sides cut as a photo filling a
    /// frame is; a drawing is fitted by its own view box; a hidden picture is the round mask of the box's height,
    /// whatever it hides.
    static func fitted(_ image: RedactedImage, in box: Rect) -> (frame: Rect, mask: Shape) {
        let side = min(box.width, box.height)
        let square = Rect(center: box.center, width: side, height: side)
        switch image.content {
        case .bitmap(let bitmap):
            let natural = min(box.width, box.height * Double(bitmap.width) / Double(max(1, bitmap.height)))
            let frame = Rect(center: box.center, width: natural >= box.width * 0.9 ? box.width : natural, height: box.height)
            guard abs(frame.width - frame.height) > 0.5 else { return (frame, .circle(center: frame.center, radius: frame.width / 2)) }
            return (frame, .roundedRect(frame, radius: min(frame.width, frame.height) / 4))
        case .vector:
            return (box, .circle(center: box.center, radius: side / 2))
        case .hidden:
            return (square, .circle(center: box.center, radius: side / 2))
        }
    }

    /// Lines centred as a block on `center`, each centred horizontally, under an optional picture in `iconBox`. With
    /// `inside`, the block is kept within the circle of that radius about `center`: a line off the middle has less room
    /// in a round slot. Each line shrinks on its own to fit the circle's chord at its height, as far as its minimum
    /// scale; where a line cannot, the whole block (icon, lines and spacing alike) shrinks too, by a quarter at most;
    /// only then is a line shortened.
    @discardableResult
    static func stackCentered(_ lines: [RedactedText], rowsOf: [Int]? = nil, icon: RedactedImage? = nil,
                              iconBox: Rect.Size = Rect.Size(width: 0, height: 0), center: Point, maxWidth: Double,
                              inside circle: Double? = nil, on canvas: inout LayoutCanvas) -> Double? {
        // Reused by every scale the block tries (the bisection below asks at up to eight): arrays made anew at each, and
        // the lines copied into them, were most of what a round slot's layout allocated and reference-counted.
        var scaled: [Double] = [], spaced: [Double] = [], caps: [Double] = [], rows: [(baseline: Double, room: Double)] = []
        // How far each line's ink reaches above and below its baseline, in ems of its size, in the fonts it is drawn in:
        // the same at every scale tried.
        let reaches = lines.map { canvas.inkReach(of: $0) }
        /// The room from a line's baseline to the next one's capitals: `rowGap` of its size, or more where the ink of
        /// the fonts they are drawn in reaches further (Tibetan's, Khmer's and Thai's marks and subscripts, a
        /// Vietnamese capital's accents over accents, Czech's "Ř" under a "ý"), so that no line's ink comes closer
        /// than `inkGap` to the next one's, as a rectangular's rows stand.
        func gap(after index: Int) -> Double {
            let (size, next) = (spaced[index], spaced[index + 1])
            // (Dial) The rows one extra large line wraps onto keep the pitch their wrapping was decided at
            // (`rows(of:)`): spaced by ink, a Tamil line's last row lost its word on 40 mm. Left to do.
            if let rowsOf, rowsOf[index] == rowsOf[index + 1] { return size * Self.rowGap }
            let ink = reaches[index].depth * size + reaches[index + 1].rise * next - caps[index + 1] + Self.inkGap
            return max(size * Self.rowGap, ink)
        }
        scaled.reserveCapacity(lines.count)
        spaced.reserveCapacity(lines.count)
        caps.reserveCapacity(lines.count)
        rows.reserveCapacity(lines.count)
        /// Each line's size at `scale` into `scaled`, its baseline and room into `rows`, and the icon's box. With
        /// `drawn`, the block is spaced for the sizes its lines were fitted to rather than the size they start from (each
        /// line still fits from its own), and the icon gives way as much as the line that shrank most, to half its size.
        func arrange(_ scale: Double, drawn: [Double]? = nil) -> Rect? {
            scaled.removeAll(keepingCapacity: true)
            spaced.removeAll(keepingCapacity: true)
            caps.removeAll(keepingCapacity: true)
            rows.removeAll(keepingCapacity: true)
            var shrink: Double?
            for (index, line) in lines.enumerated() {
                let size = scale < 1 ? (line.font.size * scale * 4).rounded(.down) / 4 : line.font.size
                let spacedSize = drawn.map { min(size, $0[index]) } ?? size
                scaled.append(size)
                spaced.append(spacedSize)
                caps.append(canvas.capHeight(TextFont(font: line.font.font, size: spacedSize)))
                let ratio = spacedSize / size
                if shrink.map({ ratio < $0 }) ?? true { shrink = ratio }
            }
            let iconScale = scale * max(0.5, shrink ?? 1)
            let iconSide = iconBox.height * iconScale
            // A quarter of the first line's size under the icon, or as much as its marks need to clear it.
            let iconBlock = icon == nil ? 0
                : iconSide + (spaced.first.map { max($0 * 0.25, reaches[0].rise * $0 - caps[0] + Self.inkGap) } ?? 0)
            var blockHeight = iconBlock + caps.reduce(0, +)
            blockHeight += lines.indices.dropLast().reduce(0) { $0 + gap(after: $1) }
            var baseline = center.y - blockHeight / 2
            let box = icon == nil ? nil
                : Rect(x: center.x - iconBox.width * iconScale / 2, y: baseline, width: iconBox.width * iconScale, height: iconSide)
            baseline += iconBlock
            for index in lines.indices {
                baseline += caps[index]
                var room = maxWidth
                if let circle {
                    let reach = max(center.y - (baseline - caps[index]),
                                    baseline + canvas.descender(TextFont(font: lines[index].font.font, size: spaced[index])) - center.y)
                    room = min(room, 2 * max(0, circle * circle - reach * reach).squareRoot())
                }
                rows.append((baseline, room))
                if index < lines.count - 1 { baseline += gap(after: index) }
            }
            return box
        }
        /// The lines at `scale`, each with its baseline and room, and the icon's box (`arrange`).
        func block(_ scale: Double, drawn: [Double]? = nil) -> (lines: [(RedactedText, baseline: Double, room: Double)], icon: Rect?) {
            let box = arrange(scale, drawn: drawn)
            return (lines.indices.map { index in
                var line = lines[index]
                line.font.size = scaled[index]
                return (line, rows[index].baseline, rows[index].room)
            }, box)
        }
        // Each line's forms, and each form as shaped at the line's own size (read off for every scale tried), made once.
        let forms = lines.map { line -> [String] in
            guard case .text(let text) = line.content else { return [] }
            return [text] + line.shortForms
        }
        var references = forms.map { [ShapedLine?](repeating: nil, count: $0.count) }
        /// Whether each line fits its room at `scale`, in one of its forms, shrunk as far as its own minimum scale
        /// lets it (each line still shrinks, or takes a shorter form, on its own first: the block shrinks only for a
        /// line that cannot, so that a face's short form is drawn at its size rather than the whole text smaller).
        func fits(_ scale: Double) -> Bool {
            _ = arrange(scale)
            var lead: (natural: Double, drawn: Double)?
            return lines.indices.allSatisfy { index in
                let (font, room) = (lines[index].font, rows[index].room)
                // The shaper fits on a grid of quarter pixels, none below the minimum: its smallest is rounded up.
                let smallest = TextFont(font: font.font, size: (scaled[index] * min(1, lines[index].minimumScale) * 4 - 1e-9).rounded(.up) / 4)
                if lead == nil { lead = (scaled[index], smallest.size) }
                guard case .text = lines[index].content else {
                    // A bar under a lead is measured as small as it is drawn when the lead shrinks as far as it may
                    // (`subordinate`): an extra large amount's bar, measured at its own size, shrank the whole block and
                    // drew the rows shown round it smaller, its icon larger (stranger12 #6).
                    var bar = RedactedText(font: TextFont(font: font.font, size: scaled[index]), color: lines[index].color,
                                           content: lines[index].content, legibleSize: lines[index].legibleSize)
                    if index > 0, let lead { bar = subordinate(bar, to: lead) }
                    bar.font.size = min(bar.font.size, smallest.size)
                    return canvas.width(of: bar, maxWidth: .infinity) <= room
                }
                // Each form's width at each scale tried is read off the form at the block's own size, which the lines
                // are fitted from when the block need not shrink: shaped only where that cannot tell.
                return forms[index].indices.contains { form in
                    let reference = references[index][form] ?? canvas.shaper.shape(forms[index][form], font: font.font, size: font.size)
                    references[index][form] = reference
                    return canvas.isWhole(forms[index][form], font: smallest, within: room, readOff: reference)
                }
            }
        }
        var scale = 1.0
        if circle != nil, !fits(1) {
            // (Dial) A quarter smaller at most: enough to bring a line under an icon into the circle, not so much that
            // a slot far too small for its text draws it unreadably small rather than shortened (and reported).
            var (low, high) = (0.75, 1.0)
            // Where even that leaves a line no room (at the circle's top or bottom: an extra large line wrapped onto
            // rows beside another, a script whose marks reach far), the block shrinks on, whole, as far as keeps every
            // line at its legible size, rather than lose a line in a circle with room for it (#23, 1: "Sensex" and
            // "কোটি" were not drawn in a nearly empty extra large circle).
            var fitsLow = fits(low)
            if !fitsLow {
                let legible = lines.map { line -> Double in
                    guard case .text = line.content, line.legibleSize > 0 else { return 0 }
                    return min(1, line.legibleSize / line.font.size)
                }.max() ?? 1
                if legible < low, fits(legible) { (low, high, fitsLow) = (legible, low, true) }
            }
            if fitsLow {
                // The largest scale that fits, to a hundredth.
                while high - low > 0.01 {
                    let middle = (low + high) / 2
                    if fits(middle) { low = middle } else { high = middle }
                }
            }
            scale = low
        }
        /// Each line as fitted to its room (nil for a bar, which is never fitted), the first leading: the lines under
        /// it are never drawn larger than it (`subordinate`). In a circle, a line is a reading: it shrinks on rather
        /// than lose a digit ("76%" under an icon in a small custom circle). `most` caps each line's size, so that a
        /// block spaced for sizes is not drawn larger than them.
        func fitLines(_ placed: [(RedactedText, baseline: Double, room: Double)], most: [Double]? = nil)
            -> [(line: RedactedText, baseline: Double, room: Double, fitted: TextFitter.Fitted?)] {
            var lead: (natural: Double, drawn: Double)?
            // The height of the lead's bar, where the first line is hidden: what stands for the line the others belong to.
            var bar: Double?
            return placed.enumerated().map { index, placed in
                var (line, baseline, room) = placed
                if let lead { line = subordinate(line, to: lead) }
                if let bar { line = underBar(line, height: bar, canvas: canvas) }
                guard case .text = line.content else {
                    if let cap = most?[index], cap < line.font.size { line.font.size = cap }
                    if lead == nil {
                        lead = (line.font.size, line.font.size)
                        if case .bar = line.content { bar = canvas.capHeight(line.font) }
                    }
                    return (line, baseline, room, nil)
                }
                let cap = most?[index] ?? .infinity
                let fitted = canvas.fit(line, role: circle == nil ? .line : .reading) { $0 <= cap + 1e-9 ? room : 0 }
                if lead == nil { lead = (line.font.size, fitted.size) }
                return (line, baseline, room, fitted)
            }
        }
        var (placed, box) = block(scale)
        var lines = fitLines(placed)
        // (Dial) A block spaced for its starting size leaves wide gaps where a line shrank far below it, past the quarter
        // the block itself may shrink by (a long line in an extra large circle, 13.5 px under gaps made for 52 px):
        // respaced for the sizes they were drawn at, the lines come together nearer the circle's middle, where it is
        // wider, and are fitted again; then spaced for those sizes and drawn no larger.
        // A line with no room even at 4.5 pt counts as drawn at 4.5 pt: the block closes up round it and the icon gives
        // way to half its size, which may be the room it lacked ("12,450,000 toman" under a lock), rather than be lost
        // beside lines drawn at their full size.
        let sizes = { (lines: [(line: RedactedText, baseline: Double, room: Double, fitted: TextFitter.Fitted?)]) in
            lines.map { line in
                line.fitted.map { $0.kind == .notDrawn ? min($0.size, LegibleSize.reading) : $0.size } ?? line.line.font.size
            }
        }
        // Measured against each line's size under its lead (a caption under a lead that shrank shrinks with it).
        let starting = lines.map(\.line.font.size)
        if circle != nil, zip(sizes(lines), starting).contains(where: { $0 < $1 * 0.75 }) {
            let tighter = fitLines(block(scale, drawn: sizes(lines)).lines)
            let drawn = zip(sizes(lines), sizes(tighter)).map { max($0, $1) }
            (placed, box) = block(scale, drawn: drawn)
            lines = fitLines(placed, most: drawn)
        }
        // The rows one line was wrapped onto (`rowsOf`: each row's line) are drawn at one size, the smallest of them,
        // as a paragraph is: spaced for it and fitted no larger.
        if let rowsOf, rowsOf.indices.contains(where: { rowsOf[..<$0].contains(rowsOf[$0]) }) {
            // A row not drawn at all is reported; it does not bring the others down with it.
            let drawn = sizes(lines)
            let smallest = Dictionary(zip(rowsOf, zip(drawn, lines).map { $1.fitted?.kind == .notDrawn ? .infinity : $0 }),
                                      uniquingKeysWith: min)
            let shared = zip(rowsOf, drawn).map { min($1, smallest[$0]!) }
            if shared != drawn {
                (placed, box) = block(scale, drawn: shared)
                lines = fitLines(placed, most: shared)
            }
        }
        if let icon, let box {
            let (frame, mask) = fitted(icon, in: box)
            canvas.icon(icon, in: frame, mask: mask)
        }
        for (line, baseline, room, fitted) in lines {
            if let fitted {
                canvas.draw(fitted, line, x: center.x, baseline: baseline, alignment: .center, maxWidth: room)
            } else {
                canvas.text(line, x: center.x, baseline: baseline, alignment: .center, maxWidth: room)
            }
        }
        // The largest size a line was drawn at, which may be below the size its rows were wrapped at (the block shrinks
        // in the circle): what an extra large gauge's end labels are capped at. A row not drawn counts for nothing.
        return lines.reduce(nil as Double?) { largest, line in
            line.fitted?.kind == .notDrawn ? largest : max(largest ?? 0, line.fitted?.size ?? line.line.font.size)
        }
    }

    /// (Dial) The room from a round stack's line's baseline to the next line's capitals, in ems of the line above,
    /// where their ink leaves it free.
    static let rowGap = 0.35

    /// A shown line under a first line that is hidden, whose bar `height` px tall stands for the line it belongs to:
    /// its letters no taller than the bar (reaching no higher above their baseline than the bar's top), though not
    /// below its legible size. Active draws a caption no larger than the reading it belongs to, which shrinks as far
    /// as its text needs; Always On, where the reading is a bar, drew the caption at its full size, its letters taller
    /// than the bar ("sold" at 29 px under a bar 21 px tall, stranger18 #7), so that it read as the reading. The bar's
    /// height is its font's capitals, never the hidden text's, and the caption's own ink is shown text.
    static func underBar(_ line: RedactedText, height: Double, canvas: LayoutCanvas) -> RedactedText {
        guard case .text(let text) = line.content else { return line }
        let rise = canvas.inkExtent(of: text, font: line.font).rise
        guard rise > height + 1e-9 else { return line }
        var line = line
        let least = line.legibleSize > 0 ? min(line.font.size, line.legibleSize) : line.font.size
        line.font.size = max(least, (line.font.size * height / rise * 4 + 1e-9).rounded(.down) / 4)
        return line
    }


    /// A line under a lead line that was drawn at `lead.drawn` of its natural `lead.natural` px: never larger than the
    /// lead, and keeping its own proportion to it where the lead shrank (a caption under a line that shrank to 40 px
    /// is not drawn at 48.75 px), though not below the legible size unless the lead is. A bar too: it stands for a
    /// line that would have been drawn no larger, so it is never taller than the rows shown round it (an extra large
    /// amount's bar was 44.7 px high under rows of 39.75 px, stranger12 #6). It follows only the lead's text, which is
    /// shown (a bar's lead that is itself hidden is drawn at its own size), never the text it hides.
    static func subordinate(_ line: RedactedText, to lead: (natural: Double, drawn: Double)) -> RedactedText {
        guard line.content != .nothing, lead.drawn < lead.natural else { return line }
        var line = line
        let proportional = lead.drawn * min(1, line.font.size / lead.natural)
        let cap = max(proportional, min(lead.drawn, line.legibleSize))
        line.font.size = min(line.font.size, (cap * 4 + 1e-9).rounded(.down) / 4)
        return line
    }
}
