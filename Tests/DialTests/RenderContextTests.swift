import Dial
import DialCore
import DialModel
import DialText
import DialTestSupport
import Foundation
import Testing

/// `RenderContext`, the one context every entry point takes: each setting reaches the frame, and the privacy presets
/// mean what `--hide-sensitive` means in `dial render` and `dial export` alike (DialCLITests' HideSensitiveFlagTests).
@Suite struct RenderContextTests {
    /// Faces/privacy/choice-show.json: Hide Sensitive Complications on in the file, and the calendar's own choice `show`.
    static func choiceShow() throws -> Face {
        try FaceFile.load(Repository.root.appendingPathComponent("Faces/privacy/choice-show.json").path,
                          name: "choice-show.json")
    }

    static func dump(_ face: Face, _ context: RenderContext) throws -> String {
        let renderer = try Renderer()
        return String(decoding: try renderer.encode(try renderer.displayList(face, in: context), as: .txt), as: UTF8.self)
    }

    /// Whether the calendar's private line and the heart rate are drawn, in Always On, for each way of saying privacy.
    static let cases: [(name: String, context: RenderContext, calendar: Bool, heartRate: Bool)] = [
        ("the face's own", .alwaysOn, true, false),
        ("global on keeps the file's choices", .alwaysOn(hideSensitive: true), true, false),
        ("global off keeps the file's choices", .alwaysOn(hideSensitive: false), true, true),
        ("all drops them", .alwaysOn.privacy(.all), false, false),
        ("none drops them", .alwaysOn.privacy(PrivacyVariant.none), true, true),
        ("hide:heartRate hides it alone", .alwaysOn.privacy(.hide(["heartRate"])), true, false),
        ("face after all restores the file's", .alwaysOn.privacy(.all).privacy(.face), true, false),
        ("a choice after a preset lays over it", .alwaysOn.privacy(.all).showing("calendar"), true, false),
        ("active shows everything", .active.privacy(.all), true, true),
    ]

    @Test(arguments: cases.indices)
    func privacySettingsReachTheFrame(index: Int) throws {
        let (name, context, calendar, heartRate) = Self.cases[index]
        let dump = try Self.dump(try Self.choiceShow(), context)
        #expect(dump.contains("10:30 Room 4") == calendar, "\(name): the calendar's private line")
        #expect(dump.contains("\"68\"") == heartRate, "\(name): the heart rate")
    }

    /// The device, the time and the lock each reach the frame: a context that dropped one would draw the face's own.
    @Test func deviceTimeAndLockReachTheFrame() throws {
        let face = try Face.bundledDefault()
        let plain = try Self.dump(face, .active)
        let variations: [RenderContext] = [.active.on(.mm49), .active.at(.timeOfDay(hour: 21, minute: 0, second: 0)),
                                           .active.locked(.beforeFirstUnlock), .active.accented(tint: Color(hex: "#FF9F0A"))]
        for context in variations {
            #expect(try Self.dump(face, context) != plain, "\(context)")
        }
        #expect(RenderContext.active.on(.mm49).device == .mm49)
        #expect(RenderContext.alwaysOn.locked().lock == .locked)
    }

    /// The glyph runs a frame draws: their texts and fonts, in order.
    static func runs(_ face: Face, _ context: RenderContext) throws -> [GlyphRun] {
        try Renderer().displayList(face, in: context).commands.compactMap { if case .glyphs(let run, _) = $0 { run } else { nil } }
    }

    /// Bold Text draws every text of the default face, in both displays, in the font `legible(.bold)` gives for the
    /// one it draws without: the clock's, the complications' and a live time text's alike.
    @Test(arguments: Display.allCases)
    func boldTextDrawsEveryTextOfTheDefaultFaceHeavier(display: Display) throws {
        let face = try Face.bundledDefault()
        let regular = try Self.runs(face, RenderContext(display: display))
        let bold = try Self.runs(face, RenderContext(display: display, boldText: true))
        #expect(!regular.isEmpty)
        #expect(bold.map(\.text) == regular.map(\.text))
        for (plain, heavy) in zip(regular, bold) {
            #expect(heavy.font == plain.font.legible(.bold), "\(plain.text)")
            #expect(heavy.font.weight > plain.font.weight, "\(plain.text): \(plain.font) → \(heavy.font)")
        }
    }

    /// The face's own `settings.boldText` draws bold; the context's `boldText: false` turns it off again, and a
    /// variant's `boldText` reaches its frames.
    @Test func boldTextComesFromTheFaceTheContextAndVariants() throws {
        var document = try Face.bundledDefault().document
        let regular = try Self.runs(try Face(document), .active).map(\.font)
        var settings = document.settings ?? SettingsDocument()
        settings.boldText = true
        document.settings = settings
        document.variants = [VariantDocument(name: VariantName("plain")!, display: .active, boldText: false)]
        let face = try Face(document)
        let bold = try Self.runs(face, .active).map(\.font)
        #expect(bold == regular.map { $0.legible(.bold) })
        #expect(try Self.runs(face, RenderContext(boldText: false)).map(\.font) == regular)
        #expect(try Self.runs(face, face.variants[0].context).map(\.font) == regular)
        #expect(RenderContext(boldText: true).description == "active, bold-text")
    }
}
