import DialCore
import DialModel
import DialText
import Testing

@Suite struct LayoutEngineTests {
    func layout(_ document: FaceDocument, _ display: Display = .active) throws -> LayoutTree {
        LayoutEngine.layout(try Redactor.redact(try Fixtures.resolve(document, display), measure: Fixtures.measure), shaper: try Fixtures.shaper)
    }

    func runs(_ tree: LayoutTree) -> [GlyphRun] {
        tree.nodes.compactMap { if case .glyphs(let run, _) = $0 { run } else { nil } }
    }

    @Test func framesTheScreenOfTheDevice() throws {
        var document = Fixtures.face()
        document.device = .mm41
        let tree = try layout(document)
        #expect(tree.width == 352)
        #expect(tree.height == 430)
        #expect(tree.screenCornerRadius == 74)
    }

    @Test func infographHasSixtyTicksAndThreeHands() throws {
        let tree = try layout(Fixtures.face(style: .infograph))
        let lines = tree.nodes.filter { if case .stroke(.line, _, _) = $0 { true } else { false } }
        // 60 ticks, two segments each for the hour and minute hands, one seconds hand.
        #expect(lines.count == 60 + 4 + 1)
        let alwaysOn = try layout(Fixtures.face(style: .infograph), .alwaysOn)
        #expect(alwaysOn.nodes.filter { if case .stroke(.line, _, _) = $0 { true } else { false } }.count == 60 + 4)
    }

    @Test func handsPointAtTheTime() throws {
        var document = Fixtures.face(style: .infograph)
        document.time = Timestamp(iso8601: "2026-11-22T03:00:00Z")
        let tree = try layout(document)
        let hands = tree.nodes.compactMap { node -> (Point, Point)? in
            if case .stroke(.line(let from, let to), let stroke, _) = node, stroke.cap == .round { (from, to) } else { nil }
        }
        // Hour hand (second segment) points right at 3:00; minute hand straight up.
        let hour = hands[1], minute = hands[3]
        #expect(abs(hour.1.y - hour.0.y) < 0.001 && hour.1.x > hour.0.x)
        #expect(abs(minute.1.x - minute.0.x) < 0.001 && minute.1.y < minute.0.y)
    }

    @Test func digitalTimeIsTwelveHourUnlessAsked() throws {
        var document = Fixtures.face()
        document.time = Timestamp(iso8601: "2026-11-22T15:04:05Z")
        #expect(runs(try layout(document)).map(\.text) == ["3:04"])
        document.clock = ClockDocument(seconds: true, twentyFourHour: true)
        #expect(runs(try layout(document)).map(\.text) == ["15:04:05"])
        #expect(runs(try layout(document, .alwaysOn)).map(\.text) == ["15:04"])
    }

