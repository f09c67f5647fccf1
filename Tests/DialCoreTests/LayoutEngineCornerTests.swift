@testable import DialCore
import DialModel
import DialText
import Foundation
import Testing

/// Issue #17 in corners: labels that never overlap, emoji clear of the arc, gauges that read right to left.
@Suite struct LayoutEngineCornerTests {
    func gauge(leading: String, trailing: String, text: String, sensitive: Bool = false) -> String {
        ##"{ "schemaVersion": 1, "style": "infograph", "time": "2026-11-22T10:09:30+01:00", "complications": [ { "id": "g", "slot": "bottomLeft", "family": "accessoryCorner", "tint": "#30D158", "content": { "template": "gauge", "value": 0.8, "privacySensitive": \##(sensitive), "leading": { "text": "\##(leading)" }, "trailing": { "text": "\##(trailing)" }, "text": { "text": "\##(text)" } } } ] }"##
    }

    @Test(arguments: [DeviceID.mm41, .mm45, .mm49])
    func redactedLabelBarsKeepApart(device: DeviceID) throws {
        let tree = try Fixtures.layout(json: gauge(leading: "ריק", trailing: "מלא", text: "סוללה 80%", sensitive: true), device: device,
                                       .alwaysOn, RenderOverrides(hideSensitiveComplications: true))
        // The label bars: redaction-coloured arcs on one circle; the middle text's bar is on another.
        let bars = tree.nodes.compactMap { node -> (radius: Double, span: ClosedRange<Double>)? in
            // (The hidden gauge's track is in the redaction colour too, but with round ends.)
            if case .stroke(.arc(_, let radius, let start, let end), let stroke, let ink) = node, ink.color == Redactor.redactionColor,
               stroke.cap == .butt { (radius, start...end) } else { nil }
        }
        let radii = Dictionary(grouping: bars, by: { ($0.radius * 100).rounded() })
        let labels = try #require(radii.values.first { $0.count == 2 }, "\(bars)")
        #expect(!labels[0].span.overlaps(labels[1].span), "\(labels.map(\.span))")
    }

    @Test func aRightToLeftCornerGaugeFillsFromItsOtherEnd() throws {
        func fill(_ tree: LayoutTree) throws -> (start: Double, end: Double, track: ClosedRange<Double>) {
            let arcs = tree.nodes.compactMap { node -> (Double, Double, Color)? in
                if case .stroke(.arc(_, _, let start, let end), _, let ink) = node { (start, end, ink.color) } else { nil }
            }
            let track = try #require(arcs.first { $0.2.alpha < 255 })
            let fill = try #require(arcs.first { $0.2 == Color(red: 0x30, green: 0xD1, blue: 0x58) })
            return (fill.0, fill.1, track.0...track.1)
        }
        let english = try fill(try Fixtures.layout(json: gauge(leading: "empty", trailing: "full", text: "Battery")))
        let hebrew = try fill(try Fixtures.layout(json: gauge(leading: "ריק", trailing: "מלא", text: "סוללה")))
        // Bottom text reads counter-clockwise: left to right ends at the track's start, right to left at its end.
        #expect(abs(english.end - english.track.upperBound) < 1e-9)
        #expect(abs(hebrew.start - hebrew.track.lowerBound) < 1e-9)
    }

    @Test func anUprightEmojiInACornerStaysClearOfItsArc() throws {
        let json = ##"{ "schemaVersion": 1, "style": "infograph", "time": "2026-11-22T10:09:30+01:00", "complications": [ { "id": "bl", "slot": "bottomLeft", "family": "accessoryCorner", "content": { "template": "gauge", "value": 0.4, "text": { "text": "🔥 40%" } } } ] }"##
        for device in [DeviceID.mm41, .mm45, .mm49] {
            let tree = try Fixtures.layout(json: json, device: device)
            let (center, radius, width) = try #require(tree.nodes.compactMap { node -> (Point, Double, Double)? in
                if case .stroke(.arc(let center, let radius, _, _), let stroke, _) = node { (center, radius, stroke.width) } else { nil }
            }.first)
            let emoji = try #require(tree.nodes.compactMap { if case .image(let image) = $0 { image } else { nil } }.first)
            // The farthest of the picture's visible pixels (its square's corners are transparent).
            let bitmap = emoji.bitmap
            var farthest = 0.0
            for row in 0..<bitmap.height {
                for column in 0..<bitmap.width where bitmap.pixels[row * bitmap.width + column] >> 24 > 32 {
                    let x = emoji.frame.x + (Double(column) + 0.5) * emoji.frame.width / Double(bitmap.width)
                    let y = emoji.frame.y + (Double(row) + 0.5) * emoji.frame.height / Double(bitmap.height)
                    farthest = max(farthest, hypot(x - center.x, y - center.y))
                }
            }
            #expect(farthest < radius - width / 2 - 1, "emoji reaches \(farthest), arc from \(radius - width / 2) on \(device)")
        }
    }
}
