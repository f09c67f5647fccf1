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
            let cut = tree.shortened.filter { $0.kind == .numberCut || $0.kind == .unitCut }
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

    // MARK: Defects new users found, one face each (Tests/Fixtures/new-user-repros/, from part N's round 5)

    static let repros = Repository.root.appendingPathComponent("Tests/Fixtures/new-user-repros")

    static func tree(_ name: String, on device: DeviceID, _ display: Display = .active, edit: (inout FaceDocument) -> Void = { _ in })
        throws -> LayoutTree {
        let file = repros.appendingPathComponent(name)
        var document = try FaceFile.load(file.path).document
        edit(&document)
        let face = try Face(document, file: file.path, folder: repros)
        return try Renderer().layoutTree(face, in: RenderContext(display: display, overrides: RenderOverrides(device: device)))
    }

    /// The glyph runs `owner` drew.
    static func runs(of owner: NodeOwner, in tree: LayoutTree) -> [GlyphRun] {
        tree.owners.filter { $0.owner == owner }.flatMap { owned in
            owned.nodes.compactMap { if case .glyphs(let run, _) = tree.nodes[$0] { run } else { nil } }
        }
    }

    /// An inline between two corners with text, in Burmese, whose first word (written without spaces) is long: drawn
    /// at 6.25 pt active on 45 mm, at 12 pt in Always On, where the corners are placeholders. The corners keep the
    /// room their text needs at its legible size (`LayoutEngine.layout`'s keep-out: the inline, which spans the screen,
    /// shortens first), and the inline then has about 110 px. The cause is inside fitting (TextFitter, TextCuts): no
    /// cut within a run-on Myanmar word (no syllable or dictionary boundary, as Thai has none either), so step 8 draws
    /// the whole first word down to 4.5 pt rather than a syllable-safe cut at the inline's legible 8 pt. Left to the
    /// fitting's owner: a syllable cut for Myanmar, Khmer and Lao, and no whole word below the legible size in an
    /// inline.
    @Test(arguments: [DeviceID.mm40, .mm45, .mm49])
    func aBurmeseInlineBetweenCornersIsDrawnLegibly(_ device: DeviceID) throws {
        let tree = try Self.tree("inline-microscopic-active.json", on: device)
        let sizes = Self.runs(of: .complication("menu"), in: tree).map(\.size)
        withKnownIssue("a run-on Myanmar word has no cut: fitting draws it whole at 4.5-6.25 pt (TextFitter/TextCuts)") {
            #expect(!sizes.isEmpty && sizes.allSatisfy { $0 >= 16 }, "\(device.rawValue): \(sizes)")
        }
    }

    /// An extra large stack whose lines shrink far below the size they start from is spaced for the sizes they are
    /// drawn at: its lines stand no more than twice their size apart (not 56 px apart at 13.5 px, the second line cut
    /// to "வெற்றிக்கு 8…" for want of the room the gap took), and both are drawn whole. Still small: a line too long for
    /// the circle at extra large's legible 11 pt would need to wrap onto a second row, which a circle's stack does not
    /// do yet.
    @Test(arguments: [DeviceID.mm40, .mm45, .mm49])
    func anExtraLargeStackIsSpacedForItsDrawnSize(_ device: DeviceID) throws {
        let tree = try Self.tree("extralarge-stack-tiny-text.json", on: device)
        let runs = Self.runs(of: .complication("x"), in: tree)
        let baselines = Array(Set(runs.compactMap { $0.glyphs.first.map { ($0.origin.y * 100).rounded() / 100 } })).sorted()
        try #require(baselines.count == 2, "\(runs.map(\.text))")
        let size = try #require(runs.map(\.size).min())
        #expect(baselines[1] - baselines[0] <= 2 * size, "\(device.rawValue): \(baselines) at \(size) px")
        #expect(runs.map(\.text) == ["சென்னை சூப்பர் கிங்ஸ் 186/4", "வெற்றிக்கு 8 பந்துகளில் 23 ரன்கள் தேவை"], "\(runs.map(\.text))")
        withKnownIssue("a line wider than the circle at 11 pt is drawn small on one row rather than wrapped") {
            #expect(size >= 22, "\(device.rawValue): \(size) px")
        }
    }

    /// The analog date window draws 7 pt (14 px) or more in every locale: where the locale's longest date of the
    /// style would be smaller, a shorter form of it (the short weekday, no weekday, the day alone).
    @Test(arguments: ["my-MM", "fa-IR", "ta-IN", "mn-MN", "en-US", "de-DE", "ar-SA"], [DeviceID.mm40, .mm41, .mm45, .mm49, .ultra3])
    func theDateWindowIsLegibleInEveryLocale(_ locale: String, _ device: DeviceID) throws {
        let tree = try Self.tree("date-window-below-7pt.json", on: device) { $0.locale = LocaleName(locale) }
        let runs = Self.runs(of: .date, in: tree)
        #expect(!runs.isEmpty && runs.allSatisfy { $0.size >= 14 }, "\(locale) on \(device.rawValue): \(runs.map { "\($0.text) \($0.size)" })")
    }
}
