@testable import Dial
import DialCore
import DialModel
import DialTestSupport
import Foundation
import Testing

/// Issue #17, as a property: random faces (`RandomFace`: every style, custom slots, device, family and template, with
/// long and short text in Latin, CJK, right-to-left scripts and emoji, values far outside their range, pictures and
/// timelines) in random contexts, active and Always On, never draw over themselves: no pixel is inked by two
/// complications, no complication covers part of a clock mark, the date or the digits (`InkCoverage`), and the
/// clock never shortens its own text. The default is a fixed seed; `DIAL_LAYOUT_CASES=2000 DIAL_LAYOUT_SEED=5
/// swift test --filter LayoutPropertyTests` runs more; `DIAL_LAYOUT_FAILURES=DIR` writes each failing face there as JSON, to
/// render and look at.
@Suite struct LayoutPropertyTests {
    static let environment = ProcessInfo.processInfo.environment
    static let cases = environment["DIAL_LAYOUT_CASES"].flatMap(Int.init) ?? 60
    static let seed = environment["DIAL_LAYOUT_SEED"].flatMap(UInt64.init) ?? 20_261_125

    @Test func randomFacesNeverDrawOverThemselvesNorShortenTheClock() throws {
        let pipeline = try NonInterferenceTests.Pipeline()
        let renderer = try Renderer()
        var random = RandomFace(generator: SeededGenerator(seed: Self.seed))
        for index in 0..<Self.cases {
            let document = random.face()
            let (_, overrides) = random.context(for: document)
            for display in Display.allCases {
                let context = "case \(index) (seed \(Self.seed)): \(document.style?.rawValue ?? "") on \(document.device?.rawValue ?? ""), "
                    + "\(display.rawValue) \(overrides)"
                let face = try pipeline.resolve(document, display, overrides)
                let redacted = try Redactor.redact(face) { [shaper = pipeline.shaper] text, font in
                    shaper.shape(text, font: font.font, size: font.size).width
                }
                let tree = LayoutEngine.layout(redacted, shaper: pipeline.shaper)
                let shared = try InkCoverage.shared(in: tree, renderer: renderer)
                #expect(shared.isEmpty, "\(context): \(shared.map { "\($0.first) and \($0.second) share \($0.pixels) px" })")
                if !shared.isEmpty, let folder = Self.environment["DIAL_LAYOUT_FAILURES"] {
                    try Data(try document.json()).write(to: URL(fileURLWithPath: folder).appendingPathComponent("case-\(index).json"))
                }
                for owned in tree.owners where owned.owner.isClockMark {
                    for case .glyphs(let run, _) in tree.nodes[owned.nodes] {
                        #expect(!run.text.contains("…"), "\(context): \(owned.owner) drawn as \"\(run.text)\"")
                    }
                }
            }
        }
    }

    /// Issue #23: a custom face fits every screen or none. Random custom faces (`RandomFace.customSlots`: frames in
    /// the cells of a grid, of any size, with corners) that resolve on their own screen resolve on every screen, and
    /// draw there, active and Always On, with no ink shared between complications or over a clock mark.
    @Test func randomCustomFacesThatFitTheirOwnScreenFitEveryScreen() throws {
        let pipeline = try NonInterferenceTests.Pipeline()
        let renderer = try Renderer()
        var random = RandomFace(generator: SeededGenerator(seed: Self.seed &+ 23))
        var fitted = 0
        for index in 0..<max(1, Self.cases / 3) {
            var document = random.face()
            guard document.style == .custom else { continue }
            let (_, overrides) = random.context(for: document)
            var own = overrides
            own.device = document.device
            guard (try? pipeline.resolve(document, .active, own)) != nil else { continue }
            fitted += 1
            for device in DeviceID.allCases {
                var shown = overrides
                shown.device = device
                for display in Display.allCases {
                    let context = "case \(index) (seed \(Self.seed &+ 23)): custom face of \(document.device?.rawValue ?? "") on \(device.rawValue), \(display.rawValue)"
                    let face = try #require(try? pipeline.resolve(document, display, shown), "\(context): refused")
                    let redacted = try Redactor.redact(face) { [shaper = pipeline.shaper] text, font in
                        shaper.shape(text, font: font.font, size: font.size).width
                    }
                    let shared = try InkCoverage.shared(in: LayoutEngine.layout(redacted, shaper: pipeline.shaper), renderer: renderer)
                    #expect(shared.isEmpty, "\(context): \(shared.map { "\($0.first) and \($0.second) share \($0.pixels) px" })")
                }
            }
            document.device = nil
        }
        #expect(fitted > 0, "no random custom face to check")
    }

    /// Issue #23: a bezel written for 40mm, on every screen, covers no clock mark: the dial gives way to its text
    /// (on a larger screen its text takes another angle) on both sides alike. Random texts, on the infograph's bezel
    /// and on custom bezels of random sizes centred on the dial.
    @Test(arguments: ["roman", "arabic"])
    func aBezelWrittenForOneScreenCoversNoClockMarkOnAnother(numerals: String) throws {
        let renderer = try Renderer()
        var random = RandomFace(generator: SeededGenerator(seed: Self.seed &+ 40))
        for index in 0..<max(1, Self.cases / 6) {
            let text = random.text(maxLength: 60)
            let escaped = String(decoding: try JSONEncoder().encode(text), as: UTF8.self)
            // On the infograph's bezel, and on a custom face's bezel centred on the dial (the case found: its text
            // covered the 11 on every screen, where the dial left out the 1 but not the 11).
            let side = Double(Int.random(in: 100...160, using: &random.generator))
            let slots = ##""slots": [ { "name": "b", "family": "graphicBezel", "frame": { "x": \##((162 - side) / 2), "y": \##((197 - side) / 2), "width": \##(side), "height": \##(side) } } ]"##
            let style = index % 2 == 0 ? ##""style": "infograph""## : ##""style": "custom", \##(slots)"##
            let slot = index % 2 == 0 ? "subdialTop" : "b"
            let json = ##"{ "schemaVersion": 1, "device": "40mm", \##(style), "clock": { "numerals": "\##(numerals)" }, "complications": [ { "id": "b", "slot": "\##(slot)", "family": "graphicBezel", "dataProtection": "none", "content": { "template": "curvedText", "text": { "text": \##(escaped) } } } ] }"##
            let face = try Face.decode(Array(json.utf8), file: "bezel.json")
            for device in DeviceID.allCases {
                let tree = try renderer.layoutTree(face, display: .active, overrides: RenderOverrides(device: device))
                let covered = try InkCoverage.shared(in: tree, renderer: renderer).filter(\.second.isClockMark)
                #expect(covered.isEmpty, "case \(index): \"\(text)\" on \(device): \(covered.map { "\($0.first) over \($0.second)" })")
            }
        }
    }
}