    @Test func rectangularLinesStackDownwardsInsideTheirFrame() throws {
        let tree = try layout(Fixtures.face(Fixtures.calendar(Fixtures.text("One"), Fixtures.text("Two"), Fixtures.text("Three"))))
        let lines = runs(tree).filter { ["One", "Two", "Three"].contains($0.text) }
        let baselines = lines.map { $0.glyphs[0].origin.y }
        #expect(lines.map(\.text) == ["One", "Two", "Three"])
        #expect(baselines == baselines.sorted())
        let platter = try #require(tree.nodes.compactMap { node -> Rect? in
            if case .fill(.roundedRect(let rect, _), let ink) = node, ink.role == .background { rect } else { nil }
        }.first)
        #expect(lines.allSatisfy { $0.glyphs[0].origin.x > platter.x })
        #expect(baselines.allSatisfy { $0 > platter.y && $0 < platter.maxY })
    }

    @Test func longTextIsCutWithAnEllipsis() throws {
        let long = String(repeating: "Wednesday ", count: 10)
        let tree = try layout(Fixtures.face(Fixtures.calendar(Fixtures.text(long))))
        let run = try #require(runs(tree).first { $0.text != "10:09" })
        #expect(run.text.hasSuffix("…"))
        #expect(run.text.count < long.count)
    }

    @Test func aRedactedLineBecomesABarOnItsBaseline() throws {
        let document = Fixtures.face(Fixtures.calendar(Fixtures.text("Title"), Fixtures.text("Secret", sensitive: true)))
        let tree = try layout(document, .alwaysOn)
        #expect(!runs(tree).contains { $0.text.contains("Secret") })
        let bars = tree.nodes.compactMap { node -> Rect? in
            if case .fill(.roundedRect(let rect, _), let ink) = node, ink.role == .content { rect } else { nil }
        }
        #expect(bars.count == 1)
        let bar = try #require(bars.first)
        #expect(abs(bar.width - 3.5 * 39) < 0.001)
        // Same frame as the active line: the bar sits where the text's capitals would.
        let active = try layout(document)
        let secret = try #require(runs(active).first { $0.text == "Secret" })
        #expect(abs(bar.maxY - secret.glyphs[0].origin.y) < 0.001)
    }

    @Test func cornerTextIsTurnedAlongTheBezel() throws {
        let corner = ComplicationDocument(id: "c", slot: .topLeft, family: .accessoryCorner, content: Fixtures.stack(Fixtures.text("WEATHER")))
        let tree = try layout(Fixtures.face(style: .infograph, corner))
        let run = try #require(runs(tree).first { $0.text == "WEATHER" })
        let rotations = run.glyphs.map(\.rotation)
        #expect(rotations.allSatisfy { $0 != 0 })
        // Read clockwise along the top-left: each glyph turned a little further than the one before.
        #expect(rotations == rotations.sorted())
        #expect(run.glyphs.allSatisfy { $0.origin.x < 198 && $0.origin.y < 242 })
    }

    /// In Always On a circular stack's hidden first line is its bar, and the caption under it is drawn no taller than
    /// that bar, which stands for the line the caption belongs to: "ઉધાર" was drawn at its full 29 px under a bar
    /// 21 px tall, its letters taller than the bar, reading as the reading (stranger18 #7, the jeweller's `khata`).
    /// Its size follows only what is shown: the same whatever amount is hidden.
    @Test(arguments: [DeviceID.mm40, .mm45, .mm49])
    func aCaptionUnderAHiddenLineIsNoTallerThanItsBar(device: DeviceID) throws {
        func caption(under amount: String) throws -> (run: GlyphRun, top: Double, bar: Rect) {
            let json = ##"{ "schemaVersion": 1, "style": "modular", "locale": "gu-IN", "settings": {"hideSensitiveComplications": true}, "complications": [{"id": "k", "slot": "bottomRight", "family": "accessoryCircular", "content": {"template": "stack", "lines": [{"text": "\##(amount)", "privacySensitive": true}, "ઉધાર"]}}] }"##
            let tree = try Fixtures.layout(json: json, device: device, .alwaysOn)
            let run = try #require(runs(tree).first { $0.text == "ઉધાર" })
            let bar = try #require(tree.nodes.compactMap { node -> Rect? in
                if case .fill(.roundedRect(let rect, _), let ink) = node, ink.color == Redactor.redactionColor { rect } else { nil }
            }.first)
            let shaper = try Fixtures.shaper
            let top = run.glyphs.compactMap { glyph in shaper.inkBox(of: glyph.id, font: run.font, size: run.size).map { glyph.origin.y + $0.top } }.min() ?? .infinity
            return (run, top, bar)
        }
        let (run, top, bar) = try caption(under: "−₹4,12,500")
        let baseline = try #require(run.glyphs.first).origin.y
        #expect(baseline - top <= bar.height + 0.01, "letters \(baseline - top) px tall under a bar \(bar.height) px tall")
        #expect(try caption(under: "1").run.size == run.size, "the caption's size does not follow the hidden amount")
    }
}

/// What `dial lint` calls a misleading cut: under half the characters kept, or a number cut through.
@Suite struct ShortenedTextTests {
    @Test(arguments: [("$999,999,999", "$999,9…"), ("100k", "1…"), ("-1000000000", "-10000…"), ("+100", "+…"),
                      ("Bedtime 23:05", "Bedtime 23:0…"), ("268%", "2…"), ("Heavy snow tonight", "Heavy…")])
    func misleading(text: String, shown: String) {
        #expect(ShortenedText(owner: "c", text: text, shown: shown).isMisleading)
    }

    @Test(arguments: [("Quarterly Business Review", "Quarterly Business…"), ("Dentist 14:30 Main St", "Dentist 14:30 Main…"),
                      ("12 km 340 m to go", "12 km 340 m…")])
    func honest(text: String, shown: String) {
        #expect(!ShortenedText(owner: "c", text: text, shown: shown).isMisleading)
    }
}
