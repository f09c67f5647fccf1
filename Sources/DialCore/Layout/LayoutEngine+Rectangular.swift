import DialModel
import DialText
import Foundation

extension LayoutEngine {
    /// An accessoryRectangular complication: text, a bar gauge, a chart or a picture in a rounded platter.
    static func rectangular(_ content: RedactedContent, in rect: Rect, frame: FaceFrame, on canvas: inout LayoutCanvas) {
        // The platter and its pictures take Apple's 4 pt corners (ClockKit: "a 8-pixel corner radius").
        let corner = frame.rectangularCornerRadius
        if case .view(let view) = content {
            // The content area, inside the margins a template's content keeps (WidgetKit's content margins), and no
            // platter: WidgetKit draws one only as the view's background, which takes the whole slot.
            let padding = min(frame.rectangularInset, (rect.height * 0.1).rounded())
            let area = rect.insetBy(dx: padding, dy: padding)
            // The margins are room, not a cut: what overflows the area is cut only at the slot's edge, as WidgetKit
            // clips a widget to its bounds.
            ViewLayout.draw(view.root, family: .accessoryRectangular, in: area, mask: .roundedRect(rect, radius: corner),
                            rightToLeft: view.isRightToLeft, on: &canvas)
            return
        }
        if case .image(let template) = content, template.title == nil, case .bitmap = template.image.content {
            canvas.image(template.image, in: rect, mask: .roundedRect(rect, radius: corner))
            return
        }
        canvas.fill(.roundedRect(rect, radius: corner), .background(platter))
        // Content keeps to ClockKit's safe area: Apple's inset, or a tenth of a slot too low for it.
        let padding = min(frame.rectangularInset, (rect.height * 0.1).rounded())
        let inner = rect.insetBy(dx: padding, dy: padding)
        switch content {
        case .stack(let stack):
            textRows(stack.lines, icon: stack.icon, in: rect, padding: padding, frame: frame, on: &canvas)
        case .systemPlaceholder:
            // A title bar and two body bars.
            textRows([placeholderBar(.accessoryRectangular, frame.sizeClass, style: .headline, ems: 3),
                      placeholderBar(.accessoryRectangular, frame.sizeClass, ems: 6),
                      placeholderBar(.accessoryRectangular, frame.sizeClass, ems: 4.5)], icon: nil, in: rect, padding: padding,
                     frame: frame, on: &canvas)
        case .gauge(let gauge):
            let rows = [gauge.title, gauge.text].compactMap { $0 }
            // The bar's row keeps room for its end labels, at the size their width lets them take (`bar`), up to half
            // the area: the title shrinks first, rather than the labels overhang the platter.
            let labels = [gauge.leading, gauge.trailing].compactMap { $0 }.map { label -> Double in
                var sized = label
                sized.font.size = canvas.fit(label, role: .label) { _ in inner.width * 0.3 }.size
                return canvas.capHeight(sized.font) + canvas.descender(sized.font)
            }.max() ?? 0
            let reserve = min(inner.height / 2, max(inner.height * 0.2, labels))
            // The end labels are never larger than the line over the bar: the reading, or the title where the gauge has
            // none (stranger22 #4: a "0" at 29.25 px under a title of 28 px read as the value). Rows are drawn top down,
            // so the last one drawn is the one over the bar.
            var readingSize: Double?
            let body = titled(rows, in: inner, reserve: reserve, minimum: max(14 * frame.unit, reserve), reading: gauge.text != nil,
                              on: &canvas) { _, size in readingSize = size }
            if gauge.isDrawn || gauge.leading != nil || gauge.trailing != nil {
                bar(gauge, in: body, unit: frame.unit, readingSize: readingSize, on: &canvas)
            }
        case .chart(let chart):
            // Range labels stand one above the other beside the plot: the title gives up room before they collide.
            let ranged = if case .shown(let data) = chart.data, data.range != nil { true } else { false }
            var titleSize: Double?
            let body = titled(chart.title.map { [$0] } ?? [], in: inner, reserve: inner.height * 0.5,
                              minimum: (ranged ? 30 : 16) * frame.unit, on: &canvas) { _, size in titleSize = size }
            self.chart(chart, in: body, unit: frame.unit, line: frame.minimumLineWidth, readingSize: titleSize, on: &canvas)
        case .image(let template):
            guard let title = template.title else {
                // A drawing, or a hidden picture, in the content area.
                canvas.image(template.image, in: inner, mask: .roundedRect(inner, radius: corner))
                return
            }
            // Apple's picture under a title (150 × 47 pt on 40 mm), centred (on 41 and 45 mm Apple's picture is a
            // little wider than the content area), the title's row above it; the two share the platter's height, its
            // margins what they leave. A short custom slot gives the title half of it, the title shrinking rather than
            // the picture taking it all.
            let size = frame.rectangularImageWithTitle
            let pitch = title.font.size * 1.1
            let margin = max(0, min(padding, (rect.height - size.height - pitch) / 2))
            let area = rect.insetBy(dx: padding, dy: margin)
            let height = min(size.height, area.height - min(pitch, area.height / 2))
            _ = titled([title], in: area, reserve: height, minimum: height, on: &canvas)
            let width = min(size.width, rect.width - padding)
            let box = Rect(x: rect.center.x - width / 2, y: area.maxY - height, width: width, height: height)
            canvas.image(template.image, in: box, mask: .roundedRect(box, radius: corner))
        case .rings, .curvedText, .view:
            break  // Resolver allows neither here
        }
    }

