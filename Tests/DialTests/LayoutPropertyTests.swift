@testable import Dial
@testable import DialCore
import DialModel
@testable import DialText
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
                let tree = try renderer.layoutTree(face, in: RenderContext(display: .active, device: device))
                let covered = try InkCoverage.shared(in: tree, renderer: renderer).filter(\.second.isClockMark)
                #expect(covered.isEmpty, "case \(index): \"\(text)\" on \(device): \(covered.map { "\($0.first) over \($0.second)" })")
            }
        }
    }

    /// Words whose marks stack high or deep: Tibetan's stacks and vowel signs, Thai's and Lao's vowels and tone marks
    /// over each other, Khmer's subscripts, Myanmar's medials, Vietnamese capitals' accents over accents, Czech and
    /// Polish capitals' carons, rings and acutes, Yoruba's tones over dots (stranger9 #6, #7; stranger8 #5).
    static let stackedMarkWords = ["སྐྱབས་འགྲོ", "ཨོཾ་མ་ཎི", "བརྒྱ་རྩ་བརྒྱད", "སྒྲོ", "ข้าวเหนียว", "ปั้นน้ำ", "ມື້ນີ້", "ເຂົ້າໜຽວ",
                                   "ស្ត្រី ព្រះ", "ក្នុងមួយគីឡូ", "ကြိုး မြန်မာ့", "ỄẬẪỞ", "NGUYỄN", "ŘÍJEN Ů", "ŻÓŁĆ 40%", "Ẹ̀KA ÌBÀDÀN",
                                   "jgpqy 12", "Ágúst ÞÓR"]

    /// Words with below-base conjuncts, a consonant drawn under another (stranger20 #4: Telugu's "ణ" under "ఉష్ణో"
    /// touched "31°C" on the line below), in each script Dial pins that stacks them: each is drawn over a reading in
    /// every family the property below looks at, Bold Text on and off, after its random stacks.
    static let belowBaseWords = ["ఉష్ణో", "స్త్రీ", "ಸ್ತ್ರೀ", "ಕ್ಷೇತ್ರ", "ස්ත්‍රී", "द्ध्र", "ক্ষ্ম", "ស្ត្រី"]

    /// Issue #23, as a property (stranger9 #6, #7): marks never share ink with the next row. Random stacks of words whose
    /// marks stack high or deep, in every family that draws lines one above another (a circular, an extra large, a
    /// rectangular, a bezel's inner circle), on every device, Bold Text on and off: each row's ink stays two pixels clear
    /// of the next row's, the spacing taken from the ink of the fonts they are drawn in, not Inter's ems.
    @Test func marksNeverShareInkWithTheNextRow() throws {
        let renderer = try Renderer()
        let shaper = try TextShaper()
        var random = RandomFace(generator: SeededGenerator(seed: Self.seed &+ 6))
        let slots: [(style: String, slot: String, family: String)] = [
            ("modular", "topLeft", "accessoryCircular"), ("modular", "center", "accessoryRectangular"),
            ("extraLarge", "center", "graphicExtraLarge"), ("infograph", "subdialTop", "graphicBezel"),
        ]
        var cases: [(slot: (style: String, slot: String, family: String), lines: [String], bold: Bool)] = []
        for index in 0..<max(8, Self.cases / 3) {
            let slot = slots[index % slots.count]
            // A circle and an extra large hold two lines; a rectangular, three.
            let most = slot.family == "accessoryRectangular" ? 3 : 2
            let lines = (0..<Int.random(in: 2...most, using: &random.generator)).map { _ in random.pick(Self.stackedMarkWords) }
            cases.append((slot, lines, random.generator.chance(0.5)))
        }
        // Each below-base conjunct over a reading, in every family, Bold Text on and off: drawn after the random cases,
        // so that those stay what the seed drew.
        for word in Self.belowBaseWords {
            for slot in slots { for bold in [false, true] { cases.append((slot, [word, "31°C"], bold)) } }
        }
        for (index, (slot, lines, bold)) in cases.enumerated() {
            let (style, slot, family) = slot
            let quoted = lines.map { "\"\($0)\"" }.joined(separator: ", ")
            let stack = ##"{ "template": "stack", "lines": [\##(quoted)] }"##
            let content = family == "graphicBezel" ? ##"{ "template": "curvedText", "text": "Lhasa", "inner": \##(stack) }"## : stack
            let json = ##"{ "schemaVersion": 1, "style": "\##(style)", "settings": { "boldText": \##(bold) }, "complications": [ { "id": "s", "slot": "\##(slot)", "family": "\##(family)", "content": \##(content) } ] }"##
            let face = try Face.decode(Array(json.utf8), file: "marks.json")
            for device in DeviceID.allCases {
                let tree = try renderer.layoutTree(face, in: RenderContext(display: .active, device: device))
                // The stack's glyphs (a bezel's curved text aside: it is turned, and a row of its own), each row's ink
                // from its highest glyph top to its lowest glyph bottom. A mark's origin is moved off its baseline by
                // a fraction of an em, and rows stand more than an em apart: a glyph more than half an em below the one
                // above it starts a row.
                var glyphs: [(y: Double, top: Double, bottom: Double, size: Double)] = []
                for owned in tree.owners where owned.owner == .complication("s") {
                    for case .glyphs(let run, _) in tree.nodes[owned.nodes] {
                        for glyph in run.glyphs where glyph.rotation == 0 {
                            guard let ink = shaper.inkBox(of: glyph.id, font: run.font, size: run.size) else { continue }
                            glyphs.append((glyph.origin.y, glyph.origin.y + ink.top, glyph.origin.y + ink.bottom, run.size))
                        }
                    }
                }
                glyphs.sort { $0.y < $1.y }
                var rows: [(top: Double, bottom: Double)] = []
                for (index, glyph) in glyphs.enumerated() {
                    if index == 0 || glyph.y - glyphs[index - 1].y > glyph.size / 2 {
                        rows.append((glyph.top, glyph.bottom))
                    } else {
                        rows[rows.count - 1] = (min(rows.last!.top, glyph.top), max(rows.last!.bottom, glyph.bottom))
                    }
                }
                let context = "case \(index) (seed \(Self.seed &+ 6)): \(family) on \(device.rawValue), Bold Text \(bold), \(lines)"
                #expect(rows.count >= 2, "\(context): \(rows.count) rows")
                for (upper, lower) in zip(rows, rows.dropFirst()) {
                    // Two pixels (a whole dark row of pixels between them, wherever they fall), less what shaping's
                    // positions (in 64ths of a pixel) round away.
                    #expect(lower.top - upper.bottom >= 2 - 0.02, "\(context): rows' ink \(lower.top - upper.bottom) px apart")
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
                let context = "\(style.rawValue) on \(device.rawValue) (seed \(Self.seed))"
                let found = try Self.undrawn(document, pipeline: pipeline)
                #expect(found.reported.isEmpty, "\(context): \(found.reported)")
                #expect(found.notdef.isEmpty, "\(context): \(found.notdef)")
            }
        }
    }

    /// The words the property above draws from hold every script a pinned font is there for: each Noto script
    /// family's (the seven pinned in session 13 among them) and CJK's are drawn in that family's faces, so a font
    /// pinned and never drawn by the property cannot pass unseen.
    @Test func theScriptWordsDrawFromEveryPinnedScript() throws {
        let shaper = try TextShaper()
        let drawn = Set(RandomFace.scriptWords.flatMap { word in shaper.shape(word, font: .interRegular, size: 12).runs.map(\.font) })
        for script in NotoScript.allCases {
            #expect(!drawn.isDisjoint(with: script.faces), "no word of RandomFace.scriptWords is drawn in \(script.familyName)")
        }
        #expect(!drawn.isDisjoint(with: PinnedFontFamily.notoCJK.faces), "no word of RandomFace.scriptWords is drawn in Noto Sans CJK")
    }

    /// The property fails where a glyph is missing: the same random faces, every text given a Makasar word (a script
    /// no pinned font has) before its first, are found out both ways, by the report (`UndrawnText`, lint's missingGlyph)
    /// and by the .notdef glyphs drawn, in every style whose random face has a template text.
    @Test func facesMixingEveryScriptFailWhereAGlyphIsMissing() throws {
        let pipeline = try NonInterferenceTests.Pipeline()
        var random = RandomFace(generator: SeededGenerator(seed: Self.seed), mixesScripts: true)
        var checked = 0
        for style in FaceStyle.allCases {
            var document = random.face(style: style, device: .mm45)
            var written = 0
            document.complications = document.complications?.map { complication in
                var complication = complication
                func makasar(_ content: ContentDocument) -> ContentDocument {
                    LongTexts.map(content) { line in line.text = line.text.map { "𑻠𑻡𑻢 " + $0 } }
                }
                // Counted in the content, which is what is shown until an entry of the timeline begins (random entries
                // mostly begin after the face's time).
                complication.content = complication.content.map { content in
                    _ = LongTexts.map(content) { line in written += line.text == nil ? 0 : 1 }
                    return makasar(content)
                }
                complication.timeline = complication.timeline?.map { entry in
                    var entry = entry
                    entry.content = makasar(entry.content)
                    return entry
                }
                return complication
            }
            // A face whose random complications are views or pictures has no template text to write it in.
            guard written > 0 else { continue }
            checked += 1
            let found = try Self.undrawn(document, pipeline: pipeline)
            #expect(!found.reported.isEmpty, "\(style.rawValue): a Makasar word not reported")
            #expect(!found.notdef.isEmpty, "\(style.rawValue): a Makasar word drawn without .notdef")
        }
        #expect(checked >= FaceStyle.allCases.count / 2, "only \(checked) random faces with a template text")
    }

    /// What `document` shows in neither display without a font for it: the texts reported, and the runs drawn with
    /// .notdef glyphs.
    static func undrawn(_ document: FaceDocument, pipeline: NonInterferenceTests.Pipeline) throws -> (reported: [String], notdef: [String]) {
        var found: (reported: [String], notdef: [String]) = ([], [])
        for display in Display.allCases {
            let face = try pipeline.resolve(document, display, RenderOverrides())
            found.reported += UndrawnText.find(in: face, shaper: pipeline.shaper).map { "\(display.rawValue): \($0.path) \($0.codePoints)" }
            let redacted = try Redactor.redact(face) { [shaper = pipeline.shaper] text, font in
                shaper.shape(text, font: font.font, size: font.size).width
            }
            let tree = LayoutEngine.layout(redacted, shaper: pipeline.shaper)
            for case .glyphs(let run, _) in tree.nodes where run.glyphs.contains(where: { $0.id == 0 }) {
                found.notdef.append("\(display.rawValue): .notdef in \"\(run.text)\" (\(run.font))")
            }
        }
        return found
    }

    /// Issue #23, as a property: random faces whose every text is long words and large numbers with units (some with
    /// shorter forms) among words of every pinned script, on their devices, active and Always On: no number is drawn in
    /// part, no cut leaves a sign of Khmer, Myanmar, Lao or Thai without its letter, no shown text of a complication is lost silently (each is drawn whole, as a shorter form, or reported with what was drawn), and no
    /// line under a stack's first is drawn larger than it. `DIAL_FITTING_CASES` runs more.
    @Test func randomLongTextsNeverCutANumberNorGoSilently() throws {
        let cases = Self.environment["DIAL_FITTING_CASES"].flatMap(Int.init) ?? 24
        let pipeline = try NonInterferenceTests.Pipeline()
        var random = RandomFace(generator: SeededGenerator(seed: Self.seed &+ 23))
        for index in 0..<cases {
            var document = random.face()
            document.complications = document.complications?.map { complication in
                var complication = complication
                complication.content = complication.content.map { LongTexts.rewrite($0, with: &random) }
                complication.timeline = complication.timeline?.map { entry in
                    var entry = entry
                    entry.content = LongTexts.rewrite(entry.content, with: &random)
                    return entry
                }
                return complication
            }
            let (_, overrides) = random.context(for: document)
            for display in Display.allCases {
                let context = "case \(index) (seed \(Self.seed &+ 23)): \(document.style?.rawValue ?? "") on \(document.device?.rawValue ?? ""), "
                    + "\(display.rawValue) \(overrides)"
                let face = try pipeline.resolve(document, display, overrides)
                let redacted = try Redactor.redact(face) { [shaper = pipeline.shaper] text, font in
                    shaper.shape(text, font: font.font, size: font.size).width
                }
                let tree = LayoutEngine.layout(redacted, shaper: pipeline.shaper)
                for cut in tree.shortened {
                    #expect(cut.kind != .numberCut && cut.kind != .unitCut, "\(context): \(cut.owner) drew \"\(cut.text)\" as \"\(cut.shown)\"")
                    if cut.shown.hasSuffix("…"), cut.kind != .shortForm {
                        let kept = cut.shown.dropLast().count
                        let last = cut.shown.dropLast().unicodeScalars.last.map(\.value) ?? 0
                        #expect(!LongTexts.strandedSigns.contains(last), "\(context): \(cut.owner) drew \"\(cut.text)\" as \"\(cut.shown)\"")
                        #expect(!TextCuts(cut.text).numbers.contains { $0.lowerBound < kept && kept < $0.upperBound },
                                "\(context): \(cut.owner) drew \"\(cut.text)\" as \"\(cut.shown)\"")
                        // Judged by the numbers written too, not only by `TextCuts`, which decides where the policy may
                        // cut: a number the texts were made of, with its sign, currency, unit or rate, is kept whole or
                        // dropped whole (#23: "₹1,250.00…" for "₹1,250.00/h", "7,9…" for "7,9 m³").
                        let characters = Array(cut.text)
                        for number in LongTexts.numbers.map({ Array($0.trimmingCharacters(in: CharacterSet(charactersIn: "()"))) }) {
                            for start in characters.indices where characters[start...].starts(with: number) {
                                #expect(!(start < kept && kept < start + number.count),
                                        "\(context): \(cut.owner) drew \"\(cut.text)\" as \"\(cut.shown)\", cutting \"\(String(number))\"")
                            }
                        }
                    }
                }
                var runs: [String: [GlyphRun]] = [:]
                for owned in tree.owners {
                    guard case .complication(let id) = owned.owner else { continue }
                    for case .glyphs(let run, _) in tree.nodes[owned.nodes] { runs[id, default: []].append(run) }
                }
                for complication in redacted.complications {
                    let drawn = (runs[complication.id] ?? []).map(\.text).joined().filter { !$0.isWhitespace }
                    for line in LongTexts.shown(complication.content) {
                        guard case .text(let text) = line.content else { continue }
                        let forms = [text] + line.shortForms
                        // By characters rather than as a substring: runs come in visual order, right to left text too.
                        let whole = forms.contains { LongTexts.holds(drawn, $0) }
                        let reported = tree.shortened.contains { $0.owner == complication.id && $0.text == text }
                        #expect(whole || reported, "\(context): \(complication.id)'s \"\(text)\" is lost: drew \"\(drawn)\"")
                    }
                    // A stack's later lines are never drawn larger than its first (in a rectangular, than a first
                    // written at least as large as they are).
                    if case .stack(let stack) = complication.content, stack.lines.count > 1,
                       complication.family == .accessoryCircular || complication.family == .graphicExtraLarge
                        || (complication.family == .accessoryRectangular && stack.lines.allSatisfy { $0.font.size <= stack.lines[0].font.size }),
                       case .text(let first) = stack.lines[0].content {
                        let own = runs[complication.id] ?? []
                        let firstSize = own.filter { first.contains($0.text.replacingOccurrences(of: "…", with: "")) }.map(\.size).max()
                        for line in stack.lines.dropFirst() {
                            guard case .text(let text) = line.content, let firstSize else { continue }
                            let sizes = own.filter { !first.contains($0.text) && text.contains($0.text.replacingOccurrences(of: "…", with: "")) }.map(\.size)
                            #expect(sizes.allSatisfy { $0 <= firstSize + 1e-9 }, "\(context): \(complication.id): \(sizes) under \(firstSize)")
                        }
                    }
                }
            }
        }
    }

    /// Issue #23, as a property (stranger20 #5: 40 and 41 mm drew "సెన్సెక్స్ 85,412.37 (+1.24%) · నిఫ్టీ 26,105" whole
    /// at 8.4 and 8.9 pt, 45 and 49 mm dropped the Nifty reading at 11 pt, though their slot is wider): one line of
    /// words and numbers in groups, in a rectangular's stack under a header, is drawn on 40, 41, 45 and 49 mm, active
    /// and Always On, Bold Text on and off. A larger screen keeps every number a smaller one keeps at ¾ of the legible
    /// size or more, and where both draw the same, the larger draws it no smaller.
    /// `DIAL_MONOTONE_CASES` runs more.
    @Test func aLargerScreenKeepsEveryNumberASmallerOneKeeps() throws {
        let cases = Self.environment["DIAL_MONOTONE_CASES"].flatMap(Int.init) ?? 48
        let renderer = try Renderer()
        var random = RandomFace(generator: SeededGenerator(seed: Self.seed &+ 12))
        let devices: [DeviceID] = [.mm40, .mm41, .mm45, .mm49]
        for index in 0..<cases {
            let line = ScreenLines.line(with: &random)
            let escaped = String(decoding: try JSONEncoder().encode(line), as: UTF8.self)
            for bold in [false, true] {
                let json = ##"{ "schemaVersion": 1, "style": "modular", "settings": { "boldText": \##(bold) }, "complications": [ { "id": "c", "slot": "center", "family": "accessoryRectangular", "dataProtection": "none", "content": { "template": "stack", "lines": [ "\##(ScreenLines.header)", \##(escaped) ] } } ] }"##
                let face = try Face.decode(Array(json.utf8), file: "monotone.json")
                for display in Display.allCases {
                    let drawn = try devices.map { device in
                        try ScreenLines.drawn(line, in: renderer.layoutTree(face, in: RenderContext(display: display, device: device)))
                    }
                    for (smaller, small) in zip(devices, drawn).enumerated() {
                        for (larger, large) in zip(devices, drawn).dropFirst(smaller + 1) {
                            let context = "case \(index) (seed \(Self.seed &+ 12)): \"\(line)\", Bold Text \(bold), \(display.rawValue): "
                                + "\(small.0.rawValue) drew \"\(small.1.shown)\" at \(small.1.size) px, \(larger.rawValue) \"\(large.shown)\" at \(large.size) px"
                            // At a size read at a glance (¾ of the legible 11 pt or more): below it a smaller screen's
                            // line is a last resort (a cut that keeps nothing of its numbers shrinks on whole, toward
                            // 4.5 pt), which a larger screen whose cut keeps a number at a legible size need not follow.
                            if small.1.size >= LegibleSize.large * TextFitter.lastQuarter - 1e-9 {
                                let lost = small.1.numbers.filter { number in
                                    small.1.numbers.filter { $0 == number }.count > large.numbers.filter { $0 == number }.count
                                }
                                #expect(lost.isEmpty, "\(context): \(lost) dropped")
                            }
                            if small.1.shown == large.shown { #expect(large.size >= small.1.size - 1e-9, "\(context)") }
                        }
                    }
                }
            }
        }
    }
}

