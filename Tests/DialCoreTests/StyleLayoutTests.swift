@testable import DialCore
import DialModel
import Foundation
import Testing

/// The modular styles' grid is Dial's own (docs/geometry.md): what it places keeps the dark rim Always On keeps, inside
/// the screen's rounded corners, on every screen.
struct StyleLayoutTests {
    /// How far a circle about `center` of `radius` stays inside the rounded screen of `frame`: its least distance to
    /// the edge, straight or rounded.
    func clearance(_ center: Point, radius: Double, in frame: FaceFrame) -> Double {
        frame.distanceToEdge(center) - radius
    }

    /// Every circular slot of modular and modular compact, and modular compact's small dial with its ticks, keeps 10 px
    /// and more from the screen's edge (found by new users: the top left circular of modular came within 5 px of a
    /// 41 mm screen's rounded corner, and modular compact's 12 o'clock tick 9 px from the top of a 40 mm screen).
    @Test(arguments: [FaceStyle.modular, .modularCompact], DeviceID.allCases)
    func theModularGridKeepsTheRimDark(style: FaceStyle, device: DeviceID) {
        let frame = FaceFrame(device: Device(device))
        let layout = StyleLayout(style, on: frame)
        for slot in layout.slots {
            for accepted in slot.accepts {
                guard case .circle(let center, let diameter) = accepted.placement else { continue }
                #expect(clearance(center, radius: diameter / 2, in: frame) >= LayoutEngine.edgeMargin,
                        "\(style) \(slot.name) on \(device.rawValue): \(clearance(center, radius: diameter / 2, in: frame)) px from the edge")
            }
        }
        if case .dial(let center, let radius) = layout.clock {
            #expect(clearance(center, radius: radius, in: frame) >= LayoutEngine.edgeMargin,
                    "\(style)'s dial on \(device.rawValue): \(clearance(center, radius: radius, in: frame)) px from the edge")
        }
    }
}
