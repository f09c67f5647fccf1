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

    /// Issue #23, as a property: random faces of every style on every device whose texts mix every pinned script
    /// (`RandomFace.scriptWords`), active and Always On, draw every character they show: no glyph of any run is
    /// .notdef, and no shown text has a character no font draws. One face per style and device, so the case count
    /// stays modest; `DIAL_LAYOUT_SEED` varies them.
    @Test func facesMixingEveryScriptDrawEveryCharacter() throws {
        let pipeline = try NonInterferenceTests.Pipeline()
        var random = RandomFace(generator: SeededGenerator(seed: Self.seed), mixesScripts: true)
        for style in FaceStyle.allCases {
            for device in DeviceID.allCases {
                let document = random.face(style: style, device: device)
                for display in Display.allCases {
                    let context = "\(style.rawValue) on \(device.rawValue), \(display.rawValue) (seed \(Self.seed))"
                    let face = try pipeline.resolve(document, display, RenderOverrides())
                    #expect(UndrawnText.find(in: face, shaper: pipeline.shaper).isEmpty, "\(context)")
                    let redacted = try Redactor.redact(face) { [shaper = pipeline.shaper] text, font in
                        shaper.shape(text, font: font.font, size: font.size).width
                    }
                    let tree = LayoutEngine.layout(redacted, shaper: pipeline.shaper)
                    for case .glyphs(let run, _) in tree.nodes {
                        #expect(!run.glyphs.contains { $0.id == 0 }, "\(context): .notdef in \"\(run.text)\" (\(run.font))")
                    }
                }
            }
        }
    }
}