/// Lines of words and numbers in groups, for `aLargerScreenKeepsEveryNumberASmallerOneKeeps`, and what a layout drew of
/// one.
enum ScreenLines {
    /// The stack's first line, short enough never to be cut, so that the line under it is the one fitted.
    static let header = "Markets"
    static let words = ["సెన్సెక్స్", "నిఫ్టీ", "హైదరాబాద్‌లో", "మెట్రో", "Room", "Priya", "Tom", "Gate", "Platform", "Schiphol",
                        "Kontostand", "ETA", "Москва", "Шамал", "नमस्ते", "मुंबई", "Next", "lunch", "at", "Rashid", "Khan",
                        "Svoris", "tikslas", "ปตท.", "東京", "Tower"]
    static let numbers = ["85,412.37", "(+1.24%)", "26,105", "₹24,269", "10:30", "4", "12:30", "3,2 kW", "−12.5 °C", "140%",
                          "72 BPM", "HK$412.60", "▼2.15%", "18,402", "(4 val.)", "72,4 kg", "3/42", "(10)", "23:02", "B42"]

    static func line(with random: inout RandomFace) -> String {
        let groups = (0..<Int.random(in: 1...3, using: &random.generator)).map { _ in
            let parts = (0..<Int.random(in: 1...4, using: &random.generator)).map { _ in
                random.generator.chance(0.55) ? random.pick(words) : random.pick(numbers)
            }
            return parts.joined(separator: " ")
        }
        return groups.joined(separator: random.pick([" · ", " · ", ", "]))
    }

