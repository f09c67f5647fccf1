import DialCore
import DialModel
import Testing

@Suite struct RedactorTests {
    func lines(_ document: FaceDocument, _ display: Display, _ overrides: RenderOverrides = RenderOverrides()) throws -> [RedactedText.Content] {
        let face = Redactor.redact(try Fixtures.resolve(document, display, overrides), measure: Fixtures.measure)
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

    @Test func aComplicationWithNoSensitiveElementIsRedactedWhole() throws {
        let document = Fixtures.face(Fixtures.calendar(Fixtures.text("A"), Fixtures.text("B"), Fixtures.text("C", unredacted: true)))
        #expect(try lines(document, .alwaysOn) == [.bar(.ems(3.5)), .bar(.ems(3.5)), .text("C")])
    }

    @Test func barWidthComesFromThePlaceholderElement() throws {
        let document = Fixtures.face(Fixtures.calendar(
            Fixtures.text("Secret", sensitive: true), placeholder: Fixtures.stack(Fixtures.text("Calendar"))))
        #expect(try lines(document, .alwaysOn) == [.bar(.widthOf("Calendar"))])
    }

    @Test func aSensitiveGaugeLosesItsValueAndTextButKeepsItsTrack() throws {
        let gauge = ComplicationDocument(id: "g", slot: .bottomLeft, family: .accessoryCircular,
                                         content: .gauge(GaugeDocument(value: 0.7, privacySensitive: true, text: Fixtures.text("70%"))))
        let face = Redactor.redact(try Fixtures.resolve(Fixtures.face(gauge), .alwaysOn), measure: Fixtures.measure)
        guard case .gauge(let redacted) = face.complications[0].content else { Issue.record("expected a gauge"); return }
        #expect(redacted.value == .hidden)
        #expect(redacted.text?.content == .bar(.ems(2)))
        #expect(face.complications[0].reasons == .privacy)
    }

    @Test func unredactedTextInsideASensitiveGaugeStays() throws {
        let gauge = ComplicationDocument(id: "g", slot: .bottomLeft, family: .accessoryCircular,
                                         content: .gauge(GaugeDocument(value: 0.7, privacySensitive: true,
                                                                       text: Fixtures.text("Move", unredacted: true))))
        let face = Redactor.redact(try Fixtures.resolve(Fixtures.face(gauge), .alwaysOn), measure: Fixtures.measure)
        guard case .gauge(let redacted) = face.complications[0].content else { Issue.record("expected a gauge"); return }
        #expect(redacted.value == .hidden)
        #expect(redacted.text?.content == .text("Move"))
    }

    /// The redacted face is the same whatever the secret was: nothing of it survives the stage.
    @Test(arguments: ["", "x", "10:30 Dr Okafor — oncology", String(repeating: "長い秘密", count: 50), "مرحبا بالعالم", "👩‍👩‍👧‍👦"])
    func redactedFaceDoesNotDependOnTheSecret(secret: String) throws {
        func redacted(_ value: String) throws -> RedactedFace {
            Redactor.redact(try Fixtures.resolve(Fixtures.face(Fixtures.calendar(
                Fixtures.text("Title"), Fixtures.text(value, sensitive: true))), .alwaysOn), measure: Fixtures.measure)
        }
        #expect(try redacted(secret) == redacted("something else entirely"))
        #expect(try redacted(secret) != Redactor.redact(try Fixtures.resolve(Fixtures.face(Fixtures.calendar(
            Fixtures.text("Title"), Fixtures.text(secret, sensitive: true))), .active), measure: Fixtures.measure))
    }
}
