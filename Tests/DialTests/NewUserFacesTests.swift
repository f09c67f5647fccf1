@testable import Dial
import DialCore
import DialModel
import DialTestSupport
import Foundation
import Testing

/// Faces written from the README alone by people new to Dial, in domains and scripts unlike the catalogue's
/// (Tests/Fixtures/new-user-faces/: cricket in Tamil, a Thai rider, a Marathi commuter, prayer times in Bengali,
/// Hebrew and Arabic, a pilot, private banking, a German smart home, a diabetes caregiver, Khmer, Lao, Myanmar, Sinhala,
/// Amharic, Armenian, Georgian, Chinese and Japanese boards...). Each found defects of issue #23 when it was written;
/// they are kept as they were written, on their own screens and on 40, 41, 45 and 49 mm and the Ultra 3, active (and
/// Always On on their own): no character drawn from a font that lacks it, no complication's ink over another's or over
/// a clock mark, no number cut through, and no text of a complication missing (a gauge's scale ends aside).
@Suite struct NewUserFacesTests {
    static let folder = Repository.root.appendingPathComponent("Tests/Fixtures/new-user-faces")
    static let faces = FaceFile.files(in: folder.path).map { ($0 as NSString).lastPathComponent }

    @Test func thereAreTheFacesNewUsersWrote() {
        #expect(Self.faces.count >= 20)
    }

    /// A gauge's `leading` and `trailing` texts, in a curved text's inner content too.
    static func scaleEnds(_ content: ContentDocument?) -> [String] {
        switch content {
        case .gauge(let gauge): [gauge.leading, gauge.trailing].compactMap { $0?.text }
        case .curvedText(let curved): scaleEnds(curved.inner)
        default: []
        }
    }

    @Test(arguments: faces)
    func drawsEveryCharacterWithoutCollisionsOrCutNumbers(_ name: String) throws {
        let face = try FaceFile.load(Self.folder.appendingPathComponent(name).path)
        let renderer = try Renderer()
        let own = face.document.device ?? Resolver.defaultDevice
        let contexts: [(DeviceID, Display)] = [(own, .active), (own, .alwaysOn)]
            + [DeviceID.mm40, .mm41, .mm45, .mm49, .ultra3].filter { $0 != own }.map { ($0, .active) }
        for (device, display) in contexts {
            let context = "\(name) on \(device.rawValue), \(display.rawValue)"
            let overrides = RenderOverrides(device: device)
            let undrawn = try renderer.undrawnTexts(face, in: RenderContext(display: display, overrides: overrides))
            #expect(undrawn.isEmpty, "\(context): no font for \(undrawn.map(\.codePoints))")
            let tree = try renderer.layoutTree(face, in: RenderContext(display: display, overrides: overrides))
            let shared = try InkCoverage.shared(in: tree, renderer: renderer)
            #expect(shared.isEmpty, "\(context): \(shared.map { "\($0.first) and \($0.second) share \($0.pixels) px" })")
            let cut = tree.shortened.filter { $0.kind == .numberCut }
            #expect(cut.isEmpty, "\(context): \(cut.map { "\"\($0.text)\" drawn as \"\($0.shown)\"" })")
            // No text of a complication missing: only a secondary label (a gauge's scale end), which is legible and
            // whole or left out with its pair, may go; a reading, a line or a title is drawn, if shortened.
            let labels: Set<String> = Set((face.document.complications ?? []).flatMap { complication -> [String] in
                let contents: [ContentDocument?] = [complication.content] + (complication.timeline ?? []).map { $0.content }
                return contents.flatMap { Self.scaleEnds($0) }
            })
            let lost = tree.shortened.filter { $0.kind == .notDrawn && !labels.contains($0.text) }
            #expect(lost.isEmpty, "\(context): \(lost.map { "\($0.owner): \"\($0.text)\" not drawn" })")
        }
    }
}
