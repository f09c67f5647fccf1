@testable import Dial
import DialCore
import DialModel
import DialTestSupport
import Foundation
import Testing

/// Faces written from the README alone by people new to Dial, in domains and scripts unlike the catalogue's
/// (Tests/Fixtures/new-user-faces/: cricket in Tamil, a Thai rider, a Marathi commuter, prayer times in Bengali,
/// Hebrew and Arabic, a pilot, private banking, a German smart home, a diabetes caregiver, Khmer, Lao, Myanmar, Sinhala,
/// Amharic, Armenian, Georgian, Chinese and Japanese boards...; `s12-`: session 16's round, Mongolian herders, an
/// Amharic clinic, a Ukrainian air-raid alert, Persian qibla, Thaana diving, Adlam market, Cherokee and Inuktitut, a
/// music tuner whose clefs were boxes; `s14-`: session 17's, a Swahili M-Pesa wallet). Each found defects of issue #23 when it was written;
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
            // A number dropped whole is a text of the complication missing too (#23): only a face that waives `textCut`,
            // saying why (a ticker longer than any slot, written so to show the cut), may drop one.
            let waived = face.document.lint?.waivers?["textCut"].map { !$0.isEmpty } ?? false
            let dropped = tree.shortened.filter { $0.kind == .numberDropped }
            #expect(waived || dropped.isEmpty, "\(context): \(dropped.map { "\($0.owner): \"\($0.text)\" drawn as \"\($0.shown)\"" })")
        }
    }

    // MARK: Defects new users found, one face each (Tests/Fixtures/new-user-repros/, from part N's round 5)

    static let repros = Repository.root.appendingPathComponent("Tests/Fixtures/new-user-repros")

    static func tree(_ name: String, on device: DeviceID, _ display: Display = .active, in folder: URL = repros,
                     edit: (inout FaceDocument) -> Void = { _ in }) throws -> LayoutTree {
        let file = folder.appendingPathComponent(name)
        var document = try FaceFile.load(file.path).document
        edit(&document)
        let face = try Face(document, file: file.path, folder: folder)
        return try Renderer().layoutTree(face, in: RenderContext(display: display, overrides: RenderOverrides(device: device)))
    }

    /// The glyph runs `owner` drew.
    static func runs(of owner: NodeOwner, in tree: LayoutTree) -> [GlyphRun] {
        tree.owners.filter { $0.owner == owner }.flatMap { owned in
            owned.nodes.compactMap { if case .glyphs(let run, _) = tree.nodes[$0] { run } else { nil } }
        }
    }

    /// An extra large view in Khmer (stranger22's rice prices, `s22-khmer-rice.json`) wraps its rows between words as
    /// ICU's dictionary finds them, never between two syllables of one word: main drew "▲ ៤០ ៛ ធៀបនឹងម្សិល" over "មិញ"
    /// (yester / day) on 45 and 49 mm, and the title "ស្រូវផ្ការំដួល បាត់" over "ដំបង" (Battam / bang) on 41 mm.
    @Test(arguments: [DeviceID.mm40, .mm41, .mm45, .mm49])
    func aKhmerViewWrapsBetweenWords(_ device: DeviceID) throws {
        for display in [Display.active, .alwaysOn] {
            let tree = try Self.tree("s22-khmer-rice.json", on: device, display)
            // An extra large view is drawn inside its circle's clip.
            func texts(_ nodes: [LayoutNode]) -> [String] {
                nodes.flatMap { node -> [String] in
                    switch node {
                    case .glyphs(let run, _): [run.text]
                    case .clip(_, let inside): texts(inside)
                    default: []
                    }
                }
            }
            let owned = tree.owners.filter { $0.owner == .complication("rice") }.flatMap { Array(tree.nodes[$0.nodes]) }
            let texts = texts(owned)
            #expect(!texts.isEmpty)
            #expect(!texts.contains("មិញ") && !texts.contains("ដំបង") && !texts.contains { $0.hasSuffix("ម្សិល") },
                    "\(device.rawValue), \(display.rawValue): \(texts)")
        }
    }

    /// An inline between two corners with text, in Burmese, whose first word (written without spaces) is long: it was
    /// drawn at 6.25 pt active on 45 mm (12 pt in Always On, where the corners are placeholders), as fitting found no
    /// cut inside a run-on Myanmar word. A syllable is a cut (`SpacelessSyllables`): shortened there, the inline keeps
    /// its legible 8 pt, or, where a cut at 8 pt would part a cup from its price ("… ၁ ခွက်…" for "… ၁ ခွက် ၁,၅၀၀ ကျပ်",
    /// one cup 1,500 kyat, on 45 mm: one reading), shrinks whole no further than ¾ of it, 6 pt.
    @Test(arguments: [DeviceID.mm40, .mm45, .mm49])
    func aBurmeseInlineBetweenCornersIsDrawnLegibly(_ device: DeviceID) throws {
        let tree = try Self.tree("inline-microscopic-active.json", on: device)
        let runs = Self.runs(of: .complication("menu"), in: tree)
        let sizes = runs.map(\.size)
        #expect(!sizes.isEmpty && sizes.allSatisfy { $0 >= 12 }, "\(device.rawValue): \(sizes)")
        #expect(sizes.allSatisfy { $0 >= 16 } || runs.map(\.text).joined().contains("၁,၅၀၀ ကျပ်"),
                "\(device.rawValue): \(runs.map { "\($0.text) \($0.size)" })")
    }

    /// A corner's rate "بەنزین ٩٥٠ دینار/لیتر ئەمڕۆ…" (petrol, 950 dinar a litre, today at Erbil's market) keeps the
    /// currency and what it is counted per with the number, or drops the number whole and says so: main drew
    /// "بەنزین ٩٥٠…" on 40 and 45 mm, the number without its currency, reported only as less than half (stranger18 #2's
    /// "/لیتر" dropped unreported, after a word).
    @Test(arguments: [DeviceID.mm40, .mm41, .mm45, .mm49])
    func aRatesCurrencyAndPerStayWithItsNumber(_ device: DeviceID) throws {
        let tree = try Self.tree("corner-rate-currency-per-litre.json", on: device)
        let drawn = Self.runs(of: .complication("fuel"), in: tree).map(\.text).joined()
        #expect(!drawn.contains("٩٥٠") || drawn.contains("دینار") && drawn.contains("/") && drawn.contains("لیتر"),
                "\(device.rawValue): \(drawn)")
        let label = tree.shortened.filter { $0.text.hasPrefix("بەنزین") }
        #expect(drawn.contains("٩٥٠") || label.contains { $0.kind == .numberDropped }, "\(device.rawValue): \(label)")
    }

    /// An extra large stack whose lines are too long for the circle at extra large's legible 11 pt wraps them onto rows
    /// at 11 pt or more (22 px), rather than draw them on one row at 6.75 pt: every word of both lines is drawn, the
    /// rows of a line share one size, and rows stand no more than twice their size apart.
    @Test(arguments: [DeviceID.mm40, .mm45, .mm49])
    func anExtraLargeStackWrapsRatherThanShrinksBelowLegible(_ device: DeviceID) throws {
        let tree = try Self.tree("extralarge-stack-tiny-text.json", on: device)
        let runs = Self.runs(of: .complication("x"), in: tree)
        let lines = ["சென்னை சூப்பர் கிங்ஸ் 186/4", "வெற்றிக்கு 8 பந்துகளில் 23 ரன்கள் தேவை"]
        #expect(runs.map(\.text).joined(separator: " ") == lines.joined(separator: " "), "\(runs.map(\.text))")
        #expect(runs.count > lines.count && runs.allSatisfy { $0.size >= 22 }, "\(device.rawValue): \(runs.map { "\($0.text) \($0.size)" })")
        let baselines = runs.compactMap { $0.glyphs.first?.origin.y }
        for (run, (above, below)) in zip(runs.dropFirst(), zip(baselines, baselines.dropFirst())) {
            #expect(below - above <= 2 * run.size, "\(device.rawValue): \(baselines)")
        }
        // The second line's rows at one size.
        let second = runs.filter { lines[1].contains($0.text) }
        #expect(Set(second.map(\.size)).count == 1, "\(second.map { "\($0.text) \($0.size)" })")
    }

    /// A corner's curved content (`widgetCurvesContent`) beyond its label is drawn whole on every screen, and a larger
    /// screen never draws it smaller than a smaller one (stranger14 #6: "5,364 m" at 16 pt bold beyond a gauge beside a
    /// long inline was not drawn on 40 mm and drawn at 4.5 pt on 41 mm, fitted to the span its full size left it, and
    /// "Norðurljós 7/9" was cut to "Norðu…" on 49 mm where 40 to 45 mm drew it whole).
    @Test(arguments: [("corner-curved-content-beyond-gauge.json", "alt", "5,364 m"), ("corner-curved-content-bottom.json", "aurora", "Norðurljós 7/9")])
    func aCornersCurvedContentIsWholeAndNeverSmallerOnALargerScreen(_ repro: (file: String, owner: String, text: String)) throws {
        var previous: (device: DeviceID, size: Double)?
        for device in [DeviceID.mm40, .mm41, .mm45, .mm49, .ultra3] {
            let runs = Self.runs(of: .complication(repro.owner), in: try Self.tree(repro.file, on: device))
            let size = try #require(runs.first { $0.text == repro.text }?.size, "\(device.rawValue): \(runs.map(\.text))")
            if let previous {
                #expect(size >= previous.size, "\(repro.text): \(size) px on \(device.rawValue), \(previous.size) px on \(previous.device.rawValue)")
            }
            previous = (device, size)
        }
    }

    /// A top corner's ID beside an inline's keeps its number: the inline keeps its least, but a corner's text keeps room
    /// for its numbers at ¾ of its legible size against it (stranger12 #4: "AWB…" for "AWB 176-84930271" on 40 mm
    /// beside "MSCU 7284930-1", which was then drawn at 10 pt in the room the cut corner left), and the inline is drawn.
    @Test(arguments: [DeviceID.mm40, .mm41, .mm45, .mm49])
    func aTopCornersIDBesideAnInlineKeepsItsNumber(_ device: DeviceID) throws {
        let tree = try Self.tree("corner-awb-inline.json", on: device)
        let corner = Self.runs(of: .complication("awb"), in: tree).map(\.text).joined()
        #expect(corner == "AWB 176-84930271", "\(device.rawValue): \(corner)")
        let inline = Self.runs(of: .complication("top"), in: tree).map(\.text).joined()
        #expect(inline.hasPrefix("MSCU"), "\(device.rawValue): \(inline)")
        #expect(!tree.shortened.contains { $0.kind == .numberDropped || $0.kind == .notDrawn }, "\(device.rawValue): \(tree.shortened)")
    }

    /// An inline that needs more than the even room both top corners leave at their least takes it from the side that
    /// has it to spare first, before the other corner's text is cut below its least (stranger18's azeri-football: on
    /// 40 mm "Qarabağ 2:1 Neftçi" took its room from both corners evenly and cut "xG 1,84 – 0,92" to "xG 1,84…", one
    /// reading parted, though "Topa sahiblik" on the left had room to spare).
    @Test(arguments: [DeviceID.mm40, .mm41, .mm45, .mm49, .ultra3])
    func anInlineTakesTheFreeSideFirst(_ device: DeviceID) throws {
        let tree = try Self.tree("inline-free-side-first.json", on: device)
        let reading = Self.runs(of: .complication("xg"), in: tree).map(\.text).joined()
        #expect(reading == "xG 1,84 – 0,92", "\(device.rawValue): \(reading)")
        let gauge = Self.runs(of: .complication("poss"), in: tree).map(\.text)
        #expect(gauge.contains("Topa sahiblik"), "\(device.rawValue): \(gauge)")
        let inline = Self.runs(of: .complication("match"), in: tree).map(\.text).joined()
        #expect(inline == "Qarabağ 2:1 Neftçi", "\(device.rawValue): \(inline)")
        #expect(!tree.shortened.contains { $0.kind == .numberDropped || $0.kind == .numberCut }, "\(device.rawValue): \(tree.shortened)")
    }

    /// A corner view's text too long for the corner's circle even at the legible size is cut there by the cut rules
    /// (a number dropped whole, with what belongs to it; a syllable kept whole), and reported, rather than left out
    /// (stranger14: czech-polish-finance's "PX 1 842,37" at 13 pt and tibetan-trek's "བཀྲ་ཤིས་བདེ་ལེགས།" were not drawn at all).
    @Test(arguments: [DeviceID.mm40, .mm41, .mm45, .mm49])
    func aCornerViewsTextTooLongForItsCircleIsCutAtTheLegibleSize(_ device: DeviceID) throws {
        let tree = try Self.tree("corner-view-text-wider-than-its-circle.json", on: device)
        for (id, text, shown) in [("px", "PX 1 842,37", "PX…"), ("bl", "བཀྲ་ཤིས་བདེ་ལེགས།", "བཀྲ་…")] {
            let runs = Self.runs(of: .complication(id), in: tree).filter { $0.glyphs.allSatisfy { $0.rotation == 0 } }
            #expect(runs.map(\.text).joined() == shown, "\(device.rawValue): \(runs.map(\.text))")
            #expect(runs.allSatisfy { abs($0.size - 16) < 1e-9 }, "\(device.rawValue): \(runs.map(\.size))")
            let report = tree.shortened.first { $0.owner == id && $0.text == text }
            #expect(report?.shown == shown, "\(device.rawValue): \(tree.shortened)")
        }
    }

    /// A digital face's date under the time is drawn whole on every screen: a larger screen's larger font shrinks (or
    /// takes a shorter form of the date) rather than cut what a 40 mm screen draws whole ("30 OṢÙ OWEWE, Ọ…" on 49 mm,
    /// part N's round 6).
    @Test(arguments: [DeviceID.mm40, .mm41, .mm45, .mm49, .ultra3])
    func aDigitalDateIsNeverCut(_ device: DeviceID) throws {
        let tree = try Self.tree("digital-date-cut-on-large-screens.json", on: device)
        let runs = Self.runs(of: .date, in: tree)
        #expect(runs.map(\.text) == ["30 OṢÙ OWEWE, ỌJỌ́RÚ"], "\(device.rawValue): \(runs.map(\.text))")
        #expect(runs.allSatisfy { $0.size >= 14 })
    }

    /// Modular's digits with seconds in Bold Text are wider than the band beside the top-left slot holds: they shrink
    /// and keep the dial's margin from it, rather than run into its gauge's marker (part N's round 6).
    @Test(arguments: [DeviceID.mm40, .mm41, .mm45, .mm49])
    func boldDigitsWithSecondsKeepClearOfTheSlotBeside(_ device: DeviceID) throws {
        let tree = try Self.tree("bold-clock-seconds-into-circular-40mm.json", on: device)
        let renderer = try Renderer()
        let shared = try InkCoverage.shared(in: tree, renderer: renderer)
        #expect(shared.isEmpty, "\(device.rawValue): \(shared.map { "\($0.first) and \($0.second) share \($0.pixels) px" })")
        #expect(Self.runs(of: .time, in: tree).map(\.text) == ["10:41:27"])
    }

    /// Where the window has no room for the weekday, day and month at 7 pt, the weekday and day come before the day and
    /// month: the weekday is what a wearer reads a watch's date for (Yoruba "ỌJỌ́RÚ, 25", part N's round 6).
    @Test func theDateWindowKeepsTheWeekdayBeforeTheMonth() throws {
        let tree = try Self.tree("date-window-below-7pt.json", on: .mm40) { $0.locale = LocaleName("yo-NG") }
        #expect(Self.runs(of: .date, in: tree).map(\.text) == ["ỌJỌ́RÚ, 25"])
    }

    /// The analog date window draws 7 pt (14 px) or more in every locale: where the locale's longest date of the
    /// style would be smaller, a shorter form of it (the short weekday, no weekday, the day alone).
    @Test(arguments: ["my-MM", "fa-IR", "ta-IN", "mn-MN", "en-US", "de-DE", "ar-SA", "yo-NG"], [DeviceID.mm40, .mm41, .mm45, .mm49, .ultra3])
    func theDateWindowIsLegibleInEveryLocale(_ locale: String, _ device: DeviceID) throws {
        let tree = try Self.tree("date-window-below-7pt.json", on: device) { $0.locale = LocaleName(locale) }
        let runs = Self.runs(of: .date, in: tree)
        #expect(!runs.isEmpty && runs.allSatisfy { $0.size >= 14 }, "\(locale) on \(device.rawValue): \(runs.map { "\($0.text) \($0.size)" })")
    }

    // MARK: Part N's round 5, taken up again (#23)

    /// A Burmese bezel and a Burmese corner: the bezel's tall marks above its capitals and the corner's medials below
    /// its baseline interleaved on every screen (1 to 9 px). Each now keeps its ink on its side of the ring.
    @Test(arguments: [DeviceID.mm40, .mm41, .mm45, .mm49, .ultra3], [Display.active, .alwaysOn])
    func aBurmeseBezelAndCornerNeverTouch(_ device: DeviceID, _ display: Display) throws {
        let tree = try Self.tree("bezel-corner-overlap-myanmar.json", on: device, display)
        let shared = try InkCoverage.shared(in: tree, renderer: Renderer())
        #expect(shared.isEmpty, "\(device.rawValue): \(shared.map { "\($0.first) and \($0.second) share \($0.pixels) px" })")
        #expect(!Self.runs(of: .complication("orders"), in: tree).isEmpty && !Self.runs(of: .complication("rain"), in: tree).isEmpty)
    }

    /// A bus's headline keeps where it goes: it shrinks whole first, and where it still drops the destination, lint is
    /// told so (never a plain "shortened").
    @Test(arguments: [DeviceID.mm40, .mm41, .mm45, .mm49])
    func aHeadlineKeepsItsDestinationOrSaysItDropsIt(_ device: DeviceID) throws {
        let tree = try Self.tree("headline-destination-dropped.json", on: device)
        let headline = "🚌 138 මහරගම → කොළඹ කොටුව"
        let cut = tree.shortened.filter { $0.text == headline }
        #expect(cut.allSatisfy { $0.kind == .destinationDropped || $0.kind == .belowLegible }, "\(cut.map { "\($0.shown) \($0.kind)" })")
        if device == .mm45 { #expect(!cut.contains { $0.kind == .destinationDropped }, "45 mm has room for it whole at ¾ of the legible size") }
        // A destination too long for the slot: it goes, and is reported.
        let narrow = try Self.tree("headline-destination-dropped.json", on: device) { document in
            guard case .stack(var stack) = document.complications?[0].content else { return }
            stack.lines[0].text = headline + " ගාල්ල මාතර කතරගම තිස්සමහාරාමය"
            document.complications?[0].content = .stack(stack)
        }
        let dropped = narrow.shortened.filter { $0.text.hasPrefix(headline) && $0.kind != .belowLegible }
        #expect(dropped.map(\.kind) == [.destinationDropped], "\(dropped.map { "\($0.shown) \($0.kind)" })")
    }

    /// The glyph runs `owner` drew, inside the clips a view is drawn in too.
    static func viewRuns(of owner: NodeOwner, in tree: LayoutTree) -> [GlyphRun] {
        func runs(_ node: LayoutNode) -> [GlyphRun] {
            switch node {
            case .glyphs(let run, _): [run]
            case .clip(_, let nodes): nodes.flatMap(runs)
            case .mask(let nodes, _): nodes.flatMap(runs)
            default: []
            }
        }
        return tree.owners.filter { $0.owner == owner }.flatMap(\.nodes).flatMap { runs(tree.nodes[$0]) }
    }

    /// A number is the last thing a line gives up: a line too long for its frame, with no `minimumScaleFactor`
    /// (stranger7's Georgian cellar: "რქაწითელი · დუღილი 87%" drawn "რქაწითე…"), or a template's line of a long
    /// Hungarian word and an amount (stranger9: "… 1 284 930 Ft"), has its words shortened before the number, which is
    /// drawn whole, on every screen in both displays: never the words without the number. A view's account line too
    /// large for a word and its amount keeps the amount ("… 1 284 930 567 Ft", never "Folyószámla…").
    @Test(arguments: [("view-line-number-dropped-georgian.json", "qvevri", "რქაწითელი · დუღილი 87%", "87%"),
                      ("rectangular-line-number-dropped-hungarian.json", "bottom",
                       "Megszentségteleníthetetlenségeskedéseitekért 1 284 930 Ft", "1 284 930 Ft"),
                      ("view-amount-dropped-hungarian.json", "c", "Folyószámla: 1 284 930 567 Ft", "1 284 930 567 Ft")],
                      [DeviceID.mm40, .mm41, .mm45, .mm49])
    func aLineGivesUpItsWordsBeforeItsNumber(_ file: (String, String, String, String), _ device: DeviceID) throws {
        let (name, owner, text, number) = file
        for display in [Display.active, .alwaysOn] {
            let tree = try Self.tree(name, on: device, display)
            let drawn = Self.viewRuns(of: .complication(owner), in: tree).map(\.text).joined(separator: " ")
            #expect(drawn.contains(number), "\(device.rawValue) \(display.rawValue): \(drawn)")
            let records = tree.shortened.filter { $0.text == text }
            #expect(!records.contains { $0.kind == .numberDropped || $0.kind == .notDrawn },
                    "\(device.rawValue) \(display.rawValue): \(records.map { "\($0.shown) \($0.kind)" })")
        }
    }

    /// stranger14's M-Pesa wallet (s14-mpesa-views.json, as written): money received keeps its sign and the currency
    /// written before it ("+KSh 2,500", drawn "… 2,500": a bare amount that could be a debit), and a transaction's code,
    /// a token of letters and digits, is drawn whole or not at all ("SKQ7H2…4XP" reads as another code), on every
    /// screen, active.
    @Test(arguments: [DeviceID.mm40, .mm41, .mm45, .mm49])
    func anAmountKeepsItsCurrencyAndACodeIsWhole(_ device: DeviceID) throws {
        let tree = try Self.tree("s14-mpesa-views.json", on: device, in: Self.folder)
        let received = Self.viewRuns(of: .complication("recv"), in: tree).map(\.text)
        #expect(received.contains { $0.hasPrefix("+KSh") } && received.contains { $0.contains("2,500") } && !received.contains { $0.contains("…") },
                "\(device.rawValue): \(received)")
        let transaction = Self.viewRuns(of: .complication("tx"), in: tree).map(\.text)
        #expect(!transaction.contains { $0.contains("SKQ") && !$0.contains("SKQ7H2M4XP") }, "\(device.rawValue): \(transaction)")
    }

    /// A view's text with `lineLimit: 2` whose cut on one row would drop a number (stranger14 #4, mpesa-views `tx`,
    /// `view.vstack[1]`) shrinks onto the two rows the height offered holds at that size, its last row cut outside its
    /// numbers, rather than onto one row at 6.9 to 8.25 pt with its middle words dropped while the platter had room; and
    /// where it is still drawn below the rectangular's legible 11 pt (22 px), cut and all, it is reported so.
    @Test(arguments: [DeviceID.mm40, .mm41, .mm45, .mm49])
    func aViewTextWithTwoLinesFillsThemBeforeItShrinks(_ device: DeviceID) throws {
        let tree = try Self.tree("view-linelimit-one-tiny-row.json", on: device)
        let text = "Umetuma KSh 12,450.00 kwa MAMA MBOGA WANJIKU KAMAU 0712 345 678"
        let rows = Self.viewRuns(of: .complication("tx"), in: tree).filter { $0.text.hasPrefix("Umetuma") || $0.text.contains("0712") }
        let drawn = rows.map(\.text).joined(separator: " ")
        #expect(rows.count == 2 && drawn.contains("KSh 12,450.00") && drawn.contains("0712 345 678") && drawn.contains("MAMA"),
                "\(device.rawValue): \(rows.map { "\($0.text) \($0.size)" })")
        let size = try #require(rows.map(\.size).min())
        if device == .mm45 || device == .mm49 { #expect(size >= 22, "\(device.rawValue): \(size)") }
        let below = tree.shortened.contains { $0.text == text && $0.kind == .belowLegible }
        #expect(below == (size < 22 - 0.25), "\(device.rawValue): drawn at \(size) px, \(tree.shortened.filter { $0.text == text }.map(\.kind))")
    }

    /// Hierarchy holds while a view shrinks (#23: "a caption or subtitle is never drawn larger than the line it belongs
    /// to"): in mpesa-views `tx` (stranger14 #3), the caption2 line under the body line that had to shrink is never drawn
    /// larger than it (8.75 pt under 6.9 pt on 40 mm), on every screen.
    @Test(arguments: [DeviceID.mm40, .mm41, .mm45, .mm49])
    func aCaptionIsNeverLargerThanTheLineAboveIt(_ device: DeviceID) throws {
        let tree = try Self.tree("view-linelimit-one-tiny-row.json", on: device)
        let runs = Self.viewRuns(of: .complication("tx"), in: tree)
        let body = runs.filter { $0.text.hasPrefix("Umetuma") || $0.text.contains("0712") }.map(\.size)
        let caption = runs.filter { $0.text.contains("SKQ") }.map(\.size)
        let (least, largest) = (try #require(body.min()), try #require(caption.max()))
        #expect(largest <= least + 1e-9, "\(device.rawValue): caption at \(largest) px under a body line at \(least) px")
    }

    /// A number is the last thing a row gives up (stranger14 #8, gaa-hurling `score`): in a grid of team names and
    /// scores, the scores keep their headline size and the names are cut on every screen, where 41 mm alone drew the
    /// names whole at 16 pt beside scores at 8.1 pt.
    @Test(arguments: [DeviceID.mm40, .mm41, .mm45, .mm49])
    func aGridCutsItsNamesBeforeItsScoresShrink(_ device: DeviceID) throws {
        let tree = try Self.tree("grid-score-shrinks-names-whole.json", on: device)
        let runs = Self.viewRuns(of: .complication("score"), in: tree)
        let scores = runs.filter { $0.text.contains("(20)") }
        let names = runs.filter { $0.text.hasPrefix("Cill") || $0.text.hasPrefix("Tiobra") }
        #expect(scores.map(\.text) == ["2-14 (20)", "1-17 (20)"], "\(device.rawValue): \(runs.map(\.text))")
        #expect(names.count == 2 && scores.allSatisfy { score in names.allSatisfy { score.size >= $0.size - 1e-9 } },
                "\(device.rawValue): \(runs.map { "\($0.text) \($0.size)" })")
    }

    /// Every column of a grid keeps its least drawn width before its readings grow (stranger14's japan-train `board`):
    /// the trains' names "のぞみ21号" and "ひかり637号" were not drawn on any screen wrist up, their column offered
    /// nothing beside the times and the platforms. They are drawn whole on every screen, wrist up and down, and no text
    /// of the board is left out.
    @Test(arguments: [DeviceID.mm40, .mm41, .mm45, .mm49], [Display.active, .alwaysOn])
    func aGridKeepsItsNamesBesideItsReadings(_ device: DeviceID, _ display: Display) throws {
        let tree = try Self.tree("grid-names-dropped-beside-platforms.json", on: device, display)
        let runs = Self.viewRuns(of: .complication("board"), in: tree).map(\.text)
        #expect(runs.contains("のぞみ21号") && runs.contains("ひかり637号"), "\(device.rawValue) \(display.rawValue): \(runs)")
        let lost = tree.shortened.filter { $0.kind == .notDrawn }
        #expect(lost.isEmpty, "\(device.rawValue) \(display.rawValue): \(lost.map(\.text)) not drawn")
    }

    /// A grid's readings stay legible beside whole names (stranger19's marathi-fish `rates`: a fish, its price per kilo
    /// and the day's change): on 45 and 49 mm the long name "बांगडा (Konkani: बांगडो)" was kept whole at 11 pt while the
    /// prices took their whole width first and left the changes "▲₹80", "▼₹15", "±₹0" 4.5 pt. Every reading is drawn whole
    /// at ¾ of the legible 11 pt or more on every screen, wrist up and down, the name shortened before them
    /// ("बांगडा…", its start kept), and every other name whole.
    @Test(arguments: [DeviceID.mm40, .mm41, .mm45, .mm49], [Display.active, .alwaysOn])
    func aGridsReadingsStayLegibleBesideALongName(_ device: DeviceID, _ display: Display) throws {
        let tree = try Self.tree("grid-readings-shrunk-beside-whole-name.json", on: device, display)
        let runs = Self.viewRuns(of: .complication("rates"), in: tree)
        for reading in ["₹1,250/किलो", "₹320/किलो", "₹1,850/किलो", "▲₹80", "▼₹15", "±₹0"] {
            let run = try #require(runs.first { $0.text == reading }, "\(device.rawValue) \(display.rawValue): \(runs.map(\.text))")
            #expect(run.size >= 22 * 0.75 - 1e-9, "\(device.rawValue) \(display.rawValue): \(reading) at \(run.size) px")
        }
        let texts = runs.map(\.text)
        #expect(texts.contains("पापलेट") && texts.contains("सुरमई") && texts.contains { $0.hasPrefix("बांगडा") },
                "\(device.rawValue) \(display.rawValue): \(texts)")
    }

    /// A label cut by a character or two saves no more room than its "…" and reads as another word (stranger18 #3,
    /// taiwan-stock's holding grid): "持股市值" and "未實現損益" were drawn "持股…" and "未實…" wrist up on 40 and 41 mm
    /// beside their amounts, and whole wrist down, where the amounts are bars. A grid's name keeps its least drawn
    /// width, and a cut that leaves fewer than three characters out is not one: the labels are whole on every screen,
    /// wrist up and down.
    @Test(arguments: [DeviceID.mm40, .mm41, .mm45, .mm49], [Display.active, .alwaysOn])
    func aGridsShortLabelsAreDrawnWhole(_ device: DeviceID, _ display: Display) throws {
        let tree = try Self.tree("grid-labels-cut-beside-amounts.json", on: device, display)
        let runs = Self.viewRuns(of: .complication("port"), in: tree).map(\.text)
        for label in ["成交量", "持股市值", "未實現損益"] {
            #expect(runs.contains(label), "\(device.rawValue) \(display.rawValue): \(label) drawn as \(runs)")
        }
    }

    /// A larger screen never draws less than a smaller one (stranger17 #6, a Hebrew pharmacy rota's 2×2 grid): the name
    /// "מרשמים" was drawn whole, shrunk, on 40 and 41 mm, where the cut did not fit, and "מרש…" at full size on 45 and
    /// 49 mm, where it did; with Bold Text 45 mm drew the wider bold word whole. A cut is taken only where shrinking to
    /// the family's legible size cannot keep the text whole: the name is whole on every screen, in both weights, no
    /// smaller on a larger screen, and never below the rectangular's legible 11 pt.
    @Test(arguments: [false, true])
    func aGridsNameIsWholeOnEveryScreenAndNeverSmallerOnALargerOne(_ bold: Bool) throws {
        var previous: (device: DeviceID, size: Double)?
        for device in [DeviceID.mm40, .mm41, .mm45, .mm49] {
            let tree = try Self.tree("grid-name-cut-on-larger-screen.json", on: device) { $0.settings = SettingsDocument(boldText: bold) }
            let runs = Self.viewRuns(of: .complication("rota"), in: tree)
            let name = try #require(runs.first { $0.text.hasPrefix("מרש") }, "\(device.rawValue): \(runs.map(\.text))")
            #expect(name.text == "מרשמים", "\(device.rawValue), bold \(bold): drawn as \(name.text) at \(name.size) px")
            #expect(name.size >= 22 - 1e-9, "\(device.rawValue): \(name.size) px")
            if let previous {
                #expect(name.size >= previous.size - 1e-9, "\(name.size) px on \(device.rawValue), \(previous.size) px on \(previous.device.rawValue)")
            }
            previous = (device, name.size)
        }
    }

    /// A circular view's caption is decided by the circle's room at its height on every screen alike (stranger17 #7):
    /// "降水確率 80%" was drawn with its "%" sliced by the circle on 45 and 49 mm, where 40 mm kept it, and "carbs 12:30"
    /// with its "c" and "0" sliced on 45 and 49 mm, where 40 and 41 mm wrapped it whole. No caption is sliced by the
    /// circle on any screen or display, and each keeps its number whole.
    @Test(arguments: [DeviceID.mm40, .mm41, .mm45, .mm49], [Display.active, .alwaysOn])
    func aCircularsCaptionIsNeverSlicedByTheCircle(_ device: DeviceID, _ display: Display) throws {
        let tree = try Self.tree("circle-caption-sliced-on-larger-screens.json", on: device, display)
        let sliced = tree.shortened.filter { $0.kind == .masked }
        #expect(sliced.isEmpty, "\(device.rawValue) \(display.rawValue): \(sliced.map { "\($0.owner): \($0.drawnAs)" })")
        let weather = Self.viewRuns(of: .complication("weather"), in: tree).map(\.text).joined(separator: " ")
        #expect(weather.hasSuffix("80%"), "\(device.rawValue) \(display.rawValue): \(weather)")
        if display == .active {
            let carb = Self.viewRuns(of: .complication("carb"), in: tree).map(\.text).joined(separator: " ")
            #expect(carb == "45 g carbs 12:30", "\(device.rawValue): \(carb)")
        }
    }

    /// A circular's caption wrapped onto two rows (stranger18 #4: sami-reindeer's "Gumpe 3,2 km" under a symbol) had its
    /// lower row's "3" and "m" sliced by the circle, low where the circle is narrow, then was drawn on one row at 6 pt on
    /// 45 and 49 mm and as "… 3,2 km" on 40 mm. Each row is judged against the circle at its own height: on every screen
    /// and display the caption is drawn whole, nothing of it sliced, never below the circle's legible 6 pt (12 px); on
    /// 40, 45 and 49 mm, where the stack gives it two rows' height, larger than one row at 6.5 pt (13 px).
    @Test(arguments: [DeviceID.mm40, .mm41, .mm45, .mm49], [Display.active, .alwaysOn])
    func aCircularsWrappedCaptionIsWholeInsideTheCircle(_ device: DeviceID, _ display: Display) throws {
        let tree = try Self.tree("circle-wrapped-caption-sliced.json", on: device, display)
        let cut = tree.shortened.filter { $0.kind == .masked || $0.kind == .notDrawn }
        #expect(cut.isEmpty, "\(device.rawValue) \(display.rawValue): \(cut.map { "\($0.text): \($0.drawnAs)" })")
        let runs = Self.viewRuns(of: .complication("wolf"), in: tree)
        #expect(runs.map(\.text).joined().filter { !$0.isWhitespace } == "Gumpe3,2km", "\(device.rawValue) \(display.rawValue): \(runs.map(\.text))")
        #expect(runs.allSatisfy { $0.size >= 12 - 1e-9 }, "\(device.rawValue): \(runs.map { "\($0.text) \($0.size)" })")
        if device != .mm41 {
            #expect(runs.allSatisfy { $0.size >= 13 - 1e-9 }, "\(device.rawValue): \(runs.map { "\($0.text) \($0.size)" })")
        }
    }

    /// A rectangular's view taller than its slot (stranger18 #11: sundanese-school's headline, a row and a progress bar
    /// with "27/32 (84%)") had its headline's top and its number's foot cut by the slot's edge on every screen, the rows
    /// between at body size. Its texts shrink together toward the legible 11 pt (22 px) until it fits: nothing is cut
    /// by the slot on any screen or display, every text is drawn, none below 11 pt, and the body rows share one size.
    @Test(arguments: [DeviceID.mm40, .mm41, .mm45, .mm49], [Display.active, .alwaysOn])
    func aRectangularViewTallerThanItsSlotShrinksItsTextsTogether(_ device: DeviceID, _ display: Display) throws {
        let tree = try Self.tree("rect-view-taller-than-slot.json", on: device, display)
        let cut = tree.shortened.filter { $0.kind == .masked || $0.kind == .notDrawn }
        #expect(cut.isEmpty, "\(device.rawValue) \(display.rawValue): \(cut.map { "\($0.text): \($0.drawnAs)" })")
        let runs = Self.viewRuns(of: .complication("sched"), in: tree)
        for text in ["ᮏᮓ᮪ᮝᮜ᮪ ᮛᮤᮀᮊᮧᮞ᮪ ᮞᮥᮔ᮪ᮓ", "Latihan", "Murid hadir", "27/32 (84%)"] {
            #expect(runs.contains { $0.text == text }, "\(device.rawValue) \(display.rawValue): \(text) not in \(runs.map(\.text))")
        }
        #expect(runs.allSatisfy { $0.size >= 22 - 1e-9 }, "\(device.rawValue): \(runs.map { "\($0.text) \($0.size)" })")
        let body = runs.filter { ["Latihan", "Murid hadir", "27/32 (84%)"].contains($0.text) }.map(\.size)
        #expect(Set(body).count == 1, "\(device.rawValue): \(body)")
    }

    /// A grid in a circle (stranger18 #5: korean-baseball's count, "B", "S", "O" beside rows of dots, all caption2) had
    /// its letters sliced to strokes by the circle and its dot rows drawn at three sizes (17.5, 28 and 24.5 px on
    /// 45 mm), each fitted to the circle alone. Its texts shrink together: on every screen and display nothing is cut
    /// by the circle, every text is drawn, all at one size (one font, one size, as SwiftUI draws it), none below the
    /// circle's legible 6 pt (12 px).
    @Test(arguments: [DeviceID.mm40, .mm41, .mm45, .mm49], [Display.active, .alwaysOn])
    func aGridInACircleShrinksItsTextsTogether(_ device: DeviceID, _ display: Display) throws {
        let tree = try Self.tree("grid-circle-count-sliced.json", on: device, display)
        let cut = tree.shortened.filter { $0.kind == .masked || $0.kind == .notDrawn }
        #expect(cut.isEmpty, "\(device.rawValue) \(display.rawValue): \(cut.map { "\($0.text): \($0.drawnAs)" })")
        let runs = Self.viewRuns(of: .complication("count"), in: tree)
        #expect(runs.map(\.text) == ["B", "●●○", "S", "●○", "O", "●●"], "\(device.rawValue) \(display.rawValue): \(runs.map(\.text))")
        #expect(Set(runs.map(\.size)).count == 1, "\(device.rawValue) \(display.rawValue): \(runs.map { "\($0.text) \($0.size)" })")
        #expect(runs.allSatisfy { $0.size >= 12 - 1e-9 }, "\(device.rawValue): \(runs.map { "\($0.text) \($0.size)" })")
    }

    /// A rectangular's view too tall even with every text at the legible 11 pt (seven rows) draws the rows the slot
    /// holds whole and leaves out whole, reported as not drawn, the rows its edge would cut: no row is drawn in part.
    @Test(arguments: [DeviceID.mm40, .mm41, .mm45, .mm49], [Display.active, .alwaysOn])
    func aRectangularViewsRowsTheSlotWouldCutAreLeftOutWhole(_ device: DeviceID, _ display: Display) throws {
        let tree = try Self.tree("rect-view-rows-left-out.json", on: device, display)
        let masked = tree.shortened.filter { $0.kind == .masked }
        #expect(masked.isEmpty, "\(device.rawValue) \(display.rawValue): \(masked.map { "\($0.text): \($0.drawnAs)" })")
        let rows = (1...7).map { "Kelas \($0) · Ruang \(199 + $0)" }
        let drawn = Self.viewRuns(of: .complication("rows"), in: tree).map(\.text)
        let leftOut = tree.shortened.filter { $0.kind == .notDrawn }.map(\.text)
        #expect(!leftOut.isEmpty && drawn.count >= 4, "\(device.rawValue): drawn \(drawn), left out \(leftOut)")
        #expect(Set(drawn).isDisjoint(with: leftOut) && Set(drawn).union(leftOut) == Set(rows) && drawn.count + leftOut.count == 7,
                "\(device.rawValue) \(display.rawValue): drawn \(drawn), left out \(leftOut)")
    }

    /// A circular view's long word is never broken inside it onto two lines, where the break reads as a word's end
    /// ("Töltött" / "kápo…", "İSTANB" / "UL", stranger9 #15): it shrinks, wrapped between words, as far as the circle's
    /// legible 6 pt (12 px), or else is cut once, on its last line. Every line drawn is whole words of the text, but the last,
    /// which may end in "…" (one cut), and nothing is drawn below the legible size.
    @Test(arguments: [DeviceID.mm40, .mm41, .mm45, .mm49], [Display.active, .alwaysOn])
    func aCircleViewNeverBreaksAWord(_ device: DeviceID, _ display: Display) throws {
        let tree = try Self.tree("circle-view-word-split.json", on: device, display)
        for (owner, text) in [("bc", "Töltöttkáposzta"), ("br", "İSTANBUL ıĞDIR")] {
            let runs = Self.viewRuns(of: .complication(owner), in: tree)
            let words = Set(text.split(separator: " ").map(String.init))
            #expect(!runs.isEmpty, "\(device.rawValue): \(owner) not drawn")
            for (index, run) in runs.enumerated() {
                let written = index == runs.count - 1 && run.text.hasSuffix("…") ? String(run.text.dropLast()) : run.text
                let isCut = written != run.text
                let whole = written.split(separator: " ").allSatisfy { words.contains(String($0)) }
                #expect(whole || (isCut && text.hasPrefix(written.split(separator: " ").first.map(String.init) ?? "")),
                        "\(device.rawValue) \(display.rawValue): \(runs.map(\.text))")
                #expect(run.size >= 12 - 1e-9, "\(device.rawValue): \(run.text) at \(run.size)")
            }
        }
    }

    /// A number keeps what it counts in: an inline's price per unit ("0,1234 €/kWh", never "€/kW…", stranger10 #3), as
    /// a template and as a view, and a corner's Serbian amount its currency word ("1.234.567 динара", never
    /// "1.234.567…", stranger10 #11), on every screen: drawn whole, or its trailing group or words given up first; a
    /// corner too small for the amount beside its words drops it whole with its currency, reported.
    @Test(arguments: [DeviceID.mm40, .mm41, .mm45, .mm49])
    func aNumberKeepsItsUnitAndCurrencyWord(_ device: DeviceID) throws {
        for (file, owner, unit) in [("inline-price-unit-cut.json", "top", "0,1234 €/kWh"), ("inline-price-unit-cut-view.json", "top", "0,1234 €/kWh"),
                                    ("serbian-currency-word-dropped.json", "tr", "1.234.567 динара"),
                                    ("serbian-currency-word-dropped.json", "tl", "1.234.567 dinara")] {
            let tree = try Self.tree(file, on: device)
            let drawn = Self.viewRuns(of: .complication(owner), in: tree).map(\.text).joined()
            // Whole with its unit or currency word, or (a corner too small for it beside its words) dropped with it
            // and reported: never the number without what it counts.
            let number = String(unit.prefix { $0 != " " })
            #expect(drawn.contains(unit) || !drawn.contains(number), "\(file) \(owner) on \(device.rawValue): \(drawn)")
            if file.hasPrefix("inline") { #expect(drawn.contains(unit), "\(file) on \(device.rawValue): \(drawn)") }
        }
    }

    /// A Persian relative time in a 40 mm circle takes a shorter form of itself ("۵ ساعت") at a legible size, rather than
    /// draw "۵ ساعت،‏ ۵۲ دقیقه" at 4.6 pt or cut it to "۵ ساعت،‏…".
    @Test(arguments: [DeviceID.mm40, .mm45])
    func aPersianRelativeTimeTakesAShorterForm(_ device: DeviceID) throws {
        let tree = try Self.tree("persian-relative-cut.json", on: device)
        let runs = Self.runs(of: .complication("close"), in: tree).filter { $0.text.contains("۵") }
        #expect(!runs.isEmpty && runs.allSatisfy { $0.size >= 12 && !$0.text.contains("…") }, "\(runs.map { "\($0.text) \($0.size)" })")
    }

    /// A reading beside three other texts in a rectangular's row ("148/96 mmHg", ko-nurse, part N's round 6) is drawn,
    /// smaller, rather than left out; written with `viewThatFits`, the row takes its shorter form where the full one
    /// does not fit.
    @Test(arguments: [DeviceID.mm40, .mm41, .mm45, .mm49])
    func aViewsReadingInARowIsDrawn(_ device: DeviceID) throws {
        let tree = try Self.tree("view-reading-in-a-row.json", on: device)
        let lost = tree.shortened.filter { $0.kind == .notDrawn || $0.kind == .numberCut }
        #expect(lost.isEmpty, "\(device.rawValue): \(lost.map { "\($0.text) \($0.kind)" })")
        // A view's runs are inside its slot's clip.
        func texts(_ node: LayoutNode) -> [String] {
            switch node {
            case .glyphs(let run, _): [run.text]
            case .clip(_, let nodes): nodes.flatMap(texts)
            default: []
            }
        }
        let drawn = tree.owners.filter { $0.owner == .complication("vitals") }.flatMap { $0.nodes.flatMap { texts(tree.nodes[$0]) } }
        #expect(drawn.filter { $0 == "148/96 mmHg" || $0 == "148/96" }.count == 2, "\(device.rawValue): \(drawn)")
    }

    // MARK: Part N's round 7 (#23)

    /// A view's text whose cut ends on a letter that kerns into the "…" ("Stav…", Czech "balance") was lost whole, where
    /// "Stan…" was drawn: both are drawn, shortened alike.
    @Test(arguments: [DeviceID.mm40, .mm45])
    func aViewsCutEndingOnAKerningLetterIsDrawn(_ device: DeviceID) throws {
        let tree = try Self.tree("view-text-lost-word-ends-v.json", on: device)
        #expect(!tree.shortened.contains { $0.kind == .notDrawn }, "\(tree.shortened.map { "\($0.text) \($0.kind)" })")
        let shown = Set(tree.shortened.map(\.shown))
        #expect(shown.contains { $0.hasPrefix("Stav") } && shown.contains { $0.hasPrefix("Stan") }, "\(shown)")
    }

    /// "100,000+" is one number: a cut keeps it with its "+" ("Guests 100,000+…"), as it keeps "100,000" without one.
    @Test func aNumbersTrailingPlusIsKeptWithIt() throws {
        let tree = try Self.tree("number-plus-suffix-corner.json", on: .mm45)
        let shown = Dictionary(uniqueKeysWithValues: tree.shortened.filter { $0.kind != .belowLegible }.map { ($0.owner, $0.shown) })
        #expect(shown["a"]?.hasPrefix("Guests 100,000+") == true && shown["b"]?.hasPrefix("Guests 100,000") == true, "\(shown)")
    }

    /// A Hebrew year with its thousands ("ה׳ תשפ״ז") goes whole or not at all: never "ה׳…", a stray letter.
    @Test(arguments: [DeviceID.mm40, .mm45, .mm49])
    func aHebrewYearIsNeverCutInPart(_ device: DeviceID) throws {
        let tree = try Self.tree("hebrew-year-cut-in-part.json", on: device)
        let cut = tree.shortened.filter { $0.text.contains("תשפ״ז") }
        #expect(cut.allSatisfy { $0.shown.contains("תשפ״ז") || !$0.shown.contains("ה׳") }, "\(cut.map(\.shown))")
    }

    /// A two-line stack in Telugu (stranger20 #4): the subscript "ణ" of "ఉష్ణో" hung half a pixel over "31°C", their
    /// antialiased edges sharing a row of pixels, and lint said nothing. The lines now keep two pixels between their
    /// ink, a whole dark row wherever they fall, active and Always On, on every screen, and lint finds no touching lines.
    @Test(arguments: [DeviceID.mm40, .mm41, .mm45, .mm49])
    func aTeluguSubscriptKeepsClearOfTheNextLine(_ device: DeviceID) throws {
        let shaper = try NonInterferenceTests.Pipeline().shaper
        for display in [Display.active, .alwaysOn] {
            let tree = try Self.tree("telugu-subscript-touches-next-line.json", on: device, display)
            func ink(_ text: String) -> (top: Double, bottom: Double) {
                var rows = (top: Double.infinity, bottom: -Double.infinity)
                for run in Self.runs(of: .complication("bc"), in: tree) where text.contains(run.text) {
                    for glyph in run.glyphs {
                        guard let box = shaper.inkBox(of: glyph.id, font: run.font, size: run.size) else { continue }
                        rows = (min(rows.top, glyph.origin.y + box.top), max(rows.bottom, glyph.origin.y + box.bottom))
                    }
                }
                return rows
            }
            let (word, reading) = (ink("ఉష్ణో"), ink("31°C"))
            // Two pixels, less what shaping's positions (in 64ths of a pixel) round away.
            #expect(word.bottom.isFinite && reading.top.isFinite && reading.top - word.bottom >= 2 - 0.02,
                    "\(device.rawValue), \(display): the word inks to \(word.bottom), the reading from \(reading.top)")
            #expect(try Renderer().touchingLines(in: tree).isEmpty)
        }
    }

    /// Burmese digits under a digital clock: "၉"'s tail ran down beside the date. The date now starts below the digits'
    /// ink, 2 units clear, on every screen; Latin digits leave it where it was.
    @Test(arguments: [DeviceID.mm40, .mm45, .mm49])
    func burmeseDigitsKeepClearOfTheDate(_ device: DeviceID) throws {
        let tree = try Self.tree("myanmar-clock-digit-descender-hits-date.json", on: device)
        let shaper = try NonInterferenceTests.Pipeline().shaper
        func ink(_ runs: [GlyphRun]) -> (top: Double, bottom: Double) {
            var rows = (top: Double.infinity, bottom: -Double.infinity)
            for run in runs {
                for glyph in run.glyphs {
                    guard let box = shaper.inkBox(of: glyph.id, font: run.font, size: run.size) else { continue }
                    rows = (min(rows.top, glyph.origin.y + box.top), max(rows.bottom, glyph.origin.y + box.bottom))
                }
            }
            return rows
        }
        let (time, date) = (ink(Self.runs(of: .time, in: tree)), ink(Self.runs(of: .date, in: tree)))
        #expect(time.bottom.isFinite && date.top.isFinite && time.bottom + 1 <= date.top, "\(device.rawValue): digits to \(time.bottom), date from \(date.top)")
    }

    /// A bottom corner's gauge text turns its descenders to the corner, towards the gauge's arc: Georgian "რთველი" and
    /// Latin "gyp" ran into the track. Every glyph's ink now stays inside the arc's inner edge.
    @Test(arguments: [DeviceID.mm40, .mm45, .mm49])
    func aBottomCornersDescendersKeepOffItsArc(_ device: DeviceID) throws {
        let tree = try Self.tree("bottom-corner-descenders-hit-arc.json", on: device)
        let shaper = try NonInterferenceTests.Pipeline().shaper
        for owner in ["a", "b"] {
            let nodes = tree.owners.filter { $0.owner == .complication(owner) }.flatMap { $0.nodes.map { tree.nodes[$0] } }
            // The track: the widest arc the corner strokes.
            let arcs = nodes.compactMap { node -> (center: Point, inner: Double)? in
                if case .stroke(.arc(let center, let radius, _, _), let stroke, _) = node { (center, radius - stroke.width / 2) } else { nil }
            }
            let arc = try #require(arcs.min { $0.inner < $1.inner })
            var farthest = 0.0
            for case .glyphs(let run, _) in nodes where run.glyphs.count > 3 {
                for glyph in run.glyphs {
                    guard let box = shaper.inkBox(of: glyph.id, font: run.font, size: run.size) else { continue }
                    let (cos, sin) = (Foundation.cos(glyph.rotation), Foundation.sin(glyph.rotation))
                    for (along, down) in [(box.left, box.top), (box.right, box.top), (box.left, box.bottom), (box.right, box.bottom)] {
                        let x = glyph.origin.x + along * cos - down * sin, y = glyph.origin.y + along * sin + down * cos
                        farthest = max(farthest, ((x - arc.center.x) * (x - arc.center.x) + (y - arc.center.y) * (y - arc.center.y)).squareRoot())
                    }
                }
            }
            #expect(farthest > 0 && farthest <= arc.inner, "\(owner) on \(device.rawValue): ink to \(farthest), arc from \(arc.inner)")
        }
    }

    /// A trailing group never costs the number before it: "Gold 12,450,000 rial · 3.5%" was drawn "Gold…" where
    /// "Gold 12,450,000 rial" alone is drawn whole; the group goes, the price stays.
    @Test(arguments: [DeviceID.mm40, .mm45, .mm49])
    func aTrailingGroupNeverCostsThePriceBeforeIt(_ device: DeviceID) throws {
        let tree = try Self.tree("trailing-group-makes-price-lost.json", on: device)
        func drawn(_ owner: String) -> String { Self.runs(of: .complication(owner), in: tree).map(\.text).joined() }
        // Where the text without the group keeps its price, the text with it does too.
        #expect(!drawn("without").contains("12,450,000") || drawn("with").contains("12,450,000"), "\(device.rawValue): \(drawn("with"))")
        if device != .mm40 {
            #expect(drawn("with").contains("12,450,000") && drawn("fa").contains("۱۲٬۴۵۰٬۰۰۰"), "\(device.rawValue): \(drawn("with")), \(drawn("fa"))")
        }
    }

    /// A corner gauge's end labels are judged by the labels' legible 6 pt, which they are fitted to, not the corner's
    /// 8 pt: "1000" and "2900" at 6.3 pt on 40 mm were reported below legible. Since the track keeps two fifths of the
    /// arc (stranger16 #2) they are drawn at 6.5 pt on 45 mm and left out, both, and reported on 40 mm; never reported
    /// small.
    @Test(arguments: [DeviceID.mm40, .mm45])
    func cornerEndLabelsAreJudgedByTheLabelsLegibleSize(_ device: DeviceID) throws {
        let tree = try Self.tree("corner-end-labels-legible-8pt.json", on: device)
        let drawn = Self.runs(of: .complication("elo"), in: tree).map(\.text)
        let left = tree.shortened.filter { $0.kind == .notDrawn }.map(\.text)
        if device == .mm40 {
            #expect(!drawn.contains("1000") && !drawn.contains("2900") && left.contains("1000") && left.contains("2900"), "\(drawn), \(left)")
        } else {
            #expect(drawn.contains("1000") && drawn.contains("2900"), "\(drawn)")
        }
        let small = tree.shortened.filter { $0.kind == .belowLegible && ($0.text == "1000" || $0.text == "2900") }
        #expect(small.isEmpty, "\(small.map { "\($0.text) \(String(describing: $0.detail))" })")
    }

    // MARK: Part N's round 8 (stranger8, #23)

    /// Cherokee, whose Noto Sans family fonts-noto-core installs, is drawn from it, digits and all: it was drawn as boxes
    /// and reported `missingGlyph` ("Write them otherwise").
    @Test(arguments: [DeviceID.mm40, .mm45, .mm49], [Display.active, .alwaysOn])
    func cherokeeIsDrawnFromItsNotoFamily(_ device: DeviceID, _ display: Display) throws {
        let file = Self.repros.appendingPathComponent("cherokee-boxes.json")
        let face = try FaceFile.load(file.path)
        let context = RenderContext(display: display, overrides: RenderOverrides(device: device))
        #expect(try Renderer().undrawnTexts(face, in: context).isEmpty)
        let tree = try Self.tree("cherokee-boxes.json", on: device, display)
        let fonts = Set(Self.runs(of: .complication("t"), in: tree).filter { $0.text.contains("Ꮳ") }.map(\.font))
        #expect(!fonts.isEmpty && fonts.isSubset(of: [.notoSansCherokee, .notoSansCherokeeMedium, .notoSansCherokeeSemiBold, .notoSansCherokeeBold]), "\(fonts)")
    }

    /// A view gauge's minimum and maximum labels ("960", "1060") on a 41 mm circular, in a plain circular and in a
    /// bezel's middle, were set side by side wider than the circle and cut by it: they shrink together (to half at most,
    /// never below 6 pt) until they fit between the arc's ends, clear of its caps (session 16, U2), and are drawn whole,
    /// nothing of them cut by the mask; or, where not even 6 pt fits there, both are left out and reported, never one.
    @Test(arguments: [DeviceID.mm40, .mm41, .mm45, .mm49])
    func aViewGaugesEndLabelsStayInsideTheCircle(_ device: DeviceID) throws {
        let tree = try Self.tree("view-gauge-end-labels-over-arc.json", on: device)
        let masked = tree.shortened.filter { $0.kind == .masked }
        #expect(masked.isEmpty, "\(device.rawValue): \(masked.map { "\($0.owner) \($0.text): \($0.drawnAs)" })")
        // A view's runs are inside its mask's clip.
        func runs(_ node: LayoutNode) -> [GlyphRun] {
            switch node {
            case .glyphs(let run, _): [run]
            case .clip(_, let nodes): nodes.flatMap(runs)
            default: []
            }
        }
        for owner in ["bezel", "c"] {
            let runs = tree.owners.filter { $0.owner == .complication(owner) }.flatMap { $0.nodes.flatMap { runs(tree.nodes[$0]) } }
                .filter { $0.text == "960" || $0.text == "1060" }
            let reported = tree.shortened.filter { $0.owner == owner && $0.kind == .notDrawn && ($0.text == "960" || $0.text == "1060") }
            let drawnWhole = runs.count == 2 && runs.allSatisfy { $0.size >= 12 - 0.25 } && reported.isEmpty
            let leftOut = runs.isEmpty && reported.count == 2
            #expect(drawnWhole || leftOut, "\(owner) on \(device.rawValue): \(runs.map { "\($0.text) \($0.size)" }), reported \(reported.map(\.text))")
        }
    }

    /// A view's text drawn below its family's legible size is reported so, with its path, as a template's is: a
    /// corner's "+15 phút" at 5.75 pt was explained as shrunk "as its minimumScaleFactor allows" (none was given), and
    /// a 40 mm corner's `widgetLabel` at 5.6 pt was not mentioned at all.
    @Test(arguments: [("view-corner-text-below-legible-unreported.json", DeviceID.mm45), ("corner-label-5pt-on-40mm-unreported.json", .mm40)])
    func aViewTextBelowItsLegibleSizeIsReported(_ name: String, _ device: DeviceID) throws {
        let tree = try Self.tree(name, on: device)
        for owned in tree.owners {
            guard case .complication(let id) = owned.owner else { continue }
            let legible = 16.0  // both faces' complications are corners and inlines: 8 pt
            for case .glyphs(let run, _) in owned.nodes.map({ tree.nodes[$0] }) where run.font != .materialIcons && run.size < legible - 0.25 - 1e-9 {
                #expect(tree.shortened.contains { $0.owner == id && $0.kind == .belowLegible && $0.path != nil },
                        "\(id) on \(device.rawValue): \"\(run.text)\" at \(run.size) px, reported \(tree.shortened.map { "\($0.text) \($0.kind)" })")
            }
        }
    }

    /// Lint's advice for a view's text is a view's (`viewThatFits`, a smaller font), never `shortText`, which views
    /// refuse; the finding names the text's path (`tr (view.widgetLabel)`).
    @Test func lintAdvisesAViewsTextAsAView() throws {
        let file = Self.repros.appendingPathComponent("lint-advises-shortText-for-view.json")
        let findings = try Linter.lint(try FaceFile.load(file.path), renderer: Renderer()).findings
            .filter { $0.rule == .textCut || $0.rule == .textBelowLegible }
        #expect(!findings.isEmpty)
        for finding in findings {
            #expect(!finding.message.contains("shortText") && finding.message.contains("(view"), "\(finding.message)")
        }
        #expect(findings.contains { $0.message.hasPrefix("tr (view.widgetLabel") }, "\(findings.map(\.message))")
    }
}