    /// Lines from the top of the platter, the block centred; an icon before the first; the last may wrap. Lines taller
    /// together than the platter shrink together, none below the legible size; then they close up, to `tightestPitch`;
    /// lines that still find no room are left out from the last, and recorded for `dial lint` as shortened to nothing.
    private static func textRows(_ lines: [RedactedText], icon: RedactedImage?, in rect: Rect, padding: Double, frame: FaceFrame,
                                 on canvas: inout LayoutCanvas) {
        let maxWidth = rect.width - 2 * padding
        let iconSize = frame.bodyIcon
        let iconGap = iconSize * 0.35
        // Each row's pitch has room above its capitals and below its baseline: half the padding keeps the ink inside.
        let room = rect.height - padding
        func sized(_ scale: Double) -> [RedactedText] {
            lines.map { line in
                var line = line
                let natural = line.font.size
                line.font.size = max(min(natural, LegibleSize.large), (natural * scale * 4).rounded(.down) / 4)
                // A line too wide as well shrinks no further than the smaller of its own floor and the legible size.
                line.minimumScale = min(1, max(natural * line.minimumScale, min(natural, LegibleSize.large)) / line.font.size)
                return line
            }
        }
        var pitch = Self.pitch
        // How far each line's ink reaches above and below its baseline, in ems: the same at every size it is tried at,
        // and after a line is left out from the last, the same for the lines before it.
        let reaches = lines.map { canvas.inkReach(of: $0) }
        func height(_ lines: [RedactedText]) -> Double {
            spacing(lines, reaches: reaches, pitch: pitch) { index, line in
                index == lines.count - 1 ? canvas.lineCount(of: line, maxWidth: maxWidth) : 1
            }.height
        }
        var lines = lines
        if height(lines) > room {
            let natural = height(lines)
            lines = sized(room / natural)
            // Rounding and wrapping can leave it a little over: a step smaller until it fits or can shrink no more.
            var scale = room / natural
            while height(lines) > room, scale > 0.3 {
                scale -= 0.02
                lines = sized(scale)
            }
            // At their legible size, the lines close up rather than lose one (a 40 mm platter a hair too low for
            // three rows), as far as they need and to the tightest pitch at most; only lines that find no room even
            // then are left out, and those left keep what pitch they can.
            pitch = Self.tightestPitch
            while height(lines) > room, lines.count > 1 {
                canvas.dropped(lines.removeLast())
            }
            pitch = Self.pitch
            let needed = height(lines)
            if needed > room { pitch = max(Self.tightestPitch, Self.pitch * room / needed) }
        }
        // A last line that wraps, and whose rows cannot hold it at its size, shrinks whole, as far as its legible size,
        // before its last row is cut, where the platter has the height for its rows: rows at 11 pt that hold
        // "12,45 kWh bei 31,9 ct/kWh macht 3,97 €" say more than rows at 19.5 pt ending "Mitternacht…" (#23, 5).
        if let last = lines.indices.last, lines[last].maxLines > 1, case .text = lines[last].content {
            let width = last == 0 && icon != nil ? maxWidth - iconSize - iconGap : maxWidth
            let natural = lines[last].font.size
            let floor = lines[last].legibleSize > 0 ? min(natural, lines[last].legibleSize) : natural * min(1, lines[last].minimumScale)
            let step = TextFitter.step
            let (lowest, highest) = (Int((floor / step - 1e-9).rounded(.up)), Int((natural / step).rounded(.down)) - 1)
            func attempt(_ index: Int) -> [RedactedText]? {
                var tried = lines
                tried[last].font.size = Double(index) * step
                tried[last].minimumScale = min(1, floor / tried[last].font.size)
                return canvas.wrapsWhole(tried[last], maxWidth: width) && height(tried) <= room ? tried : nil
            }
            if !canvas.wrapsWhole(lines[last], maxWidth: width), lowest <= highest, let found = attempt(lowest) {
                lines = Bisection.largest(in: lowest...highest, known: found, attempt).value
            }
        }
        lines = sharingSizes(lines, widths: lines.indices.map { $0 == 0 && icon != nil ? maxWidth - iconSize - iconGap : maxWidth },
                             on: canvas)
        let counts = lines.enumerated().map { index, line in
            index == lines.count - 1 ? canvas.lineCount(of: line, maxWidth: maxWidth) : 1
        }
        let (pitches, gaps, total) = spacing(lines, reaches: reaches, pitch: pitch) { index, _ in counts[index] }
        var top = rect.y + (rect.height - total) / 2
        for (index, line) in lines.enumerated() {
            top += gaps[index]
            let baseline = top + (pitches[index] + canvas.capHeight(line.font)) / 2
            var x = rect.x + padding
            var end = rect.maxX - padding
            if index == 0, let icon {
                // The icon leads the line: on its right when the line reads right to left (SwiftUI mirrors a layout
                // whose direction is right to left).
                let cap = canvas.capHeight(line.font)
                let trailing = canvas.isRightToLeft(line)
                let box = Rect(x: trailing ? end - iconSize : x, y: baseline - cap / 2 - iconSize / 2, width: iconSize, height: iconSize)
                canvas.icon(icon, in: box, mask: .circle(center: box.center, radius: iconSize / 2))
                if trailing { end -= iconSize + iconGap } else { x += iconSize + iconGap }
            }
            canvas.wrappedText(line, x: x, baseline: baseline, pitch: pitches[index], alignment: .leading, maxWidth: end - x)
            top += pitches[index] * Double(counts[index])
        }
    }

