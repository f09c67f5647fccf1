import DialModel
import DialText
import Foundation

extension LayoutEngine {
    static let tickGrey = Color(red: 0x8E, green: 0x8E, blue: 0x93)

    /// The dial under the complications: ticks, numerals and the date window. The dial gives way to what the
    /// complications take (`Footprint`: their areas, a bezel's text along the edge, the date window) evenly
    /// (`LeftOutMarks`), and a numeral and its hour tick give way together: where a numeral is left out, its hour is
    /// marked by a minute tick (or by nothing, where the dial has hour ticks only), since a white hour tick standing
    /// alone reads as the numeral I.
    static func dial(_ clock: ResolvedClock, center: Point, radius: Double, footprint: Footprint, on canvas: inout LayoutCanvas) {
        // Sizes were drawn for the 45mm infograph's dial; smaller dials scale them.
        let unit = radius / 182.16
        var footprint = footprint
        var dateWindow: (box: Rect, line: RedactedText, cap: Double, width: Double)?
        if let window = DateWindow(clock, center: center, radius: radius) {
            // Sized for the longest date the style can write, so the window never changes with the date and the
            // clock never shortens one: a smaller font where the longest would not fit, but not below 7 pt; where
            // the locale's longest date is wider than that allows (Burmese, Persian, Tamil weekdays), a shorter form
            // of the date that is legible, down to the day alone.
            let forms = [ClockDate(text: clock.dateText, parts: clock.dateParts)] + clock.shorterDates
            var chosen: (date: ClockDate, font: TextFont, width: Double)?
            for date in forms {
                var font = TextFont(font: .interSemiBold, size: window.fontSize).legible(clock.legibility)
                var width = longestDateWidth(date.parts, font: font, canvas: canvas)
                if width > window.room {
                    font.size = (font.size * window.room / width).rounded(.down)
                    width = longestDateWidth(date.parts, font: font, canvas: canvas)
                }
                chosen = (date, font, width)
                if font.size >= DateWindow.legibleSize { break }
            }
            let (date, font, width) = chosen!
            let cap = canvas.capHeight(font)
            let box = window.box(textWidth: width, cap: cap)
            dateWindow = (box, RedactedText(font: font, color: clock.accent, content: .text(date.text)), cap, width)
            // A numeral or tick the window would cover gives way to it, as to a complication.
            footprint.add(box)
        }
        let axes = (0..<footprint.count).map(footprint.axis(of:))
        func angle(_ mark: Int, of count: Int) -> Double { Double(mark) / Double(count) * 2 * .pi - .pi / 2 }

        // Numerals first: where one gives way, so does its hour tick.
        var numerals: [(hour: Int, line: RedactedText, position: Point, cap: Double)] = []
        var numeralsLeftOut = LeftOutMarks(count: 12, hits: [:], axes: axes, dropsLoneMarks: false)
        if clock.numerals != .none {
            let font = TextFont(font: .interSemiBold, size: (30 * unit).rounded()).legible(clock.legibility)
            let numeralRadius = radius - (clock.ticks == .none ? 22 : 42) * unit
            var hits: [Int: [Int]] = [:]
            for hour in 0..<12 {
                let text = clock.numerals == .roman ? romanNumerals[hour] : String(hour == 0 ? 12 : hour)
                let position = center.offset(radius: numeralRadius, angle: angle(hour, of: 12))
                let line = RedactedText(font: font, color: .white, content: .text(text))
                let (width, cap) = (canvas.width(of: line, maxWidth: radius), canvas.capHeight(font))
                let box = Rect(x: position.x - width / 2, y: position.y - cap / 2, width: width, height: cap)
                // Only the marks that reach into an area are listed: most reach into none.
                let areas = footprint.areas(hitBy: box, at: angle(hour, of: 12))
                if !areas.isEmpty { hits[hour] = areas }
                numerals.append((hour, line, position, cap))
            }
            numeralsLeftOut = LeftOutMarks(count: 12, hits: hits, axes: axes, dropsLoneMarks: false)
        }

        switch clock.ticks {
        case .minutes, .hours:
            let count = clock.ticks == .minutes ? 60 : 12
            let perHour = count / 12
            // Each mark's direction, its cosine and sine found once: a frame's ticks asked for each four times (both ends,
            // when hit-tested and when drawn), 480 calls of `cos` and `sin`, a fiftieth of a frame (session 18).
            let directions = (0..<count).map { mark in
                let direction = angle(mark, of: count)
                return (cos: Foundation.cos(direction), sin: Foundation.sin(direction))
            }
            func segment(_ mark: Int, isHour: Bool) -> (from: Point, to: Point, width: Double) {
                let inner = radius - (isHour ? 18 : 8) * unit
                let (cos, sin) = directions[mark]
                // As `Point.offset(radius:angle:)` computes them.
                return (Point(x: center.x + inner * cos, y: center.y + inner * sin), Point(x: center.x + radius * cos, y: center.y + radius * sin),
                        (isHour ? 4 : 2) * unit)
            }
            var hits: [Int: [Int]] = [:]
            for mark in 0..<count {
                let tick = segment(mark, isHour: mark % perHour == 0)
                let areas = footprint.areas(hitFrom: tick.from, to: tick.to, width: tick.width, at: angle(mark, of: count))
                if !areas.isEmpty { hits[mark] = areas }
            }
            // With hour ticks only, an hour whose numeral gave way is marked by nothing (before lone ticks are found,
            // so that one left between two such hours goes too); on a minute track, by a minute tick.
            let leftOut = LeftOutMarks(count: count, hits: hits, axes: axes, dropsLoneMarks: true,
                                       also: count == 12 ? numeralsLeftOut.indices : [])
            for mark in 0..<count where !leftOut.contains(mark) {
                let isHour = mark % perHour == 0 && !numeralsLeftOut.contains(mark / perHour)
                let tick = segment(mark, isHour: isHour)
                canvas.drawing(as: .tick(mark * 60 / count)) {
                    $0.stroke(.line(from: tick.from, to: tick.to), width: tick.width, .content(isHour ? .white : tickGrey))
                }
            }
        case .none:
            break
        }
        for numeral in numerals where !numeralsLeftOut.contains(numeral.hour) {
            canvas.drawing(as: .numeral(numeral.hour)) {
                $0.text(numeral.line, x: numeral.position.x, baseline: numeral.position.y + numeral.cap / 2, alignment: .center, maxWidth: radius)
            }
        }
        if let (box, line, cap, width) = dateWindow {
            canvas.drawing(as: .date) { canvas in
                canvas.fill(.roundedRect(box, radius: 6 * unit), .background(platter))
                canvas.text(line, x: box.center.x, baseline: center.y + cap / 2, alignment: .center, maxWidth: width + 1)
            }
        }
    }