extension NewUserFacesTests {
    // MARK: stranger7, taken up again (#23)

    /// Three rings around a short prose word ("Madras", Tamil "சென்னை") lost it whole, while "Madras 9" in the same
    /// rings was drawn, the rings narrowing for it: a word is given the rings' room as a number is, and drawn whole.
    @Test(arguments: [DeviceID.mm40, .mm45, .mm49])
    func ringsDrawAShortProseWordAsTheyDrawANumber(_ device: DeviceID) throws {
        let tree = try Self.tree("rings-prose-word-dropped.json", on: device)
        #expect(!tree.shortened.contains { $0.kind == .notDrawn }, "\(device.rawValue): \(tree.shortened.map { "\($0.text) \($0.kind)" })")
        func drawn(_ owner: String) -> String { Self.runs(of: .complication(owner), in: tree).map(\.text).joined() }
        #expect(drawn("word") == "Madras" && drawn("wordnum") == "Madras 9", "\(device.rawValue): \(drawn("word")), \(drawn("wordnum"))")
        // On 40 mm "சென்னை" is too long for the narrowest rings even at 4.5 pt: shortened, keeping half, not lost.
        #expect(drawn("tamil") == (device == .mm40 ? "சென்…" : "சென்னை"), "\(device.rawValue): \(drawn("tamil"))")
    }

