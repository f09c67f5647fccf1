import DialModel
import DialText
import Foundation

extension LayoutEngine {
    /// Whether an extra large view is one ring or one picture (under layout modifiers), which fills the circle's square
    /// as watchOS draws a circular gauge or a picture to the circle's edge. Any other extra large view is laid out in the
    /// square inscribed in the circle, as ClockKit keeps an extra large template's content inside the circle: laid out
    /// in the circle's whole square, a row at the top or bottom of a stack ran past the circle, its symbol cut and its
    /// capacity bar cut to the part that was filled, reading full (stranger14 #10). The inscribed square rather than
    /// each row narrowed to the circle's chord at its height: a stack's rows are sized before they are placed, and one
    /// square keeps every row's width, and a stack's alignment, as the author wrote them.
    private static func fillsCircle(_ tree: ViewTree<RedactedViewLeaf>) -> Bool {
        switch tree {
        case .gauge(let style, _, _):
            style == .accessoryCircular || style == .accessoryCircularCapacity
        case .leaf(.image(_, _, _, let sizing, _)):
            sizing == .picture
        case .padding(_, let child), .frame(_, _, _, let child), .flexibleFrame(_, let child), .fixedSize(_, _, let child),
             .layoutPriority(_, let child), .aspectRatio(_, _, let child), .clip(_, let child), .relativeFrame(_, _, _, let child),
             .effect(_, let child):
            fillsCircle(child)
        default:
            false
        }
    }

