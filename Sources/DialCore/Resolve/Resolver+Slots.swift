import DialModel
import Foundation

extension Resolver {
    /// The style's slots on this device; for `custom`, the face's own `slots`, checked.
    static func styleLayout(_ document: FaceDocument, style: FaceStyle, frame: FaceFrame, device: DeviceID) throws(FaceError) -> StyleLayout {
        let slotsPath = JSONPath.root.appending(key: "slots")
        guard style == .custom else {
            if document.slots != nil {
                throw FaceError(kind: .invalidValue, path: slotsPath, expected: "no \"slots\" (only a \"custom\" style has its own)",
                                found: "slots beside style \"\(style.rawValue)\"")
            }
            return StyleLayout(style, on: frame)
        }
        guard let documents = document.slots, !documents.isEmpty else {
            throw FaceError(kind: .missingKey, path: slotsPath, expected: "one or more slots for the \"custom\" style", found: "none")
        }
        var layout = StyleLayout(.custom, on: frame)
        // Frames are drawn on the face's own device; another screen scales them, so the face fits every watch.
        let designed = designedFrame(document)
        var frames: [(Rect, Int)] = []
        // Overlaps are found where the frames were drawn: scaling keeps them, so the verdict is every screen's.
        var drawn: [(Rect, Int)] = []
        var names: [SlotID: Int] = [:]
        for (index, slot) in documents.enumerated() {
            let path = slotsPath.appending(index: index)
            if let first = names[slot.name] {
                throw FaceError(kind: .invalidValue, path: path.appending(key: "name"), expected: "a name no other slot has",
                                found: "\"\(slot.name.rawValue)\", already the name of slots[\(first)]")
            }
            names[slot.name] = index
            let placement: SlotPlacement
            if slot.family == .accessoryCorner {
                guard let corner = slot.corner else {
                    throw FaceError(kind: .missingKey, path: path.appending(key: "corner"),
                                    expected: "the screen corner an accessoryCorner slot fills: \(ScreenCorner.expectation)", found: "nothing")
                }
                if slot.frame != nil {
                    throw FaceError(kind: .invalidValue, path: path.appending(key: "frame"),
                                    expected: "no frame for a corner (it follows the dial's edge)", found: "a frame")
                }
                placement = .corner(corner)
            } else {
                if slot.corner != nil {
                    throw FaceError(kind: .invalidValue, path: path.appending(key: "corner"),
                                    expected: "no corner for an \(slot.family.rawValue) slot", found: "\"\(slot.corner!.rawValue)\"")
                }
                guard let written = slot.frame else {
                    throw FaceError(kind: .missingKey, path: path.appending(key: "frame"),
                                    expected: "a frame {x, y, width, height} in points", found: "nothing")
                }
                let own = try pixels(written, at: path.appending(key: "frame"), on: designed)
                if let otherIndex = drawn.first(where: { overlaps($0.0, own) })?.1 {
                    throw FaceError(kind: .invalidValue, path: path.appending(key: "frame"),
                                    expected: "a frame that does not overlap another slot's",
                                    found: "a frame overlapping slots[\(otherIndex)] \"\(documents[otherIndex].name.rawValue)\" on "
                                        + "\(ownDevice(document).rawValue), the face's own screen (frames scale with the screen, so on every screen)")
                }
                drawn.append((own, index))
                let rect = scaled(own, from: designed, to: frame)
                frames.append((rect, index))
                placement = customPlacement(slot.family, in: rect)
            }
            layout.slots.append(StyleSlot(slot.name, (slot.family, placement)))
        }
        // A corner's text and arc run along the dial's edge towards its screen corner: no frame may reach in there.
        for (cornerIndex, slot) in documents.enumerated() {
            guard let corner = slot.corner, slot.family == .accessoryCorner else { continue }
            for (rect, index) in frames {
                guard let point = pointInCorner(rect, corner, on: frame) else { continue }
                let zone = cornerZone(corner, on: frame)
                func pt(_ value: Double) -> String { String(format: "%.0f", value / Device.scale) }
                throw FaceError(kind: .invalidValue, path: slotsPath.appending(index: index).appending(key: "frame"),
                                expected: "a frame clear of the corners' text and arcs: they take what lies outside the dial's circle "
                                    + "(radius \(pt(zone.radius)) pt about x \(pt(frame.center.x)), y \(pt(frame.center.y))) within "
                                    + "\(Int(zone.halfAngle * 180 / .pi))° either side of the line to the screen's corner",
                                found: "a frame reaching into slots[\(cornerIndex)] \"\(slot.name.rawValue)\" (\(corner.rawValue)) on \(device.rawValue), "
                                    + "at x \(pt(point.x)), y \(pt(point.y))"
                                    + (device == ownDevice(document) ? "" : " (points of \(device.rawValue); the frames, written for "
                                        + "\(ownDevice(document).rawValue), are scaled to it)"))
            }
        }
        return layout
    }