    /// A rectangular's last line wrapped onto two: "USD" stayed on the first row, its amount went to the second, and
    /// the cut left "Wa…" of "Wanjiku". A currency code keeps its amount on its row, and the cut keeps whole words.
    @Test(arguments: [DeviceID.mm40, .mm41, .mm45, .mm49])
    func wrappingKeepsACurrencyCodeWithItsAmountAndLeavesNoStub(_ device: DeviceID) throws {
        let tree = try Self.tree("wrap-parts-currency-and-leaves-stub.json", on: device)
        let rows = Self.runs(of: .complication("b"), in: tree).map(\.text)
        let code = try #require(rows.firstIndex { $0.contains("USD") }, "\(rows)")
        #expect(rows[code].contains("USD 12,500.00"), "\(device.rawValue): \(rows)")
        // A shortened row ends after a whole word, or at least half of one: no stub ("Wa…") that reads as a word.
        let words = "Umepokea USD 12,500.00 kutoka Wanjiku Kamau".split(separator: " ").map(String.init)
        for row in rows where row.hasSuffix("…") {
            let last = row.dropLast().split(separator: " ").last.map(String.init) ?? ""
            #expect(words.contains { $0.hasPrefix(last) && last.count * 2 >= $0.count }, "\(device.rawValue): \(row)")
        }
    }