    /// An accessoryCircular or graphicExtraLarge complication in a circle of `diameter`; sizes scale with it.
    static func circular(_ content: RedactedContent, family: Family, center: Point, diameter: Double, frame: FaceFrame,
                         on canvas: inout LayoutCanvas) {
        if case .view(let view) = content {
            // The view's own drawing only: WidgetKit draws no platter behind a view (it draws
            // `AccessoryWidgetBackground` where the view asks for it). What overflows the circle is cut at it, as watchOS
            // masks a circular view; the backdrop is the circle already.
            let side = family == .graphicExtraLarge && !fillsCircle(view.root) ? diameter / 2.0.squareRoot() : diameter
            let box = Rect(center: center, width: side, height: side)
            ViewLayout.draw(view.root, family: family, in: box, mask: .circle(center: center, radius: diameter / 2),
                            rightToLeft: view.isRightToLeft, on: &canvas)
            return
        }
        if case .image(let template) = content {
            // A picture fills the whole circle: no platter shows round it.
            let box = Rect(center: center, width: diameter, height: diameter)
            let mask = Shape.circle(center: center, radius: diameter / 2)
            if case .vector = template.image.content {
                canvas.fill(mask, .background(platter))
                canvas.image(template.image, in: box.insetBy(dx: diameter * 0.2, dy: diameter * 0.2), mask: mask)
            } else {
                canvas.image(template.image, in: box, mask: mask)
            }
            return
        }
        canvas.fill(.circle(center: center, radius: diameter / 2), .background(platter))
        let width = (diameter * 0.09).rounded()
        let radius = diameter / 2 - width / 2 - diameter * 0.04
        // The room inside a ring, for its text or icon.
        // Apple's sizes for the family, scaled where a slot draws it at another diameter.
        let pictures = frame.roundPictures(family, diameter: diameter)
        switch content {
        case .gauge(let gauge):
            // An extra large reading too long for one legible row wraps onto rows in the ring's middle, as an extra large
            // stack's line does, rather than shrink to 6 pt on one row across a circle with room above and below it.
            let wrapped = family == .graphicExtraLarge && gauge.icon == nil
                ? readingRows(gauge.text, hole: radius - width / 2 - 3, on: canvas) : nil
            // As rings do, a ring narrows for a reading that has no room in its middle ("12.450.000 ₫" on 40 mm).
            let (width, radius, reading) = gauge.icon == nil && gauge.isDrawn && wrapped == nil
                ? readingRoom(gauge.text, rings: 1, gap: 3, width: width, diameter: diameter, on: canvas) : (width, radius, nil)
            let rightToLeft = readsRightToLeft(gauge, on: canvas)
            if gauge.isDrawn {
                ring(gauge, rightToLeft: rightToLeft, center: center, radius: radius, width: width, on: &canvas)
            }
            var middle = (center: center, radius: radius - width / 2 - 3)
            var gap = 0.0
            if let icon = gauge.icon {
                if gauge.style == .closed || gauge.leading != nil || gauge.trailing != nil {
                    // In the ring, at Apple's size, within the ring's hole; an open ring's end labels take its gap, and
                    // the picture stays above them.
                    var size = min(pictures.closedGauge, 2 * (radius - width / 2) - 2 * Device.scale)
                    let labels = [gauge.leading, gauge.trailing].compactMap { $0 }
                    if gauge.style != .closed, let cap = labels.map({ canvas.capHeight($0.font) }).max() {
                        size = min(size, 2 * (center.offset(radius: radius, angle: .pi / 4).y - cap / 2 - 2 * Device.scale - center.y))
                    }
                    canvas.icon(icon, in: Rect(center: center, width: size, height: size), mask: .circle(center: center, radius: size / 2))
                } else {
                    // Small, in the gap at the bottom between the ring's ends, where WidgetKit's Gauge draws its label;
                    // the text in the middle rises clear of it.
                    let size = pictures.openGauge
                    let spot = Point(x: center.x, y: center.offset(radius: radius, angle: .pi / 4).y)
                    canvas.icon(icon, in: Rect(center: spot, width: size, height: size), mask: .circle(center: spot, radius: size / 2))
                    gap = size
                    if let text = gauge.text {
                        let reach = canvas.capHeight(text.font) / 2 + canvas.descender(text.font) + Device.scale
                        let rise = max(0, center.y + reach - (spot.y - size / 2))
                        middle = (Point(x: center.x, y: center.y - rise), middle.radius - rise)
                    }
                }
            }
            // The end labels are never drawn larger than the reading they belong to (stranger16 #5): wrapped rows are
            // drawn at their size or, shrunk as a block, smaller, so the largest size they are drawn at bounds the labels,
            // not the size they were wrapped at (stranger22 #3: "−50" and "0 °C" at 24.25 px under rows shrunk to 23 px).
            let readingSize: Double?
            if let wrapped {
                if let text = gauge.text { canvas.recordRows(of: text, wrapped) }
                readingSize = drawRows(wrapped, center: middle.center, hole: middle.radius, on: &canvas)
            } else {
                readingSize = gauge.text.map { centeredInCircle($0, center: middle.center, radius: middle.radius, fitted: reading, on: &canvas) }
            }
            gaugeLabels(gauge, rightToLeft: rightToLeft, center: center, radius: radius, width: width, middle: gap,
                        readingSize: readingSize ?? .infinity, on: &canvas)
        case .rings(let rings):
            // The reading in the hole: where it cannot be drawn whole at its legible size inside rings of Apple's width,
            // the rings narrow (to half at most) and the hole widens for it, rather than the number shrink to a speck or go.
            // An extra large reading wraps first, as a gauge's does, in the hole rings of Apple's width leave.
            let wrapped = family == .graphicExtraLarge
                ? readingRows(rings.text, hole: radius - Double(rings.rings.count - 1) * width * 1.2 - width / 2 - 2, on: canvas) : nil
            let (width, outer, reading) = wrapped != nil ? (width, radius, nil)
                : readingRoom(rings.text, rings: rings.rings.count, gap: 2, width: width, diameter: diameter, on: canvas)
            var ringRadius = outer
            for ring in rings.rings {
                canvas.stroke(.circle(center: center, radius: ringRadius), width: width,
                              .content(track(ring.color), accentable: rings.accentable))
                if case .shown(let turns) = ring.turns, turns > 0 {
                    let start = -Double.pi / 2
                    // Past the goal the ring goes round again, over itself, as Activity draws it.
                    let sweep = min(turns, 4) * 2 * .pi
                    fill(arcFrom: start, to: start + min(sweep, 2 * .pi), center: center, radius: ringRadius, width: width,
                         color: ring.color, outlined: false, accentable: rings.accentable, on: &canvas)
                    if sweep > 2 * .pi + 1e-9 {
                        let over = sweep.truncatingRemainder(dividingBy: 2 * .pi)
                        lap(from: start, to: start + (over < 1e-9 ? 2 * .pi : over), center: center, radius: ringRadius, width: width,
                            color: ring.color, accentable: rings.accentable, on: &canvas)
                    }
                }
                ringRadius -= width * 1.2
            }
            if let wrapped {
                if let text = rings.text { canvas.recordRows(of: text, wrapped) }
                drawRows(wrapped, center: center, hole: ringRadius + width * 1.2 - width / 2 - 2, on: &canvas)
            } else if let text = rings.text {
                centeredInCircle(text, center: center, radius: ringRadius + width * 1.2 - width / 2 - 2, fitted: reading, on: &canvas)
            }
        case .stack(let stack):
            // Near the middle the circle is almost as wide as its diameter. Only extra large text wraps onto rows.
            guard family == .graphicExtraLarge else {
                stackCentered(stack.lines, icon: stack.icon, iconBox: pictures.stack, center: center, maxWidth: diameter * 0.88,
                              inside: diameter / 2 - 2, on: &canvas)
                return
            }
            let rows = rows(of: stack.lines, maxWidth: diameter * 0.88,
                            maxHeight: diameter * Self.extraLargeBlock - (stack.icon == nil ? 0 : pictures.stack.height), on: canvas)
            for (line, rows) in zip(stack.lines, rows) { canvas.recordRows(of: line, rows) }
            stackCentered(rows.flatMap { $0 }, rowsOf: rows.indices.flatMap { line in rows[line].map { _ in line } }, icon: stack.icon,
                          iconBox: pictures.stack, center: center, maxWidth: diameter * 0.88, inside: diameter / 2 - 2, on: &canvas)
        case .systemPlaceholder:
            // A ring and a bar (docs/privacy.md).
            canvas.stroke(.circle(center: center, radius: radius), width: width, .content(track(.white)))
            let bar = placeholderBar(family, frame.sizeClass)
            // The bar keeps inside the ring's hole, its rounded ends clear of the stroke, in the smallest circle too.
            let hole = radius - width / 2
            let half = canvas.capHeight(bar.font) / 2
            let room = 2 * ((hole * hole - half * half).squareRoot() - width / 2)
            canvas.text(bar, x: center.x, baseline: center.y + half, alignment: .center, maxWidth: min(diameter, room))
        case .curvedText, .chart, .image, .view:
            break  // Resolver allows none of these in a circle (an image and a view returned above)
        }
    }

