@testable import DialCore
import DialModel
import Foundation

/// docs/custom-regions.svg and the table of docs/face-format.md ("Custom slots"), made from the Resolver's own
/// regions, so the documentation cannot drift from what `dial validate` checks (`ResolverTests` compares them).
enum CustomRegionsFigure {
    static let devices: [DeviceID] = [.mm40, .mm41, .mm42, .mm44, .mm45, .mm46, .mm49, .ultra3]

    static func points(_ pixels: Double) -> String { String(format: "%.1f", pixels / Device.scale) }

    /// The digits' band of a custom face written for `device`, on that screen, in pixels.
    static func band(_ device: DeviceID) -> Rect {
        let frame = FaceFrame(device: Device(device))
        guard case .digital(let band, _) = Resolver.customDigitalClock(designed: frame, shown: frame) else { return Rect(x: 0, y: 0, width: 0, height: 0) }
        return band
    }

    /// The Markdown table: per screen, in points, the dial's centre, the corners' regions and the digits' band.
    static var table: String {
        var lines = [
            "| screen | size (pt) | dial centre (x, y) | corners: beyond radius | top corners: angle | bottom corners: angle | digits' band: y, x (pt) |",
            "| --- | --- | --- | --- | --- | --- | --- |",
        ]
        for device in devices {
            let frame = FaceFrame(device: Device(device))
            let top = Resolver.cornerZone(.topRight, on: frame), bottom = Resolver.cornerZone(.bottomRight, on: frame)
            func degrees(_ radians: Double) -> String { String(format: "%.1f", radians * 180 / .pi) }
            let band = band(device)
            lines.append("| \(device.rawValue) | \(points(frame.width)) × \(points(frame.height)) | \(points(frame.center.x)), \(points(frame.center.y)) "
                + "| \(points(top.radius)) | ±\(degrees(top.halfAngle))° about \(degrees(-top.midAngle))° | ±\(degrees(bottom.halfAngle))° about "
                + "\(degrees(-bottom.midAngle))° | \(points(band.y))–\(points(band.maxY)), \(points(band.x))–\(points(band.maxX)) |")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The figure: each screen in points, its dial's circle, the four corners' regions (orange) and a digital clock's
    /// band (blue), with the band's and the regions' sizes written beside them.
    static var svg: String {
        let gap = 24.0, top = 28.0
        var x = gap
        var body = ""
        for (index, device) in devices.enumerated() {
            let frame = FaceFrame(device: Device(device))
            let (width, height) = (frame.width / Device.scale, frame.height / Device.scale)
            let scale = 1 / Device.scale
            func p(_ value: Double) -> String { String(format: "%.2f", value) }
            let radius = Double(Device(device).cornerRadiusPoints)
            body += "<g transform=\"translate(\(p(x)) \(p(top)))\">\n"
            body += "<clipPath id=\"screen\(index)\"><rect width=\"\(p(width))\" height=\"\(p(height))\" rx=\"\(p(radius))\"/></clipPath>\n"
            body += "<rect width=\"\(p(width))\" height=\"\(p(height))\" rx=\"\(p(radius))\" fill=\"#000\" stroke=\"#888\"/>\n"
            body += "<g clip-path=\"url(#screen\(index))\">\n"
            for corner in ScreenCorner.allCases {
                let zone = Resolver.cornerZone(corner, on: frame)
                let (low, high) = (zone.midAngle - zone.halfAngle, zone.midAngle + zone.halfAngle)
                let (c, r, far) = (frame.center, zone.radius * scale, frame.width * scale * 2)
                let (cx, cy) = (c.x * scale, c.y * scale)
                body += "<path d=\"M\(p(cx + r * cos(low))) \(p(cy + r * sin(low))) A\(p(r)) \(p(r)) 0 0 1 \(p(cx + r * cos(high))) \(p(cy + r * sin(high))) "
                    + "L\(p(cx + far * cos(high))) \(p(cy + far * sin(high))) L\(p(cx + far * cos(low))) \(p(cy + far * sin(low))) Z\" "
                    + "fill=\"#FF9F0A\" fill-opacity=\"0.55\"/>\n"
            }
            let band = band(device)
            body += "<rect x=\"\(p(band.x * scale))\" y=\"\(p(band.y * scale))\" width=\"\(p(band.width * scale))\" height=\"\(p(band.height * scale))\" "
                + "fill=\"#64D2FF\" fill-opacity=\"0.55\"/>\n"
            body += "</g>\n"
            body += "<circle cx=\"\(p(frame.center.x * scale))\" cy=\"\(p(frame.center.y * scale))\" r=\"\(p(frame.dialRadius * scale))\" fill=\"none\" "
                + "stroke=\"#FFF\" stroke-dasharray=\"3 3\"/>\n"
            let zone = Resolver.cornerZone(.topLeft, on: frame)
            body += "<text x=\"\(p(width / 2))\" y=\"-10\" text-anchor=\"middle\" font-size=\"13\" fill=\"#000\">\(device.rawValue): \(points(frame.width)) × \(points(frame.height)) pt</text>\n"
            body += "<text x=\"\(p(width / 2))\" y=\"\(p(band.maxY * scale + 14))\" text-anchor=\"middle\" font-size=\"9\" fill=\"#64D2FF\">digits: y \(points(band.y))–\(points(band.maxY))</text>\n"
            body += "<text x=\"\(p(width / 2))\" y=\"\(p(height / 2 + 4))\" text-anchor=\"middle\" font-size=\"9\" fill=\"#FFF\">corners beyond r \(points(zone.radius))</text>\n"
            body += "</g>\n"
            x += width + gap
        }
        let height = top + FaceFrame(device: Device(.mm49)).height / Device.scale + gap
        return "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(Int(x))\" height=\"\(Int(height))\" viewBox=\"0 0 \(Int(x)) \(Int(height))\" "
            + "font-family=\"sans-serif\">\n<rect width=\"100%\" height=\"100%\" fill=\"#FFF\"/>\n" + body + "</svg>\n"
    }
}