    /// An extra large stack whose first line ("Carpet 12,450,000,000 rial") is too long for one row drew every line at
    /// 11.25 pt in the middle third of the circle: a line wraps at the largest size its rows fit, not the least, and a
    /// currency word stays with its amount.
    @Test(arguments: [DeviceID.mm40, .mm45, .mm49])
    func anExtraLargeLongLineWrapsLargeRatherThanShrinks(_ device: DeviceID) throws {
        let tree = try Self.tree("extra-large-long-line-shrinks-not-wraps.json", on: device)
        let runs = Self.runs(of: .complication("a"), in: tree)
        #expect(runs.map(\.text).joined(separator: " ") == "Carpet 12,450,000,000 rial Profit 18% ▲", "\(runs.map(\.text))")
        #expect(!runs.contains { $0.text.hasSuffix("12,450,000,000") }, "rial parted from its amount: \(runs.map(\.text))")
        // Two rows ("Carpet" over "12,450,000,000 rial") at the largest size the amount's row fits, above the 11.25 pt
        // (22.5 px) one row shrank to on 45 and 49 mm; never below the legible 11 pt.
        #expect(runs.count == 3 && runs.allSatisfy { $0.size >= (device == .mm40 ? 22 : 26) }, "\(device.rawValue): \(runs.map { "\($0.text) \($0.size)" })")
    }