    /// An extra large ring's or gauge's reading as rows in a hole of radius `hole`, where it wraps (`rows(of:)`: no
    /// form of it fits on one row at its legible size, or its rows read a quarter larger); nil where it keeps one row,
    /// and for a bar, which is never split.
    static func readingRows(_ text: RedactedText?, hole: Double, on canvas: LayoutCanvas) -> [RedactedText]? {
        guard let text, hole > 0 else { return nil }
        let rows = rows(of: [text], maxWidth: 2 * hole * 0.88, maxHeight: 2 * hole * Self.extraLargeBlock, on: canvas)[0]
        return rows.count > 1 ? rows : nil
    }

    /// A reading's rows, laid out as one line's rows of a stack, centred in the hole. Returns the largest size a row is
    /// drawn at.
    @discardableResult
    static func drawRows(_ rows: [RedactedText], center: Point, hole: Double, on canvas: inout LayoutCanvas) -> Double? {
        stackCentered(rows, rowsOf: rows.map { _ in 0 }, center: center, maxWidth: 2 * hole * 0.88, inside: hole, on: &canvas)
    }

    /// (Dial) The rows an extra large stack's line may wrap onto: more would reach where the circle is too narrow to read.
    static let extraLargeRows = 3

    /// An extra large stack's lines, each split onto rows where a line may break (a number kept whole with its unit)
    /// where that draws it larger: where no form of it fits on one row at its legible size, or where its rows fit at
    /// `extraLargeWrapGain` times the size one row would shrink to (up to `extraLargeRows`, each at the largest size
    /// they all fit). Extra large text has the screen: "Carpet" over "12,450,000,000 rial" reads at twice the size of
    /// one row that fills the circle's middle third (SwiftUI wraps a `Text` in a circle the same way). The rows are
    /// then laid out as the stack's lines, and may shrink, as a block, to the legible size. A bar is never split: how a
    /// hidden line is drawn follows nothing of its text.
    static func rows(of lines: [RedactedText], maxWidth: Double, maxHeight: Double, on canvas: LayoutCanvas) -> [[RedactedText]] {
        lines.map { line -> [RedactedText] in
            guard case .text(let text) = line.content, line.legibleSize > 0 else { return [line] }
            let natural = line.font.size
            let legible = min(natural, line.legibleSize)
            let step = TextFitter.step
            // The rows of `form` at a grid size: two or more, each whole and within the room. The last row takes the rest
            // whole, to be measured.
            func wrapped(_ form: String, _ index: Int) -> [ShapedLine]? {
                let size = Double(index) * step
                let characters = Array(form)
                let breaks = Set(LineBreakRules.opportunities(in: characters))
                let rows = canvas.shaper.wrap(form, font: line.font.font, size: size, maxWidth: maxWidth, maxLines: Self.extraLargeRows) { rest, _ in
                    canvas.shaper.shape(rest, font: line.font.font, size: size)
                }
                guard rows.count > 1, rows.allSatisfy({ !$0.text.isEmpty && !$0.isTruncated && $0.width <= maxWidth }),
                      size <= legible || Double(rows.count + lines.count - 1) * size * Self.rowPitch <= maxHeight else { return nil }
                // Every row ends where a line may break: a word cut to fit its row ("12,450,00" over "0,000 rial") is
                // no wrapping.
                var end = 0
                for row in rows.dropLast() {
                    end += row.text.count
                    while end < characters.count, LineBreakRules.isBreakingSpace(characters[end]) { end += 1 }
                    guard breaks.contains(end) else { return nil }
                }
                return rows
            }
            // The text, then each shorter form, the first that is drawn whole wins: wrapped, or on one row at its
            // legible size or larger (stranger12 #2: "Air raid alert: Kyiv…" on one row, or a shortText on one row at
            // 5.6 pt, where its rows fit at 11 pt). A form wraps where it does not fit on one row at the legible size,
            // or where its rows read `extraLargeWrapGain` larger than its one row would. Each form is judged by its own
            // width, never a shorter one's: a shorter form that fits on one row never stops the text's rows from
            // being tried first (stranger17 #4: "14 °C" drawn where "Đồng Văn 14 °C, sương muối" wraps at 14.6 pt).
            var chosen: [ShapedLine]?
            for form in [text] + line.shortForms {
                // Unhinted, widths scale with the size: the largest size at which the form fits on one row.
                let width = canvas.shaper.shape(form, font: line.font.font, size: natural).width
                let oneRow = width > 0 ? natural * maxWidth / width : natural
                // Whole on one row at its own size: drawn so, by the one-row fitting.
                guard oneRow < natural else { return [line] }
                // From just above where one row fits (below it a line need not wrap) or the legible size, to the line's
                // own. Fewer rows fit as the size falls: bisect for the largest size the form's rows fit at.
                let lowest = Int((max(legible, oneRow + step) / step - 1e-9).rounded(.up))
                let highest = Int((natural / step).rounded(.down))
                if lowest <= highest, let first = wrapped(form, lowest) {
                    let (index, rows) = Bisection.largest(in: lowest...highest, known: first) { wrapped(form, $0) }
                    if oneRow < legible || Double(index) * step >= oneRow * Self.extraLargeWrapGain {
                        chosen = rows
                        break
                    }
                }
                // Whole on one row at its legible size or larger: drawn so, before any shorter form.
                guard oneRow < legible else { return [line] }
            }
            guard let rows = chosen else { return [line] }
            // A row break stands for the separator it falls at: "₦1,250,000,000" over "ẹ̀ka Ìbàdàn", never a row
            // that ends or starts on a "·".
            // Spaced only: "-5°" keeps its sign.
            func trimmed(_ row: String) -> String {
                var words = row.split(separator: " ", omittingEmptySubsequences: true)
                func isSeparator(_ word: Substring?) -> Bool { word.map { $0.count == 1 && TextCuts.groupSeparators.contains($0.first!) } ?? false }
                while words.count > 1, isSeparator(words.first) { words.removeFirst() }
                while words.count > 1, isSeparator(words.last) { words.removeLast() }
                return words.joined(separator: " ")
            }
            return rows.map { trimmed($0.text.trimmingCharacters(in: .whitespaces)) }.map { text in
                var row = line
                row.content = .text(text)
                row.shortForms = []
                // Made to fit at its size: a row shrinks whole, to the legible size, before anything is cut.
                row.minimumScale = min(line.minimumScale, legible / natural)
                return row
            }
        }
    }

