import DialCore
import DialModel
import Testing

/// docs/privacy.md, "Containment" and "How a redaction is drawn": `privacySensitive` on a template covers every
/// part of it except parts marked `unredacted`, and nothing hidden keeps its own colour.
@Suite struct ContainmentTests {
    /// The one complication of a modular face, redacted in Always On with Hide Sensitive Complications on.
    func hidden(_ family: Family, _ content: ContentDocument, slot: SlotID? = nil) throws -> RedactedContent {
        let slot = slot ?? (family == .accessoryRectangular ? .center : .bottomLeft)
        let face = Fixtures.face(ComplicationDocument(id: "c", slot: slot, family: family, content: content))
        return try Redactor.redact(try Fixtures.resolve(face, .alwaysOn), measure: Fixtures.measure).complications[0].content
    }

    func chart(title: TextDocument) -> ContentDocument {
        var chart = ChartDocument(style: .line, values: [100, 120, 180], title: title)
        chart.privacySensitive = true
        chart.color = Color(red: 0xFF, green: 0, blue: 0)
        return .chart(chart)
    }

    @Test func aSensitiveChartHidesItsTitle() throws {
        guard case .chart(let chart) = try hidden(.accessoryRectangular, chart(title: Fixtures.text("Glucose 180 mg/dL HIGH"))) else {
            Issue.record("expected a chart"); return
        }
        #expect(chart.data == .hidden)
        #expect(chart.title?.content == .bar(.ems(3.5)))
    }

    @Test func anUnredactedTitleOverASensitiveChartStays() throws {
        guard case .chart(let chart) = try hidden(.accessoryRectangular, chart(title: Fixtures.text("Glucose", unredacted: true))) else {
            Issue.record("expected a chart"); return
        }
        #expect(chart.data == .hidden)
        #expect(chart.title?.content == .text("Glucose"))
    }

    @Test func aSensitiveGaugeHidesItsTitleAndLabels() throws {
        var gauge = GaugeDocument(value: 6.4, min: 0, max: 10, privacySensitive: true, text: Fixtures.text("6.4 km"))
        gauge.title = Fixtures.text("MORNING RUN 6.4 km")
        gauge.leading = Fixtures.text("0")
        gauge.trailing = Fixtures.text("10 km", unredacted: true)
        guard case .gauge(let redacted) = try hidden(.accessoryRectangular, .gauge(gauge)) else { Issue.record("expected a gauge"); return }
        #expect(redacted.value == .hidden)
        #expect(redacted.title?.content == .bar(.ems(3.5)))
        #expect(redacted.leading?.content == .bar(.ems(3.5)))
        #expect(redacted.trailing?.content == .text("10 km"))
    }

    @Test func aSensitivePictureHidesItsTitle() throws {
        var image = ImageDocument(source: .icon(.heart))
        image.privacySensitive = true
        let content = ContentDocument.image(ImageTemplateDocument(image: image, title: Fixtures.text("Cardiology 14:00")))
        guard case .image(let template) = try hidden(.accessoryRectangular, content) else { Issue.record("expected an image"); return }
        #expect(template.image.content == .hidden(Redactor.redactionColor))
        #expect(template.title?.content == .bar(.ems(3.5)))
    }

    @Test func aSensitiveImageTemplateCoversItsPictureAndTitle() throws {
        let content = ContentDocument.image(ImageTemplateDocument(image: ImageDocument(source: .icon(.heart)),
                                                                  title: Fixtures.text("Cardiology"), privacySensitive: true))
        guard case .image(let template) = try hidden(.accessoryRectangular, content) else { Issue.record("expected an image"); return }
        #expect(template.image.content == .hidden(Redactor.redactionColor))
        #expect(template.title?.content == .bar(.ems(3.5)))
    }

    @Test func aSensitiveStackCoversEveryLineAndItsIconButNotAnUnredactedLine() throws {
        let stack = StackDocument(lines: [Fixtures.text("Dr Okafor"), Fixtures.text("Oncology"), Fixtures.text("Calendar", unredacted: true)],
                                  icon: ImageDocument(source: .icon(.heart)), privacySensitive: true)
        // A second, unflagged complication shows that the stack's flag is what hides its lines: on its own, a
        // complication without flags is hidden whole anyway.
        let face = Fixtures.face(
            ComplicationDocument(id: "s", slot: .center, family: .accessoryRectangular, content: .stack(stack)))
        let redacted = try Redactor.redact(try Fixtures.resolve(face, .alwaysOn), measure: Fixtures.measure)
        guard case .stack(let lines) = redacted.complications[0].content else { Issue.record("expected a stack"); return }
        // What the stack's mark hides is one region: one bar where its first hidden line was, and no icon, so that
        // neither how many lines it hid nor whether it had an icon shows.
        #expect(lines.lines.map(\.content) == [.bar(.ems(3.5)), .text("Calendar")])
        #expect(lines.icon == nil)
        // Flagged, the stack marks its complication's sensitive parts: the unredacted line is not hidden whole.
        let decision = try #require(Redactor.decisions(try Fixtures.resolve(face, .alwaysOn)).first)
        #expect(decision.elements.map(\.shown) == [false, false, true, false])
        // Explain lists the region once, as it is drawn.
        #expect(decision.listed.map(\.element) == [.line(0), .line(2)])
        // A line marked on its own keeps its own bar: the author's structure.
        var marked = stack
        (marked.privacySensitive, marked.lines[0].privacySensitive, marked.lines[1].privacySensitive) = (nil, true, true)
        let own = try Redactor.redact(try Fixtures.resolve(Fixtures.face(
            ComplicationDocument(id: "s", slot: .center, family: .accessoryRectangular, content: .stack(marked))), .alwaysOn), measure: Fixtures.measure)
        guard case .stack(let ownLines) = own.complications[0].content else { Issue.record("expected a stack"); return }
        #expect(ownLines.lines.map(\.content) == [.bar(.ems(3.5)), .bar(.ems(3.5)), .text("Calendar")])
        #expect(ownLines.icon != nil)
    }