    /// Where a shorter form is drawn below the legible size, lint and explain name that form, not the long text
    /// ("9-р сарын 23" at 5.5 pt, never "2026 оны есдүгээр сарын 23 drawn whole").
    @Test func aFindingBelowLegibleNamesTheFormDrawn() throws {
        let tree = try Self.tree("explain-names-long-text-for-short-form.json", on: .mm40)
        let small = tree.shortened.filter { $0.kind == .belowLegible }
        let forms = tree.shortened.filter { $0.kind == .shortForm }.map(\.shown)
        #expect(!forms.isEmpty && !small.isEmpty)
        for finding in small {
            #expect(forms.contains(finding.shown) && !finding.drawnAs.contains("drawn whole"), "\(finding.drawnAs)")
        }
    }
}

extension NewUserFacesTests {
    // MARK: stranger8 (#23)

    /// A view's number too wide for its line was wrapped inside its digits ("18.450." over "000 ₫") or cut to another
    /// number without a "…" ("18.45", "12 450"): a number in a view is drawn whole on one line, smaller, or left out
    /// and reported, never in part.
    @Test(arguments: ["view-number-wrapped-mid-digits.json", "view-number-silently-truncated.json",
                      "view-timer-wrapped-mid-digits.json", "hstack-number-shrinks-label-cut-gap.json"],
          [DeviceID.mm40, .mm41, .mm45, .mm49])
    func aViewsNumberIsNeverWrappedOrCutInside(_ name: String, _ device: DeviceID) throws {
        let tree = try Self.tree(name, on: device)
        let texts = tree.owners.flatMap { owned in owned.nodes.flatMap { Self.texts(tree.nodes[$0]) } }
        let numbers = ["18.450.000 ₫", "12 450 000 toman", "8:30:00"]
        let number = try #require(numbers.first { number in texts.contains { $0.contains(number) } || tree.shortened.contains { $0.text.contains(number) } },
                                  "\(name) on \(device.rawValue): \(texts)")
        let lost = tree.shortened.contains { $0.text.contains(number) && $0.kind == .notDrawn }
        #expect(lost || texts.contains { $0.contains(number) }, "\(name) on \(device.rawValue): \(texts)")
        // No run holds part of the number's digits without all of it.
        let digits = number.filter(\.isNumber)
        for text in texts where !text.contains(number) {
            let drawn = text.filter(\.isNumber)
            #expect(drawn.isEmpty || !digits.hasPrefix(drawn) && !digits.hasSuffix(drawn), "\(name) on \(device.rawValue): \(texts)")
        }
    }

    /// The text of a node, in the clips that hold a view's.
    static func texts(_ node: LayoutNode) -> [String] {
        switch node {
        case .glyphs(let run, _): [run.text]
        case .clip(_, let nodes): nodes.flatMap(texts)
        default: []
        }
    }
}