    /// (Dial) How much larger than one row an extra large line's rows must be drawn for it to wrap: rows at a
    /// quarter more read better than one long row; less, the one row keeps the line whole in one reading.
    static let extraLargeWrapGain = 1.25

    /// (Dial) The part of an extra large circle's diameter a stack's rows take at most, and a row's height over its
    /// size (cap height and the stack's spacing): rows that would reach further are drawn smaller, not cut.
    static let extraLargeBlock = 0.62
    static let rowPitch = 1.1

    /// The width of `count` rings' strokes (a gauge's one, or rings') and the outer ring's radius: Apple's (9 % of the
    /// circle), or narrower, to half of it, where that is what lets the reading in the hole be drawn whole at its
    /// legible size, or larger; with the reading as fitted there, for `centeredInCircle` to draw rather than fit again.
    /// A hidden reading (a bar) keeps Apple's width: its text must move nothing.
    static func readingRoom(_ text: RedactedText?, rings count: Int, gap: Double, width: Double, diameter: Double,
                            on canvas: LayoutCanvas) -> (width: Double, radius: Double, fitted: TextFitter.Fitted?) {
        func outer(_ width: Double) -> Double { diameter / 2 - width / 2 - diameter * 0.04 }
        func hole(_ width: Double) -> Double { outer(width) - Double(count - 1) * width * 1.2 - width / 2 - gap }
        guard let text, case .text = text.content else { return (width, outer(width), nil) }
        func fitted(_ width: Double) -> TextFitter.Fitted {
            canvas.fit(text, role: .middle) { size in chord(TextFont(font: text.font.font, size: size), inside: hole(width), on: canvas) }
        }
        let legible = min(text.font.size, text.legibleSize)
        func isWhole(_ fit: TextFitter.Fitted) -> Bool { fit.kind == nil || fit.kind == .shortForm }
        let first = fitted(width)
        guard !(isWhole(first) && first.size >= legible - 1e-9) else { return (width, outer(width), first) }
        // A word is given the rings' room as a number is ("Madras" as "Madras 9"): drawn whole beats cut, and cut
        // beats lost, each the larger the better. A word that is cut in a wide hole (prose may be, keeping half)
        // may be whole in a narrower one.
        func rank(_ fit: TextFitter.Fitted) -> Int { isWhole(fit) ? 2 : fit.kind == .notDrawn ? 0 : 1 }
        var best = (width: width, fit: first)
        for factor in [0.85, 0.7, 0.55, 0.5] {
            let narrower = (width * factor).rounded()
            let fit = fitted(narrower)
            let better = rank(fit) > rank(best.fit) || (rank(fit) == rank(best.fit) && fit.size > best.fit.size + 1e-9)
            if better { best = (narrower, fit) }
            if isWhole(fit) && fit.size >= legible - 1e-9 { break }
        }
        return (best.width, outer(best.width), best.fit)
    }

