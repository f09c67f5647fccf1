import DialCore
import DialModel
import Testing

@Suite struct RedactorTests {
    func lines(_ document: FaceDocument, _ display: Display, _ overrides: RenderOverrides = RenderOverrides()) throws -> [RedactedText.Content] {
        let face = try Redactor.redact(try Fixtures.resolve(document, display, overrides), measure: Fixtures.measure)
        guard case .stack(let stack) = face.complications[0].content else { return [] }
        let lines = stack.lines
        return lines.map(\.content)
    }

    static let calendar = Fixtures.face(Fixtures.calendar(
        Fixtures.text("Team standup"), Fixtures.text("10:30 Room 4", sensitive: true), Fixtures.text("Next: lunch", unredacted: true)))

    @Test func activeShowsEverything() throws {
        #expect(try lines(Self.calendar, .active) == [.text("Team standup"), .text("10:30 Room 4"), .text("Next: lunch")])
    }

    @Test func alwaysOnWithHideSensitiveReplacesOnlySensitiveElements() throws {
        #expect(try lines(Self.calendar, .alwaysOn) == [.text("Team standup"), .bar(.ems(3.5)), .text("Next: lunch")])
    }

    @Test func alwaysOnWithoutTheSettingShowsEverything() throws {
        let shown = try lines(Self.calendar, .alwaysOn, RenderOverrides(hideSensitiveComplications: false))
        #expect(shown == [.text("Team standup"), .text("10:30 Room 4"), .text("Next: lunch")])
    }

    @Test func perComplicationChoiceOverridesTheGlobalSetting() throws {
        var shown = Self.calendar
        shown.settings?.perComplication = ["calendar": .show]
        #expect(try lines(shown, .alwaysOn) == [.text("Team standup"), .text("10:30 Room 4"), .text("Next: lunch")])

        var hidden = Self.calendar
        hidden.settings = SettingsDocument(hideSensitiveComplications: false, perComplication: ["calendar": .hide])
        #expect(try lines(hidden, .alwaysOn) == [.text("Team standup"), .bar(.ems(3.5)), .text("Next: lunch")])
    }

    /// Its two hidden lines are one region, one bar where the first was: how many lines it hid does not show.
    @Test func aComplicationWithNoSensitiveElementIsRedactedWhole() throws {
        let document = Fixtures.face(Fixtures.calendar(Fixtures.text("A"), Fixtures.text("B"), Fixtures.text("C", unredacted: true)))
        #expect(try lines(document, .alwaysOn) == [.bar(.ems(3.5)), .text("C")])
    }

    @Test func barWidthComesFromThePlaceholderElement() throws {
        let document = Fixtures.face(Fixtures.calendar(
            Fixtures.text("Secret", sensitive: true), placeholder: Fixtures.stack(Fixtures.text("Calendar"))))
        #expect(try lines(document, .alwaysOn) == [.bar(.widthOf("Calendar"))])
    }

    @Test func aSensitiveGaugeLosesItsValueAndTextButKeepsItsTrack() throws {
        let gauge = ComplicationDocument(id: "g", slot: .bottomLeft, family: .accessoryCircular,
                                         content: .gauge(GaugeDocument(value: 0.7, privacySensitive: true, text: Fixtures.text("70%"))))
        let face = try Redactor.redact(try Fixtures.resolve(Fixtures.face(gauge), .alwaysOn), measure: Fixtures.measure)
        guard case .gauge(let redacted) = face.complications[0].content else { Issue.record("expected a gauge"); return }
        #expect(redacted.value == .hidden)
        #expect(redacted.text?.content == .bar(.ems(2)))
        #expect(face.complications[0].reasons == .privacy)
    }

    @Test func unredactedTextInsideASensitiveGaugeStays() throws {
        let gauge = ComplicationDocument(id: "g", slot: .bottomLeft, family: .accessoryCircular,
                                         content: .gauge(GaugeDocument(value: 0.7, privacySensitive: true,
                                                                       text: Fixtures.text("Move", unredacted: true))))
        let face = try Redactor.redact(try Fixtures.resolve(Fixtures.face(gauge), .alwaysOn), measure: Fixtures.measure)
        guard case .gauge(let redacted) = face.complications[0].content else { Issue.record("expected a gauge"); return }
        #expect(redacted.value == .hidden)
        #expect(redacted.text?.content == .text("Move"))
    }