    /// What the layout drew of `line` (the text, a shorter cut of it or nothing), at what size, and the numbers of
    /// `line` that drawing keeps, each as often as it keeps it.
    static func drawn(_ line: String, in tree: LayoutTree) -> (shown: String, size: Double, numbers: [String]) {
        let shown = tree.shortened.first { $0.owner == "c" && $0.text == line }?.shown ?? line
        var size = 0.0
        for owned in tree.owners where owned.owner == .complication("c") {
            for case .glyphs(let run, _) in tree.nodes[owned.nodes] where run.text != header { size = max(size, run.size) }
        }
        let characters = Array(line)
        let numbers = TextCuts(line).numbers.map { String(characters[$0]) }
        var kept: [String] = []
        for number in Set(numbers) {
            let count = min(shown.components(separatedBy: number).count - 1, numbers.filter { $0 == number }.count)
            kept += Array(repeating: number, count: count)
        }
        return (shown, size, kept.sorted())
    }
}

/// Long words and large numbers with units, for `randomLongTextsNeverCutANumberNorGoSilently`.
enum LongTexts {
    static let words = ["Stromverbrauch", "Energieautarkie", "Geschwindigkeitsbegrenzung", "PRÓXIMO TREN", "Kontostand",
                        "Luftqualität", "Herzfrequenzvariabilität", "Überweisung", "Niederschlagswahrscheinlichkeit", "ETA DXB",
                        // Prose in scripts written without spaces between words, cut between syllables.
                        "လက်ဖက်ရည်ဆိုင်မနက်ခြောက်နာရီ", "ហាងបើកម៉ោងប្រាំមួយព្រឹក", "ຮ້ານເປີດເວລາຫົກໂມງເຊົ້າ"]
    static let numbers = ["3,2 kW", "1,284,930.55", "CHF 12,345.60", "140%", "−12.5 °C", "23:02", "05:42Z", "(+01:30)", "▲1.2%",
                          "€ 1.234,56", "72 BPM", "18,402", "999,999,999", "24 km/h", "-1000000000",
                          // Grouped by spaces, Arabic script's percent and currencies, a telephone number.
                          "₮1 248 500 000", "12 450 000 toman", "▼۰٫۴٪", "٢٬٤٥٠٫٧٥ ر.س", "+966 55 123 4567",
                          // A code before its amount and a currency's name after it, lakh grouping in Gujarati digits.
                          "USD 12,500.00", "12,450,000,000 rial", "₹૩,૮૫,૦૦૦", "₦1,250,000,000",
                          // A rate and a unit's power, which go with their number (#23).
                          "₹1,250.00/h", "7,9 m³", "31,9 ct/kWh", "12,90 €/Monat"]