    /// The device a custom face's frames are written for: its own.
    static func ownDevice(_ document: FaceDocument) -> DeviceID { document.device ?? defaultDevice }

    /// The screen a custom face's frames are drawn on: its own device's.
    static func designedFrame(_ document: FaceDocument) -> FaceFrame { FaceFrame(device: Device(ownDevice(document))) }

    /// `rect`, drawn on the `designed` screen, as shown on `shown`: each edge moves with the screen's width or
    /// height, so frames that touch where they were drawn touch, and do not overlap, on every screen.
    static func scaled(_ rect: Rect, from designed: FaceFrame, to shown: FaceFrame) -> Rect {
        let (sx, sy) = (shown.width / designed.width, shown.height / designed.height)
        let (x, y) = (rect.x * sx, rect.y * sy)
        return Rect(x: x, y: y, width: rect.maxX * sx - x, height: rect.maxY * sy - y)
    }

    /// A custom face's digital clock: the digits' band of the modular faces on the face's own screen, scaled to the
    /// screen shown as its frames are, so that a frame clear of the digits where it was drawn is clear on every
    /// screen. (The modular faces' band is drawn from Apple's sizes, which do not grow with the screen as frames do.)
    static func customDigitalClock(designed: FaceFrame, shown: FaceFrame) -> ClockPlacement {
        guard case .digital(let band, let centered) = StyleLayout.modular(designed).clock else { return StyleLayout.modular(shown).clock }
        return .digital(frame: scaled(band, from: designed, to: shown), centered: centered)
    }

    /// The custom style's slots on the screen shown, after checking them on every screen: the face's own first, then
    /// the others, so that a face is refused on all of them alike (with an error naming the screen it does not fit)
    /// or drawn on all of them. Frames scale with the screen, but the corners' regions follow the dial's edge towards
    /// each screen's own corners, which lie at slightly different angles on screens of other proportions.
    static func customLayout(_ document: FaceDocument, clock: ResolvedClock, shownOn shown: DeviceID) throws(FaceError) -> StyleLayout {
        let own = ownDevice(document)
        var shownLayout: StyleLayout?
        for device in [own] + DeviceID.allCases.filter({ $0 != own }) {
            let frame = FaceFrame(device: Device(device))
            let layout = try styleLayout(document, style: .custom, frame: frame, device: device)
            var placed = clock
            placed.placement = clock.kind == .digital
                ? customDigitalClock(designed: designedFrame(document), shown: frame)
                : StyleLayout(.custom, on: frame).clock
            try checkClockRoom(placed, layout: layout, document: document, frame: frame, device: device)
            if device == shown { shownLayout = layout }
        }
        return shownLayout!
    }

    /// A frame in points of the face's own device, checked to lie inside that screen with room for the smallest
    /// complication, in pixels of that screen.
    private static func pixels(_ frame: FrameDocument, at path: JSONPath, on face: FaceFrame) throws(FaceError) -> Rect {
        let rect = Rect(x: frame.x * Device.scale, y: frame.y * Device.scale,
                        width: frame.width * Device.scale, height: frame.height * Device.scale)
        let values = [frame.x, frame.y, frame.width, frame.height]
        guard values.allSatisfy(\.isFinite), frame.x >= 0, frame.y >= 0, frame.width >= 10, frame.height >= 10,
              rect.maxX <= face.width + 1e-9, rect.maxY <= face.height + 1e-9
        else {
            throw FaceError(kind: .invalidValue, path: path,
                            expected: "a frame at least 10 pt wide and high, inside the \(face.width / Device.scale) × \(face.height / Device.scale) pt screen",
                            found: "x \(frame.x), y \(frame.y), width \(frame.width), height \(frame.height)")
        }
        return rect
    }