    /// Each line's row pitch, the room added above each line for the ink of the rows around it, and the height of
    /// them all: rows `pitch` ems apart, and further where the ink of the fonts they are drawn in reaches further
    /// (`reaches`, in ems: Lao's vowel and tone mark stacked over a letter, Khmer's subscripts, Tibetan's stacks reach
    /// far past Inter's accents and descenders), so that no row's ink comes closer than `inkGap` to the next one's, or
    /// `closedInkGap` where the rows close up (`pitch` under `Self.pitch`) rather than lose one.
    /// `count` is how many rows a line is drawn on.
    private static func spacing(_ lines: [RedactedText], reaches: [LayoutCanvas.InkReach], pitch: Double,
                                count: (Int, RedactedText) -> Int) -> (pitches: [Double], gaps: [Double], height: Double) {
        var pitches: [Double] = [], gaps: [Double] = [], height = 0.0
        let inkGap = pitch < Self.pitch ? Self.closedInkGap : Self.inkGap
        for (index, line) in lines.enumerated() {
            let size = line.font.size
            let rows = count(index, line)
            // A line wrapped onto rows keeps its own ink apart too.
            let own = rows > 1 ? (reaches[index].rise + reaches[index].depth) * size + inkGap : 0
            pitches.append(max(size * pitch, own))
            if index == 0 {
                gaps.append(0)
            } else {
                // Baselines `apart` from the last row of the line above, as the rows' pitches and capitals place them.
                let above = lines[index - 1].font.size
                let apart = (pitches[index - 1] + pitches[index]) / 2 + (reaches[index].cap * size - reaches[index - 1].cap * above) / 2
                let needed = reaches[index - 1].depth * above + reaches[index].rise * size + inkGap
                gaps.append(max(0, needed - apart))
            }
            height += pitches[index] * Double(rows) + gaps[index]
        }
        return (pitches, gaps, height)
    }

    /// (Dial) The least room between one row's ink and the next's, in pixels: two, so that at least one whole row of
    /// pixels between them is left dark wherever they fall on the pixel grid. Half a pixel, as it was, let the
    /// antialiased edges of a Telugu subscript and the digits under it share a row: ink on ink (stranger20 #4).
    static let inkGap = 2.0
    /// (Dial) The least room between rows' ink where they close up rather than lose one: a pixel, still apart by `dial
    /// lint`'s measure (`TouchingLines.closest`); two would leave out the third row of a platter a hair too low for it.
    static let closedInkGap = 1.0

    /// A row's pitch, in ems of its text: room above its capitals and below its descenders.
    static let pitch = 1.22
    /// (Dial) The closest rows come, in ems, rather than a row be left out: an accented capital ("É") under a
    /// descender ("g") still clears it by a little (at 1.15 em their ink would meet), and Han and Hangul (one em from
    /// top to bottom) stand apart.
    static let tightestPitch = 1.17