    /// The part of a ring beyond a whole lap, over the full ring. In one colour over itself it would not show, so,
    /// as Activity draws it, its leading end casts a soft shadow forwards onto the ring beneath: the shadow is drawn
    /// after the lap and before the lap's tip, which then sits on it.
    static func lap(from start: Double, to end: Double, center: Point, radius: Double, width: Double, color: Color,
                    accentable: Bool, on canvas: inout LayoutCanvas) {
        let ink = Ink.content(color, accentable: accentable)
        canvas.stroke(.arc(center: center, radius: radius, start: start, end: end), width: width, cap: .round, ink)
        // Layers that reach further and further ahead of the tip: darkest against it, fading away from it.
        for reach in stride(from: 0.6, to: 0.01, by: -0.075) {
            canvas.stroke(.arc(center: center, radius: radius, start: end, end: end + reach * width / radius), width: width,
                          cap: .round, .content(lapShadow))
        }
        // The tip over its shadow; long enough that its round back covers where the shadow's own rounded back reached.
        canvas.stroke(.arc(center: center, radius: radius, start: max(start, end - width / 2 / radius), end: end), width: width,
                      cap: .round, ink)
    }

    /// One layer of a lap's shadow: black, faint, so that its eight layers darken the ring by about 60 % at the tip.
    static let lapShadow = Color(red: 0, green: 0, blue: 0, alpha: 0x1C)

    /// A centred line's widest room inside a circle of `radius` about the line's middle: the circle's chord at the
    /// height of the line's cap height and descent, so that no corner of the text reaches the ring round it.
    static func chord(_ font: TextFont, inside radius: Double, on canvas: LayoutCanvas) -> Double {
        let reach = canvas.capHeight(font) / 2 + canvas.descender(font)
        return 2 * max(0, radius * radius - reach * reach).squareRoot()
    }