    /// Whether two rectangles share more than an edge. Frames written in decimals touch although their sums differ
    /// in the last binary digit (x 66.6 and width 33.3 end at 99.89999999999999, beside one at 99.9): a millionth
    /// of a pixel is allowed.
    private static func overlaps(_ a: Rect, _ b: Rect) -> Bool {
        let slack = 1e-6
        return a.x < b.maxX - slack && b.x < a.maxX - slack && a.y < b.maxY - slack && b.y < a.maxY - slack
    }

    /// A family inside a custom frame: circles are inscribed, a bezel's text follows the circle's own edge.
    private static func customPlacement(_ family: Family, in rect: Rect) -> SlotPlacement {
        let diameter = min(rect.width, rect.height)
        switch family {
        case .accessoryCircular, .graphicExtraLarge:
            return .circle(center: rect.center, diameter: diameter)
        case .graphicBezel:
            // The text ring takes the frame's outer band; the circular sits inside it.
            let band = diameter * 0.16
            return .bezel(center: rect.center, diameter: diameter - 2 * band,
                          ring: BezelRing(center: rect.center, radius: diameter / 2, maxSpan: 175 * .pi / 180))
        case .accessoryRectangular:
            return .rect(rect)
        case .accessoryInline, .accessoryCorner:
            return .inline(rect)
        }
    }

    /// Where the complication goes: its slot must exist in the style and accept its family.
    static func place(_ complication: ComplicationDocument, in layout: StyleLayout, style: FaceStyle,
                      at path: JSONPath) throws(FaceError) -> SlotPlacement {
        if let slot = layout.slots.first(where: { $0.name == complication.slot }), let placement = slot.placement(of: complication.family) {
            return placement
        }
        let slotsForFamily = layout.slots.filter { $0.families.contains(complication.family) }.map { "\"\($0.name.rawValue)\"" }
        if slotsForFamily.isEmpty {
            let families = Set(layout.slots.flatMap { $0.families.map(\.rawValue) }).sorted().map { "\"\($0)\"" }
            throw FaceError(kind: .invalidValue, path: path.appending(key: "family"),
                            expected: "a family the \(style.rawValue) style has slots for: \(Wording.choice(families))",
                            found: "\"\(complication.family.rawValue)\"")
        }
        if let slot = layout.slots.first(where: { $0.name == complication.slot }) {
            let takes = slot.families.map { "\"\($0.rawValue)\"" }.joined(separator: " or ")
            throw FaceError(kind: .invalidValue, path: path.appending(key: "slot"),
                            expected: "a slot of \(style.rawValue) that takes \(complication.family.rawValue): \(Wording.choice(slotsForFamily)) (\"\(slot.name.rawValue)\" takes \(takes))",
                            found: "\"\(complication.slot.rawValue)\"")
        }
        throw FaceError(kind: .invalidValue, path: path.appending(key: "slot"),
                        expected: "a slot of \(style.rawValue) that takes \(complication.family.rawValue): \(Wording.choice(slotsForFamily))",
                        found: "\"\(complication.slot.rawValue)\"")
    }

    /// A point of `rect` where the corner draws, if any: beyond the dial's edge, within the angle its text and
    /// arc take about the diagonal to its screen corner (LayoutEngine+Corner: 40° at the top, 50° at the bottom), with
    /// a margin. Found exactly: the part of `rect` within the angle is a convex polygon, and its corner farthest
    /// from the dial's centre is beyond the edge when any of it is.
    static func pointInCorner(_ rect: Rect, _ corner: ScreenCorner, on frame: FaceFrame) -> Point? {
        let zone = cornerZone(corner, on: frame)
        let center = frame.center
        let (low, high) = (zone.midAngle - zone.halfAngle, zone.midAngle + zone.halfAngle)
        // Points about the centre; a point lies within the angle when it is on the inner side of both its edges.
        var polygon = [Point(x: rect.x, y: rect.y), Point(x: rect.maxX, y: rect.y), Point(x: rect.maxX, y: rect.maxY),
                       Point(x: rect.x, y: rect.maxY)].map { Point(x: $0.x - center.x, y: $0.y - center.y) }
        func side(_ angle: Double, _ sign: Double) -> (Point) -> Double {
            let (cx, cy) = (cos(angle), sin(angle))
            return { point in sign * (cx * point.y - cy * point.x) }
        }
        for inside in [side(low, 1), side(high, -1)] {
            var clipped: [Point] = []
            for (index, point) in polygon.enumerated() {
                let next = polygon[(index + 1) % polygon.count]
                let (a, b) = (inside(point), inside(next))
                if a >= 0 { clipped.append(point) }
                if (a >= 0) != (b >= 0) {
                    let t = a / (a - b)
                    clipped.append(Point(x: point.x + (next.x - point.x) * t, y: point.y + (next.y - point.y) * t))
                }
            }
            polygon = clipped
        }
        guard let farthest = polygon.max(by: { $0.x * $0.x + $0.y * $0.y < $1.x * $1.x + $1.y * $1.y }),
              farthest.x * farthest.x + farthest.y * farthest.y >= zone.radius * zone.radius else { return nil }
        return Point(x: farthest.x + center.x, y: farthest.y + center.y)
    }