    /// `lines` with the lines of one role (one font at one size) drawn at one size, the smallest any of them needs to
    /// fit its width, as a SwiftUI stack whose lines share a `minimumScaleFactor` looks: a body line that shrinks alone
    /// under one that does not reads as a lesser line. The first line stays at least as large as the lines under it
    /// that are no larger than it as written. A line that wraps keeps its size (up to the first line's), and a bar its
    /// own: how a hidden line is drawn follows nothing shown.
    static func sharingSizes(_ lines: [RedactedText], widths: [Double], on canvas: LayoutCanvas) -> [RedactedText] {
        // A headline (accented) and a body line are two roles even where Bold Text draws both in one font at one size
        // (Inter Bold): the headline kept the body's shrunk size and lost its hierarchy (stranger8 #3).
        struct Role: Hashable {
            let font: TextFont
            let accentable: Bool
        }
        func role(_ line: RedactedText) -> Role { Role(font: line.font, accentable: line.accentable) }
        // A hidden line's bar says nothing of the size its text would have set for its role: where one is hidden, the
        // shown lines of its role shrink whole, down to the legible size, before they are cut at their `minimumScale`,
        // as the hidden line may have made them (stranger8 #10: Always On cut "ᐅᓪᓗᒥ −24° / −33° ᐅᓐ…" at 15.6 pt
        // where active, its long third line shown, drew it whole at 11 pt). Only that a line is hidden decides it.
        let hiddenRoles = Set(lines.filter { if case .text = $0.content { false } else { true } }.map(role))
        let drawn: [Double?] = lines.indices.map { index in
            guard lines[index].maxLines <= 1, case .text = lines[index].content else { return nil }
            let fitted = canvas.fit(lines[index]) { _ in widths[index] }
            guard fitted.kind != nil, hiddenRoles.contains(role(lines[index])), lines[index].legibleSize > 0 else { return fitted.size }
            var whole = lines[index]
            whole.minimumScale = min(1, whole.legibleSize / whole.font.size)
            let shrunk = canvas.fit(whole) { _ in widths[index] }
            return shrunk.kind == nil ? shrunk.size : fitted.size
        }
        guard zip(lines, drawn).contains(where: { line, size in size.map { $0 < line.font.size } ?? false }) else { return lines }
        var smallest: [Role: Double] = [:]
        for (line, size) in zip(lines, drawn) {
            guard let size else { continue }
            smallest[role(line)] = min(smallest[role(line)] ?? size, size)
        }
        var shared = lines
        for index in lines.indices {
            guard case .text = lines[index].content else { continue }
            // A line that wraps keeps its own size, but not above the first line's.
            var size = drawn[index] == nil ? lines[index].font.size : smallest[role(lines[index])]!
            // Shared down to the legible size, not below it: a line the policy draws smaller than that (trailing groups
            // dropped at 7.9 pt) is fitted from its own size, as it would be alone, and pulls no other line under the
            // legible size, where a shorter form is drawn whole at it (stranger12 #11: "Tổng giá trị 12.450.000.000 ₫
            // ▲2,35%" drawn whole at 7.9 pt beside a long third line, its shortText unused). Refitted from below its
            // legible size, a line would also take another step than the one that set the size (the third line at
            // 6.1 pt, the second at 7.9: two sizes).
            if lines[index].legibleSize > 0 { size = max(size, min(lines[index].font.size, lines[index].legibleSize)) }
            if index > 0, let lead = drawn[0], lines[0].font.size >= lines[index].font.size {
                let headline = smallest[role(lines[0])] ?? lead
                // Where the headline's size takes this line under its legible size, and the line would be drawn larger
                // on its own, the headline is the cause a report names (stranger22 #8): the line is fine as written.
                let own = drawn[index] ?? lines[index].font.size
                if headline < size, headline < lines[index].legibleSize - 1e-9,
                   own >= min(lines[index].font.size, lines[index].legibleSize) - 1e-9,
                   let setter = lines.indices.first(where: { role(lines[$0]) == role(lines[0]) && drawn[$0] == headline }),
                   case .text(let text) = lines[setter].content {
                    shared[index].sizeSetBy = text
                }
                size = min(size, headline)
            }
            guard size < lines[index].font.size else { continue }
            let floor = lines[index].font.size * min(1, lines[index].minimumScale)
            shared[index].font.size = size
            shared[index].minimumScale = min(1, floor / size)
        }
        // Lines of a role that each draw below the legible size (one less its trailing groups at 6 pt, another cut
        // after a word at 7.1 pt) share the smallest of those sizes, each fitted at it, whole or cut there: two sizes
        // one under the other read as two roles (stranger19 #4: 40 mm drew 6 and 7.1 pt, 45 mm 11 and 8.6 pt). At that
        // size a line may take a step that draws it smaller still; the others follow it down. Only where two lines of
        // a role are below the legible size: no cost to a rectangular whose lines fit.
        let below = lines.indices.filter { index in
            guard let size = drawn[index], lines[index].legibleSize > 0 else { return false }
            return size < min(lines[index].font.size, lines[index].legibleSize)
        }
        // A line of such a role cut at the legible size (its trailing words dropped, not a shorter form drawn whole
        // there) was cut only to stay legible, which its role no longer is: it joins them, whole where it fits down to
        // ¾ of the legible size (the least a line shrinks to whole rather than drop a number, `TextFitter.lastQuarter`),
        // the others following it down, else cut at their size, which keeps as much of it or more. One size for the
        // role, and a larger screen no longer cuts a line a smaller one draws whole at that size (stranger22 #6:
        // inuktitut-weather's "−32 °C · ᐊᓄᕆ 45 km/h ᐅᐊᓐᓇᖅ" cut at 11 pt on 45 and 49 mm beside a line at 9.9 and
        // 10.25 pt, and drawn whole at 8.4 pt on 41 mm, where its cut at 11 pt would have dropped the wind).
        // Read as the first pass set it (`shared`): a line its own `minimumScale` cut above the legible size, and which
        // that pass drew whole at it ("Grzegorzewska-Żółkiewska"), is not cut.
        func cutAtLegible(_ index: Int) -> Bool {
            guard lines[index].maxLines <= 1, case .text = lines[index].content, lines[index].legibleSize > 0 else { return false }
            let fitted = canvas.fit(shared[index]) { _ in widths[index] }
            guard let kind = fitted.kind, kind != .shortForm else { return false }
            return fitted.size >= min(lines[index].font.size, lines[index].legibleSize) - 1e-9
        }
        for (position, first) in below.enumerated() where !below[..<position].contains(where: { role(lines[$0]) == role(lines[first]) }) {
            let followers = lines.indices.filter { role(lines[$0]) == role(lines[first]) && !below.contains($0) && cutAtLegible($0) }
            let members = below.filter { role(lines[$0]) == role(lines[first]) } + followers
            guard members.count > 1 else { continue }
            // From the sizes the first line's cap left them (`shared`), so that no member is set above it again.
            var sizes = Dictionary(uniqueKeysWithValues: members.map { ($0, min(drawn[$0]!, shared[$0].font.size)) })
            var target = members.filter { !followers.contains($0) }.map { sizes[$0]! }.min()!
            for index in followers {
                var whole = lines[index]
                whole.font.size = target
                // Shrunk whole only: no legible floor above the quarter (the role is below it already), and a cut
                // there is not taken (below, it is cut at the role's size instead).
                whole.minimumScale = min(1, min(lines[index].font.size, lines[index].legibleSize) * TextFitter.lastQuarter / target)
                whole.legibleSize = 0
                let fitted = canvas.fit(whole) { _ in widths[index] }
                guard fitted.kind == nil else { continue }
                whole.font.size = fitted.size
                whole.minimumScale = 1
                whole.legibleSize = lines[index].legibleSize
                shared[index] = whole
                sizes[index] = fitted.size
                target = min(target, fitted.size)
            }
            var lowered = true
            while lowered {
                lowered = false
                for index in members where sizes[index]! > target {
                    var line = lines[index]
                    line.font.size = target
                    line.minimumScale = 1
                    shared[index] = line
                    let size = canvas.fit(line) { _ in widths[index] }.size
                    sizes[index] = size
                    if size < target {
                        target = size
                        lowered = true
                    }
                }
            }
        }
        return shared
    }