    /// A reading centred in a circle of `radius`, fitted by the fitting policy to the chord at its own height (smaller
    /// text is also shorter, so it has a wider chord): a reading shrinks on rather than lose a digit. A bar shrinks
    /// until it fits that chord, as far as the line's minimum scale.
    /// Returns the size it is drawn at (a bar's, as large as its stand-in lets it be: never a hidden text's).
    @discardableResult
    static func centeredInCircle(_ line: RedactedText, center: Point, radius: Double, fitted: TextFitter.Fitted? = nil,
                                 on canvas: inout LayoutCanvas) -> Double {
        func font(_ size: Double) -> TextFont { TextFont(font: line.font.font, size: size) }
        guard case .bar = line.content else {
            let fitted = fitted ?? canvas.fit(line, role: .middle) { chord(font($0), inside: radius, on: canvas) }
            canvas.draw(fitted, line, x: center.x, baseline: center.y + canvas.capHeight(font(fitted.size)) / 2, alignment: .center,
                        maxWidth: chord(font(fitted.size), inside: radius, on: canvas))
            return fitted.size
        }
        func sized(_ scale: Double) -> RedactedText {
            var sized = line
            sized.font.size = (line.font.size * scale * 4).rounded(.down) / 4
            sized.minimumScale = 1
            return sized
        }
        func fits(_ scale: Double) -> Bool {
            let candidate = sized(scale)
            return canvas.width(of: candidate, maxWidth: .infinity) <= chord(candidate.font, inside: radius, on: canvas)
        }
        var scale = 1.0
        if !fits(1) {
            // The largest scale that fits, to a hundredth: width and height both grow with it.
            var (low, high) = (min(1, line.minimumScale), 1.0)
            if fits(low) {
                while high - low > 0.01 {
                    let middle = (low + high) / 2
                    if fits(middle) { low = middle } else { high = middle }
                }
            }
            scale = low
        }
        let drawn = sized(scale)
        canvas.text(drawn, x: center.x, baseline: center.y + canvas.capHeight(drawn.font) / 2, alignment: .center,
                    maxWidth: chord(drawn.font, inside: radius, on: canvas))
        return drawn.font.size
    }