    /// Signs a cut never leaves at the end of a shortened text, without the letter they belong to: Khmer's coeng and
    /// Myanmar's virama (which stack the next consonant), and the vowels Lao and Thai write before their consonant.
    static let strandedSigns: Set<UInt32> = [0x17D2, 0x1039, 0x0E40, 0x0E41, 0x0E42, 0x0E43, 0x0E44, 0x0EC0, 0x0EC1, 0x0EC2, 0x0EC3, 0x0EC4]

    /// Whether `drawn` has every character of `text` (spaces aside), as many times.
    static func holds(_ drawn: String, _ text: String) -> Bool {
        var counts: [Character: Int] = [:]
        for character in drawn where !character.isWhitespace { counts[character, default: 0] += 1 }
        for character in text where !character.isWhitespace {
            guard let count = counts[character], count > 0 else { return false }
            counts[character] = count - 1
        }
        return true
    }

    static func text(with random: inout RandomFace) -> String {
        let count = Int.random(in: 1...4, using: &random.generator)
        // Words of every pinned script among them (Devanagari, Thai, Bengali, Tamil, Hangul, kana, Han, Arabic,
        // Hebrew, Greek, Cyrillic, Latin with diacritics...), as a face in any language writes its numbers.
        let parts = (0..<count).map { _ in
            random.generator.chance(0.5) ? random.pick(random.generator.chance(0.5) ? words : RandomFace.scriptWords) : random.pick(numbers)
        }
        return parts.joined(separator: random.pick([" ", " ", " · ", " – "]))
    }