    /// The redacted face is the same whatever the secret was: nothing of it survives the stage.
    @Test(arguments: ["", "x", "10:30 Dr Okafor — oncology", String(repeating: "長い秘密", count: 50), "مرحبا بالعالم", "👩‍👩‍👧‍👦"])
    func redactedFaceDoesNotDependOnTheSecret(secret: String) throws {
        func redacted(_ value: String) throws -> RedactedFace {
            try Redactor.redact(try Fixtures.resolve(Fixtures.face(Fixtures.calendar(
                Fixtures.text("Title"), Fixtures.text(value, sensitive: true))), .alwaysOn), measure: Fixtures.measure)
        }
        #expect(try redacted(secret) == redacted("something else entirely"))
        #expect(try redacted(secret) != Redactor.redact(try Fixtures.resolve(Fixtures.face(Fixtures.calendar(
            Fixtures.text("Title"), Fixtures.text(secret, sensitive: true))), .active), measure: Fixtures.measure))
    }

    /// A hidden photo and a hidden icon were told apart in the accented mode: `accentable` defaults to false for a
    /// picture and true for an icon, and the stand-in shape took that default, so it was grey for one and tinted for
    /// the other. Found by NonInterferenceTests once it varied pictures.
    @Test(arguments: [nil, true, false] as [Bool?])
    func aHiddenPictureDoesNotShowWhetherItWasAPhotoOrAnIcon(accentable: Bool?) throws {
        let photo = Bitmap(width: 2, height: 2, straightRGBA: [UInt8](repeating: 200, count: 16))
        let sources: [ImageDocument.Source] = [.icon(.heart), .file("photo.png"),
                                               .path(PathText(PathData(elements: [.move(x: 0, y: 0), .line(x: 9, y: 9), .close])), viewBox: .standard)]
        let redacted = try sources.map { source in
            var image = ImageDocument(source: source)
            image.privacySensitive = true
            image.accentable = accentable
            let face = Fixtures.face(ComplicationDocument(id: "photo", slot: .bottomLeft, family: .accessoryCircular,
                                                          content: .image(ImageTemplateDocument(image: image))))
            let resolved = try Resolver.resolve(face, name: "test", display: .alwaysOn, overrides: RenderOverrides(renderingMode: .accented),
                                                images: ["photo.png": Picture(file: "photo.png", bitmap: photo)])
            return try Redactor.redact(resolved, measure: Fixtures.measure)
        }
        #expect(redacted[0] == redacted[1])
        #expect(redacted[0] == redacted[2])
        guard case .image(let template) = redacted[0].complications[0].content, case .hidden = template.image.content else {
            Issue.record("expected a hidden image")
            return
        }
        // Whatever the face asked, the stand-in is the neutral redaction colour, never tinted (docs/privacy.md).
        #expect(template.image.content == .hidden(Redactor.redactionColor))
        #expect(template.image.accentable == false)
    }
}

/// A hidden live time text's bar, where bars are as wide as what they hide (`redactionStyle: apple`), is as wide as its
/// style's sample: two dates give the same redacted face.
@Suite struct LiveTimeTextRedactionTests {
    func redacted(_ date: String, style: DateTextStyle) throws -> RedactedFace {
        var line = TextDocument(date: .instant(Timestamp(iso8601: date)!), style: style)
        line.privacySensitive = true
        var complication = Fixtures.calendar(Fixtures.text("Timer"), line)
        complication.redactionStyle = .apple
        return try Redactor.redact(try Fixtures.resolve(Fixtures.face(complication), .alwaysOn), measure: Fixtures.measure)
    }

    @Test(arguments: DateTextStyle.allCases)
    func theBarDoesNotDependOnTheDate(style: DateTextStyle) throws {
        let near = try redacted("2026-11-22T10:11:00+01:00", style: style)
        let far = try redacted("2031-05-17T23:59:59-07:00", style: style)
        #expect(near == far)
        guard case .stack(let stack) = near.complications[0].content, case .bar = stack.lines[1].content else {
            Issue.record("the live text is hidden by a bar")
            return
        }
    }
}