    static let romanNumerals = ["XII", "I", "II", "III", "IV", "V", "VI", "VII", "VIII", "IX", "X", "XI"]

    /// Hour, minute and (when shown) seconds hands, pointing at the clock's time.
    static func hands(_ clock: ResolvedClock, center: Point, radius: Double, on canvas: inout LayoutCanvas) {
        let time = clock.time.wallClock
        let seconds = Double(time.second)
        let minutes = Double(time.minute) + seconds / 60
        let hours = Double(time.hour % 12) + minutes / 60
        let unit = radius / 182.16

        // Angles from 12 o'clock, clockwise; screen angle 0 points right, so subtract a quarter turn.
        func hand(_ fraction: Double, from inner: Double, to outer: Double, width: Double, color: Color, canvas: inout LayoutCanvas) {
            let angle = fraction * 2 * .pi - .pi / 2
            canvas.stroke(.line(from: center.offset(radius: inner, angle: angle), to: center.offset(radius: outer, angle: angle)),
                          width: width, cap: .round, .content(color))
        }
        for (fraction, length) in [(hours / 12, 0.5), (minutes / 60, 0.86)] {
            hand(fraction, from: 0, to: radius * 0.12, width: 4 * unit, color: clock.handColor, canvas: &canvas)
            hand(fraction, from: radius * 0.12, to: radius * length, width: 11 * unit, color: clock.handColor, canvas: &canvas)
        }
        canvas.fill(.circle(center: center, radius: 7 * unit), .content(clock.handColor))
        if clock.showsSeconds {
            hand(seconds / 60, from: -radius * 0.14, to: radius * 0.95, width: 3 * unit, color: clock.accent, canvas: &canvas)
            canvas.fill(.circle(center: center, radius: 5.5 * unit), .content(clock.accent))
        }
        canvas.fill(.circle(center: center, radius: 2.5 * unit), .content(.black))
    }

