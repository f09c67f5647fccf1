import DialCore
import DialModel
import Testing

/// The decision table of docs/privacy.md, row by row.
@Suite struct RedactionRuleTests {
    struct Row: Sendable, CustomTestStringConvertible {
        var display: Display = .alwaysOn
        var lock: LockState = .unlocked
        var protection: DataProtection = .completeUntilFirstUserAuthentication
        var hide = false
        var choice: PrivacyChoice = .inherit
        var allowAccess = true
        var current = true
        var expected: RedactionReasons
        var testDescription: String {
            "\(display.rawValue) \(lock.rawValue) \(protection.rawValue) hide:\(hide) \(choice.rawValue) access:\(allowAccess) current:\(current)"
        }
    }

    static let rows: [Row] = [
        Row(display: .active, expected: []),
        Row(expected: []),
        Row(hide: true, expected: .privacy),
        Row(display: .active, hide: true, expected: []),
        Row(hide: true, choice: .show, expected: []),
        Row(hide: false, choice: .hide, expected: .privacy),
        Row(display: .active, choice: .hide, expected: []),
        Row(lock: .beforeFirstUnlock, expected: .placeholder),
        Row(lock: .beforeFirstUnlock, protection: .none, expected: []),
        Row(lock: .beforeFirstUnlock, protection: .complete, expected: .placeholder),
        Row(lock: .locked, expected: []),
        Row(lock: .locked, protection: .complete, expected: .placeholder),
        Row(lock: .locked, protection: .completeUnlessOpen, expected: .placeholder),
        Row(lock: .locked, protection: .none, expected: []),
        Row(lock: .locked, allowAccess: false, expected: .privacy),
        Row(display: .active, lock: .locked, allowAccess: false, expected: .privacy),
        Row(lock: .unlocked, allowAccess: false, expected: []),
        Row(current: false, expected: .placeholder),
        Row(lock: .locked, protection: .complete, hide: true, allowAccess: false, expected: [.placeholder, .privacy]),
        Row(lock: .beforeFirstUnlock, hide: true, expected: [.placeholder, .privacy]),
    ]

    @Test(arguments: rows)
    func reasonsFollowTheTable(row: Row) throws {
        let timeline = row.current ? nil : [TimelineEntryDocument(date: Timestamp(iso8601: "2030-01-01T00:00:00Z")!,
                                                                  content: Fixtures.stack(Fixtures.text("later")))]
        let complication = ComplicationDocument(id: "c", slot: .center, family: .accessoryRectangular, dataProtection: row.protection,
                                                content: row.current ? Fixtures.stack(Fixtures.text("now")) : nil, timeline: timeline)
        let document = FaceDocument(style: .modular, time: Fixtures.morning, complications: [complication],
                                    settings: SettingsDocument(hideSensitiveComplications: row.hide, perComplication: ["c": row.choice],
                                                               lock: row.lock, allowAccessWhenLocked: row.allowAccess))
        let decision = try #require(Redactor.decisions(try Fixtures.resolve(document, row.display)).first)
        #expect(decision.reasons == row.expected)
        #expect(decision.rules.reduce(into: RedactionReasons()) { $0.insert($1.reason) } == row.expected)
        // Its one line marks nothing: privacy hides all of it, and then the placeholder is drawn too.
        #expect(decision.drawn == (row.expected.isEmpty ? .content : .systemPlaceholder))
    }

