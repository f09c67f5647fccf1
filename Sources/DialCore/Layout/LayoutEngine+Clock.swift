import DialModel
import DialText
import Foundation

extension LayoutEngine {
    static let tickGrey = Color(red: 0x8E, green: 0x8E, blue: 0x93)

    /// 60 minute ticks on the dial's edge, longer and brighter at the hours.
    static func ticks(_ frame: FaceFrame, on canvas: inout LayoutCanvas) {
        let unit = frame.width / 396
        for index in 0..<60 {
            let angle = Double(index) / 60 * 2 * .pi - .pi / 2
            let isHour = index % 5 == 0
            let inner = frame.dialRadius - (isHour ? 18 : 8) * unit
            canvas.stroke(.line(from: frame.center.offset(radius: inner, angle: angle),
                                to: frame.center.offset(radius: frame.dialRadius, angle: angle)),
                          width: (isHour ? 4 : 2) * unit, .content(isHour ? .white : tickGrey))
        }
    }

    /// Hour, minute and (when shown) seconds hands, pointing at the clock's time.
    static func hands(_ clock: ResolvedClock, frame: FaceFrame, on canvas: inout LayoutCanvas) {
        let time = clock.time.wallClock
        let seconds = Double(time.second)
        let minutes = Double(time.minute) + seconds / 60
        let hours = Double(time.hour % 12) + minutes / 60
        let radius = frame.dialRadius
        let unit = frame.width / 396

        // Angles from 12 o'clock, clockwise; screen angle 0 points right, so subtract a quarter turn.
        func hand(_ fraction: Double, from inner: Double, to outer: Double, width: Double, color: Color, canvas: inout LayoutCanvas) {
            let angle = fraction * 2 * .pi - .pi / 2
            canvas.stroke(.line(from: frame.center.offset(radius: inner, angle: angle),
                                to: frame.center.offset(radius: outer, angle: angle)),
                          width: width, cap: .round, .content(color))
        }
        for (fraction, length) in [(hours / 12, 0.5), (minutes / 60, 0.86)] {
            hand(fraction, from: 0, to: radius * 0.12, width: 4 * unit, color: .white, canvas: &canvas)
            hand(fraction, from: radius * 0.12, to: radius * length, width: 11 * unit, color: .white, canvas: &canvas)
        }
        canvas.fill(.circle(center: frame.center, radius: 7 * unit), .content(.white))
        if clock.showsSeconds {
            hand(seconds / 60, from: -radius * 0.14, to: radius * 0.95, width: 3 * unit, color: clock.accent, canvas: &canvas)
            canvas.fill(.circle(center: frame.center, radius: 5.5 * unit), .content(clock.accent))
        }
        canvas.fill(.circle(center: frame.center, radius: 2.5 * unit), .content(.black))
    }

    /// The time as digits, right-aligned, vertically centred on `centerY`.
    static func digitalTime(_ clock: ResolvedClock, trailing: Double, centerY: Double, size: Double, on canvas: inout LayoutCanvas) {
        let time = clock.time.wallClock
        func two(_ n: Int) -> String { n < 10 ? "0\(n)" : "\(n)" }
        let hour = clock.twentyFourHour ? two(time.hour) : "\(time.hour % 12 == 0 ? 12 : time.hour % 12)"
        let text = "\(hour):\(two(time.minute))" + (clock.showsSeconds ? ":\(two(time.second))" : "")
        let font = TextFont(font: .interMedium, size: size.rounded())
        let line = RedactedText(font: font, color: clock.accent, content: .text(text))
        canvas.text(line, x: trailing, baseline: centerY + canvas.capHeight(font) / 2, alignment: .trailing, maxWidth: trailing)
    }
}