extension NewUserFacesTests {
    /// A view's live date got none of a template's shorter forms: "November…" in a corner's label, "Novem" over
    /// "ber…" in a circle, where the template corner beside it draws "Nov 26, 2026". A view's live text now takes them,
    /// and a report names the form drawn.
    @Test(arguments: [DeviceID.mm40, .mm45, .mm49])
    func aViewsLiveDateTakesTheShorterForms(_ device: DeviceID) throws {
        let tree = try Self.tree("view-live-date-no-shorter-forms.json", on: device)
        let forms: Set<String> = ["November 26, 2026", "Nov 26, 2026", "November 26", "Nov 26"]
        for owner in ["br", "bl", "tl", "c"] {
            let drawn = tree.owners.filter { $0.owner == .complication(owner) }.flatMap { $0.nodes.flatMap { Self.texts(tree.nodes[$0]) } }
            #expect(forms.contains(drawn.joined()), "\(owner) on \(device.rawValue): \(drawn)")
        }
        #expect(!tree.shortened.contains { $0.shown.hasSuffix("…") || $0.kind == .notDrawn }, "\(tree.shortened.map { "\($0.owner) \($0.shown)" })")
    }
}

extension NewUserFacesTests {
    /// A view's live relative time in a gauge's middle or a narrow frame was cut ("1 hr…", its minutes dropped) where
    /// a template draws its shorter forms (ports5 D2): "1h 35m" in the gauge and in the 24 pt frame, where it fits at
    /// the circle's legible size (6.9 pt), as a template's forms are each tried down to it before the next (session
    /// 25: the frame drew "1 hr" at 12 pt, tried only down to its `minimumScaleFactor`, none).
    @Test func aViewsLiveRelativeTimeTakesTheShorterForms() throws {
        let tree = try Self.tree("view-live-relative-no-short-forms.json", on: .mm40)
        func drawn(_ owner: String) -> [String] {
            tree.owners.filter { $0.owner == .complication(owner) }.flatMap { $0.nodes.flatMap { Self.texts(tree.nodes[$0]) } }
        }
        #expect(drawn("in-gauge") == ["1h 35m"] && drawn("narrow-frame") == ["1h 35m"], "\(drawn("in-gauge")) \(drawn("narrow-frame"))")
        #expect(tree.shortened.filter { $0.kind == .shortForm }.map(\.shown).sorted() == ["1h 35m", "1h 35m"])
    }
}

extension NewUserFacesTests {
    /// Under Bold Text a rectangular's headline and body lines are both Inter Bold at one size: taken as one role, the
    /// headline shrank to the body's 12.25 pt from its 17.5 pt. It keeps its own size, with Bold Text as without.
    @Test(arguments: [DeviceID.mm40, .mm41, .mm45])
    func boldTextKeepsARectangularsHeadlineItsSize(_ device: DeviceID) throws {
        func sizes(bold: Bool) throws -> [Double] {
            try Self.runs(of: .complication("price"), in: Self.tree("boldtext-rect-headline-shrinks.json", on: device) {
                $0.settings?.boldText = bold
            }).map(\.size)
        }
        let (bold, regular) = (try sizes(bold: true), try sizes(bold: false))
        #expect(bold.count == 3 && regular.count == 3 && bold[0] == regular[0] && bold[0] > bold[1], "\(device.rawValue): \(bold) \(regular)")
    }
}

extension NewUserFacesTests {
    /// An extra large line wrapped onto rows: a row ended on a dangling "·". A row break stands for the separator.
    @Test(arguments: [DeviceID.mm40, .mm45, .mm49])
    func anExtraLargeLinesRowsDropTheSeparatorTheyBreakAt(_ device: DeviceID) throws {
        let tree = try Self.tree("extralarge-line-wrapped-to-three-rows.json", on: device)
        let runs = Self.runs(of: .complication("s"), in: tree)
        #expect(runs.count > 2 && runs.allSatisfy { !$0.text.hasPrefix("·") && !$0.text.hasSuffix("·") }, "\(runs.map(\.text))")
        #expect(runs.map(\.text).joined(separator: " ").contains("₦1,250,000,000"), "\(runs.map(\.text))")
    }
}

extension NewUserFacesTests {
    /// A chart's range labels shrink together: "3.2 હજાર" (Noto Gujarati) was fitted smaller than "0" (Inter) beside it.
    @Test(arguments: [DeviceID.mm40, .mm45, .mm49])
    func aChartsRangeLabelsAreDrawnAtOneSize(_ device: DeviceID) throws {
        let tree = try Self.tree("chart-range-labels-two-sizes.json", on: device)
        let labels = Self.runs(of: .complication("c"), in: tree).filter { $0.text != "Turnover" }
        #expect(labels.count >= 2 && Set(labels.map(\.size)).count == 1, "\(device.rawValue): \(labels.map { "\($0.text) \($0.size)" })")
    }
}

// MARK: What stranger8 left (session 14)

extension NewUserFacesTests {
    /// A top corner gauge's end labels ("Suhur", "Iftar") squeezed the inline between the top corners to
    /// "Next prayer…", its time dropped, with the row's left half empty: the inline reaches into the free side and keeps
    /// its time, at its legible 8 pt or a quarter less at most, and the gauge keeps its reading and its end labels
    /// (both drawn, or both reported, as on 40 mm before).
    @Test(arguments: [DeviceID.mm40, .mm41, .mm45, .mm49])
    func anInlineBesideOneCornerGaugeUsesTheFreeSide(_ device: DeviceID) throws {
        let tree = try Self.tree("corner-gauge-labels-squeeze-inline.json", on: device)
        let inline = Self.runs(of: .complication("next"), in: tree)
        #expect(inline.contains { $0.text.contains("3:45") } && inline.allSatisfy { $0.size >= 12 },
                "\(device.rawValue): \(inline.map { "\($0.text) \($0.size)" })")
        let shared = try InkCoverage.shared(in: tree, renderer: Renderer())
        #expect(shared.isEmpty, "\(device.rawValue): \(shared.map { "\($0.first) and \($0.second) share \($0.pixels) px" })")
        let corner = Set(Self.runs(of: .complication("tr"), in: tree).map(\.text))
        #expect(corner.contains("Fast 65%"), "\(device.rawValue): \(corner)")
        let labels = ["Suhur", "Iftar"].filter { !corner.contains($0) }
        let reported = Set(tree.shortened.filter { $0.owner == "tr" && $0.kind == .notDrawn }.map(\.text))
        #expect(labels.isEmpty || reported == ["Suhur", "Iftar"], "\(device.rawValue): drawn \(corner), reported \(reported)")
    }

    /// The Urdu prayer-times face: its inline between a corner's prayer times and a corner gauge was drawn at 5 pt on
    /// 45 mm and as one word on 40 mm. It is drawn at its legible 8 pt (or a quarter less) with the time of the next
    /// prayer, and nothing of it shares ink with the corners, in active and Always On.
    @Test(arguments: [DeviceID.mm40, .mm41, .mm45, .mm49], [Display.active, .alwaysOn])
    func anUrduInlineBetweenTheCornersKeepsItsTime(_ device: DeviceID, _ display: Display) throws {
        let tree = try Self.tree("namaz-inline-between-corners.json", on: device, display)
        // (In Always On the face hides its complications: the inline is a bar.)
        let inline = Self.runs(of: .complication("next"), in: tree)
        #expect(display == .alwaysOn || inline.contains { $0.text.contains("۳:۴۵") } && inline.allSatisfy { $0.size >= 12 },
                "\(device.rawValue) \(display.rawValue): \(inline.map { "\($0.text) \($0.size)" })")
        let shared = try InkCoverage.shared(in: tree, renderer: Renderer())
        #expect(shared.isEmpty, "\(device.rawValue) \(display.rawValue): \(shared.map { "\($0.first) and \($0.second) share \($0.pixels) px" })")
    }
}

extension NewUserFacesTests {
    /// Always On cut "ᐅᓪᓗᒥ −24° / −33° ᐅᓐᓄᒃᑯᑦ" at 15.6 pt where active, its long private third line shown, drew it
    /// whole at 11 pt: with a line of its role hidden, a shown line shrinks whole before it is cut, so a line active
    /// draws whole is drawn whole in Always On.
    @Test(arguments: [DeviceID.mm40, .mm45, .mm49], [Display.active, .alwaysOn])
    func aLineActiveDrawsWholeIsWholeInAlwaysOn(_ device: DeviceID, _ display: Display) throws {
        let tree = try Self.tree("always-on-cuts-line-active-draws-whole.json", on: device, display)
        let cut = tree.shortened.filter { $0.text.contains("−24°") }
        #expect(cut.isEmpty, "\(device.rawValue) \(display.rawValue): \(cut.map { "\($0.shown) (\($0.kind))" })")
        let drawn = Self.runs(of: .complication("bottom"), in: tree).map(\.text).joined()
        #expect(drawn.contains("ᐅᓐᓄᒃᑯᑦ") && drawn.contains("−33°"), "\(device.rawValue) \(display.rawValue): \(drawn)")
    }