    /// An open or segmented ring's ends, labelled in its gap at the bottom: each label beside its end, towards the
    /// middle, in reading order (the leading one on the right when the gauge reads right to left). A label clears the
    /// ring's end, and the value's marker where the marker comes down beside it; the two share what is left between
    /// them, the shorter first, and shrink together (both at one size) before either is shortened.
    /// `middle` is the width of a picture in the middle of the gap, which neither label reaches. `readingSize`: the size
    /// the reading in the middle is drawn at, which the labels never exceed (a hierarchy inverted, "0" and "100" larger
    /// than the "7°" they bound, reads the range as the value: stranger16 #5); where that is below the labels' legible
    /// 6 pt, both are left out and reported as they are without room.
    static func gaugeLabels(_ gauge: RedactedGauge, rightToLeft: Bool, center: Point, radius: Double, width: Double,
                            middle: Double = 0, readingSize: Double = .infinity, on canvas: inout LayoutCanvas) {
        let leadingSide = rightToLeft ? 1.0 : -1.0
        // A hidden end label is left out, as a hidden value's marker is, rather than drawn as a bar: whether a label
        // is drawn depends on whether its text fits the gap, which in the context that hides it must not show, so a
        // bar could only be drawn by a rule blind to what active drew ("0" and "₩5백만" left out in active, two bars
        // in Always On). Left out, Always On never shows an end label active left out for want of room.
        let labels = [(gauge.leading, leadingSide), (gauge.trailing, -leadingSide)].compactMap { label, side -> (RedactedText, Double)? in
            guard let label, case .text = label.content else { return nil }
            return (label, side)
        }
        guard !labels.isEmpty else { return }
        let gap = 2.0
        let marker: Point? = if gauge.isDrawn, gauge.style == .open, case .shown(let value) = gauge.value {
            center.offset(radius: radius, angle: openAngle(value, rightToLeft: rightToLeft))
        } else {
            nil
        }
        /// How far from the middle the label on `side` may reach outwards, `space` clear of the value's marker.
        func outer(_ side: Double, cap: Double, space: Double) -> Double {
            let end = center.offset(radius: radius, angle: .pi / 2 - side * .pi / 4)
            var reach = abs(end.x - center.x) - width / 2 - gap
            if let marker, (marker.x - center.x) * side > 0, abs(marker.y - end.y) < width * 0.8 + cap / 2 + space {
                reach = min(reach, abs(marker.x - center.x) - width * 0.8 - space)
            }
            return max(0, reach)
        }
        // Both at one size: the largest, down to the legible size, at which each clears its end (and the marker) and
        // the two stand a space apart, and where a number faces a number `facingNumbers` ems: a space apart, "0" and
        // "20,000" read "0 20,000", one figure grouped by spaces as many locales write them (stranger8 #14, stranger17
        // #3: "70 180", "-6 9"). Where even the legible size leaves no room so far apart, both are left out and
        // reported: a range with one end written reads as a value, and two ends run together read as one. Which
        // characters face each other is the labels' own (shown) text.
        let facing: [Character] = labels.count == 2 ? labels.compactMap { label, side in
            guard case .text(let text) = label.content, let character = side < 0 ? text.last : text.first, character.isNumber else { return nil }
            return character
        } : []
        let largest = labels.map(\.0.font.size).max() ?? 0
        let rule = SecondaryLabels(largest: largest, under: readingSize)
        func layout(_ size: Double) -> (widths: [Double], reaches: [Double], space: Double)? {
            let sized = labels.map { label, _ in
                var label = label
                label.font.size = label.font.size * size / largest
                label.minimumScale = 1
                return label
            }
            let widths = sized.map { canvas.width(of: $0, maxWidth: .infinity, role: .label) }
            let space = canvas.spaceWidth(TextFont(font: labels[0].0.font.font, size: size))
            let reaches = zip(sized, labels).map { outer($0.1.1, cap: canvas.capHeight($0.0.font), space: space) }
            if middle > 0 {
                // Beside a picture in the middle, each label keeps to its own side of it, a space away.
                guard zip(widths, reaches).allSatisfy({ $0 <= $1 - middle / 2 - space }) else { return nil }
            } else {
                var between = labels.count == 2 ? space : 0
                if facing.count == 2 {
                    // The labels on the left and on the right, whichever end each bounds.
                    let (left, right) = labels[0].1 < 0 ? (0, 1) : (1, 0)
                    between = max(space, size * Self.facingNumbers + SecondaryLabels.bearings(
                        left: (facing[left], sized[left].font), right: (facing[right], sized[right].font), shaper: canvas.shaper))
                }
                guard widths.reduce(0, +) + between <= reaches.reduce(0, +) else { return nil }
            }
            return (widths, reaches, space)
        }
        let chosen = rule.largest(layout)
        guard let (size, placed) = chosen else {
            for (label, _) in labels { canvas.dropped(label) }
            return
        }
        for (index, (var label, side)) in labels.enumerated() {
            label.font.size = label.font.size * size / largest
            label.minimumScale = 1
            let end = center.offset(radius: radius, angle: .pi / 2 - side * .pi / 4)
            canvas.text(label, x: center.x + side * placed.reaches[index], baseline: end.y + canvas.capHeight(label.font) * 0.5,
                        alignment: side < 0 ? .leading : .trailing, maxWidth: placed.widths[index] + 0.01, role: .label)
        }
    }

    /// (Dial) How far apart, in ems of dark between their figures' ink (`SecondaryLabels.bearings`), a ring's end
    /// labels stand where a number faces a number across the gap.
    static let facingNumbers = 0.6

    /// Where an open ring's marker stands for `value`: from its left end round the top, or from its right end when
    /// the gauge reads right to left.
    static func openAngle(_ value: Fraction, rightToLeft: Bool) -> Double {
        0.75 * .pi + (rightToLeft ? 1 - value.value : value.value) * 1.5 * .pi
    }

