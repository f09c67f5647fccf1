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
        let designed = FaceFrame(device: Device(document.device ?? defaultDevice))
        var frames: [(Rect, Int)] = []
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
                let rect = try pixels(written, at: path.appending(key: "frame"), designedOn: designed, shownOn: frame)
                if let otherIndex = frames.first(where: { overlaps($0.0, rect) })?.1 {
                    throw FaceError(kind: .invalidValue, path: path.appending(key: "frame"),
                                    expected: "a frame that does not overlap another slot's",
                                    found: "a frame overlapping slots[\(otherIndex)] \"\(documents[otherIndex].name.rawValue)\"")
                }
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
                                    + "at x \(pt(point.x)), y \(pt(point.y))")
            }
        }
        return layout
    }

    /// A frame in points of the face's own device, checked to lie inside that screen with room for the smallest
    /// complication, as pixels of the screen shown.
    private static func pixels(_ frame: FrameDocument, at path: JSONPath, designedOn face: FaceFrame,
                               shownOn shown: FaceFrame) throws(FaceError) -> Rect {
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
        let (sx, sy) = (shown.width / face.width, shown.height / face.height)
        return Rect(x: rect.x * sx, y: rect.y * sy, width: rect.width * sx, height: rect.height * sy)
    }

    private static func overlaps(_ a: Rect, _ b: Rect) -> Bool {
        a.x < b.maxX && b.x < a.maxX && a.y < b.maxY && b.y < a.maxY
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
    /// a margin.
    static func pointInCorner(_ rect: Rect, _ corner: ScreenCorner, on frame: FaceFrame) -> Point? {
        let zone = cornerZone(corner, on: frame)
        let step = 2.0
        var y = rect.y
        while y <= rect.maxY {
            var x = rect.x
            while x <= rect.maxX {
                let (dx, dy) = (x - frame.center.x, y - frame.center.y)
                if dx * dx + dy * dy >= zone.radius * zone.radius, abs(remainder(atan2(dy, dx) - zone.midAngle, 2 * .pi)) <= zone.halfAngle {
                    return Point(x: x, y: y)
                }
                x += step
            }
            y += step
        }
        return nil
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
        switch clock.placement {
        case .digital(let digits, _):
            // The digits' band runs along the top of the screen, where the top corners' text and arcs would cross it.
            if let index = (document.slots ?? []).firstIndex(where: { $0.corner == .topLeft || $0.corner == .topRight }) {
                throw FaceError(kind: .invalidValue, path: JSONPath.root.appending(key: "slots").appending(index: index).appending(key: "corner"),
                                expected: "\"bottomLeft\" or \"bottomRight\" on a custom face with a digital clock (its digits take the top of the screen)",
                                found: "\"\(document.slots![index].corner!.rawValue)\"")
            }
            func pt(_ value: Double) -> String { String(format: "%.0f", value / Device.scale) }
            room = (digits, "the clock's digits (the band from y \(pt(digits.y)) to \(pt(digits.maxY)) pt, x \(pt(digits.x)) to \(pt(digits.maxX)) pt)")
        case .dial(let center, let radius):
            guard let window = DateWindow(clock, center: center, radius: radius) else { return }
            room = (window.extent,
                    "the date window at 3 o'clock")
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
                                expected: "a frame clear of \(room.1)", found: "a frame over it on \(device.rawValue)")
            }
        }
    }
}