    /// Privacy draws the content, bars in its shape, only where something in it is marked: a content it hides whole
    /// draws the placeholder, so that neither its template nor its lines, nor whether an entry is in force, show.
    @Test(arguments: [(false, false, RedactionDecision.Drawn.systemPlaceholder), (true, false, .content), (false, true, .content)])
    func privacyDrawsThePlaceholderForAContentItHidesWhole(marked: Bool, unredacted: Bool, drawn: RedactionDecision.Drawn) throws {
        let content = Fixtures.stack(Fixtures.text("Calendar", unredacted: unredacted), Fixtures.text("Dentist", sensitive: marked))
        let document = FaceDocument(style: .modular, time: Fixtures.morning,
                                    complications: [ComplicationDocument(id: "c", slot: .center, family: .accessoryRectangular, content: content)],
                                    settings: SettingsDocument(hideSensitiveComplications: true))
        let decision = try #require(Redactor.decisions(try Fixtures.resolve(document, .alwaysOn)).first)
        #expect(decision.drawn == drawn)
        #expect(decision.reasons == .privacy)
        #expect(content.privacyHidesWhole == (drawn == .systemPlaceholder))
    }

    func redacted(_ complication: ComplicationDocument, lock: LockState = .unlocked, display: Display = .alwaysOn) throws -> RedactedContent {
        let document = FaceDocument(style: .modular, time: Fixtures.morning, complications: [complication],
                                    settings: SettingsDocument(hideSensitiveComplications: true, lock: lock))
        return try Redactor.redact(try Fixtures.resolve(document, display), measure: Fixtures.measure).complications[0].content
    }

    @Test func placeholderDrawsTheComplicationsOwnPlaceholderWithOnlyUnredactedText() throws {
        let complication = Fixtures.calendar(Fixtures.text("Dentist"),
                                             placeholder: Fixtures.stack(Fixtures.text("Calendar", unredacted: true), Fixtures.text("Event")))
        guard case .stack(let stack) = try redacted(complication, lock: .beforeFirstUnlock, display: .active) else {
            Issue.record("expected a stack"); return
        }
        let lines = stack.lines
        #expect(lines.map(\.content) == [.text("Calendar"), .bar(.widthOf("Event"))])
        // The bar carries the redaction colour, not the hidden line's own.
        #expect(lines.map(\.color) == [Resolver.defaultAccent, Redactor.redactionColor])
    }

    @Test func placeholderWithoutItsOwnIsTheSystemOne() throws {
        #expect(try redacted(Fixtures.calendar(Fixtures.text("Dentist")), lock: .beforeFirstUnlock) == .systemPlaceholder)
    }

    @Test func placeholderWinsOverPrivacy() throws {
        let complication = Fixtures.calendar(Fixtures.text("Dentist", sensitive: true), Fixtures.text("Ok"))
        #expect(try redacted(complication, lock: .beforeFirstUnlock) == .systemPlaceholder)
    }

    @Test func appleStyleBarsAreAsWideAsTheHiddenTextAndSaySo() throws {
        var complication = Fixtures.calendar(Fixtures.text("Dentist", sensitive: true))
        complication.redactionStyle = .apple
        guard case .stack(let stack) = try redacted(complication) else { Issue.record("expected a stack"); return }
        let lines = stack.lines
        #expect(lines[0].content == .bar(.textWidth(70)))
        let document = FaceDocument(style: .modular, time: Fixtures.morning, complications: [complication],
                                    settings: SettingsDocument(hideSensitiveComplications: true))
        #expect(Redactor.decisions(try Fixtures.resolve(document, .alwaysOn))[0].leaksLength)
        #expect(!Redactor.decisions(try Fixtures.resolve(document, .active))[0].leaksLength)
    }

    @Test func explainsEachElement() throws {
        let document = Fixtures.face(Fixtures.calendar(Fixtures.text("A"), Fixtures.text("B", sensitive: true), Fixtures.text("C", unredacted: true)))
        let decision = try #require(Redactor.decisions(try Fixtures.resolve(document, .alwaysOn)).first)
        #expect(decision.rules == [.hiddenInAlwaysOn(.inherit)])
        #expect(decision.source?.description == "complications[0].content")
        #expect(decision.elements.map(\.shown) == [true, false, true])
        #expect(decision.elements.map(\.because) == ["not privacySensitive, while others are", "privacySensitive", "unredacted"])
    }
}