    /// The region a corner draws in: beyond `radius` from the dial's centre, within `halfAngle` of `midAngle`.
    static func cornerZone(_ corner: ScreenCorner, on frame: FaceFrame) -> (radius: Double, midAngle: Double, halfAngle: Double) {
        let top = corner == .topLeft || corner == .topRight
        let cornerX = corner == .topLeft || corner == .bottomLeft ? 0 : frame.width
        return (frame.dialRadius + 4 * frame.unit, atan2((top ? 0 : frame.height) - frame.center.y, cornerX - frame.center.x),
                ((top ? 40.0 : 50.0) / 2 + 4) * .pi / 180)
    }

    /// A custom face's frames leave the clock its room: the digits of a digital clock, the date window of an analog one
    /// (its numerals and ticks give way instead, as on Apple's faces with subdials).
    static func checkClockRoom(_ clock: ResolvedClock, layout: StyleLayout, document: FaceDocument, frame: FaceFrame,
                               device: DeviceID) throws(FaceError) {
        let room: (Rect, String)
        func pt(_ value: Double) -> String { String(format: "%.0f", value / Device.scale) }
        switch clock.placement {
        case .digital(let digits, _):
            // The digits' band runs along the top of the screen, where the top corners' text and arcs would cross it.
            if let index = (document.slots ?? []).firstIndex(where: { $0.corner == .topLeft || $0.corner == .topRight }) {
                throw FaceError(kind: .invalidValue, path: JSONPath.root.appending(key: "slots").appending(index: index).appending(key: "corner"),
                                expected: "\"bottomLeft\" or \"bottomRight\" on a custom face with a digital clock (its digits take the top of the screen)",
                                found: "\"\(document.slots![index].corner!.rawValue)\"")
            }
            room = (digits, "the clock's digits (the band from y \(pt(digits.y)) to \(pt(digits.maxY)) pt, x \(pt(digits.x)) to \(pt(digits.maxX)) pt)")
        case .dial(let center, let radius):
            guard let window = DateWindow(clock, center: center, radius: radius) else { return }
            // Its place in points of the screen checked, as the digits' band and the corners' regions are told: an
            // author moving a frame off it needs to know where it is (stranger14 #12).
            let extent = window.extent
            room = (extent, "the date window at 3 o'clock (x \(pt(extent.x)) to \(pt(extent.maxX)) pt, y \(pt(extent.y)) to "
                        + "\(pt(extent.maxY)) pt)")
        }
        let slots = document.slots ?? []
        for slot in layout.slots {
            for accepted in slot.accepts {
                let bounds: Rect
                switch accepted.placement {
                case .circle(let center, let diameter), .bezel(let center, let diameter, _):
                    bounds = Rect(x: center.x - diameter / 2, y: center.y - diameter / 2, width: diameter, height: diameter)
                case .rect(let rect), .inline(let rect):
                    bounds = rect
                case .corner:
                    continue
                }
                guard overlaps(bounds, room.0), let index = slots.firstIndex(where: { $0.name == slot.name }) else { continue }
                throw FaceError(kind: .invalidValue, path: JSONPath.root.appending(key: "slots").appending(index: index).appending(key: "frame"),
                                expected: "a frame clear of \(room.1)", found: "a frame over it on \(device.rawValue)"
                                    + (device == ownDevice(document) ? "" : " (points of \(device.rawValue); the frames, written for "
                                        + "\(ownDevice(document).rawValue), are scaled to it)"))
            }
        }
    }
}