    /// Draws `rows` of text from the top of `area` and returns what is left below them: `reserve` high if there is
    /// room, else down to `minimum`. Where the rows need more room than that, they shrink together, none below the
    /// legible size; a row that still finds no room is left out, and recorded for `dial lint` as shortened to nothing,
    /// rather than drawn over the platter's edge and whatever lies beyond it.
    /// `drawn`: told each row drawn (its index in `rows`) and the size it is drawn at (a bar's, its stand-in's).
    /// Rows are titles, never drawn below their legible size (`TextFitter.Role.title`), but for the last where it is a
    /// `reading`, a gauge's, fitted as any line is.
    private static func titled(_ rows: [RedactedText], in area: Rect, reserve: Double, minimum: Double, reading: Bool = false,
                               on canvas: inout LayoutCanvas, drawn: ((Int, Double) -> Void)? = nil) -> Rect {
        let needed = rows.map { $0.font.size * 1.1 }.reduce(0, +)
        let room = area.height - min(reserve, max(minimum, area.height - needed))
        let scale = needed > room && needed > 0 ? max(0, room / needed) : 1
        var top = area.y
        var bottom = area.y
        var sized = rows.enumerated().map { index, row in
            var row = row
            row.font.size = max(min(row.font.size, LegibleSize.large), (row.font.size * scale * 4).rounded(.down) / 4)
            return (index: index, row: row)
        }
        // The reading is the last to go (stranger16 #6: a rectangular gauge drew its title and dropped the reading
        // under it): where the rows do not all fit, the ones before the last (the title) are left out first. Their
        // sizes are their fonts' (a hidden row's bar's too), so what is left out never depends on a hidden text.
        while sized.count > 1, sized.map({ $0.row.font.size * 1.1 }).reduce(0, +) > max(room, 0) + 0.5 {
            canvas.dropped(sized.removeFirst().row)
        }
        for (index, row) in sized {
            let pitch = row.font.size * 1.1
            guard top + pitch <= area.y + max(room, 0) + 0.5 else {
                canvas.dropped(row)
                continue
            }
            let baseline = top + (pitch + canvas.capHeight(row.font)) / 2
            let role: TextFitter.Role = reading && index == rows.count - 1 ? .line : .title
            canvas.text(row, x: area.x, baseline: baseline, alignment: .leading, maxWidth: area.width, role: role)
            if let drawn { drawn(index, canvas.fit(row, role: role) { _ in area.width }.size) }
            top += pitch
            // A "y" or "g" reaches below the pitch: what comes under the rows starts below it, and below the row's ink
            // in the fonts it is drawn in where that reaches deeper (a Pashto title's "ړ" and "ۍ"; stranger9 #19).
            let depth = max(canvas.descender(row.font), canvas.inkReach(of: row).depth * row.font.size)
            bottom = max(top, baseline + depth)
        }
        return Rect(x: area.x, y: bottom, width: area.width, height: max(0, area.maxY - bottom))
    }