    @Test func aSensitiveBezelCoversItsInnerContent() throws {
        let inner = ContentDocument.gauge(GaugeDocument(value: 0.5, text: Fixtures.text("72")))
        let bezel = CurvedTextDocument(text: Fixtures.text("HEART 72 BPM"), inner: inner, privacySensitive: true)
        let face = Fixtures.face(style: .infograph,
                                 ComplicationDocument(id: "b", slot: .subdialTop, family: .graphicBezel, content: .curvedText(bezel)))
        let redacted = try Redactor.redact(try Fixtures.resolve(face, .alwaysOn), measure: Fixtures.measure)
        guard case .curvedText(let curved) = redacted.complications[0].content, case .gauge(let gauge)? = curved.inner else {
            Issue.record("expected a bezel around a gauge"); return
        }
        #expect(curved.text.content == .bar(.ems(3.5)))
        #expect(gauge.value == .hidden)
        #expect(gauge.text?.content == .bar(.ems(3.5)))
    }

    /// A bezel's inner stack hidden by its mark is one region, as a stack alone is: one bar where its first line was,
    /// no icon, and one element in the decision explain lists, which is what the redact stage draws (review of session
    /// 14, §10: the pixels folded the lines while explain listed each).
    @Test(arguments: [1, 2])
    func aBezelsInnerStackIsOneRegion(hiddenLines: Int) throws {
        let lines = (0..<hiddenLines).map { Fixtures.text("\($0 * 7 + 65)") }
        let inner = ContentDocument.stack(StackDocument(lines: lines, icon: ImageDocument(source: .icon(.heart)), privacySensitive: true))
        let bezel = CurvedTextDocument(text: Fixtures.text("Friday 26 November"), inner: inner)
        let face = Fixtures.face(style: .infograph,
                                 ComplicationDocument(id: "b", slot: .subdialTop, family: .graphicBezel, content: .curvedText(bezel)))
        let resolved = try Fixtures.resolve(face, .alwaysOn)
        let redacted = try Redactor.redact(resolved, measure: Fixtures.measure)
        guard case .curvedText(let curved) = redacted.complications[0].content, case .stack(let stack)? = curved.inner else {
            Issue.record("expected a bezel around a stack"); return
        }
        #expect(curved.text.content == .text("Friday 26 November"))
        #expect(stack.lines.map(\.content) == [.bar(.ems(3.5))])
        #expect(stack.icon == nil)
        let listed = Redactor.decisions(resolved)[0].listed
        #expect(listed.map(\.element.description) == ["text", "inner.lines[0]"])
        #expect(listed.map(\.shown) == [true, false])
        // Active, nothing is hidden: every line and the icon are listed and drawn, so the property can fail.
        let active = try Fixtures.resolve(face, .active)
        #expect(Redactor.decisions(active)[0].listed.count == 2 + hiddenLines)
    }

    /// A reading drawn red when high must not show red bars: every hidden part takes the redaction colour.
    @Test func hiddenPartsTakeTheRedactionColourNotTheirOwn() throws {
        let red = Color(red: 0xFF, green: 0, blue: 0)
        guard case .chart(let chart) = try hidden(.accessoryRectangular, chart(title: Fixtures.text("HIGH", color: red))) else {
            Issue.record("expected a chart"); return
        }
        #expect(chart.color == Redactor.redactionColor && !chart.accentable)
        #expect(chart.title?.color == Redactor.redactionColor)

        var gauge = GaugeDocument(value: 0.9, color: red, privacySensitive: true, text: Fixtures.text("90", color: red))
        gauge.accentable = true
        guard case .gauge(let hiddenGauge) = try hidden(.accessoryCircular, .gauge(gauge)) else { Issue.record("expected a gauge"); return }
        #expect(hiddenGauge.color == Redactor.redactionColor && !hiddenGauge.accentable)
        #expect(hiddenGauge.text?.color == Redactor.redactionColor && hiddenGauge.text?.accentable == false)

        var rings = RingsDocument(rings: [RingDocument(value: 3, max: 4, color: red)])
        rings.privacySensitive = true
        guard case .rings(let hiddenRings) = try hidden(.accessoryCircular, .rings(rings)) else { Issue.record("expected rings"); return }
        #expect(hiddenRings.rings.map(\.color) == [Redactor.redactionColor])
    }

    /// The colours a hidden element would have had change nothing that follows the redact stage.
    @Test func aHiddenElementsColourDoesNotReachTheRedactedFace() throws {
        func redacted(_ color: Color) throws -> RedactedContent {
            var gauge = GaugeDocument(value: 0.9, color: color, privacySensitive: true, text: Fixtures.text("90", color: color))
            gauge.title = Fixtures.text("Glucose", color: color)
            return try hidden(.accessoryRectangular, .gauge(gauge))
        }
        #expect(try redacted(Color(red: 0xFF, green: 0, blue: 0)) == redacted(Color(red: 0, green: 0xFF, blue: 0)))
    }
}