    /// A circular gauge's ring: closed from the top, open at the bottom, or in segments round the whole circle. Right
    /// to left, it fills the other way round, as SwiftUI mirrors a gauge under a right-to-left layout direction.
    static func ring(_ gauge: RedactedGauge, rightToLeft: Bool = false, center: Point, radius: Double, width: Double,
                     on canvas: inout LayoutCanvas) {
        switch gauge.style {
        case .closed:
            canvas.stroke(.circle(center: center, radius: radius), width: width, .content(track(gauge.color), accentable: gauge.accentable))
            if case .shown(let value) = gauge.value, value > .zero {
                let top = -Double.pi / 2
                let sweep = value.value * 2 * .pi
                fill(arcFrom: rightToLeft ? top - sweep : top, to: rightToLeft ? top : top + sweep, center: center, radius: radius,
                     width: width, color: gauge.color, outlined: gauge.outlined, accentable: gauge.accentable, on: &canvas)
            }
        case .open:
            // Open at the bottom: from 135° round the top to 405°.
            let start = 0.75 * Double.pi
            let sweep = 1.5 * Double.pi
            canvas.stroke(.arc(center: center, radius: radius, start: start, end: start + sweep),
                          width: width, cap: .round, .content(track(gauge.color), accentable: gauge.accentable))
            if case .shown(let value) = gauge.value {
                marker(at: center.offset(radius: radius, angle: openAngle(value, rightToLeft: rightToLeft)), width: width,
                       color: gauge.color, accentable: gauge.accentable, on: &canvas)
            }
        case .segmented:
            // Open at the bottom like an open gauge, so its ends can be labelled.
            segments(gauge.segments, lit: litSegments(gauge.value, of: gauge.segments), fromEnd: rightToLeft, start: 0.75 * .pi, sweep: 1.5 * .pi,
                     center: center, radius: radius, width: width, color: gauge.color, accentable: gauge.accentable,
                     outlined: gauge.outlined, on: &canvas)
        }
    }

    /// (Dial) How far a bezel's `widgetLabel` shrinks before it is cut: a template's default `minimumScale`.
    static let bezelLabelScale = 0.8

    /// A graphicBezel: its circular in the middle, its text along the ring above. Returns the angles the text
    /// covers, or with `wholeSlot` all it may cover (`RedactedComplication.givesDialWholeSlot`), widened a little, for
    /// the dial's ticks to leave free.
    static func bezel(_ content: RedactedContent, center: Point, diameter: Double, ring: BezelRing, frame: FaceFrame,
                      wholeSlot: Bool = false, on canvas: inout LayoutCanvas) -> ClosedRange<Double>? {
        let placeholder = placeholderBar(.graphicBezel, frame.sizeClass, ems: 6)
        var (text, inner): (RedactedText, RedactedContent?) = switch content {
        case .curvedText(let curved): (curved.text, curved.inner)
        // A view's `widgetLabel` runs along the bezel, as watchOS curves it round a circular widget.
        case .view(let view): (view.widgetLabel?.labelText ?? RedactedText(font: placeholder.font, color: .white, content: .nothing), content)
        default: (placeholder, content == .systemPlaceholder ? .systemPlaceholder : nil)
        }
        if case .view = content {
            // A `widgetLabel` along the bezel shrinks as the bezel's curved text does (to 0.8 of its size) before it
            // gives up a group: at Text's own factor of 1, a 45 mm bezel cut "… اذان مغرب ۱۸:۰۴" at 12 pt where 41 and
            // 49 mm drew the three groups whole (stranger12 #10).
            text.minimumScale = min(text.minimumScale, Self.bezelLabelScale)
            // And it is fitted to the bezel's legible 8 pt as a template's bezel text is, so the same steps of "How text
            // fits" decide, and a size below it is reported: without it a view's label, which has no legible size, took
            // 0.8 of 0.8 of its size as its floor, drawing 6.4 pt on 40 mm and 7.9 pt on 45 mm (smaller than 41 mm's 8.5
            // pt) with no report (stranger16 #1).
            text.legibleSize = LegibleSize.edge
        }
        if let inner {
            circular(inner, family: .accessoryCircular, center: center, diameter: diameter, frame: frame, on: &canvas)
        }
        let mid = -Double.pi / 2
        // Its ink ends `CornerBand.bezelReach` from the ring, its capitals or whatever its script draws higher
        // (Burmese, Thai's tone marks, Georgian's ascenders, a capital's accent), so that a corner's text beyond the ring
        // keeps the gap of two bands along the dial from it.
        let reach = -canvas.extent(of: text).top
        let baseline = ring.radius + CornerBand.bezelReach * frame.unit - reach
        let drawn = canvas.curvedText(text, center: ring.center, baselineRadius: baseline, midAngle: mid,
                                      clockwise: true, maxSpan: ring.maxSpan)
        let span = wholeSlot ? ring.maxSpan : drawn
        guard span > 0 else { return nil }
        let margin = 3 * Double.pi / 180
        return (mid - span / 2 - margin)...(mid + span / 2 + margin)
    }
}