    /// A long Finnish compound before its reading drew nothing in a corner, a bezel and a ring ("not drawn"), where the
    /// word alone is drawn "Kolmivaihevirtakil…": the word's start is drawn (half of it, or its first ten letters), or
    /// the text whole, or, where no start of the word fits beside it, the number the word gives way to ("… 3,2 kW": a
    /// number is the last thing a line gives up).
    @Test(arguments: [DeviceID.mm40, .mm45, .mm49])
    func aLongWordBeforeANumberIsNeverLost(_ device: DeviceID) throws {
        for (file, owners) in [("long-word-with-number-lost.json", ["tl", "tr", "bezel"]),
                               ("long-word-with-number-lost-circular.json", ["tl", "c", "bl"])] {
            let tree = try Self.tree(file, on: device)
            let lost = tree.shortened.filter { $0.kind == .notDrawn }
            #expect(lost.isEmpty, "\(file) on \(device.rawValue): \(lost.map { "\($0.owner): \($0.text)" })")
            for owner in owners {
                let drawn = Self.runs(of: .complication(owner), in: tree).map(\.text).joined()
                #expect(drawn.contains("Kolmivaihe") || drawn.contains("Lentokones") || drawn.hasSuffix("… 3,2 kW")
                            || drawn.hasSuffix("… 12 450 €"),
                        "\(file) \(owner) on \(device.rawValue): \(drawn)")
            }
        }
    }

    /// One long word in a rectangular's headline (Finnish) drew every line of the platter at 4.6 pt: the headline is cut
    /// at its legible 11 pt, keeping the word's start, and the lines under it keep their 11 pt.
    @Test(arguments: [DeviceID.mm40, .mm45, .mm49])
    func aLongWordIsCutAtItsLegibleSizeNotShrunkToNothing(_ device: DeviceID) throws {
        let runs = Self.runs(of: .complication("bottom"), in: try Self.tree("long-compound-shrinks-rectangular.json", on: device))
        #expect(runs.count == 3 && runs.allSatisfy { $0.size >= 22 } && runs[0].text.hasPrefix("Lentokones"),
                "\(device.rawValue): \(runs.map { "\($0.text) \($0.size)" })")
    }

    /// A Thai rectangular under Bold Text drew every line, headline included, at 5.4 pt (its long third line, one run
    /// of Thai without spaces, shrunk whole): the headline keeps its size, and no line is drawn smaller under Bold Text
    /// than without it unless Bold Text draws it whole.
    @Test(arguments: [DeviceID.mm40, .mm45, .mm49])
    func aThaiLineUnderBoldTextIsNoSmallerThanWithout(_ device: DeviceID) throws {
        func runs(bold: Bool) throws -> [GlyphRun] {
            Self.runs(of: .complication("p"), in: try Self.tree("boldtext-rect-all-lines-5pt.json", on: device) { $0.settings?.boldText = bold })
        }
        let (bold, regular) = (try runs(bold: true), try runs(bold: false))
        #expect(bold.first?.size == regular.first?.size && (bold.first?.size ?? 0) > 30, "\(device.rawValue): \(bold.first?.size ?? 0)")
        // A line may be smaller under Bold Text only where it is drawn whole there, its number kept, rather than cut
        // ("…", the number dropped), as the fitter shrinks a line that would keep less than half of itself (session 17),
        // or where it draws the same form as without it, whose heavier glyphs are wider: Thai's words, parted by ICU's
        // dictionary (stranger22 #5), let both drop the line's trailing group, at 7.75 pt and 7.4 pt on 45 mm.
        let boldWhole = !bold.contains { $0.text.contains("…") }
        let sameForm = bold.map(\.text).joined() == regular.map(\.text).joined()
        #expect(boldWhole || sameForm || bold.map(\.size).min()! >= regular.map(\.size).min()!,
                "\(device.rawValue): \(bold.map { "\($0.text) \($0.size)" })")
    }
}

extension NewUserFacesTests {
    /// A trailing group cut to a stub of itself: "שוק מחנה יהודה · Marc…" (4 of "Marché Madina"'s 13 letters, read as
    /// the month) and "Mercado Central · Marché…": the group is dropped whole, or kept to at least half of its letters.
    @Test(arguments: [DeviceID.mm40, .mm45, .mm49])
    func aTrailingGroupIsNeverCutToAStub(_ device: DeviceID) throws {
        let tree = try Self.tree("rtl-group-cut-inside.json", on: device)
        for shortened in tree.shortened where shortened.owner == "c" {
            guard let separator = shortened.shown.range(of: " · ") else { continue }
            let kept = shortened.shown[separator.upperBound...].filter { $0.isLetter }.count
            #expect(kept * 2 >= "MarchéMadina".count, "\(device.rawValue): \(shortened.shown)")
        }
    }
}

extension NewUserFacesTests {
    // MARK: stranger15 (session 18)

    /// An inline view took only its `viewThatFits`'s first view's text: "Ashar 15:08 · Maghrib 17:52…" on 45 mm where
    /// the second view is exactly that, whole, and "Ashar 15:08…" on 40 mm where the third fits (stranger15 #3). The
    /// later views are its shorter forms: one of the three is drawn whole on every screen, in both displays, and a
    /// shorter one is reported as the form drawn.
    @Test(arguments: [DeviceID.mm40, .mm41, .mm45, .mm49], [Display.active, .alwaysOn])
    func anInlineTakesItsViewThatFitsLaterViewsAsShorterForms(_ device: DeviceID, _ display: Display) throws {
        let tree = try Self.tree("inline-viewthatfits-ignored.json", on: device, display)
        let forms = ["Ashar 15:08 · Maghrib 17:52 · Isya 19:04", "Ashar 15:08 · Maghrib 17:52", "Ashar 15:08"]
        let drawn = Self.runs(of: .complication("top"), in: tree).map(\.text).joined()
        #expect(forms.contains(drawn), "\(device.rawValue) \(display.rawValue): \(drawn)")
        let reported = tree.shortened.filter { $0.owner == "top" }
        #expect(reported.allSatisfy { $0.kind == .shortForm && $0.shown == drawn && $0.text == forms[0] },
                "\(device.rawValue) \(display.rawValue): \(reported.map { "\($0.shown) \($0.kind)" })")
    }

    /// Lint advised adding a `viewThatFits` to a text that is in one (stranger15 #3): where every view of it is cut, the
    /// advice is to make its last view shorter.
    @Test func lintAdvisesAViewThatFitsLastViewNotAnotherViewThatFits() throws {
        let file = Self.repros.appendingPathComponent("inline-viewthatfits-all-too-long.json")
        let findings = try Linter.lint(try FaceFile.load(file.path), renderer: Renderer()).findings.filter { $0.rule == .textCut }
        #expect(!findings.isEmpty)
        for finding in findings {
            #expect(!finding.message.contains("{\"viewThatFits\"") && finding.message.contains("make its last view shorter"),
                    "\(finding.message)")
        }
    }
}

extension NewUserFacesTests {
    /// The clock marks a layout draws.
    static func marks(in tree: LayoutTree) -> Set<NodeOwner> {
        Set(tree.owners.map(\.owner).filter { if case .tick = $0 { true } else if case .numeral = $0 { true } else { false } })
    }

    /// Always On drew numerals 10 and 2 and their ticks that active left out for a bezel's long text, since the hidden
    /// text's bar, which tells nothing of it, is shorter than the text (stranger15 #10). The dial gives way to the
    /// bezel's slot, not its text: the same marks wrist up and down, for a long text and a short one alike.
    @Test(arguments: [DeviceID.mm40, .mm41, .mm45, .mm49], ["ప్రసాద్స్ ఐమాక్స్ · పుష్ప 3: ది రాంపేజ్ · స్క్రీన్ 2 · 18:45 షో", "18:45"])
    func alwaysOnDrawsTheDialActiveDraws(_ device: DeviceID, _ text: String) throws {
        func marks(_ display: Display) throws -> Set<NodeOwner> {
            Self.marks(in: try Self.tree("bezel-always-on-shows-more-marks.json", on: device, display) { document in
                guard case .curvedText(var curved) = document.complications?[0].content else { return }
                curved.text.text = text
                document.complications?[0].content = .curvedText(curved)
            })
        }
        let (active, alwaysOn) = (try marks(.active), try marks(.alwaysOn))
        #expect(!active.isEmpty && active == alwaysOn,
                "\(device.rawValue) \(text): only in Always On \(alwaysOn.subtracting(active)), only active \(active.subtracting(alwaysOn))")
    }
}

extension NewUserFacesTests {
    /// A flight's sector as airlines write it, "EK 0203 DXB→JFK", was drawn whole on 40 and 41 mm and "EK 0203 DXB…"
    /// on 45 and 49 mm, unreported: the larger screen lost where the flight goes (stranger15 #2). Where an unspaced
    /// arrow between two codes points is a group, as where a spaced one points: the line shrinks whole before it drops
    /// it, so every screen draws the sector, in both displays.
    @Test(arguments: [DeviceID.mm40, .mm41, .mm45, .mm49], [Display.active, .alwaysOn])
    func aLargerScreenKeepsASectorsDestination(_ device: DeviceID, _ display: Display) throws {
        let tree = try Self.tree("unspaced-arrow-sector-cut-on-large-screens.json", on: device, display)
        let drawn = tree.owners.filter { $0.owner == .complication("duty") }.flatMap { $0.nodes.flatMap { Self.texts(tree.nodes[$0]) } }
        #expect(drawn.contains("EK 0203 DXB→JFK"), "\(device.rawValue) \(display.rawValue): \(drawn)")
    }
}

extension NewUserFacesTests {
    /// A `caption2` line under a wallet's balance was drawn whole at 4.5 pt on 45 and 49 mm, a grey hairline, where 40
    /// and 41 mm cut it legibly at 13 and 14 pt (stranger15 #5). A text that cannot be cut without dropping a number
    /// shrinks to half its size (a large font's reading to 4.5 pt): a caption is never drawn below half of itself, and
    /// past that is cut, its trailing numbers dropped whole, as on the smaller screens.
    @Test(arguments: [DeviceID.mm40, .mm41, .mm45, .mm49])
    func aCaptionShrinksToHalfItsSizeAtMost(_ device: DeviceID) throws {
        let tree = try Self.tree("view-caption-floor.json", on: device)
        func runs(_ node: LayoutNode) -> [GlyphRun] {
            switch node {
            case .glyphs(let run, _): [run]
            case .clip(_, let nodes): nodes.flatMap(runs)
            default: []
            }
        }
        let caption = tree.owners.filter { $0.owner == .complication("bal") }.flatMap { $0.nodes.flatMap { runs(tree.nodes[$0]) } }
            .filter { $0.text.hasPrefix("0.84217733") }
        // caption2 is 13 pt on 40 mm and 14 pt on the others, 2 px a point: half of it is 13 or 14 px.
        let half = device == .mm40 ? 13.0 : 14.0
        #expect(!caption.isEmpty && caption.allSatisfy { $0.size >= half - 1e-9 }, "\(device.rawValue): \(caption.map { "\($0.text) \($0.size)" })")
    }
}

extension NewUserFacesTests {
    /// An inline whose words are shortened before its time drew "Dne… 14:30" on 40 mm for "Dnes: Řídící výbor ČNB
    /// rozhodne o sazbách ve 14:30" (session 18's notes): a first word cut to three letters names nothing, and saves
    /// no more than its "…". A word the "…" follows is whole, or has three characters or more left out of it.
    @Test(arguments: [DeviceID.mm40, .mm41, .mm45, .mm49])
    func anInlineKeepsItsFirstWordWholeOrGivesItUp(_ device: DeviceID) throws {
        let text = "Dnes: Řídící výbor ČNB rozhodne o sazbách ve 14:30"
        let tree = try Self.tree("inline-first-word-stub.json", on: device)
        let drawn = tree.owners.filter { $0.owner == .complication("top") }.flatMap { $0.nodes.flatMap { Self.texts(tree.nodes[$0]) } }
        let line = try #require(drawn.first { $0.contains("14:30") }, "\(device.rawValue): \(drawn)")
        let kept = line.prefix { $0 != "…" }
        #expect(text.hasPrefix(kept), "\(device.rawValue): \(line)")
        let left = text.dropFirst(kept.count).prefix { !$0.isWhitespace }
        #expect(left.allSatisfy(\.isPunctuation) || left.count >= 3, "\(device.rawValue): \(line), \"\(left)\" left out of a word")
    }
}

extension NewUserFacesTests {
    /// A line with two numbers was cut after the first, its second dropped whole: "ปตท. ฿34.75…" for "ปตท. ฿34.75
    /// ▼0.25" and "HK$412.60…" for "HK$412.60 ▼2.15%" in a 40 mm corner, "16…" for "16 பந்துகளில் 16 ரன்கள் தேவை" (16
    /// balls, 16 runs needed). A price and its change, a count and what it is out of, are one reading: the line shrinks
    /// whole, then gives up its trailing words, each down to ¾ of its legible size, before it drops a number. (The
    /// Tamil line reads "16 ரன்கள்" as a number and its unit, and does not fit at 6 pt beside the inline even so: it
    /// is cut between its numbers, `aReadingPartedKeepsItsFirstNumbersWords`, reported and waived.)
    @Test(arguments: [("thai-set-investor.json", "ptt"), ("chinese-stock-ticker.json", "tencent")],
          [DeviceID.mm40, .mm41, .mm45, .mm49])
    func aLineKeepsBothNumbersOfAReading(_ face: (name: String, id: String), _ device: DeviceID) throws {
        let tree = try Self.tree(face.name, on: device, in: Self.folder)
        let dropped = tree.shortened.filter { $0.owner == face.id && $0.kind == .numberDropped }
        #expect(dropped.isEmpty, "\(face.name) on \(device.rawValue): \(dropped.map { "\"\($0.text)\" drawn as \"\($0.shown)\"" })")
        let sizes = Self.runs(of: .complication(face.id), in: tree).map(\.size)
        #expect(!sizes.isEmpty && sizes.allSatisfy { $0 >= 12 - 1e-9 }, "\(face.name) on \(device.rawValue): \(sizes)")
    }
}