    static func rewrite(_ line: TextDocument, with random: inout RandomFace) -> TextDocument {
        var line = line
        // A live time text becomes a written one: this property is about long texts.
        (line.date, line.style, line.timeZone) = (nil, nil, nil)
        line.text = text(with: &random)
        if line.alwaysOn?.text != nil { line.alwaysOn?.text = text(with: &random) }
        if random.generator.chance(0.3) {
            line.shortText = ShortTextDocument(random.generator.chance(0.5) ? [random.pick(numbers)] : [random.pick(words), random.pick(numbers)])
        }
        return line
    }

    static func rewrite(_ content: ContentDocument, with random: inout RandomFace) -> ContentDocument {
        map(content) { $0 = rewrite($0, with: &random) }
    }

    /// `content` with `change` made to each of its template's texts (a view's are left as they are).
    static func map(_ content: ContentDocument, _ change: (inout TextDocument) -> Void) -> ContentDocument {
        func each(_ line: TextDocument?) -> TextDocument? { line.map { var line = $0; change(&line); return line } }
        switch content {
        case .stack(var stack):
            stack.lines = stack.lines.map { each($0)! }
            return .stack(stack)
        case .gauge(var gauge):
            (gauge.text, gauge.title) = (each(gauge.text), each(gauge.title))
            (gauge.leading, gauge.trailing) = (each(gauge.leading), each(gauge.trailing))
            return .gauge(gauge)
        case .rings(var rings):
            rings.text = each(rings.text)
            return .rings(rings)
        case .curvedText(var curved):
            curved.text = each(curved.text)!
            curved.inner = curved.inner.map { map($0, change) }
            return .curvedText(curved)
        case .chart(var chart):
            chart.title = each(chart.title)
            return .chart(chart)
        case .image(var image):
            image.title = each(image.title)
            return .image(image)
        case .view:
            return content
        }
    }

    /// The shown texts of a complication's content as they reached layout (end labels are short by nature and have
    /// their own rule: legible or left out and reported, which the report covers too).
    static func shown(_ content: RedactedContent) -> [RedactedText] {
        let lines: [RedactedText?] = switch content {
        case .stack(let stack): stack.lines
        case .gauge(let gauge): [gauge.text, gauge.title, gauge.leading, gauge.trailing]
        case .rings(let rings): [rings.text]
        case .curvedText(let curved): [curved.text] + (curved.inner.map(shown) ?? [])
        case .chart(let chart): [chart.title]
        case .image(let image): [image.title]
        case .view(let view): view.root.leaves.compactMap { if case .text(let line, _) = $0 { line } else { nil } }
        case .systemPlaceholder: []
        }
        return lines.compactMap { $0 }.filter { if case .text = $0.content { true } else { false } }
    }
}