    /// The time as digits in `frame`: right-aligned at its trailing edge and as tall as it (modular), or centred and
    /// shrunk to its width with the date below (digital).
    static func digitalTime(_ clock: ResolvedClock, in frame: Rect, centered: Bool, screen: FaceFrame, on canvas: inout LayoutCanvas) {
        let text = clock.timeText
        guard centered else {
            let font = TextFont(font: .interMedium, size: frame.height.rounded()).legible(clock.legibility)
            let cap = canvas.capHeight(font)
            let baseline = frame.center.y + cap / 2
            // The digits' top corner keeps Always On's dark rim (and a pixel for its antialiased edge) from the screen's
            // rounded corner, whatever the time: a "7" fills the top of its cap box, where "10:09" ends round.
            let radius = screen.cornerRadius
            let corner = Point(x: screen.width - radius, y: radius)
            let (top, clear) = (baseline - cap, radius - edgeMargin - 1)
            var trailing = frame.maxX
            if top < corner.y, trailing > corner.x {
                let rise = corner.y - top
                trailing = min(trailing, corner.x + max(0, clear * clear - rise * rise).squareRoot())
            }
            // Within its frame: digits made wider (seconds, Bold Text) shrink rather than leave it.
            let line = RedactedText(font: font, color: clock.accent, content: .text(text), minimumScale: 0.5)
            canvas.drawing(as: .time) {
                $0.text(line, x: trailing, baseline: baseline, alignment: .trailing, maxWidth: trailing - frame.x)
            }
            return
        }
        let dateFont = TextFont(font: .interSemiBold, size: (frame.height * 0.16).rounded()).legible(clock.legibility)
        let dateCap = canvas.capHeight(dateFont)
        let dateHeight = clock.date == .none ? 0 : dateCap * 1.8
        func timeFont(_ below: Double) -> TextFont {
            TextFont(font: .interMedium, size: ((frame.height - dateHeight - below) * 0.72).rounded()).legible(clock.legibility)
        }
        // The date's baseline is 1.8 of its capitals under the digits' baseline, which Latin digits do not pass. A
        // locale's digits that reach deeper (Myanmar's "၉" has a long tail) keep a third of the date's capitals clear
        // of the date's highest ink: the deepest of the ten digits, whichever the time shows, and the highest of every
        // weekday and month the date can write, so that neither moves from minute to minute or day to day. The room
        // they take comes off the digits' size, so the date stays in the frame.
        let digits = Self.allDigits(like: text)
        let rise = clock.date == .none || digits.isEmpty ? 0
            : max(dateCap, canvas.inkExtent(of: ([clock.dateText] + clock.dateParts.flatMap { $0 }).joined(separator: " "), font: dateFont).rise)
        func excess(_ font: TextFont) -> Double {
            guard clock.date != .none, !digits.isEmpty else { return 0 }
            return max(0, canvas.inkExtent(of: digits, font: font).depth + dateCap / 3 + rise - dateHeight)
        }
        let font = timeFont(excess(timeFont(0)))
        let below = excess(font)
        let line = RedactedText(font: font, color: clock.accent, content: .text(text), minimumScale: 0.5)
        let cap = canvas.capHeight(font)
        let baseline = frame.y + (frame.height - dateHeight - below + cap) / 2
        canvas.drawing(as: .time) { $0.text(line, x: frame.center.x, baseline: baseline, alignment: .center, maxWidth: frame.width) }
        if clock.date != .none {
            // Shrunk as far as the window's 7 pt, then its shorter forms, before it is cut: a larger screen's larger
            // font must not cut a date a smaller screen draws whole ("30 OṢÙ OWEWE, Ọ…" on 49 mm).
            let date = RedactedText(font: dateFont, color: .white, content: .text(clock.dateText), minimumScale: 0.5,
                                    shortForms: clock.shorterDates.map(\.text), legibleSize: DateWindow.legibleSize)
            canvas.drawing(as: .date) {
                $0.text(date, x: frame.center.x, baseline: baseline + below + dateHeight, alignment: .center, maxWidth: frame.width)
            }
        }
    }

    /// The ten digits of the numbering system `text` writes its digits in ("၀၁၂…၉" for "၁၀:၀၉"); empty without a digit.
    static func allDigits(like text: String) -> String {
        guard let digit = text.unicodeScalars.first(where: { $0.properties.numericType == .decimal }),
              let value = digit.properties.numericValue, let zero = Unicode.Scalar(digit.value - UInt32(value)) else { return "" }
        return String(String.UnicodeScalarView((0..<10).compactMap { Unicode.Scalar(zero.value + $0) }))
    }

    /// The width of the widest date of the locale in `font`: the widest form of each part together (`dateParts`).
    static func longestDateWidth(_ parts: [[String]], font: TextFont, canvas: LayoutCanvas) -> Double {
        func line(_ text: String) -> RedactedText { RedactedText(font: font, color: .white, content: .text(text)) }
        let text = parts.map { forms in
            forms.count == 1 ? forms[0] : forms.map { ($0, canvas.width(of: line($0), maxWidth: .infinity)) }.max { $0.1 < $1.1 }!.0
        }.joined()
        return canvas.width(of: line(text), maxWidth: .infinity)
    }
}