extension NewUserFacesTests {
    /// A bezel view's `widgetLabel` of three groups, "… · 27 Teşrin-i Sani", was drawn whole at 6.4 pt on 40 mm and
    /// 7.9 pt on 45 mm, unreported, where 41 mm drew two groups at 8.5 pt: the label, which as a view's text has no
    /// legible size, shrank to 0.8 of 0.8 of its size (stranger16 #1). Fitted as a template's bezel text is, it is
    /// drawn at the bezel's legible 8 pt or more, or below it and reported, and 45 mm never draws it smaller than 41 mm,
    /// in both displays.
    @Test(arguments: [Display.active, .alwaysOn])
    func aBezelViewLabelIsLegibleOrReported(_ display: Display) throws {
        var sizes: [DeviceID: Double] = [:]
        for device in [DeviceID.mm40, .mm41, .mm45, .mm49] {
            let tree = try Self.tree("bezel-view-label-groups.json", on: device, display)
            let label = Self.runs(of: .complication("feast"), in: tree).filter { $0.text.hasPrefix("Eda") }
            let size = try #require(label.map(\.size).max(), "\(device.rawValue): no label")
            sizes[device] = size
            // The bezel's legible 8 pt (16 px), less the quarter pixel of size steps a report allows.
            if size < 16 - 0.25 - 1e-9 {
                #expect(tree.shortened.contains { $0.owner == "feast" && $0.kind == .belowLegible },
                        "\(device.rawValue) \(display.rawValue): \(label.map(\.text)) at \(size) px, unreported")
            }
        }
        #expect(sizes[.mm45]! >= sizes[.mm41]!, "\(display.rawValue): \(sizes)")
    }
}

extension NewUserFacesTests {
    /// An inline of four towns' temperatures, written without a shortText, between the infograph's top corners: 40 mm
    /// drew "هرات ۱۴°…" at 6.9 pt, 45 mm two towns at 4.6 pt and 49 mm at 4.8 pt, a larger screen's line a third
    /// smaller and unreadable (stranger16 #12). Every count of trailing groups is tried down to ¾ of the legible size
    /// before any goes on below it: a larger screen never draws the inline smaller, and none draws it below 6 pt.
    @Test func aLargerScreenNeverDrawsASmallerInline() throws {
        var sizes: [(DeviceID, Double)] = []
        for device in [DeviceID.mm40, .mm41, .mm45, .mm49] {
            let tree = try Self.tree("pashto-inline-larger-screen.json", on: device)
            let size = try #require(Self.runs(of: .complication("top"), in: tree).map(\.size).min(), "\(device.rawValue): no inline")
            #expect(size >= 12 - 1e-9, "\(device.rawValue): \(size) px")
            if let (smaller, before) = sizes.last {
                #expect(size >= before - 1e-9, "\(device.rawValue) \(size) px, \(smaller.rawValue) \(before) px")
            }
            sizes.append((device, size))
        }
    }

    /// "16 பந்துகளில் 16 ரன்கள் தேவை" (16 balls, 16 runs needed), which fits whole nowhere beside a 40 or 41 mm inline,
    /// was drawn "16…" there, a count of nothing, where 45 and 49 mm drew "16 பந்துகளில்…": cut between its numbers, the
    /// first keeps its word on every screen, at ¾ of the corner's legible 8 pt (12 px) or more, and no smaller on a
    /// larger screen.
    @Test func aReadingPartedKeepsItsFirstNumbersWords() throws {
        var sizes: [Double] = []
        for device in [DeviceID.mm40, .mm41, .mm45, .mm49] {
            let tree = try Self.tree("tamil-cricket.json", on: device, in: Self.folder)
            let runs = Self.runs(of: .complication("need"), in: tree)
            let line = runs.map(\.text).joined()
            #expect(line.hasPrefix("16 பந்துகளில்"), "\(device.rawValue): \(line)")
            let size = try #require(runs.map(\.size).min(), "\(device.rawValue): nothing drawn")
            #expect(size >= 12 - 1e-9, "\(device.rawValue): \(size)")
            sizes.append(size)
        }
        #expect(sizes == sizes.sorted(), "\(sizes)")
    }

    /// A trailing group's number is never drawn after the words of the group before it: "PS 48,92% · PD 34,17% · LSI
    /// 6,81%… 10,10%" read the others' share as LSI's, "Jaay: 4 812… −12 500 FCFA" the refunds as sales (stranger19 #2,
    /// the caption under a chart and under an amount in a rectangular). The group goes whole, or its number keeps some
    /// of its words.
    @Test(arguments: [("view-trailing-group-share-orphaned.json", "count", "LSI 6,81%… "),
                      ("view-trailing-group-amount-orphaned.json", "day", "4 812… ")])
    func aTrailingGroupsNumberIsNeverGivenToTheGroupBefore(file: String, owner: String, orphan: String) throws {
        for device in [DeviceID.mm40, .mm41, .mm45, .mm49] {
            for display in [Display.active, .alwaysOn] {
                let tree = try Self.tree(file, on: device, display)
                let drawn = Self.viewRuns(of: .complication(owner), in: tree).map(\.text)
                #expect(!drawn.isEmpty && !drawn.contains { $0.contains(orphan) }, "\(device.rawValue) \(display): \(drawn)")
            }
        }
    }

    /// "Rashid Khan 3/42 (10)" (figures, then overs in brackets) in a corner was "Rashid Khan…" on every screen, no
    /// figure at all, where "Rashid Khan 3/42" drew "Rashid… 3/42" (stranger19 #3, Latin and Pashto digits): the
    /// bracketed number is a group of its own, dropped whole first, the figures kept with the name.
    @Test func aBracketedTrailingNumberIsDroppedBeforeTheFiguresBeforeIt() throws {
        for device in [DeviceID.mm40, .mm41, .mm45, .mm49] {
            let tree = try Self.tree("corner-bracketed-trailing-number.json", on: device)
            for (owner, figures) in [("br", "3/42"), ("bl", "۳/۴۲")] {
                let line = Self.runs(of: .complication(owner), in: tree).map(\.text).joined()
                #expect(line.contains(figures), "\(device.rawValue) \(owner): \(line)")
            }
        }
    }

    /// A rectangular's line whose time stands before a bracketed number ("Kitas seansas šeštadienį 07:45–11:45 (4
    /// val.)", a dialysis session) was "Kitas seansas šeštadienį…" at 11 pt on 45 and 49 mm, the time gone, where 40
    /// and 41 mm, keeping less than half of it at 11 pt, shrank on and drew "… 07:45–11:45…" (stranger19 #4): a larger
    /// screen never draws fewer of a line's numbers than a smaller one, nor draws it smaller. The two body lines of one
    /// role, where each is drawn below the legible size, are drawn at one size (they were 6 and 7.1 pt on 40 mm, 11 and
    /// 8.6 pt on 45 mm); since the inline's fix for a group's cut, the weight's first group is drawn whole at the legible
    /// size instead, which the other line does not pull down.
    @Test func aLargerScreenKeepsTheTimeASmallerOneDrawsAndBodyLinesShareASize() throws {
        var sizes: [Double] = []
        for device in [DeviceID.mm40, .mm41, .mm45, .mm49] {
            let tree = try Self.tree("rectangular-larger-screen-drops-time.json", on: device)
            let runs = Self.runs(of: .complication("session"), in: tree)
            let session = try #require(runs.first { $0.text.hasPrefix("Kitas") }, "\(device.rawValue): \(runs.map(\.text))")
            let weight = try #require(runs.first { $0.text.hasPrefix("Svoris") }, "\(device.rawValue): \(runs.map(\.text))")
            #expect(session.text.contains("07:45–11:45"), "\(device.rawValue): \(session.text)")
            #expect(weight.text.contains("72,4"), "\(device.rawValue): \(weight.text)")
            // Lines of one role both below the legible size share one; a line drawn at it ("Svoris: 72,4 kg…" at 11 pt,
            // its first group whole at the legible size) is not pulled under it by the other.
            let legible = 22.0
            if session.size < legible, weight.size < legible {
                #expect(session.size == weight.size, "\(device.rawValue): \(session.size) px and \(weight.size) px")
            } else {
                #expect(max(session.size, weight.size) >= legible, "\(device.rawValue): \(session.size) px and \(weight.size) px")
            }
            sizes.append(session.size)
        }
        #expect(sizes == sizes.sorted(), "\(sizes)")
    }
}

extension NewUserFacesTests {
    /// An inline view's line of three groups in a custom 130 × 18 pt frame, "Шамал 14 м/с · Ысык-Көл −7…−1 °C · Нарын
    /// −18 °C", was drawn "Шамал 14 м/с…" at 6 pt on 45 mm and 4.9 pt on 40 mm, though "Шамал 14 м/с" alone is drawn
    /// at 12 pt in the same slot (stranger19 #7): the cut keeping two groups was taken for a cut inside the third and
    /// swapped for the first group at the size the longer line fits. A form less its trailing groups is drawn at the
    /// largest size it fits down from the inline's legible 8 pt, never below 6 pt (12 px); where it is the first group
    /// alone, at 8 pt or at the size that group is drawn at on its own where that is smaller.
    @Test func anInlineLessItsGroupsIsDrawnAsLargeAsItFits() throws {
        let name = "inline-less-groups-drawn-small.json"
        let first = "Шамал 14 м/с"
        let alone = FileManager.default.temporaryDirectory.appendingPathComponent("dial-inline-less-groups-\(getpid())")
        try FileManager.default.createDirectory(at: alone, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: alone) }
        let source = try String(contentsOf: Self.repros.appendingPathComponent(name), encoding: .utf8)
        let probe = source.replacingOccurrences(of: "Шамал 14 м/с · Ысык-Көл −7…−1 °C · Нарын −18 °C", with: first)
        #expect(probe != source)
        try probe.write(to: alone.appendingPathComponent(name), atomically: true, encoding: .utf8)
        for device in [DeviceID.mm40, .mm41, .mm45, .mm49] {
            for display in [Display.active, .alwaysOn] {
                let runs = Self.runs(of: .complication("inl"), in: try Self.tree(name, on: device, display))
                let line = runs.map(\.text).joined()
                let size = try #require(runs.map(\.size).max(), "\(device.rawValue) \(display.rawValue): nothing drawn")
                #expect(line.hasPrefix(first), "\(device.rawValue) \(display.rawValue): \(line)")
                #expect(size >= 12 - 1e-9, "\(device.rawValue) \(display.rawValue): \(line) at \(size) px")
                guard line == first + "…" else { continue }
                let own = try #require(Self.runs(of: .complication("inl"), in: try Self.tree(name, on: device, display, in: alone))
                    .map(\.size).max())
                #expect(size == min(own, 16), "\(device.rawValue) \(display.rawValue): \(line) at \(size) px, \"\(first)\" alone at \(own) px")
            }
        }
    }
}

extension NewUserFacesTests {
    /// A blood-donation centre's address in the infograph's top inline, "Республика ҡан үҙәге — Ленин урамы, 68, 3-сө
    /// ҡат, 312-се бүлмә", was drawn whole at 4.5 pt on 49 mm (and 4.9 pt on 45 mm as a view's text alone) where 40 and
    /// 41 mm drew "Республика ҡан үҙәге…" at 8 pt (stranger20 #2): a larger screen's room held the whole line at 4.5 pt,
    /// where a line elsewhere shrinks on rather than drop its numbers. An inline is never drawn below 6 pt (12 px): cut
    /// at its legible 8 pt, or whole at 6 pt or more, and never smaller on a larger screen. As a view (an image and a
    /// text), as a template with an icon, and as a view's text alone, active and Always On.
    @Test(arguments: ["inline-address-view.json", "inline-address-template.json", "inline-address-text.json"])
    func anInlineIsNeverDrawnBelowSixPoints(file: String) throws {
        let text = "Республика ҡан үҙәге — Ленин урамы, 68, 3-сө ҡат, 312-се бүлмә"
        for display in [Display.active, .alwaysOn] {
            var sizes: [Double] = []
            for device in [DeviceID.mm40, .mm41, .mm45, .mm49] {
                let runs = Self.runs(of: .complication("i"), in: try Self.tree(file, on: device, display))
                let line = runs.map(\.text).joined()
                let size = try #require(runs.map(\.size).max(), "\(device.rawValue) \(display.rawValue): nothing drawn")
                #expect(line == text ? size >= 12 - 1e-9 : size == 16, "\(device.rawValue) \(display.rawValue): \(line) at \(size) px")
                sizes.append(size)
            }
            #expect(sizes == sizes.sorted(), "\(file) \(display.rawValue): \(sizes)")
        }
    }
}