    /// A linear gauge across `area`, vertically centred, with its end labels beside it: the leading one on the left,
    /// or on the right of a gauge that reads right to left, which also fills from the right (as SwiftUI mirrors it).
    /// `readingSize`: the size the line over the bar is drawn at (the reading, or the title where there is none), which
    /// its end labels are never larger than (stranger16 #5: "0 km" and "10 km" at 13 pt under a reading shrunk to 9 pt);
    /// where that is below the labels' legible 6 pt, they are left out and reported.
    private static func bar(_ gauge: RedactedGauge, in area: Rect, unit: Double, readingSize: Double? = nil,
                            on canvas: inout LayoutCanvas) {
        let height = (12 * unit).rounded()
        let gap = 8 * unit
        var left = area.x
        var right = area.maxX
        let rightToLeft = readsRightToLeft(gauge, on: canvas)
        var (onLeft, onRight) = rightToLeft ? (gauge.trailing, gauge.leading) : (gauge.leading, gauge.trailing)
        // The labels' capitals are centred on the bar, and what descends below them (the comma of "1,350") keeps inside
        // the area too, so nothing overhangs the platter: in a low area they shrink, as far as the legible size, and
        // are left out (and reported) below it. How far they reach depends on their font alone, so a hidden label's
        // bar sits where the shown label would.
        func reach(_ label: RedactedText) -> (above: Double, below: Double) {
            let cap = canvas.capHeight(label.font)
            return (cap / 2, cap / 2 + canvas.descender(label.font))
        }
        (onLeft, onRight) = secondary((onLeft, onRight), under: readingSize, on: &canvas)
        // Both at one size, by the rule every pair of secondary labels keeps (`SecondaryLabels`): the largest at which
        // each is whole in its share of the row and fits the area's height. Each fitted to its share on its own, a
        // short "0" kept 29.25 px beside "24 000 т" shrunk to 15.5 px, and read as the value (stranger22 #4). Where not
        // even their legible size fits, both are left out and reported: a range with one end written reads as a value.
        let share = area.width * 0.3
        let labels = [onLeft, onRight].compactMap { $0 }
        if let largest = labels.map(\.font.size).max() {
            func sized(_ label: RedactedText?, _ size: Double) -> RedactedText? {
                label.map { var label = $0; label.font.size = label.font.size * size / largest; label.minimumScale = 1; return label }
            }
            let chosen = SecondaryLabels(largest: largest).largest { size -> Void? in
                labels.allSatisfy { label in
                    let label = sized(label, size)!
                    let (above, below) = reach(label)
                    return above + below <= area.height + 1e-9 && canvas.width(of: label, maxWidth: .infinity, role: .label) <= share + 1e-9
                } ? () : nil
            }
            if let (size, _) = chosen {
                (onLeft, onRight) = (sized(onLeft, size), sized(onRight, size))
            } else {
                labels.forEach { canvas.dropped($0) }
                (onLeft, onRight) = (nil, nil)
            }
        }
        let above = max(height / 2, [onLeft, onRight].compactMap { $0.map { reach($0).above } }.max() ?? 0)
        let below = max(height / 2, [onLeft, onRight].compactMap { $0.map { reach($0).below } }.max() ?? 0)
        let centerY = max(area.y + above, min(area.center.y, area.maxY - below))
        if let label = onLeft {
            // Placed by its measured width: leading alignment would put right-to-left text at the far end of its room.
            let width = canvas.width(of: label, maxWidth: share, role: .label)
            canvas.text(label, x: left + width, baseline: centerY + canvas.capHeight(label.font) / 2, alignment: .trailing,
                        maxWidth: share, role: .label)
            left += width + gap
        }
        if let label = onRight {
            let width = canvas.text(label, x: right, baseline: centerY + canvas.capHeight(label.font) / 2, alignment: .trailing,
                                    maxWidth: share, role: .label)
            right -= width + gap
        }
        guard gauge.isDrawn, right - left > height else { return }
        let track = Rect(x: left, y: centerY - height / 2, width: right - left, height: height)
        let trackInk = Ink.content(self.track(gauge.color), accentable: gauge.accentable)
        let ink = Ink.content(gauge.color, accentable: gauge.accentable)
        switch gauge.style {
        case .segmented:
            let count = Double(gauge.segments)
            let space = min(4 * unit, track.width / count * 0.3)
            let width = (track.width - space * (count - 1)) / count
            let lit = litSegments(gauge.value, of: gauge.segments)
            for index in 0..<gauge.segments {
                let slot = rightToLeft ? gauge.segments - 1 - index : index
                let segment = Rect(x: track.x + Double(slot) * (width + space), y: track.y, width: width, height: height)
                if index < lit && gauge.outlined {
                    canvas.stroke(.roundedRect(segment.insetBy(dx: 1, dy: 1), radius: max(0, min(height, width) / 2 - 1)), width: 2, ink)
                } else {
                    canvas.fill(.roundedRect(segment, radius: min(height, width) / 2), index < lit ? ink : trackInk)
                }
            }
        case .closed:
            canvas.fill(.roundedRect(track, radius: height / 2), trackInk)
            if case .shown(let value) = gauge.value, value > .zero {
                let length = max(height, track.width * value.value)
                let filled = Rect(x: rightToLeft ? track.maxX - length : track.x, y: track.y, width: length, height: height)
                if gauge.outlined {
                    canvas.stroke(.roundedRect(filled.insetBy(dx: 1, dy: 1), radius: height / 2 - 1), width: 2, ink)
                } else {
                    canvas.fill(.roundedRect(filled, radius: height / 2), ink)
                }
            }
        case .open:
            canvas.fill(.roundedRect(track, radius: height / 2), trackInk)
            if case .shown(let value) = gauge.value {
                let x = track.x + height / 2 + (track.width - height) * (rightToLeft ? 1 - value.value : value.value)
                marker(at: Point(x: x, y: centerY), width: height, color: gauge.color, accentable: gauge.accentable, on: &canvas)
            }
        }
    }

    /// A rectangular's secondary labels (a gauge's end labels, a chart's range) never larger than the reading they belong
    /// to, drawn at `readingSize` (face-format.md: "never drawn larger than the reading they belong to"), by the rule
    /// every pair of them keeps (`SecondaryLabels`): capped at it, and where it is below their legible size, left out
    /// and reported, as both are. Their room was fitted before: here they take the size the rule gives.
    private static func secondary(_ labels: (RedactedText?, RedactedText?), under readingSize: Double?,
                                  on canvas: inout LayoutCanvas) -> (RedactedText?, RedactedText?) {
        guard let readingSize, let natural = [labels.0, labels.1].compactMap({ $0?.font.size }).max(), natural > readingSize else {
            return labels
        }
        guard let (size, _) = SecondaryLabels(largest: natural, under: readingSize).largest({ _ in () }) else {
            [labels.0, labels.1].compactMap { $0 }.forEach { canvas.dropped($0) }
            return (nil, nil)
        }
        func capped(_ label: RedactedText?) -> RedactedText? {
            label.map { var label = $0; label.font.size = min(label.font.size, size); return label }
        }
        return (capped(labels.0), capped(labels.1))
    }

    /// Bars or a line over `area`, with the highest and lowest values written on the right, no larger than the title
    /// drawn at `readingSize` (stranger15 #11: a range "1.4 លាន" at 12.9 pt under a title of 12.25 pt); hidden, an
    /// empty baseline. Lines (the plot's, a bar's least height, the hidden baseline) are `line` wide: Apple's least.
    private static func chart(_ chart: RedactedChart, in area: Rect, unit: Double, line: Double, readingSize: Double? = nil,
                              on canvas: inout LayoutCanvas) {
        let ink = Ink.content(chart.color, accentable: chart.accentable)
        guard case .shown(let data) = chart.data else {
            let line = Rect(x: area.x, y: area.maxY - line, width: area.width, height: line)
            canvas.fill(.rect(line), .content(track(chart.color), accentable: chart.accentable))
            return
        }
        var plot = area
        if var range = data.range {
            // Both labels fit one above the other with a gap between them: smaller where the plot is short, but not below
            // the legible size; where they cannot be legible, both are left out (and reported) and the plot has the room.
            let caps = canvas.capHeight(range.high.font) + canvas.capHeight(range.low.font)
            if caps * 1.4 > area.height, caps > 0 {
                let scale = max(0.5, area.height / (caps * 1.4))
                let size = (range.high.font.size * scale * 4).rounded(.down) / 4
                guard size >= min(range.high.font.size, LegibleSize.label) else {
                    canvas.dropped(range.high)
                    canvas.dropped(range.low)
                    return draw(chart.style, data, in: plot, ink: ink, unit: unit, line: line, on: &canvas)
                }
                range.high.font.size = size
                range.low.font.size = size
            }
            let room = area.width * 0.3
            // Secondary labels shrink together: both at the smaller size either is fitted to ("3.2 હજાર" in Noto
            // Gujarati shrank, "0" in Inter did not; stranger8 #13). Only shown labels are fitted: a bar moves nothing.
            let sizes = [range.high, range.low].compactMap { label -> Double? in
                guard case .text = label.content else { return nil }
                let fitted = canvas.fit(label, role: .label) { _ in room }
                return fitted.kind == .notDrawn ? nil : fitted.size
            }
            if let smallest = sizes.min() {
                for index in [0, 1] {
                    var label = index == 0 ? range.high : range.low
                    guard case .text = label.content, smallest < label.font.size else { continue }
                    label.font.size = smallest
                    if index == 0 { range.high = label } else { range.low = label }
                }
            }
            // Last, as fitted to their room: no larger than the title.
            guard case let (high?, low?) = secondary((range.high, range.low), under: readingSize, on: &canvas) else {
                return draw(chart.style, data, in: plot, ink: ink, unit: unit, line: line, on: &canvas)
            }
            (range.high, range.low) = (high, low)
            let width = max(canvas.width(of: range.high, maxWidth: room, role: .label), canvas.width(of: range.low, maxWidth: room, role: .label))
            canvas.text(range.high, x: area.maxX, baseline: area.y + canvas.capHeight(range.high.font), alignment: .trailing,
                        maxWidth: room, role: .label)
            canvas.text(range.low, x: area.maxX, baseline: area.maxY, alignment: .trailing, maxWidth: room, role: .label)
            plot.width -= width + 8 * unit
        }
        draw(chart.style, data, in: plot, ink: ink, unit: unit, line: line, on: &canvas)
    }

    /// A chart's bars or line over `plot`.
    private static func draw(_ style: ChartStyle, _ data: RedactedChart.Data, in plot: Rect, ink: Ink, unit: Double,
                             line: Double, on canvas: inout LayoutCanvas) {
        var plot = plot
        func y(_ fraction: Fraction) -> Double { plot.maxY - fraction.value * plot.height }
        let count = Double(data.points.count)
        switch style {
        case .bars:
            let pitch = plot.width / count
            let width = pitch * 0.7
            for (index, point) in data.points.enumerated() {
                let top = min(y(point), y(data.baseline))
                let height = max(line, abs(y(point) - y(data.baseline)))
                let bar = Rect(x: plot.x + Double(index) * pitch + (pitch - width) / 2, y: min(top, y(data.baseline) - line),
                               width: width, height: height)
                canvas.fill(.roundedRect(bar, radius: min(width, height) * 0.25), ink)
            }
        case .line:
            // The line's round ends and its last point's dot reach past its points: kept inside the plot.
            let dot = max(4 * unit, line)
            plot = plot.insetBy(dx: 0, dy: min(dot, plot.height / 2))
            plot.width -= dot
            let step = plot.width / (count - 1)
            let points = data.points.enumerated().map { Point(x: plot.x + Double($0.offset) * step, y: y($0.element)) }
            var elements: [PathData.Element] = [.move(x: points[0].x, y: points[0].y)]
            elements += points.dropFirst().map { PathData.Element.line(x: $0.x, y: $0.y) }
            canvas.stroke(.path(PathData(elements: elements)), width: line, cap: .round, ink)
            canvas.fill(.circle(center: points[points.count - 1], radius: dot), ink)
        }
    }

    /// An accessoryInline complication: one line, after its icon, centred in its band, in the width its row leaves
    /// between what `others` drew and inside the screen's rounded corners: the same on both sides of the band's middle
    /// where the line fits there, else reaching further into the side with more room (`InlineRow`).
    /// `extent` is the line's as `LayoutCanvas.extent(of:)` measures it, where the caller has it already.
    static func inline(_ content: RedactedContent, in slot: Rect, frame: FaceFrame, around others: LayoutCanvas,
                       extent: (width: Double, top: Double, bottom: Double)? = nil, on canvas: inout LayoutCanvas) {
        guard let (line, icon) = inlineLine(content, frame: frame) else { return }
        let cap = canvas.capHeight(line.font)
        let baseline = slot.y + (slot.height + cap) / 2
        let ink = extent ?? canvas.extent(of: line)
        let sides = room(rows: (baseline + ink.top, baseline + ink.bottom), slot: slot, frame: frame, around: others)
        let middle = slot.center.x
        let even = min(sides.left, sides.right)
        var band = Rect(x: middle - even, y: slot.y, width: 2 * even, height: slot.height)
        // The width the line is fitted to: the band's, or both sides' where it reaches into the side with more.
        var room = band.width
        let iconRoom = icon == nil ? 0 : min(frame.bodyIcon, slot.height) * 1.3
        if sides.left != sides.right, ink.width + iconRoom > band.width {
            // A line drawn fuller in both sides' room than in the even room reaches into the side with more, as far as
            // it is drawn there, centred as far as that allows (one more fitting, only for a line the even room cuts).
            // It is fitted to both sides' room again, not to its band: fitting is not monotone in the room (in 201 px a
            // Chakma name keeps three of its words at 6 pt, 164 px, where it keeps half of the text; in 165 px, one word
            // at 8 pt), so the band that holds what both sides' room draws drew less in itself, and 41 mm kept one word
            // of a name that 40 mm drew two of (C14, chakma-news).
            let fuller = canvas.width(of: line, maxWidth: max(0, sides.left + sides.right - iconRoom), role: .inline) + iconRoom
            if fuller > band.width {
                let reach = InlineRow.grow((0, 0), to: fuller + 1, within: sides)
                band = Rect(x: middle - reach.left, y: slot.y, width: reach.left + reach.right, height: slot.height)
                room = sides.left + sides.right
            }
        }
        guard let icon else {
            canvas.text(line, x: band.center.x, baseline: baseline, alignment: .center, maxWidth: room, role: .inline)
            return
        }
        let size = min(frame.bodyIcon, band.height)
        let gap = size * 0.3
        let textWidth = canvas.width(of: line, maxWidth: room - size - gap, role: .inline)
        let x = band.center.x - (size + gap + textWidth) / 2
        // Icon and text as one centred block, the icon leading: on the right of a right-to-left line.
        let trailing = canvas.isRightToLeft(line)
        let box = Rect(x: trailing ? x + textWidth + gap : x, y: baseline - cap / 2 - size / 2, width: size, height: size)
        // Whole in its square: WidgetKit's inline shows its image as it is ("a single row of text and an optional
        // image"), not cut to a circle as a circular family's is.
        canvas.icon(icon, in: box, mask: .rect(box))
        canvas.text(line, x: trailing ? x + textWidth : x + size + gap, baseline: baseline, alignment: trailing ? .trailing : .leading,
                    maxWidth: room - size - gap, role: .inline)
    }

    /// An inline's line and icon; nil for content Resolver allows only elsewhere.
    static func inlineLine(_ content: RedactedContent, frame: FaceFrame) -> (RedactedText, RedactedImage?)? {
        switch content {
        case .stack(let stack): (stack.lines[0], stack.icon)
        // WidgetKit's inline shows a view's first text and first image, on one line. The line is an inline's, read as
        // a template's inline is: fitted to the inline's legible 8 pt and reported below it, not shrunk whole to 4.5 pt
        // unreported because a view's text has no legible size of its own (stranger13 #4: "JJD0001490021284906 ·
        // Zustellung 14–16 Uhr" at 5.25 pt on 40 mm, cut at 12 pt on 49 mm). A `viewThatFits`'s later views are the
        // text's shorter forms (`inlineText`).
        case .view(let view):
            view.root.inlineText.map { text in
                var line = text
                if line.legibleSize == 0 { line.legibleSize = LegibleSize.text(.accessoryInline) }
                return (line, view.root.firstImage)
            }
        case .systemPlaceholder: (placeholderBar(.accessoryInline, frame.sizeClass), nil)
        default: nil
        }
    }

    /// How far from an inline `slot`'s middle a line whose ink takes `rows` may reach on each side: as far as what
    /// `others` drew beside those rows (with a gap) and the screen's rounded edge (with the dark margin Always On keeps,
    /// docs/always-on.md).
    private static func room(rows: (top: Double, bottom: Double), slot: Rect, frame: FaceFrame,
                             around others: LayoutCanvas) -> (left: Double, right: Double) {
        let gap = 2 * Device.scale
        let (top, bottom) = (rows.top - gap, rows.bottom + gap)
        let middle = slot.center.x
        let half = slot.width / 2
        // The screen's edge beside the row: inset where the row passes a rounded corner.
        let radius = frame.cornerRadius
        let nearest = top < radius ? top : bottom > frame.height - radius ? frame.height - bottom : radius
        let inset = nearest < radius ? radius - (radius * radius - (radius - max(0, nearest)) * (radius - max(0, nearest))).squareRoot() : 0
        var (left, right) = (min(half, middle - inset - edgeMargin), min(half, frame.width - inset - edgeMargin - middle))
        for node in others.nodes {
            // Beside the line, not under or over its middle.
            for box in others.reaches(of: node, near: top...bottom) where box.maxY > top && box.y < bottom {
                if box.maxX <= middle { left = min(left, middle - box.maxX - gap) }
                if box.x >= middle { right = min(right, box.x - gap - middle) }
            }
        }
        return (max(0, left), max(0, right))
    }

    /// Pixels along the screen's edge that Always On keeps dark against burn-in (docs/always-on.md, "Compliance checks").
    static let edgeMargin = 10.0
}
